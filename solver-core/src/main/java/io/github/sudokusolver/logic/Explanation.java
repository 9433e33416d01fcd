package io.github.sudokusolver.logic;

import io.github.sudokusolver.SolveStatistics;
import java.util.List;
import java.util.Objects;

/**
 * The steps that take a puzzle to its solution, each the simplest available at its point, and the rating they give.
 * This is a value-based class.
 */
public final class Explanation {

    /**
     * On a killer, the steps within this much of the hardest step's difficulty count as its workload, and the workload
     * adds less than this much to the score ({@link #rating()}): calibrated on the killers of {@code docs/rating.md}.
     */
    static final double KILLER_NEAR = 0.4;
    static final double KILLER_WORKLOAD = 0.049;
    /**
     * The weight of the cages' openness at the start ({@link CageOpenness}) against the workload's in the part of the
     * score below the tenth: calibrated on the killers of {@code docs/rating.md}.
     */
    static final double KILLER_OPENNESS = 0.5;

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
     * The score and level: the hardest step's difficulty. On a layout with killer cages the score also counts how
     * often the player needs a step about that hard and how much the cage sums leave open at the start: with {@code
     * n} the number of steps whose difficulty is within 0.4 of the hardest (the hardest included) and {@code open}
     * the share of the caged cells' candidates that their cages' combinations allow on the empty grid (in (0, 1]), it
     * is the hardest step's difficulty plus {@code 0.049 * ((1 - 1/n) + 0.5 * open) / 1.5}, less than 0.05, so that
     * the level and the score to one decimal are still the hardest step's, and two killers whose hardest steps are as
     * hard are ordered by those ({@code docs/rating.md}, "Killer techniques"). Other
     * layouts (the classic grid included) score the hardest step's difficulty alone. An explanation without steps (of
     * a board that is already solved) rates 1.0 {@link Difficulty#EASY} with {@link Technique#FULL_HOUSE}, the least
     * rating there is: the rating of the same grid with one digit missing, whose one step is a full house. So an app
     * that explains the player's finished grid gets an answer rather than an exception.
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
        double score = hardest.difficulty();
        if (!start.layout().cages().isEmpty()) {
            int near = 0;
            for (Step step : steps) {
                if (step.difficulty() >= hardest.difficulty() - KILLER_NEAR - 1e-9) {
                    near++;
                }
            }
            double share = CageOpenness.of(start.layout());
            double workload = score + KILLER_WORKLOAD * ((1 - 1.0 / near) + KILLER_OPENNESS * share)
                    / (1 + KILLER_OPENNESS);
            // a difficulty off the scale's tenths could cross a level's bound or a tenth: then the hardest step alone
            boolean same = Difficulty.of(workload) == Difficulty.of(score)
                    && Rating.format(workload).equals(Rating.format(score));
            score = same ? workload : score;
        }
        return new Rating(score, Difficulty.of(score), hardest.technique());
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
