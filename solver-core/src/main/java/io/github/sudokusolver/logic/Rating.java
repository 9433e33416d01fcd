package io.github.sudokusolver.logic;

import java.util.Locale;
import java.util.Objects;

/**
 * How hard a puzzle is: the difficulty of the hardest step on the simplest path to the solution, on Sudoku
 * Explainer's scale (1.0 for a full house up to about 10 for the hardest logical steps; 12.0 for the bounded search
 * of last resort), and the {@link Difficulty} level that score falls in. On a killer the score adds less than 0.05
 * for how many steps are about as hard as the hardest and how much the cage sums leave open at the start ({@link
 * Explanation#rating()}): its level and its value to one decimal are the hardest step's.
 *
 * @param score      the score, 1.0 or more
 * @param difficulty the level of the score; not null
 * @param hardest    the technique of the hardest step; not null
 */
public record Rating(double score, Difficulty difficulty, Technique hardest) {

    /**
     * Checks that the level is the one the score falls in.
     *
     * @param score the score
     * @param difficulty the level
     * @param hardest the hardest technique
     * @throws NullPointerException     if {@code difficulty} or {@code hardest} is null
     * @throws IllegalArgumentException if the score is below 1.0 or {@code difficulty} is not
     * {@code Difficulty.of(score)}
     */
    public Rating {
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(hardest, "hardest");
        if (Difficulty.of(score) != difficulty) {
            throw new IllegalArgumentException("score " + score + " is " + Difficulty.of(score) + ", not " + difficulty);
        }
    }

    /** The score with one decimal, as Sudoku Explainer prints it. */
    static String format(double score) {
        return String.format(Locale.ROOT, "%.1f", score);
    }

    /** {@code 7.2 EXPERT (Alternating inference chain)}. */
    @Override
    public String toString() {
        return format(score) + " " + difficulty + " (" + hardest.displayName() + ")";
    }
}
