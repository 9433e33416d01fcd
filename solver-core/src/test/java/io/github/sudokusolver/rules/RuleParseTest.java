package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Rule#parse} reads back every rule's line, every word of the text form included: the text machinery writes
 * the names, marks, global rules and directions as text, so that it names no rule type, and this test is what keeps
 * the two vocabularies the same.
 */
final class RuleParseTest {

    @ParameterizedTest
    @MethodSource("io.github.sudokusolver.rules.RuleTypesTest#everyKind")
    void readsBackEveryKindsLine(Rule rule, String text) {
        assertEquals(rule, Rule.parse(text, Layout.classic()));
    }

    @Test
    void readsEveryWordOfTheTextForm() {
        for (Line.Kind kind : Line.Kind.values()) {
            String line = kind.word() + (kind == Line.Kind.WHISPER ? " 5" : kind == Line.Kind.MODULAR ? " 3"
                    : kind == Line.Kind.LOCKOUT ? " 4" : "")
                    + ": r1c1 r1c2 r1c3";
            assertEquals(line, Rule.parse(line, Layout.classic()).toString());
        }
        for (CellMark.Kind kind : CellMark.Kind.values()) {
            assertEquals(CellMark.of(kind, new Cell(4, 4)), Rule.parse(kind.word() + ": r5c5", Layout.classic()));
        }
        for (GlobalRule rule : GlobalRule.values()) {
            assertEquals(rule, Rule.parse(rule.toString(), Layout.classic()));
        }
        for (LittleKiller.Direction direction : LittleKiller.Direction.values()) {
            LittleKiller clue = LittleKiller.of(3, direction, List.of(new Cell(4, 4), new Cell(4 + direction.rowStep(),
                    4 + direction.columnStep())));
            assertEquals(clue, Rule.parse(clue.toString(), Layout.classic()));
        }
    }

    @Test
    void readsNamesInAnyCaseAndCommasBetweenCells() {
        assertEquals(Cage.withoutSum(new Cell(0, 0), new Cell(0, 1)), Rule.parse("cage: r1c1, r1c2", Layout.classic()));
        assertEquals(GlobalRule.ANTI_KNIGHT, Rule.parse("Anti-Knight", Layout.classic()));
        assertEquals(Line.thermometer(new Cell(0, 0), new Cell(0, 1)), Rule.parse("  Thermometer: R1C1, r1c2",
                Layout.classic()));
    }

    @Test
    void namesTheColumnOnLineOne() {
        BoardFormatException offGrid = assertThrows(BoardFormatException.class,
                () -> Rule.parse("thermometer: r1c1 r10c1", Layout.classic()));
        assertEquals("line 1, column 19: found r10c1, off the 9x9 grid (rows 1-9, columns 1-9)", offGrid.getMessage());
        BoardFormatException apart = assertThrows(BoardFormatException.class,
                () -> Rule.parse("  white dot: r1c1 r3c3", Layout.classic()));
        assertEquals(1, apart.line());
        assertEquals(3, apart.column());
        assertEquals("line 1, column 1: found 'thermomter' where a rule's name belongs, expected 'thermometer'",
                assertThrows(BoardFormatException.class, () -> Rule.parse("thermomter: r1c1 r1c2", Layout.classic()))
                        .getMessage());
    }

    @Test
    void refusesABlankLineAndALineBreak() {
        assertEquals("line 1: found a blank line, expected a rule such as \"thermometer: r1c1 r1c2\"",
                assertThrows(BoardFormatException.class, () -> Rule.parse(" ", Layout.classic())).getMessage());
        assertEquals("line 1, column 12: found a line break, expected one rule line",
                assertThrows(BoardFormatException.class, () -> Rule.parse("anti-knight\nodd: r1c1", Layout.classic()))
                        .getMessage());
    }

    @Test
    void nullsAreNamed() {
        assertEquals("line", assertThrows(NullPointerException.class, () -> Rule.parse(null, Layout.classic()))
                .getMessage());
        assertEquals("layout", assertThrows(NullPointerException.class, () -> Rule.parse("odd: r1c1", null))
                .getMessage());
    }
}
