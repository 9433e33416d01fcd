package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The exact passes of the sum rules against every assignment of their cells, on random candidates: a cage's digit
 * sets ({@link SumRule}, whose matchings are skipped where they could change nothing) and {@link LinearSum}'s exact
 * pass, run again and again on one propagator as its cells lose candidates, so that the residues kept from earlier
 * runs (one-hot on 9x9, 5 bits a cell on 16x16) are read against candidates they no longer all fit.
 */
final class SumSupportTest {

    private static final int[][] LINEAR_COEFFICIENTS = {{1, 1, -1}, {1, -1, 2, 10}};

    /**
     * A cage keeps exactly the digits of its assignments (distinct digits adding up to the sum); a digit every
     * assignment holds and not placed leaves the cells outside that see every cage cell (two or more) still holding
     * it; some cells placed. Fails when no assignment meets it.
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void cageKeepsExactlyItsAssignmentsDigitsAndClearsTheMustDigitsFromCommonPeers(int k) {
        for (long seed = 1; seed <= 400; seed++) {
            Random random = new Random(seed * 101 + k);
            int[] positions = boxCells(random, k);
            int[] masks = new int[k];
            int sum = 0;
            int[] digits = distinctDigits(random, k);
            for (int i = 0; i < k; i++) {
                masks[i] = 1 << digits[i] - 1;
                while (Integer.bitCount(masks[i]) < 2 + random.nextInt(6)) {
                    masks[i] |= 1 << random.nextInt(9);
                }
                sum += digits[i];
            }
            sum += random.nextInt(5) == 0 ? random.nextInt(5) - 2 : 0;
            if (sum < k * (k + 1) / 2 || sum > k * (19 - k) / 2) {
                continue; // no digit set of the cage's size: the layout refuses it
            }
            Geometry geometry = Geometry.of(9, 9, TestGeometries.boxes(3, 3).regionCells, new int[][] {positions},
                    new int[] {sum});
            int rule = cageRule(geometry);
            int[] cells = geometry.rules[rule].cells;
            int[] state = new int[geometry.cellCount()];
            for (int cell = 0; cell < state.length; cell++) {
                state[cell] = 511 & ~(1 << random.nextInt(9)) & ~(1 << random.nextInt(9)); // never emptied
            }
            int placed = 0;
            for (int i = 0; i < k; i++) {
                state[cells[i]] = masks[i];
                if (Integer.bitCount(masks[i]) == 1 && random.nextBoolean()) {
                    state[cells[i]] |= RegionPropagator.PLACED;
                    placed |= masks[i];
                }
            }
            for (int i = 0; i < k; i++) {
                masks[i] = state[cells[i]] & 511;
            }
            int[] before = state.clone();
            int[] support = new int[k];
            int[] must = {511};
            boolean solvable = assignments(geometry, cells, null, sum, true, masks, new int[k], 0, 0, support, must);
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            boolean kept = p.runAlone(state, rule);
            String where = "seed " + seed + ", " + k + " cells " + Arrays.toString(positions) + ", sum " + sum
                    + ", candidates " + Arrays.toString(masks);
            if (!solvable) {
                assertFalse(kept, where + ": no assignment meets the cage, yet the run did not fail");
                continue;
            }
            assertTrue(kept, where + ": failed a cage that some assignment meets");
            for (int i = 0; i < k; i++) {
                assertEquals(support[i], state[cells[i]] & 511, where + ": cell " + cells[i]);
            }
            int cleared = must[0] & ~placed;
            for (int cell = 0; cell < state.length; cell++) {
                if (indexOf(cells, cell) >= 0) {
                    continue;
                }
                int expected = before[cell];
                for (int rest = cleared; rest != 0; rest &= rest - 1) {
                    int bit = rest & -rest;
                    if (holders(support, bit) > 1 && seesEveryHolder(geometry, cells, support, bit, cell)) {
                        expected &= ~bit;
                    }
                }
                assertEquals(expected, state[cell], where + ": outside cell " + cell);
            }
        }
    }

    /**
     * A cage whose cells are all placed (up to a whole box: every digit placed, so no digit is left to narrow) is met
     * when its digits differ and add up to its sum, and fails when they add up to another sum or one digit is placed
     * twice; with one cell left open, that cell keeps just the digit the sum leaves it.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 5, 8, 9})
    void cageOfPlacedCellsIsMetExactlyWhenItsDigitsDifferAndAddUp(int k) {
        for (long seed = 1; seed <= 60; seed++) {
            Random random = new Random(seed * 31 + k);
            int[] positions = boxCells(random, k);
            int[] digits = distinctDigits(random, k);
            int sum = Arrays.stream(digits).sum();
            int variant = random.nextInt(4); // 0: met, 1: another sum, 2: a digit twice, 3: one cell open
            int given = variant == 1 && k < 9 ? sum + (sum < k * (19 - k) / 2 ? 1 : -1) : sum;
            if (variant == 2 && k > 1) {
                digits[k - 1] = digits[0];
            }
            Geometry geometry = Geometry.of(9, 9, TestGeometries.boxes(3, 3).regionCells, new int[][] {positions},
                    new int[] {given});
            int rule = cageRule(geometry);
            int[] cells = geometry.rules[rule].cells;
            int[] state = new int[geometry.cellCount()];
            Arrays.fill(state, 511);
            for (int i = 0; i < k; i++) {
                state[cells[i]] = 1 << digits[indexOf(positions, geometry.positions[cells[i]])] - 1
                        | RegionPropagator.PLACED;
            }
            int open = cells[random.nextInt(k)];
            int expected = state[open] & 511;
            if (variant == 3) {
                state[open] = 511;
            }
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            boolean kept = p.runAlone(state, rule);
            String where = "seed " + seed + ", " + k + " cells " + Arrays.toString(positions) + ", digits "
                    + Arrays.toString(digits) + ", sum " + given + ", variant " + variant;
            boolean met = given == sum && (variant != 2 || k == 1);
            assertEquals(met, kept, where);
            if (met && variant == 3) {
                assertEquals(expected, state[open] & 511, where + ": the open cell keeps the digit the sum leaves");
            }
        }
    }

    /**
     * {@link LinearSum}'s exact pass keeps exactly the digits of its assignments (cells that see each other differing),
     * run after run on one propagator as random candidates go, its residues kept between runs. The sums of an arrow's
     * shape whose line cells see each other compile to an {@link OffsetSum}, which must keep every assignment's
     * digits and fail only without one.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void linearSumKeepsExactlyItsAssignmentsDigitsRunAfterRun(int variant) {
        int side = variant < 2 ? 9 : 16;
        int[] coefficientsOf = LINEAR_COEFFICIENTS[variant % 2];
        int offsetSums = 0;
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed * 7919 + variant);
            int k = 3 + random.nextInt(3); // at most 3^5 assignments: the exact pass, not the wide one
            int[] positions = nearbyCells(random, k, side);
            int[] coefficients = new int[k];
            int[] masks = new int[k];
            int total = 0;
            for (int i = 0; i < k; i++) {
                coefficients[i] = coefficientsOf[random.nextInt(coefficientsOf.length)];
                int digit = 1 + random.nextInt(side);
                masks[i] = 1 << digit - 1;
                while (Integer.bitCount(masks[i]) < 2 + random.nextInt(2)) {
                    masks[i] |= 1 << random.nextInt(side);
                }
                total += coefficients[i] * digit;
            }
            Constraints constraints = new Constraints(side);
            constraints.rule(0);
            constraints.linearSum(positions, coefficients, total);
            int box = side == 9 ? 3 : 4;
            Geometry geometry = TestGeometries.boxes(box, box, constraints);
            int rule = geometry.rules.length - 1;
            // an arrow's shape whose line cells see each other compiles to an OffsetSum: sound, exact only in part
            boolean exact = geometry.rules[rule] instanceof LinearSum;
            offsetSums += geometry.rules[rule] instanceof OffsetSum ? 1 : 0;
            int[] cells = new int[k];
            for (int i = 0; i < k; i++) {
                cells[i] = geometry.cellAt(positions[i]); // the coefficients' order; a rule may keep its own
            }
            int all = (1 << side) - 1;
            int[] state = new int[geometry.cellCount()];
            Arrays.fill(state, all);
            for (int i = 0; i < k; i++) {
                state[cells[i]] = masks[i];
            }
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            for (int step = 0; step < 12; step++) {
                for (int i = 0; i < k; i++) {
                    masks[i] = state[cells[i]] & all;
                }
                int[] support = new int[k];
                boolean solvable = assignments(geometry, cells, coefficients, total, false, masks, new int[k], 0, 0,
                        support, new int[] {all});
                boolean kept = p.runAlone(state, rule);
                String where = "seed " + seed + ", variant " + variant + ", step " + step + ", cells "
                        + Arrays.toString(positions) + ", coefficients " + Arrays.toString(coefficients) + ", total "
                        + total + ", candidates " + Arrays.toString(masks);
                if (exact) {
                    assertEquals(solvable, kept, where + ": failed, or did not, against the assignments");
                } else {
                    assertTrue(kept || !solvable, where + ": failed with an assignment left");
                }
                if (!kept) {
                    break;
                }
                for (int i = 0; i < k; i++) {
                    int left = state[cells[i]] & all;
                    if (exact) {
                        assertEquals(support[i], left, where + ": cell " + cells[i]);
                    } else {
                        assertEquals(support[i], support[i] & left, where + ": cell " + cells[i] + " lost a digit");
                    }
                }
                int i = random.nextInt(k);
                int mask = state[cells[i]];
                if (Integer.bitCount(mask) > 1) {
                    int pick = random.nextInt(Integer.bitCount(mask));
                    for (int j = 0; j < pick; j++) {
                        mask &= mask - 1;
                    }
                    state[cells[i]] &= ~(mask & -mask);
                }
            }
        }
        if (variant % 2 == 0) {
            assertTrue(offsetSums > 0, "variant " + variant + ": no arrow-shaped sum compiled to an OffsetSum");
        }
    }

    /**
     * A difference of digits ({@link LinearSum}, coefficients +1 and -1, the law of 45's {@code outies - innies})
     * keeps exactly the digits of its assignments when its candidates come back between runs, as they do when the
     * search backtracks: each run starts from candidates drawn afresh around a hidden assignment, so the assignments
     * kept from earlier runs (per candidate, and the latest few in a ring) are read against candidates they were not
     * found in.
     */
    @ParameterizedTest
    @ValueSource(ints = {9, 16})
    void differenceKeepsExactlyItsAssignmentsDigitsWhenCandidatesComeBack(int side) {
        int all = (1 << side) - 1;
        int tested = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed * 104729 + side);
            int k = 3 + random.nextInt(3); // at most 3^5 assignments: the exact pass
            int[] positions = nearbyCells(random, k, side);
            int[] coefficients = new int[k];
            int[] hidden = new int[k];
            int total = 0;
            for (int i = 0; i < k; i++) {
                coefficients[i] = random.nextBoolean() ? 1 : -1;
                hidden[i] = 1 + random.nextInt(side);
                total += coefficients[i] * hidden[i];
            }
            Constraints constraints = new Constraints(side);
            constraints.rule(0);
            constraints.linearSum(positions, coefficients, total);
            int box = side == 9 ? 3 : 4;
            Geometry geometry = TestGeometries.boxes(box, box, constraints);
            int rule = geometry.rules.length - 1;
            if (!(geometry.rules[rule] instanceof LinearSum)) {
                continue; // an arrow's shape: an OffsetSum, held to its assignments by the test above
            }
            tested++;
            int[] cells = new int[k];
            for (int i = 0; i < k; i++) {
                cells[i] = geometry.cellAt(positions[i]);
            }
            RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
            p.alone = true;
            int[] state = new int[geometry.cellCount()];
            for (int step = 0; step < 20; step++) {
                Arrays.fill(state, all);
                int[] masks = new int[k];
                for (int i = 0; i < k; i++) {
                    masks[i] = random.nextInt(4) == 0 ? 0 : 1 << hidden[i] - 1; // often the hidden digit
                    while (Integer.bitCount(masks[i]) < 2 + random.nextInt(2)) {
                        masks[i] |= 1 << random.nextInt(side);
                    }
                    state[cells[i]] = masks[i];
                }
                int[] support = new int[k];
                boolean solvable = assignments(geometry, cells, coefficients, total, false, masks, new int[k], 0, 0,
                        support, new int[] {all});
                boolean kept = p.runAlone(state, rule);
                String where = "seed " + seed + ", side " + side + ", step " + step + ", cells "
                        + Arrays.toString(positions) + ", coefficients " + Arrays.toString(coefficients) + ", total "
                        + total + ", candidates " + Arrays.toString(masks);
                assertEquals(solvable, kept, where + ": failed, or did not, against the assignments");
                for (int i = 0; kept && i < k; i++) {
                    assertEquals(support[i], state[cells[i]] & all, where + ": cell " + cells[i]);
                }
            }
        }
        assertTrue(tested >= 100, "only " + tested + " of 200 seeds made a LinearSum");
    }

    /**
     * Whether some assignment of the candidates meets the sum (coefficients all 1 when null; all digits distinct, or
     * only those of cells that see each other); ORs into {@code support} the digits of every one that does, and ANDs
     * into {@code must[0]} the set of digits of each.
     */
    private static boolean assignments(Geometry geometry, int[] cells, int[] coefficients, int total,
            boolean distinct, int[] masks, int[] chosen, int i, int partial, int[] support, int[] must) {
        if (i == cells.length) {
            if (partial != total) {
                return false;
            }
            int set = 0;
            for (int j = 0; j < cells.length; j++) {
                support[j] |= 1 << chosen[j] - 1;
                set |= 1 << chosen[j] - 1;
            }
            must[0] &= set;
            return true;
        }
        boolean any = false;
        for (int d = 1; d <= 32 - Integer.numberOfLeadingZeros(masks[i]); d++) {
            if ((masks[i] >>> d - 1 & 1) == 0 || clashes(geometry, cells, chosen, i, d, distinct)) {
                continue;
            }
            chosen[i] = d;
            int term = (coefficients == null ? 1 : coefficients[i]) * d;
            any |= assignments(geometry, cells, coefficients, total, distinct, masks, chosen, i + 1, partial + term,
                    support, must);
        }
        return any;
    }

    private static boolean clashes(Geometry geometry, int[] cells, int[] chosen, int i, int d, boolean distinct) {
        for (int j = 0; j < i; j++) {
            if (chosen[j] == d && (distinct || geometry.sees(cells[i], cells[j]))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code cell} sees every cage cell whose support holds {@code bit}. */
    private static boolean seesEveryHolder(Geometry geometry, int[] cells, int[] support, int bit, int cell) {
        for (int i = 0; i < cells.length; i++) {
            if ((support[i] & bit) != 0 && !geometry.sees(cell, cells[i])) {
                return false;
            }
        }
        return true;
    }

    /** How many cage cells' support holds {@code bit}: with one, the digit is placed there, no peer cleared. */
    private static int holders(int[] support, int bit) {
        int count = 0;
        for (int s : support) {
            count += (s & bit) != 0 ? 1 : 0;
        }
        return count;
    }

    private static int cageRule(Geometry geometry) {
        for (int r = 0; r < geometry.rules.length; r++) {
            if (geometry.rules[r] instanceof SumRule sum && sum.cage) {
                return r;
            }
        }
        throw new AssertionError("no cage rule");
    }

    private static int indexOf(int[] cells, int cell) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == cell) {
                return i;
            }
        }
        return -1;
    }

    /** {@code k} distinct digits 1-9 in random order. */
    private static int[] distinctDigits(Random random, int k) {
        int[] digits = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        for (int i = 8; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = digits[i];
            digits[i] = digits[j];
            digits[j] = t;
        }
        return Arrays.copyOf(digits, k);
    }

    /** {@code k} distinct cells of one random box of the 9x9 grid (a cage need not be connected here). */
    private static int[] boxCells(Random random, int k) {
        int box = random.nextInt(9);
        int[] order = distinctDigits(random, 9);
        int[] positions = new int[k];
        for (int i = 0; i < k; i++) {
            int j = order[i] - 1;
            positions[i] = (box / 3 * 3 + j / 3) * 9 + box % 3 * 3 + j % 3;
        }
        return positions;
    }

    /** {@code k} distinct cells in the first three rows and columns of a grid of side {@code side}: many see each other. */
    private static int[] nearbyCells(Random random, int k, int side) {
        int[] positions = new int[k];
        java.util.BitSet used = new java.util.BitSet();
        for (int i = 0; i < k; i++) {
            int position;
            do {
                position = random.nextInt(3) * side + random.nextInt(3) + (random.nextBoolean() ? 3 * side : 0);
            } while (used.get(position));
            used.set(position);
            positions[i] = position;
        }
        return positions;
    }
}
