package io.github.sudokusolver;

/**
 * Row-major backtracking that keeps no bookkeeping at all: at each empty cell it computes the set of digits still
 * allowed by reading the cell's 20 peers on the grid, as the candidate-set write-up does. Same visiting order and
 * node count as {@link BooleanArraySolver}. Cost per node: 20 grid reads to build the set, nothing to undo but the
 * cell itself. The set is an int bitmask rather than a {@code Set<Integer>}: same idea, no allocation per node.
 */
final class CandidateSetSolver extends AbstractSolver {

    static final CandidateSetSolver INSTANCE = new CandidateSetSolver();

    private static final int ALL_DIGITS = 0b11_1111_1110;

    private CandidateSetSolver() {
        super("candidate-set", 256); // a placement and 20 peer reads: 20-50 ns warm
    }

    @Override
    void search(Board puzzle, Search search) {
        if (!puzzle.layout().isClassic()) {
            new RegionRun(puzzle, search).start().fill(0);
            return;
        }
        fill(puzzle.toCellArray(), 0, search);
    }

    /** The same reading of the peers for any layout; nothing to record or take back. */
    private static final class RegionRun extends RegionBacktracking {
        private final int allDigits;

        RegionRun(Board puzzle, Search search) {
            super(puzzle, search);
            allDigits = (1 << layout.size() + 1) - 2;
        }

        @Override
        int allowed(int cell) {
            int used = 0;
            for (int peer : layout.tables.peers[cell]) {
                used |= 1 << grid[layout.tables.positions[peer]];
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
        while (cell < Board.CELLS && cells[cell] != 0) {
            cell++;
        }
        if (cell == Board.CELLS) {
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
        for (int peer : Grid.PEERS[cell]) {
            used |= 1 << cells[peer];
        }
        return ALL_DIGITS & ~used;
    }
}
