package io.github.sudokusolver.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@link StepPicture} on a puzzle with variant rules: every rule of the layout drawn under the marks, faded and scaled
 * from the board picture's 40-unit cells to the step picture's 60, the clues outside the grid given room, and the
 * picture rendered by Batik. The puzzle is the seed with a thermometer along r1c4-r1c6 (its solution holds 2, 6 and 9
 * there) and a little killer whose clue stands above r1c1.
 */
final class VariantStepPictureTest {

    private static Board puzzle() {
        Line thermometer = Line.thermometer(new Cell(0, 3), new Cell(0, 4), new Cell(0, 5));
        return Board.of(TestPuzzles.SEED.layout().withRules(List.of(thermometer)), TestPuzzles.SEED.toArray());
    }

    @Test
    void theLayoutsRulesAreDrawnFadedAndScaledUnderTheMarks() {
        Board puzzle = puzzle();
        Candidates marks = Candidates.of(puzzle);
        Step step = LogicalSolver.standard().nextStep(puzzle).orElseThrow();
        String svg = StepPicture.svg(marks, step);
        Document document = SvgPictures.parse(svg);
        Element rules = group(document, "rules");
        assertNotNull(rules, svg);
        assertEquals("scale(1.5)", rules.getAttribute("transform"));
        assertEquals("0.4", rules.getAttribute("opacity"));
        assertTrue(rules.getElementsByTagName("path").getLength() + rules.getElementsByTagName("circle").getLength()
                > 0, "the thermometer is drawn: " + svg);
        BufferedImage image = SvgPictures.render(svg, 1);
        assertTrue(image.getWidth() > 540, "the picture renders: " + image.getWidth());
    }

    @Test
    void theStepsOwnRulesAreDrawnAgainDarkened() {
        Board puzzle = io.github.sudokusolver.generate.Generator.withSeed(1).variant(Layout.boxes(2, 3),
                java.util.EnumSet.of(io.github.sudokusolver.rules.RuleKind.THERMOMETER),
                io.github.sudokusolver.logic.Difficulty.EASY);
        Step hint = LogicalSolver.standard().nextStep(puzzle).orElseThrow();
        assertEquals(1, hint.rules().size(), hint.toString());
        String svg = StepPicture.svg(Candidates.of(puzzle), hint);
        Element own = group(SvgPictures.parse(svg), "step-rules");
        assertNotNull(own, svg);
        assertEquals("url(#step-rule)", own.getAttribute("filter"));
        assertEquals(1, own.getElementsByTagName("circle").getLength(), "the one thermometer's bulb: " + svg);
        assertTrue(SvgPictures.render(svg, 1).getWidth() > 300);
    }

    @Test
    void aClueOutsideTheGridGetsRoomScaledToTheCells() {
        List<Cell> diagonal = new java.util.ArrayList<>();
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            diagonal.add(new Cell(i, i));
            sum += TestPuzzles.SEED_SOLUTION.get(i, i);
        }
        LittleKiller clue = LittleKiller.of(sum, LittleKiller.Direction.DOWN_RIGHT, diagonal);
        Board withClue = Board.of(Layout.classic().withRules(List.of(clue)), TestPuzzles.SEED.toArray());
        String plain = StepPicture.svg(Candidates.of(TestPuzzles.SEED),
                LogicalSolver.standard().nextStep(TestPuzzles.SEED).orElseThrow());
        String clued = StepPicture.svg(Candidates.of(withClue),
                LogicalSolver.standard().nextStep(withClue).orElseThrow());
        double plainLeft = SvgPictures.origin(SvgPictures.parse(plain))[0];
        double cluedLeft = SvgPictures.origin(SvgPictures.parse(clued))[0];
        assertEquals(48, cluedLeft - plainLeft, 0.001, "32 units of the board picture, scaled by 1.5: " + clued);
    }

    private static Element group(Document document, String className) {
        NodeList groups = document.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").equals(className)) {
                return group;
            }
        }
        return null;
    }
}
