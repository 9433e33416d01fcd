package io.github.sudokusolver;

import java.util.Objects;

/**
 * The contract every built-in strategy shares, written once: argument checks, rejecting clashing givens before any
 * search, limits, interruption and the shape of the answer. A strategy supplies only {@link #search(int[], Search)}.
 */
abstract class AbstractSolver implements Solver {

    private final String name;

    AbstractSolver(String name) {
        this.name = name;
    }

    /**
     * Explores the completions of {@code cells} (row-major, 0 = empty, givens consistent), reporting each complete
     * grid to {@link Search#solutionFound(int[])} and each placement to {@link Search#enterNode()}, until one of them
     * says stop or the search space is exhausted. May scribble on {@code cells}, which is a private copy.
     */
    abstract void search(int[] cells, Search search);

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final SolveResult solve(Board puzzle, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        Search search = new Search(limits, 1, true);
        int[] cells = puzzle.toCellArray();
        if (Grid.hasConflict(cells)) {
            return SolveResult.invalid(puzzle.conflicts(), search.statistics());
        }
        if (!search.isAborted()) {
            search(cells, search);
        }
        SolveResult result = search.toResult();
        if (result.status() == SolveResult.Status.ABORTED) {
            Logging.debug("{} aborted: {}", name, result);
        }
        return result;
    }

    @Override
    public final long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        Search search = new Search(limits, limit, false);
        int[] cells = puzzle.toCellArray();
        if (Grid.hasConflict(cells)) {
            return 0;
        }
        if (!search.isAborted()) {
            search(cells, search);
        }
        return search.toCount();
    }

    @Override
    public String toString() {
        return name;
    }
}
