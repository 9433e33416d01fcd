package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The line and quadruple finders, and the fillings that check the lines' shapes (rules in a house, rules together),
 * against a known solution: a solution grid (a classic one, its digits shuffled), four
 * lines or quadruples drawn at random that it keeps, pencil marks that keep every solution digit (some cells placed),
 * then the family's steps applied one after another. A placement must be the solution's digit, an elimination never
 * the solution's, a step must change the marks and name one of the layout's rules; the seed is in every message.
 */
final class LineStepsPropertyTest {

    private static final String SOLUTION =
            "847632519295471386631598247129743865486259173753816924368924751974185632512367498";
    private static final Set<Technique> FAMILY = EnumSet.of(Technique.THERMOMETER, Technique.QUADRUPLE,
            Technique.RENBAN, Technique.ENTROPIC_LINE, Technique.BETWEEN_LINE, Technique.REGION_SUM_LINE,
            Technique.ZIPPER_LINE, Technique.LOCKOUT_LINE, Technique.MODULAR_LINE, Technique.RULES_IN_A_HOUSE,
            Technique.RULES_TOGETHER);
    private static final Line.Kind[] KINDS = {Line.Kind.THERMOMETER, Line.Kind.RENBAN, Line.Kind.BETWEEN,
        Line.Kind.ENTROPIC, Line.Kind.REGION_SUM, Line.Kind.ZIPPER, Line.Kind.LOCKOUT, Line.Kind.MODULAR};
    /** The lockout lines' least difference of their ends, and the modular lines' modulus, of the lines drawn. */
    private static final int LOCKOUT = 4;
    private static final int MODULUS = 3;

    @Test
    void everyStepKeepsTheSolution() {
        List<Finder> finders = new ArrayList<>();
        for (Finder finder : FinderLists.ruled(FAMILY)) {
            if (FAMILY.contains(finder.technique())) {
                finders.add(finder);
            }
        }
        Set<Technique> seen = EnumSet.noneOf(Technique.class);
        for (long seed = 1; seed <= 150; seed++) {
            Random random = new Random(seed);
            int[] solution = shuffled(random);
            List<Rule> rules = new ArrayList<>();
            while (rules.size() < 4) {
                Rule rule = random.nextInt(8) == 0 ? quadruple(random, solution) : line(random, solution);
                if (rule != null && !rules.contains(rule)) {
                    rules.add(rule);
                }
            }
            Layout layout = Layout.classic().withRules(rules);
            Grid grid = Grid.of(layout);
            int[] marks = marks(random, grid, solution);
            for (int round = 0; round < 60; round++) {
                Step step = null;
                for (int f = 0; f < finders.size() && step == null; f++) {
                    step = finders.get(f).find(grid, marks, new boolean[grid.cells], Budget.unlimited(),
                            Double.MAX_VALUE);
                }
                if (step == null) {
                    break;
                }
                String where = "seed " + seed + ", " + rules + ": " + step.description();
                seen.add(step.technique());
                assertFalse(step.placements().isEmpty() && step.eliminations().isEmpty(), where);
                assertTrue(layout.rules().containsAll(step.rules()) && !step.rules().isEmpty(), where);
                for (Candidate placement : step.placements()) {
                    assertTrue(solution[position(placement.cell())] == placement.digit(), where);
                }
                for (Candidate elimination : step.eliminations()) {
                    assertNotEquals(solution[position(elimination.cell())], elimination.digit(), where);
                }
                LogicalSolver.apply(grid, marks, step);
            }
        }
        assertTrue(seen.containsAll(FAMILY), "every technique of the family was met: " + seen);
    }

    private static int position(Cell cell) {
        return cell.row() * 9 + cell.col();
    }

    /** The solution with its digits permuted. */
    private static int[] shuffled(Random random) {
        List<Integer> digits = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        Collections.shuffle(digits, random);
        int[] solution = new int[81];
        for (int i = 0; i < 81; i++) {
            solution[i] = digits.get(SOLUTION.charAt(i) - '1');
        }
        return solution;
    }

    /** Every cell its solution digit and about half the others; some cells placed, their digit cleared from peers. */
    private static int[] marks(Random random, Grid grid, int[] solution) {
        int[] marks = new int[grid.cells];
        for (int i = 0; i < 81; i++) {
            int mask = 1 << solution[i] - 1;
            for (int digit = 1; digit <= 9; digit++) {
                mask |= random.nextBoolean() ? 1 << digit - 1 : 0;
            }
            marks[grid.indexOf(new Cell(i / 9, i % 9))] = mask;
        }
        for (int i = 0; i < 81; i++) {
            if (random.nextInt(100) < 15) {
                grid.place(marks, grid.indexOf(new Cell(i / 9, i % 9)), 1 << solution[i] - 1);
            }
        }
        return marks;
    }

    /** A quadruple of 1 to 4 of the digits around a random corner. */
    private static Rule quadruple(Random random, int[] solution) {
        int row = random.nextInt(8);
        int col = random.nextInt(8);
        List<Integer> digits = new ArrayList<>(List.of(solution[row * 9 + col], solution[row * 9 + col + 1],
                solution[row * 9 + col + 9], solution[row * 9 + col + 10]));
        Collections.shuffle(digits, random);
        return Quadruple.of(new Cell(row, col), digits.subList(0, 1 + random.nextInt(4)));
    }

    /** A random walk of 2 to 8 cells that the solution keeps as a line of a random kind; null when none is found. */
    private static Rule line(Random random, int[] solution) {
        Line.Kind kind = KINDS[random.nextInt(KINDS.length)];
        int length = 2 + random.nextInt(7);
        for (int attempt = 0; attempt < 200; attempt++) {
            List<Integer> path = new ArrayList<>(List.of(random.nextInt(81)));
            while (path.size() < length) {
                int last = path.get(path.size() - 1);
                List<Integer> next = new ArrayList<>();
                for (int r = last / 9 - 1; r <= last / 9 + 1; r++) {
                    for (int c = last % 9 - 1; c <= last % 9 + 1; c++) {
                        if (r >= 0 && r < 9 && c >= 0 && c < 9 && !path.contains(r * 9 + c)
                                && (kind != Line.Kind.THERMOMETER || solution[r * 9 + c] > solution[last])) {
                            next.add(r * 9 + c);
                        }
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                path.add(next.get(random.nextInt(next.size())));
            }
            if (path.size() == length && keeps(kind, path, solution)) {
                List<Cell> cells = new ArrayList<>();
                for (int p : path) {
                    cells.add(new Cell(p / 9, p % 9));
                }
                return kind == Line.Kind.LOCKOUT ? Line.lockout(cells, LOCKOUT)
                        : kind == Line.Kind.MODULAR ? Line.modular(cells, MODULUS) : Line.of(kind, cells);
            }
        }
        return null;
    }

    /** Whether the solution keeps the line, as {@code docs/variants.md} means each kind. */
    private static boolean keeps(Line.Kind kind, List<Integer> path, int[] solution) {
        int k = path.size();
        int[] v = new int[k];
        for (int i = 0; i < k; i++) {
            v[i] = solution[path.get(i)];
        }
        switch (kind) {
            case RENBAN -> {
                Set<Integer> set = new HashSet<>();
                for (int x : v) {
                    set.add(x);
                }
                return set.size() == k && Collections.max(set) - Collections.min(set) == k - 1;
            }
            case BETWEEN -> {
                for (int i = 1; i < k - 1; i++) {
                    if (v[i] <= Math.min(v[0], v[k - 1]) || v[i] >= Math.max(v[0], v[k - 1])) {
                        return false;
                    }
                }
                return true;
            }
            case ENTROPIC -> {
                for (int i = 0; i + 2 < k; i++) {
                    if (new HashSet<>(List.of((v[i] - 1) / 3, (v[i + 1] - 1) / 3, (v[i + 2] - 1) / 3)).size() != 3) {
                        return false;
                    }
                }
                return true;
            }
            case REGION_SUM -> {
                int expected = -1;
                int total = 0;
                for (int i = 0; i < k; i++) {
                    total += v[i];
                    if (i == k - 1 || box(path.get(i + 1)) != box(path.get(i))) {
                        if (expected >= 0 && total != expected) {
                            return false;
                        }
                        expected = total;
                        total = 0;
                    }
                }
                return true;
            }
            case LOCKOUT -> {
                int low = Math.min(v[0], v[k - 1]);
                int high = Math.max(v[0], v[k - 1]);
                for (int i = 1; i < k - 1; i++) {
                    if (v[i] >= low && v[i] <= high) {
                        return false;
                    }
                }
                return k >= 3 && high - low >= LOCKOUT;
            }
            case MODULAR -> {
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < Math.min(k, i + MODULUS); j++) {
                        if (v[i] % MODULUS == v[j] % MODULUS) {
                            return false;
                        }
                    }
                }
                return true;
            }
            case ZIPPER -> {
                int expected = k % 2 == 1 ? v[k / 2] : v[0] + v[k - 1];
                for (int i = 0; i < k / 2; i++) {
                    if (v[i] + v[k - 1 - i] != expected) {
                        return false;
                    }
                }
                return true;
            }
            default -> {
                return true; // a thermometer's walk rises by construction
            }
        }
    }

    private static int box(int position) {
        return position / 27 * 3 + position % 9 / 3;
    }
}
