package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Damaged killers in each text form, each read as one error entry naming the line and column of the first damage,
 * between two plain puzzles that read as before: the file's entry count is the same as with the killer intact
 * (issue 43: a damaged cage line was dropped as a label, one bad line split a killer in two, a damaged short line
 * vanished, a truncated SumoCue line was read as another killer).
 */
final class DamagedKillersTest {

    /** A generated classic killer (seed 1, its cages covering the grid, no givens) and its three text forms. */
    static final Board KILLER = Generator.withSeed(1).killer(Layout.classic());
    static final String CAGE_LINES = BoardFormat.KILLER.format(KILLER);
    static final String SHORT = Killers.shortNotation(KILLER.layout());
    static final String SUMOCUE = BoardFormat.SUMOCUE.format(KILLER).strip();
    /** The plain puzzle before and after the killer, on lines of their own. */
    private static final String PLAIN = TestPuzzles.SEED.toString();
    /** The index among the cage lines of the one damaged below: one in the middle, with cage lines after it. */
    private static final int DAMAGED = 6;

    static List<PuzzleEntry> read(String text) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text)).forEachRemaining(entries::add);
        return entries;
    }

    /**
     * The killer text {@code killer} between the two plain puzzles: three entries, the plain ones as ever and the
     * killer's, which must be an error starting on line 2; its message.
     */
    static String errorBetweenPuzzles(String killer) {
        List<PuzzleEntry> entries = read(PLAIN + "\n" + killer + (killer.endsWith("\n") ? "" : "\n") + PLAIN + "\n");
        int last = 2 + (int) killer.strip().lines().count();
        assertEquals(3, entries.size(), entries.toString());
        assertEquals(PuzzleEntry.of(1, "", TestPuzzles.SEED, null), entries.get(0));
        assertEquals(PuzzleEntry.of(last, "", TestPuzzles.SEED, null), entries.get(2));
        assertEquals(2, entries.get(1).line(), entries.get(1).toString());
        return entries.get(1).error().orElseThrow(() -> new AssertionError(entries.get(1).toString()))
                .getMessage();
    }

    /** The killer's cage lines with line {@link #DAMAGED} changed by {@code damage}. */
    static String withDamagedCageLine(UnaryOperator<String> damage) {
        List<String> lines = new ArrayList<>(CAGE_LINES.lines().toList());
        lines.set(DAMAGED, damage.apply(lines.get(DAMAGED)));
        return String.join("\n", lines) + "\n";
    }

    /** The damaged line's number in the file: after the plain puzzle on line 1. */
    private static final int LINE = DAMAGED + 2;

    static Stream<Arguments> damagedCageLines() {
        String cage = CAGE_LINES.lines().toList().get(DAMAGED);
        String sum = cage.substring("cage ".length(), cage.indexOf(':'));
        String cells = cage.substring(cage.indexOf(':') + 1);
        return Stream.of(
                Arguments.of("cage" + sum + ":" + cells, "line " + LINE + ", column 5: found '" + sum.charAt(0)
                        + "' right after 'cage', expected a blank between the word and the cage's sum"),
                Arguments.of("cage :" + cells, "line " + LINE + ", column 6: found ':' in a cage line, expected the"
                        + " cage's sum"),
                Arguments.of("cage:" + cells, "line " + LINE + ", column 5: found ':' in a cage line, expected the"
                        + " cage's sum"),
                Arguments.of("cage seven:" + cells, "line " + LINE + ", column 6: found the word 'seven' in a cage"
                        + " line, expected the cage's sum as a number"),
                Arguments.of("kage " + sum + ":" + cells, "line " + LINE + ", column 1: found the word 'kage' in a"
                        + " cage line, expected 'cage' or the cage's sum"),
                Arguments.of("Cgae " + sum + ":" + cells, "line " + LINE + ", column 1: found the word 'Cgae' in a"
                        + " cage line, expected 'cage' or the cage's sum"),
                Arguments.of(sum + ":" + cells.replaceFirst(" r", " "), "line " + LINE + ", column "
                        + (sum.length() + 3) + ": found '" + cells.charAt(2) + "' in a cage line, expected a cell"
                        + " such as r1c1 (row and column from 1)"),
                Arguments.of(sum + cells, "line " + LINE + ", column " + (sum.length() + 2) + ": found 'r' in a"
                        + " cage line, expected ':' after the cage's sum"),
                Arguments.of(cells.strip(), "line " + LINE + ", column 1: found the cell "
                        + cells.strip().split(" ")[0] + " where the cage's sum belongs, expected a line such as"
                        + " \"cage 10: r1c1 r1c2\""),
                Arguments.of("cage 99999999999:" + cells, "line " + LINE + ", column 6: found the sum 99999999999,"
                        + " more than any cage of the 9x9 grid holds: its digits 1-9 add up to 45"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("damagedCageLines")
    void readsADamagedCageLineAsTheKillersError(String damaged, String message) {
        assertEquals(message, errorBetweenPuzzles(withDamagedCageLine(line -> damaged)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("damagedCageLines")
    void readsADamagedFirstCageLineAsTheKillersError(String damaged, String message) {
        List<String> lines = new ArrayList<>(CAGE_LINES.lines().toList());
        lines.set(0, damaged);
        String first = message.replace("line " + LINE + ",", "line 2,");
        assertEquals(first, errorBetweenPuzzles(String.join("\n", lines) + "\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("damagedCageLines")
    void boardParseRefusesTheSameLine(String damaged, String message) {
        String text = withDamagedCageLine(line -> damaged);
        BoardFormatException e = org.junit.jupiter.api.Assertions.assertThrows(BoardFormatException.class,
                () -> Board.parse(text));
        assertEquals(message.replace("line " + LINE + ",", "line " + (LINE - 1) + ","), e.getMessage());
    }

    @Test
    void aBadLineAmongTheCageLinesMakesTheWholeKillerOneError() {
        // neither a cage line nor a row of cells: the grid it would start is taken back into the killer
        assertEquals("line " + LINE + ", column 1: found a line among a killer's cage lines that is neither a cage"
                + " line (such as \"cage 10: r1c1 r1c2\") nor a row of its givens: found '?', expected a digit"
                + " 1-9, or '.', '0' or '_' for an empty cell", errorBetweenPuzzles(withDamagedCageLine(
                        line -> line.replaceAll("[a-z]", "?"))));
        assertEquals("line " + LINE + ": found a line among a killer's cage lines that is neither a cage line (such"
                + " as \"cage 10: r1c1 r1c2\") nor a row of its givens: found 4 cells, expected 9 in a grid row",
                errorBetweenPuzzles(withDamagedCageLine(line -> "1 2 3 4")));
        assertEquals("line " + LINE + ", column 1: found a line among a killer's cage lines that is neither a cage"
                + " line (such as \"cage 10: r1c1 r1c2\") nor a row of its givens: found '@', expected a digit"
                + " 1-9, or '.', '0' or '_' for an empty cell", errorBetweenPuzzles(withDamagedCageLine(
                        line -> "@".repeat(50))));
    }

    @Test
    void labelsAmongAndAroundCageLinesStayLabels() {
        for (String label : List.of("Cage puzzles from 2011", "Killer 7", "Cages: 3 of the book",
                "Page 2: r1c1 is the key, they say", "kage", "12: notes")) {
            String text = label + "\n" + withDamagedCageLine(line -> label + "\n" + line) + PLAIN + "\n";
            List<PuzzleEntry> entries = read(text);
            assertEquals(2, entries.size(), label + ": " + entries);
            assertEquals(PuzzleEntry.of(2, label + "\n" + label, KILLER, null), entries.get(0), label);
            assertTrue(!KillerText.isCageLine(label), label);
        }
    }
}
