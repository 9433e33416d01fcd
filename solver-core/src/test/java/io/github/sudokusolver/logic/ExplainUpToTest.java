package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.rules.GlobalRule;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ExplainUpToTest {

    private static final LogicalSolver LOGIC = LogicalSolver.standard();
    /** Explained at 7.1 (expert), its first steps singles, then a pointing pair (2.6), then an ALS-XZ (7.0). */
    private static final Board EXPERT =
            Board.parse("...9..36..4.1..7...6..7...82.6....1..81...6.55......9.8...4.9.6..98.2...4.....2..");

    @Test
    void stopsAfterTheFirstStepAtTheLevelsEndOrPastIt() {
        List<Step> whole = LOGIC.explain(EXPERT).steps();
        for (Difficulty level : EnumSet.range(Difficulty.EASY, Difficulty.HARD)) {
            Explanation upTo = LOGIC.explainUpTo(EXPERT, level);
            List<Step> steps = upTo.steps();
            assertFalse(upTo.isSolved(), level::toString);
            assertEquals(whole.subList(0, steps.size()), steps, "the same path as explain, cut short");
            Step last = steps.get(steps.size() - 1);
            assertTrue(last.difficulty() >= level.below(), last::toString);
            for (Step step : steps.subList(0, steps.size() - 1)) {
                assertTrue(step.difficulty() < level.below(), step::toString);
            }
        }
    }

    @Test
    void atExtremeItIsTheWholeExplanation() {
        Explanation whole = LOGIC.explain(EXPERT);
        Explanation upTo = LOGIC.explainUpTo(EXPERT, Difficulty.EXTREME);
        assertTrue(upTo.isSolved());
        assertEquals(whole.steps(), upTo.steps());
        assertEquals(whole.result(), upTo.result());
    }

    /**
     * Without a count of solutions first, a puzzle with four explains as far as the steps that hold on any puzzle go,
     * where {@code explain} refuses it; the uniqueness techniques would be unsound there, so they are left out.
     */
    @Test
    void doesNotCountTheSolutionsFirst() {
        Board fourSolutions = TestPuzzles.twoDeadlyRectangles();
        assertEquals(4, Solver.fastest().countSolutions(fourSolutions, 10));
        assertEquals(UnsuitablePuzzleException.Reason.MULTIPLE_SOLUTIONS,
                assertThrows(UnsuitablePuzzleException.class, () -> LOGIC.explain(fourSolutions)).reason());
        EnumSet<Technique> sound = EnumSet.noneOf(Technique.class);
        for (Technique technique : Technique.values()) {
            if (technique.difficulty() < Technique.UNIQUE_RECTANGLE_TYPE_1.difficulty()) {
                sound.add(technique);
            }
        }
        Explanation stuck = LogicalSolver.using(sound).explainUpTo(fourSolutions, Difficulty.EXTREME);
        assertFalse(stuck.isSolved(), "no sound step chooses among the solutions");
        assertEquals(Candidates.of(fourSolutions), stuck.result(), "no step applies to two deadly rectangles");
    }

    @Test
    void aNodeBudgetStopsItWithTheWholeCallsNodes() {
        long nodes = LOGIC.explainUpTo(EXPERT, Difficulty.EXTREME).statistics().nodes();
        assertTrue(nodes > 0, "the chains charge their assumptions");
        SearchAbortedException e = assertThrows(SearchAbortedException.class,
                () -> LOGIC.explainUpTo(EXPERT, Difficulty.EXTREME, SolveLimits.none().withMaxNodes(nodes - 1)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason());
        assertEquals(nodes - 1, e.statistics().nodes());
        assertEquals(LOGIC.explainUpTo(EXPERT, Difficulty.EXTREME).steps(),
                LOGIC.explainUpTo(EXPERT, Difficulty.EXTREME, SolveLimits.none().withMaxNodes(nodes)).steps());
    }

    @Test
    void refusesWhatTheOtherEntryPointsRefuse() {
        assertThrows(NullPointerException.class, () -> LOGIC.explainUpTo(null, Difficulty.EASY));
        assertThrows(NullPointerException.class, () -> LOGIC.explainUpTo(EXPERT, null));
        assertThrows(NullPointerException.class, () -> LOGIC.explainUpTo(EXPERT, Difficulty.EASY, null));
        Board clash = TestPuzzles.SEED.with(0, 0, 0).with(0, 1, 0).with(0, 0, 5).with(0, 1, 5);
        assertEquals(UnsuitablePuzzleException.Reason.CLASHING_GIVENS,
                assertThrows(UnsuitablePuzzleException.class,
                        () -> LOGIC.explainUpTo(clash, Difficulty.EXTREME)).reason());
        // a variant puzzle is taken, and its solutions are not counted, as for any other: an empty anti-knight grid
        // has many, so the steps (the last resort included) get stuck before a full grid
        Board antiKnight = Board.empty(Layout.classic().withRules(List.of(GlobalRule.ANTI_KNIGHT)));
        assertFalse(LOGIC.explainUpTo(antiKnight, Difficulty.EXTREME).isSolved());
    }
}
