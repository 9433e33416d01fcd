package io.github.sudokusolver.cli;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The FILE arguments of the commands that read puzzles: each opened with the public reader, or said unreadable. */
@JvmOnly
final class PuzzleFiles {

    private final InputStream stdin;
    private final PrintStream err;

    PuzzleFiles(InputStream stdin, PrintStream err) {
        this.stdin = stdin;
        this.err = err;
    }

    /** What a command does with one open file: its name for messages, and the reader over it. */
    interface FileWork {
        void accept(String source, PuzzleReader reader);
    }

    /**
     * Opens a FILE argument ({@code -} for standard input) with a reader of {@code layout} and hands the reader to
     * {@code work}; a directory, a missing or unreadable file, or a read failure is reported on standard error and
     * returns false, for the command to count as unreadable input.
     */
    boolean read(String file, Layout layout, FileWork work) {
        boolean isStdin = file.equals("-");
        String source = isStdin ? "<stdin>" : file;
        if (!isStdin && Files.isDirectory(Path.of(file))) {
            return unreadable(source, "is a directory");
        }
        try (PuzzleReader reader = isStdin ? PuzzleReader.of(stdin, layout)
                : PuzzleReader.open(Path.of(file), layout)) {
            work.accept(source, reader);
            return true;
        } catch (NoSuchFileException e) {
            return unreadable(source, "no such file");
        } catch (AccessDeniedException e) {
            return unreadable(source, "permission denied");
        } catch (IOException e) {
            return unreadable(source, "cannot read: " + e.getMessage());
        } catch (UncheckedIOException e) {
            return unreadable(source, "cannot read: " + e.getCause().getMessage());
        }
    }

    private boolean unreadable(String source, String why) {
        err.println(source + ": " + why);
        return false;
    }

    /**
     * Checks a command's FILE arguments, and makes none mean standard input ({@code -}): {@code -} once at most, and,
     * when the command draws pictures ({@code --svg}), no two files whose pictures would share names.
     */
    static void checkFileArguments(List<String> files, boolean pictures) {
        checkStandardInputOnce(files);
        if (files.isEmpty()) {
            files.add("-");
        }
        if (pictures) {
            PictureFiles.checkDistinctNames(files);
        }
    }

    /**
     * Refuses {@code -} given twice among the FILE arguments: standard input is read to its end the first time, so a
     * second read would find nothing, or a closed stream.
     */
    private static void checkStandardInputOnce(List<String> files) {
        if (files.indexOf("-") != files.lastIndexOf("-")) {
            throw new UsageException("'-' (standard input) is given twice; it can be read once");
        }
    }

    /**
     * The warning for a puzzle drawn with elements the reader takes as cosmetic ({@link PuzzleEntry#cosmetics()}:
     * f-puzzles' lines, circles, cages without a sum, text, SudokuPad's fog), one line for standard error starting
     * with {@code where} ({@code file:line}), the kinds sorted by name with their counts; null when it has none. A
     * setter often draws a rule of their own with such elements and states it in words the reader cannot read, so
     * the answer printed for the rules that were read may not be the setter's: the commands say so rather than print
     * {@code SOLVED} as if nothing were missing, and go on, since the answer is still right for the rules read.
     */
    static String cosmeticsWarning(String where, PuzzleEntry entry) {
        Map<String, Integer> cosmetics = entry.cosmetics();
        if (cosmetics.isEmpty()) {
            return null;
        }
        StringBuilder kinds = new StringBuilder();
        // Sorted, as the entry's map has no order, so that a run prints the same text each time.
        for (Map.Entry<String, Integer> kind : new TreeMap<>(cosmetics).entrySet()) {
            kinds.append(kinds.length() == 0 ? "" : ", ").append(kind.getKey()).append(" (").append(kind.getValue())
                    .append(')');
        }
        return where + ": warning: elements read as cosmetic, not as rules: " + kinds + "; a setter often draws a"
                + " rule of their own with them, so the puzzle may mean more than the rules read and its answer may"
                + " not be the setter's";
    }

    /** Where a malformed puzzle is: {@code line:column}, or the line alone when no column is known. */
    static String position(BoardFormatException e) {
        return e.column() > 0 ? e.line() + ":" + e.column() : String.valueOf(e.line());
    }
}
