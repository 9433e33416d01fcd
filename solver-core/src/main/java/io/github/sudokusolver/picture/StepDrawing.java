package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.PLAIN;
import static io.github.sudokusolver.picture.GridFrame.THIN_WIDTH;
import static io.github.sudokusolver.picture.GridFrame.appendPath;
import static io.github.sudokusolver.picture.GridFrame.appendText;
import static io.github.sudokusolver.picture.GridFrame.appendTextGroup;
import static io.github.sudokusolver.picture.GridFrame.num;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.GridFrame.symbol;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.logic.Candidate;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.CellGroup;
import io.github.sudokusolver.logic.House;
import io.github.sudokusolver.logic.Link;
import io.github.sudokusolver.logic.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One picture of {@link StepPicture}: pencil marks, and a step over them when there is one. The layers, bottom to
 * top: cell shades ({@link Step#houses()} lightest, {@link Step#cells()} darker, {@link Step#fins()} darkest), a
 * hatch over the {@link Step#coverHouses()}, the grid, a killer's cage outlines, an outline round each of
 * {@link Step#groups()}, a marker behind each candidate the step names, a killer's cage sums, the placed digits,
 * the candidates, strike lines over the eliminations, the links ({@link LinkArrows}) and the description under the
 * grid.
 *
 * <p>Units: on a grid of up to nine digits a cell is {@value #CELL} units; its candidate {@code d} sits in the
 * {@code CELL / k}-unit square of row {@code (d-1)/k} and column {@code (d-1)%k}, where {@code k} is the side of
 * the smallest square that holds every digit (3 for 9 digits, 2 for 4). On larger grids the squares stay
 * {@value #SUB} units and the cell grows ({@code 4 * 20 = 80} units on 16x16, 100 on 25x25), so candidates keep
 * their size; every centre is a whole number. Every layout is drawn on its frame (jigsaw regions as boxes are, the
 * samurai grid's holes left out), the cells of its diagonals and windows in the lightest grey under any step's. A
 * killer's cells are {@value CageLayer#ROOM} units larger, for its cages and their sums ({@link CageLayer}).
 */
final class StepDrawing {

    /** A cell's side on grids of up to nine digits. */
    static final int CELL = 60;
    /** The side of a candidate's square within a cell on the classic grid, and the least on larger grids. */
    static final int SUB = CELL / 3;
    static final int PLACED_SIZE = 36;
    /** A placed digit's baseline below its cell's top: digits are about 0.72 em tall, so this centres them. */
    static final int PLACED_BASELINE = 43;
    static final int SMALL_SIZE = 14;
    /** A candidate's baseline below its centre. */
    static final int SMALL_DROP = 5;
    static final int TEXT_SIZE = 14;
    static final int LINE_HEIGHT = 18;
    /** Room under the description's last line, for the descenders of its last baseline. */
    static final int BELOW_TEXT = 5;
    /** Characters per line of the description: about what fits under the grid at {@value #TEXT_SIZE} units. */
    static final int WRAP = 64;
    /** A candidate marker's radius; a placement's circle lies just outside it. */
    static final double MARKER_RADIUS = 8.5;

    // Shades of grey, lightest to darkest, so that a black-and-white print keeps them apart.
    /** The cells of a diagonal or a window, where the step does not shade them. */
    static final String EXTRA_REGION_SHADE = "#f5f5f5";
    static final String HOUSE_SHADE = "#ebebeb";
    static final String CELL_SHADE = "#d2d2d2";
    static final String FIN_SHADE = "#aaaaaa";
    static final String HATCH_COLOUR = "#9a9a9a";
    /** The hatch's spacing along a cell's side; a cell's side is a whole number of them. */
    static final int HATCH_SPACING = 12;
    static final String SMALL_COLOUR = "#333333";
    // The two colours differ in lightness too: the light green of what is true, the darker red of what goes.
    static final String ON_FILL = "#a6dba0";
    static final String PLACED_RING = "#1b7837";
    static final String ELIMINATED_FILL = "#e7727a";
    /**
     * The other groups' grey is nearly as light as the green in a black-and-white print, so their marker is a square,
     * not a disc: told apart by shape.
     */
    static final String OTHER_GROUP_FILL = "#b4b4b4";
    static final String OFF_RING = "#444444";
    /** How much the step's own rules are darkened: the rules' light grey #c8c8c8 becomes #8c8c8c, digits still clear. */
    static final String STEP_RULE_DARKENING = "0.7";

    /**
     * What a candidate is in the step, in rising priority: where two roles meet (a chain's end that is also
     * eliminated), the higher one is drawn.
     */
    enum Role {
        /** Chain candidates the step takes as false: an empty ring. */
        OFF,
        /** The candidates of the odd-numbered groups (the second colour of a colouring): a grey square. */
        OTHER_GROUP,
        /** Chain candidates taken as true, the pattern's digits in its cells, even-numbered groups: a green disc. */
        ON,
        /** A placement: a green disc and a dark circle. */
        PLACED,
        /** An elimination: a red disc and a stroke across the digit. */
        ELIMINATED
    }

    private final Candidates marks;
    private final Step step;
    private final Layout layout;
    private final int rows;
    private final int columns;
    /** Digits. */
    private final int size;
    /** Candidates per row of a cell, a cell's side and a candidate's square's side, in units. */
    private final int across;
    final int cellSide;
    private final int sub;
    private final GridFrame frame;
    /** Each candidate's role, {@code position * size + digit - 1} over the grid's positions; null for none. */
    private final Role[] roles;
    /** A killer's cages; null on a grid without them. Its cells are larger, its candidates moved by the shifts. */
    private final CageLayer cages;
    private final int shiftX;
    private final int shiftY;
    /**
     * The layout's variant rules, drawn faded under the marks, and the step's own rules drawn again at full strength
     * over them; null without variant rules. Both are drawn in {@link BoardPicture}'s units, scaled to this grid's.
     */
    private final RuleDrawing allRules;
    private final RuleDrawing stepRules;

    StepDrawing(Candidates marks, Step step) {
        this.marks = marks;
        this.step = step;
        this.layout = marks.layout();
        this.rows = layout.rows();
        this.columns = layout.columns();
        this.size = layout.size();
        int side = 1;
        while (side * side < size) {
            side++;
        }
        this.across = side;
        boolean caged = CageLayer.caged(layout);
        this.sub = Math.max(CELL, side * SUB) / side;
        this.cellSide = side * sub + (caged ? CageLayer.ROOM : 0);
        this.shiftX = caged ? CageLayer.SHIFT_X : 0;
        this.shiftY = caged ? CageLayer.SHIFT_Y : 0;
        this.roles = new Role[rows * columns * size];
        RuleDrawing rules = new RuleDrawing(layout);
        this.allRules = rules.isEmpty() ? null : rules;
        this.stepRules = allRules == null || step == null ? null : new RuleDrawing(layout, step.rules());
        this.frame = allRules == null ? GridFrame.of(layout, cellSide) : allRules.roomFor(GridFrame.of(layout, cellSide));
        this.cages = caged ? new CageLayer(frame, layout, step) : null;
        if (step != null) {
            assignRoles();
        }
    }

    /** The x of a candidate's centre. */
    int centreX(Cell cell, int digit) {
        return cell.col() * cellSide + shiftX + sub / 2 + (digit - 1) % across * sub;
    }

    /** The y of a candidate's centre. */
    int centreY(Cell cell, int digit) {
        return cell.row() * cellSide + shiftY + sub / 2 + (digit - 1) / across * sub;
    }

    /** The x of a cell's centre. */
    int middleX(Cell cell) {
        return cell.col() * cellSide + cellSide / 2;
    }

    /** The y of a cell's centre. */
    int middleY(Cell cell) {
        return cell.row() * cellSide + cellSide / 2;
    }

    /** The middle of the grid, which link arcs bend towards. */
    double middle() {
        return cellSide * Math.max(rows, columns) / 2.0;
    }

    Candidates marks() {
        return marks;
    }

    /** The grid position of a cell, {@code row * columns + col}: an index of the frame's arrays. */
    private int position(Cell cell) {
        return cell.row() * columns + cell.col();
    }

    /** The cells of the grid, in reading order, without the holes. */
    List<Cell> cells() {
        List<Cell> cells = new ArrayList<>(layout.cellCount());
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < columns; col++) {
                if (layout.isCell(row, col)) {
                    cells.add(new Cell(row, col));
                }
            }
        }
        return cells;
    }

    /** A candidate's size on this grid: 14 units in a 20-unit square, larger in the larger squares of 4x4. */
    private int smallSize() {
        return SMALL_SIZE * sub / SUB;
    }

    /** Characters per line of the description under this grid: {@value #WRAP} under a 540-unit grid. */
    private int wrapWidth() {
        return WRAP * columns * cellSide / (9 * CELL);
    }

    String draw() {
        List<String> lines = step == null ? List.of() : DescriptionLines.wrap(step.description(), wrapWidth());
        StringBuilder svg = new StringBuilder(16384);
        int below = lines.isEmpty() ? 0 : lines.size() * LINE_HEIGHT + BELOW_TEXT;
        frame.appendStart(svg, below, step == null ? title() : step.description());
        frame.appendCells(svg, shades());
        if (step != null) {
            appendHatch(svg);
        }
        appendRules(svg);
        frame.appendBorders(svg);
        if (cages != null) {
            cages.appendOutlines(svg);
        }
        if (step != null) {
            appendGroups(svg);
            appendMarkers(svg);
        }
        if (cages != null) {
            cages.appendSums(svg);
        }
        appendPlaced(svg);
        appendCandidates(svg);
        if (step != null) {
            appendStrikes(svg);
            new LinkArrows(this, step).append(svg);
            appendDescription(svg, lines);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    /**
     * The variant rules under the marks: every rule of the layout faded, so that the candidates stay legible and the
     * step's own rules, drawn again over them at full strength, stand out. Drawn in {@link BoardPicture}'s units and
     * scaled to this grid's cells; a killer's larger cells keep the rules' marks where its cells are.
     */
    private void appendRules(StringBuilder svg) {
        if (allRules == null) {
            return;
        }
        GridFrame boardFrame = GridFrame.of(layout, BoardPicture.CELL);
        String scale = "scale(" + formatScale((double) cellSide / BoardPicture.CELL) + ")";
        svg.append("<g class=\"rules\" transform=\"").append(scale).append("\" opacity=\"0.4\">\n");
        allRules.appendScaled(svg, boardFrame, true);
        svg.append("</g>\n");
        if (stepRules != null && !stepRules.isEmpty()) {
            // The rules' own greys darkened to the ink's: a filter rather than a second palette, so that every kind of
            // mark (lines, dots, clues) is highlighted alike by the one drawing code.
            svg.append("<defs><filter id=\"step-rule\" color-interpolation-filters=\"sRGB\"><feComponentTransfer>")
                    .append("<feFuncR type=\"linear\" slope=\"").append(STEP_RULE_DARKENING).append("\"/>")
                    .append("<feFuncG type=\"linear\" slope=\"").append(STEP_RULE_DARKENING).append("\"/>")
                    .append("<feFuncB type=\"linear\" slope=\"").append(STEP_RULE_DARKENING).append("\"/>")
                    .append("</feComponentTransfer></filter></defs>\n");
            svg.append("<g class=\"step-rules\" transform=\"").append(scale)
                    .append("\" filter=\"url(#step-rule)\">\n");
            stepRules.appendScaled(svg, boardFrame, false);
            svg.append("</g>\n");
        }
    }

    /** A scale factor with at most four decimals, without trailing zeros. */
    private static String formatScale(double factor) {
        return java.math.BigDecimal.valueOf(Math.round(factor * 10_000) / 10_000.0).stripTrailingZeros()
                .toPlainString();
    }

    /** The title of pencil marks without a step. */
    private String title() {
        int placed = 0;
        for (Cell cell : cells()) {
            placed += marks.isPlaced(cell) ? 1 : 0;
        }
        return "Pencil marks: " + placed + " placed, " + (layout.cellCount() - placed) + " open cells";
    }

    /** Each cell's background: fins darkest, then the pattern's cells, then the cells of its houses; else white. */
    private String[] shades() {
        String[] shade = new String[rows * columns];
        for (Cell cell : cells()) {
            shade[position(cell)] = PLAIN;
        }
        boolean[] diagonal = GridFrame.inRegionsOf(layout, Region.DIAGONAL);
        boolean[] window = GridFrame.inRegionsOf(layout, Region.WINDOW);
        for (int position = 0; position < shade.length; position++) {
            if (diagonal[position] || window[position]) {
                shade[position] = EXTRA_REGION_SHADE;
            }
        }
        if (step == null) {
            return shade;
        }
        for (House house : step.houses()) {
            for (Cell cell : house.cells(layout)) {
                shade[position(cell)] = HOUSE_SHADE;
            }
        }
        for (Cell cell : step.cells()) {
            shade[position(cell)] = CELL_SHADE;
        }
        for (Cell cell : step.fins()) {
            shade[position(cell)] = FIN_SHADE;
        }
        return shade;
    }

    /**
     * Diagonal lines over the cover houses' cells, {@value #HATCH_SPACING} units apart along each side; they run on
     * from cell to cell, since a cell's side is a whole number of spacings.
     */
    private void appendHatch(StringBuilder svg) {
        boolean[] covered = new boolean[rows * columns];
        for (House house : step.coverHouses()) {
            for (Cell cell : house.cells(layout)) {
                covered[position(cell)] = true;
            }
        }
        StringBuilder path = new StringBuilder();
        for (int position = 0; position < covered.length; position++) {
            if (covered[position]) {
                int x0 = position % columns * cellSide;
                int y0 = position / columns * cellSide;
                for (int k = HATCH_SPACING / 2; k < 2 * cellSide; k += HATCH_SPACING) {
                    // The line x + y = x0 + y0 + k, cut to the cell: from its left or bottom side to its top or right.
                    int fromX = x0 + Math.max(0, k - cellSide);
                    int toX = x0 + Math.min(k, cellSide);
                    appendSegment(path, fromX, y0 + k - (fromX - x0), toX, y0 + k - (toX - x0));
                }
            }
        }
        appendPath(svg, stroke("cover-houses", HATCH_COLOUR, THIN_WIDTH), path);
    }

    /** Appends a straight move to path data. */
    static void appendSegment(StringBuilder path, int x1, int y1, int x2, int y2) {
        path.append(path.length() == 0 ? "" : " ").append('M').append(x1).append(' ').append(y1).append('L')
                .append(x2).append(' ').append(y2);
    }

    private void assignRoles() {
        List<Integer> digits = step.digits();
        for (Cell cell : step.cells()) {
            for (int digit : digits) {
                mark(cell, digit, Role.ON);
            }
        }
        for (int g = 0; g < step.groups().size(); g++) {
            CellGroup group = step.groups().get(g);
            if (cages != null && cages.isCombination(group)) {
                continue;
            }
            for (Cell cell : group.cells()) {
                for (int digit : group.digits()) {
                    mark(cell, digit, g % 2 == 0 ? Role.ON : Role.OTHER_GROUP);
                }
            }
        }
        if (step.branches().isEmpty()) {
            // an alternating chain: a strong link starts from a false candidate, a weak one from a true one
            for (Link link : step.links()) {
                markLink(link, link.strong() ? Role.OFF : Role.ON);
            }
        } else {
            // a forcing chain's branch: a premise is as the branch reached it (its assumption true, any other the
            // conclusion of an earlier link), which a rule's implication does not alternate (true to true)
            for (List<Link> branch : step.branches()) {
                Map<Candidate, Role> reached = new HashMap<>();
                for (Link link : branch) {
                    markLink(link, reached.getOrDefault(link.from(), Role.ON));
                    reached.put(link.to(), link.strong() ? Role.ON : Role.OFF);
                }
            }
        }
        for (Candidate placement : step.placements()) {
            mark(placement.cell(), placement.digit(), Role.PLACED);
        }
        for (Candidate elimination : step.eliminations()) {
            mark(elimination.cell(), elimination.digit(), Role.ELIMINATED);
        }
    }

    /** Marks a link's premise with its role and its conclusion as the link says (strong: true, weak: false). */
    private void markLink(Link link, Role premise) {
        for (Cell cell : link.fromCells()) {
            mark(cell, link.from().digit(), premise);
        }
        for (Cell cell : link.toCells()) {
            mark(cell, link.to().digit(), link.strong() ? Role.ON : Role.OFF);
        }
    }

    /** Gives a candidate a role unless it has a higher one; digits the cell does not hold as candidates get none. */
    private void mark(Cell cell, int digit, Role role) {
        if (marks.isPlaced(cell) || !marks.contains(cell, digit)) {
            return;
        }
        int index = position(cell) * size + digit - 1;
        if (roles[index] == null || roles[index].compareTo(role) < 0) {
            roles[index] = role;
        }
    }

    /**
     * An outline round each group, inset further for each next group so that two groups sharing cells both show;
     * solid, dashed and dotted in turn.
     */
    private void appendGroups(StringBuilder svg) {
        String[] dashes = {"", " stroke-dasharray=\"6 3\"", " stroke-dasharray=\"2 2\""};
        List<CellGroup> groups = step.groups();
        for (int g = 0; g < groups.size(); g++) {
            if (cages != null && cages.isCombination(groups.get(g))) {
                continue;
            }
            boolean[] inside = new boolean[rows * columns];
            for (Cell cell : groups.get(g).cells()) {
                inside[position(cell)] = true;
            }
            Strokes outline = new Strokes();
            for (Cell cell : groups.get(g).cells()) {
                frame.outlineCell(outline, p -> inside[p], position(cell),
                        cages != null ? CageLayer.groupInset(g) : 3 + 2 * (g % 4));
            }
            appendPath(svg, stroke("group", INK, THIN_WIDTH) + dashes[g % dashes.length], outline);
        }
    }

    /** The markers behind the candidates, one group per role, so that each role is one style. */
    private void appendMarkers(StringBuilder svg) {
        appendMarkers(svg, Role.OFF, "class=\"off\" fill=\"none\" stroke=\"" + OFF_RING + "\" stroke-width=\"1.5\"");
        appendMarkers(svg, Role.OTHER_GROUP, "class=\"other-group\" fill=\"" + OTHER_GROUP_FILL + "\" stroke=\"none\"");
        appendMarkers(svg, Role.ON, "class=\"on\" fill=\"" + ON_FILL + "\" stroke=\"none\"");
        appendMarkers(svg, Role.PLACED, "class=\"placements\" fill=\"" + ON_FILL + "\" stroke=\"" + PLACED_RING
                + "\" stroke-width=\"2\"");
        appendMarkers(svg, Role.ELIMINATED, "class=\"eliminations\" fill=\"" + ELIMINATED_FILL
                + "\" stroke=\"none\"");
    }

    private void appendMarkers(StringBuilder svg, Role role, String attributes) {
        StringBuilder markers = new StringBuilder();
        double radius = role == Role.PLACED ? MARKER_RADIUS + 1 : MARKER_RADIUS;
        for (int index = 0; index < roles.length; index++) {
            if (roles[index] == role) {
                int position = index / size;
                Cell cell = new Cell(position / columns, position % columns);
                int digit = index % size + 1;
                int x = centreX(cell, digit);
                int y = centreY(cell, digit);
                if (role == Role.OTHER_GROUP) { // a square as wide as a disc
                    markers.append("<rect x=\"").append(num(x - radius)).append("\" y=\"")
                            .append(num(y - radius)).append("\" width=\"").append(num(2 * radius))
                            .append("\" height=\"").append(num(2 * radius)).append("\"/>\n");
                } else {
                    markers.append("<circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"")
                            .append(radius).append("\"/>\n");
                }
            }
        }
        if (markers.length() > 0) {
            svg.append("<g ").append(attributes).append(">\n").append(markers).append("</g>\n");
        }
    }

    private void appendPlaced(StringBuilder svg) {
        StringBuilder texts = new StringBuilder();
        for (Cell cell : cells()) {
            if (marks.isPlaced(cell)) {
                appendText(texts, middleX(cell), cell.row() * cellSide + PLACED_BASELINE * cellSide / CELL,
                        symbol(marks.digits(cell).get(0)));
            }
        }
        appendTextGroup(svg, "class=\"placed\" font-weight=\"bold\" fill=\"" + INK + '"', " font-size=\""
                + PLACED_SIZE * cellSide / CELL + "\" text-anchor=\"middle\"", texts);
    }

    private void appendCandidates(StringBuilder svg) {
        StringBuilder texts = new StringBuilder();
        for (Cell cell : cells()) {
            if (!marks.isPlaced(cell)) {
                for (int digit : marks.digits(cell)) {
                    appendText(texts, centreX(cell, digit), centreY(cell, digit) + SMALL_DROP * sub / SUB,
                            symbol(digit));
                }
            }
        }
        appendTextGroup(svg, "class=\"candidates\" font-weight=\"normal\" fill=\"" + SMALL_COLOUR + '"',
                " font-size=\"" + smallSize() + "\" text-anchor=\"middle\"", texts);
    }

    /** A stroke across each eliminated candidate, from the bottom left of its marker to the top right. */
    private void appendStrikes(StringBuilder svg) {
        StringBuilder path = new StringBuilder();
        int reach = 8;
        for (Candidate elimination : step.eliminations()) {
            int x = centreX(elimination.cell(), elimination.digit());
            int y = centreY(elimination.cell(), elimination.digit());
            appendSegment(path, x - reach, y + reach, x + reach, y - reach);
        }
        appendPath(svg, stroke("strikes", INK, 2) + " stroke-linecap=\"round\"", path);
    }

    private void appendDescription(StringBuilder svg, List<String> lines) {
        StringBuilder texts = new StringBuilder();
        int top = rows * cellSide + 4; // clear of the thick border and its cap
        for (int i = 0; i < lines.size(); i++) {
            appendText(texts, 0, top + (i + 1) * LINE_HEIGHT - 4, lines.get(i));
        }
        appendTextGroup(svg, "class=\"description\" fill=\"" + INK + '"', " font-size=\"" + TEXT_SIZE
                + "\" text-anchor=\"start\"", texts);
    }
}
