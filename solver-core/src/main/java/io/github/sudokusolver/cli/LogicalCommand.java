package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.Options.seconds;
import static io.github.sudokusolver.cli.Options.value;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.PuzzleEntry;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
import io.github.sudokusolver.logic.Step;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code hint}, {@code explain} and {@code rate} commands: the logical solver on each puzzle of the FILE
 * arguments (9x9), every line of its answer starting with {@code file:line:}.
 */
@JvmOnly
final class LogicalCommand {

    private LogicalCommand() {
    }

    /**
     * Runs {@code hint}, {@code explain} or {@code rate} ({@code args[0]}) with these arguments: the logical solver
     * over every puzzle of the files, one at a time. Returns the exit status.
     */
    static int run(String[] args, Output out, PrintStream err, PuzzleFiles files) {
        String command = args[0];
        List<String> names = new ArrayList<>();
        SolveLimits perPuzzle = SolveLimits.none();
        try {
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--help", "-h" -> {
                        out.print(Help.text());
                        return SudokuCli.EXIT_OK;
                    }
                    case "--timeout" -> perPuzzle = perPuzzle.withTimeout(seconds(value(args, ++i, arg)));
                    case "--svg" -> throw new UsageException(command + " takes no --svg: " + (command.equals("rate")
                            ? "a rating is one line, with nothing to draw" : "its steps are not drawn yet"));
                    default -> {
                        if (arg.startsWith("--")) {
                            throw new UsageException("unknown " + command + " option " + arg);
                        }
                        names.add(arg);
                    }
                }
            }
            PuzzleFiles.checkStandardInputOnce(names);
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return SudokuCli.EXIT_USAGE;
        }
        if (names.isEmpty()) {
            names.add("-");
        }
        LogicalSolver logic = LogicalSolver.standard();
        SolveLimits limits = perPuzzle;
        int[] malformed = {0}; // puzzles and files that could not be read; counted from the lambda below
        for (String file : names) {
            boolean read = files.read(file, Layout.classic(), (source, reader) -> {
                while (reader.hasNext()) {
                    PuzzleEntry entry = reader.next();
                    if (entry.isMalformed()) {
                        BoardFormatException error = entry.error().orElseThrow();
                        malformed[0]++;
                        err.println(source + ":" + PuzzleFiles.position(error) + ": malformed puzzle: "
                                + error.problem());
                        continue;
                    }
                    Board board = entry.board().orElseThrow();
                    String where = source + ":" + entry.line() + ": ";
                    // rate keeps the puzzle in its one line, so that the line can be read back as a puzzle file
                    String subject = command.equals("rate") ? where + board + " " : where;
                    try {
                        out.print(logicalAnswer(command, logic, board, limits, where));
                    } catch (IllegalArgumentException e) {
                        // An unsuitable puzzle (clashing, unsolvable, not unique), or one the step engine does not
                        // take yet (a killer): an answer about this puzzle, and the run goes on.
                        out.println(subject + "NOT RATED: " + e.getMessage());
                    } catch (SearchAbortedException e) {
                        out.println(subject + "ABORTED " + e.reason() + " after "
                                + SudokuCli.millis(e.statistics().elapsed())
                                + (e.reason() == SolveResult.AbortReason.TIMEOUT ? " (raise --timeout)" : ""));
                    }
                    out.flush();
                }
            });
            if (!read) {
                malformed[0]++;
            }
        }
        return malformed[0] > 0 ? SudokuCli.EXIT_MALFORMED_INPUT : SudokuCli.EXIT_OK;
    }

    /** The answer of hint, explain or rate for one puzzle, every line starting with {@code where}. */
    private static String logicalAnswer(String command, LogicalSolver logic, Board board, SolveLimits limits,
            String where) {
        switch (command) {
            case "hint" -> {
                return where + logic.nextStep(board, limits).map(Step::toString).orElse("solved") + "\n";
            }
            case "explain" -> {
                Explanation explanation = logic.explain(board, limits);
                StringBuilder text = new StringBuilder();
                for (Step step : explanation.steps()) {
                    text.append(where).append(step).append('\n');
                }
                // The rating is Sudoku Explainer's, along its own path (LogicalSolver.ratingPath), which may differ
                // from the hardest step shown when a simpler named pattern replaced one of its chains.
                // A solved grid has no path to follow: its rating is the explanation's, as the library gives it.
                text.append(where).append("rating: ").append(explanation.steps().isEmpty() ? explanation.rating()
                        : logic.rate(board, limits)).append('\n');
                return text.toString();
            }
            default -> {
                Rating rating = logic.rate(board, limits);
                return where + board + " " + String.format(Locale.ROOT, "%.1f", rating.score()) + " "
                        + rating.difficulty() + " " + rating.hardest().displayName() + "\n";
            }
        }
    }
}
