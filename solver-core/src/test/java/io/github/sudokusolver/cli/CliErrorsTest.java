package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.rules.Cage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the command line says when it cannot do what it was asked: one line on standard error and an exit status,
 * never a stack trace; a wrong command line is status 2 before anything is read.
 */
final class CliErrorsTest {

    private static final String SEED_LINE =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";
    /** A jigsaw that has grids, but none once both diagonals must hold every digit too. */
    private static final String NO_DIAGONAL_GRID = "AAABBB\nAACBBB\nACCCDD\nEECCDD\nEEFFDD\nEEFFFF\n";

    @TempDir
    Path dir;

    @Test
    void aLayoutWithoutAGridIsOneLineNamingItNotAStackTrace() throws IOException {
        Path regions = Files.writeString(dir.resolve("regions.txt"), NO_DIAGONAL_GRID);
        String layout = "jigsaw:" + regions + "+diagonal";
        for (List<String> args : List.of(List.of("generate", "--layout", layout),
                List.of("generate", "--killer", "--layout", layout))) {
            CliRun run = run("", args.toArray(String[]::new));
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), args.toString());
            assertEquals(List.of("error: --layout " + layout + ": the jigsaw 6x6 diagonal layout has no solution:"
                    + " its regions cannot all hold every digit at once"), run.err().lines().toList());
        }
    }

    @Test
    void theStepEngineAnswersAKillerAndGoesOn() {
        String killer = BoardFormat.SUMOCUE.format(Generator.withSeed(3).killer(Layout.classic()));
        for (String command : List.of("hint", "explain", "rate")) {
            CliRun run = run(killer + SEED_LINE + "\n", command);
            assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
            assertTrue(run.outLines().get(0).startsWith("<stdin>:1: ") && !run.out().contains("NOT RATED"),
                    run.out());
            if (command.equals("hint")) {
                assertEquals("<stdin>:1: [2.0] Cage combinations: Cage 4 at r3c5 (2 cells): only {1,3} fits"
                        + " => r3c5,r4c5<>2456789", run.outLines().get(0), "the smallest cage's step, the cheapest");
            }
            assertTrue(run.out().contains("<stdin>:2: "), "the next puzzle is answered: " + run.out());
            assertEquals("", run.err());
        }
    }

    @Test
    void rateNamesAKillerByItsOwnFormNotByItsEmptyCells() {
        Board killer = Generator.withSeed(3).killer(Layout.classic());
        String sumoCue = BoardFormat.SUMOCUE.format(killer).strip();
        String rating = " 3.0 MEDIUM Cage completion";
        assertEquals(List.of("<stdin>:1: " + sumoCue + rating),
                run(sumoCue + "\n", "rate").outLines().subList(0, 1), "a SumoCue line, not 81 dots");
        Board diagonal = Generator.withSeed(4).killer(Layout.classic().withDiagonals());
        String diagonalLine = BoardFormat.SUMOCUE.format(diagonal).strip();
        assertEquals(List.of("<stdin>:1: " + diagonalLine + " 3.4 MEDIUM Hidden pair"),
                run(diagonalLine + "\n", "rate").outLines().subList(0, 1));
        // With a given, no SumoCue line holds it: its cage lines and its givens, each line after file:line.
        Board given = killer.with(0, 0, Solver.fastest().solve(killer).solution().orElseThrow().get(0, 0));
        List<String> expected = new ArrayList<>();
        for (Cage cage : killer.layout().cages()) {
            expected.add("<stdin>:1: " + cage);
        }
        expected.add("<stdin>:1: " + given);
        expected.add("<stdin>:1:" + rating);
        CliRun rated = run(BoardFormat.KILLER.format(given), "rate");
        assertEquals(SudokuCli.EXIT_OK, rated.status(), rated.err());
        assertEquals(expected, rated.outLines().subList(0, expected.size()));
        String stripped = String.join("\n", rated.outLines().subList(0, expected.size() - 1)).replace("<stdin>:1: ",
                "") + "\n";
        assertEquals(List.of("<stdin>:1: 1 solution"), run(stripped, "--count", "2").outLines().subList(0, 1),
                "the lines read back as the killer");
    }

    @Test
    void anUnexpectedFailureIsOneLineNotAStackTrace() {
        InputStream failing = new InputStream() {
            @Override
            public int read() {
                throw new IllegalStateException("the device went away");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SudokuCli.run(new String[0], failing, new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, status);
        assertEquals(List.of("error: java.lang.IllegalStateException: the device went away"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void anUnknownCommandIsAUsageErrorThatListsTheCommands() throws IOException {
        Path puzzles = Files.writeString(dir.resolve("p.txt"), SEED_LINE + "\n");
        CliRun run = run("", "solve", puzzles.toString());
        assertEquals(SudokuCli.EXIT_USAGE, run.status());
        assertEquals("", run.out(), "nothing is solved");
        assertTrue(run.err().startsWith("error: unknown command 'solve': the commands are generate, hint, explain"
                + " and rate; to solve, give the FILEs alone"), run.err());
        assertEquals(SudokuCli.EXIT_OK, run("", puzzles.toString()).status(), "a file first is still solved");
    }

    @Test
    void aMissingFileOrADirectoryIsCountedAsUnreadable() {
        CliRun run = run(SEED_LINE, "-", dir.toString(), dir.resolve("missing.txt").toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertTrue(run.outLines().get(1).startsWith("puzzles: 1, solved: 1, no solution: 0, invalid: 0, aborted: 0,"
                + " malformed: 0, unreadable: 2, time: "), run.out());
    }

    @Test
    void threadsOutOfRangeAreRefusedNotCapped() {
        for (String threads : List.of("99999999999", "1025", "0")) {
            CliRun run = run(SEED_LINE, "--threads", threads);
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), threads);
            assertTrue(run.err().startsWith("error: --threads needs a whole number in 1..1024, found '" + threads
                    + "'"), run.err());
        }
        assertEquals(SudokuCli.EXIT_OK, run(SEED_LINE, "--threads", "1024").status());
    }

    @Test
    void givensOutOfRangeHaveOneExplanation() {
        for (String givens : List.of("16", "82", "x")) {
            CliRun run = run("", "generate", "--givens", givens);
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), givens);
            assertTrue(run.err().startsWith("error: --givens needs a whole number in 17..81 (a proper puzzle has at"
                    + " least 17 givens, and the grid 81 cells), found '" + givens + "'"), run.err());
        }
    }

    @Test
    void standardInputTwiceIsAUsageErrorThatSaysSo() {
        for (List<String> args : List.of(List.of("-", "-"), List.of("rate", "-", "-"))) {
            CliRun run = run(SEED_LINE, args.toArray(String[]::new));
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), args.toString());
            assertTrue(run.err().startsWith("error: '-' (standard input) is given twice; it can be read once"),
                    run.err());
            assertFalse(run.err().contains("Stream closed"), run.err());
        }
    }
}
