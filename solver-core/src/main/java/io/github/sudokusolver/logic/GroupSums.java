package io.github.sudokusolver.logic;

/**
 * The totals a group of cells can make with its candidates, one digit per cell, and which candidates make a given set
 * of totals: for the groups of {@link EqualSumLines}. Digits that must differ are searched over the sets of digits
 * used so far (the set fixes the total), {@code 2^size} states per cell; digits that may repeat over the partial
 * totals. Both passes go forward to the totals and back from the wanted ones, so a candidate is kept exactly when some
 * way of filling the group with it makes a wanted total.
 */
final class GroupSums {

    private final int size;
    /** Per cell, its candidates (or its digit when placed). */
    private final int[] values;
    private final boolean distinct;
    /**
     * Forward states: {@code reached[i][s]} when the first {@code i} cells can be filled reaching state {@code s},
     * a set of digits (distinct) or a partial total.
     */
    private final boolean[][] reached;

    GroupSums(int size, int[] values, boolean distinct) {
        this.size = size;
        this.values = values;
        this.distinct = distinct;
        int states = distinct ? 1 << size : size * values.length + 1;
        reached = new boolean[values.length + 1][states];
        reached[0][0] = true;
        for (int i = 0; i < values.length; i++) {
            for (int state = 0; state < states; state++) {
                if (!reached[i][state]) {
                    continue;
                }
                for (int bits = values[i] & (distinct ? ~state : -1); bits != 0; bits &= bits - 1) {
                    reached[i + 1][next(state, bits & -bits)] = true;
                }
            }
        }
    }

    /** The state after a cell takes the digit of {@code bit}. */
    private int next(int state, int bit) {
        return distinct ? state | bit : state + Grid.digit(bit);
    }

    private int total(int state) {
        if (!distinct) {
            return state;
        }
        int total = 0;
        for (int bits = state; bits != 0; bits &= bits - 1) {
            total += Grid.digit(bits & -bits);
        }
        return total;
    }

    /** The totals the group makes (index = total, up to {@code size} per cell). */
    boolean[] totals() {
        boolean[] totals = new boolean[size * values.length + 1];
        boolean[] last = reached[values.length];
        for (int state = 0; state < last.length; state++) {
            if (last[state]) {
                totals[total(state)] = true;
            }
        }
        return totals;
    }

    /** Per cell, the candidates that some filling making one of the {@code wanted} totals (index = total) gives it. */
    int[] support(boolean[] wanted) {
        int cells = values.length;
        int[] support = new int[cells];
        boolean[] alive = new boolean[reached[cells].length];
        for (int state = 0; state < alive.length; state++) {
            int total = total(state);
            alive[state] = reached[cells][state] && total < wanted.length && wanted[total];
        }
        for (int i = cells - 1; i >= 0; i--) {
            boolean[] before = new boolean[alive.length];
            for (int state = 0; state < alive.length; state++) {
                if (!reached[i][state]) {
                    continue;
                }
                for (int bits = values[i] & (distinct ? ~state : -1); bits != 0; bits &= bits - 1) {
                    int bit = bits & -bits;
                    int after = next(state, bit);
                    if (after < alive.length && alive[after]) {
                        support[i] |= bit;
                        before[state] = true;
                    }
                }
            }
            alive = before;
        }
        return support;
    }
}
