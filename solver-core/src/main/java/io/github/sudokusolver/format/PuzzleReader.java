package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
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
 *       (a comment, a rating, an id): {@code <81 cells> ED=7.2/1.5/1.5}.</li>
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
 * <h2>Killers</h2>
 * Three forms, on a reader of any layout, each killer one entry whose board has the reader's layout with the cages
 * added ({@code docs/reading.md} has the rules and every message):
 * <ul>
 *   <li><b>The SumoCue line</b>, on 9x9 layouts: {@code 3x3::k:} ({@code 3x3:d:k:} adds both diagonals), then 81
 *       numbers separated by {@code :}, each {@code sum * 256 + cage number}, sum 0 for a cell in no cage.</li>
 *   <li><b>The short notation</b>, on 9x9 layouts: 81 characters, a cage's sum in its head ({@code 1-9},
 *       {@code A-Z} for 10-35, {@code a-j} for 36-45; {@code 0} for a cage without a sum), an arrow to a cell of
 *       the cage in every other cell
 *       ({@code < > ^ v}, and {@code ` ' , .} for up-left, up-right, down-left, down-right). A line is read so when a
 *       blank-separated token of 9 or more characters holds two of {@code < > ^} and hardly anything else.</li>
 *   <li><b>Cage lines</b> ({@link BoardFormat#KILLER}), on every layout: {@code cage 10: r1c1 r1c2} (or
 *       {@code 10: r1c1 r1c2}), one per cage, before the puzzle's givens in any form above. They wait for the next
 *       puzzle, as labels do, and its entry starts at the first of them.</li>
 * </ul>
 * A loop of arrows, an arrow off the grid, a sum that many distinct digits cannot make, two sums for one cage number,
 * a line cut short, a cage over a hole or over another cage, cage lines with no puzzle after them,
 * or a one-line killer on a layout that is not 9x9, is an error entry naming the line and column. No line that was a
 * puzzle, a label or a comment before these forms existed is read differently.
 *
 * <h2>Bounded memory, lenient decoding</h2>
 * The reader holds one line and one grid at a time (and at most a grid's cells' worth of cage lines), so memory does
 * not grow with the number of puzzles. A line longer than {@link #MAX_LINE_LENGTH} characters is an error entry,
 * unless it holds a variant puzzle (an f-puzzles link or JSON line, the Interactive Sudoku Solver's text) of at most
 * {@link #MAX_VARIANT_LINE_LENGTH}; beyond that bound the rest of a line is skipped without being kept. Labels are cut
 * at 1,024 characters (the text on a puzzle's own line at {@link #MAX_LINE_LENGTH}). Bytes are decoded as UTF-8; a
 * byte-order mark at the start is skipped, and bytes that are not UTF-8 become U+FFFD instead of failing the file: in
 * a comment they are harmless, in a puzzle they are an error that says so. Error messages show invisible characters by code point
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

    /**
     * The longest line read whole, but for a line holding a variant puzzle ({@link #MAX_VARIANT_LINE_LENGTH}); a 25x25
     * puzzle in comma-separated numbers fits several times over.
     */
    public static final int MAX_LINE_LENGTH = 8192;

    /**
     * The longest line read whole when it holds an f-puzzles or SudokuPad link, an f-puzzles JSON line or the
     * Interactive Sudoku Solver's text (1 MiB of characters): the lz-string of a big puzzle, and its JSON, are often
     * longer than {@link #MAX_LINE_LENGTH}. An lz-string's JSON, decompressed, may be as long; a longer one is an error
     * entry that says so.
     */
    public static final int MAX_VARIANT_LINE_LENGTH = 1 << 20;

    private final LineSource lines;
    /** What each line means, and the entries the lines make. */
    private final EntryAssembler entries;
    private PuzzleEntry next;

    private PuzzleReader(Reader in, Layout layout) {
        this.lines = new LineSource(in, MAX_VARIANT_LINE_LENGTH);
        this.entries = new EntryAssembler(lines, layout);
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
     * @throws io.github.sudokusolver.BoardFormatException at the first malformed puzzle, naming its line and column
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
     * @throws io.github.sudokusolver.BoardFormatException at the first malformed puzzle, naming its line and column
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
                next = entries.next();
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
}
