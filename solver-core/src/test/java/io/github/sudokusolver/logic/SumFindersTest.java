package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The techniques of the sums ({@link SumFinders}: arrows and pills, little killers, sandwiches) on hand-made
 * positions: a small layout with the rule, every cell holding every digit, then a pattern carved. Where each fires,
 * with its exact eliminations, rules and description, and where it must not.
 */
final class SumFindersTest {

    private static final Budget NONE = Budget.unlimited();

    /** Cells from 1-based {@code row, col} pairs. */
    static List<Cell> cells(int... rowsAndColumns) {
        List<Cell> list = new ArrayList<>();
        for (int i = 0; i < rowsAndColumns.length; i += 2) {
            list.add(new Cell(rowsAndColumns[i] - 1, rowsAndColumns[i + 1] - 1));
        }
        return list;
    }

    private static Grid grid(Layout layout, Rule... rules) {
        return Grid.of(layout.withRules(List.of(rules)));
    }

    @Test
    void theCircleIsAtLeastTheLinesLeastSumAndTheLineAtMostTheCirclesLargestLessTheRest() {
        Arrow arrow = Arrow.of(cells(1, 1), cells(1, 2, 1, 3));
        Grid grid = grid(Layout.classic(), arrow);
        Step step = SumFinders.arrow(grid, full(grid), NONE);
        assertEquals("Arrow: the line r1c2-r1c3 adds up to the circle r1c1, its cells that see each other differing,"
                + " so r1c1 is at least 3 and r1c2 and r1c3 are at most 8 => r1c1<>12, r1c2,r1c3<>9",
                step.description());
        assertEquals(List.of(arrow), step.rules());
        assertEquals(Technique.ARROW, step.technique());
        assertEquals(2.2, step.difficulty(), 1e-9, "2.0, and 0.2 for the third open cell");
        assertNull(SumFinders.littleKiller(grid, full(grid), NONE), "an arrow is no little killer");
    }

    /** A double arrow is an arrow with two circles, each a digit of its own (not a pill's number). */
    @Test
    void aDoubleArrowsLineAddsUpToItsTwoCircles() {
        Line arrow = Line.of(Line.Kind.DOUBLE_ARROW, cells(1, 1, 1, 2, 1, 3, 1, 4));
        Grid grid = grid(Layout.classic(), arrow);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1);
        only(grid, marks, at(grid, 1, 4), 2);
        Step step = SumFinders.arrow(grid, marks, NONE);
        assertEquals("Arrow: the line r1c2-r1c3 adds up to the circles r1c1 and r1c4, its cells that see each other"
                + " differing, so r1c2 and r1c3 are at most 2 => r1c2,r1c3<>3456789", step.description());
        assertEquals(List.of(arrow), step.rules());
        assertEquals(Technique.ARROW, step.technique());
        assertNull(SumFinders.arrow(grid, full(grid), NONE), "circles and a line of two cells of one row: no bound");
    }

    @Test
    void aPillIsANumberOfTwoDigitsSoItsTensAreSmallWhenTheLineIsShort() {
        Arrow pill = Arrow.of(cells(1, 1, 1, 2), cells(2, 1, 3, 1, 4, 1));
        Grid grid = grid(Layout.classic(), pill);
        Step step = SumFinders.arrow(grid, full(grid), NONE);
        assertEquals("Arrow: the line r2c1-r4c1 adds up to the number the pill r1c1-r1c2 reads, its cells that see"
                + " each other differing, so r1c1 is at most 2 => r1c1<>3456789", step.description());
        assertEquals(List.of(pill), step.rules());
        assertEquals(2.6, step.difficulty(), 1e-9, "five open cells");
    }

    @Test
    void aPillWithThreeCellsReadsAHundredsDigit() {
        // r1c1 r1c2 r1c3 reads at least 111, but three cells of a column add up to 24 at most: no filling at all,
        // so the marks are broken and no step is shown; with a line of seventeen cells (at most some 140) the
        // hundreds are 1 and the tens at most 3
        Arrow pill = Arrow.of(cells(1, 1, 1, 2, 1, 3), cells(2, 1, 3, 1, 4, 1));
        Grid grid = grid(Layout.classic(), pill);
        assertNull(SumFinders.arrow(grid, full(grid), NONE), "no digits fit: broken marks, not an arrow step");
        Arrow long3 = Arrow.of(cells(1, 1, 1, 2, 1, 3), cells(2, 4, 3, 5, 4, 6, 5, 7, 6, 8, 7, 9, 8, 8, 9, 7, 8, 6, 7,
                5, 6, 4, 5, 3, 4, 2, 3, 1, 2, 1, 2, 2, 2, 3));
        Grid longGrid = grid(Layout.classic(), long3);
        Step step = SumFinders.arrow(longGrid, full(longGrid), NONE);
        assertEquals("Arrow: the line r2c4-r2c3 adds up to the number the pill r1c1-r1c3 reads, its cells that see"
                + " each other differing, so r1c1 is 1 and r1c2 is at most 3 => r1c1<>23, r1c1,r1c2<>456789",
                step.description());
        assertEquals(List.of(long3), step.rules());
    }

    @Test
    void aPillWhoseLineCoversTheRestOfTheGridIsBoundedRowByRow() {
        // the line snakes through every other cell, row by row: rows 2-9 add up to 45 each, row 1's six cells to
        // 21-39, so the pill reads 381-399 (cells past 63 of one sum once wrapped a bit mask here)
        List<Cell> line = new ArrayList<>();
        for (int row = 0; row < 9; row++) {
            for (int i = 0; i < 9; i++) {
                int col = row % 2 == 0 ? i : 8 - i;
                if (row > 0 || col > 2) {
                    line.add(new Cell(row, col));
                }
            }
        }
        Arrow pill = Arrow.of(cells(1, 1, 1, 2, 1, 3), line);
        Grid grid = grid(Layout.classic(), pill);
        Step step = SumFinders.arrow(grid, full(grid), NONE);
        assertEquals("Arrow: the line r1c4-r9c9 adds up to the number the pill r1c1-r1c3 reads, its cells that see"
                + " each other differing, so r1c1 is 3 => r1c1<>12456789", step.description());
        assertEquals(3.4, step.difficulty(), 1e-9, "the cells counted up to nine");
    }

    @Test
    void aCandidateNoFillingOfTheArrowUsesLeavesAsTheFillingForm() {
        Arrow arrow = Arrow.of(cells(1, 1), cells(2, 2, 3, 3));
        Grid grid = grid(Layout.classic(), arrow);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 4);
        only(grid, marks, at(grid, 2, 2), 1, 2, 3);
        only(grid, marks, at(grid, 3, 3), 1, 2, 3);
        Step need = SumFinders.arrow(grid, marks, NONE);
        assertEquals("Arrow: the line r2c2-r3c3 adds up to the circle r1c1, and every way of filling the arrow puts"
                + " a 1 in r2c2 or r3c3; r1c2, r1c3, r2c1, r2c3, r3c1 and r3c2 see all of them"
                + " => r1c2,r1c3,r2c1,r2c3,r3c1,r3c2<>1", need.description(), "1+3 and 3+1 both hold a 1 and a 3");
        assertEquals(3.0, need.difficulty(), 1e-9, "2.2, and 0.8 for the need form");
        for (int[] cell : new int[][] {{1, 2}, {1, 3}, {2, 1}, {2, 3}, {3, 1}, {3, 2}}) {
            marks[at(grid, cell[0], cell[1])] &= ~(1 | 1 << 2); // the 1s and, as the next step would, the 3s
        }
        Step step = SumFinders.arrow(grid, marks, NONE);
        assertEquals("Arrow: the line r2c2-r3c3 adds up to the circle r1c1, and no way of filling the arrow puts 2"
                + " in any of r2c2 and r3c3 => r2c2,r3c3<>2", step.description());
        assertEquals(3.2, step.difficulty(), 1e-9, "2.2, and 1.0 for the filling form");
        assertEquals(List.of(arrow), step.rules());
    }

    @Test
    void aDigitEveryFillingHoldsLeavesTheCellsThatSeeAllItsPlaces() {
        LittleKiller clue = LittleKiller.of(4, LittleKiller.Direction.DOWN_RIGHT, cells(1, 8, 2, 9));
        Grid grid = grid(Layout.classic(), clue);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 8), 1, 3);
        only(grid, marks, at(grid, 2, 9), 1, 2, 3);
        Step step = SumFinders.littleKiller(grid, marks, NONE);
        assertEquals("Little killer: the diagonal r1c8-r2c9 adds up to 4, and every way of filling the diagonal"
                + " puts a 1 in r1c8 or r2c9; r1c7, r1c9, r2c7, r2c8, r3c7, r3c8 and r3c9 see all of them"
                + " => r1c7,r1c9,r2c7,r2c8,r3c7,r3c8,r3c9<>1", step.description(), "1+3 or 3+1");
        assertEquals(List.of(clue), step.rules());
        assertEquals(2.8, step.difficulty(), 1e-9, "2.0, and 0.8 for the need form");
        LittleKiller five = LittleKiller.of(5, LittleKiller.Direction.DOWN_RIGHT, cells(1, 8, 2, 9));
        Grid other = grid(Layout.classic(), five);
        int[] open = full(other);
        only(other, open, at(other, 1, 8), 1, 2, 3, 4);
        only(other, open, at(other, 2, 9), 1, 2, 3, 4);
        assertNull(SumFinders.littleKiller(other, open, NONE), "1+4 and 2+3: no digit in every filling");
    }

    @Test
    void aDigitEveryFillingHoldsInOnePlaceIsPlacedThere() {
        Arrow arrow = Arrow.of(cells(1, 1), cells(2, 2, 3, 3));
        Grid grid = grid(Layout.classic(), arrow);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 3, 4);
        only(grid, marks, at(grid, 2, 2), 1, 2);
        only(grid, marks, at(grid, 3, 3), 2, 3);
        Step step = SumFinders.arrow(grid, marks, NONE);
        assertEquals("Arrow: the line r2c2-r3c3 adds up to the circle r1c1, and every way of filling the arrow puts"
                + " a 1 in r2c2 => r2c2=1", step.description(), "3 = 1+2 or 4 = 1+3");
        assertEquals(List.of(arrow), step.rules());
    }

    @Test
    void theSameArrowWhoseLineCellsDoNotSeeEachOtherMayRepeatTheTwo() {
        Arrow arrow = Arrow.of(cells(3, 3), cells(4, 4, 5, 3));
        Grid grid = grid(Layout.classic(), arrow);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 3), 4);
        only(grid, marks, at(grid, 4, 4), 1, 2, 3);
        only(grid, marks, at(grid, 5, 3), 1, 2, 3);
        assertNull(SumFinders.arrow(grid, marks, NONE), "2+2 fills it: every candidate is used");
    }

    @Test
    void aLittleKillerOfThreeCellsInABoxHoldsThreeDistinctDigits() {
        LittleKiller clue = LittleKiller.of(6, LittleKiller.Direction.DOWN_RIGHT, cells(1, 7, 2, 8, 3, 9));
        Grid grid = grid(Layout.classic(), clue);
        Step step = SumFinders.littleKiller(grid, full(grid), NONE);
        assertEquals("Little killer: the diagonal r1c7-r3c9 adds up to 6, its cells that see each other differing,"
                + " so r1c7, r2c8 and r3c9 are at most 3 => r1c7,r2c8,r3c9<>456789", step.description());
        assertEquals(List.of(clue), step.rules());
        assertEquals(2.2, step.difficulty(), 1e-9);
        assertNull(SumFinders.arrow(grid, full(grid), NONE), "a little killer is no arrow");
    }

    @Test
    void aLittleKillerWhoseCellsRepeatADigitKeepsOnlyTheDigitsOfItsFillings() {
        // r1c2, r2c3 and r3c4 see no other: 1+1+4 and its orders are the only fillings of 6
        LittleKiller clue = LittleKiller.of(6, LittleKiller.Direction.DOWN_RIGHT, cells(1, 2, 2, 3, 3, 4));
        Grid grid = grid(Layout.boxes(2, 2), clue);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 1, 4);
        only(grid, marks, at(grid, 2, 3), 1, 4);
        assertEquals("Little killer: the diagonal r1c2-r3c4 adds up to 6, and every way of filling the diagonal puts"
                + " a 1 in r1c2 or r2c3; r1c3, r1c4, r2c1 and r2c2 see all of them => r1c3,r1c4,r2c1,r2c2<>1",
                SumFinders.littleKiller(grid, marks, NONE).description(), "1+1+4, 1+4+1 or 4+1+1");
        for (int row = 1; row <= 4; row++) { // every cell off the diagonal without a 1 or a 4: no need form left
            for (int col = 1; col <= 4; col++) {
                if (col != row + 1) {
                    only(grid, marks, at(grid, row, col), 2, 3);
                }
            }
        }
        Step step = SumFinders.littleKiller(grid, marks, NONE);
        assertEquals("Little killer: the diagonal r1c2-r3c4 adds up to 6, and no way of filling the diagonal puts 2"
                + " or 3 in r3c4 => r3c4<>23", step.description());
        assertEquals(3.2, step.difficulty(), 1e-9);
        assertEquals(List.of(clue), step.rules());
        only(grid, marks, at(grid, 3, 4), 1, 4);
        assertNull(SumFinders.littleKiller(grid, marks, NONE), "nothing left to remove");
    }

    @Test
    void aDigitPlacedOnTheDiagonalMayStillBeNeededInItsOpenCells() {
        // r1c2, r2c3 and r3c4 see no other: with the 1 placed in r1c2, the 5 left is 1+4 or 4+1, so the open pair
        // holds a 1 (and a 4) though the diagonal already has one
        LittleKiller clue = LittleKiller.of(6, LittleKiller.Direction.DOWN_RIGHT, cells(1, 2, 2, 3, 3, 4));
        Grid grid = grid(Layout.boxes(2, 2), clue);
        int[] marks = full(grid);
        grid.place(marks, at(grid, 1, 2), 1);
        only(grid, marks, at(grid, 2, 3), 1, 4);
        only(grid, marks, at(grid, 3, 4), 1, 4);
        Step step = SumFinders.littleKiller(grid, marks, NONE);
        assertEquals("Little killer: the diagonal r1c2-r3c4 adds up to 6, and every way of filling the diagonal puts"
                + " a 1 in r2c3 or r3c4; r2c4, r3c3 and r4c3 see all of them => r2c4,r3c3,r4c3<>1", step.description(),
                "1 + (1+4 or 4+1)");
        assertEquals(List.of(clue), step.rules());
        only(grid, marks, at(grid, 2, 4), 2, 3);
        only(grid, marks, at(grid, 3, 3), 2, 3);
        only(grid, marks, at(grid, 4, 3), 2, 3);
        only(grid, marks, at(grid, 1, 4), 2, 3);
        assertNull(SumFinders.littleKiller(grid, marks, NONE), "no cell off the diagonal left to lose a 1 or a 4");
    }

    @Test
    void aDigitABoxConfinesToTheDiagonalKeepsOnlyTheFillingsHoldingIt() {
        // 3 of box 4 is in r3c3 or r4c4: that pair holds {1,3} or {2,3} and box 1's pair the rest of 8, {1,3} or
        // {1,2}; no 4 anywhere, while without the 3 the pairs {1,2} and {1,4} would fit
        LittleKiller clue = LittleKiller.of(8, LittleKiller.Direction.DOWN_RIGHT, cells(1, 1, 2, 2, 3, 3, 4, 4));
        Grid grid = grid(Layout.boxes(2, 2), clue);
        int[] marks = full(grid);
        assertNull(SumFinders.littleKiller(grid, marks, NONE), "every candidate of the diagonal fits");
        only(grid, marks, at(grid, 3, 4), 1, 2, 4);
        only(grid, marks, at(grid, 4, 3), 1, 2, 4);
        Step step = SumFinders.littleKiller(grid, marks, NONE);
        assertEquals("Little killer: the diagonal r1c1-r4c4 adds up to 8; in box 4, 3 can only be in r3c3 or r4c4,"
                + " on the diagonal, and no way of filling the diagonal with 3 there puts 4 in any of r1c1, r2c2, r3c3"
                + " and r4c4 => r1c1,r2c2,r3c3,r4c4<>4", step.description());
        assertEquals(3.8, step.difficulty(), 1e-9, "2.4 for four cells, 1.0 for the fillings, 0.4 for the house");
        assertEquals(List.of(clue), step.rules());
        only(grid, marks, at(grid, 4, 3), 1, 2, 3, 4);
        assertNull(SumFinders.littleKiller(grid, marks, NONE), "3 has a place off the diagonal");
    }

    @Test
    void underAntiKingTheSameLittleKillerCannotRepeatAlongTheDiagonal() {
        LittleKiller clue = LittleKiller.of(6, LittleKiller.Direction.DOWN_RIGHT, cells(1, 2, 2, 3, 3, 4));
        Grid grid = grid(Layout.boxes(2, 2), clue, GlobalRule.ANTI_KING);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 1, 4);
        only(grid, marks, at(grid, 2, 3), 1, 4);
        Step step = SumFinders.littleKiller(grid, marks, NONE);
        assertEquals("Little killer: the diagonal r1c2-r3c4 adds up to 6, its cells that see each other differing,"
                + " so r3c4 is 1 => r3c4<>234", step.description());
        assertEquals(List.of(clue), step.rules());
    }

    @Test
    void aSandwichOfNothingPutsTheOneNextToTheNine() {
        Sandwich clue = Sandwich.row(2, 0);
        Grid grid = grid(Layout.classic(), clue);
        int[] marks = full(grid);
        grid.place(marks, at(grid, 3, 5), 1 << 8);
        Step step = SumFinders.sandwich(grid, marks, NONE);
        assertEquals("Sandwich: row 3 has 0 between its 1 and its 9, which fits only as 1 in r3c4 next to 9 in r3c5"
                + " or 9 in r3c5 next to 1 in r3c6 => r3c1,r3c2,r3c3,r3c7,r3c8,r3c9<>1", step.description());
        assertEquals(List.of(clue), step.rules());
        assertEquals(2.6, step.difficulty(), 1e-9);
        for (int col : new int[] {1, 2, 3, 7, 8, 9}) {
            marks[at(grid, 3, col)] &= ~1;
        }
        assertNull(SumFinders.sandwich(grid, marks, NONE), "nothing left to remove");
    }

    @Test
    void theLargestSandwichPutsTheOneAndTheNineAtTheEnds() {
        Sandwich clue = Sandwich.column(0, 35);
        Grid grid = grid(Layout.classic(), clue);
        Step step = SumFinders.sandwich(grid, full(grid), NONE);
        assertEquals("Sandwich: column 1 has 35 between its 1 and its 9, which fits only as {2,3,4,5,6,7,8} between"
                + " 1 in r1c1 and 9 in r9c1 or {2,3,4,5,6,7,8} between 9 in r1c1 and 1 in r9c1"
                + " => r1c1,r9c1<>2345678, r2c1,r3c1,r4c1,r5c1,r6c1,r7c1,r8c1<>19", step.description());
    }

    @Test
    void aMiddlingSandwichSummarisesItsPlaces() {
        Sandwich clue = Sandwich.row(0, 30);
        Grid grid = grid(Layout.classic(), clue);
        Step step = SumFinders.sandwich(grid, full(grid), NONE);
        assertEquals("Sandwich: row 1 has 30 between its 1 and its 9, which fits only with {4,5,6,7,8} or"
                + " {2,3,4,6,7,8} between them, so they can only be in r1c1, r1c2, r1c3, r1c7, r1c8 and r1c9"
                + " => r1c1,r1c9<>4678, r1c4,r1c5,r1c6<>19", step.description());
    }

    @Test
    void aLayoutWithoutSumsHasNoSumStep() {
        Grid grid = grid(Layout.classic(), GlobalRule.ANTI_KNIGHT);
        assertNull(SumFinders.arrow(grid, full(grid), NONE));
        assertNull(SumFinders.littleKiller(grid, full(grid), NONE));
        assertNull(SumFinders.sandwich(grid, full(grid), NONE));
        Grid classic = Grid.of(Layout.classic());
        assertNull(SumFinders.arrow(classic, full(classic), NONE));
    }
}
