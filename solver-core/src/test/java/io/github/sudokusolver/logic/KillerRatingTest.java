package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import org.junit.jupiter.api.Test;

/**
 * The killer rating ({@link Explanation#rating()}): the hardest step's difficulty plus a workload and the cages'
 * openness at the start, together less than 0.05, which keeps the level and the score to one decimal, and the other
 * layouts' rating, the hardest step alone.
 */
final class KillerRatingTest {

    private static double hardestDifficulty(Explanation explanation) {
        double hardest = 0;
        for (Step step : explanation.steps()) {
            hardest = Math.max(hardest, step.difficulty());
        }
        return hardest;
    }

    /** {@code 0.049 * (workload + 0.5 * openness) / 1.5}, the part of a killer's score below the tenth. */
    private static double belowTheTenth(int near, double openness) {
        return 0.049 * ((1 - 1.0 / near) + 0.5 * openness) / 1.5;
    }

    @Test
    void aKillersScoreIsItsHardestStepPlusItsWorkloadAndOpenness() {
        Board killer = Generator.withSeed(2).killer(Layout.classic());
        Explanation explanation = LogicalSolver.standard().ratingPath().explain(killer);
        Rating rating = explanation.rating();
        // the hardest steps are at 3.0, and 30 steps are at 2.6 or harder (8 at 2.6, 17 at 2.8, 5 at 3.0; the path
        // takes no confined or blocked overlap); its 25 cages' combinations leave 635 of the 729 candidates (counted
        // apart, by listing the combinations of each cage's size and sum)
        assertEquals(3.0 + belowTheTenth(30, 635.0 / 729), rating.score(), 1e-9, explanation.toString());
        assertEquals(Difficulty.MEDIUM, rating.difficulty());
        assertEquals("3.0 MEDIUM (" + rating.hardest().displayName() + ")", rating.toString());
    }

    @Test
    void theWorkloadKeepsTheLevelAndTheTenthsOfTheHardestStep() {
        for (long seed = 1; seed <= 4; seed++) {
            Board killer = Generator.withSeed(seed).killer(Layout.classic());
            Explanation explanation = LogicalSolver.standard().ratingPath().explain(killer);
            double hardest = hardestDifficulty(explanation);
            Rating rating = explanation.rating();
            assertTrue(rating.score() >= hardest && rating.score() < hardest + 0.05, "seed " + seed + ": " + rating);
            assertEquals(Difficulty.of(hardest), rating.difficulty(), "seed " + seed);
            assertEquals(Rating.format(hardest), Rating.format(rating.score()), "seed " + seed);
        }
    }

    @Test
    void theWorkloadCountsTheStepsWithinFourTenthsOfTheHardest() {
        Board killer = Generator.withSeed(1).killer(Layout.boxes(2, 2));
        Explanation explanation = LogicalSolver.standard().ratingPath().explain(killer);
        // four cage combinations at 2.0; the singles, at 1.5 and below, are not near it; the seven cages (2 of one
        // cell, 4 and 7 of two, 7 of three...) leave 5/8 of the candidates open
        assertEquals(2.0 + belowTheTenth(4, 5.0 / 8), explanation.rating().score(), 1e-9, explanation.toString());
        assertEquals(Technique.CAGE_COMBINATIONS, explanation.rating().hardest());
    }

    @Test
    void aLayoutWithoutCagesScoresItsHardestStepAlone() {
        for (Board puzzle : new Board[] {Generator.withSeed(3).puzzle(Layout.boxes(2, 3)),
                Generator.withSeed(3).puzzle(Layout.classic())}) { // 6x6 and the classic grid
            Explanation explanation = LogicalSolver.standard().ratingPath().explain(puzzle);
            assertEquals(hardestDifficulty(explanation), explanation.rating().score(), 0.0, explanation.toString());
        }
    }
}
