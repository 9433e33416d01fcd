package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static io.github.sudokusolver.logic.SumFindersTest.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules over groups of cells in the static chains ({@link GroupLinks} through {@link Chains}): two candidates no
 * filling of an arrow or a little killer (no way of a renban, ...) holds together are a weak link of the alternating
 * chains, and the one digit every way with a candidate gives another cell an implication of the static forcing
 * chains; followed, and named in the step.
 */
final class GroupChainsTest {

    /** The little killer 10 on r8c1 and r9c2 (one box: two distinct digits). */
    private static final LittleKiller TEN = LittleKiller.of(10, LittleKiller.Direction.DOWN_RIGHT, cells(8, 1, 9, 2));
    /** The circle r3c3 is r4c4 + r5c5, two cells of box 5 that it does not see. */
    private static final Arrow ARROW = Arrow.of(cells(3, 3), cells(4, 4, 5, 5));

    @Test
    void twoCandidatesNoFillingHoldsTogetherAreAWeakLinkNamedByTheRule() {
        Grid grid = grid(ARROW);
        Chains chains = Chains.forcing(grid, full(grid), Budget.unlimited());
        // 3 in the circle is 1+2 or 2+1: no 5 on the line, though 5 in r4c4 fits a larger circle
        int fiveOff = on(grid, 4, 4, 5) - 1;
        assertTrue(holds(chains.follow(on(grid, 3, 3, 3), 1), fiveOff));
        StepBuilder step = new StepBuilder(Technique.CELL_FORCING_CHAINS, grid);
        assertEquals(List.of("(3)r3c3-(5)r4c4 by the arrow from r3c3"),
                chains.addPath(step.branch(), chains.pathTo(fiveOff)));
        assertEquals(List.of(ARROW), step.difficulty(8.0).eliminate(at(grid, 4, 4), 5).build().rules());
        // 9 is 5+4 or 4+5: no link
        assertFalse(holds(chains.follow(on(grid, 3, 3, 9), 1), fiveOff));
    }

    @Test
    void anAicCrossesAnArrowAndNamesIt() {
        // the circle holds 3 or 9, r3c4 8 or 9: an 8 in r4c4 leaves the circle no 3 (1+2 only), so 9, so r3c4 8,
        // which sees r4c4; the 8 there fits the arrow (9 = 8+1), so only the chain removes it
        Grid grid = grid(ARROW);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 3), 3, 9);
        only(grid, marks, at(grid, 3, 4), 8, 9);
        Step step = Chains.alternating(grid, marks, EnumSet.of(Technique.AIC), Budget.unlimited());
        assertEquals("Alternating inference chain: (8=9)r3c4-(9=3)r3c3; (3)r3c3-(8)r4c4 by the arrow from r3c3"
                + " => r4c4<>8", step.description());
        assertEquals(List.of(ARROW), step.rules());
        Grid elsewhere = grid(Arrow.of(cells(6, 6), cells(7, 7, 8, 8)));
        int[] same = full(elsewhere);
        only(elsewhere, same, at(elsewhere, 3, 3), 3, 9);
        only(elsewhere, same, at(elsewhere, 3, 4), 8, 9);
        assertNull(Chains.alternating(elsewhere, same, EnumSet.of(Technique.AIC), Budget.unlimited()),
                "without the arrow on r3c3 nothing links the circle's 3 to r4c4");
    }

    @Test
    void aForcingChainFollowsWhatALittleKillerMakesADigitNeed() {
        Grid grid = grid(TEN);
        int[] marks = full(grid);
        Chains chains = Chains.forcing(grid, marks, Budget.unlimited());
        assertTrue(holds(chains.follow(on(grid, 8, 1, 3), 1), on(grid, 9, 2, 7)), "3 needs a 7");
        // and the contrapositive: no 7 in r9c2 leaves no 3 in r8c1
        int threeOff = on(grid, 8, 1, 3) - 1;
        assertTrue(holds(chains.follow(on(grid, 9, 2, 7) - 1, 1), threeOff));
        StepBuilder step = new StepBuilder(Technique.CELL_FORCING_CHAINS, grid);
        assertEquals(List.of(), chains.addPath(step.branch(), chains.pathTo(threeOff)), "an implication: no weak link");
        assertEquals(List.of(TEN), step.difficulty(8.0).eliminate(at(grid, 8, 1), 3).build().rules());
    }

    @Test
    void aDigitThatLeavesSeveralFillingsNeedsNothing() {
        // 8 in r4c4 makes the circle 9 and r5c5 1; 1 there leaves the circle anything from 3 to 9
        Grid grid = grid(ARROW);
        Chains chains = Chains.forcing(grid, full(grid), Budget.unlimited());
        long[] fromEight = chains.follow(on(grid, 4, 4, 8), 1);
        assertTrue(holds(fromEight, on(grid, 3, 3, 9)));
        assertTrue(holds(fromEight, on(grid, 5, 5, 1)));
        long[] fromOne = chains.follow(on(grid, 4, 4, 1), 1);
        for (int digit = 1; digit <= 9; digit++) {
            assertFalse(holds(fromOne, on(grid, 3, 3, digit)), "the circle keeps " + digit + " open");
            assertFalse(holds(fromOne, on(grid, 5, 5, digit)), "r5c5 keeps " + digit + " open");
        }
    }

    @Test
    void aRenbanLinksWhatNoRunOfItsDigitsHoldsTogether() {
        // r1c1-r1c3 holds three consecutive digits: a 1 leaves the others 2 and 3, and r1c2 left 2 and 9 needs the 2
        Line renban = Line.of(Line.Kind.RENBAN, cells(1, 1, 1, 2, 1, 3));
        Grid grid = grid(renban);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 2, 9);
        Chains chains = Chains.forcing(grid, marks, Budget.unlimited());
        long[] fromOne = chains.follow(on(grid, 1, 1, 1), 1);
        int fiveOff = on(grid, 1, 3, 5) - 1;
        assertTrue(holds(fromOne, fiveOff));
        assertTrue(holds(fromOne, on(grid, 1, 2, 2)), "the one digit of r1c2 a run with 1 uses");
        StepBuilder step = new StepBuilder(Technique.CELL_FORCING_CHAINS, grid);
        assertEquals(List.of("(1)r1c1-(5)r1c3 by the renban r1c1-r1c3"),
                chains.addPath(step.branch(), chains.pathTo(fiveOff)));
        assertEquals(List.of(renban), step.difficulty(8.0).eliminate(at(grid, 1, 3), 5).build().rules());
        // every cell open: 4 in r1c1 fits 2-3-4, 3-4-5 and 4-5-6
        long[] fromFour = Chains.forcing(grid, full(grid), Budget.unlimited()).follow(on(grid, 1, 1, 4), 1);
        assertFalse(holds(fromFour, on(grid, 1, 3, 5) - 1), "4 and 5 fit");
        assertFalse(holds(fromFour, on(grid, 1, 3, 2) - 1), "4 and 2 fit");
        assertTrue(holds(fromFour, on(grid, 1, 3, 7) - 1), "no run of three holds 4 and 7");
    }

    @Test
    void aZipperLineLinksThroughItsBoundedWays() {
        // r1c2 is the middle of r1c1-r1c3: a 3 there leaves its ends 1 and 2 (a row's cells differ)
        Line zipper = Line.of(Line.Kind.ZIPPER, cells(1, 1, 1, 2, 1, 3));
        Grid grid = grid(zipper);
        Chains chains = Chains.forcing(grid, full(grid), Budget.unlimited());
        long[] fromThree = chains.follow(on(grid, 1, 2, 3), 1);
        int fourOff = on(grid, 1, 1, 4) - 1;
        assertTrue(holds(fromThree, fourOff));
        assertFalse(holds(fromThree, on(grid, 1, 1, 2) - 1), "1+2 fits");
        StepBuilder step = new StepBuilder(Technique.CELL_FORCING_CHAINS, grid);
        assertEquals(List.of("(3)r1c2-(4)r1c1 by the zipper line r1c1-r1c3"),
                chains.addPath(step.branch(), chains.pathTo(fourOff)));
        assertFalse(holds(chains.follow(on(grid, 1, 2, 9), 1), fourOff), "4+5 fits");
    }

    private static Grid grid(Rule rule) {
        return Grid.of(Layout.classic().withRules(List.of(rule)));
    }

    /** The node "digit {@code digit} in r{@code row}c{@code col} is true" (rows and columns from 1). */
    private static int on(Grid grid, int row, int col, int digit) {
        return (at(grid, row, col) * grid.size + digit - 1) * 2 + 1;
    }

    private static boolean holds(long[] nodes, int node) {
        return (nodes[node >> 6] >>> node & 1) != 0;
    }
}
