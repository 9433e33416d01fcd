package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.Options.format;
import static io.github.sudokusolver.cli.Options.layout;
import static io.github.sudokusolver.cli.Options.positiveLong;
import static io.github.sudokusolver.cli.Options.seconds;
import static io.github.sudokusolver.cli.Options.value;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormat;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.PuzzleEntry;
import io.github.sudokusolver.PuzzleReader;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The command-line tool: reads puzzles from files or standard input with {@link PuzzleReader}, solves or counts each
 * one, and prints a summary. It uses only the public library API and the JDK.
 *
 * <p>Puzzles are solved in batches on {@code --threads} threads (the reading thread among them) and printed in input
 * order; at most a few batches per thread are in flight, so memory stays flat on any input.
 */
@JvmOnly
public final class SudokuCli {

    /** Every puzzle was read; statuses such as NO_SOLUTION do not count as failures. */
    static final int EXIT_OK = 0;
    /** Some input was malformed or could not be read, or the output could not be written. */
    static final int EXIT_MALFORMED_INPUT = 1;
    /** The command line itself was wrong; nothing was processed. */
    static final int EXIT_USAGE = 2;
    /** The reader of standard output went away (a closed pipe): the status of a native tool killed by SIGPIPE. */
    static final int EXIT_BROKEN_PIPE = 141;

    private static final String DEFAULT_SOLVER = "bitboard";
    /** Puzzles per task: enough to make the hand-over cost small beside microsecond solves. */
    private static final int BATCH_SIZE = 64;
    /** Batches queued per worker: when the queue is full the reading thread solves the next batch itself. */
    private static final int QUEUED_PER_THREAD = 2;
    /** Batches in flight per thread, more than are ever queued, so the reading thread waits only on a slow batch. */
    private static final int IN_FLIGHT_PER_THREAD = 8;

    private static final String HELP = """
            Usage: java -jar solver-core.jar [OPTIONS] [FILE...]
                   java -jar solver-core.jar generate [--count N] [--seed S] [--givens G]
                                             [--difficulty LEVEL [--timeout SECONDS]] [--symmetry S]
                                             [--layout L] [--killer]
                   java -jar solver-core.jar hint|explain|rate [--timeout SECONDS] [FILE...]

            Solves Sudoku puzzles read from each FILE in turn, or from standard input when no FILE is given
            (or FILE is -). Input is UTF-8; a byte-order mark is skipped and bytes that are not UTF-8 are read
            as U+FFFD. Accepted, per puzzle: a line of 81 cells (1-9 for a given; ., 0 or _ for an empty cell),
            optionally followed by a blank, #, ; or , and any text; the same after an id column; the CSV
            "puzzle,solution" (the solution is checked); 81 numbers separated by blanks or commas; grids of 9
            lines of 9 cells with blanks, commas or | between them, and frame lines of - + * or | without cells
            (- + * on a line of cells are an error). A line starting with # or //, or holding a word and mostly
            not cells (such as "Grid 01"), is a label. A line that is mostly cells with a stray character is a
            malformed puzzle.

            Killers (cages whose digits differ and add up to their sum) are read on any layout too: 9x9 ones
            as a SumoCue line (3x3::k: or 3x3:d:k: with both diagonals, then 81 numbers sum*256+cage
            separated by :) or in the short notation (81 characters: a cage's sum as 1-9, A-Z for 10-35,
            a-j for 36-45 in its first cell, an arrow < > ^ v ` ' , . to a cell of the cage in the others);
            on every layout as cage lines ("cage 10: r1c1 r1c2", rows and columns from 1) before the givens,
            in any of the forms above (dots for an empty cell). A broken killer (a loop of arrows, a sum no
            digits make, a cage over a hole or another cage, a line cut short) is a malformed puzzle.

            For each puzzle it prints its position (file:line), its status and the solution or the count,
            then a summary line. A malformed puzzle is reported on standard error with file, line and column,
            and the run goes on with the next one.

            Options:
              --solver NAME      the strategy to use (default: %s); one of: %s
              --count LIMIT      count solutions up to LIMIT (at least 1) instead of solving
              --max-nodes N      stop a search after it places N digits (reported as ABORTED)
              --timeout SECONDS  stop a search after this many seconds, more than 0, e.g. 0.5 (ABORTED)
              --threads N        solve on N threads (default: %d, the available processors); the output
                                 is in input order and the same for any N, apart from timings
              --format F         how to print solutions: line (default), grid or framed
              --grid             the same as --format grid
              --layout L         the grid of every puzzle (default: 9x9): NxN for N of 4..25 with boxes
                                 as near square as N allows (4x4, 6x6, 8x8, 12x12, 16x16, 25x25, ...),
                                 boxes:RxC for boxes R rows high and C wide, samurai, jigsaw:FILE for
                                 the regions drawn in FILE (UTF-8, one symbol per region), each optionally
                                 followed by +diagonal and/or +windoku. Puzzles are read one per line
                                 or as grids, digits above 9 as letters A-P or as numbers 10-25.
              --list-solvers     print the available solver names and exit
              --help             print this help and exit

            generate prints N proper puzzles (default 1), one 81-character line each, after a comment
            line with the seed. The same seed gives the same puzzles.
              --count N          how many puzzles to make
              --seed S           the random seed, a whole number (default: taken from the clock)
              --givens G         givens per puzzle, 17..81 (default: minimal puzzles, no given removable);
                                 when uniqueness does not allow G, the closest puzzle found has more, and
                                 its line ends with "# N givens (asked for G)"

              --difficulty LEVEL a puzzle the logical solver rates at that level: easy, medium, hard,
                                 expert, master or extreme (not with --givens)
              --symmetry S       where the givens go: none (default), 180, 90, mirror or diagonal
              --timeout SECONDS  with --difficulty: give up a puzzle after this many seconds, more than 0;
                                 it is reported as "# puzzle N: ABORTED TIMEOUT ..." and the next is made
              --layout L         a proper puzzle of layout L (as above; not with the options above but
                                 --count and --seed), one line each
              --killer           proper killers instead (cages over the whole grid, no givens), on the
                                 9x9 grid or --layout L: a SumoCue line each on 9x9 and 9x9+diagonal,
                                 cage lines then the grid on other layouts; reads back as it is written
                                 (with the same --layout). With --timeout, a killer not made in time is
                                 reported as "# puzzle N: ABORTED TIMEOUT ..." and the next is made

            hint, explain and rate solve like a person, one explained step at a time, for each puzzle of
            each FILE (or standard input), read as above. Every line starts with the puzzle's file:line:
              hint               the simplest next step, e.g. "p.txt:3: [1.2] Hidden single: ... => r3c5=7"
              explain            every step to the solution, one per line, then "file:line: rating: ..."
              rate               one line per puzzle: file:line, the puzzle, its score on Sudoku
                                 Explainer's scale, its level and its hardest technique
              --timeout SECONDS  give up a puzzle after this many seconds, more than 0: reported as
                                 ABORTED TIMEOUT, and the run goes on
            A puzzle with clashing givens, no solution or more than one (or, for rate, one already
            solved) is reported as NOT RATED with the reason, and the run goes on; like a puzzle
            without a solution when solving, it is an answer, not a failure: it leaves the exit status 0.

            Exit status: 0 when every puzzle was read, 1 when some input was malformed or unreadable or
            the output could not be written, 2 for a wrong command line, 141 when the reader of the output
            went away (as in "| head -1"), which ends the run at once.
            """;

    private final Output out;
    private final PrintStream err;
    private final InputStream stdin;
    private final Tally tally = new Tally();
    private final PuzzleFiles files;

    private Solver solver;
    private long countLimit;
    private SolveLimits limits = SolveLimits.none();
    private BoardFormat format = BoardFormat.LINE;
    private int threads = Runtime.getRuntime().availableProcessors();
    private Layout layout = Layout.classic();

    private SudokuCli(InputStream stdin, OutputStream out, PrintStream err) {
        this.stdin = stdin;
        this.out = new Output(out);
        this.err = err;
        this.files = new PuzzleFiles(stdin, err);
    }

    /**
     * Runs the tool and exits with its status.
     *
     * @param args the command line; {@code --help} describes it
     */
    public static void main(String[] args) {
        // Standard output as a plain stream: System.out would swallow a broken pipe and keep solving.
        int status = run(args, System.in, new FileOutputStream(FileDescriptor.out), System.err);
        System.exit(status);
    }

    /** Runs the tool on the given streams and returns the exit status; does not exit the JVM. */
    static int run(String[] args, InputStream stdin, OutputStream out, PrintStream err) {
        SudokuCli cli = new SudokuCli(stdin, out, err);
        try {
            int status = cli.execute(args);
            cli.out.flush();
            return status;
        } catch (Output.Failure e) {
            if (e.readerGone()) {
                return EXIT_BROKEN_PIPE;
            }
            err.println("error: cannot write the output: " + e.getMessage());
            return EXIT_MALFORMED_INPUT;
        }
    }

    private int execute(String[] args) {
        if (args.length > 0 && args[0].equals("generate")) {
            return GenerateCommand.run(args, out, err);
        }
        if (args.length > 0 && (args[0].equals("hint") || args[0].equals("explain") || args[0].equals("rate"))) {
            return LogicalCommand.run(args, out, err, files);
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
                    case "--threads" -> threads = (int) Math.min(positiveLong(value(args, ++i, arg), arg, 1), 1024);
                    case "--format" -> format = format(value(args, ++i, arg));
                    case "--grid" -> format = BoardFormat.GRID;
                    case "--layout" -> layout = layout(value(args, ++i, arg));
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
        // N-1 workers, and the reading thread solves a batch itself whenever their queue is full: N busy threads.
        ThreadPoolExecutor pool = threads > 1 ? new ThreadPoolExecutor(threads - 1, threads - 1, 0,
                TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUED_PER_THREAD * threads), task -> {
                    Thread thread = new Thread(task, "sudoku-solve");
                    thread.setDaemon(true);
                    return thread;
                }, new ThreadPoolExecutor.CallerRunsPolicy()) : null;
        try {
            Pipeline pipeline = new Pipeline(pool);
            for (String file : files) {
                processFile(file, pipeline);
            }
            pipeline.drain();
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        out.println(tally.summary(System.nanoTime() - start));
        return tally.malformed > 0 ? EXIT_MALFORMED_INPUT : EXIT_OK;
    }

    private void processFile(String file, Pipeline pipeline) {
        boolean read = files.read(file, layout, (source, reader) -> {
            List<PuzzleEntry> batch = new ArrayList<>(BATCH_SIZE);
            while (reader.hasNext()) {
                batch.add(reader.next());
                if (batch.size() == BATCH_SIZE) {
                    pipeline.submit(source, batch);
                    batch = new ArrayList<>(BATCH_SIZE);
                }
            }
            pipeline.submit(source, batch);
        });
        if (!read) {
            tally.malformed++;
        }
    }

    /**
     * Hands batches to the pool and prints their results in the order they were submitted; with no pool, each batch
     * is processed on the calling thread when it is submitted.
     */
    private final class Pipeline {
        private final ExecutorService pool;
        private final ArrayDeque<Future<Batch>> inFlight = new ArrayDeque<>();
        private final int maxInFlight;

        Pipeline(ExecutorService pool) {
            this.pool = pool;
            this.maxInFlight = IN_FLIGHT_PER_THREAD * threads;
        }

        void submit(String source, List<PuzzleEntry> entries) {
            if (entries.isEmpty()) {
                return;
            }
            if (pool == null) {
                print(process(source, entries));
                return;
            }
            FutureTask<Batch> task = new FutureTask<>(() -> process(source, entries));
            inFlight.add(task);
            pool.execute(task); // runs here, at once, when the workers' queue is full
            while (!inFlight.isEmpty() && (inFlight.peek().isDone() || inFlight.size() > maxInFlight)) {
                print(await(inFlight.poll()));
            }
        }

        void drain() {
            while (!inFlight.isEmpty()) {
                print(await(inFlight.poll()));
            }
        }

        private Batch await(Future<Batch> batch) {
            try {
                return batch.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for solutions", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("a solve failed: " + e.getCause(), e.getCause());
            }
        }

        private void print(Batch batch) {
            out.print(batch.out.toString());
            out.flush();
            if (batch.err.length() > 0) {
                err.print(batch.err);
            }
            tally.add(batch.tally);
        }
    }

    /** What one batch printed and counted, kept until its turn to be written comes. */
    private static final class Batch {
        final StringBuilder out = new StringBuilder();
        final StringBuilder err = new StringBuilder();
        final Tally tally = new Tally();
    }

    private Batch process(String source, List<PuzzleEntry> entries) {
        Batch batch = new Batch();
        for (PuzzleEntry entry : entries) {
            String where = source + ":" + entry.line();
            if (entry.isMalformed()) {
                BoardFormatException error = entry.error().orElseThrow();
                batch.tally.malformed++;
                batch.err.append(source).append(':').append(PuzzleFiles.position(error)).append(": malformed puzzle: ")
                        .append(error.problem()).append('\n');
            } else if (countLimit > 0) {
                count(where, entry.board().orElseThrow(), batch);
            } else {
                solve(where, entry.board().orElseThrow(), batch);
            }
        }
        return batch;
    }

    private void solve(String where, Board puzzle, Batch batch) {
        SolveResult result = solver.solve(puzzle, limits);
        batch.tally.record(result.status());
        String cost = " (" + result.statistics().nodes() + " nodes, " + millis(result.statistics().elapsed()) + ")";
        StringBuilder line = batch.out.append(where).append(": ");
        switch (result.status()) {
            case SOLVED -> {
                Board solution = result.solution().orElseThrow();
                if (format == BoardFormat.LINE) {
                    line.append("SOLVED ").append(solution).append(cost).append('\n');
                } else {
                    line.append("SOLVED").append(cost).append('\n').append(format.format(solution));
                }
            }
            case NO_SOLUTION -> line.append("NO_SOLUTION").append(cost).append('\n');
            case INVALID -> line.append("INVALID ").append(result.conflicts()).append('\n');
            case ABORTED -> line.append("ABORTED ").append(result.abortReason().orElseThrow()).append(cost)
                    .append('\n');
        }
    }

    private void count(String where, Board puzzle, Batch batch) {
        StringBuilder line = batch.out.append(where).append(": ");
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            batch.tally.record(SolveResult.Status.INVALID);
            line.append("INVALID ").append(conflicts).append('\n');
            return;
        }
        try {
            long solutions = solver.countSolutions(puzzle, countLimit, limits);
            batch.tally.record(solutions == 0 ? SolveResult.Status.NO_SOLUTION : SolveResult.Status.SOLVED);
            line.append(solutions).append(solutions == 1 ? " solution" : " solutions")
                    .append(solutions == countLimit ? " (limit reached)" : "").append('\n');
        } catch (SearchAbortedException e) {
            batch.tally.record(SolveResult.Status.ABORTED);
            line.append("ABORTED ").append(e.reason()).append(" after ").append(e.solutionsFound())
                    .append(" solutions, ").append(e.statistics().nodes()).append(" nodes\n");
        }
    }

    static String help() {
        List<String> names = new ArrayList<>();
        Solver.available().forEach(s -> names.add(s.name()));
        return String.format(Locale.ROOT, HELP, DEFAULT_SOLVER, String.join(", ", names),
                Runtime.getRuntime().availableProcessors());
    }

    /** Milliseconds with three decimals, e.g. {@code 0.021 ms}; by hand, as String.format costs more than a solve. */
    static String millis(Duration elapsed) {
        long micros = (elapsed.toNanos() + 500) / 1000;
        long fraction = micros % 1000;
        return micros / 1000 + (fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".") + fraction + " ms";
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

        void add(Tally other) {
            puzzles += other.puzzles;
            solved += other.solved;
            noSolution += other.noSolution;
            invalid += other.invalid;
            aborted += other.aborted;
            malformed += other.malformed;
        }

        String summary(long nanos) {
            return String.format(Locale.ROOT,
                    "puzzles: %d, solved: %d, no solution: %d, invalid: %d, aborted: %d, malformed: %d, time: %.3f ms",
                    puzzles, solved, noSolution, invalid, aborted, malformed, nanos / 1e6);
        }
    }
}
