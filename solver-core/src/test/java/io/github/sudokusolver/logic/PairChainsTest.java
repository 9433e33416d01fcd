package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Dot;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pair rules' weak links in the alternating chains ({@link Chains}): followed, and named in the step. */
final class PairChainsTest {

    @Test
    void anAicCrossesAWhiteDotAndNamesIt() {
        Dot dot = Dot.white(new Cell(4, 4), new Cell(4, 5));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(dot)));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 5, 5), 1, 9);
        Step step = Chains.alternating(grid, marks, EnumSet.of(Technique.AIC), Budget.unlimited());
        // r5c6=1 sees 1 in r5c5, and 9 there is not next to 1: the chain's last link is the dot's
        assertEquals("Alternating inference chain: (1=9)r5c5; (9)r5c5-(1)r5c6 by the white dot between r5c5 and r5c6"
                + " => r5c6<>1", step.description());
        assertEquals(List.of(dot), step.rules());
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void withoutTheDotThereIsNoChain() {
        Grid grid = Grid.of(Layout.classic().withRules(List.of(Dot.white(new Cell(0, 0), new Cell(0, 1)))));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 5, 5), 1, 9);
        assertNull(Chains.alternating(grid, marks, EnumSet.of(Technique.AIC), Budget.unlimited()));
    }
}
