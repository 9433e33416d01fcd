package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.logic.LogicalSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The words of the command line's answers and help: true to what it does, and as the library says it. */
final class CliTextTest {

    private static final String SOLVED =
            "435269781682571493197834562826195347374682915951743628519326874248957136763418259";

    @Test
    void oneNodeIsSaidInTheSingular() {
        CliRun run = run("." + SOLVED.substring(1), "--solver", "bitmask");
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED " + SOLVED + " (1 node, "), run.out());
    }

    @Test
    void explainOfASolvedGridRatesItAsTheLibraryDoes() {
        CliRun run = run(SOLVED, "explain");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        String rating = LogicalSolver.standard().explain(Board.parse(SOLVED)).rating().toString();
        assertEquals(List.of("<stdin>:1: rating: " + rating), run.outLines());
        assertEquals("1.0 EASY (Full house)", rating);
    }

    @Test
    void theHelpGivesEveryCaseOfExitStatusOne() {
        String help = run("", "--help").out().replaceAll("\\s+", " ");
        String status = help.substring(help.indexOf("Exit status:"));
        for (String reason : List.of("some input was malformed or unreadable", "a --layout had no grid to generate",
                "the output could not be written", "a --svg folder or picture could not be made or written",
                "an unforeseen failure (one error: line, never a stack trace)")) {
            assertTrue(status.contains(reason), reason + " in: " + status);
        }
    }

    @Test
    void theHelpSaysWhatIsNotRated() {
        String help = run("", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("A puzzle with clashing givens, no solution or more than one or, for rate, one"
                + " already solved is reported as NOT RATED"), help);
    }

    @Test
    void theHelpSaysCosmeticElementsAreWarnedOfAndVariantPuzzlesAreRatedWithoutTheirGrid() {
        String help = run("", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("Every command that reads puzzles then prints, on standard error, \"file:line:"
                + " warning: elements read as cosmetic, not as rules:"), help);
        assertTrue(help.contains("rate shows a puzzle with variant rules other than killer cages as \"file:line:\""
                + " and its rating alone"), help);
    }

    @Test
    void theHelpSaysWhatGenerateWritesOnEveryLayout() {
        String help = run("", "--help").out().replaceAll("\\s+", " ");
        assertFalse(help.contains("one 81-character line each"), help);
        assertTrue(help.contains("one line of cells each: 81 characters on the 9x9 grid, one per cell of the"
                + " --layout otherwise"), help);
    }
}
