package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.VariantSamples;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI on variant puzzles: f-puzzles and ISS lines solved like any other, drawn with --svg, refusals named. */
final class CliVariantsTest {

    @TempDir
    Path dir;

    @Test
    void solvesVariantLinesAndNamesWhatItRefuses() {
        CliRun run = run(VariantSamples.json() + "\n" + VariantSamples.iss() + "\n.Or.Cage~3~R1C1~R1C2.End\n");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), run.err());
        String solution = TestPuzzles.SEED_SOLUTION.toString();
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED " + solution), run.out());
        assertTrue(run.outLines().get(1).startsWith("<stdin>:2: SOLVED " + solution), run.out());
        assertTrue(run.err().contains("<stdin>:3:1: malformed puzzle: ISS 'Or' is not supported"), run.err());
    }

    @Test
    void printsSolutionsAsRuleLinesOrAsFPuzzlesLinks() {
        Board puzzle = VariantSamples.board();
        String rules = BoardFormat.RULES.format(puzzle);
        CliRun run = run(rules, "--format", "rules");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        assertEquals(BoardFormat.RULES.format(solution), run.out().substring(run.out().indexOf('\n') + 1,
                run.out().lastIndexOf("puzzles: 1, solved: 1")));
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED"), run.out());
        Board full = TestPuzzles.SEED_SOLUTION;
        String less = full.get(0, 0) < full.get(0, 1) ? "less: r1c1 r1c2" : "less: r1c2 r1c1";
        CliRun link = run(rules + less + "\n" + full + "\n", "--format", "fpuzzles");
        assertEquals(SudokuCli.EXIT_OK, link.status(), link.err());
        assertEquals(BoardFormat.FPUZZLES.format(solution), link.outLines().get(1) + "\n", link.out());
        assertEquals(full.toString(), link.outLines().get(3), link.out());
        assertEquals("# FPUZZLES cannot write " + less + ": f-puzzles has no inequality sign",
                link.outLines().get(4), link.out());
    }

    @Test
    void solvesASudokuPadLinkAndPrintsSolutionsAsSudokuPadLinks() {
        Board full = TestPuzzles.SEED_SOLUTION;
        Cage cage = Cage.of(full.get(0, 0) + full.get(0, 1), new Cell(0, 0), new Cell(0, 1));
        Board puzzle = Board.of(Layout.classic().withRules(List.of(cage)), TestPuzzles.SEED.toArray());
        String link = BoardFormat.SUDOKUPAD.format(puzzle);
        CliRun run = run(link, "--format", "sudokupad");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        assertTrue(run.outLines().get(0).startsWith("<stdin>:1: SOLVED"), run.out());
        assertEquals(BoardFormat.SUDOKUPAD.format(solution), run.outLines().get(1) + "\n", run.out());
        CliRun refused = run("https://sudokupad.app/sclN4IgzglgXgp\n");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, refused.status(), refused.out());
        assertTrue(refused.err().contains("(in the SudokuPad puzzle)"), refused.err());
    }

    @Test
    void generatesVariantPuzzlesAsSudokuPadLinksThatReadBack() throws IOException {
        CliRun run = run("", "generate", "--rules", "thermometer", "--difficulty", "easy", "--layout", "6x6",
                "--format", "sudokupad", "--seed", "1");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertTrue(run.outLines().get(0).endsWith("a SudokuPad link each"), run.out());
        String link = run.outLines().get(1);
        try (io.github.sudokusolver.format.PuzzleReader reader = io.github.sudokusolver.format.PuzzleReader.of(
                new java.io.StringReader(link))) {
            Board read = reader.next().boardOrThrow();
            assertEquals(6, read.layout().size());
            assertTrue(read.layout().rules().stream().allMatch(rule -> rule.toString().startsWith("thermometer")),
                    read.layout().rules().toString());
            assertEquals(1, Solver.fastest().countSolutions(read, 2));
        }
    }

    @Test
    void drawsAVariantPuzzle() throws IOException {
        CliRun run = run(VariantSamples.iss() + "\n", "--svg", dir.toString());
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        try (var files = Files.list(dir)) {
            Path svg = files.findFirst().orElseThrow();
            String picture = Files.readString(svg);
            assertTrue(picture.contains("<svg") && picture.contains("thermometer"), svg.toString());
        }
    }
}
