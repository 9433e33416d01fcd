package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link RulesInHouse} on hand-made positions: a German whisper winding through one box (the position of "German
 * Whispers" in ISS's collections where the step engine took a dynamic chain before), a cage in a box (Uraninite's),
 * an arrow and a renban inside a house, a house of sixteen open cells read by its groups, and what it must leave to
 * the subsets or find nothing in.
 */
final class RulesInHouseTest {

    private static final Budget NONE = Budget.unlimited();

    private static Grid classic(Rule... rules) {
        return Grid.of(Layout.classic().withRules(List.of(rules)));
    }

    /** The whisper r8c1-r7c1-r7c2-r8c3-r9c3-r9c2, all in box 7, with 3 and 5 placed there. */
    private static int[] whisperInBox7(Grid grid) {
        int[] marks = full(grid);
        grid.place(marks, at(grid, 7, 3), 1 << 2);
        grid.place(marks, at(grid, 9, 1), 1 << 4);
        only(grid, marks, 7, 1, 1, 2, 7, 8, 9);
        only(grid, marks, 7, 2, 1, 2, 7, 8, 9);
        only(grid, marks, 8, 1, 1, 2, 4, 7, 8, 9);
        only(grid, marks, 8, 2, 2, 4, 6, 7, 8);
        only(grid, marks, 8, 3, 1, 2, 7, 8, 9);
        only(grid, marks, 9, 2, 1, 2, 4, 6, 7, 8);
        only(grid, marks, 9, 3, 1, 2, 7, 8, 9);
        return marks;
    }

    private static Line whisper() {
        return Line.germanWhisper(List.of(new Cell(7, 0), new Cell(6, 0), new Cell(6, 1), new Cell(7, 2),
                new Cell(8, 2), new Cell(8, 1)));
    }

    @Test
    void aWhisperThroughABoxKeepsItsSixDigitsApart() {
        Grid grid = classic(whisper());
        Step step = RulesInHouse.find(grid, whisperInBox7(grid), NONE);
        // with 3 and 5 placed, the box's open cells take 1, 2, 4, 6, 7, 8 and 9, the whisper's three low cells 1, 2
        // and 4 (so r8c2, off it, is high), and a 4 must sit at an end, beside a 9: either r8c1 is 4, r7c1 9, r7c2 and
        // r9c3 1 and 2; or r9c2 is 4, r9c3 9, r7c1 and r8c3 1 and 2
        assertEquals("Rules in a house: in box 7, the open cells r7c1, r7c2, r8c1, r8c2, r8c3, r9c2 and r9c3, with the"
                + " German whisper r8c1-r9c2, take different digits that keep the rules among them; no such filling"
                + " uses what leaves => r7c1,r9c3<>78, r7c2,r8c1,r8c3<>9, r8c1,r9c2<>1, r8c1,r8c2,r9c2<>2, r8c2<>4",
                step.description());
        assertEquals(List.of(whisper()), step.rules());
        assertEquals(2.6 + 3 * RulesInHouse.PER_CELL, step.difficulty(), 1e-9, "the whisper's six cells rate it");
    }

    @Test
    void whatTheDigitsDifferencesAloneRemoveIsLeftToTheSubsets() {
        Grid grid = classic(Dot.white(new Cell(0, 0), new Cell(0, 1)));
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 3, 9);
        only(grid, marks, 1, 3, 1, 2);
        only(grid, marks, 1, 4, 1, 2);
        only(grid, marks, 1, 5, 1, 2, 3);
        // the naked pair makes r1c5 3, so r1c1 9 and r1c2 8 by the dot; what the pair and the single remove (r1c5's
        // 1 and 2, r1c1's 3, r1c2's 9) is not this step's
        assertEquals("Rules in a house: in row 1, the open cells r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and"
                + " r1c9, with the white dot between r1c1 and r1c2, take different digits that keep the rules among"
                + " them; no such filling uses what leaves => r1c2<>4567, r1c6,r1c7,r1c8,r1c9<>8",
                RulesInHouse.find(grid, marks, NONE)
                        .description());
    }

    /** Cage 22 over r8c1, r9c1 and r9c2 (Uraninite's box 7), and an odd cell that makes the grid a ruled one. */
    private static Grid uraninite() {
        return classic(Cage.of(22, new Cell(7, 0), new Cell(8, 0), new Cell(8, 1)), CellMark.odd(new Cell(0, 8)));
    }

    /** Box 7 with r9c1 9, r7c1, r7c3, r8c2 and r9c3 low (1-4), and r7c2, r8c1, r8c3 and r9c2 high (5-8). */
    private static int[] box7(Grid grid) {
        int[] marks = full(grid);
        grid.place(marks, at(grid, 9, 1), 1 << 8);
        for (int[] low : new int[][] {{7, 1}, {7, 3}, {8, 2}, {9, 3}}) {
            only(grid, marks, low[0], low[1], 1, 2, 3, 4);
        }
        for (int[] high : new int[][] {{7, 2}, {8, 1}, {8, 3}, {9, 2}}) {
            only(grid, marks, high[0], high[1], 5, 6, 7, 8);
        }
        return marks;
    }

    @Test
    void aCageWhoseOpenCellsAllLieInTheHouseKeepsItsSum() {
        // Uraninite's box 7: cage 22 over r8c1, r9c1 (9) and r9c2 leaves 13 to two of 5, 6, 7 and 8, and r8c3 is no 5
        // the odd cell makes the grid a ruled one: on a plain killer the technique is off
        Grid grid = uraninite();
        int[] marks = box7(grid);
        only(grid, marks, 8, 3, 6, 7, 8);
        assertEquals("Rules in a house: in box 7, the open cells r7c1, r7c2, r7c3, r8c1, r8c2, r8c3, r9c2 and r9c3,"
                + " with cage 22 at r8c1, take different digits that keep the rules among them; no such filling uses"
                + " what leaves => r7c2<>8", RulesInHouse.find(grid, marks, NONE).description(),
                "r8c1 and r9c2 are 5 and 8 (r7c2 then 6 or 7) or 6 and 7 (r8c3 then 8, r7c2 5)");
    }

    /**
     * A house that found nothing is remembered by its cells' marks (and its rules' other cells'): the same house on
     * new marks is searched again. With 5 still in r8c3, r8c1 and r9c2 may be 6 and 7 and r7c2 8 beside r8c3's 5.
     */
    @Test
    void aHouseThatFoundNothingIsSearchedAgainOnNewMarks() {
        Grid grid = uraninite();
        int[] marks = box7(grid);
        Step nothing = RulesInHouse.find(grid, marks, NONE);
        assertNull(nothing, () -> "every candidate of box 7 in some filling: " + nothing);
        only(grid, marks, 8, 3, 6, 7, 8);
        assertEquals(" => r7c2<>8", RulesInHouse.find(grid, marks, NONE).description().replaceAll(".* =>", " =>"));
    }

    @Test
    void anArrowWhoseCellsAllLieInTheHouseKeepsItsSum() {
        Grid grid = classic(Arrow.of(List.of(new Cell(0, 0)), List.of(new Cell(1, 1), new Cell(2, 2))));
        int[] marks = full(grid);
        int[][] placed = {{1, 2, 1}, {1, 3, 3}, {2, 1, 5}, {2, 3, 7}, {3, 1, 8}, {3, 2, 9}};
        for (int[] p : placed) {
            grid.place(marks, at(grid, p[0], p[1]), 1 << p[2] - 1);
        }
        // box 1 leaves 2, 4 and 6 to the arrow's three cells: the circle is 6 = 2 + 4
        assertEquals("Rules in a house: in box 1, the open cells r1c1, r2c2 and r3c3, with the arrow from r1c1, take"
                + " different digits that keep the rules among them; no such filling uses what leaves => r1c1<>24,"
                + " r2c2,r3c3<>6", RulesInHouse.find(grid, marks, NONE).description());
    }

    @Test
    void aRenbanWhoseCellsAllLieInTheHouseKeepsItsRun() {
        Grid grid = classic(Line.of(Line.Kind.RENBAN, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))));
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 1, 2, 3, 9);
        only(grid, marks, 1, 2, 1, 2, 3, 9);
        only(grid, marks, 1, 3, 1, 2, 3, 9);
        only(grid, marks, 1, 4, 3, 4);
        assertEquals("Rules in a house: in row 1, the open cells r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and"
                + " r1c9, with the renban r1c1-r1c3, take different digits that keep the rules among them; no such"
                + " filling uses what leaves => r1c1,r1c2,r1c3<>9, r1c4,r1c5,r1c6,r1c7,r1c8,r1c9<>3,"
                + " r1c5,r1c6,r1c7,r1c8,r1c9<>124", RulesInHouse.find(grid, marks, NONE).description(),
                "the run is 1, 2 and 3, so r1c4 is 4");
    }

    @Test
    void aGroupEveryCandidateOfWhichSomeFillingGivesIsNoStep() {
        Grid grid = classic(Line.thermometer(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)));
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 1, 2, 3, 4, 5, 6, 7);
        only(grid, marks, 1, 2, 2, 3, 4, 5, 6, 7, 8);
        only(grid, marks, 1, 3, 3, 4, 5, 6, 7, 8, 9);
        assertNull(RulesInHouse.find(grid, marks, NONE), "the thermometer's bounds, already taken");
        only(grid, marks, 1, 2, 3, 4, 5, 6, 7, 8);
        assertEquals("Rules in a house: in row 1, the open cells r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and"
                + " r1c9, with the thermometer from r1c1, take different digits that keep the rules among them; no such"
                + " filling uses what leaves => r1c3<>3", RulesInHouse.find(grid, marks, NONE).description(),
                "r1c3 above r1c2, now 3 or more");
    }

    @Test
    void aHouseOfMoreOpenCellsThanNineIsReadByTheGroupsTheRulesLink() {
        Grid grid = Grid.of(Layout.boxes(4, 4).withRules(List.of(Line.thermometer(new Cell(0, 0), new Cell(0, 1),
                new Cell(0, 2)))));
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        only(grid, marks, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        only(grid, marks, 1, 3, 3, 4, 5, 6, 7, 8, 9);
        assertEquals("Rules in a house: in row 1, r1c1, r1c2 and r1c3, linked by the thermometer from r1c1, take"
                + " different digits that keep the rules among them; no such filling uses what leaves => r1c1<>8,"
                + " r1c1,r1c2<>9, r1c3<>3", RulesInHouse.find(grid, marks, NONE).description(),
                "sixteen open cells: the thermometer's three");
    }
}
