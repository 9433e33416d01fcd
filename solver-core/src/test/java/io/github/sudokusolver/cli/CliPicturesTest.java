package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.picture.BoardPicture;
import io.github.sudokusolver.picture.StepPicture;
import io.github.sudokusolver.picture.SvgPictures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --svg DIR}: a picture per puzzle, named after its file and line (or its number for generate), the same as
 * the library draws and well-formed XML (hint and explain: the steps over the pencil marks); the folder made or
 * refused before anything is solved; an existing file never overwritten; the same files for any number of threads.
 */
final class CliPicturesTest {

    private static final String SEED_LINE =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";
    private static final String SEED_SOLUTION =
            "435269781682571493197834562826195347374682915951743628519326874248957136763418259";
    private static final String NO_SOLUTION = ".12345678" + "9........" + ".".repeat(63);
    private static final String INVALID = "66" + SEED_LINE.substring(2);
    /** A puzzle that takes the bitmask solver far more than 10,000 nodes: aborted under --max-nodes 10000. */
    private static final String ENDLESS = "........1........2........3........4........5........6........7........8"
            + "9........";

    @TempDir
    Path dir;

    @Test
    void drawsEachPuzzleOfAFileWithItsSolutionOrAlone() throws IOException {
        Path puzzles = Files.createDirectory(dir.resolve("in")).resolve("p.txt");
        Files.writeString(puzzles, "# a label\n" + SEED_LINE + "\n" + NO_SOLUTION + "\nx" + SEED_LINE.substring(1)
                + "\n" + INVALID + "\n" + ENDLESS + "\n");
        Path out = dir.resolve("made/with/parents");
        CliRun run = run("", "--svg", out.toString(), "--solver", "bitmask", "--max-nodes", "10000",
                puzzles.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), "line 4 is malformed: " + run.err());
        assertTrue(run.out().contains("solved: 1, no solution: 1, invalid: 1, aborted: 1, malformed: 1"), run.out());
        Map<String, String> expected = new TreeMap<>(Map.of(
                "p.txt-2.svg", BoardPicture.svg(Board.parse(SEED_LINE), Board.parse(SEED_SOLUTION)),
                "p.txt-3.svg", BoardPicture.svg(Board.parse(NO_SOLUTION)),
                "p.txt-5.svg", BoardPicture.svg(Board.parse(INVALID)),
                "p.txt-6.svg", BoardPicture.svg(Board.parse(ENDLESS))));
        assertEquals(expected, pictures(out), "named after the file without its folder; none for malformed line 4");
    }

    @Test
    void namesPicturesOfStandardInputStdinAndDrawsThePuzzleAloneWhenCounting() throws IOException {
        Path solving = dir.resolve("solving");
        assertEquals(SudokuCli.EXIT_OK, run(SEED_LINE + "\n", "--svg", solving.toString()).status());
        assertEquals(Map.of("stdin-1.svg", BoardPicture.svg(Board.parse(SEED_LINE), Board.parse(SEED_SOLUTION))),
                pictures(solving));
        Path counting = dir.resolve("counting");
        CliRun run = run("# one solution\n" + SEED_LINE + "\n", "--count", "2", "--svg", counting.toString(), "-");
        assertEquals("<stdin>:2: 1 solution", run.outLines().get(0));
        assertEquals(Map.of("stdin-2.svg", BoardPicture.svg(Board.parse(SEED_LINE))), pictures(counting),
                "counting keeps no solution, so the puzzle is drawn alone");
    }

    @Test
    void drawsGeneratedPuzzlesByNumberAsTheyArePrinted() throws IOException {
        Path out = dir.resolve("generated");
        CliRun run = run("", "generate", "--count", "2", "--seed", "42", "--svg", out.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertEquals(run("", "generate", "--count", "2", "--seed", "42").out(), run.out(), "the output is the same");
        assertEquals(Map.of("puzzle-001.svg", BoardPicture.svg(Board.parse(run.outLines().get(1))),
                "puzzle-002.svg", BoardPicture.svg(Board.parse(run.outLines().get(2)))), pictures(out));

        Path killers = dir.resolve("killers");
        CliRun killer = run("", "generate", "--killer", "--seed", "3", "--svg", killers.toString());
        assertEquals(SudokuCli.EXIT_OK, killer.status(), killer.err());
        assertEquals(Map.of("puzzle-001.svg", BoardPicture.svg(Generator.withSeed(3).killer(Layout.classic()))),
                pictures(killers), "the killer's cages are drawn");

        Path layouts = dir.resolve("layouts");
        CliRun sixes = run("", "generate", "--layout", "6x6", "--seed", "5", "--svg", layouts.toString());
        assertEquals(Map.of("puzzle-001.svg", BoardPicture.svg(Board.parse(Layout.boxes(2, 3),
                sixes.outLines().get(1)))), pictures(layouts));
    }

    @Test
    void padsGeneratedNumbersToThreeDigitsOrAsManyAsTheCountNeeds() {
        assertEquals("puzzle-001.svg", PictureFiles.generatedName(1, 1));
        assertEquals("puzzle-999.svg", PictureFiles.generatedName(999, 999));
        assertEquals("puzzle-0007.svg", PictureFiles.generatedName(7, 1000));
        assertEquals("puzzle-12345.svg", PictureFiles.generatedName(12345, 99999));
    }

    @Test
    void hintDrawsItsStepOverThePuzzlesPencilMarksAndAPuzzleWithoutOneAlone() throws IOException {
        Path puzzles = Files.writeString(dir.resolve("p.txt"), SEED_LINE + "\n" + ".".repeat(81) + "\n"
                + SEED_SOLUTION + "\n");
        Path out = dir.resolve("hints");
        CliRun run = run("", "hint", "--svg", out.toString(), puzzles.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.outLines().get(1).startsWith(puzzles + ":2: NOT RATED: "), run.out());
        assertEquals(puzzles + ":3: solved", run.outLines().get(2));
        Board seed = Board.parse(SEED_LINE);
        assertEquals(Map.of(
                "p.txt-1.svg", StepPicture.svg(Candidates.of(seed), LogicalSolver.standard().nextStep(seed).get()),
                "p.txt-2.svg", BoardPicture.svg(Board.parse(".".repeat(81))),
                "p.txt-3.svg", BoardPicture.svg(Board.parse(SEED_SOLUTION))), pictures(out));
    }

    @Test
    void hintDrawsItsStepOnAnotherLayoutToo() throws IOException {
        Layout diagonal = Layout.classic().withDiagonals();
        Board puzzle = Generator.withSeed(1).puzzle(diagonal);
        Path puzzles = Files.writeString(dir.resolve("d.txt"), puzzle + "\n");
        Path out = dir.resolve("diagonal");
        CliRun run = run("", "hint", "--layout", "9x9+diagonal", "--svg", out.toString(), puzzles.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertEquals(Map.of("d.txt-1.svg", StepPicture.svg(Candidates.of(puzzle),
                LogicalSolver.standard().nextStep(puzzle).get())), pictures(out));
    }

    @Test
    void hintDrawsAKillersStepWithItsCages() throws IOException {
        Path puzzles = dir.resolve("k.txt");
        Files.write(puzzles, Files.readAllLines(Path.of("..", "datasets", "killer_generated_9x9.txt")).subList(0, 1));
        Board killer = PuzzleReader.readBoards(puzzles).get(0);
        Path out = dir.resolve("killer");
        CliRun run = run("", "hint", "--svg", out.toString(), puzzles.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        String picture = StepPicture.svg(Candidates.of(killer), LogicalSolver.standard().nextStep(killer).get());
        assertEquals(Map.of("k.txt-1.svg", picture), pictures(out));
        assertTrue(picture.contains("class=\"step-cages\"") && picture.contains("class=\"cage-sums\""), picture);
    }

    @Test
    void explainDrawsThePuzzleThenEachStepOverTheMarksBeforeIt() throws IOException {
        Path puzzles = Files.writeString(dir.resolve("p.txt"), "# the seed\n" + SEED_LINE + "\n");
        Path out = dir.resolve("steps");
        CliRun run = run("", "explain", "--svg", out.toString(), puzzles.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        Explanation explanation = LogicalSolver.standard().explain(Board.parse(SEED_LINE));
        List<String> pages = StepPicture.svgPerStep(explanation);
        assertTrue(pages.size() >= 10 && pages.size() < 100, "two digits: " + pages.size());
        Map<String, String> expected = new TreeMap<>();
        expected.put("p.txt-2.svg", BoardPicture.svg(Board.parse(SEED_LINE)));
        for (int i = 0; i < pages.size(); i++) {
            expected.put(String.format("p.txt-2-step-%02d.svg", i + 1), pages.get(i));
        }
        assertEquals(expected, pictures(out));
        assertEquals(pages.size() + 1, run.outLines().size(), "a line per step, then the rating: " + run.out());

        Path aborted = dir.resolve("aborted");
        CliRun stopped = run("", "explain", "--timeout", "1e-9", "--svg", aborted.toString(), puzzles.toString());
        assertTrue(stopped.out().startsWith(puzzles + ":2: ABORTED TIMEOUT"), stopped.out());
        assertEquals(Map.of("p.txt-2.svg", BoardPicture.svg(Board.parse(SEED_LINE))), pictures(aborted),
                "the puzzle alone, and no steps");

        Path taken = Files.createDirectory(dir.resolve("taken"));
        Files.writeString(taken.resolve("p.txt-2-step-05.svg"), "mine");
        CliRun halted = run("", "explain", "--svg", taken.toString(), puzzles.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, halted.status());
        assertTrue(halted.err().startsWith("error: " + taken.resolve("p.txt-2-step-05.svg") + " exists"), halted.err());
        assertEquals("", halted.out(), "the answer is printed after all its pictures");
        assertEquals(List.of("p.txt-2-step-01.svg", "p.txt-2-step-02.svg", "p.txt-2-step-03.svg", "p.txt-2-step-04.svg",
                "p.txt-2-step-05.svg", "p.txt-2.svg"), List.copyOf(pictures(taken).keySet()));
        assertEquals("mine", Files.readString(taken.resolve("p.txt-2-step-05.svg")));
    }

    @Test
    void padsStepNumbersToTwoDigitsOrAsManyAsTheStepsNeed() {
        assertEquals("p.txt-2-step-03.svg", PictureFiles.stepName("p.txt-2.svg", 3, 9));
        assertEquals("p.txt-2-step-10.svg", PictureFiles.stepName("p.txt-2.svg", 10, 10));
        assertEquals("stdin-1-step-007.svg", PictureFiles.stepName("stdin-1.svg", 7, 120));
    }

    @Test
    void stopsAtAnExistingFileNamingItAndLeavesItAsItWas() throws IOException {
        Path out = Files.createDirectory(dir.resolve("out"));
        Path mine = Files.writeString(out.resolve("stdin-2.svg"), "mine");
        CliRun run = run(SEED_LINE + "\n" + SEED_LINE + "\n" + SEED_LINE + "\n", "--svg", out.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertEquals(List.of("error: " + mine + " exists: --svg does not overwrite a file, so the run stops here"),
                run.err().lines().toList());
        assertEquals("mine", Files.readString(mine));
        assertEquals(List.of("stdin-1.svg", "stdin-2.svg"), List.copyOf(pictures(out).keySet()));
        assertEquals(1, run.outLines().size(), "the line of the puzzle drawn before it, and no summary: " + run.out());
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED "), run.out());

        Files.writeString(out.resolve("puzzle-002.svg"), "mine");
        CliRun generated = run("", "generate", "--count", "3", "--seed", "1", "--svg", out.toString());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, generated.status());
        assertTrue(generated.err().startsWith("error: " + out.resolve("puzzle-002.svg") + " exists"), generated.err());
        assertEquals("mine", Files.readString(out.resolve("puzzle-002.svg")));
        assertEquals(2, generated.outLines().size(), "the seed line and puzzle 1: " + generated.out());
        assertFalse(Files.exists(out.resolve("puzzle-003.svg")));
    }

    @Test
    void refusesAFileForAFolderBeforeSolvingAnything() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "text");
        for (String[] args : List.of(new String[] {"--svg", file.toString()},
                new String[] {"generate", "--svg", file.toString()})) {
            CliRun run = run(SEED_LINE, args);
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), List.of(args).toString());
            assertEquals(List.of("error: --svg " + file + ": " + file + " is a file, not a folder"),
                    run.err().lines().toList());
            assertEquals("", run.out(), "nothing is solved or made");
        }
        // Runs as root too: no right can make a folder inside a file.
        Path below = file.resolve("pictures");
        for (String[] args : List.of(new String[] {"--svg", below.toString()},
                new String[] {"generate", "--svg", below.resolve("deeper").toString()})) {
            CliRun run = run(SEED_LINE, args);
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), List.of(args).toString());
            assertEquals(List.of("error: --svg " + args[args.length - 1] + ": cannot make the folder: " + file
                    + " is a file, not a folder"), run.err().lines().toList());
            assertEquals("", run.out(), "nothing is solved or made");
        }
        assertEquals("text", Files.readString(file));
    }

    @Test
    void saysALinkToNothingIsOneRatherThanAFile() throws IOException {
        Path gone = dir.resolve("gone");
        Path link = Files.createSymbolicLink(dir.resolve("pictures"), gone);
        for (Path folder : List.of(link, link.resolve("inside"))) {
            CliRun run = run(SEED_LINE, "--svg", folder.toString());
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), folder.toString());
            String why = link + " is a link to " + gone + ", which does not exist";
            String making = folder.equals(link) ? "" : "cannot make the folder: ";
            assertEquals(List.of("error: --svg " + folder + ": " + making + why), run.err().lines().toList());
            assertEquals("", run.out());
        }
        assertFalse(Files.exists(gone), "the link's target is not made");
    }

    @Test
    void givesTheSystemsReasonWhenAFolderCannotBeMadeNotItsPathAgain() {
        Path proc = Path.of("/proc/self");
        assumeTrue(Files.isDirectory(proc), "no /proc here: a place where no one can make a folder");
        CliRun run = run(SEED_LINE, "--svg", "/proc/sudoku-pictures");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertEquals(List.of("error: --svg /proc/sudoku-pictures: cannot make the folder: no such file or directory"),
                run.err().lines().toList());
        CliRun deeper = run(SEED_LINE, "--svg", "/proc/sudoku-pictures/inside");
        assertEquals(List.of("error: --svg /proc/sudoku-pictures/inside: cannot make the folder: /proc/sudoku-pictures:"
                + " no such file or directory"), deeper.err().lines().toList(), "the parent that failed named");
    }

    @Test
    void refusesAFolderItCannotWriteOrMakeBeforeSolvingAnything() throws IOException {
        Path owned = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(owned, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            // A read-only folder of our own refuses us unless we are root, who may write in any folder; then
            // /proc/self, which no one may write in, stands in for it.
            Path locked = Files.isWritable(owned) ? Path.of("/proc/self") : owned;
            assumeTrue(Files.isDirectory(locked) && !Files.isWritable(locked),
                    "running as root on a system without /proc: no folder here that this user cannot write in");
            CliRun run = run(SEED_LINE, "--svg", locked.toString());
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
            assertEquals(List.of("error: --svg " + locked + ": cannot write in the folder: permission denied"),
                    run.err().lines().toList());
            assertEquals("", run.out());
            Path inside = locked.resolve("pictures");
            CliRun made = run("", "generate", "--svg", inside.toString());
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, made.status());
            if (locked == owned) {
                assertEquals(List.of("error: --svg " + inside + ": cannot make the folder: permission denied"),
                        made.err().lines().toList());
            } else { // /proc gives its own reason
                assertTrue(made.err().startsWith("error: --svg " + inside + ": cannot make the folder: "), made.err());
            }
            assertEquals("", made.out());
        } finally {
            Files.setPosixFilePermissions(owned, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void isAWrongCommandLineWithoutAFolderOrWhereNothingIsDrawn() throws IOException {
        Path out = dir.resolve("out");
        Path first = Files.writeString(Files.createDirectory(dir.resolve("a")).resolve("p.txt"), SEED_LINE);
        Path second = Files.writeString(Files.createDirectory(dir.resolve("b")).resolve("p.txt"), SEED_LINE);
        for (List<String> args : List.of(List.of("--svg"), List.of("generate", "--svg"), List.of("--svg", ""),
                List.of("rate", "--svg", out.toString()), List.of("--list-solvers", "--svg", out.toString()),
                List.of("hint", "--svg"),
                List.of("explain", "--svg", out.toString(), first.toString(), second.toString()),
                List.of("--svg", out.toString(), first.toString(), second.toString()),
                List.of("--svg", out.toString(), first.toString(), first.toString()))) {
            CliRun run = run(SEED_LINE, args.toArray(String[]::new));
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), args.toString());
            assertTrue(run.err().startsWith("error: ") && run.err().contains("--svg")
                    && run.err().endsWith("Run with --help for usage.\n"), args + ": " + run.err());
            assertEquals("", run.out(), args.toString());
        }
        assertFalse(Files.exists(out), "a wrong command line makes no folder");
        assertTrue(run(SEED_LINE, "--svg", out.toString(), first.toString(), second.toString()).err()
                .contains(first + " and " + second + " would both write p.txt-LINE.svg"));
    }

    @Test
    void writesTheSameFilesForAnyNumberOfThreadsAndStopsAtTheSamePuzzle() throws IOException {
        StringBuilder text = new StringBuilder();
        Random random = new Random(11);
        for (int i = 0; i < 300; i++) { // several batches of 64
            char[] cells = SEED_SOLUTION.toCharArray();
            for (int c = 0; c < cells.length; c++) {
                cells[c] = random.nextInt(3) > 0 ? '.' : cells[c];
            }
            text.append(i % 50 == 7 ? NO_SOLUTION : new String(cells)).append('\n');
        }
        Path puzzles = Files.writeString(dir.resolve("many.txt"), text);
        List<Map<String, String>> drawn = new ArrayList<>();
        List<String> outputs = new ArrayList<>();
        for (String threads : List.of("1", "2", "3")) {
            Path out = dir.resolve("threads-" + threads);
            CliRun run = run("", "--threads", threads, "--svg", out.toString(), puzzles.toString());
            assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
            drawn.add(pictures(out));
            Path stopped = Files.createDirectory(dir.resolve("stopped-" + threads));
            Files.writeString(stopped.resolve("many.txt-200.svg"), "mine");
            CliRun stop = run("", "--threads", threads, "--svg", stopped.toString(), puzzles.toString());
            assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, stop.status());
            outputs.add(stop.out().replaceAll("\\d+\\.\\d{3} ms", "T ms") + pictures(stopped).keySet());
        }
        assertEquals(300, drawn.get(0).size());
        assertEquals(drawn.get(0), drawn.get(1));
        assertEquals(drawn.get(0), drawn.get(2));
        assertEquals(200, outputs.get(0).lines().count(), "lines 1-199 and the files up to 200: " + outputs.get(0));
        assertEquals(outputs.get(0), outputs.get(1));
        assertEquals(outputs.get(0), outputs.get(2));
    }

    /** The files of the folder by name, each read as UTF-8 after checking that it is well-formed SVG. */
    private static Map<String, String> pictures(Path folder) throws IOException {
        Map<String, String> found = new TreeMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                String svg = Files.readString(file, StandardCharsets.UTF_8);
                if (!svg.equals("mine")) {
                    assertEquals("svg", SvgPictures.parse(svg).getDocumentElement().getLocalName(), file.toString());
                }
                found.put(file.getFileName().toString(), svg);
            }
        }
        return found;
    }
}
