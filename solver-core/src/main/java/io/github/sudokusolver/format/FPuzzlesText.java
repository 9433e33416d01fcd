package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.format.Json;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The f-puzzles format: the puzzle its JSON describes, each element mapped to a rule of this library ({@link
 * FPuzzlesLine} finds the text on a line and decodes it to JSON). The element names and shapes are f-puzzles' (and
 * SudokuPad's extensions: renban, whispers, region sum, entropic and zipper lines); docs/reading.md lists them.
 */
final class FPuzzlesText {

    /** Keys that describe the puzzle, not a rule. */
    private static final Set<String> META = Set.of("size", "grid", "title", "author", "ruleset", "solution",
            "disabledlogic", "truecandidatesoptions", "successMessage", "metadata", "version");
    /** Elements that draw without a meaning for the solver: counted in {@link PuzzleEntry#cosmetics()}. */
    private static final Set<String> COSMETIC = Set.of("line", "rectangle", "circle", "text", "cage", "fogofwar",
            "foglight", "triggereffect");
    private FPuzzlesText() {
    }

    /** The puzzle a found text describes. */
    static VariantPuzzle read(FPuzzlesLine.Found found) throws VariantPuzzle.Refusal {
        String json = FPuzzlesLine.json(found);
        Object parsed;
        try {
            parsed = Json.parse(json);
        } catch (MalformedTextException e) {
            throw new VariantPuzzle.Refusal("found f-puzzles text whose JSON is damaged: " + e.problem()
                    + " at offset " + e.offset() + (found.json() ? "" : " of the decompressed text"));
        }
        if (!(parsed instanceof Map)) {
            throw new VariantPuzzle.Refusal("found f-puzzles JSON that is not an object");
        }
        return puzzle((Map<?, ?>) parsed);
    }

    private static VariantPuzzle puzzle(Map<?, ?> json) throws VariantPuzzle.Refusal {
        long size = number(json.get("size"), "the f-puzzles 'size'");
        VariantPuzzle puzzle = new VariantPuzzle(size);
        Object title = json.get("title");
        puzzle.title(title instanceof String ? (String) title : "");
        grid(puzzle, json.get("grid"));
        boolean nonConsecutive = false;
        for (Map.Entry<?, ?> entry : json.entrySet()) {
            String key = String.valueOf(entry.getKey());
            Object value = entry.getValue();
            if (FPuzzlesNames.FLAGS.contains(key)) { // before the empty values: "antiknight":"" is no false
                if (!flag(value, "the f-puzzles flag '" + key + "'")) {
                    continue;
                }
                if (key.equals(FPuzzlesNames.NON_CONSECUTIVE)) {
                    nonConsecutive = true;
                } else if (key.equals(FPuzzlesNames.MAIN_DIAGONAL) || key.equals(FPuzzlesNames.ANTI_DIAGONAL)) {
                    puzzle.diagonal(key.equals(FPuzzlesNames.MAIN_DIAGONAL));
                } else {
                    puzzle.rule(FPuzzlesNames.GLOBALS.get(key));
                }
                continue;
            }
            if (META.contains(key) || isEmpty(value)) {
                continue;
            }
            if (COSMETIC.contains(key)) {
                puzzle.cosmetic(key, value instanceof List ? ((List<?>) value).size() : 1);
                continue;
            }
            element(puzzle, key, value);
        }
        if (nonConsecutive) { // after every element: the dots may come after the flag
            puzzle.rule(puzzle.hasKropkiDot() ? GlobalRule.NEGATIVE_WHITE_DOTS : GlobalRule.NON_CONSECUTIVE);
        }
        Object solution = json.get("solution");
        if (!isEmpty(solution)) { // a damaged solution is an error, as a damaged CSV solution column is
            List<?> values = list(solution, "the f-puzzles 'solution'");
            if (values.size() != puzzle.size() * puzzle.size()) {
                throw new VariantPuzzle.Refusal("found an f-puzzles 'solution' of " + values.size()
                        + " values, expected " + puzzle.size() * puzzle.size());
            }
            int[] digits = new int[values.size()];
            for (int i = 0; i < digits.length; i++) {
                long digit = values.get(i) == null || "".equals(values.get(i)) ? 0 : number(values.get(i),
                        "a value of the f-puzzles 'solution'");
                digits[i] = digit == 0 ? 0 : puzzle.digit(digit, "a value of the solution");
            }
            puzzle.solution(digits);
        }
        return puzzle;
    }

    private static boolean isEmpty(Object value) {
        return value == null || Boolean.FALSE.equals(value) || value instanceof List && ((List<?>) value).isEmpty()
                || "".equals(value);
    }

    private static void grid(VariantPuzzle puzzle, Object grid) throws VariantPuzzle.Refusal {
        int n = puzzle.size();
        List<?> rows = list(grid, "the f-puzzles 'grid'");
        if (rows.size() != n) {
            throw new VariantPuzzle.Refusal("found an f-puzzles 'grid' of " + rows.size() + " rows, expected " + n);
        }
        int[] regions = new int[n * n];
        boolean irregular = false;
        int[] boxes = VariantPuzzle.boxesOf(n);
        for (int row = 0; row < n; row++) {
            List<?> cells = list(rows.get(row), "row " + (row + 1) + " of the f-puzzles 'grid'");
            if (cells.size() != n) {
                throw new VariantPuzzle.Refusal("found " + cells.size() + " cells in row " + (row + 1)
                        + " of the f-puzzles 'grid', expected " + n);
            }
            for (int col = 0; col < n; col++) {
                Cell cell = new Cell(row, col);
                Map<?, ?> data = map(cells.get(col), "the f-puzzles cell " + name(cell));
                int defaultRegion = row / boxes[0] * (n / boxes[1]) + col / boxes[1];
                if (data.containsKey("region")) {
                    Object region = data.get("region");
                    if (region == null) {
                        throw new VariantPuzzle.Refusal("found the f-puzzles cell " + name(cell) + " in no region,"
                                + " which this library does not take: every cell is in a region");
                    }
                    long r = number(region, "the region of " + name(cell));
                    if (r < 0 || r >= n) {
                        throw new VariantPuzzle.Refusal("found region " + r + " at " + name(cell) + ", expected 0-"
                                + (n - 1));
                    }
                    regions[row * n + col] = (int) r;
                    irregular |= r != defaultRegion;
                } else {
                    regions[row * n + col] = defaultRegion;
                }
                Object value = data.get("value");
                Object given = data.get("given");
                if (flag(given, "the given flag of " + name(cell)) && value != null && !"".equals(value)) {
                    puzzle.given(cell, puzzle.digit(number(value, "the value of " + name(cell)),
                            "the given at " + name(cell)));
                }
                Object marks = data.get("givenPencilMarks");
                if (!isEmpty(marks)) {
                    List<Integer> digits = new ArrayList<>();
                    for (Object mark : list(marks, "the givenPencilMarks of " + name(cell))) {
                        digits.add(puzzle.digit(number(mark, "a given pencil mark of " + name(cell)),
                                "a given pencil mark of " + name(cell)));
                    }
                    puzzle.candidates(cell, digits);
                }
            }
        }
        if (irregular) {
            puzzle.regions(regions);
        }
    }

    /** One element of the JSON: its rules added to the puzzle. */
    private static void element(VariantPuzzle puzzle, String key, Object value) throws VariantPuzzle.Refusal {
        if (key.equals(FPuzzlesNames.NEGATIVE)) {
            for (Object kind : list(value, "the f-puzzles 'negative'")) {
                GlobalRule rule = FPuzzlesNames.NEGATIVES.get(String.valueOf(kind));
                if (rule == null) {
                    throw new VariantPuzzle.Refusal("f-puzzles negative '" + kind + "' is not supported");
                }
                puzzle.rule(rule);
            }
            return;
        }
        for (Object item : list(value, "the f-puzzles '" + key + "'")) {
            Map<?, ?> part = map(item, "an element of the f-puzzles '" + key + "'");
            try {
                part(puzzle, key, part);
            } catch (IllegalArgumentException e) {
                throw new VariantPuzzle.Refusal("f-puzzles '" + key + "': " + e.getMessage());
            }
        }
    }

    private static void part(VariantPuzzle puzzle, String key, Map<?, ?> part) throws VariantPuzzle.Refusal {
        Line.Kind kind = FPuzzlesNames.LINES.get(key);
        if (kind != null) {
            for (Object line : list(part.get("lines"), "the lines of a " + key)) {
                puzzle.rule(Line.of(kind, cells(puzzle, line, key)));
            }
            return;
        }
        CellMark.Kind mark = FPuzzlesNames.MARKS.get(key);
        if (mark != null) {
            puzzle.rule(CellMark.of(mark, cell(puzzle, part.get("cell"), key)));
            return;
        }
        CellMark.Kind indexer = FPuzzlesNames.INDEXERS.get(key);
        if (indexer != null) {
            for (Cell cell : cells(puzzle, part.get("cells"), key)) {
                puzzle.rule(CellMark.of(indexer, cell));
            }
            return;
        }
        switch (key) {
            case FPuzzlesNames.MODULAR_LINE: {
                for (Object line : list(part.get("lines"), "the lines of a " + key)) {
                    puzzle.rule(Line.modular(cells(puzzle, line, key), 3));
                }
                return;
            }
            case FPuzzlesNames.LOCKOUT: {
                for (Object line : list(part.get("lines"), "the lines of a " + key)) {
                    puzzle.rule(Line.lockout(cells(puzzle, line, key),
                            FPuzzlesNames.lockoutDifference(puzzle.size())));
                }
                return;
            }
            case FPuzzlesNames.KILLER_CAGE: {
                List<Cell> cells = cells(puzzle, part.get("cells"), key);
                Object sum = part.get("value");
                puzzle.rule(isEmpty(sum) ? Cage.withoutSum(cells)
                        : Cage.of((int) bounded(number(sum, "the sum of a killer cage")), cells));
                return;
            }
            case FPuzzlesNames.ARROW: {
                List<Cell> circle = new ArrayList<>(cells(puzzle, part.get("cells"), key));
                circle.sort(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col)); // a pill reads so
                if (isEmpty(part.get("lines"))) {
                    // A circle drawn with the arrow tool and no line: f-puzzles checks nothing, so it is a drawing,
                    // counted as the other drawings are, never a rule dropped without a word.
                    puzzle.cosmetic("arrow without a line", 1);
                    return;
                }
                for (Object line : list(part.get("lines"), "the lines of an arrow")) {
                    List<Cell> shaft = new ArrayList<>(cells(puzzle, line, key));
                    shaft.removeAll(circle);
                    if (shaft.isEmpty()) {
                        throw new VariantPuzzle.Refusal("found an f-puzzles arrow whose line has no cell outside"
                                + " its circle");
                    }
                    puzzle.rule(Arrow.of(circle, shaft));
                }
                return;
            }
            case FPuzzlesNames.LITTLE_KILLER: {
                Object sum = part.get("value");
                long value = isEmpty(sum) ? 0 : number(sum, "the sum of a little killer");
                if (value == 0) { // no diagonal adds up to 0: a clue drawn without its sum
                    puzzle.cosmetic("littlekillersum without a value", 1);
                    return;
                }
                puzzle.rule(littleKiller(puzzle, part, (int) bounded(value)));
                return;
            }
            case FPuzzlesNames.SANDWICH: {
                Object sum = part.get("value");
                if (isEmpty(sum)) {
                    puzzle.cosmetic("sandwichsum without a value", 1);
                    return;
                }
                puzzle.rule(sandwich(puzzle, part, (int) bounded(number(sum, "the sum of a sandwich"))));
                return;
            }
            case FPuzzlesNames.X_SUM:
            case FPuzzlesNames.SKYSCRAPER: {
                Object value = part.get("value");
                if (isEmpty(value)) {
                    puzzle.cosmetic(key + " without a value", 1);
                    return;
                }
                OutsideClue.Kind clueKind = key.equals(FPuzzlesNames.X_SUM) ? OutsideClue.Kind.X_SUM
                        : OutsideClue.Kind.SKYSCRAPER;
                puzzle.rule(outsideClue(puzzle, part, clueKind, (int) bounded(number(value, "the clue of " + key))));
                return;
            }
            case FPuzzlesNames.WHISPERS: {
                Object difference = part.get("value");
                int at = isEmpty(difference) ? 5 : (int) bounded(number(difference, "the difference of a whisper"));
                for (Object line : list(part.get("lines"), "the lines of a whisper")) {
                    puzzle.rule(Line.whisper(cells(puzzle, line, key), at));
                }
                return;
            }
            case FPuzzlesNames.EXTRA_REGION:
                puzzle.rule(ExtraRegion.of(cells(puzzle, part.get("cells"), key)));
                return;
            case FPuzzlesNames.CLONE:
                puzzle.rule(Clone.of(cells(puzzle, part.get("cells"), key),
                        cells(puzzle, part.get("cloneCells"), key)));
                return;
            case FPuzzlesNames.QUADRUPLE: {
                List<Cell> cells = cells(puzzle, part.get("cells"), key);
                int top = Integer.MAX_VALUE;
                int left = Integer.MAX_VALUE;
                for (Cell cell : cells) {
                    top = Math.min(top, cell.row());
                    left = Math.min(left, cell.col());
                }
                if (!isBlock(cells, top, left)) {
                    throw new VariantPuzzle.Refusal("found an f-puzzles quadruple on " + cells.size() + " cells "
                            + names(cells) + ", expected the four cells of a 2x2 block");
                }
                List<Integer> digits = new ArrayList<>();
                for (Object digit : list(part.get("values"), "the values of a quadruple")) {
                    digits.add(puzzle.digit(number(digit, "a quadruple's value"), "a quadruple's value"));
                }
                puzzle.rule(Quadruple.of(new Cell(top, left), digits));
                return;
            }
            case FPuzzlesNames.DIFFERENCE:
            case FPuzzlesNames.RATIO:
            case FPuzzlesNames.XV:
                puzzle.rule(dot(puzzle, key, part));
                return;
            default:
                throw new VariantPuzzle.Refusal("f-puzzles '" + key + "' is not supported");
        }
    }

    /** Whether the cells are the four of the 2x2 block whose top left is at {@code top}, {@code left}. */
    private static boolean isBlock(List<Cell> cells, int top, int left) {
        if (cells.size() != 4 || new HashSet<>(cells).size() != 4) {
            return false;
        }
        for (Cell cell : cells) {
            if (cell.row() > top + 1 || cell.col() > left + 1) {
                return false;
            }
        }
        return true;
    }

    private static Dot dot(VariantPuzzle puzzle, String key, Map<?, ?> part) throws VariantPuzzle.Refusal {
        List<Cell> cells = cells(puzzle, part.get("cells"), key);
        if (cells.size() != 2) {
            throw new VariantPuzzle.Refusal("found an f-puzzles '" + key + "' on " + cells.size()
                    + " cells, expected 2");
        }
        Cell a = cells.get(0);
        Cell b = cells.get(1);
        Object value = part.get("value");
        if (key.equals(FPuzzlesNames.XV)) {
            String letter = String.valueOf(value).toUpperCase(Locale.ROOT);
            if (letter.equals("X")) {
                return Dot.x(a, b);
            }
            if (letter.equals("V")) {
                return Dot.v(a, b);
            }
            throw new VariantPuzzle.Refusal("found the f-puzzles xv value '" + value + "', expected X or V");
        }
        if (key.equals(FPuzzlesNames.DIFFERENCE)) {
            long n = isEmpty(value) ? 1 : bounded(number(value, "the value of a difference dot"));
            return n == 1 ? Dot.white(a, b) : Dot.difference(a, b, (int) n);
        }
        long n = isEmpty(value) ? 2 : bounded(number(value, "the value of a ratio dot"));
        return n == 2 ? Dot.black(a, b) : Dot.ratio(a, b, (int) n);
    }

    /**
     * A flag of the JSON (every key of {@link FPuzzlesNames#FLAGS}, and a cell's {@code given}), read one way:
     * f-puzzles writes a boolean, other tools and hand edits the string {@code "true"} or the number 1 for on, and
     * no key or {@code null} is off. Anything else ({@code ""}, {@code "false"}, 0, 2, a list) is refused, never read
     * as either: a guess either way may drop a rule or invent one.
     */
    private static boolean flag(Object value, String what) throws VariantPuzzle.Refusal {
        if (value == null || value instanceof Boolean) {
            return Boolean.TRUE.equals(value);
        }
        if ("true".equals(value) || Long.valueOf(1).equals(value)) {
            return true;
        }
        throw new VariantPuzzle.Refusal("found " + describe(value) + " as " + what + ", expected true or false"
                + " (\"true\" and 1 read as true)");
    }

    private static LittleKiller littleKiller(VariantPuzzle puzzle, Map<?, ?> part, int sum)
            throws VariantPuzzle.Refusal {
        int[] clue = position(part.get("cell"), "the clue of a little killer");
        String direction = String.valueOf(part.get("direction"));
        LittleKiller.Direction step = FPuzzlesNames.DIRECTIONS.get(direction);
        if (step == null) {
            throw new VariantPuzzle.Refusal("found the little killer direction '" + direction
                    + "', expected UL, UR, DL or DR");
        }
        int n = puzzle.size();
        List<Cell> cells = new ArrayList<>();
        int row = clue[0] - 1 + step.rowStep();
        int col = clue[1] - 1 + step.columnStep();
        for (; row >= 0 && row < n && col >= 0 && col < n; row += step.rowStep(), col += step.columnStep()) {
            cells.add(new Cell(row, col));
        }
        if (cells.isEmpty() || clue[0] >= 1 && clue[0] <= n && clue[1] >= 1 && clue[1] <= n) {
            throw new VariantPuzzle.Refusal("found a little killer clue at R" + clue[0] + "C" + clue[1]
                    + " whose diagonal " + direction + " does not cross the grid from outside it");
        }
        return LittleKiller.of(sum, step, cells);
    }

    private static Sandwich sandwich(VariantPuzzle puzzle, Map<?, ?> part, int sum) throws VariantPuzzle.Refusal {
        int[] clue = position(part.get("cell"), "the clue of a sandwich");
        int n = puzzle.size();
        boolean outsideRow = clue[0] == 0 || clue[0] == n + 1;
        boolean outsideColumn = clue[1] == 0 || clue[1] == n + 1;
        if (outsideRow && clue[1] >= 1 && clue[1] <= n) { // above or below the grid: its column's clue
            return Sandwich.column(clue[1] - 1, sum);
        }
        if (outsideColumn && clue[0] >= 1 && clue[0] <= n) { // left or right of it: its row's
            return Sandwich.row(clue[0] - 1, sum);
        }
        throw new VariantPuzzle.Refusal("found a sandwich clue at R" + clue[0] + "C" + clue[1]
                + ", expected one beside a row or a column, outside the grid (R0 or R" + (n + 1) + ", C0 or C"
                + (n + 1) + ")");
    }

    /** An x-sum or a skyscraper: its cell outside the grid says its side (R0 above, C0 left, R n+1 below, C n+1 right). */
    private static OutsideClue outsideClue(VariantPuzzle puzzle, Map<?, ?> part, OutsideClue.Kind kind, int value)
            throws VariantPuzzle.Refusal {
        int[] clue = position(part.get("cell"), "the clue of " + kind.word());
        int n = puzzle.size();
        OutsideClue.Side side = null;
        int index = -1;
        if (clue[1] >= 1 && clue[1] <= n && (clue[0] == 0 || clue[0] == n + 1)) {
            side = clue[0] == 0 ? OutsideClue.Side.TOP : OutsideClue.Side.BOTTOM;
            index = clue[1] - 1;
        } else if (clue[0] >= 1 && clue[0] <= n && (clue[1] == 0 || clue[1] == n + 1)) {
            side = clue[1] == 0 ? OutsideClue.Side.LEFT : OutsideClue.Side.RIGHT;
            index = clue[0] - 1;
        }
        if (side == null) {
            throw new VariantPuzzle.Refusal("found " + kind.word() + " clue at R" + clue[0] + "C" + clue[1]
                    + ", expected one beside a row or a column, outside the grid (R0 or R" + (n + 1) + ", C0 or C"
                    + (n + 1) + ")");
        }
        if (value < 1) {
            throw new VariantPuzzle.Refusal("found " + kind.word() + " clue " + value + " at R" + clue[0] + "C"
                    + clue[1] + ", expected 1 or more");
        }
        return OutsideClue.of(kind, side, index, value);
    }

    private static List<Cell> cells(VariantPuzzle puzzle, Object value, String key) throws VariantPuzzle.Refusal {
        List<Cell> cells = new ArrayList<>();
        for (Object item : list(value, "the cells of an f-puzzles '" + key + "'")) {
            cells.add(cell(puzzle, item, key));
        }
        return cells;
    }

    private static Cell cell(VariantPuzzle puzzle, Object value, String key) throws VariantPuzzle.Refusal {
        int[] position = position(value, "a cell of an f-puzzles '" + key + "'");
        return puzzle.cell(position[0], position[1], String.valueOf(value));
    }

    /** A cell name such as {@code R1C1}, either case, as 1-based row and column (0 and n+1 are outside clues). */
    private static int[] position(Object value, String what) throws VariantPuzzle.Refusal {
        if (value instanceof String) {
            String name = ((String) value).toUpperCase(Locale.ROOT);
            int c = name.indexOf('C');
            if (name.startsWith("R") && c > 1 && c < name.length() - 1 && digits(name, 1, c)
                    && digits(name, c + 1, name.length()) && c < 6 && name.length() - c < 6) {
                return new int[] {Integer.parseInt(name.substring(1, c)), Integer.parseInt(name.substring(c + 1))};
            }
        }
        throw new VariantPuzzle.Refusal("found " + describe(value) + " as " + what + ", expected a cell such as R1C1");
    }

    private static boolean digits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static long number(Object value, String what) throws VariantPuzzle.Refusal {
        if (value instanceof Long) {
            return (Long) value;
        }
        if (value instanceof Double && (Double) value == Math.rint((Double) value) && Math.abs((Double) value) < 1e9) {
            return (long) (double) (Double) value;
        }
        if (value instanceof String) {
            String text = PuzzleText.strip((String) value);
            if (!text.isEmpty() && text.length() < 10 && digits(text, text.startsWith("-") ? 1 : 0, text.length())
                    && !text.equals("-")) {
                return Long.parseLong(text);
            }
        }
        throw new VariantPuzzle.Refusal("found " + describe(value) + " as " + what + ", expected a whole number");
    }

    /** A number kept within int range for the rule factories, which then refuse it by name. */
    private static long bounded(long value) {
        return Math.max(-1_000_000, Math.min(1_000_000, value));
    }

    private static List<?> list(Object value, String what) throws VariantPuzzle.Refusal {
        if (value instanceof List) {
            return (List<?>) value;
        }
        throw new VariantPuzzle.Refusal("found " + describe(value) + " as " + what + ", expected a list");
    }

    private static Map<?, ?> map(Object value, String what) throws VariantPuzzle.Refusal {
        if (value instanceof Map) {
            return (Map<?, ?>) value;
        }
        throw new VariantPuzzle.Refusal("found " + describe(value) + " as " + what + ", expected an object");
    }

    /** A JSON value as a message quotes it: short. */
    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String) {
            String text = (String) value;
            return "'" + (text.length() > 20 ? text.substring(0, 20) + "..." : text) + "'";
        }
        if (value instanceof List) {
            return "a list";
        }
        if (value instanceof Map) {
            return "an object";
        }
        return String.valueOf(value);
    }

    private static String names(List<Cell> cells) {
        List<String> names = new ArrayList<>();
        for (Cell cell : cells) {
            names.add(name(cell));
        }
        return String.join(" ", names);
    }

    private static String name(Cell cell) {
        return "R" + (cell.row() + 1) + "C" + (cell.col() + 1);
    }
}
