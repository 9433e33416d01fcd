package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Boards of the layouts other than the classic one: making, reading, writing and checking them. */
final class LayoutBoardTest {

    static Stream<Layout> layouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2), Layout.boxes(3, 4),
                Layout.boxes(4, 4), Layout.boxes(5, 5), Layout.jigsaw(LayoutTest.JIGSAW_6),
                Layout.classic().withDiagonals(), Layout.classic().withWindows(), Layout.boxes(4, 4).withWindows(),
                Layout.samurai());
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void everyTextFormParsesBackToTheSameBoard(Layout layout) {
        Board board = Generator.withSeed(11).puzzle(layout);
        assertEquals(layout, board.layout());
        assertEquals(board, Board.parse(layout, board.toString()), "one line");
        assertEquals(board, Board.parse(layout, board.toGrid()), "grid with rules");
        assertEquals(board, Board.parse(layout, board.toString().toLowerCase()), "lower-case letters");
        assertEquals(board, Board.parse(layout, numeric(board, ",")), "comma-separated numbers");
        assertEquals(board, Board.of(layout, board.toArray()), "array");
        assertEquals(layout.rows() * layout.columns(), board.toString().length());
        if (layout.size() > 9) {
            assertEquals(board, Board.parse(layout, numeric(board, " ")), "space-separated numbers");
        }
    }

    @Test
    void sixteenBySixteenReadsLettersAndNumbersAlike() {
        String letters = "1234567890ABCDEG".replace('0', '.').repeat(16);
        Board fromLetters = Board.parse(Layout.boxes(4, 4), letters);
        assertEquals(16, fromLetters.get(0, 15));
        assertEquals(10, fromLetters.get(3, 10));
        assertEquals(0, fromLetters.get(5, 9));
        String numbers = "1 2 3 4 5 6 7 8 9 0 10 11 12 13 14 16\n".repeat(16);
        assertEquals(fromLetters, Board.parse(Layout.boxes(4, 4), numbers));
    }

    @Test
    void parseNamesTheLineAndColumnAtFault() {
        Layout four = Layout.boxes(2, 2);
        BoardFormatException tooBig = assertThrows(BoardFormatException.class,
                () -> Board.parse(four, "12.4\n..5.\n....\n...."));
        assertEquals(2, tooBig.line());
        assertEquals(3, tooBig.column());
        assertTrue(tooBig.getMessage().contains("expected at most 4 on the 4x4 grid"), tooBig.getMessage());
        BoardFormatException wrongCharacter = assertThrows(BoardFormatException.class,
                () -> Board.parse(four, "12.4\n....\n..x.\n...."));
        assertEquals(3, wrongCharacter.line());
        assertTrue(wrongCharacter.getMessage().contains("expected a digit 1-4"), wrongCharacter.getMessage());
        BoardFormatException shortRow = assertThrows(BoardFormatException.class,
                () -> Board.parse(four, "12.4\n...\n....\n...."));
        assertEquals(2, shortRow.line());
        assertThrows(BoardFormatException.class, () -> Board.parse(four, "1".repeat(15)));
        assertThrows(BoardFormatException.class, () -> Board.parse(four, ""));
        BoardFormatException letter = assertThrows(BoardFormatException.class,
                () -> Board.parse(Layout.boxes(4, 4), "H" + ".".repeat(255)));
        assertTrue(letter.getMessage().contains("found 'H' (17), expected at most 16"), letter.getMessage());
    }

    @Test
    void aNumberAboveTheLayoutIsEchoedAsWritten() {
        Layout sixteen = Layout.boxes(4, 4);
        for (String token : List.of("17", "123456", "0017", "99999999999999999999")) {
            BoardFormatException number = assertThrows(BoardFormatException.class,
                    () -> Board.parse(sixteen, "0," + token + "," + "0,".repeat(254)));
            assertEquals("line 1, column 3: found " + token + ", expected at most 16 on the 16x16 grid",
                    number.getMessage());
        }
        BoardFormatException digit = assertThrows(BoardFormatException.class,
                () -> Board.parse(Layout.boxes(2, 2), "5" + ".".repeat(15)));
        assertTrue(digit.getMessage().endsWith("found '5', expected at most 4 on the 4x4 grid"), digit.getMessage());
    }

    @Test
    void aDigitInASamuraiHoleIsRejectedWithItsPlace() {
        StringBuilder text = new StringBuilder(".".repeat(21 * 21));
        text.setCharAt(9, '5');
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(Layout.samurai(), text));
        assertTrue(e.getMessage().contains("hole of the samurai grid at r1c10"), e.getMessage());
        assertEquals(1, e.line());
        assertEquals(10, e.column());
        int[][] cells = new int[21][21];
        cells[10][1] = 3;
        BoardFormatException fromArray = assertThrows(BoardFormatException.class,
                () -> Board.of(Layout.samurai(), cells));
        assertTrue(fromArray.getMessage().contains("row 10, column 1, a hole"), fromArray.getMessage());
        IllegalArgumentException with = assertThrows(IllegalArgumentException.class,
                () -> Board.empty(Layout.samurai()).with(10, 1, 3));
        assertTrue(with.getMessage().contains("hole"), with.getMessage());
        assertEquals(Board.empty(Layout.samurai()), Board.empty(Layout.samurai()).with(10, 1, 0));
    }

    @Test
    void ofChecksTheShapeAndRangeForTheLayout() {
        Layout six = Layout.boxes(2, 3);
        assertThrows(NullPointerException.class, () -> Board.of(null, new int[6][6]));
        assertThrows(NullPointerException.class, () -> Board.of(six, null));
        assertMessage("found 9 rows, expected 6", () -> Board.of(six, new int[9][9]));
        assertMessage("row 2 has 5 values, expected 6", () -> Board.of(six, new int[][] {
            new int[6], new int[6], new int[5], new int[6], new int[6], new int[6]}));
        int[][] seven = new int[6][6];
        seven[4][1] = 7;
        assertMessage("found 7 at row 4, column 1, expected 0 (empty) or a digit 1-6", () -> Board.of(six, seven));
        assertThrows(IllegalArgumentException.class, () -> Board.empty(six).with(0, 0, 7));
        assertThrows(IndexOutOfBoundsException.class, () -> Board.empty(six).get(6, 0));
    }

    @Test
    void boardsOfDifferentLayoutsDifferEvenWithTheSameCells() {
        Board classic = Generator.withSeed(3).minimalPuzzle();
        Board diagonal = Board.of(Layout.classic().withDiagonals(), classic.toArray());
        assertNotEquals(classic, diagonal);
        assertEquals(classic.toString(), diagonal.toString());
        assertFalse(classic.isKeptBy(diagonal), "a board of another layout keeps nothing of this one");
        assertEquals(Layout.classic(), Board.of(classic.toArray()).layout());
    }

    @Test
    void conflictsNameTheExtraRegion() {
        Board diagonal = Board.empty(Layout.classic().withDiagonals()).with(0, 0, 5).with(8, 8, 5);
        assertEquals(List.of(new Conflict(5, Region.DIAGONAL, 0, new Cell(0, 0), new Cell(8, 8))),
                diagonal.conflicts());
        assertTrue(diagonal.hasConflict());
        assertEquals(SolveResult.Status.INVALID, Solver.fastest().solve(diagonal).status());

        Board window = Board.empty(Layout.classic().withWindows()).with(1, 1, 4).with(3, 3, 4);
        assertEquals(List.of(new Conflict(4, Region.WINDOW, 0, new Cell(1, 1), new Cell(3, 3))),
                window.conflicts());
        Board boxAndWindow = Board.empty(Layout.classic().withWindows()).with(1, 1, 4).with(2, 2, 4);
        assertEquals(List.of(new Conflict(4, Region.BOX, 0, new Cell(1, 1), new Cell(2, 2)),
                new Conflict(4, Region.WINDOW, 0, new Cell(1, 1), new Cell(2, 2))), boxAndWindow.conflicts(),
                "in region order: boxes before windows");

        Board jigsaw = Board.empty(Layout.jigsaw(LayoutTest.JIGSAW_6)).with(0, 0, 2).with(2, 0, 2);
        assertEquals(List.of(new Conflict(2, Region.COLUMN, 0, new Cell(0, 0), new Cell(2, 0)),
                new Conflict(2, Region.REGION, 0, new Cell(0, 0), new Cell(2, 0))), jigsaw.conflicts());
        assertEquals("digit 2 twice in region 1: r1c1 and r3c1", jigsaw.conflicts().get(1).toString());
        assertEquals("digit 4 twice in window 1: r2c2 and r4c4", window.conflicts().get(0).toString());
        assertEquals("digit 5 twice in the main diagonal: r1c1 and r9c9", diagonal.conflicts().get(0).toString());

        Board sixteen = Board.empty(Layout.boxes(4, 4)).with(0, 0, 16).with(3, 3, 16);
        assertEquals(List.of(new Conflict(16, Region.BOX, 0, new Cell(0, 0), new Cell(3, 3))),
                sixteen.conflicts());
    }

    @Test
    void samuraiConflictsStayWithinOneOfTheFiveGrids() {
        // (7, 7) lies in the top-left grid and the centre grid; (14, 7) in the centre and the bottom-left grid.
        Board board = Board.empty(Layout.samurai()).with(7, 7, 9).with(14, 7, 9);
        List<Conflict> conflicts = board.conflicts();
        assertEquals(1, conflicts.size(), conflicts.toString());
        assertEquals(Region.COLUMN, conflicts.get(0).unit());
        assertEquals(7, conflicts.get(0).number(), "the board column");
        assertEquals(SolveResult.Status.INVALID, Solver.bitmask().solve(board).status());
        Board apart = Board.empty(Layout.samurai()).with(0, 7, 9).with(14, 7, 9);
        assertTrue(apart.conflicts().isEmpty(), "column 7 of two grids that do not overlap there");
    }

    private static String numeric(Board board, String separator) {
        StringBuilder text = new StringBuilder();
        int[][] cells = board.toArray();
        for (int[] row : cells) {
            for (int col = 0; col < row.length; col++) {
                text.append(row[col]).append(col == row.length - 1 ? "\n" : separator);
            }
        }
        return text.toString();
    }

    private static void assertMessage(String expected, Runnable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(e.getMessage().contains(expected), () -> "expected '" + expected + "' in: " + e.getMessage());
    }
}
