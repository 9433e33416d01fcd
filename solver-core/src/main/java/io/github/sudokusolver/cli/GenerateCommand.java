package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.Options.difficulty;
import static io.github.sudokusolver.cli.Options.folder;
import static io.github.sudokusolver.cli.Options.givens;
import static io.github.sudokusolver.cli.Options.layout;
import static io.github.sudokusolver.cli.Options.positiveLong;
import static io.github.sudokusolver.cli.Options.seconds;
import static io.github.sudokusolver.cli.Options.symmetry;
import static io.github.sudokusolver.cli.Options.value;
import static io.github.sudokusolver.cli.Options.wholeNumber;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.generate.Symmetry;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.picture.BoardPicture;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.RuleKind;
import java.io.PrintStream;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code generate} command: proper puzzles from a seed, minimal, with a number of givens, at a difficulty (with a
 * symmetry and a timeout per puzzle) or on another layout, one per line after a comment line that names the seed;
 * or killers ({@code --killer}) on any layout, in a form the reader reads back: a SumoCue line each on the classic
 * grid and the diagonal one, the KILLER text (cage lines, then the grid) elsewhere; or variant puzzles whose rules the
 * generator places ({@code --rules thermometer,kropki --difficulty hard}), as rule lines and a grid or f-puzzles links. With {@code --svg DIR}, each
 * puzzle is drawn too, as {@code DIR/puzzle-001.svg} and on, before its line is printed.
 */
@JvmOnly
final class GenerateCommand {

    private GenerateCommand() {
    }

    /** Runs {@code generate} with these arguments ({@code args[0]} is "generate"); returns the exit status. */
    static int run(String[] args, Output out, PrintStream err) {
        Layout layout = Layout.classic();
        String layoutText = "9x9";
        long count = 1;
        long seed = System.nanoTime();
        int givens = 0;
        Difficulty difficulty = null;
        Symmetry symmetry = Symmetry.NONE;
        SolveLimits perPuzzle = SolveLimits.none();
        boolean killer = false;
        Set<RuleKind> rules = null;
        BoardFormat variantFormat = BoardFormat.RULES;
        String svgFolder = null;
        try {
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--count" -> count = positiveLong(value(args, ++i, arg), arg, 1);
                    case "--seed" -> seed = wholeNumber(value(args, ++i, arg), arg);
                    case "--givens" -> givens = givens(value(args, ++i, arg));
                    case "--difficulty" -> difficulty = difficulty(value(args, ++i, arg));
                    case "--symmetry" -> symmetry = symmetry(value(args, ++i, arg));
                    case "--layout" -> {
                        layoutText = value(args, ++i, arg);
                        layout = layout(layoutText);
                    }
                    case "--killer" -> killer = true;
                    case "--rules" -> rules = ruleKinds(value(args, ++i, arg));
                    case "--format" -> variantFormat = variantFormat(value(args, ++i, arg));
                    case "--svg" -> svgFolder = folder(value(args, ++i, arg), arg);
                    case "--timeout" -> perPuzzle = perPuzzle.withTimeout(seconds(value(args, ++i, arg)));
                    case "--help", "-h" -> {
                        out.print(Help.text());
                        return SudokuCli.EXIT_OK;
                    }
                    default -> throw new UsageException("unknown generate option " + arg);
                }
            }
            if (rules != null && (killer || givens > 0 || symmetry != Symmetry.NONE || difficulty == null)) {
                throw new UsageException("--rules takes --difficulty (required), --layout, --count, --timeout, --format"
                        + " and --svg, not --killer, --givens or --symmetry: the generator places the rules and as few"
                        + " givens as they allow");
            }
            if (rules == null && variantFormat != BoardFormat.RULES) {
                throw new UsageException("--format is for --rules: the other puzzles are written as one line each");
            }
            if (rules != null) {
                checkVariant(layout, layoutText, rules, difficulty, variantFormat);
            }
            if (killer && (givens > 0 || symmetry != Symmetry.NONE)) {
                throw new UsageException("--killer takes no --givens or --symmetry: a killer has cages and no givens");
            }
            if (perPuzzle.timeout().isPresent() && difficulty == null && !killer) {
                throw new UsageException("--timeout bounds the making of a puzzle by --difficulty or --killer;"
                        + " give one");
            }
            if (difficulty != null && givens > 0) {
                throw new UsageException("--difficulty and --givens cannot be combined");
            }
            if (symmetry != Symmetry.NONE && givens > 0) {
                throw new UsageException("--symmetry and --givens cannot be combined");
            }
            if (!layout.equals(Layout.classic()) && (givens > 0 || symmetry != Symmetry.NONE)) {
                throw new UsageException("--layout takes no --givens or --symmetry: those are for the 9x9 grid");
            }
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println("Run with --help for usage.");
            return SudokuCli.EXIT_USAGE;
        }
        Sink sink = new Sink(out, PictureFiles.inOrNone(svgFolder), count);
        Generator generator = Generator.withSeed(seed);
        try {
            if (rules != null) {
                return variants(generator, layout, rules, difficulty, perPuzzle, sink, variantFormat, "# seed " + seed
                        + ", rules " + names(rules) + ", layout " + layout + ", level "
                        + difficulty.name().toLowerCase(Locale.ROOT));
            }
            if (killer) {
                return killers(generator, layout, difficulty, perPuzzle, sink, "# seed " + seed + ", killers, layout "
                        + layout + (difficulty != null ? ", level " + difficulty.name().toLowerCase(Locale.ROOT) : ""));
            }
            if (!layout.equals(Layout.classic())) {
                out.println("# seed " + seed + ", layout " + layout + (difficulty != null ? ", level "
                        + difficulty.name().toLowerCase(Locale.ROOT) : ""));
                for (long i = 0; i < count; i++) {
                    Board puzzle;
                    try {
                        puzzle = difficulty != null ? generator.puzzle(layout, difficulty, perPuzzle)
                                : generator.puzzle(layout);
                    } catch (SearchAbortedException e) {
                        aborted(out, i + 1, e);
                        continue;
                    }
                    sink.put(i + 1, puzzle, puzzle + "\n");
                }
                return SudokuCli.EXIT_OK;
            }
            out.println("# seed " + seed + (givens > 0 ? ", " + givens + " givens where uniqueness allows"
                    : difficulty != null ? ", level " + difficulty.name().toLowerCase(Locale.ROOT) + ", symmetry "
                            + symmetry.name().toLowerCase(Locale.ROOT) : ", minimal puzzles"));
            for (long i = 0; i < count; i++) {
                Board puzzle;
                try {
                    puzzle = givens > 0 ? generator.puzzle(givens)
                            : difficulty != null ? generator.puzzle(difficulty, symmetry, perPuzzle)
                            : generator.minimalPuzzle(symmetry);
                } catch (SearchAbortedException e) {
                    aborted(out, i + 1, e);
                    continue;
                }
                int produced = puzzle.filledCount();
                String note = givens > 0 && produced != givens
                        ? " # " + produced + " givens (asked for " + givens + ")" : "";
                sink.put(i + 1, puzzle, puzzle + note + "\n");
            }
            return SudokuCli.EXIT_OK;
        } catch (IllegalArgumentException e) {
            // A layout may be well formed and still have no grid (a jigsaw whose diagonals cannot hold every digit):
            // the generator finds it out when it fills one, and the user needs the layout named, not a trace. At a
            // level, the message names the layout itself, and the level the layout's puzzles did not reach.
            // A refusal at a level may be the seed's (another seed may make the puzzle): the seed tried is named.
            err.println("error: " + (difficulty != null ? "" : "--layout " + layoutText + ": ") + e.getMessage()
                    + (difficulty != null ? " (--seed " + seed + ")" : ""));
            return SudokuCli.EXIT_MALFORMED_INPUT;
        }
    }

    /** Says that the making of puzzle {@code number} at a level stopped, and why. */
    private static void aborted(Output out, long number, SearchAbortedException e) {
        out.println("# puzzle " + number + ": ABORTED " + e.reason() + " after " + SudokuCli.millis(
                e.statistics().elapsed()) + ", none at the level yet (raise --timeout)");
        out.flush();
    }

    /**
     * Writes {@code sink.count()} killers, each as a SumoCue line where the layout has one (the classic grid, with or
     * without diagonals) and as KILLER text elsewhere; one the timeout stops is a comment line, as for --difficulty.
     */
    private static int killers(Generator generator, Layout layout, Difficulty difficulty, SolveLimits perPuzzle,
            Sink sink, String header) {
        boolean oneLine = layout.equals(Layout.classic()) || layout.equals(Layout.classic().withDiagonals());
        BoardFormat format = oneLine ? BoardFormat.SUMOCUE : BoardFormat.KILLER;
        Output out = sink.out();
        out.println(header + (oneLine ? ", one SumoCue line each" : ", cage lines then the grid each"));
        for (long i = 0; i < sink.count(); i++) {
            Board killer;
            try {
                killer = difficulty != null ? generator.killer(layout, difficulty, perPuzzle)
                        : generator.killer(layout, perPuzzle);
            } catch (SearchAbortedException e) {
                out.println("# puzzle " + (i + 1) + ": ABORTED " + e.reason() + " after " + SudokuCli.millis(
                        e.statistics().elapsed()) + ", no killer yet (raise --timeout)");
                out.flush();
                continue;
            }
            sink.put(i + 1, killer, format.format(killer));
        }
        return SudokuCli.EXIT_OK;
    }

    /**
     * Writes {@code sink.count()} variant puzzles whose rules the generator placed, each in {@code format}: the rule
     * lines then the grid ({@code rules}), an f-puzzles link on one line ({@code fpuzzles}), which f-puzzles and
     * SudokuPad open, or a SudokuPad link in SudokuPad's own format ({@code sudokupad}); one the timeout stops is a
     * comment line, as for --difficulty.
     */
    private static int variants(Generator generator, Layout layout, Set<RuleKind> kinds, Difficulty difficulty,
            SolveLimits perPuzzle, Sink sink, BoardFormat format, String header) {
        Output out = sink.out();
        out.println(header + (format == BoardFormat.FPUZZLES ? ", an f-puzzles link each"
                : format == BoardFormat.SUDOKUPAD ? ", a SudokuPad link each" : ", rule lines then the grid each"));
        for (long i = 0; i < sink.count(); i++) {
            Board puzzle;
            try {
                puzzle = generator.variant(layout, kinds, difficulty, perPuzzle);
            } catch (SearchAbortedException e) {
                aborted(out, i + 1, e);
                continue;
            }
            String text = format.format(puzzle);
            sink.put(i + 1, puzzle, text.endsWith("\n") ? text : text + "\n");
        }
        return SudokuCli.EXIT_OK;
    }

    /**
     * What the generator and the writer would refuse only after the making began (a puzzle generated for seconds,
     * then not written; a header printed, then an error), asked of them before: a usage error, exit 2, before any
     * work. The generator's own checks ({@link Generator#checkVariant}), the writer's on the layout alone (f-puzzles
     * has no windows, for one), and the kinds the writer cannot write (f-puzzles has no parity lines).
     */
    private static void checkVariant(Layout layout, String layoutText, Set<RuleKind> kinds, Difficulty difficulty,
            BoardFormat format) {
        try {
            Generator.checkVariant(layout, kinds, difficulty);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--rules " + names(kinds) + " --layout " + layoutText + ": " + e.getMessage());
        }
        try {
            format.format(Board.empty(layout));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--format " + format.name().toLowerCase(java.util.Locale.ROOT) + ": "
                    + e.getMessage());
        }
        for (RuleKind kind : kinds) {
            if (unwritten(format, layout.size()).contains(kind)) {
                throw new UsageException("--format " + format.name().toLowerCase(java.util.Locale.ROOT)
                        + " cannot write " + names(EnumSet.of(kind)) + " rules (BoardFormat says which): write them"
                        + " as rules");
            }
        }
        // SudokuPad draws these pairs alike, and its rules text cannot tell them apart in one puzzle
        RuleKind[][] alike = {{RuleKind.THERMOMETER, RuleKind.SLOW_THERMOMETER},
            {RuleKind.BETWEEN_LINE, RuleKind.DOUBLE_ARROW}, {RuleKind.SANDWICH, RuleKind.X_SUM},
            {RuleKind.SANDWICH, RuleKind.SKYSCRAPER}, {RuleKind.SANDWICH, RuleKind.NUMBERED_ROOM},
            {RuleKind.X_SUM, RuleKind.SKYSCRAPER}, {RuleKind.X_SUM, RuleKind.NUMBERED_ROOM},
            {RuleKind.SKYSCRAPER, RuleKind.NUMBERED_ROOM}};
        for (RuleKind[] pair : alike) {
            if (format == BoardFormat.SUDOKUPAD && kinds.contains(pair[0]) && kinds.contains(pair[1])) {
                throw new UsageException("--format sudokupad cannot write " + names(EnumSet.of(pair[0], pair[1]))
                        + " rules in one puzzle, drawn alike (BoardFormat says which): write them as rules");
            }
        }
    }

    /**
     * The kinds the generator places that a format cannot write on a grid of {@code size} digits ({@link BoardFormat}'s
     * refusals): f-puzzles' lockout lines are of difference size / 2, the generator's (size - 1) / 2.
     */
    private static Set<RuleKind> unwritten(BoardFormat format, int size) {
        return switch (format) {
            case FPUZZLES -> size / 2 == Line.lockoutDifference(size)
                    ? EnumSet.of(RuleKind.PARITY_LINE, RuleKind.NUMBERED_ROOM, RuleKind.COUNTING_CIRCLES)
                    : EnumSet.of(RuleKind.PARITY_LINE, RuleKind.LOCKOUT_LINE, RuleKind.NUMBERED_ROOM,
                            RuleKind.COUNTING_CIRCLES);
            case SUDOKUPAD -> EnumSet.of(RuleKind.INDEXER, RuleKind.COUNTING_CIRCLES);
            default -> EnumSet.noneOf(RuleKind.class);
        };
    }

    /** The kinds of {@code --rules}: names as {@link RuleKind#named} reads them, separated by commas. */
    private static Set<RuleKind> ruleKinds(String text) {
        Set<RuleKind> kinds = EnumSet.noneOf(RuleKind.class);
        for (String name : text.split(",", -1)) {
            if (name.isBlank()) { // "thermometer," is a kind left out, not a kind fewer
                throw new UsageException("--rules " + text + ": found no kind between commas, expected one such as"
                        + " thermometer");
            }
            try {
                RuleKind kind = RuleKind.named(name);
                if (!kind.generatable()) {
                    throw new UsageException("--rules " + text + ": the generator does not place " + name.strip());
                }
                kinds.add(kind);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--rules " + text + ": " + e.getMessage());
            }
        }
        return kinds;
    }

    /** The kinds as {@code --rules} names them: {@code thermometer,odd-even}. */
    private static String names(Set<RuleKind> kinds) {
        StringBuilder names = new StringBuilder();
        for (RuleKind kind : kinds) {
            names.append(names.length() == 0 ? "" : ",").append(kind.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        return names.toString();
    }

    /** The output form of {@code --format} for variant puzzles: {@code rules}, {@code fpuzzles} or {@code sudokupad}. */
    private static BoardFormat variantFormat(String text) {
        return switch (text) {
            case "rules" -> BoardFormat.RULES;
            case "fpuzzles" -> BoardFormat.FPUZZLES;
            case "sudokupad" -> BoardFormat.SUDOKUPAD;
            default -> throw new UsageException("--format " + text + ": generate writes rules, fpuzzles or sudokupad");
        };
    }

    /**
     * Where the {@code count} puzzles go: standard output, and with {@code --svg} a picture each in {@code pictures}
     * (else null), written before the puzzle is printed, so that a printed puzzle has its picture.
     */
    private record Sink(Output out, PictureFiles pictures, long count) {

        /** Draws puzzle {@code number} (from 1) when asked to, then prints its text and shows it at once. */
        void put(long number, Board puzzle, String text) {
            if (pictures != null) {
                pictures.write(PictureFiles.generatedName(number, count), BoardPicture.svg(puzzle));
            }
            out.print(text);
            out.flush(); // each puzzle costs milliseconds: show it, and notice a closed pipe at once
        }
    }
}
