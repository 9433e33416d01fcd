package io.github.sudokusolver;

import java.time.Duration;

/**
 * The {@link SolveLimits} of one call of the {@link LogicalSolver} or of {@link Generator#puzzle(Difficulty,
 * Symmetry, SolveLimits)}, shared by every search inside it: the uniqueness checks and solves of the fast solver, the
 * searches over pencil marks, and the assumptions the chain techniques follow. Each of those charges its nodes here,
 * so the node budget bounds the whole call; the clock and the interrupt flag are read at every node charged here (a
 * node costs microseconds, a read of the clock some nanoseconds), between technique searches, and inside every
 * nested solve, so that a stop comes within a millisecond or so of the bound. A stop is a
 * {@link SearchAbortedException} carrying the whole call's nodes and time; it unwinds the call at once. One instance
 * serves one call on one thread.
 */
final class Budget {

    private final long maxNodes;
    private final long startNanos;
    private final boolean hasDeadline;
    private final long deadlineNanos;
    private long nodes;

    Budget(SolveLimits limits) {
        this.maxNodes = limits.maxNodes();
        this.startNanos = System.nanoTime();
        Duration timeout = limits.timeout().orElse(null);
        this.hasDeadline = timeout != null;
        this.deadlineNanos = hasDeadline ? startNanos + Search.saturatedNanos(timeout) : 0;
    }

    /** No bound but the thread's interrupt flag: what the methods without {@link SolveLimits} use. */
    static Budget unlimited() {
        return new Budget(SolveLimits.none());
    }

    /** Charges one node, then reads the clock and the flag; throws when the budget is spent or either says stop. */
    void spend() {
        if (nodes >= maxNodes) {
            throw abort(SolveResult.AbortReason.NODE_LIMIT);
        }
        nodes++;
        check();
    }

    /** Reads the interrupt flag and the clock now; throws if either says stop. */
    void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw abort(SolveResult.AbortReason.INTERRUPTED);
        }
        if (hasDeadline && System.nanoTime() - deadlineNanos >= 0) {
            throw abort(SolveResult.AbortReason.TIMEOUT);
        }
    }

    /**
     * Counts the solutions of {@code puzzle}, whose givens must not clash, up to {@code limit} with
     * {@link Solver#fastest()} within what is left of this budget, and charges the nodes it took.
     */
    long countSolutions(Board puzzle, long limit) {
        check();
        Search search = BitboardSolver.INSTANCE.countSearch(puzzle, limit, remaining());
        nodes += search.statistics().nodes();
        try {
            return search.toCount();
        } catch (SearchAbortedException stopped) {
            throw abort(stopped.reason());
        }
    }

    /** Solves {@code puzzle} with {@link Solver#fastest()} within what is left, and charges the nodes it took. */
    SolveResult solve(Board puzzle) {
        check();
        SolveResult result = Solver.fastest().solve(puzzle, remaining());
        nodes += result.statistics().nodes();
        if (result.status() == SolveResult.Status.ABORTED) {
            throw abort(result.abortReason().orElseThrow(() -> new IllegalStateException("no abort reason")));
        }
        return result;
    }

    /** The limits of a nested search: the nodes and the time this call has left. */
    private SolveLimits remaining() {
        SolveLimits left = SolveLimits.none();
        if (maxNodes != Long.MAX_VALUE) {
            left = left.withMaxNodes(maxNodes - nodes);
        }
        if (hasDeadline) {
            left = left.withTimeout(Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime())));
        }
        return left;
    }

    private SearchAbortedException abort(SolveResult.AbortReason reason) {
        return new SearchAbortedException(reason, 0,
                new SolveStatistics(nodes, 0, Duration.ofNanos(System.nanoTime() - startNanos)));
    }
}
