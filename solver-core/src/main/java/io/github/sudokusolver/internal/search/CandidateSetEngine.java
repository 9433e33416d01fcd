package io.github.sudokusolver.internal.search;

import static io.github.sudokusolver.internal.search.ClassicTables.CELLS;
import static io.github.sudokusolver.internal.search.ClassicTables.DIGITS;

/**
 * Row-major backtracking that keeps no bookkeeping at all: at each empty cell it computes the set of digits still
 * allowed by reading the cell's 20 peers on the grid, as the candidate-set write-up does. Same visiting order and
 * node count as {@link BooleanArrayEngine}. Cost per node: 20 grid reads to build the set, nothing to undo but the
 * cell itself. The set is an int bitmask rather than a {@code Set<Integer>}: same idea, no allocation per node.
 */
public final class CandidateSetEngine extends Engine {

    /** The one instance. */
    public static final CandidateSetEngine INSTANCE = new CandidateSetEngine();

    private static final int ALL_DIGITS = 0b11_1111_1110;

    private CandidateSetEngine() {
        super(256); // a placement and 20 peer reads: 20-50 ns warm
    }

    @Override
    public void search(Geometry geometry, int[] grid, Search search) {
        if (geometry != Geometry.classic()) {
            new RegionRun(geometry, grid, search).run();
            return;
        }
        fill(grid, 0, search);
    }

    /** The same reading of the peers for any layout; nothing to record or take back. */
    private static final class RegionRun extends RegionBacktracking {
        private final int allDigits;

        RegionRun(Geometry geometry, int[] grid, Search search) {
            super(geometry, grid, search);
            allDigits = (1 << geometry.size + 1) - 2;
        }

        @Override
        int allowed(int cell) {
            int used = 0;
            for (int peer : geometry.peers[cell]) {
                used |= 1 << grid[geometry.positions[peer]];
            }
            return allDigits & ~used;
        }

        @Override
        void place(int cell, int digit) {
            // the grid itself is the record
        }

        @Override
        void unplace(int cell, int digit) {
            // the grid itself is the record
        }
    }

    /** Fills the empty cells from index {@code from} on, row-major; true means stop. */
    private static boolean fill(int[] cells, int from, Search search) {
        int cell = from;
        while (cell < CELLS && cells[cell] != 0) {
            cell++;
        }
        if (cell == CELLS) {
            return search.solutionFound(cells);
        }
        int candidates = candidates(cells, cell);
        while (candidates != 0) {
            int bit = candidates & -candidates;
            candidates ^= bit;
            if (!search.enterNode()) {
                return true;
            }
            cells[cell] = Integer.numberOfTrailingZeros(bit);
            if (fill(cells, cell + 1, search)) {
                return true;
            }
            cells[cell] = 0;
            search.backtrack();
        }
        return false;
    }

    /** The digits no peer of {@code cell} holds, as bits 1..9. */
    private static int candidates(int[] cells, int cell) {
        int used = 0;
        for (int peer : ClassicTables.PEERS[cell]) {
            used |= 1 << cells[peer];
        }
        return ALL_DIGITS & ~used;
    }
}
