package io.github.sudokusolver;

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

    Explanation(Candidates start, List<Step> steps, Candidates result) {
        this.start = Objects.requireNonNull(start);
        this.steps = List.copyOf(steps);
        this.result = Objects.requireNonNull(result);
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
     * The score and level: the hardest step's difficulty.
     *
     * @return the rating
     * @throws IllegalStateException if the explanation does not reach the solution (a partial path has no rating)
     *                               or has no steps
     */
    public Rating rating() {
        if (!isSolved()) {
            throw new IllegalStateException("the steps stop before the solution, so they give no rating");
        }
        Step hardest = null;
        for (Step step : steps) {
            if (hardest == null || step.difficulty() > hardest.difficulty()) {
                hardest = step;
            }
        }
        if (hardest == null) {
            throw new IllegalStateException("a solved grid takes no step, so it has no rating");
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

    /** One step per line, then the rating when solved. */
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
