package io.github.sudokusolver.format;

import static io.github.sudokusolver.format.SudokuPadDrawing.cellAt;
import static io.github.sudokusolver.format.SudokuPadDrawing.centredOn;
import static io.github.sudokusolver.format.SudokuPadDrawing.extend;
import static io.github.sudokusolver.format.SudokuPadDrawing.names;
import static io.github.sudokusolver.format.SudokuPadDrawing.near;
import static io.github.sudokusolver.format.SudokuPadDrawing.reversed;
import static io.github.sudokusolver.format.SudokuPadDrawing.rule;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.format.SudokuPadDrawing.Drawn;
import io.github.sudokusolver.format.SudokuPadDrawing.Mark;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lines of a SudokuPad drawing read as rules, one job of {@link SudokuPadText}: diagonals from corner to corner,
 * thermometers (slow ones where the text names them) by their bulbs (and their branches), lockout lines by their end
 * diamonds, between lines (double arrows where the text names them) by their end circles, arrows drawn as plain lines
 * from a circle (their heads as strokes), and every other line by its colour and the rules text, lines of one style
 * that meet joined into one, loops read as the open lines that say the same, and where the text leaves a kind open,
 * the one reading the puzzle's solution keeps.
 */
final class SudokuPadLines {

    private final SudokuPadText reading;
    private final int size;
    private final VariantPuzzle puzzle;
    private final SudokuPadRulesText rules;
    private final List<Mark> marks;
    private final List<Drawn> lines;
    /** The solution the metadata carries, row-major, or null: it may choose between readings. */
    private final int[] solution;
    private final List<Line> thermometers = new ArrayList<>();

    SudokuPadLines(SudokuPadText reading) {
        this.reading = reading;
        this.size = reading.size;
        this.puzzle = reading.puzzle;
        this.rules = reading.rules;
        this.marks = reading.marks;
        this.lines = reading.lines;
        this.solution = reading.solution;
    }

    /** Reads every line of the drawing into the puzzle. */
    void read() throws VariantPuzzle.Refusal {
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
                reading.named(slowThermometers() ? SudokuPadRulesText.Named.SLOW_THERMOMETER
                        : SudokuPadRulesText.Named.THERMOMETER, line.describe(cells) + " with a bulb");
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
                reading.named(SudokuPadRulesText.Named.DIAGONAL, "a diagonal line through " + names(cells));
                puzzle.diagonal(diagonal > 0);
                continue;
            }
            Mark startDiamond = diamondAt(cells.get(0));
            Mark endDiamond = cells.size() > 1 ? diamondAt(cells.get(cells.size() - 1)) : null;
            if (startDiamond != null && endDiamond != null
                    && (rules.isEmpty() || rules.names(SudokuPadRulesText.Named.LOCKOUT))) {
                reading.named(SudokuPadRulesText.Named.LOCKOUT, line.describe(cells) + " with diamonds at both ends");
                startDiamond.used = true;
                endDiamond.used = true;
                int stated = rules.lockoutDifference();
                int difference = stated == 0 ? Line.lockoutDifference(size) : stated;
                if (difference < 0) {
                    throw new VariantPuzzle.Refusal("found lockout lines whose rules text states several"
                            + " differences, and no way to tell which line has which");
                }
                puzzle.rule(rule(() -> Line.lockout(cells, difference)));
                continue;
            }
            Mark first = openCircleAt(cells.get(0));
            Mark last = cells.size() > 1 ? openCircleAt(cells.get(cells.size() - 1)) : null;
            boolean doubleArrows = rules.names(SudokuPadRulesText.Named.DOUBLE_ARROW);
            if (first != null && last != null && (rules.isEmpty() || doubleArrows
                    || rules.names(SudokuPadRulesText.Named.BETWEEN))) {
                if (doubleArrows && rules.names(SudokuPadRulesText.Named.BETWEEN)) {
                    throw new VariantPuzzle.Refusal("found " + line.describe(cells) + " with circles at both ends,"
                            + " and a rules text that names between lines and double arrows, drawn alike");
                }
                SudokuPadRulesText.Named kind = doubleArrows ? SudokuPadRulesText.Named.DOUBLE_ARROW
                        : SudokuPadRulesText.Named.BETWEEN;
                reading.named(kind, line.describe(cells) + " with circles at both ends");
                first.used = true;
                last.used = true;
                puzzle.rule(rule(() -> Line.of(doubleArrows ? Line.Kind.DOUBLE_ARROW : Line.Kind.BETWEEN, cells)));
            } else if ((first != null || last != null) && line.thickness <= 6 && cells.size() > 1) {
                reading.named(SudokuPadRulesText.Named.ARROW, line.describe(cells) + " from a circle");
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
        reading.named(SudokuPadRulesText.Named.DIAGONAL, "a diagonal line from corner to corner");
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

    /** The cells a line runs through, centre to centre along rows, columns and diagonals; null if it does not. */
    private List<Cell> pathOf(Drawn line) throws VariantPuzzle.Refusal {
        List<Cell> cells = new ArrayList<>();
        for (double[] p : line.points) {
            Cell cell = cellAt(p, size);
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

    /** A diamond (a square turned by 45 degrees) at a cell's centre: a lockout line's end. */
    private Mark diamondAt(Cell cell) {
        for (Mark mark : marks) {
            if (!mark.used && mark.diamond() && mark.width >= 0.3 && mark.width <= 1.05 && mark.height <= 1.05
                    && centredOn(mark, cell) && mark.shown()) {
                return mark;
            }
        }
        return null;
    }

    /**
     * Whether the bulbs are slow thermometers': the text names them and no plain thermometer; refused when it names
     * both, which SudokuPad draws alike.
     */
    private boolean slowThermometers() throws VariantPuzzle.Refusal {
        boolean slow = rules.names(SudokuPadRulesText.Named.SLOW_THERMOMETER);
        if (slow && rules.names(SudokuPadRulesText.Named.THERMOMETER)) {
            throw new VariantPuzzle.Refusal("found a thermometer's bulb, and a rules text that names thermometers and"
                    + " slow thermometers, drawn alike");
        }
        return slow;
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

    private boolean onThermometer(Cell cell) {
        for (Line thermo : thermometers) {
            if (thermo.cells().contains(cell)) {
                return true;
            }
        }
        return false;
    }

    private void thermometer(List<Cell> cells) throws VariantPuzzle.Refusal {
        boolean slow = slowThermometers();
        Line thermo = rule(() -> slow ? Line.of(Line.Kind.SLOW_THERMOMETER, cells) : Line.thermometer(cells));
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
        kinds.forEach(kind -> reading.drawn.add(namedOf(kind))); // the text named them as what these lines may be
        return kept.get(0);
    }

    private static SudokuPadRulesText.Named namedOf(Line.Kind kind) {
        return SudokuPadRulesText.Named.valueOf(kind.name()); // every line kind is named as the text names it
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
                        : line(kind, cells));
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
        reading.named(namedOf(kind), style.describe(cells));
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
        puzzle.rule(rule(() -> line(kind, cells)));
    }

    /** A line of a kind without a difference: a modular line takes the modulus its sentence states, else 3. */
    private Line line(Line.Kind kind, List<Cell> cells) {
        if (kind != Line.Kind.MODULAR) {
            return Line.of(kind, cells);
        }
        int modulus = rules.modulus();
        if (modulus < 0) {
            throw new IllegalArgumentException("the rules text states modular lines of several moduli, and no line"
                    + " says which is its");
        }
        return Line.modular(cells, modulus);
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
                    if (reading.regionAt(loop.get(i)) != reading.regionAt(loop.get((i + n - 1) % n))) {
                        start = i;
                        break;
                    }
                }
                List<Cell> opened = new ArrayList<>(loop.subList(start, n));
                opened.addAll(loop.subList(0, start));
                puzzle.rule(rule(() -> Line.of(kind, opened)));
            }
            case ENTROPIC, MODULAR -> {
                puzzle.rule(rule(() -> line(kind, loop)));
                puzzle.rule(rule(() -> line(kind, List.of(loop.get(n - 2), loop.get(n - 1), loop.get(0)))));
                puzzle.rule(rule(() -> line(kind, List.of(loop.get(n - 1), loop.get(0), loop.get(1)))));
            }
            case PARITY -> {
                puzzle.rule(rule(() -> Line.of(kind, loop)));
                puzzle.rule(rule(() -> Line.of(kind, List.of(loop.get(n - 1), loop.get(0)))));
            }
            default -> throw new VariantPuzzle.Refusal("found a closed " + kind.word() + " through " + names(loop)
                    + ", which has no meaning as a loop");
        }
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
}
