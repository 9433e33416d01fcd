package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * Remote pair: bivalue cells on the same two digits, each seeing the next, alternate their values along the chain, so
 * a cell seeing two of them an odd number of steps apart holds neither digit. Rated as the XY-chain it is. It needs
 * nothing of a house but that its cells differ, so it holds on every layout through any peer (a diagonal, a window,
 * a jigsaw region, a killer cage mate); the classic grid's finder runs it on
 * {@link Grid#CLASSIC}.
 */
final class RemotePairs {

    /** The shortest segment that is a remote pair: four cells (three steps); one step is a naked pair. */
    private static final int MIN_STEPS = 3;

    private RemotePairs() {
    }

    /** The remote pair with the shortest segment (the easiest XY-chain), pair by pair in ascending masks, or null. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        Search search = new Search(grid, marks);
        if (search.bivalueCount <= MIN_STEPS) {
            return null;
        }
        for (int high = 1; high < grid.size; high++) {
            for (int low = 0; low < high; low++) {
                search.pair(1 << high | 1 << low);
            }
        }
        return search.step();
    }

    /** The best segment so far over every pair of digits, found by a breadth-first search from each cell. */
    private static final class Search {
        private final Grid grid;
        private final int[] marks;
        /** The open cells with exactly two candidates, ascending. */
        private final int[] bivalue;
        private final int bivalueCount;
        private final int[] members;
        private final int[] distance;
        private final int[] previous;
        private final int[] queue;
        private int count;
        private int bestSteps = Integer.MAX_VALUE;
        private int bestPair;
        private int[] bestPath;

        Search(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
            int[] cells = new int[grid.cells];
            int n = 0;
            for (int cell = 0; cell < grid.cells; cell++) {
                if (Integer.bitCount(openDigits(grid, marks, cell)) == 2) {
                    cells[n++] = cell;
                }
            }
            this.bivalue = cells;
            this.bivalueCount = n;
            this.members = new int[n];
            this.distance = new int[grid.cells];
            this.previous = new int[grid.cells];
            this.queue = new int[n];
        }

        void pair(int pair) {
            count = 0;
            for (int i = 0; i < bivalueCount; i++) {
                if (openDigits(grid, marks, bivalue[i]) == pair) {
                    members[count++] = bivalue[i];
                }
            }
            if (count <= MIN_STEPS) {
                return;
            }
            for (int i = 0; i < count; i++) {
                fromCell(pair, members[i]);
            }
        }

        /** Every member at an odd distance of three steps or more from {@code start}, seen by a cell with the pair. */
        private void fromCell(int pair, int start) {
            for (int i = 0; i < count; i++) {
                distance[members[i]] = -1;
            }
            distance[start] = 0;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int cell = queue[head++];
                if (distance[cell] >= bestSteps) {
                    return; // breadth first: every later cell is at least as far
                }
                if (distance[cell] >= MIN_STEPS && distance[cell] % 2 == 1 && cell > start
                        && hasTarget(pair, start, cell)) {
                    bestSteps = distance[cell];
                    bestPair = pair;
                    bestPath = path(cell);
                    return;
                }
                for (int i = 0; i < count; i++) {
                    int next = members[i];
                    if (distance[next] < 0 && grid.sees(cell, next)) {
                        distance[next] = distance[cell] + 1;
                        previous[next] = cell;
                        queue[tail++] = next;
                    }
                }
            }
        }

        private boolean hasTarget(int pair, int one, int other) {
            for (int cell : grid.peersOf(one)) {
                if ((openDigits(grid, marks, cell) & pair) != 0 && grid.sees(cell, other)) {
                    return true;
                }
            }
            return false;
        }

        /** The cells from the search's start to {@code end}, start first. */
        private int[] path(int end) {
            int[] cells = new int[distance[end] + 1];
            int cell = end;
            for (int i = cells.length - 1; i >= 0; i--) {
                cells[i] = cell;
                cell = previous[cell];
            }
            return cells;
        }

        /**
         * The step of the best segment: its ends' common peers lose both digits; the links read, for the lower digit
         * {@code a}, "if the first cell is not a it is b, so the next is not b but a, ..., so the last is a".
         */
        Step step() {
            if (bestPath == null) {
                return null;
            }
            int first = bestPath[0];
            int last = bestPath[bestPath.length - 1];
            int a = Grid.digit(bestPair);
            int b = Grid.digit(bestPair & bestPair - 1);
            StepBuilder step = new StepBuilder(Technique.REMOTE_PAIR, grid)
                    .difficulty(Chains.difficulty(Technique.REMOTE_PAIR, 2 * bestPath.length + 2));
            for (int cell : grid.peersOf(first)) {
                if (grid.sees(cell, last)) {
                    for (int bits = openDigits(grid, marks, cell) & bestPair; bits != 0; bits &= bits - 1) {
                        step.eliminate(cell, Grid.digit(bits));
                    }
                }
            }
            int on = a;
            int off = b;
            for (int i = 0; i < bestPath.length; i++) {
                int cell = bestPath[i];
                step.cell(cell).strongLink(cell, on, cell, off);
                if (i + 1 < bestPath.length) {
                    step.weakLink(cell, off, bestPath[i + 1], off);
                }
                int swap = on;
                on = off;
                off = swap;
            }
            return step.build();
        }
    }
}
