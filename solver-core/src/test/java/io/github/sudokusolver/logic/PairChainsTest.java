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
    void aDigitWithTwoPartnersLeftNeedsNeither() {
        // a white dot: 2 in r5c5 leaves r5c6 1 or 3, 8 leaves it 7 or 9; no branch places a digit in r5c6, and the
        // only conclusions common to both are the marks the dot takes from r5c6 itself
        Step step = cellForcingChain(Dot.white(new Cell(4, 4), new Cell(4, 5)), 2, 8);
        for (Candidate removed : step.eliminations()) {
            assertEquals(new Cell(4, 5), removed.cell(), step.description());
        }
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
}
