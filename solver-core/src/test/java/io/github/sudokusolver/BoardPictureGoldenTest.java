package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;

/**
 * Golden pictures: a handful of boards drawn, rendered by Batik at their natural size (one pixel per unit) and
 * compared with the PNGs committed in {@code docs/pictures/}, the same files the README shows, so that the README
 * never shows a picture the library no longer draws.
 *
 * <p>Text is left out of the comparison: glyphs depend on the fonts a machine has, and the digits are checked in the
 * SVG itself ({@link BoardPictureTest}). Around each {@code <text>} element a box 0.8 em tall above its baseline and
 * 0.75 em wide per character, with 3 pixels to spare all round, is skipped. Everything else (lines, shading, cages, holes) must match:
 * a pixel differs when one of its channels, alpha included, is off by more than {@value #CHANNEL_TOLERANCE}, and at
 * most {@value #DIFFERING_PER_MILLE} per mille of the compared pixels may differ, room for the antialiasing of
 * another Java 2D pipeline, not for a line moved or thickened (a 9x9 grid's box borders alone are about 4% of it).
 *
 * <p>After an intended change to the drawing, regenerate the pictures and look at them before committing:
 * <pre>./mvnw -B -q test -pl solver-core -Dtest=BoardPictureGoldenTest -Dpictures.regenerate=true</pre>
 */
final class BoardPictureGoldenTest {

    static final int CHANNEL_TOLERANCE = 40;
    static final int DIFFERING_PER_MILLE = 1;
    /** Maven runs the tests in the module's folder; the pictures are the documentation's. */
    private static final Path FOLDER = Path.of("..", "docs", "pictures");

    static final String JIGSAW = """
            AAAABBBBC
            AABABCCCC
            AABBBCCCF
            DDDEEEECF
            DGDEEFFFF
            DGGEEEIFF
            DGGGGGIFI
            DDHHGHIII
            HHHHHHIII
            """;
    static final String JIGSAW_PUZZLE =
            "...3.1....4......9....6......5..6.4..2....1....4....3....1....3...2..7..5...8....";
    static final String SAMURAI_PUZZLE = """
            8....3............36.
            ...9........7....3.18
            .4....67....1.8.4....
            7.8...2.....4.2....3.
            ..4.59......5..3...9.
            ...4..756..........21
            .1.3......7..4.27....
            9...2...1............
            .........93.2..1.8...
            ...........39........
            ........3.2..........
            ...........4.5.......
            .57.6...9...........6
            1........4.2....5....
            ..............4...3..
            ..3...872...8....9..5
            ...8...........21.7..
            2.....9......56.4....
            .9..2..4.......5.....
            6.493.......9.....431
            ....45..........2...7
            """;

    static Stream<Arguments> boards() throws IOException {
        Board classic = TestPuzzles.SEED;
        Board sixteen = PuzzleReader.readBoards(Path.of("..", "datasets", "generated-16x16.txt"), Layout.boxes(4, 4))
                .get(0);
        Board jigsaw = Board.parse(Layout.jigsaw(JIGSAW), JIGSAW_PUZZLE);
        Board killer = PuzzleReader.readBoards(Path.of("..", "datasets", "killer_generated_9x9.txt")).get(0);
        return Stream.of(
                Arguments.of("classic", classic, solved(classic)),
                Arguments.of("16x16", sixteen, sixteen),
                Arguments.of("jigsaw", jigsaw, solved(jigsaw)),
                Arguments.of("samurai", Board.parse(Layout.samurai(), SAMURAI_PUZZLE),
                        Board.parse(Layout.samurai(), SAMURAI_PUZZLE)),
                Arguments.of("killer", killer, solved(killer)));
    }

    private static Board solved(Board puzzle) {
        return Solver.fastest().solve(puzzle).solution().orElseThrow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void matchesItsGoldenPictureAwayFromText(String name, Board puzzle, Board filled) throws IOException {
        String svg = BoardPicture.svg(puzzle, filled);
        Path golden = FOLDER.resolve(name + ".png");
        if (Boolean.getBoolean("pictures.regenerate")) {
            Files.createDirectories(FOLDER);
            Files.write(golden, SvgPictures.png(svg, 1));
        }
        assertTrue(Files.exists(golden), golden + " is missing: regenerate the pictures (see this class's comment)");
        BufferedImage expected = SvgPictures.read(Files.readAllBytes(golden));
        BufferedImage actual = SvgPictures.render(svg, 1);
        assertEquals(expected.getWidth() + "x" + expected.getHeight(), actual.getWidth() + "x" + actual.getHeight(),
                "the picture's size");
        List<Rectangle> text = textBoxes(svg);
        long compared = 0;
        long differing = 0;
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                if (inAny(text, x, y)) {
                    continue;
                }
                compared++;
                if (!close(expected.getRGB(x, y), actual.getRGB(x, y))) {
                    differing++;
                }
            }
        }
        assertTrue(compared > actual.getWidth() * actual.getHeight() / 2, "most of the picture is compared");
        assertTrue(differing * 1000 <= compared * DIFFERING_PER_MILLE, differing + " of " + compared
                + " pixels differ from " + golden + ": if the change is intended, regenerate (this class's comment)");
    }

    /** The pixels each text may cover at the natural size, with a few to spare for another font's glyphs. */
    private static List<Rectangle> textBoxes(String svg) {
        List<Rectangle> boxes = new ArrayList<>();
        for (Element text : SvgPictures.allTexts(SvgPictures.parse(svg))) {
            Element group = (Element) text.getParentNode();
            int size = Integer.parseInt(group.getAttribute("font-size"));
            int width = (int) Math.ceil(text.getTextContent().length() * size * 0.75);
            double x = Double.parseDouble(text.getAttribute("x"));
            double y = Double.parseDouble(text.getAttribute("y"));
            double left = "middle".equals(group.getAttribute("text-anchor")) ? x - width / 2.0 : x;
            // Digits, letters A-P and sums stand on the baseline and rise less than 0.8 em in any common font.
            int above = (int) Math.ceil(size * 0.8);
            int spare = 3;
            boxes.add(new Rectangle(SvgPictures.pixel(left, 1) - spare, SvgPictures.pixel(y - above, 1) - spare,
                    width + 2 * spare, above + 1 + 2 * spare));
        }
        return boxes;
    }

    private static boolean inAny(List<Rectangle> boxes, int x, int y) {
        for (Rectangle box : boxes) {
            if (box.contains(x, y)) {
                return true;
            }
        }
        return false;
    }

    private static boolean close(int argb, int other) {
        for (int shift = 0; shift < 32; shift += 8) {
            if (Math.abs((argb >>> shift & 0xFF) - (other >>> shift & 0xFF)) > CHANNEL_TOLERANCE) {
                return false;
            }
        }
        return true;
    }
}
