package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.FormatSamples;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.LzString;
import java.io.IOException;
import java.util.List;

/**
 * Fuzz tests of the variant forms (f-puzzles, SudokuPad's own format, the Interactive Sudoku Solver's text): whatever a line holds, the
 * reader gives entries, each a board or an error on a line of the input with a column within that line, and never
 * another exception. In a normal build they run once over the seeds in {@code VariantFormatsFuzzTestInputs/}; with
 * {@code JAZZER_FUZZ=1} Jazzer fuzzes them (docs/testing.md).
 */
final class VariantFormatsFuzzTest {

    private static void readSanely(String text) {
        List<PuzzleEntry> entries;
        try {
            entries = FPuzzlesReaderTest.read(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (PuzzleEntry entry : entries) {
            assertTrue(entry.line() >= 1 && entry.line() <= lines.length, entry.toString());
            if (entry.isMalformed()) {
                BoardFormatException error = entry.error().orElseThrow();
                assertTrue(error.line() >= 1 && error.line() <= lines.length, error.getMessage());
                int length = lines[error.line() - 1].codePointCount(0, lines[error.line() - 1].length());
                assertTrue(error.column() >= 0 && error.column() <= Math.max(length, 1) + 1, error.getMessage());
            } else {
                Board board = entry.boardOrThrow();
                Layout layout = board.layout();
                assertTrue(layout.size() >= 2 && layout.size() <= Layout.MAX_SIZE, layout.toString());
                for (int row = 0; row < layout.rows(); row++) {
                    for (int col = 0; col < layout.columns(); col++) {
                        int digit = board.get(row, col);
                        assertTrue(digit >= 0 && digit <= layout.size(), "r" + (row + 1) + "c" + (col + 1) + " holds "
                                + digit + " on " + layout);
                    }
                }
            }
        }
    }

    /** The bytes as text, read as lines: f-puzzles JSON, links and ISS text as they come. */
    @FuzzTest
    void variantLinesGiveBoardsOrErrorsWithSanePositions(byte[] bytes) {
        String text = FormatSamples.textOf(bytes);
        if (text != null) {
            readSanely(text);
        }
    }

    /** The bytes as the JSON inside an f-puzzles link: the decompressor, the parser and the mapping. */
    @FuzzTest
    void compressedJsonGivesABoardOrAnError(FuzzedDataProvider data) {
        String json = data.consumeRemainingAsString();
        readSanely("https://f-puzzles.com/?load=" + LzString.compressToBase64(json) + "\n");
        readSanely(json.replace('\n', ' ') + "\n");
    }

    /** The bytes as SudokuPad's zipped JSON inside a link: the decompressor, the unzipper and the drawing's reading. */
    @FuzzTest
    void sudokuPadTextGivesABoardOrAnError(FuzzedDataProvider data) {
        String zipped = data.consumeRemainingAsString();
        readSanely("https://sudokupad.app/scl" + LzString.compressToBase64(zipped) + "\n");
        readSanely("sudokupad.app/ctc" + zipped.replace('\n', ' ').replace(' ', '_') + "\n");
    }

    @FuzzTest
    void issTextGivesABoardOrAnError(FuzzedDataProvider data) {
        readSanely("." + data.consumeRemainingAsString().replace('\n', ' ') + "\n");
    }

}
