package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import org.junit.jupiter.api.Test;

/** An explanation tells the work behind it, as its call's limits counted it, and leaves it out of equality. */
final class ExplanationStatisticsTest {

    /** A master-level puzzle whose explanation needs chains: their assumptions charge nodes. */
    private static final Board HARD = Board.parse(
            "...9..36..4.1..7...6..7...82.6....1..81...6.55......9.8...4.9.6..98.2...4.....2..");

    @Test
    void statisticsAreTheNodesTheCallChargedAndAFittingBudgetIsEnough() {
        Explanation explanation = LogicalSolver.standard().explain(HARD);
        long nodes = explanation.statistics().nodes();
        assertTrue(nodes > 0, "the uniqueness check and the chains charge nodes");
        assertEquals(0, explanation.statistics().backtracks());
        Explanation again = LogicalSolver.standard().explain(HARD, SolveLimits.none().withMaxNodes(nodes));
        assertEquals(explanation, again, "a budget of exactly the nodes it took is enough");
        assertEquals(nodes, again.statistics().nodes());
        SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                () -> LogicalSolver.standard().explain(HARD, SolveLimits.none().withMaxNodes(nodes - 1)));
        assertEquals(nodes - 1, stopped.statistics().nodes(), "one node less stops it, with all of it charged");
    }
}
