package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.BoardPicture.CELL;
import static io.github.sudokusolver.picture.BoardPicture.DIGIT_BASELINE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.picture.GridFrame;
import io.github.sudokusolver.picture.SvgPictures.Text;
import io.github.sudokusolver.rules.Cage;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What {@link BoardPicture} writes, read as XML: a well-formed standalone SVG document on every layout that Batik
 * renders at its stated size, the digits as {@code <text>} elements at their cells (checked here rather than by
 * pixels, since glyphs depend on the machine's fonts), the cage sums, and the arguments it refuses. The drawing
 * itself is checked by its pixels in {@link BoardPicturePixelTest} and against pictures in
 * {@link BoardPictureGoldenTest}.
 */
final class BoardPictureTest {

    static Stream<Layout> layouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 2), Layout.classic(),
                Layout.boxes(3, 4), Layout.boxes(4, 4), Layout.boxes(5, 5), Layout.samurai(),
                Layout.jigsaw(TestPuzzles.JIGSAW_6), Layout.classic().withDiagonals().withWindows(),
                Layout.boxes(4, 4).withWindows(), Layout.boxes(2, 2).withDiagonals());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void drawsEveryLayoutAsWellFormedSvgThatBatikRenders(Layout layout) {
        Board solution = Solver.fastest().solve(Board.empty(layout)).solution().orElseThrow();
        Board puzzle = everyThirdCellOf(solution);
        String svg = BoardPicture.svg(puzzle, solution);

        Document document = SvgPictures.parse(svg);
        Element root = document.getDocumentElement();
        assertEquals(SvgPictures.SVG_NAMESPACE, root.getNamespaceURI());
        assertEquals("svg", root.getLocalName());
        int width = layout.columns() * CELL + 9;
        int height = layout.rows() * CELL + 9;
        assertEquals("-4.5 -4.5 " + width + " " + height, root.getAttribute("viewBox"));
        assertEquals(List.of(String.valueOf(width), String.valueOf(height)),
                List.of(root.getAttribute("width"), root.getAttribute("height")));

        BufferedImage image = SvgPictures.render(svg, 1);
        assertEquals(width + "x" + height, image.getWidth() + "x" + image.getHeight());

        assertEquals(expectedDigits(puzzle, null), SvgPictures.texts(document, "givens"));
        assertEquals(expectedDigits(solution, puzzle), SvgPictures.texts(document, "filled"));
        assertEquals(layout.cellCount(), SvgPictures.allTexts(document).size(), "one digit in every cell");
    }

    @Test
    void writesDigitsAboveNineAsLettersAsBoardFormatDoes() {
        Board solution = Solver.fastest().solve(Board.empty(Layout.boxes(5, 5))).solution().orElseThrow();
        List<Text> givens = SvgPictures.texts(SvgPictures.parse(BoardPicture.svg(solution)), "givens");
        List<String> symbols = new ArrayList<>();
        for (Text text : givens.subList(0, 25)) {
            symbols.add(text.content());
        }
        symbols.sort(null);
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F", "G", "H", "I",
                "J", "K", "L", "M", "N", "O", "P"), symbols, "the first row holds 1-9 and A-P once each");
    }

    @Test
    void drawsABoardAloneAsGivensOnly() {
        String svg = BoardPicture.svg(TestPuzzles.SEED);
        Document document = SvgPictures.parse(svg);
        assertEquals(TestPuzzles.SEED.filledCount(), SvgPictures.texts(document, "givens").size());
        assertEquals(List.of(), SvgPictures.texts(document, "filled"));
        assertEquals(svg, BoardPicture.svg(TestPuzzles.SEED, TestPuzzles.SEED), "nothing added, nothing drawn apart");
        assertEquals(new Text(3 * CELL + CELL / 2, DIGIT_BASELINE, "2"), SvgPictures.texts(document, "givens").get(1),
                "r1c4 holds the second given of the first row");
    }

    @Test
    void drawsGivensBoldAndAddedDigitsInAnotherWeightAndColour() {
        Document document = SvgPictures.parse(BoardPicture.svg(TestPuzzles.SEED, TestPuzzles.SEED_SOLUTION));
        Element givens = group(document, "givens");
        Element filled = group(document, "filled");
        assertEquals(List.of("bold", GridFrame.INK), List.of(givens.getAttribute("font-weight"),
                givens.getAttribute("fill")));
        assertEquals(List.of("normal", BoardPicture.FILLED_COLOUR), List.of(filled.getAttribute("font-weight"),
                filled.getAttribute("fill")));
        assertEquals(81 - TestPuzzles.SEED.filledCount(), SvgPictures.texts(document, "filled").size());
    }

    @Test
    void titleSaysWhatIsDrawn() {
        Document document = SvgPictures.parse(BoardPicture.svg(TestPuzzles.SEED, TestPuzzles.SEED_SOLUTION));
        NodeList titles = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "title");
        assertEquals("Sudoku, 9x9: 37 givens, 44 more digits filled in", titles.item(0).getTextContent());
        Document samurai = SvgPictures.parse(BoardPicture.svg(Board.empty(Layout.samurai())));
        assertEquals("Sudoku, samurai: 0 givens",
                samurai.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "title").item(0).getTextContent());
    }

    @Test
    void drawsEachCageSumInTheTopLeftCornerOfItsFirstCell() {
        Layout killer = Layout.classic().withCages(List.of(
                Cage.of(17, new Cell(8, 8), new Cell(7, 8)),
                Cage.of(10, new Cell(1, 2), new Cell(2, 1), new Cell(1, 1))));
        Document document = SvgPictures.parse(BoardPicture.svg(Board.empty(killer)));
        int inset = BoardPicture.CAGE_INSET;
        int baseline = inset + BoardPicture.SUM_SIZE - 1;
        assertEquals(List.of(new Text(CELL + inset + 2, CELL + baseline, "10"),
                new Text(8 * CELL + inset + 2, 7 * CELL + baseline, "17")), SvgPictures.texts(document, "cage-sums"),
                "r2c2 is the first cell of the cage of 10 in row-major order, r8c9 of the cage of 17");
    }

    @Test
    void drawsNoCellInASamuraiHole() {
        Document document = SvgPictures.parse(BoardPicture.svg(Board.empty(Layout.samurai())));
        NodeList rects = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "rect");
        int drawn = 0;
        for (int r = 0; r < rects.getLength(); r++) {
            Element rect = (Element) rects.item(r);
            int row = Integer.parseInt(rect.getAttribute("y")) / CELL;
            int from = Integer.parseInt(rect.getAttribute("x")) / CELL;
            int to = from + Integer.parseInt(rect.getAttribute("width")) / CELL;
            for (int col = from; col < to; col++) {
                assertTrue(Layout.samurai().isCell(row, col), "a background drawn in the hole at " + row + ", " + col);
                drawn++;
            }
        }
        assertEquals(Layout.samurai().cellCount(), drawn, "every cell has its background once");
    }

    @Test
    void rejectsNulls() {
        Board board = TestPuzzles.SEED;
        assertEquals("board", assertThrows(NullPointerException.class, () -> BoardPicture.svg(null)).getMessage());
        assertEquals("puzzle",
                assertThrows(NullPointerException.class, () -> BoardPicture.svg(null, board)).getMessage());
        assertEquals("filled",
                assertThrows(NullPointerException.class, () -> BoardPicture.svg(board, null)).getMessage());
    }

    @Test
    void rejectsAFilledBoardThatDropsAGiven() {
        Board dropped = TestPuzzles.SEED_SOLUTION.with(0, 1, 0);
        assertEquals("filled drops the given 3 at r1c2", refusal(TestPuzzles.SEED, dropped));
    }

    @Test
    void rejectsAFilledBoardThatChangesAGiven() {
        Board changed = TestPuzzles.SEED_SOLUTION.with(8, 5, 9);
        assertEquals("filled has 9 at r9c6, where the puzzle has the given 8", refusal(TestPuzzles.SEED, changed));
        Board sixteen = Board.empty(Layout.boxes(4, 4)).with(0, 0, 16);
        assertEquals("filled has A at r1c1, where the puzzle has the given G",
                refusal(sixteen, sixteen.with(0, 0, 10)), "digits above 9 are named as the picture draws them");
    }

    @Test
    void rejectsAFilledBoardOfAnotherLayout() {
        assertEquals("filled is a board of the 16x16 layout, the puzzle of the 9x9 layout: a picture draws both on"
                + " one grid", refusal(TestPuzzles.SEED, Board.empty(Layout.boxes(4, 4))));
        Layout killer = Layout.classic().withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1))));
        assertTrue(refusal(Board.empty(killer), TestPuzzles.SEED_SOLUTION).contains("the puzzle of the 9x9 killer"),
                "a board without the puzzle's cages is another layout");
        assertFalse(refusal(TestPuzzles.SEED, Board.empty(Layout.classic().withDiagonals())).isEmpty());
    }

    private static String refusal(Board puzzle, Board filled) {
        return assertThrows(IllegalArgumentException.class, () -> BoardPicture.svg(puzzle, filled)).getMessage();
    }

    /** The digits of {@code board} where {@code except} (when not null) is empty, as the picture should write them. */
    private static List<Text> expectedDigits(Board board, Board except) {
        Layout layout = board.layout();
        String symbols = BoardFormat.LINE.format(board);
        List<Text> expected = new ArrayList<>();
        for (int row = 0; row < layout.rows(); row++) {
            for (int col = 0; col < layout.columns(); col++) {
                if (board.get(row, col) != 0 && (except == null || except.get(row, col) == 0)) {
                    expected.add(new Text(col * CELL + CELL / 2, row * CELL + DIGIT_BASELINE,
                            String.valueOf(symbols.charAt(row * layout.columns() + col))));
                }
            }
        }
        return expected;
    }

    /** The board with only every third grid position's digit kept. */
    private static Board everyThirdCellOf(Board board) {
        int[][] cells = board.toArray();
        for (int row = 0; row < cells.length; row++) {
            for (int col = 0; col < cells[row].length; col++) {
                if ((row * cells[row].length + col) % 3 != 0) {
                    cells[row][col] = 0;
                }
            }
        }
        return Board.of(board.layout(), cells);
    }

    private static Element group(Document document, String role) {
        NodeList groups = document.getElementsByTagNameNS(SvgPictures.SVG_NAMESPACE, "g");
        for (int g = 0; g < groups.getLength(); g++) {
            if (role.equals(((Element) groups.item(g)).getAttribute("class"))) {
                return (Element) groups.item(g);
            }
        }
        throw new AssertionError("no group of class " + role);
    }
}
