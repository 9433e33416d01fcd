package io.github.sudokusolver.logic;

import io.github.sudokusolver.SolveStatistics;
import java.util.List;
import java.util.Objects;

/**
 * The steps that take a puzzle to its solution, each the simplest available at its point, and the rating they give.
 * This is a value-based class.
 */
public final class Explanation {

    private final Candidates start;
    private final List<Step> steps;
    private final Candidates result;
    private final SolveStatistics statistics;

    Explanation(Candidates start, List<Step> steps, Candidates result, SolveStatistics statistics) {
        this.start = Objects.requireNonNull(start);
        this.steps = List.copyOf(steps);
        this.result = Objects.requireNonNull(result);
        this.statistics = Objects.requireNonNull(statistics);
    }

    /**
     * The work behind the explanation: the search nodes the call charged to its limits (the uniqueness check, the
     * bounded searches over pencil marks, the assumptions of the chain techniques; {@code backtracks} is 0) and the
     * time it took. Not part of equality: the same puzzle explains to equal explanations on every call.
     *
     * @return the statistics of the call that made this explanation
     */
    public SolveStatistics statistics() {
        return statistics;
    }

    /**
     * The steps, in the order they are applied.
     *
     * @return an unmodifiable list; empty for a puzzle that is already solved
     */
    public List<Step> steps() {
        return steps;
    }

    /**
     * Whether the steps reach the solution. Always true for {@link LogicalSolver#standard()}, whose bounded search
     * finishes every proper puzzle; false when a solver {@linkplain LogicalSolver#using limited to some techniques}
     * got stuck.
     *
     * @return whether every cell is placed at the end
     */
    public boolean isSolved() {
        return result.isSolved();
    }

    /**
     * The pencil marks before the first step.
     *
     * @return the start
     */
    public Candidates start() {
        return start;
    }

    /**
     * The pencil marks after the last step: the solution when {@link #isSolved()}, else where the solver got stuck.
     *
     * @return the end
     */
    public Candidates result() {
        return result;
    }

    /**
     * The score and level: the hardest step's difficulty. An explanation without steps (of a board that is already
     * solved) rates 1.0 {@link Difficulty#EASY} with {@link Technique#FULL_HOUSE}, the least rating there is: the
     * rating of the same grid with one digit missing, whose one step is a full house. So an app that explains the
     * player's finished grid gets an answer rather than an exception.
     *
     * @return the rating
     * @throws IllegalStateException if the explanation does not reach the solution (a partial path has no rating)
     */
    public Rating rating() {
        if (!isSolved()) {
            throw new IllegalStateException("the steps stop before the solution, so they give no rating");
        }
        if (steps.isEmpty()) {
            return new Rating(Technique.FULL_HOUSE.difficulty(), Difficulty.EASY, Technique.FULL_HOUSE);
        }
        Step hardest = steps.get(0);
        for (Step step : steps) {
            if (step.difficulty() > hardest.difficulty()) {
                hardest = step;
            }
        }
        return new Rating(hardest.difficulty(), Difficulty.of(hardest.difficulty()), hardest.technique());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Explanation that && start.equals(that.start) && steps.equals(that.steps)
                && result.equals(that.result);
    }

    @Override
    public int hashCode() {
        return Objects.hash(start, steps, result);
    }

    /** One step per line, then the rating when solved ({@code Solved} alone when there was no step). */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Step step : steps) {
            text.append(step).append('\n');
        }
        text.append(isSolved() && !steps.isEmpty() ? "Rating: " + rating() : isSolved() ? "Solved" : "Stuck");
        return text.toString();
    }
}
