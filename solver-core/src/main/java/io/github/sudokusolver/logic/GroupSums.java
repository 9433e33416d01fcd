package io.github.sudokusolver.logic;

/**
 * The totals a group of cells can make with its candidates, one digit per cell, and which candidates make a given set
 * of totals: for the groups of {@link EqualSumLines}. Digits that must differ are searched over the sets of digits
 * used so far (the set fixes the total), up to {@code 2^size} states per cell; digits that may repeat over the partial
 * totals. Both passes go forward to the totals and back from the wanted ones, so a candidate is kept exactly when some
 * way of filling the group with it makes a wanted total. Each pass walks the states reached only (a pair of cells
 * that differ reaches 9 and 36 sets of the 512), and marks them in two arrays by a number per layer instead of
 * clearing them, as the dynamic chains read a line's groups at every removal. Not thread-safe.
 */
final class GroupSums {

    /** The total of each set of up to 9 digits (bit d-1 for digit d). */
    private static final int[] SET_TOTALS_OF_NINE = setTotals(9);

    private final int size;
    /** Per cell, its candidates (or its digit when placed). */
    private final int[] values;
    private final boolean distinct;
    /**
     * Forward states: per {@code i}, the states the first {@code i} cells can be filled reaching, {@code count[i]} of
     * them, each a set of digits (distinct) or a partial total.
     */
    private final int[][] listed;
    private final int[] count;
    /**
     * Per state, the number of the last layer that marked it, in two arrays that layers take in turn (a state of one
     * layer is read while the next is marked); {@link #layer} counts the layers marked so far, a few per search (its
     * cells, and one more per support).
     */
    private final int[] marked;
    private final int[] markedBefore;
    private int layer;
    /** For digits that must differ, the total of each set of digits (a state); null where a state is its total. */
    private final int[] setTotals;

    GroupSums(int size, int[] values, boolean distinct) {
        this.size = size;
        this.values = values;
        this.distinct = distinct;
        int cells = values.length;
        int states = distinct ? 1 << size : size * cells + 1;
        setTotals = !distinct ? null : size <= 9 ? SET_TOTALS_OF_NINE : setTotals(size);
        marked = new int[states];
        markedBefore = new int[states];
        listed = new int[cells + 1][];
        count = new int[cells + 1];
        listed[0] = new int[] {0};
        count[0] = 1;
        for (int i = 0; i < cells; i++) {
            int[] into = new int[Math.min(states, count[i] * Integer.bitCount(values[i]))];
            int found = 0;
            int now = ++layer;
            for (int k = 0; k < count[i]; k++) {
                int state = listed[i][k];
                for (int bits = values[i] & (distinct ? ~state : -1); bits != 0; bits &= bits - 1) {
                    int after = next(state, bits & -bits);
                    if (marked[after] != now) {
                        marked[after] = now;
                        into[found++] = after;
                    }
                }
            }
            listed[i + 1] = into;
            count[i + 1] = found;
        }
    }

    /** The total of each set of digits of {@code size} bits. */
    private static int[] setTotals(int size) {
        int[] totals = new int[1 << size];
        for (int set = 1; set < totals.length; set++) {
            totals[set] = totals[set & set - 1] + Grid.digit(set & -set);
        }
        return totals;
    }

    /** The state after a cell takes the digit of {@code bit}. */
    private int next(int state, int bit) {
        return distinct ? state | bit : state + Grid.digit(bit);
    }

    private int total(int state) {
        return distinct ? setTotals[state] : state;
    }

    /** The totals the group makes (index = total, up to {@code size} per cell). */
    boolean[] totals() {
        int cells = values.length;
        boolean[] totals = new boolean[size * cells + 1];
        for (int k = 0; k < count[cells]; k++) {
            totals[total(listed[cells][k])] = true;
        }
        return totals;
    }

    /** Per cell, the candidates that some filling making one of the {@code wanted} totals (index = total) gives it. */
    int[] support(boolean[] wanted) {
        int cells = values.length;
        int[] support = new int[cells];
        int[] alive = marked;
        int[] before = markedBefore;
        int aliveLayer = ++layer;
        for (int k = 0; k < count[cells]; k++) {
            int state = listed[cells][k];
            int total = total(state);
            if (total < wanted.length && wanted[total]) {
                alive[state] = aliveLayer;
            }
        }
        for (int i = cells - 1; i >= 0; i--) {
            int beforeLayer = ++layer;
            for (int k = 0; k < count[i]; k++) {
                int state = listed[i][k];
                for (int bits = values[i] & (distinct ? ~state : -1); bits != 0; bits &= bits - 1) {
                    int bit = bits & -bits;
                    if (alive[next(state, bit)] == aliveLayer) {
                        support[i] |= bit;
                        before[state] = beforeLayer;
                    }
                }
            }
            int[] swap = alive;
            alive = before;
            before = swap;
            aliveLayer = beforeLayer;
        }
        return support;
    }
}
