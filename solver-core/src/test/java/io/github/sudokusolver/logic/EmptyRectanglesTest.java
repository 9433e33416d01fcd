package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The empty rectangle ({@link EmptyRectangles}) on hand-made positions: where it fires, and near misses. */
class EmptyRectanglesTest {

    /** Box 3's 4s on row 2 and column 9, the crossing r2c9 empty; column 5's only 4s in r2c5 and r7c5. */
    private static Position boxThreeAndColumnFive() {
        return Position.open()
                .confine(4, "b3", "r2c7", "r2c8", "r1c9", "r3c9")
                .confine(4, "c5", "r2c5", "r7c5");
    }

    @Test
    void aStrongLinkInAColumnEndingOnTheBoxRowClearsTheFarRowOfTheBoxColumn() {
        Step step = OnClassicGrid.run(EmptyRectangles::find, boxThreeAndColumnFive().marks());

        assertNotNull(step);
        assertEquals(Technique.EMPTY_RECTANGLE, step.technique());
        assertEquals("Empty rectangle: (4)r7c5=(4)r2c5-(4)r2c78=(4)r13c9 => r7c9<>4", step.description());
        assertEquals(List.of(candidate("r7c9", 4)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(4), step.digits());
        assertEquals(List.of(new House(Region.BOX, 2), new House(Region.COLUMN, 4)), step.houses());
        assertEquals(cells("r1c9", "r2c5", "r2c7", "r2c8", "r3c9", "r7c5"), step.cells());
        assertEquals(3, step.links().size());
        assertEquals(cells("r1c9", "r3c9"), step.links().get(2).toCells());
        assertEquals(4.2, step.difficulty());
    }

    @Test
    void aStrongLinkInARowWorksTheSameWayAndTheCrossingCellMayHoldTheDigit() {
        short[] marks = Position.open()
                .confine(4, "b7", "r7c2", "r8c2", "r9c2", "r8c1", "r8c3") // r8c2, the crossing, holds 4
                .confine(4, "r4", "r4c2", "r4c6")
                .marks();

        Step step = OnClassicGrid.run(EmptyRectangles::find, marks);

        assertNotNull(step);
        // If r8c6 were 4, r4c2 would be, so box 7's 4 would be in r8c1 or r8c3, a second 4 in row 8.
        assertEquals("Empty rectangle: (4)r4c6=(4)r4c2-(4)r789c2=(4)r8c13 => r8c6<>4", step.description());
        assertEquals(List.of(candidate("r8c6", 4)), step.eliminations());
        assertEquals(List.of(new House(Region.BOX, 6), new House(Region.ROW, 3)), step.houses());
    }

    @Test
    void aBoxWhosePlacesLieOnOneLineIsAPointingNotARectangle() {
        short[] marks = Position.open()
                .confine(4, "b3", "r2c9", "r1c9", "r3c9") // on row 2 only at the crossing
                .confine(4, "c5", "r2c5", "r7c5")
                .marks();

        assertNull(OnClassicGrid.run(EmptyRectangles::find, marks));
    }

    @Test
    void aBoxWithAPlaceOffItsRowAndColumnDoesNotFire() {
        short[] marks = Position.open()
                .confine(4, "b3", "r2c7", "r2c8", "r1c9", "r3c8") // r3c8 is on neither row 2 nor column 9
                .confine(4, "c5", "r2c5", "r7c5")
                .marks();

        assertNull(OnClassicGrid.run(EmptyRectangles::find, marks));
    }

    @Test
    void aStrongLinkWhoseFarEndIsInTheBoxBandDoesNotFire() {
        // r3c9 would be the target, but it is a place of the box: r2c5 and r3c9 both 4 is no contradiction.
        short[] marks = Position.open()
                .confine(4, "b3", "r2c7", "r2c8", "r1c9", "r3c9")
                .confine(4, "c5", "r2c5", "r3c5")
                .marks();

        assertNull(OnClassicGrid.run(EmptyRectangles::find, marks));
    }

    @Test
    void aStrongLinkInAColumnOfTheBoxStackDoesNotFire() {
        // Its near end r2c7 is a place of the box: r7c9 and r2c7 both 4 is no contradiction.
        short[] marks = Position.open()
                .confine(4, "b3", "r2c7", "r2c8", "r1c9", "r3c9")
                .confine(4, "c7", "r2c7", "r7c7")
                .marks();

        assertNull(OnClassicGrid.run(EmptyRectangles::find, marks));
    }

    @Test
    void aColumnWithThreePlacesIsNoStrongLink() {
        short[] marks = Position.open()
                .confine(4, "b3", "r2c7", "r2c8", "r1c9", "r3c9")
                .confine(4, "c5", "r2c5", "r7c5", "r8c5")
                .marks();

        assertNull(OnClassicGrid.run(EmptyRectangles::find, marks));
    }

    @Test
    void aRectangleThatEliminatesNothingIsNotAStep() {
        assertNull(OnClassicGrid.run(EmptyRectangles::find, boxThreeAndColumnFive().without(4, "r7c9").marks()));
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
