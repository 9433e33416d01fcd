package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz tests of the killer text forms (the SumoCue and short one-line notations, cage lines before the givens), as
 * {@link ParsingFuzzTest} fuzzes the others: any text gives boards or {@link BoardFormatException}s with sane
 * positions, never another exception or a hang, and every killer read writes out and reads back as itself. In a
 * normal build they run once over the seeds in {@code KillerFormatsFuzzTestInputs/}; with {@code JAZZER_FUZZ=1}
 * Jazzer fuzzes them (docs/testing.md).
 */
final class KillerFormatsFuzzTest {

    /** The layouts the one-line notations are read onto, and one they are refused on. */
    private static final List<Layout> READER_LAYOUTS = List.of(Layout.classic(),
            Layout.classic().withDiagonals().withWindows(), KillerFormatsTest.JIGSAW_9, Layout.boxes(2, 3));

    /** Layouts for cage lines: the classic grid, a small one, and the samurai grid with its holes. */
    private static final List<Layout> PARSE_LAYOUTS = List.of(Layout.classic(), Layout.boxes(2, 3),
            Layout.samurai());

    @FuzzTest
    void readerGivesKillersOrErrorsWithSanePositions(String text) {
        if (text == null) {
            return;
        }
        for (Layout layout : READER_LAYOUTS) {
            checkReader(text, layout);
        }
    }

    /**
     * Each entry a board or an error within the text; a board's layout is the reader's (with both diagonals after
     * {@code 3x3:d:k:}) with or without cages; and each killer read back from its KILLER text, and from its SumoCue
     * line where it has one.
     */
    private static void checkReader(String text, Layout layout) {
        long lines = text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(entries::add);
        for (PuzzleEntry entry : entries) {
            assertTrue(entry.line() >= 1 && entry.line() <= lines, entry.toString());
            assertTrue(entry.board().isPresent() != entry.error().isPresent(), entry.toString());
            entry.error().ifPresent(e -> assertTrue(e.line() >= 1 && e.line() <= lines && e.column() >= 0,
                    e.getMessage()));
            if (entry.board().isEmpty()) {
                continue;
            }
            Board board = entry.board().get();
            Layout plain = board.layout().withoutCages();
            assertTrue(plain.equals(layout) || plain.equals(layout.withDiagonals()), entry.toString());
            assertEquals(board, readOne(BoardFormat.KILLER.format(board), plain), entry.toString());
            if (board.filledCount() == 0 && plain.withDiagonals().equals(Layout.classic().withDiagonals())) {
                assertEquals(board, readOne(BoardFormat.SUMOCUE.format(board), Layout.classic()), entry.toString());
            }
        }
    }

    private static Board readOne(String text, Layout layout) {
        List<PuzzleEntry> back = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(back::add);
        assertEquals(1, back.size(), text);
        return back.get(0).boardOrThrow();
    }

    @FuzzTest
    void boardParseReadsCageLinesOrThrowsFormatErrors(String text) {
        if (text == null) {
            return;
        }
        for (Layout layout : PARSE_LAYOUTS) {
            Board board;
            try {
                board = Board.parse(layout, text);
            } catch (BoardFormatException e) {
                assertTrue(e.line() >= 0 && e.column() >= 0, e.getMessage());
                continue;
            }
            assertEquals(layout, board.layout().withoutCages(), text);
            assertEquals(board, Board.parse(layout, BoardFormat.KILLER.format(board)), text);
        }
    }
}
