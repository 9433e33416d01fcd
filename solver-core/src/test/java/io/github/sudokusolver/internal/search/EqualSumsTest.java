package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link EqualSums} against every assignment of its cells: groups of one to four cells, each inside one box (so its
 * cells see each other and hold distinct digits) of boxes 1, 5 and 9 (so no two groups see each other), on random
 * candidates. On the 9x9 grid it keeps exactly the digits some assignment uses and fails exactly when none exists,
 * whether a group's cells share their candidates or each has its own (the exact pass over the sets of digits; the
 * union of a group's candidates alone would keep, say, 1 in {1,2} beside {8,9} against a total of 17).
 */
final class EqualSumsTest {

    /** A classic grid, to say which cells see each other. */
    private static final Geometry CLASSIC = TestGeometries.boxes(3, 3);

    /** Half the seeds give each group one set of candidates for all its cells, the other half one set per cell. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void keepsExactlyTheSupportedDigitsAndFailsExactlyWhenNoneAre(boolean shared) {
        for (long seed = 1; seed <= 500; seed++) {
            Random random = new Random(seed * 2 + (shared ? 1 : 0));
            int groupCount = 2 + random.nextInt(2);
            int[][] groups = new int[groupCount][];
            int[] cells = new int[0];
            int[] masks = new int[0];
            for (int g = 0; g < groupCount; g++) {
                int box = 4 * g; // boxes 1, 5, 9: no shared row, column or box
                int k = 1 + random.nextInt(4);
                int[] inBox = shuffledBox(box, random);
                groups[g] = new int[k];
                int groupMask = randomMask(random);
                for (int i = 0; i < k; i++) {
                    groups[g][i] = cells.length;
                    cells = Arrays.copyOf(cells, cells.length + 1);
                    masks = Arrays.copyOf(masks, masks.length + 1);
                    cells[cells.length - 1] = CLASSIC.cellAt(inBox[i]);
                    masks[masks.length - 1] = shared ? groupMask : randomMask(random);
                }
            }
            int[] support = new int[cells.length];
            boolean solvable = BruteForceSupport.supported(CLASSIC, cells, masks, chosen -> equalSums(groups, chosen), support);
            Geometry geometry = withEqualSums(cells, groups);
            int index = geometry.rules.length - 1;
            int[] state = new int[geometry.cellCount()];
            Arrays.fill(state, (1 << 9) - 1);
            for (int i = 0; i < cells.length; i++) {
                state[cells[i]] = masks[i];
            }
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            boolean kept = geometry.rules[index].propagate(state, index, p);
            String where = "seed " + seed + ", shared " + shared + ", groups " + Arrays.deepToString(groups)
                    + ", masks " + Arrays.toString(masks);
            if (!solvable) {
                assertFalse(kept, where + ": no assignment meets the rule, yet it did not fail");
                continue;
            }
            assertTrue(kept, where + ": failed a rule that some assignment meets");
            for (int i = 0; i < cells.length; i++) {
                assertEquals(support[i], state[cells[i]] & support[i], where + ": lost a supported digit, cell " + i);
                assertEquals(support[i], state[cells[i]] & 511, where + ": kept an unsupported digit, cell " + i);
            }
        }
    }

    /**
     * A region sum line's piece of two cells against one of five in another box: the five distinct digits make at
     * least 15, so the two cells hold 6 to 9 (counting repeats, five cells make 5 and nothing goes).
     */
    @Test
    void twoCellsMatchingFiveDistinctOnesKeepSixToNine() {
        int[] positions = {0, 1, 30, 31, 32, 39, 40};
        int[] cells = new int[positions.length];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = CLASSIC.cellAt(positions[i]);
        }
        Geometry geometry = withEqualSums(cells, new int[][] {{0, 1}, {2, 3, 4, 5, 6}});
        int index = geometry.rules.length - 1;
        int[] state = new int[geometry.cellCount()];
        Arrays.fill(state, (1 << 9) - 1);
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        assertTrue(geometry.rules[index].propagate(state, index, p));
        assertEquals(0b111100000, state[cells[0]] & 511);
        assertEquals(0b111100000, state[cells[1]] & 511);
        assertEquals(0b001111111, state[cells[2]] & 511, "five distinct digits making at most 17: none above 7");
    }

    /**
     * A piece of two cells, {1,2} and {8,9}, against a single cell: the pair makes 9, 10 or 11, so the single cell is 9
     * and the pair 1 and 8. The union {1,2,8,9} alone would allow 1 + 2 = 3 as well, so 3 stayed in the single cell.
     */
    @Test
    void aPiecesTotalsComeFromItsCellsOwnCandidates() {
        int[] positions = {0, 1, 40};
        int[] cells = new int[positions.length];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = CLASSIC.cellAt(positions[i]);
        }
        Geometry geometry = withEqualSums(cells, new int[][] {{0, 1}, {2}});
        int index = geometry.rules.length - 1;
        int[] state = new int[geometry.cellCount()];
        Arrays.fill(state, (1 << 9) - 1);
        state[cells[0]] = 0b000000011;
        state[cells[1]] = 0b110000000;
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        assertTrue(geometry.rules[index].propagate(state, index, p));
        assertEquals(0b000000001, state[cells[0]] & 511);
        assertEquals(0b010000000, state[cells[1]] & 511);
        assertEquals(0b100000000, state[cells[2]] & 511);
    }

    /** The classic grid with the groups (indices into {@code cells}, compact cells of {@link #CLASSIC}) as one rule. */
    private static Geometry withEqualSums(int[] cells, int[][] groups) {
        int[][] positions = new int[groups.length][];
        for (int g = 0; g < groups.length; g++) {
            positions[g] = new int[groups[g].length];
            for (int i = 0; i < groups[g].length; i++) {
                positions[g][i] = CLASSIC.positions[cells[groups[g][i]]];
            }
        }
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.equalSums(positions);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        assertTrue(geometry.rules[geometry.rules.length - 1] instanceof EqualSums);
        assertEquals(Arrays.toString(cells), Arrays.toString(geometry.rules[geometry.rules.length - 1].cells));
        return geometry;
    }

    private static int[] shuffledBox(int box, Random random) {
        int[] positions = new int[9];
        for (int i = 0; i < 9; i++) {
            positions[i] = (box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3;
        }
        for (int i = 8; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = positions[i];
            positions[i] = positions[j];
            positions[j] = t;
        }
        return positions;
    }

    private static int randomMask(Random random) {
        int want = 1 + random.nextInt(7);
        int mask = 0;
        while (Integer.bitCount(mask) < want) {
            mask |= 1 << random.nextInt(9);
        }
        return mask;
    }


    /** Whether every group's digits add up to the same total. */
    private static boolean equalSums(int[][] groups, int[] chosen) {
        int total = -1;
        for (int[] group : groups) {
            int sum = 0;
            for (int j : group) {
                sum += chosen[j];
            }
            if (total >= 0 && sum != total) {
                return false;
            }
            total = sum;
        }
        return true;
    }
}
