package io.github.sudokusolver.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Standard output that, unlike {@link java.io.PrintStream}, does not swallow write errors: the first one ends the
 * run. A reader that went away (a closed pipe, as {@code | head -1} leaves) is told apart from a real failure such
 * as a full disk, because a command-line tool is expected to stop quietly on the first and to complain on the second.
 */
@JvmOnly
final class Output {

    /** Thrown by every write once the output has failed; carries what the run should do about it. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final boolean readerGone;

        Failure(IOException cause) {
            super(cause.getMessage(), cause);
            this.readerGone = isBrokenPipe(cause);
        }

        /** True when the reader closed the pipe: the run should end quietly. */
        boolean readerGone() {
            return readerGone;
        }
    }

    private final Writer out;

    Output(OutputStream stream) {
        this.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }

    void print(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new Failure(e);
        }
    }

    void println(String line) {
        print(line);
        print("\n");
    }

    void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new Failure(e);
        }
    }

    /** The JDK reports EPIPE only through the message of an ordinary IOException. */
    private static boolean isBrokenPipe(IOException e) {
        String message = e.getMessage();
        return message != null && message.contains("Broken pipe");
    }
}
