package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.BoardPicture.CELL;
import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.PLAIN;
import static io.github.sudokusolver.picture.GridFrame.appendPath;
import static io.github.sudokusolver.picture.GridFrame.appendText;
import static io.github.sudokusolver.picture.GridFrame.appendTextGroup;
import static io.github.sudokusolver.picture.GridFrame.num;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.GridFrame.symbol;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The variant rules of a {@link BoardPicture}, drawn as f-puzzles and SudokuPad draw them, each kind in one place:
 * extra regions and clones as shades of their cells (an extra region of a whole long diagonal as a line from corner
 * to corner); odd and even cells as a grey disc and a grey square; minimum and
 * maximum cells as four small inequality signs inside the cell; dots, X, V and inequality signs on the border between
 * their cells; quadruples as a white circle of small digits on the corner of their four cells; given candidates as
 * small digits; global rules named in a caption under the grid. Lines and arrows are {@link RuleLines}'s, the clues
 * outside the grid (little killers, sandwiches) {@link OutsideClues}'s. Every mark is drawn under the digits, and each
 * kind is told from the others by its shape or its grey, not by colour alone. Design notes: {@code docs/pictures.md}.
 */
final class RuleDrawing {

    /** Clones' cells: the lightest grey, lighter than the extra regions', which are shaded as windows are. */
    static final String CLONE_SHADE = "#ececec";
    /** The inset outline round each group of a clone, so the two groups' shapes show. */
    static final String CLONE_OUTLINE = "#6e6e6e";
    static final int CLONE_INSET = 3;
    /**
     * An extra region that is a whole long diagonal: a thin grey line from corner to corner of the grid, as f-puzzles
     * draws its lone diagonal, under every other mark and digit.
     */
    static final String DIAGONAL_LINE = "#b4b4b4";
    static final int DIAGONAL_WIDTH = 2;
    /** Odd cells' discs and even cells' squares. */
    static final String PARITY_FILL = "#c4c4c4";
    static final int ODD_RADIUS = 15;
    static final int EVEN_HALF = 14;
    /** The small inequality signs of minimum and maximum cells: how far in from the side, how deep, how wide. */
    static final String EXTREMUM_COLOUR = "#5a5a5a";
    static final int EXTREMUM_IN = 4;
    static final int EXTREMUM_DEPTH = 4;
    static final int EXTREMUM_HALF = 7;
    /**
     * Indexer cells: a light grey square in the cell, and a small letter in its top left corner, C for a column
     * indexer, R for a row indexer, B for a box indexer (f-puzzles tints them; here the letter tells the kinds apart).
     */
    static final String INDEXER_SHADE = "#e6e6e6";
    static final int INDEXER_INSET = 2;
    static final int INDEXER_TAG_SIZE = 9;
    /** Counting circles: a ring in the cell, as f-puzzles' and SudokuPad's circles, open so the digit shows. */
    static final String COUNTING_RING = "#505050";
    static final int COUNTING_RADIUS = 17;
    /** A kropki dot's radius; a dot that carries its value is larger. */
    static final int DOT_RADIUS = 6;
    static final int VALUE_DOT_RADIUS = 8;
    static final int DOT_VALUE_SIZE = 10;
    /** X, V and inequality signs: half their size on each side of the border, their stroke and its white halo. */
    static final int SIGN_HALF = 5;
    static final int QUADRUPLE_RADIUS = 12;
    static final int QUADRUPLE_SIZE = 9;
    static final String CANDIDATE_COLOUR = "#555555";
    static final int CAPTION_SIZE = 13;
    static final int CAPTION_LINE = 18;
    /** Room under the caption's last line, for the descenders of its baseline. */
    static final int BELOW_CAPTION = 5;

    private final Layout layout;
    private final int columns;
    private final List<Rule> rules;
    private final RuleLines lines;
    private final OutsideClues outside;

    RuleDrawing(Layout layout) {
        this(layout, variantRules(layout));
    }

    /** The drawing of some of a layout's variant rules (a step's): what the picture of a step highlights. */
    RuleDrawing(Layout layout, List<Rule> rules) {
        this.layout = layout;
        this.columns = layout.columns();
        this.rules = rules;
        this.lines = new RuleLines(rules);
        this.outside = new OutsideClues(layout, rules);
    }

    /** Whether there is nothing to draw. */
    boolean isEmpty() {
        return rules.isEmpty();
    }

    /**
     * Everything a rule draws, in {@link BoardPicture}'s units and order, for a {@link StepDrawing} that scales it to
     * its cells: what the cells hold, what lies on the borders, the clues outside the grid. The extra regions' and
     * clones' shades are marks of the cells here (the step picture shades its own houses), the global rules' caption is
     * left out (the step's description names the rule it uses).
     */
    void appendScaled(StringBuilder svg, GridFrame frame, boolean shadeCells) {
        if (shadeCells) {
            appendShadedCells(svg);
        }
        appendInCells(svg, frame);
        appendOnBorders(svg);
        outside.append(svg);
    }

    /** The extra regions' and clones' cells as grey squares, where a step picture has no shades of its own for them. */
    private void appendShadedCells(StringBuilder svg) {
        boolean[] window = new boolean[layout.rows() * columns];
        boolean[] clone = new boolean[layout.rows() * columns];
        markShades(window, clone);
        StringBuilder squares = new StringBuilder();
        for (int position = 0; position < window.length; position++) {
            if (window[position] || clone[position]) {
                squares.append("<rect x=\"").append(position % columns * CELL).append("\" y=\"")
                        .append(position / columns * CELL).append("\" width=\"").append(CELL).append("\" height=\"")
                        .append(CELL).append("\"/>");
            }
        }
        appendShapes(svg, "rule-cells", "fill=\"" + CLONE_SHADE + '"', squares);
    }

    /** The layout's rules but its cages, which {@link BoardPicture} draws, in their order. */
    private static List<Rule> variantRules(Layout layout) {
        List<Rule> variant = new ArrayList<>();
        for (Rule rule : layout.rules()) {
            if (drawnAs(RuleKind.of(rule)) != Drawn.AS_CAGE) {
                variant.add(rule);
            }
        }
        return variant;
    }

    /** The frame with room for the clues outside the grid. */
    GridFrame roomFor(GridFrame frame) {
        return outside.roomFor(frame);
    }

    /**
     * Marks the cells the rules shade: each extra region's as a window's (in {@code window}) but one that is a whole
     * long diagonal (drawn as a line), each clone's in {@code clone}.
     */
    void markShades(boolean[] window, boolean[] clone) {
        for (ExtraRegion region : drawn(rules, Drawn.SHADE, ExtraRegion.class)) {
            if (!isLongDiagonal(region)) {
                mark(window, region.cells());
            }
        }
        for (Clone group : drawn(rules, Drawn.CLONE, Clone.class)) {
            mark(clone, group.cells());
            mark(clone, group.copy());
        }
    }

    private void mark(boolean[] marks, List<Cell> cells) {
        for (Cell cell : cells) {
            marks[cell.row() * columns + cell.col()] = true;
        }
    }

    /**
     * What lies in the cells under everything else: the extra regions that are long diagonals, clone outlines, cell
     * marks, then lines and arrows.
     */
    void appendInCells(StringBuilder svg, GridFrame frame) {
        appendDiagonals(svg);
        appendCloneOutlines(svg, frame);
        appendCellMarks(svg);
        appendRings(svg);
        lines.append(svg);
    }

    /** What lies on the borders, over the cages: dots, signs and quadruples. */
    void appendOnBorders(StringBuilder svg) {
        appendDots(svg);
        appendQuadruples(svg);
    }

    /** The clues outside the grid and the caption naming the global rules, over everything. */
    void appendAround(StringBuilder svg, GridFrame frame) {
        outside.append(svg);
        appendCaption(svg, frame);
    }

    /**
     * Whether an extra region is every cell of one of the grid's two long diagonals, as f-puzzles' lone
     * {@code diagonal+} or {@code diagonal-} is read. Shaded, its cells would be a stair of grey squares touching at
     * their corners, read as a clone, as even cells or as a window; as a line it reads as the diagonal it is. (Both
     * diagonals make the layout's diagonals, shaded as before: their X reads at once, and shading leaves the digits
     * clear.)
     */
    private boolean isLongDiagonal(ExtraRegion region) {
        int n = layout.rows();
        List<Cell> cells = region.cells();
        if (n != columns || cells.size() != n) {
            return false;
        }
        boolean main = true;
        boolean anti = true;
        for (Cell cell : cells) {
            main &= cell.row() == cell.col();
            anti &= cell.row() + cell.col() == n - 1;
        }
        return main || anti;
    }

    /** The extra regions that are long diagonals, each a line from the grid's corner to the opposite corner. */
    private void appendDiagonals(StringBuilder svg) {
        StringBuilder path = new StringBuilder();
        int side = layout.rows() * CELL;
        for (ExtraRegion region : drawn(rules, Drawn.SHADE, ExtraRegion.class)) {
            if (isLongDiagonal(region)) {
                // Row-major, the first cell is r1c1 on the main diagonal, r1cN on the other.
                int startX = region.cells().get(0).col() == 0 ? 0 : side;
                path.append(path.length() > 0 ? " " : "").append('M').append(startX).append(" 0L")
                        .append(side - startX).append(' ').append(side);
            }
        }
        appendPath(svg, stroke("diagonal-lines", DIAGONAL_LINE, DIAGONAL_WIDTH), path);
    }

    private void appendCloneOutlines(StringBuilder svg, GridFrame frame) {
        Strokes outline = new Strokes();
        for (Clone clone : drawn(rules, Drawn.CLONE, Clone.class)) {
            outlineGroup(outline, frame, clone.cells());
            outlineGroup(outline, frame, clone.copy());
        }
        appendPath(svg, stroke("clones", CLONE_OUTLINE, 1), outline);
    }

    private void outlineGroup(Strokes outline, GridFrame frame, List<Cell> cells) {
        boolean[] inside = new boolean[layout.rows() * columns];
        mark(inside, cells);
        for (Cell cell : cells) {
            frame.outlineCell(outline, p -> inside[p], cell.row() * columns + cell.col(), CLONE_INSET);
        }
    }

    /**
     * Odd cells: a grey disc; even cells: a grey square (f-puzzles' circle and square). Minimum and maximum cells:
     * a small inequality sign inside each side, its tip at the smaller digit as a sign between two cells has it:
     * pointing in for a minimum (the cell is smaller than each neighbour), out for a maximum. Indexers: a shaded
     * square with the kind's letter, under the digit.
     */
    private void appendCellMarks(StringBuilder svg) {
        StringBuilder parity = new StringBuilder();
        StringBuilder extremes = new StringBuilder();
        StringBuilder indexers = new StringBuilder();
        StringBuilder tags = new StringBuilder();
        for (CellMark mark : drawn(rules, Drawn.CELL_MARK, CellMark.class)) {
            int x = centre(mark.cell().col());
            int y = centre(mark.cell().row());
            switch (mark.kind()) {
                case ODD -> appendDisc(parity, x, y, ODD_RADIUS);
                case EVEN -> parity.append("<rect x=\"").append(x - EVEN_HALF).append("\" y=\"").append(y - EVEN_HALF)
                        .append("\" width=\"").append(2 * EVEN_HALF).append("\" height=\"").append(2 * EVEN_HALF)
                        .append("\"/>\n");
                case MINIMUM, MAXIMUM -> appendExtremum(extremes, x, y, mark.kind() == CellMark.Kind.MINIMUM);
                case COLUMN_INDEXER, ROW_INDEXER, BOX_INDEXER -> {
                    int left = mark.cell().col() * CELL + INDEXER_INSET;
                    int top = mark.cell().row() * CELL + INDEXER_INSET;
                    indexers.append("<rect x=\"").append(left).append("\" y=\"").append(top).append("\" width=\"")
                            .append(CELL - 2 * INDEXER_INSET).append("\" height=\"").append(CELL - 2 * INDEXER_INSET)
                            .append("\"/>\n");
                    appendText(tags, left + 2, top + INDEXER_TAG_SIZE, switch (mark.kind()) {
                        case COLUMN_INDEXER -> "C";
                        case ROW_INDEXER -> "R";
                        default -> "B";
                    });
                }
            }
        }
        if (indexers.length() > 0) {
            svg.append("<g class=\"indexers\" fill=\"").append(INDEXER_SHADE).append("\" stroke=\"none\">\n")
                    .append(indexers).append("</g>\n");
        }
        appendTextGroup(svg, "class=\"indexer-tags\" fill=\"" + EXTREMUM_COLOUR + '"', " font-size=\""
                + INDEXER_TAG_SIZE + "\"", tags);
        if (parity.length() > 0) {
            svg.append("<g class=\"parity\" fill=\"").append(PARITY_FILL).append("\" stroke=\"none\">\n")
                    .append(parity).append("</g>\n");
        }
        appendPath(svg, stroke("extremes", EXTREMUM_COLOUR, 2) + " stroke-linejoin=\"round\"", extremes);
    }

    /** Counting circles: a ring in each of their cells ({@link #COUNTING_RADIUS}), every set alike. */
    private void appendRings(StringBuilder svg) {
        StringBuilder rings = new StringBuilder();
        for (CountingCircles circles : drawn(rules, Drawn.RING, CountingCircles.class)) {
            for (Cell cell : circles.cells()) {
                appendDisc(rings, centre(cell.col()), centre(cell.row()), COUNTING_RADIUS);
            }
        }
        appendShapes(svg, "counting-circles", "fill=\"none\" stroke=\"" + COUNTING_RING + "\" stroke-width=\"1.5\"",
                rings);
    }

    private static void appendExtremum(StringBuilder path, int x, int y, boolean minimum) {
        int edge = CELL / 2 - EXTREMUM_IN;
        int[][] outward = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        for (int[] u : outward) {
            // The sign spans EXTREMUM_DEPTH along the way out, from edge - depth to edge.
            double near = edge - EXTREMUM_DEPTH;
            double tip = minimum ? near : edge;
            double base = minimum ? edge : near;
            appendChevron(path, x + u[0] * tip, y + u[1] * tip, x + u[0] * base, y + u[1] * base, u[1], -u[0],
                    EXTREMUM_HALF);
        }
    }

    /**
     * An open sign {@code <} as one path move: from one wing to the tip and on to the other wing, the wings
     * {@code half} units either side of {@code (baseX, baseY)} across the unit vector {@code (acrossX, acrossY)}.
     */
    static void appendChevron(StringBuilder path, double tipX, double tipY, double baseX, double baseY,
            double acrossX, double acrossY, double half) {
        if (path.length() > 0) {
            path.append(' ');
        }
        path.append('M').append(num(baseX + acrossX * half)).append(' ').append(num(baseY + acrossY * half))
                .append('L').append(num(tipX)).append(' ').append(num(tipY))
                .append('L').append(num(baseX - acrossX * half)).append(' ').append(num(baseY - acrossY * half));
    }

    /**
     * Dots on the border between their cells: kropki white (a white disc, black rim) and black, a difference or ratio
     * of another value as a larger disc with its value; X and V as strokes, and an inequality sign with its tip at the
     * smaller digit, both on a white halo so the border line does not run through them; a sum of another value as its
     * number on a white square.
     */
    private void appendDots(StringBuilder svg) {
        StringBuilder white = new StringBuilder();
        StringBuilder black = new StringBuilder();
        StringBuilder squares = new StringBuilder();
        StringBuilder signs = new StringBuilder();
        StringBuilder darkValues = new StringBuilder();
        StringBuilder lightValues = new StringBuilder();
        for (Dot dot : drawn(rules, Drawn.BORDER, Dot.class)) {
            int x = (centre(dot.first().col()) + centre(dot.second().col())) / 2;
            int y = (centre(dot.first().row()) + centre(dot.second().row())) / 2;
            String value = Integer.toString(dot.value());
            switch (dot.kind()) {
                case DIFFERENCE -> {
                    appendDisc(white, x, y, dot.value() == 1 ? DOT_RADIUS : VALUE_DOT_RADIUS);
                    if (dot.value() != 1) {
                        appendText(darkValues, x, y + DOT_VALUE_SIZE * 7 / 20, value);
                    }
                }
                case RATIO -> {
                    appendDisc(black, x, y, dot.value() == 2 ? DOT_RADIUS : VALUE_DOT_RADIUS);
                    if (dot.value() != 2) {
                        appendText(lightValues, x, y + DOT_VALUE_SIZE * 7 / 20, value);
                    }
                }
                case SUM -> {
                    if (dot.value() == 10 || dot.value() == 5) {
                        appendXv(signs, x, y, dot.value() == 10);
                    } else {
                        int half = VALUE_DOT_RADIUS;
                        squares.append("<rect x=\"").append(x - half).append("\" y=\"").append(y - half)
                                .append("\" width=\"").append(2 * half).append("\" height=\"").append(2 * half)
                                .append("\" rx=\"2\"/>\n");
                        appendText(darkValues, x, y + DOT_VALUE_SIZE * 7 / 20, value);
                    }
                }
                default -> {
                    // The tip at the first cell, the smaller digit; the sign lies across the border.
                    int ux = dot.second().col() - dot.first().col();
                    int uy = dot.second().row() - dot.first().row();
                    appendChevron(signs, x - ux * SIGN_HALF * 0.6, y - uy * SIGN_HALF * 0.6,
                            x + ux * SIGN_HALF * 0.6, y + uy * SIGN_HALF * 0.6, uy, -ux, SIGN_HALF + 1);
                }
            }
        }
        appendShapes(svg, "white-dots", "fill=\"" + PLAIN + "\" stroke=\"" + INK + "\" stroke-width=\"1.5\"", white);
        appendShapes(svg, "black-dots", "fill=\"" + INK + "\" stroke=\"" + INK + "\" stroke-width=\"1.5\"", black);
        appendShapes(svg, "sum-dots", "fill=\"" + PLAIN + "\" stroke=\"" + INK + "\" stroke-width=\"1.5\"", squares);
        appendPath(svg, stroke("sign-halos", PLAIN, 6) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"", signs);
        appendPath(svg, stroke("signs", INK, 2) + " stroke-linecap=\"round\" stroke-linejoin=\"round\"", signs);
        String font = " font-size=\"" + DOT_VALUE_SIZE + "\" font-weight=\"bold\" text-anchor=\"middle\"";
        appendTextGroup(svg, "class=\"dot-values\" fill=\"" + INK + '"', font, darkValues);
        appendTextGroup(svg, "class=\"dot-values\" fill=\"" + PLAIN + '"', font, lightValues);
    }

    static void appendDisc(StringBuilder out, int x, int y, int radius) {
        out.append("<circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"").append(radius)
                .append("\"/>\n");
    }

    /** An X (two crossing strokes) or a V, {@link #SIGN_HALF} each way from the border point. */
    private static void appendXv(StringBuilder path, int x, int y, boolean isX) {
        int h = SIGN_HALF;
        if (path.length() > 0) {
            path.append(' ');
        }
        if (isX) {
            path.append('M').append(x - h).append(' ').append(y - h).append('L').append(x + h).append(' ')
                    .append(y + h).append(" M").append(x - h).append(' ').append(y + h).append('L').append(x + h)
                    .append(' ').append(y - h);
        } else {
            path.append('M').append(x - h).append(' ').append(y - h).append('L').append(x).append(' ').append(y + h)
                    .append('L').append(x + h).append(' ').append(y - h);
        }
    }

    static void appendShapes(StringBuilder svg, String role, String paint, CharSequence shapes) {
        if (shapes.length() > 0) {
            svg.append("<g class=\"").append(role).append("\" ").append(paint).append(">\n").append(shapes)
                    .append("</g>\n");
        }
    }

    /**
     * Quadruples: a white circle on the corner the four cells share, its digits small inside it, two to a row.
     */
    private void appendQuadruples(StringBuilder svg) {
        StringBuilder circles = new StringBuilder();
        StringBuilder digits = new StringBuilder();
        for (Quadruple quadruple : drawn(rules, Drawn.CORNER, Quadruple.class)) {
            int x = (quadruple.corner().col() + 1) * CELL;
            int y = (quadruple.corner().row() + 1) * CELL;
            appendDisc(circles, x, y, QUADRUPLE_RADIUS);
            List<Integer> list = quadruple.digits();
            for (int i = 0; i < list.size(); i++) {
                int rowOfDigits = list.size() <= 2 ? 0 : i / 2 == 0 ? -1 : 1;
                int inRow = list.size() <= 2 || i < 2 ? Math.min(list.size(), 2) : list.size() - 2;
                int dx = inRow == 1 ? 0 : i % 2 == 0 ? -5 : 5;
                appendText(digits, x + dx, y + 3 + rowOfDigits * 5, symbol(list.get(i)));
            }
        }
        appendShapes(svg, "quadruples", "fill=\"" + PLAIN + "\" stroke=\"" + INK + "\" stroke-width=\"1\"", circles);
        appendTextGroup(svg, "class=\"quadruple-digits\" fill=\"" + INK + '"', " font-size=\"" + QUADRUPLE_SIZE
                + "\" text-anchor=\"middle\"", digits);
    }

    /**
     * Given candidates: small grey digits in the cell as pencil marks are written, digit d in the d-th spot of a
     * square of spots (3x3 up to nine digits, 4x4 up to 16, 5x5 up to 25), in the cells no digit is drawn in.
     */
    void appendCandidates(StringBuilder svg, Board drawn) {
        int side = (int) Math.ceil(Math.sqrt(layout.size()));
        double spot = (double) CELL / side;
        int size = side <= 3 ? 9 : side == 4 ? 8 : 7;
        StringBuilder texts = new StringBuilder();
        for (GivenCandidates given : drawn(rules, Drawn.CANDIDATES, GivenCandidates.class)) {
            Cell cell = given.cell();
            if (drawn.get(cell.row(), cell.col()) != 0) {
                continue;
            }
            for (int digit : given.digits()) {
                int x = (int) Math.round(cell.col() * CELL + spot * ((digit - 1) % side + 0.5));
                int y = (int) Math.round(cell.row() * CELL + spot * ((digit - 1) / side + 0.5) + size * 0.36);
                appendText(texts, x, y, symbol(digit));
            }
        }
        appendTextGroup(svg, "class=\"given-candidates\" fill=\"" + CANDIDATE_COLOUR + '"', " font-size=\"" + size
                + "\" text-anchor=\"middle\"", texts);
    }

    /** The caption's lines: the global rules by name, wrapped to the picture's width; none without global rules. */
    List<String> captionLines() {
        List<String> names = new ArrayList<>();
        for (GlobalRule rule : drawn(rules, Drawn.CAPTION, GlobalRule.class)) {
            String name = rule.toString().replace("xv", "XV");
            names.add(names.isEmpty() ? Character.toUpperCase(name.charAt(0)) + name.substring(1) : name);
        }
        for (MagicSquare square : drawn(rules, Drawn.CAPTION, MagicSquare.class)) {
            String name = "magic square at " + square.corner().name();
            names.add(names.isEmpty() ? Character.toUpperCase(name.charAt(0)) + name.substring(1) : name);
        }
        List<String> lines = new ArrayList<>();
        // About 0.6 em a character: what fits across the grid at the caption's size.
        int wrap = (int) (columns * CELL / (CAPTION_SIZE * 0.6));
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            String word = names.get(i) + (i < names.size() - 1 ? "," : "");
            if (line.length() > 0 && line.length() + 1 + word.length() > wrap) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The units the caption adds under the grid: 0 without global rules. */
    int captionHeight() {
        int count = captionLines().size();
        return count == 0 ? 0 : count * CAPTION_LINE + BELOW_CAPTION;
    }

    private void appendCaption(StringBuilder svg, GridFrame frame) {
        List<String> captionLines = captionLines();
        StringBuilder texts = new StringBuilder();
        int top = frame.bottom() + 4; // clear of the thick border and its cap
        for (int i = 0; i < captionLines.size(); i++) {
            appendText(texts, 0, top + (i + 1) * CAPTION_LINE - 4, captionLines.get(i));
        }
        appendTextGroup(svg, "class=\"global-rules\" fill=\"" + INK + '"', " font-size=\"" + CAPTION_SIZE
                + "\" text-anchor=\"start\"", texts);
    }

    /** What draws a kind: the board's cages, or one of the layers of a rule picture. */
    enum Drawn {
        /** Cages, with their sums: {@link BoardPicture}'s own, under the rules. */
        AS_CAGE,
        /** An extra region's cells as a window's, or a long diagonal as a line. */
        SHADE,
        /** A clone's cells, each group outlined. */
        CLONE,
        /** Odd and even discs and squares, minimum and maximum signs. */
        CELL_MARK,
        /** {@link RuleLines}'s lines. */
        LINE,
        /** {@link RuleLines}'s arrows. */
        ARROW,
        /**
         * {@link RuleLines}'s relations and automata of an app's own: a thin line through their cells (an automaton's
         * segment by segment), a small circle on each.
         */
        RELATION,
        /** A ring in each cell of a set of counting circles. */
        RING,
        /** Dots and signs on the border between two cells. */
        BORDER,
        /** A circle on the corner of four cells. */
        CORNER,
        /** Small digits in a cell. */
        CANDIDATES,
        /** {@link OutsideClues}'s clues outside the grid. */
        OUTSIDE,
        /** A name in the caption under the grid. */
        CAPTION
    }

    /**
     * How each kind is drawn: the picture's part of a kind ({@code docs/architecture.md}, "Rule kinds"), an exhaustive
     * switch, so that a new kind does not compile until it says where it is drawn.
     */
    static Drawn drawnAs(RuleKind kind) {
        return switch (kind) {
            case KILLER_CAGE -> Drawn.AS_CAGE;
            case EXTRA_REGION -> Drawn.SHADE;
            case CLONE -> Drawn.CLONE;
            case ODD_EVEN, MINIMUM_MAXIMUM, INDEXER -> Drawn.CELL_MARK;
            case COUNTING_CIRCLES -> Drawn.RING;
            case THERMOMETER, GERMAN_WHISPER, WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, ZIPPER_LINE,
                    ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW,
                    LOCKOUT_LINE -> Drawn.LINE;
            case ARROW -> Drawn.ARROW;
            case RELATION, AUTOMATON -> Drawn.RELATION;
            case KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY -> Drawn.BORDER;
            case QUADRUPLE -> Drawn.CORNER;
            case GIVEN_CANDIDATES -> Drawn.CANDIDATES;
            case LITTLE_KILLER, SANDWICH, X_SUM, SKYSCRAPER, NUMBERED_ROOM -> Drawn.OUTSIDE;
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS,
                    NEGATIVE_XV, MAGIC_SQUARE -> Drawn.CAPTION;
        };
    }

    /** The rules one layer draws, in the layout's order, as their type. */
    static <T extends Rule> List<T> drawn(List<Rule> rules, Drawn layer, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Rule rule : rules) {
            if (drawnAs(RuleKind.of(rule)) == layer && type.isInstance(rule)) { // a layer may draw two types
                found.add(type.cast(rule));
            }
        }
        return found;
    }

    /** A cell's centre along one axis, from its row or column. */
    static int centre(int index) {
        return index * CELL + CELL / 2;
    }
}
