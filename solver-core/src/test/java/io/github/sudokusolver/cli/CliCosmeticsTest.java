package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.TestPuzzles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the commands that read puzzles say of a puzzle they may not read in full: an f-puzzles puzzle with elements
 * the reader takes as cosmetic (a warning on standard error, naming the puzzle and the elements), and, for rate, a
 * variant puzzle (one line without a grid that would read back as another puzzle).
 */
final class CliCosmeticsTest {

    /** The warning's start and its two kinds, sorted by name, with their counts. */
    private static final String WARNING =
            "<stdin>:1: warning: elements read as cosmetic, not as rules: circle (1), line (2);";

    /** The seed as f-puzzles JSON on one line, with two cosmetic lines and a cosmetic circle after its grid. */
    private static String seedWithCosmetics() {
        Board seed = TestPuzzles.SEED;
        StringBuilder grid = new StringBuilder("[");
        for (int row = 0; row < 9; row++) {
            grid.append(row == 0 ? "[" : ",[");
            for (int col = 0; col < 9; col++) {
                int given = seed.get(row, col);
                grid.append(col == 0 ? "" : ",").append(given == 0 ? "{}" : "{\"value\":" + given + ",\"given\":true}");
            }
            grid.append(']');
        }
        return "{\"size\":9,\"grid\":" + grid + "],"
                + "\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]},{\"lines\":[[\"R5C5\",\"R5C6\"]]}],"
                + "\"circle\":[{\"cells\":[\"R9C9\"]}]}\n";
    }

    @Test
    void solvingWarnsOfCosmeticElementsAndStillPrintsTheAnswer() {
        CliRun run = run(seedWithCosmetics());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED " + TestPuzzles.SEED_SOLUTION), run.out());
        assertTrue(run.err().startsWith(WARNING), run.err());
        assertTrue(run.err().contains("the puzzle may mean more than the rules read")
                && run.err().contains("may not be the setter's"), run.err());
        assertEquals(1, run.err().lines().count(), "one line per puzzle: " + run.err());
    }

    @Test
    void countingWarnsToo() {
        CliRun run = run(seedWithCosmetics(), "--count", "2");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertEquals("<stdin>:1: 1 solution", run.outLines().get(0));
        assertTrue(run.err().startsWith(WARNING), run.err());
    }

    @Test
    void hintExplainAndRateWarnToo() {
        for (String command : List.of("hint", "explain", "rate")) {
            CliRun run = run(seedWithCosmetics(), command);
            assertEquals(SudokuCli.EXIT_OK, run.status(), command + ": " + run.err());
            assertTrue(run.err().startsWith(WARNING), command + ": " + run.err());
            assertFalse(run.out().contains("NOT RATED"), command + ": " + run.out());
        }
    }

    @Test
    void aPuzzleWithoutCosmeticElementsHasNoWarning() {
        CliRun run = run(TestPuzzles.SEED + "\n");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertEquals("", run.err());
    }

    @Test
    void rateShowsAVariantPuzzleOnOneLineWithoutAGrid() {
        // the seed's solution holds 2, 6 and 9 in r1c4-r1c6: a thermometer that keeps its one solution
        CliRun run = run("thermometer: r1c4 r1c5 r1c6\n" + TestPuzzles.SEED + "\n", "rate");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        List<String> lines = run.outLines();
        assertEquals(1, lines.size(), run.out());
        assertTrue(lines.get(0).matches("<stdin>:1: \\d+\\.\\d [A-Z]+ [A-Z].+"), run.out());
        assertFalse(lines.get(0).contains(TestPuzzles.SEED.toString()), "no grid without its rule: " + run.out());
    }

    @Test
    void rateShowsNoCagesOfAKillerWithAnotherRule() {
        Board empty = Board.empty(TestPuzzles.SEED.layout());
        CliRun run = run("cage 10: r1c1 r1c2\nthermometer: r1c1 r1c2 r1c3\n" + empty + "\n", "rate");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        List<String> lines = run.outLines();
        assertEquals(1, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith("<stdin>:1: NOT RATED: the puzzle has more than one solution"), run.out());
        assertFalse(run.out().contains(empty.toString()), "no empty grid: " + run.out());
        assertFalse(run.out().contains("cage 10"), "no cage line: " + run.out());
    }

    @Test
    void rateStillShowsAGridItRefusesForAnotherReason() {
        String clashing = "11" + ".".repeat(79);
        CliRun run = run(clashing + "\n", "rate");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: " + clashing + " NOT RATED: "), run.out());
    }
}
