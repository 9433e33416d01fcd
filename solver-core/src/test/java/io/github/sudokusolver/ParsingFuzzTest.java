package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz tests of every way text or numbers become a board, against the documented contract: only
 * {@link BoardFormatException} (or {@link NullPointerException} for null), and an accepted board writes out and reads
 * back as itself. In a normal build they run once over the seeds in {@code ParsingFuzzTestInputs/}; with
 * {@code JAZZER_FUZZ=1} Jazzer fuzzes them (docs/testing.md).
 */
final class ParsingFuzzTest {

    @FuzzTest
    void boardParseThrowsOnlyFormatErrorsAndRoundTrips(String text) {
        if (text == null) {
            assertThrows(NullPointerException.class, () -> Board.parse(null));
            return;
        }
        Board board;
        try {
            board = Board.parse(text);
        } catch (BoardFormatException e) {
            assertTrue(e.line() >= 0 && e.column() >= 0, e.getMessage());
            return;
        }
        assertEquals(board, Board.parse(board.toString()), text);
        assertEquals(board, Board.parse(board.toGrid()), text);
        assertEquals(board, Board.parse(BoardFormat.FRAMED.format(board)), text);
    }

    @FuzzTest
    void boardOfThrowsOnlyFormatErrorsAndCopies(FuzzedDataProvider data) {
        int rows = data.consumeInt(0, 11);
        int[][] cells = new int[rows][];
        for (int row = 0; row < rows; row++) {
            cells[row] = data.consumeBoolean() ? null : new int[data.consumeInt(0, 11)];
            for (int col = 0; cells[row] != null && col < cells[row].length; col++) {
                cells[row][col] = data.consumeInt(-2, 11);
            }
        }
        Board board;
        try {
            board = Board.of(cells);
        } catch (BoardFormatException e) {
            return;
        }
        int[][] copy = board.toArray();
        assertEquals(board, Board.of(copy));
        for (int row = 0; row < Board.SIZE; row++) {
            for (int col = 0; col < Board.SIZE; col++) {
                assertEquals(cells[row][col], board.get(row, col));
            }
        }
    }

    @FuzzTest
    void readerGivesOnlyEntriesWithSanePositions(byte[] bytes) {
        long lineBreaks = 0;
        for (byte b : bytes) {
            lineBreaks += b == '\n' || b == '\r' ? 1 : 0;
        }
        long lines = lineBreaks + 1;
        List<Board> boards = new ArrayList<>();
        PuzzleReader reader = PuzzleReader.of(new ByteArrayInputStream(bytes));
        int previousLine = 0;
        while (reader.hasNext()) {
            PuzzleEntry entry = reader.next();
            assertTrue(entry.line() >= previousLine && entry.line() <= lines, entry.toString());
            previousLine = entry.line();
            assertTrue(entry.board().isPresent() != entry.error().isPresent(), entry.toString());
            entry.error().ifPresent(e -> assertTrue(e.line() >= 1 && e.line() <= lines && e.column() >= 0,
                    e.getMessage()));
            entry.board().ifPresent(boards::add);
            assertTrue(entry.label().length() <= PuzzleReader.MAX_LINE_LENGTH + 1025, "label too long");
        }
        StringBuilder written = new StringBuilder();
        boards.forEach(board -> written.append(BoardFormat.LINE.format(board)));
        List<Board> back = new ArrayList<>();
        PuzzleReader.of(new StringReader(written.toString())).forEachRemaining(e -> back.add(e.boardOrThrow()));
        assertEquals(boards, back);
    }
}
