package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Sums that follow from a known sum and an equality between two groups of cells, found at setup: where one side of
 * the equality lies inside the sum's cells, that side can be swapped for the other. A killer cage {@code a + b + c =
 * 12} with a zipper line's {@code a = b + c} (its middle cell against a pair) gives {@code 2a = 12}; with an arrow
 * whose line is {@code b, c} and whose circle is {@code d} outside the cage, {@code a + d = 12}. Each rule alone
 * supports every digit the other excludes (the cage has its fillings with {@code a = 5}, the zipper its own), so
 * only their combination prunes, and the propagators see them one at a time.
 *
 * <p>The equalities are the ones the rules state with unit coefficients: a zipper line's pairs equally far from its
 * middle against each other and against its middle cell, an arrow's line against a circle of one cell, and two pieces
 * of a region sum line. The known sums are the killer cages, the little killers and the sum dots (X, V: two cells
 * of a known total). A sum is kept only when it has no more cells than the sum it came from (fewer say more; as many,
 * on other cells, tie cells no rule tied: a zipper's pair with an X gives its other pairs the total 10), once per set
 * of cells and coefficients. Sound: it is the known sum less the equality, term by term; a cell on both sides of the
 * result gets coefficient 2.
 */
final class SubstitutedSums {

    private SubstitutedSums() {
    }

    /**
     * The derived sums.
     *
     * @param sums per known sum, its grid positions (distinct)
     * @param totals per known sum, its total
     * @param equalities per equality, its two sides as grid positions: {@code {plus, minus}}, sum(plus) = sum(minus)
     * @return per derived sum: its positions, its coefficients and its total, as {@code {positions, coefficients,
     *     {total}}}
     */
    static List<int[][]> derive(List<int[]> sums, List<Integer> totals, List<int[][]> equalities) {
        List<int[][]> derived = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int s = 0; s < sums.size(); s++) {
            int[] sum = sums.get(s);
            for (int[][] equality : equalities) {
                for (int side = 0; side < 2; side++) {
                    int[][] result = swap(sum, equality[side], equality[1 - side]);
                    if (result == null) {
                        continue;
                    }
                    result[2] = new int[] {totals.get(s)};
                    if (seen.add(key(result))) {
                        derived.add(result);
                    }
                }
            }
        }
        return derived;
    }

    /**
     * {@code sum} with {@code out} (wholly inside it) replaced by {@code in}: positions and coefficients, the total
     * left for the caller; null when {@code out} is not inside the sum, when the two sides share a cell, or when the
     * result would have more cells.
     */
    private static int[][] swap(int[] sum, int[] out, int[] in) {
        for (int position : out) {
            if (indexOf(sum, position) < 0 || indexOf(in, position) >= 0) {
                return null;
            }
        }
        int added = 0;
        for (int position : in) {
            added += indexOf(sum, position) < 0 ? 1 : 0;
        }
        int count = sum.length - out.length + added;
        if (count > sum.length || count == 0) {
            return null;
        }
        int[] positions = new int[count];
        int[] coefficients = new int[count];
        int next = 0;
        for (int position : sum) {
            if (indexOf(out, position) < 0) {
                positions[next] = position;
                coefficients[next++] = indexOf(in, position) >= 0 ? 2 : 1;
            }
        }
        for (int position : in) {
            if (indexOf(sum, position) < 0) {
                positions[next] = position;
                coefficients[next++] = 1;
            }
        }
        return new int[][] {positions, coefficients, null};
    }

    private static int indexOf(int[] positions, int position) {
        for (int i = 0; i < positions.length; i++) {
            if (positions[i] == position) {
                return i;
            }
        }
        return -1;
    }

    /** The sum's cells with their coefficients, in ascending order of position, and its total. */
    private static String key(int[][] sum) {
        long[] terms = new long[sum[0].length];
        for (int i = 0; i < terms.length; i++) {
            terms[i] = (long) sum[0][i] << 8 | sum[1][i];
        }
        java.util.Arrays.sort(terms);
        return java.util.Arrays.toString(terms) + "=" + sum[2][0];
    }
}
