package io.github.sudokusolver.cli;

import io.github.sudokusolver.format.PuzzleReader;
import java.io.StringReader;
import io.github.sudokusolver.TestPuzzles;
import static io.github.sudokusolver.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.format.BoardFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A damaged killer in each text form, between two plain puzzles, through the command line: the two are counted,
 * the killer is one malformed puzzle named by line and column, and the exit status says so (issue 43: damaged cage
 * lines were dropped and the killer solved without them, a split killer was counted twice, a damaged short line
 * gave no entry, a truncated SumoCue line was answered "0 solutions").
 */
final class CliDamagedKillersTest {

    private static final Board KILLER = PuzzleReader.of(new StringReader(TestPuzzles.FIXED_KILLER + "\n")).next().board()
            .orElseThrow();
    private static final String PLAIN =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";

    /** The killer's cage lines with the seventh replaced by {@code damaged}. */
    private static String cageLinesWith(String damaged) {
        List<String> lines = new ArrayList<>(BoardFormat.KILLER.format(KILLER).lines().toList());
        lines.set(6, damaged);
        return String.join("\n", lines);
    }

    static Stream<Arguments> damagedKillers() {
        String cage = BoardFormat.KILLER.format(KILLER).lines().toList().get(6);
        String sum = cage.substring("cage ".length(), cage.indexOf(':'));
        String cells = cage.substring(cage.indexOf(':') + 1);
        String shortLine = Killers.shortNotation(KILLER.layout());
        StringBuilder crossed = new StringBuilder(shortLine);
        for (int k = 0; k < 9; k++) {
            crossed.setCharAt(4 + 9 * k, 'x');
        }
        String sumoCue = BoardFormat.SUMOCUE.format(KILLER).strip();
        return Stream.of(
                Arguments.of("cage7:", cageLinesWith("cage" + sum + ":" + cells), "8:5"),
                Arguments.of("kage 7:", cageLinesWith("kage " + sum + ":" + cells), "8:1"),
                Arguments.of("cage seven:", cageLinesWith("cage seven:" + cells), "8:6"),
                Arguments.of("7: 5c4 r5c5", cageLinesWith(sum + ":" + cells.replaceFirst(" r", " ")),
                        "8:" + (sum.length() + 3)),
                Arguments.of("short, nine x", crossed.toString(), "2:5"),
                Arguments.of("short, Unicode arrows", shortLine.replace('<', '\u2190').replace('^', '\u2191'),
                        "2:" + (firstOf(shortLine, "<^") + 1)),
                Arguments.of("SumoCue cut short", sumoCue.substring(0, sumoCue.length() - 3),
                        "2:" + (sumoCue.lastIndexOf(':', sumoCue.length() - 2) + 2)));
    }

    private static int firstOf(String line, String chars) {
        for (int i = 0; i < line.length(); i++) {
            if (chars.indexOf(line.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("damagedKillers")
    void countsADamagedKillerAsOneMalformedPuzzle(String name, String killer, String position) {
        String text = PLAIN + "\n" + killer + "\n" + PLAIN + "\n";
        CliRun run = run(text);
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, run.status(), run.out() + run.err());
        List<String> errors = run.err().lines().toList();
        assertEquals(1, errors.size(), run.err());
        assertEquals("<stdin>:" + position + ": malformed puzzle:",
                errors.get(0).substring(0, errors.get(0).indexOf("puzzle:") + "puzzle:".length()), run.err());
        String summary = run.outLines().get(run.outLines().size() - 1);
        assertEquals("puzzles: 2, solved: 2, no solution: 0, invalid: 0, aborted: 0, malformed: 1",
                summary.substring(0, summary.indexOf(" malformed: 1") + " malformed: 1".length()), run.out());
        CliRun counted = run(text, "--count", "2");
        assertEquals(List.of("<stdin>:1: 1 solution", "<stdin>:" + (text.lines().count()) + ": 1 solution"),
                counted.outLines().subList(0, 2), counted.out());
        assertEquals(SudokuCli.EXIT_MALFORMED_INPUT, counted.status(), counted.err());
    }
}
