package io.github.sudokusolver.format;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a character source, one at a time, for {@link PuzzleReader}: ends of line {@code \n}, {@code \r\n}
 * or {@code \r}, a byte order mark at the start skipped, and each line kept only up to a maximum length (its whole
 * length still counted), so that a file of one endless line cannot exhaust memory.
 */
final class LineSource {

    private static final int BYTE_ORDER_MARK = 0xFEFF;

    private final Reader in;
    private final int maxLength;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;
    private boolean started;

    /** The current line, cut at {@link #maxLength} characters. */
    private final StringBuilder text = new StringBuilder();
    /** The length of the current line before the cut. */
    private long lineLength;
    private int lineNumber;

    LineSource(Reader in, int maxLength) {
        this.in = in;
        this.maxLength = maxLength;
    }

    /** The current line, cut at the maximum length. */
    String line() {
        return text.toString();
    }

    /** The current line's whole length, beyond the cut too. */
    long lineLength() {
        return lineLength;
    }

    /** The current line's number, from 1; 0 before the first. */
    int lineNumber() {
        return lineNumber;
    }

    /** Reads the next line; false at the end of the input. */
    boolean next() throws IOException {
        text.setLength(0);
        lineLength = 0;
        boolean any = false;
        while (true) {
            if (position == limit && !fill()) {
                if (!any) {
                    return false;
                }
                break;
            }
            char c = buffer[position++];
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                if ((position < limit || fill()) && buffer[position] == '\n') {
                    position++;
                }
                break;
            }
            if (lineLength < maxLength) {
                text.append(c);
            }
            lineLength++;
        }
        lineNumber++;
        return true;
    }

    void close() throws IOException {
        in.close();
    }

    private boolean fill() throws IOException {
        int read;
        do {
            read = in.read(buffer, 0, buffer.length);
        } while (read == 0);
        position = 0;
        limit = Math.max(read, 0);
        if (!started && limit > 0) {
            started = true;
            if (buffer[0] == BYTE_ORDER_MARK) {
                position = 1;
                return limit > 1 || fill();
            }
        }
        return limit > 0;
    }
}
