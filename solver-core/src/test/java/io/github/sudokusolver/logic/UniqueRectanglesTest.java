package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The unique rectangles ({@link UniqueRectangles}) on hand-made positions: where each type fires, and near misses
 * where it must not. Most positions use the rectangle r1c1, r1c5, r2c1, r2c5 on 2 and 7 (boxes 1 and 2).
 */
class UniqueRectanglesTest {

    private static final List<Cell> CORNERS = cells("r1c1", "r1c5", "r2c1", "r2c5");

    @Test
    void typeOneClearsTheFourthCorner() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r2c1", 2, 7).marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeOne, marks);

        assertNotNull(step);
        assertEquals(Technique.UNIQUE_RECTANGLE_TYPE_1, step.technique());
        assertEquals("Unique rectangle type 1: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions unless"
                + " r2c5 holds another digit => r2c5<>27", step.description());
        assertEquals(List.of(candidate("r2c5", 2), candidate("r2c5", 7)), step.eliminations());
        assertEquals(List.of(2, 7), step.digits());
        assertEquals(new CellGroup(CORNERS, List.of(2, 7)), step.groups().get(0));
        assertEquals(new CellGroup(cells("r2c5"), List.of(1, 3, 4, 5, 6, 8, 9)), step.groups().get(1));
        assertEquals(4.5, step.difficulty());
    }

    @Test
    void aRectangleOverFourBoxesOrOneIsNoUniqueRectangle() {
        short[] fourBoxes = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r4c1", 2, 7).marks();
        short[] oneBox = Position.open().only("r1c1", 2, 7).only("r1c2", 2, 7).only("r2c1", 2, 7).marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::typeOne, fourBoxes));
        assertNull(OnClassicGrid.run(UniqueRectangles::typeOne, oneBox));
    }

    @Test
    void rectanglesAreMetRowsFirstThenColumnsAsTheClassicFinderMetThem() {
        // r1c1, r1c5, r3c1, r3c5 on 1 and 2 comes first column by column; r1c2, r1c6, r2c2, r2c6 on 3 and 4 comes
        // first by rows, as the classic golden file has it (calibration line 729 showed the difference).
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c5", 1, 2).only("r3c1", 1, 2)
                .only("r1c2", 3, 4).only("r1c6", 3, 4).only("r2c2", 3, 4).marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeOne, marks);

        assertNotNull(step);
        assertEquals(List.of(3, 4), step.digits());
        assertEquals(List.of(candidate("r2c6", 3), candidate("r2c6", 4)), step.eliminations());
    }

    @Test
    void typeTwoClearsTheExtraDigitFromCellsSeeingBothRoofCorners() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 3, 7).confine(3, "r2", "r2c1", "r2c5", "r2c8").marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeTwo, marks);

        assertNotNull(step);
        assertEquals("Unique rectangle type 2: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions unless"
                + " r2c1 or r2c5 is 3 => r2c8<>3", step.description());
        assertEquals(List.of(candidate("r2c8", 3)), step.eliminations());
        assertEquals(new CellGroup(cells("r2c1", "r2c5"), List.of(3)), step.groups().get(1));
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeTwoNeedsOneSameExtraDigitAndSomethingToEliminate() {
        Position rectangle = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7);
        short[] different = rectangle.only("r2c1", 2, 3, 7).only("r2c5", 2, 4, 7).marks();
        short[] nothingSeesBoth = rectangle.only("r2c1", 2, 3, 7).only("r2c5", 2, 3, 7)
                .confine(3, "r2", "r2c1", "r2c5").marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::typeTwo, different));
        assertNull(OnClassicGrid.run(UniqueRectangles::typeTwo, nothingSeesBoth));
    }

    @Test
    void typeThreeMakesANakedSetOfTheRoofsExtraDigits() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 7, 8).only("r2c8", 3, 8)
                .confine(3, "r2", "r2c1", "r2c8", "r2c9").confine(8, "r2", "r2c5", "r2c8", "r2c9").marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeThree, marks);

        assertNotNull(step);
        assertEquals("Unique rectangle type 3: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions unless"
                + " r2c1 or r2c5 holds 3 or 8, making a naked pair 3 and 8 with r2c8 in row 2 => r2c9<>38",
                step.description());
        assertEquals(List.of(candidate("r2c9", 3), candidate("r2c9", 8)), step.eliminations());
        assertEquals(new CellGroup(cells("r2c8"), List.of(3, 8)), step.groups().get(2));
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeThreeReturnsTheSmallestNakedSetAndRatesALargerOneHigher() {
        // Rectangle r1c1/r1c5/r2c1/r2c5 needs a naked triple in row 2; the later r5c1/r5c5/r6c1/r6c5 a pair.
        Position position = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 7, 8).only("r2c8", 3, 9).only("r2c9", 8, 9).confine(3, "r2", "r2c1", "r2c8")
                .confine(8, "r2", "r2c5", "r2c9").without(9, "r2c2", "r2c3", "r2c4", "r2c6");
        short[] triple = position.marks();
        short[] both = position.only("r5c1", 4, 6).only("r5c5", 4, 6).only("r6c1", 1, 4, 6).only("r6c5", 4, 5, 6)
                .only("r6c9", 1, 5).confine(1, "r6", "r6c1", "r6c9", "r6c7").confine(5, "r6", "r6c5", "r6c9")
                .marks();

        Step tripleStep = OnClassicGrid.run(UniqueRectangles::typeThree, triple);
        Step pairStep = OnClassicGrid.run(UniqueRectangles::typeThree, both);

        assertNotNull(tripleStep);
        assertEquals(4.7, tripleStep.difficulty());
        assertEquals(List.of(candidate("r2c7", 9)), tripleStep.eliminations());
        assertNotNull(pairStep);
        assertEquals(4.6, pairStep.difficulty());
        assertEquals(List.of(candidate("r6c7", 1)), pairStep.eliminations());
    }

    @Test
    void typeFourClearsTheOtherDigitWhenOneIsConfinedToTheRoof() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).confine(2, "r2", "r2c1", "r2c5")
                .marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeFour, marks);

        assertNotNull(step);
        assertEquals("Unique rectangle type 4: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions if"
                + " r2c1 or r2c5 were 7: 2 in row 2 lies only in them => r2c1,r2c5<>7", step.description());
        assertEquals(List.of(candidate("r2c1", 7), candidate("r2c5", 7)), step.eliminations());
        assertEquals(List.of(new Link(candidate("r2c1", 2), candidate("r2c5", 2), true)), step.links());
        assertEquals(List.of(House.of(1)), step.houses());
        assertEquals(4.5, step.difficulty());
    }

    @Test
    void typeFourNeedsTheDigitConfinedToTheRoof() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7)
                .confine(2, "r2", "r2c1", "r2c5", "r2c9").marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::typeFour, marks));
    }

    @Test
    void typeFiveWithThreeRoofCornersClearsCellsSeeingAllThree() {
        short[] marks = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 3, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 3, 7).marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeFive, marks);

        assertNotNull(step);
        assertEquals("Unique rectangle type 5: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions unless"
                + " r1c5, r2c1 or r2c5 is 3 => r2c4,r2c6<>3", step.description());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeFiveWithTwoDiagonalRoofCornersClearsCellsSeeingBoth() {
        short[] marks = Position.open().only("r1c1", 2, 3, 7).only("r1c5", 2, 7).only("r2c1", 2, 7)
                .only("r2c5", 2, 3, 7).confine(3, "b2", "r2c5").marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeFive, marks);

        assertNotNull(step);
        assertEquals(List.of(candidate("r2c2", 3), candidate("r2c3", 3)), step.eliminations());
    }

    @Test
    void typeFiveLeavesRoofsInALineToTypeTwoAndNeedsOneExtraDigit() {
        short[] line = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 3, 7).marks();
        short[] twoExtras = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 3, 7).only("r2c1", 2, 3, 7)
                .only("r2c5", 2, 3, 4, 7).marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::typeFive, line));
        assertNull(OnClassicGrid.run(UniqueRectangles::typeFive, twoExtras));
    }

    @Test
    void typeSixClearsTheDiagonalRoofOfADigitThatMakesAnXWingOnTheRectangle() {
        short[] marks = Position.open().only("r1c5", 2, 7).only("r2c1", 2, 7)
                .confine(2, "r1", "r1c1", "r1c5").confine(2, "r2", "r2c1", "r2c5").marks();

        Step step = OnClassicGrid.run(UniqueRectangles::typeSix, marks);

        assertNotNull(step);
        assertEquals("Unique rectangle type 6: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions if"
                + " r1c1 or r2c5 were 2: 2 in rows 1 and 2 lies only in the rectangle => r1c1,r2c5<>2",
                step.description());
        assertEquals(List.of(new Link(candidate("r1c1", 2), candidate("r1c5", 2), true),
                new Link(candidate("r2c1", 2), candidate("r2c5", 2), true)), step.links());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeSixByColumnsAndItsNearMisses() {
        short[] noXWing = Position.open().only("r1c5", 2, 7).only("r2c1", 2, 7).marks();
        short[] columns = Position.open().only("r1c5", 2, 7).only("r2c1", 2, 7)
                .confine(7, "c1", "r1c1", "r2c1").confine(7, "c5", "r1c5", "r2c5").marks();
        short[] oneRowOnly = Position.open().only("r1c5", 2, 7).only("r2c1", 2, 7)
                .confine(2, "r1", "r1c1", "r1c5").marks();
        short[] floorsInALine = Position.open().only("r1c1", 2, 7).only("r1c5", 2, 7)
                .confine(2, "r1", "r1c1", "r1c5").confine(2, "r2", "r2c1", "r2c5").marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::typeSix, noXWing));
        Step step = OnClassicGrid.run(UniqueRectangles::typeSix, columns);
        assertNotNull(step);
        assertEquals(List.of(candidate("r1c1", 7), candidate("r2c5", 7)), step.eliminations());
        assertNull(OnClassicGrid.run(UniqueRectangles::typeSix, oneRowOnly));
        assertNull(OnClassicGrid.run(UniqueRectangles::typeSix, floorsInALine));
    }

    @Test
    void aHiddenRectangleClearsTheCornerOppositeItsBivalueCorner() {
        short[] marks = Position.open().only("r1c1", 2, 7)
                .confine(7, "r2", "r2c1", "r2c5").confine(7, "c5", "r1c5", "r2c5").marks();

        Step step = OnClassicGrid.run(UniqueRectangles::hidden, marks);

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_UNIQUE_RECTANGLE, step.technique());
        assertEquals("Hidden unique rectangle: r1c1, r1c5, r2c1 and r2c5 on 2 and 7 would have two solutions if r2c5"
                + " were 2: r1c1 holds only 2 and 7, and 7 in row 2 and column 5 lies only in the rectangle"
                + " => r2c5<>2", step.description());
        assertEquals(List.of(candidate("r2c5", 2)), step.eliminations());
        assertEquals(List.of(House.of(1), House.of(House.FIRST_COLUMN + 4)), step.houses());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void aHiddenRectangleNeedsBothLinesConfinedAndABivalueCorner() {
        short[] columnOpen = Position.open().only("r1c1", 2, 7)
                .confine(7, "r2", "r2c1", "r2c5").confine(7, "c5", "r1c5", "r2c5", "r7c5").marks();
        short[] noBivalue = Position.open().only("r1c1", 2, 5, 7)
                .confine(7, "r2", "r2c1", "r2c5").confine(7, "c5", "r1c5", "r2c5").marks();

        assertNull(OnClassicGrid.run(UniqueRectangles::hidden, columnOpen));
        assertNull(OnClassicGrid.run(UniqueRectangles::hidden, noBivalue));
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
