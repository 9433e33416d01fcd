package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Unique loops of 6 to 14 cells holding {@code ab}, two in every house they touch (4 cells are a rectangle): if all
 * held only {@code a} or {@code b}, swapping the two would give a second solution. Type 1: the one cell with more is
 * neither; type 2: of two cells with the same one extra digit {@code x}, one is {@code x}. Found as closed paths that
 * alternate row and column moves.
 */
final class UniqueLoops {

    private static final int LEAST_CELLS = 6;
    private static final int MOST_CELLS = 14;
    /** Cells of a loop that may hold more than {@code ab}: one for type 1, two for type 2. */
    private static final int MOST_EXTRA_CELLS = 2;

    private UniqueLoops() {
    }

    /** The shortest loop that eliminates something, both types, pair by pair. */
    static Step find(short[] marks, Budget budget) {
        int[] bivalue = new int[Candidates.ALL + 1]; // cells holding exactly each pair of digits
        for (int cell = 0; cell < CELLS; cell++) {
            int digits = Singles.openDigits(marks, cell);
            bivalue[digits] += Integer.bitCount(digits) == 2 ? 1 : 0;
        }
        for (int length = LEAST_CELLS; length <= MOST_CELLS; length += 2) {
            for (int a = 0; a < DIGITS; a++) {
                for (int b = a + 1; b < DIGITS; b++) {
                    if (bivalue[1 << a | 1 << b] < length - MOST_EXTRA_CELLS) {
                        continue;
                    }
                    Step step = new Search(marks, 1 << a | 1 << b, length, budget).run();
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** Sukaku Explainer's 4.5 plus 0.1, 0.2 or 0.5: the base is the 6-cell loop's 4.6. */
    static double difficulty(int cells) {
        return Technique.UNIQUE_LOOP.difficulty() + (cells >= 10 ? 0.4 : cells >= 8 ? 0.1 : 0);
    }

    /** The loops of one pair and one length: paths from their least cell, a row move first. */
    private static final class Search {
        private final short[] marks;
        private final int pair;
        private final int length;
        private final Budget budget;
        private final int[] path;
        /** Loop cells in each house, by house index. */
        private final int[] inHouse = new int[GRID.regionCount()];
        private int extraCells;

        Search(short[] marks, int pair, int length, Budget budget) {
            this.marks = marks;
            this.pair = pair;
            this.length = length;
            this.budget = budget;
            this.path = new int[length];
        }

        Step run() {
            for (int start = 0; start < CELLS; start++) {
                if (holdsPair(start)) {
                    budget.spend();
                    Step step = extend(start, 0);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        private boolean holdsPair(int cell) {
            return (Singles.openDigits(marks, cell) & pair) == pair;
        }

        /** Puts {@code cell} at {@code index} of the path, then tries every next cell. */
        private Step extend(int cell, int index) {
            boolean extra = Singles.openDigits(marks, cell) != pair;
            if (extra && extraCells == MOST_EXTRA_CELLS) {
                return null;
            }
            if (!enter(cell)) {
                leave(cell);
                return null;
            }
            extraCells += extra ? 1 : 0;
            path[index] = cell;
            Step step = index == length - 1 ? close() : next(cell, index);
            extraCells -= extra ? 1 : 0;
            leave(cell);
            return step;
        }

        /** The next cell along the row (even moves) or the column (odd ones), after the start cell. */
        private Step next(int cell, int index) {
            int line = index % 2 == 0 ? GRID.rowOf(cell) : House.FIRST_COLUMN + GRID.columnOf(cell);
            for (int other : GRID.cellsOf(line)) {
                if (other > path[0] && other != cell && holdsPair(other)) {
                    Step step = extend(other, index + 1);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /** Counts the cell in its houses; false when one of them would hold more than two loop cells. */
        private boolean enter(int cell) {
            boolean fits = true;
            for (int house : GRID.regionsOf(cell)) {
                fits &= ++inHouse[house] <= 2;
            }
            return fits;
        }

        private void leave(int cell) {
            for (int house : GRID.regionsOf(cell)) {
                inHouse[house]--;
            }
        }

        /** The path's last move is a row move; a column move back to the start closes it. */
        private Step close() {
            int last = path[length - 1];
            if (GRID.columnOf(last) != GRID.columnOf(path[0]) || extraCells == 0) {
                return null;
            }
            for (int cell : path) {
                for (int house : GRID.regionsOf(cell)) {
                    if (inHouse[house] != 2) {
                        return null;
                    }
                }
            }
            return conclude();
        }

        private Step conclude() {
            int[] extras = new int[extraCells];
            int n = 0;
            int digits = 0;
            for (int cell : path) {
                if (Singles.openDigits(marks, cell) != pair) {
                    extras[n++] = cell;
                    digits |= Singles.openDigits(marks, cell) & ~pair;
                }
            }
            StepBuilder step = new StepBuilder(Technique.UNIQUE_LOOP).difficulty(difficulty(length))
                    .digitBits(pair).group(pair, path).group(digits, extras);
            if (n == 1) {
                step.eliminateAll(marks, extras[0], pair);
            } else if (Integer.bitCount(digits) == 1) { // each extra cell holds ab and the same x
                step.eliminateSeeingAll(marks, digits, extras);
            }
            return step.changesNothing() ? null : step.build();
        }
    }
}
