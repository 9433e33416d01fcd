package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import java.util.Arrays;

/**
 * Remote pair: bivalue cells on the same two digits, each seeing the next, alternate their values along the chain, so
 * a cell seeing two of them an odd number of steps apart holds neither digit. Rated as the XY-chain it is.
 */
final class RemotePairs {

    /** The shortest segment that is a remote pair: four cells (three steps); one step is a naked pair. */
    private static final int MIN_STEPS = 3;

    private RemotePairs() {
    }

    /** The remote pair with the shortest segment (the easiest XY-chain), pair by pair, or null. */
    static Step find(short[] marks) {
        Search search = new Search(marks);
        for (int pair = 0; pair <= Candidates.ALL; pair++) {
            if (Integer.bitCount(pair) == 2) {
                search.pair(pair);
            }
        }
        return search.step();
    }

    /** The best segment so far over every pair of digits, found by a breadth-first search from each cell. */
    private static final class Search {
        private final short[] marks;
        private final int[] members = new int[CELLS];
        private final int[] distance = new int[CELLS];
        private final int[] previous = new int[CELLS];
        private final int[] queue = new int[CELLS];
        private int count;
        private int bestSteps = Integer.MAX_VALUE;
        private int bestPair;
        private int[] bestPath;

        Search(short[] marks) {
            this.marks = marks;
        }

        void pair(int pair) {
            count = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                if (Singles.openDigits(marks, cell) == pair) {
                    members[count++] = cell;
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
            Arrays.fill(distance, -1);
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
                    if (distance[next] < 0 && GRID.sees(cell, next)) {
                        distance[next] = distance[cell] + 1;
                        previous[next] = cell;
                        queue[tail++] = next;
                    }
                }
            }
        }

        private boolean hasTarget(int pair, int one, int other) {
            for (int cell : GRID.peersOf(one)) {
                if ((Singles.openDigits(marks, cell) & pair) != 0 && GRID.sees(cell, other)) {
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
            int a = Candidates.digit(bestPair);
            int b = Candidates.digit(bestPair & bestPair - 1);
            StepBuilder step = new StepBuilder(Technique.REMOTE_PAIR)
                    .difficulty(Chains.difficulty(Technique.REMOTE_PAIR, 2 * bestPath.length + 2));
            for (int cell : GRID.peersOf(first)) {
                if (GRID.sees(cell, last)) {
                    step.eliminateAll(marks, cell, bestPair);
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
