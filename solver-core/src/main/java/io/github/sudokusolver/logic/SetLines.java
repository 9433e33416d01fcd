package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines whose cells hold one of known digit sets, a digit each ({@link LineFacts#setLines}): renban lines
 * ({@link Technique#RENBAN}, the runs of consecutive digits), nabner lines ({@link Technique#NABNER_LINE}, digits no
 * two equal or consecutive) and an app's relation over every two cells that makes sets ({@link Technique#RELATION}).
 * A set fits when its digits can be given one per cell among the candidates (placed cells keep theirs). Four forms, as
 * a cage's: a digit in no set that fits leaves the line (the combinations); a digit every set that fits holds, with
 * one place left on the line, goes there ({@link #HIDDEN_SINGLE_EXTRA} harder); such a digit leaves the cells off the
 * line that see all its places on it ({@link #OVERLAP_EXTRA} harder); a candidate that no way of filling a set that
 * fits gives its cell leaves ({@link #FILLING_EXTRA} harder). Each 0.2 harder per cell past two, as cages are. The
 * easiest step over every line of the technique is returned.
 */
final class SetLines {

    static final double PER_CELL = 0.2;
    /** The hidden single form over the combinations, as {@link Technique#CAGE_HIDDEN_SINGLE} over combinations. */
    static final double HIDDEN_SINGLE_EXTRA = 0.1;
    /** The overlap form over the combinations, as {@link Technique#CAGE_HOUSE_OVERLAP} over combinations. */
    static final double OVERLAP_EXTRA = 0.8;
    /** The filling form over the combinations, as {@link Technique#CAGE_COMPLETION} over combinations. */
    static final double FILLING_EXTRA = 1.0;
    /** Sets a description lists; past it, it gives their union. */
    private static final int LISTED = 4;

    private SetLines() {
    }

    /** The easiest step of the lines of {@code technique}; null for none. */
    static Step find(Grid grid, int[] marks, Budget budget, Technique technique) {
        LineFacts facts = grid.rules.lines;
        Sets easiest = null;
        for (int line = 0; line < facts.setLines.length; line++) {
            if (facts.setLineTechniques[line] != technique) {
                continue;
            }
            Sets sets = new Sets(grid, marks, line);
            if (sets.form != Sets.NOTHING && (easiest == null || sets.difficulty() < easiest.difficulty())) {
                easiest = sets;
            }
        }
        return easiest == null ? null : easiest.step();
    }

    /**
     * What a line allows on these marks, for the dynamic chains: per cell, the digits some way of filling some set
     * that fits gives it ({@code out[i]} for the line's cell {@code i}, a placed cell's digit included); whether any
     * set fits (when none does, {@code out} is all 0).
     */
    static boolean support(Grid grid, int[] marks, int line, int[] out) {
        int[] cells = grid.rules.lines.setLines[line];
        int[] values = grid.values(marks, cells);
        List<Integer> fitting = fitting(values, grid.rules.lines.setLineSets[line]);
        for (int i = 0; i < cells.length; i++) {
            out[i] = support(values, fitting, i);
        }
        return !fitting.isEmpty();
    }

    /** The sets whose digits the cells can take one each among {@code values}. */
    private static List<Integer> fitting(int[] values, int[] sets) {
        List<Integer> fitting = new ArrayList<>();
        for (int set : sets) {
            if (DigitMatching.matches(values, values.length, set, -1)) {
                fitting.add(set);
            }
        }
        return fitting;
    }

    /** The digits the cell {@code i} takes in some way of filling one of the {@code fitting} sets. */
    private static int support(int[] values, List<Integer> fitting, int i) {
        int support = 0;
        for (int set : fitting) {
            support |= DigitMatching.support(values, values.length, set, i);
        }
        return support;
    }

    /**
     * What a line's rule says of its digits, after its name: {@code holds 4 consecutive digits}; what its sets are
     * called; how a set is written.
     */
    static String holds(Technique technique, int count) {
        return switch (technique) {
            case RENBAN -> "holds " + count + " consecutive digits";
            case NABNER_LINE -> "holds " + count + " digits, no two of them equal or consecutive";
            default -> "holds " + count + " digits, every two of them a pair of its table";
        };
    }

    /** The sets of one line that fit its cells' candidates, and the easiest form of step they give. */
    private static final class Sets {
        static final int NOTHING = -1;
        static final int COMBINATIONS = 0;
        static final int HIDDEN_SINGLE = 1;
        static final int OVERLAP = 2;
        static final int FILLING = 3;

        final Grid grid;
        final int[] marks;
        /** The line's index among the facts' set lines, its technique and its cells. */
        final int line;
        final Technique technique;
        final int[] cells;
        /** Per cell, its candidates, or its digit when placed. */
        final int[] values;
        /** The sets that fit, as masks of their digits, and their union. */
        final List<Integer> fitting;
        final int union;
        /** The easiest form that changes the marks, {@link #NOTHING} for none. */
        final int form;

        Sets(Grid grid, int[] marks, int line) {
            this.grid = grid;
            this.marks = marks;
            this.line = line;
            this.technique = grid.rules.lines.setLineTechniques[line];
            this.cells = grid.rules.lines.setLines[line];
            this.values = grid.values(marks, cells);
            this.fitting = fitting(values, grid.rules.lines.setLineSets[line]);
            int any = 0;
            for (int set : fitting) {
                any |= set;
            }
            this.union = any;
            // no set fitting is a contradiction: the other techniques show it
            this.form = fitting.isEmpty() ? NOTHING : outsideUnion() != 0 ? COMBINATIONS
                    : hiddenSingle() >= 0 ? HIDDEN_SINGLE : overlap() >= 0 ? OVERLAP : unfilled() != 0 ? FILLING
                    : NOTHING;
        }

        double difficulty() {
            double base = technique.difficulty() + PER_CELL * (cells.length - 2);
            return switch (form) {
                case HIDDEN_SINGLE -> base + HIDDEN_SINGLE_EXTRA;
                case OVERLAP -> base + OVERLAP_EXTRA;
                case FILLING -> base + FILLING_EXTRA;
                default -> base;
            };
        }

        /** The digits of no set that fits that an open cell holds, as one mask: 0 for none. */
        int outsideUnion() {
            int outside = 0;
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i])) {
                    outside |= values[i] & ~union;
                }
            }
            return outside;
        }

        /** The digits every fitting set holds, less those placed on the line. */
        private int needed() {
            int common = grid.all;
            for (int set : fitting) {
                common &= set;
            }
            for (int i = 0; i < cells.length; i++) {
                if (!isOpen(grid, marks, cells[i])) {
                    common &= ~values[i];
                }
            }
            return common;
        }

        /** A digit every fitting set holds, not placed on the line, with one open place there; -1 for none. */
        int hiddenSingle() {
            for (int bits = needed(); bits != 0; bits &= bits - 1) {
                if (place(bits & -bits) >= 0) {
                    return Grid.digit(bits & -bits);
                }
            }
            return -1;
        }

        /** A digit every fitting set holds with open cells off the line that see all its places on it; -1 for none. */
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

        /** Per cell, the candidates of fitting sets that no filling of them gives it, as one mask: 0 for none. */
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
            return values[i] & union & ~support(values, fitting, i);
        }

        Step step() {
            int rule = grid.rules.lines.setLineRules[line];
            StepBuilder step = new StepBuilder(technique, grid).rule(rule).difficulty(difficulty());
            for (int cell : cells) {
                step.cell(cell);
            }
            for (int set : fitting) {
                step.group(set, cells);
            }
            String line = RuleNames.of(grid.rules.rule(rule)) + " " + holds(technique, cells.length);
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
                        .pattern(line + "; " + everySet() + " holds " + digit + ", and "
                                + LineText.name(grid, place) + " is its only place on the line")
                        .build();
            }
            if (form == OVERLAP) {
                int digit = overlap();
                for (int cell : seeingAllPlaces(1 << digit - 1)) {
                    step.eliminate(cell, digit);
                }
                int[] places = places(1 << digit - 1).stream().mapToInt(Integer::intValue).toArray();
                return step.digit(digit).pattern(line + "; " + everySet() + " holds " + digit
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
            return step.pattern(line + ", and " + (fitting.size() > LISTED ? fitting.size() + " " + noun() + "s fit"
                    : onlyFit()) + ", but no way of filling "
                    + (fitting.size() == 1 ? "it" : "them") + ", a digit per cell, uses "
                    + String.join(", or ", unused))
                    .build();
        }

        /** {@code only 5-8 and 6-9 fit}, or {@code only 6-9 fits}; past {@link #LISTED} sets, their digits. */
        private String onlyFit() {
            if (fitting.size() > LISTED) {
                return "the " + noun() + "s that fit use only " + LineText.digits(union);
            }
            return "only " + listed() + (fitting.size() == 1 ? " fits" : " fit");
        }

        /** {@code the only run that fits, 6-9,}, or {@code every set that fits ({1,3,5} and {1,3,6})}. */
        private String everySet() {
            return fitting.size() == 1 ? "the only " + noun() + " that fits, " + listed() + ","
                    : "every " + noun() + " that fits (" + listed() + ")";
        }

        /** What a player calls the line's sets: a renban's are runs. */
        private String noun() {
            return technique == Technique.RENBAN ? "run" : "set";
        }

        /** {@code 5-8 and 6-9} (runs), {@code {1,3,5} and {1,3,6}} (other sets). */
        private String listed() {
            List<String> listed = new ArrayList<>(fitting.size());
            for (int set : fitting) {
                int low = Grid.digit(set & -set);
                listed.add(technique == Technique.RENBAN ? low + "-" + (low + cells.length - 1)
                        : KillerFinders.combo(set));
            }
            return Notation.and(listed);
        }

        private static void eliminate(StepBuilder step, int cell, int digits) {
            for (int bits = digits; bits != 0; bits &= bits - 1) {
                step.eliminate(cell, Grid.digit(bits & -bits));
            }
        }
    }
}
