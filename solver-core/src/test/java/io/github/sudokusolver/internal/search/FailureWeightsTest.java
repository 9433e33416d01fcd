package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The weights of dom/wdeg: from 16 digits a failure adds {@code 2^20 / open^2.5}, more the fewer cells its constraint
 * had open, to weights that start at 1; on smaller grids it adds one, to weights that start at 2; on killers below 16
 * digits every weight is halved every {@link FailureWeights#DECAY_FAILURES} failures.
 */
final class FailureWeightsTest {

    private static final Geometry CLASSIC = Geometry.classic();
    private static final Geometry SIXTEEN = TestGeometries.boxes(4, 4);

    @Test
    void onNineDigitsEveryCellStartsWithTwoForEachOfItsRegionsAndOnSixteenWithOne() {
        FailureWeights weights = new FailureWeights(CLASSIC);
        for (int cell = 0; cell < CLASSIC.cellCount(); cell++) {
            assertEquals(6, weights.ofCell(cell), "cell " + cell);
        }
        FailureWeights sixteen = new FailureWeights(SIXTEEN);
        for (int cell = 0; cell < SIXTEEN.cellCount(); cell++) {
            assertEquals(3, sixteen.ofCell(cell), "cell " + cell + " of 16x16");
        }
    }

    @Test
    void onNineDigitsEveryFailureAddsOneWhateverItsOpenCells() {
        FailureWeights weights = new FailureWeights(CLASSIC);
        int[] state = new int[CLASSIC.cellCount()];
        assertFalse(weights.regionFailed(state, 0)); // row 1, nine cells open
        for (int cell = 9; cell < 17; cell++) {
            state[cell] = RegionPropagator.PLACED | 1 << cell - 9; // row 2 all placed but its last cell
        }
        weights.regionFailed(state, 1);
        assertEquals(7, weights.ofCell(0));
        assertEquals(7, weights.ofCell(17));
        assertFalse(weights.cellFailed(state, 0)); // row 1, column 1, box 1
        assertEquals(10, weights.ofCell(0));
        assertEquals(7, weights.ofCell(72), "column 1");
        assertEquals(6, weights.ofCell(30), "a cell outside all of them");
    }

    @Test
    void onNineDigitsAFailureAddsOneMoreToTheCellOfTheLastDecisionAndOnSixteenNothing() {
        FailureWeights weights = new FailureWeights(CLASSIC);
        int[] state = new int[CLASSIC.cellCount()];
        assertFalse(weights.regionFailed(state, 0)); // before any decision: row 1 only
        assertEquals(6, weights.ofCell(40));
        weights.decided(40); // r5c5, outside row 1
        assertFalse(weights.regionFailed(state, 0));
        assertEquals(8, weights.ofCell(0), "row 1 failed twice");
        assertEquals(7, weights.ofCell(40), "the decision's cell");
        assertFalse(weights.cellFailed(state, 80)); // r9c9: its row, column and box, and the decision's cell once
        assertEquals(8, weights.ofCell(40));
        assertEquals(7, weights.ofCell(72), "r9c1: row 9 only");
        FailureWeights sixteen = new FailureWeights(SIXTEEN);
        int[] open = new int[SIXTEEN.cellCount()];
        sixteen.decided(100);
        sixteen.regionFailed(open, 0); // row 1: 100 is r7c5, outside it
        assertEquals(3, sixteen.ofCell(100));
    }

    @Test
    void onNineDigitsWithoutCagesAFailureOfASumOverMoreThanNineCellsCountsFourTimes() {
        int[] longCells = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}; // row 1 and r2c1-r2c3
        int[] shortCells = {40, 41, 42, 43}; // r5c5-r5c8
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        int[] ones = new int[longCells.length];
        java.util.Arrays.fill(ones, 1);
        constraints.linearSum(longCells, ones, 60);
        constraints.rule(1);
        constraints.linearSum(shortCells, new int[] {1, 1, 1, 1}, 14);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int longRule = -1;
        int shortRule = -1;
        for (int r = 0; r < geometry.rules.length; r++) {
            int[] cells = geometry.rules[r].cells;
            if (cells.length == longCells.length) {
                longRule = r;
            } else if (cells.length == shortCells.length && cells[0] == 40) {
                shortRule = r;
            }
        }
        assertTrue(geometry.rules[longRule] instanceof LinearSum, "the long sum's rule");
        FailureWeights weights = new FailureWeights(geometry);
        int[] state = new int[geometry.cellCount()];
        long before = weights.ofCell(10);
        assertFalse(weights.ruleFailed(state, longRule));
        assertEquals(before + FailureWeights.LONG_SUM_FACTOR, weights.ofCell(10), "r2c2, in the long sum");
        assertEquals(4, FailureWeights.LONG_SUM_FACTOR);
        long shortBefore = weights.ofCell(41);
        assertFalse(weights.ruleFailed(state, shortRule));
        assertEquals(shortBefore + 1, weights.ofCell(41), "r5c6, in the short sum");
    }

    @Test
    void onSixteenDigitsAFailureWeighsMoreTheFewerCellsItsRegionHadOpen() {
        FailureWeights weights = new FailureWeights(SIXTEEN);
        int[] state = new int[SIXTEEN.cellCount()];
        assertFalse(weights.regionFailed(state, 0)); // row 1, sixteen open: 2^20 / 16^2.5 = 1,024
        assertEquals(1 + 1_024 + 2, weights.ofCell(0));
        for (int cell = 16; cell < 28; cell++) {
            state[cell] = RegionPropagator.PLACED | 1 << cell - 16; // row 2 with four cells open
        }
        weights.regionFailed(state, 1); // 2^20 / 4^2.5 = 32,768
        assertEquals(1 + 32_768 + 2, weights.ofCell(31));
        assertEquals(1 + 32_768 + 2, weights.ofCell(16), "a placed cell's regions gain too");
        state[1] = RegionPropagator.PLACED | 1;
        assertFalse(weights.cellFailed(state, 0));
        // Row 1 has fifteen cells open (2^20 / 15^2.5 = 1,203), column 1 too (r2c1 is placed), box 1 eleven (2,613).
        assertEquals(1 + 1_024 + 1_203 + 1 + 1_203 + 1 + 2_613, weights.ofCell(0));
        state[0] = RegionPropagator.PLACED | 2;
        for (int cell = 2; cell < 16; cell++) {
            state[cell] = RegionPropagator.PLACED | 1 << cell;
        }
        weights.regionFailed(state, 0); // no cell open: weighed as one open cell, 2^20
        assertEquals(1 + 1_024 + 1_203 + (1 << 20) + 2, weights.ofCell(15));
    }

    @Test
    void onANineDigitKillerEveryWeightIsHalvedEveryDecayFailuresFailures() {
        Geometry killer = Geometry.of(9, 9, CLASSIC.regionCells, new int[][] {{0, 1}}, new int[] {3});
        FailureWeights weights = new FailureWeights(killer);
        long unit = FailureWeights.DECAYING_UNIT;
        long first = weights.ofCell(0);
        long centre = weights.ofCell(40);
        assertEquals(0, first % (2 * unit), "weights start at two units per constraint");
        assertEquals(3 * 2 * unit, centre, "r5c5: its row, column and box");
        int[] state = new int[CLASSIC.cellCount()];
        for (int failure = 1; failure < FailureWeights.DECAY_FAILURES; failure++) {
            weights.regionFailed(state, 0); // row 1
        }
        assertEquals(first + (FailureWeights.DECAY_FAILURES - 1) * unit, weights.ofCell(0));
        assertEquals(centre, weights.ofCell(40), "outside row 1: not yet halved");
        weights.regionFailed(state, 0); // halves what the 1,023 made, then adds its own
        assertEquals((first + (FailureWeights.DECAY_FAILURES - 1) * unit >> 1) + unit, weights.ofCell(0));
        assertEquals(centre >> 1, weights.ofCell(40), "halved with every other weight");
        FailureWeights copy = weights.copy();
        for (int failure = 0; failure < FailureWeights.DECAY_FAILURES; failure++) {
            copy.regionFailed(state, 1); // row 2
        }
        assertEquals(centre >> 2, copy.ofCell(40), "a copy halves on its own count");
        assertEquals(centre >> 1, weights.ofCell(40), "and the original is untouched");
    }

    @Test
    void withoutCagesNothingDecays() {
        FailureWeights weights = new FailureWeights(CLASSIC);
        int[] state = new int[CLASSIC.cellCount()];
        for (int failure = 0; failure < 3 * FailureWeights.DECAY_FAILURES; failure++) {
            weights.regionFailed(state, 0);
        }
        assertEquals(6 + 3 * FailureWeights.DECAY_FAILURES, weights.ofCell(0));
        assertEquals(6, weights.ofCell(40));
        Geometry killer16 = Geometry.of(16, 16, SIXTEEN.regionCells, new int[][] {{0, 1}}, new int[] {3});
        FailureWeights sixteen = new FailureWeights(killer16);
        int[] open = new int[killer16.cellCount()];
        long outside = sixteen.ofCell(100); // r7c5, outside row 1
        for (int failure = 0; failure < 3 * FailureWeights.DECAY_FAILURES; failure++) {
            sixteen.regionFailed(open, 0);
        }
        assertEquals(outside, sixteen.ofCell(100), "a 16x16 killer: not halved");
    }
}
