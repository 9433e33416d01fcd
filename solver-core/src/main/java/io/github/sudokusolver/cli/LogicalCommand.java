package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.Options.folder;
import static io.github.sudokusolver.cli.Options.layout;
import static io.github.sudokusolver.cli.Options.seconds;
import static io.github.sudokusolver.cli.Options.value;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.picture.BoardPicture;
import io.github.sudokusolver.picture.StepPicture;
import io.github.sudokusolver.rules.Cage;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The {@code hint}, {@code explain} and {@code rate} commands: the logical solver on each puzzle of the FILE
 * arguments (9x9, or the grid of {@code --layout}), every line of its answer starting with {@code file:line:}. With
 * {@code --svg DIR}, hint and explain draw each puzzle's steps over its pencil marks ({@link StepPicture}) before
 * printing its answer, on every layout the step engine takes. A puzzle drawn with elements the reader takes as
 * cosmetic gets the warning of {@link PuzzleFiles#cosmeticsWarning} on standard error just before its answer.
 */
@JvmOnly
final class LogicalCommand {

    private final String command;
    private final LogicalSolver logic = LogicalSolver.standard();
    private final SolveLimits limits;
    /** Where --svg draws; null without it. */
    private final PictureFiles pictures;

    private LogicalCommand(String command, SolveLimits limits, PictureFiles pictures) {
        this.command = command;
        this.limits = limits;
        this.pictures = pictures;
    }

    /**
     * Runs {@code hint}, {@code explain} or {@code rate} ({@code args[0]}) with these arguments: the logical solver
     * over every puzzle of the files, one at a time. Returns the exit status.
     */
    static int run(String[] args, Output out, PrintStream err, PuzzleFiles files) {
        String command = args[0];
        List<String> names = new ArrayList<>();
        SolveLimits perPuzzle = SolveLimits.none();
        String svgFolder = null;
        Layout layout = Layout.classic();
        try {
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--help", "-h" -> {
                        out.print(Help.text());
                        return SudokuCli.EXIT_OK;
                    }
                    case "--timeout" -> perPuzzle = perPuzzle.withTimeout(seconds(value(args, ++i, arg)));
                    case "--layout" -> layout = layout(value(args, ++i, arg));
                    case "--svg" -> {
                        if (command.equals("rate")) {
                            throw new UsageException("rate takes no --svg: a rating is one line, with nothing to"
                                    + " draw; hint and explain draw their steps");
                        }
                        svgFolder = folder(value(args, ++i, arg), arg);
                    }
                    default -> {
                        if (arg.startsWith("--")) {
                            throw new UsageException("unknown " + command + " option " + arg);
                        }
                        names.add(arg);
                    }
                }
            }
            PuzzleFiles.checkFileArguments(names, svgFolder != null);
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return SudokuCli.EXIT_USAGE;
        }
        LogicalCommand logical = new LogicalCommand(command, perPuzzle, PictureFiles.inOrNone(svgFolder));
        int[] malformed = {0}; // puzzles and files that could not be read; counted from the lambda below
        for (String file : names) {
            String pictureName = PictureFiles.baseName(file);
            boolean read = files.read(file, layout, (source, reader) -> {
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
                    String warning = PuzzleFiles.cosmeticsWarning(source + ":" + entry.line(), entry);
                    // rate keeps the puzzle in its one line, so that the line can be read back as a puzzle file
                    String subject = command.equals("rate") ? rated(where, board) : where;
                    Answer answer;
                    try {
                        answer = logical.answer(board, where, subject);
                    } catch (IllegalArgumentException e) {
                        // An unsuitable puzzle (clashing, unsolvable, not unique): an answer about this puzzle, and
                        // the run goes on.
                        answer = new Answer(subject + "NOT RATED: " + e.getMessage() + "\n", null, null);
                    } catch (SearchAbortedException e) {
                        answer = new Answer(subject + "ABORTED " + e.reason() + " after "
                                + SudokuCli.millis(e.statistics().elapsed())
                                + (e.reason() == SolveResult.AbortReason.TIMEOUT ? " (raise --timeout)" : "") + "\n",
                                null, null);
                    }
                    if (logical.pictures != null) {
                        logical.draw(board, PictureFiles.puzzleName(pictureName, entry.line()), answer);
                    }
                    if (warning != null) {
                        err.println(warning); // before the answer: the output so far is flushed, so it reads in order
                    }
                    out.print(answer.text());
                    out.flush();
                }
            });
            if (!read) {
                malformed[0]++;
            }
        }
        return malformed[0] > 0 ? SudokuCli.EXIT_MALFORMED_INPUT : SudokuCli.EXIT_OK;
    }

    /**
     * What hint, explain or rate found for one puzzle: its lines, each starting with {@code file:line: }, and what
     * --svg draws of it: hint's step, explain's explanation; null where there is none.
     */
    private record Answer(String text, Step hint, Explanation explanation) {
    }

    /**
     * The answer of hint, explain or rate for one puzzle, every line starting with {@code where}; rate's after
     * {@code subject}, the puzzle as {@link #rated} shows it.
     */
    private Answer answer(Board board, String where, String subject) {
        switch (command) {
            case "hint" -> {
                Optional<Step> step = logic.nextStep(board, limits);
                return new Answer(where + step.map(Step::toString).orElse("solved") + "\n", step.orElse(null), null);
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
                return new Answer(text.toString(), null, explanation);
            }
            default -> {
                Rating rating = logic.rate(board, limits);
                return new Answer(subject + String.format(Locale.ROOT, "%.1f", rating.score()) + " "
                        + rating.difficulty() + " " + rating.hardest().displayName() + "\n", null, null);
            }
        }
    }

    /**
     * The start of rate's answer for one puzzle: {@code where}, then the puzzle in a form the reader reads back, so
     * that rate's output reads again as a puzzle file. A grid is its line of cells; a killer its SumoCue line where
     * that holds it (no givens, on the 9x9 grid with or without diagonals), else its KILLER text, the cage lines and
     * the givens' line each on a line of its own after {@code where}, the answer on the line after them.
     *
     * <p>A puzzle with rules other than cages (a thermometer, a dot, an extra region) is {@code where} alone: no
     * form here holds its rules, and its grid without them, often empty, would read as a result or as another
     * puzzle. The step engine does not take such rules yet, so its answer is NOT RATED, with the rule named.
     */
    private static String rated(String where, Board board) {
        if (board.layout().rules().size() > board.layout().cages().size()) {
            return where;
        }
        if (board.layout().cages().isEmpty()) {
            return where + board + " ";
        }
        try {
            return where + BoardFormat.SUMOCUE.format(board).strip() + " ";
        } catch (IllegalArgumentException givensOrLayout) {
            StringBuilder text = new StringBuilder();
            for (Cage cage : board.layout().cages()) {
                text.append(where).append(cage).append('\n');
            }
            return text.append(where).append(board).append('\n').append(where).toString();
        }
    }

    /**
     * Writes the pictures of one puzzle's answer, all before its lines are printed: {@code name} is hint's step over
     * the puzzle's pencil marks, or the puzzle alone (explain; a puzzle without a step, not rated or aborted); then
     * explain's steps, each over the marks before it, named {@code p.txt-2-step-01.svg} and on.
     */
    private void draw(Board board, String name, Answer answer) {
        pictures.write(name, answer.hint() != null ? StepPicture.svg(Candidates.of(board), answer.hint())
                : BoardPicture.svg(board));
        if (answer.explanation() != null) {
            List<String> pages = StepPicture.svgPerStep(answer.explanation());
            for (int i = 0; i < pages.size(); i++) {
                pictures.write(PictureFiles.stepName(name, i + 1, pages.size()), pages.get(i));
            }
        }
    }
}
