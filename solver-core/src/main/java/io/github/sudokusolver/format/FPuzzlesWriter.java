package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.LzString;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link BoardFormat#FPUZZLES}: a board as the f-puzzles JSON of its grid, givens, regions and rules, the inverse of
 * {@link FPuzzlesText} over the names of {@link FPuzzlesNames}, compressed into an f-puzzles link. A rule or a grid
 * f-puzzles has no element for is refused with an IllegalArgumentException that names it.
 */
final class FPuzzlesWriter {

    /** The address an f-puzzles link starts with; the compressed JSON follows. */
    static final String LINK = "https://f-puzzles.com/?load=";

    private final Board board;
    private final int n;
    /** Each element's objects, by element name, in the order they come. */
    private final Map<String, List<String>> elements = new LinkedHashMap<>();
    private final List<String> flags = new ArrayList<>();
    private final List<String> negative = new ArrayList<>();
    private final String[] pencilMarks;

    private FPuzzlesWriter(Board board) {
        this.board = board;
        this.n = board.layout().size();
        this.pencilMarks = new String[n * n];
    }

    /** The link of a board: {@link #LINK} and the lz-string of its JSON. */
    static String link(Board board) {
        return LINK + LzString.compressToBase64(json(board));
    }

    /** The f-puzzles JSON of a board, on one line. */
    static String json(Board board) {
        Layout layout = board.layout();
        int n = layout.size();
        if (layout.rows() != n || layout.columns() != n || n < 4 || n > 16) {
            throw new IllegalArgumentException("FPUZZLES writes square grids of 4x4 to 16x16, as f-puzzles has them;"
                    + " this board's layout is " + layout + ": write it as RULES");
        }
        return new FPuzzlesWriter(board).write();
    }

    private String write() {
        Layout layout = board.layout();
        int[] regions = regions(layout);
        for (Rule rule : layout.rules()) {
            add(rule);
        }
        StringBuilder json = new StringBuilder("{\"size\":").append(n).append(",\"grid\":[");
        for (int row = 0; row < n; row++) {
            json.append(row == 0 ? "[" : ",[");
            for (int col = 0; col < n; col++) {
                List<String> fields = new ArrayList<>();
                int digit = board.get(row, col);
                if (digit != 0) {
                    fields.add("\"value\":" + digit + ",\"given\":true");
                }
                if (pencilMarks[row * n + col] != null) {
                    fields.add("\"givenPencilMarks\":" + pencilMarks[row * n + col]);
                }
                if (regions != null) {
                    fields.add("\"region\":" + regions[row * n + col]);
                }
                json.append(col == 0 ? "{" : ",{").append(String.join(",", fields)).append('}');
            }
            json.append(']');
        }
        json.append(']');
        for (String flag : flags) {
            json.append(",\"").append(flag).append("\":true");
        }
        if (!negative.isEmpty()) {
            json.append(",\"").append(FPuzzlesNames.NEGATIVE).append("\":[").append(String.join(",", negative))
                    .append(']');
        }
        elements.forEach((name, parts) -> json.append(",\"").append(name).append("\":[")
                .append(String.join(",", parts)).append(']'));
        return json.append('}').toString();
    }

    /**
     * The region of each cell when the layout's pieces (its boxes or jigsaw regions) are not f-puzzles' boxes for
     * the size, else null; the diagonals become flags. Windows and other regions f-puzzles has not are refused.
     */
    private int[] regions(Layout layout) {
        List<List<Cell>> all = layout.regions();
        int[] regionOf = new int[n * n];
        Arrays.fill(regionOf, -1);
        int pieces = 0;
        List<Cell> main = new ArrayList<>();
        List<Cell> anti = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            main.add(new Cell(i, i));
            anti.add(new Cell(i, n - 1 - i)); // row-major, as the sorted region is
        }
        for (List<Cell> region : all.subList(2 * n, all.size())) {
            List<Cell> sorted = new ArrayList<>(region);
            sorted.sort((a, b) -> a.row() != b.row() ? a.row() - b.row() : a.col() - b.col());
            if (pieces == n || !free(regionOf, region)) {
                if (sorted.equals(main)) {
                    flags.add(FPuzzlesNames.MAIN_DIAGONAL);
                } else if (sorted.equals(anti)) {
                    flags.add(FPuzzlesNames.ANTI_DIAGONAL);
                } else {
                    throw new IllegalArgumentException("FPUZZLES cannot write the " + layout + " grid: f-puzzles has"
                            + " no windows nor other extra regions of the layout (write an extra region as an"
                            + " ExtraRegion rule, or the board as RULES)");
                }
                continue;
            }
            for (Cell cell : region) {
                regionOf[cell.row() * n + cell.col()] = pieces;
            }
            pieces++;
        }
        if (pieces == 0) { // a grid of rows and columns only: each row its own region
            for (int i = 0; i < regionOf.length; i++) {
                regionOf[i] = i / n;
            }
        } else if (pieces < n) {
            throw new IllegalArgumentException("FPUZZLES cannot write the regions of the " + layout + " grid,"
                    + " some of which are rows or columns: write it as RULES");
        }
        int[] boxes = VariantPuzzle.boxesOf(n);
        return samePartition(regionOf, boxes) ? null : regionOf;
    }

    /** Whether the cells' regions are f-puzzles' boxes of {@code boxes[0]} rows and {@code boxes[1]} columns. */
    private boolean samePartition(int[] regionOf, int[] boxes) {
        for (int a = 0; a < regionOf.length; a++) {
            for (int b = a + 1; b < regionOf.length; b++) {
                boolean sameBox = a / n / boxes[0] == b / n / boxes[0] && a % n / boxes[1] == b % n / boxes[1];
                if (sameBox != (regionOf[a] == regionOf[b])) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean free(int[] regionOf, List<Cell> region) {
        int n = (int) Math.round(Math.sqrt(regionOf.length));
        for (Cell cell : region) {
            if (regionOf[cell.row() * n + cell.col()] >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Writes one rule: f-puzzles' part of a kind, an exhaustive switch over {@link RuleKind} (docs/architecture.md). */
    private void add(Rule rule) {
        Runnable write = switch (RuleKind.of(rule)) {
            case KILLER_CAGE -> () -> {
                Cage cage = (Cage) rule;
                element(FPuzzlesNames.KILLER_CAGE, "\"cells\":" + cells(cage.cells())
                        + (cage.hasSum() ? ",\"value\":\"" + cage.sum() + "\"" : ""));
            };
            case ARROW -> () -> arrow((Arrow) rule);
            case LITTLE_KILLER -> () -> littleKiller((LittleKiller) rule);
            case SANDWICH -> () -> {
                Sandwich clue = (Sandwich) rule;
                element(FPuzzlesNames.SANDWICH, "\"cell\":\"" + (clue.isRow() ? "R" + (clue.index() + 1) + "C0"
                        : "R0C" + (clue.index() + 1)) + "\",\"value\":\"" + clue.sum() + "\"");
            };
            case X_SUM, SKYSCRAPER -> () -> {
                OutsideClue clue = (OutsideClue) rule;
                int at = clue.index() + 1;
                String cell = switch (clue.side()) {
                    case LEFT -> "R" + at + "C0";
                    case RIGHT -> "R" + at + "C" + (n + 1);
                    case TOP -> "R0C" + at;
                    case BOTTOM -> "R" + (n + 1) + "C" + at;
                };
                element(clue.kind() == OutsideClue.Kind.X_SUM ? FPuzzlesNames.X_SUM : FPuzzlesNames.SKYSCRAPER,
                        "\"cell\":\"" + cell + "\",\"value\":\"" + clue.value() + "\"");
            };
            case NUMBERED_ROOM -> () -> {
                throw refused(rule, "f-puzzles and its extensions have no numbered room (write the board as RULES)");
            };
            case KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY -> () -> dot((Dot) rule);
            case PARITY_LINE -> () -> {
                throw refused(rule, "f-puzzles and its extensions have no parity line (write the board as RULES)");
            };
            case RELATION -> () -> {
                throw refused(rule, "f-puzzles has no relation given as a table (write the board as RULES)");
            };
            case AUTOMATON -> () -> {
                throw refused(rule, "f-puzzles has no automaton (write the board as RULES)");
            };
            case MAGIC_SQUARE -> () -> {
                throw refused(rule, "f-puzzles and its extensions have no magic square (write the board as RULES)");
            };
            case COUNTING_CIRCLES -> () -> {
                throw refused(rule, "f-puzzles and its extensions have no counting circles (write the board as RULES)");
            };
            case LOCKOUT_LINE -> () -> {
                Line line = (Line) rule;
                int difference = FPuzzlesNames.lockoutDifference(n);
                if (line.value() != difference) {
                    throw refused(rule, "f-puzzles' lockout lines (Rangsk's extension) are of difference " + difference
                            + " only on this grid (half its digits, rounded down)");
                }
                element(FPuzzlesNames.LOCKOUT, "\"lines\":[" + cells(line.cells()) + "]");
            };
            case MODULAR_LINE -> () -> {
                Line line = (Line) rule;
                if (line.value() != 3) {
                    throw refused(rule, "f-puzzles' modular lines (Rangsk's extension) are of modulus 3 only");
                }
                element(FPuzzlesNames.MODULAR_LINE, "\"lines\":[" + cells(line.cells()) + "]");
            };
            case THERMOMETER, GERMAN_WHISPER, WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, ZIPPER_LINE,
                    ENTROPIC_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW -> () -> {
                Line line = (Line) rule;
                boolean whisper = line.kind() == Line.Kind.WHISPER;
                element(whisper ? FPuzzlesNames.WHISPERS : FPuzzlesNames.nameOf(FPuzzlesNames.LINES, line.kind()),
                        "\"lines\":[" + cells(line.cells()) + "]" + (whisper && line.value() != 5 ? ",\"value\":\""
                                + line.value() + "\"" : ""));
            };
            case ODD_EVEN, MINIMUM_MAXIMUM -> () -> {
                CellMark mark = (CellMark) rule;
                element(FPuzzlesNames.nameOf(FPuzzlesNames.MARKS, mark.kind()),
                        "\"cell\":\"" + name(mark.cell()) + "\"");
            };
            case INDEXER -> () -> {
                CellMark indexer = (CellMark) rule;
                element(FPuzzlesNames.nameOf(FPuzzlesNames.INDEXERS, indexer.kind()),
                        "\"cells\":" + cells(List.of(indexer.cell())));
            };
            case QUADRUPLE -> () -> {
                Quadruple quadruple = (Quadruple) rule;
                element(FPuzzlesNames.QUADRUPLE, "\"cells\":" + cells(quadruple.cells()) + ",\"values\":"
                        + quadruple.digits().toString().replace(" ", ""));
            };
            case CLONE -> () -> {
                Clone clone = (Clone) rule;
                element(FPuzzlesNames.CLONE, "\"cells\":" + cells(clone.cells()) + ",\"cloneCells\":"
                        + cells(clone.copy()));
            };
            case EXTRA_REGION -> () -> element(FPuzzlesNames.EXTRA_REGION,
                    "\"cells\":" + cells(((ExtraRegion) rule).cells()));
            case GIVEN_CANDIDATES -> () -> givenCandidates((GivenCandidates) rule);
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS,
                    NEGATIVE_XV -> () -> global((GlobalRule) rule);
        };
        write.run();
    }

    private void littleKiller(LittleKiller clue) {
        element(FPuzzlesNames.LITTLE_KILLER, "\"cell\":\"R" + (clue.clueRow() + 1) + "C" + (clue.clueColumn() + 1)
                + "\",\"direction\":\"" + FPuzzlesNames.nameOf(FPuzzlesNames.DIRECTIONS, clue.direction())
                + "\",\"value\":\"" + clue.sum() + "\"");
    }

    private void givenCandidates(GivenCandidates marks) {
        int at = marks.cell().row() * n + marks.cell().col();
        if (pencilMarks[at] != null) {
            throw refused(marks, "f-puzzles gives a cell one list of pencil marks, and " + marks.cell().name()
                    + " has two");
        }
        pencilMarks[at] = marks.digits().toString().replace(" ", "");
    }

    private void global(GlobalRule rule) {
        if (rule == GlobalRule.NON_CONSECUTIVE || rule == GlobalRule.NEGATIVE_WHITE_DOTS) {
            // f-puzzles' nonconsecutive spares the pairs that carry a kropki dot: it is negative white dots, and the
            // same as non-consecutive only where no pair carries one
            if (rule == GlobalRule.NON_CONSECUTIVE && FPuzzlesNames.hasKropkiDot(board.layout().rules())) {
                throw refused(rule, "f-puzzles' nonconsecutive spares the pairs that carry a white or black dot,"
                        + " and this board's non-consecutive does not (write negative white dots, or the board as"
                        + " RULES)");
            }
            if (!flags.contains(FPuzzlesNames.NON_CONSECUTIVE)) {
                flags.add(FPuzzlesNames.NON_CONSECUTIVE);
            }
            return;
        }
        String flag = FPuzzlesNames.nameOf(FPuzzlesNames.GLOBALS, rule);
        if (flag != null) {
            flags.add(flag);
        } else {
            negative.add("\"" + FPuzzlesNames.nameOf(FPuzzlesNames.NEGATIVES, rule) + "\"");
        }
    }

    /** One arrow: its circle's cells, and its line from the circle's cell it starts beside, as f-puzzles draws it. */
    private void arrow(Arrow arrow) {
        List<Cell> circle = arrow.circle();
        List<Cell> sorted = new ArrayList<>(circle);
        sorted.sort((a, b) -> a.row() != b.row() ? a.row() - b.row() : a.col() - b.col());
        if (!sorted.equals(circle)) {
            throw refused(arrow, "f-puzzles reads a pill's digits from left to right and top to bottom, and this pill"
                    + " reads " + circle.get(0).name() + " first");
        }
        Cell from = circle.get(0);
        Cell start = arrow.line().get(0);
        for (Cell cell : circle) {
            if (Math.abs(cell.row() - start.row()) <= 1 && Math.abs(cell.col() - start.col()) <= 1) {
                from = cell;
                break;
            }
        }
        List<Cell> line = new ArrayList<>(List.of(from));
        line.addAll(arrow.line());
        element(FPuzzlesNames.ARROW, "\"cells\":" + cells(circle) + ",\"lines\":[" + cells(line) + "]");
    }

    private void dot(Dot dot) {
        String cells = "\"cells\":" + cells(List.of(dot.first(), dot.second()));
        switch (dot.kind()) {
            case DIFFERENCE:
                element(FPuzzlesNames.DIFFERENCE, cells + (dot.value() == 1 ? "" : ",\"value\":\"" + dot.value()
                        + "\""));
                return;
            case RATIO:
                element(FPuzzlesNames.RATIO, cells + (dot.value() == 2 ? "" : ",\"value\":\"" + dot.value() + "\""));
                return;
            case SUM:
                if (dot.value() == 10 || dot.value() == 5) {
                    element(FPuzzlesNames.XV, cells + ",\"value\":\"" + (dot.value() == 10 ? "X" : "V") + "\"");
                    return;
                }
                throw refused(dot, "f-puzzles has sums between two cells of 10 (X) and 5 (V) only");
            case LESS:
                throw refused(dot, "f-puzzles has no inequality sign");
        }
    }

    private static IllegalArgumentException refused(Rule rule, String why) {
        return new IllegalArgumentException("FPUZZLES cannot write " + rule + ": " + why);
    }

    private void element(String name, String fields) {
        elements.computeIfAbsent(name, key -> new ArrayList<>()).add("{" + fields + "}");
    }

    private static String cells(List<Cell> cells) {
        StringBuilder out = new StringBuilder("[");
        for (Cell cell : cells) {
            out.append(out.length() == 1 ? "\"" : ",\"").append(name(cell)).append('"');
        }
        return out.append(']').toString();
    }

    private static String name(Cell cell) {
        return "R" + (cell.row() + 1) + "C" + (cell.col() + 1);
    }
}
