package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The unique loops ({@link UniqueLoops}) on hand-made positions. Only the loop's cells hold 2 and 7, so no other loop
 * can form; the 6-cell loop is r1c1-r1c4-r2c4-r2c7-r3c7-r3c1, two cells in each of rows 1-3, columns 1, 4 and 7, and
 * boxes 1-3.
 */
class UniqueLoopsTest {

    private static final String[] SIX = {"r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1"};

    /** Every cell open; 2 and 7 only in {@code cells}, where they are the only digits. */
    private static Position loop(String... cells) {
        Position position = Position.open().without(2, rows()).without(7, rows());
        for (String cell : cells) {
            position.only(cell, 2, 7);
        }
        return position;
    }

    private static String[] rows() {
        return new String[] {"r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9"};
    }

    private static Step find(short[] marks) {
        return UniqueLoops.find(Grid.CLASSIC, Grid.widen(marks), Budget.unlimited());
    }

    @Test
    void typeOneClearsTheOnlyCellWithMoreThanTheTwoDigits() {
        short[] marks = loop(SIX).only("r3c1", 2, 5, 7).marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals(Technique.UNIQUE_LOOP, step.technique());
        assertEquals("Unique loop: r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 on 2 and 7 would have two solutions unless"
                + " r3c1 holds another digit => r3c1<>27", step.description());
        assertEquals(List.of(candidate("r3c1", 2), candidate("r3c1", 7)), step.eliminations());
        assertEquals(List.of(2, 7), step.digits());
        assertEquals(6, step.groups().get(0).cells().size());
        assertEquals(List.of(5), step.groups().get(1).digits());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeTwoClearsTheSharedExtraDigitFromCellsSeeingBothExtraCells() {
        short[] marks = loop(SIX).only("r3c1", 2, 3, 7).only("r3c7", 2, 3, 7)
                .confine(3, "r3", "r3c1", "r3c7", "r3c5").marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals("Unique loop: r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 on 2 and 7 would have two solutions unless"
                + " r3c1 or r3c7 is 3 => r3c5<>3", step.description());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void anEightCellLoopRatesHigher() {
        short[] marks = loop("r1c1", "r1c4", "r4c4", "r4c5", "r2c5", "r2c2", "r5c2", "r5c1")
                .only("r5c1", 2, 7, 9).marks();

        Step step = find(marks);

        assertNotNull(step);
        assertEquals(List.of(candidate("r5c1", 2), candidate("r5c1", 7)), step.eliminations());
        assertEquals(4.7, step.difficulty());
    }

    @Test
    void cellsThatLeaveABoxWithOneOfThemAreNoLoop() {
        // r1c1 is alone in box 1 and r4c1 alone in box 4: swapping 2 and 7 would break those boxes.
        short[] marks = loop("r1c1", "r1c4", "r2c4", "r2c7", "r4c7", "r4c1").only("r4c1", 2, 5, 7).marks();

        assertNull(find(marks));
    }

    @Test
    void typeTwoNeedsTheSameExtraDigit() {
        short[] marks = loop(SIX).only("r3c1", 2, 3, 7).only("r3c7", 2, 4, 7).marks();

        assertNull(find(marks));
    }

    @Test
    void aRectangleIsNotALoop() {
        short[] marks = loop("r1c1", "r1c5", "r2c1", "r2c5").only("r2c5", 2, 5, 7).marks();

        assertNull(find(marks));
    }

    @Test
    void aLoopWithThreeExtraCellsDoesNotFire() {
        short[] marks = loop(SIX).only("r3c1", 2, 3, 7).only("r3c7", 2, 3, 7).only("r2c7", 2, 3, 7).marks();

        assertNull(find(marks));
    }
}
