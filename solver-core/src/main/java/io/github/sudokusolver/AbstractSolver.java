package io.github.sudokusolver;

import java.util.Objects;

/**
 * The contract every built-in strategy shares, written once: argument checks, rejecting clashing givens before any
 * search, limits, interruption and the shape of the answer. A strategy supplies only {@link #search(Board, Search)}.
 */
abstract class AbstractSolver implements Solver {

    private final String name;
    private final int nodesPerCheck;

    /**
     * @param name the solver's name
     * @param nodesPerCheck nodes between reads of the clock and the interrupt flag, a power of two: about as many
     *     as this strategy places in a few microseconds when warm
     */
    AbstractSolver(String name, int nodesPerCheck) {
        if (Integer.bitCount(nodesPerCheck) != 1) {
            throw new IllegalArgumentException("nodesPerCheck must be a power of two, was " + nodesPerCheck);
        }
        this.name = name;
        this.nodesPerCheck = nodesPerCheck;
    }

    /**
     * Explores the completions of {@code puzzle} (whose givens are consistent), reporting each complete grid to
     * {@link Search#solutionFound(int[])} and each placement to {@link Search#enterNode()}, until one of them says
     * stop or the search space is exhausted.
     */
    abstract void search(Board puzzle, Search search);

    /**
     * The solver that searches boards of {@code layout} on this one's behalf: itself, unless it is specialised to
     * the classic grid and hands other layouts to a general one.
     */
    AbstractSolver forLayout(Layout layout) {
        return this;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final SolveResult solve(Board puzzle, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        AbstractSolver searcher = forLayout(puzzle.layout());
        Search search = new Search(limits, puzzle.layout(), 1, true, searcher.nodesPerCheck);
        if (puzzle.hasConflict()) {
            return SolveResult.invalid(puzzle.conflicts(), search.statistics());
        }
        if (!search.isAborted()) {
            searcher.search(puzzle, search);
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
        if (puzzle.hasConflict()) {
            return 0;
        }
        return countSearch(puzzle, limit, limits).toCount();
    }

    /**
     * The search of a count of {@code puzzle}, whose givens must not clash, run to its end or to a stop: its
     * statistics, and the count (or the abort) by {@link Search#toCount()}. The logical solver and the generator
     * count through it so that they can charge its nodes to a budget of their own.
     */
    final Search countSearch(Board puzzle, long limit, SolveLimits limits) {
        AbstractSolver searcher = forLayout(puzzle.layout());
        Search search = new Search(limits, puzzle.layout(), limit, false, searcher.nodesPerCheck);
        if (!search.isAborted()) {
            searcher.search(puzzle, search);
        }
        return search;
    }

    @Override
    public String toString() {
        return name;
    }
}
