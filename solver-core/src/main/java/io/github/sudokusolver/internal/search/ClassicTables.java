package io.github.sudokusolver.internal.search;

/**
 * The classic grid's tables as the classic strategies' hot loops read them, derived once from
 * {@link Geometry#classic()}: each cell's row, column and box (0-8 each), and its 20 peers.
 */
final class ClassicTables {

    static final int CELLS = 81;
    static final int DIGITS = 9;
    static final int[] ROW = new int[CELLS];
    static final int[] COLUMN = new int[CELLS];
    static final int[] BOX = new int[CELLS];
    static final int[][] PEERS = Geometry.classic().peers;

    static {
        Geometry classic = Geometry.classic();
        for (int cell = 0; cell < CELLS; cell++) {
            int[] regions = classic.regionsOf(cell); // its row, its column, its box, in the classic order
            ROW[cell] = regions[0];
            COLUMN[cell] = regions[1] - DIGITS;
            BOX[cell] = regions[2] - 2 * DIGITS;
        }
    }

    private ClassicTables() {
    }
}
