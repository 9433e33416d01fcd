package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The basic fish ({@link Fish}) on hand-made positions: where each fires, and near misses where it must not. */
class FishTest {

    @Test
    void anXWingOnRowsClearsItsColumns() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7")
                .without(5, "r2", "r3", "r5", "r6", "r8", "r9", "r7c1")
                .marks();

        Step step = OnClassicGrid.run(Fish.of(2), marks);

        assertNotNull(step);
        assertEquals(Technique.X_WING, step.technique());
        assertEquals("X-wing: 5 in rows 1 and 4 lies only in columns 2 and 7 => r7c2,r7c7<>5", step.description());
        assertEquals(List.of(candidate("r7c2", 5), candidate("r7c7", 5)), step.eliminations());
        assertEquals(List.of(5), step.digits());
        assertEquals(2, step.houses().size());
        assertEquals(2, step.coverHouses().size());
    }

    @Test
    void anXWingWithAThirdPlaceInOneRowDoesNotFire() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7", "r4c9") // a third place: not a fish of two lines
                .without(5, "r2", "r3", "r5", "r6", "r8", "r9", "r7c1", "r7c9")
                .marks();

        assertNull(OnClassicGrid.run(Fish.of(2), marks));
    }

    @Test
    void anXWingThatEliminatesNothingIsNotAStep() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7")
                .confine(5, "c2", "r1c2", "r4c2")
                .confine(5, "c7", "r1c7", "r4c7")
                .marks();

        assertNull(OnClassicGrid.run(Fish.of(2), marks));
    }

    @Test
    void aSwordfishOnRowsClearsItsThreeColumns() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c5")
                .confine(5, "r4", "r4c5", "r4c8")
                .confine(5, "r7", "r7c2", "r7c8")
                .without(5, "r2", "r3", "r5", "r6", "r8", "r9c1", "r9c3", "r9c4", "r9c6", "r9c7", "r9c9")
                .marks();

        Step step = OnClassicGrid.run(Fish.of(3), marks);

        assertNotNull(step);
        assertEquals(Technique.SWORDFISH, step.technique());
        assertEquals("Swordfish: 5 in rows 1, 4 and 7 lies only in columns 2, 5 and 8 => r9c2,r9c5,r9c8<>5",
                step.description());
        assertEquals(List.of(candidate("r9c2", 5), candidate("r9c5", 5), candidate("r9c8", 5)), step.eliminations());
    }

    @Test
    void aSwordfishWithAFourthColumnDoesNotFire() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c5")
                .confine(5, "r4", "r4c5", "r4c8")
                .confine(5, "r7", "r7c2", "r7c9") // column 9, not 8: four columns for three rows
                .without(5, "r2", "r3", "r5", "r6", "r8", "r9c1", "r9c3", "r9c4", "r9c6", "r9c7")
                .marks();

        assertNull(OnClassicGrid.run(Fish.of(3), marks));
    }

    @Test
    void aJellyfishOnColumnsClearsItsFourRows() {
        short[] marks = Position.open()
                .confine(7, "c1", "r1c1", "r3c1")
                .confine(7, "c3", "r3c3", "r6c3")
                .confine(7, "c5", "r6c5", "r8c5")
                .confine(7, "c7", "r1c7", "r8c7")
                .without(7, "c2", "c4", "c6", "c8", "r2c9", "r4c9", "r5c9", "r7c9", "r9c9")
                .marks();

        Step step = OnClassicGrid.run(Fish.of(4), marks);

        assertNotNull(step);
        assertEquals(Technique.JELLYFISH, step.technique());
        assertEquals("Jellyfish: 7 in columns 1, 3, 5 and 7 lies only in rows 1, 3, 6 and 8"
                + " => r1c9,r3c9,r6c9,r8c9<>7", step.description());
        assertEquals(4, step.eliminations().size());
    }
}
