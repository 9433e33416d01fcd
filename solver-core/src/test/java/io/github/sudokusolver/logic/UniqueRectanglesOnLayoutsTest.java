package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/**
 * Unique rectangles over a layout's houses: where the swap of the pattern's two digits keeps every house (and every
 * cage) valid they fire, with their exact descriptions; where a diagonal, a window, a jigsaw region or a cage holds
 * one corner they must not, and on a real X-sudoku solution such a rectangle would remove the solution's digit.
 */
final class UniqueRectanglesOnLayoutsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();

    /** Corners r{r1}c{c1}, r{r1}c{c2}, r{r2}c{c1}, r{r2}c{c2}: the first three hold 1 and 2, the last 1, 2 and 3. */
    private static int[] typeOne(Grid grid, int r1, int r2, int c1, int c2) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, r1, c1), 1, 2);
        only(grid, marks, at(grid, r1, c2), 1, 2);
        only(grid, marks, at(grid, r2, c1), 1, 2);
        only(grid, marks, at(grid, r2, c2), 1, 2, 3);
        return marks;
    }

    @Test
    void aRectangleOffTheDiagonalsIsUnique() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = UniqueRectangles.typeOne(grid, typeOne(grid, 1, 2, 3, 5), NONE);
        assertNotNull(step);
        assertEquals("Unique rectangle type 1: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions unless "
                + "r2c5 holds another digit => r2c5<>12", step.description());
        assertEquals(4.5, step.difficulty());
    }

    @Test
    void aDiagonalThroughOneCornerBreaksTheRectangle() {
        Grid grid = Grid.of(DIAGONAL);
        assertNull(UniqueRectangles.typeOne(grid, typeOne(grid, 1, 2, 1, 4), NONE), "the main diagonal holds r1c1");
        Grid plain = Grid.CLASSIC;
        assertNotNull(UniqueRectangles.typeOne(plain, typeOne(plain, 1, 2, 1, 4), NONE), "no diagonal, a rectangle");
    }

    @Test
    void aWindowThroughOneCornerBreaksTheRectangle() {
        Grid grid = Grid.of(Layout.classic().withWindows());
        assertNull(UniqueRectangles.typeOne(grid, typeOne(grid, 1, 2, 1, 4), NONE), "window 1 holds r2c4 only");
        assertNotNull(UniqueRectangles.typeOne(grid, typeOne(grid, 1, 5, 1, 2), NONE),
                "no window holds r1c1, r1c2, r5c1 or r5c2");
    }

    @Test
    void onAJigsawTheCornersMustLieInTwoRegionsBySides() {
        Grid grid = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
        // r5c1,r5c2 and r6c1,r6c2 all in region E: one region holds all four corners
        assertFalse(UniqueRectangles.swappable(grid, corners(grid, 5, 6, 1, 2)));
        // r1c1,r1c4 (regions A, B) and r2c1,r2c4 (A, B): each region holds one side
        assertTrue(UniqueRectangles.swappable(grid, corners(grid, 1, 2, 1, 4)));
        // r2c1 (A), r2c3 (C), r3c1 (A), r3c3 (C): a side in A, a side in C
        assertTrue(UniqueRectangles.swappable(grid, corners(grid, 2, 3, 1, 3)));
        // r1c3 (A), r1c4 (B), r2c3 (C), r2c4 (B): region A holds one corner
        assertFalse(UniqueRectangles.swappable(grid, corners(grid, 1, 2, 3, 4)));
        assertNull(UniqueRectangles.typeOne(grid, typeOne(grid, 1, 2, 3, 4), NONE));
        assertNotNull(UniqueRectangles.typeOne(grid, typeOne(grid, 1, 2, 1, 4), NONE));
    }

    @Test
    void aCageMustHoldNoCornerOrOneSide() {
        // r1c3,r1c5,r2c3,r2c5 of the classic grid, with a cage of two cells
        Grid side = KillerFindersTest.killer(new int[] {3, 1, 3, 1, 5});
        assertNotNull(UniqueRectangles.typeOne(side, typeOne(side, 1, 2, 3, 5), NONE), "the cage holds a side");
        Grid one = KillerFindersTest.killer(new int[] {3, 1, 3, 1, 4});
        assertNull(UniqueRectangles.typeOne(one, typeOne(one, 1, 2, 3, 5), NONE),
                "swapping would change the sum of the cage holding r1c3 only");
    }

    @Test
    void typesTwoFourAndFiveFireOnAnXSudokuWhereTheSwapIsSound() {
        Grid grid = Grid.of(DIAGONAL);
        int[] two = full(grid);
        only(grid, two, at(grid, 1, 3), 1, 2);
        only(grid, two, at(grid, 1, 5), 1, 2);
        only(grid, two, at(grid, 2, 3), 1, 2, 3);
        only(grid, two, at(grid, 2, 5), 1, 2, 3);
        assertEquals("Unique rectangle type 2: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions unless "
                + "r2c3 or r2c5 is 3 => r2c1,r2c2,r2c4,r2c6,r2c7,r2c8,r2c9<>3",
                UniqueRectangles.typeTwo(grid, two, NONE).description());
        int[] four = full(grid);
        only(grid, four, at(grid, 1, 3), 1, 2);
        only(grid, four, at(grid, 1, 5), 1, 2);
        for (int col = 1; col <= 9; col++) {
            if (col != 3 && col != 5) {
                SinglesAndIntersectionsTest.remove(grid, four, 1, at(grid, 2, col));
            }
        }
        assertEquals("Unique rectangle type 4: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions if r2c3 "
                + "or r2c5 were 2: 1 in row 2 lies only in them => r2c3,r2c5<>2",
                UniqueRectangles.typeFour(grid, four, NONE).description());
        int[] five = full(grid);
        only(grid, five, at(grid, 1, 3), 1, 2);
        only(grid, five, at(grid, 1, 5), 1, 2, 3);
        only(grid, five, at(grid, 2, 3), 1, 2, 3);
        only(grid, five, at(grid, 2, 5), 1, 2);
        assertEquals("Unique rectangle type 5: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions unless "
                + "r1c5 or r2c3 is 3 => r1c1,r1c2,r2c4,r2c6<>3",
                UniqueRectangles.typeFive(grid, five, NONE).description());
        only(grid, five, at(grid, 1, 1), 1, 2, 3);
        only(grid, five, at(grid, 1, 4), 1, 2);
        only(grid, five, at(grid, 2, 1), 1, 2);
        only(grid, five, at(grid, 2, 4), 1, 2, 3);
        only(grid, five, at(grid, 1, 5), 1, 2, 4);
        assertNull(UniqueRectangles.typeFive(grid, five, NONE), "the main diagonal holds r1c1 of the other rectangle");
        assertEquals("Unique rectangle type 5: r1c1, r1c4, r2c1 and r2c4 on 1 and 2 would have two solutions unless "
                + "r1c1 or r2c4 is 3 => r1c6,r2c2,r2c3<>3",
                UniqueRectangles.typeFive(Grid.CLASSIC, five, NONE).description(), "without the diagonal it fires");
    }

    /** Floor r1c5 and r2c3 (1, 2); 1 only in columns 3 and 5 of rows 1 and 2. */
    @Test
    void typeSixFiresOnAnXSudoku() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 5), 1, 2);
        only(grid, marks, at(grid, 2, 3), 1, 2);
        for (int col = 1; col <= 9; col++) {
            if (col != 3 && col != 5) {
                SinglesAndIntersectionsTest.remove(grid, marks, 1, at(grid, 1, col));
                SinglesAndIntersectionsTest.remove(grid, marks, 1, at(grid, 2, col));
            }
        }
        assertEquals("Unique rectangle type 6: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions if r1c3 "
                + "or r2c5 were 1: 1 in rows 1 and 2 lies only in the rectangle => r1c3,r2c5<>1",
                UniqueRectangles.typeSix(grid, marks, NONE).description());
    }

    /** Floor corner r{r1}c{c1} (1, 2); 2 only in c{c1} and c{c2} of row r2 and in r{r1} and r{r2} of column c2. */
    private static int[] hidden(Grid grid, int r1, int r2, int c1, int c2) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, r1, c1), 1, 2);
        for (int i = 1; i <= 9; i++) {
            if (i != c1 && i != c2) {
                SinglesAndIntersectionsTest.remove(grid, marks, 2, at(grid, r2, i));
            }
            if (i != r1 && i != r2) {
                SinglesAndIntersectionsTest.remove(grid, marks, 2, at(grid, i, c2));
            }
        }
        return marks;
    }

    @Test
    void aHiddenRectangleFiresWhereTheSwapIsSoundOnly() {
        Grid grid = Grid.of(DIAGONAL);
        assertEquals("Hidden unique rectangle: r1c3, r1c5, r2c3 and r2c5 on 1 and 2 would have two solutions if r2c5 "
                + "were 1: r1c3 holds only 1 and 2, and 2 in row 2 and column 5 lies only in the rectangle => r2c5<>1",
                UniqueRectangles.hidden(grid, hidden(grid, 1, 2, 3, 5), NONE).description());
        assertNull(UniqueRectangles.hidden(grid, hidden(grid, 1, 2, 1, 4), NONE), "the main diagonal holds r1c1");
        assertNotNull(UniqueRectangles.hidden(Grid.CLASSIC, hidden(Grid.CLASSIC, 1, 2, 1, 4), NONE));
    }

    private static int[] corners(Grid grid, int r1, int r2, int c1, int c2) {
        return new int[] {at(grid, r1, c1), at(grid, r1, c2), at(grid, r2, c1), at(grid, r2, c2)};
    }

    /**
     * On a real X-sudoku solution, a rectangle over two rows, two columns and two boxes whose corners read
     * {@code a b / b a} but that the main diagonal or the anti-diagonal crosses at one corner: every other cell
     * placed, three corners holding {@code ab} and the fourth {@code ab} and a third digit. The classic rule would
     * take {@code ab} from the fourth corner, which holds one of them; the layout's finder does not fire.
     */
    @Test
    void theClassicRectangleWouldBeWrongOnAnXSudokuAndIsNotUsed() {
        Grid grid = Grid.of(DIAGONAL);
        int[][] solution = Solver.fastest().solve(Generator.withSeed(1).puzzle(DIAGONAL)).solution().orElseThrow()
                .toArray();
        int[] found = null;
        for (int r1 = 0; r1 < 9 && found == null; r1++) {
            for (int r2 = r1 + 1; r2 < 9 && found == null; r2++) {
                for (int c1 = 0; c1 < 9 && found == null; c1++) {
                    for (int c2 = c1 + 1; c2 < 9 && found == null; c2++) {
                        boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                        if (twoBoxes && solution[r1][c1] == solution[r2][c2] && solution[r1][c2] == solution[r2][c1]) {
                            found = new int[] {r1 + 1, r2 + 1, c1 + 1, c2 + 1};
                        }
                    }
                }
            }
        }
        assertNotNull(found, "seed 1's X-sudoku solution has a rectangle a b / b a over two boxes");
        int[] corners = corners(grid, found[0], found[1], found[2], found[3]);
        assertFalse(UniqueRectangles.swappable(grid, corners), "its swap breaks a diagonal: the solution is unique");
        int a = solution[found[0] - 1][found[2] - 1];
        int b = solution[found[0] - 1][found[3] - 1];
        int x = a != 1 && b != 1 ? 1 : a != 2 && b != 2 ? 2 : 3;
        int[] marks = new int[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            int digit = solution[grid.cell(cell).row()][grid.cell(cell).col()];
            marks[cell] = grid.placed | 1 << digit - 1;
        }
        int pair = 1 << a - 1 | 1 << b - 1;
        for (int i = 0; i < 3; i++) {
            marks[corners[i]] = pair;
        }
        marks[corners[3]] = pair | 1 << x - 1;
        String rectangle = "the rectangle at r" + found[0] + ",r" + found[1] + " c" + found[2] + ",c" + found[3];
        assertNotNull(UniqueRectangles.typeOne(Grid.CLASSIC, marks, NONE),
                rectangle + " on the classic grid (the same cells, no diagonal): the classic rule takes a from it");
        assertNull(UniqueRectangles.typeOne(grid, marks, NONE), rectangle + " would remove the solution's " + a);
    }
}
