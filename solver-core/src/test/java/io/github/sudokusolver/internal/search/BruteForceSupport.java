package io.github.sudokusolver.internal.search;

import java.util.function.Predicate;

/**
 * The brute force the sum shapes' tests hold a propagator to: every assignment of digits 1-9 to a few cells, each
 * from its mask, cells that see each other on a geometry taking different digits.
 */
final class BruteForceSupport {

    private BruteForceSupport() {
    }

    /**
     * Whether some assignment meets {@code rule} (given the chosen digits, in the cells' order); ORs into
     * {@code support} the digits of every one that does.
     */
    static boolean supported(Geometry geometry, int[] cells, int[] masks, Predicate<int[]> rule, int[] support) {
        return supported(geometry, cells, masks, rule, new int[cells.length], 0, support);
    }

    private static boolean supported(Geometry geometry, int[] cells, int[] masks, Predicate<int[]> rule, int[] chosen,
            int i, int[] support) {
        if (i == cells.length) {
            if (!rule.test(chosen)) {
                return false;
            }
            for (int j = 0; j < cells.length; j++) {
                support[j] |= 1 << chosen[j] - 1;
            }
            return true;
        }
        boolean any = false;
        for (int d = 1; d <= 9; d++) {
            if ((masks[i] & 1 << d - 1) == 0) {
                continue;
            }
            boolean clash = false;
            for (int j = 0; j < i; j++) {
                clash |= chosen[j] == d && geometry.sees(cells[j], cells[i]);
            }
            if (clash) {
                continue;
            }
            chosen[i] = d;
            any |= supported(geometry, cells, masks, rule, chosen, i + 1, support);
        }
        return any;
    }
}
