package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/**
 * The skyscraper, the 2-string kite, the empty rectangle, the finned fish and the bent wings of the layouts other than the classic grid, on hand-made
 * positions (every cell holds every digit, then a digit's places are carved): where each fires, with its description,
 * where another house (a diagonal) joins a fin to a cell the classic fin box would not reach, and where the shape is
 * missing (a jigsaw region that does not hold both near ends, a place off the cross, rows that are not whole
 * lines).
 */
final class LayoutFishAndWingsTest {

    private static final Budget NONE = Budget.unlimited();

    /** Leaves {@code digit} in row (or column) {@code line} only at the positions given. */
    private static void placesInRow(Grid grid, int[] marks, int digit, int row, int... columns) {
        for (int col = 1; col <= grid.size; col++) {
            if (!contains(columns, col)) {
                remove(grid, marks, digit, at(grid, row, col));
            }
        }
    }

    private static void placesInColumn(Grid grid, int[] marks, int digit, int col, int... rows) {
        for (int row = 1; row <= grid.size; row++) {
            if (!contains(rows, row)) {
                remove(grid, marks, digit, at(grid, row, col));
            }
        }
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aSkyscraperOnSixteenBySixteen() {
        Grid grid = Grid.of(Layout.boxes(4, 4));
        int[] marks = full(grid);
        placesInRow(grid, marks, 1, 1, 2, 10);
        placesInRow(grid, marks, 1, 5, 2, 12);
        Step step = TurbotFish.skyscraper(grid, marks, NONE);
        assertEquals("Skyscraper: (1)r1c10=(1)r1c2-(1)r5c2=(1)r5c12 => r2c12,r3c12,r4c12,r6c10,r7c10,r8c10<>1",
                step.description());
        assertEquals(Technique.SKYSCRAPER.difficulty(), step.difficulty());
    }

    @Test
    void aSkyscraperReachesThroughADiagonal() {
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        int[] marks = full(grid);
        placesInColumn(grid, marks, 3, 2, 1, 6);
        placesInColumn(grid, marks, 3, 9, 1, 9);
        // r6c9 and r9c2 lost the 3 with the columns; r6c6 sees r9c9 along the main diagonal.
        assertEquals("Skyscraper: (3)r6c2=(3)r1c2-(3)r1c9=(3)r9c9 => r6c6<>3",
                TurbotFish.skyscraper(grid, marks, NONE).description());
        assertNull(TurbotFish.skyscraper(Grid.CLASSIC, marks, NONE), "no diagonal, nothing to eliminate");
    }

    @Test
    void aKiteOnAJigsawNeedsARegionHoldingBothNearEnds() {
        Grid grid = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        int[] marks = full(grid);
        placesInRow(grid, marks, 2, 1, 1, 5);
        placesInColumn(grid, marks, 2, 2, 2, 6);
        assertEquals("2-string kite: (2)r1c5=(2)r1c1-(2)r2c2=(2)r6c2 => r6c5<>2",
                TurbotFish.twoStringKite(grid, marks, NONE).description());

        int[] apart = full(grid);
        placesInRow(grid, apart, 2, 1, 1, 5);
        placesInColumn(grid, apart, 2, 3, 2, 6);
        assertNull(TurbotFish.twoStringKite(grid, apart, NONE), "r2c3 lies in region C, r1c1 in region A");
        Grid boxes = Grid.of(Layout.boxes(2, 3));
        assertEquals("2-string kite: (2)r1c5=(2)r1c1-(2)r2c3=(2)r6c3 => r6c5<>2",
                TurbotFish.twoStringKite(boxes, apart, NONE).description(), "box 1 holds r1c1 and r2c3");
    }

    @Test
    void anEmptyRectangleInAnIrregularJigsawRegion() {
        Grid grid = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        int[] marks = full(grid);
        // Region C (r2c3, r3c2-r3c4, r4c3, r4c4) keeps 1 at r3c2 and r4c3: row 3 and column 3 cross at r3c3.
        for (int[] cell : new int[][] {{2, 3}, {3, 3}, {3, 4}, {4, 4}}) {
            remove(grid, marks, 1, at(grid, cell[0], cell[1]));
        }
        placesInColumn(grid, marks, 1, 6, 3, 6);
        Step step = EmptyRectangles.find(grid, marks, NONE);
        assertEquals("Empty rectangle: (1)r6c6=(1)r3c6-(1)r3c2=(1)r4c3 => r6c3<>1", step.description());
        assertEquals(Technique.EMPTY_RECTANGLE.difficulty(), step.difficulty());

        marks[at(grid, 4, 4)] |= 1;
        assertNull(EmptyRectangles.find(grid, marks, NONE), "r4c4 is off the cross");
    }

    @Test
    void aWxyzWingWhoseWingsSeeThePivotAlongTheDiagonals() {
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        int[] marks = full(grid);
        SinglesAndIntersectionsTest.only(grid, marks, at(grid, 5, 5), 1, 2, 3);
        SinglesAndIntersectionsTest.only(grid, marks, at(grid, 1, 1), 2, 4);
        SinglesAndIntersectionsTest.only(grid, marks, at(grid, 9, 1), 1, 4);
        SinglesAndIntersectionsTest.only(grid, marks, at(grid, 5, 7), 3, 4);
        Step step = BentWings.find(grid, marks, 4, NONE);
        assertEquals("WXYZ-wing: pivot r5c5 (1, 2 and 3) with wings r1c1 (2 and 4), r5c7 (3 and 4) and r9c1 (1 and 4):"
                + " one of r1c1, r5c7 and r9c1 is 4 => r5c1<>4", step.description());
        assertEquals(5.6, step.difficulty(), 1e-9);
        int[] classic = full(Grid.CLASSIC);
        System.arraycopy(marks, 0, classic, 0, classic.length);
        assertNull(BentWings.find(Grid.CLASSIC, classic, 4, NONE), "without the diagonals r1c1 and r9c1 are no wings");
    }

    @Test
    void noTurbotFishWhereRowsAreNotWholeLines() {
        Grid grid = Grid.of(Layout.samurai());
        int[] marks = full(grid);
        placesInRow(grid, marks, 1, 1, 2, 5);
        placesInRow(grid, marks, 1, 4, 2, 6);
        assertNull(TurbotFish.skyscraper(grid, marks, NONE));
        assertNull(FinnedFish.of(2).find(grid, marks, NONE));
    }

    @Test
    void finnedFishOnNineDigitsOnly() {
        Grid grid = Grid.of(Layout.boxes(4, 4));
        int[] marks = full(grid);
        placesInRow(grid, marks, 5, 1, 3, 9);
        placesInRow(grid, marks, 5, 6, 3, 9, 10, 12);
        assertNull(FinnedFish.of(2).find(grid, marks, NONE), "off past nine digits, for speed");
        Grid nine = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9));
        int[] jigsaw = full(nine);
        placesInRow(nine, jigsaw, 5, 1, 3, 8);
        placesInRow(nine, jigsaw, 5, 6, 3, 8, 9);
        Step step = FinnedFish.of(2).find(nine, jigsaw, NONE);
        assertNotNull(step, "a finned X-wing on a 9x9 jigsaw");
        assertEquals(Technique.FINNED_X_WING, step.technique());
    }

    @Test
    void aDiagonalJoinsAFinToACellOutsideItsBox() {
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        int[] marks = full(grid);
        placesInRow(grid, marks, 4, 2, 2, 3, 7);
        placesInRow(grid, marks, 4, 6, 3, 7);
        Step step = FinnedFish.of(2).find(grid, marks, NONE);
        assertEquals("Finned X-wing: 4 in rows 2 and 6 lies only in columns 3 and 7, or in the fin r2c2 => "
                + "r1c3,r3c3,r7c7<>4", step.description());
    }
}
