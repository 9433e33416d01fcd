package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.internal.format.KillerText;
import io.github.sudokusolver.rules.Cage;
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
    static final Board KILLER = PuzzleReader.of(new StringReader(TestPuzzles.FIXED_KILLER + "\n")).next().board()
            .orElseThrow();
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
    void aBadLastCageLineOrALabelAfterABadLineKeepsTheGivensInTheKiller() {
        List<String> lines = new ArrayList<>(CAGE_LINES.lines().toList());
        int last = KILLER.layout().cages().size() - 1;
        // no cell name left (the Jazzer finding's line, '5c5' since read as a damaged cell and the line as a rule
        // line: RuleText.isRuleLine)
        lines.set(last, "c2g 16: " + "5x5 ".repeat(3));
        assertTrue(errorBetweenPuzzles(String.join("\n", lines) + "\n").startsWith("line " + (last + 2)
                + ", column 1: found a line among a killer's cage lines that is neither a cage line"));
        String label = withDamagedCageLine(line -> "1 2 3 4\nA label among the cage lines");
        assertTrue(errorBetweenPuzzles(label).startsWith("line " + LINE + ": found a line among a killer's cage"
                + " lines"), label);
    }

    @Test
    void damagedGivensWithAnIdEndTheKillerAndLeaveTheNextPuzzle() {
        String cages = CAGE_LINES.replaceAll("(?m)^[. |+-]+\\n", "");
        int givens = 2 + (int) cages.lines().count();
        assertEquals("line " + givens + ", column 3: found ':', expected a digit 1-9, or '.', '0' or '_' for an empty"
                + " cell", errorBetweenPuzzles(cages + "12: " + ".".repeat(80) + "\n"));
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

    /** {@code text} with every {@code step}-th character from {@code from} on replaced by {@code c}, nine times. */
    private static String nineReplaced(String text, int from, int step, char c) {
        StringBuilder damaged = new StringBuilder(text);
        for (int k = 0; k < 9; k++) {
            damaged.setCharAt(from + k * step, c);
        }
        return damaged.toString();
    }

    @Test
    void readsADamagedShortLineAsAnError() {
        int first = 4;
        assertEquals("line 2, column " + (first + 1) + ": found 'x' at " + Cell.of(first).name() + ", expected a cage"
                + " sum (1-9, A-Z for 10-35, a-j for 36-45) or an arrow (< > ^ v ` ' , .)",
                errorBetweenPuzzles(nineReplaced(SHORT, first, 9, 'x')));
        String unicode = SHORT.replace('<', '\u2190').replace('^', '\u2191').replace('>', '\u2192')
                .replace('v', '\u2193');
        int arrow = 0;
        while (unicode.charAt(arrow) < 0x2190) {
            arrow++;
        }
        assertEquals("line 2, column " + (arrow + 1) + ": found the arrow '" + unicode.charAt(arrow) + "' at "
                + Cell.of(arrow).name() + ", expected a cage sum (1-9, A-Z for 10-35, a-j for 36-45) or an arrow"
                + " (< > ^ v ` ' , .): the notation writes its arrows in ASCII", errorBetweenPuzzles(unicode));
        assertEquals("line 2, column 1: found 'x' at r1c1, expected a cage sum (1-9, A-Z for 10-35, a-j for 36-45)"
                + " or an arrow (< > ^ v ` ' , .)", errorBetweenPuzzles("x".repeat(20) + SHORT.substring(20)),
                "a quarter of the line damaged");
    }

    @Test
    void readsATruncatedSumoCueLineAsAnError() {
        String cut = SUMOCUE.substring(0, SUMOCUE.length() - 3);
        assertEquals("line 2, column " + KillerErrorsTest.columnOfField(cut, 80) + ": found r9c9 in no cage, but the cages' sums add"
                + " up to 405 of the grid's 405, which leaves 0 for 1 cell in no cage, expected at least 1 each",
                errorBetweenPuzzles(cut));
    }

    @Test
    void readsASumoCueFieldThatLostADigitAsAnError() {
        String[] fields = SUMOCUE.split(":");
        int cell = 40;
        int value = Integer.parseInt(fields[3 + cell]);
        int shorter = value / 10;
        fields[3 + cell] = String.valueOf(shorter);
        String lost = String.join(":", fields) + ":";
        int earlier = -1;
        for (int c = 0; c < cell; c++) {
            int other = Integer.parseInt(fields[3 + c]);
            earlier = other % 256 == shorter % 256 ? other / 256 : earlier;
        }
        assertEquals("line 2, column " + KillerErrorsTest.columnOfField(lost, cell) + ": found sum " + shorter / 256 + " for cage"
                + " number " + shorter % 256 + " at r5c5, whose earlier cells have sum " + earlier,
                errorBetweenPuzzles(lost), "the digit dropped gives the number of another cage");
        int spare = spareCell();
        String[] own = SUMOCUE.split(":");
        own[3 + spare] = String.valueOf(256 + 200);
        assertEquals("line 2, column 8: found cages whose sums add up to 406, more than the 405 that every digit of"
                + " the grid adds up to (45 a row)", errorBetweenPuzzles(String.join(":", own) + ":"),
                "a field that became a cage of its own: sum 1, number 200");
        fields[3 + cell] = "99999999999";
        String oversized = String.join(":", fields) + ":";
        assertEquals("line 2, column " + KillerErrorsTest.columnOfField(oversized, cell) + ": found 99999999999 at r5c5, expected a"
                + " number sum * 256 + cage number up to 11775 (sum 45, cage number 255)",
                errorBetweenPuzzles(oversized));
    }

    /** A cell whose cage, without it, still has a sum its other cells can make. */
    private static int spareCell() {
        for (Cage cage : KILLER.layout().cages()) {
            int k = cage.cells().size() - 1;
            if (k >= 1 && cage.sum() >= k * (k + 1) / 2 && cage.sum() <= k * (19 - k) / 2) {
                return cage.cells().get(k).index();
            }
        }
        throw new AssertionError("no such cage in " + KILLER);
    }
}
