package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link CageOpenness}: the share of the caged cells' candidates their cages' combinations allow, hand-counted. */
final class CageOpennessTest {

    @Test
    void countsTheDigitsOfEveryCombinationOfEachCage() {
        Layout killer = Layout.classic().withCages(List.of(
                Cage.of(3, new Cell(0, 0), new Cell(0, 1)),                 // {1,2}: 2 of 9 digits
                Cage.of(17, new Cell(1, 0), new Cell(1, 1)),                // {8,9}: 2
                Cage.of(10, new Cell(2, 0), new Cell(2, 1)),                // {1,9},{2,8},{3,7},{4,6}: 8, not 5
                Cage.of(7, new Cell(3, 0), new Cell(3, 1), new Cell(3, 2)), // {1,2,4}: 3
                Cage.of(15, new Cell(4, 0), new Cell(4, 1), new Cell(4, 2)), // 15 in three: all 9
                Cage.of(6, new Cell(5, 5))));                               // 6: 1
        double open = 2 * 2 + 2 * 2 + 2 * 8 + 3 * 3 + 3 * 9 + 1;
        assertEquals(open / (13 * 9), CageOpenness.of(killer), 1e-12); // 13 caged cells
    }

    @Test
    void aCageOfEveryDigitLeavesEveryDigitAndASingleCellCageOne() {
        Layout small = Layout.boxes(2, 2).withCages(List.of(
                Cage.of(10, new Cell(0, 0), new Cell(0, 1), new Cell(1, 0), new Cell(1, 1)), // all 4 of 4
                Cage.of(4, new Cell(2, 2)),                                                   // 1 of 4
                Cage.of(3, new Cell(3, 3), new Cell(3, 2))));                                 // {1,2}: 2 of 4
        assertEquals((4.0 * 4 + 1 + 2 * 2) / (7 * 4), CageOpenness.of(small), 1e-12);
    }

    @Test
    void largeGridsAndLayoutsWithoutSumsOrCagesCountRight() {
        assertEquals(1.0, CageOpenness.of(Layout.classic()), 0.0);
        Layout unsummed = Layout.classic().withCages(List.of(Cage.withoutSum(new Cell(0, 0), new Cell(0, 1)),
                Cage.of(3, new Cell(1, 0), new Cell(1, 1))));
        assertEquals((2.0 * 9 + 2 * 2) / (4 * 9), CageOpenness.of(unsummed), 1e-12);
        // 25 digits: 49 is 24 + 25 only, 3 is 1 + 2 only
        Layout big = Layout.boxes(5, 5).withCages(List.of(Cage.of(49, new Cell(0, 0), new Cell(0, 1)),
                Cage.of(3, new Cell(1, 0), new Cell(1, 1))));
        assertEquals((2.0 * 2 + 2 * 2) / (4 * 25), CageOpenness.of(big), 1e-12);
    }
}
