package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.GeometrySource;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link PairFacts} and the solvers' compile of the same rules ({@code RuleCompiler}) agree: on random layouts of
 * random single-cell and pair rules (every kind, on 4x4, 6x6 and 9x9), for random filled grids, a rule breaks a fact
 * exactly when the layout's geometry names it among its broken rules. The grids draw each cell from a few digits, so
 * that the global rules are kept as often as broken.
 */
final class PairFactsAgreementTest {

    private static final int LAYOUTS = 300;
    private static final int GRIDS = 100;

    @Test
    void theFactsBreakExactlyTheRulesTheSolversCompileBreaks() {
        Random random = new Random(58);
        Layout[] shapes = {Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic()};
        int checked = 0;
        for (int l = 0; l < LAYOUTS; l++) {
            Layout layout = withRandomRules(shapes[l % shapes.length], random);
            if (layout.rules().isEmpty()) {
                continue;
            }
            Grid grid = Grid.of(layout);
            Geometry geometry = GeometrySource.of(layout);
            PairFacts facts = grid.rules.pairs;
            for (int g = 0; g < GRIDS; g++) {
                byte[] digits = randomGrid(grid, random);
                TreeSet<Integer> expected = broken(grid, facts, digits);
                TreeSet<Integer> actual = new TreeSet<>();
                int[] found = geometry.brokenRules(digits);
                for (int i = 0; i < found.length; i += 3) {
                    actual.add(found[i]);
                }
                assertEquals(actual, expected, "layout " + l + " " + layout.rules() + ", grid " + g);
                checked += expected.isEmpty() ? 0 : 1;
            }
        }
        assertTrue(checked > LAYOUTS * GRIDS / 10, "grids that break some rule: " + checked);
    }

    /** The rules (indices in {@link Layout#rules()}) whose facts the grid breaks. */
    private static TreeSet<Integer> broken(Grid grid, PairFacts facts, byte[] digits) {
        TreeSet<Integer> broken = new TreeSet<>();
        for (int i = 0; i < facts.unaryCell.length; i++) {
            int digit = digits[grid.geometry.positionOf(facts.unaryCell[i])];
            if ((facts.unaryAllowed[i] & 1 << digit - 1) == 0) {
                broken.add(facts.unaryRule[i]);
            }
        }
        for (int r = 0; r < facts.first.length; r++) {
            int x = digits[grid.geometry.positionOf(facts.first[r])];
            int y = digits[grid.geometry.positionOf(facts.second[r])];
            if ((facts.forward[r][x - 1] & 1 << y - 1) == 0) {
                broken.add(facts.ruleOf[r]);
            }
            assertEquals((facts.forward[r][x - 1] & 1 << y - 1) != 0, (facts.backward[r][y - 1] & 1 << x - 1) != 0,
                    "the table read back");
        }
        return broken;
    }

    private static byte[] randomGrid(Grid grid, Random random) {
        int[] palette = new int[1 + random.nextInt(3)];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = 1 + random.nextInt(grid.size);
        }
        byte[] digits = new byte[grid.geometry.positionCount()];
        for (int cell = 0; cell < grid.cells; cell++) {
            digits[grid.geometry.positionOf(cell)] = (byte) palette[random.nextInt(palette.length)];
        }
        return digits;
    }

    /** The layout with up to twenty random rules of the single-cell and pair kinds, each added only if it fits. */
    private static Layout withRandomRules(Layout layout, Random random) {
        int n = layout.size();
        int count = 1 + random.nextInt(20);
        for (int i = 0; i < count; i++) {
            try {
                layout = layout.withRules(List.of(randomRule(n, random)));
            } catch (IllegalArgumentException refused) {
                // a rule given twice, or a value the grid's digits cannot make: drawn again next time
            }
        }
        return layout;
    }

    private static Rule randomRule(int n, Random random) {
        Cell cell = new Cell(random.nextInt(n), random.nextInt(n));
        Cell next = neighbour(cell, n, random);
        return switch (random.nextInt(17)) {
            case 0 -> Dot.white(cell, next);
            case 1 -> Dot.black(cell, next);
            case 2 -> Dot.difference(cell, next, 1 + random.nextInt(n - 1));
            case 3 -> Dot.ratio(cell, next, 2 + random.nextInt(3));
            case 4 -> random.nextBoolean() ? Dot.x(cell, next) : Dot.v(cell, next);
            case 5 -> Dot.sum(cell, next, 3 + random.nextInt(2 * n - 3));
            case 6 -> Dot.less(cell, next);
            case 7 -> CellMark.of(CellMark.Kind.values()[random.nextInt(4)], cell);
            case 8 -> CellMark.of(random.nextBoolean() ? CellMark.Kind.MINIMUM : CellMark.Kind.MAXIMUM, cell);
            case 9 -> {
                List<Integer> digits = new ArrayList<>();
                for (int d = 1; d <= n; d++) {
                    if (random.nextInt(3) == 0) {
                        digits.add(d);
                    }
                }
                yield GivenCandidates.of(cell, digits.isEmpty() ? List.of(1 + random.nextInt(n)) : digits);
            }
            case 10 -> Line.whisper(chain(cell, n, random), 1 + random.nextInt(n - 1));
            case 11 -> Line.germanWhisper(chain(cell, n, random));
            case 12 -> Line.of(Line.Kind.PALINDROME, chain(cell, n, random));
            case 13 -> {
                int down = random.nextInt(n / 2);
                int across = 1 + random.nextInt(n / 2);
                Cell second = new Cell(cell.row(), (cell.col() + 1) % n);
                List<Cell> cells = random.nextBoolean() ? List.of(cell) : List.of(cell, second);
                List<Cell> copy = new ArrayList<>();
                for (Cell c : cells) {
                    copy.add(new Cell((c.row() + down) % n, (c.col() + across) % n));
                }
                yield Clone.of(cells, copy);
            }
            default -> List.of(GlobalRule.NON_CONSECUTIVE, GlobalRule.NEGATIVE_WHITE_DOTS,
                    GlobalRule.NEGATIVE_BLACK_DOTS, GlobalRule.NEGATIVE_XV).get(random.nextInt(4));
        };
    }

    /** An orthogonal neighbour inside the grid. */
    private static Cell neighbour(Cell cell, int n, Random random) {
        while (true) {
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            int[] step = steps[random.nextInt(4)];
            int row = cell.row() + step[0];
            int col = cell.col() + step[1];
            if (row >= 0 && row < n && col >= 0 && col < n) {
                return new Cell(row, col);
            }
        }
    }

    /** A walk of two to five distinct touching cells (diagonals too), stopped early where it gets stuck. */
    private static List<Cell> chain(Cell start, int n, Random random) {
        List<Cell> cells = new ArrayList<>(List.of(start));
        int length = 2 + random.nextInt(4);
        for (int tries = 0; cells.size() < length && tries < 40; tries++) {
            Cell last = cells.get(cells.size() - 1);
            int row = last.row() + random.nextInt(3) - 1;
            int col = last.col() + random.nextInt(3) - 1;
            if (row >= 0 && row < n && col >= 0 && col < n && !cells.contains(new Cell(row, col))) {
                cells.add(new Cell(row, col));
            }
        }
        return cells.size() < 2 ? List.of(start, neighbour(start, n, random)) : cells;
    }
}
