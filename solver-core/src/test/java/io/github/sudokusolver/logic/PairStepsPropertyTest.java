package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every step of the pair techniques, of their groups in a house, and every alternating chain through their weak
 * links, is sound: on random
 * solution grids of 4x4, 6x6 and 9x9 box layouts, with single-cell and pair rules read off the grid (dots where the
 * neighbours are consecutive, doubles, add up to 10 or 5; inequalities, odd and even, minimum and maximum cells,
 * whispers, given candidates; on half the grids every dot the digits allow, and then the negative rules the grid
 * keeps) and a few givens (one cell in ten), the techniques are applied
 * until none fires; no placement differs from the solution and no elimination removes a solution digit. The seed is
 * in every message.
 */
final class PairStepsPropertyTest {

    private static final int GRIDS = 90;
    private static final List<Technique> PAIRS = List.of(Technique.MINIMUM_MAXIMUM, Technique.INEQUALITY,
            Technique.KROPKI_DOT, Technique.XV, Technique.NEGATIVE_CONSTRAINT, Technique.WHISPER,
            Technique.EQUAL_CELLS);

    @Test
    void noStepRemovesTheSolution() {
        int[][] shapes = {{2, 2}, {2, 3}, {3, 3}};
        int steps = 0;
        int chains = 0;
        int groups = 0;
        for (int seed = 0; seed < GRIDS; seed++) {
            Random random = new Random(seed);
            int[] shape = shapes[seed % shapes.length];
            int n = shape[0] * shape[1];
            int[] solution = solution(shape[0], shape[1], random);
            Layout layout = Layout.boxes(shape[0], shape[1]).withRules(rules(n, solution, random));
            Grid grid = Grid.of(layout);
            int[] marks = SinglesAndIntersectionsTest.full(grid);
            for (int cell = 0; cell < grid.cells; cell++) {
                if (random.nextInt(100) < 10) {
                    grid.place(marks, cell, 1 << digitOf(grid, solution, cell) - 1);
                }
            }
            boolean progress = true;
            while (progress) {
                progress = false;
                List<Step> found = new ArrayList<>();
                found.add(PairFinders.cellMarks(grid, marks, Budget.unlimited()));
                for (Technique technique : PAIRS) {
                    found.add(PairFinders.pairs(grid, marks, technique));
                }
                found.add(SinglesAndIntersections.nakedSingle(grid, marks, Budget.unlimited()));
                found.add(SinglesAndIntersections.hiddenSingleInBox(grid, marks, Budget.unlimited()));
                found.add(SinglesAndIntersections.hiddenSingleInLine(grid, marks, Budget.unlimited()));
                found.add(Chains.alternating(grid, marks, EnumSet.of(Technique.AIC), Budget.unlimited()));
                found.add(RulesInHouse.find(grid, marks, Budget.unlimited()));
                for (Step step : found) {
                    if (step == null) {
                        continue;
                    }
                    String where = "seed " + seed + ": " + step + " on " + layout.rules();
                    for (Candidate placement : step.placements()) {
                        assertEquals(solution[position(placement.cell(), n)], placement.digit(), where);
                    }
                    for (Candidate elimination : step.eliminations()) {
                        assertNotEquals(solution[position(elimination.cell(), n)], elimination.digit(), where);
                    }
                    for (Rule rule : step.rules()) {
                        assertTrue(layout.rules().contains(rule), where);
                    }
                    apply(grid, marks, step);
                    steps++;
                    chains += step.technique() == Technique.AIC && !step.rules().isEmpty() ? 1 : 0;
                    groups += step.technique() == Technique.RULES_IN_A_HOUSE ? 1 : 0;
                    progress = true;
                    break;
                }
            }
        }
        assertTrue(steps > GRIDS * 5, "steps taken: " + steps);
        assertTrue(chains > 0, "chains through a rule link: " + chains);
        assertTrue(groups > 0, "pair rules read together in a house: " + groups);
    }

    private static void apply(Grid grid, int[] marks, Step step) {
        for (Candidate elimination : step.eliminations()) {
            marks[grid.indexOf(elimination.cell())] &= ~(1 << elimination.digit() - 1);
        }
        for (Candidate placement : step.placements()) {
            grid.place(marks, grid.indexOf(placement.cell()), 1 << placement.digit() - 1);
        }
    }

    private static int position(Cell cell, int n) {
        return cell.row() * n + cell.col();
    }

    private static int digitOf(Grid grid, int[] solution, int cell) {
        return solution[position(grid.cell(cell), grid.size)];
    }

    /** A solution of a box layout: the pattern grid with its digits, bands, stacks, rows and columns shuffled. */
    private static int[] solution(int boxRows, int boxColumns, Random random) {
        int n = boxRows * boxColumns;
        List<Integer> digits = shuffled(n, random);
        List<Integer> rows = shuffledWithin(n, boxRows, random);
        List<Integer> columns = shuffledWithin(n, boxColumns, random);
        int[] grid = new int[n * n];
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int r = rows.get(row);
                int c = columns.get(col);
                grid[row * n + col] = digits.get((boxColumns * (r % boxRows) + r / boxRows + c) % n) + 1;
            }
        }
        return grid;
    }

    /** 0..n-1 shuffled. */
    private static List<Integer> shuffled(int n, Random random) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(i);
        }
        Collections.shuffle(list, random);
        return list;
    }

    /** 0..n-1 in groups of {@code group}: the groups shuffled, and the members of each. */
    private static List<Integer> shuffledWithin(int n, int group, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int g : shuffled(n / group, random)) {
            for (int i : shuffled(group, random)) {
                order.add(g * group + i);
            }
        }
        return order;
    }

    /** Rules the solution keeps, drawn at random. */
    private static List<Rule> rules(int n, int[] solution, Random random) {
        List<Rule> rules = new ArrayList<>();
        boolean everyDot = random.nextBoolean(); // then the negative rules hold where the dots allow
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int x = solution[row * n + col];
                for (int[] step : new int[][] {{0, 1}, {1, 0}}) {
                    int r = row + step[0];
                    int c = col + step[1];
                    if (r >= n || c >= n || !everyDot && random.nextInt(3) != 0) {
                        continue;
                    }
                    int y = solution[r * n + c];
                    Cell a = new Cell(row, col);
                    Cell b = new Cell(r, c);
                    if (Math.abs(x - y) == 1) {
                        rules.add(Dot.white(a, b));
                    } else if (x == 2 * y || y == 2 * x) {
                        rules.add(Dot.black(a, b));
                    } else if (x + y == 10 && n >= 9) {
                        rules.add(Dot.x(a, b));
                    } else if (x + y == 5) {
                        rules.add(Dot.v(a, b));
                    } else if (random.nextInt(4) == 0) {
                        rules.add(x < y ? Dot.less(a, b) : Dot.less(b, a));
                    }
                }
                Cell cell = new Cell(row, col);
                switch (random.nextInt(30)) {
                    case 0 -> rules.add(x % 2 == 1 ? CellMark.odd(cell) : CellMark.even(cell));
                    case 1 -> rules.add(GivenCandidates.of(cell, x == n ? List.of(1, x) : List.of(x, x + 1)));
                    case 2 -> {
                        if (extreme(solution, n, row, col, -1)) {
                            rules.add(CellMark.minimum(cell));
                        } else if (extreme(solution, n, row, col, 1)) {
                            rules.add(CellMark.maximum(cell));
                        }
                    }
                    case 3 -> {
                        List<Cell> whisper = whisper(solution, n, row, col, n / 2, random);
                        if (whisper.size() > 1) {
                            rules.add(Line.whisper(whisper, n / 2));
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        for (GlobalRule global : List.of(GlobalRule.NEGATIVE_WHITE_DOTS, GlobalRule.NEGATIVE_BLACK_DOTS,
                GlobalRule.NEGATIVE_XV, GlobalRule.NON_CONSECUTIVE)) {
            if (keeps(global, solution, n, rules)) {
                rules.add(global);
            }
        }
        return rules;
    }

    /** Whether a cell is smaller (sign -1) or larger (1) than each orthogonal neighbour. */
    private static boolean extreme(int[] solution, int n, int row, int col, int sign) {
        int x = solution[row * n + col];
        for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            int r = row + step[0];
            int c = col + step[1];
            if (r >= 0 && r < n && c >= 0 && c < n && Integer.signum(x - solution[r * n + c]) != sign) {
                return false;
            }
        }
        return true;
    }

    /** A walk from a cell over touching cells whose digits differ by at least {@code least}, up to five cells. */
    private static List<Cell> whisper(int[] solution, int n, int row, int col, int least, Random random) {
        List<Cell> cells = new ArrayList<>(List.of(new Cell(row, col)));
        for (int tries = 0; tries < 30 && cells.size() < 5; tries++) {
            Cell last = cells.get(cells.size() - 1);
            int r = last.row() + random.nextInt(3) - 1;
            int c = last.col() + random.nextInt(3) - 1;
            if (r >= 0 && r < n && c >= 0 && c < n && !cells.contains(new Cell(r, c))
                    && Math.abs(solution[r * n + c] - solution[last.row() * n + last.col()]) >= least) {
                cells.add(new Cell(r, c));
            }
        }
        return cells;
    }

    /** Whether the solution keeps a negative rule, with the dots drawn so far (it spares the pairs with a dot). */
    private static boolean keeps(GlobalRule global, int[] solution, int n, List<Rule> rules) {
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                for (int[] step : new int[][] {{0, 1}, {1, 0}}) {
                    int r = row + step[0];
                    int c = col + step[1];
                    if (r >= n || c >= n) {
                        continue;
                    }
                    int x = solution[row * n + col];
                    int y = solution[r * n + c];
                    boolean kropki = false;
                    boolean sum = false;
                    for (Rule rule : rules) {
                        if (rule instanceof Dot dot && (dot.first().equals(new Cell(row, col))
                                && dot.second().equals(new Cell(r, c)) || dot.second().equals(new Cell(row, col))
                                && dot.first().equals(new Cell(r, c)))) {
                            kropki |= dot.isKropki();
                            sum |= dot.kind() == Dot.Kind.SUM;
                        }
                    }
                    boolean broken = switch (global) {
                        case NEGATIVE_WHITE_DOTS -> !kropki && Math.abs(x - y) == 1;
                        case NEGATIVE_BLACK_DOTS -> !kropki && (x == 2 * y || y == 2 * x);
                        case NEGATIVE_XV -> !sum && (x + y == 10 || x + y == 5);
                        default -> Math.abs(x - y) == 1;
                    };
                    if (broken) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
