package io.github.sudokusolver;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

final class BoardParseTest {

    private static final String SEED_LINE =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";

    @Test
    void parsesLineOf81WithDots() {
        assertEquals(SEED, Board.parse(SEED_LINE));
    }

    @Test
    void parsesLineOf81WithZeros() {
        assertEquals(SEED, Board.parse(SEED_LINE.replace('.', '0')));
    }

    @Test
    void parsesBojGridOfNineDigitLines() {
        String text = "030260701\n680070090\n190004500\n820100040\n004602900\n050003028\n009300074\n040050036\n"
                + "703018000\n";
        assertEquals(SEED, Board.parse(text));
    }

    @Test
    void parsesSpaceSeparatedGrid() {
        StringBuilder text = new StringBuilder();
        for (int[] row : SEED.toArray()) {
            for (int value : row) {
                text.append(value).append(' ');
            }
            text.append('\n');
        }
        assertEquals(SEED_LINE, Board.parse(text).toString());
    }

    @Test
    void parsesWindowsAndOldMacLineEndings() {
        String unix = SEED.toGrid();
        assertEquals(SEED, Board.parse(unix.replace("\n", "\r\n")));
        assertEquals(SEED, Board.parse(unix.replace("\n", "\r")));
    }

    @Test
    void parsesItsOwnGridRenderingAndIgnoresDecoration() {
        assertEquals(SEED, Board.parse(SEED.toGrid()));
        String boxed = "+-------+-------+-------+\n" + SEED.toGrid().lines()
                .filter(l -> !l.startsWith("-"))
                .map(l -> "| " + l + " |")
                .reduce("", (a, b) -> a + b + "\n") + "+-------+-------+-------+\n";
        assertEquals(SEED, Board.parse(boxed));
    }

    @Test
    void ignoresBlankLinesAndSurroundingWhitespace() {
        assertEquals(SEED, Board.parse("\n\n  \t" + SEED_LINE + "  \n\n"));
        assertEquals(SEED, Board.parse("\n" + SEED.toGrid().replace("\n", "\n\n")));
    }

    @Test
    void rejectsWrongCharacterNamingLineColumnAndCharacter() {
        String text = "030260701\n680070090\n19x004500\n820100040\n004602900\n050003028\n009300074\n040050036\n"
                + "703018000\n";
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(text));
        assertEquals(3, e.line());
        assertEquals(3, e.column());
        assertTrue(e.getMessage().startsWith("line 3, column 3: found 'x', expected a digit 1-9"), e.getMessage());
    }

    @Test
    void namesInvisibleCharactersByCodePoint() {
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(SEED_LINE.substring(0, 80) + "\u00a0"));
        assertTrue(e.getMessage().contains("found U+00A0"), e.getMessage());
        assertEquals(81, e.column());
    }

    @Test
    void rejectsShortLineCountingCells() {
        BoardFormatException e =
                assertThrows(BoardFormatException.class, () -> Board.parse(SEED_LINE.substring(1)));
        assertEquals("line 1: found 80 cells, expected 81", e.getMessage());
    }

    @Test
    void rejectsLongLineCountingCells() {
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(SEED_LINE + "5"));
        assertEquals("found 82 cells, expected 81", e.problem());
    }

    @Test
    void rejectsGridRowWithMissingCellNamingItsLine() {
        String text = SEED.toGrid().replace("8 2 . | 1", "8 2 | 1");
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(text));
        assertEquals(5, e.line(), e.getMessage());
        assertEquals("found 8 cells, expected 9 in a grid row", e.problem());
    }

    @Test
    void rejectsFirstGridRowOfWrongLength() {
        String text = "03026070\n680070090\n190004500\n820100040\n004602900\n050003028\n009300074\n040050036\n"
                + "703018000\n";
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(text));
        assertEquals(1, e.line(), e.getMessage());
    }

    @Test
    void rejectsGridWithTenRows() {
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(SEED.toGrid() + "1 2 3 4 5 6 7 8 9\n"));
        assertEquals(12, e.line(), e.getMessage());
        assertEquals("found a 10th row of cells, expected 9 rows", e.problem());
    }

    @Test
    void rejectsGridWithEightRows() {
        String eight = SEED.toGrid().lines().limit(10).reduce("", (a, b) -> a + b + "\n");
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(eight));
        assertEquals("found 8 rows of 9 cells, expected 9 rows", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\n\n", "-----+-----"})
    void rejectsTextWithoutCells(String text) {
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(text));
        assertEquals("found no cells, expected 81", e.getMessage());
    }

    @Test
    void rejectsAMinusOrPlusOnALineOfCellsNamingItsColumn() {
        BoardFormatException minus = assertThrows(BoardFormatException.class, () -> Board.parse("-" + SEED_LINE));
        assertEquals(1, minus.column(), minus.getMessage());
        assertTrue(minus.problem().startsWith("found '-' on a line with cells"), minus.getMessage());
        String plus = SEED.toGrid().replaceFirst("\\| 7", "+ 7");
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(plus));
        assertEquals(1, e.line(), e.getMessage());
        assertEquals(15, e.column(), e.getMessage());
        Layout four = Layout.boxes(2, 2);
        BoardFormatException numbers = assertThrows(BoardFormatException.class,
                () -> Board.parse(four, "1,0,0,0,0,2-3,0,0,0,0,0,0,0,0,0"));
        assertEquals(12, numbers.column(), numbers.getMessage());
        assertEquals(SEED, Board.parse(BoardFormat.FRAMED.format(SEED)), "frame lines keep their - and +");
    }

    @Test
    void readsTheClassicGridAsNumbersSeparatedByCommas() {
        assertEquals(SEED, Board.parse(String.join(",", SEED_LINE.replace('.', '0').split(""))));
    }

    static Stream<Arguments> layoutsAndSeeds() {
        List<Layout> layouts = List.of(Layout.classic(), Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2),
                Layout.boxes(4, 4), Layout.boxes(5, 5), Layout.classic().withDiagonals().withWindows(),
                Layout.samurai(), Layout.jigsaw(LayoutTest.JIGSAW_6));
        return layouts.stream().flatMap(layout -> LongStream.range(0, 8).mapToObj(seed -> Arguments.of(layout, seed)));
    }

    /** Random boards (rules broken or not), each written in every text form, read back by the parser and reader. */
    @ParameterizedTest
    @MethodSource("layoutsAndSeeds")
    void everyTextFormOfABoardReadsBackOnEveryLayout(Layout layout, long seed) {
        Random random = new Random(seed);
        int[][] cells = new int[layout.rows()][layout.columns()];
        int fill = random.nextInt(101);
        for (int row = 0; row < layout.rows(); row++) {
            for (int col = 0; col < layout.columns(); col++) {
                if (layout.isCell(row, col) && random.nextInt(100) < fill) {
                    cells[row][col] = 1 + random.nextInt(layout.size());
                }
            }
        }
        Board board = Board.of(layout, cells);
        String where = layout + ", seed " + seed;
        StringBuilder commas = new StringBuilder();
        StringBuilder blanks = new StringBuilder();
        for (int[] row : cells) {
            for (int value : row) {
                commas.append(commas.length() > 0 ? "," : "").append(value);
                blanks.append(value).append(' ');
            }
        }
        List<String> texts = List.of(board.toString(), board.toGrid(), BoardFormat.FRAMED.format(board),
                commas.toString(), blanks.toString());
        StringBuilder file = new StringBuilder();
        for (String text : texts) {
            assertEquals(board, Board.parse(layout, text), where + ":\n" + text);
            file.append("Board ").append(file.length()).append('\n').append(text).append('\n');
        }
        List<Board> read = new ArrayList<>();
        PuzzleReader.of(new StringReader(file.toString()), layout).forEachRemaining(e -> read.add(e.boardOrThrow()));
        assertEquals(Collections.nCopies(texts.size(), board), read, where + ":\n" + file);
    }

    @Test
    void rejectsNull() {
        assertThrows(NullPointerException.class, () -> Board.parse(null));
    }

    @Test
    void acceptsAnyCharSequence() {
        assertEquals(SEED, Board.parse(new StringBuilder(SEED_LINE)));
    }

    @Test
    void readsGridsWithWindowsLineEndings() {
        assertEquals(SEED, Board.parse(SEED.toGrid().replace("\n", "\r\n")));
        assertEquals(SEED, Board.parse(SEED.toGrid().replace("\n", "\r")));
    }

    @Test
    void aCountOfOneIsSaidInTheSingular() {
        assertEquals("line 1: found 1 cell, expected 81",
                assertThrows(BoardFormatException.class, () -> Board.parse("1")).getMessage());
        assertEquals("line 2: found 1 cell, expected 9 in a grid row",
                assertThrows(BoardFormatException.class, () -> Board.parse("1 2 3 4 5 6 7 8 9\n1\n")).getMessage());
        assertEquals("line 1: found 1 cell, expected 9 in a grid row (or 81 on a single line)",
                assertThrows(BoardFormatException.class, () -> Board.parse("1\n1 2 3 4 5 6 7 8 9\n")).getMessage());
        assertEquals("found 1 row, expected 9", assertThrows(BoardFormatException.class,
                () -> Board.of(new int[][] {new int[9]})).getMessage());
        assertEquals("line 1: found 1 cell, expected 9 in a grid row", readError("1\n"));
        assertEquals("line 1: found 1 row of a grid, expected 9", readError("1 2 3 4 5 6 7 8 9\nGrid 2\n"));
        assertEquals("line 1, column 12: found 1 number after '3x3::k:', expected 81", readError("3x3::k:2561"));
    }

    private static String readError(String text) {
        return PuzzleReader.of(new StringReader(text)).next().error().orElseThrow().getMessage();
    }

    @Test
    void namesAShortFirstRowOnceTheSecondRowShowsAGrid() {
        String grid = ". . . . . . . .\n" + ". . . . . . . . .\n".repeat(8);
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> Board.parse(grid));
        assertEquals("line 1: found 8 cells, expected 9 in a grid row (or 81 on a single line)", e.getMessage());
    }
}
