package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.picture.StepPicture;
import io.github.sudokusolver.rules.Dot;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pair rules in the static chains ({@link Chains}): their weak links in the alternating chains, and what a rule
 * makes a candidate need in the other cell in the static forcing chains; followed, and named in the step.
 */
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

    @Test
    void aForcingChainFollowsWhatAnXMakesADigitNeed() {
        // r5c5 holds 1 or 9; r5c6 beside it, across an X, holds anything: a 1 there needs a 9 across it, and 9 a 1
        Dot x = Dot.x(new Cell(4, 4), new Cell(4, 5));
        Step step = cellForcingChain(x, 1, 9);
        assertEquals("Cell forcing chains: r5c5 is 1 or 9; r5c5=1: (1)r5c5-(1)r4c4; r5c5=9: (9)r5c5=(1)r5c6-(1)r4c4,"
                + " by the X between r5c5 and r5c6 => r4c4<>1", step.description());
        assertEquals(List.of(x), step.rules());
    }

    @Test
    void thePictureFillsTheAssumptionThatNeedsADigitAsTrue() {
        // the branch r5c5=9 starts with an implication, true to true: its premise is the assumption, not a false mark
        Dot x = Dot.x(new Cell(4, 4), new Cell(4, 5));
        Step step = cellForcingChain(x, 1, 9);
        Candidates marks = Candidates.of(Board.of(Layout.classic().withRules(List.of(x)), new int[9][9]));
        for (int digit = 2; digit <= 8; digit++) {
            marks = marks.without(new Candidate(new Cell(4, 4), digit));
        }
        String svg = StepPicture.svg(marks, step);
        assertTrue(markers(svg, "on").contains("<circle cx=\"290\" cy=\"290\""), "r5c5#9 filled as true:\n" + svg);
        assertFalse(markers(svg, "off").contains("<circle cx=\"290\" cy=\"290\""), "r5c5#9 ringed as false:\n" + svg);
    }

    /** The markers of one class in a step picture, empty when it has none. */
    private static String markers(String svg, String role) {
        int start = svg.indexOf("class=\"" + role + "\"");
        return start < 0 ? "" : svg.substring(start, svg.indexOf("</g>", start));
    }

    @Test
    void aDigitWithTwoPartnersLeftNeedsNeither() {
        // a white dot: 2 in r5c5 leaves r5c6 1 or 3, so it makes neither true; 1 in r5c5 leaves r5c6 only its 2
        Grid grid = Grid.of(Layout.classic().withRules(List.of(Dot.white(new Cell(4, 4), new Cell(4, 5)))));
        int[] marks = full(grid);
        Chains chains = Chains.forcing(grid, marks, Budget.unlimited());
        long[] fromTwo = chains.follow(on(grid, 5, 5, 2), Integer.MAX_VALUE);
        assertFalse(holds(fromTwo, on(grid, 5, 6, 1)));
        assertFalse(holds(fromTwo, on(grid, 5, 6, 3)));
        assertTrue(holds(chains.follow(on(grid, 5, 5, 1), Integer.MAX_VALUE), on(grid, 5, 6, 2)));
    }

    @Test
    void noPartnerLeftMakesTheDigitThatNeedsItFalse() {
        // 1 in r5c7 takes 1 from r5c6 (the row), and a 9 in r5c5 needs a 1 across the X: so no 9 there either
        Dot x = Dot.x(new Cell(4, 4), new Cell(4, 5));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(x)));
        Chains chains = Chains.forcing(grid, full(grid), Budget.unlimited());
        int nine = on(grid, 5, 5, 9) - 1;
        assertTrue(holds(chains.follow(on(grid, 5, 7, 1), Integer.MAX_VALUE), nine));
        int[] path = chains.pathTo(nine);
        assertEquals(3, path.length);
        StepBuilder step = new StepBuilder(Technique.CELL_FORCING_CHAINS, grid);
        chains.addPath(step.branch(), path);
        assertEquals(List.of(x), step.difficulty(8.0).eliminate(at(grid, 5, 5), 9).build().rules());
    }

    @Test
    void withoutTheXTheCellForcesNothing() {
        // a white dot far away: 1 there needs a 2 beside it, which reaches nothing r5c5 decides
        assertNull(cellForcingChain(Dot.white(new Cell(0, 0), new Cell(0, 1)), 1, 9));
    }

    /** The easiest cell forcing chain of a classic grid with one dot, every cell open, r5c5 left these digits. */
    private static Step cellForcingChain(Dot dot, int... r5c5) {
        Grid grid = Grid.of(Layout.classic().withRules(List.of(dot)));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 5, 5), r5c5);
        return StaticForcingChains.find(grid, marks, EnumSet.of(Technique.CELL_FORCING_CHAINS), Budget.unlimited());
    }

    /** The node "digit {@code digit} in r{@code row}c{@code col} is true" (rows and columns from 1). */
    private static int on(Grid grid, int row, int col, int digit) {
        return (at(grid, row, col) * grid.size + digit - 1) * 2 + 1;
    }

    private static boolean holds(long[] nodes, int node) {
        return (nodes[node >> 6] >>> node & 1) != 0;
    }
}
