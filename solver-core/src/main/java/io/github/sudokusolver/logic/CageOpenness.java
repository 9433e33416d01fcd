package io.github.sudokusolver.logic;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;

/**
 * How much a killer's cage sums leave open on the empty grid: the share of the candidates of its caged cells that
 * the combinations of their cages allow (a cell of a 3 cage keeps 1 and 2 of nine digits, one of a 45 cage of nine
 * cells all nine). A structural measure of the puzzle, not of its path: killers with larger cages and sums in the
 * middle start with more open and are, at the same hardest step, harder to their publishers ({@code docs/rating.md},
 * "The killer score"). The combinations depend only on a cage's size and sum and the layout's digits, so they are
 * counted, not listed: the count of subsets of the digits with a given size and sum, less those holding a digit.
 */
final class CageOpenness {

    private CageOpenness() {
    }

    /**
     * The share, in (0, 1], of the candidates of the caged cells that some combination of their cage allows; 1 on a
     * layout without cages or whose cages have no sums (every digit open).
     */
    static double of(Layout layout) {
        int digits = layout.size();
        int maxSum = digits * (digits + 1) / 2;
        // ways[k][s]: the sets of k distinct digits 1..digits adding up to s
        long[][] ways = new long[digits + 1][maxSum + 1];
        ways[0][0] = 1;
        for (int d = 1; d <= digits; d++) {
            for (int k = d; k >= 1; k--) {
                for (int s = maxSum; s >= d; s--) {
                    ways[k][s] += ways[k - 1][s - d];
                }
            }
        }
        long open = 0;
        long all = 0;
        for (Cage cage : layout.cages()) {
            int size = cage.cells().size();
            all += (long) size * digits;
            if (!cage.hasSum() || size > digits) {
                open += (long) size * digits;
                continue;
            }
            int allowed = 0;
            for (int d = 1; d <= digits; d++) {
                allowed += withoutDigit(ways, size - 1, cage.sum() - d, d) > 0 ? 1 : 0;
            }
            open += (long) size * allowed;
        }
        return all == 0 ? 1.0 : (double) open / all;
    }

    /**
     * The sets of {@code k} distinct digits adding up to {@code sum} that do not hold {@code digit}: those of all
     * digits less those holding it, which are {@code digit} with a set of {@code k - 1} without it adding up to
     * {@code sum - digit}, and so on down (an alternating sum).
     */
    private static long withoutDigit(long[][] ways, int k, int sum, int digit) {
        long count = 0;
        long sign = 1;
        for (int i = 0; i <= k; i++, sign = -sign) {
            int s = sum - i * digit;
            if (s < 0) {
                break;
            }
            if (s < ways[k - i].length) {
                count += sign * ways[k - i][s];
            }
        }
        return count;
    }
}
