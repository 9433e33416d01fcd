package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/**
 * {@link Solver#parallel}: the same counts as the single-threaded general solver and the same answer for every
 * number of threads, on random small layouts split from the root (no warm-up) and on a hard 16x16 as users call
 * it; limits, interrupts and executors that run nothing, refuse, or are the caller's own pool.
 */
final class ParallelSolverTest {

    private static final Solver GENERAL = Solver.named("general");
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(20_000_000);
    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);
    /** An executor that accepts every task and never runs one: the calling thread must do all the work. */
    private static final java.util.concurrent.Executor IDLE = task -> { };

    @AfterAll
    static void shutDown() {
        POOL.shutdownNow();
    }

    /** The parallel solver with no warm-up, so that even a small puzzle is split into subproblems. */
    private static Solver splitAtOnce(int parallelism) {
        return new ParallelSolver(POOL, parallelism, 0);
    }

    @RepeatedTest(40)
    void countsAsTheGeneralSolverAndAnswersTheSameOnAnyNumberOfThreads(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Random random = new Random(seed);
        List<Layout> layouts = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 4),
                Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.classic().withDiagonals(), Layout.boxes(2, 3).withDiagonals(),
                Layout.classic().withWindows(), Layout.boxes(4, 4));
        Layout layout = layouts.get(random.nextInt(layouts.size()));
        Board puzzle = Generator.withSeed(seed).puzzle(layout);
        int dropped = random.nextInt(4);
        for (int i = 0; i < dropped; i++) {
            puzzle = LayoutSolvingTest.withoutRandomGiven(puzzle, random);
        }
        String context = "seed " + seed + ", " + layout + ", " + dropped + " givens dropped: " + puzzle;
        long expected = GENERAL.countSolutions(puzzle, 30, BUDGET);
        Optional<Board> first = Optional.empty();
        for (int parallelism : new int[] {1, 2, 4}) {
            Solver parallel = splitAtOnce(parallelism);
            assertEquals(expected, parallel.countSolutions(puzzle, 30, BUDGET), context + ", " + parallelism);
            for (long limit = 1; limit <= 3; limit++) {
                assertEquals(Math.min(expected, limit), parallel.countSolutions(puzzle, limit, BUDGET),
                        context + ", " + parallelism + " threads, limit " + limit);
            }
            SolveResult result = parallel.solve(puzzle, BUDGET);
            Board solution = result.solution().orElseThrow(() -> new AssertionError(context + ": " + result));
            assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), context);
            if (expected == 1) {
                assertEquals(GENERAL.solve(puzzle).solution(), result.solution(), context);
            }
            if (first.isEmpty()) {
                first = result.solution();
            }
            assertEquals(first, result.solution(), context + ": the answer must not depend on the threads");
        }
    }

    @RepeatedTest(12)
    void countsKillersAsTheGeneralSolver(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Layout layout = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic()).get((int) seed % 3);
        Board killer = Generator.withSeed(seed).killer(layout);
        // Two cages dropped: a killer with several solutions, for the count to tell apart.
        List<Cage> cages = killer.layout().cages();
        Board loose = Board.empty(layout.withCages(cages.subList(2, cages.size())));
        String context = "seed " + seed + ", " + killer.layout();
        long expected = GENERAL.countSolutions(loose, 40, BUDGET);
        assertEquals(expected, splitAtOnce(3).countSolutions(loose, 40, BUDGET), context);
        assertEquals(1, splitAtOnce(2).countSolutions(killer, 2, BUDGET), context);
        assertEquals(GENERAL.solve(killer).solution(), splitAtOnce(2).solve(killer).solution(), context);
    }

    @Test
    void aPuzzleWithoutACompletionHasNoSolutionAndClashingGivensAreInvalid() {
        Board clash = Board.parse(Layout.boxes(2, 2), "1.1.............");
        // r1c3 and r1c4 both need the 4, as the 3s in their columns take the other digit left: no completion.
        Board none = Board.parse(Layout.boxes(2, 2), "12....3....3....");
        for (Board puzzle : List.of(clash, none)) {
            assertEquals(0, splitAtOnce(2).countSolutions(puzzle, 2), puzzle.toString());
            assertEquals(GENERAL.solve(puzzle).status(), splitAtOnce(2).solve(puzzle).status(), puzzle.toString());
        }
        assertEquals(SolveResult.Status.INVALID, splitAtOnce(2).solve(clash).status());
        assertEquals(SolveResult.Status.NO_SOLUTION, splitAtOnce(2).solve(none).status());
    }

    @Test
    @Tag("slow") // a second or so: left out of the mutation run
    void provesAHardSixteenProperOnSeveralThreadsWithTheNodesOfOneThreadOnEveryCall() throws IOException {
        Arguments second = LayoutSolvingTest.sizesSample().toList().get(1); // about 19,000 nodes on one thread
        Board puzzle = (Board) second.get()[1];
        Optional<?> published = (Optional<?>) second.get()[2];
        Solver parallel = Solver.parallel(POOL, 3);
        assertEquals(1, parallel.countSolutions(puzzle, 2));
        assertEquals(published, parallel.solve(puzzle).solution());
        Solver alone = Solver.parallel(POOL, 1);
        SolveResult once = alone.solve(puzzle);
        assertEquals(published, once.solution());
        assertEquals(once.statistics().nodes(), alone.solve(puzzle).statistics().nodes(), "one thread: the same nodes");
    }

    @Test
    void theClassicGridGoesToTheFastSolverOnTheCallingThread() {
        Board puzzle = Board.parse(
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        SolveResult fast = Solver.fastest().solve(puzzle);
        SolveResult parallel = Solver.parallel(IDLE, 4).solve(puzzle);
        assertEquals(fast.solution(), parallel.solution());
        assertEquals(fast.statistics().nodes(), parallel.statistics().nodes());
    }

    @Test
    void theCallingThreadFinishesAloneWhenTheExecutorRunsNothingOrRefuses() throws IOException {
        Board puzzle = (Board) LayoutSolvingTest.sizesSample().toList().get(6).get()[1]; // a quick hard 16x16
        java.util.concurrent.Executor refusing = task -> {
            throw new RejectedExecutionException("full");
        };
        for (java.util.concurrent.Executor executor : List.of(IDLE, refusing)) {
            assertEquals(1, new ParallelSolver(executor, 4, 0).countSolutions(puzzle, 2));
        }
    }

    @Test
    void anExecutorThatThrowsSomethingElseOnExecuteRefusesTooAndTheCallingThreadFinishes() throws IOException {
        Board puzzle = (Board) LayoutSolvingTest.sizesSample().toList().get(6).get()[1];
        SolveResult expected = GENERAL.solve(puzzle);
        // An executor may throw what it likes instead of taking a task; the first throws at once, the second after
        // it took one task, so that a search already runs on the pool when the refusal comes.
        java.util.concurrent.Executor broken = task -> {
            throw new IllegalStateException("boom");
        };
        AtomicInteger taken = new AtomicInteger();
        java.util.concurrent.Executor breaksAfterOne = task -> {
            if (taken.getAndIncrement() > 0) {
                throw new UnsupportedOperationException("no more");
            }
            POOL.execute(task);
        };
        for (java.util.concurrent.Executor executor : List.of(broken, breaksAfterOne)) {
            taken.set(0);
            assertEquals(1, new ParallelSolver(executor, 4, 0).countSolutions(puzzle, 2));
            SolveResult solved = new ParallelSolver(executor, 4, 0).solve(puzzle);
            assertEquals(SolveResult.Status.SOLVED, solved.status());
            assertEquals(expected.solution(), solved.solution());
        }
    }

    @Test
    void nestsInTheCallersOwnPoolWithoutWaitingOnIt() throws Exception {
        ExecutorService one = Executors.newSingleThreadExecutor();
        try {
            Board puzzle = (Board) LayoutSolvingTest.sizesSample().toList().get(6).get()[1];
            // The only thread of the pool runs the call, whose tasks queue behind it on the same pool.
            Future<Long> count = one.submit(() -> new ParallelSolver(one, 4, 0).countSolutions(puzzle, 2));
            assertEquals(1, count.get(60, TimeUnit.SECONDS));
        } finally {
            one.shutdownNow();
        }
    }

    @Test
    void theNodeBudgetBoundsAllThreadsTogether() throws IOException {
        Board puzzle = (Board) LayoutSolvingTest.sizesSample().toList().get(1).get()[1];
        for (long budget : new long[] {500, 5_000}) { // within the warm-up, and past it on four threads
            SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                    () -> Solver.parallel(POOL, 4).countSolutions(puzzle, 2, SolveLimits.none().withMaxNodes(budget)));
            assertSame(SolveResult.AbortReason.NODE_LIMIT, stopped.reason());
            long nodes = stopped.statistics().nodes();
            assertTrue(nodes >= budget && nodes <= budget + 4 * 4, budget + " allowed, " + nodes + " spent");
        }
        SearchAbortedException late = assertThrows(SearchAbortedException.class, () -> Solver.parallel(POOL, 4)
                .countSolutions(puzzle, 2, SolveLimits.none().withTimeout(Duration.ofMillis(1))));
        assertSame(SolveResult.AbortReason.TIMEOUT, late.reason());
    }

    @Test
    void anInterruptStopsEveryThreadAndStaysSet() throws Exception {
        Board puzzle = (Board) LayoutSolvingTest.sizesSample().toList().get(1).get()[1];
        Thread.currentThread().interrupt();
        try {
            SolveResult result = Solver.parallel(POOL, 3).solve(puzzle);
            assertSame(SolveResult.AbortReason.INTERRUPTED, result.abortReason().orElseThrow());
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted();
        }
        // Minimal 25x25 #3: over a second on any number of threads, so the interrupt comes while it runs.
        Board hard = (Board) LayoutSolvingTest.sizesFile("sizes/minimal_25x25.txt").toList().get(2).get()[1];
        AtomicReference<SolveResult> outcome = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        // Tasks are submitted once the warm-up and the split are done: the first one says the search is under way.
        CountDownLatch searching = new CountDownLatch(1);
        java.util.concurrent.Executor signalling = task -> {
            searching.countDown();
            POOL.execute(task);
        };
        Thread caller = new Thread(() -> {
            outcome.set(Solver.parallel(signalling, 3).solve(hard));
            stillInterrupted.set(Thread.currentThread().isInterrupted());
        });
        caller.start();
        searching.await();
        caller.interrupt();
        caller.join(60_000); // a guard against a hang, not a measure of speed
        assertFalse(caller.isAlive(), "the call must end after the interrupt");
        assertSame(SolveResult.AbortReason.INTERRUPTED, outcome.get().abortReason().orElseThrow(),
                outcome.get().toString());
        assertTrue(stillInterrupted.get(), "the interrupt status stays set");
    }

    @Test
    void refusesNullsAndNoThreads() {
        assertThrows(NullPointerException.class, () -> Solver.parallel(null, 2));
        assertThrows(IllegalArgumentException.class, () -> Solver.parallel(POOL, 0));
        assertThrows(NullPointerException.class, () -> Solver.parallel(POOL, 2).solve(null));
        assertThrows(NullPointerException.class, () -> Solver.parallel(POOL, 2).solve(Board.empty(Layout.boxes(2, 2)),
                null));
        assertThrows(IllegalArgumentException.class,
                () -> Solver.parallel(POOL, 2).countSolutions(Board.empty(Layout.boxes(2, 2)), 0));
        assertEquals("parallel", Solver.parallel(POOL, 2).name());
    }
}
