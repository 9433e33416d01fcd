package io.github.sudokusolver.internal.search;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bookkeeping of one search call, shared by every engine: the node budget, the deadline, interruption, the
 * solutions seen and the statistics. An engine calls {@link #enterNode()} before each placement and
 * {@link #solutionFound(int[])} at each complete grid; both answer whether the search must stop. A stop is recorded
 * here ({@link #stop()}) and unwinds the engine's recursion as a return value, never as an exception. One instance
 * serves one call on one thread.
 */
public final class Search {

    private final long startNanos;
    private final long maxNodes;
    private final Bounds bounds;
    private final long solutionLimit;
    private final boolean keepFirstSolution;
    /** Whether the second solution is kept too: the generator of killers compares two solutions. */
    private final boolean keepSecondSolution;
    /** Nodes between two reads of the clock and the interrupt flag, less one: a power of two less one. */
    private final long checkIntervalMask;

    /** What this search shares with the other searches of one parallel call, or null for a search on its own. */
    private final Shared shared;
    /** The subproblem this search explores, in a parallel call: searches of later ones stop once it has a solution. */
    private final int subproblem;
    /** Nodes already added to {@link Shared#nodes}. */
    private long reportedNodes;

    private long nodes;
    private long backtracks;
    private long solutions;
    private byte[] firstSolution;
    private int[] secondSolution;
    private Stop stop;
    private boolean givensClash;

    /**
     * Starts the bookkeeping of one call; an interrupted thread gives a search already stopped.
     *
     * @param bounds the node budget and the deadline
     * @param solutionLimit the solutions after which the search stops, at least 1
     * @param keepFirstSolution whether the first solution is copied for {@link #firstSolution()}
     * @param engine the engine that will run, for how often it reads the clock and the interrupt flag: a budget of
     *     work, chosen per engine so that a warm search reads them every few microseconds, and an interpreted one (a
     *     fresh JVM) well within a millisecond
     */
    public Search(Bounds bounds, long solutionLimit, boolean keepFirstSolution, Engine engine) {
        this(bounds, solutionLimit, keepFirstSolution, false, engine, null, 0);
    }

    /**
     * Starts the bookkeeping of one subproblem's search in a parallel call: its nodes count against the call's
     * budget, and it stops when the call stops or has what it needs.
     *
     * @param shared what the call's searches share
     * @param subproblem the index of the subproblem in the call's order
     * @param solutionLimit the solutions after which this search stops, at least 1
     * @param keepFirstSolution whether its first solution is kept
     * @param engine the engine that will run
     */
    Search(Shared shared, int subproblem, long solutionLimit, boolean keepFirstSolution, Engine engine) {
        this(new Bounds(Long.MAX_VALUE, shared.deadlineNanos), solutionLimit, keepFirstSolution, false, engine,
                shared, subproblem);
    }

    /**
     * Starts the bookkeeping of one call that keeps the first two solutions.
     *
     * @param bounds the node budget and the deadline
     * @param engine the engine that will run
     * @return a search that stops at the second solution and keeps both
     */
    static Search keepingTwo(Bounds bounds, Engine engine) {
        return new Search(bounds, 2, true, true, engine, null, 0);
    }

    private Search(Bounds bounds, long solutionLimit, boolean keepFirstSolution, boolean keepSecondSolution,
            Engine engine, Shared shared, int subproblem) {
        this.shared = shared;
        this.subproblem = subproblem;
        this.keepSecondSolution = keepSecondSolution;
        this.startNanos = System.nanoTime();
        this.maxNodes = bounds.maxNodes();
        this.bounds = bounds;
        this.solutionLimit = solutionLimit;
        this.keepFirstSolution = keepFirstSolution;
        this.checkIntervalMask = engine.nodesPerCheck() - 1;
        if (Thread.currentThread().isInterrupted()) {
            stop = Stop.INTERRUPTED;
        }
    }

    /**
     * The limits of a search: at most {@code maxNodes} nodes, and a deadline on {@link System#nanoTime()}.
     *
     * @param maxNodes the node budget, {@link Long#MAX_VALUE} for none
     * @param deadlineNanos the {@link System#nanoTime()} at which the search stops, or {@link #NO_DEADLINE}
     */
    public record Bounds(long maxNodes, long deadlineNanos) {

        /** The deadline of bounds that have none. */
        public static final long NO_DEADLINE = Long.MIN_VALUE;

        /** No bound but the thread's interrupt flag. */
        public static final Bounds NONE = new Bounds(Long.MAX_VALUE, NO_DEADLINE);

        /**
         * Bounds that start now.
         *
         * @param maxNodes the node budget, {@link Long#MAX_VALUE} for none
         * @param timeout the time allowed, or null for no deadline
         * @return the bounds
         */
        public static Bounds of(long maxNodes, Duration timeout) {
            if (maxNodes == Long.MAX_VALUE && timeout == null) {
                return NONE; // the common call, without limits: nothing to allocate
            }
            return new Bounds(maxNodes, timeout == null ? NO_DEADLINE : System.nanoTime() + saturatedNanos(timeout));
        }

        /**
         * Reads the thread's interrupt flag and the clock.
         *
         * @return {@link Stop#INTERRUPTED} or {@link Stop#TIMEOUT} if either says stop now, else null
         */
        public Stop stopNow() {
            if (Thread.currentThread().isInterrupted()) {
                return Stop.INTERRUPTED;
            }
            if (deadlineNanos != NO_DEADLINE && System.nanoTime() - deadlineNanos >= 0) {
                return Stop.TIMEOUT;
            }
            return null;
        }
    }

    /**
     * Accounts for placing one digit.
     *
     * @return false if the search must stop now, without placing it
     */
    public boolean enterNode() {
        if (nodes >= maxNodes) {
            stop = Stop.NODE_LIMIT;
            return false;
        }
        nodes++;
        if ((nodes & checkIntervalMask) == 0) {
            stop = bounds.stopNow();
            if (shared != null) {
                return checkShared();
            }
            return stop == null;
        }
        return true;
    }

    /**
     * At each check of a parallel call's search: adds this search's new nodes to the call's total, and stops it when
     * the call must stop (a limit, a timeout or an interrupt seen by any of its searches) or no longer needs it.
     */
    private boolean checkShared() {
        if (stop != null) {
            shared.stopAll(stop);
            return false;
        }
        long total = shared.nodes.addAndGet(nodes - reportedNodes);
        reportedNodes = nodes;
        if (total >= shared.maxNodes) {
            shared.stopAll(Stop.NODE_LIMIT);
        }
        stop = shared.stop;
        if (stop != null) {
            return false;
        }
        // No longer needed (enough solutions, or an earlier subproblem has one): it ends, but this is no abort.
        return !shared.enough && subproblem <= shared.firstSolved.get();
    }

    /** Adds the nodes this search has not yet reported to its parallel call's total. */
    void reportNodes() {
        shared.nodes.addAndGet(nodes - reportedNodes);
        reportedNodes = nodes;
    }

    /**
     * What the searches of one parallel call share: the node budget and its spending, the deadline, a stop any of
     * them can set for all, and what the call has found so far. Written by several threads at once.
     */
    static final class Shared {
        final long maxNodes;
        final long deadlineNanos;
        final AtomicLong nodes = new AtomicLong();
        /** Why the whole call stops, once one of its searches says so. */
        volatile Stop stop;
        /** Set when the call has all the solutions it asked for: every search stops, and the call is exact. */
        volatile boolean enough;
        /** The first subproblem, in order, found to have a solution; {@link Integer#MAX_VALUE} before any. */
        final AtomicInteger firstSolved = new AtomicInteger(Integer.MAX_VALUE);

        Shared(Bounds bounds) {
            this.maxNodes = bounds.maxNodes();
            this.deadlineNanos = bounds.deadlineNanos();
        }

        /** Stops every search of the call, for the first reason given. */
        synchronized void stopAll(Stop reason) {
            if (stop == null) {
                stop = reason;
            }
        }
    }

    /**
     * Records that the givens clash (some region holds a digit twice), found by an engine that
     * {@link Engine#checksGivens() checks the givens itself}; the engine then returns without searching.
     */
    public void givensClash() {
        givensClash = true;
    }

    /** @return true if the engine found that the givens clash, and did not search */
    public boolean givensClashed() {
        return givensClash;
    }

    /** Accounts for taking a placement back. */
    public void backtrack() {
        backtracks++;
    }

    /**
     * Whether the next solution's digits will be read: only the first, and only when it is kept. An engine whose
     * solution grid costs work to build (the bitboards, the general engine's masks) builds it only then; a count
     * never needs it.
     *
     * @return true if {@link #solutionFound(int[])} must be given the grid
     */
    public boolean wantsGrid() {
        return keepFirstSolution && solutions == 0 || keepSecondSolution && solutions == 1;
    }

    /**
     * Records a complete grid.
     *
     * @param grid one digit per grid position; may be null when {@link #wantsGrid()} is false
     * @return true if the search has seen enough solutions and must stop
     */
    public boolean solutionFound(int[] grid) {
        if (solutions == 0 && keepFirstSolution) {
            // Bytes, as a board holds its digits: the solution becomes a board without another copy.
            byte[] copy = new byte[grid.length];
            for (int i = 0; i < grid.length; i++) {
                copy[i] = (byte) grid[i];
            }
            firstSolution = copy;
        } else if (solutions == 1 && keepSecondSolution) {
            secondSolution = grid.clone();
        }
        solutions++;
        return solutions >= solutionLimit;
    }

    /** @return why the search stopped before it was exact, or null if it was not stopped */
    public Stop stop() {
        return stop;
    }

    /**
     * @return the first solution found, one digit per grid position as a byte (the form a board holds), if it was
     *     kept; else null. The caller may keep it: the search makes no other use of it.
     */
    public byte[] firstSolution() {
        return firstSolution;
    }

    /** @return {@link #firstSolution()} as an engine's grid of ints, or null */
    public int[] firstSolutionGrid() {
        if (firstSolution == null) {
            return null;
        }
        int[] grid = new int[firstSolution.length];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = firstSolution[i];
        }
        return grid;
    }

    /** @return the second solution found, if the search kept it ({@link #keepingTwo}); else null */
    int[] secondSolutionGrid() {
        return secondSolution;
    }

    /** @return the solutions found so far, at most the limit */
    public long solutions() {
        return solutions;
    }

    /** @return the nodes entered */
    public long nodes() {
        return nodes;
    }

    /** @return the placements taken back */
    public long backtracks() {
        return backtracks;
    }

    /** @return the time since the search started */
    public Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    /**
     * The timeout in nanoseconds, or a bound centuries away when it does not fit in a long.
     *
     * @param timeout a duration, not negative
     * @return its nanoseconds, saturated
     */
    static long saturatedNanos(Duration timeout) {
        try {
            return Math.min(timeout.toNanos(), Long.MAX_VALUE / 2);
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE / 2;
        }
    }
}
