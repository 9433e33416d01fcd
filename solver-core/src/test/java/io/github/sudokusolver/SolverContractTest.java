package io.github.sudokusolver;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The contract of {@link Solver}, checked for every solver {@link Solver#available()} finds and the parallel one. */
final class SolverContractTest {

    /** A puzzle every strategy needs many nodes for: 48 guesses of bitboard, 49,558 placements of row-major search. */
    private static final Board HARD = Board.parse(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");

    /** Consistent givens where the first empty cell, (0,0), has no candidate: row 0 holds 1..8, column 0 the 9. */
    private static final Board BLOCKED_FIRST_CELL = Board.parse(".12345678" + "9........" + ".".repeat(63));

    /** Every available solver, and the parallel one (whose executor these 9x9 puzzles never need). */
    static List<Solver> solvers() {
        List<Solver> solvers = new java.util.ArrayList<>(Solver.available());
        solvers.add(Solver.parallel(task -> {
            throw new AssertionError("a classic 9x9 puzzle must not be split");
        }, 4));
        return solvers;
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void solvesSeedBoard(Solver solver) {
        SolveResult result = solver.solve(SEED);
        assertEquals(SolveResult.Status.SOLVED, result.status());
        assertEquals(Optional.of(SEED_SOLUTION), result.solution());
        assertTrue(result.isSolved());
        assertEquals(Optional.empty(), result.abortReason());
        assertEquals(List.of(), result.conflicts());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void reportsClashingGivensAsInvalidWithTheirCells(Solver solver) {
        Board clash = SEED.with(0, 0, 6); // 6 is already in row 0 and column 0
        SolveResult result = solver.solve(clash);
        assertEquals(SolveResult.Status.INVALID, result.status());
        assertEquals(clash.conflicts(), result.conflicts());
        assertEquals(Optional.empty(), result.solution());
        assertEquals(0, result.statistics().nodes());
        assertEquals(0, solver.countSolutions(clash, 10));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void reportsAClashInOneHouseOnly(Solver solver) {
        Board rowOnly = Board.empty().with(0, 0, 5).with(0, 8, 5);
        Board columnOnly = Board.empty().with(0, 4, 5).with(8, 4, 5);
        Board boxOnly = Board.empty().with(3, 3, 5).with(5, 5, 5);
        for (Board clash : List.of(rowOnly, columnOnly, boxOnly)) {
            SolveResult result = solver.solve(clash);
            assertEquals(SolveResult.Status.INVALID, result.status(), clash.toString());
            assertEquals(1, result.conflicts().size(), clash.toString());
            assertEquals(0, solver.countSolutions(clash, 2), clash.toString());
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void reportsInvalidForCompleteGridWithClash(Solver solver) {
        Board clash = SEED_SOLUTION.with(8, 8, 1);
        assertEquals(SolveResult.Status.INVALID, solver.solve(clash).status());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void returnsCompleteGridAsItsOwnSolution(Solver solver) {
        assertEquals(Optional.of(SEED_SOLUTION), solver.solve(SEED_SOLUTION).solution());
        assertEquals(1, solver.countSolutions(SEED_SOLUTION, 5));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void reportsNoSolutionForConsistentDeadEnd(Solver solver) {
        SolveResult result = solver.solve(BLOCKED_FIRST_CELL);
        assertEquals(SolveResult.Status.NO_SOLUTION, result.status());
        assertEquals(List.of(), result.conflicts());
        assertEquals(0, solver.countSolutions(BLOCKED_FIRST_CELL, 2));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void measuresTheTimeOfTheCall(Solver solver) {
        long start = System.nanoTime();
        SolveResult result = solver.solve(HARD);
        Duration wall = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(result.statistics().elapsed().compareTo(wall) <= 0, result + " took " + wall);
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void stopsAtNodeBudget(Solver solver) {
        // HARD needs 48 guesses from bitboard and 49,558 placements from the classic strategies.
        SolveResult result = solver.solve(HARD, SolveLimits.none().withMaxNodes(20));
        assertEquals(SolveResult.Status.ABORTED, result.status());
        assertEquals(Optional.of(SolveResult.AbortReason.NODE_LIMIT), result.abortReason());
        assertEquals(20, result.statistics().nodes());
        assertEquals(Optional.empty(), result.solution());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void zeroNodeBudgetStopsBeforeTheFirstGuess(Solver solver) {
        Board twoEmpty = SEED_SOLUTION.with(0, 0, 0).with(4, 4, 0);
        SolveResult result = solver.solve(Board.empty(), SolveLimits.none().withMaxNodes(0));
        assertEquals(SolveResult.Status.ABORTED, result.status());
        assertEquals(Optional.of(SolveResult.AbortReason.NODE_LIMIT), result.abortReason());
        assertEquals(SolveResult.Status.SOLVED, solver.solve(SEED_SOLUTION, SolveLimits.none().withMaxNodes(0))
                .status());
        assertTrue(solver.solve(twoEmpty, SolveLimits.none().withMaxNodes(2)).isSolved());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void stopsAtTimeout(Solver solver) {
        SolveResult result = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> solver.solve(HARD, SolveLimits.none().withTimeout(Duration.ZERO)));
        assertEquals(SolveResult.Status.ABORTED, result.status());
        assertEquals(Optional.of(SolveResult.AbortReason.TIMEOUT), result.abortReason());
        SolveResult endless = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> solver.solve(HARD,
                SolveLimits.none().withTimeout(Duration.ofNanos(1))));
        assertEquals(Optional.of(SolveResult.AbortReason.TIMEOUT), endless.abortReason());
        assertTrue(solver.solve(HARD, SolveLimits.none().withTimeout(Duration.ofDays(365 * 1000))).isSolved(),
                "a timeout too long for nanoseconds is no timeout");
    }

    /**
     * The clock is read on a budget of work, not of nodes: an expired deadline stops a search after a few
     * microseconds of warm work, so a bitboard guess (about 0.4 µs) counts for 32 placements of a classic strategy.
     * Reading it every 1,024 nodes let bitboard overrun by up to 4.5 ms warm and by tens of ms in a fresh JVM.
     */
    @ParameterizedTest
    @MethodSource("builtIns")
    void readsTheClockAfterAFewMicrosecondsOfWork(Solver solver) {
        long budget = solver == Solver.fastest() ? 8 : 256;
        SolveResult result = solver.solve(HARD, SolveLimits.none().withTimeout(Duration.ZERO));
        assertEquals(budget, result.statistics().nodes(), solver.name());
        SearchAbortedException count = assertThrows(SearchAbortedException.class, () -> solver.countSolutions(
                Board.empty(), Long.MAX_VALUE, SolveLimits.none().withTimeout(Duration.ZERO)));
        assertEquals(budget, count.statistics().nodes(), solver.name());
    }

    static List<Solver> builtIns() {
        return List.of(Solver.booleanArray(), Solver.bitmask(), Solver.candidateSet(), Solver.fastest());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void stopsWhenInterruptedBeforehandAndKeepsTheFlag(Solver solver) {
        Thread.currentThread().interrupt();
        try {
            SolveResult result = solver.solve(HARD);
            assertEquals(SolveResult.Status.ABORTED, result.status());
            assertEquals(Optional.of(SolveResult.AbortReason.INTERRUPTED), result.abortReason());
            assertEquals(0, result.statistics().nodes());
            assertTrue(Thread.currentThread().isInterrupted(), "interrupt status must be kept");
        } finally {
            Thread.interrupted();
        }
    }

    /**
     * A solve of any one puzzle ends in well under a millisecond for bitboard, so the worker solves until an
     * interrupt stops it: whether it lands inside a search or between two, the solve must say INTERRUPTED and keep
     * the flag. The interrupt inside one long search is checked on counts of the empty board below, which run for
     * ever for every strategy.
     */
    @ParameterizedTest
    @MethodSource("solvers")
    void stopsPromptlyWhenInterruptedWhileSolving(Solver solver) throws Exception {
        AtomicReference<SolveResult> result = new AtomicReference<>();
        AtomicReference<Boolean> flagKept = new AtomicReference<>();
        CountDownLatch solving = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            SolveResult last;
            do {
                last = solver.solve(HARD);
                solving.countDown();
            } while (last.isSolved());
            result.set(last);
            flagKept.set(Thread.currentThread().isInterrupted());
        });
        worker.start();
        solving.await();
        worker.interrupt();
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> worker.join());
        assertEquals(Optional.of(SolveResult.AbortReason.INTERRUPTED), result.get().abortReason());
        assertTrue(flagKept.get());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countIsCappedAtLimit(Solver solver) {
        assertEquals(1000, solver.countSolutions(Board.empty(), 1000));
        assertEquals(1, solver.countSolutions(Board.empty(), 1));
        assertEquals(1, solver.countSolutions(SEED, 1000));
        assertTrue(solver.hasUniqueSolution(SEED));
        assertFalse(solver.hasUniqueSolution(Board.empty()));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countsExactlyOnPuzzlesWithFewSolutions(Solver solver) {
        Board twoSolutions = TestPuzzles.deadlyRectangle().puzzle();
        assertEquals(2, solver.countSolutions(twoSolutions, 2));
        assertEquals(2, solver.countSolutions(twoSolutions, 100));
        // Two disjoint rectangles: 2 x 2 completions.
        assertEquals(4, solver.countSolutions(TestPuzzles.twoDeadlyRectangles(), 100));
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countStopsAtNodeBudgetWithException(Solver solver) {
        SearchAbortedException e = assertThrows(SearchAbortedException.class,
                () -> solver.countSolutions(Board.empty(), Long.MAX_VALUE, SolveLimits.none().withMaxNodes(5_000)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason());
        assertTrue(e.solutionsFound() > 0);
        assertEquals(5_000, e.statistics().nodes());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countStopsAtTimeout(Solver solver) {
        SearchAbortedException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(
                SearchAbortedException.class, () -> solver.countSolutions(Board.empty(), Long.MAX_VALUE,
                        SolveLimits.none().withTimeout(Duration.ofMillis(20)))));
        assertEquals(SolveResult.AbortReason.TIMEOUT, e.reason());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countStopsPromptlyWhenInterruptedDuringSearch(Solver solver) throws Exception {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> flagKept = new AtomicReference<>();
        CountDownLatch started = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            started.countDown();
            try {
                solver.countSolutions(Board.empty(), Long.MAX_VALUE);
            } catch (RuntimeException e) {
                thrown.set(e);
            }
            flagKept.set(Thread.currentThread().isInterrupted());
        });
        worker.start();
        started.await();
        worker.interrupt();
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> worker.join());
        SearchAbortedException e = assertInstanceOf(SearchAbortedException.class, thrown.get());
        assertEquals(SolveResult.AbortReason.INTERRUPTED, e.reason());
        assertTrue(flagKept.get());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void countStopsWhenInterruptedAndKeepsTheFlag(Solver solver) {
        Thread.currentThread().interrupt();
        try {
            SearchAbortedException e = assertThrows(SearchAbortedException.class,
                    () -> solver.countSolutions(Board.empty(), Long.MAX_VALUE));
            assertEquals(SolveResult.AbortReason.INTERRUPTED, e.reason());
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted();
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void rejectsBadArguments(Solver solver) {
        assertThrows(NullPointerException.class, () -> solver.solve(null));
        assertThrows(NullPointerException.class, () -> solver.solve(SEED, null));
        assertThrows(NullPointerException.class, () -> solver.countSolutions(null, 2));
        assertThrows(NullPointerException.class, () -> solver.countSolutions(SEED, 2, null));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> solver.countSolutions(SEED, 0));
        assertEquals("limit must be at least 1, was 0", e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void solvedResultsAreValidAndKeepTheGivens(Solver solver) {
        Random random = new Random(42);
        for (int i = 0; i < 200; i++) {
            Board puzzle = TestPuzzles.randomPuzzle(random, TestPuzzles.randomSolvedGrid(random),
                    30 + random.nextInt(30));
            String before = puzzle.toString();
            SolveResult result = solver.solve(puzzle, SolveLimits.none().withMaxNodes(1_000_000));
            assertEquals(before, puzzle.toString(), "input changed, seed 42 puzzle " + i);
            // Every puzzle keeps givens of a complete grid, so it has a solution, and all fit the budget.
            assertEquals(SolveResult.Status.SOLVED, result.status(), "seed 42 puzzle " + i + " " + puzzle);
            Board solution = result.solution().orElseThrow();
            assertTrue(solution.isSolved(), "seed 42 puzzle " + i + ": " + solution);
            assertTrue(puzzle.isKeptBy(solution), "seed 42 puzzle " + i + ": givens lost");
        }
    }

    @ParameterizedTest
    @MethodSource("solvers")
    void oneInstanceServesManyThreads(Solver solver) throws Exception {
        Random random = new Random(7);
        List<Board> puzzles = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            puzzles.add(TestPuzzles.randomPuzzle(random, TestPuzzles.randomSolvedGrid(random),
                    25 + random.nextInt(20)));
        }
        SolveLimits limits = SolveLimits.none().withMaxNodes(200_000);
        List<SolveResult> expected = new ArrayList<>();
        for (Board puzzle : puzzles) {
            expected.add(solver.solve(puzzle, limits));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<SolveResult>>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                runs.add(pool.submit(() -> {
                    List<SolveResult> mine = new ArrayList<>();
                    for (Board puzzle : puzzles) {
                        mine.add(solver.solve(puzzle, limits));
                    }
                    return mine;
                }));
            }
            for (Future<List<SolveResult>> run : runs) {
                List<SolveResult> actual = run.get();
                for (int i = 0; i < puzzles.size(); i++) {
                    assertEquals(expected.get(i).status(), actual.get(i).status(), "puzzle " + i);
                    assertEquals(expected.get(i).solution(), actual.get(i).solution(), "puzzle " + i);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

}
