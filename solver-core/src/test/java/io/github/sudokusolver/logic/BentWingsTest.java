package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bent wings ({@link BentWings}) on hand-made positions: the WXYZ-wing, the VWXYZ-wing and the UVWXYZ-wing, where
 * they fire, and near misses where they must not.
 */
final class BentWingsTest {

    /** Pivot r2c2 (1, 2, 3), wings r1c1 (2, 4), r2c7 (1, 4), r3c3 (3, 4): 4's holders r1c1 and r2c7 do not meet. */
    private static Position wxyz() {
        return Position.open().only("r2c2", 1, 2, 3).only("r1c1", 2, 4).only("r2c7", 1, 4).only("r3c3", 3, 4);
    }

    /**
     * Sukaku Explainer's shape: r1c1 (1, 2, 3), r1c2 (2, 5), r1c4 (3, 4) and r1c7 (4, 5) hold five digits in row 1,
     * the bivalue r2c3 (1, 5) sees every 1 of them; 5's holders r1c7 and r2c3 do not meet.
     */
    private static Position vwxyz() {
        return Position.open().only("r1c1", 1, 2, 3).only("r1c2", 2, 5).only("r1c4", 3, 4).only("r1c7", 4, 5)
                .only("r2c3", 1, 5);
    }

    /** Five cells of box 5 hold six digits, the bivalue r4c8 (1, 6) sees its 1; 6 in r6c5 does not see r4c8. */
    private static Position uvwxyz() {
        return Position.open().only("r4c4", 1, 2, 3).only("r4c5", 2, 6).only("r5c4", 3, 4).only("r5c6", 4, 5)
                .only("r6c5", 5, 6).only("r4c8", 1, 6);
    }

    private static Step find(Position position, int size) {
        return OnClassicGrid.run((grid, wide, b) -> BentWings.find(grid, wide, size, b), position.marks(), Budget.unlimited());
    }

    @Test
    void theUnrestrictedDigitLeavesTheCellsSeeingAllItsHolders() {
        Step step = find(wxyz(), 4);

        assertNotNull(step);
        assertEquals(Technique.WXYZ_WING, step.technique());
        assertEquals("WXYZ-wing: pivot r2c2 (1, 2 and 3) with wings r1c1 (2 and 4), r2c7 (1 and 4) and r3c3 (3 and 4):"
                + " one of r1c1, r2c7 and r3c3 is 4 => r2c1,r2c3<>4", step.description());
        assertEquals(List.of(candidate("r2c1", 4), candidate("r2c3", 4)), step.eliminations());
        assertEquals(List.of(4), step.digits());
        assertEquals(new CellGroup(List.of(Cell.of(Position.cell("r2c2"))), List.of(1, 2, 3)), step.groups().get(0));
        assertEquals(4, step.groups().size());
        assertEquals(5.6, step.difficulty(), "a largest candidate count of three adds 0.1");
    }

    @Test
    void aPivotHoldingTheDigitIsOneOfItsHoldersAndRatesLower() {
        Step step = find(wxyz().only("r2c2", 1, 2, 3, 4), 4);

        assertNotNull(step);
        assertEquals("WXYZ-wing: pivot r2c2 (1, 2, 3 and 4) with wings r1c1 (2 and 4), r2c7 (1 and 4) and r3c3"
                + " (3 and 4): one of r1c1, r2c2, r2c7 and r3c3 is 4 => r2c1,r2c3<>4", step.description());
        assertEquals(5.5, step.difficulty());
    }

    @Test
    void theEasiestWingIsReturnedNotTheFirst() {
        Position both = wxyz().only("r8c8", 5, 6, 7, 8).only("r7c7", 6, 8).only("r8c3", 5, 8).only("r9c9", 7, 8);

        Step step = find(both, 4);

        assertNotNull(step);
        assertEquals(5.5, step.difficulty());
        assertEquals(List.of(candidate("r8c7", 8), candidate("r8c9", 8)), step.eliminations());
    }

    @Test
    void aFifthDigitIsNoWxyzWing() {
        assertNull(find(wxyz().only("r3c3", 3, 4, 5), 4));
    }

    @Test
    void twoUnrestrictedDigitsAreNoWing() {
        // 1 now in r2c7 and r3c3, which do not see each other, as well as 4.
        assertNull(find(wxyz().only("r3c3", 1, 3, 4), 4));
        // 4 already leaves r1c7 and r2c3 apart; r1c7 now holds 1 too, which r2c3 also holds.
        assertNull(find(vwxyz().only("r1c7", 1, 4, 5), 5));
    }

    @Test
    void aWingThatEliminatesNothingIsNotAStep() {
        assertNull(find(wxyz().without(4, "r2c1", "r2c3"), 4));
        assertNull(find(vwxyz().without(5, "r1c3"), 5));
    }

    @Test
    void aVwxyzWingWhoseLargestCellHoldsThreeRatesHighest() {
        Step step = find(vwxyz(), 5);

        assertNotNull(step);
        assertEquals(Technique.VWXYZ_WING, step.technique());
        assertEquals("VWXYZ-wing: pivot r1c1 (1, 2 and 3) with wings r1c2 (2 and 5), r1c4 (3 and 4), r1c7 (4 and 5)"
                + " and r2c3 (1 and 5): one of r1c2, r1c7 and r2c3 is 5 => r1c3<>5", step.description());
        assertEquals(List.of(candidate("r1c3", 5)), step.eliminations());
        assertEquals(List.of(5), step.digits());
        assertEquals(5, step.groups().size());
        assertEquals(6.4, step.difficulty());
    }

    @Test
    void aVwxyzWingRatesLessTowardsTheEndsOfTheCandidateCounts() {
        Step four = find(vwxyz().only("r1c1", 1, 2, 3, 4), 5);
        Step five = find(vwxyz().only("r1c1", 1, 2, 3, 4, 5), 5);

        assertNotNull(four);
        assertEquals(6.3, four.difficulty());
        assertNotNull(five);
        assertEquals(6.2, five.difficulty());
        assertEquals("VWXYZ-wing: pivot r1c1 (1, 2, 3, 4 and 5) with wings r1c2 (2 and 5), r1c4 (3 and 4), r1c7"
                + " (4 and 5) and r2c3 (1 and 5): one of r1c1, r1c2, r1c7 and r2c3 is 5 => r1c3<>5",
                five.description());
        Step bivalue = find(vwxyz().only("r1c1", 1, 2).only("r1c4", 2, 3).only("r1c2", 3, 4), 5);
        assertNotNull(bivalue);
        assertEquals(List.of(candidate("r1c3", 5), candidate("r2c7", 5), candidate("r2c8", 5), candidate("r2c9", 5)),
                bivalue.eliminations());
        assertEquals(6.3, bivalue.difficulty(), "every cell bivalue");
    }

    @Test
    void theEasiestVwxyzWingIsReturnedNotTheFirst() {
        Position both = vwxyz().only("r9c9", 5, 6, 7, 8, 9).only("r9c8", 6, 9).only("r9c6", 7, 8).only("r9c3", 8, 9)
                .only("r8c7", 5, 9);

        Step step = find(both, 5);

        assertNotNull(step);
        assertEquals(6.2, step.difficulty());
        assertEquals(List.of(candidate("r9c7", 9)), step.eliminations());
    }

    @Test
    void aDoublyLinkedWingEliminatesEveryDigitFromTheCellsSeeingItsHolders() {
        // 5 now only in r1c2 and r2c3, which see each other: every digit restricted, each fills exactly one cell.
        Position doubly = vwxyz().only("r1c7", 2, 4).confine(5, "b1", "r1c2", "r2c3")
                .confine(2, "r1", "r1c1", "r1c2", "r1c7").confine(3, "r1", "r1c1", "r1c4")
                .confine(4, "r1", "r1c4", "r1c7");

        Step step = find(doubly, 5);

        assertNotNull(step);
        assertEquals("VWXYZ-wing: pivot r1c1 (1, 2 and 3) with wings r1c2 (2 and 5), r1c4 (3 and 4), r1c7 (2 and 4)"
                + " and r2c3 (1 and 5): they hold 1, 2, 3, 4 and 5 once each => r1c3,r2c1,r2c2,r3c1,r3c2,r3c3<>1",
                step.description());
        assertEquals(List.of(1, 2, 3, 4, 5), step.digits());
        assertEquals(6.4, step.difficulty());
    }

    @Test
    void sixDigitsOnFiveCellsAreNoVwxyzWing() {
        assertNull(find(vwxyz().only("r1c4", 3, 4, 6), 5));
    }

    @Test
    void cellsWithoutACommonPivotAreNoWing() {
        // A ring of bivalue cells: 1's holders r1c1 and r9c9 do not meet, every other digit is restricted, and r1c9
        // and r9c1 see both ends, but no cell sees the four others: that is an XY-chain, not a wing.
        Position ring = Position.open().only("r1c1", 1, 2).only("r1c5", 2, 3).only("r5c5", 3, 4).only("r5c9", 4, 5)
                .only("r9c9", 1, 5);

        assertNull(find(ring, 5));
    }

    @Test
    void aVwxyzWingBentOverSeveralHousesIsNotSukakuExplainersShape() {
        // Pivot r5c5 (1-4), wings r5c1 (1, 5) and r5c2 (2, 5) in row 5, r4c5 (4, 5) and r6c6 (3, 5) in box 5: only 5
        // is unrestricted and r5c4, r5c6 see all its holders, but no four of the cells share a house.
        Position bent = Position.open().only("r5c5", 1, 2, 3, 4).only("r5c1", 1, 5).only("r5c2", 2, 5)
                .only("r4c5", 4, 5).only("r6c6", 3, 5);

        assertNull(find(bent, 5));
    }

    @Test
    void anUvwxyzWingRatesFlat() {
        Step step = find(uvwxyz(), 6);

        assertNotNull(step);
        assertEquals(Technique.UVWXYZ_WING, step.technique());
        assertEquals("UVWXYZ-wing: pivot r4c4 (1, 2 and 3) with wings r4c5 (2 and 6), r4c8 (1 and 6), r5c4 (3 and 4),"
                + " r5c6 (4 and 5) and r6c5 (5 and 6): one of r4c5, r4c8 and r6c5 is 6 => r4c6<>6", step.description());
        assertEquals(List.of(candidate("r4c6", 6)), step.eliminations());
        assertEquals(6, step.groups().size());
        assertEquals(6.6, step.difficulty());
        assertEquals(6.6, find(uvwxyz().only("r4c4", 1, 2, 3, 4, 5, 6), 6).difficulty());
    }

    @Test
    void eachSizeFindsOnlyWingsOfItsSize() {
        assertNull(find(vwxyz(), 6));
        assertNull(find(vwxyz(), 4));
        assertNull(find(uvwxyz(), 5));
        assertThrows(IllegalArgumentException.class, () -> find(vwxyz(), 7));
    }

    @Test
    void theSearchChargesTheBudget() {
        Budget none = new Budget(0, Duration.ofDays(1));
        assertThrows(Budget.Stopped.class, () -> OnClassicGrid.run((grid, wide, b) -> BentWings.find(grid, wide, 5, b), vwxyz().marks(), none));
    }
}
