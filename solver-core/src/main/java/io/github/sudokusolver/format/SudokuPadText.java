package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.ZippedJson;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SudokuPad's own format: the puzzle its (zipped) JSON draws, each drawn element read as the rule the drawing
 * conventions and the rules text make it ({@link SudokuPadLine} finds and decodes the text; docs/reading.md lists the
 * conventions). SudokuPad stores a drawing, not rules: a grey line is a thermometer when a bulb of its colour sits at
 * one end, a line with circles at both ends a between line, a coloured line the kind the rules text names for its
 * colour. Anything that no rule explains, and any rule the text names that this library lacks, makes the puzzle a
 * {@link VariantPuzzle.Refusal} that names it: a puzzle read without one of its rules would be another puzzle.
 */
final class SudokuPadText {

    /** The most elements a puzzle may draw, a cell: far more than any puzzle draws, and a bound on the work. */
    static final int MAX_ELEMENTS_PER_CELL = 24;
    /** How far a point may lie from where a convention puts it (cell units). */
    private static final double NEAR = 0.15;
    /** Top-level keys that carry no rule. */
    private static final Set<String> INERT = Set.of("id", "cellSize", "videos", "settings", "puzzleId", "metadata",
            "cells", "regions", "cages", "lines", "overlays", "underlays", "arrows", "title", "author", "rules",
            "solution");
    /** Top-level keys of SudokuPad's fog and its triggers: a way of showing the puzzle, not a rule. */
    private static final Set<String> FOG = Set.of("foglight", "fogofwar", "triggers", "triggereffect", "fog");
    private static final Pattern META_CAGE = Pattern.compile("(?s)^([^: ]+):\\s*(.*)");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    /** A shape of the overlays or underlays: where it sits and how it looks. */
    private static final class Mark {
        final double row;
        final double col;
        final double width;
        final double height;
        final boolean rounded;
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

        boolean shown() {
            return filled() || open() || !text.isEmpty();
        }
    }

    /** A line or an arrow: its points in cell units (row, column) and its look. */
    private static final class Drawn {
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

    private final int size;
    private final VariantPuzzle puzzle;
    private final List<Mark> marks = new ArrayList<>();
    private final List<Drawn> lines = new ArrayList<>();
    private final List<Drawn> arrows = new ArrayList<>();
    private final Map<String, String> meta = new LinkedHashMap<>();
    private SudokuPadRulesText rules;
    private final List<Line> thermometers = new ArrayList<>();
    /** The puzzle's own regions, cell by cell, when they are not the default boxes; else null. */
    private int[] regionOfCell;
    private boolean noRegions;
    private boolean hasWhiteDot;
    /** The solution the metadata carries, row-major, or null: it may choose between readings, never add to one. */
    private int[] solution;
    /** The kinds the drawing showed, to hold against the kinds the text names. */
    private final Set<SudokuPadRulesText.Named> drawn = java.util.EnumSet.noneOf(SudokuPadRulesText.Named.class);
    /**
     * The kinds a text that names them must show in the drawing: a text that speaks of odd digits or of cages where
     * none is drawn states a rule of its own ("strings of three digits are never all odd").
     */
    private static final Set<SudokuPadRulesText.Named> MUST_SHOW = java.util.EnumSet.complementOf(java.util.EnumSet.of(
            SudokuPadRulesText.Named.WHITE_DOT, SudokuPadRulesText.Named.BLACK_DOT, SudokuPadRulesText.Named.XV));

    private SudokuPadText(int size) throws VariantPuzzle.Refusal {
        this.size = size;
        this.puzzle = new VariantPuzzle(size);
    }

    /** The puzzle a found link describes. */
    static VariantPuzzle read(SudokuPadLine.Found found) throws VariantPuzzle.Refusal {
        String zipped = SudokuPadLine.zipped(found);
        Object parsed;
        try {
            parsed = ZippedJson.parse(zipped);
        } catch (MalformedTextException e) {
            throw new VariantPuzzle.Refusal("found a SudokuPad puzzle whose text is damaged: " + e.problem()
                    + " at offset " + e.offset() + " of the unzipped text");
        }
        if (!(parsed instanceof Map<?, ?> json)) {
            throw new VariantPuzzle.Refusal("found a SudokuPad puzzle that is not an object");
        }
        List<?> rows = list(json.get("cells"), "the SudokuPad 'cells'");
        int columns = rows.isEmpty() ? 0 : list(rows.get(0), "row 1 of the SudokuPad 'cells'").size();
        if (rows.size() != columns) {
            throw new VariantPuzzle.Refusal("found a SudokuPad grid of " + rows.size() + " rows and " + columns
                    + " columns, expected a square grid");
        }
        SudokuPadText reading = new SudokuPadText(rows.size());
        reading.read(json, rows);
        return reading.puzzle;
    }

    private void read(Map<?, ?> json, List<?> rows) throws VariantPuzzle.Refusal {
        for (Map.Entry<?, ?> entry : json.entrySet()) {
            String key = String.valueOf(entry.getKey());
            if (FOG.contains(key)) {
                puzzle.cosmetic(key, 1);
            } else if (!INERT.contains(key)) {
                throw new VariantPuzzle.Refusal("found the SudokuPad element '" + key + "', which this reader does"
                        + " not know");
            }
        }
        givens(rows);
        metadata(json);
        String text = meta.getOrDefault("rules", "");
        if (text.length() > SudokuPadRulesText.MAX_TEXT_LENGTH) {
            throw new VariantPuzzle.Refusal("found a rules text of " + text.length() + " characters, more than any"
                    + " puzzle's (" + SudokuPadRulesText.MAX_TEXT_LENGTH + ")");
        }
        rules = SudokuPadRulesText.of(text, size);
        if (rules.unsupported() != null) {
            throw new VariantPuzzle.Refusal("the rules text names " + rules.unsupported());
        }
        regions(json.get("regions"));
        int elements = 0;
        for (String key : List.of("overlays", "underlays", "lines", "arrows", "cages")) {
            Object value = json.get(key);
            elements += value instanceof List<?> list ? list.size() : 0;
        }
        if (elements > MAX_ELEMENTS_PER_CELL * size * size) {
            throw new VariantPuzzle.Refusal("found " + elements + " drawn elements, more than any puzzle of the "
                    + size + "x" + size + " grid draws (" + MAX_ELEMENTS_PER_CELL + " a cell)");
        }
        for (String key : List.of("overlays", "underlays")) {
            for (Object mark : optionalList(json.get(key), key)) {
                marks.add(new Mark(map(mark, "an element of '" + key + "'")));
            }
        }
        for (Object line : optionalList(json.get("lines"), "lines")) {
            lines.add(new Drawn(map(line, "an element of 'lines'")));
        }
        for (Object arrow : optionalList(json.get("arrows"), "arrows")) {
            arrows.add(new Drawn(map(arrow, "an element of 'arrows'")));
        }
        solution();
        cages(json.get("cages"));
        readLines();
        readArrows();
        edgeMarks();
        cornerMarks();
        outsideClues();
        cellMarks();
        globalRules();
        for (SudokuPadRulesText.Named kind : rules.named()) {
            if (MUST_SHOW.contains(kind) && !drawn.contains(kind)) {
                throw new VariantPuzzle.Refusal("the rules text speaks of " + kind.name().toLowerCase(java.util.Locale.ROOT)
                        .replace('_', ' ') + ", but the drawing shows none that this reader finds: the text may"
                        + " state a rule of its own");
            }
        }
    }

    // ---- the grid, the metadata, the regions and the cages ----

    private void givens(List<?> rows) throws VariantPuzzle.Refusal {
        for (int r = 0; r < size; r++) {
            List<?> row = list(rows.get(r), "row " + (r + 1) + " of the SudokuPad 'cells'");
            if (row.size() != size) {
                throw new VariantPuzzle.Refusal("found " + row.size() + " cells in row " + (r + 1)
                        + " of the SudokuPad 'cells', expected " + size);
            }
            for (int c = 0; c < size; c++) {
                Object cell = row.get(c);
                Object value = cell instanceof Map<?, ?> m ? m.get("value") : null;
                if (value == null || "".equals(value)) {
                    continue;
                }
                String text = String.valueOf(value);
                if (!NUMBER.matcher(text).matches()) {
                    throw new VariantPuzzle.Refusal("found the given '" + text + "' at " + new Cell(r, c).name()
                            + ", expected a digit 1-" + size);
                }
                long digit = capped(text);
                puzzle.given(new Cell(r, c), puzzle.digit(digit, "the given of " + new Cell(r, c).name()));
            }
        }
    }

    private void metadata(Map<?, ?> json) throws VariantPuzzle.Refusal {
        for (String key : List.of("title", "author", "rules", "solution")) {
            if (json.get(key) instanceof String text) {
                meta.put(key, text);
            }
        }
        if (json.get("metadata") instanceof Map<?, ?> metadata) {
            for (Map.Entry<?, ?> entry : metadata.entrySet()) {
                meta.put(String.valueOf(entry.getKey()), String.valueOf(entry.getValue()));
            }
        }
        for (Object cage : optionalList(json.get("cages"), "cages")) {
            if (cage instanceof Map<?, ?> m && isMetaCage(m)) {
                Matcher match = META_CAGE.matcher(String.valueOf(m.get("value")));
                if (match.matches()) {
                    meta.putIfAbsent(match.group(1), match.group(2));
                }
            }
        }
        puzzle.title(meta.getOrDefault("title", ""));
        puzzle.details(meta.getOrDefault("author", ""), meta.getOrDefault("rules", ""));
        if (meta.containsKey("bgimage")) {
            throw new VariantPuzzle.Refusal("found a background image (metadata 'bgimage'), which may draw rules"
                    + " this reader cannot see");
        }
    }

    /** A cage that carries metadata (SudokuPad's older payloads): no cells, and a value such as {@code title: }. */
    private static boolean isMetaCage(Map<?, ?> cage) {
        Object cells = cage.get("cells");
        boolean noCells = !(cells instanceof List<?> list) || list.isEmpty();
        return noCells && cage.get("value") instanceof String value && META_CAGE.matcher(value).matches();
    }

    private void regions(Object value) throws VariantPuzzle.Refusal {
        List<?> regions = optionalList(value, "regions");
        if (regions.isEmpty()) {
            puzzle.noBoxes();
            noRegions = true;
            return;
        }
        int[] regionOf = new int[size * size];
        java.util.Arrays.fill(regionOf, -1);
        for (int i = 0; i < regions.size(); i++) {
            List<Cell> cells = cells(regions.get(i), "region " + (i + 1));
            if (cells.size() != size) {
                throw new VariantPuzzle.Refusal("found a region of " + cells.size() + " cells (" + names(cells)
                        + "), expected " + size);
            }
            for (Cell cell : cells) {
                int at = cell.row() * size + cell.col();
                if (regionOf[at] >= 0) {
                    throw new VariantPuzzle.Refusal("found " + cell.name() + " in two regions");
                }
                regionOf[at] = i;
            }
        }
        if (regions.size() != size) {
            throw new VariantPuzzle.Refusal("found " + regions.size() + " regions, expected " + size);
        }
        int[] boxes = VariantPuzzle.boxesOf(size);
        boolean defaultBoxes = boxes[0] > 1;
        for (int at = 0; at < regionOf.length && defaultBoxes; at++) {
            int first = regionOf[(at / size / boxes[0] * boxes[0]) * size + at % size / boxes[1] * boxes[1]];
            defaultBoxes = regionOf[at] == first;
        }
        if (!defaultBoxes) {
            puzzle.regions(regionOf);
            regionOfCell = regionOf;
        }
    }

    private void cages(Object value) throws VariantPuzzle.Refusal {
        for (Object item : optionalList(value, "cages")) {
            Map<?, ?> cage = map(item, "a cage");
            if (isMetaCage(cage)) {
                continue;
            }
            List<Cell> cells = cells(cage.get("cells") == null ? List.of() : cage.get("cells"), "a cage");
            if (cells.isEmpty()) {
                continue; // Sudoku Maker's empty cage
            }
            Object sum = cage.get("value");
            boolean hidden = flag(cage.get("hidden"), "hidden");
            boolean unique = flag(cage.get("unique"), "unique");
            if (hidden) {
                if (unique) { // a hidden set without repeats (an extra region, a diagonal, a disjoint set)
                    puzzle.rule(rule(() -> ExtraRegion.of(cells)));
                } else {
                    puzzle.cosmetic("hidden cage", 1);
                }
                continue;
            }
            boolean region = rules.text().contains("extra region") && !rules.names(SudokuPadRulesText.Named.CAGE);
            if ((sum == null || "".equals(sum)) && region) {
                puzzle.rule(rule(() -> ExtraRegion.of(cells)));
                continue;
            }
            named(SudokuPadRulesText.Named.CAGE, "a cage of " + names(cells));
            if (sum == null || "".equals(sum)) {
                puzzle.rule(rule(() -> Cage.withoutSum(cells)));
                continue;
            }
            String text = String.valueOf(sum).trim();
            if (!NUMBER.matcher(text).matches()) {
                throw new VariantPuzzle.Refusal("found the cage clue '" + text + "' on " + names(cells)
                        + ", expected a sum");
            }
            int total = (int) capped(text);
            puzzle.rule(rule(() -> Cage.of(total, cells)));
        }
    }

    // ---- lines: thermometers, between lines, arrows drawn as lines, and the coloured kinds ----

    private void readLines() throws VariantPuzzle.Refusal {
        List<Drawn> rest = new ArrayList<>();
        Map<Drawn, List<Cell>> paths = new LinkedHashMap<>();
        Map<Drawn, Cell> heads = new LinkedHashMap<>();
        for (Drawn line : lines) {
            if (diagonal(line)) {
                continue;
            }
            if (line.filled) {
                throw new VariantPuzzle.Refusal("found a filled shape drawn as " + line.describe(null)
                        + ", which no rule of this reader explains");
            }
            List<Cell> cells = pathOf(line);
            if (cells == null) {
                if (line.colour == null || !line.colour.visible()) {
                    puzzle.cosmetic("line", 1);
                    continue;
                }
                throw new VariantPuzzle.Refusal("found " + line.describe(null) + " that does not run through cell"
                        + " centres, which no rule of this reader explains");
            }
            if (cells.size() == 1 && line.points.size() > 1) {
                heads.put(line, cells.get(0)); // a stroke inside one cell: an arrowhead drawn as a line
                continue;
            }
            paths.put(line, cells);
        }
        // thermometers: a bulb of the line's colour at one end
        for (Map.Entry<Drawn, List<Cell>> entry : paths.entrySet()) {
            Drawn line = entry.getKey();
            List<Cell> cells = entry.getValue();
            Mark atStart = bulbAt(cells.get(0), line.colour);
            Mark atEnd = cells.size() > 1 ? bulbAt(cells.get(cells.size() - 1), line.colour) : null;
            if (atStart != null || atEnd != null) {
                named(SudokuPadRulesText.Named.THERMOMETER, line.describe(cells) + " with a bulb");
                (atStart != null ? atStart : atEnd).used = true;
                thermometer(atStart != null ? cells : reversed(cells));
            } else {
                rest.add(line);
            }
        }
        // branches of thermometers: a line of a thermometer's style that starts (or ends) on one
        List<Drawn> others = new ArrayList<>();
        for (Drawn line : rest) {
            List<Cell> cells = paths.get(line);
            boolean thermoStyle = false;
            for (Map.Entry<Drawn, List<Cell>> entry : paths.entrySet()) {
                thermoStyle |= !rest.contains(entry.getKey()) && entry.getKey().style.equals(line.style);
            }
            if (thermoStyle && onThermometer(cells.get(0))) {
                thermometer(cells);
            } else if (thermoStyle && onThermometer(cells.get(cells.size() - 1))) {
                thermometer(reversed(cells));
            } else {
                others.add(line);
            }
        }
        // between lines (open circles at both ends) and arrows drawn as plain lines (an open circle at one end)
        List<Drawn> coloured = new ArrayList<>();
        for (Drawn line : others) {
            List<Cell> cells = paths.get(line);
            int diagonal = wholeDiagonal(cells);
            if (diagonal != 0 && line.thickness <= 5 && rules.names(SudokuPadRulesText.Named.DIAGONAL)) {
                named(SudokuPadRulesText.Named.DIAGONAL, "a diagonal line through " + names(cells));
                puzzle.diagonal(diagonal > 0);
                continue;
            }
            Mark first = openCircleAt(cells.get(0));
            Mark last = cells.size() > 1 ? openCircleAt(cells.get(cells.size() - 1)) : null;
            if (first != null && last != null && (rules.isEmpty() || rules.names(SudokuPadRulesText.Named.BETWEEN))) {
                named(SudokuPadRulesText.Named.BETWEEN, line.describe(cells) + " with circles at both ends");
                first.used = true;
                last.used = true;
                puzzle.rule(rule(() -> Line.of(Line.Kind.BETWEEN, cells)));
            } else if ((first != null || last != null) && line.thickness <= 6 && cells.size() > 1) {
                named(SudokuPadRulesText.Named.ARROW, line.describe(cells) + " from a circle");
                Mark circle = first != null ? first : last;
                circle.used = true;
                List<Cell> path = first != null ? cells : reversed(cells);
                puzzle.rule(rule(() -> Arrow.of(List.of(path.get(0)), path.subList(1, path.size()))));
                heads.entrySet().removeIf(head -> head.getValue().equals(path.get(path.size() - 1))
                        && head.getKey().style.equals(line.style));
            } else {
                coloured.add(line);
            }
        }
        for (Map.Entry<Drawn, Cell> head : heads.entrySet()) {
            throw new VariantPuzzle.Refusal("found " + head.getKey().describe(List.of(head.getValue()))
                    + ", a stroke inside one cell that no rule of this reader explains");
        }
        Map<String, List<Drawn>> byStyle = new LinkedHashMap<>();
        for (Drawn line : coloured) {
            byStyle.computeIfAbsent(line.style, k -> new ArrayList<>()).add(line);
        }
        for (List<Drawn> group : byStyle.values()) {
            Drawn first = group.get(0);
            List<Line.Kind> kinds = kindsOf(first, paths.get(first));
            Line.Kind kind = kinds.get(0);
            if (kinds.size() > 1) {
                kind = chosenBySolution(group, paths, kinds);
            }
            List<List<Cell>> joined = join(group, paths, kind);
            for (List<Cell> cells : joined) {
                addLine(kind, first, cells);
            }
        }
    }

    /** A straight line from one corner of the grid to the opposite one: a diagonal. */
    private boolean diagonal(Drawn line) throws VariantPuzzle.Refusal {
        if (line.points.size() != 2) {
            return false;
        }
        double[] a = line.points.get(0);
        double[] b = line.points.get(1);
        boolean main = near(a, 0, 0) && near(b, size, size) || near(b, 0, 0) && near(a, size, size);
        boolean anti = near(a, 0, size) && near(b, size, 0) || near(b, 0, size) && near(a, size, 0);
        if (!main && !anti) {
            return false;
        }
        named(SudokuPadRulesText.Named.DIAGONAL, "a diagonal line from corner to corner");
        puzzle.diagonal(main);
        return true;
    }

    /** 1 when the cells are the main diagonal, -1 the other one, in either order; else 0. */
    private int wholeDiagonal(List<Cell> cells) {
        if (cells.size() != size) {
            return 0;
        }
        boolean main = true;
        boolean anti = true;
        for (Cell cell : cells) {
            main &= cell.row() == cell.col();
            anti &= cell.row() + cell.col() == size - 1;
        }
        return main ? 1 : anti ? -1 : 0;
    }

    private static boolean near(double[] p, double row, double col) {
        return Math.abs(p[0] - row) < NEAR && Math.abs(p[1] - col) < NEAR;
    }

    /** The cells a line runs through, centre to centre along rows, columns and diagonals; null if it does not. */
    private List<Cell> pathOf(Drawn line) throws VariantPuzzle.Refusal {
        List<Cell> cells = new ArrayList<>();
        for (double[] p : line.points) {
            Cell cell = cellAt(p);
            if (cell == null) {
                return null;
            }
            if (!cells.isEmpty()) {
                Cell last = cells.get(cells.size() - 1);
                if (!extend(cells, last, cell)) {
                    throw new VariantPuzzle.Refusal("found " + line.describe(null) + " that runs from "
                            + last.name() + " to " + cell.name() + ", not along a row, column or diagonal");
                }
            } else {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** Adds the cells from {@code from} (already in) to {@code to} in a straight line; false if it is not one. */
    private static boolean extend(List<Cell> cells, Cell from, Cell to) {
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
    private Cell cellAt(double[] p) {
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

    private static List<Cell> reversed(List<Cell> cells) {
        List<Cell> out = new ArrayList<>(cells);
        java.util.Collections.reverse(out);
        return out;
    }

    /** A filled circle at a cell's centre of the line's colour family: a thermometer's bulb. */
    private Mark bulbAt(Cell cell, SudokuPadColour colour) {
        for (Mark mark : marks) {
            if (!mark.used && mark.rounded && mark.width >= 0.5 && centredOn(mark, cell) && mark.filled()
                    && (colour == null || mark.fill.family() == colour.family())) {
                return mark;
            }
        }
        return null;
    }

    /** An open circle (light inside, a visible border) at a cell's centre: an arrow's or a between line's. */
    private Mark openCircleAt(Cell cell) {
        for (Mark mark : marks) {
            if (!mark.used && mark.rounded && mark.width >= 0.5 && mark.width <= 1.05 && mark.height <= 1.05
                    && centredOn(mark, cell) && mark.open()) {
                return mark;
            }
        }
        return null;
    }

    private static boolean centredOn(Mark mark, Cell cell) {
        return Math.abs(mark.row - (cell.row() + 0.5)) < NEAR && Math.abs(mark.col - (cell.col() + 0.5)) < NEAR;
    }

    private boolean onThermometer(Cell cell) {
        for (Line thermo : thermometers) {
            if (thermo.cells().contains(cell)) {
                return true;
            }
        }
        return false;
    }

    private void thermometer(List<Cell> cells) throws VariantPuzzle.Refusal {
        Line thermo = rule(() -> Line.thermometer(cells));
        thermometers.add(thermo);
        puzzle.rule(thermo);
    }

    /**
     * The kinds a coloured line may be, likeliest first: the kind whose sentences name the line's colour, else the
     * convention's kind for the colour when the text names it, else every line kind the text names. Refused when
     * the text names none.
     */
    private List<Line.Kind> kindsOf(Drawn line, List<Cell> cells) throws VariantPuzzle.Refusal {
        SudokuPadColour.Family family = line.colour == null ? SudokuPadColour.Family.BLACK : line.colour.family();
        Set<Line.Kind> named = rules.lineKinds();
        Line.Kind byColour = rules.kindNamedWithColour(family);
        if (byColour != null) {
            return List.of(byColour);
        }
        boolean light = line.colour != null && line.colour.lightness() > 0.75;
        Line.Kind convention = switch (family) {
            case GREEN -> Line.Kind.WHISPER;
            case ORANGE -> named.contains(Line.Kind.ENTROPIC) && (!named.contains(Line.Kind.WHISPER) || light)
                    ? Line.Kind.ENTROPIC : Line.Kind.WHISPER;
            case PURPLE -> named.contains(Line.Kind.ZIPPER) && (!named.contains(Line.Kind.RENBAN) || light)
                    ? Line.Kind.ZIPPER : Line.Kind.RENBAN;
            case BLUE -> Line.Kind.REGION_SUM;
            case GREY -> Line.Kind.PALINDROME;
            default -> null;
        };
        if (convention != null && rules.isEmpty()) {
            return List.of(convention);
        }
        List<Line.Kind> kinds = new ArrayList<>();
        if (convention != null && named.contains(convention)) {
            kinds.add(convention);
            boolean shadeDecides = family == SudokuPadColour.Family.PURPLE && named.contains(Line.Kind.ZIPPER)
                    && named.contains(Line.Kind.RENBAN) || family == SudokuPadColour.Family.ORANGE
                    && named.contains(Line.Kind.ENTROPIC) && named.contains(Line.Kind.WHISPER);
            if (!shadeDecides) {
                return kinds; // the convention of the colour, which the text names
            }
        }
        for (Line.Kind kind : named) {
            if (!kinds.contains(kind) && !rules.colouredOtherwise(kind, family)) {
                kinds.add(kind);
            }
        }
        if (kinds.isEmpty()) {
            throw new VariantPuzzle.Refusal("found " + line.describe(cells) + ", which no rule of the rules text"
                    + " explains");
        }
        return kinds;
    }

    /**
     * The one kind among several whose lines the puzzle's solution keeps, with a warning that says so; refused when
     * there is no solution or it keeps more than one (or none).
     */
    private Line.Kind chosenBySolution(List<Drawn> group, Map<Drawn, List<Cell>> paths, List<Line.Kind> kinds)
            throws VariantPuzzle.Refusal {
        Drawn first = group.get(0);
        List<Line.Kind> kept = new ArrayList<>();
        if (solution != null) {
            for (Line.Kind kind : kinds) {
                if (keptBySolution(kind, group, paths)) {
                    kept.add(kind);
                }
            }
        }
        if (kept.size() != 1) {
            throw new VariantPuzzle.Refusal("found " + first.describe(paths.get(first)) + ", which the rules text"
                    + " does not tell apart among " + words(kinds) + (solution == null ? ""
                    : " and the puzzle's solution keeps " + (kept.isEmpty() ? "none of them" : words(kept))));
        }
        puzzle.warn("read the lines of colour " + first.colourText + " as " + kept.get(0).word() + "s: the rules text names " + words(kinds)
                + ", and the puzzle's solution keeps only that reading");
        kinds.forEach(kind -> drawn.add(namedOf(kind))); // the text named them as what these lines may be
        return kept.get(0);
    }

    private static SudokuPadRulesText.Named namedOf(Line.Kind kind) {
        return switch (kind) {
            case RENBAN -> SudokuPadRulesText.Named.RENBAN;
            case WHISPER -> SudokuPadRulesText.Named.WHISPER;
            case REGION_SUM -> SudokuPadRulesText.Named.REGION_SUM;
            case PALINDROME -> SudokuPadRulesText.Named.PALINDROME;
            case ZIPPER -> SudokuPadRulesText.Named.ZIPPER;
            case ENTROPIC -> SudokuPadRulesText.Named.ENTROPIC;
            case BETWEEN -> SudokuPadRulesText.Named.BETWEEN;
            case THERMOMETER -> SudokuPadRulesText.Named.THERMOMETER;
        };
    }

    private static String words(List<Line.Kind> kinds) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < kinds.size(); i++) {
            out.append(i == 0 ? "" : i == kinds.size() - 1 ? " and " : ", ").append(kinds.get(i).word()).append('s');
        }
        return out.toString();
    }

    /** Whether the solution keeps every line of a group read as one kind. */
    private boolean keptBySolution(Line.Kind kind, List<Drawn> group, Map<Drawn, List<Cell>> paths) {
        try {
            List<Rule> lines = new ArrayList<>();
            for (List<Cell> cells : join(group, paths, kind)) {
                lines.add(kind == Line.Kind.WHISPER ? Line.whisper(cells, whisperDifference(group.get(0)))
                        : Line.of(kind, cells));
            }
            int[][] grid = new int[size][size];
            for (int i = 0; i < solution.length; i++) {
                grid[i / size][i % size] = solution[i];
            }
            return io.github.sudokusolver.Board.of(puzzle.pieces().withRules(lines), grid).conflicts().isEmpty();
        } catch (VariantPuzzle.Refusal | IllegalArgumentException e) {
            return false; // a reading the lines cannot have (a branched palindrome, a loop of between lines)
        }
    }

    /**
     * The lines of one style joined where one ends where another starts: SudokuPad draws a long line in pieces.
     * A branching point (three pieces, or a piece ending inside another) is refused for every kind whose rule is not
     * about neighbours alone. A closed line comes back with its first cell last; {@link #addLine} says what it means.
     */
    private List<List<Cell>> join(List<Drawn> group, Map<Drawn, List<Cell>> paths, Line.Kind kind)
            throws VariantPuzzle.Refusal {
        List<List<Cell>> pieces = new ArrayList<>();
        for (Drawn line : group) {
            pieces.add(new ArrayList<>(paths.get(line)));
        }
        boolean neighboursOnly = kind == Line.Kind.WHISPER;
        if (neighboursOnly) {
            return pieces;
        }
        Map<Cell, Integer> endCount = new LinkedHashMap<>();
        for (List<Cell> piece : pieces) {
            endCount.merge(piece.get(0), 1, Integer::sum);
            endCount.merge(piece.get(piece.size() - 1), 1, Integer::sum);
        }
        for (List<Cell> piece : pieces) {
            for (int i = 1; i < piece.size() - 1; i++) {
                if (endCount.containsKey(piece.get(i))) {
                    throw new VariantPuzzle.Refusal("found a branched " + kind.word() + " at "
                            + piece.get(i).name() + ", which a line of this library cannot hold");
                }
            }
        }
        for (Map.Entry<Cell, Integer> entry : endCount.entrySet()) {
            if (entry.getValue() > 2) {
                throw new VariantPuzzle.Refusal("found a branched " + kind.word() + " at " + entry.getKey().name()
                        + ", which a line of this library cannot hold");
            }
        }
        boolean merged = true;
        while (merged) {
            merged = false;
            for (int i = 0; i < pieces.size() && !merged; i++) {
                for (int j = i + 1; j < pieces.size() && !merged; j++) {
                    List<Cell> joined = joinTwo(pieces.get(i), pieces.get(j));
                    if (joined != null) {
                        pieces.set(i, joined);
                        pieces.remove(j);
                        merged = true;
                    }
                }
            }
        }
        return pieces;
    }

    private static List<Cell> joinTwo(List<Cell> a, List<Cell> b) {
        Cell a0 = a.get(0);
        Cell a1 = a.get(a.size() - 1);
        Cell b0 = b.get(0);
        Cell b1 = b.get(b.size() - 1);
        List<Cell> out;
        if (a1.equals(b0)) {
            out = new ArrayList<>(a);
            out.addAll(b.subList(1, b.size()));
        } else if (a1.equals(b1)) {
            out = new ArrayList<>(a);
            out.addAll(reversed(b).subList(1, b.size()));
        } else if (a0.equals(b1)) {
            out = new ArrayList<>(b);
            out.addAll(a.subList(1, a.size()));
        } else if (a0.equals(b0)) {
            out = reversed(b);
            out.addAll(a.subList(1, a.size()));
        } else {
            return null;
        }
        return out;
    }

    private void addLine(Line.Kind kind, Drawn style, List<Cell> cells) throws VariantPuzzle.Refusal {
        named(namedOf(kind), style.describe(cells));
        boolean closed = cells.size() > 2 && cells.get(0).equals(cells.get(cells.size() - 1));
        if (closed) {
            closedLine(kind, style, cells.subList(0, cells.size() - 1));
            return;
        }
        if (kind == Line.Kind.WHISPER) {
            int difference = whisperDifference(style);
            puzzle.rule(rule(() -> Line.whisper(cells, difference)));
            return;
        }
        if (kind == Line.Kind.ZIPPER) {
            for (Mark mark : marks) { // the dot setters draw on a zipper's middle
                if (!mark.used && mark.width < 0.5 && mark.rounded && cells.stream().anyMatch(c -> centredOn(mark,
                        c))) {
                    mark.used = true;
                }
            }
        }
        puzzle.rule(rule(() -> Line.of(kind, cells)));
    }

    /**
     * A closed line (a loop), as the open lines that say the same: a whisper with the pair that closes it; a renban
     * as a line through the same cells (its rule is about the set); a region sum line opened where it crosses a
     * region border, so that its pieces are the loop's; an entropic line with the two triples across the joint.
     * Palindromes, zippers and the others have no meaning as loops and are refused.
     */
    private void closedLine(Line.Kind kind, Drawn style, List<Cell> loop) throws VariantPuzzle.Refusal {
        int n = loop.size();
        switch (kind) {
            case WHISPER -> {
                int difference = whisperDifference(style);
                puzzle.rule(rule(() -> Line.whisper(loop, difference)));
                puzzle.rule(rule(() -> Line.whisper(List.of(loop.get(n - 1), loop.get(0)), difference)));
            }
            case RENBAN -> puzzle.rule(rule(() -> Line.of(kind, loop)));
            case REGION_SUM -> {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (regionAt(loop.get(i)) != regionAt(loop.get((i + n - 1) % n))) {
                        start = i;
                        break;
                    }
                }
                List<Cell> opened = new ArrayList<>(loop.subList(start, n));
                opened.addAll(loop.subList(0, start));
                puzzle.rule(rule(() -> Line.of(kind, opened)));
            }
            case ENTROPIC -> {
                puzzle.rule(rule(() -> Line.of(kind, loop)));
                puzzle.rule(rule(() -> Line.of(kind, List.of(loop.get(n - 2), loop.get(n - 1), loop.get(0)))));
                puzzle.rule(rule(() -> Line.of(kind, List.of(loop.get(n - 1), loop.get(0), loop.get(1)))));
            }
            default -> throw new VariantPuzzle.Refusal("found a closed " + kind.word() + " through " + names(loop)
                    + ", which has no meaning as a loop");
        }
    }

    /** The region of a cell: the puzzle's own regions, else the default boxes of the size, else its row. */
    private int regionAt(Cell cell) {
        if (regionOfCell != null) {
            return regionOfCell[cell.row() * size + cell.col()];
        }
        int[] boxes = VariantPuzzle.boxesOf(size);
        return boxes[0] == 1 || noRegions ? cell.row() : cell.row() / boxes[0] * boxes[0] + cell.col() / boxes[1];
    }

    private int whisperDifference(Drawn style) throws VariantPuzzle.Refusal {
        SudokuPadColour.Family family = style.colour == null ? null : style.colour.family();
        int difference = rules.whisperDifference(family);
        if (difference < 0) {
            throw new VariantPuzzle.Refusal("found " + style.describe(null) + " read as a whisper, where the rules"
                    + " text states several differences and none for its colour");
        }
        return difference > 0 ? difference : family == SudokuPadColour.Family.ORANGE ? 4 : 5;
    }

    // ---- arrows: from a circle or pill, or little killers from outside the grid ----

    private void readArrows() throws VariantPuzzle.Refusal {
        for (Drawn arrow : arrows) {
            double[] tail = arrow.points.get(0);
            Cell start = cellOrNull(tail);
            if (start == null) {
                littleKiller(arrow);
                continue;
            }
            Mark circle = circleAround(tail);
            if (circle == null) {
                throw new VariantPuzzle.Refusal("found an arrow from " + start.name() + " without a circle or pill"
                        + " there");
            }
            named(SudokuPadRulesText.Named.ARROW, "an arrow from " + start.name());
            circle.used = true;
            List<Cell> pill = cellsUnder(circle);
            List<Cell> path = new ArrayList<>();
            path.add(start);
            for (int i = 1; i < arrow.points.size(); i++) {
                Cell cell = cellOrNull(arrow.points.get(i));
                if (cell == null || !extend(path, path.get(path.size() - 1), cell)) {
                    throw new VariantPuzzle.Refusal("found an arrow from " + start.name() + " that leaves the grid"
                            + " or turns off the rows, columns and diagonals");
                }
            }
            List<Cell> line = new ArrayList<>();
            for (Cell cell : path) {
                if (!pill.contains(cell) && !line.contains(cell)) {
                    line.add(cell);
                }
            }
            List<Cell> sortedPill = new ArrayList<>(pill);
            sortedPill.sort(java.util.Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col));
            puzzle.rule(rule(() -> Arrow.of(sortedPill, line)));
        }
    }

    /** The cell a point lies in (borders included), or null off the grid. */
    private Cell cellOrNull(double[] p) {
        int row = (int) Math.floor(p[0]);
        int col = (int) Math.floor(p[1]);
        return row < 0 || col < 0 || row >= size || col >= size ? null : new Cell(row, col);
    }

    /** The open circle or pill an arrow's tail lies in. */
    private Mark circleAround(double[] p) {
        for (Mark mark : marks) {
            if (mark.rounded && mark.open() && Math.abs(p[0] - mark.row) <= mark.height / 2 + NEAR
                    && Math.abs(p[1] - mark.col) <= mark.width / 2 + NEAR && Math.min(mark.width, mark.height) >= 0.5) {
                return mark;
            }
        }
        return null;
    }

    /** The cells whose centres a mark covers: one for a circle, two or three for a pill. */
    private List<Cell> cellsUnder(Mark mark) {
        List<Cell> cells = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                if (Math.abs(r + 0.5 - mark.row) <= mark.height / 2 && Math.abs(c + 0.5 - mark.col) <= mark.width / 2) {
                    cells.add(new Cell(r, c));
                }
            }
        }
        return cells;
    }

    /** An arrow outside the grid pointing along a diagonal, with its sum written beside it: a little killer. */
    private void littleKiller(Drawn arrow) throws VariantPuzzle.Refusal {
        double[] tail = arrow.points.get(0);
        double[] head = arrow.points.get(arrow.points.size() - 1);
        int dr = (int) Math.signum(Math.round((head[0] - tail[0]) * 100));
        int dc = (int) Math.signum(Math.round((head[1] - tail[1]) * 100));
        String where = "(" + tail[0] + ", " + tail[1] + ")";
        double rows = Math.abs(head[0] - tail[0]);
        double columns = Math.abs(head[1] - tail[1]);
        if (dr == 0 || dc == 0 || Math.min(rows, columns) < 0.5 * Math.max(rows, columns)) {
            throw new VariantPuzzle.Refusal("found an arrow outside the grid at " + where + " that points along no"
                    + " diagonal, which no rule of this reader explains");
        }
        named(SudokuPadRulesText.Named.LITTLE_KILLER, "an arrow outside the grid at " + where);
        int row = (int) Math.floor(head[0]);
        int col = (int) Math.floor(head[1]);
        for (int step = 0; step < 3 && (row < 0 || col < 0 || row >= size || col >= size); step++) {
            row += dr;
            col += dc;
        }
        List<Cell> cells = new ArrayList<>();
        while (row >= 0 && col >= 0 && row < size && col < size) {
            cells.add(new Cell(row, col));
            row += dr;
            col += dc;
        }
        if (cells.isEmpty()) {
            throw new VariantPuzzle.Refusal("found an arrow outside the grid at " + where + " whose diagonal"
                    + " misses the grid");
        }
        Mark clue = null;
        double best = Double.MAX_VALUE;
        for (Mark mark : marks) { // the clue stands behind the arrow: nearest to the line through it, backwards
            if (mark.used || mark.text.isEmpty() || cellOrNull(new double[] {mark.row, mark.col}) != null) {
                continue;
            }
            double vr = mark.row - tail[0];
            double vc = mark.col - tail[1];
            double along = -(vr * dr + vc * dc) / Math.sqrt(2);
            double across = Math.abs(vr * dc - vc * dr) / Math.sqrt(2);
            double score = across + 0.25 * Math.abs(along);
            if (along > -0.2 && along < 1.5 && across < 0.75 && score < best) {
                clue = mark;
                best = score;
            }
        }
        if (clue == null) {
            throw new VariantPuzzle.Refusal("found an arrow outside the grid at " + where + " with no sum behind it");
        }
        clue.used = true;
        if (!NUMBER.matcher(clue.text).matches()) {
            throw new VariantPuzzle.Refusal("found the little killer clue '" + clue.text + "' at " + where
                    + ", expected a sum");
        }
        int sum = (int) capped(clue.text);
        LittleKiller.Direction direction = dr < 0 ? (dc < 0 ? LittleKiller.Direction.UP_LEFT
                : LittleKiller.Direction.UP_RIGHT) : (dc < 0 ? LittleKiller.Direction.DOWN_LEFT
                : LittleKiller.Direction.DOWN_RIGHT);
        puzzle.rule(rule(() -> LittleKiller.of(sum, direction, cells)));
    }

    // ---- marks on edges (dots, X and V), on corners (quadruples), outside (sandwiches) and in cells ----

    private void edgeMarks() throws VariantPuzzle.Refusal {
        for (Mark mark : marks) {
            if (mark.used || !mark.shown()) {
                continue;
            }
            Cell[] pair = edgeCells(mark);
            if (pair == null) {
                continue;
            }
            String where = "between " + pair[0].name() + " and " + pair[1].name();
            String text = mark.text.toUpperCase(java.util.Locale.ROOT);
            Rule rule;
            if (text.equals("X") || text.equals("V")) {
                named(SudokuPadRulesText.Named.XV, "the " + text + " " + where);
                rule = rule(() -> text.equals("X") ? Dot.x(pair[0], pair[1]) : Dot.v(pair[0], pair[1]));
            } else if (mark.rounded && mark.width <= 0.5 && (text.isEmpty() || NUMBER.matcher(text).matches())) {
                boolean black = mark.filled() && mark.fill.lightness() < 0.4;
                boolean white = !mark.filled() || mark.fill.family() == SudokuPadColour.Family.WHITE;
                if (!black && !white) {
                    throw new VariantPuzzle.Refusal("found a " + mark.fill.family().word() + " dot " + where
                            + ", which no rule of this reader explains");
                }
                hasWhiteDot |= !black;
                named(black ? SudokuPadRulesText.Named.BLACK_DOT : SudokuPadRulesText.Named.WHITE_DOT, "the "
                        + (black ? "black" : "white") + " dot " + where);
                int value = text.isEmpty() ? 0 : (int) capped(text);
                rule = rule(() -> black ? (value == 0 ? Dot.black(pair[0], pair[1]) : Dot.ratio(pair[0], pair[1],
                        value)) : (value == 0 ? Dot.white(pair[0], pair[1]) : Dot.difference(pair[0], pair[1],
                        value)));
            } else {
                throw new VariantPuzzle.Refusal("found a mark" + (text.isEmpty() ? "" : " '" + mark.text + "'")
                        + " " + where + ", which no rule of this reader explains");
            }
            mark.used = true;
            puzzle.rule(rule);
        }
    }

    /** The two cells a mark on their shared side stands between, or null when it is not on one. */
    private Cell[] edgeCells(Mark mark) {
        boolean rowEdge = isWhole(mark.row) && isHalf(mark.col);
        boolean colEdge = isHalf(mark.row) && isWhole(mark.col);
        if (!rowEdge && !colEdge || mark.row < 0 || mark.col < 0 || mark.row > size || mark.col > size) {
            return null;
        }
        int r = (int) Math.round(mark.row - (rowEdge ? 0 : 0.5));
        int c = (int) Math.round(mark.col - (colEdge ? 0 : 0.5));
        int ar = rowEdge ? r - 1 : r;
        int ac = rowEdge ? c : c - 1;
        if (ar < 0 || ac < 0 || r >= size || c >= size) {
            return null; // on the grid's outer edge
        }
        return new Cell[] {new Cell(ar, ac), new Cell(r, c)};
    }

    private void cornerMarks() throws VariantPuzzle.Refusal {
        for (Mark mark : marks) {
            if (mark.used || !mark.shown() || !isWhole(mark.row) || !isWhole(mark.col) || mark.row <= 0
                    || mark.col <= 0 || mark.row >= size || mark.col >= size) {
                continue;
            }
            int r = (int) Math.round(mark.row);
            int c = (int) Math.round(mark.col);
            if (r <= 0 || c <= 0 || r >= size || c >= size) {
                continue;
            }
            List<Integer> digits = quadrupleDigits(mark.text);
            if (digits == null || digits.isEmpty() || !mark.rounded) {
                throw new VariantPuzzle.Refusal("found a mark" + (mark.text.isEmpty() ? "" : " '" + mark.text
                        + "'") + " on the corner of " + new Cell(r - 1, c - 1).name() + " and "
                        + new Cell(r, c).name() + ", which no rule of this reader explains");
            }
            named(SudokuPadRulesText.Named.QUADRUPLE, "the quadruple " + mark.text);
            List<Integer> clue = digits;
            mark.used = true;
            puzzle.rule(rule(() -> Quadruple.of(new Cell(r - 1, c - 1), clue)));
        }
    }

    /**
     * The digits of a quadruple's circle, or null when it holds anything else: numbers between blanks or commas; a
     * run of digits is one digit each on grids up to 9x9 ({@code 1256}), one number above.
     */
    private List<Integer> quadrupleDigits(String text) {
        List<Integer> digits = new ArrayList<>();
        for (String token : text.split("[\\s,]+")) {
            if (token.isEmpty()) {
                continue;
            }
            if (!token.chars().allMatch(Character::isDigit) || token.length() > 2) {
                return null;
            }
            if (size <= 9) {
                token.chars().forEach(ch -> digits.add(ch - '0'));
            } else {
                digits.add(Integer.parseInt(token));
            }
        }
        return digits;
    }

    /** Clues outside the grid that no arrow took: sandwich sums when the text names sandwiches. */
    private void outsideClues() throws VariantPuzzle.Refusal {
        for (Mark mark : marks) {
            if (mark.used || mark.text.isEmpty() || cellOrNull(new double[] {mark.row, mark.col}) != null) {
                continue;
            }
            boolean rowClue = mark.row > 0 && mark.row < size && (mark.col < 0 || mark.col > size);
            boolean columnClue = mark.col > 0 && mark.col < size && (mark.row < 0 || mark.row > size);
            String where = "the clue '" + mark.text + "' outside the grid at (" + mark.row + ", " + mark.col + ")";
            if (!rules.names(SudokuPadRulesText.Named.SANDWICH) || !rowClue && !columnClue
                    || !NUMBER.matcher(mark.text).matches()) {
                throw new VariantPuzzle.Refusal("found " + where + ", which no rule of this reader explains");
            }
            int sum = (int) capped(mark.text);
            int line = (int) Math.floor(rowClue ? mark.row : mark.col);
            named(SudokuPadRulesText.Named.SANDWICH, where);
            mark.used = true;
            puzzle.rule(rule(() -> rowClue ? Sandwich.row(line, sum) : Sandwich.column(line, sum)));
        }
    }

    /** What is left in cells: odd circles and even squares when the text names them; other shapes refused. */
    private void cellMarks() throws VariantPuzzle.Refusal {
        Map<String, List<Cell>> shadedByColour = new LinkedHashMap<>();
        for (Mark mark : marks) {
            if (mark.used || !mark.shown()) {
                continue;
            }
            Cell cell = cellOrNull(new double[] {mark.row, mark.col});
            boolean centred = cell != null && centredOn(mark, cell);
            if (!centred || mark.width > 1.05 || mark.height > 1.05) {
                if (!mark.text.isEmpty() && cell != null) {
                    throw new VariantPuzzle.Refusal("found the text '" + mark.text + "' at (" + mark.row + ", "
                            + mark.col + "), off a cell's centre, which no rule of this reader explains");
                }
                puzzle.cosmetic("drawing", 1);
                continue;
            }
            String where = cell.name();
            if (mark.filled() && mark.text.isEmpty() && mark.width >= 0.4 && mark.width < 0.95
                    && Math.abs(mark.width - mark.height) < 0.05) {
                boolean odd = mark.rounded;
                if (rules.names(odd ? SudokuPadRulesText.Named.ODD : SudokuPadRulesText.Named.EVEN)) {
                    named(odd ? SudokuPadRulesText.Named.ODD : SudokuPadRulesText.Named.EVEN, where);
                    mark.used = true;
                    puzzle.rule(odd ? CellMark.odd(cell) : CellMark.even(cell));
                    continue;
                }
            }
            if (mark.filled() && mark.text.isEmpty() && mark.width >= 0.95 && !mark.rounded) {
                if (rules.shadedRegions()) {
                    mark.used = true;
                    List<Cell> cells = shadedByColour.computeIfAbsent(String.valueOf(mark.fill), k -> new ArrayList<>());
                    if (!cells.contains(cell)) {
                        cells.add(cell);
                    }
                } else {
                    puzzle.cosmetic("cell colour", 1); // a shaded cell; other rules about shading are refused
                }
                continue;
            }
            throw new VariantPuzzle.Refusal("found " + (mark.rounded ? "a circle" : "a square")
                    + (mark.text.isEmpty() ? "" : " '" + mark.text + "'") + " in " + where
                    + ", which no rule of this reader explains");
        }
        for (List<Cell> shaded : shadedByColour.values()) {
            for (List<Cell> area : areas(shaded)) {
                if (area.size() > size) {
                    throw new VariantPuzzle.Refusal("found a shaded area of " + area.size() + " cells ("
                            + names(area) + "), more than the " + size + " digits an extra region can hold");
                }
                if (area.size() == 1) {
                    throw new VariantPuzzle.Refusal("found the shaded cell " + area.get(0).name() + " alone, which"
                            + " touches no other at a side: which cells make its region is not clear");
                }
                puzzle.rule(rule(() -> ExtraRegion.of(area)));
            }
        }
    }

    /** The cells split into areas whose cells touch at a side, each in the order the cells came. */
    private static List<List<Cell>> areas(List<Cell> cells) {
        List<List<Cell>> areas = new ArrayList<>();
        Set<Cell> left = new java.util.LinkedHashSet<>(cells);
        while (!left.isEmpty()) {
            List<Cell> area = new ArrayList<>();
            java.util.ArrayDeque<Cell> next = new java.util.ArrayDeque<>();
            Cell first = left.iterator().next();
            left.remove(first);
            next.add(first);
            while (!next.isEmpty()) {
                Cell cell = next.poll();
                area.add(cell);
                for (Cell other : new ArrayList<>(left)) {
                    if (Math.abs(other.row() - cell.row()) + Math.abs(other.col() - cell.col()) == 1) {
                        left.remove(other);
                        next.add(other);
                    }
                }
            }
            areas.add(area);
        }
        return areas;
    }

    private void globalRules() {
        if (rules.antiKnight() || isTrue(meta.get("antiknight"))) {
            puzzle.rule(GlobalRule.ANTI_KNIGHT);
        }
        if (rules.antiKing() || isTrue(meta.get("antiking"))) {
            puzzle.rule(GlobalRule.ANTI_KING);
        }
        if (rules.disjointGroups()) {
            puzzle.rule(GlobalRule.DISJOINT_GROUPS);
        }
        if (rules.nonConsecutive()) {
            // beside white dots the text means the pairs without one (kropki's negative constraint); else every pair
            puzzle.rule(hasWhiteDot ? GlobalRule.NEGATIVE_WHITE_DOTS : GlobalRule.NON_CONSECUTIVE);
        }
        if (rules.allWhiteDots()) {
            puzzle.rule(GlobalRule.NEGATIVE_WHITE_DOTS);
        }
        if (rules.allBlackDots()) {
            puzzle.rule(GlobalRule.NEGATIVE_BLACK_DOTS);
        }
        if (rules.allXv()) {
            puzzle.rule(GlobalRule.NEGATIVE_XV);
        }
    }

    /**
     * A whole number as written, capped at a billion: a clue that large is refused by the rule it stands for, which
     * quotes it, and no number of any length makes the reader fail.
     */
    private static long capped(String digits) {
        String text = digits.startsWith("-") ? digits.substring(1) : digits;
        long value = text.length() > 10 ? 1_000_000_000L : Math.min(1_000_000_000L, Long.parseLong(text));
        return digits.startsWith("-") ? -value : value;
    }

    private static boolean isTrue(String value) {
        return value != null && (value.equals("true") || value.equals("1"));
    }

    private void solution() throws VariantPuzzle.Refusal {
        String text = meta.get("solution");
        if (text == null || text.trim().isEmpty()) {
            return;
        }
        text = text.trim();
        if (text.length() != size * size) {
            throw new VariantPuzzle.Refusal("found a solution of " + text.length() + " characters in the metadata,"
                    + " expected " + size * size);
        }
        int[] digits = new int[size * size];
        for (int i = 0; i < digits.length; i++) {
            int digit = Character.digit(text.charAt(i), size + 1);
            if (digit < 1 || digit > size) {
                return; // a partial solution (SudokuPad writes '?' or '.' for a cell it does not check)
            }
            digits[i] = digit;
        }
        puzzle.solution(digits);
        solution = digits;
    }

    // ---- helpers ----

    /** Refuses an element whose kind the rules text does not name, when there is a rules text. */
    private void named(SudokuPadRulesText.Named kind, String what) throws VariantPuzzle.Refusal {
        drawn.add(kind);
        if (!rules.isEmpty() && !rules.names(kind)) {
            throw new VariantPuzzle.Refusal("found " + what + ", which the rules text names no rule for");
        }
    }

    private static boolean isWhole(double v) {
        return Math.abs(v - Math.rint(v)) < NEAR;
    }

    private static boolean isHalf(double v) {
        return Math.abs(v - Math.floor(v) - 0.5) < NEAR;
    }

    /** A rule made by a factory whose refusal becomes the reader's. */
    private interface RuleFactory<R extends Rule> {
        R make();
    }

    private static <R extends Rule> R rule(RuleFactory<R> factory) throws VariantPuzzle.Refusal {
        try {
            return factory.make();
        } catch (IllegalArgumentException e) {
            throw new VariantPuzzle.Refusal(e.getMessage());
        }
    }

    private List<Cell> cells(Object value, String what) throws VariantPuzzle.Refusal {
        List<Cell> cells = new ArrayList<>();
        Set<Cell> seen = new HashSet<>();
        for (Object item : list(value, "the cells of " + what)) {
            List<?> pair = list(item, "a cell of " + what);
            if (pair.size() != 2) {
                throw new VariantPuzzle.Refusal("found a cell of " + what + " that is not [row, column]");
            }
            double r = number(pair.get(0), Double.NaN);
            double k = number(pair.get(1), Double.NaN);
            if (r != Math.rint(r) || k != Math.rint(k)) { // NaN too
                throw new VariantPuzzle.Refusal("found the cell [" + pair.get(0) + ", " + pair.get(1) + "] of " + what
                        + ", expected whole numbers");
            }
            long row = (long) Math.max(-2, Math.min(r, 1000));
            long col = (long) Math.max(-2, Math.min(k, 1000));
            Cell cell = puzzle.cell((int) Math.max(-1, Math.min(row + 1, 1000)), (int) Math.max(-1,
                    Math.min(col + 1, 1000)), "r" + (row + 1) + "c" + (col + 1) + " of " + what);
            if (seen.add(cell)) {
                cells.add(cell);
            }
        }
        return cells;
    }

    private static String names(List<Cell> cells) {
        StringBuilder out = new StringBuilder();
        for (Cell cell : cells) {
            out.append(out.length() == 0 ? "" : " ").append(cell.name());
        }
        return out.toString();
    }

    private static double[] point(Object value, String what) throws VariantPuzzle.Refusal {
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
    private static SudokuPadColour colour(Object value) throws VariantPuzzle.Refusal {
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
    private static boolean flag(Object value, String key) throws VariantPuzzle.Refusal {
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

    private static double number(Object value, double otherwise) {
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

    private static List<?> list(Object value, String what) throws VariantPuzzle.Refusal {
        if (!(value instanceof List<?> list)) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not a list");
        }
        return list;
    }

    private static List<?> optionalList(Object value, String what) throws VariantPuzzle.Refusal {
        return value == null ? List.of() : list(value, "the SudokuPad '" + what + "'");
    }

    private static Map<?, ?> map(Object value, String what) throws VariantPuzzle.Refusal {
        if (!(value instanceof Map<?, ?> map)) {
            throw new VariantPuzzle.Refusal("found " + what + " that is not an object");
        }
        return map;
    }
}
