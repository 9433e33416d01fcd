package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static io.github.sudokusolver.logic.SumFindersTest.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Sums read together ({@link SumsTogether}) on a hand-made position, where it fires with its exact eliminations and
 * text and where it must not; then on random 6x6 puzzles checked against their solution.
 */
final class SumsTogetherTest {

    private static final Budget NONE = Budget.unlimited();

    /**
     * Two arrows from r3c4 and r3c6, each down two cells of box 5, the circles 3 or 7 (a naked pair of row 3 and box 2): one is
     * 3, its line 1 and 2, so the other's line, in the same box, is 3 and 4. Each arrow alone could go without a 1
     * (7 = 2 + 5); together they put a 1 on the lines, which the rest of box 5 sees.
     */
    private static Grid twoArrows(List<Rule> more) {
        List<Rule> rules = new ArrayList<>(List.of(Arrow.of(cells(3, 4), cells(4, 4, 5, 4)),
                Arrow.of(cells(3, 6), cells(4, 6, 5, 6))));
        rules.addAll(more);
        return Grid.of(Layout.classic().withRules(rules));
    }

    private static int[] circlesThreeOrSeven(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 4), 3, 7);
        only(grid, marks, at(grid, 3, 6), 3, 7);
        for (int cell = 0; cell < grid.cells; cell++) {
            Cell place = grid.cell(cell);
            boolean circle = place.row() == 2 && (place.col() == 3 || place.col() == 5);
            if (!circle && (place.row() == 2 || place.row() < 3 && place.col() / 3 == 1)) {
                marks[cell] &= ~(1 << 2 | 1 << 6); // the naked pair's, in row 3 and box 2
            }
        }
        for (int row = 4; row <= 5; row++) {
            only(grid, marks, at(grid, row, 4), 1, 2, 3, 4, 5, 6); // the lines' bounds
            only(grid, marks, at(grid, row, 6), 1, 2, 3, 4, 5, 6);
        }
        return marks;
    }

    @Test
    void twoArrowsNeedADigitNeitherNeedsAlone() {
        Grid grid = twoArrows(List.of());
        int[] marks = circlesThreeOrSeven(grid);
        assertNull(SumFinders.arrow(grid, marks, NONE), "each arrow alone: nothing (7 = 2 + 5 = 1 + 6)");
        Step step = SumsTogether.find(grid, marks, NONE);
        assertEquals("Sums together: the line r4c4-r5c4 adds up to the circle r3c4 and the line r4c6-r5c6 adds up to"
                + " the circle r3c6: no way of filling them together goes without a 1 in r4c4, r5c4, r4c6 or r5c6;"
                + " r4c5, r5c5, r6c4, r6c5 and r6c6 see all of them => r4c5,r5c5,r6c4,r6c5,r6c6<>1",
                step.description());
        assertEquals(Technique.SUMS_TOGETHER, step.technique());
        assertEquals(4.2, step.difficulty(), 1e-9);
        assertEquals(2, step.rules().size());
    }

    @Test
    void aSumItDoesNotNeedIsLeftOutOfTheStep() {
        // a third arrow whose line r5c5 sees (r7c5 from r8c4): in the group r5c5 tries, but not needed there
        Arrow third = Arrow.of(cells(8, 4), cells(7, 5, 7, 6));
        Grid grid = twoArrows(List.of(third));
        int[] marks = circlesThreeOrSeven(grid);
        for (Cell cell : List.of(new Cell(3, 4), new Cell(5, 3), new Cell(5, 4), new Cell(5, 5))) {
            // so r5c5 is the first cell to try, alone to see all the lines' places: r7c5 is among its places
            only(grid, marks, grid.indexOf(cell), 5, 6, 8, 9);
        }
        Step step = SumsTogether.find(grid, marks, NONE);
        assertEquals("Sums together: the line r4c4-r5c4 adds up to the circle r3c4 and the line r4c6-r5c6 adds up to"
                + " the circle r3c6: no way of filling them together goes without a 1 in r4c4, r5c4, r4c6 or r5c6;"
                + " r5c5 sees all of them => r5c5<>1", step.description());
        assertTrue(!step.rules().contains(third), step.toString());
    }

    @Test
    void oneSumAloneOrCagesAloneGiveNoStep() {
        Grid one = Grid.of(Layout.classic().withRules(List.of(Arrow.of(cells(3, 4), cells(4, 4, 5, 4)))));
        int[] marks = full(one);
        only(one, marks, at(one, 3, 4), 3);
        assertNull(SumsTogether.find(one, marks, NONE), "one arrow: its own need form");
        Grid killer = Grid.of(Layout.classic().withCages(List.of(Cage.of(3, new Cell(4, 3), new Cell(5, 3)),
                Cage.of(4, new Cell(4, 5), new Cell(5, 5)))));
        assertNull(SumsTogether.find(killer, full(killer), NONE), "cages alone: the killer techniques'");
        Grid apart = twoArrows(List.of());
        int[] open = full(apart);
        assertNull(SumsTogether.find(apart, open, NONE), "the circles open: each line may go without any digit");
    }

    /**
     * On random 6x6 solutions, two to four arrows and little killers and two cages of two cells, all kept by the
     * solution; marks holding the solution's digit and random others, a quarter of the cells placed: no step removes a
     * digit of the solution.
     */
    @Test
    void noStepRemovesADigitOfTheSolution() {
        long seed = 4242;
        Random random = new Random(seed);
        Layout layout = Layout.boxes(2, 3);
        int n = layout.size();
        int steps = 0;
        for (int round = 0; round < 1500; round++) {
            int[][] solution = SumStepsPropertyTest.solution(n, random);
            List<Rule> rules = SumStepsPropertyTest.keptSums(layout, solution, random);
            List<Cage> cages = new ArrayList<>();
            for (int row : new int[] {random.nextInt(n / 2), n / 2 + random.nextInt(n / 2)}) {
                int col = random.nextInt(n - 1);
                cages.add(Cage.of(solution[row][col] + solution[row][col + 1], new Cell(row, col),
                        new Cell(row, col + 1)));
            }
            Grid grid = Grid.of(layout.withCages(cages).withRules(rules));
            int[] truth = new int[grid.cells];
            int[] marks = SumStepsPropertyTest.marksAround(grid, solution, truth, random);
            for (int pass = 0; pass < 8; pass++) {
                Step step = SumsTogether.find(grid, marks, NONE);
                if (step == null) {
                    break;
                }
                steps++;
                String where = "seed " + seed + ", round " + round + ", " + rules + ", " + cages + ": " + step;
                assertTrue(rules.containsAll(step.rules()), where);
                assertTrue(step.rules().size() + step.cages().size() >= 2, where);
                assertTrue(!step.eliminations().isEmpty() && step.placements().isEmpty(), where);
                for (Candidate gone : step.eliminations()) {
                    int cell = grid.indexOf(gone.cell());
                    assertTrue(gone.digit() != truth[cell], where);
                    marks[cell] &= ~(1 << gone.digit() - 1);
                }
            }
        }
        assertTrue(steps > 100, "enough steps: " + steps);
    }
}
