package io.github.sudokusolver.internal.format;

/**
 * Text that its form does not allow, with where: the problem, the 1-based line (0 when the whole text is at fault)
 * and the 1-based column in code points (0 when the whole line is). The API turns it into a
 * {@code BoardFormatException} with the same problem and position, so this package names no API type. Not API.
 */
public final class TextException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String problem;
    private final int line;
    private final int column;

    /**
     * Creates the exception.
     *
     * @param problem what is wrong, as {@code found 'x', expected a digit 1-9}
     * @param line the line, from 1; 0 for the whole text
     * @param column the column, from 1; 0 for the whole line
     */
    public TextException(String problem, int line, int column) {
        super(line <= 0 ? problem : column <= 0 ? "line " + line + ": " + problem
                : "line " + line + ", column " + column + ": " + problem);
        this.problem = problem;
        this.line = line;
        this.column = column;
    }

    /** @return what is wrong, without the position */
    public String problem() {
        return problem;
    }

    /** @return the line, from 1; 0 for the whole text */
    public int line() {
        return line;
    }

    /** @return the column, from 1; 0 for the whole line */
    public int column() {
        return column;
    }
}
