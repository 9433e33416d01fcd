package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SubstitutedSums}: a known sum with one side of an equality inside it swapped for the other side. Checked on
 * a hand case (a zipper's middle cell inside a cage with the pair it equals), on random grids (every derived sum holds
 * on the grid its sums and equalities were read from) and through the engine (the derived rule pins the middle cell,
 * which neither rule does alone).
 */
final class SubstitutedSumsTest {

    /** r1c1, r1c2, r2c1 on the 9x9 grid. */
    private static final int A = 0;
    private static final int B = 1;
    private static final int C = 9;

    @Test
    void aMiddleCellInsideACageWithItsPairGivesTwiceItself() {
        // cage a + b + c = 12, zipper a = b + c: 2a = 12, and (the other way round) 2b + 2c = 12
        List<int[][]> derived = SubstitutedSums.derive(List.of(new int[] {A, B, C}), List.of(12),
                List.<int[][]>of(new int[][] {{B, C}, {A}}));
        assertEquals(2, derived.size());
        assertArrayEquals(new int[] {A}, derived.get(0)[0]);
        assertArrayEquals(new int[] {2}, derived.get(0)[1]);
        assertArrayEquals(new int[] {12}, derived.get(0)[2]);
        assertArrayEquals(new int[] {B, C}, derived.get(1)[0]);
        assertArrayEquals(new int[] {2, 2}, derived.get(1)[1]);
    }

    @Test
    void nothingWhenNeitherSideLiesInsideOrTheResultIsLarger() {
        // neither b + c nor d is inside {a, b}; the line {b} for two cells outside would leave more cells than before
        assertEquals(List.of(), SubstitutedSums.derive(List.of(new int[] {A, B}), List.of(5),
                List.<int[][]>of(new int[][] {{B, C}, {30}})));
        assertEquals(List.of(), SubstitutedSums.derive(List.of(new int[] {A, B}), List.of(5),
                List.<int[][]>of(new int[][] {{B}, {20, 21}})));
    }

    @Test
    void everyDerivedSumHoldsOnTheGridItWasReadFrom() {
        Geometry classic = TestGeometries.boxes(3, 3);
        int checked = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            int[] grid = GeneralEngine.randomSolution(classic, random::nextInt);
            List<int[][]> equalities = new ArrayList<>();
            while (equalities.size() < 3) { // two disjoint groups of one to three cells with equal totals
                int[] cells = distinct(random, 2 + random.nextInt(5));
                int split = 1 + random.nextInt(cells.length - 1);
                int[] plus = Arrays.copyOf(cells, split);
                int[] minus = Arrays.copyOfRange(cells, split, cells.length);
                if (total(grid, plus) == total(grid, minus)) {
                    equalities.add(new int[][] {plus, minus});
                }
            }
            List<int[]> sums = new ArrayList<>();
            List<Integer> totals = new ArrayList<>();
            for (int[][] equality : equalities) { // a sum around one side, with a cell of the other side now and then
                int[] side = equality[random.nextInt(2)];
                int[] sum = Arrays.copyOf(side, side.length + 1 + random.nextInt(3));
                for (int i = side.length; i < sum.length; i++) {
                    int cell;
                    do {
                        cell = random.nextInt(81);
                    } while (contains(sum, cell, i));
                    sum[i] = cell;
                }
                sums.add(sum);
                totals.add(total(grid, sum));
            }
            for (int[][] sum : SubstitutedSums.derive(sums, totals, equalities)) {
                int value = 0;
                for (int i = 0; i < sum[0].length; i++) {
                    value += sum[1][i] * grid[sum[0][i]];
                }
                assertEquals(sum[2][0], value, "seed " + seed + ": " + Arrays.deepToString(sum));
                assertTrue(sum[0].length > 0);
                checked++;
            }
        }
        assertTrue(checked > 100, checked + " sums derived");
    }

    @Test
    void theEnginePinsTheMiddleCellThatNeitherRulePinsAlone() {
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.linearSum(new int[] {A, B, C}, new int[] {1, 1, 1}, 12); // the cage, as a unit sum
        constraints.rule(1);
        constraints.equalSums(new int[][] {{B, C}, {A}}); // the zipper
        constraints.equalTotals(new int[] {B, C}, new int[] {A});
        constraints.substituteSums(List.of(), List.of());
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int[] state = new int[geometry.cellCount()];
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        int first = geometry.variantStart;
        for (int rule = first; rule < geometry.rules.length; rule++) {
            Arrays.fill(state, (1 << 9) - 1);
            assertTrue(geometry.rules[rule].propagate(state, rule, p));
            int a = state[geometry.cellAt(A)] & 511;
            if (rule < first + 2) {
                assertTrue(Integer.bitCount(a) > 1, "rule " + rule + " alone keeps " + Integer.toBinaryString(a));
            } else if (geometry.rules[rule].cells.length == 1) {
                assertEquals(1 << 5, a, "the derived 2a = 12");
            }
        }
        assertTrue(geometry.rules.length > first + 2, "nothing derived");
    }

    @Test
    void aSumDotsPairPassesItsTotalToThePairItEquals() {
        // an X dot on r1c1, r2c2 (total 10) and a zipper's two pairs {r1c1, r2c2} = {r3c3, r4c4}: r3c3 + r4c4 = 10
        int c = 20;
        int d = 30;
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.relation(A, 10, tenTable());
        constraints.knownSum(new int[] {A, 10}, 10);
        constraints.rule(1);
        constraints.equalSums(new int[][] {{A, 10}, {c, d}});
        constraints.equalTotals(new int[] {A, 10}, new int[] {c, d});
        constraints.substituteSums(List.of(), List.of());
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int derived = geometry.rules.length - 1;
        assertEquals(geometry.variantStart + 2, derived, "one sum derived");
        int[] state = new int[geometry.cellCount()];
        Arrays.fill(state, (1 << 9) - 1);
        state[geometry.cellAt(c)] = 0b11; // 1 or 2
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        assertTrue(geometry.rules[derived].propagate(state, derived, p));
        assertEquals(0b110000000, state[geometry.cellAt(d)] & 511, "8 or 9");
    }

    /** Per digit of the first cell (index {@code d - 1}), the digits of the second that add up to 10 with it. */
    private static int[] tenTable() {
        int[] table = new int[9];
        for (int x = 1; x <= 9; x++) {
            int y = 10 - x;
            table[x - 1] = y >= 1 && y <= 9 && y != x ? 1 << y - 1 : 0;
        }
        return table;
    }

    private static int[] distinct(Random random, int count) {
        int[] cells = new int[count];
        for (int i = 0; i < count; i++) {
            do {
                cells[i] = random.nextInt(81);
            } while (contains(cells, cells[i], i));
        }
        return cells;
    }

    private static boolean contains(int[] cells, int cell, int before) {
        for (int i = 0; i < before; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }

    private static int total(int[] grid, int[] cells) {
        int total = 0;
        for (int cell : cells) {
            total += grid[cell];
        }
        return total;
    }
}
