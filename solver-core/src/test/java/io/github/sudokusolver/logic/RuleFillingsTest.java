package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link RuleFillings} against every assignment of the sum's candidates: on random arrows, pills and little killers of
 * 4x4 and 6x6 layouts (with and without anti-king, which makes diagonal neighbours peers), on random marks, whether a
 * filling exists and which digits the fillings give each cell are exactly what the enumeration finds; a remembered
 * answer is the searched one; a search past its cap says so.
 */
final class RuleFillingsTest {

    @Test
    void theFillingsAreThoseOfEveryAssignment() {
        Random random = new Random(58);
        int checked = 0;
        for (int round = 0; round < 1500; round++) {
            Layout layout = round % 2 == 0 ? Layout.boxes(2, 2) : Layout.boxes(2, 3);
            List<Rule> rules = new ArrayList<>();
            rules.add(random.nextBoolean() ? littleKiller(layout, random) : arrow(layout, random));
            if (round % 3 == 0) {
                rules.add(GlobalRule.ANTI_KING);
            }
            Grid grid;
            try {
                grid = Grid.of(layout.withRules(rules));
            } catch (IllegalArgumentException refused) {
                continue; // a sum the layout refuses out of hand (a line longer than its circle can reach)
            }
            SumFacts facts = grid.rules.sums;
            int[] marks = full(grid);
            for (int cell : facts.cells[0]) {
                int mark = random.nextInt(grid.all) + 1;
                marks[cell] = random.nextInt(6) == 0 ? grid.placed | Integer.lowestOneBit(mark) : mark;
            }
            RuleFillings fillings = new RuleFillings(grid, RuleFillings.MOST_NODES);
            int result = fillings.fill(marks, 0);
            int[] expected = enumerate(grid, facts, marks);
            String seed = "round " + round + ", " + rules;
            assertEquals(expected == null ? RuleFillings.NONE : RuleFillings.FOUND, result, seed);
            if (expected != null) {
                assertArrayEquals(expected, java.util.Arrays.copyOf(fillings.support, expected.length), seed);
                checked++;
                assertEquals(RuleFillings.FOUND, fillings.fill(marks, 0), "remembered: " + seed);
                assertArrayEquals(expected, java.util.Arrays.copyOf(fillings.support, expected.length), seed);
            }
        }
        assertTrue(checked > 300, "enough sums with fillings: " + checked);
    }

    /**
     * One instance asked about many sums and marks, then about every sum on each, in the other order: each remembered answer is that of a
     * fresh search of the same sum on the same marks (the memo is keyed by the sum and every cell's marks).
     */
    @Test
    void rememberedAnswersAreThoseOfFreshSearches() {
        Random random = new Random(59);
        Layout layout = Layout.boxes(2, 3);
        List<Rule> rules = new ArrayList<>();
        while (rules.size() < 4) {
            Rule rule = random.nextBoolean() ? littleKiller(layout, random) : arrow(layout, random);
            try {
                Grid.of(layout.withRules(List.of(rule)));
                rules.add(rule);
            } catch (IllegalArgumentException refused) {
                // a sum the layout refuses out of hand: draw another
            }
        }
        Grid grid = Grid.of(layout.withRules(rules));
        RuleFillings remembering = new RuleFillings(grid, RuleFillings.MOST_NODES);
        List<int[]> states = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int[] marks = full(grid);
            for (int cell = 0; cell < grid.cells; cell++) {
                marks[cell] = random.nextInt(3) == 0 ? random.nextInt(grid.all) + 1 : grid.all;
            }
            states.add(marks);
            remembering.fill(marks, i % rules.size());
        }
        for (int i = states.size() - 1; i >= 0; i--) {
            for (int sum = 0; sum < rules.size(); sum++) {
                RuleFillings fresh = new RuleFillings(grid, RuleFillings.MOST_NODES);
                String seed = "seed 59, state " + i + ", sum " + sum + " of " + rules;
                assertEquals(fresh.fill(states.get(i), sum), remembering.fill(states.get(i), sum), seed);
                assertArrayEquals(fresh.support, remembering.support, seed);
            }
        }
    }

    @Test
    void aSearchPastItsCapIsTooBig() {
        Layout layout = Layout.boxes(2, 3);
        Grid grid = Grid.of(layout.withRules(List.of(LittleKiller.of(20, LittleKiller.Direction.DOWN_RIGHT,
                SumFindersTest.cells(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)))));
        assertEquals(RuleFillings.TOO_BIG, new RuleFillings(grid, 5).fill(full(grid), 0));
        assertEquals(RuleFillings.FOUND, new RuleFillings(grid, RuleFillings.MOST_NODES).fill(full(grid), 0));
    }

    /** Per cell of the sum the digits of every filling, by trying every assignment; null when none fills it. */
    private static int[] enumerate(Grid grid, SumFacts facts, int[] marks) {
        int[] cells = facts.cells[0];
        int[] support = new int[cells.length];
        int[] digits = new int[cells.length];
        boolean any = assign(grid, facts, marks, 0, digits, support);
        return any ? support : null;
    }

    private static boolean assign(Grid grid, SumFacts facts, int[] marks, int i, int[] digits, int[] support) {
        int[] cells = facts.cells[0];
        if (i == cells.length) {
            long total = 0;
            for (int k = 0; k < cells.length; k++) {
                total += (long) facts.weights[0][k] * digits[k];
            }
            if (total != facts.totals[0]) {
                return false;
            }
            for (int k = 0; k < cells.length; k++) {
                support[k] |= 1 << digits[k] - 1;
            }
            return true;
        }
        boolean any = false;
        for (int digit = 1; digit <= grid.size; digit++) {
            if ((marks[cells[i]] & 1 << digit - 1) == 0) {
                continue;
            }
            boolean free = true;
            for (int k = 0; k < i && free; k++) {
                free = digits[k] != digit || !grid.sees(cells[k], cells[i]);
            }
            if (free) {
                digits[i] = digit;
                any |= assign(grid, facts, marks, i + 1, digits, support);
            }
        }
        return any;
    }

    /** A clue above the grid running down-right or down-left to the far edge, its sum within reach. */
    static LittleKiller littleKiller(Layout layout, Random random) {
        int n = layout.size();
        boolean right = random.nextBoolean();
        int col = random.nextInt(n);
        List<Cell> cells = new ArrayList<>();
        for (int row = 0, c = col; row < n && c >= 0 && c < n; row++, c += right ? 1 : -1) {
            cells.add(new Cell(row, c));
        }
        int sum = cells.size() + random.nextInt(cells.size() * (n - 1) + 1);
        return LittleKiller.of(sum, right ? LittleKiller.Direction.DOWN_RIGHT : LittleKiller.Direction.DOWN_LEFT,
                cells);
    }

    /** A circle of one cell or a pill of two, and a line of one to five touching cells from it. */
    static Arrow arrow(Layout layout, Random random) {
        int n = layout.size();
        while (true) {
            List<Cell> circle = new ArrayList<>();
            Cell first = new Cell(random.nextInt(n), random.nextInt(n - 1));
            circle.add(first);
            if (random.nextBoolean()) {
                circle.add(new Cell(first.row(), first.col() + 1));
            }
            List<Cell> line = new ArrayList<>();
            Cell at = circle.get(circle.size() - 1);
            int length = 1 + random.nextInt(5);
            for (int tries = 0; line.size() < length && tries < 50; tries++) {
                int row = at.row() + random.nextInt(3) - 1;
                int col = at.col() + random.nextInt(3) - 1;
                if (row < 0 || row >= n || col < 0 || col >= n) {
                    continue;
                }
                Cell next = new Cell(row, col);
                if (!circle.contains(next) && !line.contains(next)) {
                    line.add(next);
                    at = next;
                }
            }
            if (!line.isEmpty()) {
                return Arrow.of(circle, line);
            }
        }
    }
}
