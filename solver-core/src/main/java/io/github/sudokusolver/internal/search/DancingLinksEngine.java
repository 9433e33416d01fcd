package io.github.sudokusolver.internal.search;

/**
 * Knuth's Algorithm X on dancing links: a board as an exact-cover problem, for every layout. Each column of the
 * matrix is a condition that exactly one chosen candidate must meet: "cell c holds a digit" for every cell and
 * "region r holds digit d" for every region and digit. Each row is a candidate (a cell and a digit) and meets the
 * conditions of its cell and of its digit in each region of the cell. The search takes the column with the fewest
 * rows left, tries each of them, and unlinks what they exclude; the links restore in the reverse order.
 *
 * <p>On a killer layout the rows follow the cages too: cage mates are not exact-cover conditions (a cage holds only
 * some of the digits), so after each placement the rows of the empty cells of every cage it may change (its own, and
 * those with a cell in one of its regions) that the cage no longer allows ({@link CageCheck#allowed}: a digit the
 * cage holds, or one that leaves a sum its other cells cannot make with the digits they can take) are unlinked, and
 * linked again when the placement is taken back. The counts of the columns then see the cages: a cell whose cage
 * allows it no digit, or a digit of a region that no cell of it can take any more, is a column with no rows, the
 * dead end the search takes first, and a cage's cell with two digits left is chosen as early as any other.
 *
 * <p>It shares no code with the other strategies' searches, which is its first use: a second opinion on the layouts
 * where the row-major backtracking strategies are hopeless. It is also the textbook answer to "how fast is exact
 * cover here", measured against the general solver in {@code LayoutBenchmark}.
 */
public final class DancingLinksEngine extends Engine {

    /** The one instance. */
    public static final DancingLinksEngine INSTANCE = new DancingLinksEngine();

    private DancingLinksEngine() {
        super(16); // a node covers a handful of columns: well under a microsecond each
    }

    @Override
    public void search(Geometry geometry, int[] grid, Search search) {
        new Matrix(geometry, grid, search).run();
    }

    /** The linked matrix of one search, in parallel int arrays; node 0 is the root, nodes 1..columns the headers. */
    private static final class Matrix {
        private final Search search;
        private final int size;
        private final int[] positions;
        private final int[] grid;
        private final int[] left;
        private final int[] right;
        private final int[] up;
        private final int[] down;
        /** The header of each node's column. */
        private final int[] header;
        /** The candidate of each row node, {@code cell * size + digit - 1}; -1 for the root and the headers. */
        private final int[] candidate;
        /** Rows left in each column, by header. */
        private final int[] count;
        /** The row node chosen at each depth. */
        private final int[] chosen;
        /** The first node of each candidate's row. */
        private final int[] rowStart;
        /** The cages' partial sums; null on a layout without cages. */
        private final CageCheck cages;
        /** Every digit, bit d for digit d: what a cell is asked for when its rows are pruned. */
        private final int allDigits;
        /** The first node of each row the cages have unlinked, in order; restored from the top. */
        private final int[] pruned;
        private int prunedCount;

        Matrix(Geometry geometry, int[] grid, Search search) {
            this.search = search;
            this.size = geometry.size;
            this.positions = geometry.positions;
            this.grid = grid;
            this.cages = CageCheck.of(geometry);
            this.allDigits = (1 << size + 1) - 2;
            int cells = geometry.cellCount();
            int columns = cells + geometry.regionCount() * size;
            int nodes = 1 + columns;
            for (int cell = 0; cell < cells; cell++) {
                nodes += size * (1 + geometry.regionsOf[cell].length);
            }
            left = new int[nodes];
            right = new int[nodes];
            up = new int[nodes];
            down = new int[nodes];
            header = new int[nodes];
            candidate = new int[nodes];
            count = new int[1 + columns];
            chosen = new int[cells];
            rowStart = new int[cells * size];
            pruned = cages == null ? null : new int[cells * size];
            for (int h = 0; h <= columns; h++) {
                left[h] = h == 0 ? columns : h - 1;
                right[h] = h == columns ? 0 : h + 1;
                up[h] = h;
                down[h] = h;
                header[h] = h;
                candidate[h] = -1;
            }
            int next = columns + 1;
            for (int cell = 0; cell < cells; cell++) {
                int[] regions = geometry.regionsOf[cell];
                for (int digit = 0; digit < size; digit++) {
                    int first = next;
                    rowStart[cell * size + digit] = first;
                    next = link(next, first, 1 + cell, cell * size + digit);
                    for (int region : regions) {
                        next = link(next, first, 1 + cells + region * size + digit, cell * size + digit);
                    }
                }
            }
        }

        /** Appends node {@code node} at the foot of column {@code h} and at the end of the row that starts at first. */
        private int link(int node, int first, int h, int cand) {
            header[node] = h;
            candidate[node] = cand;
            up[node] = up[h];
            down[node] = h;
            down[up[h]] = node;
            up[h] = node;
            count[h]++;
            left[node] = node == first ? node : left[first];
            right[node] = first;
            right[left[node]] = node;
            left[first] = node;
            return node + 1;
        }

        void run() {
            for (int cell = 0; cell < positions.length; cell++) {
                int digit = grid[positions[cell]];
                if (digit != 0) {
                    // Givens are consistent (the caller rejects clashes), so no column is met twice.
                    int row = rowStart[cell * size + digit - 1];
                    coverRow(row);
                    if (cages != null) {
                        cages.place(cell, digit);
                    }
                }
            }
            if (cages != null) {
                if (!cages.allFeasible()) {
                    return;
                }
                for (int c = 0; c < cages.cageCount(); c++) {
                    pruneCage(c);
                }
            }
            solve(0);
        }

        /**
         * After a placement in {@code cell}, unlinks the rows that its cage and the cages it may change no longer
         * allow; {@link #restore} takes them back.
         */
        private void prune(int cell) {
            int own = cages.cageOf(cell);
            if (own >= 0) {
                pruneCage(own);
            }
            for (int c : cages.touchedBy(cell)) {
                pruneCage(c);
            }
        }

        /** Unlinks the rows of the empty cells of cage {@code c} whose digits the cage does not allow there. */
        private void pruneCage(int c) {
            for (int cell : cages.cellsOf(c)) {
                if (!cages.isEmpty(cell)) {
                    continue;
                }
                int allowed = cages.allowed(cell, allDigits);
                int h = 1 + cell;
                for (int i = down[h]; i != h; i = down[i]) {
                    if ((allowed & 1 << candidate[i] % size + 1) == 0) {
                        int j = i;
                        do {
                            down[up[j]] = down[j];
                            up[down[j]] = up[j];
                            count[header[j]]--;
                            j = right[j];
                        } while (j != i);
                        pruned[prunedCount++] = i;
                    }
                }
            }
        }

        /** Links again the rows unlinked since {@code mark}, the last first. */
        private void restore(int mark) {
            while (prunedCount > mark) {
                int i = pruned[--prunedCount];
                int j = i;
                do {
                    j = left[j];
                    count[header[j]]++;
                    down[up[j]] = j;
                    up[down[j]] = j;
                } while (j != i);
            }
        }

        /** Covers every column of the row of {@code node}, its own included. */
        private void coverRow(int node) {
            int j = node;
            do {
                cover(header[j]);
                j = right[j];
            } while (j != node);
        }

        /** Finds the exact covers from here; true means stop. */
        private boolean solve(int depth) {
            if (right[0] == 0) {
                for (int i = 0; i < depth; i++) {
                    int cand = candidate[chosen[i]];
                    grid[positions[cand / size]] = cand % size + 1;
                }
                return search.solutionFound(grid);
            }
            int best = right[0];
            for (int h = right[best]; h != 0 && count[best] > 1; h = right[h]) {
                if (count[h] < count[best]) {
                    best = h;
                }
            }
            if (count[best] == 0) {
                return false;
            }
            cover(best);
            for (int row = down[best]; row != best; row = down[row]) {
                int cand = candidate[row];
                int cell = cand / size;
                int digit = cand % size + 1;
                if (!search.enterNode()) {
                    return true; // the matrix is dropped; no need to restore it
                }
                chosen[depth] = row;
                for (int j = right[row]; j != row; j = right[j]) {
                    cover(header[j]);
                }
                int mark = prunedCount;
                if (cages != null) {
                    cages.place(cell, digit);
                    prune(cell);
                }
                if (solve(depth + 1)) {
                    return true;
                }
                if (cages != null) {
                    restore(mark);
                    cages.unplace(cell, digit);
                }
                for (int j = left[row]; j != row; j = left[j]) {
                    uncover(header[j]);
                }
                search.backtrack();
            }
            uncover(best);
            return false;
        }

        private void cover(int h) {
            right[left[h]] = right[h];
            left[right[h]] = left[h];
            for (int i = down[h]; i != h; i = down[i]) {
                for (int j = right[i]; j != i; j = right[j]) {
                    down[up[j]] = down[j];
                    up[down[j]] = up[j];
                    count[header[j]]--;
                }
            }
        }

        private void uncover(int h) {
            for (int i = up[h]; i != h; i = up[i]) {
                for (int j = left[i]; j != i; j = left[j]) {
                    count[header[j]]++;
                    down[up[j]] = j;
                    up[down[j]] = j;
                }
            }
            right[left[h]] = h;
            left[right[h]] = h;
        }
    }
}
