package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lockout lines ({@link BetweenLines#lockout}) on hand-made positions: where they fire, and where they must not. */
final class LockoutLinesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Line ROW_SEVEN = Line.lockout(List.of(cell(7, 1), cell(7, 2), cell(7, 3), cell(7, 4)), 4);

    @Test
    void theMiddleNeverHoldsTheDigitEveryPairOfEndsCovers() {
        Grid grid = grid(Layout.classic(), ROW_SEVEN);
        Step step = BetweenLines.lockout(grid, full(grid), NONE);
        assertEquals("Lockout line: on the lockout line r7c1-r7c4, the ends r7c1 and r7c4 differ by 4 or more, and"
                + " r7c2 and r7c3 lie outside the ends r7c1 and r7c4, their digits included, and r7c2 and r7c3 differ"
                + " (row 7), so the lower end is 1-5 and the higher 5-9 => r7c2,r7c3<>5", step.description());
        assertEquals(List.of(ROW_SEVEN), step.rules());
        assertEquals(2.4, step.difficulty(), 1e-9, "2.2, and 0.2 for the middle cell past one");
    }

    @Test
    void aPlacedEndLocksTheOtherEndAndTheMiddleOut() {
        Grid grid = grid(Layout.classic(), ROW_SEVEN);
        int[] marks = full(grid);
        placed(grid, marks, 7, 1, 3);
        Step step = BetweenLines.lockout(grid, marks, NONE);
        assertEquals("Lockout line: on the lockout line r7c1-r7c4, the ends r7c1 and r7c4 differ by 4 or more, and"
                + " r7c2 and r7c3 lie outside the ends r7c1 and r7c4, their digits included, and r7c2 and r7c3 differ"
                + " (row 7), so the ends are 3 with 7-9 => r7c2,r7c3,r7c4<>3456, r7c2,r7c3<>7, r7c4<>12",
                step.description());
    }

    @Test
    void aLockoutLineIsNotABetweenLineNorTheOtherWayRound() {
        Grid grid = grid(Layout.classic(), ROW_SEVEN);
        assertNull(BetweenLines.between(grid, full(grid), NONE), "the between technique reads between lines only");
        Grid between = grid(Layout.classic(), line(Line.Kind.BETWEEN, 7, 1, 7, 2, 7, 3, 7, 4));
        assertNull(BetweenLines.lockout(between, full(between), NONE), "the lockout technique reads lockout lines");
    }

    /** A line of two cells has no middle: its ends' difference, a pair table, gives its step. */
    @Test
    void aLineOfTwoCellsIsItsEndsDifference() {
        Line two = Line.lockout(List.of(cell(1, 1), cell(2, 2)), 4);
        Grid grid = grid(Layout.classic(), two);
        int[] marks = full(grid);
        placed(grid, marks, 1, 1, 3);
        assertNull(BetweenLines.lockout(grid, marks, NONE), "no middle to judge");
        Step step = PairFinders.pairs(grid, marks, Technique.LOCKOUT_LINE); // the finder's second form
        assertEquals("Lockout line: on the lockout line r1c1-r2c2, the ends differ by at least 4, and r1c1 is 3 =>"
                + " r2c2<>123456", step.description());
        assertEquals(List.of(two), step.rules());
    }

    @Test
    void endsFarApartWithRoomGiveNoStep() {
        Line far = Line.lockout(List.of(cell(1, 1), cell(2, 2), cell(3, 1)), 1);
        Grid grid = grid(Layout.classic(), far);
        assertNull(BetweenLines.lockout(grid, full(grid), NONE), "difference 1: every middle digit has ends that"
                + " leave it outside");
    }
}
