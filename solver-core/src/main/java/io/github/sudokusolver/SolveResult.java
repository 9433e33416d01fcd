package io.github.sudokusolver;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of {@link Solver#solve(Board, SolveLimits)}: a status, the solution when there is one, and what the
 * search cost.
 *
 * <p>This is a value-based class. Two results are equal when they give the same answer: the same status, solution,
 * abort reason and conflicts. The {@link #statistics()} are left out, because they say what one run cost (its time
 * differs on every run): two solves of one puzzle by one deterministic strategy give equal results.
 */
public final class SolveResult {

    /** How a solve ended. */
    public enum Status {
        /** A solution was found; {@link #solution()} holds it. */
        SOLVED,
        /** The givens are consistent, but no grid completes them. */
        NO_SOLUTION,
        /** The givens break a rule; {@link #conflicts()} names the clashing cells. The search did not run. */
        INVALID,
        /** The search stopped before an answer; {@link #abortReason()} says why. */
        ABORTED
    }

    /** Why a search stopped before it had an answer. */
    public enum AbortReason {
        /** The search placed as many digits as {@link SolveLimits#maxNodes()} allows. */
        NODE_LIMIT,
        /** The time of {@link SolveLimits#timeout()} ran out. */
        TIMEOUT,
        /** The calling thread was interrupted; its interrupt status is kept. */
        INTERRUPTED
    }

    private final Status status;
    private final Board solution;
    private final AbortReason abortReason;
    private final List<Conflict> conflicts;
    private final SolveStatistics statistics;

    private SolveResult(Status status, Board solution, AbortReason abortReason, List<Conflict> conflicts,
            SolveStatistics statistics) {
        this.status = status;
        this.solution = solution;
        this.abortReason = abortReason;
        this.conflicts = conflicts;
        this.statistics = Objects.requireNonNull(statistics, "statistics");
    }

    /**
     * A solved result.
     *
     * @param solution the complete grid; not null
     * @param statistics what the search cost; not null
     * @return the result
     */
    public static SolveResult solved(Board solution, SolveStatistics statistics) {
        return new SolveResult(Status.SOLVED, Objects.requireNonNull(solution, "solution"), null, List.of(),
                statistics);
    }

    /**
     * A result for consistent givens that have no completion.
     *
     * @param statistics what the search cost; not null
     * @return the result
     */
    public static SolveResult noSolution(SolveStatistics statistics) {
        return new SolveResult(Status.NO_SOLUTION, null, null, List.of(), statistics);
    }

    /**
     * A result for givens that break a rule.
     *
     * @param conflicts the clashing cells, not empty; not null
     * @param statistics what the check cost; not null
     * @return the result
     * @throws IllegalArgumentException if {@code conflicts} is empty
     */
    public static SolveResult invalid(List<Conflict> conflicts, SolveStatistics statistics) {
        if (conflicts.isEmpty()) {
            throw new IllegalArgumentException("an invalid result needs at least one conflict");
        }
        return new SolveResult(Status.INVALID, null, null, List.copyOf(conflicts), statistics);
    }

    /**
     * A result for a search stopped early.
     *
     * @param reason why it stopped; not null
     * @param statistics what the search cost up to then; not null
     * @return the result
     */
    public static SolveResult aborted(AbortReason reason, SolveStatistics statistics) {
        return new SolveResult(Status.ABORTED, null, Objects.requireNonNull(reason, "reason"), List.of(), statistics);
    }

    /**
     * Returns how the solve ended.
     *
     * @return the status
     */
    public Status status() {
        return status;
    }

    /**
     * Tells whether a solution was found.
     *
     * @return true exactly when the status is {@link Status#SOLVED}
     */
    public boolean isSolved() {
        return status == Status.SOLVED;
    }

    /**
     * Returns the solution.
     *
     * @return the complete, valid grid that keeps the givens; present exactly when the status is
     *     {@link Status#SOLVED}
     */
    public Optional<Board> solution() {
        return Optional.ofNullable(solution);
    }

    /**
     * Returns why the search stopped early.
     *
     * @return the reason; present exactly when the status is {@link Status#ABORTED}
     */
    public Optional<AbortReason> abortReason() {
        return Optional.ofNullable(abortReason);
    }

    /**
     * Returns the rule violations of the givens.
     *
     * @return the conflicts; non-empty exactly when the status is {@link Status#INVALID}
     */
    public List<Conflict> conflicts() {
        return conflicts;
    }

    /**
     * Returns what the search cost.
     *
     * @return the statistics
     */
    public SolveStatistics statistics() {
        return statistics;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SolveResult)) {
            return false;
        }
        SolveResult that = (SolveResult) other;
        return status == that.status && Objects.equals(solution, that.solution)
                && abortReason == that.abortReason && conflicts.equals(that.conflicts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, solution, abortReason, conflicts);
    }

    /**
     * Describes the result for a person, e.g. {@code SOLVED 4352...259 (412 nodes, 371 backtracks, 0.100 ms)}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        String detail = switch (status) {
            case SOLVED -> " " + solution;
            case ABORTED -> " " + abortReason;
            case INVALID -> " " + conflicts;
            case NO_SOLUTION -> "";
        };
        return status + detail + " (" + SolveStatistics.count(statistics.nodes(), "node") + ", "
                + SolveStatistics.count(statistics.backtracks(), "backtrack") + ", "
                + SolveStatistics.millis(statistics.elapsed()) + ")";
    }
}
