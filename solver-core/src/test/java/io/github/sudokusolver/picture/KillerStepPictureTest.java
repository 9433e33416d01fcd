package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.SvgPictures.colour;
import static io.github.sudokusolver.picture.SvgPictures.isDark;
import static io.github.sudokusolver.picture.SvgPictures.pixel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import io.github.sudokusolver.picture.SvgPictures.Text;
import io.github.sudokusolver.rules.Cage;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@link StepPicture} on a killer: every cage of the layout drawn as the board pictures draw it (dashed, its sum at
 * the top-left corner), the step's cages solid, wider and with bold sums, the law of 45's house and innie shaded,
 * and the candidates moved clear of the sums in cells of 84 units. Read as XML and rendered by Batik at two pixels a
 * unit, as the other step pictures are. The killer is the first of {@code datasets/killer_generated_9x9.txt}; its
 * cages along row 1 are 25 at r1c1 (with r2c1, r2c2, r3c1), 11 at r1c2 (r1c2-r1c4), 5 at r1c5 (r1c5-r1c6), 22 at
 * r1c7 (reaching into rows 2 and 3) and 15 at r1c8 (r1c8-r1c9), and 8 at r2c3 covers r2c3 and r3c3.
 */
final class KillerStepPictureTest {

    private static final int SCALE = 2;
    private static final int CELL = 84;

    static Board killer() {
        try {
            return PuzzleReader.readBoards(Path.of("..", "datasets", "killer_generated_9x9.txt")).get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The first step of this technique in the killer's explanation, with the marks before it: by every technique but
     * rules together, whose steps on this killer leave it no naked pair to draw.
     */
    static StepPictureGoldenTest.Stage firstStep(Technique technique) {
        Explanation explanation = LogicalSolver.using(EnumSet.complementOf(EnumSet.of(Technique.RULES_TOGETHER)))
                .explain(killer());
        Candidates marks = explanation.start();
        for (Step step : explanation.steps()) {
            if (step.technique() == technique) {
                return new StepPictureGoldenTest.Stage(marks, step);
            }
            marks = marks.apply(step);
        }
        throw new AssertionError("no " + technique + " in the killer's explanation");
    }

    @Test
    void everyCageIsDashedWithItsSumAndTheStepsCagesAreSolidWithBoldSums() {
        StepPictureGoldenTest.Stage stage = firstStep(Technique.LAW_OF_45);
        Step step = stage.step();
        assertEquals("Law of 45: in row 1, the cages wholly inside add up to 31, so its innies add up to 14, and"
                + " less the placed r1c7 (5) the innie r1c1 is 9 => r1c1=9", step.description());
        Document document = SvgPictures.parse(StepPicture.svg(stage.marks(), step));
        assertEquals("-4.5 -4.5 765 ", document.getDocumentElement().getAttribute("viewBox").substring(0, 14),
                "nine cells of 84 units and the margins");
        List<Text> plain = new ArrayList<>();
        List<Text> stepSums = new ArrayList<>();
        for (Cage cage : killer().layout().cages()) {
            Cell first = cage.cells().get(0);
            Text sum = new Text(first.col() * CELL + 7, first.row() * CELL + 13, Integer.toString(cage.sum()));
            (step.cages().contains(cage) ? stepSums : plain).add(sum);
        }
        assertEquals(List.of(new Text(CELL + 7, 13, "11"), new Text(4 * CELL + 7, 13, "5"),
                new Text(7 * CELL + 7, 13, "15")), stepSums, "the three cages inside row 1");
        assertEquals(plain, SvgPictures.texts(document, "cage-sums"));
        assertEquals(stepSums, SvgPictures.texts(document, "step-cage-sums"));
        assertEquals("bold", group(document, "step-cage-sums").getAttribute("font-weight"));
        assertEquals("normal", group(document, "cage-sums").getAttribute("font-weight"));
        assertEquals("4 3", path(document, "cages").getAttribute("stroke-dasharray"), "as a board's cages");
        assertEquals("", path(document, "step-cages").getAttribute("stroke-dasharray"), "solid");
        assertEquals("2", path(document, "step-cages").getAttribute("stroke-width"));
        List<Text> candidates = SvgPictures.texts(document, "candidates");
        assertTrue(candidates.contains(new Text(2 * CELL + 12 + 10, CELL + 13 + 10 + 5, "1")),
                "r2c3's 1 moved 12 units right and 13 down, below the sum 8");
        assertTrue(candidates.contains(new Text(2 * CELL + 12 + 10, CELL + 13 + 50 + 5, "7")), "r2c3's 7, bottom left");
    }

    @Test
    void theHouseAndTheInnieAreShadedAndTheCageOutlinesTellTheStepsFromTheOthers() {
        StepPictureGoldenTest.Stage stage = firstStep(Technique.LAW_OF_45);
        BufferedImage image = SvgPictures.render(StepPicture.svg(stage.marks(), stage.step()), SCALE);
        // (32, 33) units into a cell lies between its first four candidates.
        assertEquals(StepDrawing.CELL_SHADE, colour(image, pixel(32, SCALE), pixel(33, SCALE)), "the innie r1c1");
        assertEquals(StepDrawing.HOUSE_SHADE, colour(image, pixel(2 * CELL + 32, SCALE), pixel(33, SCALE)),
                "r1c3, in row 1");
        assertEquals("#ffffff", colour(image, pixel(2 * CELL + 32, SCALE), pixel(CELL + 33, SCALE)), "r2c3");
        // The top side of cage 11 (r1c2-r1c4), 5 units in, is solid and 2 units wide.
        assertEquals(1.0, darkShare(image, CELL + 20, 5, 4 * CELL - 20, 5), 0.01, "solid along its top");
        assertEquals(1.0, darkShare(image, CELL + 20, 4.25, 4 * CELL - 20, 4.25), 0.01, "its upper half");
        assertEquals(1.0, darkShare(image, CELL + 20, 5.75, 4 * CELL - 20, 5.75), 0.01, "its lower half");
        // The left side of cage 8 (r2c3 and r3c3) is dashed 4 on 3 off, 1 unit wide.
        double dashed = darkShare(image, 2 * CELL + 5, CELL + 20, 2 * CELL + 5, 3 * CELL - 20);
        assertTrue(dashed > 0.4 && dashed < 0.75, "dashed: " + dashed);
        assertEquals(0.0, darkShare(image, 2 * CELL + 6.25, CELL + 20, 2 * CELL + 6.25, 3 * CELL - 20), 0.01,
                "1 unit wide");
    }

    @Test
    void aCagesSumAndTheFirstCandidateOfItsCellStayApart() {
        StepPictureGoldenTest.Stage stage = firstStep(Technique.LAW_OF_45);
        assertTrue(stage.marks().contains(new Cell(1, 2), 1));
        BufferedImage image = SvgPictures.render(StepPicture.svg(stage.marks(), stage.step()), SCALE);
        int left = 2 * CELL;
        int top = CELL;
        assertTrue(anyDark(image, left + 7, top + 6, left + 14, top + 13), "the sum 8 of cage 8 at r2c3");
        assertTrue(anyDark(image, left + 17, top + 18, left + 27, top + 28), "r2c3's candidate 1");
        assertFalse(anyDark(image, left + 6, top + 14.5, left + 40, top + 16.5), "nothing between them");
    }

    @Test
    void aCagesCombinationsAreNotStackedAsOutlinesButOtherGroupsAreOutlinedInsideTheCages() {
        StepPictureGoldenTest.Stage combinations = firstStep(Technique.CAGE_COMBINATIONS);
        assertEquals(2, combinations.step().groups().size(), combinations.step().description());
        Document document = SvgPictures.parse(StepPicture.svg(combinations.marks(), combinations.step()));
        assertEquals(null, path(document, "group"), "the combinations are in the description");
        assertEquals(List.of(new Text(4 * CELL + 7, 13, "5")), SvgPictures.texts(document, "step-cage-sums"));
        StepPictureGoldenTest.Stage pair = firstStep(Technique.NAKED_PAIR);
        assertTrue(pair.step().cages().isEmpty());
        document = SvgPictures.parse(StepPicture.svg(pair.marks(), pair.step()));
        Element outline = path(document, "group");
        assertTrue(outline.getAttribute("d").contains("M" + (6 * CELL + 7) + " "), "7 units in, inside the cage's 5: "
                + outline.getAttribute("d"));
        assertEquals(null, path(document, "step-cages"), "no cage of the step");
    }

    @Test
    void everyStepOfTheKillersExplanationShowsEveryCageAndBoldensItsOwn() {
        Explanation explanation = LogicalSolver.standard().explain(killer());
        List<String> pages = StepPicture.svgPerStep(explanation);
        assertEquals(explanation.steps().size(), pages.size());
        int cages = killer().layout().cages().size();
        int withCages = 0;
        for (int i = 0; i < pages.size(); i++) {
            Step step = explanation.steps().get(i);
            Document page = SvgPictures.parse(pages.get(i));
            int bold = SvgPictures.texts(page, "step-cage-sums").size();
            assertEquals(step.cages().size(), bold, "step " + (i + 1) + ": " + step);
            assertEquals(cages, SvgPictures.texts(page, "cage-sums").size() + bold, "step " + (i + 1));
            withCages += bold > 0 ? 1 : 0;
        }
        assertTrue(withCages > 10, withCages + " steps with cages");
    }

    /** The first element of this tag and class; null for none. */
    private static Element element(Document document, String tag, String elementClass) {
        NodeList nodes = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (elementClass.equals(element.getAttribute("class"))) {
                return element;
            }
        }
        return null;
    }

    private static Element path(Document document, String pathClass) {
        return element(document, "path", pathClass);
    }

    private static Element group(Document document, String groupClass) {
        return element(document, "g", groupClass);
    }

    /** The share of dark pixels on the line from (x1, y1) to (x2, y2), in units, sampled every half unit. */
    private static double darkShare(BufferedImage image, double x1, double y1, double x2, double y2) {
        int samples = (int) (2 * Math.hypot(x2 - x1, y2 - y1));
        int dark = 0;
        for (int i = 0; i <= samples; i++) {
            dark += isDark(image, pixel(x1 + (x2 - x1) * i / samples, SCALE),
                    pixel(y1 + (y2 - y1) * i / samples, SCALE)) ? 1 : 0;
        }
        return dark / (double) (samples + 1);
    }

    /** Whether any pixel of the rectangle between these corners, in units, is dark. */
    private static boolean anyDark(BufferedImage image, double x1, double y1, double x2, double y2) {
        for (int x = pixel(x1, SCALE); x <= pixel(x2, SCALE); x++) {
            for (int y = pixel(y1, SCALE); y <= pixel(y2, SCALE); y++) {
                if (isDark(image, x, y)) {
                    return true;
                }
            }
        }
        return false;
    }
}
