package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.MagicSquare;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A magic square ({@link Technique#MAGIC_SQUARE}): each of its eight lines read as a sum of 15. */
final class MagicSquareStepsTest {

    @Test
    void aLineWithTwoKnownDigitsTakesTheThird() {
        MagicSquare square = MagicSquare.of(cell(4, 4));
        Grid grid = grid(Layout.classic(), square);
        int[] marks = full(grid);
        only(grid, marks, 4, 4, 2);
        only(grid, marks, 4, 5, 7);
        Step step = SumFinders.magicSquare(grid, marks, null);
        assertEquals("Magic square: the magic square's line r4c4-r4c6 adds up to 15, its cells that see each other"
                + " differing, so r4c6 is 6 => r4c6<>12345789", step.description());
        assertEquals(2.2, step.difficulty(), 1e-9); // 2.0, and 0.2 for a third open cell, as a little killer
        assertEquals(List.of(square), step.rules());
    }

    @Test
    void nothingIsSaidOnAnOpenSquare() {
        Grid grid = grid(Layout.classic(), MagicSquare.of(cell(4, 4)));
        assertNull(SumFinders.magicSquare(grid, full(grid), null));
    }
}
