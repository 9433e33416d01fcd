package io.github.sudokusolver.internal.format;

import java.util.Locale;

/**
 * Thrown when text cannot be read in the format asked for: the message names the 0-based character offset of the
 * fault and what was wrong there, as in {@code offset 17: expected ',' or '}' but found 'x'}. Checked, so that a
 * reader built on this package must decide what a damaged input becomes for its own callers.
 */
public final class MalformedTextException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The 0-based offset in the text read (a char index, as {@link String#charAt}). */
    private final int offset;
    /** What is wrong, without the offset. */
    private final String problem;

    /**
     * Creates the exception.
     *
     * @param offset the 0-based char offset of the fault, which may be the text's length for an early end
     * @param problem what is wrong there, without the offset
     */
    public MalformedTextException(int offset, String problem) {
        super("offset " + offset + ": " + problem);
        this.offset = offset;
        this.problem = problem;
    }

    /**
     * Returns where the fault is.
     *
     * @return the 0-based char offset, from 0 to the length of the text read
     */
    public int offset() {
        return offset;
    }

    /**
     * Returns what is wrong, without the offset.
     *
     * @return the problem, e.g. {@code expected ',' or '}' but found 'x'}
     */
    public String problem() {
        return problem;
    }

    /** A char as an error message shows it: {@code 'x'} if printable ASCII, else {@code U+00E9}. */
    static String describe(char c) {
        return c >= ' ' && c < 0x7F ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
