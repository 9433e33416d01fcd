package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.internal.format.TextException;

/**
 * Thrown when text or an array cannot be read as a {@link Board}. The message alone is enough to fix the input: it
 * names the position (line and column for text, row and column for arrays), what was found and what was expected.
 */
public final class BoardFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What is wrong, without the position. */
    private final String problem;
    /** The 1-based line at fault, or 0. */
    private final int line;
    /** The 1-based column at fault, or 0. */
    private final int column;

    /**
     * Creates the exception.
     *
     * @param problem what is wrong, without the position, e.g. {@code found 'x', expected a digit}
     * @param line the 1-based line of text at fault, or 0 if the problem has no single line
     * @param column the 1-based column within that line, or 0 if the problem has no single column
     */
    public BoardFormatException(String problem, int line, int column) {
        super(format(problem, line, column));
        this.problem = problem;
        this.line = line;
        this.column = column;
    }

    /**
     * Returns what is wrong, without the position.
     *
     * @return the problem, e.g. {@code found 80 cells, expected 81}
     */
    public String problem() {
        return problem;
    }

    /**
     * Returns the 1-based line of the text at fault.
     *
     * @return the line, or 0 if the problem is not tied to one line
     */
    public int line() {
        return line;
    }

    /**
     * Returns the 1-based column within {@link #line()} at fault.
     *
     * @return the column, or 0 if the problem is not tied to one character
     */
    public int column() {
        return column;
    }

    /** The text machinery's error as the API's: the same problem, line and column. */
    static BoardFormatException of(TextException e) {
        return new BoardFormatException(e.problem(), e.line(), e.column());
    }

    private static String format(String problem, int line, int column) {
        if (line <= 0) {
            return problem;
        }
        return column <= 0 ? "line " + line + ": " + problem : "line " + line + ", column " + column + ": " + problem;
    }

    /**
     * Names a character as this library's error messages do: {@code 'x'} for a visible one, {@code U+0009} for a
     * control, blank or invisible one, and a note for U+FFFD (bytes that were not UTF-8). For readers of other
     * puzzle notations, such as the pencil-mark reader, whose messages should read the same.
     *
     * @param c a character (a UTF-16 code unit)
     * @return its name in a message
     */
    public static String describe(int c) {
        return PuzzleText.describe(c);
    }
}
