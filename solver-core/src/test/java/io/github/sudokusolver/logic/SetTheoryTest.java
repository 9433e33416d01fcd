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
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Set theory with the rules' sums ({@link SetTheory}) on hand-made positions, where it fires with its exact
 * eliminations, houses, rules and description, and where it must not; then on random 6x6 puzzles checked against
 * their solution.
 */
final class SetTheoryTest {

    private static final Budget NONE = Budget.unlimited();

    private static void place(Grid grid, int[] marks, int row, int col, int digit) {
        marks[at(grid, row, col)] = grid.placed | 1 << digit - 1;
    }

    /** Box 5 with five digits placed and r4c4, r4c5 on an arrow from r3c5: the circle stands in for the line. */
    private static int[] boxFiveWithFivePlaced(Grid grid) {
        int[] marks = full(grid);
        place(grid, marks, 4, 6, 9);
        place(grid, marks, 5, 4, 8);
        place(grid, marks, 5, 5, 7);
        place(grid, marks, 5, 6, 6);
        place(grid, marks, 6, 4, 5);
        return marks;
    }

    @Test
    void anArrowsLineInsideABoxIsSwappedForItsCircleOutside() {
        Arrow arrow = Arrow.of(cells(3, 5), cells(4, 4, 4, 5));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(arrow)));
        Step step = SetTheory.find(grid, boxFiveWithFivePlaced(grid), NONE);
        // box 5 less its placed 35 leaves 10 for r4c4+r4c5+r6c5+r6c6, and r4c4+r4c5 is the circle r3c5: the two open
        // cells of box 5 off the line add up to at least 1+2, so the circle is at most 7; and at least 1, so neither
        // of them is 9, and r6c6 is no 8 either (r6c5 and the circle, in one column, would both be 1)
        assertEquals("Set theory: box 5 adds up to 45; the line of the arrow from r3c5 swapped for its circle: so"
                + " r3c5+r6c5+r6c6 = 10, the placed digits taken off => r3c5,r6c6<>8, r3c5,r6c5,r6c6<>9",
                step.description());
        assertEquals(Technique.SET_THEORY, step.technique());
        assertEquals(List.of(arrow), step.rules());
        assertEquals(List.of(new House(io.github.sudokusolver.Region.BOX, 4)), step.houses());
        assertEquals(List.of(new Cell(2, 4), new Cell(5, 4), new Cell(5, 5)), step.cells());
        assertEquals(3.8, step.difficulty(), 1e-9);
        Step arrowAlone = SumFinders.arrow(grid, boxFiveWithFivePlaced(grid), NONE);
        assertTrue(arrowAlone.eliminations().stream().noneMatch(gone -> gone.cell().equals(new Cell(2, 4))
                && gone.digit() >= 8), "the arrow alone keeps 8 and 9 in its circle: " + arrowAlone);
    }

    @Test
    void theAssignmentsKeepThePairRulesAmongTheOpenCells() {
        // as above, with a white dot between r6c5 and r6c6: the two are consecutive, so r3c5 is 10 less 3, 5, 7 or 9
        Arrow arrow = Arrow.of(cells(3, 5), cells(4, 4, 4, 5));
        Dot white = Dot.white(new Cell(5, 4), new Cell(5, 5));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(arrow, white)));
        Step step = SetTheory.find(grid, boxFiveWithFivePlaced(grid), NONE);
        assertEquals("Set theory: box 5 adds up to 45; the line of the arrow from r3c5 swapped for its circle: so"
                + " r3c5+r6c5+r6c6 = 10, the placed digits taken off, keeping the white dot between r6c5 and r6c6"
                + " => r3c5<>24, r3c5,r6c5,r6c6<>689, r6c5,r6c6<>7", step.description());
        assertEquals(List.of(arrow, white), step.rules());
    }

    @Test
    void anExtraRegionOfEveryDigitGoesWithItsTotal() {
        // the extra region is box 1 less r3c3, and r9c9: box 1 less the region leaves r3c3 - r9c9 = 0
        List<Cell> nine = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2), new Cell(1, 0), new Cell(1, 1),
                new Cell(1, 2), new Cell(2, 0), new Cell(2, 1), new Cell(8, 8));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(ExtraRegion.of(nine))));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 9, 9), 4, 6);
        Step step = SetTheory.find(grid, marks, NONE);
        assertEquals("Set theory: box 1 adds up to 45; less extra region 1: so r3c3-r9c9 = 0 => r3c3<>1235789",
                step.description());
        assertEquals(List.of(new House(io.github.sudokusolver.Region.BOX, 0),
                new House(io.github.sudokusolver.Region.EXTRA_REGION, 0)), step.houses());
    }

    @Test
    void aLittleKillerWhollyInsideABoxGoesWithItsClue() {
        LittleKiller clue = LittleKiller.of(15, LittleKiller.Direction.DOWN_LEFT, cells(1, 3, 2, 2, 3, 1));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(clue)));
        int[] marks = full(grid);
        place(grid, marks, 1, 1, 1);
        place(grid, marks, 1, 2, 2);
        place(grid, marks, 2, 1, 3);
        Step step = SetTheory.find(grid, marks, NONE);
        assertEquals("Set theory: box 1 adds up to 45; less the little killer 15 from r1c3: so r2c3+r3c2+r3c3 = 24,"
                + " the placed digits taken off => r2c3,r3c2,r3c3<>123456", step.description());
        assertEquals(List.of(clue), step.rules());
    }

    @Test
    void oneOpenCellLeftIsPlaced() {
        Arrow arrow = Arrow.of(cells(3, 5), cells(4, 4, 4, 5));
        Grid grid = Grid.of(Layout.classic().withRules(List.of(arrow)));
        int[] marks = boxFiveWithFivePlaced(grid);
        place(grid, marks, 6, 5, 4);
        place(grid, marks, 6, 6, 3);
        Step step = SetTheory.find(grid, marks, NONE);
        assertEquals("Set theory: box 5 adds up to 45; the line of the arrow from r3c5 swapped for its circle: so"
                + " r3c5 = 3, the placed digits taken off => r3c5=3", step.description());
    }

    @Test
    void cagesAloneAreTheLawOf45sAndARuleWithNothingToRemoveGivesNoStep() {
        Cage cage = Cage.of(10, new Cell(3, 3), new Cell(3, 4));
        Arrow far = Arrow.of(cells(9, 9), cells(9, 8));
        Grid grid = Grid.of(Layout.classic().withCages(List.of(cage)).withRules(List.of(far)));
        int[] marks = boxFiveWithFivePlaced(grid);
        assertNull(SetTheory.find(grid, marks, NONE), "the cage alone in box 5: the law of 45's step");
        Arrow arrow = Arrow.of(cells(3, 5), cells(4, 4, 4, 5));
        Grid ruled = Grid.of(Layout.classic().withRules(List.of(arrow)));
        int[] known = boxFiveWithFivePlaced(ruled);
        only(ruled, known, at(ruled, 3, 5), 3, 4, 5, 6, 7);
        only(ruled, known, at(ruled, 6, 5), 1, 2, 3, 4);
        only(ruled, known, at(ruled, 6, 6), 1, 2, 3, 4);
        assertNull(SetTheory.find(ruled, known, NONE), "every candidate left in some assignment");
        assertNull(SetTheory.find(Grid.of(Layout.classic().withCages(List.of(cage))), marks, NONE), "no rule's sum");
    }

    /**
     * On random 6x6 solutions, two to four arrows and little killers, a dot, and every other time a cage without a sum
     * over six cells, all kept by the solution; marks holding the solution's digit and random others, a quarter of the
     * cells placed: no step of set theory removes or misplaces a digit of the solution, and each names rules of the
     * layout (a step that took away only the cage names it among its houses).
     */
    @Test
    void noStepRemovesADigitOfTheSolution() {
        long seed = 6969;
        Random random = new Random(seed);
        Layout layout = Layout.boxes(2, 3);
        int n = layout.size();
        int steps = 0;
        for (int round = 0; round < 1500; round++) {
            int[][] solution = SumStepsPropertyTest.solution(n, random);
            List<Rule> rules = SumStepsPropertyTest.keptSums(layout, solution, random);
            // a dot the solution keeps, between two neighbours in a row: the assignments keep it too
            int row = random.nextInt(n);
            int col = random.nextInt(n - 1);
            int difference = Math.abs(solution[row][col] - solution[row][col + 1]);
            rules.add(Dot.difference(new Cell(row, col), new Cell(row, col + 1), difference));
            // every other round a cage without a sum over six cells of six digits: an extra region of the step engine
            Layout caged = layout;
            if (round % 2 == 0) {
                List<Cell> distinct = new ArrayList<>();
                for (int digit = 1; digit <= n; digit++) {
                    List<Cell> places = new ArrayList<>();
                    for (int r = 0; r < n; r++) {
                        for (int c = 0; c < n; c++) {
                            if (solution[r][c] == digit) {
                                places.add(new Cell(r, c));
                            }
                        }
                    }
                    distinct.add(places.get(random.nextInt(places.size())));
                }
                caged = layout.withCages(List.of(Cage.withoutSum(distinct)));
            }
            Grid grid = Grid.of(caged.withRules(rules));
            int[] truth = new int[grid.cells];
            int[] marks = SumStepsPropertyTest.marksAround(grid, solution, truth, random);
            for (int pass = 0; pass < 8; pass++) {
                Step step = SetTheory.find(grid, marks, NONE);
                if (step == null) {
                    break;
                }
                steps++;
                String where = "seed " + seed + ", round " + round + ", " + rules + ": " + step;
                assertTrue(rules.containsAll(step.rules()), where);
                assertTrue(!step.rules().isEmpty() || step.houses().stream()
                        .anyMatch(house -> house.unit() == io.github.sudokusolver.Region.EXTRA_REGION), where);
                for (Candidate gone : step.eliminations()) {
                    int cell = grid.indexOf(gone.cell());
                    assertTrue(gone.digit() != truth[cell], where);
                    marks[cell] &= ~(1 << gone.digit() - 1);
                }
                for (Candidate placed : step.placements()) {
                    int cell = grid.indexOf(placed.cell());
                    assertEquals(truth[cell], placed.digit(), where);
                    marks[cell] = grid.placed | 1 << placed.digit() - 1;
                }
            }
        }
        assertTrue(steps > 100, "enough steps: " + steps);
    }
}
