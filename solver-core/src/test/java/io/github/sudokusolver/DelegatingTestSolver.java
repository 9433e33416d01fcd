package io.github.sudokusolver;

/** A third-party solver as a user would write one, registered in META-INF/services for the tests. */
public final class DelegatingTestSolver implements Solver {

    static final String NAME = "test-delegating";

    /** The public no-argument constructor that ServiceLoader needs. */
    public DelegatingTestSolver() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SolveResult solve(Board puzzle, SolveLimits limits) {
        return Solver.bitmask().solve(puzzle, limits);
    }

    @Override
    public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        return Solver.bitmask().countSolutions(puzzle, limit, limits);
    }
}
