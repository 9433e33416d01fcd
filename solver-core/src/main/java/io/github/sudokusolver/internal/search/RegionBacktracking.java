package io.github.sudokusolver.internal.search;

/**
 * The classic strategies' row-major backtracking on a grid other than the classic grid, where the fixed row,
 * column and box tables give way to the geometry's list of regions. The loop is written once; each strategy keeps its
 * own idea of which digits a cell allows ({@link #allowed(int)}) and of what placing one updates. Empty cells are
 * visited in row-major order and digits tried from 1 up, so the first solution is the lexicographically smallest,
 * as on 9x9. On a killer layout the loop also checks each cage as it fills its cells ({@link CageCheck}): the
 * strategies' own bookkeeping keeps the regions, and a cage's mates are peers, so only the sums are added here.
 */
abstract class RegionBacktracking {

    final Geometry geometry;
    /** The digit of each grid position, 0 while empty: what the search reports. */
    final int[] grid;
    private final Search search;
    private final int[] blanks;
    private int blankCount;
    /** The cages' partial sums; null on a layout without cages. */
    private final CageCheck cages;

    RegionBacktracking(Geometry geometry, int[] grid, Search search) {
        this.geometry = geometry;
        this.search = search;
        this.grid = grid;
        this.blanks = new int[geometry.cellCount()];
        this.cages = CageCheck.of(geometry);
    }

    /**
     * Records the givens through {@link #place}, then fills the blanks unless a cage is already a dead end; called
     * once, after the subclass has built its tables.
     */
    final void run() {
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            int digit = grid[geometry.positions[cell]];
            if (digit == 0) {
                blanks[blankCount++] = cell;
            } else {
                place(cell, digit);
                if (cages != null) {
                    cages.place(cell, digit);
                }
            }
        }
        if (cages == null || cages.allFeasible()) {
            fill(0);
        }
    }

    /** The digits {@code cell} allows now, bit {@code d} for digit {@code d}. */
    abstract int allowed(int cell);

    /** Records digit {@code digit} in compact cell {@code cell}. */
    abstract void place(int cell, int digit);

    /** Takes back what {@link #place} recorded. */
    abstract void unplace(int cell, int digit);

    /** Fills the blanks from index {@code next} on; true means stop. */
    private boolean fill(int next) {
        if (next == blankCount) {
            return search.solutionFound(grid);
        }
        int cell = blanks[next];
        int position = geometry.positions[cell];
        int allowed = cages == null ? allowed(cell) : cages.allowed(cell, allowed(cell));
        while (allowed != 0) {
            int bit = allowed & -allowed;
            allowed ^= bit;
            int digit = Integer.numberOfTrailingZeros(bit);
            if (cages != null) {
                cages.place(cell, digit);
                if (!cages.feasibleAfter(cell)) {
                    cages.unplace(cell, digit); // a cage this digit leaves without a completion: not a choice
                    continue;
                }
            }
            if (!search.enterNode()) {
                return true;
            }
            place(cell, digit);
            grid[position] = digit;
            if (fill(next + 1)) {
                return true;
            }
            grid[position] = 0;
            unplace(cell, digit);
            if (cages != null) {
                cages.unplace(cell, digit);
            }
            search.backtrack();
        }
        return false;
    }
}
