package io.github.sudokusolver.logic;

/**
 * Naked and hidden singles over the marks of any layout, propagated from a queue instead of by sweeps: the state a
 * search copies at each node holds the marks (one per cell, as {@link Candidates} keeps them), then the number of
 * places each digit has in each region (placed cells counted), then each region's placed digits. Removing a digit
 * from a cell updates the counts of the cell's regions, and a cell left with one digit or a digit left with one
 * place in a region queues a placement, so a placement costs its own eliminations, not a pass over the grid.
 *
 * <p>It reaches the same marks as placing naked and hidden singles by sweeps until nothing changes (and fails where
 * they fail): each rule only removes digits, and removes no fewer from fewer marks, so every order ends at the same
 * fixpoint. The search over it therefore takes the same branches and counts the same nodes. It needs marks in which
 * no placed digit is still a candidate of a peer and a placed cell holds one digit ({@link #start} answers null
 * otherwise).
 */
final class MarksPropagation {

    private final Grid grid;
    private final int size;
    private final int cells;
    private final int countsAt;
    private final int placedAt;
    private final int length;
    /** Events: a cell below {@code cells}, else {@code cells + region * size + digit - 1}. */
    private final int[] queue;
    private int top;
    private boolean failed;
    /** The states of the branches, by depth. */
    private int[][] branches = new int[16][];

    MarksPropagation(Grid grid) {
        this.grid = grid;
        this.size = grid.size;
        this.cells = grid.cells;
        int regions = grid.houseCount();
        this.countsAt = cells;
        this.placedAt = countsAt + regions * size;
        this.length = placedAt + regions;
        int mostRegions = 0;
        for (int cell = 0; cell < cells; cell++) {
            mostRegions = Math.max(mostRegions, grid.housesOf(cell).length);
        }
        // Each removal queues at most its cell and one event per region of the cell; start queues the rest.
        this.queue = new int[cells * size * (1 + mostRegions) + cells + regions * size];
    }

    /**
     * The state of {@code marks} with its singles queued, or null when the marks are not consistent (a placed digit
     * still a candidate of a peer, or a placed cell holding other than one digit). {@code marks} is not changed.
     */
    int[] start(int[] marks) {
        top = 0;
        failed = false;
        int[] state = new int[length];
        System.arraycopy(marks, 0, state, 0, cells);
        for (int cell = 0; cell < cells; cell++) {
            int mark = marks[cell];
            if ((mark & grid.placed) == 0) {
                int n = Integer.bitCount(mark & grid.all);
                if (n == 0) {
                    failed = true;
                } else if (n == 1) {
                    queue[top++] = cell;
                }
                continue;
            }
            int bit = mark & grid.all;
            if (Integer.bitCount(bit) != 1) {
                return null;
            }
            for (int peer : grid.peersOf(cell)) {
                if ((marks[peer] & bit) != 0) {
                    return null;
                }
            }
        }
        for (int region = 0; region < grid.houseCount(); region++) {
            int at = countsAt + region * size;
            for (int cell : grid.cellsOf(region)) {
                int mark = marks[cell];
                if ((mark & grid.placed) != 0) {
                    state[placedAt + region] |= mark & grid.all;
                }
                for (int bits = mark & grid.all; bits != 0; bits &= bits - 1) {
                    state[at + Integer.numberOfTrailingZeros(bits)]++;
                }
            }
            for (int digit = 0; digit < size; digit++) {
                if (state[at + digit] == 0) {
                    failed = true;
                } else if (state[at + digit] == 1 && (state[placedAt + region] & 1 << digit) == 0) {
                    queue[top++] = cells + region * size + digit;
                }
            }
        }
        return state;
    }

    /**
     * A copy of a state for a branch at {@code depth} (1 below the start): one array per depth, reused by the
     * next branch at that depth, whose state the search no longer needs by then.
     */
    int[] copy(int[] state, int depth) {
        if (depth >= branches.length) {
            branches = java.util.Arrays.copyOf(branches, Math.max(depth + 1, branches.length * 2));
        }
        int[] next = branches[depth];
        if (next == null) {
            next = new int[length];
            branches[depth] = next;
        }
        System.arraycopy(state, 0, next, 0, length);
        return next;
    }

    /** Places {@code bit} in the open {@code cell}: removes its other digits, then {@code bit} from its peers. */
    void place(int[] state, int cell, int bit) {
        for (int others = state[cell] & grid.all & ~bit; others != 0; others &= others - 1) {
            lose(state, cell, others & -others);
        }
        state[cell] = grid.placed | bit;
        for (int region : grid.housesOf(cell)) {
            if ((state[placedAt + region] & bit) != 0) {
                failed = true;
            }
            state[placedAt + region] |= bit;
        }
        for (int peer : grid.peersOf(cell)) {
            if (failed) {
                return;
            }
            if ((state[peer] & (grid.placed | bit)) == bit) {
                eliminate(state, peer, bit);
            }
        }
    }

    /** Removes {@code bit} of the open {@code cell} (not yet placed) from each region's count; queues the singles. */
    private void lose(int[] state, int cell, int bit) {
        int digit = Integer.numberOfTrailingZeros(bit);
        for (int region : grid.housesOf(cell)) {
            int left = --state[countsAt + region * size + digit];
            if (left <= 1 && (state[placedAt + region] & bit) == 0) {
                if (left == 0) {
                    failed = true;
                } else {
                    queue[top++] = cells + region * size + digit;
                }
            }
        }
    }

    /** Removes {@code bit} from the open {@code cell} and queues what follows (a peer's, or the cage check's). */
    void eliminate(int[] state, int cell, int bit) {
        state[cell] &= ~bit;
        int left = state[cell] & grid.all;
        if (left == 0) {
            failed = true;
        } else if ((left & left - 1) == 0) {
            queue[top++] = cell;
        }
        lose(state, cell, bit);
    }

    /** Empties the queue, after a contradiction found outside it (a cage without a filling). */
    void clear() {
        top = 0;
        failed = false;
    }

    /**
     * Places the queued singles and those they lead to until none is left.
     *
     * @return false on a contradiction (a cell without a digit, a digit without a place in a region); the queue is
     *     empty after either answer
     */
    boolean propagate(int[] state) {
        while (top > 0 && !failed) {
            int event = queue[--top];
            if (event < cells) {
                int mark = state[event];
                if ((mark & grid.placed) == 0) {
                    place(state, event, mark & grid.all);
                }
                continue;
            }
            int index = event - cells;
            int region = index / size;
            int bit = 1 << index % size;
            if ((state[placedAt + region] & bit) == 0 && state[countsAt + index] == 1) {
                for (int cell : grid.cellsOf(region)) {
                    if ((state[cell] & bit) != 0) {
                        place(state, cell, bit);
                        break;
                    }
                }
            }
        }
        boolean ok = !failed;
        top = 0;
        failed = false;
        return ok;
    }
}
