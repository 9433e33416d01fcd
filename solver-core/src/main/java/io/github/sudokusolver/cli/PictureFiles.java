package io.github.sudokusolver.cli;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.picture.BoardPicture;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The folder of {@code --svg DIR}: made when missing and checked before any puzzle is read, so that a folder that
 * cannot be written fails at once rather than after an hour of solving; then one new file per picture. A picture
 * never replaces a file: an existing one stops the run with its name, and a write that fails leaves no half-written
 * picture behind.
 *
 * <p>The names: {@code p.txt-2.svg} for the puzzle at line 2 of {@code p.txt} (the file's own name, without its
 * folders; {@code stdin-2.svg} for standard input), and {@code puzzle-001.svg} for the first puzzle {@code generate}
 * makes.
 */
@JvmOnly
final class PictureFiles {

    /** A picture or its folder could not be written: the run stops with this message and status 1. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }

    private final Path folder;

    private PictureFiles(Path folder) {
        this.folder = folder;
    }

    /** {@link #in} for the folder of {@code --svg}, or null when the option was not given (a null folder). */
    static PictureFiles inOrNone(String folder) {
        return folder == null ? null : in(folder);
    }

    /**
     * The folder of {@code --svg}, made with its parents when missing; a folder that cannot be made or written, or a
     * file or a link to nothing in its place (or in a parent's), is a {@link Failure} naming it and saying why.
     */
    static PictureFiles in(String folder) {
        String where = "--svg " + folder + ": ";
        Path path;
        try {
            path = Path.of(folder);
        } catch (InvalidPathException e) {
            throw new Failure(where + "not a folder name: " + e.getReason());
        }
        String inTheWay = notAFolder(path);
        if (inTheWay != null) {
            throw new Failure(where + inTheWay);
        }
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new Failure(where + "cannot make the folder: " + whyNotMade(path, e));
        }
        // Writing a file in a folder takes both: the right to change it, and the right to reach into it.
        if (!Files.isWritable(path) || !Files.isExecutable(path)) {
            throw new Failure(where + "cannot write in the folder: permission denied");
        }
        return new PictureFiles(path);
    }

    /**
     * What stands where a folder should be, as a sentence naming it: a file, a link to a file, or a link to nothing;
     * null when it is a folder (or a link to one) or there is nothing there.
     */
    static String notAFolder(Path path) {
        if (Files.isDirectory(path)) {
            return null;
        }
        if (Files.isSymbolicLink(path)) {
            String target;
            try {
                target = Files.readSymbolicLink(path).toString();
            } catch (IOException e) {
                target = "a path it cannot read";
            }
            return path + " is a link to " + target + (Files.exists(path) ? ", a file, not a folder"
                    : ", which does not exist");
        }
        return Files.exists(path, LinkOption.NOFOLLOW_LINKS) ? path + " is a file, not a folder" : null;
    }

    /**
     * Why the folder could not be made: a file or a link to nothing in the way, at the folder or at the nearest of
     * its parents that exists; else the failing path, when it is a parent rather than the folder itself (which the
     * message already names), and the reason.
     */
    private static String whyNotMade(Path path, IOException e) {
        for (Path above = path; above != null; above = above.getParent()) {
            if (Files.exists(above, LinkOption.NOFOLLOW_LINKS)) {
                String inTheWay = notAFolder(above);
                if (inTheWay != null) {
                    return inTheWay;
                }
                break;
            }
        }
        String failed = e instanceof FileSystemException fileSystem ? fileSystem.getFile() : null;
        boolean isTheFolder = failed == null || Path.of(failed).toAbsolutePath().normalize()
                .equals(path.toAbsolutePath().normalize());
        return (isTheFolder ? "" : failed + ": ") + reason(e);
    }

    /**
     * Refuses FILE arguments whose pictures would share names ({@code a/p.txt} and {@code b/p.txt}, a file given
     * twice, a file named {@code stdin} beside {@code -}): the second would stop the run on the first one's
     * pictures, so the command line is wrong before anything is solved.
     */
    static void checkDistinctNames(List<String> files) {
        Map<String, String> seen = new HashMap<>();
        for (String file : files) {
            String earlier = seen.putIfAbsent(baseName(file), file);
            if (earlier != null) {
                throw new UsageException("--svg names pictures after the input's file name, and " + earlier + " and "
                        + file + " would both write " + baseName(file) + "-LINE.svg; give them one at a time");
            }
        }
    }

    /** The start of the pictures' names for a FILE argument: its file name, or {@code stdin} for {@code -}. */
    static String baseName(String file) {
        if (file.equals("-")) {
            return "stdin";
        }
        Path name = Path.of(file).getFileName();
        return name == null ? file : name.toString();
    }

    /** The name of the picture of the puzzle at {@code line} of a FILE argument: {@code p.txt-2.svg}. */
    static String puzzleName(String baseName, int line) {
        return baseName + "-" + line + ".svg";
    }

    /**
     * The name of the picture of step {@code step} (from 1) of {@code steps} of the puzzle drawn as {@code puzzleName}:
     * {@code p.txt-2-step-03.svg}, zero-padded to 2 digits or more.
     */
    static String stepName(String puzzleName, int step, int steps) {
        return puzzleName.substring(0, puzzleName.length() - ".svg".length()) + "-step-"
                + padded(step, Math.max(2, String.valueOf(steps).length())) + ".svg";
    }

    /** The name of the picture of generated puzzle {@code number} of {@code count}: zero-padded to 3 digits or more. */
    static String generatedName(long number, long count) {
        return "puzzle-" + padded(number, Math.max(3, String.valueOf(count).length())) + ".svg";
    }

    /** {@code number} with zeros in front, {@code digits} long at least. */
    static String padded(long number, int digits) {
        String text = String.valueOf(number);
        return "0".repeat(Math.max(0, digits - text.length())) + text;
    }

    /** A solved puzzle with its solution drawn apart from the givens; any other, the puzzle alone. */
    static String picture(Board puzzle, Optional<Board> solution) {
        return solution.isPresent() ? BoardPicture.svg(puzzle, solution.get()) : BoardPicture.svg(puzzle);
    }

    /**
     * Writes {@code svg} as the new file {@code name} in the folder: a {@link Failure} when the file exists (left as
     * it was) or cannot be written (and what was written of it is removed).
     */
    void write(String name, String svg) {
        Path file = folder.resolve(name);
        OutputStream out;
        try {
            out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw new Failure(file + " exists: --svg does not overwrite a file, so the run stops here");
        } catch (IOException e) {
            throw new Failure("cannot write " + file + ": " + reason(e));
        }
        try (out) {
            out.write(svg.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // the write's own failure is the one to report
            }
            throw new Failure("cannot write " + file + ": " + reason(e));
        }
    }

    /**
     * What went wrong, in words, without the path the message already names: the system's own reason when it gave
     * one ({@code read-only file system}), else the kind of failure ({@code no such file or directory}), never the
     * bare path that {@link FileSystemException#getMessage()} is when there is no reason.
     */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null
                && !fileSystem.getReason().isEmpty()) {
            String said = fileSystem.getReason();
            return Character.toLowerCase(said.charAt(0)) + said.substring(1);
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "it exists already";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        if (e instanceof FileSystemLoopException) {
            return "links in a loop";
        }
        if (e instanceof FileSystemException) {
            return e.getClass() == FileSystemException.class ? "a file system error" : inWords(e.getClass());
        }
        return e.getMessage() != null && !e.getMessage().isEmpty() ? e.getMessage() : "an input or output error";
    }

    /** A failure's kind from its class's name: {@code FileSystemLoopException} is "file system loop". */
    private static String inWords(Class<?> kind) {
        String name = kind.getSimpleName().replaceFirst("Exception$", "");
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                words.append(' ');
            }
            words.append(Character.toLowerCase(c));
        }
        return words.toString();
    }
}
