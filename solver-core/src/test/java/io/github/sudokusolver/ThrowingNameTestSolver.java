package io.github.sudokusolver;

/**
 * A registered solver whose {@code name()} throws, as a half-configured plugin's might. It is registered for every
 * test, so the whole suite (the CLI's tests among them) runs with it on the class path; the registry must skip it.
 */
public final class ThrowingNameTestSolver implements Solver {

    /** The public no-argument constructor that ServiceLoader needs. */
    public ThrowingNameTestSolver() {
    }

    @Override
    public String name() {
        throw new IllegalStateException("this plugin has no name yet");
    }

    @Override
    public SolveResult solve(Board puzzle, SolveLimits limits) {
        throw new AssertionError("a solver without a name must never be chosen");
    }

    @Override
    public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        throw new AssertionError("a solver without a name must never be chosen");
    }
}
