package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.Options.folder;
import static io.github.sudokusolver.cli.Options.format;
import static io.github.sudokusolver.cli.Options.layout;
import static io.github.sudokusolver.cli.Options.positiveLong;
import static io.github.sudokusolver.cli.Options.seconds;
import static io.github.sudokusolver.cli.Options.threads;
import static io.github.sudokusolver.cli.Options.value;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
 * order; at most a few batches per thread are in flight, so memory stays flat on any input. With {@code --svg}, the
 * pictures are drawn with the solving and written in input order too, each just before its puzzle's line is printed,
 * so that the files and the output are the same for any number of threads, up to a failure that stops the run.
 *
 * <p>A puzzle drawn with elements the reader takes as cosmetic gets a warning on standard error, as the other
 * commands that read puzzles give it ({@code PuzzleFiles.cosmeticsWarning}), and is solved for the rules read.
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

    static final String DEFAULT_SOLVER = "bitboard";
    /** Puzzles per task: enough to make the hand-over cost small beside microsecond solves. */
    private static final int BATCH_SIZE = 64;
    /** Batches queued per worker: when the queue is full the reading thread solves the next batch itself. */
    private static final int QUEUED_PER_THREAD = 2;
    /** Batches in flight per thread, more than are ever queued, so the reading thread waits only on a slow batch. */
    private static final int IN_FLIGHT_PER_THREAD = 8;

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
    /** Where --svg writes a picture of each puzzle; null without --svg. */
    private PictureFiles pictures;

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
        } catch (PictureFiles.Failure e) {
            err.println("error: " + e.getMessage());
            return EXIT_MALFORMED_INPUT;
        } catch (Output.Failure e) {
            if (e.readerGone()) {
                return EXIT_BROKEN_PIPE;
            }
            err.println("error: cannot write the output: " + e.getMessage());
            return EXIT_MALFORMED_INPUT;
        } catch (RuntimeException e) {
            // The commands answer every failure they foresee; what is left (a solver plug-in that throws, a stream
            // that fails other than by IOException) still gets one line, with its type, rather than a stack trace.
            err.println("error: " + e);
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
        String svgFolder = null;
        boolean listSolvers = false;
        try {
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--help", "-h" -> {
                        out.print(Help.text());
                        return EXIT_OK;
                    }
                    case "--list-solvers" -> listSolvers = true;
                    case "--solver" -> solverName = value(args, ++i, arg);
                    case "--count" -> countLimit = positiveLong(value(args, ++i, arg), arg, 1);
                    case "--max-nodes" -> limits = limits.withMaxNodes(positiveLong(value(args, ++i, arg), arg, 0));
                    case "--timeout" -> limits = limits.withTimeout(seconds(value(args, ++i, arg)));
                    case "--threads" -> threads = threads(value(args, ++i, arg));
                    case "--format" -> format = format(value(args, ++i, arg));
                    case "--grid" -> format = BoardFormat.GRID;
                    case "--layout" -> layout = layout(value(args, ++i, arg));
                    case "--svg" -> svgFolder = folder(value(args, ++i, arg), arg);
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
            if (args.length > 0 && isUnknownCommand(args[0])) {
                throw new UsageException("unknown command '" + args[0] + "': the commands are generate, hint,"
                        + " explain and rate; to solve, give the FILEs alone (java -jar solver-core.jar p.txt), and"
                        + " to solve a file named " + args[0] + ", write ./" + args[0]);
            }
            if (listSolvers && svgFolder != null) {
                throw new UsageException("--list-solvers takes no --svg: it prints names, and draws no puzzle");
            }
            PuzzleFiles.checkFileArguments(files, svgFolder != null);
            solver = Solver.named(solverName);
        } catch (UsageException | IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return EXIT_USAGE;
        }
        if (listSolvers) {
            Solver.available().forEach(s -> out.println(s.name()));
            return EXIT_OK;
        }
        pictures = PictureFiles.inOrNone(svgFolder);

        long start = System.nanoTime();
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
        return tally.malformed > 0 || tally.unreadable > 0 ? EXIT_MALFORMED_INPUT : EXIT_OK;
    }

    private void processFile(String file, Pipeline pipeline) {
        String pictureName = PictureFiles.baseName(file);
        boolean read = files.read(file, layout, (source, reader) -> {
            List<PuzzleEntry> batch = new ArrayList<>(BATCH_SIZE);
            while (reader.hasNext()) {
                batch.add(reader.next());
                if (batch.size() == BATCH_SIZE) {
                    pipeline.submit(new Source(source, pictureName), batch);
                    batch = new ArrayList<>(BATCH_SIZE);
                }
            }
            pipeline.submit(new Source(source, pictureName), batch);
        });
        if (!read) {
            tally.unreadable++;
        }
    }

    /** A FILE argument as the output names it ({@code <stdin>}, the path) and as its pictures' names begin. */
    private record Source(String name, String pictureName) {
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

        void submit(Source source, List<PuzzleEntry> entries) {
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
            int printed = 0;
            for (Picture picture : batch.pictures) {
                try {
                    pictures.write(picture.name(), picture.svg());
                } catch (PictureFiles.Failure e) {
                    out.flush(); // the lines of the puzzles drawn so far, then why the run stops
                    throw e;
                }
                out.print(batch.out.substring(printed, picture.outEnd()));
                printed = picture.outEnd();
            }
            out.print(batch.out.substring(printed));
            out.flush();
            if (batch.err.length() > 0) {
                err.print(batch.err);
            }
            tally.add(batch.tally);
        }
    }

    /** What one batch printed, drew and counted, kept until its turn to be written comes. */
    private static final class Batch {
        final StringBuilder out = new StringBuilder();
        final StringBuilder err = new StringBuilder();
        final Tally tally = new Tally();
        final List<Picture> pictures = new ArrayList<>();
    }

    /** A picture for --svg, and where in its batch's output the line of its puzzle ends. */
    private record Picture(String name, String svg, int outEnd) {
    }

    private Batch process(Source source, List<PuzzleEntry> entries) {
        Batch batch = new Batch();
        for (PuzzleEntry entry : entries) {
            String where = source.name() + ":" + entry.line();
            if (entry.isMalformed()) {
                BoardFormatException error = entry.error().orElseThrow();
                batch.tally.malformed++;
                batch.err.append(source.name()).append(':').append(PuzzleFiles.position(error))
                        .append(": malformed puzzle: ").append(error.problem()).append('\n');
                continue;
            }
            String warning = PuzzleFiles.cosmeticsWarning(where, entry);
            if (warning != null) {
                batch.err.append(warning).append('\n');
            }
            Board puzzle = entry.board().orElseThrow();
            Optional<Board> solution = Optional.empty(); // counting keeps none: its picture is the puzzle alone
            if (countLimit > 0) {
                count(where, puzzle, batch);
            } else {
                solution = solve(where, puzzle, batch);
            }
            if (pictures != null) {
                batch.pictures.add(new Picture(PictureFiles.puzzleName(source.pictureName(), entry.line()),
                        PictureFiles.picture(puzzle, solution), batch.out.length()));
            }
        }
        return batch;
    }

    /** Solves and prints one puzzle; returns its solution, if it has one and the search found it. */
    private Optional<Board> solve(String where, Board puzzle, Batch batch) {
        SolveResult result = solver.solve(puzzle, limits);
        batch.tally.record(result.status());
        long nodes = result.statistics().nodes();
        String cost = " (" + nodes + (nodes == 1 ? " node, " : " nodes, ") + millis(result.statistics().elapsed())
                + ")";
        StringBuilder line = batch.out.append(where).append(": ");
        switch (result.status()) {
            case SOLVED -> {
                Board solution = result.solution().orElseThrow();
                if (format == BoardFormat.LINE) {
                    line.append("SOLVED ").append(solution).append(cost).append('\n');
                } else {
                    line.append("SOLVED").append(cost).append('\n').append(written(solution));
                }
            }
            case NO_SOLUTION -> line.append("NO_SOLUTION").append(cost).append('\n');
            case INVALID -> line.append("INVALID ").append(result.conflicts()).append('\n');
            case ABORTED -> line.append("ABORTED ").append(result.abortReason().orElseThrow()).append(cost)
                    .append('\n');
        }
        return result.solution();
    }

    /** The solution in --format; a board f-puzzles cannot express as a comment saying why, after its line. */
    private String written(Board solution) {
        try {
            return format.format(solution);
        } catch (IllegalArgumentException e) {
            return solution + "\n# " + e.getMessage() + "\n";
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

    /**
     * Whether the first argument, which the commands above did not take, names a command this tool lacks: a bare
     * lower-case word ({@code solve}) that is no file here. A FILE of that name is read when written {@code ./solve}.
     */
    private static boolean isUnknownCommand(String arg) {
        return arg.matches("[a-z][a-z-]*") && !Files.exists(Path.of(arg));
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
        /** FILE arguments that could not be read at all: missing, a directory, permission denied. */
        int unreadable;

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
            unreadable += other.unreadable;
        }

        String summary(long nanos) {
            return String.format(Locale.ROOT,
                    "puzzles: %d, solved: %d, no solution: %d, invalid: %d, aborted: %d, malformed: %d, unreadable: %d,"
                            + " time: %.3f ms", puzzles, solved, noSolution, invalid, aborted, malformed, unreadable,
                    nanos / 1e6);
        }
    }
}
