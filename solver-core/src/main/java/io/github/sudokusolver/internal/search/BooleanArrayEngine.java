package io.github.sudokusolver.internal.search;

import static io.github.sudokusolver.internal.search.ClassicTables.CELLS;
import static io.github.sudokusolver.internal.search.ClassicTables.DIGITS;

/**
 * Row-major backtracking that knows the used digits from three tables of booleans, one row of ten per row, column
 * and box, as in the classic write-ups. Empty cells are visited in row-major order and digits tried 1..9, so the
 * first solution found is the lexicographically smallest. Cost per node: three table reads per digit tried, three
 * writes to place and three to take back.
 */
public final class BooleanArrayEngine extends Engine {

    /** The one instance. */
    public static final BooleanArrayEngine INSTANCE = new BooleanArrayEngine();

    private BooleanArrayEngine() {
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

    /** The same tables for any layout: a row of booleans per region. */
    private static final class RegionRun extends RegionBacktracking {
        private final boolean[][] used;

        RegionRun(Geometry geometry, int[] grid, Search search) {
            super(geometry, grid, search);
            used = new boolean[geometry.regionCount()][geometry.size + 1];
        }

        @Override
        int allowed(int cell) {
            int allowed = 0;
            for (int digit = 1; digit <= geometry.size; digit++) {
                boolean free = true;
                for (int region : geometry.regionsOf[cell]) {
                    free &= !used[region][digit];
                }
                allowed |= free ? 1 << digit : 0;
            }
            return allowed;
        }

        @Override
        void place(int cell, int digit) {
            for (int region : geometry.regionsOf[cell]) {
                used[region][digit] = true;
            }
        }

        @Override
        void unplace(int cell, int digit) {
            for (int region : geometry.regionsOf[cell]) {
                used[region][digit] = false;
            }
        }
    }

    /** The mutable state of one search. */
    private static final class Run {
        private final int[] cells;
        private final Search search;
        private final boolean[][] rowUsed = new boolean[DIGITS][DIGITS + 1];
        private final boolean[][] colUsed = new boolean[DIGITS][DIGITS + 1];
        private final boolean[][] boxUsed = new boolean[DIGITS][DIGITS + 1];
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
                    rowUsed[ClassicTables.ROW[cell]][digit] = true;
                    colUsed[ClassicTables.COLUMN[cell]][digit] = true;
                    boxUsed[ClassicTables.BOX[cell]][digit] = true;
                }
            }
        }

        /** Fills the blanks from index {@code next} on; true means stop. */
        boolean fill(int next) {
            if (next == blankCount) {
                return search.solutionFound(cells);
            }
            int cell = blanks[next];
            boolean[] row = rowUsed[ClassicTables.ROW[cell]];
            boolean[] col = colUsed[ClassicTables.COLUMN[cell]];
            boolean[] box = boxUsed[ClassicTables.BOX[cell]];
            for (int digit = 1; digit <= DIGITS; digit++) {
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
