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

        Step step = Fish.find(marks, 2);

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

        assertNull(Fish.find(marks, 2));
    }

    @Test
    void anXWingThatEliminatesNothingIsNotAStep() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7")
                .confine(5, "c2", "r1c2", "r4c2")
                .confine(5, "c7", "r1c7", "r4c7")
                .marks();

        assertNull(Fish.find(marks, 2));
    }
}
