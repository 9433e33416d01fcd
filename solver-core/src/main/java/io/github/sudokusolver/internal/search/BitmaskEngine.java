package io.github.sudokusolver.internal.search;

import static io.github.sudokusolver.internal.search.ClassicTables.CELLS;
import static io.github.sudokusolver.internal.search.ClassicTables.DIGITS;

/**
 * Row-major backtracking that keeps the used digits of each row, column and box in one int, bit {@code d} for digit
 * {@code d}. Same visiting order and node count as {@link BooleanArrayEngine}; the allowed digits of a cell come
 * from one OR of three ints, and the loop walks only the set bits. Cost per node: a few bit operations.
 */
public final class BitmaskEngine extends Engine {

    /** The one instance. */
    public static final BitmaskEngine INSTANCE = new BitmaskEngine();

    private static final int ALL_DIGITS = 0b11_1111_1110;

    private BitmaskEngine() {
        super(256); // a placement: 10-30 ns warm
    }

    @Override
    public void search(Geometry geometry, int[] grid, Search search) {
        if (geometry != Geometry.classic()) {
            new RegionRun(geometry, grid, search).run();
            return;
        }
        new Run(grid, search).fill(0);
    }

    /** The same masks for any layout: one int of used digits per region. */
    private static final class RegionRun extends RegionBacktracking {
        private final int[] used;
        private final int allDigits;

        RegionRun(Geometry geometry, int[] grid, Search search) {
            super(geometry, grid, search);
            used = new int[geometry.regionCount()];
            allDigits = (1 << geometry.size + 1) - 2;
        }

        @Override
        int allowed(int cell) {
            int taken = 0;
            for (int region : geometry.regionsOf[cell]) {
                taken |= used[region];
            }
            return allDigits & ~taken;
        }

        @Override
        void place(int cell, int digit) {
            for (int region : geometry.regionsOf[cell]) {
                used[region] |= 1 << digit;
            }
        }

        @Override
        void unplace(int cell, int digit) {
            for (int region : geometry.regionsOf[cell]) {
                used[region] &= ~(1 << digit);
            }
        }
    }

    /** The mutable state of one search. */
    private static final class Run {
        private final int[] cells;
        private final Search search;
        private final int[] rowUsed = new int[DIGITS];
        private final int[] colUsed = new int[DIGITS];
        private final int[] boxUsed = new int[DIGITS];
        private final int[] blanks = new int[CELLS];
        private int blankCount;

        Run(int[] cells, Search search) {
            this.cells = cells;
            this.search = search;
            for (int cell = 0; cell < CELLS; cell++) {
                int digit = cells[cell];
                if (digit == 0) {
                    blanks[blankCount++] = cell;
                } else {
                    rowUsed[ClassicTables.ROW[cell]] |= 1 << digit;
                    colUsed[ClassicTables.COLUMN[cell]] |= 1 << digit;
                    boxUsed[ClassicTables.BOX[cell]] |= 1 << digit;
                }
            }
        }

        /** Fills the blanks from index {@code next} on; true means stop. */
        boolean fill(int next) {
            if (next == blankCount) {
                return search.solutionFound(cells);
            }
            int cell = blanks[next];
            int row = ClassicTables.ROW[cell];
            int col = ClassicTables.COLUMN[cell];
            int box = ClassicTables.BOX[cell];
            int allowed = ALL_DIGITS & ~(rowUsed[row] | colUsed[col] | boxUsed[box]);
            while (allowed != 0) {
                int bit = allowed & -allowed; // lowest digit first, as the classic loop over 1..9
                allowed ^= bit;
                if (!search.enterNode()) {
                    return true;
                }
                rowUsed[row] |= bit;
                colUsed[col] |= bit;
                boxUsed[box] |= bit;
                cells[cell] = Integer.numberOfTrailingZeros(bit);
                if (fill(next + 1)) {
                    return true;
                }
                cells[cell] = 0;
                rowUsed[row] ^= bit;
                colUsed[col] ^= bit;
                boxUsed[box] ^= bit;
                search.backtrack();
            }
            return false;
        }
    }
}
