package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Avoidable rectangles: the unique rectangles of cells the solving placed. Four cells on two rows and two columns
 * whose swap is sound ({@link UniqueRectangles#swappable}: on the classic grid, over two boxes), none of them given,
 * holding {@code a} in two opposite corners and {@code b} in the other two, could swap {@code a} and {@code b} and
 * give a second solution; a puzzle with one solution never lets its cells end that way. Corners are indexed as in
 * {@link UniqueRectangles} ({@code r1c1, r1c2, r2c1, r2c2}; opposite corners {@code i} and {@code 3 - i}).
 * <ul>
 *   <li>Type 1: three corners are solved, the open corner's two partners (in its row and its column) with
 *       {@code b} and the corner opposite it with {@code a}: the open corner is not {@code a}. Rated 4.5, as the
 *       unique rectangle type 1 it mirrors.</li>
 *   <li>Type 2: two corners on one side are solved, {@code a} and {@code b}; the two open corners hold only the digit
 *       that would close the pattern and one same extra digit {@code x}: one of them is {@code x}, so no cell that
 *       sees both is. Rated 4.6, as the unique rectangle type 2.</li>
 * </ul>
 * Groups: the four corners with {@code ab}, then the open corners with their other digits. Only a puzzle's givens
 * say which placed cells may swap, so the search needs them ({@link FinderLists.GivensSearch}); the rectangles come
 * in the unique rectangles' order, in one walk that reads four marks of most.
 */
final class AvoidableRectangles {

    /** Type 2's rating: Sudoku Explainer's for the unique rectangle type 2 (type 1 has the technique's own). */
    private static final double TYPE_2_DIFFICULTY = 4.6;
    /** The sides: corners 0 and 1 (row), 2 and 3 (row), 0 and 2 (column), 1 and 3 (column). */
    private static final int[][] SIDES = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};

    private AvoidableRectangles() {
    }

    /**
     * The first type 1, else the first type 2, in one walk over the rectangles: {@code givens[cell]} is true for a
     * cell the puzzle gave. Quick: no budget is spent.
     */
    static Step find(Grid grid, int[] marks, boolean[] givens, Budget budget) {
        int rows = grid.layout.rows();
        int columns = grid.layout.columns();
        byte[] sound = UniqueRectangles.soundness(grid);
        int[] corners = new int[4];
        Step firstTypeTwo = null;
        for (int r1 = 0; r1 < rows; r1++) {
            for (int r2 = r1 + 1; r2 < rows; r2++) {
                for (int c1 = 0; c1 < columns; c1++) {
                    corners[0] = grid.geometry.cellAt(r1 * columns + c1);
                    corners[2] = grid.geometry.cellAt(r2 * columns + c1);
                    if (corners[0] < 0 || corners[2] < 0) {
                        continue; // a hole of the samurai grid
                    }
                    int left = solvedCount(grid, marks, givens, corners[0], corners[2]);
                    for (int c2 = c1 + 1; c2 < columns; c2++) {
                        corners[1] = grid.geometry.cellAt(r1 * columns + c2);
                        corners[3] = grid.geometry.cellAt(r2 * columns + c2);
                        if (corners[1] < 0 || corners[3] < 0) {
                            continue;
                        }
                        // type 1 needs three corners placed by the solving, type 2 two
                        int solved = left + solvedCount(grid, marks, givens, corners[1], corners[3]);
                        if (solved < 2 || solved < 3 && firstTypeTwo != null
                                || !UniqueRectangles.isSound(grid, sound, r1, r2, c1, c2, corners)) {
                            continue;
                        }
                        Step one = solved == 3 ? typeOne(grid, marks, givens, corners) : null;
                        if (one != null) {
                            return one;
                        }
                        if (solved == 2 && firstTypeTwo == null) {
                            firstTypeTwo = typeTwo(grid, marks, givens, corners);
                        }
                    }
                }
            }
        }
        return firstTypeTwo;
    }

    private static int solvedCount(Grid grid, int[] marks, boolean[] givens, int first, int second) {
        return (solved(grid, marks, givens, first) ? 1 : 0) + (solved(grid, marks, givens, second) ? 1 : 0);
    }

    private static Step typeOne(Grid grid, int[] marks, boolean[] givens, int[] corners) {
        for (int open = 0; open < corners.length; open++) {
            int opposite = 3 - open;
            if (!isOpen(grid, marks, corners[open]) || !solved(grid, marks, givens, corners[opposite])
                    || !solved(grid, marks, givens, corners[open ^ 1])
                    || !solved(grid, marks, givens, corners[open ^ 2])) {
                continue;
            }
            int a = marks[corners[opposite]] & grid.all;
            int b = marks[corners[open ^ 1]] & grid.all;
            if ((marks[corners[open ^ 2]] & grid.all) != b || (marks[corners[open]] & a) == 0) {
                continue;
            }
            return start(grid, marks, corners, a | b, corners[open]).eliminate(corners[open], Grid.digit(a))
                    .build();
        }
        return null;
    }

    private static Step typeTwo(Grid grid, int[] marks, boolean[] givens, int[] corners) {
        for (int[] side : SIDES) {
            int first = side[0];
            int second = side[1];
            if (!solved(grid, marks, givens, corners[first]) || !solved(grid, marks, givens, corners[second])) {
                continue;
            }
            // The open corners opposite the solved ones would close the pattern with the solved digits.
            int closesFirst = corners[3 - first];
            int closesSecond = corners[3 - second];
            int a = marks[corners[first]] & grid.all;
            int b = marks[corners[second]] & grid.all;
            int firstDigits = openDigits(grid, marks, closesFirst);
            int x = firstDigits & ~a;
            if (Integer.bitCount(x) != 1 || (x & b) != 0 || (firstDigits & a) == 0
                    || openDigits(grid, marks, closesSecond) != (b | x)) {
                continue;
            }
            StepBuilder step = start(grid, marks, corners, a | b, closesFirst, closesSecond)
                    .difficulty(TYPE_2_DIFFICULTY);
            Wings.eliminateSeeingAll(step, grid, marks, x, closesFirst, closesSecond);
            if (!step.changesNothing()) {
                return step.build();
            }
        }
        return null;
    }

    /** Placed by the solving, not given: the only cells a swap of the rectangle's digits may change. */
    private static boolean solved(Grid grid, int[] marks, boolean[] givens, int cell) {
        return (marks[cell] & grid.placed) != 0 && !givens[cell];
    }

    /** The step with its first parts: the digits, the corners with them, and the open corners with their others. */
    private static StepBuilder start(Grid grid, int[] marks, int[] corners, int pair, int... open) {
        int others = 0;
        for (int cell : open) {
            others |= openDigits(grid, marks, cell) & ~pair;
        }
        return new StepBuilder(Technique.AVOIDABLE_RECTANGLE, grid).digitBits(pair).group(pair, corners.clone())
                .group(others, open);
    }
}
