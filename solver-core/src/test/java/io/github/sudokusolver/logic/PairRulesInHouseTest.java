package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link PairRulesInHouse} on hand-made positions: a German whisper winding through one box (the position of "German
 * Whispers" in ISS's collections where the step engine took a dynamic chain before), and the groups it must leave
 * alone.
 */
final class PairRulesInHouseTest {

    private static final Budget NONE = Budget.unlimited();

    private static Grid classic(Rule... rules) {
        return Grid.of(Layout.classic().withRules(List.of(rules)));
    }

    private static void keep(Grid grid, int[] marks, int row, int col, String digits) {
        int mask = 0;
        for (char digit : digits.toCharArray()) {
            mask |= 1 << digit - '1';
        }
        marks[at(grid, row, col)] &= mask;
    }

    /** The whisper r8c1-r7c1-r7c2-r8c3-r9c3-r9c2, all in box 7, with 3 and 5 placed there. */
    private static int[] whisperInBox7(Grid grid) {
        int[] marks = full(grid);
        grid.place(marks, at(grid, 7, 3), 1 << 2);
        grid.place(marks, at(grid, 9, 1), 1 << 4);
        keep(grid, marks, 7, 1, "12789");
        keep(grid, marks, 7, 2, "12789");
        keep(grid, marks, 8, 1, "124789");
        keep(grid, marks, 8, 2, "24678");
        keep(grid, marks, 8, 3, "12789");
        keep(grid, marks, 9, 2, "124678");
        keep(grid, marks, 9, 3, "12789");
        return marks;
    }

    private static Line whisper() {
        return Line.germanWhisper(List.of(new Cell(7, 0), new Cell(6, 0), new Cell(6, 1), new Cell(7, 2),
                new Cell(8, 2), new Cell(8, 1)));
    }

    @Test
    void aWhisperThroughABoxKeepsItsSixDigitsApart() {
        Grid grid = classic(whisper());
        Step step = PairRulesInHouse.find(grid, whisperInBox7(grid), NONE);
        // with 3 and 5 placed, the three low cells take 1, 2 and 4, and a 4 must sit at an end, beside a 9: either
        // r8c1 is 4, r7c1 9, r7c2 and r9c3 1 and 2; or r9c2 is 4, r9c3 9, r7c1 and r8c3 1 and 2
        assertEquals("Pair rules in a house: in box 7, r7c1, r8c1, r7c2, r8c3, r9c3 and r9c2, linked by the German"
                + " whisper r8c1-r9c2, take different digits that keep the rules between them; no such filling uses"
                + " what leaves => r7c1,r9c3<>78, r8c1,r9c2<>12, r8c1,r7c2,r8c3<>9", step.description());
        assertEquals(List.of(whisper()), step.rules());
        assertEquals(2.6 + 3 * PairRulesInHouse.PER_CELL, step.difficulty(), 1e-9);
    }

    @Test
    void aGroupOfTwoCellsIsThePairFindersOwn() {
        Grid grid = classic(Dot.white(new Cell(0, 0), new Cell(0, 1)));
        int[] marks = full(grid);
        keep(grid, marks, 1, 1, "159");
        assertNull(PairRulesInHouse.find(grid, marks, NONE));
    }

    @Test
    void aGroupEveryCandidateOfWhichSomeFillingGivesIsNoStep() {
        Grid grid = classic(Line.thermometer(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)));
        int[] marks = full(grid);
        keep(grid, marks, 1, 1, "1234567");
        keep(grid, marks, 1, 2, "2345678");
        keep(grid, marks, 1, 3, "3456789");
        assertNull(PairRulesInHouse.find(grid, marks, NONE), "the thermometer's bounds, already taken");
        keep(grid, marks, 1, 2, "345678");
        assertEquals("Pair rules in a house: in row 1, r1c1, r1c2 and r1c3, linked by the thermometer from r1c1, take"
                + " different digits that keep the rules between them; no such filling uses what leaves => r1c3<>3",
                PairRulesInHouse.find(grid, marks, NONE).description(), "r1c3 above r1c2, now 3 or more");
    }
}
