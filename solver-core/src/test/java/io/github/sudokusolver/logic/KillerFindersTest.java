package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The killer techniques of one cage ({@link KillerFinders}) on hand-made positions: a classic grid with a few cages,
 * every cell holding every digit, then a pattern carved. Where each fires, with its exact description, and where it
 * must not.
 */
final class KillerFindersTest {

    private static final Budget NONE = Budget.unlimited();

    /** The classic grid with cages, each {@code sum, r, c, r, c, ...} with 1-based rows and columns. */
    static Grid killer(int[]... cages) {
        List<Cage> list = new ArrayList<>();
        for (int[] cage : cages) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 1; i < cage.length; i += 2) {
                cells.add(new Cell(cage[i] - 1, cage[i + 1] - 1));
            }
            list.add(Cage.of(cage[0], cells));
        }
        return Grid.of(Layout.classic().withCages(list));
    }

    @Test
    void digitsInNoCombinationThatFitsLeaveTheCage() {
        Grid grid = killer(new int[] {15, 1, 1, 1, 2, 1, 3});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 9);
        only(grid, marks, at(grid, 1, 2), 1, 2, 3, 4, 5);
        only(grid, marks, at(grid, 1, 3), 1, 2, 4, 5);
        Step step = KillerFinders.combinations(grid, marks, NONE);
        assertEquals("Cage combinations: Cage 15 at r1c1 (3 cells): only {1,5,9} and {2,4,9} fit => r1c2<>3",
                step.description());
        assertEquals(List.of(grid.cages[0]), step.cages());
        assertEquals(new House(Region.CAGE, 0), step.houses().get(0));
        assertEquals(2, step.groups().size(), "one group per combination that fits");
        assertEquals(List.of(1, 5, 9), step.groups().get(0).digits());
        assertEquals(2.2, step.difficulty(), 1e-9, "2.0, and 0.2 for the cage's third cell");
    }

    @Test
    void aCageWhoseCandidatesAllFitGivesNoCombinationStep() {
        Grid grid = killer(new int[] {15, 1, 1, 1, 2, 1, 3});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 9);
        only(grid, marks, at(grid, 1, 2), 1, 2, 4, 5);
        only(grid, marks, at(grid, 1, 3), 1, 2, 4, 5);
        assertNull(KillerFinders.combinations(grid, marks, NONE));
        assertNull(KillerFinders.combinations(Grid.of(Layout.classic().withDiagonals()),
                full(Grid.of(Layout.classic().withDiagonals())), NONE), "no cages, no step");
    }

    @Test
    void aDigitEveryCombinationHoldsWithOnePlaceInTheCageIsPlaced() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 2, 5);
        only(grid, marks, at(grid, 1, 2), 1, 2, 7);
        Step step = KillerFinders.hiddenSingle(grid, marks, NONE);
        assertEquals("Cage hidden single: Cage 3 at r1c1 (2 cells): the only combination that fits, {1,2}, holds 1,"
                + " and r1c2 is its only place in the cage => r1c2=1", step.description());
        only(grid, marks, at(grid, 1, 1), 1, 2, 5);
        assertNull(KillerFinders.hiddenSingle(grid, marks, NONE), "1 and 2 have two places each");
    }

    @Test
    void aRequiredDigitConfinedToOneLineOfTheCageLeavesTheRestOfThatLine() {
        Grid grid = killer(new int[] {3, 1, 1, 2, 1});
        int[] marks = full(grid);
        Step step = KillerFinders.overlap(grid, marks, NONE);
        assertEquals("Cage and house overlap: Cage 3 at r1c1 (2 cells): the only combination that fits, {1,2}, holds"
                + " 1, which in the cage can only be in r1c1 and r2c1, both in column 1 => r1c2,r1c3,r2c2,r2c3,r3c1,"
                + "r3c2,r3c3,r4c1,r5c1,r6c1,r7c1,r8c1,r9c1<>1", step.description());
        assertEquals(2.8, step.difficulty());
    }

    @Test
    void aRequiredDigitWithNothingToRemoveOutsideTheCageGivesNoOverlapStep() {
        Grid grid = killer(new int[] {3, 1, 1, 2, 1});
        int[] marks = full(grid);
        for (int cell = 0; cell < grid.cells; cell++) {
            if (grid.cageOf[cell] < 0 && (grid.sees(cell, at(grid, 1, 1)) || grid.sees(cell, at(grid, 2, 1)))) {
                marks[cell] &= ~0b11;
            }
        }
        assertNull(KillerFinders.overlap(grid, marks, NONE));
    }

    @Test
    void aDigitConfinedInAHouseToOneCageKeepsTheCageToTheCombinationsHoldingIt() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2});
        int[] marks = full(grid);
        for (int col = 3; col <= 9; col++) {
            marks[at(grid, 1, col)] &= ~(1 << 8);
        }
        Step step = KillerFinders.overlap(grid, marks, NONE);
        assertEquals("Cage and house overlap: in row 1, 9 can only be in cage 10 at r1c1, so the cage holds it: only"
                + " {1,9} fits => r1c1,r1c2<>2345678", step.description());
        assertEquals(3.2, step.difficulty(), "the confined form: 0.4 above the plain overlap");
        marks[at(grid, 1, 5)] |= 1 << 8;
        assertNull(KillerFinders.overlap(grid, marks, NONE), "9 may be in r1c5 too");
    }

    @Test
    void aCombinationThatWouldEmptyACellSeeingTheWholeCageNoLongerFits() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 5), 1, 9);
        Step step = KillerFinders.overlap(grid, marks, NONE);
        assertEquals("Cage and house overlap: Cage 10 at r1c1 (2 cells): {1,9} would leave r1c5, which sees the whole"
                + " cage, no candidate, so only {2,8}, {3,7} and {4,6} fit => r1c1,r1c2<>159", step.description());
        assertEquals(3.4, step.difficulty(), "the blocked form: 0.6 above the plain overlap");
        only(grid, marks, at(grid, 1, 5), 1, 2);
        assertNull(KillerFinders.overlap(grid, marks, NONE), "no combination holds both 1 and 2");
    }

    @Test
    void aNakedPairInACageLeavesTheCagesOtherCells() {
        Grid grid = killer(new int[] {20, 1, 1, 5, 5, 9, 9});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 4, 7);
        only(grid, marks, at(grid, 5, 5), 4, 7);
        Step step = Subsets.naked(2).find(grid, marks, NONE);
        assertEquals("Naked pair: r1c1 and r5c5 hold only 4 and 7 in cage 20 at r1c1 => r9c9<>47",
                step.description());
        assertEquals(List.of(grid.cages[0]), step.cages());
        Grid apart = killer(new int[] {13, 1, 1, 9, 9});
        int[] marksApart = full(apart);
        only(apart, marksApart, at(apart, 1, 1), 4, 7);
        only(apart, marksApart, at(apart, 5, 5), 4, 7);
        assertNull(Subsets.naked(2).find(apart, marksApart, NONE), "r1c1 and r5c5 share no house");
    }

    @Test
    void theSmallestCageGivesTheCombinationStepAndLargerCagesCostMore() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2, 1, 3, 1, 4}, new int[] {3, 2, 1, 2, 2});
        int[] marks = full(grid);
        Step small = KillerFinders.combinations(grid, marks, NONE);
        assertTrue(small.description().startsWith("Cage combinations: Cage 3 at r2c1 (2 cells): only {1,2} fits"),
                small.description());
        assertEquals(2.0, small.difficulty());
        only(grid, marks, at(grid, 2, 1), 1, 2);
        only(grid, marks, at(grid, 2, 2), 1, 2);
        Step large = KillerFinders.combinations(grid, marks, NONE);
        assertTrue(large.description().startsWith("Cage combinations: Cage 10 at r1c1 (4 cells): only {1,2,3,4} fits"),
                large.description());
        assertEquals(2.4, large.difficulty(), 1e-9, "2.0, and 0.2 for each cell past two");
    }

    @Test
    void aCageRemembersItsFillingsOnlyWhileItsMarksStayTheSame() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2}, new int[] {15, 1, 3, 1, 4, 1, 5});
        int[] marks = full(grid);
        CageFillings remembered = CageFillings.of(grid);
        assertTrue(remembered == CageFillings.of(grid), "one instance per thread and grid");
        for (int round = 0; round < 3; round++) {
            for (int cage = 0; cage < 2; cage++) {
                CageFillings fresh = new CageFillings(grid);
                assertEquals(fresh.fill(marks, cage, 0), remembered.fill(marks, cage, 0), "round " + round);
                assertEquals(fresh.comboCount, remembered.comboCount, "round " + round + ", cage " + cage);
                for (int i = 0; i < fresh.comboCount; i++) {
                    assertEquals(fresh.combos[i], remembered.combos[i], "round " + round + ", cage " + cage);
                }
                for (int i = 0; i < fresh.openCount; i++) {
                    assertEquals(fresh.support[i], remembered.support[i], "round " + round + ", cage " + cage);
                }
            }
            // each round narrows the cages' cells: the remembered answer must follow the marks
            only(grid, marks, at(grid, 1, 1), round == 0 ? new int[] {1, 2, 3, 6, 7} : new int[] {3, 6});
            only(grid, marks, at(grid, 1, 3), round == 0 ? new int[] {1, 2, 4, 8, 9} : new int[] {4, 9});
        }
        assertTrue(remembered.fill(marks, 0, 0));
        assertEquals("{3,7} and {4,6}", KillerFinders.combo(remembered.combos[0]) + " and "
                + KillerFinders.combo(remembered.combos[1]), "r1c1 kept to 3 or 6");
        assertEquals(2, remembered.comboCount);
    }

    @Test
    void aCandidateThatNoFillingOfTheCageUsesLeavesItsCell() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 3, 4, 6, 7);
        only(grid, marks, at(grid, 1, 2), 6, 7);
        Step step = KillerFinders.completion(grid, marks, NONE);
        assertEquals("Cage completion: Cage 10 at r1c1 (2 cells): {3,7} and {4,6} fit, and no way of filling the"
                + " cage puts 6 or 7 in r1c1 => r1c1<>67", step.description());
        assertEquals(3.0, step.difficulty(), "a cage of two cells: no size bonus");
        assertNull(KillerFinders.combinations(grid, marks, NONE), "every digit is in a combination that fits");
        only(grid, marks, at(grid, 1, 1), 3, 4);
        assertNull(KillerFinders.completion(grid, marks, NONE));
    }

    @Test
    void theSearchCountsOnlyGridsWhoseCagesAddUp() {
        Board killer = Generator.withSeed(5).killer(Layout.boxes(2, 2));
        Grid grid = Grid.of(killer.layout());
        int[] marks = Candidates.of(killer).intMarks();
        assertEquals(Solver.fastest().countSolutions(killer, 2), new MarksSearch(grid, Long.MAX_VALUE, NONE)
                .count(marks, 2), "the layout's own count");
        assertEquals(1, new MarksSearch(grid, Long.MAX_VALUE, NONE).count(marks, 2), killer.toString());
    }

    @Test
    void aCageIsAHouseWithItsCellsAndAPlayersName() {
        Grid grid = killer(new int[] {10, 1, 1, 1, 2}, new int[] {7, 3, 3, 4, 4});
        assertEquals(List.of(new Cell(2, 2), new Cell(3, 3)), new House(Region.CAGE, 1).cells(grid.layout));
        assertEquals("cage 7 at r3c3", grid.name(grid.cageHouse(1)));
        assertEquals(27, grid.houseCount(), "the regions only: a cage need not hold every digit");
        assertTrue(grid.sees(at(grid, 3, 3), at(grid, 4, 4)), "cage mates see each other");
        assertTrue(!Grid.of(Layout.classic().withDiagonals()).sees(at(grid, 3, 3), at(grid, 4, 5)));
    }
}
