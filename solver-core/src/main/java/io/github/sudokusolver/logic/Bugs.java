package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * BUG+1 and BUG types 2-4: when every open cell is bivalue but a few, and removing those cells' extra digits would
 * leave every missing digit two places in each house (a grave: no solution or several), one of those cells holds an
 * extra digit. Each way of choosing the extras that leaves a grave is tried. Groups: the non-bivalue cells with their
 * extra digits (same extras together), then type 3's naked set.
 */
final class Bugs {

    /** More non-bivalue cells than this is no grave plus a few; it also bounds the choice of their extras. */
    private static final int MOST_EXTRA_CELLS = 6;
    /** Other cells that may join the extra cells in a type 3's naked set: a quad at most. */
    private static final int TYPE_3_MOST_CELLS = 3;

    private Bugs() {
    }

    /** A conclusion drawn from the non-bivalue cells and one choice of their extra digits that leaves a grave. */
    private interface Conclusion {
        Step from(short[] marks, int[] cells, int[] extras);
    }

    /** One cell with one extra digit: it is that digit. */
    static Step plusOne(short[] marks) {
        return withGrave(marks, (m, cells, extras) -> cells.length != 1 || Integer.bitCount(extras[0]) != 1 ? null
                : start(Technique.BUG_PLUS_ONE, cells, extras).place(cells[0], Candidates.digit(extras[0])).build());
    }

    /** Two or more cells with one same extra digit {@code x}: {@code x} leaves every cell that sees them all. */
    static Step typeTwo(short[] marks) {
        return withGrave(marks, Bugs::two);
    }

    /** The extra digits of cells in one house make a naked set with other cells of that house. */
    static Step typeThree(short[] marks) {
        for (int size = 1; size <= TYPE_3_MOST_CELLS; size++) { // the smallest set is the easiest step
            int others = size;
            Step step = withGrave(marks, (m, cells, extras) -> three(m, cells, extras, others));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** Two cells of a house with one extra digit each, a digit of both confined to them: each loses its third. */
    static Step typeFour(short[] marks) {
        return withGrave(marks, Bugs::four);
    }

    private static Step two(short[] marks, int[] cells, int[] extras) {
        if (cells.length < 2) {
            return null;
        }
        for (int extra : extras) {
            if (extra != extras[0] || Integer.bitCount(extra) != 1) {
                return null;
            }
        }
        StepBuilder step = start(Technique.BUG_TYPE_2, cells, extras).eliminateSeeingAll(marks, extras[0], cells);
        return step.changesNothing() ? null : step.build();
    }

    private static Step three(short[] marks, int[] cells, int[] extras, int size) {
        int union = 0;
        for (int extra : extras) {
            union |= extra;
        }
        for (int house : GRID.regionsOf(cells[0])) {
            if (!allIn(cells, house)) {
                continue;
            }
            int[] others = new int[DIGITS];
            int count = 0;
            for (int cell : GRID.cellsOf(house)) {
                if (Singles.isOpen(marks, cell) && !contains(cells, cell)) {
                    others[count++] = cell;
                }
            }
            for (int subset = 1; subset < 1 << count; subset++) {
                if (Integer.bitCount(subset) != size) {
                    continue;
                }
                int digits = union;
                int[] chosen = new int[size];
                int n = 0;
                for (int i = 0; i < count; i++) {
                    if ((subset & 1 << i) != 0) {
                        digits |= Singles.openDigits(marks, others[i]);
                        chosen[n++] = others[i];
                    }
                }
                if (Integer.bitCount(digits) != size + 1) {
                    continue;
                }
                StepBuilder step = start(Technique.BUG_TYPE_3, cells, extras).house(house).group(digits, chosen)
                        .difficulty(Technique.BUG_TYPE_3.difficulty() + 0.1 * (size - 1));
                for (int i = 0; i < count; i++) {
                    if ((subset & 1 << i) == 0) {
                        step.eliminateAll(marks, others[i], digits);
                    }
                }
                if (!step.changesNothing()) {
                    return step.build();
                }
            }
        }
        return null;
    }

    private static Step four(short[] marks, int[] cells, int[] extras) {
        if (cells.length != 2 || Integer.bitCount(extras[0]) != 1 || Integer.bitCount(extras[1]) != 1) {
            return null;
        }
        int first = Singles.openDigits(marks, cells[0]) & ~extras[0];
        int second = Singles.openDigits(marks, cells[1]) & ~extras[1];
        for (int house : GRID.regionsOf(cells[0])) {
            if (!GRID.inRegion(cells[1], house)) {
                continue;
            }
            for (int bits = first & second; bits != 0; bits &= bits - 1) {
                int locked = bits & -bits;
                if (Integer.bitCount(Singles.places(marks, house, locked)) == 2) {
                    int u = Candidates.digit(locked);
                    return start(Technique.BUG_TYPE_4, cells, extras).house(house)
                            .strongLink(cells[0], u, cells[1], u)
                            .eliminateAll(marks, cells[0], first & ~locked)
                            .eliminateAll(marks, cells[1], second & ~locked).build();
                }
            }
        }
        return null;
    }

    /** The step with its first parts: the extra digits, and the cells grouped by their extras. */
    private static StepBuilder start(Technique technique, int[] cells, int[] extras) {
        StepBuilder step = new StepBuilder(technique);
        int done = 0; // cells already in a group, as a mask over cells
        for (int i = 0; i < cells.length; i++) {
            step.digitBits(extras[i]);
            if ((done & 1 << i) != 0) {
                continue;
            }
            int[] same = new int[cells.length];
            int n = 0;
            for (int j = i; j < cells.length; j++) {
                if (extras[j] == extras[i]) {
                    same[n++] = cells[j];
                    done |= 1 << j;
                }
            }
            step.group(extras[i], java.util.Arrays.copyOf(same, n));
        }
        return step;
    }

    /**
     * The first step {@code conclusion} draws from the grid's non-bivalue cells and a choice of their extra digits
     * that leaves a grave; null when the grid is not a grave plus a few cells.
     */
    private static Step withGrave(short[] marks, Conclusion conclusion) {
        int[] cells = new int[MOST_EXTRA_CELLS];
        int count = 0;
        for (int cell = 0; cell < CELLS; cell++) {
            int n = Integer.bitCount(Singles.openDigits(marks, cell));
            if (!Singles.isOpen(marks, cell) || n == 2) {
                continue;
            }
            if (n < 2 || count == MOST_EXTRA_CELLS) {
                return null;
            }
            cells[count++] = cell;
        }
        if (count == 0) {
            return null;
        }
        Grave grave = new Grave(marks, java.util.Arrays.copyOf(cells, count), conclusion);
        return grave.choose(0);
    }

    /**
     * The choice of each non-bivalue cell's extra digits (all but two of its digits), cell by cell, keeping the
     * places left of each digit in each house: a choice stops as soon as a count falls below two.
     */
    private static final class Grave {
        private final short[] marks;
        private final int[] cells;
        private final int[] extras;
        private final Conclusion conclusion;
        /** The places of each digit in each house once the chosen extras are gone: {@code house * 9 + digit - 1}. */
        private final int[] places = new int[GRID.regionCount() * DIGITS];

        Grave(short[] marks, int[] cells, Conclusion conclusion) {
            this.marks = marks;
            this.cells = cells;
            this.extras = new int[cells.length];
            this.conclusion = conclusion;
            for (int house = 0; house < GRID.regionCount(); house++) {
                for (int d = 0; d < DIGITS; d++) {
                    places[house * DIGITS + d] = Integer.bitCount(Singles.places(marks, house, 1 << d));
                }
            }
        }

        Step choose(int index) {
            if (index == cells.length) {
                return isGrave() ? conclusion.from(marks, cells, extras.clone()) : null;
            }
            int digits = Singles.openDigits(marks, cells[index]);
            for (int a = digits; a != 0; a &= a - 1) {
                for (int b = a & a - 1; b != 0; b &= b - 1) {
                    int extra = digits & ~(a & -a) & ~(b & -b);
                    if (remove(cells[index], extra)) {
                        extras[index] = extra;
                        Step step = choose(index + 1);
                        if (step != null) {
                            return step;
                        }
                    }
                    restore(cells[index], extra);
                }
            }
            return null;
        }

        /** Removes the extras from the counts; false when a digit is left fewer than two places in a house. */
        private boolean remove(int cell, int extra) {
            boolean enough = true;
            for (int house : GRID.regionsOf(cell)) {
                for (int bits = extra; bits != 0; bits &= bits - 1) {
                    int i = house * DIGITS + Integer.numberOfTrailingZeros(bits);
                    places[i]--;
                    enough &= places[i] >= 2;
                }
            }
            return enough;
        }

        private void restore(int cell, int extra) {
            for (int house : GRID.regionsOf(cell)) {
                for (int bits = extra; bits != 0; bits &= bits - 1) {
                    places[house * DIGITS + Integer.numberOfTrailingZeros(bits)]++;
                }
            }
        }

        /** Every digit missing from a house has exactly two places left in it. */
        private boolean isGrave() {
            for (int house = 0; house < GRID.regionCount(); house++) {
                int placed = Singles.placedDigits(marks, house);
                for (int d = 0; d < DIGITS; d++) {
                    if ((placed & 1 << d) == 0 && places[house * DIGITS + d] != 2) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    private static boolean allIn(int[] cells, int house) {
        for (int cell : cells) {
            if (!GRID.inRegion(cell, house)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
