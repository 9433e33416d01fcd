package io.github.sudokusolver;

import io.github.sudokusolver.internal.search.BitboardEngine;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.ParallelSearch;
import io.github.sudokusolver.internal.search.Search;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * The adapter from the {@link Solver} contract to {@link ParallelSearch}, as {@link EngineSolver} is for the
 * single-threaded engines: argument checks, clashing givens rejected before any search, the classic grid handed to
 * the fast solver, and the shape of the answer. See {@link Solver#parallel}.
 */
final class ParallelSolver implements Solver {

    private final Executor executor;
    private final int parallelism;
    /** Nodes of the sequential search before the split ({@link ParallelSearch#WARM_UP_NODES}; tests use 0). */
    private final long warmUpNodes;

    ParallelSolver(Executor executor, int parallelism) {
        this(executor, parallelism, ParallelSearch.WARM_UP_NODES);
    }

    ParallelSolver(Executor executor, int parallelism, long warmUpNodes) {
        this.executor = Objects.requireNonNull(executor, "executor");
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, was " + parallelism);
        }
        this.parallelism = parallelism;
        this.warmUpNodes = warmUpNodes;
    }

    @Override
    public String name() {
        return "parallel";
    }

    @Override
    public SolveResult solve(Board puzzle, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        if (!splits(puzzle)) {
            return Solver.fastest().solve(puzzle, limits);
        }
        if (puzzle.hasConflict()) {
            return SolveResult.invalid(puzzle.conflicts(), new SolveStatistics(0, 0, Duration.ZERO));
        }
        ParallelSearch.Outcome outcome = run(puzzle, limits, 1, true);
        return EngineSolver.result(name(), puzzle, outcome.firstSolution(), outcome.stop(), statistics(outcome));
    }

    @Override
    public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        EngineSolver.checkCountArguments(puzzle, limit, limits);
        if (!splits(puzzle)) {
            return Solver.fastest().countSolutions(puzzle, limit, limits);
        }
        if (puzzle.hasConflict()) {
            return 0;
        }
        ParallelSearch.Outcome outcome = run(puzzle, limits, limit, false);
        if (outcome.stop() != null) {
            throw new SearchAbortedException(EngineSolver.reason(outcome.stop()), outcome.solutions(),
                    statistics(outcome));
        }
        return outcome.solutions();
    }

    /** Whether the puzzle goes to the general engine, and so is split; the classic grid goes to the fast solver. */
    private static boolean splits(Board puzzle) {
        return BitboardEngine.INSTANCE.forGeometry(puzzle.layout().geometry()) == GeneralEngine.INSTANCE;
    }

    private ParallelSearch.Outcome run(Board puzzle, SolveLimits limits, long solutionLimit, boolean keepFirst) {
        byte[] digits = puzzle.digitsForSearch();
        int[] grid = new int[digits.length];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits[i];
        }
        Search.Bounds bounds = Search.Bounds.of(limits.maxNodes(), limits.timeout().orElse(null));
        return ParallelSearch.search(puzzle.layout().geometry(), grid, bounds, solutionLimit, keepFirst, executor,
                parallelism, warmUpNodes);
    }

    private static SolveStatistics statistics(ParallelSearch.Outcome outcome) {
        return new SolveStatistics(outcome.nodes(), outcome.backtracks(), outcome.elapsed());
    }

    @Override
    public String toString() {
        return "parallel (" + parallelism + " threads)";
    }
}
