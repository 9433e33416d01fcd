package io.github.sudokusolver.rules;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * An independent checker of variant rules for the tests, sharing no code with the engine: every rule read from its
 * definition on the digits of a grid, and a plain backtracking over box layouts (rows, columns, boxes all different;
 * each rule checked once all of its cells are filled) that counts solutions or fills a grid at random.
 */
final class PlainChecker {

    private final int n;
    private final int boxRows;
    private final int boxColumns;
    private final List<Rule> rules;
    /** Per rule, the cells it reads (row * n + col); every cell for the global rules and sandwiches. */
    private final List<int[]> cellsOf = new ArrayList<>();
    /** Per cell, the rules to check once it is filled, if all their other cells are. */
    private final List<List<Integer>> rulesAt = new ArrayList<>();
    /** The pairs with a white or black dot (of any value), which the negative kropki rules spare. */
    private final Set<Long> kropki = new HashSet<>();
    /** The pairs with a sum dot (X, V), which negative XV spares. */
    private final Set<Long> sums = new HashSet<>();
    /** The ratios of the black dots, which negative black dots forbid elsewhere; 2 when there is none. */
    private final Set<Integer> ratios = new HashSet<>();

    PlainChecker(Layout layout, int boxRows, int boxColumns) {
        this.n = layout.size();
        this.boxRows = boxRows;
        this.boxColumns = boxColumns;
        this.rules = layout.rules();
        for (int cell = 0; cell < n * n; cell++) {
            rulesAt.add(new ArrayList<>());
        }
        for (Rule rule : rules) {
            if (rule instanceof Dot) {
                Dot dot = (Dot) rule;
                long pair = key(index(dot.first()), index(dot.second()));
                if (dot.kind() == Dot.Kind.DIFFERENCE || dot.kind() == Dot.Kind.RATIO) {
                    kropki.add(pair);
                }
                if (dot.kind() == Dot.Kind.RATIO) {
                    ratios.add(dot.value());
                }
                if (dot.kind() == Dot.Kind.SUM) {
                    sums.add(pair);
                }
            }
        }
        if (ratios.isEmpty()) {
            ratios.add(2);
        }
        for (int r = 0; r < rules.size(); r++) {
            int[] cells = cells(rules.get(r));
            cellsOf.add(cells);
            if (rules.get(r) instanceof MagicSquare square) { // checked at each line's last cell, line by line
                for (List<Cell> line : square.lines()) {
                    rulesAt.get(Math.max(index(line.get(0)), Math.max(index(line.get(1)), index(line.get(2))))).add(r);
                }
                continue;
            }
            int last = -1;
            for (int cell : cells) {
                last = Math.max(last, cell);
            }
            rulesAt.get(last).add(r);
        }
    }

    private long key(int a, int b) {
        return (long) Math.min(a, b) * 1000 + Math.max(a, b);
    }

    private int index(Cell cell) {
        return cell.row() * n + cell.col();
    }

    private int[] indices(List<Cell> cells) {
        return cells.stream().mapToInt(this::index).toArray();
    }

    /** The row, column or box an indexer points into, in reading order, from the box shape given. */
    private int[] indexed(CellMark mark) {
        int row = mark.cell().row();
        int col = mark.cell().col();
        int[] house = new int[n];
        for (int k = 0; k < n; k++) {
            house[k] = switch (mark.kind()) {
                case COLUMN_INDEXER -> row * n + k;
                case ROW_INDEXER -> k * n + col;
                default -> (row / boxRows * boxRows + k / boxColumns) * n + col / boxColumns * boxColumns
                        + k % boxColumns;
            };
        }
        return house;
    }

    private int[] cells(Rule rule) {
        if (rule instanceof Cage) {
            return indices(((Cage) rule).cells());
        } else if (rule instanceof Arrow) {
            List<Cell> all = new ArrayList<>(((Arrow) rule).circle());
            all.addAll(((Arrow) rule).line());
            return indices(all);
        } else if (rule instanceof LittleKiller) {
            return indices(((LittleKiller) rule).cells());
        } else if (rule instanceof Dot) {
            return new int[] {index(((Dot) rule).first()), index(((Dot) rule).second())};
        } else if (rule instanceof Line) {
            return indices(((Line) rule).cells());
        } else if (rule instanceof CellMark) {
            CellMark mark = (CellMark) rule;
            List<Cell> around = new ArrayList<>(List.of(mark.cell()));
            if (mark.kind() == CellMark.Kind.MINIMUM || mark.kind() == CellMark.Kind.MAXIMUM) {
                around.addAll(neighbours(mark.cell()));
            }
            if (mark.kind().isIndexer()) {
                return indexed(mark);
            }
            return indices(around);
        } else if (rule instanceof Quadruple) {
            return indices(((Quadruple) rule).cells());
        } else if (rule instanceof Clone) {
            List<Cell> all = new ArrayList<>(((Clone) rule).cells());
            all.addAll(((Clone) rule).copy());
            return indices(all);
        } else if (rule instanceof ExtraRegion) {
            return indices(((ExtraRegion) rule).cells());
        } else if (rule instanceof CountingCircles) {
            return indices(((CountingCircles) rule).cells());
        } else if (rule instanceof Automaton) {
            return indices(((Automaton) rule).cells());
        } else if (rule instanceof MagicSquare) {
            return indices(((MagicSquare) rule).cells());
        } else if (rule instanceof GivenCandidates) {
            return new int[] {index(((GivenCandidates) rule).cell())};
        } else if (rule instanceof Relation) {
            return indices(((Relation) rule).cells());
        } else if (rule instanceof OutsideClue clue) {
            return indices(clue.cells(n));
        } else if (rule instanceof Sandwich) {
            Sandwich clue = (Sandwich) rule;
            int[] line = new int[n];
            for (int i = 0; i < n; i++) {
                line[i] = clue.isRow() ? clue.index() * n + i : i * n + clue.index();
            }
            return line;
        }
        int[] every = new int[n * n];
        for (int i = 0; i < every.length; i++) {
            every[i] = i;
        }
        return every;
    }

    private List<Cell> neighbours(Cell cell) {
        List<Cell> around = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int r = cell.row() + step[0];
            int c = cell.col() + step[1];
            if (r >= 0 && r < n && c >= 0 && c < n) {
                around.add(new Cell(r, c));
            }
        }
        return around;
    }

    /** Whether a solved board keeps every rule, rows, columns and boxes. */
    boolean valid(Board solution) {
        int[] digits = new int[n * n];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = solution.get(i / n, i % n);
        }
        return valid(digits);
    }

    /** Whether a full grid (row * n + col) keeps every rule, rows, columns and boxes. */
    boolean valid(int[] grid) {
        for (int a = 0; a < n * n; a++) {
            if (grid[a] < 1 || grid[a] > n) {
                return false;
            }
            for (int b = a + 1; b < n * n; b++) {
                if (grid[a] == grid[b] && sameHouse(a, b)) {
                    return false;
                }
            }
        }
        for (Rule rule : rules) {
            if (!holds(rule, grid)) {
                return false;
            }
        }
        return true;
    }

    private boolean sameHouse(int a, int b) {
        int ra = a / n;
        int ca = a % n;
        int rb = b / n;
        int cb = b % n;
        return ra == rb || ca == cb || ra / boxRows == rb / boxRows && ca / boxColumns == cb / boxColumns;
    }

    private int box(int cell) {
        return cell / n / boxRows * (n / boxColumns) + cell % n / boxColumns;
    }

    /** Whether the rule holds on the grid, all of whose cells it reads are filled. */
    boolean holds(Rule rule, int[] g) {
        if (rule instanceof Cage) {
            Cage cage = (Cage) rule;
            int[] cells = indices(cage.cells());
            return distinct(g, cells) && sum(g, cells) == cage.sum();
        }
        if (rule instanceof Arrow) {
            Arrow arrow = (Arrow) rule;
            int number = 0;
            for (int cell : indices(arrow.circle())) {
                number = number * 10 + g[cell];
            }
            return sum(g, indices(arrow.line())) == number;
        }
        if (rule instanceof LittleKiller) {
            return sum(g, indices(((LittleKiller) rule).cells())) == ((LittleKiller) rule).sum();
        }
        if (rule instanceof OutsideClue clue) {
            List<Integer> digits = new ArrayList<>();
            for (int cell : indices(clue.cells(n))) {
                digits.add(g[cell]);
            }
            return outsideValue(clue.kind(), digits) == clue.value();
        }
        if (rule instanceof Sandwich) {
            Sandwich clue = (Sandwich) rule;
            int[] line = new int[n];
            for (int i = 0; i < n; i++) {
                line[i] = clue.isRow() ? g[clue.index() * n + i] : g[i * n + clue.index()];
            }
            int one = -1;
            int top = -1;
            for (int i = 0; i < n; i++) {
                one = line[i] == 1 ? i : one;
                top = line[i] == n ? i : top;
            }
            int total = 0;
            for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
                total += line[i];
            }
            return total == clue.sum();
        }
        if (rule instanceof Dot) {
            Dot dot = (Dot) rule;
            int a = g[index(dot.first())];
            int b = g[index(dot.second())];
            switch (dot.kind()) {
                case DIFFERENCE:
                    return Math.abs(a - b) == dot.value();
                case RATIO:
                    return a == b * dot.value() || b == a * dot.value();
                case SUM:
                    return a + b == dot.value();
                default:
                    return a < b;
            }
        }
        if (rule instanceof Line) {
            return line((Line) rule, g);
        }
        if (rule instanceof CellMark) {
            CellMark mark = (CellMark) rule;
            int digit = g[index(mark.cell())];
            switch (mark.kind()) {
                case ODD:
                    return digit % 2 == 1;
                case EVEN:
                    return digit % 2 == 0;
                case COLUMN_INDEXER: case ROW_INDEXER: case BOX_INDEXER: {
                    // the digit's place in the house holds the indexer's own place there
                    int[] house = indexed(mark);
                    int own = 0;
                    while (house[own] != index(mark.cell())) {
                        own++;
                    }
                    return g[house[digit - 1]] == own + 1;
                }
                default:
                    for (Cell other : neighbours(mark.cell())) {
                        if (rules.contains(CellMark.of(mark.kind(), other))) {
                            continue;
                        }
                        int theirs = g[index(other)];
                        if (mark.kind() == CellMark.Kind.MINIMUM ? digit >= theirs : digit <= theirs) {
                            return false;
                        }
                    }
                    return true;
            }
        }
        if (rule instanceof MagicSquare square) { // each line whose cells are filled adds up to 15
            for (List<Cell> line : square.lines()) {
                int a = g[index(line.get(0))];
                int b = g[index(line.get(1))];
                int c = g[index(line.get(2))];
                if (a != 0 && b != 0 && c != 0 && a + b + c != MagicSquare.SUM) {
                    return false;
                }
            }
            return true;
        }
        if (rule instanceof Automaton automaton) { // the word along the segments, by the machine's own walk
            return automaton.accepts(cell -> g[index(cell)]);
        }
        if (rule instanceof CountingCircles) { // each digit in as many circles as its value
            int[] count = new int[n + 1];
            for (int cell : indices(((CountingCircles) rule).cells())) {
                count[g[cell]]++;
            }
            for (int digit = 1; digit <= n; digit++) {
                if (count[digit] != 0 && count[digit] != digit) {
                    return false;
                }
            }
            return true;
        }
        if (rule instanceof Quadruple) {
            List<Integer> have = new ArrayList<>();
            for (int cell : indices(((Quadruple) rule).cells())) {
                have.add(g[cell]);
            }
            for (int digit : ((Quadruple) rule).digits()) {
                if (!have.remove(Integer.valueOf(digit))) {
                    return false;
                }
            }
            return true;
        }
        if (rule instanceof Clone) {
            int[] a = indices(((Clone) rule).cells());
            int[] b = indices(((Clone) rule).copy());
            for (int i = 0; i < a.length; i++) {
                if (g[a[i]] != g[b[i]]) {
                    return false;
                }
            }
            return true;
        }
        if (rule instanceof ExtraRegion) {
            return distinct(g, indices(((ExtraRegion) rule).cells()));
        }
        if (rule instanceof GivenCandidates) {
            return ((GivenCandidates) rule).digits().contains(g[index(((GivenCandidates) rule).cell())]);
        }
        if (rule instanceof Relation relation) {
            // written out here rather than through positionPairs, so that the checker does not share the rule's code
            List<Cell> cells = relation.cells();
            for (int i = 0; i < cells.size(); i++) {
                for (int j = i + 1; j < cells.size(); j++) {
                    boolean paired = relation.pairs() == Relation.Pairs.EVERY_TWO || j == i + 1;
                    if (paired && !relation.allows(g[index(cells.get(i))], g[index(cells.get(j))])) {
                        return false;
                    }
                }
            }
            return true;
        }
        return global((GlobalRule) rule, g);
    }

    private boolean line(Line line, int[] g) {
        int[] cells = indices(line.cells());
        int k = cells.length;
        switch (line.kind()) {
            case THERMOMETER:
                for (int i = 1; i < k; i++) {
                    if (g[cells[i]] <= g[cells[i - 1]]) {
                        return false;
                    }
                }
                return true;
            case BETWEEN: {
                int low = Math.min(g[cells[0]], g[cells[k - 1]]);
                int high = Math.max(g[cells[0]], g[cells[k - 1]]);
                for (int i = 1; i < k - 1; i++) {
                    if (g[cells[i]] <= low || g[cells[i]] >= high) {
                        return false;
                    }
                }
                return true;
            }
            case RENBAN: {
                int low = Integer.MAX_VALUE;
                int high = 0;
                for (int cell : cells) {
                    low = Math.min(low, g[cell]);
                    high = Math.max(high, g[cell]);
                }
                return distinct(g, cells) && high - low == k - 1;
            }
            case PALINDROME:
                for (int i = 0; i < k; i++) {
                    if (g[cells[i]] != g[cells[k - 1 - i]]) {
                        return false;
                    }
                }
                return true;
            case REGION_SUM: {
                int expected = -1;
                int total = 0;
                for (int i = 0; i < k; i++) {
                    total += g[cells[i]];
                    if (i == k - 1 || box(cells[i + 1]) != box(cells[i])) {
                        if (expected >= 0 && total != expected) {
                            return false;
                        }
                        expected = total;
                        total = 0;
                    }
                }
                return true;
            }
            case ZIPPER: {
                int expected = k % 2 == 1 ? g[cells[k / 2]] : g[cells[0]] + g[cells[k - 1]];
                for (int i = 0; i < k / 2; i++) {
                    if (g[cells[i]] + g[cells[k - 1 - i]] != expected) {
                        return false;
                    }
                }
                return true;
            }
            case ENTROPIC:
                for (int i = 0; i + 2 < k; i++) {
                    Set<Integer> thirds = new HashSet<>();
                    for (int j = i; j < i + 3; j++) {
                        thirds.add((g[cells[j]] - 1) / (n / 3));
                    }
                    if (thirds.size() != 3) {
                        return false;
                    }
                }
                return true;
            case PARITY:
            case MODULAR: {
                // every run of m cells (the whole line when shorter) holds m different remainders
                int m = line.kind() == Line.Kind.PARITY ? 2 : line.value();
                for (int i = 0; i == 0 || i + m <= k; i++) {
                    Set<Integer> remainders = new HashSet<>();
                    for (int j = i; j < Math.min(k, i + m); j++) {
                        if (!remainders.add(g[cells[j]] % m)) {
                            return false;
                        }
                    }
                }
                return true;
            }
            case NABNER:
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k; j++) {
                        if (Math.abs(g[cells[i]] - g[cells[j]]) < 2) {
                            return false;
                        }
                    }
                }
                return true;
            case SLOW_THERMOMETER:
                for (int i = 1; i < k; i++) {
                    if (g[cells[i]] < g[cells[i - 1]]) {
                        return false;
                    }
                }
                return true;
            case DOUBLE_ARROW: {
                int middle = 0;
                for (int i = 1; i < k - 1; i++) {
                    middle += g[cells[i]];
                }
                return middle == g[cells[0]] + g[cells[k - 1]];
            }
            case LOCKOUT: {
                int low = Math.min(g[cells[0]], g[cells[k - 1]]);
                int high = Math.max(g[cells[0]], g[cells[k - 1]]);
                for (int i = 1; i < k - 1; i++) {
                    if (g[cells[i]] >= low && g[cells[i]] <= high) {
                        return false;
                    }
                }
                return high - low >= line.value();
            }
            case WHISPER:
            default:
                for (int i = 1; i < k; i++) {
                    if (Math.abs(g[cells[i]] - g[cells[i - 1]]) < line.value()) {
                        return false;
                    }
                }
                return true;
        }
    }

    private boolean global(GlobalRule rule, int[] g) {
        for (int a = 0; a < n * n; a++) {
            for (int b = a + 1; b < n * n; b++) {
                if (breaks(rule, a, b, g)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether two filled cells break a global rule. */
    private boolean breaks(GlobalRule rule, int a, int b, int[] g) {
        int dr = Math.abs(a / n - b / n);
        int dc = Math.abs(a % n - b % n);
        int x = g[a];
        int y = g[b];
        boolean orthogonal = dr + dc == 1;
        boolean kropkiDot = kropki.contains(key(a, b));
        switch (rule) {
            case ANTI_KNIGHT:
                return dr * dc == 2 && x == y;
            case ANTI_KING:
                return dr <= 1 && dc <= 1 && x == y;
            case NON_CONSECUTIVE:
                return orthogonal && Math.abs(x - y) == 1;
            case NEGATIVE_WHITE_DOTS:
                return orthogonal && !kropkiDot && Math.abs(x - y) == 1;
            case NEGATIVE_BLACK_DOTS:
                for (int ratio : ratios) {
                    if (orthogonal && !kropkiDot && (x == ratio * y || y == ratio * x)) {
                        return true;
                    }
                }
                return false;
            case NEGATIVE_XV:
                return orthogonal && !sums.contains(key(a, b)) && (x + y == 10 || x + y == 5);
            default: // disjoint groups
                return x == y && a / n % boxRows == b / n % boxRows && a % n % boxColumns == b % n % boxColumns;
        }
    }

    private static boolean distinct(int[] g, int[] cells) {
        Set<Integer> seen = new HashSet<>();
        for (int cell : cells) {
            if (!seen.add(g[cell])) {
                return false;
            }
        }
        return true;
    }

    private static int sum(int[] g, int[] cells) {
        int total = 0;
        for (int cell : cells) {
            total += g[cell];
        }
        return total;
    }

    /** Solutions of the givens (0 for empty), up to {@code limit}; the first found into {@code first} if not null. */
    long count(int[] givens, long limit, int[] first) {
        int[] grid = givens.clone();
        long[] found = {0};
        search(grid, 0, limit, found, first, null);
        return found[0];
    }

    /** A random full grid keeping every rule, or null if none. */
    int[] randomGrid(Random random) {
        int[] grid = new int[n * n];
        int[] first = new int[n * n];
        long[] found = {0};
        search(grid, 0, 1, found, first, random);
        return found[0] == 0 ? null : first;
    }

    private boolean search(int[] grid, int cell, long limit, long[] found, int[] first, Random random) {
        if (cell == n * n) {
            if (found[0]++ == 0 && first != null) {
                System.arraycopy(grid, 0, first, 0, grid.length);
            }
            return found[0] >= limit;
        }
        int given = grid[cell];
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i + 1;
        }
        if (random != null) {
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int swap = order[i];
                order[i] = order[j];
                order[j] = swap;
            }
        }
        for (int digit : order) {
            if (given != 0 && digit != given) {
                continue;
            }
            grid[cell] = digit;
            if (fits(grid, cell) && search(grid, cell + 1, limit, found, first, random)) {
                grid[cell] = given;
                return true;
            }
        }
        grid[cell] = given;
        return false;
    }

    /** Whether the digit just put in {@code cell} clashes with the cells before it or completes a broken rule. */
    private boolean fits(int[] grid, int cell) {
        for (int other = 0; other < cell; other++) {
            if (grid[other] == grid[cell] && sameHouse(other, cell)) {
                return false;
            }
        }
        for (Rule rule : rules) {
            if (rule instanceof GlobalRule) {
                for (int other = 0; other < cell; other++) {
                    if (breaks((GlobalRule) rule, other, cell, grid)) {
                        return false;
                    }
                }
            }
        }
        for (int r : rulesAt.get(cell)) {
            if (!(rules.get(r) instanceof GlobalRule) && !holds(rules.get(r), grid)) {
                return false;
            }
        }
        return true;
    }

    /**
     * What a row's or column's digits, read from a clue's side, make its clue: the sum of the first X digits (X the
     * first), the count of digits larger than all before them, or the X-th digit.
     */
    static int outsideValue(OutsideClue.Kind kind, List<Integer> digits) {
        switch (kind) {
            case X_SUM: {
                int total = 0;
                for (int i = 0; i < digits.get(0) && i < digits.size(); i++) {
                    total += digits.get(i);
                }
                return total;
            }
            case SKYSCRAPER: {
                int seen = 0;
                int tallest = 0;
                for (int digit : digits) {
                    seen += digit > tallest ? 1 : 0;
                    tallest = Math.max(tallest, digit);
                }
                return seen;
            }
            default:
                return digits.get(0) <= digits.size() ? digits.get(digits.get(0) - 1) : 0;
        }
    }
}
