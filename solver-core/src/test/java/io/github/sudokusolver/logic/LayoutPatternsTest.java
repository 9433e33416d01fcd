package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The unique rectangle type 3, unique loops, BUGs, colouring and static forcing chains of the layouts other than the
 * classic grid, on hand-made positions (every cell holds every digit, then a pattern is carved, as in
 * {@link UniqueRectanglesOnLayoutsTest}): where each fires, with its description, and where a diagonal, a window, a
 * jigsaw region or a cage breaks the swap (or the link) and it must not. The BUG is also set on real solutions: the
 * classic rule would place a digit against the solution where a diagonal or a cage holds one cell of the grave.
 */
final class LayoutPatternsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();
    private static final Layout WINDOKU = Layout.classic().withWindows();
    private static final Set<Technique> STATIC = EnumSet.of(Technique.CELL_FORCING_CHAINS,
            Technique.UNIT_FORCING_CHAINS);

    /** Floors r{r1}c{c1}, r{r1}c{c2} (1, 2), roofs r{r2}c{c1} (1, 2, 3) and r{r2}c{c2} (1, 2, 4), r{r2}c{other} 3, 4. */
    private static int[] typeThree(Grid grid, int r1, int r2, int c1, int c2, int other) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, r1, c1), 1, 2);
        only(grid, marks, at(grid, r1, c2), 1, 2);
        only(grid, marks, at(grid, r2, c1), 1, 2, 3);
        only(grid, marks, at(grid, r2, c2), 1, 2, 4);
        only(grid, marks, at(grid, r2, other), 3, 4);
        return marks;
    }

    @Test
    void aTypeThreeRectangleFiresOffTheDiagonalsOfAnXSudoku() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = UniqueRectangles.typeThree(grid, typeThree(grid, 1, 2, 3, 5, 7), NONE);
        assertEquals("Unique rectangle type 3: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions unless "
                + "r2c3 or r2c5 holds 3 or 4, making a naked pair 3 and 4 with r2c7 in row 2 => "
                + "r2c1,r2c2,r2c4,r2c6,r2c8,r2c9<>34", step.description());
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void aDiagonalThroughOneCornerKeepsTypeThreeOff() {
        Grid grid = Grid.of(DIAGONAL);
        assertNull(UniqueRectangles.typeThree(grid, typeThree(grid, 1, 2, 1, 4, 7), NONE), "the diagonal holds r1c1");
        assertNotNull(UniqueRectangles.typeThree(Grid.CLASSIC, typeThree(Grid.CLASSIC, 1, 2, 1, 4, 7), NONE),
                "without the diagonal it fires");
    }

    @Test
    void typeThreeOnSixteenBySixteenAndOnAJigsaw() {
        Grid sixteen = Grid.of(Layout.boxes(4, 4));
        Step step = UniqueRectangles.typeThree(sixteen, typeThree(sixteen, 1, 2, 1, 5, 9), NONE);
        assertEquals("Unique rectangle type 3: r1c1, r1c5, r2c1 and r2c5 on 1 and 2 would have two solutions unless "
                + "r2c1 or r2c5 holds 3 or 4, making a naked pair 3 and 4 with r2c9 in row 2", step.description()
                .substring(0, step.description().indexOf(" =>")));
        assertEquals(26, step.eliminations().size(), "3 and 4 from the thirteen other cells of row 2");
        Grid jigsaw = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        assertEquals("Unique rectangle type 3: r1c1, r1c4, r2c1 and r2c4 on 1 and 2 would have two solutions unless "
                + "r2c1 or r2c4 holds 3 or 4, making a naked pair 3 and 4 with r2c6 in row 2 => r2c2,r2c3,r2c5<>34",
                UniqueRectangles.typeThree(jigsaw, typeThree(jigsaw, 1, 2, 1, 4, 6), NONE).description());
        assertNull(UniqueRectangles.typeThree(jigsaw, typeThree(jigsaw, 1, 2, 3, 4, 6), NONE),
                "region A holds r1c3 only");
    }

    @Test
    void aCageThroughOneCornerKeepsTypeThreeOff() {
        Grid one = KillerFindersTest.killer(new int[] {3, 1, 3, 1, 4});
        assertNull(UniqueRectangles.typeThree(one, typeThree(one, 1, 2, 3, 5, 7), NONE), "the cage holds r1c3 only");
        Grid side = KillerFindersTest.killer(new int[] {6, 1, 3, 1, 4, 1, 5});
        assertNotNull(UniqueRectangles.typeThree(side, typeThree(side, 1, 2, 3, 5, 7), NONE), "the cage holds a side");
    }

    /** r1c{a}, r1c{b}, r2c{b}, r2c{c}, r3c{c}, r3c{a} hold 1 and 2, r3c{a} also 3. */
    private static int[] loop(Grid grid, int a, int b, int c) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, a), 1, 2);
        only(grid, marks, at(grid, 1, b), 1, 2);
        only(grid, marks, at(grid, 2, b), 1, 2);
        only(grid, marks, at(grid, 2, c), 1, 2);
        only(grid, marks, at(grid, 3, c), 1, 2);
        only(grid, marks, at(grid, 3, a), 1, 2, 3);
        return marks;
    }

    @Test
    void aUniqueLoopFiresWhereEveryHouseHoldsTwoOfItsCells() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = UniqueLoops.find(grid, loop(grid, 2, 4, 9), NONE);
        assertEquals("Unique loop: r1c2, r1c4, r2c4, r2c9, r3c2 and r3c9 on 1 and 2 would have two solutions unless "
                + "r3c2 holds another digit => r3c2<>12", step.description());
        assertEquals(4.6, step.difficulty());
        Grid windoku = Grid.of(WINDOKU);
        assertNotNull(UniqueLoops.find(windoku, loop(windoku, 2, 4, 9), NONE),
                "window 1 holds r2c4 and r3c2, a and b both before and after the swap");
    }

    @Test
    void aDiagonalOrAWindowThroughOneLoopCellKeepsItOff() {
        Grid diagonal = Grid.of(DIAGONAL);
        assertNull(UniqueLoops.find(diagonal, loop(diagonal, 1, 4, 7), NONE), "the main diagonal holds r1c1");
        Grid windoku = Grid.of(WINDOKU);
        assertNull(UniqueLoops.find(windoku, loop(windoku, 1, 4, 7), NONE), "window 1 holds r2c4 only");
        assertNotNull(UniqueLoops.find(Grid.CLASSIC, loop(Grid.CLASSIC, 1, 4, 7), NONE));
    }

    @Test
    void aCageMustHoldNoLoopCellOrTwo() {
        Grid one = KillerFindersTest.killer(new int[] {3, 1, 2, 1, 3});
        assertNull(UniqueLoops.find(one, loop(one, 2, 4, 9), NONE), "the cage holds r1c2 only");
        Grid two = KillerFindersTest.killer(new int[] {6, 1, 2, 1, 3, 1, 4});
        assertNotNull(UniqueLoops.find(two, loop(two, 2, 4, 9), NONE), "the cage holds r1c2 and r1c4");
    }

    /** r5c5 and r1c9 hold 1 and 2: on an X-sudoku they share the anti-diagonal. */
    private static int[] cellChain(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 5, 5), 1, 2);
        only(grid, marks, at(grid, 1, 9), 1, 2);
        return marks;
    }

    @Test
    void aCellForcingChainThroughTheAntiDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = StaticForcingChains.find(grid, cellChain(grid), STATIC, NONE);
        assertEquals("Cell forcing chains: r1c9 is 1 or 2; r1c9=1: (1)r1c9-(1)r1c1; r1c9=2: (2)r1c9-(2=1)r5c5-(1)r1c1"
                + " => r1c1<>1", step.description());
        assertEquals(8.0, step.difficulty());
        Grid windoku = Grid.of(WINDOKU);
        assertNull(StaticForcingChains.find(windoku, cellChain(windoku), STATIC, NONE), "r5c5 and r1c9 do not meet");
        assertNull(StaticForcingChains.find(grid, cellChain(grid), EnumSet.of(Technique.AIC), NONE), "not enabled");
    }

    /** A unit forcing chain on 16x16: 7 in row 1 only in r1c1 and r1c9, r2c5 holds 7 and 8; both places see r2c5. */
    @Test
    void aUnitForcingChainOnSixteenBySixteen() {
        Grid grid = Grid.of(Layout.boxes(4, 4));
        int[] marks = full(grid);
        for (int col = 1; col <= 16; col++) {
            if (col != 1 && col != 9) {
                SinglesAndIntersectionsTest.remove(grid, marks, 7, at(grid, 1, col));
            }
        }
        only(grid, marks, at(grid, 2, 5), 7, 8);
        only(grid, marks, at(grid, 2, 12), 7, 8);
        Step step = StaticForcingChains.find(grid, marks, EnumSet.of(Technique.UNIT_FORCING_CHAINS), NONE);
        assertNotNull(step);
        assertEquals(Technique.UNIT_FORCING_CHAINS, step.technique());
        assertTrue(step.description().startsWith("Unit forcing chains: 7 in row 1 is in r1c1 or r1c9"),
                step.description());
    }

    /** Each digit's partner in the second grid: 1 and 2, 3 and 4, 5 and 6 swap, 7, 8 and 9 turn round. */
    private static final int[] PARTNER = {0, 2, 1, 4, 3, 6, 5, 8, 9, 7};

    /**
     * A grave plus one: every cell holds its digit of a solution and that digit's {@link #PARTNER} (the partners make
     * a second grid, valid wherever the first is), so every digit has two places in every house the solution keeps;
     * r{row}c{col} also holds a third digit.
     */
    private static int[] grave(Grid grid, int[][] solution, int row, int col) {
        int[] marks = new int[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            int digit = solution[grid.cell(cell).row()][grid.cell(cell).col()];
            marks[cell] = 1 << digit - 1 | 1 << PARTNER[digit] - 1;
        }
        int cell = at(grid, row, col);
        marks[cell] |= Integer.lowestOneBit(grid.all & ~marks[cell]);
        return marks;
    }

    private static int[][] solution(io.github.sudokusolver.Layout layout) {
        return Solver.fastest().solve(Generator.withSeed(1).puzzle(layout)).solution().orElseThrow().toArray();
    }

    @Test
    void aBugPlusOneOnAnXSudokuGrave() {
        Grid grid = Grid.of(DIAGONAL);
        int[][] solution = solution(DIAGONAL);
        Step step = Bugs.plusOne(grid, grave(grid, solution, 5, 5), NONE);
        assertNotNull(step);
        assertEquals(Technique.BUG_PLUS_ONE, step.technique());
        int third = Integer.lowestOneBit(grid.all & ~(1 << solution[4][4] - 1 | 1 << PARTNER[solution[4][4]] - 1));
        assertEquals(java.util.List.of(new Candidate(new io.github.sudokusolver.Cell(4, 4), Grid.digit(third))),
                step.placements());
    }

    @Test
    void aClassicGraveThatTheDiagonalsBreakIsNoBug() {
        int[][] classic = solution(Layout.classic());
        Grid grid = Grid.of(DIAGONAL);
        assertNotNull(Bugs.plusOne(Grid.CLASSIC, grave(Grid.CLASSIC, classic, 5, 5), NONE), "a classic BUG+1");
        assertNull(Bugs.plusOne(grid, grave(grid, classic, 5, 5), NONE),
                "the classic solution repeats a digit on a diagonal: no grave there");
    }

    @Test
    void aCageHoldingADigitsPlaceOnceKeepsTheBugOff() {
        int[][] solution = solution(Layout.classic());
        int[] ones = new int[2];
        int[] threes = new int[2];
        for (int col = 0; col < 9; col++) {
            if (solution[0][col] == 1 || solution[0][col] == 2) {
                ones[solution[0][col] - 1] = col + 1;
            }
            if (solution[0][col] == 3) {
                threes[0] = col + 1;
            }
        }
        // a cage of the cells holding 1 and 2 in row 1: its digits are 1 and 2 in both grids
        Grid pair = KillerFindersTest.killer(new int[] {3, 1, ones[0], 1, ones[1]});
        assertNotNull(Bugs.plusOne(pair, grave(pair, solution, 5, 5), NONE), "the cage keeps its sum");
        // a cage of the cells holding 1 and 3: 1 + 3 in one grid, 2 + 4 in the other
        Grid broken = KillerFindersTest.killer(new int[] {4, 1, ones[0], 1, threes[0]});
        assertNull(Bugs.plusOne(broken, grave(broken, solution, 5, 5), NONE), "the cage would change its sum");
    }

    @Test
    void aBugTypeTwoOnASixteenBySixteenGrave() {
        Layout sixteen = Layout.boxes(4, 4);
        Grid grid = Grid.of(sixteen);
        int[][] solution = solution(sixteen);
        int[] marks = new int[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            int digit = solution[grid.cell(cell).row()][grid.cell(cell).col()];
            marks[cell] = 1 << digit - 1 | 1 << (digit % 2 == 1 ? digit : digit - 2); // 1-2, 3-4, ... 15-16
        }
        int first = at(grid, 1, 1);
        int second = at(grid, 1, 2);
        int x = Integer.lowestOneBit(grid.all & ~marks[first] & ~marks[second]);
        marks[first] |= x;
        marks[second] |= x;
        Step step = Bugs.typeTwo(grid, marks, NONE);
        assertNotNull(step);
        assertEquals(Technique.BUG_TYPE_2, step.technique());
        assertTrue(step.description().startsWith("BUG type 2:"), step.description());
        assertFalse(step.eliminations().isEmpty());
        for (Candidate elimination : step.eliminations()) {
            assertEquals(Grid.digit(x), elimination.digit());
            assertTrue(grid.sees(first, grid.indexOf(elimination.cell()))
                    && grid.sees(second, grid.indexOf(elimination.cell())), step.description());
        }
    }

    /** 4 only in r1c1 and r5c5 on the main diagonal, r5c5 and r9c5 in column 5, r9c5 and r9c2 in row 9. */
    private static int[] colouring(Grid grid) {
        int[] marks = full(grid);
        for (int i = 1; i <= 9; i++) {
            if (i != 1 && i != 5) {
                SinglesAndIntersectionsTest.remove(grid, marks, 4, at(grid, i, i));
            }
            if (i != 5 && i != 9) {
                SinglesAndIntersectionsTest.remove(grid, marks, 4, at(grid, i, 5));
            }
            if (i != 2 && i != 5) {
                SinglesAndIntersectionsTest.remove(grid, marks, 4, at(grid, 9, i));
            }
        }
        return marks;
    }

    @Test
    void aColourTrapThroughTheMainDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = Coloring.simple(grid, colouring(grid), NONE);
        assertEquals("Simple coloring: 4 is either in all of r1c1 and r9c5 or in all of r5c5 and r9c2 ((4)r1c1=(4)r5c5"
                + "-(4)r9c5=(4)r9c2), so not in a cell seeing r1c1 and r9c2 => r1c2,r3c2,r7c1,r8c1<>4",
                step.description());
        assertEquals(6.6, step.difficulty());
        Grid windoku = Grid.of(WINDOKU);
        assertNull(Coloring.simple(windoku, colouring(windoku), NONE), "without the diagonal, a path of two");
    }
}
