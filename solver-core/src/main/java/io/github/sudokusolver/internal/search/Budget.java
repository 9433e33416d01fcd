package io.github.sudokusolver.internal.search;

import java.time.Duration;

/**
 * The limits of one whole call of the step engine or the generator, shared by every search inside it: the
 * uniqueness checks and solves of the fast engine, the searches over pencil marks, and the assumptions the chain
 * techniques follow. Each of those charges its nodes here, so the node budget bounds the whole call; the clock and
 * the interrupt flag are read at every node charged here (a node costs microseconds, a read of the clock some
 * nanoseconds), between technique searches, and inside every nested search, so that a stop comes within a
 * millisecond or so of the bound. A stop is a {@link Stopped} carrying the whole call's nodes and time; it unwinds
 * the call at once, and the call's public method turns it into the API's exception. One instance serves one call on
 * one thread.
 */
public final class Budget {

    private final long maxNodes;
    private final long startNanos;
    private final Search.Bounds bounds;
    private long nodes;

    /**
     * A budget that starts now.
     *
     * @param maxNodes the nodes the whole call may charge, {@link Long#MAX_VALUE} for no bound
     * @param timeout the time the whole call may take, or null for no bound
     */
    public Budget(long maxNodes, Duration timeout) {
        this.maxNodes = maxNodes;
        this.startNanos = System.nanoTime();
        this.bounds = Search.Bounds.of(maxNodes, timeout);
    }

    /**
     * No bound but the thread's interrupt flag.
     *
     * @return a budget that starts now
     */
    public static Budget unlimited() {
        return new Budget(Long.MAX_VALUE, null);
    }

    /**
     * Charges one node, then reads the clock and the flag.
     *
     * @throws Stopped when the budget is spent or either says stop
     */
    public void spend() {
        if (nodes >= maxNodes) {
            throw stopped(Stop.NODE_LIMIT);
        }
        nodes++;
        check();
    }

    /**
     * Reads the interrupt flag and the clock now.
     *
     * @throws Stopped if either says stop
     */
    public void check() {
        Stop stop = bounds.stopNow();
        if (stop != null) {
            throw stopped(stop);
        }
    }

    /**
     * Counts the solutions of a grid, whose givens must not clash, up to {@code limit} with the fast engine (the
     * general one off the classic grid) within what is left of this budget, and charges the nodes it took.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position; not changed
     * @param limit the most solutions to count
     * @return the exact count if below {@code limit}, else {@code limit}
     * @throws Stopped if the budget runs out before the count is exact
     */
    public long countSolutions(Geometry geometry, int[] grid, long limit) {
        return run(geometry, grid, limit, false).solutions();
    }

    /**
     * Solves a grid, whose givens must not clash, with the fast engine within what is left, and charges the nodes
     * it took.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position; not changed
     * @return a solution, one digit per grid position, or null if there is none
     * @throws Stopped if the budget runs out before the answer is known
     */
    public int[] solve(Geometry geometry, int[] grid) {
        return run(geometry, grid, 1, true).firstSolutionGrid();
    }

    /**
     * The first two solutions of a grid, whose givens must not clash, with the fast engine within what is left and
     * at most {@code cap} nodes, and charges the nodes it took: what tells the killer generator which cells a second
     * solution changes.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position; not changed
     * @param cap the most nodes this search may take; when they run out first, the answer is unknown
     * @return no, one or two solutions, one digit per grid position each; null if the cap ran out first
     * @throws Stopped if the budget runs out, or the clock or the flag says stop, before the answer is known
     */
    public int[][] twoSolutions(Geometry geometry, int[] grid, long cap) {
        check();
        Engine engine = BitboardEngine.INSTANCE.forGeometry(geometry);
        boolean capped = cap < nodesLeft();
        Search search = Search.keepingTwo(new Search.Bounds(Math.min(cap, nodesLeft()), bounds.deadlineNanos()),
                engine);
        if (search.stop() == null) {
            engine.search(geometry, grid.clone(), search);
        }
        nodes += search.nodes();
        if (search.stop() == Stop.NODE_LIMIT && capped) {
            return null;
        }
        if (search.stop() != null) {
            throw stopped(search.stop());
        }
        if (search.solutions() == 0) {
            return new int[0][];
        }
        if (search.solutions() == 1) {
            return new int[][] {search.firstSolutionGrid()};
        }
        return new int[][] {search.firstSolutionGrid(), search.secondSolutionGrid()};
    }

    /**
     * Counts the completions of pencil marks up to {@code limit} with the general engine, every rule of the geometry
     * kept, within what is left of this budget and at most {@code cap} nodes, and charges the nodes it took.
     *
     * @param geometry the grid's geometry
     * @param cellMasks per compact cell, the digits it may hold (bit {@code d - 1} for digit {@code d}); not changed
     * @param limit the most solutions to count
     * @param cap the most nodes this count may take; when they run out first, the answer is unknown
     * @return the exact count if below {@code limit}, else {@code limit}; -1 if the cap ran out first
     * @throws Stopped if the budget runs out, or the clock or the flag says stop, before the answer is known
     */
    public long countWithin(Geometry geometry, int[] cellMasks, long limit, long cap) {
        check();
        boolean capped = cap < nodesLeft();
        Search search = new Search(new Search.Bounds(Math.min(cap, nodesLeft()), bounds.deadlineNanos()), limit,
                false, GeneralEngine.INSTANCE);
        if (search.stop() == null) {
            GeneralEngine.searchWithin(geometry, cellMasks, search);
        }
        nodes += search.nodes();
        if (search.stop() == Stop.NODE_LIMIT && capped) {
            return -1;
        }
        if (search.stop() != null) {
            throw stopped(search.stop());
        }
        return search.solutions();
    }

    private Search run(Geometry geometry, int[] grid, long limit, boolean keepFirst) {
        check();
        Engine engine = BitboardEngine.INSTANCE.forGeometry(geometry);
        Search search = new Search(remaining(), limit, keepFirst, engine);
        if (search.stop() == null) {
            engine.search(geometry, grid.clone(), search);
        }
        nodes += search.nodes();
        if (search.stop() != null) {
            throw stopped(search.stop());
        }
        return search;
    }

    /**
     * Charges the nodes of work done elsewhere on this call's behalf, then reads the clock and the flag.
     *
     * @param spent nodes to charge
     * @throws Stopped if the budget is now spent, or the clock or the flag says stop
     */
    public void charge(long spent) {
        nodes += spent;
        if (nodes > maxNodes) {
            throw stopped(Stop.NODE_LIMIT);
        }
        check();
    }

    /**
     * Charges the nodes of work done elsewhere on this call's behalf that was stopped, and returns the stop of the
     * whole call, for the caller to throw.
     *
     * @param reason why the work elsewhere stopped
     * @param spent the nodes it took
     * @return the stop, with this call's nodes and time
     */
    public Stopped stoppedElsewhere(Stop reason, long spent) {
        nodes += spent;
        return stopped(reason);
    }

    /** The bounds of a nested search: the nodes this call has left, and its deadline. */
    private Search.Bounds remaining() {
        return new Search.Bounds(nodesLeft(), bounds.deadlineNanos());
    }

    /** @return the nodes this call has left, {@link Long#MAX_VALUE} if it has no bound */
    public long nodesLeft() {
        return maxNodes == Long.MAX_VALUE ? maxNodes : Math.max(0, maxNodes - nodes);
    }

    /** @return the time this call has left, zero once it is past; null if it has no deadline */
    public Duration timeLeft() {
        if (bounds.deadlineNanos() == Search.Bounds.NO_DEADLINE) {
            return null;
        }
        return Duration.ofNanos(Math.max(0, bounds.deadlineNanos() - System.nanoTime()));
    }

    /** @return the nodes charged so far */
    public long nodes() {
        return nodes;
    }

    /** @return the time since the budget started */
    public Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    private Stopped stopped(Stop reason) {
        return new Stopped(reason, nodes, elapsed());
    }

    /**
     * The unwinding of a call whose budget ran out: why, and the whole call's nodes and time. Caught by the call's
     * public method, which throws the API's exception in its place; it never leaves the library.
     */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final Stop reason;
        private final long nodes;
        private final transient Duration elapsed;

        Stopped(Stop reason, long nodes, Duration elapsed) {
            super(reason.name(), null, false, false);
            this.reason = reason;
            this.nodes = nodes;
            this.elapsed = elapsed;
        }

        /** @return why the call stopped */
        public Stop reason() {
            return reason;
        }

        /** @return the nodes the whole call charged */
        public long nodes() {
            return nodes;
        }

        /** @return the time the whole call took */
        public Duration elapsed() {
            return elapsed;
        }
    }
}
