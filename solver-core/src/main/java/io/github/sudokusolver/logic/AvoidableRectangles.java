package io.github.sudokusolver.logic;

import java.util.function.Function;

/**
 * Avoidable rectangles: the unique rectangles of cells the solving placed. Four cells over two rows, two columns and
 * two boxes, none of them given, holding {@code a} in two opposite corners and {@code b} in the other two, could swap
 * {@code a} and {@code b} and give a second solution; a puzzle with one solution never lets its cells end that way.
 * Corners are indexed as in {@link UniqueRectangles} ({@code r1c1, r1c2, r2c1, r2c2}; opposite corners {@code i} and
 * {@code 3 - i}).
 * <ul>
 *   <li>Type 1: three corners are solved, the open corner's two partners (in its row and its column) with
 *       {@code b} and the corner opposite it with {@code a}: the open corner is not {@code a}. Rated 4.5, as the
 *       unique rectangle type 1 it mirrors.</li>
 *   <li>Type 2: two corners in a line are solved, {@code a} and {@code b}; the two open corners hold only the digit
 *       that would close the pattern and one same extra digit {@code x}: one of them is {@code x}, so no cell that
 *       sees both is. Rated 4.6, as the unique rectangle type 2.</li>
 * </ul>
 * Groups: the four corners with {@code ab}, then the open corners with their other digits.
 */
final class AvoidableRectangles {

    /** Type 2's rating: Sudoku Explainer's for the unique rectangle type 2 (type 1 has the technique's own). */
    private static final double TYPE_2_DIFFICULTY = 4.6;
    /** Two corners in one line: corners 0 and 1 (row), 2 and 3 (row), 0 and 2 (column), 1 and 3 (column). */
    private static final int[][] LINES = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};

    private AvoidableRectangles() {
    }

    /** The first type 1 in reading order, else the first type 2; {@code givens[cell]} marks the puzzle's digits. */
    static Step find(short[] marks, boolean[] givens) {
        Step one = overTwoBoxes(corners -> typeOne(marks, givens, corners));
        return one != null ? one : overTwoBoxes(corners -> typeTwo(marks, givens, corners));
    }

    private static Step typeOne(short[] marks, boolean[] givens, int[] corners) {
        for (int open = 0; open < corners.length; open++) {
            int opposite = 3 - open;
            if (!Singles.isOpen(marks, corners[open]) || !solved(marks, givens, corners[opposite])
                    || !solved(marks, givens, corners[open ^ 1]) || !solved(marks, givens, corners[open ^ 2])) {
                continue;
            }
            int a = marks[corners[opposite]] & Candidates.ALL;
            int b = marks[corners[open ^ 1]] & Candidates.ALL;
            if ((marks[corners[open ^ 2]] & Candidates.ALL) != b || (marks[corners[open]] & a) == 0) {
                continue;
            }
            return start(marks, corners, a | b, corners[open]).eliminateAll(marks, corners[open], a).build();
        }
        return null;
    }

    private static Step typeTwo(short[] marks, boolean[] givens, int[] corners) {
        for (int[] line : LINES) {
            int first = line[0];
            int second = line[1];
            if (!solved(marks, givens, corners[first]) || !solved(marks, givens, corners[second])) {
                continue;
            }
            // The open corners opposite the solved ones would close the pattern with the solved digits.
            int closesFirst = corners[3 - first];
            int closesSecond = corners[3 - second];
            int a = marks[corners[first]] & Candidates.ALL;
            int b = marks[corners[second]] & Candidates.ALL;
            int firstDigits = Singles.openDigits(marks, closesFirst);
            int x = firstDigits & ~a;
            if (Integer.bitCount(x) != 1 || (x & b) != 0 || (firstDigits & a) == 0
                    || Singles.openDigits(marks, closesSecond) != (b | x)) {
                continue;
            }
            StepBuilder step = start(marks, corners, a | b, closesFirst, closesSecond).difficulty(TYPE_2_DIFFICULTY);
            step.eliminateSeeingAll(marks, x, closesFirst, closesSecond);
            if (!step.changesNothing()) {
                return step.build();
            }
        }
        return null;
    }

    /**
     * The first step {@code at} finds on a rectangle over two rows, two columns and two boxes, in reading order; the
     * corners come as {@code r1c1, r1c2, r2c1, r2c2} in an array reused between calls.
     */
    private static Step overTwoBoxes(Function<int[], Step> at) {
        int[] corners = new int[4];
        for (int r1 = 0; r1 < House.GRID.rows(); r1++) {
            for (int r2 = r1 + 1; r2 < House.GRID.rows(); r2++) {
                boolean sameBand = House.bandOf(r1) == House.bandOf(r2);
                for (int c1 = 0; c1 < House.GRID.columns(); c1++) {
                    for (int c2 = c1 + 1; c2 < House.GRID.columns(); c2++) {
                        if (sameBand == (House.stackOf(c1) == House.stackOf(c2))) {
                            continue; // one box, or four: no deadly pattern
                        }
                        corners[0] = House.GRID.cellOf(r1, c1);
                        corners[1] = House.GRID.cellOf(r1, c2);
                        corners[2] = House.GRID.cellOf(r2, c1);
                        corners[3] = House.GRID.cellOf(r2, c2);
                        Step step = at.apply(corners);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Placed by the solving, not given: the only cells a swap of the rectangle's digits may change. */
    private static boolean solved(short[] marks, boolean[] givens, int cell) {
        return (marks[cell] & Candidates.PLACED) != 0 && !givens[cell];
    }

    /** The step with its first parts: the digits, the corners with them, and the open corners with their others. */
    private static StepBuilder start(short[] marks, int[] corners, int pair, int... open) {
        int others = 0;
        for (int cell : open) {
            others |= Singles.openDigits(marks, cell) & ~pair;
        }
        return new StepBuilder(Technique.AVOIDABLE_RECTANGLE).digitBits(pair).group(pair, corners).group(others, open);
    }
}
