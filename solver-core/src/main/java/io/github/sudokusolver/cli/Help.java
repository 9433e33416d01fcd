package io.github.sudokusolver.cli;

import io.github.sudokusolver.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The text of {@code --help}, for every command: what each reads, prints and takes, and the exit statuses. */
@JvmOnly
final class Help {

    private Help() {
    }

    private static final String HELP = """
            Usage: java -jar solver-core.jar [OPTIONS] [FILE...]
                   java -jar solver-core.jar generate [--count N] [--seed S] [--givens G]
                                             [--difficulty LEVEL] [--symmetry S] [--layout L] [--killer]
                                             [--rules KINDS [--format F]]
                                             [--timeout SECONDS (with --difficulty or --killer)] [--svg DIR]
                   java -jar solver-core.jar hint|explain [--layout L] [--timeout SECONDS] [--svg DIR] [FILE...]
                   java -jar solver-core.jar rate [--layout L] [--timeout SECONDS] [FILE...]

            Solves Sudoku puzzles read from each FILE in turn, or from standard input when no FILE is given
            (or FILE is -). Input is UTF-8; a byte-order mark is skipped and bytes that are not UTF-8 are read
            as U+FFFD. Accepted, per puzzle: a line of 81 cells (1-9 for a given; ., 0 or _ for an empty cell),
            optionally followed by a blank, #, ; or , and any text; the same after an id column; the CSV
            "puzzle,solution" (both are checked); 81 numbers separated by blanks or commas; grids of 9
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

            Variant puzzles come one per line, on their own grid: an f-puzzles or SudokuPad link (or its
            lz-string alone, or the f-puzzles JSON), or the Interactive Sudoku Solver's text
            (.Cage~15~R1C3~R1C4.Thermo~R1C1~R1C2.~R1C1_5); or on any layout as rule lines before the
            givens, as --format rules writes them ("thermometer: r1c1 r1c2", "white dot: r1c1 r1c2",
            "anti-knight"; docs/variants.md lists them). Thermometers, arrows, whispers, renban,
            dots, XV, little killers, sandwiches and the other rules of docs/reading.md are solved; a rule
            this tool does not know is a malformed puzzle that names it, never a puzzle solved without it.
            Elements f-puzzles only draws (line, rectangle, circle, text, a cage without a sum, SudokuPad's
            fog, a little killer or sandwich without a value) are read as cosmetic, not as rules; a setter
            often draws a rule of their own with them. Every command that reads puzzles then prints, on
            standard error, "file:line: warning: elements read as cosmetic, not as rules: circle (1),
            line (2); ..." (each kind with its count), and still answers for the rules it read, which may
            not be the setter's answer; the warning leaves the exit status as it is. --svg draws none of them.

            For each puzzle it prints its position (file:line), its status and the solution or the count,
            then a summary line. A malformed puzzle is reported on standard error with file, line and column,
            and the run goes on with the next one; so is a FILE that cannot be read (missing, a directory),
            counted as unreadable. - may be given once. The first argument is a command (generate, hint,
            explain, rate) or a FILE: another bare word, such as solve, is a wrong command line (write
            ./solve for a file of that name).

            Options:
              --solver NAME      the strategy to use (default: %s); one of: %s
              --count LIMIT      count solutions up to LIMIT (at least 1) instead of solving
              --max-nodes N      stop a search after it places N digits (reported as ABORTED)
              --timeout SECONDS  stop a search after this many seconds, more than 0, e.g. 0.5 (ABORTED)
              --threads N        solve on N threads, 1..1024 (default: %d, the available processors); the
                                 output is in input order and the same for any N, apart from timings
              --format F         how to print solutions: line (default), grid, framed, rules (the rule
                                 lines, then the grid), fpuzzles (an f-puzzles link) or sudokupad (a
                                 SudokuPad link); a solution a link cannot express is printed as a
                                 line, then a # line that says why
              --grid             the same as --format grid
              --layout L         the grid of every puzzle (default: 9x9): NxN for N of 4..25 with boxes
                                 as near square as N allows (4x4, 6x6, 8x8, 12x12, 16x16, 25x25, ...),
                                 boxes:RxC for boxes R rows high and C wide, samurai, jigsaw:FILE for
                                 the regions drawn in FILE (UTF-8, one symbol per region), each optionally
                                 followed by +diagonal and/or +windoku. Puzzles are read one per line
                                 or as grids, digits above 9 as letters A-P or as numbers 10-25.
              --svg DIR          also draw each puzzle as an SVG picture, DIR/NAME-LINE.svg: NAME is the
                                 FILE's name without its folders (p.txt-2.svg for line 2 of data/p.txt),
                                 stdin for standard input; the puzzle with its solution apart from the
                                 givens, or the puzzle alone when there is none (no solution, invalid,
                                 aborted) and always with --count, which keeps no solution
              --list-solvers     print the available solver names and exit
              --help             print this help and exit

            generate prints N proper puzzles (default 1) after a comment line with the seed, one line of
            cells each: 81 characters on the 9x9 grid, one per cell of the --layout otherwise (256 on 16x16,
            441 on samurai, its holes as '.'); killers as --killer says. The same seed gives the same puzzles.
              --count N          how many puzzles to make
              --seed S           the random seed, a whole number (default: taken from the clock)
              --givens G         givens per puzzle, 17..81 (default: minimal puzzles, no given removable);
                                 when uniqueness does not allow G, the closest puzzle found has more, and
                                 its line ends with "# N givens (asked for G)"

              --difficulty LEVEL a puzzle the logical solver rates at that level: easy, medium, hard,
                                 expert, master or extreme (not with --givens)
              --symmetry S       where the givens go: none (default), 180, 90, mirror or diagonal
              --timeout SECONDS  with --difficulty or --killer (refused without them): give up a puzzle
                                 after this many seconds, more than 0; it is reported as
                                 "# puzzle N: ABORTED TIMEOUT ..." and the next is made
              --layout L         a proper puzzle of layout L (as above), one line each; takes --difficulty
                                 (and --timeout), not --givens or --symmetry
              --killer           proper killers instead (cages over the whole grid, no givens), on the
                                 9x9 grid or --layout L: a SumoCue line each on 9x9 and 9x9+diagonal,
                                 cage lines then the grid on other layouts; reads back as it is written
                                 (with the same --layout). With --difficulty, killers the logical solver
                                 rates at that level. With --timeout, a killer not made in time is
                                 reported as "# puzzle N: ABORTED TIMEOUT ..." and the next is made
              --rules KINDS      variant puzzles whose rules the generator places, of these kinds only
                                 (comma-separated: thermometer, arrow, kropki, xv, german-whisper, renban,
                                 palindrome, region-sum-line, between-line, little-killer, sandwich,
                                 killer-cage, quadruple, odd-even, parity-line, modular-line,
                                 nabner-line, slow-thermometer, double-arrow, lockout-line, x-sum,
                                 skyscraper, numbered-room, indexer, counting-circles), minimal (no
                                 rule or given can go), at the --difficulty asked (required), on 4x4
                                 to 9x9 square layouts
              --format F         with --rules: rules (default: the rule lines, then the grid), fpuzzles
                                 (an f-puzzles link each, which f-puzzles and SudokuPad open) or
                                 sudokupad (a SudokuPad link each, in SudokuPad's own format)
              --svg DIR          also draw each puzzle as DIR/puzzle-001.svg, puzzle-002.svg, ... (3 digits,
                                 more when --count needs them); one that timed out has no picture

            hint, explain and rate solve like a person, one explained step at a time, for each puzzle of
            each FILE (or standard input), read as above. Every line starts with the puzzle's file:line:
              hint               the simplest next step, e.g. "p.txt:3: [1.2] Hidden single: ... => r3c5=7"
              explain            every step to the solution, one per line, then "file:line: rating: ..."
              rate               one line per puzzle: file:line, the puzzle, its score on Sudoku
                                 Explainer's scale, its level and its hardest technique. A killer is
                                 shown as its SumoCue line, or, with givens, as its cage lines and its
                                 givens' line, each after file:line:, the answer on the line after them
              --layout L         the grid of the puzzles, as when solving (default 9x9): every layout
                                 without cages or rules, on the same scale; killers are NOT RATED
              --timeout SECONDS  give up a puzzle after this many seconds, more than 0: reported as
                                 ABORTED TIMEOUT, and the run goes on
              --svg DIR          hint and explain: also draw each puzzle, named as when solving. hint:
                                 DIR/NAME-LINE.svg, its step over the puzzle's pencil marks; explain:
                                 DIR/NAME-LINE.svg, the puzzle, and DIR/NAME-LINE-step-01.svg and on
                                 (2 digits, more when needed), each step over the marks before it. A
                                 puzzle with no step to draw (solved, NOT RATED, ABORTED) is drawn
                                 alone
            A puzzle with clashing givens, no solution or more than one or, for rate, one already solved
            is reported as NOT RATED with the reason, and the run goes on; like a puzzle without a solution
            when solving, it is an answer, not a failure: it leaves the exit status 0. rate shows a puzzle
            with variant rules other than killer cages as "file:line:" and its rating alone: its grid
            without its rules would read back as another puzzle.

            --svg makes DIR (and its parents) when missing and checks that it can write there before
            anything is read. It never overwrites a file: one that exists stops the run with "error: ..."
            and status 1, after the answers of the puzzles drawn before it (each picture is written just
            before its puzzle's answer, in input order, the same for any --threads). Two FILEs of one name
            (a/p.txt b/p.txt) would draw to the same names: with --svg, a wrong command line. rate and
            --list-solvers take no --svg.

            Exit status: 0 when every puzzle was read, 1 when some input was malformed or unreadable,
            a --layout had no grid to generate ("error: --layout L: ..."), the output could not be
            written, a --svg folder or picture could not be made or written, or on an unforeseen failure
            (one error: line, never a stack trace), 2 for a wrong command line, 141 when the reader of the
            output went away (as in "| head -1"), which ends the run at once.
            """;

    /** The help, with the solver names available on this class path and this machine's processors filled in. */
    static String text() {
        List<String> names = new ArrayList<>();
        Solver.available().forEach(s -> names.add(s.name()));
        return String.format(Locale.ROOT, HELP, SudokuCli.DEFAULT_SOLVER, String.join(", ", names),
                Runtime.getRuntime().availableProcessors());
    }
}
