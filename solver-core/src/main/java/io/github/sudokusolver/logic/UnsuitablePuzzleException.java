package io.github.sudokusolver.logic;

import java.util.Objects;

/**
 * A puzzle the {@link LogicalSolver} will not explain or rate, because any answer would be made up: its givens
 * clash, it has no solution, or it has more than one (logical techniques such as unique rectangles assume one, and a
 * rating of an improper puzzle means nothing).
 */
public final class UnsuitablePuzzleException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why a puzzle was refused. */
    public enum Reason {
        /** Two givens (or placed digits) hold one digit in one row, column or box. */
        CLASHING_GIVENS,
        /** No way to complete the grid. */
        NO_SOLUTION,
        /** Two or more ways to complete it. */
        MULTIPLE_SOLUTIONS,
        /** Nothing to solve: every cell is filled, so there is no step to rate. */
        ALREADY_SOLVED
    }

    /** Why the puzzle was refused. */
    private final Reason reason;

    UnsuitablePuzzleException(Reason reason, String message) {
        super(message);
        this.reason = Objects.requireNonNull(reason);
    }

    /**
     * Why the puzzle was refused.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }
}
