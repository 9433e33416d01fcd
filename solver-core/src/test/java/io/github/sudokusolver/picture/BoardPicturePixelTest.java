package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.SvgPictures.alpha;
import static io.github.sudokusolver.picture.SvgPictures.colour;
import static io.github.sudokusolver.picture.SvgPictures.isDark;
import static io.github.sudokusolver.picture.SvgPictures.pixel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.picture.GridFrame;
import io.github.sudokusolver.rules.Cage;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The drawing checked where its pixels carry meaning, on empty boards (so no glyph is in the way), rendered by Batik
 * at two pixels per unit: a line one unit wide is then two whole pixels. Positions are given in the picture's units
 * ({@link BoardPicture#CELL} to a cell) and turned into pixels by {@link SvgPictures#pixel}.
 */
final class BoardPicturePixelTest {

    private static final int SCALE = 2;

    private static BufferedImage render(Layout layout) {
        return SvgPictures.render(BoardPicture.svg(Board.empty(layout)), SCALE);
    }

    /** How many dark pixels a vertical line at {@code x} has across it, along the pixel row of {@code y}. */
    private static int widthOfVerticalLine(BufferedImage image, int x, int y) {
        return darkPixelsThrough(image, x, y, 1, 0);
    }

    /** How many dark pixels a horizontal line at {@code y} has across it, along the pixel column of {@code x}. */
    private static int widthOfHorizontalLine(BufferedImage image, int x, int y) {
        return darkPixelsThrough(image, x, y, 0, 1);
    }

    /** The dark pixels among the 17 that run through the point {@code (x, y)} in steps of {@code (dx, dy)}. */
    private static int darkPixelsThrough(BufferedImage image, int x, int y, int dx, int dy) {
        int count = 0;
        for (int step = -8; step <= 8; step++) {
            count += isDark(image, pixel(x, SCALE) + step * dx, pixel(y, SCALE) + step * dy) ? 1 : 0;
        }
        return count;
    }

    @Test
    void boxBordersAreThickerThanCellBorders() {
        BufferedImage image = render(Layout.classic());
        int cellBorder = widthOfVerticalLine(image, 40, 20);
        int boxBorder = widthOfVerticalLine(image, 120, 20);
        assertTrue(cellBorder > 0 && boxBorder >= 2 * cellBorder,
                "box border " + boxBorder + " px, cell border " + cellBorder + " px");
    }

    /**
     * One side of a cell, its position in units ({@code x} of a vertical side, {@code y} of a horizontal one, and a
     * point along it), and whether its line is thin (within a box or region) or thick (between two, or at the edge).
     */
    @ParameterizedTest(name = "{0} {1} at {2},{3}: {4} ({5})")
    @CsvSource(delimiter = '|', textBlock = """
            classic | vertical   |  40 |  20 | thin  | c1-c2 in a box
            classic | vertical   | 120 |  20 | thick | c3-c4 between boxes
            classic | horizontal |  20 |  80 | thin  | r2/r3 in a box
            classic | horizontal |  20 | 240 | thick | r6/r7 between boxes
            classic | vertical   |   0 | 300 | thick | the left edge
            classic | horizontal | 300 | 360 | thick | the bottom edge
            2x3     | vertical   | 120 |  20 | thick | c3-c4: boxes are three columns wide
            2x3     | vertical   |  80 |  20 | thin  | c2-c3
            2x3     | horizontal |  20 |  80 | thick | r2/r3: boxes are two rows high
            2x3     | horizontal |  20 | 120 | thin  | r3/r4
            jigsaw  | vertical   |  40 |  20 | thin  | A-A in row 1
            jigsaw  | vertical   | 120 |  20 | thick | A-B in row 1
            jigsaw  | vertical   |  80 |  60 | thick | A-C in row 2
            jigsaw  | horizontal | 100 |  40 | thick | A over C in column 3
            jigsaw  | horizontal |  20 |  40 | thin  | A over A in column 1
            samurai | vertical   | 360 |  20 | thick | r1c9 beside a hole
            """)
    void bordersAreThickAroundBoxesAndRegionsAndThinInside(String layout, String direction, int x, int y,
            String weight, String where) {
        Layout drawn = switch (layout) {
            case "classic" -> Layout.classic();
            case "2x3" -> Layout.boxes(2, 3);
            case "jigsaw" -> Layout.jigsaw(TestPuzzles.JIGSAW_6); // AAABBB / AACBBB / ACCCDD / ...
            case "samurai" -> Layout.samurai();
            default -> throw new IllegalArgumentException(layout);
        };
        BufferedImage image = render(drawn);
        int width = direction.equals("vertical") ? widthOfVerticalLine(image, x, y)
                : widthOfHorizontalLine(image, x, y);
        int expected = (weight.equals("thin") ? GridFrame.THIN_WIDTH : GridFrame.THICK_WIDTH) * SCALE;
        assertEquals(expected, width, 1, where + " is a " + weight + " line");
    }

    @Test
    void cageOutlinesAreDashedAndInset() {
        Layout killer = Layout.classic().withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1))));
        BufferedImage image = render(killer);
        int inset = BoardPicture.CAGE_INSET;
        // Along the cage's top side, in its second cell (the first holds the sum): dashes, not a solid line.
        int row = pixel(inset, SCALE);
        int dark = 0;
        int changes = 0;
        for (int px = pixel(42, SCALE); px < pixel(40 + 40 - inset, SCALE); px++) {
            dark += isDark(image, px, row) ? 1 : 0;
            changes += isDark(image, px, row) != isDark(image, px + 1, row) ? 1 : 0;
        }
        int length = pixel(40 + 40 - inset, SCALE) - pixel(42, SCALE);
        assertTrue(changes >= 6, "the top side is dashed: " + changes + " changes between dark and light");
        assertTrue(dark > length / 3 && dark < length * 4 / 5, dark + " of " + length + " pixels are dashes");
        // The left side, down the first cell: dashed as well.
        int column = pixel(inset, SCALE);
        int downChanges = 0;
        for (int py = pixel(inset + 2, SCALE); py < pixel(40 - inset, SCALE); py++) {
            downChanges += isDark(image, column, py) != isDark(image, column, py + 1) ? 1 : 0;
        }
        assertTrue(downChanges >= 4, "the left side is dashed: " + downChanges + " changes");
        // Inset: nothing between the grid's edge and the outline, and no outline where no cage is (r1c4).
        for (int px = pixel(42, SCALE); px < pixel(75, SCALE); px++) {
            assertTrue(!isDark(image, px, pixel(inset / 2.0 + 0.5, SCALE)), "light between the edge and the cage");
        }
        for (int px = pixel(125, SCALE); px < pixel(155, SCALE); px++) {
            assertTrue(!isDark(image, px, row), "no outline in r1c4, outside the cage");
        }
        // The cage's right side stands in from the cell border it runs beside (c2|c3, a thin line at 80).
        int right = pixel(80 - inset, SCALE);
        int dashes = 0;
        for (int py = pixel(inset, SCALE); py < pixel(40 - inset, SCALE); py++) {
            dashes += isDark(image, right, py) ? 1 : 0;
        }
        assertTrue(dashes > 0, "the right side is drawn " + inset + " units in from c2|c3");
        assertEquals(GridFrame.THIN_WIDTH * SCALE, widthOfVerticalLine(image, 80, 20), 1,
                "c2|c3 beside the cage keeps its thin line");
    }

    @Test
    void samuraiHolesStayBlank() {
        BufferedImage image = render(Layout.samurai());
        // The hole of rows 1-6 and columns 10-12 (1-based), and the one of rows 10-12 and columns 1-6.
        assertBlank(image, 9 * 40, 0, 12 * 40, 6 * 40);
        assertBlank(image, 0, 9 * 40, 6 * 40, 12 * 40);
        assertEquals(255, alpha(image, pixel(8 * 40 + 20, SCALE), pixel(20, SCALE)), "r1c9 is a cell, drawn opaque");
        assertEquals(GridFrame.PLAIN, colour(image, pixel(8 * 40 + 20, SCALE), pixel(20, SCALE)));
    }

    /** Nothing drawn inside this rectangle of units, 3 units in from its sides (half a thick line lies on them). */
    private static void assertBlank(BufferedImage image, int left, int top, int right, int bottom) {
        for (int py = pixel(top + 3, SCALE); py < pixel(bottom - 3, SCALE); py++) {
            for (int px = pixel(left + 3, SCALE); px < pixel(right - 3, SCALE); px++) {
                assertEquals(0, alpha(image, px, py), "pixel " + px + ", " + py + " of a hole is transparent");
            }
        }
    }

    @Test
    void diagonalCellsAreShaded() {
        BufferedImage image = render(Layout.classic().withDiagonals());
        assertEquals(BoardPicture.DIAGONAL_SHADE, cellColour(image, 0, 0));
        assertEquals(BoardPicture.DIAGONAL_SHADE, cellColour(image, 4, 4));
        assertEquals(BoardPicture.DIAGONAL_SHADE, cellColour(image, 0, 8), "the anti-diagonal too");
        assertEquals(GridFrame.PLAIN, cellColour(image, 0, 1));
        assertEquals(GridFrame.PLAIN, cellColour(image, 3, 4));
    }

    @Test
    void windowCellsAreShadedApartFromDiagonals() {
        BufferedImage image = render(Layout.classic().withDiagonals().withWindows());
        assertEquals(BoardPicture.WINDOW_SHADE, cellColour(image, 1, 2));
        assertEquals(BoardPicture.WINDOW_SHADE, cellColour(image, 7, 5));
        assertEquals(BoardPicture.BOTH_SHADE, cellColour(image, 1, 1), "on a diagonal and in a window");
        assertEquals(BoardPicture.DIAGONAL_SHADE, cellColour(image, 0, 0));
        assertEquals(GridFrame.PLAIN, cellColour(image, 4, 0));
        assertTrue(SvgPictures.luminance(image, pixel(100, SCALE), pixel(60, SCALE)) < SvgPictures.luminance(image,
                pixel(20, SCALE), pixel(20, SCALE)), "a window is darker than a diagonal, in grey print too");
    }

    /** The colour at the middle of a cell's lower right quarter: away from the digit and from every line. */
    private static String cellColour(BufferedImage image, int row, int col) {
        return colour(image, pixel(col * 40 + 30, SCALE), pixel(row * 40 + 34, SCALE));
    }
}
