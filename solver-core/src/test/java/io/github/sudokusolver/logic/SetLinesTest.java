package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.at;
import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lines of digit sets ({@link SetLines}: renban runs, nabner lines, relations of sets) on hand-made positions: each
 * form where it fires, and where nothing must.
 */
final class SetLinesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Line ROW_TWO = line(Line.Kind.RENBAN, 2, 2, 2, 3, 2, 4, 2, 5);

    /** The renban of row 2 with 9 placed in r2c3, and cleared from its row. */
    private static int[] nineInTheMiddle(Grid grid) {
        int[] marks = full(grid);
        for (int col = 1; col <= 9; col++) {
            marks[at(grid, 2, col)] &= ~(1 << 8);
        }
        placed(grid, marks, 2, 3, 9);
        return marks;
    }

    @Test
    void digitsInNoRunThatFitsLeaveTheLine() {
        Grid grid = grid(Layout.classic(), ROW_TWO);
        Step step = SetLines.find(grid, nineInTheMiddle(grid), NONE, Technique.RENBAN);
        assertEquals("Renban: the renban r2c2-r2c5 holds 4 consecutive digits, and only 6-9 fits"
                + " => r2c2,r2c4,r2c5<>12345", step.description());
        assertEquals(List.of(ROW_TWO), step.rules());
        assertEquals(2.4, step.difficulty(), 1e-9, "2.0, and 0.2 for each cell past two");
    }

    @Test
    void aDigitEveryRunHoldsWithOnePlaceOnTheLineGoesThere() {
        Line five = line(Line.Kind.RENBAN, 1, 1, 1, 2, 1, 3, 1, 4, 1, 5);
        Grid grid = grid(Layout.classic(), five);
        int[] marks = full(grid);
        for (int col : new int[] {1, 2, 4, 5}) {
            marks[at(grid, 1, col)] &= ~(1 << 4);
        }
        Step step = SetLines.find(grid, marks, NONE, Technique.RENBAN);
        assertEquals("Renban: the renban r1c1-r1c5 holds 5 consecutive digits; every run that fits (1-5, 2-6, 3-7,"
                + " 4-8 and 5-9) holds 5, and r1c3 is its only place on the line => r1c3=5", step.description());
        assertEquals(2.7, step.difficulty(), 1e-9, "2.0, 0.6 for its size, 0.1 for the hidden single");
    }

    @Test
    void aDigitEveryRunHoldsLeavesTheCellsOffTheLineThatSeeAllItsPlaces() {
        Line five = line(Line.Kind.RENBAN, 1, 1, 1, 2, 1, 3, 1, 4, 1, 5);
        Grid grid = grid(Layout.classic(), five);
        int[] marks = full(grid);
        for (int col : new int[] {1, 4, 5}) {
            marks[at(grid, 1, col)] &= ~(1 << 4);
        }
        Step step = SetLines.find(grid, marks, NONE, Technique.RENBAN);
        assertEquals("Renban: the renban r1c1-r1c5 holds 5 consecutive digits; every run that fits (1-5, 2-6, 3-7,"
                + " 4-8 and 5-9) holds 5, which on the line can only be in r1c2 and r1c3"
                + " => r1c6,r1c7,r1c8,r1c9,r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>5", step.description());
        assertEquals(3.4, step.difficulty(), 1e-9, "2.0, 0.6 for its size, 0.8 for the overlap");
    }

    @Test
    void aCandidateNoFillingOfTheFittingRunsUsesLeaves() {
        Line four = line(Line.Kind.RENBAN, 1, 1, 1, 2, 1, 3, 1, 4);
        Grid grid = grid(Layout.classic(), four);
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 1, 2);
        only(grid, marks, 1, 2, 1, 2);
        only(grid, marks, 1, 3, 1, 2, 3, 4);
        only(grid, marks, 1, 4, 1, 2, 3, 4);
        for (int col = 5; col <= 9; col++) {
            marks[at(grid, 1, col)] &= ~0b1111; // the row's other cells: 1-4 are on the renban
        }
        Step step = SetLines.find(grid, marks, NONE, Technique.RENBAN);
        assertEquals("Renban: the renban r1c1-r1c4 holds 4 consecutive digits, and only 1-4 fits, but no way of"
                + " filling it, a digit per cell, uses r1c3's 1 or 2, or r1c4's 1 or 2 => r1c3,r1c4<>12",
                step.description());
        assertEquals(3.4, step.difficulty(), 1e-9, "the filling form: 1.0 over the combinations");
    }

    @Test
    void theEasiestRenbanIsShown() {
        Line pair = line(Line.Kind.RENBAN, 5, 1, 5, 2);
        Grid grid = grid(Layout.classic(), ROW_TWO, pair);
        int[] marks = nineInTheMiddle(grid);
        only(grid, marks, 5, 1, 1);
        Step step = SetLines.find(grid, marks, NONE, Technique.RENBAN);
        assertEquals("Renban: the renban r5c1-r5c2 holds 2 consecutive digits, and only 1-2 fits"
                + " => r5c2<>3456789", step.description());
        assertEquals(List.of(pair), step.rules());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void aRenbanWhoseCandidatesAllFitOrAnotherRuleGivesNoStep() {
        Grid grid = grid(Layout.classic(), ROW_TWO);
        assertNull(SetLines.find(grid, full(grid), NONE, Technique.RENBAN),
                "every run fits, every cell takes every digit");
        Grid moved = grid(Layout.classic(), line(Line.Kind.RENBAN, 5, 2, 5, 3, 5, 4, 5, 5));
        assertNull(SetLines.find(moved, nineInTheMiddle(moved), NONE, Technique.RENBAN), "the renban is elsewhere");
        Grid thermometer = grid(Layout.classic(), line(Line.Kind.THERMOMETER, 2, 2, 2, 3, 2, 4, 2, 5));
        assertNull(SetLines.find(thermometer, nineInTheMiddle(thermometer), NONE, Technique.RENBAN), "no renban");
        assertNull(SetLines.find(grid, nineInTheMiddle(grid), NONE, Technique.NABNER_LINE), "a renban is not nabner");
    }

    @Test
    void aNabnerLineOfFiveCellsHoldsTheOddDigits() {
        Line five = line(Line.Kind.NABNER, 1, 1, 1, 2, 1, 3, 2, 3, 3, 3);
        Grid grid = grid(Layout.classic(), five);
        Step step = SetLines.find(grid, full(grid), NONE, Technique.NABNER_LINE);
        assertEquals("Nabner line: the nabner line r1c1-r3c3 holds 5 digits, no two of them equal or consecutive, and"
                + " only {1,3,5,7,9} fits => r1c1,r1c2,r1c3,r2c3,r3c3<>2468", step.description());
        assertEquals(List.of(five), step.rules());
        assertEquals(2.6, step.difficulty(), 1e-9, "2.0, and 0.2 for each cell past two");
    }

    @Test
    void aNabnerLinesDigitInEverySetLeavesTheCellsThatSeeAllItsPlaces() {
        Line three = line(Line.Kind.NABNER, 1, 1, 1, 2, 1, 3);
        Grid grid = grid(Layout.classic(), three);
        int[] marks = full(grid);
        for (int col = 1; col <= 3; col++) {
            only(grid, marks, 1, col, 1, 3, 5);
        }
        Step step = SetLines.find(grid, marks, NONE, Technique.NABNER_LINE);
        assertEquals("Nabner line: the nabner line r1c1-r1c3 holds 3 digits, no two of them equal or consecutive; the"
                + " only set that fits, {1,3,5}, holds 1, which on the line can only be in r1c1, r1c2 and r1c3"
                + " => r1c4,r1c5,r1c6,r1c7,r1c8,r1c9,r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>1", step.description());
        assertEquals(3.0, step.difficulty(), 1e-9, "2.0, 0.2 for its size, 0.8 for the overlap");
    }

    @Test
    void aRelationOverEveryTwoCellsThatMakesSetsIsReadAsItsSets() {
        Relation apart = Relation.of("apart", Relation.Pairs.EVERY_TWO,
                List.of(cell(1, 1), cell(5, 5), cell(9, 9)), 9, (x, y) -> Math.abs(x - y) >= 4);
        Grid grid = grid(Layout.classic(), apart);
        Step step = SetLines.find(grid, full(grid), NONE, Technique.RELATION);
        assertEquals("Relation: the relation apart on r1c1,r5c5,r9c9 holds 3 digits, every two of them a pair of its"
                + " table, and only {1,5,9} fits => r1c1,r5c5,r9c9<>234678", step.description());
        assertEquals(List.of(apart), step.rules());

        Relation ordered = Relation.of("up", Relation.Pairs.EVERY_TWO,
                List.of(cell(1, 1), cell(5, 5), cell(9, 9)), 9, (x, y) -> y - x >= 4);
        assertNull(SetLines.find(grid(Layout.classic(), ordered), full(grid), NONE, Technique.RELATION),
                "a relation that is not symmetric makes no sets: its order counts");
    }
}
