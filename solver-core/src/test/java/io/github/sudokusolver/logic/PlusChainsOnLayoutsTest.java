package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The dynamic forcing chains (+) off the classic grid, where they stand in for the last resort: ISS's "X-Windoku"
 * (diagonals and windows, 13 givens) stalls after the dynamic chains twice, and the (+) chains, pointing and
 * claiming over its diagonals and windows, carry it to the end. Without them it takes the bounded search.
 */
final class PlusChainsOnLayoutsTest {

    private static final Layout X_WINDOKU = Layout.classic().withDiagonals().withWindows();
    private static final String PUZZLE = """
            .......1.
            ....2...3
            .........
            4....3...
            ....5...6
            ....1....
            .....78..
            ....6....
            ....32...
            """;
    private static final String SOLUTION = "932674518678521943541398267469283751217459386853716429326147895794865132"
            + "185932674";

    @Test
    void theyExplainXWindokuWithoutTheLastResort() {
        Explanation explanation = LogicalSolver.standard().explain(Board.parse(X_WINDOKU, PUZZLE));
        Set<Technique> used = techniques(explanation.steps());
        assertTrue(explanation.isSolved());
        assertEquals(Board.parse(X_WINDOKU, SOLUTION), explanation.result().toBoard());
        assertTrue(used.contains(Technique.DYNAMIC_FORCING_CHAINS_PLUS), used::toString);
        assertFalse(used.contains(Technique.BOUNDED_SEARCH), used::toString);
        assertEquals(Technique.DYNAMIC_FORCING_CHAINS_PLUS, explanation.rating().hardest());
        Board solution = Board.parse(X_WINDOKU, SOLUTION);
        for (Step step : explanation.steps()) {
            for (Candidate removed : step.eliminations()) {
                assertTrue(solution.get(removed.cell().row(), removed.cell().col()) != removed.digit(),
                        () -> "removes the solution: " + step);
            }
            for (Candidate placed : step.placements()) {
                assertEquals(solution.get(placed.cell().row(), placed.cell().col()), placed.digit(),
                        () -> "places a wrong digit: " + step);
            }
        }
    }

    @Test
    void theySearchOnlyWhereNoOtherTechniqueFoundAStep() {
        Explanation explanation = LogicalSolver.standard().explain(Board.parse(X_WINDOKU, PUZZLE));
        Candidates marks = explanation.start();
        Step plus = null;
        for (Step step : explanation.steps()) {
            if (step.technique() == Technique.DYNAMIC_FORCING_CHAINS_PLUS) {
                plus = step;
                break;
            }
            marks = marks.apply(step);
        }
        assertTrue(plus != null);
        Finder finder = FinderLists.layouts(EnumSet.allOf(Technique.class)).stream()
                .filter(f -> f.technique() == Technique.DYNAMIC_FORCING_CHAINS_PLUS).findFirst().orElseThrow();
        Grid grid = marks.grid();
        Budget budget = Budget.unlimited();
        assertEquals(plus, finder.find(grid, marks.intMarks(), null, budget, Double.MAX_VALUE), "nothing found before");
        // on the classic grid a ceiling above the step's difficulty would still let the (+) chains give it
        assertNull(finder.find(grid, marks.intMarks(), null, budget, plus.difficulty() + 1),
                "a step was found before: the last resort's place is taken");
    }

    @Test
    void withoutThemTheLastResortIsTaken() {
        Set<Technique> on = EnumSet.allOf(Technique.class);
        on.remove(Technique.DYNAMIC_FORCING_CHAINS_PLUS);
        Explanation explanation = LogicalSolver.using(on).explain(Board.parse(X_WINDOKU, PUZZLE));
        assertTrue(techniques(explanation.steps()).contains(Technique.BOUNDED_SEARCH));
    }

    private static Set<Technique> techniques(List<Step> steps) {
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        for (Step step : steps) {
            used.add(step.technique());
        }
        return used;
    }
}
