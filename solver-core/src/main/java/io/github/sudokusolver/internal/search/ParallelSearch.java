package io.github.sudokusolver.internal.search;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One puzzle's search on several threads: the general engine's search split into subproblems
 * ({@link GeneralEngine#split}), which the calling thread and up to {@code parallelism - 1} tasks of the caller's
 * executor search in order, each on its own engine; then merged so that the answer and the count do not depend on the
 * threads. The design, and what the figures mean across threads, is {@code docs/parallel-search.md}.
 */
public final class ParallelSearch {

    /** Subproblems enough to keep a handful of threads busy while the sizes of their trees differ widely. */
    static final int SUBPROBLEMS = 64;
    /**
     * Nodes of the sequential search before the split. Puzzles that take fewer never split; the others split with
     * what these nodes taught the weights. On the minimal 25x25 puzzles #1-#3, one thread: 1,000 nodes gave 57,334 and
     * 80,503 nodes on #1 and #2, 2,000 gave 38,389 / 78,243 / 153,038 (the sequential search: 48,422 / 98,086 /
     * 195,686), 5,000 and 10,000 more on #3, 20,000 more on all three.
     */
    public static final long WARM_UP_NODES = 2_000;

    private final Geometry geometry;
    private final Search.Shared shared;
    private final long solutionLimit;
    private final boolean keepFirstSolution;
    private List<int[]> subproblems;
    /** The weights the warm-up and the split learned: every subproblem's search starts from a copy. */
    private FailureWeights weights;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicLong backtracks = new AtomicLong();
    /** Per subproblem, its first solution once found (a solve keeps only the first subproblem's). */
    private byte[][] firstSolutions;
    /** Searches running; the call returns only once it is 0 and no subproblem is left. */
    private int running;
    private Throwable failure;

    private ParallelSearch(Geometry geometry, Search.Bounds bounds, long solutionLimit, boolean keepFirstSolution) {
        this.geometry = geometry;
        this.shared = new Search.Shared(bounds);
        this.solutionLimit = solutionLimit;
        this.keepFirstSolution = keepFirstSolution;
    }

    /**
     * What a parallel call found.
     *
     * @param solutions the solutions found, at most the limit; exact unless {@code stop} is set
     * @param firstSolution the first solution in the subproblems' order, one digit per grid position, if the call
     *     kept it; else null
     * @param stop why the call stopped before it was exact, or null
     * @param nodes the nodes of every thread together
     * @param backtracks the placements taken back on every thread
     * @param elapsed the call's time
     */
    public record Outcome(long solutions, byte[] firstSolution, Stop stop, long nodes, long backtracks,
            Duration elapsed) {
    }

    /**
     * Searches a puzzle whose givens are consistent.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position, 0 for empty and for holes; consistent givens
     * @param bounds the node budget of all threads together, and the deadline
     * @param solutionLimit the solutions after which the call stops, at least 1
     * @param keepFirstSolution whether the first solution (in the subproblems' order) is kept
     * @param executor where the tasks beside the calling thread run
     * @param parallelism the threads to use, the calling thread included, at least 1
     * @return what the call found
     */
    public static Outcome search(Geometry geometry, int[] grid, Search.Bounds bounds, long solutionLimit,
            boolean keepFirstSolution, Executor executor, int parallelism) {
        return search(geometry, grid, bounds, solutionLimit, keepFirstSolution, executor, parallelism,
                WARM_UP_NODES);
    }

    /**
     * {@link #search(Geometry, int[], Search.Bounds, long, boolean, Executor, int)} with another warm-up: tests use
     * none, so that the small puzzles they can check against other solvers are split too.
     *
     * @param warmUpNodes the nodes of the sequential search before the split
     */
    public static Outcome search(Geometry geometry, int[] grid, Search.Bounds bounds, long solutionLimit,
            boolean keepFirstSolution, Executor executor, int parallelism, long warmUpNodes) {
        long start = System.nanoTime();
        ParallelSearch call = new ParallelSearch(geometry, bounds, solutionLimit, keepFirstSolution);
        // The warm-up: the sequential search for a while. Most puzzles end within it; the rest learn their weights.
        Search.Bounds warmUpBounds = new Search.Bounds(Math.min(warmUpNodes, bounds.maxNodes()),
                bounds.deadlineNanos());
        Search warmUp = new Search(warmUpBounds, solutionLimit, keepFirstSolution, GeneralEngine.INSTANCE);
        FailureWeights learned = warmUp.stop() != null ? null : GeneralEngine.searchLearning(geometry, grid, warmUp);
        call.shared.nodes.addAndGet(warmUp.nodes());
        call.backtracks.addAndGet(warmUp.backtracks());
        if (warmUp.stop() != Stop.NODE_LIMIT || warmUp.nodes() >= bounds.maxNodes()) {
            return call.outcomeOf(warmUp, start);
        }
        Search splitting = new Search(call.shared, 0, Long.MAX_VALUE, false, GeneralEngine.INSTANCE);
        call.subproblems = GeneralEngine.split(geometry, grid, splitting, SUBPROBLEMS, learned);
        splitting.reportNodes();
        call.backtracks.addAndGet(splitting.backtracks());
        if (call.subproblems == null) {
            return call.outcome(splitting.stop() != null ? splitting.stop() : call.shared.stop, start);
        }
        call.weights = learned;
        call.firstSolutions = new byte[call.subproblems.size()][];
        int tasks = Math.min(parallelism - 1, call.subproblems.size() - 1);
        for (int t = 0; t < tasks; t++) {
            try {
                executor.execute(call::work);
            } catch (RuntimeException refused) {
                // RejectedExecutionException, or whatever else an executor throws instead of taking the task (a
                // closed pool's IllegalStateException, say): a refusal all the same, never the caller's failure.
                break; // the calling thread and the tasks already started do the rest
            }
        }
        call.work();
        call.awaitOthers();
        if (call.failure != null) {
            throw new IllegalStateException("a search task failed", call.failure);
        }
        return call.outcome(call.shared.enough ? null : call.shared.stop, start);
    }

    /** Takes subproblems in order and searches them, until none is left or the call stops. */
    private void work() {
        synchronized (this) {
            running++;
        }
        try {
            while (shared.stop == null && !shared.enough) {
                int index = next.getAndIncrement();
                if (index >= subproblems.size() || index > shared.firstSolved.get()) {
                    return;
                }
                searchSubproblem(index);
            }
        } catch (RuntimeException | Error e) {
            synchronized (this) {
                failure = e;
            }
            shared.stopAll(Stop.INTERRUPTED); // any reason will do: the calling thread throws the failure
        } finally {
            synchronized (this) {
                running--;
                notifyAll();
            }
        }
    }

    private void searchSubproblem(int index) {
        Search search = new Search(shared, index, solutionLimit, keepFirstSolution, GeneralEngine.INSTANCE);
        if (search.stop() != null) { // this thread was interrupted: the whole call stops
            shared.stopAll(search.stop());
            return;
        }
        GeneralEngine.searchFrom(geometry, subproblems.get(index), search, weights);
        search.reportNodes();
        backtracks.addAndGet(search.backtracks());
        if (search.stop() != null) {
            shared.stopAll(search.stop());
        }
        long found = search.solutions();
        if (found == 0) {
            return;
        }
        firstSolutions[index] = search.firstSolution();
        if (keepFirstSolution) {
            // A solve: later subproblems stop, earlier ones run on, and the first with a solution gives the answer.
            shared.firstSolved.accumulateAndGet(index, Math::min);
            solutions.addAndGet(found);
        } else if (solutions.addAndGet(found) >= solutionLimit) {
            shared.enough = true; // a count: the limit is reached, so it is exact whatever the other searches hold
        }
    }

    /**
     * Waits until every search of the call has stopped. An interrupt of the calling thread stops them all, and the
     * call still waits for them (a few nodes each), so that no search outlives it; the interrupt status stays set.
     */
    private synchronized void awaitOthers() {
        boolean interrupted = false;
        while (running > 0) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
                shared.stopAll(Stop.INTERRUPTED);
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The outcome of a call the warm-up settled: it found everything, or a bound other than its own stopped it. */
    private Outcome outcomeOf(Search warmUp, long start) {
        return new Outcome(warmUp.solutions(), warmUp.firstSolution(), warmUp.stop(), shared.nodes.get(),
                backtracks.get(), Duration.ofNanos(System.nanoTime() - start));
    }

    private Outcome outcome(Stop stop, long start) {
        long found = Math.min(solutions.get(), solutionLimit);
        byte[] first = null;
        int firstIndex = shared.firstSolved.get();
        if (keepFirstSolution && firstIndex != Integer.MAX_VALUE) {
            first = firstSolutions[firstIndex];
        }
        return new Outcome(found, first, stop, shared.nodes.get(), backtracks.get(),
                Duration.ofNanos(System.nanoTime() - start));
    }
}
