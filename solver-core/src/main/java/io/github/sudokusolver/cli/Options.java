package io.github.sudokusolver.cli;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.generate.Symmetry;
import io.github.sudokusolver.logic.Difficulty;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Locale;

/**
 * The values of the command line's options, each read from its text or refused with a {@link UsageException} that
 * names the option and what it needs: layouts (and jigsaw region files), difficulties, symmetries, formats, numbers
 * and durations.
 */
@JvmOnly
final class Options {

    private Options() {
    }

    /** A layout from its --layout spelling: NxN, boxes:RxC, samurai or jigsaw:FILE, then +diagonal, +windoku. */
    static Layout layout(String text) {
        String[] parts = text.toLowerCase(Locale.ROOT).split("\\+");
        String base = text.split("\\+")[0];
        Layout layout;
        try {
            if (parts[0].equals("samurai")) {
                layout = Layout.samurai();
            } else if (parts[0].startsWith("jigsaw:")) {
                layout = Layout.jigsaw(jigsawRegions(base.substring("jigsaw:".length())));
            } else if (parts[0].startsWith("boxes:")) {
                int[] sides = sides(parts[0].substring("boxes:".length()), text);
                layout = Layout.boxes(sides[0], sides[1]);
            } else {
                int[] sides = sides(parts[0], text);
                if (sides[0] != sides[1]) {
                    throw new UsageException("--layout needs a square grid NxN, found '" + text + "'");
                }
                layout = squareOf(sides[0], text);
            }
            for (int i = 1; i < parts.length; i++) {
                layout = switch (parts[i]) {
                    case "diagonal" -> layout.withDiagonals();
                    case "windoku" -> layout.withWindows();
                    default -> throw new UsageException("--layout takes +diagonal or +windoku, found '+" + parts[i]
                            + "'");
                };
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new UsageException("--layout " + text + ": " + e.getMessage());
        }
        return layout;
    }

    /**
     * The text of a jigsaw's region file, which must be UTF-8: a directory, a missing or unreadable file, or bytes
     * that are not UTF-8 are a wrong command line that names the file and says what is wrong with it.
     */
    static String jigsawRegions(String file) {
        String where = "--layout jigsaw:" + file + ": ";
        Path path = Paths.get(file);
        if (Files.isDirectory(path)) {
            throw new UsageException(where + file + " is a directory, not a file of regions");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new UsageException(where + "no such file");
        } catch (AccessDeniedException e) {
            throw new UsageException(where + "permission denied");
        } catch (IOException e) {
            throw new UsageException(where + "cannot read " + file + ": " + e.getMessage());
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer text = CharBuffer.allocate(bytes.length);
        CoderResult result = StandardCharsets.UTF_8.newDecoder().decode(in, text, true);
        if (result.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new UsageException(where + file + " is not UTF-8 text: byte "
                    + String.format(Locale.ROOT, "0x%02X", bytes[in.position()] & 0xFF) + " on line " + line
                    + " is not UTF-8");
        }
        return text.flip().toString();
    }

    static int[] sides(String spec, String text) {
        String[] sides = spec.split("x");
        try {
            if (sides.length == 2) {
                return new int[] {Integer.parseInt(sides[0]), Integer.parseInt(sides[1])};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--layout needs NxN, boxes:RxC, samurai or jigsaw:FILE, found '" + text + "'");
    }

    /** The grid of n digits with the squarest boxes: the divisor of n nearest its square root below, by n over it. */
    static Layout squareOf(int n, String text) {
        for (int boxRows = (int) Math.sqrt(n); boxRows >= 2; boxRows--) {
            if (n % boxRows == 0 && n / boxRows >= 2) {
                return Layout.boxes(boxRows, n / boxRows);
            }
        }
        throw new UsageException("--layout " + text + ": no grid of boxes has " + n + " digits; use 4x4 to 25x25"
                + " with a size that is not prime");
    }

    static Difficulty difficulty(String text) {
        for (Difficulty level : Difficulty.values()) {
            if (level.name().equalsIgnoreCase(text)) {
                return level;
            }
        }
        throw new UsageException("--difficulty needs easy, medium, hard, expert, master or extreme, found '"
                + text + "'");
    }

    static Symmetry symmetry(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "none" -> Symmetry.NONE;
            case "180", "rotate_180" -> Symmetry.ROTATE_180;
            case "90", "rotate_90" -> Symmetry.ROTATE_90;
            case "mirror" -> Symmetry.MIRROR;
            case "diagonal" -> Symmetry.DIAGONAL;
            default -> throw new UsageException("--symmetry needs none, 180, 90, mirror or diagonal, found '"
                    + text + "'");
        };
    }

    /** Givens per generated puzzle: one message for every value outside the range, below it or above. */
    static int givens(String text) {
        return (int) wholeNumberIn(text, "--givens", Generator.MIN_GIVENS, Board.CELLS, " (a proper puzzle has at"
                + " least " + Generator.MIN_GIVENS + " givens, and the grid " + Board.CELLS + " cells)");
    }

    /**
     * Threads to solve on: refused above {@link #MAX_THREADS} rather than capped without a word, since a number
     * that large is a typing error more often than a wish.
     */
    static int threads(String text) {
        return (int) wholeNumberIn(text, "--threads", 1, MAX_THREADS, "");
    }

    /** The most threads --threads takes: far more than any machine has cores, few enough to start at once. */
    static final int MAX_THREADS = 1024;

    /** A whole number in {@code min..max}, else a wrong command line naming the range, {@code why} and the text. */
    private static long wholeNumberIn(String text, String option, long min, long max, String why) {
        try {
            long value = Long.parseLong(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below, as a number out of range is
        }
        throw new UsageException(option + " needs a whole number in " + min + ".." + max + why + ", found '" + text
                + "'");
    }

    static BoardFormat format(String text) {
        return switch (text) {
            case "line" -> BoardFormat.LINE;
            case "grid" -> BoardFormat.GRID;
            case "framed" -> BoardFormat.FRAMED;
            case "rules" -> BoardFormat.RULES;
            case "fpuzzles" -> BoardFormat.FPUZZLES;
            case "sudokupad" -> BoardFormat.SUDOKUPAD;
            default -> throw new UsageException("--format needs line, grid, framed, rules, fpuzzles or sudokupad,"
                    + " found '" + text + "'");
        };
    }

    static long wholeNumber(String text, String option) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a whole number, found '" + text + "'");
        }
    }

    /** The folder of --svg: any name but the empty one, which names no folder. */
    static String folder(String text, String option) {
        if (text.isEmpty()) {
            throw new UsageException(option + " needs a folder, found ''");
        }
        return text;
    }

    static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[index];
    }

    static long positiveLong(String text, String option, long min) {
        try {
            long value = Long.parseLong(text);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // reported below with the option's name
        }
        throw new UsageException(option + " needs a whole number of at least " + min + ", found '" + text + "'");
    }

    /** A timeout in seconds; 0 is refused, since it would abort every puzzle before its first step. */
    static Duration seconds(String text) {
        try {
            double seconds = Double.parseDouble(text);
            if (seconds > 0 && seconds <= 1e9) {
                return Duration.ofNanos(Math.max(1, (long) (seconds * 1e9)));
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new UsageException("--timeout needs a number of seconds above 0, found '" + text + "'");
    }
}
