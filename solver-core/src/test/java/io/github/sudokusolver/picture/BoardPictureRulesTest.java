package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.BoardPicture.CELL;
import static io.github.sudokusolver.picture.VariantBoards.c;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.picture.SvgPictures.Text;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * What {@link BoardPicture} writes for the variant rules, read as XML: well-formed on every layout that takes rules,
 * rendered by Batik at its stated size, the room outside the grid where clues stand there, and the numbers the rules
 * carry as {@code <text>} elements at their places: dot values, quadruple digits, given candidates, a whisper's
 * difference, little killer and sandwich sums, the caption naming the global rules. Their pixels are checked in
 * {@link BoardPictureRulesPixelTest}.
 */
final class BoardPictureRulesTest {

    static Stream<Layout> layouts() {
        return Stream.of(VariantBoards.clues(), VariantBoards.lines(), VariantBoards.global(),
                Layout.boxes(2, 2).withRules(List.of(Line.thermometer(c(0, 0), c(1, 1), c(2, 2)),
                        LittleKiller.of(10, LittleKiller.Direction.UP_RIGHT, List.of(c(3, 0), c(2, 1), c(1, 2),
                                c(0, 3))),
                        Sandwich.column(3, 0), CellMark.even(c(3, 3)))),
                Layout.boxes(4, 4).withRules(List.of(GivenCandidates.of(c(0, 0), List.of(1, 8, 16)),
                        Quadruple.of(c(1, 1), List.of(10, 12, 16)), Dot.difference(c(5, 5), c(5, 6), 11))),
                Layout.samurai().withRules(List.of(Line.germanWhisper(List.of(c(8, 8), c(9, 9), c(10, 10))),
                        Arrow.of(List.of(c(0, 0), c(0, 1), c(0, 2)), List.of(c(1, 2), c(2, 2))))),
                Layout.jigsaw(TestPuzzles.JIGSAW_6).withRules(List.of(Line.of(Line.Kind.REGION_SUM,
                        List.of(c(0, 0), c(0, 1), c(0, 2), c(0, 3))), GlobalRule.ANTI_KING)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void drawsRulesOnEveryLayoutAsWellFormedSvgThatBatikRenders(Layout layout) {
        String svg = BoardPicture.svg(Board.empty(layout));
        Element root = SvgPictures.parse(svg).getDocumentElement();
        BufferedImage image = SvgPictures.render(svg, 1);
        assertEquals(root.getAttribute("width") + "x" + root.getAttribute("height"),
                image.getWidth() + "x" + image.getHeight());
        assertTrue(svg.contains("<title>Sudoku, " + layout + ": 0 givens</title>"), "the title names the rules");
    }

    @Test
    void theMarginGrowsOnlyWhereCluesStandOutsideTheGrid() {
        assertEquals("-36.5 -36.5 401 401", viewBox(VariantBoards.clues()), "little killers and sandwiches on the"
                + " left and on top");
        List<Cell> up = List.of(c(5, 3), c(4, 2), c(3, 1), c(2, 0));
        assertEquals("-4.5 -4.5 249 281", viewBox(Layout.boxes(2, 3).withRules(List.of(
                LittleKiller.of(9, LittleKiller.Direction.UP_LEFT, up)))), "a clue under the grid: a band below");
        List<Cell> left = List.of(c(2, 5), c(3, 4), c(4, 3), c(5, 2));
        assertEquals("-4.5 -4.5 281 249", viewBox(Layout.boxes(2, 3).withRules(List.of(
                LittleKiller.of(12, LittleKiller.Direction.DOWN_LEFT, left)))), "a clue right of the grid");
        assertEquals("-4.5 -4.5 369 369", viewBox(VariantBoards.lines()), "no clue outside: the plain margin");
    }

    private static String viewBox(Layout layout) {
        return SvgPictures.parse(BoardPicture.svg(Board.empty(layout))).getDocumentElement().getAttribute("viewBox");
    }

    @Test
    void writesLittleKillerAndSandwichSumsOutsideTheGrid() {
        Document document = SvgPictures.parse(BoardPicture.svg(Board.empty(VariantBoards.clues())));
        int away = OutsideClues.AWAY;
        int drop = 5; // a 13-unit clue's digits centre 5 units above the baseline
        int band = OutsideClues.BAND;
        // Above r1c5 (the diagonal goes down-left from r1c4: 2 + 2 + 9 + 8), left of r5c1 (down-right from r6c1:
        // 9 + 1 + 8 + 4), each pushed away from its arrow; above column 1 (8 + 3 between 1 and 9), left of row 1
        // (7 + 8 between 9 and 1). The layout orders its rules by kind, then by text.
        assertEquals(List.of(new Text(4 * CELL + 20 + away, -band / 2 - away + drop, "21"),
                new Text(-band / 2 - away, 4 * CELL + 20 - away + drop, "22"),
                new Text(20, -band / 2 + drop, "11"), new Text(-band / 2, 20 + drop, "15")),
                SvgPictures.texts(document, "outside-sums"));
    }

    @Test
    void writesDotValuesOnTheirBorders() {
        Layout layout = Layout.classic().withRules(List.of(Dot.difference(c(4, 4), c(4, 5), 3),
                Dot.ratio(c(2, 2), c(3, 2), 4), Dot.sum(c(0, 0), c(0, 1), 7), Dot.white(c(8, 0), c(8, 1)),
                Dot.x(c(6, 6), c(6, 7))));
        Document document = SvgPictures.parse(BoardPicture.svg(Board.empty(layout)));
        int drop = 3; // a 10-unit value's digits centre 3 units above the baseline
        assertEquals(List.of(new Text(200, 180 + drop, "3"), new Text(40, 20 + drop, "7"),
                new Text(100, 120 + drop, "4")), SvgPictures.texts(document, "dot-values"),
                "the sum and the difference in black on white, the ratio in white on black; kropki dots and X carry"
                        + " no number");
    }

    @Test
    void writesQuadrupleDigitsInTheirCircle() {
        Layout layout = Layout.classic().withRules(List.of(Quadruple.of(c(3, 3), List.of(4, 1, 2)),
                Quadruple.of(c(6, 0), List.of(9))));
        Document document = SvgPictures.parse(BoardPicture.svg(Board.empty(layout)));
        assertEquals(List.of(new Text(155, 158, "1"), new Text(165, 158, "2"), new Text(160, 168, "4"),
                new Text(40, 283, "9")), SvgPictures.texts(document, "quadruple-digits"),
                "sorted, two to a row, each within the circle of radius 12 round the corner");
    }

    @Test
    void writesGivenCandidatesAsPencilMarksWhereNoDigitIs() {
        Layout layout = Layout.classic().withRules(List.of(GivenCandidates.of(c(3, 2), List.of(1, 5, 9)),
                GivenCandidates.of(c(0, 0), List.of(4, 6))));
        Board board = Board.empty(layout).with(0, 0, 4);
        Document document = SvgPictures.parse(BoardPicture.svg(board));
        // 1 top left, 5 in the middle, 9 bottom right of r4c3 (x 80, y 120), a third of 40 units apart.
        assertEquals(List.of(new Text(87, 130, "1"), new Text(100, 143, "5"), new Text(113, 157, "9")),
                SvgPictures.texts(document, "given-candidates"), "none in r1c1, which holds a digit");
        Layout sixteen = Layout.boxes(4, 4).withRules(List.of(GivenCandidates.of(c(0, 0), List.of(1, 8, 16))));
        assertEquals(List.of(new Text(5, 8, "1"), new Text(35, 18, "8"), new Text(35, 38, "G")),
                SvgPictures.texts(SvgPictures.parse(BoardPicture.svg(Board.empty(sixteen))), "given-candidates"),
                "16 digits in spots 4 by 4, 16 as G");
    }

    @Test
    void writesAWhispersDifferenceOnlyWhenItIsNotFive() {
        Layout layout = Layout.classic().withRules(List.of(Line.whisper(List.of(c(0, 0), c(0, 1)), 4),
                Line.germanWhisper(List.of(c(5, 5), c(5, 6)))));
        assertEquals(List.of(new Text(33, 11, "4")), SvgPictures.texts(
                SvgPictures.parse(BoardPicture.svg(Board.empty(layout))), "line-values"));
    }

    @Test
    void namesTheGlobalRulesUnderTheGrid() {
        String svg = BoardPicture.svg(Board.empty(VariantBoards.global()));
        Document document = SvgPictures.parse(svg);
        List<String> lines = new ArrayList<>();
        for (Text text : SvgPictures.texts(document, "global-rules")) {
            lines.add(text.content());
            assertEquals(0, text.x());
        }
        assertEquals(List.of("Anti-king, anti-knight,", "negative XV, non-consecutive"), lines);
        // The grid (240), the band for the clue below it (32), two caption lines (18 each) and 5 under them.
        assertEquals("-4.5 -4.5 281 " + (240 + 9 + 32 + 2 * 18 + 5),
                document.getDocumentElement().getAttribute("viewBox"));
        assertTrue(SvgPictures.texts(document, "global-rules").get(0).y() > 240 + OutsideClues.BAND,
                "under the band of the clue below the grid");
        assertFalse(BoardPicture.svg(Board.empty(VariantBoards.lines())).contains("global-rules"),
                "no caption without global rules");
    }

    @Test
    void aBoardWithoutRulesIsDrawnAsBefore() {
        Layout plain = Layout.classic();
        List<Rule> none = List.of();
        assertEquals(BoardPicture.svg(Board.empty(plain)), BoardPicture.svg(Board.empty(plain.withRules(none))));
        assertFalse(BoardPicture.svg(TestPuzzles.SEED).contains("<circle"), "no rule, no mark");
    }
}
