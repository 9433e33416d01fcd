package io.github.sudokusolver;

import java.time.Duration;

/**
 * The bookkeeping of one search call, shared by every strategy: the node budget, the deadline, interruption, the
 * solutions seen and the statistics. A strategy calls {@link #enterNode()} before each placement and
 * {@link #solutionFound(int[])} at each complete grid; both answer whether the search must stop. One instance serves
 * one call on one thread.
 */
final class Search {

    private final long startNanos;
    private final long maxNodes;
    private final long deadlineNanos;
    private final boolean hasDeadline;
    private final Layout layout;
    private final long solutionLimit;
    private final boolean keepFirstSolution;
    /** Nodes between two reads of the clock and the interrupt flag, less one: a power of two less one. */
    private final long checkIntervalMask;

    private long nodes;
    private long backtracks;
    private long solutions;
    private byte[] firstSolution;
    private SolveResult.AbortReason abortReason;

    /**
     * Starts the bookkeeping of one call. {@code nodesPerCheck} (a power of two) is how many of the strategy's nodes
     * pass between reads of the clock and the interrupt flag: a budget of work, chosen per strategy so that a warm
     * search reads them every few microseconds, and an interpreted one (a fresh JVM) well within a millisecond.
     */
    Search(SolveLimits limits, Layout layout, long solutionLimit, boolean keepFirstSolution, int nodesPerCheck) {
        this.layout = layout;
        this.startNanos = System.nanoTime();
        this.maxNodes = limits.maxNodes();
        Duration timeout = limits.timeout().orElse(null);
        this.hasDeadline = timeout != null;
        this.deadlineNanos = hasDeadline ? startNanos + saturatedNanos(timeout) : 0;
        this.solutionLimit = solutionLimit;
        this.keepFirstSolution = keepFirstSolution;
        this.checkIntervalMask = nodesPerCheck - 1;
        if (Thread.currentThread().isInterrupted()) {
            abortReason = SolveResult.AbortReason.INTERRUPTED;
        }
    }

    /** Accounts for placing one digit; false means the search must stop now, without placing it. */
    boolean enterNode() {
        if (nodes >= maxNodes) {
            abortReason = SolveResult.AbortReason.NODE_LIMIT;
            return false;
        }
        nodes++;
        if ((nodes & checkIntervalMask) == 0) {
            return checkClockAndInterrupt();
        }
        return true;
    }

    /** Accounts for taking a placement back. */
    void backtrack() {
        backtracks++;
    }

    /**
     * Records a complete grid, one digit per grid position of the layout; true means the search has seen enough
     * solutions and must stop.
     */
    boolean solutionFound(int[] cells) {
        if (solutions == 0 && keepFirstSolution) {
            byte[] copy = new byte[cells.length];
            for (int i = 0; i < cells.length; i++) {
                copy[i] = (byte) cells[i];
            }
            firstSolution = copy;
        }
        solutions++;
        return solutions >= solutionLimit;
    }

    private boolean checkClockAndInterrupt() {
        if (Thread.currentThread().isInterrupted()) {
            abortReason = SolveResult.AbortReason.INTERRUPTED;
            return false;
        }
        if (hasDeadline && System.nanoTime() - deadlineNanos >= 0) {
            abortReason = SolveResult.AbortReason.TIMEOUT;
            return false;
        }
        return true;
    }

    boolean isAborted() {
        return abortReason != null;
    }

    SolveStatistics statistics() {
        return new SolveStatistics(nodes, backtracks, Duration.ofNanos(System.nanoTime() - startNanos));
    }

    /** The result of a solve: the first solution wins over a later abort, which cannot happen with a limit of 1. */
    SolveResult toResult() {
        if (firstSolution != null) {
            return SolveResult.solved(Board.ofTrustedCells(layout, firstSolution), statistics());
        }
        if (abortReason != null) {
            return SolveResult.aborted(abortReason, statistics());
        }
        return SolveResult.noSolution(statistics());
    }

    /** The answer of a count, or the exception that says it is not exact. */
    long toCount() {
        if (abortReason != null) {
            throw new SearchAbortedException(abortReason, solutions, statistics());
        }
        return solutions;
    }

    /** The timeout in nanoseconds, or a bound centuries away when it does not fit in a long. */
    static long saturatedNanos(Duration timeout) {
        try {
            return timeout.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE / 2;
        }
    }
}
