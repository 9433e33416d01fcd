package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * How the classic finders that still read {@code short[81]} marks (the chains of {@link ForcingChains} and {@link
 * GroupedChains}, unique and avoidable rectangles, ALS) read them: whether a cell is open, its open digits, the places
 * of a digit in a house and the digits placed there. The singles themselves are {@link LayoutFinders}', one
 * implementation for every layout; these helpers go with the last of those classic finders.
 */
final class Singles {

    private Singles() {
    }

    /** The open places of {@code bit} in {@code house} as a mask of positions 0..8 in the house's cell order. */
    static int places(short[] marks, int house, int bit) {
        int[] cells = GRID.cellsOf(house);
        int places = 0;
        for (int i = 0; i < DIGITS; i++) {
            int mark = marks[cells[i]];
            if ((mark & Candidates.PLACED) == 0 && (mark & bit) != 0) {
                places |= 1 << i;
            }
        }
        return places;
    }

    /** The digits placed in {@code house}, as a mask. */
    static int placedDigits(short[] marks, int house) {
        int digits = 0;
        for (int cell : GRID.cellsOf(house)) {
            if ((marks[cell] & Candidates.PLACED) != 0) {
                digits |= marks[cell] & Candidates.ALL;
            }
        }
        return digits;
    }

    static boolean isOpen(short[] marks, int cell) {
        return (marks[cell] & Candidates.PLACED) == 0;
    }

    /** The candidates of an open cell as a mask; 0 for a placed cell. */
    static int openDigits(short[] marks, int cell) {
        return isOpen(marks, cell) ? marks[cell] & Candidates.ALL : 0;
    }
}
