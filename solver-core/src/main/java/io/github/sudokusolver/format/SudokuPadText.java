package io.github.sudokusolver.format;

import static io.github.sudokusolver.format.SudokuPadDrawing.NEAR;
import static io.github.sudokusolver.format.SudokuPadDrawing.NUMBER;
import static io.github.sudokusolver.format.SudokuPadDrawing.capped;
import static io.github.sudokusolver.format.SudokuPadDrawing.cellOrNull;
import static io.github.sudokusolver.format.SudokuPadDrawing.centredOn;
import static io.github.sudokusolver.format.SudokuPadDrawing.extend;
import static io.github.sudokusolver.format.SudokuPadDrawing.flag;
import static io.github.sudokusolver.format.SudokuPadDrawing.isHalf;
import static io.github.sudokusolver.format.SudokuPadDrawing.isWhole;
import static io.github.sudokusolver.format.SudokuPadDrawing.list;
import static io.github.sudokusolver.format.SudokuPadDrawing.map;
import static io.github.sudokusolver.format.SudokuPadDrawing.names;
import static io.github.sudokusolver.format.SudokuPadDrawing.number;
import static io.github.sudokusolver.format.SudokuPadDrawing.optionalList;
import static io.github.sudokusolver.format.SudokuPadDrawing.rule;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.format.SudokuPadDrawing.Drawn;
import io.github.sudokusolver.format.SudokuPadDrawing.Mark;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.ZippedJson;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.OutsideClue;
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
 *
 * <p>This class reads the grid, the metadata, the regions, the cages, the arrows and the marks, and holds what the
 * reading shares; the lines are {@link SudokuPadLines}' job, and the elements' shapes and values
 * {@link SudokuPadDrawing}'s.
 */
final class SudokuPadText {

    /** The most elements a puzzle may draw, a cell: far more than any puzzle draws, and a bound on the work. */
    static final int MAX_ELEMENTS_PER_CELL = 24;
    /** Top-level keys that carry no rule. */
    private static final Set<String> INERT = Set.of("id", "cellSize", "videos", "settings", "puzzleId", "metadata",
            "cells", "regions", "cages", "lines", "overlays", "underlays", "arrows", "title", "author", "rules",
            "solution");
    /** Top-level keys of SudokuPad's fog and its triggers: a way of showing the puzzle, not a rule. */
    private static final Set<String> FOG = Set.of("foglight", "fogofwar", "triggers", "triggereffect", "fog");
    private static final Pattern META_CAGE = Pattern.compile("(?s)^([^: ]+):\\s*(.*)");
    final int size;
    final VariantPuzzle puzzle;
    final List<Mark> marks = new ArrayList<>();
    final List<Drawn> lines = new ArrayList<>();
    private final List<Drawn> arrows = new ArrayList<>();
    private final Map<String, String> meta = new LinkedHashMap<>();
    SudokuPadRulesText rules;
    /** The puzzle's own regions, cell by cell, when they are not the default boxes; else null. */
    private int[] regionOfCell;
    private boolean noRegions;
    private boolean hasWhiteDot;
    /** The solution the metadata carries, row-major, or null: it may choose between readings, never add to one. */
    int[] solution;
    /** The kinds the drawing showed, to hold against the kinds the text names. */
    final Set<SudokuPadRulesText.Named> drawn = java.util.EnumSet.noneOf(SudokuPadRulesText.Named.class);
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
        new SudokuPadLines(this).read();
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

    /** The region of a cell: the puzzle's own regions, else the default boxes of the size, else its row. */
    int regionAt(Cell cell) {
        if (regionOfCell != null) {
            return regionOfCell[cell.row() * size + cell.col()];
        }
        int[] boxes = VariantPuzzle.boxesOf(size);
        return boxes[0] == 1 || noRegions ? cell.row() : cell.row() / boxes[0] * boxes[0] + cell.col() / boxes[1];
    }

    // ---- arrows: from a circle or pill, or little killers from outside the grid ----

    private void readArrows() throws VariantPuzzle.Refusal {
        for (Drawn arrow : arrows) {
            double[] tail = arrow.points.get(0);
            Cell start = cellOrNull(tail, size);
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
                Cell cell = cellOrNull(arrow.points.get(i), size);
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
            if (mark.used || mark.text.isEmpty() || cellOrNull(new double[] {mark.row, mark.col}, size) != null) {
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

    /**
     * Clues outside the grid that no arrow took: sandwich sums, x-sums, skyscrapers or numbered rooms, as the rules
     * text names one of them (its side from where it stands; a sandwich reads alike from both).
     */
    private void outsideClues() throws VariantPuzzle.Refusal {
        List<SudokuPadRulesText.Named> kinds = new ArrayList<>();
        for (SudokuPadRulesText.Named kind : OUTSIDE_CLUES) {
            if (rules.names(kind)) {
                kinds.add(kind);
            }
        }
        for (Mark mark : marks) {
            if (mark.used || mark.text.isEmpty() || cellOrNull(new double[] {mark.row, mark.col}, size) != null) {
                continue;
            }
            boolean rowClue = mark.row > 0 && mark.row < size && (mark.col < 0 || mark.col > size);
            boolean columnClue = mark.col > 0 && mark.col < size && (mark.row < 0 || mark.row > size);
            String where = "the clue '" + mark.text + "' outside the grid at (" + mark.row + ", " + mark.col + ")";
            if (kinds.isEmpty() || !rowClue && !columnClue || !NUMBER.matcher(mark.text).matches()) {
                throw new VariantPuzzle.Refusal("found " + where + ", which no rule of this reader explains");
            }
            if (kinds.size() > 1) {
                throw new VariantPuzzle.Refusal("found " + where + ", which the rules text does not tell apart among "
                        + kinds.stream().map(k -> k.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                                .collect(java.util.stream.Collectors.joining(", ")));
            }
            int value = (int) capped(mark.text);
            int line = (int) Math.floor(rowClue ? mark.row : mark.col);
            SudokuPadRulesText.Named kind = kinds.get(0);
            named(kind, where);
            mark.used = true;
            if (kind == SudokuPadRulesText.Named.SANDWICH) {
                puzzle.rule(rule(() -> rowClue ? Sandwich.row(line, value) : Sandwich.column(line, value)));
                continue;
            }
            OutsideClue.Side side = rowClue ? (mark.col < 0 ? OutsideClue.Side.LEFT : OutsideClue.Side.RIGHT)
                    : mark.row < 0 ? OutsideClue.Side.TOP : OutsideClue.Side.BOTTOM;
            OutsideClue.Kind clueKind = kind == SudokuPadRulesText.Named.X_SUM ? OutsideClue.Kind.X_SUM
                    : kind == SudokuPadRulesText.Named.SKYSCRAPER ? OutsideClue.Kind.SKYSCRAPER
                    : OutsideClue.Kind.NUMBERED_ROOM;
            puzzle.rule(rule(() -> OutsideClue.of(clueKind, side, line, value)));
        }
    }

    /** The rules whose clues stand outside the grid beside a row or column, drawn alike: numbers. */
    private static final List<SudokuPadRulesText.Named> OUTSIDE_CLUES = List.of(SudokuPadRulesText.Named.SANDWICH,
            SudokuPadRulesText.Named.X_SUM, SudokuPadRulesText.Named.SKYSCRAPER,
            SudokuPadRulesText.Named.NUMBERED_ROOM);

    /**
     * What is left in cells: odd circles and even squares when the text names them, the open circles as one set of
     * counting circles when the text names those; other shapes refused.
     */
    private void cellMarks() throws VariantPuzzle.Refusal {
        Map<String, List<Cell>> shadedByColour = new LinkedHashMap<>();
        List<Cell> circles = new ArrayList<>();
        for (Mark mark : marks) {
            if (mark.used || !mark.shown()) {
                continue;
            }
            Cell cell = cellOrNull(new double[] {mark.row, mark.col}, size);
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
            if (mark.rounded && mark.text.isEmpty() && mark.width >= 0.4 && Math.abs(mark.width - mark.height) < 0.05
                    && rules.names(SudokuPadRulesText.Named.COUNTING_CIRCLES)) {
                named(SudokuPadRulesText.Named.COUNTING_CIRCLES, where);
                mark.used = true;
                if (!circles.contains(cell)) {
                    circles.add(cell);
                }
                continue;
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
        if (!circles.isEmpty()) {
            puzzle.rule(rule(() -> CountingCircles.of(circles)));
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
    void named(SudokuPadRulesText.Named kind, String what) throws VariantPuzzle.Refusal {
        drawn.add(kind);
        if (!rules.isEmpty() && !rules.names(kind)) {
            throw new VariantPuzzle.Refusal("found " + what + ", which the rules text names no rule for");
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

}
