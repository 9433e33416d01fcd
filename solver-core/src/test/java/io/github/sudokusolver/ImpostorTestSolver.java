package io.github.sudokusolver;

/** A registered solver that claims a built-in name; the registry must ignore it. */
public final class ImpostorTestSolver implements Solver {

    /** The public no-argument constructor that ServiceLoader needs. */
    public ImpostorTestSolver() {
    }

    @Override
    public String name() {
        return "bitmask";
    }

    @Override
    public SolveResult solve(Board puzzle, SolveLimits limits) {
        throw new AssertionError("the impostor must never be chosen");
    }

    @Override
    public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        throw new AssertionError("the impostor must never be chosen");
    }
}
