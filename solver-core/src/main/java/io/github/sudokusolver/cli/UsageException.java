package io.github.sudokusolver.cli;

/** A wrong command line: the message says which option and what it needs; the tool exits with status 2. */
@JvmOnly
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
