package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.CountingCircles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Counting circles ({@link CountingCircleSteps}, {@link Technique#COUNTING_CIRCLES}): by one digit's count, then by
 * the sets of digits that add up to the number of circles.
 */
final class CountingCircleStepsTest {

    @Test
    void aDigitFewerCirclesCanHoldThanItsValueLeavesThem() {
        CountingCircles circles = CountingCircles.of(List.of(cell(1, 1), cell(5, 5), cell(9, 9)));
        Grid grid = grid(Layout.classic(), circles);
        int[] marks = full(grid);
        Step step = CountingCircleSteps.find(grid, marks, null);
        assertEquals("Counting circles: the 3 counting circles r1c1, r5c5 and r9c9 hold each of their digits as often"
                + " as its value; 4 would fill 4 of them, and only 3 can hold it at once => r1c1,r5c5,r9c9<>4",
                step.description());
        assertEquals(List.of(circles), step.rules());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void circlesThatSeeEachOtherHoldADigitOnceBetweenThem() {
        // r1c1 and r1c2 share a row: a 3 could stand in two of the three circles at most
        CountingCircles circles = CountingCircles.of(List.of(cell(1, 1), cell(1, 2), cell(5, 5)));
        Grid grid = grid(Layout.classic(), circles);
        Step step = CountingCircleSteps.find(grid, full(grid), null);
        assertEquals("Counting circles: the 3 counting circles r1c1, r1c2 and r5c5 hold each of their digits as often"
                + " as its value; 3 would fill 3 of them, and only 2 can hold it at once => r1c1,r1c2,r5c5<>3",
                step.description());
    }

    @Test
    void aDigitInNoSetAddingUpToTheCountLeavesThem() {
        // four circles: {4} or {1,3}; no set of distinct digits, each as often as its value, adding up to 4 holds a 2
        CountingCircles circles = CountingCircles.of(List.of(cell(1, 1), cell(4, 5), cell(7, 9), cell(9, 4)));
        Grid grid = grid(Layout.classic(), circles);
        int[] marks = full(grid);
        for (int[] at : new int[][] {{1, 1}, {4, 5}, {7, 9}, {9, 4}}) {
            only(grid, marks, at[0], at[1], 1, 2, 3, 4);
        }
        Step step = CountingCircleSteps.find(grid, marks, null);
        assertEquals("Counting circles: the 4 counting circles r1c1, r4c5, r7c9 and r9c4 hold each of their digits as"
                + " often as its value; their digits add up to 4: {4} or {1,3} => r1c1,r4c5,r7c9,r9c4<>2",
                step.description());
        assertEquals(2.4, step.difficulty(), 1e-9);
    }

    @Test
    void aDigitOfEverySetInExactlyItsValueOfGroupsIsInEachGroup() {
        // ISS's "4x4: Counting circles": nine circles hold {2,3,4}; the 4s need four of them, one in each group of
        // circles that see each other (here by boxes and rows), and r4c4 is a group alone
        CountingCircles circles = CountingCircles.of(List.of(cell(1, 1), cell(1, 2), cell(2, 2), cell(2, 3),
                cell(2, 4), cell(3, 1), cell(4, 1), cell(4, 2), cell(4, 4)));
        Grid grid = grid(Layout.boxes(2, 2), circles);
        int[] marks = full(grid);
        for (io.github.sudokusolver.Cell circle : circles.cells()) {
            only(grid, marks, circle.row() + 1, circle.col() + 1, 2, 3, 4);
        }
        Step step = CountingCircleSteps.find(grid, marks, null);
        assertEquals("Counting circles: the 9 counting circles r1c1, r1c2, r2c2, r2c3, r2c4, r3c1, r4c1, r4c2 and r4c4"
                + " hold each of their digits as often as its value; 4 is in every set adding up to 9 (only {2,3,4}),"
                + " so in 4 circles, and those that can hold it fall in 4 groups that see each other (r1c1, r1c2 and"
                + " r2c2; r2c3 and r2c4; r3c1, r4c1 and r4c2; r4c4): each group holds it once => r4c4=4,"
                + " r2c1,r1c3,r1c4,r2c2,r3c2<>4", step.description());
        assertEquals(2.6, step.difficulty(), 1e-9);
    }

    @Test
    void aDigitHeldWithExactlyItsValueOfPlacesTakesThem() {
        // a 2 in r1c1 means two circles hold 2, and r1c1 and r5c5 alone can
        CountingCircles circles = CountingCircles.of(List.of(cell(1, 1), cell(5, 5), cell(9, 9)));
        Grid grid = grid(Layout.classic(), circles);
        int[] marks = full(grid);
        only(grid, marks, 1, 1, 2);
        only(grid, marks, 5, 5, 1, 2, 3);
        only(grid, marks, 9, 9, 1, 3);
        Step step = CountingCircleSteps.find(grid, marks, null);
        assertEquals(List.of("r5c5#2"), step.placements().stream().map(Object::toString).toList());
    }
}
