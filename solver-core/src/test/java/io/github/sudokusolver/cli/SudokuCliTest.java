package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.FormatSamples;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.generate.Generator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SudokuCliTest {

    private static final String SEED_LINE =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";
    private static final String SEED_SOLUTION =
            "435269781682571493197834562826195347374682915951743628519326874248957136763418259";

    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    @Test
    void solvesLinesFromStandardInput() {
        CliRun run = run(SEED_LINE + "\n" + SEED_LINE.replace('.', '0') + "\n");
        assertEquals(SudokuCli.EXIT_OK, run.status());
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED " + SEED_SOLUTION + " ("), run.out());
        assertTrue(run.outLines().get(1).startsWith("<stdin>:2: SOLVED " + SEED_SOLUTION), run.out());
        assertTrue(run.outLines().get(2).startsWith(
                "puzzles: 2, solved: 2, no solution: 0, invalid: 0, aborted: 0, malformed: 0, unreadable: 0, time: "),
                run.out());
    }

    @Test
    void readsLabelledGridsAsProjectEulerWritesThem() throws IOException {
        String grids = "Grid 01\n030260701\n680070090\n190004500\n820100040\n004602900\n050003028\n009300074\n"
                + "040050036\n703018000\nGrid 02\n" + "000000000\n".repeat(9);
        Path path = file("euler.txt", grids);
        CliRun run = run("", "--solver", "candidate-set", path.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.outLines().get(0).startsWith(path + ":2: SOLVED " + SEED_SOLUTION), run.out());
        assertTrue(run.outLines().get(1).startsWith(path + ":12: SOLVED 123456789"), run.out());
    }

    @Test
    void printsGridsOnRequest() {
        CliRun run = run(SEED_LINE, "--grid");
        assertEquals("4 3 5 | 2 6 9 | 7 8 1", run.outLines().get(1));
        assertEquals(13, run.outLines().size(), run.out()); // status, 11 grid lines, summary
    }

    @Test
    void reportsMalformedPuzzleWithPositionAndGoesOn() throws IOException {
        String text = SEED_LINE + "\n" + SEED_LINE.substring(0, 40) + "x" + SEED_LINE.substring(41) + "\n"
                + SEED_LINE.substring(1) + "\n" + "0 3 0\n" + "# comment\n" + SEED_LINE + "\n";
        Path path = file("bad.txt", text);
        CliRun run = run("", path.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        List<String> errors = run.err().lines().toList();
        assertEquals(path + ":2:41: malformed puzzle: found 'x', expected a digit 1-9, or '.', '0' or '_' for an"
                + " empty cell", errors.get(0));
        assertEquals(path + ":3: malformed puzzle: found 80 cells, expected 81", errors.get(1));
        assertEquals(path + ":4: malformed puzzle: found 3 cells, expected 9 in a grid row", errors.get(2));
        assertTrue(run.out().contains(path + ":6: SOLVED"), run.out());
        assertTrue(run.out().contains("puzzles: 2, solved: 2, no solution: 0, invalid: 0, aborted: 0, malformed: 3"),
                run.out());
    }

    @Test
    void reportsShortGridRowAtItsLine() throws IOException {
        String grid = "1 2 3 4 5 6 7 8 9\n" + ". . . . . . . .\n" + ". . . . . . . . .\n".repeat(7);
        Path path = file("short.txt", grid);
        CliRun run = run("", path.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertEquals(path + ":2: malformed puzzle: found 8 cells, expected 9 in a grid row", run.err().strip());
    }

    @Test
    void reportsInvalidNoSolutionAndAbortedStatuses() {
        String invalid = "66" + SEED_LINE.substring(2);
        String noSolution = ".12345678" + "9........" + ".".repeat(63);
        String endless = "........1........2........3........4........5........6........7........8" + "9........";
        CliRun run = run(invalid + "\n" + noSolution + "\n" + endless + "\n", "--solver", "bitmask", "--max-nodes",
                "10000");
        assertEquals(SudokuCli.EXIT_OK, run.status());
        List<String> lines = run.outLines();
        assertTrue(lines.get(0).startsWith("<stdin>:1: INVALID [digit 6 twice in row 1: r1c"), lines.get(0));
        assertTrue(lines.get(1).startsWith("<stdin>:2: NO_SOLUTION"), lines.get(1));
        assertTrue(lines.get(2).startsWith("<stdin>:3: ABORTED NODE_LIMIT (10000 nodes"), lines.get(2));
        assertTrue(lines.get(3).startsWith("puzzles: 3, solved: 0, no solution: 1, invalid: 1, aborted: 1"));
    }

    @Test
    void countsSolutionsUpToLimit() {
        CliRun run = run(".".repeat(81) + "\n" + SEED_LINE + "\n", "--count", "50");
        assertEquals("<stdin>:1: 50 solutions (limit reached)", run.outLines().get(0));
        assertEquals("<stdin>:2: 1 solution", run.outLines().get(1));
    }

    @Test
    void countReportsAbortWithPartialCount() {
        CliRun run = run(".".repeat(81), "--count", "1000000000", "--max-nodes", "2000");
        assertEquals(SudokuCli.EXIT_OK, run.status());
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: ABORTED NODE_LIMIT after "), run.out());
    }

    @Test
    void reportsMissingFileAndGoesOn() throws IOException {
        Path good = file("good.txt", SEED_LINE);
        CliRun run = run("", dir.resolve("missing.txt").toString(), good.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertTrue(run.err().contains("missing.txt: no such file"), run.err());
        assertTrue(run.out().contains("solved: 1"), run.out());
    }

    @Test
    void helpDocumentsEveryOption() {
        CliRun run = run("", "--help");
        assertEquals(SudokuCli.EXIT_OK, run.status());
        for (String option : List.of("--solver", "--count", "--max-nodes", "--timeout", "--grid", "--list-solvers",
                "--killer", "--svg", "--help", "boolean-array", "candidate-set")) {
            assertTrue(run.out().contains(option), option);
        }
    }

    @Test
    void usesTheFastSolverByDefault() {
        CliRun run = run("........1........2........3........4........5........6........7........8" + "9........");
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: NO_SOLUTION"), run.out());
    }

    @Test
    void generatesRepeatablePuzzlesFromSeed() {
        CliRun first = run("", "generate", "--count", "3", "--seed", "42");
        CliRun second = run("", "generate", "--count", "3", "--seed", "42");
        assertEquals(SudokuCli.EXIT_OK, first.status(), first.err());
        assertEquals(first.out(), second.out());
        List<String> lines = first.outLines();
        assertEquals("# seed 42, minimal puzzles", lines.get(0));
        assertEquals(4, lines.size());
        CliRun solved = run(first.out(), "--count", "2");
        assertEquals(List.of("<stdin>:2: 1 solution", "<stdin>:3: 1 solution", "<stdin>:4: 1 solution"),
                solved.outLines().subList(0, 3));
    }

    @Test
    void generatesPuzzlesWithTargetGivens() {
        CliRun run = run("", "generate", "--count", "2", "--seed", "7", "--givens", "30");
        for (String line : run.outLines().subList(1, 3)) {
            assertEquals(30, line.chars().filter(c -> c != '.').count(), line);
        }
    }

    @Test
    void rejectsWrongGenerateOptions() {
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--givens", "16").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--givens", "82").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--seed", "x").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--count", "0").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--fast").status());
    }

    @Test
    void listsSolvers() {
        CliRun run = run("", "--list-solvers");
        assertTrue(run.outLines().containsAll(List.of("boolean-array", "bitmask", "candidate-set")), run.out());
    }

    @Test
    void rejectsWrongCommandLines() {
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--frobnicate").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--count").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--count", "0").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--timeout", "soon").status());
        CliRun unknown = run("", "--solver", "dlx");
        assertEquals(SudokuCli.EXIT_USAGE, unknown.status());
        assertTrue(unknown.err().contains("unknown solver 'dlx'; known solvers: boolean-array"), unknown.err());
    }

    @Test
    void readsEveryFormatAndCountsTheMalformed() throws IOException {
        Path path = Files.write(dir.resolve("formats.txt"), FormatSamples.everyFormat());
        CliRun run = run("", path.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), run.err());
        assertTrue(run.out().contains("puzzles: " + FormatSamples.GOOD_PUZZLES + ", solved: "
                + FormatSamples.GOOD_PUZZLES + ", no solution: 0, invalid: 0, aborted: 0, malformed: "
                + FormatSamples.MALFORMED + ", unreadable: 0, time: "), run.out());
        assertEquals(List.of(path + ":4:1", path + ":9:163", path + ":25:11", path + ":26"),
                run.err().lines().map(line -> line.substring(0, line.indexOf(": malformed"))).toList());
    }

    @Test
    void printsTheSameForAnyNumberOfThreadsApartFromTimings() throws IOException {
        StringBuilder text = new StringBuilder();
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < 700; i++) {
            text.append(i % 97 == 0 ? "garbage x" + SEED_LINE.substring(9) : randomPuzzle(random)).append('\n');
        }
        Path path = file("many.txt", text.toString());
        CliRun one = run("", "--threads", "1", path.toString());
        CliRun four = run("", "--threads", "4", path.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, one.status());
        assertEquals(one.status(), four.status());
        assertEquals(withoutTimings(one.out()), withoutTimings(four.out()));
        assertEquals(one.err(), four.err());
        assertEquals(692 + 1, one.outLines().size()); // 8 of the 700 lines are garbage; then the summary
        CliRun counted = run("", "--threads", "3", "--count", "2", path.toString());
        assertEquals(withoutTimings(run("", "--threads", "1", "--count", "2", path.toString()).out()),
                withoutTimings(counted.out()));
    }

    private static String randomPuzzle(java.util.Random random) {
        char[] cells = SEED_SOLUTION.toCharArray();
        for (int i = 0; i < cells.length; i++) {
            if (random.nextInt(3) > 0) {
                cells[i] = '.';
            }
        }
        return new String(cells);
    }

    private static String withoutTimings(String out) {
        return out.replaceAll("\\d+\\.\\d{3} ms", "T ms");
    }

    @Test
    void endsQuietlyWhenTheReaderOfTheOutputGoesAway() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SudokuCli.run(new String[] {"generate", "--count", "1000000", "--seed", "1"},
                new ByteArrayInputStream(new byte[0]), failingAfter(100, "Broken pipe"),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(SudokuCli.EXIT_BROKEN_PIPE, status);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        String many = (SEED_LINE + "\n").repeat(20_000);
        int solving = SudokuCli.run(new String[] {"--threads", "2"},
                new ByteArrayInputStream(many.getBytes(StandardCharsets.UTF_8)), failingAfter(1000, "Broken pipe"),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(SudokuCli.EXIT_BROKEN_PIPE, solving);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void reportsAWriteErrorWithExitOne() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SudokuCli.run(new String[0], new ByteArrayInputStream(SEED_LINE.getBytes(StandardCharsets.UTF_8)),
                failingAfter(0, "No space left on device"), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, status);
        assertEquals("error: cannot write the output: No space left on device",
                err.toString(StandardCharsets.UTF_8).strip());
    }

    /** An output that takes {@code bytes} bytes and then fails as the operating system would. */
    private static OutputStream failingAfter(int bytes, String message) {
        return new OutputStream() {
            private int left = bytes;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > left) {
                    throw new IOException(message);
                }
                left -= len;
            }
        };
    }

    @Test
    void saysWhyAFileCannotBeRead() {
        CliRun run = run("", dir.toString(), dir.resolve("missing.txt").toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertEquals(List.of(dir + ": is a directory", dir.resolve("missing.txt") + ": no such file"),
                run.err().lines().toList());
    }

    @Test
    void rejectsAZeroTimeoutAndBadThreadsAndFormats() {
        CliRun zero = run("", "--timeout", "0");
        assertEquals(SudokuCli.EXIT_USAGE, zero.status());
        assertTrue(zero.err().contains("--timeout needs a number of seconds above 0, found '0'"), zero.err());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--threads", "0").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "--format", "fancy").status());
    }

    @Test
    void printsFramedGrids() {
        CliRun run = run(SEED_LINE, "--format", "framed");
        assertEquals("+-------+-------+-------+", run.outLines().get(1));
        assertEquals("| 4 3 5 | 2 6 9 | 7 8 1 |", run.outLines().get(2));
        assertEquals(15, run.outLines().size(), run.out()); // status, 13 grid lines, summary
    }

    @Test
    void generateSaysHowManyGivensEachPuzzleHasWhenTheTargetIsOutOfReach() {
        CliRun run = run("", "generate", "--count", "2", "--seed", "3", "--givens", "17");
        assertEquals("# seed 3, 17 givens where uniqueness allows", run.outLines().get(0));
        for (String line : run.outLines().subList(1, 3)) {
            long givens = line.substring(0, 81).chars().filter(c -> c != '.').count();
            assertTrue(givens > 17, line);
            assertEquals(" # " + givens + " givens (asked for 17)", line.substring(81));
        }
        CliRun reread = run(run.out(), "--count", "2");
        assertEquals(SudokuCli.EXIT_OK, reread.status(), reread.err());
        assertFalse(reread.out().contains("malformed: 1"));
        assertTrue(reread.out().contains("puzzles: 2, solved: 2"), reread.out());
    }

    @Test
    void formatsMillisecondsWithThreeDecimals() {
        assertEquals("0.000 ms", SudokuCli.millis(java.time.Duration.ZERO));
        assertEquals("0.005 ms", SudokuCli.millis(java.time.Duration.ofNanos(5_000)));
        assertEquals("0.050 ms", SudokuCli.millis(java.time.Duration.ofNanos(49_600)));
        assertEquals("1.235 ms", SudokuCli.millis(java.time.Duration.ofNanos(1_234_567)));
        assertEquals("1000.000 ms", SudokuCli.millis(java.time.Duration.ofNanos(999_999_600)));
        assertTrue(run(SEED_LINE).outLines().get(0).matches(".* \\(0 nodes, \\d+\\.\\d{3} ms\\)"));
    }

    @Test
    void acceptsAPositiveTimeout() {
        CliRun run = run(SEED_LINE, "--timeout", "0.5", "--solver", "bitmask");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.out().contains("solved: 1"), run.out());
        CliRun tiny = run(SEED_LINE, "--timeout", "0.0000000001", "--solver", "bitmask");
        assertEquals(SudokuCli.EXIT_OK, tiny.status(), tiny.err());
    }

    @Test
    void countsTallyInvalidAndAbortedPuzzles() {
        CliRun invalid = run("66" + SEED_LINE.substring(2), "--count", "2");
        assertTrue(invalid.outLines().get(0).startsWith("<stdin>:1: INVALID [digit 6 twice in row 1: r1c"),
                invalid.out());
        assertTrue(invalid.out().contains("puzzles: 1, solved: 0, no solution: 0, invalid: 1, aborted: 0"),
                invalid.out());
        CliRun aborted = run(".".repeat(81), "--count", "1000000000", "--max-nodes", "2000");
        assertTrue(aborted.out().contains("puzzles: 1, solved: 0, no solution: 0, invalid: 0, aborted: 1"),
                aborted.out());
    }

    @Test
    void explainsEveryUsageError() {
        for (String[] args : List.of(new String[] {"--frobnicate"}, new String[] {"generate", "--fast"})) {
            CliRun run = run("", args);
            assertEquals(SudokuCli.EXIT_USAGE, run.status());
            assertTrue(run.err().startsWith("error: unknown "), run.err());
            assertTrue(run.err().endsWith("Run with --help for usage.\n"), run.err());
        }
    }

    @Test
    void ratesHintsAndExplainsEachPuzzleAndReportsUnsuitableOnes() {
        CliRun rate = run(SEED_LINE + "\n" + ".".repeat(81) + "\n" + SEED_SOLUTION + "\n", "rate");
        List<String> lines = rate.outLines();
        assertEquals(3, lines.size(), rate.out());
        assertTrue(lines.get(0).matches("<stdin>:1: \\Q" + SEED_LINE + "\\E \\d+\\.\\d [A-Z]+ .+"), lines.get(0));
        assertEquals("<stdin>:2: " + ".".repeat(81) + " NOT RATED: the puzzle has more than one solution; logical"
                + " solving and rating need exactly one", lines.get(1));
        assertEquals("<stdin>:3: " + SEED_SOLUTION + " NOT RATED: the board is already solved, so there is no puzzle"
                + " to rate", lines.get(2));
        assertEquals(SudokuCli.EXIT_OK, rate.status(), "a refused puzzle is an answer, as the help says");

        CliRun hint = run(SEED_LINE + "\n" + ".".repeat(81) + "\n", "hint");
        assertTrue(hint.outLines().get(0).startsWith("<stdin>:1: ["), hint.out());
        assertTrue(hint.outLines().get(0).contains(" => r"), hint.out());
        assertTrue(hint.outLines().get(1).startsWith("<stdin>:2: NOT RATED: "), hint.out());
        assertEquals(SudokuCli.EXIT_OK, hint.status());

        CliRun explain = run("# a label\n" + SEED_LINE + "\n", "explain");
        List<String> steps = explain.outLines();
        for (String line : steps) {
            assertTrue(line.startsWith("<stdin>:2: "), line);
        }
        assertTrue(steps.get(steps.size() - 1).startsWith("<stdin>:2: rating: "), explain.out());
        assertEquals(io.github.sudokusolver.logic.LogicalSolver.standard().explain(
                io.github.sudokusolver.Board.parse(SEED_LINE)).steps().size() + 1, steps.size());

        CliRun malformed = run("x" + SEED_LINE.substring(1) + "\n", "rate");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, malformed.status());
        assertTrue(malformed.err().startsWith("<stdin>:1:1: malformed puzzle: "), malformed.err());
    }

    @Test
    void theLogicalCommandsAndGenerateByDifficultyTakeATimeoutPerPuzzle() {
        for (String command : List.of("hint", "explain", "rate")) {
            CliRun stopped = run(SEED_LINE + "\n" + SEED_LINE + "\n", command, "--timeout", "1e-9");
            assertEquals(SudokuCli.EXIT_OK, stopped.status(), stopped.err());
            List<String> lines = stopped.outLines();
            assertEquals(2, lines.size(), stopped.out());
            for (int i = 0; i < 2; i++) {
                String subject = "<stdin>:" + (i + 1) + ": " + (command.equals("rate") ? SEED_LINE + " " : "");
                assertTrue(lines.get(i).startsWith(subject + "ABORTED TIMEOUT after "), lines.get(i));
                assertTrue(lines.get(i).endsWith(" ms (raise --timeout)"), lines.get(i));
            }
            assertEquals(run(SEED_LINE + "\n", command).out(),
                    run(SEED_LINE + "\n", command, "--timeout", "1000").out(),
                    command + ": a timeout that does not pass changes nothing");
            assertEquals(SudokuCli.EXIT_USAGE, run("", command, "--timeout", "0").status());
        }
        CliRun generated = run("", "generate", "--difficulty", "hard", "--seed", "3", "--count", "2", "--timeout", "1e-9");
        assertEquals(SudokuCli.EXIT_OK, generated.status(), generated.err());
        assertEquals(3, generated.outLines().size(), generated.out());
        assertTrue(generated.outLines().get(2).startsWith("# puzzle 2: ABORTED TIMEOUT after "), generated.out());
        assertEquals(run("", "generate", "--difficulty", "hard", "--seed", "3").out(),
                run("", "generate", "--difficulty", "hard", "--seed", "3", "--timeout", "1000").out());
        CliRun noLevel = run("", "generate", "--timeout", "1");
        assertEquals(SudokuCli.EXIT_USAGE, noLevel.status());
        assertTrue(noLevel.err().startsWith("error: --timeout bounds the making of a puzzle by --difficulty"),
                noLevel.err());
    }

    @Test
    void generatesByDifficultyAndSymmetry() {
        CliRun run = run("", "generate", "--seed", "4", "--count", "2", "--difficulty", "hard", "--symmetry", "180");
        String[] lines = run.out().split("\n");
        assertEquals(3, lines.length, run.out());
        for (int i = 1; i < 3; i++) {
            io.github.sudokusolver.Board puzzle = io.github.sudokusolver.Board.parse(lines[i]);
            assertEquals(io.github.sudokusolver.logic.Difficulty.HARD,
                    io.github.sudokusolver.logic.LogicalSolver.standard().rate(puzzle).difficulty());
        }
        assertEquals(2, run("", "generate", "--difficulty", "impossible").status());
        assertEquals(2, run("", "generate", "--difficulty", "easy", "--givens", "30").status());
        assertEquals(2, run("", "rate", "--fast").status());
    }

    @Test
    @Tag("slow") // seconds per run: left out of the mutation run, where each mutant would wait on it
    void generatesAndSolvesPuzzlesOfOtherLayouts() {
        for (String layout : List.of("4x4", "6x6", "boxes:3x2", "12x12", "16x16", "samurai", "9x9+diagonal",
                "9x9+windoku+diagonal", "16x16+windoku")) {
            CliRun generated = run("", "generate", "--layout", layout, "--count", "2", "--seed", "5");
            assertEquals(SudokuCli.EXIT_OK, generated.status(), layout + ": " + generated.err());
            assertTrue(generated.outLines().get(0).startsWith("# seed 5, layout "), generated.out());
            assertEquals(3, generated.outLines().size(), generated.out());
            CliRun counted = run(generated.out(), "--layout", layout, "--count", "2");
            assertEquals(List.of("<stdin>:2: 1 solution", "<stdin>:3: 1 solution"), counted.outLines().subList(0, 2),
                    layout + ": " + counted.err());
            CliRun solved = run(generated.out(), "--layout", layout, "--solver", "dancing-links", "--grid");
            assertEquals(SudokuCli.EXIT_OK, solved.status(), layout + ": " + solved.err());
            assertTrue(solved.out().contains("puzzles: 2, solved: 2"), solved.out());
        }
    }

    @Test
    void readsJigsawRegionsFromAFileAndGridsOfLetters() throws IOException {
        Path regions = file("regions.txt", """
                AAABBB
                AACBBB
                ACCCDD
                EECCDD
                EEFFDD
                EEFFFF
                """);
        CliRun generated = run("", "generate", "--layout", "jigsaw:" + regions, "--seed", "1");
        assertEquals(SudokuCli.EXIT_OK, generated.status(), generated.err());
        assertTrue(generated.outLines().get(0).endsWith("layout jigsaw 6x6"), generated.out());
        CliRun solved = run(generated.outLines().get(1) + "\n", "--layout", "jigsaw:" + regions, "--grid");
        assertTrue(solved.out().contains("solved: 1"), solved.out() + solved.err());
        CliRun letters = run("""
                # a 16x16 as a grid, digits above 9 as letters
                """ + ".".repeat(16).concat("\n").repeat(15) + "G...............\n", "--layout", "16x16");
        String solution = letters.outLines().get(0).split(" ")[2];
        assertEquals(256, solution.length(), letters.out() + letters.err());
        assertEquals('G', solution.charAt(15 * 16), "the given of the last row stays");
    }

    @Test
    void namesTheFileLineAndColumnOfABadCellInALayout() {
        CliRun run = run("12.4\n..5.\n....\n....\n", "--layout", "4x4");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertTrue(run.err().contains("<stdin>:2:3: malformed puzzle: found '5', expected at most 4"), run.err());
        assertTrue(run.out().contains("malformed: 1"), run.out());
    }

    @Test
    void namesARegionFileThatIsNotUtf8OrIsADirectoryOrIsMissing() throws IOException {
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, "AAABBB\nAAC\u00e9BB\n".getBytes(StandardCharsets.ISO_8859_1));
        CliRun notUtf8 = run("", "--layout", "jigsaw:" + latin1);
        assertEquals(SudokuCli.EXIT_USAGE, notUtf8.status());
        assertEquals("error: --layout jigsaw:" + latin1 + ": " + latin1 + " is not UTF-8 text: byte 0xE9 on line 2"
                + " is not UTF-8", notUtf8.err().lines().findFirst().orElseThrow());
        CliRun directory = run("", "generate", "--layout", "jigsaw:" + dir);
        assertEquals(SudokuCli.EXIT_USAGE, directory.status());
        assertEquals("error: --layout jigsaw:" + dir + ": " + dir + " is a directory, not a file of regions",
                directory.err().lines().findFirst().orElseThrow());
        CliRun missing = run("", "--layout", "jigsaw:" + dir.resolve("none.txt"));
        assertEquals("error: --layout jigsaw:" + dir.resolve("none.txt") + ": no such file",
                missing.err().lines().findFirst().orElseThrow());
    }

    @Test
    void rejectsLayoutsThatDoNotExist() {
        for (String layout : List.of("7x7", "5x6", "27x27", "boxes:1x4", "hex", "9x9+spiral", "samurai+diagonal",
                "6x6+windoku", "jigsaw:/no/such/file")) {
            CliRun run = run("", "--layout", layout);
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), layout);
            assertTrue(run.err().startsWith("error: --layout"), layout + ": " + run.err());
        }
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--layout", "16x16", "--givens", "100").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--layout").status());
    }

    @Test
    void solvesAndCountsKillersInEveryNotationAndNamesTheirErrors() throws IOException {
        Board killer = Generator.withSeed(1).killer(Layout.classic());
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        String shortLine = Killers.shortNotation(killer.layout());
        String sumoCue = BoardFormat.SUMOCUE.format(killer);
        Path path = file("killers.txt", "# two notations\n" + shortLine + " id-1\n" + sumoCue
                + shortLine.substring(0, 80) + "\n" + BoardFormat.KILLER.format(killer));
        CliRun run = run("", path.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), run.err());
        assertTrue(run.outLines().get(0).startsWith(path + ":2: SOLVED " + solution + " ("), run.out());
        assertTrue(run.outLines().get(1).startsWith(path + ":3: SOLVED " + solution + " ("), run.out());
        assertTrue(run.outLines().get(2).startsWith(path + ":5: SOLVED " + solution + " ("), run.out());
        assertTrue(run.outLines().get(3).startsWith("puzzles: 3, solved: 3, no solution: 0, invalid: 0, aborted: 0,"
                + " malformed: 1"), run.out());
        assertEquals(List.of(path + ":4:81: malformed puzzle: found 80 cells of a killer in the short notation,"
                + " expected 81"), run.err().lines().toList());
        CliRun counted = run("", "--count", "2", path.toString());
        assertEquals(List.of(path + ":2: 1 solution", path + ":3: 1 solution", path + ":5: 1 solution"),
                counted.outLines().subList(0, 3));
    }

    @Test
    void generatesKillersThatReadBackOnEveryLayout() {
        CliRun classic = run("", "generate", "--killer", "--count", "2", "--seed", "3");
        assertEquals(SudokuCli.EXIT_OK, classic.status(), classic.err());
        assertEquals(classic.out(), run("", "generate", "--killer", "--count", "2", "--seed", "3").out());
        assertEquals("# seed 3, killers, layout 9x9, one SumoCue line each", classic.outLines().get(0));
        assertTrue(classic.outLines().get(1).startsWith("3x3::k:"), classic.out());
        assertEquals(List.of("<stdin>:2: 1 solution", "<stdin>:3: 1 solution"),
                run(classic.out(), "--count", "2").outLines().subList(0, 2));
        CliRun diagonal = run("", "generate", "--killer", "--layout", "9x9+diagonal", "--seed", "4");
        assertTrue(diagonal.outLines().get(1).startsWith("3x3:d:k:"), diagonal.out());
        assertEquals("<stdin>:2: 1 solution", run(diagonal.out(), "--count", "2").outLines().get(0));
        CliRun six = run("", "generate", "--killer", "--layout", "6x6", "--count", "2", "--seed", "5");
        assertEquals("# seed 5, killers, layout 6x6 (2x3 boxes), cage lines then the grid each",
                six.outLines().get(0));
        assertTrue(six.outLines().get(1).startsWith("cage "), six.out());
        CliRun counted = run(six.out(), "--layout", "6x6", "--count", "2");
        assertEquals(SudokuCli.EXIT_OK, counted.status(), counted.err());
        assertEquals("<stdin>:2: 1 solution", counted.outLines().get(0), "an entry starts at its first cage line");
        assertTrue(counted.outLines().get(1).endsWith(": 1 solution"), counted.out());
        assertTrue(counted.out().contains("puzzles: 2, solved: 2"), counted.out());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--killer", "--givens", "30").status());
        assertEquals(SudokuCli.EXIT_USAGE, run("", "generate", "--killer", "--symmetry", "180").status());
    }

    @Test
    void generateKillerTakesATimeoutPerKiller() {
        CliRun stopped = run("", "generate", "--killer", "--layout", "6x6", "--seed", "5", "--count", "2",
                "--timeout", "1e-9");
        assertEquals(SudokuCli.EXIT_OK, stopped.status(), stopped.err());
        assertEquals(3, stopped.outLines().size(), stopped.out());
        for (int n = 1; n <= 2; n++) {
            String line = stopped.outLines().get(n);
            assertTrue(line.startsWith("# puzzle " + n + ": ABORTED TIMEOUT after ")
                    && line.endsWith(", no killer yet (raise --timeout)"), stopped.out());
        }
        assertEquals(run("", "generate", "--killer", "--seed", "3").out(),
                run("", "generate", "--killer", "--seed", "3", "--timeout", "1000").out(),
                "a timeout that does not pass changes nothing");
        String help = run("", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--timeout SECONDS with --difficulty or --killer (refused without them): give up a"
                + " puzzle after this many seconds"), help);
    }
}
