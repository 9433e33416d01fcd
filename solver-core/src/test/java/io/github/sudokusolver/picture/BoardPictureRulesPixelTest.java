package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.VariantBoards.c;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.picture.GridFrame;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The variant rules checked where their pixels carry meaning, each on an empty 9x9 board of its own rules (no glyph
 * in the way), rendered by Batik at two pixels per unit: the mark is where it must be, and not beside it. Positions
 * are in the picture's units, the grid's top-left corner at 0; {@link Picture} turns them into pixels with the
 * picture's own origin, which moves when clues stand outside the grid.
 */
final class BoardPictureRulesPixelTest {

    private static final int SCALE = 2;

    /** A rendered picture and where its grid starts in it. */
    private record Picture(BufferedImage image, double[] origin) {

        static Picture of(Rule... rules) {
            String svg = BoardPicture.svg(Board.empty(Layout.classic().withRules(List.of(rules))));
            return new Picture(SvgPictures.render(svg, SCALE), SvgPictures.origin(SvgPictures.parse(svg)));
        }

        int px(double x) {
            return SvgPictures.pixel(x, origin[0], SCALE);
        }

        int py(double y) {
            return SvgPictures.pixel(y, origin[1], SCALE);
        }

        String colour(double x, double y) {
            return SvgPictures.colour(image, px(x), py(y));
        }

        boolean dark(double x, double y) {
            return SvgPictures.isDark(image, px(x), py(y));
        }

        /** White or nearly: nothing drawn there on a plain cell. */
        boolean light(double x, double y) {
            return SvgPictures.luminance(image, px(x), py(y)) > 235;
        }
    }

    /** A cell's centre along one axis. */
    private static int mid(int index) {
        return index * BoardPicture.CELL + BoardPicture.CELL / 2;
    }

    @Test
    void thermometerHasItsBulbAtTheFirstCellAndItsLineThroughTheOthers() {
        Picture picture = Picture.of(Line.thermometer(c(4, 2), c(4, 3), c(4, 4), c(3, 5)));
        String grey = RuleLines.Style.THERMOMETER.colour;
        assertEquals(grey, picture.colour(mid(2), mid(4) - 12), "the bulb, above the line at r5c3");
        assertEquals(grey, picture.colour(mid(2), mid(4) + 12), "the bulb, below the line");
        assertTrue(picture.light(mid(4), mid(4) - 12), "no bulb at r5c5, only the line");
        for (int x = mid(2); x <= mid(4); x += 5) {
            assertEquals(grey, picture.colour(x, mid(4)), "the line at x " + x);
        }
        assertEquals(grey, picture.colour(mid(4) + 20, mid(4) - 20), "the diagonal step to r4c6");
        assertEquals(grey, picture.colour(mid(5), mid(3)), "the end, r4c6");
        assertTrue(picture.light(mid(5) + 10, mid(3) - 10), "nothing past the end");
        assertTrue(picture.light(mid(2), mid(3)), "nothing in r4c3, above the bulb's cell");
    }

    @Test
    void arrowHasItsCircleItsShaftAndItsHead() {
        Picture picture = Picture.of(Arrow.of(List.of(c(4, 1)), List.of(c(4, 2), c(4, 3))));
        String grey = RuleLines.ARROW_COLOUR;
        assertEquals(grey, picture.colour(mid(1), mid(4) - RuleLines.CIRCLE_RADIUS), "the circle's rim");
        assertEquals(grey, picture.colour(mid(1) - RuleLines.CIRCLE_RADIUS, mid(4)), "the rim on the other side");
        assertTrue(picture.light(mid(1), mid(4) - 8), "the circle is white inside");
        assertTrue(picture.dark(mid(2), mid(4)) || grey.equals(picture.colour(mid(2), mid(4))), "the shaft");
        assertEquals(grey, picture.colour(80 + 0.5, mid(4)), "the shaft over c2|c3, out of the circle");
        // The head: its tip 12 units past r5c4's centre, its wings 9 back and 7 aside.
        double tip = mid(3) + RuleLines.HEAD_REACH;
        assertEquals(grey, picture.colour(tip - 4.5, mid(4) - 3.5), "the upper wing of the head");
        assertEquals(grey, picture.colour(tip - 4.5, mid(4) + 3.5), "the lower wing of the head");
        assertTrue(picture.light(mid(3) - 12 + 4.5, mid(4) - 3.5), "no head at the near side of r5c4");
        assertTrue(picture.light(tip + 3, mid(4)), "nothing past the tip");
        assertTrue(picture.light(mid(5), mid(4)), "nothing in r5c6");
    }

    @Test
    void pillIsOneRoundedOutlineOverItsCellsBorder() {
        Picture picture = Picture.of(Arrow.of(List.of(c(4, 1), c(4, 2)), List.of(c(5, 3))));
        String grey = RuleLines.ARROW_COLOUR;
        assertEquals(grey, picture.colour(80, mid(4) - RuleLines.CIRCLE_RADIUS), "the pill's top edge over c2|c3");
        assertTrue(picture.light(80.5, mid(4) - 6), "inside the pill the thin line c2|c3 is covered");
        assertTrue(picture.dark(80.5, mid(4) - 19) || !picture.light(80.5, mid(4) - 19),
                "outside the pill c2|c3 is drawn");
        assertEquals(grey, picture.colour(mid(1) - RuleLines.CIRCLE_RADIUS, mid(4)), "the pill's round left end");
        assertTrue(picture.light(mid(1) - RuleLines.CIRCLE_RADIUS + 2, mid(4) - RuleLines.CIRCLE_RADIUS + 2),
                "the left end is round: its corner is outside");
    }

    /**
     * Each kind of line across row 5 from c3 to c7: its colour on its axis, its width across, and how many dashes
     * along: no two kinds alike in width and dashes, so a black-and-white print tells them apart.
     */
    @ParameterizedTest
    @EnumSource(value = Line.Kind.class)
    void eachKindOfLineHasItsColourWidthAndDashes(Line.Kind kind) {
        Picture picture = Picture.of(line(kind));
        RuleLines.Style style = RuleLines.Style.of(kind);
        assertEquals(style.width * SCALE, widthAcross(picture, style), 1, "width across");
        int runs = runsAlong(picture, style);
        assertEquals(style.dashes == null ? 1 : expectedRuns(style), runs, 2, "dashes along the line");
        assertTrue(picture.light(mid(4), mid(2)), "nothing two rows up");
        assertTrue(picture.light(mid(8), mid(4)), "nothing past the line's end at r5c9");
    }

    @Test
    void noTwoKindsOfLineLookAlikeInBlackAndWhite() {
        Set<String> looks = new HashSet<>();
        for (Line.Kind kind : Line.Kind.values()) {
            RuleLines.Style style = RuleLines.Style.of(kind);
            String ends = switch (kind) {
                case THERMOMETER, SLOW_THERMOMETER -> "bulb";
                case BETWEEN, DOUBLE_ARROW -> "circles";
                case LOCKOUT -> "diamonds";
                default -> "";
            };
            assertTrue(looks.add(style.width + " " + style.dashes + " " + ends), kind + " looks like another kind");
        }
        Set<String> colours = new HashSet<>();
        for (RuleLines.Style style : RuleLines.Style.values()) {
            assertTrue(colours.add(style.colour), style + " shares its colour");
        }
    }

    private static Line line(Line.Kind kind) {
        List<Cell> cells = List.of(c(4, 2), c(4, 3), c(4, 4), c(4, 5), c(4, 6));
        return kind == Line.Kind.WHISPER ? Line.germanWhisper(cells)
                : kind == Line.Kind.MODULAR ? Line.modular(cells, 3)
                : kind == Line.Kind.LOCKOUT ? Line.lockout(cells, 4) : Line.of(kind, cells);
    }

    /**
     * The pixels of the style's colour across the line, down the pixel column of the first point past r5c5's centre
     * in the middle of the first run of the line's colour along its axis (a dash).
     */
    private static int widthAcross(Picture picture, RuleLines.Style style) {
        double x = mid(4) + 3;
        while (!style.colour.equals(picture.colour(x, mid(4)))) {
            x += 0.5;
        }
        double end = x;
        while (end < mid(6) && style.colour.equals(picture.colour(end, mid(4)))) {
            end += 0.5;
        }
        x = (x + end) / 2; // the dash's middle, clear of its antialiased ends
        int count = 0;
        for (double y = mid(4) - 10; y < mid(4) + 10; y += 0.5) {
            count += style.colour.equals(picture.colour(x, y)) ? 1 : 0;
        }
        return count;
    }

    /** Runs of the style's colour along the axis, from the first cell's centre to the last's. */
    private static int runsAlong(Picture picture, RuleLines.Style style) {
        int runs = 0;
        boolean before = false;
        int from = style == RuleLines.Style.BETWEEN ? mid(2) + 20 : mid(2);
        int to = style == RuleLines.Style.BETWEEN ? mid(6) - 20 : mid(6);
        for (double x = from; x <= to; x += 0.5) {
            boolean on = style.colour.equals(picture.colour(x, mid(4))) || !picture.light(x, mid(4))
                    && !isGridLine(x);
            runs += on && !before ? 1 : 0;
            before = on;
        }
        return runs;
    }

    private static boolean isGridLine(double x) {
        return Math.abs(x - Math.round(x / 40.0) * 40) < 2;
    }

    private static int expectedRuns(RuleLines.Style style) {
        int period = 0;
        String[] parts = style.dashes.split(" ");
        for (String part : parts) {
            period += Integer.parseInt(part);
        }
        return (int) Math.round(160.0 / period * parts.length / 2);
    }

    @Test
    void betweenLineHasACircleAtEachEndOnly() {
        Picture picture = Picture.of(Line.of(Line.Kind.BETWEEN, List.of(c(4, 2), c(4, 3), c(4, 4))));
        String grey = RuleLines.Style.BETWEEN.colour;
        assertEquals(grey, picture.colour(mid(2), mid(4) - RuleLines.CIRCLE_RADIUS), "the first end's circle");
        assertEquals(grey, picture.colour(mid(4), mid(4) - RuleLines.CIRCLE_RADIUS), "the last end's circle");
        assertTrue(picture.light(mid(3), mid(4) - RuleLines.CIRCLE_RADIUS), "no circle at the middle cell");
        assertTrue(picture.light(mid(2), mid(4) - 8), "the end circles are white inside");
    }

    /**
     * A between line that ends on a thermometer's bulb (as f-puzzles puzzles have them) keeps the bulb in sight: its
     * white circle used to cover the bulb, so the thermometer showed no end it starts from.
     */
    @Test
    void thermometersBulbShowsInsideTheCircleOfABetweenLineEndingOnIt() {
        Picture picture = Picture.of(Line.thermometer(c(4, 2), c(4, 3), c(4, 4)),
                Line.of(Line.Kind.BETWEEN, List.of(c(4, 2), c(3, 2), c(2, 2))));
        String bulb = RuleLines.Style.THERMOMETER.colour;
        assertEquals(bulb, picture.colour(mid(2), mid(4)), "the bulb's grey at its centre, r5c3");
        assertEquals(bulb, picture.colour(mid(2) - 8, mid(4) + 8), "and off both lines");
        assertEquals(RuleLines.Style.BETWEEN.colour, picture.colour(mid(2), mid(4) + RuleLines.CIRCLE_RADIUS),
                "the between line's circle still rims it");
        assertTrue(picture.light(mid(2) + 8, mid(2)), "the between line's other end, r3c3, is white inside");
        assertTrue(picture.light(mid(4), mid(4) - 12), "no bulb at the thermometer's other end, r5c5");
    }

    /**
     * f-puzzles' lone {@code diagonal+} (or {@code diagonal-}) is an extra region of one long diagonal: drawn as a
     * line from corner to corner, not as a stair of shaded squares that reads as a clone, even cells or a window.
     */
    @Test
    void anExtraRegionOnAWholeDiagonalIsALineFromCornerToCorner() {
        List<Cell> anti = new ArrayList<>();
        List<Cell> main = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            anti.add(c(i, 8 - i));
            main.add(c(i, i));
        }
        for (List<Cell> diagonal : List.of(anti, main)) {
            Picture picture = Picture.of(ExtraRegion.of(diagonal));
            for (Cell cell : diagonal) {
                int x = mid(cell.col());
                int y = mid(cell.row());
                // 10 down the line, it is 10 right on the main diagonal, 10 left on the other; off it elsewhere.
                int along = diagonal == main ? 10 : -10;
                assertEquals(GridFrame.PLAIN, picture.colour(x - along, y + 10), "no shade in " + cell.name());
                assertEquals(GridFrame.PLAIN, picture.colour(x + along, y - 10), "none on the other side either");
                assertEquals(RuleDrawing.DIAGONAL_LINE, picture.colour(x + along, y + 10), "the line through "
                        + cell.name());
                assertEquals(RuleDrawing.DIAGONAL_LINE, picture.colour(x, y), "through its centre");
            }
            assertTrue(picture.light(mid(4) + 10, mid(3) + 10), "nothing off the diagonal, in r4c5");
        }
    }

    @Test
    void anExtraRegionThatIsNotAWholeDiagonalIsShaded() {
        List<Cell> almost = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            almost.add(c(i, i));
        }
        almost.add(c(8, 0));
        Picture picture = Picture.of(ExtraRegion.of(almost));
        assertEquals(BoardPicture.WINDOW_SHADE, picture.colour(mid(0) - 10, mid(0) + 10), "r1c1 shaded");
        assertEquals(BoardPicture.WINDOW_SHADE, picture.colour(mid(0) - 10, mid(8) + 10), "r9c1 shaded");
        assertEquals(GridFrame.PLAIN, picture.colour(mid(8) - 10, mid(8) + 10), "r9c9 is outside it");
    }

    @Test
    void kropkiDotsLieOnTheBorderWhiteAndBlack() {
        Picture picture = Picture.of(Dot.white(c(4, 4), c(4, 5)), Dot.black(c(2, 2), c(3, 2)));
        // White: r5c5|r5c6, the vertical border at x 200, y 180. The dot's white covers the grid line.
        assertTrue(picture.light(200, 182), "the white dot's middle covers the grid line");
        assertTrue(picture.dark(200, 180 - RuleDrawing.DOT_RADIUS), "its black rim");
        assertTrue(picture.dark(240, 182), "no dot on r5c6|r5c7: the grid line shows");
        // Black: r3c3 over r4c3, the horizontal border at y 120, x 100.
        assertTrue(picture.dark(100 - 3, 120 - 3) && picture.dark(100 + 3, 120 + 3), "the black dot is filled");
        assertTrue(picture.light(100 - 3, 160 - 3), "no dot on r4c3 over r5c3");
    }

    @Test
    void dotsWithAnotherValueAreLarger() {
        Picture picture = Picture.of(Dot.difference(c(4, 4), c(4, 5), 3), Dot.ratio(c(2, 2), c(3, 2), 3));
        assertTrue(picture.dark(200, 180 - RuleDrawing.VALUE_DOT_RADIUS), "the difference dot's rim, 8 up");
        assertTrue(picture.dark(100 - 6, 120), "the ratio dot is black 6 units left of its centre");
        assertTrue(picture.light(100 - 6, 160 + 3), "and nothing on the next border");
    }

    @Test
    void xAndVLieOnTheBorder() {
        Picture picture = Picture.of(Dot.x(c(2, 2), c(3, 2)), Dot.v(c(4, 4), c(5, 4)));
        // X on the horizontal border at y 120, x 100; V at y 200, x 180.
        assertTrue(picture.dark(100 + 3.5, 120 + 3.5) && picture.dark(100 - 3.5, 120 + 3.5)
                && picture.dark(100 + 3.5, 120 - 3.5), "the X's two strokes");
        assertTrue(picture.light(100, 120 - 4.5), "the X is open above its crossing");
        assertTrue(picture.dark(180 - 2.5, 200) && picture.dark(180 + 2.5, 200), "the V's arms");
        assertTrue(picture.dark(180, 200 + 4.5), "the V's point, below");
        assertTrue(picture.light(180 + 3.5, 200 + 3.5), "the V has no stroke where the X has one");
        assertTrue(picture.light(180, 200 - 4), "the V is open above");
    }

    @Test
    void inequalitySignPointsAtTheSmallerDigit() {
        // r5c5 < r6c5: the tip above the border (y 200) towards r5c5; the other way round for c7.
        Picture picture = Picture.of(Dot.less(c(4, 4), c(5, 4)), Dot.less(c(5, 6), c(4, 6)));
        assertTrue(picture.dark(180, 197), "the tip, towards the smaller r5c5");
        assertTrue(picture.light(180, 203.5), "open towards the larger r6c5");
        assertTrue(picture.dark(260, 203), "the tip, towards the smaller r6c7");
        assertTrue(picture.light(260, 196.5), "open towards the larger r5c7");
    }

    @Test
    void quadrupleIsAWhiteCircleOnTheCorner() {
        Picture picture = Picture.of(Quadruple.of(c(3, 3), List.of(1, 2, 3, 4)));
        assertTrue(picture.dark(160, 160 - RuleDrawing.QUADRUPLE_RADIUS), "the circle's rim");
        assertTrue(picture.light(160 + 10, 160), "the circle's white covers the border r4|r5");
        assertTrue(picture.dark(200 + 10, 200), "no circle at the next corner: the border shows");
    }

    @Test
    void oddCellsHaveADiscAndEvenCellsASquare() {
        Picture picture = Picture.of(CellMark.odd(c(2, 2)), CellMark.even(c(6, 6)));
        String grey = RuleDrawing.PARITY_FILL;
        assertEquals(grey, picture.colour(mid(2) + 8, mid(2) + 8), "inside the disc");
        assertTrue(picture.light(mid(2) + 13, mid(2) + 13), "a disc: its corner is white");
        assertEquals(grey, picture.colour(mid(6) + 12, mid(6) + 12), "a square: grey to its corner");
        assertTrue(picture.light(mid(6) + 17, mid(6)), "the square ends inside its cell");
        assertTrue(picture.light(mid(4), mid(4)), "a plain cell");
    }

    @Test
    void minimumSignsPointInAndMaximumSignsOut() {
        Picture picture = Picture.of(CellMark.minimum(c(2, 2)), CellMark.maximum(c(6, 6)));
        int near = BoardPicture.CELL / 2 - RuleDrawing.EXTREMUM_IN - RuleDrawing.EXTREMUM_DEPTH;
        int far = BoardPicture.CELL / 2 - RuleDrawing.EXTREMUM_IN;
        for (int[] u : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
            String side = u[0] + "," + u[1];
            assertTrue(picture.dark(mid(2) + u[0] * near, mid(2) + u[1] * near), "minimum's tip in, side " + side);
            assertTrue(picture.light(mid(2) + u[0] * (far + 0.5), mid(2) + u[1] * (far + 0.5)),
                    "minimum's open side out, side " + side);
            assertTrue(picture.dark(mid(6) + u[0] * far, mid(6) + u[1] * far), "maximum's tip out, side " + side);
            assertTrue(picture.light(mid(6) + u[0] * (near - 0.5), mid(6) + u[1] * (near - 0.5)),
                    "maximum's open side in, side " + side);
        }
    }

    @Test
    void clonesAndExtraRegionsAreShaded() {
        Picture picture = Picture.of(Clone.of(List.of(c(0, 0), c(0, 1)), List.of(c(5, 4), c(5, 5))),
                ExtraRegion.of(List.of(c(7, 7), c(7, 8), c(8, 7))));
        assertEquals(RuleDrawing.CLONE_SHADE, picture.colour(mid(4) + 8, mid(5) + 8), "a clone's cell");
        assertEquals(RuleDrawing.CLONE_SHADE, picture.colour(mid(0) + 8, mid(0) + 8), "its original's cell");
        assertEquals(RuleDrawing.CLONE_OUTLINE, picture.colour(160 + RuleDrawing.CLONE_INSET, mid(5)),
                "the outline inside the copy's left side");
        assertEquals(BoardPicture.WINDOW_SHADE, picture.colour(mid(7) + 8, mid(8) + 8), "an extra region's cell");
        assertEquals(GridFrame.PLAIN, picture.colour(mid(8) + 8, mid(8) + 8), "r9c9 is outside the region");
        assertNotEquals(picture.colour(mid(4) + 8, mid(5) + 8), picture.colour(mid(7) + 8, mid(8) + 8),
                "clones and extra regions in their own greys");
    }

    @Test
    void littleKillerArrowStandsOutsideTheGridPointingAtItsDiagonal() {
        List<Cell> diagonal = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            diagonal.add(c(i, i + 1));
        }
        Picture picture = Picture.of(LittleKiller.of(40, LittleKiller.Direction.DOWN_RIGHT, diagonal));
        assertEquals(36.5, picture.origin()[1], "a band above the grid for the clue");
        assertEquals(4.5, picture.origin()[0], "none left of it");
        // The arrow points at the corner r1c2 shares with the clue's place above r1c1: (40, 0).
        double gap = OutsideClues.ARROW_GAP / Math.sqrt(2);
        double length = OutsideClues.ARROW_LENGTH / Math.sqrt(2);
        assertTrue(picture.dark(40 - gap - length / 2, -gap - length / 2), "the arrow's shaft");
        assertTrue(picture.dark(40 - gap - 0.5, -gap - 0.5), "the arrow's tip");
        assertTrue(picture.light(40 + gap + length / 2, -gap - length / 2), "nothing above r1c2");
        assertTrue(picture.light(mid(8), -10), "nothing above r1c9");
    }

    @Test
    void linesLieUnderTheDigitsAndOverTheGrid() {
        String svg = BoardPicture.svg(Board.empty(VariantBoards.lines()).with(4, 2, 5));
        int grid = svg.indexOf("class=\"region-borders\"");
        int givens = svg.indexOf("class=\"givens\"");
        for (String role : new String[] {"whispers", "renbans", "region-sum-lines", "palindromes", "zippers",
                "entropic-lines", "between-lines", "parity", "extremes", "quadruples", "clones"}) {
            int at = svg.indexOf("class=\"" + role + "\"");
            assertTrue(at > grid && at < givens, role + " lies over the grid and under the digits");
        }
    }
}
