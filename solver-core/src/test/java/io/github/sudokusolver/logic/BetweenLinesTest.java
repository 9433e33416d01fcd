package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.line;
import static io.github.sudokusolver.logic.LinePositions.only;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static io.github.sudokusolver.logic.LinePositions.range;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Between lines ({@link BetweenLines}) on hand-made positions: where they fire, and where they must not. */
final class BetweenLinesTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Line ROW_SEVEN = line(Line.Kind.BETWEEN, 7, 1, 7, 2, 7, 3, 7, 4, 7, 5, 7, 6);

    @Test
    void middleCellsThatDifferNeedRoomBetweenTheEnds() {
        Grid grid = grid(Layout.classic(), ROW_SEVEN);
        Step step = BetweenLines.between(grid, full(grid), NONE);
        assertEquals("Between line: on the between line r7c1-r7c6, r7c2, r7c3, r7c4 and r7c5 lie strictly between"
                + " the ends r7c1 and r7c6, and r7c2, r7c3, r7c4 and r7c5 differ (row 7), so the ends are 1 with"
                + " 6-9, 2 with 7-9, 3 with 8 or 9, or 4 with 9 => r7c1,r7c6<>5, r7c2,r7c3,r7c4,r7c5<>19",
                step.description());
        assertEquals(List.of(ROW_SEVEN), step.rules());
        assertEquals(2.8, step.difficulty(), 1e-9, "2.2, and 0.2 for each middle cell past one");
    }

    @Test
    void aPlacedEndBoundsTheMiddle() {
        Line diagonal = line(Line.Kind.BETWEEN, 1, 1, 2, 2, 3, 3);
        Grid grid = grid(Layout.classic(), diagonal);
        int[] marks = full(grid);
        placed(grid, marks, 1, 1, 6);
        marks[LinePositions.at(grid, 2, 2)] &= ~(1 << 5);
        range(grid, marks, 3, 3, 1, 5);
        Step step = BetweenLines.between(grid, marks, NONE);
        assertEquals("Between line: on the between line r1c1-r3c3, r2c2 lies strictly between the ends r1c1 and"
                + " r3c3, so the ends are 6 with 1-4 => r2c2<>1789, r3c3<>5", step.description());
        assertEquals(2.2, step.difficulty());
    }

    @Test
    void endsWithRoomAlreadyOrAnotherRuleGiveNoStep() {
        Grid grid = grid(Layout.classic(), ROW_SEVEN);
        int[] marks = full(grid);
        only(grid, marks, 7, 1, 1, 2, 3, 4, 6, 7, 8, 9);
        only(grid, marks, 7, 6, 1, 2, 3, 4, 6, 7, 8, 9);
        for (int col = 2; col <= 5; col++) {
            range(grid, marks, 7, col, 2, 8);
        }
        assertNull(BetweenLines.between(grid, marks, NONE), "every candidate has a pair of ends that leaves it");
        Grid renban = grid(Layout.classic(), line(Line.Kind.RENBAN, 7, 1, 7, 2, 7, 3, 7, 4, 7, 5, 7, 6));
        assertNull(BetweenLines.between(renban, full(renban), NONE), "no between line");
        Grid ends = grid(Layout.classic(), line(Line.Kind.BETWEEN, 7, 1, 7, 2));
        assertNull(BetweenLines.between(ends, full(ends), NONE), "two ends and no middle: no rule");
    }
}
