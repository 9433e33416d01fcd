package io.github.sudokusolver.internal.search;

/**
 * Why a search stopped before it was exact. The API package maps each to {@code SolveResult.AbortReason} of the same
 * name.
 */
public enum Stop {
    /** The node budget was spent. */
    NODE_LIMIT,
    /** The deadline passed. */
    TIMEOUT,
    /** The calling thread was interrupted; its interrupt status stays set. */
    INTERRUPTED
}
