package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Unique loops of 6 to 14 cells over any layout, as {@link UniqueLoops} finds them on the classic grid: closed paths
 * that alternate moves along a row and along a column of the layout, each move between two cells that see each
 * other, whose cells all hold {@code a} and {@code b}, and every region and every cage holding none of them or
 * exactly two. Type 1: the one cell with more is neither; type 2: of two cells with the same one extra digit
 * {@code x}, one is {@code x}.
 *
 * <p>Why it holds on any layout: if every loop cell held only {@code a} or {@code b}, each cell would differ from the
 * next (they see each other) and the loop, of even length, would read {@code a b a b ...}. A region or a cage
 * holding two loop cells an even number of steps apart would then hold one digit twice, which no solution does; one
 * holding two cells an odd number apart holds {@code a} and {@code b}, before and after swapping the two digits in
 * the loop, and keeps its sum. So with every region and cage holding none or two, the swap of a solution would be a
 * second solution with the same givens (the loop cells are open). A diagonal, a window, a jigsaw region or a cage
 * holding one loop cell would hold the swapped digit in its place: such loops are not used.
 */
final class UniqueLoops {

    private static final int LEAST_CELLS = 6;
    private static final int MOST_CELLS = 14;
    /** Cells of a loop that may hold more than {@code ab}: one for type 1, two for type 2. */
    private static final int MOST_EXTRA_CELLS = 2;

    private UniqueLoops() {
    }

    /** A loop's difficulty: longer loops are harder to see (8 and 9 cells +0.1, 10 and more +0.4). */
    static double difficulty(int cells) {
        return Technique.UNIQUE_LOOP.difficulty() + (cells >= 10 ? 0.4 : cells >= 8 ? 0.1 : 0);
    }

    /** The shortest loop that eliminates something, both types, pair by pair. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        int[] bivalue = new int[grid.size * grid.size]; // cells holding exactly each pair of digits, a * size + b
        for (int cell = 0; cell < grid.cells; cell++) {
            int digits = openDigits(grid, marks, cell);
            if (Integer.bitCount(digits) == 2) {
                int a = Integer.numberOfTrailingZeros(digits);
                bivalue[a * grid.size + 31 - Integer.numberOfLeadingZeros(digits)]++;
            }
        }
        for (int length = LEAST_CELLS; length <= MOST_CELLS; length += 2) {
            for (int a = 0; a < grid.size; a++) {
                for (int b = a + 1; b < grid.size; b++) {
                    if (bivalue[a * grid.size + b] < length - MOST_EXTRA_CELLS) {
                        continue;
                    }
                    Step step = new Search(grid, marks, 1 << a | 1 << b, length, budget).run();
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** The loops of one pair and one length: paths from their least cell, a row move first. */
    private static final class Search {
        private final Grid grid;
        private final int[] marks;
        private final int pair;
        private final int length;
        private final Budget budget;
        private final int[] path;
        /** Loop cells in each region, then in each cage. */
        private final int[] inHouse;
        private int extraCells;

        Search(Grid grid, int[] marks, int pair, int length, Budget budget) {
            this.grid = grid;
            this.marks = marks;
            this.pair = pair;
            this.length = length;
            this.budget = budget;
            this.path = new int[length];
            this.inHouse = new int[grid.houseCount() + grid.cageCount()];
        }

        Step run() {
            for (int start = 0; start < grid.cells; start++) {
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
            return (openDigits(grid, marks, cell) & pair) == pair;
        }

        /** Puts {@code cell} at {@code index} of the path, then tries every next cell. */
        private Step extend(int cell, int index) {
            boolean extra = openDigits(grid, marks, cell) != pair;
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
            boolean alongRow = index % 2 == 0;
            int row = grid.geometry.rowOf(cell);
            int column = grid.geometry.columnOf(cell);
            int count = alongRow ? grid.layout.columns() : grid.layout.rows();
            for (int i = 0; i < count; i++) {
                int other = alongRow ? grid.geometry.cellOf(row, i) : grid.geometry.cellOf(i, column);
                if (other > path[0] && other != cell && holdsPair(other) && grid.sees(cell, other)) {
                    Step step = extend(other, index + 1);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /** Counts the cell in its regions and cage; false when one of them would hold more than two loop cells. */
        private boolean enter(int cell) {
            boolean fits = true;
            for (int house : grid.housesOf(cell)) {
                fits &= ++inHouse[house] <= 2;
            }
            if (grid.cageOf[cell] >= 0) {
                fits &= ++inHouse[grid.houseCount() + grid.cageOf[cell]] <= 2;
            }
            return fits;
        }

        private void leave(int cell) {
            for (int house : grid.housesOf(cell)) {
                inHouse[house]--;
            }
            if (grid.cageOf[cell] >= 0) {
                inHouse[grid.houseCount() + grid.cageOf[cell]]--;
            }
        }

        /** The path's last move is a row move; a column move back to the start closes it. */
        private Step close() {
            int last = path[length - 1];
            if (grid.geometry.columnOf(last) != grid.geometry.columnOf(path[0]) || !grid.sees(last, path[0])
                    || extraCells == 0) {
                return null;
            }
            for (int cell : path) {
                for (int house : grid.housesOf(cell)) {
                    if (inHouse[house] != 2) {
                        return null;
                    }
                }
                if (grid.cageOf[cell] >= 0 && inHouse[grid.houseCount() + grid.cageOf[cell]] != 2) {
                    return null;
                }
            }
            return conclude();
        }

        private Step conclude() {
            int[] extras = new int[extraCells];
            int n = 0;
            int digits = 0;
            for (int cell : path) {
                if (openDigits(grid, marks, cell) != pair) {
                    extras[n++] = cell;
                    digits |= openDigits(grid, marks, cell) & ~pair;
                }
            }
            StepBuilder step = new StepBuilder(Technique.UNIQUE_LOOP, grid).difficulty(difficulty(length))
                    .digitBits(pair).group(pair, path.clone()).group(digits, extras);
            if (n == 1) {
                for (int bits = pair; bits != 0; bits &= bits - 1) {
                    step.eliminate(extras[0], Grid.digit(bits & -bits));
                }
            } else if (Integer.bitCount(digits) == 1) { // each extra cell holds ab and the same x
                Wings.eliminateSeeingAll(step, grid, marks, digits, extras);
            }
            return step.changesNothing() ? null : step.build();
        }
    }
}
