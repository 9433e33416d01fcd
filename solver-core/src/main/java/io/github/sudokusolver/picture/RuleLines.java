package io.github.sudokusolver.picture;

import static io.github.sudokusolver.picture.BoardPicture.CELL;
import static io.github.sudokusolver.picture.GridFrame.INK;
import static io.github.sudokusolver.picture.GridFrame.PLAIN;
import static io.github.sudokusolver.picture.GridFrame.appendPath;
import static io.github.sudokusolver.picture.GridFrame.appendText;
import static io.github.sudokusolver.picture.GridFrame.appendTextGroup;
import static io.github.sudokusolver.picture.GridFrame.num;
import static io.github.sudokusolver.picture.GridFrame.stroke;
import static io.github.sudokusolver.picture.RuleDrawing.appendChevron;
import static io.github.sudokusolver.picture.RuleDrawing.appendDisc;
import static io.github.sudokusolver.picture.RuleDrawing.appendShapes;
import static io.github.sudokusolver.picture.RuleDrawing.centre;
import static io.github.sudokusolver.picture.RuleDrawing.drawn;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lines and arrows of a {@link BoardPicture}: each line through its cells' centres in the style of its kind
 * ({@link Style}), a thermometer's (or slow thermometer's) bulb, a double arrow's two circles, a lockout line's two
 * diamonds (its difference small in its first cell when not 4), a between line's two circles (filled with the bulb's grey where one sits on
 * a bulb), an arrow's circle or pill with its shaft and
 * head. The styles follow f-puzzles' and SudokuPad's colours, and each kind differs from the others in its width, its
 * dashes or its ends as well, so that a black-and-white print tells them apart.
 */
final class RuleLines {

    /** How each kind of line is drawn: its class, colour, width in units, and dashes (null for a solid line). */
    enum Style {
        THERMOMETER("thermometers", "#c8c8c8", 12, null),
        PALINDROME("palindromes", "#9a9a9a", 10, null),
        WHISPER("whispers", "#4cbb4c", 6, null),
        RENBAN("renbans", "#b35fd6", 6, "10 4"),
        REGION_SUM("region-sum-lines", "#3f8fdc", 6, "4 4"),
        ZIPPER("zippers", "#e0609a", 6, "12 3 3 3"),
        ENTROPIC("entropic-lines", "#f0982a", 3, null),
        BETWEEN("between-lines", "#a0a0a0", 3, null),
        PARITY("parity-lines", "#d24b4b", 4, "6 2"),
        MODULAR("modular-lines", "#2a9d8f", 4, "2 3"),
        NABNER("nabner-lines", "#c9b800", 6, "3 5"),
        SLOW_THERMOMETER("slow-thermometers", "#9ec3ea", 12, "14 4"),
        DOUBLE_ARROW("double-arrows", "#c54b8b", 2, null), // an arrow's width; the circles tell it from a between line
        LOCKOUT("lockout-lines", "#8f8fe0", 4, null);

        final String role;
        final String colour;
        final int width;
        final String dashes;

        Style(String role, String colour, int width, String dashes) {
            this.role = role;
            this.colour = colour;
            this.width = width;
            this.dashes = dashes;
        }

        static Style of(Line.Kind kind) {
            return switch (kind) {
                case THERMOMETER -> THERMOMETER;
                case PALINDROME -> PALINDROME;
                case WHISPER -> WHISPER;
                case RENBAN -> RENBAN;
                case REGION_SUM -> REGION_SUM;
                case ZIPPER -> ZIPPER;
                case ENTROPIC -> ENTROPIC;
                case BETWEEN -> BETWEEN;
                case PARITY -> PARITY;
                case MODULAR -> MODULAR;
                case NABNER -> NABNER;
                case SLOW_THERMOMETER -> SLOW_THERMOMETER;
                case DOUBLE_ARROW -> DOUBLE_ARROW;
                case LOCKOUT -> LOCKOUT;
            };
        }
    }

    /** A thermometer's bulb: a disc of the line's grey at its first cell. */
    static final int BULB_RADIUS = 15;
    /** An arrow's circle, a pill's half height, and a between line's end circles. */
    static final int CIRCLE_RADIUS = 16;
    static final String ARROW_COLOUR = "#8c8c8c";
    static final int ARROW_WIDTH = 2;
    /** How far past the last cell's centre the arrowhead's tip lies, clear of a digit there; and its size. */
    static final int HEAD_REACH = 12;
    static final int HEAD_DEPTH = 9;
    static final int HEAD_HALF = 7;
    /** A whisper's difference other than 5: small, in the top-right corner of its first cell. */
    static final int VALUE_SIZE = 9;
    static final int GERMAN_WHISPER = 5;
    /** A relation's line and the small circle on each of its cells. */
    static final String RELATION_COLOUR = "#505050";
    /** Filled light, under the digit, so that the digit still reads: every two cells paired. */
    static final String RELATION_FILL = "#b8b8b8";
    static final int RELATION_DOT = 4;
    /** A lockout line's difference when none is written: Cracking the Cryptic's 4. */
    static final int LOCKOUT_DIFFERENCE = 4;
    /** A lockout line's end diamond: its half diagonal. */
    static final int DIAMOND_HALF = 16;

    private final List<Rule> rules;

    RuleLines(List<Rule> rules) {
        this.rules = rules;
    }

    /** Every line, kind by kind, then the arrows and the relations. */
    void append(StringBuilder svg) {
        for (Style style : Style.values()) {
            appendLines(svg, style);
        }
        appendArrows(svg);
        appendRelations(svg);
    }

    /**
     * Relations and automata of an app's own, as the Interactive Sudoku Solver draws its custom pairs and lines: a thin
     * dark dashed line through the cells in their order (an automaton's, segment by segment) and a small circle on each,
     * open where the relation holds between neighbours along the list and on an automaton's cells, filled light grey
     * where a relation holds between every two cells.
     */
    private void appendRelations(StringBuilder svg) {
        StringBuilder path = new StringBuilder();
        StringBuilder open = new StringBuilder();
        StringBuilder filled = new StringBuilder();
        for (Relation relation : drawn(rules, RuleDrawing.Drawn.RELATION, Relation.class)) {
            appendThrough(path, relation.cells());
            for (Cell cell : relation.cells()) {
                appendCircle(relation.pairs() == Relation.Pairs.EVERY_TWO ? filled : open, cell, RELATION_DOT);
            }
        }
        for (Automaton automaton : drawn(rules, RuleDrawing.Drawn.RELATION, Automaton.class)) {
            for (List<Cell> segment : automaton.segments()) {
                appendThrough(path, segment);
                for (Cell cell : segment) {
                    appendCircle(open, cell, RELATION_DOT);
                }
            }
        }
        appendPath(svg, stroke("relations", RELATION_COLOUR, 2) + " stroke-linecap=\"round\" stroke-linejoin=\"round\""
                + " stroke-dasharray=\"5 3\"", path);
        appendShapes(svg, "relation-cells", "fill=\"" + PLAIN + "\" stroke=\"" + RELATION_COLOUR
                + "\" stroke-width=\"2\"", open);
        appendShapes(svg, "relation-cells-every-two", "fill=\"" + RELATION_FILL + "\" stroke=\"" + RELATION_COLOUR
                + "\" stroke-width=\"1\"", filled);
    }

    private void appendLines(StringBuilder svg, Style style) {
        StringBuilder path = new StringBuilder();
        StringBuilder ends = new StringBuilder();
        // an end circle on a bulb is filled with the bulb's colour, one group per thermometer style
        Map<Cell, Style> bulbs = style == Style.BETWEEN || style == Style.DOUBLE_ARROW ? bulbs() : Map.of();
        Map<Style, StringBuilder> endsOnBulbs = new EnumMap<>(Style.class);
        StringBuilder values = new StringBuilder();
        for (Line line : drawn(rules, RuleDrawing.Drawn.LINE, Line.class)) {
            if (Style.of(line.kind()) != style) {
                continue;
            }
            List<Cell> cells = line.cells();
            appendThrough(path, cells);
            Cell first = cells.get(0);
            Cell last = cells.get(cells.size() - 1);
            if (style == Style.THERMOMETER || style == Style.SLOW_THERMOMETER) {
                appendCircle(ends, first, BULB_RADIUS);
            } else if (style == Style.DOUBLE_ARROW || style == Style.BETWEEN) {
                for (Cell end : List.of(first, last)) {
                    Style bulb = bulbs.get(end);
                    appendCircle(bulb == null ? ends : endsOnBulbs.computeIfAbsent(bulb, k -> new StringBuilder()),
                            end, CIRCLE_RADIUS);
                }
            } else if (style == Style.LOCKOUT) {
                appendDiamond(ends, first);
                appendDiamond(ends, last);
                if (line.value() != LOCKOUT_DIFFERENCE) {
                    appendText(values, first.col() * CELL + CELL - 7, first.row() * CELL + 11,
                            Integer.toString(line.value()));
                }
            } else if (style == Style.WHISPER && line.value() != GERMAN_WHISPER) {
                appendText(values, first.col() * CELL + CELL - 7, first.row() * CELL + 11,
                        Integer.toString(line.value()));
            }
        }
        String paint = stroke(style.role, style.colour, style.width) + " stroke-linejoin=\"round\""
                + (style.dashes == null ? " stroke-linecap=\"round\"" : " stroke-linecap=\"butt\" stroke-dasharray=\""
                        + style.dashes + '"');
        appendPath(svg, paint, path);
        if (style == Style.THERMOMETER || style == Style.SLOW_THERMOMETER) {
            appendShapes(svg, style == Style.THERMOMETER ? "thermometer-bulbs" : "slow-thermometer-bulbs",
                    "fill=\"" + style.colour + "\" stroke=\"none\"", ends);
        } else if (style == Style.LOCKOUT) {
            appendShapes(svg, "lockout-diamonds", "fill=\"" + PLAIN + "\" stroke=\"" + style.colour
                    + "\" stroke-width=\"2\"", ends);
        } else if (style == Style.BETWEEN || style == Style.DOUBLE_ARROW) {
            String role = style == Style.BETWEEN ? "between-ends" : "double-arrow-circles";
            appendShapes(svg, role, "fill=\"" + PLAIN + "\" stroke=\"" + style.colour + "\" stroke-width=\"2\"", ends);
            // On a thermometer's bulb, the circle is filled with the bulb's colour rather than white: the bulb shows
            // inside its rim, so the thermometer keeps the end it starts from, and the circle still covers the
            // line's start as a white one does.
            for (Map.Entry<Style, StringBuilder> onBulbs : endsOnBulbs.entrySet()) {
                appendShapes(svg, role, "fill=\"" + onBulbs.getKey().colour + "\" stroke=\"" + style.colour
                        + "\" stroke-width=\"2\"", onBulbs.getValue());
            }
        }
        appendTextGroup(svg, "class=\"line-values\" fill=\"" + INK + '"', " font-size=\"" + VALUE_SIZE
                + "\" text-anchor=\"middle\"", values);
    }

    /** The cells of the thermometers' and slow thermometers' bulbs, their first cells, with the style of each. */
    private Map<Cell, Style> bulbs() {
        Map<Cell, Style> bulbs = new HashMap<>();
        for (Line line : drawn(rules, RuleDrawing.Drawn.LINE, Line.class)) {
            if (line.kind() == Line.Kind.THERMOMETER || line.kind() == Line.Kind.SLOW_THERMOMETER) {
                bulbs.put(line.cells().get(0), Style.of(line.kind()));
            }
        }
        return bulbs;
    }

    /**
     * A path move through the cells' centres; a line of one cell is a dot: a circle of half a unit, whose stroke
     * covers a disc of the line's width.
     */
    private static void appendThrough(StringBuilder path, List<Cell> cells) {
        if (path.length() > 0) {
            path.append(' ');
        }
        Cell first = cells.get(0);
        if (cells.size() == 1) {
            int x = centre(first.col());
            int y = centre(first.row());
            path.append('M').append(num(x - 0.5)).append(' ').append(y).append("a0.5 0.5 0 1 0 1 0a0.5 0.5 0 1 0 -1 0");
            return;
        }
        for (int i = 0; i < cells.size(); i++) {
            path.append(i == 0 ? 'M' : 'L').append(centre(cells.get(i).col())).append(' ')
                    .append(centre(cells.get(i).row()));
        }
    }

    /**
     * Arrows: the shaft from the circle's centre through the line's cells to a head just past the last cell's centre,
     * then the circle (or the pill, a rounded outline round its cells) over the shaft's start, filled white as
     * f-puzzles draws it so that its digit reads clearly.
     */
    private void appendArrows(StringBuilder svg) {
        StringBuilder shafts = new StringBuilder();
        StringBuilder circles = new StringBuilder();
        StringBuilder pills = new StringBuilder();
        for (Arrow arrow : drawn(rules, RuleDrawing.Drawn.ARROW, Arrow.class)) {
            List<Cell> line = arrow.line();
            Cell from = arrow.circle().get(0);
            for (Cell cell : arrow.circle()) {
                if (Math.abs(cell.row() - line.get(0).row()) <= 1 && Math.abs(cell.col() - line.get(0).col()) <= 1) {
                    from = cell;
                    break;
                }
            }
            if (shafts.length() > 0) {
                shafts.append(' ');
            }
            shafts.append('M').append(centre(from.col())).append(' ').append(centre(from.row()));
            for (int i = 0; i < line.size() - 1; i++) {
                shafts.append('L').append(centre(line.get(i).col())).append(' ').append(centre(line.get(i).row()));
            }
            Cell before = line.size() == 1 ? from : line.get(line.size() - 2);
            Cell last = line.get(line.size() - 1);
            double dx = last.col() - before.col();
            double dy = last.row() - before.row();
            double length = Math.hypot(dx, dy);
            double ux = dx / length;
            double uy = dy / length;
            double tipX = centre(last.col()) + ux * HEAD_REACH;
            double tipY = centre(last.row()) + uy * HEAD_REACH;
            shafts.append('L').append(num(tipX)).append(' ').append(num(tipY));
            appendChevron(shafts, tipX, tipY, tipX - ux * HEAD_DEPTH, tipY - uy * HEAD_DEPTH, uy, -ux, HEAD_HALF);
            if (arrow.circle().size() == 1) {
                appendCircle(circles, from, CIRCLE_RADIUS);
            } else {
                appendThrough(pills, arrow.circle());
            }
        }
        appendPath(svg, stroke("arrows", ARROW_COLOUR, ARROW_WIDTH)
                + " stroke-linecap=\"round\" stroke-linejoin=\"round\"", shafts);
        appendShapes(svg, "arrow-circles", "fill=\"" + PLAIN + "\" stroke=\"" + ARROW_COLOUR + "\" stroke-width=\""
                + ARROW_WIDTH + '"', circles);
        // A pill: a wide grey stroke through its cells, and a white one a little narrower over it, leaving the rim.
        String round = " stroke-linecap=\"round\" stroke-linejoin=\"round\"";
        appendPath(svg, stroke("arrow-pills", ARROW_COLOUR, 2 * CIRCLE_RADIUS + ARROW_WIDTH) + round, pills);
        appendPath(svg, stroke("arrow-pill-insides", PLAIN, 2 * CIRCLE_RADIUS - ARROW_WIDTH) + round, pills);
    }

    /** A diamond (a square on its corner) centred on the cell, as ISS and SudokuPad end a lockout line. */
    private static void appendDiamond(StringBuilder out, Cell cell) {
        int x = centre(cell.col());
        int y = centre(cell.row());
        int h = DIAMOND_HALF;
        out.append("<path d=\"M").append(x).append(' ').append(y - h).append('L').append(x + h).append(' ').append(y)
                .append('L').append(x).append(' ').append(y + h).append('L').append(x - h).append(' ').append(y)
                .append("Z\"/>\n");
    }

    private static void appendCircle(StringBuilder out, Cell cell, int radius) {
        appendDisc(out, centre(cell.col()), centre(cell.row()), radius);
    }
}
