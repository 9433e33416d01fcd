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

/** The thermometer bounds ({@link Thermometers}) on hand-made positions: where they fire, and where they must not. */
final class ThermometersTest {

    private static final Budget NONE = Budget.unlimited();
    /** Six cells up column 5 from the bulb at r8c5. */
    private static final Line UP = line(Line.Kind.THERMOMETER, 8, 5, 7, 5, 6, 5, 5, 5, 4, 5, 3, 5);

    @Test
    void everyCellOfAThermometerIsBoundedByItsPlaceAtOnce() {
        Grid grid = grid(Layout.classic(), UP);
        Step step = Thermometers.find(grid, full(grid), NONE);
        assertEquals("Thermometer: the 6 cells from the bulb at r8c5 rise, so the k-th holds k to k+3"
                + " => r8c5,r3c5<>5, r8c5,r7c5<>6, r8c5,r7c5,r6c5<>7, r8c5,r7c5,r6c5,r5c5<>8,"
                + " r8c5,r7c5,r6c5,r5c5,r4c5<>9, r7c5,r6c5,r5c5,r4c5,r3c5<>1, r6c5,r5c5,r4c5,r3c5<>2,"
                + " r5c5,r4c5,r3c5<>3, r4c5,r3c5<>4", step.description());
        assertEquals(List.of(UP), step.rules());
        assertEquals(1.5, step.difficulty());
        assertEquals(6, step.cells().size());
    }

    @Test
    void oneCellOutOfItsPlacesRangeIsNamedWithItsPlace() {
        Grid grid = grid(Layout.classic(), UP);
        int[] marks = full(grid);
        for (int k = 1; k <= 6; k++) {
            range(grid, marks, 9 - k, 5, k, k + 3);
        }
        marks[LinePositions.at(grid, 5, 5)] = grid.all;
        Step step = Thermometers.find(grid, marks, NONE);
        assertEquals("Thermometer: r5c5 is 4th of 6 cells from the bulb at r8c5, so it holds 4 to 7"
                + " => r5c5<>12389", step.description());
    }

    @Test
    void boundsFromTheNeighboursAreCarriedEachWayAndRatedByTheLongestCarry() {
        Line thermometer = line(Line.Kind.THERMOMETER, 1, 1, 1, 2, 1, 3, 1, 4);
        Grid grid = grid(Layout.classic(), thermometer);
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 3, 4, 5);
        range(grid, marks, 1, 2, 2, 7);
        range(grid, marks, 1, 3, 3, 8);
        only(grid, marks, 1, 4, 6, 7);
        Step step = Thermometers.find(grid, marks, NONE);
        assertEquals("Thermometer: the digits rise along the thermometer from r1c1; r1c1 holds at least 3, so r1c2"
                + " holds at least 4 and r1c3 at least 5; r1c4 holds at most 7, so r1c3 holds at most 6,"
                + " r1c2 at most 5 and r1c1 at most 4 => r1c1<>5, r1c2<>26, r1c2,r1c3<>37, r1c3<>48",
                step.description());
        assertEquals(1.7, step.difficulty(), 1e-9, "carried over three cells: 1.5, and 0.1 for each past the first");
    }

    @Test
    void aPlacedCellStartsABoundAndTheEasiestThermometerIsShown() {
        Line far = line(Line.Kind.THERMOMETER, 1, 1, 1, 2, 1, 3, 1, 4);
        Line near = line(Line.Kind.THERMOMETER, 5, 1, 5, 2);
        Grid grid = grid(Layout.classic(), far, near);
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 3, 4, 5, 6);
        range(grid, marks, 1, 2, 2, 7);
        range(grid, marks, 1, 3, 3, 8);
        range(grid, marks, 1, 4, 4, 9);
        placed(grid, marks, 5, 1, 4);
        range(grid, marks, 5, 2, 2, 9);
        Step step = Thermometers.find(grid, marks, NONE);
        assertEquals("Thermometer: the digits rise along the thermometer from r5c1; r5c1 is 4, so r5c2 holds at"
                + " least 5 => r5c2<>234", step.description());
        assertEquals(List.of(near), step.rules());
        assertEquals(1.5, step.difficulty());
    }

    @Test
    void boundsThatHoldAlreadyOrAnotherLineGiveNoStep() {
        Grid grid = grid(Layout.classic(), UP);
        int[] marks = full(grid);
        for (int k = 1; k <= 6; k++) {
            range(grid, marks, 9 - k, 5, k, k + 3);
        }
        assertNull(Thermometers.find(grid, marks, NONE), "every bound holds");
        Grid renban = grid(Layout.classic(), line(Line.Kind.RENBAN, 8, 5, 7, 5, 6, 5, 5, 5, 4, 5, 3, 5));
        assertNull(Thermometers.find(renban, full(renban), NONE), "a renban on the same cells is no thermometer");
        Grid none = Grid.of(Layout.classic().withDiagonals());
        assertNull(Thermometers.find(none, full(none), NONE));
    }

    @Test
    void aSixBySixThermometerOfSixCellsFixesEveryCell() {
        Line thermometer = line(Line.Kind.THERMOMETER, 1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1);
        Grid grid = grid(Layout.boxes(2, 3), thermometer);
        Step step = Thermometers.find(grid, full(grid), NONE);
        assertEquals("Thermometer: the 6 cells from the bulb at r1c1 rise, so the k-th holds k"
                + " => r1c1,r3c1,r4c1,r5c1,r6c1<>2, r1c1,r2c1,r4c1,r5c1,r6c1<>3, r1c1,r2c1,r3c1,r5c1,r6c1<>4,"
                + " r1c1,r2c1,r3c1,r4c1,r6c1<>5, r1c1,r2c1,r3c1,r4c1,r5c1<>6, r2c1,r3c1,r4c1,r5c1,r6c1<>1",
                step.description());
    }
}
