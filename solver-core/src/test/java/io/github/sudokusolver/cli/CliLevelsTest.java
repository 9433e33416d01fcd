package io.github.sudokusolver.cli;

import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code generate --layout L --difficulty LEVEL}. */
final class CliLevelsTest {

    @Test
    void generatesPuzzlesOfALayoutAtALevel() {
        CliRun run = run("", "generate", "--layout", "9x9+diagonal", "--difficulty", "hard", "--seed", "3",
                "--count", "2");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        List<String> lines = run.outLines();
        assertEquals(3, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith("# seed 3, layout ") && lines.get(0).endsWith(", level hard"),
                lines.get(0));
        Layout diagonal = Layout.classic().withDiagonals();
        for (String line : lines.subList(1, 3)) {
            Board puzzle = Board.parse(diagonal, line);
            assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), line);
            assertEquals(Difficulty.HARD, LogicalSolver.standard().rate(puzzle).difficulty(), line);
        }
    }

    @Test
    void generatesKillersAtALevel() {
        CliRun run = run("", "generate", "--killer", "--difficulty", "easy", "--seed", "2");
        assertEquals(SudokuCli.EXIT_OK, run.status(), run.err());
        assertEquals(List.of("# seed 2, killers, layout " + Layout.classic() + ", level easy, one SumoCue line each",
                BoardFormat.SUMOCUE.format(Generator.withSeed(2).killer(Layout.classic(), Difficulty.EASY)).strip()),
                run.outLines());
    }

    @Test
    void aLevelTheLayoutDoesNotReachIsOneErrorLineNamingIt() {
        CliRun run = run("", "generate", "--layout", "4x4", "--difficulty", "expert", "--seed", "1");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status());
        assertTrue(run.err().startsWith("error: no 4x4 puzzle at level EXPERT in 100 rated (they were [EASY])"),
                run.err());
    }

    @Test
    void aLayoutTakesNoSymmetryOrGivens() {
        for (String option : List.of("--symmetry", "--givens")) {
            CliRun run = run("", "generate", "--layout", "9x9+diagonal", option, option.equals("--givens") ? "30"
                    : "180");
            assertEquals(SudokuCli.EXIT_USAGE, run.status(), option);
            assertTrue(run.err().startsWith("error: --layout takes no --givens or --symmetry"), run.err());
        }
    }

    /**
     * Every argument of {@code generate --rules} that cannot make a puzzle is a usage error before any work: no
     * header, no seconds of generating first (issue 68: a windoku written as f-puzzles failed after 5 s with exit 1;
     * {@code --rules ,} and the samurai and 16x16 layouts exited 1 after the header; {@code thermometer,} was taken).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            thermometer | 9x9+windoku | fpuzzles | error: --format fpuzzles: FPUZZLES cannot write the
            ,           | 9x9         | rules    | error: --rules ,: found no kind between commas, expected one such as thermometer
            thermometer,| 9x9         | rules    | error: --rules thermometer,: found no kind between commas, expected one such as thermometer
            ,odd-even   | 9x9         | rules    | error: --rules ,odd-even: found no kind between commas
            thermometer | samurai     | rules    | error: --rules thermometer --layout samurai: the samurai layout is not a square grid
            thermometer | 16x16       | rules    | error: --rules thermometer --layout 16x16: the 16x16 layout is not a square grid of up to nine digits
            parity-line | 9x9         | fpuzzles | error: --format fpuzzles cannot write parity-line rules
            lockout-line| 6x6         | fpuzzles | error: --format fpuzzles cannot write lockout-line rules
            counting-circles | 9x9    | fpuzzles | error: --format fpuzzles cannot write counting-circles rules
            indexer     | 9x9         | sudokupad | error: --format sudokupad cannot write indexer rules
            between-line,double-arrow | 9x9 | sudokupad | error: --format sudokupad cannot write between-line,double-arrow rules in one puzzle
            """)
    void aBadArgumentOfRulesIsAUsageErrorBeforeAnyWork(String rules, String layout, String format, String error) {
        long start = System.nanoTime();
        CliRun run = run("", "generate", "--rules", rules, "--layout", layout, "--format", format, "--difficulty",
                "easy", "--seed", "1");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(SudokuCli.EXIT_USAGE, run.status(), run.err() + run.out());
        assertEquals("", run.out(), "nothing printed before the error");
        assertTrue(run.err().startsWith(error), run.err());
        assertTrue(millis < 2_000, millis + " ms: the error comes before any work");
    }

    @Test
    void aRefusalAtALevelSaysWhatWasTriedAndNamesTheSeed() {
        CliRun run = run("", "generate", "--rules", "german-whisper", "--layout", "4x4", "--difficulty", "easy",
                "--seed", "7");
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), run.err());
        assertTrue(run.err().startsWith("error: no 4x4 puzzle of [GERMAN_WHISPER] at level EASY in 300 attempts from"
                + " this seed"), run.err());
        assertTrue(run.err().contains("; another seed may succeed (--seed 7)"), run.err());
    }
}
