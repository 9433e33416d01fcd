package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The elements of a SudokuPad drawing as {@link SudokuPadText} and {@link SudokuPadLines} see them: marks (overlays
 * and underlays: where a shape sits, its size, colours and text) and strokes (lines and arrows: their points and
 * look), where a point lies on the grid (a cell, a cell's centre, a side, a corner), and the checked reading of the
 * JSON values they are made of. Every value that is not what it should be is a {@link VariantPuzzle.Refusal} naming
 * it, never another exception.
 */
final class SudokuPadDrawing {

    private SudokuPadDrawing() {
    }

    /** How far a point may lie from where a convention puts it (cell units). */
    static final double NEAR = 0.15;
    static final Pattern NUMBER = Pattern.compile("-?\\d+");

    /** A shape of the overlays or underlays: where it sits and how it looks. */
    static final class Mark {
        final double row;
        final double col;
        final double width;
        final double height;
        final boolean rounded;
        /** The turn in degrees SudokuPad draws it at: a square at 45 is a diamond (a lockout line's end). */
        final double angle;
        final SudokuPadColour fill;
        final SudokuPadColour border;
        final String text;
        boolean used;

        Mark(Map<?, ?> json) throws VariantPuzzle.Refusal {
            double[] center = point(json.get("center"), "the center of an overlay");
            this.row = center[0];
            this.col = center[1];
            this.width = number(json.get("width"), 0);
            this.height = number(json.get("height"), 0);
            this.rounded = flag(json.get("rounded"), "rounded");
            this.angle = number(json.get("angle"), 0);
            this.fill = colour(json.get("backgroundColor"));
            SudokuPadColour edge = colour(json.get("borderColor"));
            this.border = edge != null && edge.visible() ? edge : SudokuPadColour.parse(json.get("stroke"));
            Object words = json.get("text");
            this.text = words == null ? "" : String.valueOf(words).trim();
        }

        boolean filled() {
            return fill != null && fill.visible() && fill.family() != SudokuPadColour.Family.WHITE;
        }

        boolean open() {
            return !filled() && border != null && border.visible();
        }

        /** A square turned by 45 degrees (or 135, ...): a diamond. */
        boolean diamond() {
            return !rounded && Math.abs(Math.abs(angle) % 90 - 45) < 1;
        }

        boolean shown() {
            return filled() || open() || !text.isEmpty();
        }
    }

    /** A line or an arrow: its points in cell units (row, column) and its look. */
    static final class Drawn {
        final List<double[]> points = new ArrayList<>();
        final SudokuPadColour colour;
        final double thickness;
        final String style;
        /** Whether it is a closed shape filled with a colour rather than a line. */
        final boolean filled;
        /** The colour as the payload writes it, for messages. */
        final String colourText;

        Drawn(Map<?, ?> json) throws VariantPuzzle.Refusal {
            Object wayPoints = json.get("wayPoints");
            if (!(wayPoints instanceof List<?> list) || list.isEmpty()) {
                throw new VariantPuzzle.Refusal("found a SudokuPad line without wayPoints");
            }
            for (Object p : list) {
                points.add(point(p, "a point of a line"));
            }
            this.colour = colour(json.get("color"));
            this.thickness = number(json.get("thickness"), 1);
            this.colourText = String.valueOf(json.get("color"));
            Object dashes = json.get("stroke-dasharray");
            this.style = String.valueOf(json.get("color")).toLowerCase(java.util.Locale.ROOT) + "/"
                    + Math.round(thickness * 10) + (dashes == null ? "" : "/" + dashes);
            Object fill = json.get("fill");
            this.filled = fill != null && !"none".equals(fill) && !"transparent".equals(fill)
                    && !Boolean.FALSE.equals(fill);
        }

        String describe(List<Cell> cells) {
            return "a " + (colour == null ? "" : colour.family().word() + " ") + "line"
                    + (cells == null ? " from (" + points.get(0)[0] + ", " + points.get(0)[1] + ")"
                    : " through " + names(cells)) + " (colour " + colourText + ")";
        }
    }

    static boolean near(double[] p, double row, double col) {
        return Math.abs(p[0] - row) < NEAR && Math.abs(p[1] - col) < NEAR;
    }

    /** Adds the cells from {@code from} (already in) to {@code to} in a straight line; false if it is not one. */
    static boolean extend(List<Cell> cells, Cell from, Cell to) {
        int dr = to.row() - from.row();
        int dc = to.col() - from.col();
        if (dr == 0 && dc == 0) {
            return true;
        }
        if (dr != 0 && dc != 0 && Math.abs(dr) != Math.abs(dc)) {
            return false;
        }
        int steps = Math.max(Math.abs(dr), Math.abs(dc));
        for (int i = 1; i <= steps; i++) {
            cells.add(new Cell(from.row() + Integer.signum(dr) * i, from.col() + Integer.signum(dc) * i));
        }
        return true;
    }

    /** The cell a point lies in, or null when it is off the grid or on a cell's border. */
    static Cell cellAt(double[] p, int size) {
        int row = (int) Math.floor(p[0]);
        int col = (int) Math.floor(p[1]);
        if (row < 0 || col < 0 || row >= size || col >= size) {
            return null;
        }
        double fr = p[0] - row;
        double fc = p[1] - col;
        if (fr < 0.05 || fr > 0.95 || fc < 0.05 || fc > 0.95) {
            return null;
        }
        return new Cell(row, col);
    }

    static List<Cell> reversed(List<Cell> cells) {
        List<Cell> out = new ArrayList<>(cells);
        java.util.Collections.reverse(out);
        return out;
    }

    static boolean centredOn(Mark mark, Cell cell) {
        return Math.abs(mark.row - (cell.row() + 0.5)) < NEAR && Math.abs(mark.col - (cell.col() + 0.5)) < NEAR;
    }

    /** The cell a point lies in (borders included), or null off the grid. */
    static Cell cellOrNull(double[] p, int size) {
        int row = (int) Math.floor(p[0]);
        int col = (int) Math.floor(p[1]);
        return row < 0 || col < 0 || row >= size || col >= size ? null : new Cell(row, col);
    }

    static boolean isWhole(double v) {
        return Math.abs(v - Math.rint(v)) < NEAR;
    }

    static boolean isHalf(double v) {
        return Math.abs(v - Math.floor(v) - 0.5) < NEAR;
    }

    /** A rule made by a factory whose refusal becomes the reader's. */
    interface RuleFactory<R extends Rule> {
        R make();
    }

    static <R extends Rule> R rule(RuleFactory<R> factory) throws VariantPuzzle.Refusal {
        try {
            return factory.make();
        } catch (IllegalArgumentException e) {
            throw new VariantPuzzle.Refusal(e.getMessage());
        }
    }

    static String names(List<Cell> cells) {
        StringBuilder out = new StringBuilder();
        for (Cell cell : cells) {
            out.append(out.length() == 0 ? "" : " ").append(cell.name());
        }
        return out.toString();
    }

    static double[] point(Object value, String what) throws VariantPuzzle.Refusal {
        List<?> pair = list(value, what);
        if (pair.size() != 2) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not [row, column]");
        }
        double row = number(pair.get(0), Double.NaN);
        double col = number(pair.get(1), Double.NaN);
        if (!Double.isFinite(row) || !Double.isFinite(col)) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not two numbers");
        }
        return new double[] {row, col};
    }

    /**
     * A colour, or null when none is given ({@code none}, {@code transparent}, absent); one this reader cannot read
     * ({@code hsl(...)}, a CSS name) is refused: read as no colour, it would hide a dot or a line.
     */
    static SudokuPadColour colour(Object value) throws VariantPuzzle.Refusal {
        if (value == null || "none".equals(value) || "".equals(value)) {
            return null;
        }
        SudokuPadColour colour = SudokuPadColour.parse(value);
        if (colour == null) {
            throw new VariantPuzzle.Refusal("found the colour '" + value + "', which this reader cannot read");
        }
        return colour;
    }

    /**
     * A flag as SudokuPad and the tools that write it do: {@code true}, {@code "true"} or 1 on; {@code false},
     * {@code "false"}, 0 or no key off; anything else refused, naming the key, since reading it either way could
     * change the puzzle (a rounded mark is an odd circle, a square one an even square).
     */
    static boolean flag(Object value, String key) throws VariantPuzzle.Refusal {
        if (value == null || Boolean.FALSE.equals(value) || "false".equals(value)
                || value instanceof Number n && n.doubleValue() == 0) {
            return false;
        }
        if (Boolean.TRUE.equals(value) || "true".equals(value) || value instanceof Number n && n.doubleValue() == 1) {
            return true;
        }
        throw new VariantPuzzle.Refusal("found '" + value + "' for the SudokuPad flag '" + key + "', expected true"
                + " or false");
    }

    static double number(Object value, double otherwise) {
        if (value instanceof Number number) {
            return number.doubleValue();
        }
        if (value instanceof String text) {
            try {
                return Double.parseDouble(text.trim());
            } catch (NumberFormatException e) {
                return otherwise;
            }
        }
        return otherwise;
    }

    static List<?> list(Object value, String what) throws VariantPuzzle.Refusal {
        if (!(value instanceof List<?> list)) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not a list");
        }
        return list;
    }

    static List<?> optionalList(Object value, String what) throws VariantPuzzle.Refusal {
        return value == null ? List.of() : list(value, "the SudokuPad '" + what + "'");
    }

    static Map<?, ?> map(Object value, String what) throws VariantPuzzle.Refusal {
        if (!(value instanceof Map<?, ?> map)) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not an object");
        }
        return map;
    }
    /**
     * A whole number as written, capped at a billion: a clue that large is refused by the rule it stands for, which
     * quotes it, and no number of any length makes the reader fail.
     */
    static long capped(String digits) {
        String text = digits.startsWith("-") ? digits.substring(1) : digits;
        long value = text.length() > 10 ? 1_000_000_000L : Math.min(1_000_000_000L, Long.parseLong(text));
        return digits.startsWith("-") ? -value : value;
    }
}
