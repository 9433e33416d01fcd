package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.SvgPictures.colour;
import static io.github.sudokusolver.picture.SvgPictures.isDark;
import static io.github.sudokusolver.picture.SvgPictures.luminance;
import static io.github.sudokusolver.picture.SvgPictures.pixel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.HandMadeMarks;
import io.github.sudokusolver.logic.HandMadeStep;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A step drawn over hand-made pencil marks and checked where its pixels carry meaning, rendered by Batik at two
 * pixels per unit. Positions are in the picture's units: a cell is 60 units, and candidate {@code d} of the cell at
 * row {@code r}, column {@code c} (0-based) is centred at {@code (60c + 10 + 20((d-1)%3), 60r + 10 + 20((d-1)/3))}.
 * The marks keep the candidates out of the links' way, so that each link is a straight line that can be sampled.
 */
final class StepPicturePixelTest {

    private static final int SCALE = 2;
    private static BufferedImage image;

    @BeforeAll
    static void draw() {
        Candidates marks = HandMadeMarks.open()
                .only("r1c1", 5).only("r1c2", 1).only("r1c3", 1).only("r1c4", 1).only("r1c5", 5, 9)
                .only("r5c1", 5).only("r5c2", 1).only("r5c3", 1).only("r5c4", 1).only("r5c5", 5, 9)
                .only("r9c9", 1, 2).only("r9c1", 3, 4)
                .only("r3c2", 5).only("r3c3", 5).only("r3c4", 5).candidates();
        Step step = HandMadeStep.of(Technique.X_CHAIN)
                .strongLink("r1c1", 5, "r1c5", 5)
                .strongLink("r3c2", 5, "r3c4", 5)
                .weakLink("r5c1", 5, "r5c5", 5)
                .eliminate("r9c9", 1).place("r9c1", 3)
                .cell("r7c5").fin("r7c7").house("r3").coverHouse("c8")
                .group(5, "r3c9").group(5, "r4c9")
                .build();
        image = SvgPictures.render(StepPicture.svg(marks, step), SCALE);
    }

    private static boolean dark(double x, double y) {
        return isDark(image, pixel(x, SCALE), pixel(y, SCALE));
    }

    /** The share of dark pixels on the line from (x1, y1) to (x2, y2), sampled every half unit. */
    private static double darkShare(double x1, double y1, double x2, double y2) {
        int samples = (int) (2 * Math.hypot(x2 - x1, y2 - y1));
        int dark = 0;
        for (int i = 0; i <= samples; i++) {
            dark += dark(x1 + (x2 - x1) * i / samples, y1 + (y2 - y1) * i / samples) ? 1 : 0;
        }
        return dark / (double) (samples + 1);
    }

    /** Whether any pixel within {@code reach} units of (x, y), on a half-unit lattice, is dark. */
    private static boolean darkNear(double x, double y, double reach) {
        for (double dx = -reach; dx <= reach; dx += 0.5) {
            for (double dy = -reach; dy <= reach; dy += 0.5) {
                if (dark(x + dx, y + dy)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aStrongLinkIsASolidLineBetweenItsCandidates() {
        // r1c1#5 at (30, 30) to r1c5#5 at (270, 30): the middle of the segment, away from the marker and arrowhead.
        assertEquals(1.0, darkShare(100, 30, 200, 30), "every pixel of the middle dark");
        assertFalse(dark(150, 22) || dark(150, 38), "a line, not a band");
    }

    @Test
    void aStraightLinkRunsFromItsPremisesMarkerToAnArrowheadAtItsConclusion() {
        // r1c1#5 at (30, 30), ringed (radius 8.5): the line starts 10 units from its centre, at x = 40.
        assertEquals(1.0, darkShare(41, 30, 52, 30), "dark from just outside the premise's ring");
        assertFalse(dark(35, 22) || dark(35, 38), "nothing across the ring: the line starts at the premise");
        // r1c5#5 at (270, 30): the arrowhead's tip 10 units short of it, at x = 260, its base 7 units back, 3.5 wide
        // on either side of the line.
        assertEquals(1.0, darkShare(238, 30, 259, 30), "dark up to the arrowhead's tip");
        assertTrue(dark(254.5, 32) && dark(254.5, 28), "the arrowhead, wider than the line near its base");
        assertFalse(dark(244, 32) || dark(244, 28), "only the line before it");
        assertFalse(dark(254.5, 35.5) || dark(254.5, 24.5), "a small head");
        assertFalse(darkShare(283, 30, 297, 30) > 0, "nothing past the conclusion, up to the cell border at 300");
    }

    @Test
    void anArcJoinsTwoCandidatesWithAnotherBetweenThem() {
        // r3c2#5 at (90, 150) to r3c4#5 at (210, 150), r3c3#5 at (150, 150) between: the link bends towards the
        // grid's middle (down), leaving each end 30 degrees off the straight line, 10 units from the centre, through
        // (98.7, 155) and to its tip at (201.3, 155); at x = 130 and at the middle it is about 11.5 and 12.5 units
        // down. (Samples keep clear of the cell borders at x = 120 and 180.)
        assertTrue(darkNear(98.7, 155, 1), "the arc's start, by the premise r3c2#5");
        assertTrue(darkNear(199.5, 155.5, 1), "the arrowhead by the conclusion r3c4#5");
        assertTrue(darkNear(150, 162.5, 1), "the arc's middle, below r3c3#5");
        assertTrue(darkNear(130, 161.5, 1.5), "the arc between");
        assertFalse(dark(130, 150) || dark(170, 150), "nothing on the straight line, which would strike r3c3#5 out");
    }

    @Test
    void aWeakLinkIsADashedLineBetweenItsCandidates() {
        // r5c1#5 at (30, 270) to r5c5#5 at (270, 270); dashes of 5 units with gaps of 3.
        double share = darkShare(100, 270, 200, 270);
        assertTrue(share > 0.45 && share < 0.8, "dashes and gaps: " + share + " of the pixels dark");
    }

    @Test
    void anEliminatedCandidateIsStruckThroughOnARedDisc() {
        // r9c9#1 at (490, 490): a stroke from its bottom left to its top right, reaching past the disc.
        assertTrue(dark(482.5, 497.5) && dark(497.5, 482.5), "the stroke's ends");
        assertFalse(dark(497.5, 497.5), "nothing across the other diagonal");
        int argb = image.getRGB(pixel(490, SCALE), pixel(497, SCALE));
        assertTrue((argb >> 16 & 0xFF) > (argb >> 8 & 0xFF) + 60, "a red disc under the digit: " + colour(image,
                pixel(490, SCALE), pixel(497, SCALE)));
        // r9c9#2 at (510, 490) is left alone.
        assertFalse(dark(502.5, 497.5) || dark(517.5, 482.5), "no stroke across a candidate that stays");
    }

    @Test
    void aPlacementIsCircled() {
        // r9c1#3 at (50, 490): a ring of radius 9.5 round it; r9c1#4 at (10, 490) has none.
        assertTrue(dark(50, 480.5) && dark(50, 499.5) && dark(50 - 6.7, 490 - 6.7), "the ring round r9c1#3");
        assertFalse(dark(10, 480.5) || dark(10, 499.5) || dark(10 - 6.7, 490 - 6.7), "no ring round r9c1#4");
    }

    @Test
    void theStepsCellsFinsAndHousesAreShadedWherePlainCellsAreWhite() {
        // 18 units into a cell from its top left corner, clear of every candidate.
        assertEquals(StepDrawing.CELL_SHADE, colour(image, pixel(4 * 60 + 18, SCALE), pixel(6 * 60 + 18, SCALE)),
                "r7c5, a cell of the step");
        assertEquals(StepDrawing.FIN_SHADE, colour(image, pixel(6 * 60 + 18, SCALE), pixel(6 * 60 + 18, SCALE)),
                "r7c7, a fin");
        assertEquals(StepDrawing.HOUSE_SHADE, colour(image, pixel(60 + 18, SCALE), pixel(2 * 60 + 18, SCALE)),
                "r3c2, in row 3, the step's house");
        assertEquals("#ffffff", colour(image, pixel(5 * 60 + 18, SCALE), pixel(3 * 60 + 18, SCALE)), "r4c6, plain");
        int[] shades = {luminance(image, pixel(60 + 18, SCALE), pixel(2 * 60 + 18, SCALE)),
                luminance(image, pixel(4 * 60 + 18, SCALE), pixel(6 * 60 + 18, SCALE)),
                luminance(image, pixel(6 * 60 + 18, SCALE), pixel(6 * 60 + 18, SCALE))};
        assertTrue(shades[0] - shades[1] > 15 && shades[1] - shades[2] > 15,
                "house, cell and fin greys apart in a black-and-white print: " + java.util.Arrays.toString(shades));
    }

    @Test
    void theOtherGroupsMarkerIsASquareWhereTheFirstGroupsIsADisc() {
        // r3c9#5 at (510, 150), of the first group, and r4c9#5 at (510, 210), of the second: 7 units down and right
        // of the centre (9.9 from it) lies outside a disc of radius 8.5 and inside a square as wide.
        assertEquals(StepDrawing.ON_FILL, colour(image, pixel(510, SCALE), pixel(150 + 7, SCALE)), "a green disc");
        assertEquals(StepDrawing.CELL_SHADE, colour(image, pixel(510 + 7, SCALE), pixel(150 + 7, SCALE)),
                "a disc leaves the corner of its square to the shade of the step's cells");
        for (int[] corner : new int[][] {{-7, -7}, {7, -7}, {-7, 7}, {7, 7}}) {
            assertEquals(StepDrawing.OTHER_GROUP_FILL, colour(image, pixel(510 + corner[0], SCALE),
                    pixel(210 + corner[1], SCALE)), "a grey square, so a black-and-white print tells it from the"
                    + " green disc by shape");
        }
    }

    @Test
    void aCoverHouseIsHatched() {
        // Along the middle of the top half of r4c8 (column 8 is covered) and of r4c6 (plain), clear of candidates.
        assertTrue(greyCrossings(7) >= 4, greyCrossings(7) + " hatch lines across r4c8");
        assertEquals(0, greyCrossings(5), "none across r4c6");
    }

    /** How many times a scan across row 4's cell of this column, 20 units below its top, enters a grey line. */
    private static int greyCrossings(int col) {
        int crossings = 0;
        boolean inLine = false;
        for (int x = pixel(col * 60 + 3, SCALE); x < pixel(col * 60 + 57, SCALE); x++) {
            boolean grey = luminance(image, x, pixel(3 * 60 + 20, SCALE)) < 215;
            crossings += grey && !inLine ? 1 : 0;
            inLine = grey;
        }
        return crossings;
    }
}
