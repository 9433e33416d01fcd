package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The BUG types ({@link Bugs}) on hand-made positions. Each starts from a grave: every cell open with two digits, the
 * digit of a solution grid and its image under a permutation without fixed points, (1 2)(3 4)(5 6)(7 8 9); each
 * digit is then in two cells of every house. Row 1 of the grid is 1 to 9, so row 1 holds {1,2} {2,1} {3,4} {4,3}
 * {5,6} {6,5} {7,8} {8,9} {9,7}.
 */
class BugsTest {

    private static final int[] IMAGE = {0, 2, 1, 4, 3, 6, 5, 8, 9, 7};

    /** The grave, with {@code extras} added to cells: pairs of a cell name and a digit. */
    private static Position grave() {
        Position position = Position.open();
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int digit = (row * 3 + row / 3 + col) % 9 + 1;
                position.only("r" + (row + 1) + "c" + (col + 1), digit, IMAGE[digit]);
            }
        }
        return position;
    }

    @Test
    void bugPlusOnePlacesTheExtraDigit() {
        short[] marks = grave().only("r5c5", 7, 8, 9).marks(); // {9,7} in the grave

        Step step = OnClassicGrid.run(Bugs::plusOne, marks);

        assertNotNull(step);
        assertEquals(Technique.BUG_PLUS_ONE, step.technique());
        assertEquals("BUG+1: without 8 in r5c5, every open cell would hold two digits and each missing digit two"
                + " places per house: a deadly pattern => r5c5=8", step.description());
        assertEquals(List.of(candidate("r5c5", 8)), step.placements());
        assertEquals(List.of(new CellGroup(List.of(Cell.of(Position.cell("r5c5"))), List.of(8))), step.groups());
        assertEquals(5.6, step.difficulty());
    }

    @Test
    void threeDigitsWhoseRemovalLeavesNoGraveAreNoBugPlusOne() {
        short[] swapped = grave().only("r5c5", 4, 7, 8).marks(); // 9 gone: no removal gives two places each
        short[] single = grave().only("r5c5", 7, 8, 9).only("r9c9", 3).marks();

        assertNull(OnClassicGrid.run(Bugs::plusOne, swapped));
        assertNull(OnClassicGrid.run(Bugs::plusOne, single));
    }

    @Test
    void typeTwoClearsTheSharedExtraDigitFromCellsSeeingAllExtraCells() {
        short[] marks = grave().only("r1c1", 1, 2, 8).only("r1c4", 3, 4, 8).marks();

        Step step = OnClassicGrid.run(Bugs::typeTwo, marks);

        assertNotNull(step);
        assertEquals("BUG type 2: without 8 in r1c1 and r1c4, every open cell would hold two digits and each missing"
                + " digit two places per house: a deadly pattern, so one of r1c1 and r1c4 is 8 => r1c7,r1c8<>8",
                step.description());
        assertEquals(List.of(candidate("r1c7", 8), candidate("r1c8", 8)), step.eliminations());
        assertNull(OnClassicGrid.run(Bugs::plusOne, marks), "two extra cells are not BUG+1");
        assertEquals(5.7, step.difficulty());
    }

    @Test
    void typeTwoNeedsTheSameExtraDigit() {
        short[] marks = grave().only("r1c1", 1, 2, 8).only("r1c4", 3, 4, 5).marks();

        assertNull(OnClassicGrid.run(Bugs::typeTwo, marks));
    }

    @Test
    void typeThreeMakesANakedSetOfTheExtraDigitsInTheirHouse() {
        // Extras 7 and 8; r1c7 holds exactly 7 and 8.
        short[] marks = grave().only("r1c1", 1, 2, 7).only("r1c5", 5, 6, 8).marks();

        Step step = OnClassicGrid.run(Bugs::typeThree, marks);

        assertNotNull(step);
        assertEquals("BUG type 3: without 7 in r1c1 and 8 in r1c5, every open cell would hold two digits and each"
                + " missing digit two places per house: a deadly pattern, so r1c1 or r1c5 holds 7 or 8, making a"
                + " naked pair 7 and 8 with r1c7 in row 1 => r1c8<>8, r1c9<>7", step.description());
        assertEquals(List.of(7, 8), step.digits());
        assertEquals(5.8, step.difficulty());
    }

    @Test
    void typeThreeNeedsTheExtraCellsInOneHouse() {
        short[] marks = grave().only("r1c1", 1, 2, 7).only("r5c5", 5, 6, 8).marks();

        assertNull(OnClassicGrid.run(Bugs::typeThree, marks));
    }

    @Test
    void typeFourClearsEachCellsOtherDigitWhenTheirSharedDigitIsConfinedToThem() {
        // r1c7 {7,8} and r1c9 {9,7} share 7, whose only places in row 1 they are.
        short[] marks = grave().only("r1c7", 1, 7, 8).only("r1c9", 3, 7, 9).marks();

        Step step = OnClassicGrid.run(Bugs::typeFour, marks);

        assertNotNull(step);
        assertEquals("BUG type 4: without 1 in r1c7 and 3 in r1c9, every open cell would hold two digits and each"
                + " missing digit two places per house: a deadly pattern, so r1c7 or r1c9 holds its extra digit; as 7"
                + " in row 1 lies only in them, each is 7 or its extra digit => r1c7<>8, r1c9<>9", step.description());
        assertEquals(List.of(candidate("r1c7", 8), candidate("r1c9", 9)), step.eliminations());
        assertEquals(List.of(new Link(candidate("r1c7", 7), candidate("r1c9", 7), true)), step.links());
        assertEquals(5.7, step.difficulty());
    }

    @Test
    void typeFourNeedsExactlyTwoExtraCellsSharingAHouse() {
        short[] three = grave().only("r1c7", 1, 7, 8).only("r1c9", 3, 7, 9).only("r5c5", 5, 6, 8).marks();
        short[] apart = grave().only("r1c7", 1, 7, 8).only("r5c9", 3, 7, 9).marks();

        assertNull(OnClassicGrid.run(Bugs::typeFour, three));
        assertNull(OnClassicGrid.run(Bugs::typeFour, apart));
    }
}
