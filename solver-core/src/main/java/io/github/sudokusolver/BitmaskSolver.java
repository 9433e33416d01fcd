package io.github.sudokusolver;

/**
 * Row-major backtracking that keeps the used digits of each row, column and box in one int, bit {@code d} for digit
 * {@code d}. Same visiting order and node count as {@link BooleanArraySolver}; the allowed digits of a cell come
 * from one OR of three ints, and the loop walks only the set bits. Cost per node: a few bit operations.
 */
final class BitmaskSolver extends AbstractSolver {

    static final BitmaskSolver INSTANCE = new BitmaskSolver();

    private static final int ALL_DIGITS = 0b11_1111_1110;

    private BitmaskSolver() {
        super("bitmask", 256); // a placement: 10-30 ns warm
    }

    @Override
    void search(Board puzzle, Search search) {
        if (!puzzle.layout().isClassic()) {
            new RegionRun(puzzle, search).start().fill(0);
            return;
        }
        new Run(puzzle.toCellArray(), search).fill(0);
    }

    /** The same masks for any layout: one int of used digits per region. */
    private static final class RegionRun extends RegionBacktracking {
        private final int[] used;
        private final int allDigits;

        RegionRun(Board puzzle, Search search) {
            super(puzzle, search);
            used = new int[layout.regionCount()];
            allDigits = (1 << layout.size() + 1) - 2;
        }

        @Override
        int allowed(int cell) {
            int taken = 0;
            for (int region : layout.tables.regionsOf[cell]) {
                taken |= used[region];
            }
            return allDigits & ~taken;
        }

        @Override
        void place(int cell, int digit) {
            for (int region : layout.tables.regionsOf[cell]) {
                used[region] |= 1 << digit;
            }
        }

        @Override
        void unplace(int cell, int digit) {
            for (int region : layout.tables.regionsOf[cell]) {
                used[region] &= ~(1 << digit);
            }
        }
    }

    /** The mutable state of one search. */
    private static final class Run {
        private final int[] cells;
        private final Search search;
        private final int[] rowUsed = new int[Board.SIZE];
        private final int[] colUsed = new int[Board.SIZE];
        private final int[] boxUsed = new int[Board.SIZE];
        private final int[] blanks = new int[Board.CELLS];
        private int blankCount;

        Run(int[] cells, Search search) {
            this.cells = cells;
            this.search = search;
            for (int cell = 0; cell < Board.CELLS; cell++) {
                int digit = cells[cell];
                if (digit == 0) {
                    blanks[blankCount++] = cell;
                } else {
                    rowUsed[Grid.ROW[cell]] |= 1 << digit;
                    colUsed[Grid.COL[cell]] |= 1 << digit;
                    boxUsed[Grid.BOX[cell]] |= 1 << digit;
                }
            }
        }

        /** Fills the blanks from index {@code next} on; true means stop. */
        boolean fill(int next) {
            if (next == blankCount) {
                return search.solutionFound(cells);
            }
            int cell = blanks[next];
            int row = Grid.ROW[cell];
            int col = Grid.COL[cell];
            int box = Grid.BOX[cell];
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
