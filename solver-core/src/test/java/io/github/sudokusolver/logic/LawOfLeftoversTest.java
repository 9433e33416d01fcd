package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LayoutFindersTest.at;
import static io.github.sudokusolver.logic.LayoutFindersTest.full;
import static io.github.sudokusolver.logic.LayoutFindersTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The law of leftovers ({@link LawOfLeftovers}) on the 9x9 jigsaw of {@link LayoutStepsPropertyTest#JIGSAW_9}, where
 * rows 1-3 and regions 1-3 (A, B, C) differ by one cell each: r3c9 (region F) inside, r4c8 (region C) outside. Rows
 * 9 and region 9 (H, the regions numbered by their first cell) differ by three: r9c7, r9c8, r9c9 against r8c3, r8c4, r8c6.
 */
final class LawOfLeftoversTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Grid JIGSAW = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9));

    @Test
    void theOneLeftoverInsideTakesTheDigitsOfTheOneOutside() {
        int[] marks = full(JIGSAW);
        only(JIGSAW, marks, at(JIGSAW, 4, 8), 1, 2);
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals("Law of leftovers: rows 1, 2 and 3, like regions 1, 2 and 3, hold every digit 3 times, so r3c9"
                + " (in the rows only) holds the same digit as r4c8 (in the regions only) => r3c9<>3456789",
                step.description());
        assertEquals(2.6, step.difficulty());
        assertEquals(List.of(new House(Conflict.Unit.ROW, 0), new House(Conflict.Unit.ROW, 1),
                new House(Conflict.Unit.ROW, 2), new House(Conflict.Unit.REGION, 0), new House(Conflict.Unit.REGION, 1),
                new House(Conflict.Unit.REGION, 2)), step.houses());
    }

    @Test
    void aDigitPlacedOutsideAndNotInsideIsTheOneTheLeftoverInsideTakes() {
        int[] marks = full(JIGSAW);
        marks[at(JIGSAW, 4, 8)] = 1 << 4 | JIGSAW.placed;
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals(List.of(new Candidate(new io.github.sudokusolver.Cell(2, 8), 1),
                new Candidate(new io.github.sudokusolver.Cell(2, 8), 2)), step.eliminations().subList(0, 2));
        assertEquals(8, step.eliminations().size());
    }

    @Test
    void digitsPlacedOnBothSidesCancelAndTheOthersMustMatch() {
        int[] marks = full(JIGSAW);
        marks[at(JIGSAW, 9, 7)] = 1 | JIGSAW.placed;
        marks[at(JIGSAW, 8, 3)] = 1 | JIGSAW.placed;
        only(JIGSAW, marks, at(JIGSAW, 8, 4), 2, 3);
        only(JIGSAW, marks, at(JIGSAW, 8, 6), 2, 3, 4);
        Step step = LawOfLeftovers.find(JIGSAW, marks, NONE);
        assertEquals("Law of leftovers: row 9, like region 9, holds every digit once, so r9c7,r9c8,r9c9 (in the row"
                + " only) hold the same digits as r8c3,r8c4,r8c6 (in the region only) => r9c8,r9c9<>156789",
                step.description());
        assertEquals(2.4, step.difficulty());
    }

    @Test
    void leftoversThatCanMatchGiveNothing() {
        int[] marks = full(JIGSAW);
        only(JIGSAW, marks, at(JIGSAW, 4, 8), 1, 2);
        only(JIGSAW, marks, at(JIGSAW, 3, 9), 1, 2);
        assertNull(LawOfLeftovers.find(JIGSAW, marks, NONE));
    }

    @Test
    void gridsWithoutIrregularRegionsAreLeftToTheOtherTechniques() {
        for (Layout layout : List.of(Layout.classic().withDiagonals(), Layout.boxes(2, 3), Layout.samurai())) {
            Grid grid = Grid.of(layout);
            int[] marks = full(grid);
            only(grid, marks, at(grid, 2, 5), 1, 2);
            assertNull(LawOfLeftovers.find(grid, marks, NONE), layout::toString);
        }
    }
}
