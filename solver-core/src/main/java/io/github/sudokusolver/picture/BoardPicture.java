package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.PLAIN;
import static io.github.sudokusolver.picture.GridFrame.THIN_WIDTH;
import static io.github.sudokusolver.picture.GridFrame.appendText;
import static io.github.sudokusolver.picture.GridFrame.appendTextGroup;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.GridFrame.symbol;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Boards drawn as pictures: a standalone SVG document for a web page, an app, a printer or an image converter. The
 * picture shows the grid as a person plays it: thin lines between cells, thick lines around boxes or jigsaw regions
 * and along the outside, the cells of diagonals and windows shaded, nothing at all in the holes of the samurai grid,
 * killer cages as dashed outlines inset in their cells with each cage's sum in the top-left corner of its first
 * cell, and the digits ({@code A}-{@code P} above 9, as {@link io.github.sudokusolver.format.BoardFormat} writes them).
 * Every layout is drawn, 4x4 to 25x25 and samurai, and every variant rule of {@link io.github.sudokusolver.rules} as
 * players know it from f-puzzles and SudokuPad: thermometers, arrows and the other lines, dots, X and V and inequality
 * signs on the borders, quadruples, odd, even, minimum and maximum cells, clones and extra regions shaded (an extra
 * region that is a whole long diagonal drawn as a line from corner to corner), given
 * candidates as small digits, little killer and sandwich sums outside the grid (the picture grows a band on that side),
 * and the global rules named under the grid. The rules lie under the digits, so the digits stay legible.
 *
 * <pre>{@code
 * Board puzzle = Board.parse(text);
 * Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
 * Files.writeString(Path.of("puzzle.svg"), BoardPicture.svg(puzzle));
 * Files.writeString(Path.of("solution.svg"), BoardPicture.svg(puzzle, solution)); // the givens stand out
 * }</pre>
 *
 * <p>The picture is sized in its own units: a cell is 40 units square, and the document's {@code width} and
 * {@code height} say the same number of pixels, so a 9x9 board is 369 pixels wide at its natural size and scales to
 * any size without loss. Meaning never rests on colour alone: givens are bold black and added digits regular dark
 * blue, shading is grey, cages are dashed, so a black-and-white print reads the same. A picture is for people; unlike
 * {@link io.github.sudokusolver.format.BoardFormat} it does not read back. Design notes: {@code docs/pictures.md}.
 */
public final class BoardPicture {

    /** A cell's side in the picture's units. */
    static final int CELL = 40;
    /** How far a cage outline stands in from the cell's sides, so that it never hides a grid line. */
    static final int CAGE_INSET = 5;
    static final int DIGIT_SIZE = 22;
    /** A digit's baseline below its cell's top: digits are about 0.72 em tall, so 29 centres one in the cell. */
    static final int DIGIT_BASELINE = 29;
    static final int SUM_SIZE = 9;

    // Greys for everything but the added digits, so that a black-and-white print keeps every distinction.
    static final String DIAGONAL_SHADE = "#e2e2e2";
    static final String WINDOW_SHADE = "#cdcdcd";
    /** A cell both on a diagonal and in a window (the centre of a 9x9 diagonal windoku's windows). */
    static final String BOTH_SHADE = "#b8b8b8";
    /** Dark enough to read as a digit in grey print; its regular weight tells it from the bold givens as well. */
    static final String FILLED_COLOUR = "#1f4e9c";

    private final GridFrame frame;
    private final Layout layout;
    private final int rows;
    private final int columns;
    private final RuleDrawing rules;

    private BoardPicture(Layout layout) {
        this.layout = layout;
        this.rows = layout.rows();
        this.columns = layout.columns();
        this.rules = new RuleDrawing(layout);
        this.frame = rules.roomFor(GridFrame.of(layout, CELL));
    }

    /**
     * Draws a board, its digits as givens.
     *
     * @param board the board; not null
     * @return the SVG document, starting with the XML declaration
     * @throws NullPointerException if {@code board} is null
     */
    public static String svg(Board board) {
        Objects.requireNonNull(board, "board");
        return new BoardPicture(board.layout()).draw(board, board);
    }

    /**
     * Draws a puzzle and what another board adds to it: the puzzle's digits as givens (bold black), the digits that
     * {@code filled} has in the puzzle's empty cells apart (regular, dark blue). {@code filled} is most often the
     * solution, or a solve in progress.
     *
     * @param puzzle the givens; not null
     * @param filled a board of the same layout holding every given of {@code puzzle} in its cell; not null
     * @return the SVG document, starting with the XML declaration
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code filled} has another layout (cages included), or drops or changes a
     *     given; the message names the cell in r1c1 notation and both digits
     */
    public static String svg(Board puzzle, Board filled) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(filled, "filled");
        Layout layout = puzzle.layout();
        if (!layout.equals(filled.layout())) {
            throw new IllegalArgumentException("filled is a board of the " + filled.layout() + " layout, the puzzle"
                    + " of the " + layout + " layout: a picture draws both on one grid");
        }
        for (int row = 0; row < layout.rows(); row++) {
            for (int col = 0; col < layout.columns(); col++) {
                int given = puzzle.get(row, col);
                int digit = filled.get(row, col);
                if (given != 0 && digit != given) {
                    String cell = new Cell(row, col).name();
                    throw new IllegalArgumentException(digit == 0
                            ? "filled drops the given " + symbol(given) + " at " + cell
                            : "filled has " + symbol(digit) + " at " + cell + ", where the puzzle has the given "
                                    + symbol(given));
                }
            }
        }
        return new BoardPicture(layout).draw(puzzle, filled);
    }

    private String draw(Board puzzle, Board filled) {
        StringBuilder svg = new StringBuilder(4096 + rows * columns * 48);
        frame.appendStart(svg, rules.captionHeight(), title(puzzle, filled));
        frame.appendCells(svg, shades());
        frame.appendBorders(svg);
        rules.appendInCells(svg, frame);
        appendCages(svg);
        rules.appendOnBorders(svg);
        rules.appendCandidates(svg, filled);
        appendDigits(svg, "class=\"givens\" font-weight=\"bold\" fill=\"" + INK + '"', puzzle, null);
        appendDigits(svg, "class=\"filled\" font-weight=\"normal\" fill=\"" + FILLED_COLOUR + '"', filled, puzzle);
        rules.appendAround(svg, frame);
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** Says in words what the picture shows, for screen readers and for a browser tab. */
    private String title(Board puzzle, Board filled) {
        int givens = puzzle.filledCount();
        int added = filled.filledCount() - givens;
        return "Sudoku, " + layout + ": " + givens + (givens == 1 ? " given" : " givens")
                + (added > 0 ? ", " + added + " more " + (added == 1 ? "digit" : "digits") + " filled in" : "");
    }

    /**
     * Each grid position's background: null for a hole, grey for a diagonal's or a window's cells (an extra region's
     * as a window's), the lightest grey for a clone's where nothing else shades the cell.
     */
    private String[] shades() {
        boolean[] diagonal = GridFrame.inRegionsOf(layout, Region.DIAGONAL);
        boolean[] window = GridFrame.inRegionsOf(layout, Region.WINDOW);
        boolean[] clone = new boolean[rows * columns];
        rules.markShades(window, clone);
        String[] shade = new String[rows * columns];
        for (int position = 0; position < shade.length; position++) {
            if (layout.isCell(position / columns, position % columns)) {
                shade[position] = diagonal[position] && window[position] ? BOTH_SHADE
                        : diagonal[position] ? DIAGONAL_SHADE : window[position] ? WINDOW_SHADE
                        : clone[position] ? RuleDrawing.CLONE_SHADE : PLAIN;
            }
        }
        return shade;
    }

    /**
     * Killer cages: a dashed outline {@link #CAGE_INSET} units inside each cage's cells, and the sum in the top-left
     * corner of its first cell in row-major order, the one cell sure to have a free top-left corner.
     */
    private void appendCages(StringBuilder svg) {
        List<Cage> cages = layout.cages();
        if (cages.isEmpty()) {
            return;
        }
        int[] owner = new int[rows * columns];
        Arrays.fill(owner, -1);
        int[] sums = new int[cages.size()];
        for (int c = 0; c < cages.size(); c++) {
            for (Cell cell : cages.get(c).cells()) {
                owner[cell.row() * columns + cell.col()] = c;
            }
            sums[c] = cages.get(c).hasSum() ? cages.get(c).sum() : -1; // a cage without a sum: its outline says all
        }
        frame.appendCageOutlines(svg, stroke("cages", INK, THIN_WIDTH) + " stroke-dasharray=\"4 3\"", owner,
                cage -> true, CAGE_INSET);
        frame.appendCageSums(svg, "class=\"cage-sums\"", owner, sums, cage -> true, CAGE_INSET, SUM_SIZE);
    }

    /**
     * One group of digits, each centred in its cell: those of {@code board}, less the cells where {@code except}
     * (when not null) has a digit, which is how the added digits are told from the givens. The group's attributes
     * give its role, weight and colour.
     */
    private void appendDigits(StringBuilder svg, String attributes, Board board, Board except) {
        StringBuilder texts = new StringBuilder();
        for (int position = 0; position < rows * columns; position++) {
            int digit = board.get(position / columns, position % columns);
            if (digit != 0 && (except == null || except.get(position / columns, position % columns) == 0)) {
                appendText(texts, position % columns * CELL + CELL / 2, position / columns * CELL + DIGIT_BASELINE,
                        symbol(digit));
            }
        }
        appendTextGroup(svg, attributes, " font-size=\"" + DIGIT_SIZE + "\" text-anchor=\"middle\"", texts);
    }

}
