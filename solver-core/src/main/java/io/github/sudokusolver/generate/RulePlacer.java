package io.github.sudokusolver.generate;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * Proposes rules that a solution keeps, one at a time, shaped as setters draw them (docs/generating.md): lines and
 * arrows walk through free neighbouring cells, cages are orthogonally connected, dots sit on a border whose digits
 * keep their relation, one per border. Lines, arrows and cages take their cells: no later one uses them. Works on a
 * square layout without holes of up to nine digits; cells are grid positions {@code row * n + column}.
 */
final class RulePlacer {

    /** Walks tried per proposal before it gives up (returns null). */
    private static final int TRIES = 60;
    /** The modulus of the modular lines it draws: Cracking the Cryptic's 3, which every size from 4x4 up can keep. */
    private static final int MODULUS = 3;
    private static final int[][] KING_STEPS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    private static final int[][] ORTHOGONAL_STEPS = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};

    private final int n;
    private final int[] solution;
    private final IntUnaryOperator randomBelow;
    private final Layout layout;
    /** The box (or jigsaw region) of each position: where a region sum line's pieces end. */
    private final int[] boxOf;
    /** Cells a line, an arrow or a cage holds. */
    private final boolean[] taken;
    /** Borders that carry a dot, as {@code low * n * n + high} of their two positions. */
    private final Set<Integer> dotted = new HashSet<>();
    /** Rules proposed so far, which a new one must differ from (little killers, sandwiches, quadruples, marks). */
    private final Set<Rule> proposed = new HashSet<>();
    /** The cells of every diagonal a little killer clues, whichever end its clue stands at. */
    private final Set<Set<Cell>> cluedDiagonals = new HashSet<>();
    /**
     * The spots outside the grid a clue stands on, as cells one step off it (rows and columns from -1, shifted by one):
     * two clues on one spot read as one, and SudokuPad's writer refuses them.
     */
    private final Set<Cell> clueSpots = new HashSet<>();
    /** The cells an indexer stands on: one indexer a cell, as the formats draw them. */
    private final Set<Cell> indexerCells = new HashSet<>();
    /** The cells of the counting circles placed: each set is counted apart, so no cell is in two. */
    private final Set<Cell> circleCells = new HashSet<>();

    RulePlacer(Layout layout, int[] solution, IntUnaryOperator randomBelow) {
        this.layout = layout;
        this.n = layout.size();
        this.solution = solution;
        this.randomBelow = randomBelow;
        this.taken = new boolean[n * n];
        this.boxOf = new int[n * n];
        List<List<Cell>> boxes = layout.regions(Region.BOX).isEmpty() ? layout.regions(Region.REGION)
                : layout.regions(Region.BOX);
        for (int b = 0; b < boxes.size(); b++) {
            for (Cell cell : boxes.get(b)) {
                boxOf[cell.row() * n + cell.col()] = b;
            }
        }
    }

    /** A rule of the kind that the solution keeps and that fits beside the rules proposed before, or null. */
    Rule propose(RuleKind kind) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Rule rule = once(kind);
            if (rule != null && proposed.add(rule)) {
                return rule;
            }
        }
        return null;
    }

    private Rule once(RuleKind kind) {
        return switch (kind) {
            case THERMOMETER -> line(kind, 3 + below(4));
            case GERMAN_WHISPER, RENBAN, BETWEEN_LINE -> line(kind, 3 + below(3));
            case PALINDROME -> line(kind, 3 + below(3));
            case REGION_SUM_LINE -> line(kind, 3 + below(4));
            case ARROW -> arrow();
            case KILLER_CAGE -> cage(2 + below(4));
            case KROPKI, XV -> dot(kind);
            case LITTLE_KILLER -> littleKiller();
            case SANDWICH -> sandwich();
            case X_SUM -> outsideClue(OutsideClue.Kind.X_SUM);
            case SKYSCRAPER -> outsideClue(OutsideClue.Kind.SKYSCRAPER);
            case NUMBERED_ROOM -> outsideClue(OutsideClue.Kind.NUMBERED_ROOM);
            case QUADRUPLE -> quadruple();
            case ODD_EVEN -> parity();
            case INDEXER -> indexer();
            case COUNTING_CIRCLES -> countingCircles();
            case PARITY_LINE, MODULAR_LINE, SLOW_THERMOMETER -> line(kind, 3 + below(4));
            case NABNER_LINE -> line(kind, 2 + below(2));
            case DOUBLE_ARROW, LOCKOUT_LINE -> line(kind, 3 + below(3));
            // the generator's part of a kind: the others say here that it does not place them (RuleKind.generatable)
            case DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY, WHISPER, ZIPPER_LINE, ENTROPIC_LINE, MINIMUM_MAXIMUM,
                    CLONE, EXTRA_REGION, GIVEN_CANDIDATES, ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS,
                    NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS, NEGATIVE_XV, RELATION, AUTOMATON, MAGIC_SQUARE ->
                throw new IllegalArgumentException(kind + " is not placed by the generator");
        };
    }

    private int below(int bound) {
        return randomBelow.applyAsInt(bound);
    }

    private Cell cell(int position) {
        return new Cell(position / n, position % n);
    }

    /**
     * A line of {@code length} free cells, each a king's move from the last, whose digits keep the kind's rule as
     * it grows and once it is whole; its cells are then taken.
     */
    private Rule line(RuleKind kind, int length) {
        int start = below(n * n);
        if (taken[start]) {
            return null;
        }
        List<Integer> cells = new ArrayList<>();
        cells.add(start);
        while (cells.size() < length) {
            int next = step(cells, KING_STEPS, kind);
            if (next < 0) {
                return null;
            }
            cells.add(next);
        }
        if (!whole(kind, cells)) {
            return null;
        }
        List<Cell> line = new ArrayList<>();
        for (int position : cells) {
            taken[position] = true;
            line.add(cell(position));
        }
        return switch (kind) {
            case THERMOMETER -> Line.thermometer(line);
            case GERMAN_WHISPER -> Line.germanWhisper(line);
            case RENBAN -> Line.of(Line.Kind.RENBAN, line);
            case BETWEEN_LINE -> Line.of(Line.Kind.BETWEEN, line);
            case PALINDROME -> Line.of(Line.Kind.PALINDROME, line);
            case REGION_SUM_LINE -> Line.of(Line.Kind.REGION_SUM, line);
            case PARITY_LINE -> Line.parity(line);
            case MODULAR_LINE -> Line.modular(line, MODULUS);
            case NABNER_LINE -> Line.of(Line.Kind.NABNER, line);
            case SLOW_THERMOMETER -> Line.of(Line.Kind.SLOW_THERMOMETER, line);
            case DOUBLE_ARROW -> Line.of(Line.Kind.DOUBLE_ARROW, line);
            case LOCKOUT_LINE -> Line.lockout(line, Line.lockoutDifference(n));
            default -> throw new IllegalStateException(kind + " is not a line the generator draws");
        };
    }

    /** A random free neighbour of the walk's last cell that keeps the kind's rule so far, or -1. */
    private int step(List<Integer> cells, int[][] steps, RuleKind kind) {
        int last = cells.get(cells.size() - 1);
        int first = below(steps.length);
        for (int i = 0; i < steps.length; i++) {
            int[] move = steps[(first + i) % steps.length];
            int row = last / n + move[0];
            int col = last % n + move[1];
            int next = row * n + col;
            if (row >= 0 && row < n && col >= 0 && col < n && !taken[next] && !cells.contains(next)
                    && keeps(kind, cells, next)) {
                return next;
            }
        }
        return -1;
    }

    /** Whether the walk may go on to {@code next}: what each kind requires of every prefix. */
    private boolean keeps(RuleKind kind, List<Integer> cells, int next) {
        int last = solution[cells.get(cells.size() - 1)];
        int digit = solution[next];
        return switch (kind) {
            case THERMOMETER -> digit > last;
            case GERMAN_WHISPER -> Math.abs(digit - last) >= 5;
            case RENBAN -> {
                int low = digit;
                int high = digit;
                for (int cell : cells) {
                    if (solution[cell] == digit) {
                        yield false;
                    }
                    low = Math.min(low, solution[cell]);
                    high = Math.max(high, solution[cell]);
                }
                yield high - low <= cells.size();
            }
            case PARITY_LINE -> digit % 2 != last % 2;
            case SLOW_THERMOMETER -> digit >= last;
            case NABNER_LINE -> {
                for (int cell : cells) {
                    if (Math.abs(solution[cell] - digit) < 2) {
                        yield false;
                    }
                }
                yield true;
            }
            case MODULAR_LINE -> {
                // different remainders from the cells before it in its run
                for (int back = 1; back < MODULUS && back <= cells.size(); back++) {
                    if (solution[cells.get(cells.size() - back)] % MODULUS == digit % MODULUS) {
                        yield false;
                    }
                }
                yield true;
            }
            default -> true;
        };
    }

    /** Whether a whole line keeps its rule: what only the whole line can say. */
    private boolean whole(RuleKind kind, List<Integer> cells) {
        int size = cells.size();
        switch (kind) {
            case RENBAN: {
                int low = Integer.MAX_VALUE;
                int high = 0;
                for (int cell : cells) {
                    low = Math.min(low, solution[cell]);
                    high = Math.max(high, solution[cell]);
                }
                return high - low == size - 1;
            }
            case BETWEEN_LINE: {
                int low = Math.min(solution[cells.get(0)], solution[cells.get(size - 1)]);
                int high = Math.max(solution[cells.get(0)], solution[cells.get(size - 1)]);
                for (int i = 1; i < size - 1; i++) {
                    if (solution[cells.get(i)] <= low || solution[cells.get(i)] >= high) {
                        return false;
                    }
                }
                return true;
            }
            case DOUBLE_ARROW: {
                int middle = 0;
                for (int i = 1; i < size - 1; i++) {
                    middle += solution[cells.get(i)];
                }
                return middle == solution[cells.get(0)] + solution[cells.get(size - 1)];
            }
            case LOCKOUT_LINE: {
                int low = Math.min(solution[cells.get(0)], solution[cells.get(size - 1)]);
                int high = Math.max(solution[cells.get(0)], solution[cells.get(size - 1)]);
                if (high - low < Line.lockoutDifference(n)) {
                    return false;
                }
                for (int i = 1; i < size - 1; i++) {
                    if (solution[cells.get(i)] >= low && solution[cells.get(i)] <= high) {
                        return false;
                    }
                }
                return true;
            }
            case PALINDROME: {
                for (int i = 0; i < size / 2; i++) {
                    if (solution[cells.get(i)] != solution[cells.get(size - 1 - i)]) {
                        return false;
                    }
                }
                return true;
            }
            case REGION_SUM_LINE: {
                int pieces = 0;
                int total = -1;
                int sum = 0;
                for (int i = 0; i < size; i++) {
                    sum += solution[cells.get(i)];
                    if (i == size - 1 || boxOf[cells.get(i + 1)] != boxOf[cells.get(i)]) {
                        if (total >= 0 && sum != total) {
                            return false;
                        }
                        total = sum;
                        sum = 0;
                        pieces++;
                    }
                }
                // a line in one box says nothing; a line that enters a box twice has pieces the rule may join
                return pieces >= 2 && distinctBoxes(cells) == pieces;
            }
            default:
                return true;
        }
    }


    private int distinctBoxes(List<Integer> cells) {
        Set<Integer> boxes = new HashSet<>();
        for (int cell : cells) {
            boxes.add(boxOf[cell]);
        }
        return boxes.size();
    }

    /** An arrow: a free circle and a line of two to four free cells from a neighbour, adding up to its digit. */
    private Rule arrow() {
        int circle = below(n * n);
        if (taken[circle]) {
            return null;
        }
        int wanted = 2 + below(3);
        List<Integer> line = new ArrayList<>();
        line.add(circle);
        int sum = 0;
        while (line.size() <= wanted) {
            int next = step(line, KING_STEPS, RuleKind.ARROW);
            if (next < 0) {
                return null;
            }
            line.add(next);
            sum += solution[next];
            if (sum > solution[circle]) {
                return null;
            }
        }
        if (sum != solution[circle]) {
            return null;
        }
        List<Cell> cells = new ArrayList<>();
        for (int i = 1; i < line.size(); i++) {
            cells.add(cell(line.get(i)));
        }
        for (int position : line) {
            taken[position] = true;
        }
        return Arrow.of(List.of(cell(circle)), cells);
    }

    /** A killer cage of {@code size} orthogonally connected free cells and its sum. */
    private Rule cage(int size) {
        int start = below(n * n);
        if (taken[start]) {
            return null;
        }
        List<Integer> cells = new ArrayList<>();
        cells.add(start);
        while (cells.size() < size) {
            // grow from any cell of the cage, not only the last: cages are blobs, not lines
            List<Integer> from = new ArrayList<>(cells);
            int next = -1;
            for (int i = 0; i < from.size() && next < 0; i++) {
                int base = from.get((below(from.size()) + i) % from.size());
                next = step(List.of(base), ORTHOGONAL_STEPS, RuleKind.KILLER_CAGE);
                if (cells.contains(next)) {
                    next = -1;
                }
            }
            if (next < 0) {
                return null;
            }
            cells.add(next);
        }
        List<Cell> cage = new ArrayList<>();
        int sum = 0;
        for (int position : cells) {
            for (int other : cells) {
                if (other != position && solution[other] == solution[position]) {
                    return null; // a cage's digits differ: the cells may not be peers but must hold distinct digits
                }
            }
            sum += solution[position];
        }
        for (int position : cells) {
            taken[position] = true;
            cage.add(cell(position));
        }
        return Cage.of(sum, cage);
    }

    /** A kropki dot or an X or V on a random border whose digits keep it, one dot per border. */
    private Rule dot(RuleKind kind) {
        int a = below(n * n);
        boolean across = below(2) == 0;
        int row = a / n + (across ? 0 : 1);
        int col = a % n + (across ? 1 : 0);
        if (row >= n || col >= n) {
            return null;
        }
        int b = row * n + col;
        int x = solution[a];
        int y = solution[b];
        Rule dot;
        if (kind == RuleKind.KROPKI) {
            boolean white = Math.abs(x - y) == 1;
            boolean black = x == 2 * y || y == 2 * x;
            if (!white && !black) {
                return null;
            }
            // 1 and 2 keep both: either dot is true
            dot = white && (!black || below(2) == 0) ? Dot.white(cell(a), cell(b)) : Dot.black(cell(a), cell(b));
        } else {
            if (x + y != 10 && x + y != 5) {
                return null;
            }
            dot = x + y == 10 ? Dot.x(cell(a), cell(b)) : Dot.v(cell(a), cell(b));
        }
        return dotted.add(a * n * n + b) ? dot : null;
    }

    /** A little killer: a diagonal of three cells or more from a clue outside the grid, and its sum. */
    private Rule littleKiller() {
        LittleKiller.Direction direction = LittleKiller.Direction.values()[below(4)];
        // the diagonal starts on an edge the direction enters the grid by
        int rowStep = direction.rowStep();
        int colStep = direction.columnStep();
        int startRow;
        int startCol;
        if (below(2) == 0) {
            startRow = rowStep > 0 ? 0 : n - 1;
            startCol = below(n);
        } else {
            startRow = below(n);
            startCol = colStep > 0 ? 0 : n - 1;
        }
        List<Cell> cells = new ArrayList<>();
        int sum = 0;
        for (int r = startRow, c = startCol; r >= 0 && r < n && c >= 0 && c < n; r += rowStep, c += colStep) {
            cells.add(new Cell(r, c));
            sum += solution[r * n + c];
        }
        if (cells.size() < 3 || cells.size() == n) {
            return null; // the long diagonal's clue is rarely drawn, and short ones say too little
        }
        if (cluedDiagonals.contains(Set.copyOf(cells))) {
            return null; // a diagonal clued from its other end already: the same sum twice
        }
        LittleKiller clue = LittleKiller.of(sum, direction, cells);
        if (!clueSpots.add(new Cell(clue.clueRow() + 1, clue.clueColumn() + 1))) {
            return null;
        }
        cluedDiagonals.add(Set.copyOf(cells));
        return clue;
    }

    /** A sandwich clue on a random row or column: the sum of the digits between its 1 and its largest digit. */
    private Rule sandwich() {
        boolean row = below(2) == 0;
        int index = below(n);
        int one = -1;
        int top = -1;
        for (int i = 0; i < n; i++) {
            int digit = solution[row ? index * n + i : i * n + index];
            one = digit == 1 ? i : one;
            top = digit == n ? i : top;
        }
        int sum = 0;
        for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
            sum += solution[row ? index * n + i : i * n + index];
        }
        if (!clueSpots.add(row ? new Cell(index + 1, 0) : new Cell(0, index + 1))) {
            return null;
        }
        return row ? Sandwich.row(index, sum) : Sandwich.column(index, sum);
    }

    /** A clue of the kind on a random side of a random row or column, read off the solution from that side. */
    private Rule outsideClue(OutsideClue.Kind kind) {
        OutsideClue.Side side = OutsideClue.Side.values()[below(4)];
        int index = below(n);
        int[] digits = new int[n];
        List<Cell> cells = OutsideClue.of(kind, side, index, 1).cells(n);
        for (int i = 0; i < n; i++) {
            digits[i] = solution[cells.get(i).row() * n + cells.get(i).col()];
        }
        int value = 0;
        switch (kind) {
            case X_SUM -> {
                for (int i = 0; i < digits[0]; i++) {
                    value += digits[i];
                }
            }
            case SKYSCRAPER -> {
                int tallest = 0;
                for (int digit : digits) {
                    value += digit > tallest ? 1 : 0;
                    tallest = Math.max(tallest, digit);
                }
            }
            case NUMBERED_ROOM -> value = digits[digits[0] - 1];
        }
        Cell spot = switch (side) {
            case LEFT -> new Cell(index + 1, 0);
            case RIGHT -> new Cell(index + 1, n + 1);
            case TOP -> new Cell(0, index + 1);
            case BOTTOM -> new Cell(n + 1, index + 1);
        };
        return clueSpots.add(spot) ? OutsideClue.of(kind, side, index, value) : null;
    }

    /** A quadruple: the top-left cell of a 2x2 block and two to four of its digits. */
    private Rule quadruple() {
        int row = below(n - 1);
        int col = below(n - 1);
        List<Integer> digits = new ArrayList<>();
        for (int position : new int[] {row * n + col, row * n + col + 1, (row + 1) * n + col, (row + 1) * n + col + 1}) {
            digits.add(solution[position]);
        }
        int keep = 2 + below(3);
        while (digits.size() > keep) {
            digits.remove(below(digits.size()));
        }
        digits.sort(null);
        return Quadruple.of(new Cell(row, col), digits);
    }

    /**
     * A set of counting circles: a random set of the digits 1 to 4 (on grids of fewer digits, up to the size), each on
     * as many random cells of the solution that hold it as its value, none a cell of another set.
     */
    private Rule countingCircles() {
        int digits = Math.min(4, n);
        int set = 1 + below((1 << digits) - 1);
        List<Cell> circles = new ArrayList<>();
        for (int d = 1; d <= digits; d++) {
            if ((set >> d - 1 & 1) == 0) {
                continue;
            }
            List<Integer> holding = new ArrayList<>();
            for (int position = 0; position < n * n; position++) {
                if (solution[position] == d && !circleCells.contains(cell(position))) {
                    holding.add(position);
                }
            }
            if (holding.size() < d) {
                return null;
            }
            for (int k = 0; k < d; k++) {
                circles.add(cell(holding.remove(below(holding.size()))));
            }
        }
        circleCells.addAll(circles);
        return CountingCircles.of(circles);
    }

    /** An indexer of a random kind on a random cell, when the solution keeps it there. */
    private Rule indexer() {
        boolean boxes = !layout.regions(Region.BOX).isEmpty();
        CellMark.Kind[] kinds = {CellMark.Kind.COLUMN_INDEXER, CellMark.Kind.ROW_INDEXER, CellMark.Kind.BOX_INDEXER};
        int position = below(n * n);
        CellMark indexer = CellMark.of(kinds[below(boxes ? 3 : 2)], cell(position));
        List<Cell> house = indexer.indexedCells(layout);
        Cell pointed = house.get(solution[position] - 1);
        boolean kept = solution[pointed.row() * n + pointed.col()] == house.indexOf(indexer.cell()) + 1;
        return kept && indexerCells.add(indexer.cell()) ? indexer : null;
    }

    /** A cell marked odd or even, as its digit is. */
    private Rule parity() {
        int position = below(n * n);
        return solution[position] % 2 == 1 ? CellMark.odd(cell(position)) : CellMark.even(cell(position));
    }
}
