package io.github.sudokusolver.logic;

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
import java.util.List;
import org.junit.jupiter.api.Test;

/** Entropic lines ({@link DigitGroupLines}) on hand-made positions: where they fire, and where they must not. */
final class EntropicLinesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Line ROW_FOUR = line(Line.Kind.ENTROPIC, 4, 1, 4, 2, 4, 3, 4, 4, 4, 5, 4, 6);

    @Test
    void aCellHeldToOneGroupClearsItFromTheCellsUpToTwoAway() {
        Grid grid = grid(Layout.classic(), ROW_FOUR);
        int[] marks = full(grid);
        only(grid, marks, 4, 3, 1, 2, 3);
        Step step = DigitGroupLines.entropic(grid, marks, NONE);
        assertEquals("Entropic line: every three cells in a row on the entropic line r4c1-r4c6 hold one digit of"
                + " 1-3, one of 4-6 and one of 7-9, and r4c3 holds only 1-3 => r4c1,r4c2,r4c4,r4c5<>123",
                step.description());
        assertEquals(List.of(ROW_FOUR), step.rules());
        assertEquals(2.2, step.difficulty());
    }

    @Test
    void twoCellsOfAThreeHeldToTwoGroupsLeaveTheThirdTheOther() {
        Grid grid = grid(Layout.classic(), ROW_FOUR);
        int[] marks = full(grid);
        only(grid, marks, 4, 1, 1, 2, 3, 7, 8, 9);
        only(grid, marks, 4, 2, 1, 3, 8);
        Step step = DigitGroupLines.entropic(grid, marks, NONE);
        assertEquals("Entropic line: every three cells in a row on the entropic line r4c1-r4c6 hold one digit of"
                + " 1-3, one of 4-6 and one of 7-9, and r4c1 and r4c2 hold only 1-3 and 7-9 => r4c3<>123789",
                step.description());
    }

    @Test
    void aPlacedCellOnASixBySixLineClearsItsGroup() {
        Line line = line(Line.Kind.ENTROPIC, 1, 1, 2, 1, 3, 1);
        Grid grid = grid(Layout.boxes(2, 3), line);
        int[] marks = full(grid);
        placed(grid, marks, 2, 1, 4);
        Step step = DigitGroupLines.entropic(grid, marks, NONE);
        assertEquals("Entropic line: every three cells in a row on the entropic line r1c1-r3c1 hold one digit of"
                + " 1 and 2, one of 3 and 4 and one of 5 and 6, and r2c1 is 4 => r1c1,r3c1<>34", step.description());
    }

    @Test
    void cellsOfSeveralGroupsOrAnotherRuleGiveNoStep() {
        Grid grid = grid(Layout.classic(), ROW_FOUR);
        int[] marks = full(grid);
        only(grid, marks, 4, 1, 1, 4, 7);
        only(grid, marks, 4, 2, 2, 5);
        assertNull(DigitGroupLines.entropic(grid, marks, NONE), "no cell held to one group, no two held to two");
        only(grid, marks, 4, 5, 1, 2, 3, 7);
        only(grid, marks, 4, 1, 1, 2, 3);
        Grid far = grid(Layout.classic(), line(Line.Kind.ENTROPIC, 6, 1, 6, 2, 6, 3, 6, 4, 6, 5, 6, 6));
        assertNull(DigitGroupLines.entropic(far, marks, NONE), "the line is elsewhere");
        Grid two = grid(Layout.classic(), line(Line.Kind.ENTROPIC, 4, 1, 4, 2));
        assertNull(DigitGroupLines.entropic(two, marks, NONE), "two cells have no three in a row");
    }
}
