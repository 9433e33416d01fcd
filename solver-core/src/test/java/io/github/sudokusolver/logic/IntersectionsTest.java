package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pointing, claiming and their direct forms ({@link SinglesAndIntersections}) on hand-made positions of the classic
 * grid.
 */
class IntersectionsTest {

    @Test
    void aDigitConfinedToOneRowOfABoxLeavesTheRestOfTheRow() {
        short[] marks = Position.open().confine(5, "b1", "r1c1", "r1c2").marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::pointing, marks);

        assertNotNull(step);
        assertEquals(Technique.POINTING, step.technique());
        assertEquals("Pointing: in box 1, 5 can only be in row 1 => r1c4,r1c5,r1c6,r1c7,r1c8,r1c9<>5",
                step.description());
        assertEquals(List.of(5), step.digits());
        assertEquals(List.of(House.of(House.FIRST_BOX)), step.houses());
        assertEquals(List.of(House.of(0)), step.coverHouses());
    }

    @Test
    void aDigitOverTwoRowsOfABoxIsNoPointing() {
        short[] marks = Position.open().confine(5, "b1", "r1c1", "r2c2").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::pointing, marks));
    }

    @Test
    void aPointingWhoseLineHasNoOtherPlaceEliminatesNothing() {
        short[] marks = Position.open().confine(5, "b1", "r1c1", "r1c2").confine(5, "r1", "r1c1", "r1c2").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::pointing, marks));
    }

    @Test
    void aDigitConfinedToOneBoxOfARowLeavesTheRestOfTheBox() {
        short[] marks = Position.open().confine(5, "r1", "r1c1", "r1c2").marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::claiming, marks);

        assertNotNull(step);
        assertEquals(Technique.CLAIMING, step.technique());
        assertEquals("Claiming: in row 1, 5 can only be in box 1 => r2c1,r2c2,r2c3,r3c1,r3c2,r3c3<>5",
                step.description());
        assertEquals(List.of(House.of(House.FIRST_BOX)), step.coverHouses());
    }

    @Test
    void aDigitOverTwoBoxesOfARowIsNoClaiming() {
        short[] marks = Position.open().confine(5, "r1", "r1c1", "r1c5").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::claiming, marks));
    }

    @Test
    void aDirectPointingPlacesTheSingleItLeavesInABox() {
        short[] marks = Position.open()
                .confine(5, "b1", "r1c1", "r1c2")
                .confine(5, "b2", "r1c4", "r1c6", "r2c5")
                .marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::directPointing, marks);

        assertNotNull(step);
        assertEquals(Technique.DIRECT_POINTING, step.technique());
        assertEquals("Direct pointing: in box 1, 5 can only be in row 1, which leaves r2c5 the only place for 5 in"
                + " box 2 => r2c5=5, r1c4,r1c6,r1c7,r1c8,r1c9<>5", step.description());
        assertEquals(List.of(candidate("r2c5", 5)), step.placements());
    }

    @Test
    void aPointingThatLeavesTwoPlacesInEachBoxIsNotDirect() {
        short[] marks = Position.open()
                .confine(5, "b1", "r1c1", "r1c2")
                .confine(5, "b2", "r1c4", "r2c5", "r3c5")
                .marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::directPointing, marks));
    }

    /** Sudoku Explainer counts only a single in a box for a pointing: one left in a column does not make it direct. */
    @Test
    void aPointingThatLeavesASingleInAColumnOnlyIsNotDirect() {
        short[] marks = Position.open()
                .confine(5, "b1", "r1c1", "r1c2")
                .confine(5, "c7", "r1c7", "r5c7")
                .marks();

        assertNotNull(OnClassicGrid.run(SinglesAndIntersections::pointing, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::directPointing, marks));
    }

    @Test
    void aDirectClaimingPlacesTheSingleItLeavesInAParallelRow() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c2")
                .confine(5, "r2", "r2c1", "r2c5")
                .marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::directClaiming, marks);

        assertNotNull(step);
        assertEquals(Technique.DIRECT_CLAIMING, step.technique());
        assertEquals("Direct claiming: in row 1, 5 can only be in box 1, which leaves r2c5 the only place for 5 in"
                + " row 2 => r2c5=5, r2c1,r3c1,r3c2,r3c3<>5", step.description());
    }

    /** Sudoku Explainer counts only a single in a line parallel to the base for a claiming, not one in a column. */
    @Test
    void aClaimingThatLeavesASingleInAColumnOnlyIsNotDirect() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c2")
                .confine(5, "c3", "r1c3", "r2c3", "r7c3")
                .marks();

        assertNotNull(OnClassicGrid.run(SinglesAndIntersections::claiming, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::directClaiming, marks));
    }

    /**
     * Why a direct claiming is never the step shown: the single it leaves in a parallel row of the band is also left
     * by a direct pointing (1.7, easier than 1.9) from the band's third box, whose places lie in the third row.
     */
    @Test
    void everyDirectClaimingComesWithAnEasierDirectPointingToTheSameSingle() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c2")
                .confine(5, "r2", "r2c1", "r2c5")
                .marks();

        Step claiming = OnClassicGrid.run(SinglesAndIntersections::directClaiming, marks);
        Step pointing = OnClassicGrid.run(SinglesAndIntersections::directPointing, marks);

        assertNotNull(pointing);
        assertEquals("Direct pointing: in box 3, 5 can only be in row 3, which leaves r2c5 the only place for 5 in"
                + " box 2 => r2c5=5, r3c1,r3c2,r3c3,r3c4,r3c5,r3c6<>5", pointing.description());
        assertEquals(claiming.placements(), pointing.placements());
    }
}
