package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The sum finders never remove a digit of the solution: on random 6x6 solutions, arrows, pills, little killers and
 * sandwiches drawn at random and kept only where the solution keeps them, and marks holding the solution's digit and
 * random others, every elimination of every sum step leaves the solution's digit, and each step names its rule.
 */
final class SumStepsPropertyTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void noSumStepRemovesADigitOfTheSolution() {
        Random random = new Random(5858);
        Layout layout = Layout.boxes(2, 3);
        int n = layout.size();
        int steps = 0;
        int houseForms = 0;
        for (int round = 0; round < 600; round++) {
            int[][] solution = solution(n, random);
            Rule rule = switch (round % 3) {
                case 0 -> keptLittleKiller(layout, solution, random);
                case 1 -> keptArrow(layout, solution, random);
                default -> random.nextBoolean() ? Sandwich.row(random.nextInt(n), 0)
                        : Sandwich.column(random.nextInt(n), 0);
            };
            if (rule instanceof Sandwich clue) {
                rule = clue.isRow() ? Sandwich.row(clue.index(), sandwichSum(solution[clue.index()], n))
                        : Sandwich.column(clue.index(), sandwichSum(column(solution, clue.index()), n));
            }
            if (rule == null) {
                continue;
            }
            Grid grid = Grid.of(layout.withRules(List.of(rule)));
            int[] marks = new int[grid.cells];
            int[] truth = new int[grid.cells];
            for (int cell = 0; cell < grid.cells; cell++) {
                Cell at = grid.cell(cell);
                truth[cell] = solution[at.row()][at.col()];
                int bit = 1 << truth[cell] - 1;
                marks[cell] = random.nextInt(8) == 0 ? grid.placed | bit : bit | random.nextInt(grid.all + 1);
            }
            for (int pass = 0; pass < 6; pass++) {
                Step step = SumFinders.arrow(grid, marks, NONE);
                step = step != null ? step : SumFinders.littleKiller(grid, marks, NONE);
                step = step != null ? step : SumFinders.sandwich(grid, marks, NONE);
                if (step == null) {
                    break;
                }
                steps++;
                houseForms += step.houses().isEmpty() ? 0 : 1;
                assertEquals(List.of(rule), step.rules(), rule.toString());
                for (Candidate gone : step.eliminations()) {
                    int cell = grid.indexOf(gone.cell());
                    assertTrue(gone.digit() != truth[cell], "round " + round + ", " + rule + ": " + step);
                    marks[cell] &= ~(1 << gone.digit() - 1);
                }
            }
        }
        assertTrue(steps > 200, "enough steps: " + steps);
        assertTrue(houseForms > 10, "the house form is among them: " + houseForms);
    }

    /** A random solution of the 2x3-box layout: a pattern, its digits relabelled and its rows shuffled in bands. */
    static int[][] solution(int n, Random random) {
        List<Integer> labels = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            labels.add(d);
        }
        Collections.shuffle(labels, random);
        int[][] grid = new int[n][n];
        boolean[] swapped = new boolean[n / 2];
        for (int band = 0; band < swapped.length; band++) {
            swapped[band] = random.nextBoolean();
        }
        for (int r = 0; r < n; r++) {
            int row = swapped[r / 2] ? r ^ 1 : r; // the two rows of a band swapped
            for (int c = 0; c < n; c++) {
                grid[r][c] = labels.get((row * 3 + row / 2 + c) % n);
            }
        }
        return grid;
    }

    private static int[] column(int[][] solution, int col) {
        int[] line = new int[solution.length];
        for (int r = 0; r < line.length; r++) {
            line[r] = solution[r][col];
        }
        return line;
    }

    private static int sandwichSum(int[] line, int n) {
        int low = -1;
        int high = -1;
        for (int i = 0; i < line.length; i++) {
            low = line[i] == 1 ? i : low;
            high = line[i] == n ? i : high;
        }
        int sum = 0;
        for (int i = Math.min(low, high) + 1; i < Math.max(low, high); i++) {
            sum += line[i];
        }
        return sum;
    }

    static LittleKiller keptLittleKiller(Layout layout, int[][] solution, Random random) {
        LittleKiller drawn = RuleFillingsTest.littleKiller(layout, random);
        int sum = 0;
        for (Cell cell : drawn.cells()) {
            sum += solution[cell.row()][cell.col()];
        }
        return LittleKiller.of(sum, drawn.direction(), drawn.cells());
    }

    /** An arrow the solution keeps, or null after a few draws. */
    static Arrow keptArrow(Layout layout, int[][] solution, Random random) {
        for (int tries = 0; tries < 200; tries++) {
            Arrow drawn = RuleFillingsTest.arrow(layout, random);
            int number = 0;
            for (Cell cell : drawn.circle()) {
                number = number * 10 + solution[cell.row()][cell.col()];
            }
            int sum = 0;
            for (Cell cell : drawn.line()) {
                sum += solution[cell.row()][cell.col()];
            }
            if (sum == number) {
                return drawn;
            }
        }
        return null;
    }

    /** Two to four arrows and little killers, told apart, that the solution keeps. */
    static List<Rule> keptSums(Layout layout, int[][] solution, Random random) {
        List<Rule> rules = new ArrayList<>();
        for (int r = 2 + random.nextInt(3); r > 0; r--) {
            Rule rule = random.nextBoolean() ? keptArrow(layout, solution, random)
                    : keptLittleKiller(layout, solution, random);
            if (rule != null && !rules.contains(rule)) {
                rules.add(rule);
            }
        }
        return rules;
    }

    /**
     * Marks around the solution: a quarter of the cells placed, the others holding the solution's digit and random
     * others; {@code truth} receives the solution by cell index.
     */
    static int[] marksAround(Grid grid, int[][] solution, int[] truth, Random random) {
        int[] marks = new int[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            Cell place = grid.cell(cell);
            truth[cell] = solution[place.row()][place.col()];
            int bit = 1 << truth[cell] - 1;
            marks[cell] = random.nextInt(4) == 0 ? grid.placed | bit : bit | random.nextInt(grid.all + 1);
        }
        return marks;
    }
}
