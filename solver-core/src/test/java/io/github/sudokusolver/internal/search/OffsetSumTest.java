package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link OffsetSum} against every assignment of its cells: on random candidates of one to five cells of a row and one
 * more cell (in the row, its box, or elsewhere), it keeps every digit some assignment meeting the sum uses (the row's
 * cells differing, and the last cell differing from those it sees), and exactly those with one cell in the sum, one
 * candidate a cell, or three cells or more and one candidate in the last; there, and with two cells in the sum, it
 * fails exactly when no assignment meets it.
 */
final class OffsetSumTest {

    /** A classic grid with one cage, so that a rule index (0) has a weight. */
    private static final Geometry CLASSIC = Geometry.of(9, 9, TestGeometries.boxes(3, 3).regionCells,
            new int[][] {{80}}, new int[] {5});

    /** Where the last cell is: 0 in the row of the sum, 1 in the box of its first cell, 2 where it sees none. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void keepsEverySupportedDigitAndExactlyThoseWhereItsPruningIsExact(int placement) {
        int[] lastPositions = {8, 19, 80};
        for (long seed = 1; seed <= 400; seed++) {
            Random random = new Random(seed * 7 + placement);
            int k = 1 + random.nextInt(5);
            int[] positions = new int[k];
            for (int i = 0; i < k; i++) {
                positions[i] = i; // row 1, columns 1 to k; the last cell r1c9 (placement 0) sees them all
            }
            int last = CLASSIC.cellAt(lastPositions[placement]);
            int[] cells = new int[k + 1];
            int[] masks = new int[k + 1];
            for (int i = 0; i <= k; i++) {
                cells[i] = i < k ? CLASSIC.cellAt(positions[i]) : last;
                int want = random.nextInt(4) == 0 ? 1 : 1 + random.nextInt(6);
                while (Integer.bitCount(masks[i]) < want) {
                    masks[i] |= 1 << random.nextInt(9);
                }
            }
            int offset = random.nextInt(2 * k + 20) - 8;
            boolean matchOnce = random.nextBoolean();
            OffsetSum rule = new OffsetSum(java.util.Arrays.copyOf(cells, k), last, offset, CLASSIC, matchOnce);
            int[] state = new int[CLASSIC.cellCount()];
            java.util.Arrays.fill(state, (1 << 9) - 1);
            for (int i = 0; i <= k; i++) {
                state[cells[i]] = masks[i];
            }
            int[] support = new int[k + 1];
            boolean solvable = BruteForceSupport.supported(CLASSIC, cells, masks, chosen -> addsUp(offset, chosen), support);
            RegionPropagator p = new RegionPropagator(CLASSIC, new FailureWeights(CLASSIC));
            p.alone = true;
            boolean kept = rule.propagate(state, 0, p);
            String where = "seed " + seed + ", placement " + placement + ", k " + k + ", offset " + offset
                    + ", matching " + matchOnce;
            boolean singles = true;
            for (int mask : masks) {
                singles &= Integer.bitCount(mask) == 1;
            }
            boolean exact = k == 1 || singles || matchOnce && k >= 3 && Integer.bitCount(masks[k]) == 1;
            if (!solvable) {
                if (exact || k == 2) {
                    assertFalse(kept, where + ": no assignment meets the sum, yet it did not fail");
                }
                continue;
            }
            assertTrue(kept, where + ": failed a sum that some assignment meets");
            for (int i = 0; i <= k; i++) {
                assertEquals(support[i], state[cells[i]] & support[i], where + ": lost a supported digit, cell " + i);
                if (exact) {
                    assertEquals(support[i], state[cells[i]] & 511, where + ": kept an unsupported digit, cell " + i);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void anArrowWhoseLineSeesItselfBecomesAnOffsetSumThatHoldsOnItsGridAndFailsItMovedByOne(long seed) {
        Random random = new Random(seed);
        Geometry plain = TestGeometries.boxes(3, 3);
        int[] grid = GeneralEngine.randomSolution(plain, random::nextInt);
        int k = 1 + random.nextInt(4);
        int box = random.nextInt(9);
        int[] boxPositions = new int[9];
        for (int i = 0; i < 9; i++) {
            boxPositions[i] = (box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3;
        }
        int circle = boxPositions[0] < 40 ? 80 : 0; // outside the box
        int[] positions = new int[k + 1];
        int[] coefficients = new int[k + 1];
        positions[0] = circle;
        coefficients[0] = -1;
        int total = -grid[circle];
        for (int i = 1; i <= k; i++) {
            positions[i] = boxPositions[i];
            coefficients[i] = 1;
            total += grid[positions[i]];
        }
        for (int moved = -1; moved <= 1; moved++) {
            Constraints constraints = new Constraints(9);
            constraints.rule(0);
            constraints.linearSum(positions, coefficients, total + moved);
            Geometry geometry = TestGeometries.boxes(3, 3, constraints);
            int rule = geometry.rules.length - 1;
            assertTrue(geometry.rules[rule] instanceof OffsetSum, "seed " + seed + ": " + geometry.rules[rule]);
            int[] state = new int[geometry.cellCount()];
            for (int cell = 0; cell < state.length; cell++) {
                state[cell] = 1 << grid[geometry.positions[cell]] - 1 | RegionPropagator.PLACED;
            }
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            assertEquals(moved == 0, p.runAlone(state, rule), "seed " + seed + ", total moved by " + moved);
        }
    }


    /** Whether the digits before the last add up to the last plus {@code offset}. */
    private static boolean addsUp(int offset, int[] chosen) {
        int k = chosen.length - 1;
        int total = 0;
        for (int j = 0; j < k; j++) {
            total += chosen[j];
        }
        return total == chosen[k] + offset;
    }
}
