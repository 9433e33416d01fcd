package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;

/**
 * The checks {@link LogicalSolver} makes before it solves: a board's givens and its solution count, or pencil marks'
 * placed digits and the solutions they allow (on a killer grid, with the cage sums). Anything but one solution is
 * {@link UnsuitablePuzzleException}.
 */
final class PuzzleChecks {

    private PuzzleChecks() {
    }

    /** Checks a puzzle and returns its grid: the layout's, refused when it has variant rules other than cages. */
    static Grid checkPuzzle(Board board, Budget budget) {
        Grid grid = checkGivens(board);
        long solutions = grid.isClassic() ? budget.countSolutions(GRID, Candidates.gridOf(board), 2)
                : budget.countSolutions(grid.geometry, grid.positionsOf(board), 2);
        if (solutions == 0) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.NO_SOLUTION,
                    "the puzzle has no solution");
        }
        if (solutions > 1) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.MULTIPLE_SOLUTIONS,
                    "the puzzle has more than one solution; logical solving and rating need exactly one");
        }
        return grid;
    }

    /** Checks a puzzle's givens, not its solutions, and returns its grid as {@link #checkPuzzle} does. */
    static Grid checkGivens(Board board) {
        Grid grid = Grid.of(board.layout());
        if (!board.conflicts().isEmpty()) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.CLASHING_GIVENS,
                    "the givens clash: " + board.conflicts().get(0));
        }
        return grid;
    }

    /**
     * Refuses pencil marks with a digit placed twice in a house, or that allow no solution or more than one. No bound
     * of its own: the count is exact, or the call's budget stops it with SearchAbortedException.
     */
    static void checkCandidates(Grid grid, int[] marks, Budget budget) {
        for (int house = 0; house < grid.houseCount(); house++) {
            int placed = 0;
            for (int cell : grid.cellsOf(house)) {
                if ((marks[cell] & grid.placed) != 0) {
                    if ((placed & marks[cell]) != 0) {
                        throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.CLASHING_GIVENS,
                                Grid.digit(marks[cell] & grid.all) + " is placed twice in " + grid.name(house));
                    }
                    placed |= marks[cell] & grid.all;
                }
            }
        }
        countedOnce(new MarksSearch(grid, Long.MAX_VALUE, budget).count(marks, 2));
    }

    /** Refuses candidates that allow no solution or more than one. */
    static void countedOnce(int count) {
        if (count == 0) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.NO_SOLUTION,
                    "these candidates allow no solution (a solution digit was removed, or a placement is wrong)");
        }
        if (count > 1) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.MULTIPLE_SOLUTIONS,
                    "these candidates allow more than one solution; logical solving needs exactly one");
        }
    }
}
