package io.github.sudokusolver.cli;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Generator;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The command-line tool: reads puzzles from files or standard input, solves or counts each one, and prints a
 * summary. It uses only the public library API and the JDK.
 */
public final class SudokuCli {

    /** Every puzzle was read; statuses such as NO_SOLUTION do not count as failures. */
    static final int EXIT_OK = 0;
    /** Some input was malformed or could not be read; the other puzzles were still processed. */
    static final int EXIT_MALFORMED_INPUT = 1;
    /** The command line itself was wrong; nothing was processed. */
    static final int EXIT_USAGE = 2;

    private static final String DEFAULT_SOLVER = "bitboard";

    private static final String HELP = """
            Usage: java -jar solver-core.jar [OPTIONS] [FILE...]
                   java -jar solver-core.jar generate [--count N] [--seed S] [--givens G]

            Solves Sudoku puzzles read from each FILE in turn, or from standard input when no FILE is given
            (or FILE is -). A puzzle is a line of 81 cells or a grid of 9 lines of 9 cells: 1-9 for a given,
            0 or . for an empty cell; spaces and the decoration characters | - + are ignored. A line holding a
            letter or # is a label or comment (such as "Grid 01") and separates puzzles.

            For each puzzle it prints its position (file:line), its status and the solution or the count,
            then a summary line. A malformed puzzle is reported on standard error with file, line and column,
            and the run goes on with the next one.

            Options:
              --solver NAME      the strategy to use (default: %s); one of: %s
              --count LIMIT      count solutions up to LIMIT (at least 1) instead of solving
              --max-nodes N      stop a search after it places N digits (reported as ABORTED)
              --timeout SECONDS  stop a search after this many seconds, e.g. 0.5 (reported as ABORTED)
              --grid             print solutions as 9-line grids instead of 81-character lines
              --list-solvers     print the available solver names and exit
              --help             print this help and exit

            generate prints N proper puzzles (default 1), one 81-character line each, after a comment
            line with the seed. The same seed gives the same puzzles.
              --count N          how many puzzles to make
              --seed S           the random seed, a whole number (default: taken from the clock)
              --givens G         givens per puzzle, 17..81 (default: minimal puzzles, no given removable);
                                 when uniqueness does not allow G, the closest puzzle found has more

            Exit status: 0 when every puzzle was read, 1 when some input was malformed or unreadable,
            2 for a wrong command line.
            """;

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream stdin;
    private final Tally tally = new Tally();

    private Solver solver;
    private long countLimit;
    private SolveLimits limits = SolveLimits.none();
    private boolean grid;

    private SudokuCli(InputStream stdin, PrintStream out, PrintStream err) {
        this.stdin = stdin;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs the tool and exits with its status.
     *
     * @param args the command line; {@code --help} describes it
     */
    public static void main(String[] args) {
        int status = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.exit(status);
    }

    /** Runs the tool on the given streams and returns the exit status; does not exit the JVM. */
    static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
        return new SudokuCli(stdin, out, err).execute(args);
    }

    private int execute(String[] args) {
        if (args.length > 0 && args[0].equals("generate")) {
            return generate(args);
        }
        List<String> files = new ArrayList<>();
        String solverName = DEFAULT_SOLVER;
        try {
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--help", "-h" -> {
                        out.print(help());
                        return EXIT_OK;
                    }
                    case "--list-solvers" -> {
                        Solver.available().forEach(s -> out.println(s.name()));
                        return EXIT_OK;
                    }
                    case "--solver" -> solverName = value(args, ++i, arg);
                    case "--count" -> countLimit = positiveLong(value(args, ++i, arg), arg, 1);
                    case "--max-nodes" -> limits = limits.withMaxNodes(positiveLong(value(args, ++i, arg), arg, 0));
                    case "--timeout" -> limits = limits.withTimeout(seconds(value(args, ++i, arg)));
                    case "--grid" -> grid = true;
                    case "--" -> {
                        files.addAll(List.of(args).subList(i + 1, args.length));
                        i = args.length;
                    }
                    default -> {
                        if (arg.startsWith("--")) {
                            throw new UsageException("unknown option " + arg);
                        }
                        files.add(arg);
                    }
                }
            }
            solver = Solver.named(solverName);
        } catch (UsageException | IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return EXIT_USAGE;
        }

        long start = System.nanoTime();
        if (files.isEmpty()) {
            files.add("-");
        }
        for (String file : files) {
            processFile(file);
        }
        out.println(tally.summary(System.nanoTime() - start));
        return tally.malformed > 0 ? EXIT_MALFORMED_INPUT : EXIT_OK;
    }

    private int generate(String[] args) {
        long count = 1;
        long seed = System.nanoTime();
        int givens = 0;
        try {
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--count" -> count = positiveLong(value(args, ++i, arg), arg, 1);
                    case "--seed" -> seed = wholeNumber(value(args, ++i, arg), arg);
                    case "--givens" -> givens = givens(value(args, ++i, arg));
                    case "--help", "-h" -> {
                        out.print(help());
                        return EXIT_OK;
                    }
                    default -> throw new UsageException("unknown generate option " + arg);
                }
            }
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return EXIT_USAGE;
        }
        Generator generator = Generator.withSeed(seed);
        out.println("# seed " + seed + (givens > 0 ? ", " + givens + " givens" : ", minimal puzzles"));
        for (long i = 0; i < count; i++) {
            out.println(givens > 0 ? generator.puzzle(givens) : generator.minimalPuzzle());
        }
        return EXIT_OK;
    }

    private static int givens(String text) {
        long givens = positiveLong(text, "--givens", Generator.MIN_GIVENS);
        if (givens > Board.CELLS) {
            throw new UsageException("--givens needs a number in 17..81, found '" + text + "'");
        }
        return (int) givens;
    }

    private static long wholeNumber(String text, String option) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a whole number, found '" + text + "'");
        }
    }

    private static String help() {
        List<String> names = new ArrayList<>();
        Solver.available().forEach(s -> names.add(s.name()));
        return String.format(Locale.ROOT, HELP, DEFAULT_SOLVER, String.join(", ", names));
    }

    private void processFile(String file) {
        boolean isStdin = file.equals("-");
        String source = isStdin ? "<stdin>" : file;
        try (BufferedReader reader = isStdin
                ? new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8))
                : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            PuzzleReader puzzles = new PuzzleReader(reader);
            PuzzleReader.Entry entry;
            while ((entry = puzzles.next()) != null) {
                String where = source + ":" + entry.line();
                if (entry.error() != null) {
                    tally.malformed++;
                    err.println(source + ":" + position(entry.error()) + ": malformed puzzle: "
                            + entry.error().problem());
                } else if (countLimit > 0) {
                    count(where, entry.board());
                } else {
                    solve(where, entry.board());
                }
            }
        } catch (NoSuchFileException e) {
            tally.malformed++;
            err.println(source + ": no such file");
        } catch (IOException | UncheckedIOException e) {
            tally.malformed++;
            err.println(source + ": cannot read: " + e.getMessage());
        }
    }

    private static String position(BoardFormatException e) {
        return e.column() > 0 ? e.line() + ":" + e.column() : String.valueOf(e.line());
    }

    private void solve(String where, Board puzzle) {
        SolveResult result = solver.solve(puzzle, limits);
        tally.record(result.status());
        String cost = " (" + result.statistics().nodes() + " nodes, " + millis(result.statistics().elapsed()) + ")";
        switch (result.status()) {
            case SOLVED -> {
                Board solution = result.solution().orElseThrow();
                if (grid) {
                    out.println(where + ": SOLVED" + cost);
                    out.print(solution.toGrid());
                } else {
                    out.println(where + ": SOLVED " + solution + cost);
                }
            }
            case NO_SOLUTION -> out.println(where + ": NO_SOLUTION" + cost);
            case INVALID -> out.println(where + ": INVALID " + result.conflicts());
            case ABORTED -> out.println(where + ": ABORTED " + result.abortReason().orElseThrow() + cost);
        }
    }

    private void count(String where, Board puzzle) {
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            tally.record(SolveResult.Status.INVALID);
            out.println(where + ": INVALID " + conflicts);
            return;
        }
        try {
            long solutions = solver.countSolutions(puzzle, countLimit, limits);
            tally.record(solutions == 0 ? SolveResult.Status.NO_SOLUTION : SolveResult.Status.SOLVED);
            String capped = solutions == countLimit ? " (limit reached)" : "";
            out.println(where + ": " + solutions + (solutions == 1 ? " solution" : " solutions") + capped);
        } catch (SearchAbortedException e) {
            tally.record(SolveResult.Status.ABORTED);
            out.println(where + ": ABORTED " + e.reason() + " after " + e.solutionsFound() + " solutions, "
                    + e.statistics().nodes() + " nodes");
        }
    }

    private static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[index];
    }

    private static long positiveLong(String text, String option, long min) {
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

    private static Duration seconds(String text) {
        try {
            double seconds = Double.parseDouble(text);
            if (seconds >= 0 && seconds <= 1e9) {
                return Duration.ofNanos((long) (seconds * 1e9));
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new UsageException("--timeout needs a number of seconds, found '" + text + "'");
    }

    private static String millis(Duration elapsed) {
        return String.format(Locale.ROOT, "%.3f ms", elapsed.toNanos() / 1e6);
    }

    /** A wrong command line. */
    private static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** Counts of outcomes for the summary line. */
    private static final class Tally {
        int puzzles;
        int solved;
        int noSolution;
        int invalid;
        int aborted;
        int malformed;

        void record(SolveResult.Status status) {
            puzzles++;
            switch (status) {
                case SOLVED -> solved++;
                case NO_SOLUTION -> noSolution++;
                case INVALID -> invalid++;
                case ABORTED -> aborted++;
            }
        }

        String summary(long nanos) {
            return String.format(Locale.ROOT,
                    "puzzles: %d, solved: %d, no solution: %d, invalid: %d, aborted: %d, malformed: %d, time: %.3f ms",
                    puzzles, solved, noSolution, invalid, aborted, malformed, nanos / 1e6);
        }
    }
}
