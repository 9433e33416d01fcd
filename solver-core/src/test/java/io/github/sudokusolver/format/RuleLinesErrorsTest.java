package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Damaged rule lines of the RULES form, one of each kind: between two plain puzzles the reader gives three entries,
 * the middle one an error naming the line, the column and what is wrong, never a label or a puzzle without the rule;
 * {@code Board.parse} throws the same error. And the lines that stay labels.
 */
final class RuleLinesErrorsTest {

    private static final String PUZZLE = ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";

    private static List<PuzzleEntry> read(String text) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), Layout.classic()).forEachRemaining(entries::add);
        return entries;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            thermometr: r1c1 r1c2 | 1 | found 'thermometr' where a rule's name belongs, expected 'thermometer'
            Sum 7: r1c1 r1c2 r5c5 | 18 | found 3 cells in a sum line, expected 2: the cells on either side of the mark
            indexer 15: r1c1 r1c2 | 1 | found 'indexer', which names no rule of the text form, expected a rule's name such as 'cage', 'thermometer' or 'white dot' (docs/variants.md lists them)
            x-sum row 3: 15 | 12 | found ':' in an x-sum line, expected 'left' or 'right', the side of the row the clue stands on
            arrow: r1c2 r1c3 | 6 | found ':' in an arrow line, expected the circle's cells before ':'
            arrow r1c1 r3c3: r2c2 | 1 | arrow r1c1 r3c3: r2c2: the pill's cells r1c1 and r3c3 do not share a side
            little killer 20 sideways: r1c2 r2c3 | 18 | found 'sideways' in a little killer line, expected its direction: up-left, up-right, down-left or down-right
            little killer twenty down-right: r1c2 | 15 | found 'twenty' in a little killer line, expected its sum as a number
            sandwich line 3: 15 | 10 | found 'line' in a sandwich line, expected 'row' or 'column'
            sandwich row 0: 15 | 14 | found row 0, expected a row from 1
            sandwich row 3: 15 16 | 20 | found '16' in a sandwich line, expected the end of the line
            white dot: r1c1 r1c3 | 1 | white dot: r1c1 r1c3: r1c1 and r1c3 do not share a side, so no dot lies between them
            black dot: r1c1 | 12 | found 1 cell in a black dot line, expected 2: the cells on either side of the mark
            difference 99999999: r1c1 r1c2 | 12 | found the number 99999999 in a difference line, more than any rule takes
            ratio: r1c1 r1c2 | 6 | found ':' in a ratio line, expected its value as a number
            x r1c1 r1c2 | 3 | found 'r1c1' in an x line, expected ':' after 'x' and its values
            v: 11 12 | 4 | found '11' in a v line, expected a cell such as r1c1 (row and column from 1)
            less: r1c1 r1c2 r1c3 | 17 | found 3 cells in a less line, expected 2: the cells on either side of the mark
            thermometer: r1c1 r1c3 | 1 | thermometer: r1c1 r1c3: r1c1 and r1c3 do not touch, so the cells are not a line
            between line: r1c1 | 1 | between line: r1c1: a between line needs at least 2 cells
            renban: r1c1 r1c2 r10c2 | 19 | found r10c2, off the 9x9 grid (rows 1-9, columns 1-9)
            palindrome r1c1 r1c2 | 12 | found 'r1c1' in a palindrome line, expected ':' after 'palindrome' and its values
            region sum line: r1c1 r1x2 | 23 | found 'r1x2' in a region sum line line, expected a cell such as r1c1 (row and column from 1)
            whisper five: r1c1 r1c2 | 9 | found 'five' in a whisper line, expected its difference as a number
            entropic line: | 15 | found the end of the line in an entropic line line, expected a cell such as r1c1 (row and column from 1)
            odd: r1c1 r1c2 | 11 | found 'r1c2' in an odd line, expected the end of the line after its cell
            maximum: 5 | 10 | found '5' in a maximum line, expected a cell such as r1c1 (row and column from 1)
            quadruple 1 2 3 4 5: r1c1 | 1 | quadruple 1 2 3 4 5: r1c1: four cells hold at most four digits, not 5
            quadruple 1 2: r9c9 | 1 | quadruple 1 2: r9c9:
            clone: r1c1 r1c2 r5c5 r5c6 | 27 | found the end of the line in a clone line, expected '=' between the clone's two groups of cells
            clone: r1c1 = r5c5 r5c6 | 1 | clone: r1c1 = r5c5 r5c6: the two groups must have the same number of cells, at least one (1 and 2)
            extra region: r1c1 | 1 | extra region: r1c1: an extra region needs at least two cells
            given candidates: r1c1 | 17 | found ':' in a given candidates line, expected a digit as a number
            given candidates 1 12: r1c1 | 1 | given candidates 1 12: r1c1:
            anti-knigt | 1 | found 'anti-knigt' where a rule's name belongs, expected 'anti-knight'
            anti-king r1c1 | 11 | found 'r1c1' in an anti-king line, expected the end of the line: a global rule has no cells or values
            disjoint groups: r1c1 r1c2 | 16 | found ':' in a disjoint groups line, expected the end of the line: a global rule has no cells or values
            Note: r1c1 r1c2 r1c3 | 1 | found 'Note', which names no rule of the text form, expected a rule's name such as 'cage', 'thermometer' or 'white dot' (docs/variants.md lists them)
            """)
    void aDamagedRuleLineIsAnErrorNamingItsColumnBetweenTwoPuzzles(String line, int column, String problem) {
        List<PuzzleEntry> entries = read(PUZZLE + "\n" + line + "\n" + PUZZLE + "\n" + PUZZLE + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertTrue(entries.get(0).board().isPresent() && entries.get(2).board().isPresent(), entries.toString());
        BoardFormatException error = entries.get(1).error().orElseThrow(() -> new AssertionError(entries.get(1)));
        assertEquals(2, error.line(), error.getMessage());
        assertEquals(column, error.column(), error.getMessage());
        assertTrue(error.problem().startsWith(problem), error.problem());
        BoardFormatException parsed = assertThrows(BoardFormatException.class,
                () -> Board.parse(line + "\n" + PUZZLE));
        assertEquals(error.getMessage().replace("line 2,", "line 1,"), parsed.getMessage());
    }

    @Test
    void aRuleGivenTwiceIsNamedAtItsSecondLine() {
        List<PuzzleEntry> entries = read("odd: r1c1\nanti-knight\nodd: r1c1\n" + PUZZLE + "\n");
        assertEquals("line 3, column 1: odd: r1c1 is given twice", entries.get(0).error().orElseThrow().getMessage());
        assertEquals(1, entries.get(0).line());
    }

    @Test
    void rulesBeforeTheEndOrAVariantPuzzleAreErrors() {
        assertEquals("line 1: found 2 rule lines and then the end of the input, expected the puzzle's givens after"
                + " its rules (a line or a grid of cells, '.' for an empty cell)",
                read("anti-king\ncage 3: r1c1 r1c2\n").get(0).error().orElseThrow().getMessage());
        assertEquals("line 2, column 1: found rule lines before a puzzle of the Interactive Sudoku Solver form,"
                + " which carries its own rules",
                read("odd: r1c1\n.Thermo~R1C1~R1C2.~R1C1_5\n").get(0).error().orElseThrow().getMessage());
    }

    @Test
    void aDamagedLineAmongRuleLinesIsNamedAmongRuleLinesNotACagesOnes() {
        String among = "found a line among a puzzle's rule lines that is neither a rule line (such as \"thermometer:"
                + " r1c1 r1c2\") nor a row of its givens: ";
        // a line that starts a grid, taken back among the rule lines when the next rule line comes
        List<PuzzleEntry> entries = read(PUZZLE + "\ncage 3: r1c1 r1c2\nthermometer: r2c1 r2c2\n1 2 3 4\nodd: r3c3\n"
                + PUZZLE + "\n" + PUZZLE + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals("line 4: " + among + "found 4 cells, expected 9 in a grid row",
                entries.get(1).error().orElseThrow().getMessage());
        assertEquals(2, entries.get(1).line());
        // a damaged line with a colon, held among them at once
        entries = read(PUZZLE + "\nodd: r3c3\n@@ 7: @@@@\ncage 3: r1c1 r1c2\n" + PUZZLE + "\n" + PUZZLE + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals("line 3, column 1: " + among + "found '@', expected a digit 1-9, or '.', '0' or '_' for an"
                + " empty cell", entries.get(1).error().orElseThrow().getMessage());
        // cage lines only: a killer's, as before
        assertTrue(read("cage 3: r1c1 r1c2\n1 2 3 4\ncage 4: r2c1 r2c2\n" + PUZZLE + "\n").get(0).error()
                .orElseThrow().getMessage().startsWith("line 2: found a line among a killer's cage lines that is"
                        + " neither a cage line"));
    }

    @Test
    void labelsWithARuleWordStayLabels() {
        for (String label : List.of("Renban: 3 puzzles", "Anti-Knight Sudoku", "Sum: 45 givens",
                "Page 2: r1c1 is the key, they say", "Odd ones out", "Clone wars: part 2", "Negative", "Negatives",
                "Non-consecutives?", "Sandwich row of the day", "Thermometer puzzles, part 2")) {
            List<PuzzleEntry> entries = read(label + "\n" + PUZZLE + "\n");
            assertEquals(1, entries.size(), label + entries);
            assertEquals(label, entries.get(0).label(), label);
            assertEquals(Layout.classic(), entries.get(0).boardOrThrow().layout(), label);
        }
    }

    @Test
    void ruleNamesAndGlobalRulesReadInAnyCaseWithCommasBetweenCells() {
        Board board = read("ANTI-KNIGHT\nThermometer: r1c1, r1c2,r1c3\n" + PUZZLE + "\n").get(0).boardOrThrow();
        assertEquals(List.of(Line.thermometer(new io.github.sudokusolver.Cell(0, 0),
                new io.github.sudokusolver.Cell(0, 1), new io.github.sudokusolver.Cell(0, 2)), GlobalRule.ANTI_KNIGHT),
                board.layout().rules());
    }
}
