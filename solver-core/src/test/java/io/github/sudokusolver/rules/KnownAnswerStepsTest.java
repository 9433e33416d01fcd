package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.logic.Candidate;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The step engine on the known-answer variant puzzles ({@code known-answer.txt}: every rule kind on 4x4, 6x6 and
 * 9x9, each with one solution): every puzzle is explained to its listed solution, no step places another digit or
 * removes the solution's, no step assumes one solution (a rule can break the swap such a pattern relies on), every
 * rule a step names is one of the puzzle's, and the rating path rates it.
 */
final class KnownAnswerStepsTest {

    /** The techniques that reason from one solution: off wherever a variant rule is. */
    private static final Set<Technique> UNIQUENESS = EnumSet.of(Technique.UNIQUE_RECTANGLE_TYPE_1,
            Technique.UNIQUE_RECTANGLE_TYPE_2, Technique.UNIQUE_RECTANGLE_TYPE_3, Technique.UNIQUE_RECTANGLE_TYPE_4,
            Technique.UNIQUE_RECTANGLE_TYPE_5, Technique.UNIQUE_RECTANGLE_TYPE_6, Technique.HIDDEN_UNIQUE_RECTANGLE,
            Technique.AVOIDABLE_RECTANGLE, Technique.UNIQUE_LOOP, Technique.BUG_PLUS_ONE, Technique.BUG_TYPE_2,
            Technique.BUG_TYPE_3, Technique.BUG_TYPE_4);

    static Stream<KnownAnswerPuzzlesTest.Puzzle> everyPuzzle() throws IOException {
        return KnownAnswerPuzzlesTest.puzzles().stream();
    }

    @ParameterizedTest
    @MethodSource("everyPuzzle")
    void isExplainedToItsSolutionStepByStep(KnownAnswerPuzzlesTest.Puzzle puzzle) {
        Board board = RoundTrips.read(puzzle.layout(), puzzle.text());
        Explanation explanation = LogicalSolver.standard().explain(board);
        assertTrue(explanation.isSolved(), puzzle + ": " + explanation);
        int n = puzzle.layout().size();
        for (Step step : explanation.steps()) {
            for (Candidate placement : step.placements()) {
                assertEquals(digit(puzzle, placement, n), placement.digit(), puzzle + ": " + step);
            }
            for (Candidate elimination : step.eliminations()) {
                assertFalse(digit(puzzle, elimination, n) == elimination.digit(), puzzle + ": " + step);
            }
            assertFalse(UNIQUENESS.contains(step.technique()), puzzle + ": " + step);
            assertTrue(board.layout().rules().containsAll(step.rules()), puzzle + ": " + step);
        }
        Rating rating = LogicalSolver.standard().rate(board);
        assertTrue(rating.score() >= 1.0, puzzle + ": " + rating);
    }

    /** The listed solution's digit of a candidate's cell (digits in base 36, one per cell). */
    private static int digit(KnownAnswerPuzzlesTest.Puzzle puzzle, Candidate candidate, int n) {
        return Character.digit(puzzle.solution().charAt(candidate.cell().row() * n + candidate.cell().col()), 36);
    }
}
