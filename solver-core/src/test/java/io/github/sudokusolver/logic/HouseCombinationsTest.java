package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.KillerFindersTest.killer;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Combinations in a house ({@link HouseCombinations}) on hand-made positions: where the groups clash, and where not. */
final class HouseCombinationsTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void twoCagesOfARowTakeDifferentDigits() {
        // cage 3 is {1,2}, so cage 7 beside it cannot be {1,6} or {2,5}: only {3,4}
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4});
        Step step = HouseCombinations.find(grid, full(grid), NONE);
        assertEquals("Combinations in a house: in row 1, cage 3 at r1c1 and cage 7 at r1c3 and the cells left take"
                + " different digits; no way of giving each its own uses {1,6} or {2,5} in cage 7 at r1c3"
                + " => r1c1,r1c2,r1c5,r1c6,r1c7,r1c8,r1c9<>34, r1c1,r1c2,r1c3,r1c4<>56789,"
                + " r1c3,r1c4,r1c5,r1c6,r1c7,r1c8,r1c9<>12", step.description());
        assertEquals(Technique.HOUSE_COMBINATIONS, step.technique());
        assertEquals(3.6, step.difficulty(), 1e-9);
        assertEquals(2, step.cages().size());
    }

    @Test
    void aCagesPartInAHouseTakesPartOfACombination() {
        // cage 24 over r1c1, r1c2 and r2c1 is {7,8,9}, r2c1 holds 9: its two cells in row 1 hold 7 and 8, which
        // leaves cage 15 in row 1 {6,9} only
        Grid grid = killer(new int[] {24, 1, 1, 1, 2, 2, 1}, new int[] {15, 1, 5, 1, 6});
        int[] marks = full(grid);
        only(grid, marks, 2, 1, 9);
        Step step = HouseCombinations.find(grid, marks, NONE);
        assertEquals("Combinations in a house: in row 1, cage 24 at r1c1's r1c1 and r1c2 and cage 15 at r1c5 and the"
                + " cells left take different digits; no way of giving each its own uses {7,8} in cage 15 at r1c5"
                + " => r1c1,r1c2,r1c5,r1c6<>12345, r1c1,r1c2,r1c3,r1c4,r1c7,r1c8,r1c9<>69,"
                + " r1c5,r1c6,r1c3,r1c4,r1c7,r1c8,r1c9<>78", step.description());
    }

    @Test
    void aNabnerLineAndARenbanInABox() {
        // in box 1, the renban r1c1-r1c3 holds 1-3, so the nabner line r2c1-r2c3 holds none of them
        Line renban = line(Line.Kind.RENBAN, 1, 1, 1, 2, 1, 3);
        Line nabner = line(Line.Kind.NABNER, 2, 1, 2, 2, 2, 3);
        Grid grid = grid(Layout.classic(), renban, nabner);
        int[] marks = full(grid);
        for (int col = 1; col <= 3; col++) {
            only(grid, marks, 1, col, 1, 2, 3);
        }
        Step step = HouseCombinations.find(grid, marks, NONE);
        assertEquals("Combinations in a house: in box 1, the nabner line r2c1-r2c3 and the renban r1c1-r1c3 and the"
                + " cells left take different digits; no way of giving each its own uses 31 of its 35 sets on the"
                + " nabner line r2c1-r2c3 ({4,6,8}, {4,6,9}, {4,7,9} and {5,7,9} left)"
                + " => r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>123", step.description());
        assertEquals(List.of(nabner, renban), step.rules());
    }

    @Test
    void noClashNoStep() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {17, 1, 3, 1, 4});
        assertNull(HouseCombinations.find(grid, full(grid), NONE), "{1,2} and {8,9} never clash");
        Grid one = killer(new int[] {3, 1, 1, 1, 2});
        assertNull(HouseCombinations.find(one, full(one), NONE), "one cage is the cage's own techniques'");
        assertNull(HouseCombinations.find(Grid.of(Layout.classic()), full(Grid.of(Layout.classic())), NONE));
    }
}
