package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Renban lines ({@link Technique#RENBAN}): the cells hold a run of consecutive digits, each once. A run fits when its
 * digits can be given one per cell among the candidates (placed cells keep theirs). Four forms, as a cage's: a digit
 * in no run that fits leaves the line (the combinations); a digit every run that fits holds, with one place left on
 * the line, goes there ({@link #HIDDEN_SINGLE_EXTRA} harder); such a digit leaves the cells off the line that see all
 * its places on it ({@link #OVERLAP_EXTRA} harder); a candidate that no way of filling a run that fits gives its cell
 * leaves ({@link #FILLING_EXTRA} harder). Each 0.2 harder per cell past two, as cages are. The easiest step over every
 * renban is returned.
 */
final class Renbans {

    static final double PER_CELL = 0.2;
    /** The hidden single form over the combinations, as {@link Technique#CAGE_HIDDEN_SINGLE} over combinations. */
    static final double HIDDEN_SINGLE_EXTRA = 0.1;
    /** The overlap form over the combinations, as {@link Technique#CAGE_HOUSE_OVERLAP} over combinations. */
    static final double OVERLAP_EXTRA = 0.8;
    /** The filling form over the combinations, as {@link Technique#CAGE_COMPLETION} over combinations. */
    static final double FILLING_EXTRA = 1.0;
    /** Runs a description lists; past it, it gives their union. */
    private static final int LISTED = 4;

    private Renbans() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        if (facts.renbans.length == 0) {
            return null;
        }
        Runs easiest = null;
        for (int r = 0; r < facts.renbans.length; r++) {
            Runs runs = new Runs(grid, marks, r);
            if (runs.form != Runs.NOTHING && (easiest == null || runs.difficulty() < easiest.difficulty())) {
                easiest = runs;
            }
        }
        return easiest == null ? null : easiest.step();
    }

    /**
     * What a renban allows on these marks, for the dynamic chains: per cell, the digits some way of filling some run
     * that fits gives it ({@code out[i]} for the renban's cell {@code i}, a placed cell's digit included); whether
     * any run fits (when none does, {@code out} is all 0).
     */
    static boolean support(Grid grid, int[] marks, int renban, int[] out) {
        int[] cells = grid.rules.lines.renbans[renban];
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = marks[cells[i]] & grid.all;
        }
        int runs = fittingRuns(values, cells.length, grid.size);
        for (int i = 0; i < cells.length; i++) {
            out[i] = runs == 0 ? 0 : support(values, cells.length, runs, i);
        }
        return runs != 0;
    }

    /**
     * The runs of {@code count} consecutive digits whose digits the cells can take one each among {@code values}:
     * bit {@code s} for the run from digit {@code s + 1}.
     */
    static int fittingRuns(int[] values, int count, int size) {
        int fitting = 0;
        for (int shift = 0; shift + count <= size; shift++) {
            if (DigitMatching.matches(values, count, run(count, 1 << shift), -1)) {
                fitting |= 1 << shift;
            }
        }
        return fitting;
    }

    /** The digits of the run of {@code count} digits from the lowest of {@code runs} ({@link #fittingRuns}). */
    private static int run(int count, int runs) {
        return ((1 << count) - 1) << Integer.numberOfTrailingZeros(runs);
    }

    /** The digits the cell {@code i} takes in some way of filling one of {@code runs} ({@link #fittingRuns}). */
    static int support(int[] values, int count, int runs, int i) {
        int support = 0;
        for (int bits = runs; bits != 0; bits &= bits - 1) {
            support |= DigitMatching.support(values, count, run(count, bits), i);
        }
        return support;
    }

    /** The runs of one renban that fit its cells' candidates, and the easiest form of step they give. */
    private static final class Runs {
        static final int NOTHING = -1;
        static final int COMBINATIONS = 0;
        static final int HIDDEN_SINGLE = 1;
        static final int OVERLAP = 2;
        static final int FILLING = 3;

        final Grid grid;
        final int[] marks;
        /** The renban's index among the facts' renbans, and its cells. */
        final int renban;
        final int[] cells;
        /** Per cell, its candidates, or its digit when placed. */
        final int[] values;
        /** The runs that fit: as {@link #fittingRuns} gives them, and as masks of their digits. */
        final int fittingRuns;
        final List<Integer> fitting = new ArrayList<>();
        final int union;
        /** The easiest form that changes the marks, {@link #NOTHING} for none. */
        final int form;

        Runs(Grid grid, int[] marks, int renban) {
            this.grid = grid;
            this.marks = marks;
            this.renban = renban;
            this.cells = grid.rules.lines.renbans[renban];
            this.values = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                values[i] = marks[cells[i]] & grid.all;
            }
            this.fittingRuns = fittingRuns(values, cells.length, grid.size);
            int any = 0;
            for (int runs = fittingRuns; runs != 0; runs &= runs - 1) {
                int run = run(cells.length, runs);
                fitting.add(run);
                any |= run;
            }
            this.union = any;
            // no run fitting is a contradiction: the other techniques show it
            this.form = fitting.isEmpty() ? NOTHING : outsideUnion() != 0 ? COMBINATIONS
                    : hiddenSingle() >= 0 ? HIDDEN_SINGLE : overlap() >= 0 ? OVERLAP : unfilled() != 0 ? FILLING
                    : NOTHING;
        }

        double difficulty() {
            double base = Technique.RENBAN.difficulty() + PER_CELL * (cells.length - 2);
            return switch (form) {
                case HIDDEN_SINGLE -> base + HIDDEN_SINGLE_EXTRA;
                case OVERLAP -> base + OVERLAP_EXTRA;
                case FILLING -> base + FILLING_EXTRA;
                default -> base;
            };
        }

        /** Whether an open cell holds a digit of no run that fits. */
        int outsideUnion() {
            int outside = 0;
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i])) {
                    outside |= values[i] & ~union;
                }
            }
            return outside;
        }

        /** The digits every fitting run holds, less those placed on the line. */
        private int needed() {
            int common = grid.all;
            for (int run : fitting) {
                common &= run;
            }
            for (int i = 0; i < cells.length; i++) {
                if (!isOpen(grid, marks, cells[i])) {
                    common &= ~values[i];
                }
            }
            return common;
        }

        /** A digit every fitting run holds, not placed on the line, with one open place there; -1 for none. */
        int hiddenSingle() {
            for (int bits = needed(); bits != 0; bits &= bits - 1) {
                if (place(bits & -bits) >= 0) {
                    return Grid.digit(bits & -bits);
                }
            }
            return -1;
        }

        /** A digit every fitting run holds with open cells off the line that see all its places on it; -1 for none. */
        int overlap() {
            for (int bits = needed(); bits != 0; bits &= bits - 1) {
                if (!seeingAllPlaces(bits & -bits).isEmpty()) {
                    return Grid.digit(bits & -bits);
                }
            }
            return -1;
        }

        /** The open places of {@code bit} on the line. */
        private List<Integer> places(int bit) {
            List<Integer> places = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i]) && (values[i] & bit) != 0) {
                    places.add(cells[i]);
                }
            }
            return places;
        }

        /** The open cells off the line holding {@code bit} that see each of its places on the line. */
        private List<Integer> seeingAllPlaces(int bit) {
            List<Integer> places = places(bit);
            List<Integer> seeing = new ArrayList<>();
            if (places.isEmpty()) {
                return seeing;
            }
            for (int peer : grid.peersOf(places.get(0))) {
                boolean all = isOpen(grid, marks, peer) && (marks[peer] & bit) != 0 && !places.contains(peer);
                for (int i = 0; i < cells.length && all; i++) {
                    all = cells[i] != peer;
                }
                for (int j = 1; j < places.size() && all; j++) {
                    all = grid.sees(peer, places.get(j));
                }
                if (all) {
                    seeing.add(peer);
                }
            }
            return seeing;
        }

        /** The one open cell of the line holding {@code bit}; -1 when there are none or several. */
        int place(int bit) {
            int place = -1;
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i]) && (values[i] & bit) != 0) {
                    if (place >= 0) {
                        return -1;
                    }
                    place = cells[i];
                }
            }
            return place;
        }

        /** Per cell, the candidates of fitting runs that no filling of them gives it, as one mask: 0 for none. */
        int unfilled() {
            int any = 0;
            for (int i = 0; i < cells.length; i++) {
                any |= unfilled(i);
            }
            return any;
        }

        private int unfilled(int i) {
            if (!isOpen(grid, marks, cells[i])) {
                return 0;
            }
            return values[i] & union & ~support(values, cells.length, fittingRuns, i);
        }

        Step step() {
            StepBuilder step = new StepBuilder(Technique.RENBAN, grid).rule(grid.rules.lines.renbanRules[renban])
                    .difficulty(difficulty());
            for (int cell : cells) {
                step.cell(cell);
            }
            for (int run : fitting) {
                step.group(run, cells);
            }
            String line = LineText.line(grid, "renban", cells) + " holds " + cells.length + " consecutive digits";
            if (form == COMBINATIONS) {
                for (int i = 0; i < cells.length; i++) {
                    if (isOpen(grid, marks, cells[i])) {
                        eliminate(step, cells[i], values[i] & ~union);
                    }
                }
                return step.pattern(line + ", and " + onlyFit()).build();
            }
            if (form == HIDDEN_SINGLE) {
                int digit = hiddenSingle();
                int place = place(1 << digit - 1);
                return step.place(place, digit).digit(digit)
                        .pattern(line + "; " + (fitting.size() == 1 ? "the only run that fits, " + runs() + ","
                                : "every run that fits (" + runs() + ")") + " holds " + digit + ", and "
                                + LineText.name(grid, place) + " is its only place on the line")
                        .build();
            }
            if (form == OVERLAP) {
                int digit = overlap();
                for (int cell : seeingAllPlaces(1 << digit - 1)) {
                    step.eliminate(cell, digit);
                }
                int[] places = places(1 << digit - 1).stream().mapToInt(Integer::intValue).toArray();
                return step.digit(digit).pattern(line + "; " + (fitting.size() == 1 ? "the only run that fits, "
                        + runs() + "," : "every run that fits (" + runs() + ")") + " holds " + digit
                        + ", which on the line can only be in " + LineText.cells(grid, places)).build();
            }
            List<String> unused = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                int cut = unfilled(i);
                eliminate(step, cells[i], cut);
                if (cut != 0) {
                    unused.add(LineText.name(grid, cells[i]) + "'s " + Notation.orDigits(KillerFinders.digitList(cut)));
                }
            }
            return step.pattern(line + ", and " + (fitting.size() > LISTED ? fitting.size() + " runs fit"
                    : onlyFit()) + ", but no way of filling "
                    + (fitting.size() == 1 ? "it" : "them") + ", a digit per cell, uses "
                    + String.join(", or ", unused))
                    .build();
        }

        /** {@code only 5-8 and 6-9 fit}, or {@code only 6-9 fits}; past {@link #LISTED} runs, their digits. */
        private String onlyFit() {
            if (fitting.size() > LISTED) {
                return "the runs that fit use only " + LineText.digits(union);
            }
            return "only " + runs() + (fitting.size() == 1 ? " fits" : " fit");
        }

        /** {@code 5-8 and 6-9}. */
        private String runs() {
            List<String> runs = new ArrayList<>(fitting.size());
            for (int run : fitting) {
                int low = Grid.digit(run & -run);
                runs.add(low + "-" + (low + cells.length - 1));
            }
            return Notation.and(runs);
        }

        private static void eliminate(StepBuilder step, int cell, int digits) {
            for (int bits = digits; bits != 0; bits &= bits - 1) {
                step.eliminate(cell, Grid.digit(bits & -bits));
            }
        }
    }
}
