package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Random rules of each kind for the tests, read off a grid so that it keeps most of them (about one in ten is drawn
 * without looking, which may break the grid). Seeded by the caller.
 */
final class RandomRules {

    /** The kinds a test can ask for. */
    static final List<String> KINDS = List.of("arrow", "pill", "little killer", "sandwich", "white", "black",
            "difference", "ratio", "x", "v", "sum", "less", "thermometer", "between", "renban", "palindrome",
            "region sum", "zipper", "entropic", "whisper", "odd", "even", "minimum", "maximum", "quadruple", "clone",
            "extra region", "full extra region", "given candidates", "anti-knight", "anti-king", "non-consecutive",
            "disjoint groups", "negative white", "negative black", "negative xv", "cage", "parity", "modular",
            "nabner", "slow thermometer", "double arrow", "lockout", "relation", "x-sum", "skyscraper",
            "numbered room", "column indexer", "row indexer", "box indexer", "counting circles", "automaton",
            "regex", "magic square");

    private final Random random;
    private final int n;
    private final int[] grid;

    RandomRules(Random random, int n, int[] grid) {
        this.random = random;
        this.n = n;
        this.grid = grid;
    }

    /** The global rule of a kind, or null for the kinds that are not global. */
    static GlobalRule global(String kind) {
        switch (kind) {
            case "anti-knight": return GlobalRule.ANTI_KNIGHT;
            case "anti-king": return GlobalRule.ANTI_KING;
            case "non-consecutive": return GlobalRule.NON_CONSECUTIVE;
            case "disjoint groups": return GlobalRule.DISJOINT_GROUPS;
            case "negative white": return GlobalRule.NEGATIVE_WHITE_DOTS;
            case "negative black": return GlobalRule.NEGATIVE_BLACK_DOTS;
            case "negative xv": return GlobalRule.NEGATIVE_XV;
            default: return null;
        }
    }

    /**
     * A grid for these kinds: {@code grid} itself, or, with a magic square among them (on 9x9, where a random grid
     * almost never has one), its digits renamed so that the middle box is one of the eight magic squares of 1 to 9: a
     * renaming keeps every house whole, and the rules are then read off the renamed grid.
     */
    static int[] forKinds(List<String> kinds, int[] grid, int n, Random random) {
        if (!kinds.contains("magic square") || n != 9) {
            return grid;
        }
        int[][] square = {{2, 7, 6}, {9, 5, 1}, {4, 3, 8}};
        int turns = random.nextInt(8);
        int[] name = new int[n + 1];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                int r = turns % 2 == 0 ? row : col; // a mirror, then up to three quarter turns
                int c = turns % 2 == 0 ? col : row;
                for (int t = 0; t < turns / 2; t++) {
                    int swap = r;
                    r = c;
                    c = 2 - swap;
                }
                name[grid[(3 + row) * n + 3 + col]] = square[r][c];
            }
        }
        int[] renamed = new int[grid.length];
        for (int i = 0; i < grid.length; i++) {
            renamed[i] = name[grid[i]];
        }
        return renamed;
    }

    /** Whether the kind can be drawn on a grid of {@code n} digits. */
    static boolean fits(String kind, int n) {
        // an automaton's machine reads at most 16 digits, and 15 beside the break between segments
        return !(kind.equals("entropic") && n % 3 != 0) && !(kind.equals("pill") && n > 9)
                && !(kind.equals("automaton") && n > Automaton.Machine.MAX_DIGITS - 1)
                && !(kind.equals("regex") && n > Automaton.Machine.MAX_DIGITS)
                && !(kind.equals("magic square") && n != 9);
    }

    private int at(Cell cell) {
        return grid[cell.row() * n + cell.col()];
    }

    private Cell anyCell() {
        return new Cell(random.nextInt(n), random.nextInt(n));
    }

    /** A chain of distinct touching cells (orthogonal only if asked), or null if the walk got stuck. */
    private List<Cell> walk(int length, boolean orthogonal) {
        List<Cell> cells = new ArrayList<>(List.of(anyCell()));
        while (cells.size() < length) {
            Cell last = cells.get(cells.size() - 1);
            List<Cell> next = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int row = last.row() + dr;
                    int col = last.col() + dc;
                    if (row < 0 || row >= n || col < 0 || col >= n || dr == 0 && dc == 0 || orthogonal && dr * dc != 0) {
                        continue;
                    }
                    Cell cell = new Cell(row, col);
                    if (!cells.contains(cell)) {
                        next.add(cell);
                    }
                }
            }
            if (next.isEmpty()) {
                return null;
            }
            cells.add(next.get(random.nextInt(next.size())));
        }
        return cells;
    }

    private List<Integer> digitsOf(List<Cell> cells) {
        List<Integer> digits = new ArrayList<>();
        for (Cell cell : cells) {
            digits.add(at(cell));
        }
        return digits;
    }

    /** Up to {@code count} rules of a kind, most of them true of the grid; a global kind gives its rule alone. */
    List<Rule> draw(String kind, int count, PlainChecker truth) {
        List<Rule> rules = new ArrayList<>();
        GlobalRule global = global(kind);
        if (global != null) {
            rules.add(global);
            if (kind.startsWith("negative")) { // every pair the rule would forbid carries its mark
                rules.addAll(marksFor(global));
            }
            return rules;
        }
        for (int tries = 0; rules.size() < count && tries < 400; tries++) {
            Rule rule;
            try {
                rule = one(kind);
            } catch (IllegalArgumentException e) {
                continue;
            }
            if (rule == null || rules.contains(rule)) {
                continue;
            }
            if (truth.holds(rule, grid) || random.nextInt(10) == 0) {
                rules.add(rule);
            }
        }
        return rules;
    }

    private List<Rule> marksFor(GlobalRule rule) {
        List<Rule> marks = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (Cell other : List.of(new Cell(r, c + 1), new Cell(r + 1, c))) {
                    if (other.row() >= n || other.col() >= n) {
                        continue;
                    }
                    Cell cell = new Cell(r, c);
                    int x = at(cell);
                    int y = at(other);
                    if (rule == GlobalRule.NEGATIVE_WHITE_DOTS && Math.abs(x - y) == 1) {
                        marks.add(Dot.white(cell, other));
                    } else if (rule == GlobalRule.NEGATIVE_BLACK_DOTS && (x == 2 * y || y == 2 * x)) {
                        marks.add(Dot.black(cell, other));
                    } else if (rule == GlobalRule.NEGATIVE_XV && (x + y == 10 || x + y == 5)) {
                        marks.add(x + y == 10 ? Dot.x(cell, other) : Dot.v(cell, other));
                    }
                }
            }
        }
        return marks;
    }

    private Rule one(String kind) {
        Supplier<List<Cell>> pair = () -> walk(2, true);
        switch (kind) {
            case "arrow": {
                List<Cell> cells = walk(2 + random.nextInt(3), false);
                return cells == null ? null : Arrow.of(cells.subList(0, 1), cells.subList(1, cells.size()));
            }
            case "pill": {
                List<Cell> pill = walk(2, true);
                List<Cell> line = walk(2 + random.nextInt(3), false);
                if (pill == null || line == null || pill.contains(line.get(0)) || pill.contains(line.get(1))) {
                    return null;
                }
                List<Cell> rest = new ArrayList<>();
                for (Cell cell : line) {
                    if (pill.contains(cell)) {
                        break;
                    }
                    rest.add(cell);
                }
                return Arrow.of(pill, rest);
            }
            case "little killer": {
                LittleKiller.Direction direction = LittleKiller.Direction.values()[random.nextInt(4)];
                int edge = random.nextInt(n);
                Cell first = random.nextBoolean()
                        ? new Cell(direction.rowStep() > 0 ? 0 : n - 1, edge)
                        : new Cell(edge, direction.columnStep() > 0 ? 0 : n - 1);
                List<Cell> cells = new ArrayList<>();
                for (int r = first.row(), c = first.col(); r >= 0 && r < n && c >= 0 && c < n;
                        r += direction.rowStep(), c += direction.columnStep()) {
                    cells.add(new Cell(r, c));
                }
                int total = digitsOf(cells).stream().mapToInt(Integer::intValue).sum();
                return LittleKiller.of(total + (random.nextInt(8) == 0 ? 1 : 0), direction, cells);
            }
            case "sandwich": {
                boolean row = random.nextBoolean();
                int index = random.nextInt(n);
                int one = -1;
                int top = -1;
                for (int i = 0; i < n; i++) {
                    int digit = row ? grid[index * n + i] : grid[i * n + index];
                    one = digit == 1 ? i : one;
                    top = digit == n ? i : top;
                }
                int total = 0;
                for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
                    total += row ? grid[index * n + i] : grid[i * n + index];
                }
                return row ? Sandwich.row(index, total) : Sandwich.column(index, total);
            }
            case "x-sum": case "skyscraper": case "numbered room": {
                OutsideClue.Kind clueKind = kind.equals("x-sum") ? OutsideClue.Kind.X_SUM
                        : kind.equals("skyscraper") ? OutsideClue.Kind.SKYSCRAPER : OutsideClue.Kind.NUMBERED_ROOM;
                OutsideClue.Side side = OutsideClue.Side.values()[random.nextInt(4)];
                int index = random.nextInt(n);
                List<Integer> digits = digitsOf(OutsideClue.of(clueKind, side, index, 1).cells(n));
                int value = PlainChecker.outsideValue(clueKind, digits);
                return OutsideClue.of(clueKind, side, index, Math.max(1, value + (random.nextInt(8) == 0 ? 1 : 0)));
            }
            case "white": case "black": case "difference": case "ratio": case "x": case "v": case "sum":
            case "less": {
                List<Cell> cells = pair.get();
                Cell a = cells.get(0);
                Cell b = cells.get(1);
                int x = at(a);
                int y = at(b);
                switch (kind) {
                    case "white": return Dot.white(a, b);
                    case "black": return Dot.black(a, b);
                    case "difference": return Dot.difference(a, b, Math.max(1, Math.abs(x - y)));
                    case "ratio": return Dot.ratio(a, b, Math.max(x, y) % Math.min(x, y) == 0
                            ? Math.max(2, Math.max(x, y) / Math.min(x, y)) : 3);
                    case "x": return Dot.x(a, b);
                    case "v": return Dot.v(a, b);
                    case "sum": return Dot.sum(a, b, Math.max(3, x + y));
                    default: return x < y ? Dot.less(a, b) : Dot.less(b, a);
                }
            }
            case "thermometer": case "between": case "renban": case "palindrome": case "region sum": case "zipper":
            case "entropic": case "whisper": case "parity": case "modular": case "nabner": case "slow thermometer":
            case "double arrow": case "lockout": {
                int longest = kind.equals("renban") || kind.equals("thermometer") ? Math.min(n, 5)
                        : kind.equals("nabner") ? Math.max(2, (n + 1) / 2) : 6;
                int least = kind.equals("double arrow") ? 3 : 2;
                List<Cell> cells = walk(least + random.nextInt(longest - least + 1), false);
                if (cells == null) {
                    return null;
                }
                switch (kind) {
                    case "thermometer": return Line.thermometer(cells);
                    case "between": return Line.of(Line.Kind.BETWEEN, cells);
                    case "renban": return Line.of(Line.Kind.RENBAN, cells);
                    case "palindrome": return Line.of(Line.Kind.PALINDROME, cells.subList(0, Math.min(3,
                            cells.size())));
                    case "region sum": return Line.of(Line.Kind.REGION_SUM, cells);
                    case "zipper": return Line.of(Line.Kind.ZIPPER, cells);
                    case "entropic": return Line.of(Line.Kind.ENTROPIC, cells);
                    case "parity": return Line.parity(cells);
                    case "modular": return Line.modular(cells, 3 + random.nextInt(n - 2)); // every modulus 3..n
                    case "nabner": return Line.of(Line.Kind.NABNER, cells);
                    case "slow thermometer": return Line.of(Line.Kind.SLOW_THERMOMETER, cells);
                    case "double arrow": return Line.of(Line.Kind.DOUBLE_ARROW, cells);
                    case "lockout": return Line.lockout(cells, 1 + random.nextInt(n - 1)); // every difference 1..n-1
                    default: return Line.whisper(cells, Math.max(2, n / 2));
                }
            }
            case "relation": {
                // a random table, each pair allowed with odds 3 in 5, on two to four cells anywhere
                List<Cell> cells = new ArrayList<>();
                for (int tries = 0; cells.size() < 2 + random.nextInt(3) && tries < 50; tries++) {
                    Cell cell = anyCell();
                    if (!cells.contains(cell)) {
                        cells.add(cell);
                    }
                }
                int[] table = new int[n];
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        table[a] |= random.nextInt(5) < 3 ? 1 << b : 0;
                    }
                }
                return cells.size() < 2 ? null : Relation.of("random", random.nextBoolean() ? Relation.Pairs.EVERY_TWO
                        : Relation.Pairs.NEIGHBOURS, cells, table);
            }
            case "odd": return CellMark.odd(anyCell());
            case "even": return CellMark.even(anyCell());
            case "minimum": return CellMark.minimum(anyCell());
            case "maximum": return CellMark.maximum(anyCell());
            case "column indexer": return CellMark.of(CellMark.Kind.COLUMN_INDEXER, anyCell());
            case "row indexer": return CellMark.of(CellMark.Kind.ROW_INDEXER, anyCell());
            case "box indexer": return CellMark.of(CellMark.Kind.BOX_INDEXER, anyCell());
            case "counting circles": { // a few digits of the grid, each on as many of its cells as its value
                List<Cell> circles = new ArrayList<>();
                for (int digit = 1; digit <= Math.min(n, 4); digit++) {
                    if (random.nextBoolean()) {
                        continue;
                    }
                    List<Cell> holding = new ArrayList<>();
                    for (int row = 0; row < n; row++) {
                        for (int col = 0; col < n; col++) {
                            if (at(new Cell(row, col)) == digit) {
                                holding.add(new Cell(row, col));
                            }
                        }
                    }
                    java.util.Collections.shuffle(holding, random);
                    circles.addAll(holding.subList(0, digit));
                }
                return circles.isEmpty() ? null : CountingCircles.of(circles);
            }
            case "automaton": {
                // one or two short lines read by a machine of two to four states with random moves, beside a path
                // that reads the grid's own digits (left out one time in ten)
                List<List<Cell>> segments = new ArrayList<>();
                for (int s = 0; s < 1 + random.nextInt(2); s++) {
                    List<Cell> segment = walk(2 + random.nextInt(3), false);
                    if (segment == null) {
                        return null;
                    }
                    segments.add(segment);
                }
                int states = 2 + random.nextInt(3);
                Automaton.Machine.Builder machine = Automaton.Machine.builder(states, n).start(0);
                for (int from = 0; from < states; from++) {
                    for (int symbol = 0; symbol <= n; symbol++) {
                        if (random.nextInt(10) < 3) {
                            machine.on(from, symbol, random.nextInt(states));
                        }
                    }
                    if (random.nextInt(3) == 0) {
                        machine.accept(from);
                    }
                }
                int state = 0;
                boolean keep = random.nextInt(10) > 0;
                for (int s = 0; s < segments.size() && keep; s++) {
                    for (int i = s == 0 ? -1 : -2; i < segments.get(s).size(); i++) {
                        if (i == -1) {
                            continue;
                        }
                        int next = random.nextInt(states);
                        machine.on(state, i == -2 ? Automaton.Machine.BREAK : at(segments.get(s).get(i)), next);
                        state = next;
                    }
                }
                if (keep) {
                    machine.accept(state);
                }
                return Automaton.of("random", machine.build(), segments);
            }
            case "regex": {
                // a pattern of the digits on a short line, with one part loosened
                List<Cell> cells = walk(2 + random.nextInt(3), false);
                if (cells == null) {
                    return null;
                }
                StringBuilder pattern = new StringBuilder();
                for (Cell cell : cells) {
                    String digit = Integer.toString(at(cell), 36).toUpperCase(java.util.Locale.ROOT);
                    switch (random.nextInt(4)) {
                        case 0 -> pattern.append('.');
                        case 1 -> pattern.append('[').append(digit).append("-").append(Integer.toString(n, 36)
                                .toUpperCase(java.util.Locale.ROOT)).append(']');
                        case 2 -> pattern.append("(").append(digit).append("|1)");
                        default -> pattern.append(digit);
                    }
                }
                return Automaton.regex("pattern", pattern + (random.nextBoolean() ? "" : "1*"), n, cells);
            }
            case "magic square": { // a 3x3 group of the grid whose lines add up to 15, if it has one
                for (int corner = random.nextInt(49), tried = 0; tried < 49; tried++, corner = (corner + 1) % 49) {
                    MagicSquare square = MagicSquare.of(new Cell(corner / 7, corner % 7));
                    boolean magic = true;
                    for (List<Cell> line : square.lines()) {
                        magic &= at(line.get(0)) + at(line.get(1)) + at(line.get(2)) == MagicSquare.SUM;
                    }
                    if (magic) {
                        return square;
                    }
                }
                return null;
            }
            case "quadruple": {
                Cell corner = new Cell(random.nextInt(n - 1), random.nextInt(n - 1));
                List<Integer> digits = digitsOf(Quadruple.of(corner, List.of(1)).cells());
                java.util.Collections.shuffle(digits, random);
                return Quadruple.of(corner, digits.subList(0, 1 + random.nextInt(4)));
            }
            case "clone": {
                Cell a = anyCell();
                Cell b = anyCell();
                return a.equals(b) ? null : Clone.of(List.of(a), List.of(b));
            }
            case "extra region": case "full extra region": {
                int size = kind.equals("full extra region") ? n : 2 + random.nextInt(n - 2);
                List<Cell> cells = new ArrayList<>();
                List<Integer> digits = new ArrayList<>();
                for (int tries = 0; cells.size() < size && tries < 500; tries++) {
                    Cell cell = anyCell();
                    if (!cells.contains(cell) && (!digits.contains(at(cell)) || random.nextInt(20) == 0)) {
                        cells.add(cell);
                        digits.add(at(cell));
                    }
                }
                return cells.size() < size ? null : ExtraRegion.of(cells);
            }
            case "given candidates": {
                Cell cell = anyCell();
                List<Integer> digits = new ArrayList<>(List.of(at(cell)));
                for (int d = 1; d <= n; d++) {
                    if (d != at(cell) && random.nextInt(3) == 0) {
                        digits.add(d);
                    }
                }
                return GivenCandidates.of(cell, digits);
            }
            default: { // cage
                List<Cell> cells = walk(2 + random.nextInt(3), true);
                if (cells == null || digitsOf(cells).stream().distinct().count() < cells.size()) {
                    return null;
                }
                return Cage.of(digitsOf(cells).stream().mapToInt(Integer::intValue).sum(), cells);
            }
        }
    }

    /** The layout with these rules, or null if it refuses them (a rule that does not fit the grid). */
    static Layout withRules(Layout layout, List<Rule> rules) {
        try {
            return layout.withRules(rules);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
