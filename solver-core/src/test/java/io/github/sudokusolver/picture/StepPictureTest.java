package io.github.sudokusolver.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.SharedDatasets;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.HandMadeMarks;
import io.github.sudokusolver.logic.HandMadeStep;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import io.github.sudokusolver.picture.SvgPictures.Text;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What {@link StepPicture} writes, read as XML: well-formed standalone SVG documents that Batik renders at their
 * stated size, the digits as {@code <text>} elements at their places (placed digits centred in their cells, candidates
 * at their ninths), the step's description as the title and as wrapped lines under the grid, the markers at the
 * candidates the step names, one picture per step of an explanation, and the arguments refused. The drawing is
 * checked by its pixels in {@link StepPicturePixelTest} and against pictures in {@link StepPictureGoldenTest}.
 */
final class StepPictureTest {

    /** A puzzle with a long explanation of easy steps. */
    private static final Board PUZZLE = Board.parse(StepPictureGoldenTest.X_WING_PUZZLE);

    @Test
    void drawsPencilMarksWithPlacedDigitsBigAndCandidatesInTheirNinths() {
        Candidates marks = Candidates.of(PUZZLE);
        String svg = StepPicture.svg(marks);

        Document document = SvgPictures.parse(svg);
        Element root = document.getDocumentElement();
        assertEquals("-4.5 -4.5 549 549", root.getAttribute("viewBox"), "nine cells of 60 units and the margins");
        BufferedImage image = SvgPictures.render(svg, 1);
        assertEquals("549x549", image.getWidth() + "x" + image.getHeight());
        assertEquals("Pencil marks: " + PUZZLE.filledCount() + " placed, " + (81 - PUZZLE.filledCount())
                + " open cells", title(document));

        List<Text> placed = new ArrayList<>();
        List<Text> candidates = new ArrayList<>();
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int given = PUZZLE.get(row, col);
                if (given != 0) {
                    placed.add(new Text(col * 60 + 30, row * 60 + 43, Integer.toString(given)));
                    continue;
                }
                for (int digit = 1; digit <= 9; digit++) {
                    if (marks.contains(new Cell(row, col), digit)) {
                        // 1 top left, 2 top middle, ... 9 bottom right; the baseline 5 units below the centre.
                        candidates.add(new Text(col * 60 + 10 + (digit - 1) % 3 * 20,
                                row * 60 + 10 + (digit - 1) / 3 * 20 + 5, Integer.toString(digit)));
                    }
                }
            }
        }
        assertEquals(placed, SvgPictures.texts(document, "placed"));
        assertEquals(candidates, SvgPictures.texts(document, "candidates"));
        assertEquals(placed.size() + candidates.size(), SvgPictures.allTexts(document).size(), "no other text");
    }

    @Test
    void writesTheDescriptionAsTitleAndAsTextUnderTheGrid() {
        StepPictureGoldenTest.Stage stage = StepPictureGoldenTest.firstStep(StepPictureGoldenTest.X_WING_PUZZLE,
                Technique.X_WING);
        String description = "X-wing: 9 in rows 2 and 4 lies only in columns 6 and 7"
                + " => r1c6,r7c6,r9c6,r1c7,r6c7,r7c7,r9c7<>9";
        assertEquals(description, stage.step().description());

        String svg = StepPicture.svg(stage.marks(), stage.step());

        assertTrue(svg.contains("r9c7&lt;&gt;9"), "the <> of the description escaped");
        Document document = SvgPictures.parse(svg);
        assertEquals(description, title(document));
        List<Text> lines = SvgPictures.texts(document, "description");
        assertEquals(List.of(new Text(0, 558, "X-wing: 9 in rows 2 and 4 lies only in columns 6 and 7 => r1c6,"),
                new Text(0, 576, "r7c6,r9c6,r1c7,r6c7,r7c7,r9c7<>9")), lines, "broken after a comma of the list");
        assertEquals("-4.5 -4.5 549 590", document.getDocumentElement().getAttribute("viewBox"),
                "the grid, and two lines of 18 units and 5 more under it");
        BufferedImage image = SvgPictures.render(svg, 1);
        assertEquals("549x590", image.getWidth() + "x" + image.getHeight());
    }

    @Test
    void wrapsALongDescriptionAtSpacesAndBetweenLinksNeverInsideACellsName() {
        StepPictureGoldenTest.Stage stage = StepPictureGoldenTest.firstStep(StepPictureGoldenTest.FORCING_PUZZLE,
                Technique.CELL_FORCING_CHAINS);
        Document document = SvgPictures.parse(StepPicture.svg(stage.marks(), stage.step()));
        List<Text> lines = SvgPictures.texts(document, "description");
        StringBuilder joined = new StringBuilder();
        for (Text line : lines) {
            assertTrue(line.content().length() <= 64, "a line of at most 64 characters: " + line.content());
            joined.append(line.content());
        }
        String description = stage.step().description();
        assertEquals(description.replace(" ", ""), joined.toString().replace(" ", ""),
                "the lines are the description, in order");
        assertEquals(cellNames(description), cellNames(joined.toString()), "no cell's name cut");
        int height = 549 + lines.size() * 18 + 5;
        assertEquals("-4.5 -4.5 549 " + height, document.getDocumentElement().getAttribute("viewBox"));
    }

    @Test
    void wrapsAChainLongerThanALineAfterALinkOrASeparator() {
        // A dynamic chain runs on without a space for longer than a line; cut at 64 characters it would end in
        // "(8)r7c" and go on with "6;".
        String chain = "Dynamic contradiction chain: r1c1=4 leads to a contradiction: (4)r1c1-(4)r5c1=(4)r5c3"
                + "-(9)r5c3=(9)r7c3-(9)r7c6=(8)r7c6-(8)r7c2-(8)r2c2=(8)r2c1-(8)r7c1-(8)r7c6; (4)r1c1-(4)r1c2,(5)r1c2"
                + " => r1c1<>4";
        List<String> lines = DescriptionLines.wrap(chain);
        assertEquals(List.of(
                "Dynamic contradiction chain: r1c1=4 leads to a contradiction:",
                "(4)r1c1-(4)r5c1=(4)r5c3-(9)r5c3=(9)r7c3-(9)r7c6=(8)r7c6-(8)r7c2-",
                "(8)r2c2=(8)r2c1-(8)r7c1-(8)r7c6; (4)r1c1-(4)r1c2,(5)r1c2 =>",
                "r1c1<>4"), lines);
        // Not inside a link's (4=7), nor between the = and > of =>.
        assertEquals(List.of("Grouped alternating inference chain: (4)r4c1=(4)r5c23-(4=7)r5c7-",
                        "(7)r6c7=(7)r6c12 => r4c1<>7"),
                DescriptionLines.wrap("Grouped alternating inference chain: (4)r4c1=(4)r5c23-(4=7)r5c7-(7)r6c7=(7)r6c12"
                        + " => r4c1<>7"));

        // A line full but for the space before the last piece: the piece goes on the next line, whole.
        assertEquals(List.of("ALS-XZ: ALS r1c5,r7c5,r8c5,r9c5 (2, 5, 7, 8 and 9) and ALS r2c4,",
                "r2c5,r2c6,r3c6 (1, 2, 3, 6 and 7), restricted common 2 =>", "r7c6<>7"),
                DescriptionLines.wrap("ALS-XZ: ALS r1c5,r7c5,r8c5,r9c5 (2, 5, 7, 8 and 9) and ALS r2c4,r2c5,r2c6,r3c6"
                        + " (1, 2, 3, 6 and 7), restricted common 2 => r7c6<>7"));

        String word = "r1c1".repeat(20);
        assertEquals(List.of("a", word.substring(0, 64), word.substring(64) + " b"),
                DescriptionLines.wrap("a " + word + " b"), "a run without a place to break is cut where the line is full");
    }

    /** The cells named in a text, in order: a name cut across two lines would be missing or changed. */
    private static List<String> cellNames(String text) {
        List<String> names = new ArrayList<>();
        java.util.regex.Matcher matcher = java.util.regex.Pattern.compile("r[1-9]+c[1-9]+").matcher(text);
        while (matcher.find()) {
            names.add(matcher.group());
        }
        return names;
    }

    @Test
    void marksTheCandidatesTheStepEliminatesAndPlaces() {
        Candidates marks = HandMadeMarks.open().only("r2c2", 3, 4).only("r5c5", 1, 7).candidates();
        Step step = HandMadeStep.of(Technique.NAKED_SINGLE).place("r9c9", 6).eliminate("r2c2", 4)
                .eliminate("r5c5", 7).cell("r9c9").build();

        Document document = SvgPictures.parse(StepPicture.svg(marks, step));

        // Candidate d of the cell at (row, col) is centred at (col * 60 + 10 + (d-1)%3 * 20, row * 60 + 10 + (d-1)/3 * 20).
        assertEquals(List.of("70 90", "250 290"), circles(document, "eliminations"), "r2c2#4 and r5c5#7");
        assertEquals(List.of("530 510"), circles(document, "placements"), "r9c9#6");
        assertEquals("M62 98L78 82 M242 298L258 282", pathData(document, "strikes"),
                "a stroke from the bottom left of each eliminated candidate to its top right");
    }

    @Test
    void drawsEachLinkFromItsPremiseToItsConclusion() {
        Candidates marks = HandMadeMarks.open().candidates();
        Step step = HandMadeStep.of(Technique.X_CHAIN).strongLink("r1c1", 5, "r1c9", 5)
                .weakLink("r1c9", 5, "r9c9", 5).strongLink("r9c9", 5, "r9c1", 5)
                .eliminate("r5c1", 5).build();

        Document document = SvgPictures.parse(StepPicture.svg(marks, step));

        // The 5s are centred 30 units into their cells; every 5 between the ends is in the way, so each link bends.
        // A strong link's premise is false and its conclusion true; a weak link's the other way round.
        assertEquals(List.of("510 30", "30 510"), circles(document, "on"), "r1c9#5 and r9c1#5");
        assertEquals(List.of("30 30", "510 510"), circles(document, "off"), "r1c1#5 and r9c9#5");
        assertEquals(2, count(pathData(document, "strong-links"), 'M'), "two strong links");
        assertEquals(1, count(pathData(document, "weak-links"), 'M'), "one weak link");
        assertEquals(3, count(pathData(document, "arrowheads"), 'Z'), "three arrowheads");
    }

    @Test
    void bendsALinkRoundAPlacedDigitAsRoundACandidate() {
        // r1c1#5 at (30, 30) and r1c9#5 at (510, 30), each alone in its cell; between them row 1 holds only 1s, clear
        // of the line, and r1c5 is either a 1 too or placed: its big digit centred on the line.
        Step step = HandMadeStep.of(Technique.X_CHAIN).strongLink("r1c1", 5, "r1c9", 5)
                .eliminate("r2c1", 5).build();

        String clear = pathData(SvgPictures.parse(StepPicture.svg(rowOfOnes().only("r1c5", 1).candidates(), step)),
                "strong-links");
        assertTrue(clear.startsWith("M40 30L"), "straight along row 1 when nothing is in the way: " + clear);
        String bent = pathData(SvgPictures.parse(StepPicture.svg(rowOfOnes().place("r1c5", 3).candidates(), step)),
                "strong-links");
        assertTrue(bent.contains("Q"), "an arc round the big 3 of r1c5: " + bent);
    }

    /** Row 1 as {@link #bendsALinkRoundAPlacedDigitAsRoundACandidate} has it, but for r1c5. */
    private static HandMadeMarks rowOfOnes() {
        return HandMadeMarks.open().only("r1c1", 5).only("r1c2", 1).only("r1c3", 1).only("r1c4", 1).only("r1c6", 1)
                .only("r1c7", 1).only("r1c8", 1).only("r1c9", 5);
    }

    @Test
    void outlinesEachGroupInItsOwnDashesAndMarksItsDigits() {
        StepPictureGoldenTest.Stage stage = StepPictureGoldenTest.firstStep(
                "1..5.9..4.7.....8...9.4.5.....2.8...4.8.3.7.1.3..6..9..5.....4....1.2...9.......7", Technique.ALS_XZ);
        assertEquals("ALS-XZ: ALS r1c5,r7c5,r8c5,r9c5 (2, 5, 7, 8 and 9) and ALS r2c4,r2c5,r2c6,r3c6 (1, 2, 3, 6"
                + " and 7), restricted common 2 => r7c6<>7", stage.step().description());

        Document document = SvgPictures.parse(StepPicture.svg(stage.marks(), stage.step()));

        List<Element> outlines = elements(document, "path", "group");
        assertEquals(2, outlines.size(), "one outline per almost locked set");
        assertEquals("", outlines.get(0).getAttribute("stroke-dasharray"), "the first solid");
        assertEquals("6 3", outlines.get(1).getAttribute("stroke-dasharray"), "the second dashed");
        assertTrue(squares(document, "other-group").contains("230 70"),
                "r2c4#3, of the second set, on a grey square");
        assertTrue(circles(document, "other-group").isEmpty(), "squares, not discs");
        assertTrue(circles(document, "on").contains("270 70"), "r2c5#2, the restricted common, in green");
        assertTrue(circles(document, "on").contains("250 410"), "r7c5#7, of the first set, in green");
    }

    @Test
    void ringsThePremiseOfEachBranchOfAForcingChain() {
        StepPictureGoldenTest.Stage stage = StepPictureGoldenTest.firstStep(StepPictureGoldenTest.FORCING_PUZZLE,
                Technique.CELL_FORCING_CHAINS);
        assertEquals(3, stage.step().branches().size());

        Document document = SvgPictures.parse(StepPicture.svg(stage.marks(), stage.step()));

        assertEquals(List.of("10 210", "50 210", "30 230"), circles(document, "premises"), "r4c1#4, #6 and #8");
    }

    @Test
    void drawsEveryStepOfAnExplanationOverTheMarksBeforeIt() {
        Explanation explanation = LogicalSolver.standard().explain(PUZZLE);
        List<String> pictures = StepPicture.svgPerStep(explanation);

        assertEquals(explanation.steps().size(), pictures.size());
        Candidates marks = explanation.start();
        for (int i = 0; i < pictures.size(); i++) {
            Step step = explanation.steps().get(i);
            Document document = SvgPictures.parse(pictures.get(i));
            assertEquals(step.description(), title(document), "picture " + i);
            int candidates = 0;
            for (int cell = 0; cell < 81; cell++) {
                candidates += marks.isPlaced(Cell.of(cell)) ? 0 : marks.digits(Cell.of(cell)).size();
            }
            assertEquals(candidates, SvgPictures.texts(document, "candidates").size(), "picture " + i
                    + " shows the candidates before step " + i);
            marks = marks.apply(step);
        }
        assertTrue(pictures.size() > 40, "a long explanation: " + pictures.size() + " steps");
    }

    @Test
    void refusesNullNamingTheArgument() {
        Candidates marks = Candidates.of(PUZZLE);
        Step step = LogicalSolver.standard().nextStep(PUZZLE).orElseThrow();
        assertEquals("marks", assertThrows(NullPointerException.class, () -> StepPicture.svg(null)).getMessage());
        assertEquals("marks",
                assertThrows(NullPointerException.class, () -> StepPicture.svg(null, step)).getMessage());
        assertEquals("step",
                assertThrows(NullPointerException.class, () -> StepPicture.svg(marks, null)).getMessage());
        assertEquals("explanation",
                assertThrows(NullPointerException.class, () -> StepPicture.svgPerStep(null)).getMessage());
    }

    @Test
    void refusesAStepThatDoesNotFitTheMarksNamingTheCell() {
        Candidates marks = HandMadeMarks.open().only("r2c2", 3, 4).place("r7c7", 5).candidates();

        assertRefused(marks, HandMadeStep.of(Technique.X_CHAIN).strongLink("r1c1", 1, "r1c9", 1).eliminate("r2c2", 9),
                "the step does not fit these candidates: r2c2<>9 is not an open candidate");
        assertRefused(marks, HandMadeStep.of(Technique.X_CHAIN).strongLink("r1c1", 1, "r1c9", 1).eliminate("r7c7", 5),
                "the step does not fit these candidates: r7c7<>5 is not an open candidate");
        assertRefused(marks, HandMadeStep.of(Technique.NAKED_SINGLE).place("r7c7", 5),
                "the step does not fit these candidates: r7c7=5 is not an open candidate");
        assertRefused(marks, HandMadeStep.of(Technique.NAKED_SINGLE).place("r2c2", 5),
                "the step does not fit these candidates: r2c2=5 is not an open candidate");
    }

    @Test
    void refusesAStepWhoseLinksJoinCandidatesTheMarksDoNotHoldNamingTheCell() {
        Candidates marks = HandMadeMarks.open().only("r2c2", 3, 4).only("r2c6", 3, 4).place("r7c7", 5)
                .candidates();

        assertRefused(marks, HandMadeStep.of(Technique.X_CHAIN).strongLink("r2c2", 5, "r2c9", 5)
                .eliminate("r2c1", 5), "the step does not fit these candidates: its link r2c2<>5 => r2c9=5"
                + " joins 5 in r2c2, and r2c2 does not hold 5 in these pencil marks");
        assertRefused(marks, HandMadeStep.of(Technique.X_CHAIN).weakLink("r1c1", 5, "r7c7", 5)
                .eliminate("r1c2", 5), "the step does not fit these candidates: its link r1c1=5 => r7c7<>5"
                + " joins 5 in r7c7, and r7c7 is placed as 5 in these pencil marks");
        // A grouped end: every cell of it must hold the digit, not only the first.
        assertRefused(marks, HandMadeStep.of(Technique.GROUPED_X_CHAIN).groupedWeakLink(new String[] {"r2c4"}, 5,
                new String[] {"r2c5", "r2c6"}, 5).eliminate("r2c1", 5),
                "the step does not fit these candidates: its link r2c4=5 => r2c5<>5 joins 5 in r2c6, and r2c6"
                        + " does not hold 5 in these pencil marks");
        // A link of a forcing chain's branch is one of the step's links: checked the same way.
        assertRefused(marks, HandMadeStep.of(Technique.CELL_FORCING_CHAINS).branch()
                .weakLink("r1c1", 1, "r1c2", 1).branch().weakLink("r1c1", 2, "r2c2", 2)
                .eliminate("r1c3", 9), "the step does not fit these candidates: its link r1c1=2 => r2c2<>2"
                + " joins 2 in r2c2, and r2c2 does not hold 2 in these pencil marks");
    }

    /**
     * Every step the solver finds, over a sample of the calibration file (every 20th puzzle, all bands), is drawn
     * over the marks before it: no step of any technique is refused, dynamic forcing chains included.
     */
    @Test
    void drawsEveryStepOfACalibrationSampleOverTheMarksBeforeIt() throws IOException {
        List<String> lines = Files.readAllLines(SharedDatasets.require("rated/se_rated_calibration.txt"));
        int puzzles = 0;
        int steps = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#") || puzzles++ % 20 != 0) {
                continue;
            }
            Explanation explanation = LogicalSolver.standard().explain(Board.parse(line.split("\\s+")[0]));
            try {
                steps += StepPicture.svgPerStep(explanation).size();
            } catch (IllegalArgumentException e) {
                throw new AssertionError("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        assertTrue(steps > 3000, steps + " steps");
    }

    private static void assertRefused(Candidates marks, HandMadeStep step, String message) {
        Step built = step.build();
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> StepPicture.svg(marks, built))
                .getMessage());
    }

    private static long count(String text, char c) {
        return text.chars().filter(ch -> ch == c).count();
    }

    /** The path data of the path of this class. */
    private static String pathData(Document document, String pathClass) {
        NodeList paths = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "path");
        for (int p = 0; p < paths.getLength(); p++) {
            Element path = (Element) paths.item(p);
            if (pathClass.equals(path.getAttribute("class"))) {
                return path.getAttribute("d");
            }
        }
        return "";
    }

    /** The elements of this name and class. */
    private static List<Element> elements(Document document, String name, String elementClass) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, name);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (elementClass.equals(element.getAttribute("class"))) {
                found.add(element);
            }
        }
        return found;
    }

    /** The centres of the circles of a group, as "x y". */
    private static List<String> circles(Document document, String groupClass) {
        List<String> centres = new ArrayList<>();
        NodeList groups = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "g");
        for (int g = 0; g < groups.getLength(); g++) {
            Element group = (Element) groups.item(g);
            if (groupClass.equals(group.getAttribute("class"))) {
                NodeList circles = group.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "circle");
                for (int c = 0; c < circles.getLength(); c++) {
                    Element circle = (Element) circles.item(c);
                    centres.add(circle.getAttribute("cx") + " " + circle.getAttribute("cy"));
                }
            }
        }
        return centres;
    }

    /** The centres of the squares ({@code <rect>}) of a group, as "x y". */
    private static List<String> squares(Document document, String groupClass) {
        List<String> centres = new ArrayList<>();
        NodeList rects = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "rect");
        for (int r = 0; r < rects.getLength(); r++) {
            Element rect = (Element) rects.item(r);
            if (groupClass.equals(((Element) rect.getParentNode()).getAttribute("class"))) {
                centres.add(Math.round(middle(rect, "x", "width")) + " " + Math.round(middle(rect, "y", "height")));
            }
        }
        return centres;
    }

    private static double middle(Element rect, String start, String size) {
        return Double.parseDouble(rect.getAttribute(start)) + Double.parseDouble(rect.getAttribute(size)) / 2;
    }

    private static String title(Document document) {
        return document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "title").item(0).getTextContent();
    }
}
