package io.github.sudokusolver.internal.search;

/**
 * A sandwich clue on a row or column ({@link #cells} in order along it): the digits strictly between the 1 and the
 * largest digit add up to the clue. For each pair of places the two can take, and each set of distinct digits
 * {@code 2..n-1} of the right count and sum (from {@link DigitSets}) that the cells between can take (each a digit of
 * the set, together all of them), the two places keep their digit, the cells between the set's digits, the cells
 * outside the digits that are neither the set's nor the two ends'. Where a length has too many sets to list (large
 * grids), the cells between keep what they have but the two ends.
 */
final class SandwichRule extends Propagator {

    /** Per count of cells between the ends, the digit sets (bit {@code d - 1}) of that size adding up to the clue;
     *  null where there are too many to list. */
    private final int[][] sets;
    private final int low;
    private final int high;

    SandwichRule(int[] cells, int sum, int size) {
        super(cells);
        this.low = 1;
        this.high = 1 << size - 1;
        this.sets = new int[size - 1][];
        for (int k = 0; k < size - 1; k++) {
            if (k == 0) {
                sets[k] = sum == 0 ? new int[] {0} : new int[0];
                continue;
            }
            // k digits of 2..n-1 adding up to sum: k digits of 1..n-2 adding up to sum - k, each raised by one
            int[] shifted = sum - k < 1 ? new int[0] : DigitSets.combinations(size - 2, k, sum - k);
            if (shifted == null) {
                sets[k] = null;
                continue;
            }
            sets[k] = new int[shifted.length];
            for (int i = 0; i < shifted.length; i++) {
                sets[k][i] = shifted[i] << 1;
            }
        }
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int n = cells.length;
        int[] domain = p.ruleDomain;
        int[] support = p.ruleSupport;
        for (int i = 0; i < n; i++) {
            domain[i] = state[cells[i]] & p.all;
            support[i] = 0;
        }
        int ends = low | high;
        // the line is a row or column: a cell left with the 1 (or n) alone is the only place for it
        int lowAt = -1;
        int highAt = -1;
        for (int i = 0; i < n; i++) {
            lowAt = domain[i] == low ? i : lowAt;
            highAt = domain[i] == high ? i : highAt;
        }
        for (int i = 0; i < n; i++) {
            if ((domain[i] & ends) == 0) {
                continue;
            }
            for (int j = i + 1; j < n; j++) {
                if ((domain[j] & ends) == 0) {
                    continue;
                }
                boolean lowFirst = (domain[i] & low) != 0 && (domain[j] & high) != 0
                        && (lowAt < 0 || lowAt == i) && (highAt < 0 || highAt == j);
                boolean highFirst = (domain[i] & high) != 0 && (domain[j] & low) != 0
                        && (highAt < 0 || highAt == i) && (lowAt < 0 || lowAt == j);
                if (!lowFirst && !highFirst) {
                    continue;
                }
                int outside = between(i, j, domain, support, ends);
                if (outside < 0) {
                    continue;
                }
                support[i] |= (lowFirst ? low : 0) | (highFirst ? high : 0);
                support[j] |= (lowFirst ? high : 0) | (highFirst ? low : 0);
                for (int o = 0; o < n; o++) {
                    if (o < i || o > j) {
                        support[o] |= domain[o] & outside;
                    }
                }
            }
        }
        return keepSupported(state, index, p, support);
    }

    /**
     * With the ends at {@code i < j}: adds to the support of the cells between what the fitting digit sets give
     * them, and returns the digits the cells outside may hold (those of no fitting set but one, nor an end), or -1
     * if no set fits.
     */
    private int between(int i, int j, int[] domain, int[] support, int ends) {
        int k = j - i - 1;
        int[] options = sets[k];
        int all = (1 << cells.length) - 1;
        if (options == null) { // too many sets to list: the cells between hold anything but the ends
            for (int m = i + 1; m < j; m++) {
                if ((domain[m] & ~ends) == 0) {
                    return -1;
                }
            }
            for (int m = i + 1; m < j; m++) {
                support[m] |= domain[m] & ~ends;
            }
            return all & ~ends;
        }
        int outside = -1;
        for (int set : options) {
            int union = 0;
            boolean fits = true;
            for (int m = i + 1; m < j && fits; m++) {
                int mask = domain[m] & set;
                fits = mask != 0;
                union |= mask;
            }
            if (!fits || union != set) {
                continue;
            }
            for (int m = i + 1; m < j; m++) {
                support[m] |= domain[m] & set;
            }
            outside = (outside < 0 ? 0 : outside) | all & ~set & ~ends;
        }
        return outside;
    }
}
