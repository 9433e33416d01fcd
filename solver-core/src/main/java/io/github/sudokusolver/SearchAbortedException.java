package io.github.sudokusolver;

import java.util.Locale;
import java.util.Objects;

/**
 * Thrown by {@link Solver#countSolutions(Board, long, SolveLimits)} when the count stops at a limit or an interrupt
 * before it is exact, and by the {@link io.github.sudokusolver.logic.LogicalSolver} and the
 * {@link io.github.sudokusolver.generate.Generator} when their work stops so. It carries
 * the reason, the solutions counted so far (a lower bound) and what the search cost; the message says which limit
 * stopped the search and how to let it finish.
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
        super(message(reason, solutionsFound, statistics));
        this.reason = reason;
        this.solutionsFound = solutionsFound;
        this.statistics = statistics;
    }

    /** Which limit stopped the search, what it had done by then, and how to let it finish. */
    private static String message(SolveResult.AbortReason reason, long solutionsFound, SolveStatistics statistics) {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(statistics, "statistics");
        String nodes = SolveStatistics.count(statistics.nodes(), "node");
        String found = ", with " + SolveStatistics.count(solutionsFound, "solution") + " found; ";
        return switch (reason) {
            case NODE_LIMIT -> "the search stopped at its node budget (SolveLimits.withMaxNodes) after " + nodes
                    + found + "raise the budget to let it finish";
            case TIMEOUT -> "the search stopped at its timeout (SolveLimits.withTimeout) after "
                    + String.format(Locale.ROOT, "%.1f ms", statistics.elapsed().toNanos() / 1e6) + " and " + nodes
                    + found + "allow more time to let it finish";
            case INTERRUPTED -> "the search stopped because its thread was interrupted, after " + nodes + found
                    + "no limit to raise: the interrupt status stays set";
        };
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
