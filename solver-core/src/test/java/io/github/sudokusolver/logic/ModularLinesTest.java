package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Parity lines and modular lines ({@link DigitGroupLines}) on hand-made positions: where they fire, and where they
 * must not; and that the pair links carry what the runs do not (cells a modulus apart share their remainder).
 */
final class ModularLinesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Line PARITY = Line.parity(List.of(cell(2, 1), cell(2, 2), cell(2, 3), cell(2, 4)));
    private static final Line MODULAR = Line.modular(List.of(cell(6, 1), cell(6, 2), cell(6, 3), cell(6, 4),
            cell(6, 5)), 3);

    @Test
    void aParityLineCellHeldToOddDigitsClearsThemFromItsNeighbours() {
        Grid grid = grid(Layout.classic(), PARITY);
        int[] marks = full(grid);
        only(grid, marks, 2, 2, 1, 3, 9);
        Step step = DigitGroupLines.parity(grid, marks, NONE);
        assertEquals("Parity line: neighbours on the parity line r2c1-r2c4 alternate odd and even, and r2c2 holds"
                + " only 1, 3, 5, 7 and 9 => r2c1,r2c3<>13579", step.description());
        assertEquals(List.of(PARITY), step.rules());
        assertEquals(2.2, step.difficulty());
        assertNull(DigitGroupLines.modular(grid, marks, NONE), "a parity line is not a modular line's");
    }

    @Test
    void aModularLineCellHeldToOneRemainderClearsItFromTheCellsOfItsRuns() {
        Grid grid = grid(Layout.classic(), MODULAR);
        int[] marks = full(grid);
        placed(grid, marks, 6, 3, 4);
        Step step = DigitGroupLines.modular(grid, marks, NONE);
        assertEquals("Modular line: every 3 cells in a row on the modular line r6c1-r6c5 hold digits of different"
                + " remainders divided by 3, and r6c3 is 4 => r6c1,r6c2,r6c4,r6c5<>147", step.description());
        assertNull(DigitGroupLines.parity(grid, marks, NONE), "a modular line is not a parity line's");
    }

    @Test
    void twoCellsOfARunHeldToTwoRemaindersLeaveTheThirdTheOther() {
        Grid grid = grid(Layout.classic(), MODULAR);
        int[] marks = full(grid);
        only(grid, marks, 6, 1, 1, 2, 4);
        only(grid, marks, 6, 2, 5, 7);
        Step step = DigitGroupLines.modular(grid, marks, NONE);
        assertEquals("Modular line: every 3 cells in a row on the modular line r6c1-r6c5 hold digits of different"
                + " remainders divided by 3, and r6c1 and r6c2 hold only 1, 2, 4, 5, 7 and 8 => r6c3<>124578",
                step.description());
    }

    @Test
    void aLineShorterThanItsModulusHoldsDifferentRemainders() {
        Line two = Line.modular(List.of(cell(8, 1), cell(8, 2)), 4);
        Grid grid = grid(Layout.classic(), two);
        int[] marks = full(grid);
        placed(grid, marks, 8, 1, 5);
        Step step = DigitGroupLines.modular(grid, marks, NONE);
        assertEquals("Modular line: the cells of the modular line r8c1-r8c2, fewer than 4, hold digits of different"
                + " remainders divided by 4, and r8c1 is 5 => r8c2<>159", step.description());
    }

    @Test
    void cellsOfEveryRemainderOrAnotherLineGiveNoStep() {
        Grid grid = grid(Layout.classic(), MODULAR);
        int[] marks = full(grid);
        only(grid, marks, 6, 1, 1, 2, 3);
        only(grid, marks, 6, 2, 4, 5, 6);
        assertNull(DigitGroupLines.modular(grid, marks, NONE), "no cell held to one remainder, no two to two");
        Grid far = grid(Layout.classic(), Line.modular(List.of(cell(8, 1), cell(8, 2), cell(8, 3)), 3));
        only(grid, marks, 6, 3, 3);
        assertNull(DigitGroupLines.modular(far, marks, NONE), "the line is elsewhere");
    }

    /** What the runs leave to the pair links: r6c1 and r6c4, three apart, share their remainder. */
    @Test
    void cellsAModulusApartAreLinkedAsTheSameRemainder() {
        Grid grid = grid(Layout.classic(), MODULAR);
        PairFacts pairs = grid.rules.pairs;
        int a = grid.indexOf(cell(6, 1));
        int d = grid.indexOf(cell(6, 4));
        boolean linked = false;
        for (int relation : pairs.relationsAt(a)) {
            if (pairs.partner(relation, a) == d) {
                int[] from = pairs.tableFrom(relation, a);
                // from 1, the partner may be 1, 4 or 7 only (bits 0, 3 and 6)
                assertEquals(0b1001001, from[0] & grid.all);
                linked = true;
            }
        }
        assertEquals(true, linked, "r6c1 and r6c4 are linked");
    }
}
