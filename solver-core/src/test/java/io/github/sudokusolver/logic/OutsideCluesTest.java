package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.at;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.OutsideClue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clues outside a row or column ({@link OutsideClues}) on hand-made positions, each technique where it fires. */
final class OutsideCluesTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void anXSumKeepsTheFirstDigitsThatCanMakeIt() {
        // 6 from the left: 2 then 4, or 3 then 1 and 2 (a first digit of 4 or more needs 4 + 1 + 2 + 3 at least), so
        // 2 is among the first three, and r1c3 is 1 or 2 when the first is 3
        OutsideClue clue = OutsideClue.of(OutsideClue.Kind.X_SUM, OutsideClue.Side.LEFT, 0, 6);
        Grid grid = grid(Layout.classic(), clue);
        Step step = OutsideClues.find(grid, full(grid), NONE, Technique.X_SUM);
        assertEquals("X-sum: the x-sum 6 left of row 1: the first X digits from the clue add up to 6, X being the"
                + " first; no way of meeting it gives r1c1 1, 4, 5, 6, 7, 8 or 9, or r1c2 3, 5, 6, 7, 8 or 9, or r1c3 4,"
                + " or r1c4 2, or r1c5 2, or r1c6 2, or r1c7 2, or r1c8 2, or r1c9 2 => r1c1<>1, r1c1,r1c3<>4,"
                + " r1c1,r1c2<>56789, r1c2<>3, r1c4,r1c5,r1c6,r1c7,r1c8,r1c9<>2", step.description());
        assertEquals(List.of(clue), step.rules());
        assertEquals(2.6, step.difficulty(), 1e-9);
        assertNull(OutsideClues.find(grid, full(grid), NONE, Technique.SKYSCRAPER_CLUE), "no skyscraper");
    }

    @Test
    void twoXSumsFacingEachOtherAreReadTogether() {
        // 6 from the left is {2,4} or {1,2,3}; 9 from the right is {2,7}, {1,3,5} or {2,3,4}: apart, only {2,4} and
        // {1,3,5} fit together, so r1c1 is 2 and r1c2 is 4, which neither clue says alone
        OutsideClue left = OutsideClue.of(OutsideClue.Kind.X_SUM, OutsideClue.Side.LEFT, 0, 6);
        OutsideClue right = OutsideClue.of(OutsideClue.Kind.X_SUM, OutsideClue.Side.RIGHT, 0, 9);
        Grid grid = grid(Layout.classic(), left, right);
        Step step = OutsideClues.find(grid, full(grid), NONE, Technique.X_SUM);
        int[] marks = full(grid);
        for (Candidate gone : step.eliminations()) {
            marks[grid.indexOf(gone.cell())] &= ~(1 << gone.digit() - 1);
        }
        assertEquals(1 << 1, marks[at(grid, 1, 1)], step.description());
        assertEquals(1 << 3, marks[at(grid, 1, 2)], step.description());
        Grid alone = grid(Layout.classic(), left);
        Step aloneStep = OutsideClues.find(alone, full(alone), NONE, Technique.X_SUM);
        assertTrue(aloneStep.description().contains("r1c1 1, 4, 5"), "alone, r1c1 keeps 2 and 3: "
                + aloneStep.description());
    }

    @Test
    void aSkyscraperOfNineSeesEveryDigitInOrder() {
        OutsideClue clue = OutsideClue.of(OutsideClue.Kind.SKYSCRAPER, OutsideClue.Side.BOTTOM, 4, 9);
        Grid grid = grid(Layout.classic(), clue);
        Step step = OutsideClues.find(grid, full(grid), NONE, Technique.SKYSCRAPER_CLUE);
        assertEquals(Technique.SKYSCRAPER_CLUE, step.technique());
        int[] marks = full(grid);
        for (Candidate gone : step.eliminations()) {
            marks[grid.indexOf(gone.cell())] &= ~(1 << gone.digit() - 1);
        }
        for (int row = 1; row <= 9; row++) {
            assertEquals(1 << 9 - row, marks[at(grid, row, 5)] & grid.all, "r" + row + "c5 from below");
        }
    }

    @Test
    void aNumberedRoomsFirstDigitMustPointAtACellThatCanHoldTheClue() {
        OutsideClue clue = OutsideClue.of(OutsideClue.Kind.NUMBERED_ROOM, OutsideClue.Side.LEFT, 0, 5);
        Grid grid = grid(Layout.classic(), clue);
        int[] marks = full(grid);
        marks[at(grid, 1, 3)] &= ~(1 << 4); // r1c3 cannot be 5
        Step step = OutsideClues.find(grid, marks, NONE, Technique.NUMBERED_ROOM);
        assertEquals("Numbered room: the numbered room 5 left of row 1: the first digit X puts 5 X-th, and r1c1 1 or 3"
                + " would put it where it cannot go => r1c1<>13", step.description());

        placed(grid, marks, 1, 1, 4);
        Step placing = OutsideClues.find(grid, marks, NONE, Technique.NUMBERED_ROOM);
        assertEquals("Numbered room: the numbered room 5 left of row 1: the first digit, r1c1, is 4, so the 4th digit"
                + " from the clue is 5 => r1c4=5", placing.description());
    }
}
