package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.logic.Candidate;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
import io.github.sudokusolver.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random small variant puzzles (4x4, 6x6, 9x9) of one to three rule kinds drawn from every kind
 * ({@link RandomRules#KINDS}), made unique by {@link KnownAnswerPuzzles#make}: the step engine explains each to its
 * solution, every step places the solution's digit and removes none of the solution's, every rule a step names is one
 * of the puzzle's, and the rating path rates it. The seed is in every message.
 */
final class RuleStepsPropertyTest {

    private static final int[][] BOXES = {{2, 2}, {2, 3}, {3, 3}};

    static LongStream seeds() {
        return LongStream.range(0, 48);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aRandomVariantPuzzleIsExplainedToItsSolution(long seed) {
        Random random = new Random(seed);
        int[] box = BOXES[(int) (seed % BOXES.length)];
        Layout plain = Layout.boxes(box[0], box[1]);
        KnownAnswerPuzzles.Made made = null;
        List<String> kinds = null;
        for (int attempt = 0; made == null && attempt < 40; attempt++) {
            kinds = kinds(random, plain.size());
            made = KnownAnswerPuzzles.make(random, plain, box[0], box[1], kinds);
        }
        String what = "seed " + seed + ", " + kinds + " on " + plain;
        assertTrue(made != null, what + ": no puzzle made");
        Board board = made.board();
        what += ": " + board.layout().rules() + "\n" + board;
        Explanation explanation = LogicalSolver.standard().explain(board);
        assertTrue(explanation.isSolved(), what + "\n" + explanation);
        int n = plain.size();
        for (Step step : explanation.steps()) {
            for (Candidate placement : step.placements()) {
                assertEquals(made.grid()[placement.cell().row() * n + placement.cell().col()], placement.digit(),
                        what + "\n" + step);
            }
            for (Candidate elimination : step.eliminations()) {
                assertNotEquals(made.grid()[elimination.cell().row() * n + elimination.cell().col()],
                        elimination.digit(), what + "\n" + step);
            }
            assertTrue(board.layout().rules().containsAll(step.rules()), what + "\n" + step);
        }
        Rating rating = LogicalSolver.standard().rate(board);
        assertTrue(rating.score() >= 1.0, what + ": " + rating);
    }

    /** One to three kinds that fit the grid, at most one of them global (its grid is drawn under it). */
    private static List<String> kinds(Random random, int n) {
        List<String> kinds = new ArrayList<>();
        int wanted = 1 + random.nextInt(3);
        boolean global = false;
        while (kinds.size() < wanted) {
            String kind = RandomRules.KINDS.get(random.nextInt(RandomRules.KINDS.size()));
            boolean isGlobal = RandomRules.global(kind) != null;
            if (RandomRules.fits(kind, n) && !kinds.contains(kind) && !(isGlobal && global)) {
                kinds.add(kind);
                global |= isGlobal;
            }
        }
        return kinds;
    }
}
