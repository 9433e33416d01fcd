package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sums derived at setup ({@link SumRules}: the law of 45, growing unions, cages poking out of a house
 * ({@link OffsetSum}), the sums around each house ({@link SumIntersections}); and
 * {@link MergedSums}: disjoint unit sums joined) hold on the solution they came from: random killers, random
 * little-killer-like sums and random sum dots are cut from a random full grid, their totals read off it, and every
 * derived rule, run on that grid, must keep it. A wrong derived total or sign fails the rule there.
 */
final class DerivedSumsTest {

    private static final Geometry CLASSIC = TestGeometries.boxes(3, 3);

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void everyRuleDerivedFromRandomCagesHoldsOnTheGridTheyWereCutFrom(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        List<int[]> cages = randomCages(grid, random, random.nextInt(4) == 0 ? 0.1 : 0);
        Geometry killer = killer(grid, cages);
        int derived = killer.rules.length - cages.size();
        assertTrue(derived > 0, "seed " + seed + ": nothing derived");
        assertHolds(killer, grid, 0, "seed " + seed);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void aDifferenceDerivedOverCagedCellsHasAtMostFiveCells(long seed) throws ReflectiveOperationException {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        List<int[]> cages = randomCages(grid, random, 0);
        Geometry killer = killer(grid, cages);
        java.lang.reflect.Field field = LinearSum.class.getDeclaredField("coefficients");
        field.setAccessible(true);
        int differences = 0;
        for (Propagator rule : killer.rules) {
            if (rule instanceof LinearSum && Arrays.stream((int[]) field.get(rule)).anyMatch(c -> c < 0)) {
                differences++;
                assertTrue(rule.cells.length <= 5, "seed " + seed + ": a difference over "
                        + Arrays.toString(rule.cells));
            }
        }
        assertTrue(differences > 0, "seed " + seed + ": no difference derived");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void aHiddenCageSumHoldsOnItsGridAndFailsItWithItsTotalMovedByOne(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        List<int[]> cages = randomCages(grid, random, 0);
        Geometry killer = killer(grid, cages);
        assertHolds(killer, grid, 0, "seed " + seed);
        RegionPropagator p = new RegionPropagator(killer, new FailureWeights(killer));
        p.alone = true;
        int found = 0;
        for (int r = 0; r < killer.rules.length; r++) {
            if (!(killer.rules[r] instanceof OffsetSum)) {
                continue;
            }
            OffsetSum rule = (OffsetSum) killer.rules[r];
            int k = rule.cells.length - 1;
            for (int moved = -1; moved <= 1; moved += 2) {
                OffsetSum wrong = new OffsetSum(Arrays.copyOf(rule.cells, k), rule.cells[k], rule.offset + moved,
                        killer, true);
                int[] state = new int[killer.cellCount()];
                for (int cell = 0; cell < state.length; cell++) {
                    state[cell] = 1 << grid[killer.positions[cell]] - 1 | RegionPropagator.PLACED;
                }
                assertTrue(!wrong.propagate(state, r, p), "seed " + seed + ": rule " + r + " with its offset moved by "
                        + moved + " keeps the solution");
            }
            found++;
        }
        assertTrue(found > 0, "seed " + seed + ": no cage pokes out of a house by one cell");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void everyJoinedSumOfDisjointLongSumsHoldsOnTheGridTheyWereCutFrom(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        Constraints constraints = new Constraints(9);
        List<int[]> sums = extremeSums(grid, random);
        int given = 0;
        for (int[] cells : sums) {
            int total = 0;
            for (int cell : cells) {
                total += grid[cell];
            }
            constraints.rule(given++);
            int[] ones = new int[cells.length];
            Arrays.fill(ones, 1);
            constraints.linearSum(cells, ones, total);
        }
        List<int[]> houses = new ArrayList<>(Arrays.asList(CLASSIC.regionCells));
        constraints.mergeSums(81, houses);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        assertTrue(geometry.rules.length > geometry.variantStart + given, "seed " + seed + ": nothing joined");
        assertHolds(geometry, grid, 0, "seed " + seed);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void theCellsOfABoxThatItsUnitSumsLeaveMakeTheRestOfItsTotal(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        int box = random.nextInt(9);
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            cells.add((box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3);
        }
        java.util.Collections.shuffle(cells, random);
        Constraints constraints = new Constraints(9);
        int used = 0;
        int rest = 45;
        for (int sum = 0; sum < 2; sum++) {
            int k = 1 + random.nextInt(3);
            int[] positions = new int[k];
            int total = 0;
            for (int i = 0; i < k; i++) {
                positions[i] = cells.get(used++);
                total += grid[positions[i]];
            }
            rest -= total;
            int[] ones = new int[k];
            Arrays.fill(ones, 1);
            constraints.rule(sum);
            constraints.linearSum(positions, ones, total);
        }
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int[] left = new int[9 - used];
        for (int i = used; i < 9; i++) {
            left[i - used] = geometry.cellAt(cells.get(i));
        }
        Arrays.sort(left);
        assertSumOver(geometry, left, rest, "seed " + seed + ": the cells of box " + (box + 1)
                + " that its unit sums leave");
        assertHolds(geometry, grid, 0, "seed " + seed);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void theCellsOfAHouseThatItsSumDotsLeaveMakeTheRestOfItsTotal(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        int house = random.nextInt(27); // rows, columns, boxes
        int[] positions = house < 9 ? row(house) : house < 18 ? column(house - 9) : box(house - 18);
        Constraints constraints = new Constraints(9);
        boolean[] onDot = new boolean[81];
        int rest = 45;
        int dots = 1 + random.nextInt(3);
        for (int dot = 0; dot < dots; dot++) {
            int[] pair = freeNeighbours(positions, onDot, random);
            if (pair == null) {
                break;
            }
            onDot[pair[0]] = true;
            onDot[pair[1]] = true;
            rest -= grid[pair[0]] + grid[pair[1]];
            sumDot(constraints, dot, pair[0], pair[1], grid[pair[0]] + grid[pair[1]]);
        }
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int[] left = Arrays.stream(positions).filter(q -> !onDot[q]).map(geometry::cellAt).sorted().toArray();
        assertSumOver(geometry, left, rest, "seed " + seed + ": the cells of house " + house
                + " that its sum dots leave");
        assertHolds(geometry, grid, 0, "seed " + seed);
    }

    /** A sum rule over exactly these cells (in cell order), with this total. */
    private static void assertSumOver(Geometry geometry, int[] cells, int total, String what) {
        boolean found = false;
        for (Propagator rule : geometry.rules) {
            if (rule instanceof SumRule && Arrays.equals(rule.cells, cells)) {
                assertEquals(total, ((SumRule) rule).sum, what);
                found = true;
            }
        }
        assertTrue(found, what + ": no sum over them");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void everySumDerivedFromRandomSumDotsHoldsOnTheGridTheyWereReadFrom(long seed) {
        Random random = new Random(seed);
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        Constraints constraints = new Constraints(9);
        int dots = 6 + random.nextInt(20);
        for (int dot = 0; dot < dots; dot++) {
            int a = random.nextInt(81);
            int b = random.nextBoolean() && a % 9 < 8 ? a + 1 : a + 9 < 81 ? a + 9 : a - 9;
            sumDot(constraints, dot, a, b, grid[a] + grid[b]);
        }
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        assertTrue(geometry.variantStart > 0, "seed " + seed + ": nothing derived from " + dots + " dots");
        assertHolds(geometry, grid, 0, "seed " + seed);
    }

    /** A sum dot as the rule compiler states it: the pair's relation, and the pair as a known sum. */
    private static void sumDot(Constraints constraints, int rule, int a, int b, int total) {
        int[] table = new int[9];
        for (int x = 1; x <= 9; x++) {
            if (total - x >= 1 && total - x <= 9) {
                table[x - 1] = 1 << total - x - 1;
            }
        }
        constraints.rule(rule);
        constraints.relation(a, b, table);
        constraints.knownSum(new int[] {a, b}, total);
    }

    /** Two orthogonal neighbours among {@code positions}, neither on a dot yet; null after 50 tries. */
    private static int[] freeNeighbours(int[] positions, boolean[] onDot, Random random) {
        for (int tries = 0; tries < 50; tries++) {
            int a = positions[random.nextInt(positions.length)];
            int b = positions[random.nextInt(positions.length)];
            boolean neighbours = Math.abs(a - b) == 9 || Math.abs(a - b) == 1 && a / 9 == b / 9;
            if (neighbours && !onDot[a] && !onDot[b]) {
                return new int[] {a, b};
            }
        }
        return null;
    }

    private static int[] row(int r) {
        return java.util.stream.IntStream.range(0, 9).map(c -> r * 9 + c).toArray();
    }

    private static int[] column(int c) {
        return java.util.stream.IntStream.range(0, 9).map(r -> r * 9 + c).toArray();
    }

    private static int[] box(int b) {
        return java.util.stream.IntStream.range(0, 9).map(i -> (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3).toArray();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void aJoinedSumIsExactlyAUnionOfGivenSumsWithTheirTotalsAdded(long seed) {
        Random random = new Random(seed);
        long[][] sees = new long[81][2];
        for (int[] house : CLASSIC.regionCells) {
            for (int a : house) {
                for (int b : house) {
                    if (a != b) {
                        sees[a][b >>> 6] |= 1L << b;
                    }
                }
            }
        }
        int[] grid = GeneralEngine.randomSolution(CLASSIC, random::nextInt);
        List<int[]> sums = extremeSums(grid, random);
        List<Integer> totals = new ArrayList<>();
        for (int[] cells : sums) {
            int total = 0;
            for (int cell : cells) {
                total += grid[cell];
            }
            totals.add(total);
        }
        List<int[]> derived = MergedSums.derive(9, sees, sums, totals);
        assertTrue(!derived.isEmpty(), "seed " + seed + ": nothing joined");
        for (int[] joined : derived) {
            boolean[] in = new boolean[81];
            for (int i = 0; i < joined.length - 1; i++) {
                in[joined[i]] = true;
            }
            int total = 0;
            int cells = 0;
            for (int s = 0; s < sums.size(); s++) {
                int inside = 0;
                for (int cell : sums.get(s)) {
                    inside += in[cell] ? 1 : 0;
                }
                assertTrue(inside == 0 || inside == sums.get(s).length,
                        "seed " + seed + ": a given sum cut by " + Arrays.toString(joined));
                if (inside > 0) {
                    total += totals.get(s);
                    cells += inside;
                }
            }
            assertEquals(cells, joined.length - 1, "seed " + seed);
            assertEquals(total, joined[joined.length - 1], "seed " + seed + ": " + Arrays.toString(joined));
        }
    }

    /**
     * Six disjoint sums of 6 to 9 cells: the cells holding 1 to 3 in the grid, shuffled and cut in three, and those
     * holding 7 to 9: their totals lie near the least or the largest their cells allow, so joining them pays.
     */
    private static List<int[]> extremeSums(int[] grid, Random random) {
        List<int[]> sums = new ArrayList<>();
        for (int low = 1; low <= 7; low += 6) {
            List<Integer> cells = new ArrayList<>();
            for (int p = 0; p < 81; p++) {
                if (grid[p] >= low && grid[p] < low + 3) {
                    cells.add(p);
                }
            }
            java.util.Collections.shuffle(cells, random);
            int cut1 = 6 + random.nextInt(4);
            int cut2 = cut1 + 6 + random.nextInt(4);
            sums.add(cells.subList(0, cut1).stream().mapToInt(Integer::intValue).toArray());
            sums.add(cells.subList(cut1, cut2).stream().mapToInt(Integer::intValue).toArray());
            sums.add(cells.subList(cut2, cells.size()).stream().mapToInt(Integer::intValue).toArray());
        }
        return sums;
    }

    /** A killer of {@code cages} on the classic boxes, each cage's sum read off {@code grid}. */
    private static Geometry killer(int[] grid, List<int[]> cages) {
        int[] sums = new int[cages.size()];
        for (int c = 0; c < sums.length; c++) {
            for (int position : cages.get(c)) {
                sums[c] += grid[position];
            }
        }
        return Geometry.of(9, 9, CLASSIC.regionCells, cages.toArray(new int[0][]), sums);
    }

    /** Runs each rule from {@code from} on the full grid alone; none may fail. */
    private static void assertHolds(Geometry geometry, int[] grid, int from, String context) {
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        int[] state = new int[geometry.cellCount()];
        for (int r = from; r < geometry.rules.length; r++) {
            for (int cell = 0; cell < state.length; cell++) {
                state[cell] = 1 << grid[geometry.positions[cell]] - 1 | RegionPropagator.PLACED;
            }
            assertTrue(p.runAlone(state, r), context + ": rule " + r + " (" + geometry.rules[r].getClass()
                    .getSimpleName() + " over " + Arrays.toString(geometry.rules[r].cells) + ") fails the solution");
        }
    }

    /**
     * Cages grown from random cells over orthogonal neighbours, 1 to 6 cells, never two equal digits of the grid in
     * one; a share {@code uncaged} of the cells left out of every cage.
     */
    private static List<int[]> randomCages(int[] grid, Random random, double uncaged) {
        boolean[] used = new boolean[81];
        List<int[]> cages = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < 81; p++) {
            order.add(p);
        }
        java.util.Collections.shuffle(order, random);
        for (int start : order) {
            if (used[start]) {
                continue;
            }
            used[start] = true;
            if (random.nextDouble() < uncaged) {
                continue;
            }
            List<Integer> cage = new ArrayList<>(List.of(start));
            int digits = 1 << grid[start];
            int want = 1 + random.nextInt(6);
            for (int tries = 0; tries < 20 && cage.size() < want; tries++) {
                int from = cage.get(random.nextInt(cage.size()));
                int[] steps = {-9, 9, -1, 1};
                int to = from + steps[random.nextInt(4)];
                if (to < 0 || to >= 81 || Math.abs(to % 9 - from % 9) > 1 || used[to]
                        || (digits & 1 << grid[to]) != 0) {
                    continue;
                }
                used[to] = true;
                digits |= 1 << grid[to];
                cage.add(to);
            }
            cages.add(cage.stream().mapToInt(Integer::intValue).toArray());
        }
        return cages;
    }
}
