package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/**
 * The weights of dom/wdeg: from 16 digits a failure adds {@code 2^20 / open^2.5}, more the fewer cells its constraint
 * had open, to weights that start at 1; on smaller grids it adds one, to weights that start at 2.
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
}
