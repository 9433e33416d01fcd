package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * Naked subsets (k cells of a house holding k digits between them) and hidden subsets (k digits of a house confined
 * to k cells), for k = 2..4, and the direct hidden pair and triple; both are a {@link SubsetSearch} in each house.
 */
final class Subsets {

    /** The technique of each size, 2-4, of naked, hidden and direct hidden subsets (shared with LayoutFinders). */
    static final Technique[] NAKED = {null, null, Technique.NAKED_PAIR, Technique.NAKED_TRIPLE,
        Technique.NAKED_QUAD};
    static final Technique[] HIDDEN = {null, null, Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE,
        Technique.HIDDEN_QUAD};
    static final Technique[] DIRECT_HIDDEN = {null, null, Technique.DIRECT_HIDDEN_PAIR,
        Technique.DIRECT_HIDDEN_TRIPLE, null};

    private Subsets() {
    }

    /** A naked subset of {@code size} cells. */
    static Step naked(short[] marks, int size) {
        NakedSubset search = new NakedSubset(marks);
        for (int house = 0; house < GRID.regionCount(); house++) {
            Step step = search.in(house, size);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** A hidden subset of {@code size} digits. */
    static Step hidden(short[] marks, int size) {
        return hidden(new HiddenSubset(marks, HIDDEN), size);
    }

    /** A hidden subset of {@code size} digits whose eliminations at once give a hidden single, which it places. */
    static Step directHidden(short[] marks, int size) {
        return hidden(new HiddenSubset(marks, DIRECT_HIDDEN), size);
    }

    private static Step hidden(HiddenSubset search, int size) {
        for (int house = 0; house < GRID.regionCount(); house++) {
            Step step = search.in(house, size);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** Members: the open cells of a house, each covering its candidates. */
    private static final class NakedSubset extends SubsetSearch {
        private final short[] marks;
        private int house;

        NakedSubset(short[] marks) {
            this.marks = marks;
        }

        Step in(int house, int size) {
            this.house = house;
            begin(size);
            int[] cells = GRID.cellsOf(house);
            for (int i = 0; i < DIGITS; i++) {
                if (Singles.isOpen(marks, cells[i])) {
                    consider(i, marks[cells[i]] & Candidates.ALL);
                }
            }
            return search();
        }

        @Override
        Step conclude(int chosen, int digits) {
            int[] cells = GRID.cellsOf(house);
            StepBuilder step = new StepBuilder(NAKED[Integer.bitCount(chosen)]).house(house).digitBits(digits)
                    .group(digits, cellsOf(cells, chosen));
            for (int i = 0; i < DIGITS; i++) {
                if ((chosen & 1 << i) != 0) {
                    continue;
                } else if (Singles.isOpen(marks, cells[i])) {
                    step.eliminateAll(marks, cells[i], digits);
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            return step.build();
        }
    }

    /** Members: the digits not placed in a house, each covering its places there. */
    private static final class HiddenSubset extends SubsetSearch {
        private final short[] marks;
        /** {@link #HIDDEN}, or {@link #DIRECT_HIDDEN} for the direct forms. */
        private final Technique[] bySize;
        private int house;

        HiddenSubset(short[] marks, Technique[] bySize) {
            this.marks = marks;
            this.bySize = bySize;
        }

        Step in(int house, int size) {
            this.house = house;
            begin(size);
            int placed = Singles.placedDigits(marks, house);
            for (int d = 0; d < DIGITS; d++) {
                if ((placed & 1 << d) == 0) {
                    consider(d, Singles.places(marks, house, 1 << d));
                }
            }
            return search();
        }

        @Override
        Step conclude(int digits, int places) {
            boolean direct = bySize == DIRECT_HIDDEN;
            int[] subset = cellsOf(GRID.cellsOf(house), places);
            Singles.HiddenSingle single = null;
            if (direct) {
                single = Singles.hiddenSingleAfter(marks, subset, subset.length, Candidates.ALL & ~digits, house);
                if (single == null) {
                    return null;
                }
            }
            StepBuilder step = new StepBuilder(bySize[Integer.bitCount(digits)]).house(house).digitBits(digits)
                    .group(digits, subset);
            for (int cell : subset) {
                step.eliminateAll(marks, cell, Candidates.ALL & ~digits);
            }
            if (step.changesNothing()) {
                return null;
            }
            if (direct) {
                single.place(step);
            }
            return step.build();
        }
    }

    /** The cells of a house at the positions of a 9-bit mask. */
    static int[] cellsOf(int[] houseCells, int positions) {
        int[] cells = new int[Integer.bitCount(positions)];
        int n = 0;
        for (int i = 0; i < DIGITS; i++) {
            if ((positions & 1 << i) != 0) {
                cells[n++] = houseCells[i];
            }
        }
        return cells;
    }
}
