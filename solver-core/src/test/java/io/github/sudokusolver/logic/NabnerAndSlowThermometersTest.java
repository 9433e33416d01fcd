package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Nabner lines and slow thermometers, the pair techniques of every two cells of a line ({@link PairFinders} with
 * {@link Technique#NABNER_LINE} and {@link Technique#SLOW_THERMOMETER}): where they fire, and where they must not.
 */
final class NabnerAndSlowThermometersTest {

    private static final Line NABNER = line(Line.Kind.NABNER, 2, 1, 2, 2, 3, 3, 4, 4);
    private static final Line SLOW = line(Line.Kind.SLOW_THERMOMETER, 5, 1, 6, 2, 7, 2, 8, 3);

    @Test
    void aPlacedDigitClearsItselfAndItsNeighboursFromTheWholeNabnerLine() {
        Grid grid = grid(Layout.classic(), NABNER);
        int[] marks = full(grid);
        placed(grid, marks, 2, 1, 5);
        Step step = PairFinders.pairs(grid, marks, Technique.NABNER_LINE);
        // r4c4 is three cells on and sees none of r2c1's houses: only the nabner rule clears it
        assertEquals("Nabner line: on the nabner line r2c1-r4c4, no two digits are equal or consecutive, and r2c1 is"
                + " 5 => r2c2,r3c3,r4c4<>456", step.description());
        assertEquals(List.of(NABNER), step.rules());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void aCellHeldToTwoConsecutiveDigitsTakesBothFromTheRest() {
        Grid grid = grid(Layout.classic(), NABNER);
        int[] marks = full(grid);
        only(grid, marks, 3, 3, 1, 2);
        Step step = PairFinders.pairs(grid, marks, Technique.NABNER_LINE);
        assertEquals("Nabner line: on the nabner line r2c1-r4c4, no two digits are equal or consecutive, and r3c3"
                + " holds 1 and 2 => r2c1,r2c2,r4c4<>12", step.description());
    }

    @Test
    void aNabnerLineWithRoomOrAnotherLineGivesNoStep() {
        Grid grid = grid(Layout.classic(), NABNER);
        assertNull(PairFinders.pairs(grid, full(grid), Technique.NABNER_LINE), "every digit has a partner");
        Grid renban = grid(Layout.classic(), line(Line.Kind.RENBAN, 2, 1, 2, 2, 3, 3, 4, 4));
        int[] marks = full(renban);
        placed(renban, marks, 2, 1, 5);
        assertNull(PairFinders.pairs(renban, marks, Technique.NABNER_LINE), "a renban is not a nabner line");
    }

    @Test
    void aSlowThermometerBoundsEveryCellAfterTheBulbAndCellsThatSeeEachOtherClimb() {
        Grid grid = grid(Layout.classic(), SLOW);
        int[] marks = full(grid);
        only(grid, marks, 5, 1, 4, 6);
        Step step = PairFinders.pairs(grid, marks, Technique.SLOW_THERMOMETER);
        // r8c3 is three cells on: the bound reaches it through the table of every two cells; r6c2 shares r5c1's box,
        // so it climbs past 4
        assertEquals("Slow thermometer: on the slow thermometer from r5c1, digits never decrease from the bulb, and"
                + " r5c1 holds 4 and 6; r6c2 sees r5c1, so the two differ => r6c2,r7c2,r8c3<>123, r6c2<>4",
                step.description());
        assertEquals(List.of(SLOW), step.rules());
        assertEquals(1.5, step.difficulty());
    }

    @Test
    void cellsThatSeeNoOtherMayRepeatOnASlowThermometer() {
        // r7c2 and r8c3 share box 7, but r6c2 and r8c3 do not see each other: a repeat there is allowed
        Line apart = line(Line.Kind.SLOW_THERMOMETER, 3, 1, 4, 2, 5, 3);
        Grid grid = grid(Layout.classic(), apart);
        int[] marks = full(grid);
        placed(grid, marks, 3, 1, 5);
        Step step = PairFinders.pairs(grid, marks, Technique.SLOW_THERMOMETER);
        assertEquals("Slow thermometer: on the slow thermometer from r3c1, digits never decrease from the bulb, and"
                + " r3c1 is 5 => r4c2,r5c3<>1234", step.description(), "r4c2 and r5c3 keep 5: they do not see r3c1");
    }
}
