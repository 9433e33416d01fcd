package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.at;
import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Quadruple;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Quadruples ({@link Quadruples}) on hand-made positions: where they fire, and where they must not. */
final class QuadruplesTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void aListedDigitWithOnePlaceLeftAmongTheFourGoesThere() {
        Quadruple three = Quadruple.of(cell(1, 1), List.of(3));
        Grid grid = grid(Layout.classic(), three);
        int[] marks = full(grid);
        for (int[] rc : new int[][] {{1, 1}, {1, 2}, {2, 1}}) {
            marks[at(grid, rc[0], rc[1])] &= ~(1 << 2);
        }
        Step step = Quadruples.find(grid, marks, NONE);
        assertEquals("Quadruple: 3 must be among r1c1, r1c2, r2c1 and r2c2, and only r2c2 can hold it => r2c2=3",
                step.description());
        assertEquals(List.of(three), step.rules());
        assertEquals(1.5, step.difficulty());
    }

    @Test
    void aDigitListedTwiceTakesBothItsPlaces() {
        Quadruple twos = Quadruple.of(cell(3, 3), List.of(2, 2));
        Grid grid = grid(Layout.classic(), twos);
        int[] marks = full(grid);
        marks[at(grid, 3, 4)] &= ~(1 << 1);
        marks[at(grid, 4, 3)] &= ~(1 << 1);
        Step step = Quadruples.find(grid, marks, NONE);
        assertEquals("Quadruple: 2 must appear twice among r3c3, r3c4, r4c3 and r4c4, and only r3c3 and r4c4 can"
                + " hold it => r3c3=2, r4c4=2", step.description());
    }

    @Test
    void fourListedDigitsFillTheFourCells() {
        Grid grid = grid(Layout.classic(), Quadruple.of(cell(1, 1), List.of(1, 2, 5, 9)));
        Step step = Quadruples.find(grid, full(grid), NONE);
        assertEquals("Quadruple: r1c1, r1c2, r2c1 and r2c2 must hold 1, 2, 5 and 9, which fill them"
                + " => r1c1,r1c2,r2c1,r2c2<>34678", step.description());
    }

    @Test
    void theListedDigitsLeftFillTheOpenCells() {
        Grid grid = grid(Layout.classic(), Quadruple.of(cell(1, 1), List.of(1, 2, 9)));
        int[] marks = full(grid);
        placed(grid, marks, 1, 1, 7);
        Step step = Quadruples.find(grid, marks, NONE);
        assertEquals("Quadruple: r1c1, r1c2, r2c1 and r2c2 must hold 1, 2 and 9; with 7 in r1c1, r1c2, r2c1 and"
                + " r2c2 hold 1, 2 and 9 => r1c2,r2c1,r2c2<>345678", step.description());
    }

    @Test
    void digitsWithRoomToSpareGiveNoStep() {
        Grid grid = grid(Layout.classic(), Quadruple.of(cell(1, 1), List.of(1, 2, 9)));
        int[] marks = full(grid);
        assertNull(Quadruples.find(grid, marks, NONE), "three digits for four open cells, each with four places");
        placed(grid, marks, 1, 1, 1);
        assertNull(Quadruples.find(grid, marks, NONE), "1 is placed: 2 and 9 for three open cells");
        Grid elsewhere = grid(Layout.classic(), Quadruple.of(cell(5, 5), List.of(3)));
        int[] carved = full(elsewhere);
        for (int[] rc : new int[][] {{1, 1}, {1, 2}, {2, 1}}) {
            carved[at(elsewhere, rc[0], rc[1])] &= ~(1 << 2);
        }
        assertNull(Quadruples.find(elsewhere, carved, NONE), "the quadruple is elsewhere");
    }
}
