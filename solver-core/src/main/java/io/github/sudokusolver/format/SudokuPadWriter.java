package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.LzString;
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
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@link BoardFormat#SUDOKUPAD}: a board as a SudokuPad link in SudokuPad's own format, drawn in the styles
 * {@link SudokuPadText} reads (Sudoku Maker's defaults) with a rules text that names each kind, so that it opens in
 * SudokuPad as a player expects and reads back equal. A rule SudokuPad's drawing cannot carry, or this reader not
 * read back, is refused with an IllegalArgumentException that names it.
 */
final class SudokuPadWriter {

    /** The address a link starts with; the compressed zipped JSON follows. */
    static final String LINK = "https://sudokupad.app/scl";

    private static final String GREY = "#CCCCCCFF";
    private static final String LINE_GREY = "#AAAAAAFF";
    /** Parity and modular lines: no setter's tool has a default, so a red and a black its sentences name. */
    private static final String PARITY_RED = "#E0403FFF";
    private static final String MODULAR_BLACK = "#303030FF";
    /** Nabner lines: Rangsk's f-puzzles extension's olive yellow, named in their sentence. */
    private static final String NABNER_YELLOW = "#C9C883FF";
    /** Lockout lines: the Interactive Sudoku Solver's lavender, told by their end diamonds. */
    private static final String LOCKOUT_LAVENDER = "#C8C8FFFF";

    private final Board board;
    private final int n;
    private final List<Object> lines = new ArrayList<>();
    private final List<Object> arrows = new ArrayList<>();
    private final List<Object> overlays = new ArrayList<>();
    private final List<Object> underlays = new ArrayList<>();
    private final List<Object> cages = new ArrayList<>();
    /** The rules text, one sentence a kind, in the order the kinds first come. */
    private final Set<String> sentences = new LinkedHashSet<>();
    private final Map<String, Object> metadata = new LinkedHashMap<>();
    private int whisperDifference;
    private int lockoutDifference;
    /** The cells of each coloured line drawn so far, by colour, and the thickness each was drawn with. */
    private final Map<String, List<Map.Entry<Set<Cell>, Double>>> drawnByColour = new LinkedHashMap<>();

    private SudokuPadWriter(Board board) {
        this.board = board;
        this.n = board.layout().size();
    }

    static String link(Board board) {
        return LINK + LzString.compressToBase64(ZippedJson.write(new SudokuPadWriter(board).json()));
    }

    private Map<String, Object> json() {
        Layout layout = board.layout();
        if (layout.rows() != n || layout.columns() != n || n < 4 || n > 16) {
            throw new IllegalArgumentException("SUDOKUPAD writes square grids of 4x4 to 16x16; this board's layout"
                    + " is " + layout + ": write it as RULES");
        }
        sentences.add("Normal sudoku rules apply: place the digits 1-" + n + " once each in every row, column and"
                + " region.");
        List<Object> regions = regions(layout);
        refuseWhatReadsBackOtherwise(layout.rules(), layout.size());
        for (Rule rule : layout.rules()) {
            add(rule);
        }
        List<Object> cells = new ArrayList<>();
        for (int row = 0; row < n; row++) {
            List<Object> cellRow = new ArrayList<>();
            for (int col = 0; col < n; col++) {
                int digit = board.get(row, col);
                cellRow.add(digit == 0 ? Map.of() : Map.of("value", (long) digit));
            }
            cells.add(cellRow);
        }
        metadata.put("rules", String.join("\n", sentences));
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("metadata", metadata);
        json.put("cellSize", 50L);
        json.put("cells", cells);
        json.put("regions", regions);
        json.put("cages", cages);
        json.put("lines", lines);
        json.put("arrows", arrows);
        json.put("overlays", overlays);
        json.put("underlays", underlays);
        return json;
    }

    /** The layout's pieces (boxes or jigsaw regions); its diagonals as lines from corner to corner. */
    private List<Object> regions(Layout layout) {
        List<List<Cell>> all = layout.regions();
        List<Object> pieces = new ArrayList<>();
        List<Cell> main = new ArrayList<>();
        List<Cell> anti = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            main.add(new Cell(i, i));
            anti.add(new Cell(i, n - 1 - i));
        }
        boolean[] taken = new boolean[n * n];
        for (List<Cell> region : all.subList(2 * n, all.size())) {
            boolean free = pieces.size() < n && region.stream().noneMatch(c -> taken[c.row() * n + c.col()]);
            if (free) {
                region.forEach(c -> taken[c.row() * n + c.col()] = true);
                pieces.add(points(region));
                continue;
            }
            List<Cell> sorted = new ArrayList<>(region);
            sorted.sort((a, b) -> a.row() != b.row() ? a.row() - b.row() : a.col() - b.col());
            if (sorted.equals(main) || sorted.equals(anti)) {
                boolean isMain = sorted.equals(main);
                lines.add(line(List.of(point(0, isMain ? 0 : n), point(n, isMain ? n : 0)), "#34BBE6FF", 2));
                sentences.add("Diagonals: digits do not repeat on a marked diagonal.");
                continue;
            }
            throw new IllegalArgumentException("SUDOKUPAD cannot write the " + layout + " grid: its extra regions"
                    + " (windows) are not read back from a SudokuPad drawing (write the board as RULES)");
        }
        return pieces.size() == n ? pieces : List.of();
    }

    /**
     * Refuses, by name, the combinations whose drawing reads back as another board: kinds drawn alike together (renban
     * beside zipper lines and nabner beside entropic lines, one colour family each to the reader; thermometers beside
     * slow thermometers, between lines beside double arrows, which the rules text alone tells apart), a between line
     * or a double arrow that ends on a thermometer's bulb (its end circle is taken for the bulb) or on an arrow's
     * circle (taken for its own), and two clues outside the grid on one spot.
     */
    private static void refuseWhatReadsBackOtherwise(List<Rule> rules, int n) {
        Map<Line.Kind, Line> lastOfKind = new java.util.EnumMap<>(Line.Kind.class);
        Set<Cell> bulbs = new java.util.HashSet<>();
        Set<Cell> circles = new java.util.HashSet<>();
        Map<String, Rule> clueSpots = new LinkedHashMap<>();
        String outsideKind = null;
        for (Rule rule : rules) {
            if (rule instanceof Line line) {
                lastOfKind.put(line.kind(), line);
                if (line.kind() == Line.Kind.THERMOMETER || line.kind() == Line.Kind.SLOW_THERMOMETER) {
                    bulbs.add(line.cells().get(0));
                }
            }
            if (rule instanceof Arrow arrow) {
                for (Cell circle : arrow.circle()) {
                    if (!circles.add(circle)) {
                        throw new IllegalArgumentException("SUDOKUPAD cannot write " + rule + ": its circle on "
                                + circle.name() + " would be drawn over another arrow's (write the board as RULES)");
                    }
                }
            }
            String spot = rule instanceof LittleKiller killer ? killer.clueRow() + "," + killer.clueColumn()
                    : rule instanceof Sandwich sandwich ? (sandwich.isRow() ? sandwich.index() + ",-1"
                    : "-1," + sandwich.index()) : rule instanceof OutsideClue clue ? clueRow(clue, n) + ","
                    + clueColumn(clue, n) : null;
            if (rule instanceof Sandwich || rule instanceof OutsideClue) {
                String kind = rule instanceof OutsideClue clue ? clue.kind().word() : "sandwich";
                if (outsideKind != null && !outsideKind.equals(kind)) {
                    throw new IllegalArgumentException("SUDOKUPAD cannot write " + rule + " beside a " + outsideKind
                            + ": both are numbers outside the grid, which the reader tells apart only when the rules"
                            + " text names one kind (write the board as RULES)");
                }
                outsideKind = kind;
            }
            Rule before = spot == null ? null : clueSpots.putIfAbsent(spot, rule);
            if (before != null) {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + rule + " beside " + before + ": their"
                        + " clues would stand on one spot outside the grid (write the board as RULES)");
            }
        }
        // kinds drawn alike, which the reader tells apart by the rules text only when one of them is there
        Line.Kind[][] alike = {{Line.Kind.RENBAN, Line.Kind.ZIPPER}, {Line.Kind.NABNER, Line.Kind.ENTROPIC},
            {Line.Kind.THERMOMETER, Line.Kind.SLOW_THERMOMETER}, {Line.Kind.BETWEEN, Line.Kind.DOUBLE_ARROW}};
        for (Line.Kind[] pair : alike) {
            Line one = lastOfKind.get(pair[0]);
            Line other = lastOfKind.get(pair[1]);
            if (one != null && other != null) {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + one + " beside " + other + ": the"
                        + " reader does not tell their drawings apart (write the board as RULES)");
            }
        }
        for (Rule rule : rules) {
            if (!(rule instanceof Line line)
                    || line.kind() != Line.Kind.BETWEEN && line.kind() != Line.Kind.DOUBLE_ARROW) {
                continue;
            }
            Cell first = line.cells().get(0);
            Cell last = line.cells().get(line.cells().size() - 1);
            if (bulbs.contains(first) || bulbs.contains(last)) {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + line + ": it ends on a thermometer's"
                        + " bulb, which the reader takes its circle for (write the board as RULES)");
            }
            if (circles.contains(first) || circles.contains(last)) {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + line + ": it ends on an arrow's"
                        + " circle, which the reader takes for its own (write the board as RULES)");
            }
        }
    }

    /** Writes one rule: SudokuPad's part of a kind, an exhaustive switch over {@link RuleKind} (docs/architecture.md). */
    private void add(Rule rule) {
        Runnable write = switch (RuleKind.of(rule)) {
            case THERMOMETER, GERMAN_WHISPER, WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, ZIPPER_LINE,
                    ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW,
                    LOCKOUT_LINE -> () -> line((Line) rule);
            case ARROW -> () -> arrow((Arrow) rule);
            case KILLER_CAGE -> () -> cage((Cage) rule);
            case KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY -> () -> dot((Dot) rule);
            case ODD_EVEN -> () -> oddEven((CellMark) rule);
            case LITTLE_KILLER -> () -> littleKiller((LittleKiller) rule);
            case SANDWICH -> () -> sandwich((Sandwich) rule);
            case X_SUM, SKYSCRAPER, NUMBERED_ROOM -> () -> outsideClue((OutsideClue) rule);
            case QUADRUPLE -> () -> quadruple((Quadruple) rule);
            case EXTRA_REGION -> () -> {
                Map<String, Object> json = new LinkedHashMap<>();
                json.put("cells", points(((ExtraRegion) rule).cells()));
                json.put("unique", true);
                json.put("hidden", true);
                cages.add(json);
            };
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS,
                    NEGATIVE_XV -> () -> global((GlobalRule) rule);
            case MINIMUM_MAXIMUM, CLONE, GIVEN_CANDIDATES, RELATION, INDEXER, COUNTING_CIRCLES, AUTOMATON,
                    MAGIC_SQUARE -> () -> {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + rule + ": this reader does not read its"
                        + " SudokuPad drawing back (write the board as RULES)");
            };
        };
        write.run();
    }

    private void cage(Cage cage) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("cells", points(cage.cells()));
        if (cage.hasSum()) {
            json.put("value", (long) cage.sum());
        }
        json.put("unique", true);
        cages.add(json);
        sentences.add("Killer cages: digits in a cage do not repeat and add up to its sum, where one is given.");
    }

    private void oddEven(CellMark mark) {
        boolean odd = mark.kind() == CellMark.Kind.ODD;
        underlays.add(mark(center(mark.cell()), 0.7, odd, GREY, null, null));
        sentences.add(odd ? "Odd cells: a digit in a grey circle is odd." : "Even cells: a digit in a grey square is"
                + " even.");
    }

    private void sandwich(Sandwich sandwich) {
        double[] at = sandwich.isRow() ? new double[] {sandwich.index() + 0.5, -0.5}
                : new double[] {-0.5, sandwich.index() + 0.5};
        overlays.add(text(at, String.valueOf(sandwich.sum())));
        sentences.add("Sandwiches: a clue outside the grid gives the sum of the digits between the 1 and the " + n
                + " in its row or column.");
    }

    private void outsideClue(OutsideClue clue) {
        overlays.add(text(new double[] {clueRow(clue, n) + 0.5, clueColumn(clue, n) + 0.5},
                String.valueOf(clue.value())));
        sentences.add(switch (clue.kind()) {
            case X_SUM -> "X-sums: a clue outside the grid gives the sum of the first X digits from its side, X being"
                    + " the first of them.";
            case SKYSCRAPER -> "Skyscrapers: a clue outside the grid counts the digits seen from its side, a larger"
                    + " digit hiding every smaller one behind it.";
            case NUMBERED_ROOM -> "Numbered rooms: a clue outside the grid is the X-th digit from its side, X being"
                    + " the first of them.";
        });
    }

    /** The row of an outside clue's spot, -1 above the grid and n below it. */
    private static int clueRow(OutsideClue clue, int n) {
        return switch (clue.side()) {
            case TOP -> -1;
            case BOTTOM -> n;
            default -> clue.index();
        };
    }

    /** The column of an outside clue's spot, -1 left of the grid and n right of it. */
    private static int clueColumn(OutsideClue clue, int n) {
        return switch (clue.side()) {
            case LEFT -> -1;
            case RIGHT -> n;
            default -> clue.index();
        };
    }

    private void quadruple(Quadruple quad) {
        StringBuilder digits = new StringBuilder();
        quad.digits().forEach(d -> digits.append(digits.length() == 0 ? "" : " ").append(d));
        Map<String, Object> circle = mark(point(quad.corner().row() + 1, quad.corner().col() + 1), 0.7, true,
                "#FFFFFFFF", "#000000FF", digits.toString());
        overlays.add(circle);
        sentences.add("Quadruples: the digits in a circle on a corner appear in the four cells around it.");
    }

    private void line(Line line) {
        List<Cell> cells = line.cells();
        List<Object> points = new ArrayList<>();
        cells.forEach(c -> points.add(center(c)));
        switch (line.kind()) {
            case THERMOMETER -> {
                lines.add(line(points, GREY, 19));
                underlays.add(mark(center(cells.get(0)), 0.8, true, GREY, null, null));
                sentences.add("Thermometers: digits increase from the bulb end.");
            }
            case SLOW_THERMOMETER -> {
                lines.add(line(points, GREY, 19));
                underlays.add(mark(center(cells.get(0)), 0.8, true, GREY, null, null));
                sentences.add("Slow thermometers: digits never decrease from the bulb end.");
                sentences.add("Digits on a slow thermometer may repeat where the other rules allow.");
            }
            case DOUBLE_ARROW -> {
                lines.add(line(points, LINE_GREY, 3));
                overlays.add(mark(center(cells.get(0)), 0.8, true, "#FFFFFFFF", LINE_GREY, null));
                overlays.add(mark(center(cells.get(cells.size() - 1)), 0.8, true, "#FFFFFFFF", LINE_GREY, null));
                sentences.add("Double arrows: the digits on a line add up to the sum of the digits in the circles at"
                        + " both of its ends.");
            }
            case LOCKOUT -> {
                lockoutDifference = oneDifference(lockoutDifference, line, "lockout lines");
                lines.add(line(points, LOCKOUT_LAVENDER, 3));
                for (Cell end : List.of(cells.get(0), cells.get(cells.size() - 1))) {
                    Map<String, Object> diamond = mark(center(end), 0.6, false, "#FFFFFFFF", LOCKOUT_LAVENDER, null);
                    diamond.put("angle", 45);
                    overlays.add(diamond);
                }
                sentences.add("Lockout lines: the digits in the diamonds at the ends of a line differ by at least "
                        + line.value() + ", and no digit on the line lies between them or equals either.");
            }
            case NABNER -> {
                lines.add(colouredLine(cells, points, NABNER_YELLOW, 10));
                sentences.add("Nabner lines: no two digits on a yellow line are equal or consecutive.");
            }
            case BETWEEN -> {
                lines.add(line(points, LINE_GREY, 3));
                overlays.add(mark(center(cells.get(0)), 0.8, true, "#FFFFFFFF", LINE_GREY, null));
                overlays.add(mark(center(cells.get(cells.size() - 1)), 0.8, true, "#FFFFFFFF", LINE_GREY, null));
                sentences.add("Between lines: digits on a line lie strictly between the digits in its end circles.");
            }
            case RENBAN -> {
                lines.add(colouredLine(cells, points, "#F067F0FF", 10));
                sentences.add("Renban: a purple line holds a set of consecutive digits in any order.");
            }
            case WHISPER -> {
                whisperDifference = oneDifference(whisperDifference, line, "whispers");
                lines.add(colouredLine(cells, points, "#67F067FF", 10));
                sentences.add("Whispers: adjacent digits on a green line differ by at least " + line.value() + ".");
            }
            case REGION_SUM -> {
                lines.add(colouredLine(cells, points, "#2ECBFFFF", 10));
                sentences.add("Region sum lines: a blue line's digits add up to the same sum within each region it"
                        + " passes through.");
            }
            case PALINDROME -> {
                lines.add(colouredLine(cells, points, "#C0C0C0FF", 10));
                sentences.add("Palindromes: a grey line reads the same from either end.");
            }
            case ZIPPER -> {
                lines.add(colouredLine(cells, points, "#DFC5FEFF", 10));
                sentences.add("Zipper lines: on a lavender line, digits the same distance from its middle add up to"
                        + " the same total.");
            }
            case ENTROPIC -> {
                lines.add(colouredLine(cells, points, "#FFCCAAFF", 10));
                sentences.add("Entropic lines: every three cells in a row on a peach line hold one of 1-3, one of"
                        + " 4-6 and one of 7-9.");
            }
            case PARITY -> {
                lines.add(colouredLine(cells, points, PARITY_RED, 10));
                sentences.add("Parity lines: adjacent digits along a red line alternate between odd and even.");
            }
            case MODULAR -> {
                if (line.value() != 3) {
                    throw new IllegalArgumentException("SUDOKUPAD cannot write " + line + ": its rules text states"
                            + " modular lines of modulus 3, as setters draw them (write the board as RULES)");
                }
                lines.add(colouredLine(cells, points, MODULAR_BLACK, 10));
                sentences.add("Modular lines: every three cells in a row along a black line hold digits of three"
                        + " different remainders divided by 3 (one each of 1 4 7, 2 5 8 and 3 6 9); a line of two"
                        + " cells, two different remainders.");
            }
        }
    }

    /**
     * The difference of a kind whose rules text states one for all its lines: the line's, refused when an earlier
     * line of the kind ({@code before}, 0 for none) had another.
     */
    private static int oneDifference(int before, Line line, String kind) {
        if (before != 0 && before != line.value()) {
            throw new IllegalArgumentException("SUDOKUPAD cannot write " + kind + " of two differences (" + before
                    + " and " + line.value() + "): the rules text states one");
        }
        return line.value();
    }

    private void arrow(Arrow arrow) {
        List<Cell> circle = arrow.circle();
        for (int i = 1; i < circle.size(); i++) {
            Cell a = circle.get(i - 1);
            Cell b = circle.get(i);
            if (b.row() < a.row() || b.row() == a.row() && b.col() < a.col()) {
                throw new IllegalArgumentException("SUDOKUPAD cannot write " + arrow + ": a pill's number reads from"
                        + " left to right and top to bottom (write the board as RULES)");
            }
        }
        double row = 0;
        double col = 0;
        for (Cell cell : circle) {
            row += cell.row() + 0.5;
            col += cell.col() + 0.5;
        }
        row /= circle.size();
        col /= circle.size();
        boolean across = circle.size() > 1 && circle.get(0).row() == circle.get(1).row();
        double width = 0.82 + (across ? circle.size() - 1 : 0);
        double height = 0.82 + (circle.size() > 1 && !across ? circle.size() - 1 : 0);
        Map<String, Object> pill = mark(point(row, col), width, true, "#FFFFFFFF", LINE_GREY, null);
        pill.put("height", height);
        if (!overlays.contains(pill)) { // arrows that share a circle share its drawing
            overlays.add(pill);
        }
        Cell start = nearest(circle, arrow.line().get(0));
        List<Object> points = new ArrayList<>();
        double dr = arrow.line().get(0).row() - start.row();
        double dc = arrow.line().get(0).col() - start.col();
        points.add(point(start.row() + 0.5 + 0.3 * dr, start.col() + 0.5 + 0.3 * dc));
        arrow.line().forEach(c -> points.add(center(c)));
        Map<String, Object> json = line(points, LINE_GREY, 3);
        json.put("headLength", 0.35);
        arrows.add(json);
        sentences.add("Arrows: digits along an arrow add up to the number in its circle or pill.");
    }

    private static Cell nearest(List<Cell> circle, Cell to) {
        Cell best = circle.get(0);
        for (Cell cell : circle) {
            if (Math.max(Math.abs(cell.row() - to.row()), Math.abs(cell.col() - to.col()))
                    < Math.max(Math.abs(best.row() - to.row()), Math.abs(best.col() - to.col()))) {
                best = cell;
            }
        }
        return best;
    }

    private void dot(Dot dot) {
        double[] at = {(dot.first().row() + dot.second().row() + 1) / 2.0,
            (dot.first().col() + dot.second().col() + 1) / 2.0};
        Object where = point(at[0], at[1]);
        switch (dot.kind()) {
            case DIFFERENCE, RATIO -> {
                boolean white = dot.kind() == Dot.Kind.DIFFERENCE;
                boolean plain = dot.value() == (white ? 1 : 2);
                Map<String, Object> mark = mark(where, 0.34, true, white ? "#FFFFFFFF" : "#000000FF", "#000000FF",
                        plain ? null : String.valueOf(dot.value()));
                overlays.add(mark);
                sentences.add(white ? "White dots: the digits on either side differ by 1, or by the number in the dot."
                        : "Black dots: one digit on either side is double the other, or that many times it.");
            }
            case SUM -> {
                if (dot.value() != 10 && dot.value() != 5) {
                    throw new IllegalArgumentException("SUDOKUPAD cannot write " + dot + ": SudokuPad's X and V are"
                            + " sums of 10 and 5 only");
                }
                overlays.add(mark(where, 0.35, true, "#FFFFFFFF", null, dot.value() == 10 ? "X" : "V"));
                sentences.add("XV: the digits on either side of an X add up to 10, of a V to 5.");
            }
            case LESS -> throw new IllegalArgumentException("SUDOKUPAD cannot write " + dot + ": this reader does not"
                    + " read an inequality sign back from a SudokuPad drawing (write the board as RULES)");
        }
    }

    private void littleKiller(LittleKiller killer) {
        int dr = killer.direction().rowStep();
        int dc = killer.direction().columnStep();
        double row = killer.clueRow() + 0.5;
        double col = killer.clueColumn() + 0.5;
        if (row > 0 && row < n && col > 0 && col < n) {
            throw new IllegalArgumentException("SUDOKUPAD cannot write " + killer + ": its clue would stand inside"
                    + " the grid");
        }
        Map<String, Object> json = line(List.of(point(row + 0.15 * dr, col + 0.15 * dc), point(row + 0.45 * dr,
                col + 0.45 * dc)), "#000000FF", 3);
        json.put("headLength", 0.18);
        arrows.add(json);
        overlays.add(text(new double[] {row - 0.2 * dr, col - 0.2 * dc}, String.valueOf(killer.sum())));
        sentences.add("Little killers: the digits along the diagonal an arrow outside the grid points to add up to"
                + " the number beside the arrow.");
    }

    private void global(GlobalRule rule) {
        switch (rule) {
            case ANTI_KNIGHT -> {
                metadata.put("antiknight", true);
                sentences.add("Anti-knight: digits a knight's move apart cannot be the same.");
            }
            case ANTI_KING -> {
                metadata.put("antiking", true);
                sentences.add("Anti-king: digits a king's move apart cannot be the same.");
            }
            case NON_CONSECUTIVE -> {
                if (board.layout().rules().stream().anyMatch(r -> r instanceof Dot dot
                        && dot.kind() == Dot.Kind.DIFFERENCE)) {
                    throw new IllegalArgumentException("SUDOKUPAD cannot write non-consecutive beside white dots:"
                            + " the text reads back as the negative white dots (write the board as RULES)");
                }
                sentences.add("Non-consecutive: orthogonally adjacent digits cannot be consecutive.");
            }
            case DISJOINT_GROUPS -> sentences.add("Disjoint groups: cells in the same place of their boxes hold"
                    + " different digits.");
            case NEGATIVE_WHITE_DOTS -> sentences.add("All possible white dots are given.");
            case NEGATIVE_BLACK_DOTS -> sentences.add("All possible black dots are given.");
            case NEGATIVE_XV -> sentences.add("All possible X and V marks are given: every pair adding up to 10 or 5"
                    + " carries its mark.");
        }
    }

    /**
     * A coloured line whose thickness differs from every line of its colour it shares a cell with: the reader joins
     * lines of one style that meet (SudokuPad draws a long line in pieces), so two lines that meet are told apart by
     * a half pixel of width, which no player sees.
     */
    private Map<String, Object> colouredLine(List<Cell> cells, List<Object> points, String colour, double base) {
        List<Map.Entry<Set<Cell>, Double>> drawn = drawnByColour.computeIfAbsent(colour, k -> new ArrayList<>());
        Set<Cell> mine = new java.util.HashSet<>(cells);
        Set<Double> taken = new java.util.HashSet<>();
        for (Map.Entry<Set<Cell>, Double> other : drawn) {
            if (!java.util.Collections.disjoint(other.getKey(), mine)) {
                taken.add(other.getValue());
            }
        }
        double thickness = base;
        while (taken.contains(thickness)) {
            thickness += 0.5;
        }
        drawn.add(Map.entry(mine, thickness));
        return line(points, colour, thickness);
    }

    private static Map<String, Object> line(List<Object> points, String colour, double thickness) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("wayPoints", points);
        json.put("color", colour);
        json.put("thickness", thickness);
        return json;
    }

    private static Map<String, Object> mark(Object center, double size, boolean rounded, String fill, String border,
            String text) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("center", center);
        json.put("width", size);
        json.put("height", size);
        json.put("rounded", rounded);
        json.put("backgroundColor", fill);
        if (border != null) {
            json.put("borderColor", border);
        }
        if (text != null) {
            json.put("text", text);
        }
        return json;
    }

    private static Map<String, Object> text(double[] at, String text) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("center", point(at[0], at[1]));
        json.put("width", 0.5);
        json.put("height", 0.5);
        json.put("text", text);
        json.put("fontSize", 24L);
        return json;
    }

    private static List<Object> points(List<Cell> cells) {
        List<Object> out = new ArrayList<>();
        cells.forEach(c -> out.add(List.of((long) c.row(), (long) c.col())));
        return out;
    }

    private static Object center(Cell cell) {
        return point(cell.row() + 0.5, cell.col() + 0.5);
    }

    private static Object point(double row, double col) {
        return List.of(row, col);
    }
}
