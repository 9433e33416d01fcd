package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Candidates;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz tests of every way text or numbers become a board or pencil marks, against the documented contract: only
 * {@link BoardFormatException} (or {@link NullPointerException} for null), and an accepted board writes out and reads
 * back as itself. In a normal build they run once over the seeds in {@code ParsingFuzzTestInputs/}; with
 * {@code JAZZER_FUZZ=1} Jazzer fuzzes them (docs/testing.md).
 */
final class ParsingFuzzTest {

    @FuzzTest
    void boardParseThrowsOnlyFormatErrorsAndRoundTrips(byte[] bytes) {
        String text = FormatSamples.textOf(bytes);
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
        checkReader(bytes, Layout.classic());
    }

    /** Every layout the reader reads, the classic one and the 25x25 grid too. */
    private static final List<Layout> READER_LAYOUTS = List.of(Layout.classic(), Layout.boxes(2, 2),
            Layout.boxes(2, 3), Layout.boxes(3, 2), Layout.boxes(4, 4), Layout.boxes(5, 5),
            Layout.classic().withDiagonals().withWindows(), Layout.samurai(), Layout.jigsaw(LayoutTest.JIGSAW_6));

    @FuzzTest
    void layoutReaderGivesOnlyEntriesWithSanePositions(FuzzedDataProvider data) {
        Layout layout = data.pickValue(READER_LAYOUTS);
        checkReader(data.consumeRemainingAsBytes(), layout);
    }

    /**
     * The reader's contract on any bytes: no exception, each entry a board of the layout (or of a killer on it) or an
     * error, lines in order and within the input, labels bounded, and the boards written out read back as themselves.
     */
    private static void checkReader(byte[] bytes, Layout layout) {
        long lineBreaks = 0;
        for (byte b : bytes) {
            lineBreaks += b == '\n' || b == '\r' ? 1 : 0;
        }
        long lines = lineBreaks + 1;
        List<Board> boards = new ArrayList<>();
        PuzzleReader reader = PuzzleReader.of(new ByteArrayInputStream(bytes), layout);
        int previousLine = 0;
        while (reader.hasNext()) {
            PuzzleEntry entry = reader.next();
            assertTrue(entry.line() >= previousLine && entry.line() <= lines, entry.toString());
            previousLine = entry.line();
            assertTrue(entry.board().isPresent() != entry.error().isPresent(), entry.toString());
            entry.error().ifPresent(e -> assertTrue(e.line() >= 1 && e.line() <= lines && e.column() >= 0,
                    e.getMessage()));
            // A killer's board has the reader's layout with cages (KillerFormatsFuzzTest checks those further).
            entry.board().ifPresent(board -> assertTrue(board.layout().equals(layout)
                    || !board.layout().cages().isEmpty(), entry.toString()));
            entry.board().filter(board -> board.layout().equals(layout)).ifPresent(boards::add);
            assertTrue(entry.label().length() <= PuzzleReader.MAX_LINE_LENGTH + 1025, "label too long");
        }
        StringBuilder written = new StringBuilder();
        boards.forEach(board -> written.append(BoardFormat.LINE.format(board)));
        List<Board> back = new ArrayList<>();
        PuzzleReader.of(new StringReader(written.toString()), layout).forEachRemaining(e -> back.add(e.boardOrThrow()));
        assertEquals(boards, back);
    }

    @FuzzTest
    void candidatesParseThrowsOnlyFormatErrorsAndRoundTrips(byte[] bytes) {
        String text = FormatSamples.textOf(bytes);
        if (text == null) {
            assertThrows(NullPointerException.class, () -> Candidates.parse(null));
            return;
        }
        Candidates marks;
        try {
            marks = Candidates.parse(text);
        } catch (BoardFormatException e) {
            assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
            return;
        }
        assertEquals(marks, Candidates.parse(marks.toString()), text);
    }

    /** The layouts the layout fuzz tests pick from: every kind, small enough to solve each accepted board. */
    private static final List<Layout> LAYOUTS = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2),
            Layout.boxes(4, 4), Layout.classic().withDiagonals().withWindows(), Layout.samurai(),
            Layout.jigsaw(LayoutTest.JIGSAW_6));

    @FuzzTest
    void layoutBoardParseThrowsOnlyFormatErrorsAndSolvesConsistently(FuzzedDataProvider data) {
        Layout layout = data.pickValue(LAYOUTS);
        String text = data.consumeRemainingAsString();
        Board board;
        try {
            board = Board.parse(layout, text);
        } catch (BoardFormatException e) {
            assertTrue(e.line() >= 0 && e.column() >= 0, e.getMessage());
            return;
        }
        assertEquals(layout, board.layout(), text);
        assertEquals(board, Board.parse(layout, board.toString()), text);
        assertEquals(board, Board.parse(layout, board.toGrid()), text);
        if (layout.size() > 9) {
            return; // a sparse 16x16 can need a long search; the solving contract is fuzzed on the smaller grids
        }
        SolveResult result = Solver.fastest().solve(board, SolveLimits.none().withMaxNodes(100_000));
        switch (result.status()) {
            case INVALID -> assertTrue(!board.conflicts().isEmpty(), text);
            case SOLVED -> {
                Board solution = result.solution().orElseThrow();
                assertTrue(solution.isSolved(), text);
                for (int row = 0; row < layout.rows(); row++) {
                    for (int col = 0; col < layout.columns(); col++) {
                        int given = board.get(row, col);
                        assertTrue(given == 0 || given == solution.get(row, col), text);
                    }
                }
            }
            case NO_SOLUTION -> assertTrue(board.conflicts().isEmpty(), text);
            default -> assertEquals(SolveResult.Status.ABORTED, result.status(), text);
        }
    }

    @FuzzTest
    void jigsawPictureThrowsOnlyIllegalArgument(String picture) {
        if (picture == null) {
            assertThrows(NullPointerException.class, () -> Layout.jigsaw((CharSequence) null));
            return;
        }
        Layout layout;
        try {
            layout = Layout.jigsaw(picture);
        } catch (IllegalArgumentException e) {
            return;
        }
        int n = layout.size();
        assertEquals(n, layout.rows(), picture);
        assertEquals(3 * n, layout.regions().size(), picture);
        layout.regions().forEach(region -> assertEquals(n, region.size(), picture));
    }
}
