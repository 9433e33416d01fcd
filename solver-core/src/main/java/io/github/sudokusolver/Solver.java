package io.github.sudokusolver;

import java.util.List;

/**
 * A Sudoku solving strategy.
 *
 * <p>Every implementation is thread-safe (one instance may serve many threads at once) and never changes its input.
 * Each call answers for the puzzle it is given:
 * <ul>
 *   <li>givens that break a rule give {@link SolveResult.Status#INVALID} (and a count of 0) before any search;</li>
 *   <li>consistent givens without a completion give {@link SolveResult.Status#NO_SOLUTION} (and a count of 0);</li>
 *   <li>a search stopped by its {@link SolveLimits} or by an interrupt of the calling thread gives
 *       {@link SolveResult.Status#ABORTED} with the reason (a count throws {@link SearchAbortedException}); an
 *       interrupt leaves the thread's interrupt status set.</li>
 * </ul>
 * Null arguments throw {@link NullPointerException}.
 *
 * <p>The built-in strategies come from the static factories. Others plug in through {@link java.util.ServiceLoader}:
 * a class with a public no-argument constructor that implements this interface, listed in
 * {@code META-INF/services/io.github.sudokusolver.Solver} (or {@code provides} in a module), is found by
 * {@link #named(String)} and {@link #available()}.
 *
 * <pre>{@code
 * Board puzzle = Board.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
 * SolveResult result = Solver.bitmask().solve(puzzle);
 * result.solution().ifPresent(System.out::println);
 * }</pre>
 */
public interface Solver {

    /**
     * Returns the name that {@link #named(String)} finds this solver by, e.g. {@code bitmask}.
     *
     * @return a short, unique name
     */
    String name();

    /**
     * Solves a puzzle with no limits: the search runs until it has an answer or the thread is interrupted.
     *
     * @param puzzle the puzzle; not null
     * @return the result
     * @throws NullPointerException if {@code puzzle} is null
     */
    default SolveResult solve(Board puzzle) {
        return solve(puzzle, SolveLimits.none());
    }

    /**
     * Solves a puzzle within limits.
     *
     * @param puzzle the puzzle; not null
     * @param limits bounds on the search; not null
     * @return the result: {@code SOLVED} with a complete valid grid that keeps the givens, {@code NO_SOLUTION},
     *     {@code INVALID} with the conflicts, or {@code ABORTED} with the reason
     * @throws NullPointerException if an argument is null
     */
    SolveResult solve(Board puzzle, SolveLimits limits);

    /**
     * Counts the solutions of a puzzle, stopping at {@code limit}; with no bound on the search.
     * {@code countSolutions(p, 2) == 1} tells that a puzzle is proper.
     *
     * @param puzzle the puzzle; not null
     * @param limit the most solutions to count, at least 1
     * @return the exact number of solutions if it is below {@code limit}, else {@code limit}; 0 for clashing givens
     * @throws NullPointerException if {@code puzzle} is null
     * @throws IllegalArgumentException if {@code limit} is less than 1
     * @throws SearchAbortedException if the thread is interrupted before the count is exact
     */
    default long countSolutions(Board puzzle, long limit) {
        return countSolutions(puzzle, limit, SolveLimits.none());
    }

    /**
     * Counts the solutions of a puzzle within limits, stopping at {@code limit}.
     *
     * @param puzzle the puzzle; not null
     * @param limit the most solutions to count, at least 1
     * @param limits bounds on the search; not null
     * @return the exact number of solutions if it is below {@code limit}, else {@code limit}; 0 for clashing givens
     * @throws NullPointerException if {@code puzzle} or {@code limits} is null
     * @throws IllegalArgumentException if {@code limit} is less than 1
     * @throws SearchAbortedException if a limit or an interrupt stops the search before the count is exact; it
     *     carries the reason and the solutions counted so far
     */
    long countSolutions(Board puzzle, long limit, SolveLimits limits);

    /**
     * Tells whether a puzzle has exactly one solution.
     *
     * @param puzzle the puzzle; not null
     * @return true if the puzzle is proper
     * @throws NullPointerException if {@code puzzle} is null
     * @throws SearchAbortedException if the thread is interrupted before the answer is known
     */
    default boolean hasUniqueSolution(Board puzzle) {
        return countSolutions(puzzle, 2) == 1;
    }

    /**
     * Row-major backtracking over tables of booleans per row, column and box. Returns the lexicographically smallest
     * solution. Named {@code boolean-array}.
     *
     * @return the shared instance
     */
    static Solver booleanArray() {
        return EngineSolver.BOOLEAN_ARRAY;
    }

    /**
     * Row-major backtracking over one bitmask per row, column and box. Returns the lexicographically smallest
     * solution. Named {@code bitmask}.
     *
     * @return the shared instance
     */
    static Solver bitmask() {
        return EngineSolver.BITMASK;
    }

    /**
     * Row-major backtracking that computes each cell's candidate set from the grid at every step. Returns the
     * lexicographically smallest solution. Named {@code candidate-set}.
     *
     * @return the shared instance
     */
    static Solver candidateSet() {
        return EngineSolver.CANDIDATE_SET;
    }

    /**
     * The fastest built-in strategy: constraint propagation on bitboards (singles, locked candidates and the
     * triads of three cells) with binary guesses on where a digit goes within a band or stack, then on a cell with
     * the fewest candidates. Microseconds per puzzle on the hardest known puzzles. On every layout but the classic
     * one it hands the board to the {@code general} solver. On a puzzle with several solutions it returns one of
     * them, the same one on every call, but not necessarily the lexicographically smallest. Its statistics count
     * guesses as nodes. Named {@code bitboard}.
     *
     * @return the shared instance
     */
    static Solver fastest() {
        return EngineSolver.BITBOARD;
    }

    /**
     * The fastest strategy, searching one puzzle on several threads: the {@code general} solver's search split into
     * subproblems that the calling thread and up to {@code parallelism - 1} tasks submitted to {@code executor}
     * search in turn ({@code docs/parallel-search.md}). For the hard large grids (minimal 16x16 and 25x25 puzzles,
     * killers) that take seconds on one thread; a classic 9x9 puzzle without cages is solved on the calling thread
     * by {@link #fastest()}, since splitting it would cost more than it saves.
     *
     * <p>The caller owns the threads: the solver never shuts the executor down, and since the calling thread works
     * too, a call finishes even if the executor runs none of its tasks, rejects them, or is the pool the caller runs
     * in. A call returns only once every search it started has stopped. Across threads:
     * <ul>
     *   <li>the answer is the same on every call and for every {@code parallelism}: on a puzzle with one solution,
     *       that solution; on a puzzle with several, one of them, not necessarily the one {@link #fastest()}
     *       gives. A call stopped by its limits returns a solution if one was found by then;</li>
     *   <li>{@link #countSolutions} is exact, as on one thread;</li>
     *   <li>{@link SolveLimits#maxNodes()} bounds the nodes of all threads together (it is read every 4 nodes of each
     *       thread, so the call stops within that many nodes per thread of it), and
     *       {@link SolveStatistics#nodes()} is their total: the same on every call with a {@code parallelism} of 1,
     *       varying by the nodes of searches stopped midway with more;</li>
     *   <li>an interrupt of the calling thread, or of a thread running one of the tasks, stops every search within
     *       a few nodes: the call is {@code ABORTED} with {@code INTERRUPTED}.</li>
     * </ul>
     * Named {@code parallel}; not listed by {@link #available()}, as it needs an executor.
     *
     * @param executor where the tasks beside the calling thread run; not null
     * @param parallelism the threads a call may use, the calling thread included, at least 1
     * @return a new solver
     * @throws NullPointerException if {@code executor} is null
     * @throws IllegalArgumentException if {@code parallelism} is less than 1
     */
    static Solver parallel(java.util.concurrent.Executor executor, int parallelism) {
        return new ParallelSolver(executor, parallelism);
    }

    /**
     * Finds a solver by name: a built-in one, or one registered with {@link java.util.ServiceLoader}.
     *
     * @param name the solver's {@link #name()}; not null
     * @return the solver
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException if no solver has that name; the message lists the known names
     */
    static Solver named(String name) {
        return SolverRegistry.named(name);
    }

    /**
     * Lists the built-in solvers, then those registered with {@link java.util.ServiceLoader} in the order the loader
     * finds them. A registered solver whose name is already taken is left out.
     *
     * @return an unmodifiable list
     */
    static List<Solver> available() {
        return SolverRegistry.available();
    }
}
