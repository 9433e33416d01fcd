package io.github.sudokusolver;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads the puzzles of a text file, one {@link PuzzleEntry} at a time, in the layouts people keep puzzles in. Every
 * non-blank line ends up in a puzzle, in the label of the next puzzle, or in an error entry: nothing is dropped
 * without a word. Where {@link Board#parse(CharSequence)} reads one board strictly, this reader is lenient about
 * what surrounds the cells and exact about the cells themselves.
 *
 * <h2>Formats, recognised line by line</h2>
 * A cell is {@code 1}-{@code 9} for a given, or {@code .}, {@code 0} or {@code _} for an empty cell.
 * <ul>
 *   <li><b>One line of 81 cells</b>, optionally followed by a blank, {@code #}, {@code ;} or {@code ,} and any text
 *       (a comment, a rating, an id): {@code 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........ ED=7.2/1.5/1.5}.</li>
 *   <li><b>A leading id column</b> set off by a blank: {@code 0042 <81 cells> 7.1}.</li>
 *   <li><b>{@code puzzle,solution}</b>, the CSV of the large public collections; a header such as
 *       {@code quizzes,solutions} is a label. The solution must be a complete grid that breaks no rule and keeps
 *       every given, else the entry is an error naming the column.</li>
 *   <li><b>Grids of 9 lines of 9 cells</b>, with blanks between cells and frames of {@code |}, {@code -},
 *       {@code +}, {@code *} or box-drawing characters, such as {@link BoardFormat#GRID} and
 *       {@link BoardFormat#FRAMED} write and other solvers print ({@code *-----------*}, {@code |..3|.2.|6..|}).
 *       Lines of frame only are skipped; blank lines inside a grid are allowed.</li>
 *   <li><b>81 cells on one line with blanks, commas or {@code |} between them</b>, e.g.
 *       {@code 0 0 3 0 2 0 6 0 0 ...} or the numbers of a spreadsheet export, {@code 0,0,3,0,2,0,6,0,0,...}; nine
 *       such numbers make a grid row. On a line with commas each field is one cell.</li>
 *   <li><b>Labels and comments</b>: a line starting with {@code #} or {@code //}, and any line with a word that is
 *       mostly not cells (rule below), such as Project Euler's {@code Grid 01}. They become the
 *       {@link PuzzleEntry#label()} of the next puzzle; one that interrupts a grid ends it as an error.</li>
 * </ul>
 * {@code |} and box-drawing characters may stand anywhere; {@code -}, {@code +} and {@code *} only on frame lines,
 * lines without cells. On a line with cells they are an error naming their column, since there they would be a minus
 * sign ({@code -4.....8.5...}), a plus sign or a mark for an empty cell.
 *
 * <h2>A label, or a damaged puzzle?</h2>
 * Count the characters of a line that are neither blank, comma nor frame: cells, and others. A word is a run of two
 * or more letters, one at least not a cell. A line with a word and at most three cells per other character is a
 * label; any other line with cells is a puzzle, or, with a character that is not a cell, a puzzle with typos: an
 * error entry naming the column of that character. So {@code Grid 01} (2 cells, 4 others) and
 * {@code Game 2024-11-22} (8 cells, 4 others) are labels, while {@code x3.26.7.1…} (80 cells, 1 other), the grid
 * row {@code 1 2 3 | 4 x 6 | 7 8 9} (8 cells, 1 other) and {@code x123} (no word) are errors. A line of cells
 * alone that is neither 81 nor 9 cells long is an error that says how many it found; up to 40 cells it counts as a
 * row of a grid (so one short row spoils one grid, not the rest of the file), above that as a one-line puzzle.
 *
 * <h2>Other layouts</h2>
 * A reader made with a {@link Layout} ({@link #open(Path, Layout)}) reads puzzles of that layout, in the text forms
 * of {@link Board#parse(Layout, CharSequence)}. A line is a label by the rule above, a word needing a letter that is
 * not a digit of the layout ({@code Easy ones} on a 16x16 grid, whose digits include A-G); a line that holds at least
 * half the cells is one puzzle, ending a grid in progress as an error; anything else with cells is a row of a grid of
 * {@code layout.rows()} rows. A comment after a puzzle or a row follows {@code " #"}. Errors name the line and column
 * in the file, as for the classic layout.
 *
 * <h2>Bounded memory, lenient decoding</h2>
 * The reader holds one line and one grid at a time, so memory does not grow with the number of puzzles. A line
 * longer than {@link #MAX_LINE_LENGTH} characters is an error entry after a bounded read; the rest of it is skipped
 * without being kept. Labels are cut at 1,024 characters. Bytes are decoded as UTF-8; a byte-order mark at the start
 * is skipped, and bytes that are not UTF-8 become U+FFFD instead of failing the file: in a comment they are harmless,
 * in a puzzle they are an error that says so. Error messages show invisible characters by code point
 * ({@code U+00A0}, {@code U+1F600}); columns count code points, from 1.
 *
 * <h2>Use</h2>
 * <pre>{@code
 * try (Stream<PuzzleEntry> entries = PuzzleReader.open(Path.of("puzzles.txt")).stream()) {
 *     entries.forEach(entry -> entry.board().ifPresentOrElse(
 *             board -> System.out.println(Solver.fastest().solve(board)),
 *             () -> System.err.println(entry.error().orElseThrow().getMessage())));
 * }
 * List<Board> all = PuzzleReader.readBoards(Path.of("top1465.txt")); // throws at the first malformed puzzle
 * }</pre>
 *
 * <p>An instance reads one source on one thread. Reading errors of the source surface as
 * {@link UncheckedIOException} from {@link #hasNext()} and {@link #next()}.
 */
public final class PuzzleReader implements Iterator<PuzzleEntry>, Closeable {

    /** The longest line read whole; a 25x25 puzzle in comma-separated numbers fits several times over. */
    public static final int MAX_LINE_LENGTH = 8192;

    /** A line of this many cells or fewer, and nothing else, is taken for a row of a grid. */
    private static final int MAX_ROW_CELLS = 40;
    private static final String A_CELL = "a digit 1-9, or '.', '0' or '_' for an empty cell";
    private static final String EXPECTED_CELL = "expected " + A_CELL;

    private final LineSource lines;

    /** Label lines since the last entry. */
    private final PendingLabels labels = new PendingLabels();

    /** The grid in progress: rows read so far (0 when none), its cells, first line, label and first error. */
    private int gridRows;
    private final byte[] gridCells = new byte[Board.CELLS];
    private int gridLine;
    private String gridLabel;
    private BoardFormatException gridError;

    private PuzzleEntry next;
    /** An entry read in the same line that ended a grid in progress; returned right after that grid. */
    private PuzzleEntry queued;

    /** The layout of every puzzle; for any but the classic one, the text of the grid in progress. */
    private final Layout layout;
    private final StringBuilder gridText = new StringBuilder();

    private PuzzleReader(Reader in, Layout layout) {
        this.lines = new LineSource(in, MAX_LINE_LENGTH);
        this.layout = layout;
    }

    /**
     * A reader over characters.
     *
     * @param in the source; not null. {@link #close()} closes it
     * @return the reader
     * @throws NullPointerException if {@code in} is null
     */
    public static PuzzleReader of(Reader in) {
        return of(in, Layout.classic());
    }

    /**
     * A reader over characters whose puzzles all have one layout. For the classic layout this is {@link #of(Reader)};
     * for the others, see "Other layouts" above.
     *
     * @param in the source; not null. {@link #close()} closes it
     * @param layout the layout of every puzzle; not null
     * @return the reader
     * @throws NullPointerException if an argument is null
     */
    public static PuzzleReader of(Reader in, Layout layout) {
        return new PuzzleReader(Objects.requireNonNull(in, "in"), Objects.requireNonNull(layout, "layout"));
    }

    /**
     * A reader over UTF-8 bytes, with or without a byte-order mark; bytes that are not UTF-8 are read as U+FFFD.
     *
     * @param in the source; not null. {@link #close()} closes it
     * @return the reader
     * @throws NullPointerException if {@code in} is null
     */
    public static PuzzleReader of(InputStream in) {
        return of(in, Layout.classic());
    }

    /**
     * A reader over UTF-8 bytes, as {@link #of(InputStream)}, whose puzzles all have one layout.
     *
     * @param in the source; not null. {@link #close()} closes it
     * @param layout the layout of every puzzle; not null
     * @return the reader
     * @throws NullPointerException if an argument is null
     */
    public static PuzzleReader of(InputStream in, Layout layout) {
        Objects.requireNonNull(in, "in");
        return of(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)), layout);
    }

    /**
     * Opens a file of UTF-8 text, as {@link #of(InputStream)} reads it.
     *
     * @param file the file; not null
     * @return the reader, to be closed by the caller
     * @throws NullPointerException if {@code file} is null
     * @throws IOException if the file cannot be opened (no such file, a directory, no permission)
     */
    public static PuzzleReader open(Path file) throws IOException {
        return open(file, Layout.classic());
    }

    /**
     * Opens a file of UTF-8 text whose puzzles all have one layout.
     *
     * @param file the file; not null
     * @param layout the layout of every puzzle; not null
     * @return the reader, to be closed by the caller
     * @throws NullPointerException if an argument is null
     * @throws IOException if the file cannot be opened (no such file, a directory, no permission)
     */
    public static PuzzleReader open(Path file, Layout layout) throws IOException {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(layout, "layout");
        if (Files.isDirectory(file)) {
            throw new IOException(file + ": is a directory");
        }
        return of(Files.newInputStream(file), layout);
    }

    /**
     * Reads every puzzle of a file, failing at the first malformed one.
     *
     * @param file the file; not null
     * @return the boards, in file order; an unmodifiable list
     * @throws NullPointerException if {@code file} is null
     * @throws IOException if the file cannot be read
     * @throws BoardFormatException at the first malformed puzzle, naming its line and column
     */
    public static List<Board> readBoards(Path file) throws IOException {
        return readBoards(file, Layout.classic());
    }

    /**
     * Reads every puzzle of a file of one layout, failing at the first malformed one.
     *
     * @param file the file; not null
     * @param layout the layout of every puzzle; not null
     * @return the boards, in file order; an unmodifiable list
     * @throws NullPointerException if an argument is null
     * @throws IOException if the file cannot be read
     * @throws BoardFormatException at the first malformed puzzle, naming its line and column
     */
    public static List<Board> readBoards(Path file, Layout layout) throws IOException {
        List<Board> boards = new ArrayList<>();
        try (PuzzleReader reader = open(file, layout)) {
            while (reader.hasNext()) {
                boards.add(reader.next().boardOrThrow());
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return List.copyOf(boards);
    }

    /**
     * The remaining entries as a sequential, ordered, lazy stream; closing the stream closes this reader.
     *
     * @return the stream
     */
    public Stream<PuzzleEntry> stream() {
        Spliterator<PuzzleEntry> entries =
                Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL);
        return StreamSupport.stream(entries, false).onClose(() -> {
            try {
                close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Tells whether another entry follows, reading as far as needed to know.
     *
     * @return true if {@link #next()} has an entry
     * @throws UncheckedIOException if the source cannot be read
     */
    @Override
    public boolean hasNext() {
        if (next == null) {
            try {
                next = advance();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return next != null;
    }

    /**
     * Returns the next entry.
     *
     * @return the entry
     * @throws NoSuchElementException at the end of the source
     * @throws UncheckedIOException if the source cannot be read
     */
    @Override
    public PuzzleEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more puzzles after line " + lines.lineNumber());
        }
        PuzzleEntry entry = next;
        next = null;
        return entry;
    }

    /**
     * Closes the source.
     *
     * @throws IOException if closing the source fails
     */
    @Override
    public void close() throws IOException {
        lines.close();
    }

    private PuzzleEntry advance() throws IOException {
        if (queued != null) {
            PuzzleEntry entry = queued;
            queued = null;
            return entry;
        }
        while (lines.next()) {
            PuzzleEntry entry = readEntryFromLine();
            if (entry != null) {
                return entry;
            }
        }
        return gridRows > 0 ? endGridEarly() : null;
    }

    /** Classifies the current line; returns an entry it completes, or null when it only adds to one. */
    private PuzzleEntry readEntryFromLine() {
        if (lines.lineLength() > MAX_LINE_LENGTH) {
            return afterGrid(PuzzleEntry.malformed(lines.lineNumber(), labels.take(""), new BoardFormatException(
                    "the line is " + lines.lineLength() + " characters long, more than the " + MAX_LINE_LENGTH
                            + " read of any line; the rest was skipped", lines.lineNumber(), MAX_LINE_LENGTH + 1)));
        }
        String line = lines.line();
        String stripped = stripWhitespace(line);
        if (stripped.isEmpty()) {
            return null;
        }
        if (stripped.startsWith("#") || stripped.startsWith("//")) {
            return label(stripped);
        }
        if (!layout.isClassic()) {
            return layoutLine(line, stripped);
        }
        int start = PuzzleLineText.delimitedRunOfCells(line);
        if (start >= 0) {
            return afterGrid(linePuzzle(line, start));
        }

        PuzzleLineText.Count count = PuzzleLineText.count(line, Board.SIZE);
        if (count.isFrame()) {
            return null;
        }
        if (count.isLabel()) {
            return label(stripped);
        }
        int cells = count.cells();
        int wideField = PuzzleLineText.firstWideField(line);
        BoardFormatException error = null;
        if (count.hasStray()) {
            error = strayError(line, count);
        } else if (wideField >= 0) {
            String field = line.substring(wideField, PuzzleLineText.endOfCells(line, wideField));
            error = new BoardFormatException("found '" + field + "' between commas, expected one cell: " + A_CELL,
                    lines.lineNumber(), PuzzleLineText.column(line, wideField));
        }
        if (error != null) {
            if (count.cells() + count.rules() + count.others() <= MAX_ROW_CELLS) {
                return gridRow(line, error);
            }
            return afterGrid(PuzzleEntry.malformed(lines.lineNumber(), labels.take(""), error));
        }
        if (cells == Board.CELLS) {
            Board spaced = Board.ofTrustedCells(PuzzleLineText.cellsOf(line, 0, line.length()));
            return afterGrid(PuzzleEntry.of(lines.lineNumber(), labels.take(""), spaced, null));
        }
        if (cells <= MAX_ROW_CELLS) {
            return gridRow(line, cells == Board.SIZE ? null : new BoardFormatException(
                    "found " + cells + " cells, expected 9 in a grid row", lines.lineNumber(), 0));
        }
        return afterGrid(PuzzleEntry.malformed(lines.lineNumber(), labels.take(""), new BoardFormatException(
                "found " + cells + " cells, expected 81", lines.lineNumber(), 0)));
    }

    /** The error of a line of cells with a character that is neither a cell nor a separator: its first such. */
    private BoardFormatException strayError(String line, PuzzleLineText.Count count) {
        int c = line.codePointAt(count.firstStray());
        String problem;
        if (count.cellsBeforeFirstStray() == Board.CELLS) {
            problem = "found " + BoardParser.describe(c) + " right after the 81st cell, expected the end of the line"
                    + " or a blank, '#', ';' or ',' before the text that follows";
        } else if (PuzzleLineText.isRule(c)) {
            problem = "found " + BoardParser.describe(c) + " on a line with cells, " + EXPECTED_CELL
                    + " ('-', '+' and '*' belong on frame lines)";
        } else {
            problem = "found " + BoardParser.describe(c) + ", " + EXPECTED_CELL;
        }
        return new BoardFormatException(problem, lines.lineNumber(), PuzzleLineText.column(line, count.firstStray()));
    }

    /** A line of 81 cells with an optional solution column and the text around them. */
    private PuzzleEntry linePuzzle(String line, int start) {
        int end = start + Board.CELLS;
        Board puzzle = Board.ofTrustedCells(PuzzleLineText.cellsOf(line, start, end));
        Board solution = null;
        BoardFormatException error = null;
        if (end < line.length() && line.charAt(end) == ',' && PuzzleLineText.isSolutionColumn(line, end + 1)) {
            int solutionStart = end + 1;
            solution = Board.ofTrustedCells(PuzzleLineText.cellsOf(line, solutionStart, solutionStart + Board.CELLS));
            error = PuzzleLineText.solutionProblem(lines.lineNumber(), line, puzzle, solution, solutionStart);
            end = solutionStart + Board.CELLS;
        }
        String before = PuzzleLineText.trimSeparators(line.substring(0, start));
        String after = PuzzleLineText.trimSeparators(line.substring(end));
        String own = before.isEmpty() || after.isEmpty() ? before + after : before + "\n" + after;
        String label = labels.take(own);
        return error == null ? PuzzleEntry.of(lines.lineNumber(), label, puzzle, solution)
                : PuzzleEntry.malformed(lines.lineNumber(), label, error);
    }

    private PuzzleEntry gridRow(String line, BoardFormatException rowError) {
        if (gridRows == 0) {
            gridLine = lines.lineNumber();
            gridLabel = labels.take("");
            gridError = null;
        }
        if (rowError != null) {
            if (gridError == null) {
                gridError = rowError;
            }
        } else {
            System.arraycopy(PuzzleLineText.cellsOf(line, 0, line.length()), 0, gridCells, gridRows * Board.SIZE,
                    Board.SIZE);
        }
        gridRows++;
        if (gridRows < Board.SIZE) {
            return null;
        }
        gridRows = 0;
        return gridError != null ? PuzzleEntry.malformed(gridLine, gridLabel, gridError)
                : PuzzleEntry.of(gridLine, gridLabel, Board.ofTrustedCells(gridCells.clone()), null);
    }

    /**
     * A line of a file of another layout: a label by the rule of the classic layout; a whole puzzle when it holds
     * at least half the cells (ending a grid in progress, as on the classic layout); else a row of a grid, which is
     * parsed by {@link Board#parse(Layout, CharSequence)} once it has {@code rows} rows.
     */
    private PuzzleEntry layoutLine(String line, String stripped) {
        int comment = line.indexOf(" #");
        String cells = comment >= 0 ? line.substring(0, comment) : line;
        String own = comment >= 0 ? stripWhitespace(stripWhitespace(line.substring(comment)).substring(1)) : "";
        PuzzleLineText.Count count = PuzzleLineText.count(cells, layout.size());
        if (count.isFrame()) {
            return null;
        }
        int half = layout.rows() * layout.columns() / 2;
        // A label, unless it holds a puzzle written on one line: "Puzzle one: 1.3.....2..4...." on 4x4 has words
        // enough to pass for a label, and would be lost; as a puzzle it is an error naming the words' column.
        if (count.isLabel() && PuzzleLineText.longestCellRun(cells, layout.size()) < half) {
            return label(stripped);
        }
        if (BoardParser.countCells(layout, cells) >= half) {
            return afterGrid(parsed(cells, lines.lineNumber(), labels.take(own)));
        }
        if (gridRows == 0) {
            gridLine = lines.lineNumber();
            gridLabel = labels.take(own);
            gridError = null;
            gridText.setLength(0);
        }
        // Lines skipped inside the grid are kept as blank lines, so the parser's line numbers map back to the file.
        while (gridLine + PuzzleLineText.lineCount(gridText) < lines.lineNumber()) {
            gridText.append('\n');
        }
        gridText.append(cells).append('\n');
        gridRows++;
        if (gridRows < layout.rows()) {
            return null;
        }
        gridRows = 0;
        return parsed(gridText, gridLine, gridLabel);
    }

    /** The entry of a board of the reader's layout written from line {@code first} on. */
    private PuzzleEntry parsed(CharSequence cells, int first, String label) {
        try {
            return PuzzleEntry.of(first, label, Board.parse(layout, cells), null);
        } catch (BoardFormatException e) {
            int line = e.line() == 0 ? first : first + e.line() - 1;
            return PuzzleEntry.malformed(first, label, new BoardFormatException(e.problem(), line, e.column()));
        }
    }

    /** Returns {@code entry}, after the error entry of a grid it cuts short. */
    private PuzzleEntry afterGrid(PuzzleEntry entry) {
        if (gridRows == 0) {
            return entry;
        }
        queued = entry;
        return endGridEarly();
    }

    private PuzzleEntry label(String line) {
        PuzzleEntry cutShort = gridRows > 0 ? endGridEarly() : null;
        labels.add(line);
        return cutShort;
    }

    private PuzzleEntry endGridEarly() {
        BoardFormatException error = gridError != null ? gridError : new BoardFormatException(
                "found " + gridRows + " rows of a grid, expected " + layout.rows(), gridLine, 0);
        gridRows = 0;
        return PuzzleEntry.malformed(gridLine, gridLabel, error);
    }

    /** The text without leading and trailing whitespace, as {@code Character.isWhitespace} sees it (String.strip). */
    private static String stripWhitespace(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }
}
