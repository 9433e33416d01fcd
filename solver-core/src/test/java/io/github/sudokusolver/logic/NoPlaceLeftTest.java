package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link NoPlaceLeft} on hand-made positions: every cell holding every digit, then a digit carved down to a few
 * places in one house. Where a candidate that would take them all is found, with its exact text and rules, and the
 * near misses where no rule takes a place (pointing's and claiming's to say) or a place is left.
 */
final class NoPlaceLeftTest {

    private static final Budget NONE = Budget.unlimited();

    private static Grid classic(Rule... rules) {
        return Grid.of(Layout.classic().withRules(List.of(rules)));
    }

    /** Takes a digit from every cell of box {@code box} (1-based, row by row) but those given as row, column pairs. */
    private static void onlyIn(Grid grid, int[] marks, int digit, int box, int... keep) {
        int top = (box - 1) / 3 * 3 + 1;
        int left = (box - 1) % 3 * 3 + 1;
        for (int row = top; row < top + 3; row++) {
            for (int col = left; col < left + 3; col++) {
                marks[at(grid, row, col)] &= ~(1 << digit - 1);
            }
        }
        for (int i = 0; i < keep.length; i += 2) {
            marks[at(grid, keep[i], keep[i + 1])] |= 1 << digit - 1;
        }
    }

    @Test
    void aFourBesideTheOnesOfABoxUnderNegativeXvWouldLeaveTheBoxNoOne() {
        Grid grid = classic(GlobalRule.NEGATIVE_XV);
        int[] marks = full(grid);
        onlyIn(grid, marks, 1, 9, 8, 7, 8, 8, 9, 7);
        Step step = NoPlaceLeft.find(grid, marks, NONE);
        assertEquals("No place left: 4 in r8c7 would take every place of 1 in box 9: r8c8 and r9c7, by the negative"
                + " XV rule, and r8c7 itself => r8c7<>4", step.description());
        assertEquals(List.of(GlobalRule.NEGATIVE_XV), step.rules());
        assertEquals(2.6, step.difficulty(), 1e-9);
        marks[at(grid, 8, 7)] &= ~(1 << 3);
        assertEquals("No place left: 9 in r8c7 would take every place of 1 in box 9: r8c8 and r9c7, by the negative"
                + " XV rule, and r8c7 itself => r8c7<>9", NoPlaceLeft.find(grid, marks, NONE).description(),
                "9 and 1 make an X, which the rule forbids too");
        marks[at(grid, 8, 7)] &= ~(1 << 8);
        assertNull(NoPlaceLeft.find(grid, marks, NONE), "no other digit of r8c7 goes against a 1");
    }

    @Test
    void aPlaceNoRuleTakesKeepsTheCandidate() {
        Grid grid = classic(GlobalRule.NEGATIVE_XV);
        int[] marks = full(grid);
        onlyIn(grid, marks, 1, 9, 8, 7, 8, 8, 9, 9); // r9c9 is no neighbour of r8c7
        assertNull(NoPlaceLeft.find(grid, marks, NONE));
    }

    @Test
    void aKnightsMoveTakesAPlaceAsAHouseDoes() {
        Grid grid = classic(GlobalRule.ANTI_KNIGHT);
        int[] marks = full(grid);
        // 4 in box 4 only in r4c2 and r6c1: r5c3 sees r4c2 in its box... so take a house the cell is not in: column 2
        for (int row = 1; row <= 9; row++) {
            if (row != 3 && row != 4) {
                marks[at(grid, row, 2)] &= ~(1 << 3);
            }
        }
        Step step = NoPlaceLeft.find(grid, marks, NONE);
        assertEquals("No place left: 4 in r2c1 would take every place of 4 in column 2: r3c2, which it sees, and"
                + " r4c2, by the anti-knight rule => r2c1<>4", step.description());
        assertEquals(List.of(GlobalRule.ANTI_KNIGHT), step.rules());
    }

    @Test
    void pointingWithoutARuleIsLeftToPointing() {
        Grid grid = classic(Dot.white(new Cell(8, 7), new Cell(8, 8)));
        int[] marks = full(grid);
        onlyIn(grid, marks, 4, 1, 1, 1, 1, 2); // row 1 outside box 1 loses 4 by pointing, no rule taking part
        assertNull(NoPlaceLeft.find(grid, marks, NONE));
    }

    @Test
    void aDotBetweenCellsOfAHouseTheyShareIsNoRuleForTheirOwnDigit() {
        Grid grid = classic(Dot.white(new Cell(0, 0), new Cell(1, 0))); // r1c1-r2c1, column 1 and box 1 in common
        int[] marks = full(grid);
        for (int col = 3; col <= 9; col++) {
            marks[at(grid, 1, col)] &= ~(1 << 3); // 4 in row 1 only in r1c1 and r1c2
        }
        assertNull(NoPlaceLeft.find(grid, marks, NONE), "4 in r2c1 sees both: claiming, whatever the dot says");
    }

    @Test
    void aBlackDotInsideABoxTakesTheDigitsNoDoubleOrHalfGoesWith() {
        Dot dot = Dot.black(new Cell(3, 3), new Cell(3, 4)); // r4c4-r4c5, both in box 5
        Grid grid = classic(dot);
        int[] marks = full(grid);
        onlyIn(grid, marks, 3, 5, 4, 4, 4, 5);
        Step step = NoPlaceLeft.find(grid, marks, NONE);
        assertEquals("No place left: 1 in r4c4 would take every place of 3 in box 5: r4c5, by the black dot between"
                + " r4c4 and r4c5, and r4c4 itself => r4c4<>1", step.description());
        assertEquals(List.of(dot), step.rules());
        marks[at(grid, 4, 4)] = 1 << 2 | 1 << 5; // 3 and 6: a 6 keeps the 3 beside it
        marks[at(grid, 4, 5)] = 1 << 2 | 1 << 5;
        assertNull(NoPlaceLeft.find(grid, marks, NONE));
    }

    @Test
    void aLayoutWithoutRulesHasNoSuchStep() {
        Grid grid = Grid.of(Layout.classic());
        assertNull(NoPlaceLeft.find(grid, full(grid), NONE));
    }
}
