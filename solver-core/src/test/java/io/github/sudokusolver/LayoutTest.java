package io.github.sudokusolver;

import static io.github.sudokusolver.Region.BOX;
import static io.github.sudokusolver.Region.COLUMN;
import static io.github.sudokusolver.Region.DIAGONAL;
import static io.github.sudokusolver.Region.REGION;
import static io.github.sudokusolver.Region.ROW;
import static io.github.sudokusolver.Region.WINDOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class LayoutTest {

    /** A 6x6 jigsaw whose regions are not boxes. */
    static final String JIGSAW_6 = TestPuzzles.JIGSAW_6;

    @ParameterizedTest
    @CsvSource({"2, 2, 4, 4x4", "2, 3, 6, 6x6 (2x3 boxes)", "3, 2, 6, 6x6 (3x2 boxes)", "3, 4, 12, 12x12 (3x4 boxes)",
            "4, 4, 16, 16x16", "5, 5, 25, 25x25", "3, 3, 9, 9x9"})
    void boxesMakeSquareGridsOfTheProductSize(int boxRows, int boxCols, int size, String name) {
        Layout layout = Layout.boxes(boxRows, boxCols);
        assertEquals(size, layout.size());
        assertEquals(size, layout.rows());
        assertEquals(size, layout.columns());
        assertEquals(size * size, layout.cellCount());
        assertEquals(name, layout.toString());
        assertEquals(3 * size, layout.regionCount(), "rows, columns and boxes");
        assertEquals(boxRows, layout.boxRows());
        assertEquals(boxCols, layout.boxColumns());
        assertEveryRegionHoldsSizeDistinctCells(layout);
    }

    @Test
    void boxesOfThreeIsTheSharedClassicLayout() {
        assertSame(Layout.classic(), Layout.boxes(3, 3));
        assertTrue(Layout.classic().isClassic());
        assertFalse(Layout.classic().withDiagonals().isClassic());
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "4, 1", "0, 0", "-2, 3", "5, 6", "2, 13", "2147483647, 2147483647", "46341, 46341",
            "2, 1073741824", "65536, 65536", "-2147483648, -2147483648"})
    void boxesRejectUnsupportedSides(int boxRows, int boxCols) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Layout.boxes(boxRows, boxCols));
        assertTrue(e.getMessage().contains(boxRows + "x" + boxCols), e.getMessage());
    }

    @Test
    void sixBySixBoxesOfTwoRowsAndOfThreeRowsDiffer() {
        Layout wide = Layout.boxes(2, 3);
        Layout tall = Layout.boxes(3, 2);
        assertNotEquals(wide, tall);
        // Box 0 of 2x3 boxes spans columns 0-2 of rows 0-1; of 3x2 boxes, columns 0-1 of rows 0-2.
        assertTrue(together(wide, BOX, 0, 0, 1, 2));
        assertFalse(together(wide, BOX, 0, 0, 2, 0));
        assertTrue(together(tall, BOX, 0, 0, 2, 1));
        assertFalse(together(tall, BOX, 0, 0, 0, 2));
    }

    @Test
    void jigsawFromPictureEqualsJigsawFromArray() {
        int[][] regions = {
            {0, 0, 0, 1, 1, 1},
            {0, 0, 2, 1, 1, 1},
            {0, 2, 2, 2, 3, 3},
            {4, 4, 2, 2, 3, 3},
            {4, 4, 5, 5, 3, 3},
            {4, 4, 5, 5, 5, 5},
        };
        Layout fromArray = Layout.jigsaw(regions);
        Layout fromPicture = Layout.jigsaw(JIGSAW_6);
        assertEquals(fromArray, fromPicture);
        assertEquals(fromArray.hashCode(), fromPicture.hashCode());
        assertEquals("jigsaw 6x6", fromPicture.toString());
        assertEquals(0, fromPicture.boxRows(), "a jigsaw has no boxes to draw");
        assertTrue(together(fromPicture, REGION, 0, 0, 2, 0), "region A");
        assertFalse(together(fromPicture, REGION, 0, 0, 1, 2));
        assertEveryRegionHoldsSizeDistinctCells(fromPicture);
        regions[0][0] = 5;
        assertEquals(fromArray, Layout.jigsaw(JIGSAW_6), "the array was copied");
    }

    @Test
    void jigsawPictureIgnoresDecorationAndBlankLines() {
        String decorated = """

                A A A | B B B
                A A C | B B B
                ------+------
                A C C | C D D
                E E C | C D D
                ------+------
                E E F | F D D
                E E F | F F F
                """;
        assertEquals(Layout.jigsaw(JIGSAW_6), Layout.jigsaw(decorated));
    }

    @Test
    void jigsawOfBoxesIsNotTheBoxLayout() {
        Layout boxShaped = Layout.jigsaw("""
                AABB
                AABB
                CCDD
                CCDD
                """);
        assertNotEquals(Layout.boxes(2, 2), boxShaped, "regions of another kind name themselves differently");
    }

    @Test
    void jigsawRejectsBadShapesNamingThePlace() {
        assertThrows(NullPointerException.class, () -> Layout.jigsaw((int[][]) null));
        assertThrows(NullPointerException.class, () -> Layout.jigsaw((CharSequence) null));
        assertThrows(NullPointerException.class, () -> Layout.jigsaw(new int[][] {{0, 1}, null}));
        assertMessage("region 2 at row 1, column 0 is outside 0..1", () -> Layout.jigsaw(new int[][] {{0, 1}, {2, 1}}));
        assertMessage("region 0 has 3 cells, expected 2", () -> Layout.jigsaw(new int[][] {{0, 0}, {0, 1}}));
        assertMessage("row 1 of the regions has 1 value, expected 2", () -> Layout.jigsaw(new int[][] {{0, 1}, {1}}));
        assertMessage("found 1 row of regions, expected 2 to 25", () -> Layout.jigsaw(new int[][] {{0}}));
        assertMessage("region 0 has 1 cell, expected 2", () -> Layout.jigsaw(new int[][] {{0, 1}, {1, 1}}));
        assertMessage("found 1 line of 2 symbols, expected 2 lines", () -> Layout.jigsaw("AB"));
        assertMessage("line 2 of the regions has 1 symbol, expected 2 like the first", () -> Layout.jigsaw("AB\nA"));
        assertMessage("found 26 rows", () -> Layout.jigsaw(new int[26][26]));
        assertMessage("line 2 of the regions has 3 symbols, expected 4", () -> Layout.jigsaw("AABB\nAAB\nCCDD\nCCDD"));
        assertMessage("found 3 lines of 4 symbols, expected 4 lines", () -> Layout.jigsaw("AABB\nAABB\nCCDD"));
        assertMessage("found 5 region symbols, expected 4", () -> Layout.jigsaw("AABB\nAABB\nCCDD\nCCDE"));
        assertMessage("found no regions", () -> Layout.jigsaw(" \n"));
        assertMessage("region 0 has 5 cells", () -> Layout.jigsaw("AAAB\nAABB\nCCDD\nCCDD"));
    }

    @Test
    void diagonalsAddTwoRegionsThroughTheCorners() {
        Layout diagonal = Layout.classic().withDiagonals();
        assertEquals("9x9 diagonal", diagonal.toString());
        assertEquals(29, diagonal.regionCount());
        assertTrue(together(diagonal, DIAGONAL, 0, 0, 8, 8));
        assertTrue(together(diagonal, DIAGONAL, 0, 8, 8, 0));
        assertFalse(together(Layout.classic(), DIAGONAL, 0, 0, 8, 8));
        assertSame(diagonal, diagonal.withDiagonals());
        assertEquals(diagonal, Layout.classic().withDiagonals());
        assertEquals(diagonal.withWindows(), diagonal.withWindows().withDiagonals());
        assertEquals("9x9 diagonal windoku", diagonal.withWindows().toString());
    }

    @Test
    void windowsAreBoxSizedSquaresOneCellInFromTheEdges() {
        Layout windoku = Layout.classic().withWindows();
        assertEquals("9x9 windoku", windoku.toString());
        assertEquals(31, windoku.regionCount(), "27 plus four windows");
        assertTrue(together(windoku, WINDOW, 1, 1, 3, 3));
        assertTrue(together(windoku, WINDOW, 5, 5, 7, 7));
        assertFalse(together(windoku, WINDOW, 1, 1, 1, 4), "r2c2 and r2c5 share no window");
        assertEquals(1, Layout.boxes(2, 2).withWindows().regionCount() - 12, "4x4 has the one centre window");
        assertEquals(9, Layout.boxes(4, 4).withWindows().regionCount() - 48);
        assertEquals(16, Layout.boxes(5, 5).withWindows().regionCount() - 75);
        assertEveryRegionHoldsSizeDistinctCells(Layout.boxes(5, 5).withWindows().withDiagonals());
    }

    @Test
    void windowsNeedASquareSizeAndExtrasNeedOneSquareGrid() {
        assertThrows(IllegalStateException.class, () -> Layout.boxes(2, 3).withWindows());
        assertThrows(IllegalStateException.class, () -> Layout.samurai().withWindows());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Layout.samurai().withDiagonals());
        assertTrue(e.getMessage().contains("samurai"), e.getMessage());
        assertEquals("6x6 (2x3 boxes) diagonal", Layout.boxes(2, 3).withDiagonals().toString());
    }

    @Test
    void regionsOfOneKindAreThoseOfRegionsInTheirOrder() {
        Layout layout = Layout.classic().withDiagonals().withWindows();
        List<List<Cell>> all = new ArrayList<>();
        for (Region kind : List.of(ROW, COLUMN, BOX, REGION, DIAGONAL, WINDOW)) {
            all.addAll(layout.regions(kind));
        }
        assertEquals(layout.regions(), all, "the kinds in the order of regions(), each kind in its order");
        assertEquals(4, layout.regions(WINDOW).size());
        assertEquals(List.of(new Cell(1, 1), new Cell(1, 2), new Cell(1, 3), new Cell(2, 1), new Cell(2, 2),
                new Cell(2, 3), new Cell(3, 1), new Cell(3, 2), new Cell(3, 3)), layout.regions(WINDOW).get(0));
        assertEquals(List.of(), layout.regions(REGION), "boxes, not jigsaw regions");
        assertEquals(6, Layout.jigsaw(JIGSAW_6).regions(REGION).size());
        assertEquals(List.of(), Layout.jigsaw(JIGSAW_6).regions(BOX));
        assertEquals(List.of(), layout.regions(Region.CAGE), "a cage is not a region");
        assertEquals("kind", assertThrows(NullPointerException.class, () -> layout.regions(null)).getMessage());
    }

    @Test
    void samuraiIsFiveOverlappingClassicGridsWithHoles() {
        Layout samurai = Layout.samurai();
        assertEquals(9, samurai.size());
        assertEquals(21, samurai.rows());
        assertEquals(21, samurai.columns());
        assertEquals(5 * 81 - 4 * 9, samurai.cellCount());
        assertEquals(5 * 27 - 4, samurai.regionCount(), "the four shared corner boxes count once");
        assertFalse(samurai.isCell(0, 9), "between the two top grids");
        assertFalse(samurai.isCell(10, 0), "between the two left grids");
        assertTrue(samurai.isCell(6, 9), "top of the centre grid");
        assertTrue(samurai.isCell(7, 7), "the box the centre shares with the top-left grid");
        assertTrue(together(samurai, COLUMN, 7, 7, 0, 7), "column 7 of the top-left grid");
        assertTrue(together(samurai, COLUMN, 7, 7, 14, 7), "column 1 of the centre grid");
        assertFalse(together(samurai, COLUMN, 0, 7, 14, 7), "the same board column in two grids is two regions");
        assertFalse(together(samurai, ROW, 0, 0, 0, 20), "board row 0 crosses two grids");
        assertEquals(3, samurai.boxRows());
        assertEveryRegionHoldsSizeDistinctCells(samurai);
        int holes = 0;
        for (int row = 0; row < 21; row++) {
            for (int col = 0; col < 21; col++) {
                holes += samurai.isCell(row, col) ? 0 : 1;
            }
        }
        assertEquals(21 * 21 - samurai.cellCount(), holes);
    }

    @Test
    void positionsOutsideTheGridAreNamed() {
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> Layout.boxes(2, 2).isCell(4, 0));
        assertEquals("cell (row 4, column 0) is outside the 4x4 grid of 4x4", e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> Layout.samurai().isCell(0, -1));
    }

    @Test
    void peersAreEveryOtherCellOfTheCellsRegions() {
        for (Layout layout : new Layout[] {Layout.classic(), Layout.boxes(2, 3), Layout.jigsaw(JIGSAW_6),
                Layout.classic().withDiagonals().withWindows(), Layout.samurai()}) {
            for (int cell = 0; cell < layout.cellCount(); cell++) {
                Set<Integer> expected = new HashSet<>();
                for (int region : layout.geometry().regionsOf(cell)) {
                    for (int other : layout.geometry().cellsOf(region)) {
                        expected.add(other);
                    }
                }
                expected.remove(cell);
                Set<Integer> peers = new HashSet<>();
                Arrays.stream(layout.geometry().peersOf(cell)).forEach(peers::add);
                assertEquals(expected, peers, layout + " cell " + cell);
                assertEquals(expected.size(), layout.geometry().peersOf(cell).length,
                        layout + " peers repeat for cell " + cell);
            }
        }
        assertEquals(20, Layout.classic().geometry().peersOf(0).length);
        assertEquals(14 + 14 + 4, Layout.samurai().geometry().peersOf(Layout.samurai().geometry().cellOf(7, 7)).length,
                "a shared-box cell sees board row and column 7 from 0 to 14, and four more cells of its box");
    }

    /** Whether two cells share a region of a kind. */
    private static boolean together(Layout layout, Region kind, int row1, int col1, int row2, int col2) {
        int first = layout.position(row1, col1);
        int second = layout.position(row2, col2);
        for (int r = 0; r < layout.regionCount(); r++) {
            if (layout.regionKind(r) != kind) {
                continue;
            }
            int[] cells = layout.regionPositions(r);
            if (Arrays.binarySearch(cells, first) >= 0 && Arrays.binarySearch(cells, second) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static void assertEveryRegionHoldsSizeDistinctCells(Layout layout) {
        for (int r = 0; r < layout.regionCount(); r++) {
            int[] cells = layout.regionPositions(r);
            assertEquals(layout.size(), Arrays.stream(cells).distinct().count(), layout + " region " + r);
            for (int position : cells) {
                assertTrue(layout.isCellAt(position), layout + " region " + r + " holds a hole");
            }
        }
    }

    private static void assertMessage(String expectedPart, Runnable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(e.getMessage().contains(expectedPart), () -> "expected '" + expectedPart + "' in: " + e.getMessage());
    }
}
