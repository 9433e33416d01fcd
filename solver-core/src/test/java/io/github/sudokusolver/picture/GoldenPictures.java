package io.github.sudokusolver.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Golden pictures: a picture rendered by Batik at its natural size (one pixel per unit) and compared with the PNG
 * committed in {@code docs/pictures/}, the same files the README and the design pages show, so that they never show
 * a picture the library no longer draws. With {@code -Dpictures.regenerate=true} the PNG is written anew first.
 *
 * <p>Text is left out of the comparison: glyphs depend on the fonts a machine has, and the texts are checked in the
 * SVG itself. Around each {@code <text>} element a box 0.8 em tall above its baseline and 0.75 em wide per character,
 * with 3 pixels to spare all round, is skipped. Everything else (lines, shading, cages, holes, marks) must match: a
 * pixel differs when one of its channels, alpha included, is off by more than {@value #CHANNEL_TOLERANCE}, and at
 * most {@value #DIFFERING_PER_MILLE} per mille of the compared pixels may differ, room for the antialiasing of another
 * Java 2D pipeline, not for a line moved or thickened (a 9x9 grid's box borders alone are about 4% of it).
 */
public final class GoldenPictures {

    public static final int CHANNEL_TOLERANCE = 40;
    public static final int DIFFERING_PER_MILLE = 1;
    /** Maven runs the tests in the module's folder; the pictures are the documentation's. */
    private static final Path FOLDER = Path.of("..", "docs", "pictures");

    private GoldenPictures() {
    }

    /**
     * Fails unless the picture matches {@code docs/pictures/NAME.png} away from text; first writes that file when
     * {@code -Dpictures.regenerate=true}.
     */
    public static void assertMatches(String name, String svg) throws IOException {
        Path golden = FOLDER.resolve(name + ".png");
        if (Boolean.getBoolean("pictures.regenerate")) {
            Files.createDirectories(FOLDER);
            Files.write(golden, SvgPictures.png(svg, 1));
        }
        assertTrue(Files.exists(golden), golden + " is missing: regenerate the pictures (-Dpictures.regenerate=true)");
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
                + " pixels differ from " + golden + ": if the change is intended, regenerate"
                + " (-Dpictures.regenerate=true) and look at the picture");
    }

    /** The pixels each text may cover at the natural size, with a few to spare for another font's glyphs. */
    private static List<Rectangle> textBoxes(String svg) {
        List<Rectangle> boxes = new ArrayList<>();
        Document document = SvgPictures.parse(svg);
        double[] origin = SvgPictures.origin(document);
        for (Element text : SvgPictures.allTexts(document)) {
            Element group = (Element) text.getParentNode();
            int size = Integer.parseInt(group.getAttribute("font-size"));
            int width = (int) Math.ceil(text.getTextContent().length() * size * 0.75);
            double x = Double.parseDouble(text.getAttribute("x"));
            double y = Double.parseDouble(text.getAttribute("y"));
            double left = "middle".equals(group.getAttribute("text-anchor")) ? x - width / 2.0 : x;
            // Digits, letters A-P and sums stand on the baseline and rise less than 0.8 em in any common font.
            int above = (int) Math.ceil(size * 0.8);
            int spare = 3;
            boxes.add(new Rectangle(SvgPictures.pixel(left, origin[0], 1) - spare,
                    SvgPictures.pixel(y - above, origin[1], 1) - spare,
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
