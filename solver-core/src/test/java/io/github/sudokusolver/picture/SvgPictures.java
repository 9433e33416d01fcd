package io.github.sudokusolver.picture;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * What the picture tests share: the SVG read as XML by the JDK's DOM parser, the digits found in it, and the picture
 * rendered by Apache Batik, with the arithmetic from the picture's units to the pixels of a rendering. Public for
 * the command line's tests, which read the pictures it writes.
 */
public final class SvgPictures {

    public static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";
    /** The picture's margin: unit 0 of the grid lies this far from the image's top-left corner, in units. */
    public static final double MARGIN = 4.5;

    /** One {@code <text>} element: its anchor in the picture's units and what it says. */
    public record Text(int x, int y, String content) {
    }

    private SvgPictures() {
    }

    /** The document, parsed strictly: any well-formedness error fails the test; no DTD is read. */
    public static Document parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null); // an error is the exception, not a line on standard error as well
            return builder.parse(new InputSource(new StringReader(svg)));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
        }
    }

    /** The texts of the group of this class ({@code givens}, {@code filled}, {@code cage-sums}), in document order. */
    public static List<Text> texts(Document document, String groupClass) {
        List<Text> found = new ArrayList<>();
        NodeList groups = document.getElementsByTagNameNS(SVG_NAMESPACE, "g");
        for (int g = 0; g < groups.getLength(); g++) {
            Element group = (Element) groups.item(g);
            if (!groupClass.equals(group.getAttribute("class"))) {
                continue;
            }
            NodeList texts = group.getElementsByTagNameNS(SVG_NAMESPACE, "text");
            for (int t = 0; t < texts.getLength(); t++) {
                Element text = (Element) texts.item(t);
                found.add(new Text(Integer.parseInt(text.getAttribute("x")), Integer.parseInt(text.getAttribute("y")),
                        text.getTextContent()));
            }
        }
        return found;
    }

    /** Every {@code <text>} element of the document, whatever its group. */
    public static List<Element> allTexts(Document document) {
        List<Element> found = new ArrayList<>();
        NodeList texts = document.getElementsByTagNameNS(SVG_NAMESPACE, "text");
        for (int t = 0; t < texts.getLength(); t++) {
            found.add((Element) texts.item(t));
        }
        return found;
    }

    /** The picture as Batik's PNG transcoder writes it, {@code scale} pixels per unit; transparent where undrawn. */
    public static byte[] png(String svg, int scale) {
        Element root = parse(svg).getDocumentElement();
        PNGTranscoder transcoder = new PNGTranscoder();
        transcoder.addTranscodingHint(PNGTranscoder.KEY_WIDTH,
                (float) (Integer.parseInt(root.getAttribute("width")) * scale));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            TranscoderInput input = new TranscoderInput(new StringReader(svg));
            input.setURI("file:board.svg"); // a base for Batik, which resolves nothing against it here
            transcoder.transcode(input, new TranscoderOutput(out));
        } catch (TranscoderException e) {
            throw new AssertionError("Batik could not render the picture: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** The picture rendered by Batik, {@code scale} pixels per unit. */
    public static BufferedImage render(String svg, int scale) {
        return read(png(svg, scale));
    }

    public static BufferedImage read(byte[] png) {
        try {
            return ImageIO.read(new ByteArrayInputStream(png));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pixel column or row of a coordinate in the picture's units, at this scale. */
    public static int pixel(double units, int scale) {
        return pixel(units, MARGIN, scale);
    }

    /**
     * The pixel column or row of a coordinate in the picture's units, at this scale, in a picture whose grid starts
     * {@code margin} units from the image's edge (wider than {@link #MARGIN} where clues stand outside the grid).
     */
    public static int pixel(double units, double margin, int scale) {
        return (int) Math.floor((units + margin) * scale);
    }

    /**
     * How far unit 0 of the grid lies from the image's left and top edges, in units: the {@code viewBox}'s start,
     * negated; {@link #MARGIN} both ways unless clues stand outside the grid.
     */
    public static double[] origin(Document document) {
        String[] viewBox = document.getDocumentElement().getAttribute("viewBox").trim().split("\\s+");
        return new double[] {-Double.parseDouble(viewBox[0]), -Double.parseDouble(viewBox[1])};
    }

    /** The grey level of a pixel as the eye weighs it, 0 (black) to 255 (white); a transparent pixel counts as white. */
    public static int luminance(BufferedImage image, int x, int y) {
        int argb = image.getRGB(x, y);
        int alpha = argb >>> 24;
        int red = argb >> 16 & 0xFF;
        int green = argb >> 8 & 0xFF;
        int blue = argb & 0xFF;
        int grey = (299 * red + 587 * green + 114 * blue) / 1000;
        return (grey * alpha + 255 * (255 - alpha)) / 255;
    }

    public static boolean isDark(BufferedImage image, int x, int y) {
        return luminance(image, x, y) < 160;
    }

    public static int alpha(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) >>> 24;
    }

    /** The colour of an opaque pixel as {@code #rrggbb}, to compare with the picture's constants. */
    public static String colour(BufferedImage image, int x, int y) {
        return String.format("#%06x", image.getRGB(x, y) & 0xFFFFFF);
    }
}
