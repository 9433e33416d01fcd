package io.github.sudokusolver.logic;

/**
 * Whether cells that must hold distinct digits can each take one of a set of digits: a bipartite matching of cells to
 * digits (Kuhn's augmenting paths over bit masks), for the sets of the lines ({@link SetLines}, {@link BetweenLines}).
 * A few cells and at most 32 digits: no allocation past the one table per call.
 */
final class DigitMatching {

    private DigitMatching() {
    }

    /**
     * Whether every cell can take a distinct digit of {@code digits} among its candidates ({@code masks[i]}, bit d-1
     * for digit d), the cell {@code skip} left out (-1: none).
     */
    static boolean matches(int[] masks, int count, int digits, int skip) {
        int[] cellOfDigit = new int[Integer.SIZE + 1]; // the last slot: the digits one augmenting search has tried
        java.util.Arrays.fill(cellOfDigit, -1);
        for (int cell = 0; cell < count; cell++) {
            cellOfDigit[Integer.SIZE] = 0;
            if (cell != skip && !augment(masks, digits, cell, cellOfDigit)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The digits of {@code digits} cell {@code cell} takes in some matching of every cell into {@code digits}; 0 when
     * there is none.
     */
    static int support(int[] masks, int count, int digits, int cell) {
        int support = 0;
        for (int bits = masks[cell] & digits; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            if (matches(masks, count, digits & ~bit, cell)) {
                support |= bit;
            }
        }
        return support;
    }

    /**
     * Finds a digit for {@code cell}, moving cells already matched to others of theirs; a digit tried once in this
     * search (the mask in the table's last slot) is not tried again.
     */
    private static boolean augment(int[] masks, int digits, int cell, int[] cellOfDigit) {
        for (int bits = masks[cell] & digits; bits != 0; bits &= bits - 1) {
            int digit = Integer.numberOfTrailingZeros(bits);
            if ((cellOfDigit[Integer.SIZE] & 1 << digit) != 0) {
                continue;
            }
            cellOfDigit[Integer.SIZE] |= 1 << digit;
            int holder = cellOfDigit[digit];
            if (holder < 0 || augment(masks, digits, holder, cellOfDigit)) {
                cellOfDigit[digit] = cell;
                return true;
            }
        }
        return false;
    }
}
