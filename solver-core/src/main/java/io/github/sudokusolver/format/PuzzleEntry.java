package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One puzzle read by {@link PuzzleReader}: where it stands in the source, the text that came with it, and either the
 * {@link Board} or the {@link BoardFormatException} that kept it from being one.
 *
 * <p>This is a value-based class: immutable, with {@code equals} over the line, the label, the boards and the
 * error's problem, line and column.
 */
public final class PuzzleEntry {

    private final int line;
    private final String label;
    private final Board board;
    private final Board solution;
    private final BoardFormatException error;
    private final Map<String, Integer> cosmetics;
    private final Details details;

    /** The setter's words a format carries beside the rules: the title, the author and the rules text. */
    record Details(String title, String author, String rulesText, List<String> warnings) {
        static final Details NONE = new Details("", "", "", List.of());
    }

    private PuzzleEntry(int line, String label, Board board, Board solution, BoardFormatException error,
            Map<String, Integer> cosmetics, Details details) {
        this.line = line;
        this.label = Objects.requireNonNull(label, "label");
        this.board = board;
        this.solution = solution;
        this.error = error;
        this.cosmetics = Map.copyOf(cosmetics);
        this.details = details;
    }

    static PuzzleEntry of(int line, String label, Board board, Board solution) {
        return new PuzzleEntry(line, label, Objects.requireNonNull(board, "board"), solution, null, Map.of(),
                Details.NONE);
    }

    /** A puzzle of the f-puzzles form, with the count of its cosmetic elements by kind. */
    static PuzzleEntry of(int line, String label, Board board, Board solution, Map<String, Integer> cosmetics) {
        return of(line, label, board, solution, cosmetics, Details.NONE);
    }

    /** A puzzle of a variant format, with its cosmetic elements and the setter's words that came with it. */
    static PuzzleEntry of(int line, String label, Board board, Board solution, Map<String, Integer> cosmetics,
            Details details) {
        return new PuzzleEntry(line, label, Objects.requireNonNull(board, "board"), solution, null, cosmetics,
                details);
    }

    static PuzzleEntry malformed(int line, String label, BoardFormatException error) {
        return new PuzzleEntry(line, label, null, null, Objects.requireNonNull(error, "error"), Map.of(),
                Details.NONE);
    }

    /**
     * Returns the 1-based line of the source on which the puzzle starts: its only line, the first row of a grid, or
     * the first cage line of a killer written as {@link BoardFormat#KILLER} writes it.
     *
     * @return the line
     */
    public int line() {
        return line;
    }

    /**
     * Returns the text that came with the puzzle: the label and comment lines since the previous puzzle (such as
     * {@code Grid 01} or {@code # from the 2011 forum list}), then the text on the puzzle's own line before and
     * after its cells (an id, a rating, a comment), each stripped of surrounding blanks and, on the puzzle's line,
     * of the separator that set it off; joined by {@code '\n'}. Bytes that were not UTF-8 appear as U+FFFD.
     *
     * @return the label, or an empty string when none came with it
     */
    public String label() {
        return label;
    }

    /**
     * Returns the puzzle.
     *
     * @return the board; present exactly when {@link #error()} is empty
     */
    public Optional<Board> board() {
        return Optional.ofNullable(board);
    }

    /**
     * Returns the solution that came with the puzzle, in the {@code puzzle,solution} format or as the
     * {@code solution} of an f-puzzles puzzle. The reader has checked that it is a complete grid that breaks no rule
     * and keeps every given of the puzzle; it has not checked that the puzzle has no other solution.
     *
     * @return the solution, or empty for every other format
     */
    public Optional<Board> solution() {
        return Optional.ofNullable(solution);
    }

    /**
     * Returns the elements of an f-puzzles puzzle that draw something without being a rule, counted by kind:
     * f-puzzles' {@code line}, {@code rectangle}, {@code circle}, {@code text} and {@code cage} (a cage without the
     * killer meaning), SudokuPad's fog ({@code fogofwar}, {@code foglight}, {@code triggereffect}), and little killer
     * or sandwich clues drawn without a value. The board does not hold them: a setter often draws a custom rule with
     * them, so a caller that finds any should ask whether the puzzle means more than its rules say.
     *
     * @return kind to count, unmodifiable; empty for every other form and for an error entry
     */
    public Map<String, Integer> cosmetics() {
        return cosmetics;
    }

    /**
     * Returns the puzzle's title as its format gives it (an f-puzzles {@code title}, SudokuPad's metadata), which
     * {@link #label()} holds too.
     *
     * @return the title, or an empty string when the format gives none
     */
    public String title() {
        return details.title();
    }

    /**
     * Returns the setter the puzzle's format names (SudokuPad's metadata), for an app to credit.
     *
     * @return the author, or an empty string when the format names none
     */
    public String author() {
        return details.author();
    }

    /**
     * Returns the rules text the puzzle's format carries (SudokuPad's metadata), as the setter wrote it. The board's
     * rules are what the reader made of the drawing and this text; an app shows the text to the player.
     *
     * @return the rules text, or an empty string when the format carries none
     */
    public String rulesText() {
        return details.rulesText();
    }

    /**
     * Returns how the reader chose where the puzzle's format left two readings open: SudokuPad stores a drawing, and
     * where the drawing and the rules text leave a line's kind open, the solution the puzzle carries may choose
     * (never as givens or a rule, only between readings); each such choice is one warning, naming the elements and
     * the reading kept. An app may show them beside the puzzle.
     *
     * @return the warnings, unmodifiable; empty for every other form and for most SudokuPad puzzles
     */
    public List<String> warnings() {
        return details.warnings();
    }

    /**
     * Returns what kept the text from being a puzzle, with its position in the source.
     *
     * @return the error; present exactly when {@link #board()} is empty
     */
    public Optional<BoardFormatException> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Tells whether the text could not be read as a puzzle.
     *
     * @return true when {@link #error()} is present
     */
    public boolean isMalformed() {
        return error != null;
    }

    /**
     * Returns the board, or throws the error that kept the text from being one.
     *
     * @return the board
     * @throws BoardFormatException if the entry is malformed; it names the line and column in the source
     */
    public Board boardOrThrow() {
        if (error != null) {
            throw error;
        }
        return board;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof PuzzleEntry)) {
            return false;
        }
        PuzzleEntry that = (PuzzleEntry) other;
        return line == that.line && label.equals(that.label) && Objects.equals(board, that.board)
                && Objects.equals(solution, that.solution) && sameError(error, that.error)
                && cosmetics.equals(that.cosmetics) && details.equals(that.details);
    }

    private static boolean sameError(BoardFormatException a, BoardFormatException b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.problem().equals(b.problem()) && a.line() == b.line() && a.column() == b.column();
    }

    @Override
    public int hashCode() {
        int errorHash = error == null ? 0 : Objects.hash(error.problem(), error.line(), error.column());
        return Objects.hash(line, label, board, solution, cosmetics, details) * 31 + errorHash;
    }

    /**
     * Describes the entry, e.g. {@code line 3: .3.26.7.1...} or {@code line 4, column 17: found 'x', ...}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        String text = error != null ? error.getMessage() : "line " + line + ": " + board;
        return label.isEmpty() ? text : text + " [" + label.replace("\n", " | ") + "]";
    }
}
