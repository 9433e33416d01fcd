package io.github.sudokusolver;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Bounds on one search: how many digits it may place and how long it may run. A search that reaches a bound stops
 * with {@link SolveResult.Status#ABORTED} (or, when counting, {@link SearchAbortedException}), leaving its input
 * untouched. There are no hidden defaults: {@link #none()} lets a search run to the end, however long that is.
 *
 * <p>This is a value-based class. Example: {@code SolveLimits.none().withMaxNodes(1_000_000).withTimeout(
 * Duration.ofSeconds(2))}.
 */
public final class SolveLimits {

    private static final SolveLimits NONE = new SolveLimits(Long.MAX_VALUE, null);

    private final long maxNodes;
    private final Duration timeout;

    private SolveLimits(long maxNodes, Duration timeout) {
        this.maxNodes = maxNodes;
        this.timeout = timeout;
    }

    /**
     * No bound: the search runs until it has an answer or its thread is interrupted.
     *
     * @return the unbounded limits
     */
    public static SolveLimits none() {
        return NONE;
    }

    /**
     * Returns these limits with a node budget: the search stops once it has placed this many digits (see
     * {@link SolveStatistics#nodes()}).
     *
     * @param maxNodes the budget, at least 0
     * @return the new limits
     * @throws IllegalArgumentException if {@code maxNodes} is negative
     */
    public SolveLimits withMaxNodes(long maxNodes) {
        if (maxNodes < 0) {
            throw new IllegalArgumentException("maxNodes must not be negative, was " + maxNodes);
        }
        return new SolveLimits(maxNodes, timeout);
    }

    /**
     * Returns these limits with a time bound, counted from the start of each call that uses them. The clock is
     * read after a few microseconds of work (every 8 guesses of {@code bitboard}, every 256 placements of the classic
     * strategies), so a warm search returns within a fraction of a millisecond of the bound; the first abort in a
     * fresh JVM takes a few milliseconds more, for class loading (see docs/testing.md).
     *
     * @param timeout the time allowed, positive or zero; not null
     * @return the new limits
     * @throws NullPointerException if {@code timeout} is null
     * @throws IllegalArgumentException if {@code timeout} is negative
     */
    public SolveLimits withTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must not be negative, was " + timeout);
        }
        return new SolveLimits(maxNodes, timeout);
    }

    /**
     * Returns the node budget.
     *
     * @return the most digits a search may place; {@link Long#MAX_VALUE} when unbounded
     */
    public long maxNodes() {
        return maxNodes;
    }

    /**
     * Returns the time bound.
     *
     * @return the time allowed per call, or empty when unbounded
     */
    public Optional<Duration> timeout() {
        return Optional.ofNullable(timeout);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SolveLimits && maxNodes == ((SolveLimits) other).maxNodes
                && Objects.equals(timeout, ((SolveLimits) other).timeout);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(maxNodes) * 31 + Objects.hashCode(timeout);
    }

    @Override
    public String toString() {
        return "SolveLimits[maxNodes=" + (maxNodes == Long.MAX_VALUE ? "none" : maxNodes)
                + ", timeout=" + (timeout == null ? "none" : timeout) + "]";
    }
}
