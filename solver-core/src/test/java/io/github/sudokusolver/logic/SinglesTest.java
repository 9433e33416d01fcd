package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Full house, hidden singles and naked single ({@link SinglesAndIntersections}) on hand-made positions of the classic
 * grid.
 */
class SinglesTest {

    /** Row 1 holds 1 to 8 in r1c1..r1c8 and r1c9 is still empty. */
    private static Position rowOfEight() {
        Position position = Position.open();
        for (int col = 1; col <= 8; col++) {
            position.place("r1c" + col, col);
        }
        return position;
    }

    @Test
    void theLastEmptyCellOfARowTakesTheMissingDigit() {
        Step step = OnClassicGrid.run(SinglesAndIntersections::fullHouse, rowOfEight().marks());

        assertNotNull(step);
        assertEquals(Technique.FULL_HOUSE, step.technique());
        assertEquals("Full house: r1c9 is the last empty cell of row 1 => r1c9=9", step.description());
        assertEquals(List.of(candidate("r1c9", 9)), step.placements());
        assertEquals(List.of(), step.eliminations());
        assertEquals(List.of(cell("r1c9")), step.cells());
        assertEquals(List.of(House.of(0)), step.houses());
        assertEquals(1.0, step.difficulty());
    }

    @Test
    void aRowWithTwoEmptyCellsIsNoFullHouse() {
        Position position = Position.open();
        for (int col = 1; col <= 7; col++) {
            position.place("r1c" + col, col);
        }

        assertNull(OnClassicGrid.run(SinglesAndIntersections::fullHouse, position.marks()));
    }

    /** A broken grid, not a full house: the one empty cell has lost the digit its row is missing. */
    @Test
    void aLastEmptyCellWithoutTheMissingDigitIsNoFullHouse() {
        short[] marks = rowOfEight().without(9, "r1c9").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::fullHouse, marks));
    }

    @Test
    void aDigitWithOnePlaceInABoxIsAHiddenSingle() {
        short[] marks = Position.open().confine(5, "b5", "r5c5").marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInBox, marks);

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_SINGLE_BOX, step.technique());
        assertEquals("Hidden single: r5c5 is the only place for 5 in box 5 => r5c5=5", step.description());
        assertEquals(List.of(candidate("r5c5", 5)), step.placements());
        assertEquals(List.of(cell("r5c5")), step.cells());
        assertEquals(List.of(House.of(House.FIRST_BOX + 4)), step.houses());
        assertEquals(1.2, step.difficulty());
    }

    @Test
    void aDigitWithTwoPlacesInABoxIsNoHiddenSingle() {
        short[] marks = Position.open().confine(5, "b5", "r5c5", "r6c6").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInBox, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInLine, marks));
    }

    @Test
    void aDigitWithOnePlaceInARowIsAHiddenSingleInALine() {
        short[] marks = Position.open().confine(5, "r2", "r2c4").marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInLine, marks);

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_SINGLE_LINE, step.technique());
        assertEquals("Hidden single: r2c4 is the only place for 5 in row 2 => r2c4=5", step.description());
        assertEquals(List.of(candidate("r2c4", 5)), step.placements());
        assertEquals(List.of(House.of(1)), step.houses());
        assertEquals(1.5, step.difficulty());
    }

    @Test
    void aDigitWithOnePlaceInAColumnIsAHiddenSingleInALine() {
        short[] marks = Position.open().confine(7, "c8", "r3c8").marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInLine, marks);

        assertNotNull(step);
        assertEquals("Hidden single: r3c8 is the only place for 7 in column 8 => r3c8=7", step.description());
        assertEquals(List.of(candidate("r3c8", 7)), step.placements());
        assertEquals(List.of(cell("r3c8")), step.cells());
        assertEquals(List.of(House.of(House.FIRST_COLUMN + 7)), step.houses());
    }

    /** The box finder (1.2) must not report a single that only a line shows (1.5): it would rate it too low. */
    @Test
    void aSingleInALineOnlyIsNoHiddenSingleInABox() {
        short[] marks = Position.open().confine(7, "c8", "r3c8").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInBox, marks));
    }

    /** The line finder does not look at boxes. */
    @Test
    void aSingleInABoxOnlyIsNoHiddenSingleInALine() {
        short[] marks = Position.open().confine(5, "b5", "r5c5").marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInLine, marks));
    }

    /** A placed digit has no open place left in its houses, and its cell holds one digit: neither is a single. */
    @Test
    void aPlacedCellIsNoSingle() {
        short[] marks = Position.open().place("r5c5", 5).marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::fullHouse, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInBox, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::hiddenSingleInLine, marks));
        assertNull(OnClassicGrid.run(SinglesAndIntersections::nakedSingle, marks));
    }

    @Test
    void aCellWithOneCandidateIsANakedSingle() {
        short[] marks = Position.open().only("r4c6", 7).marks();

        Step step = OnClassicGrid.run(SinglesAndIntersections::nakedSingle, marks);

        assertNotNull(step);
        assertEquals(Technique.NAKED_SINGLE, step.technique());
        assertEquals("Naked single: 7 is the only candidate left in r4c6 => r4c6=7", step.description());
        assertEquals(List.of(candidate("r4c6", 7)), step.placements());
        assertEquals(List.of(cell("r4c6")), step.cells());
        assertEquals(List.of(), step.houses());
        assertEquals(2.3, step.difficulty());
    }

    @Test
    void aCellWithTwoCandidatesIsNoNakedSingle() {
        short[] marks = Position.open().only("r4c6", 3, 7).marks();

        assertNull(OnClassicGrid.run(SinglesAndIntersections::nakedSingle, marks));
    }

    private static Cell cell(String name) {
        return Cell.of(Position.cell(name));
    }
}
