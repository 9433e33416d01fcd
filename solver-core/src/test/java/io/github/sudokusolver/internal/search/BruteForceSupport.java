package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Holds a weighted sum of {@code positions} (a {@link LinearSum} of the variant rules, run alone on the 9x9 boxes
     * layout from the candidates {@code masks}) to every assignment: it keeps every digit some assignment meeting the
     * sum uses and, with {@code exact}, only those, failing where none meets it. {@code where} names the case.
     */
    static void holdsLinearSum(int[] positions, int[] coefficients, int total, int[] masks, boolean exact,
            String where) {
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.linearSum(positions, coefficients, total);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int rule = geometry.rules.length - 1;
        int[] cells = geometry.rules[rule].cells;
        int k = cells.length;
        int[] state = new int[geometry.cellCount()];
        java.util.Arrays.fill(state, (1 << 9) - 1);
        for (int i = 0; i < k; i++) {
            state[cells[i]] = masks[i];
        }
        int[] support = new int[k];
        boolean solvable = supported(geometry, cells, masks, chosen -> {
            int sum = 0;
            for (int i = 0; i < k; i++) {
                sum += coefficients[i] * chosen[i];
            }
            return sum == total;
        }, support);
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        boolean kept = p.runAlone(state, rule);
        if (solvable) {
            assertTrue(kept, where + ": failed a sum that some assignment meets");
            for (int i = 0; i < k; i++) {
                assertEquals(support[i], state[cells[i]] & support[i], where + ": lost a supported digit");
                if (exact) {
                    assertEquals(support[i], state[cells[i]] & 511, where + ": kept an unsupported digit");
                }
            }
        } else if (exact) {
            assertFalse(kept, where + ": no assignment meets the sum, yet the pass did not fail");
        }
    }
}
