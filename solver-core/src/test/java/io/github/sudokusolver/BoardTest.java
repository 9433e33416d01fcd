package io.github.sudokusolver;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import nl.jqno.equalsverifier.EqualsVerifier;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

final class BoardTest {

    @Test
    void readsCellsByRowAndColumn() {
        assertEquals(0, SEED.get(0, 0));
        assertEquals(3, SEED.get(0, 1));
        assertEquals(7, SEED.get(8, 0));
        assertEquals(0, SEED.get(8, 8));
    }

    @Test
    void rejectsCellOutsideGridNamingIt() {
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> SEED.get(9, 0));
        assertEquals("cell (row 9, column 0) is outside 0..8", e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> SEED.get(0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> SEED.with(0, 9, 1));
    }

    @Test
    void withReturnsNewBoardAndLeavesOriginal() {
        Board changed = SEED.with(0, 0, 4);
        assertEquals(4, changed.get(0, 0));
        assertEquals(0, SEED.get(0, 0));
        assertSame(SEED, SEED.with(0, 1, 3));
        assertEquals(SEED, changed.with(0, 0, 0));
    }

    @Test
    void withRejectsDigitOutsideRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SEED.with(2, 3, 10));
        assertEquals("digit 10 at row 2, column 3 is outside 0..9", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SEED.with(2, 3, -1));
    }

    @Test
    void ofCopiesItsInput() {
        int[][] cells = SEED.toArray();
        Board board = Board.of(cells);
        cells[0][0] = 9;
        assertEquals(0, board.get(0, 0));
        assertEquals(SEED, board);
    }

    @Test
    void toArrayReturnsFreshCopy() {
        int[][] first = SEED.toArray();
        first[0][1] = 0;
        assertEquals(3, SEED.get(0, 1));
        assertEquals(3, SEED.toArray()[0][1]);
    }

    @Test
    void ofRejectsNull() {
        assertThrows(NullPointerException.class, () -> Board.of(null));
    }

    @Test
    void ofRejectsWrongNumberOfRows() {
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.of(new int[8][9]));
        assertEquals("found 8 rows, expected 9", e.getMessage());
    }

    @Test
    void ofRejectsRaggedArrayNamingRow() {
        int[][] cells = new int[9][9];
        cells[4] = new int[10];
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.of(cells));
        assertEquals("row 4 has 10 values, expected 9", e.getMessage());
    }

    @Test
    void ofRejectsNullRowNamingIt() {
        int[][] cells = new int[9][];
        for (int i = 0; i < 9; i++) {
            cells[i] = new int[9];
        }
        cells[7] = null;
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.of(cells));
        assertEquals("row 7 is null, expected 9 values", e.getMessage());
    }

    @Test
    void ofRejectsValueOutsideRangeNamingCell() {
        int[][] cells = new int[9][9];
        cells[2][6] = 10;
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.of(cells));
        assertEquals("found 10 at row 2, column 6, expected 0 (empty) or a digit 1-9", e.getMessage());
        cells[2][6] = -3;
        assertThrows(BoardFormatException.class, () -> Board.of(cells));
    }

    @Test
    void emptyBoardHasNoDigits() {
        assertEquals(".".repeat(81), Board.empty().toString());
        assertEquals(0, Board.empty().filledCount());
        assertEquals(Board.empty(), Board.of(new int[9][9]));
    }

    @Test
    void toStringIsEightyOneCells() {
        assertEquals(".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...",
                SEED.toString());
    }

    @RepeatedTest(50)
    void toStringAndGridParseBack(RepetitionInfo repetition) {
        long seed = 1000 + repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Board board = TestPuzzles.randomPuzzle(random, TestPuzzles.randomSolvedGrid(random), random.nextInt(82));
        assertEquals(board, Board.parse(board.toString()), "seed " + seed);
        assertEquals(board, Board.parse(board.toGrid()), "seed " + seed);
        assertEquals(board, Board.of(board.toArray()), "seed " + seed);
    }

    @Test
    void rendersGridWithBoxBorders() {
        String grid = SEED_SOLUTION.toGrid();
        assertEquals(11, grid.lines().count());
        assertTrue(grid.startsWith("4 3 5 | 2 6 9 | 7 8 1\n6 8 2 | 5 7 1 | 4 9 3\n1 9 7 | 8 3 4 | 5 6 2\n"
                + "------+-------+------\n"), grid);
    }

    @Test
    void equalsAndHashCodeFollowContent() {
        EqualsVerifier.forClass(Board.class)
                .withPrefabValues(Layout.class, Layout.classic(), Layout.boxes(2, 2))
                .withNonnullFields("layout")
                .verify();
        Board copy = Board.parse(SEED.toString());
        assertEquals(SEED, copy);
        assertEquals(SEED.hashCode(), copy.hashCode());
        assertNotEquals(SEED, SEED.with(0, 0, 4));
    }

    @Test
    void solvedGridIsSolvedAndPuzzleIsNot() {
        assertTrue(SEED_SOLUTION.isSolved());
        assertTrue(SEED_SOLUTION.isComplete());
        assertFalse(SEED.isSolved());
        assertEquals(37, SEED.filledCount());
        Board clash = SEED_SOLUTION.with(0, 0, 3);
        assertTrue(clash.isComplete());
        assertFalse(clash.isSolved());
    }

    @Test
    void keptByTellsWhetherGivensSurvive() {
        assertTrue(SEED.isKeptBy(SEED_SOLUTION));
        assertTrue(Board.empty().isKeptBy(SEED));
        assertFalse(SEED.isKeptBy(SEED_SOLUTION.with(0, 1, 5)));
    }

    @Test
    void listsConflictsPerUnitWithCells() {
        Board board = SEED.with(0, 0, 3); // 3 at (0,0) clashes with the 3 at (0,1): same row and same box
        List<Conflict> conflicts = board.conflicts();
        assertEquals(List.of(
                new Conflict(3, Region.ROW, new Cell(0, 0), new Cell(0, 1)),
                new Conflict(3, Region.BOX, new Cell(0, 0), new Cell(0, 1))), conflicts);
        assertEquals("digit 3 twice in row 1: r1c1 and r1c2", conflicts.get(0).toString());
    }

    @Test
    void listsColumnConflicts() {
        Board board = Board.empty().with(1, 4, 6).with(7, 4, 6);
        assertEquals(List.of(new Conflict(6, Region.COLUMN, new Cell(1, 4), new Cell(7, 4))),
                board.conflicts());
        assertEquals("digit 6 twice in column 5: r2c5 and r8c5",
                board.conflicts().get(0).toString());
    }

    @Test
    void validBoardsHaveNoConflicts() {
        assertEquals(List.of(), SEED.conflicts());
        assertEquals(List.of(), SEED_SOLUTION.conflicts());
        assertEquals(List.of(), Board.empty().conflicts());
    }

    @Test
    void cellValidatesAndConverts() {
        assertEquals(new Cell(4, 5), Cell.of(41));
        assertEquals(41, new Cell(4, 5).index());
        assertEquals(4, new Cell(4, 5).box());
        assertEquals(8, new Cell(8, 8).box());
        assertEquals(24, new Cell(24, 9).row(), "cells reach the last row of the largest layout");
        assertThrows(IndexOutOfBoundsException.class, () -> new Cell(25, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> new Cell(0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> new Cell(9, 0).index());
        assertThrows(IndexOutOfBoundsException.class, () -> new Cell(0, 9).box());
        assertThrows(IndexOutOfBoundsException.class, () -> Cell.of(81));
        assertThrows(IllegalArgumentException.class,
                () -> new Conflict(0, Region.ROW, new Cell(0, 0), new Cell(0, 1)));
    }
}
