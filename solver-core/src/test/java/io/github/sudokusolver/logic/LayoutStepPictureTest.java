package io.github.sudokusolver.logic;

import static io.github.sudokusolver.internal.picture.SvgPictures.pixel;
import static io.github.sudokusolver.logic.LayoutFindersTest.at;
import static io.github.sudokusolver.logic.LayoutFindersTest.full;
import static io.github.sudokusolver.logic.LayoutFindersTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.picture.SvgPictures;
import io.github.sudokusolver.internal.picture.SvgPictures.Text;
import io.github.sudokusolver.internal.search.Budget;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * {@link StepPicture} on the layouts other than the classic grid: a 16x16 grid's larger cells with four candidates
 * to a row and letters from 10 on, the diagonals' and windows' cells lightly shaded under a step's, the samurai
 * grid's holes left empty, and every step of explanations on every layout drawn over the marks before it. Read as
 * XML and rendered by Batik, as the classic grid's pictures are.
 */
final class LayoutStepPictureTest {

    private static final int SCALE = 2;

    @Test
    void aSixteenBySixteenGridHasCellsOfEightyUnitsFourCandidatesToARowAndLettersFromTenOn() {
        Board puzzle = Generator.withSeed(1).puzzle(Layout.boxes(4, 4));
        Candidates marks = Candidates.of(puzzle);
        String svg = StepPicture.svg(marks);
        Document document = SvgPictures.parse(svg);
        assertEquals("-4.5 -4.5 1289 1289", document.getDocumentElement().getAttribute("viewBox"),
                "sixteen cells of 80 units and the margins");
        List<Text> placed = new ArrayList<>();
        List<Text> candidates = new ArrayList<>();
        for (int row = 0; row < 16; row++) {
            for (int col = 0; col < 16; col++) {
                Cell cell = new Cell(row, col);
                if (marks.isPlaced(cell)) {
                    placed.add(new Text(col * 80 + 40, row * 80 + 57, symbol(puzzle.get(row, col))));
                    continue;
                }
                for (int digit : marks.digits(cell)) {
                    candidates.add(new Text(col * 80 + 10 + (digit - 1) % 4 * 20,
                            row * 80 + 10 + (digit - 1) / 4 * 20 + 5, symbol(digit)));
                }
            }
        }
        assertEquals(placed, SvgPictures.texts(document, "placed"));
        assertEquals(candidates, SvgPictures.texts(document, "candidates"));
        assertTrue(candidates.stream().anyMatch(text -> text.content().equals("G")), "16 is written G");
        BufferedImage image = SvgPictures.render(svg, 1);
        assertEquals("1289x1289", image.getWidth() + "x" + image.getHeight());
    }

    private static String symbol(int digit) {
        return digit <= 9 ? Integer.toString(digit) : String.valueOf((char) ('A' + digit - 10));
    }

    @Test
    void theDiagonalsCellsAreLightlyShadedUnderTheStepsShades() {
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        int[] marks = full(grid);
        for (int i = 2; i <= 9; i++) {
            if (i != 5) {
                remove(grid, marks, 4, at(grid, i, i));
            }
        }
        Step step = Chains.alternating(grid, marks, EnumSet.of(Technique.X_CHAIN), Budget.unlimited());
        assertEquals("X-chain: (4)r1c1=(4)r5c5 => r1c5<>4", step.description());
        BufferedImage image = SvgPictures.render(StepPicture.svg(new Candidates(grid, marks), step), SCALE);
        // (20, 20) units into a cell lies between its first four candidates.
        assertEquals(StepDrawing.EXTRA_REGION_SHADE, colour(image, 1, 1), "r2c2 on the main diagonal");
        assertEquals(StepDrawing.EXTRA_REGION_SHADE, colour(image, 1, 7), "r2c8 on the anti-diagonal");
        assertEquals("#ffffff", colour(image, 1, 2), "r2c3 on neither");
        assertEquals(StepDrawing.CELL_SHADE, colour(image, 4, 4), "r5c5, a cell of the chain, over the diagonal's");
        assertEquals(StepDrawing.CELL_SHADE, colour(image, 0, 4), "r1c5, the eliminated candidate's cell");
    }

    @Test
    void theWindowsCellsAreLightlyShaded() {
        Candidates marks = Candidates.of(Generator.withSeed(1).puzzle(Layout.classic().withWindows()));
        BufferedImage image = SvgPictures.render(StepPicture.svg(marks), SCALE);
        int shaded = 0;
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                if (!marks.isPlaced(new Cell(row, col))) {
                    boolean window = row % 4 != 0 && col % 4 != 0;
                    assertEquals(window ? StepDrawing.EXTRA_REGION_SHADE : "#ffffff", colour(image, row, col),
                            new Cell(row, col).name());
                    shaded += window ? 1 : 0;
                }
            }
        }
        assertTrue(shaded > 0);
    }

    /** The colour 20 units right of and below a cell's top-left corner. */
    private static String colour(BufferedImage image, int row, int col) {
        return SvgPictures.colour(image, pixel(col * 60 + 20, SCALE), pixel(row * 60 + 20, SCALE));
    }

    @Test
    void theSamuraiGridIsDrawnWithoutItsHoles() {
        Candidates marks = Candidates.of(Generator.withSeed(1).puzzle(Layout.samurai()));
        String svg = StepPicture.svg(marks);
        assertEquals("-4.5 -4.5 1269 1269", SvgPictures.parse(svg).getDocumentElement().getAttribute("viewBox"));
        assertTrue(SvgPictures.parse(svg).getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "title").item(0)
                .getTextContent().endsWith(" open cells"));
        BufferedImage image = SvgPictures.render(svg, 1);
        // r1c11 is a hole between the top grids, r11c11 the middle of the centre grid.
        assertEquals(0, SvgPictures.alpha(image, pixel(10 * 60 + 30, 1), pixel(30, 1)), "a hole is not drawn");
        assertEquals(255, SvgPictures.alpha(image, pixel(10 * 60 + 30, 1), pixel(10 * 60 + 30, 1)));
    }

    @Test
    void everyStepOfExplanationsOnEveryLayoutIsDrawnOverTheMarksBeforeIt() {
        for (Layout layout : List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic().withDiagonals(),
                Layout.classic().withWindows(), Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9), Layout.samurai(),
                Layout.boxes(4, 4))) {
            Explanation explanation = LogicalSolver.standard().explain(Generator.withSeed(1).puzzle(layout));
            List<String> pages = StepPicture.svgPerStep(explanation);
            assertEquals(explanation.steps().size(), pages.size(), layout.toString());
            for (int i = 0; i < pages.size(); i += Math.max(1, pages.size() / 8)) {
                Document page = SvgPictures.parse(pages.get(i));
                String title = page.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "title").item(0)
                        .getTextContent();
                assertEquals(explanation.steps().get(i).description(), title, layout + ", step " + (i + 1));
                assertFalse(SvgPictures.texts(page, "description").isEmpty(), layout + ", step " + (i + 1));
            }
        }
    }
}
