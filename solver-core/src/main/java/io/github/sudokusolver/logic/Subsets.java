package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Naked subsets (k cells of a house holding k digits between them) and hidden subsets (k digits of a house confined
 * to k cells), for k = 2..4, and the direct hidden pair and triple.
 */
final class Subsets {

    private static final Technique[] NAKED = {null, null, Technique.NAKED_PAIR, Technique.NAKED_TRIPLE,
        Technique.NAKED_QUAD};
    private static final Technique[] HIDDEN = {null, null, Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE,
        Technique.HIDDEN_QUAD};
    private static final Technique[] DIRECT_HIDDEN = {null, null, Technique.DIRECT_HIDDEN_PAIR,
        Technique.DIRECT_HIDDEN_TRIPLE, null};

    private Subsets() {
    }

    static Step naked(short[] marks, int size) {
        int[] members = new int[DIGITS];
        for (int house = 0; house < GRID.regionCount(); house++) {
            int[] cells = GRID.cellsOf(house);
            int count = 0;
            for (int i = 0; i < DIGITS; i++) {
                int mark = marks[cells[i]];
                int n = Integer.bitCount(mark & Candidates.ALL);
                if (Singles.isOpen(marks, cells[i]) && n >= 2 && n <= size) {
                    members[count++] = i;
                }
            }
            Step step = nakedFrom(marks, house, members, count, 0, size, 0, 0);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step nakedFrom(short[] marks, int house, int[] members, int count, int start, int left,
            int chosen, int digits) {
        if (Integer.bitCount(digits) > Integer.bitCount(chosen) + left) {
            return null;
        }
        if (left == 0) {
            if (Integer.bitCount(digits) != Integer.bitCount(chosen)) {
                return null;
            }
            int[] cells = GRID.cellsOf(house);
            StepBuilder step = new StepBuilder(NAKED[Integer.bitCount(chosen)]).house(house);
            for (int i = 0; i < DIGITS; i++) {
                if ((chosen & 1 << i) != 0) {
                    step.cell(cells[i]);
                } else if (Singles.isOpen(marks, cells[i])) {
                    step.eliminateAll(marks, cells[i], digits);
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            return step.build(StepBuilder.cells(cellsOf(cells, chosen)) + " hold only " + StepBuilder.digits(digits)
                    + " in " + House.name(house));
        }
        for (int m = start; m < count; m++) {
            int i = members[m];
            Step step = nakedFrom(marks, house, members, count, m + 1, left - 1, chosen | 1 << i,
                    digits | marks[GRID.cellsOf(house)[i]] & Candidates.ALL);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** A hidden subset of {@code size} digits; with {@code direct}, only one whose eliminations give a hidden single. */
    static Step hidden(short[] marks, int size, boolean direct) {
        int[] digitPlaces = new int[DIGITS];
        int[] members = new int[DIGITS];
        for (int house = 0; house < GRID.regionCount(); house++) {
            int placed = Singles.placedDigits(marks, house);
            int count = 0;
            for (int d = 0; d < DIGITS; d++) {
                if ((placed & 1 << d) == 0) {
                    digitPlaces[d] = Singles.places(marks, house, 1 << d);
                    int n = Integer.bitCount(digitPlaces[d]);
                    if (n >= 2 && n <= size) {
                        members[count++] = d;
                    }
                }
            }
            Step step = hiddenFrom(marks, house, digitPlaces, members, count, 0, size, 0, 0, direct);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step hiddenFrom(short[] marks, int house, int[] digitPlaces, int[] members, int count, int start,
            int left, int digits, int places, boolean direct) {
        if (Integer.bitCount(places) > Integer.bitCount(digits) + left) {
            return null;
        }
        if (left == 0) {
            if (Integer.bitCount(places) != Integer.bitCount(digits)) {
                return null;
            }
            int[] cells = GRID.cellsOf(house);
            int[] subset = cellsOf(cells, places);
            int size = Integer.bitCount(digits);
            int single = 0;
            if (direct) {
                single = Singles.hiddenSingleAfter(marks, subset, subset.length, Candidates.ALL & ~digits, house);
                if (single < 0) {
                    return null;
                }
            }
            StepBuilder step = new StepBuilder(direct ? DIRECT_HIDDEN[size] : HIDDEN[size]).house(house);
            for (int cell : subset) {
                step.cell(cell).eliminateAll(marks, cell, Candidates.ALL & ~digits);
            }
            if (step.changesNothing()) {
                return null;
            }
            String reason = StepBuilder.digits(digits) + " can only be in " + StepBuilder.cells(subset) + " in "
                    + House.name(house);
            if (direct) {
                reason += Singles.placeDirectSingle(step, single);
            }
            return step.build(reason);
        }
        for (int m = start; m < count; m++) {
            int d = members[m];
            Step step = hiddenFrom(marks, house, digitPlaces, members, count, m + 1, left - 1, digits | 1 << d,
                    places | digitPlaces[d], direct);
            if (step != null) {
                return step;
            }
        }
        return null;
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
