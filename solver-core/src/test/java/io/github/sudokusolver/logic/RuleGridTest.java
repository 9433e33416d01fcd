package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the step engine's grid takes a layout's variant rules: the regions they make are houses after the layout's,
 * named as a player names them, and the cells they make differ are peers; a layout of cages with sums alone has no
 * variant rule.
 */
final class RuleGridTest {

    @Test
    void theDisjointGroupsAreHousesAfterTheRegions() {
        Grid grid = Grid.of(Layout.classic().withRules(List.of(GlobalRule.DISJOINT_GROUPS)));
        assertEquals(27 + 9, grid.houseCount());
        assertEquals(new House(Region.DISJOINT_GROUP, 0), grid.house(27));
        assertEquals("disjoint group 9", grid.name(35));
        List<Cell> first = new House(Region.DISJOINT_GROUP, 0).cells(grid.layout);
        assertEquals(List.of(new Cell(0, 0), new Cell(0, 3), new Cell(0, 6), new Cell(3, 0), new Cell(3, 3),
                new Cell(3, 6), new Cell(6, 0), new Cell(6, 3), new Cell(6, 6)), first);
        assertTrue(grid.sees(grid.indexOf(new Cell(0, 0)), grid.indexOf(new Cell(6, 6))));
        assertFalse(grid.rules.isEmpty());
    }

    @Test
    void anExtraRegionOfEveryDigitIsAHouseAndASmallerOneMakesPeersOnly() {
        List<Cell> nine = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            nine.add(new Cell(i, (i * 4) % 9));
        }
        ExtraRegion whole = ExtraRegion.of(nine);
        ExtraRegion three = ExtraRegion.of(List.of(new Cell(0, 8), new Cell(4, 4), new Cell(8, 0)));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(whole, three)));
        assertEquals(28, grid.houseCount());
        assertEquals("extra region 1", grid.name(27));
        assertEquals(nine.size(), grid.cellsOf(27).length);
        assertTrue(grid.sees(grid.indexOf(new Cell(0, 8)), grid.indexOf(new Cell(8, 0))));
        assertFalse(grid.sees(grid.indexOf(new Cell(0, 7)), grid.indexOf(new Cell(8, 0))));
    }

    @Test
    void aCageWithoutASumOverNineCellsIsAHouseWhoseHiddenSingleIsFound() {
        List<Cell> nine = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            nine.add(new Cell(i, (i * 4) % 9));
        }
        Layout caged = Layout.classic().withCages(List.of(Cage.of(3, List.of(new Cell(0, 1), new Cell(0, 2))),
                Cage.withoutSum(nine)));
        Grid grid = Grid.of(caged);
        assertEquals(28, grid.houseCount(), "the rows, columns, boxes and the cage without a sum");
        assertEquals("extra region 1", grid.name(27));
        assertEquals(1, grid.cageCount(), "the cage with a sum stays a killer cage, after the houses");
        int[] marks = SinglesAndIntersectionsTest.full(grid);
        for (Cell cell : nine.subList(1, 9)) {
            SinglesAndIntersectionsTest.remove(grid, marks, 5, grid.indexOf(cell));
        }
        Step step = SinglesAndIntersections.hiddenSingleInLine(grid, marks, io.github.sudokusolver.internal.search
                .Budget.unlimited());
        assertEquals("Hidden single: r1c1 is the only place for 5 in extra region 1 => r1c1=5", step.description());
    }

    @Test
    void aKnightsMoveIsAPeerUnderAntiKnightAndNoHouseIsAdded() {
        Grid grid = Grid.of(Layout.classic().withRules(List.of(GlobalRule.ANTI_KNIGHT)));
        assertEquals(27, grid.houseCount());
        assertTrue(grid.sees(grid.indexOf(new Cell(0, 0)), grid.indexOf(new Cell(1, 2))));
        assertTrue(grid.sees(grid.indexOf(new Cell(4, 4)), grid.indexOf(new Cell(6, 5))));
        assertFalse(grid.sees(grid.indexOf(new Cell(0, 0)), grid.indexOf(new Cell(3, 3))));
    }

    @Test
    void cagesWithSumsAloneAreNoVariantRulesAndACageWithoutASumIsNoKillerCage() {
        Layout killer = Layout.classic().withCages(List.of(Cage.of(3, List.of(new Cell(0, 0), new Cell(0, 1)))));
        assertSame(RuleFacts.NONE, Grid.of(killer).rules);
        Layout both = Layout.classic().withCages(List.of(Cage.of(3, List.of(new Cell(0, 0), new Cell(0, 1))),
                Cage.withoutSum(new Cell(4, 4), new Cell(5, 6))));
        Grid grid = Grid.of(both);
        assertFalse(grid.rules.isEmpty());
        assertEquals(1, grid.cageCount());
        assertEquals(new House(Region.CAGE, 0), grid.house(grid.cageHouse(0)));
        assertTrue(grid.sees(grid.indexOf(new Cell(4, 4)), grid.indexOf(new Cell(5, 6))));
    }
}
