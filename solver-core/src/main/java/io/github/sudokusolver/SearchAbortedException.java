package io.github.sudokusolver;

import java.util.Objects;

/**
 * Thrown by {@link Solver#countSolutions(Board, long, SolveLimits)} when the count stops at a limit or an interrupt
 * before it is exact. It carries the reason, the solutions counted so far (a lower bound) and what the search cost.
 * When the reason is {@link SolveResult.AbortReason#INTERRUPTED}, the thread's interrupt status is still set.
 */
public final class SearchAbortedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Why the count stopped. */
    private final SolveResult.AbortReason reason;
    /** Solutions counted before the stop. */
    private final long solutionsFound;
    /** What the search cost; not serialized. */
    private final transient SolveStatistics statistics;

    /**
     * Creates the exception.
     *
     * @param reason why the count stopped; not null
     * @param solutionsFound solutions counted before it stopped
     * @param statistics what the search cost; not null
     */
    public SearchAbortedException(SolveResult.AbortReason reason, long solutionsFound, SolveStatistics statistics) {
        super("count aborted (" + reason + ") after " + solutionsFound + " solutions and "
                + statistics.nodes() + " nodes");
        this.reason = Objects.requireNonNull(reason, "reason");
        this.solutionsFound = solutionsFound;
        this.statistics = statistics;
    }

    /**
     * Returns why the count stopped.
     *
     * @return the reason
     */
    public SolveResult.AbortReason reason() {
        return reason;
    }

    /**
     * Returns how many solutions were counted before the stop: a lower bound of the true count.
     *
     * @return the partial count
     */
    public long solutionsFound() {
        return solutionsFound;
    }

    /**
     * Returns what the search cost up to the stop.
     *
     * @return the statistics
     */
    public SolveStatistics statistics() {
        return statistics;
    }
}
