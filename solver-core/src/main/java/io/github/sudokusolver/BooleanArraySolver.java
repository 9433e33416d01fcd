package io.github.sudokusolver;

/**
 * Row-major backtracking that knows the used digits from three tables of booleans, one row of ten per row, column
 * and box, as in the classic write-ups. Empty cells are visited in row-major order and digits tried 1..9, so the
 * first solution found is the lexicographically smallest. Cost per node: three table reads per digit tried, three
 * writes to place and three to take back.
 */
final class BooleanArraySolver extends AbstractSolver {

    static final BooleanArraySolver INSTANCE = new BooleanArraySolver();

    private BooleanArraySolver() {
        super("boolean-array", 256); // a placement: 10-30 ns warm
    }

    @Override
    void search(Board puzzle, Search search) {
        if (!puzzle.layout().isClassic()) {
            new RegionRun(puzzle, search).start().fill(0);
            return;
        }
        new Run(puzzle.toCellArray(), search).fill(0);
    }

    /** The same tables for any layout: a row of booleans per region. */
    private static final class RegionRun extends RegionBacktracking {
        private final boolean[][] used;

        RegionRun(Board puzzle, Search search) {
            super(puzzle, search);
            used = new boolean[layout.regionCount()][layout.size() + 1];
        }

        @Override
        int allowed(int cell) {
            int allowed = 0;
            for (int digit = 1; digit <= layout.size(); digit++) {
                boolean free = true;
                for (int region : layout.tables.regionsOf[cell]) {
                    free &= !used[region][digit];
                }
                allowed |= free ? 1 << digit : 0;
            }
            return allowed;
        }

        @Override
        void place(int cell, int digit) {
            for (int region : layout.tables.regionsOf[cell]) {
                used[region][digit] = true;
            }
        }

        @Override
        void unplace(int cell, int digit) {
            for (int region : layout.tables.regionsOf[cell]) {
                used[region][digit] = false;
            }
        }
    }

    /** The mutable state of one search. */
    private static final class Run {
        private final int[] cells;
        private final Search search;
        private final boolean[][] rowUsed = new boolean[Board.SIZE][Board.SIZE + 1];
        private final boolean[][] colUsed = new boolean[Board.SIZE][Board.SIZE + 1];
        private final boolean[][] boxUsed = new boolean[Board.SIZE][Board.SIZE + 1];
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
                    rowUsed[Grid.ROW[cell]][digit] = true;
                    colUsed[Grid.COL[cell]][digit] = true;
                    boxUsed[Grid.BOX[cell]][digit] = true;
                }
            }
        }

        /** Fills the blanks from index {@code next} on; true means stop. */
        boolean fill(int next) {
            if (next == blankCount) {
                return search.solutionFound(cells);
            }
            int cell = blanks[next];
            boolean[] row = rowUsed[Grid.ROW[cell]];
            boolean[] col = colUsed[Grid.COL[cell]];
            boolean[] box = boxUsed[Grid.BOX[cell]];
            for (int digit = 1; digit <= Board.SIZE; digit++) {
                if (row[digit] || col[digit] || box[digit]) {
                    continue;
                }
                if (!search.enterNode()) {
                    return true;
                }
                row[digit] = true;
                col[digit] = true;
                box[digit] = true;
                cells[cell] = digit;
                if (fill(next + 1)) {
                    return true;
                }
                cells[cell] = 0;
                row[digit] = false;
                col[digit] = false;
                box[digit] = false;
                search.backtrack();
            }
            return false;
        }
    }
}
