package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.KillerFindersTest.killer;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The law of 45 ({@link LawOf45}) on hand-made killer positions (every cell holding every digit): one innie, one
 * outie, a sum of innies, an area of two rows; and the carvings where it must not fire.
 */
final class LawOf45Test {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void theOneInnieOfARowIsItsSumLessTheCagesInside() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4}, new int[] {11, 1, 5, 1, 6},
                new int[] {15, 1, 7, 1, 8});
        Step step = LawOf45.oneCell(grid, full(grid), NONE);
        assertEquals("Law of 45: in row 1, the cages wholly inside add up to 36, so the innie r1c9 is 9 => r1c9=9",
                step.description());
        assertEquals(List.of(new House(Region.ROW, 0)), step.houses());
        assertEquals(4, step.cages().size());
        assertEquals(2.2, step.difficulty());
    }

    @Test
    void aPlacedInnieIsTakenOffTheSum() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4}, new int[] {11, 1, 5, 1, 6});
        int[] marks = full(grid);
        grid.place(marks, at(grid, 1, 7), 1 << 6);
        grid.place(marks, at(grid, 1, 8), 1 << 7);
        Step step = LawOf45.oneCell(grid, marks, NONE);
        assertEquals("Law of 45: in row 1, the cages wholly inside add up to 21, so its innies add up to 24, and less"
                + " the placed r1c7+r1c8 (15) the innie r1c9 is 9 => r1c9=9", step.description());
    }

    @Test
    void threeOpenInniesAreNoSingleButASumThatRulesOutSmallDigits() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4}, new int[] {11, 1, 5, 1, 6});
        int[] marks = full(grid);
        assertNull(LawOf45.oneCell(grid, marks, NONE));
        Step step = LawOf45.sum(grid, marks, NONE);
        assertEquals("Law of 45 sum: in row 1, the cages wholly inside add up to 21, so the innies r1c7+r1c8+r1c9"
                + " add up to 24 => r1c7,r1c8,r1c9<>123456", step.description());
        assertEquals(3.0, step.difficulty());
    }

    @Test
    void aRowsFiveOpenInniesAreNoStep() {
        // a pseudo-cage of five cells is not read, and only the whole grid's many cells are bounded
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {11, 1, 3, 1, 4});
        int[] marks = full(grid);
        for (int column = 6; column <= 9; column++) {
            marks[at(grid, 1, column)] &= 0b111100000; // 6 to 9: bounded, r1c5 of the innies' 31 would lose 8 and 9
        }
        assertNull(LawOf45.sum(grid, marks, NONE));
    }

    /**
     * A killer made to be solved by people (human-solvable zero #1 of {@code killer_hard.txt}): its 23 cages leave
     * nine cells uncaged, one per row, column and box, and add up to 396, so the nine add up to 9 and each is 1.
     */
    @Test
    void theWholeGridsUncagedCellsAreBoundedByEachOthersLeast() {
        Grid grid = killer(new int[] {15, 1, 1, 2, 1, 3, 1},
                new int[] {30, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 2, 6},
                new int[] {15, 1, 8, 1, 9, 2, 8},
                new int[] {15, 2, 3, 2, 4, 2, 5},
                new int[] {17, 2, 7, 3, 6, 3, 7},
                new int[] {15, 2, 9, 3, 9, 4, 9},
                new int[] {15, 3, 2, 4, 2, 5, 2},
                new int[] {18, 3, 3, 4, 3, 5, 3},
                new int[] {19, 3, 4, 4, 4, 4, 5},
                new int[] {18, 3, 8, 4, 8, 5, 7},
                new int[] {21, 4, 6, 4, 7, 5, 6},
                new int[] {15, 5, 1, 6, 1, 7, 1},
                new int[] {16, 5, 4, 5, 5, 6, 5},
                new int[] {15, 5, 9, 6, 8, 6, 9},
                new int[] {19, 6, 2, 7, 2, 8, 2},
                new int[] {19, 6, 3, 7, 3, 7, 4},
                new int[] {14, 6, 6, 6, 7, 7, 7},
                new int[] {17, 7, 5, 8, 5, 9, 5},
                new int[] {13, 7, 6, 8, 6, 8, 7},
                new int[] {18, 7, 8, 8, 8, 8, 9},
                new int[] {17, 8, 1, 9, 1, 9, 2},
                new int[] {18, 8, 4, 9, 3, 9, 4},
                new int[] {17, 9, 7, 9, 8, 9, 9});
        int[] marks = full(grid);
        Step whole = null;
        for (int steps = 0; whole == null; steps++) {
            Step step = LawOf45.sum(grid, marks, NONE);
            assertNotNull(step, "the smaller areas ran out after " + steps + " steps and the whole grid gave nothing");
            if (step.description().contains("the whole grid")) {
                whole = step;
            } else {
                LogicalSolver.apply(grid, marks, step);
            }
        }
        String uncaged = "r1c7+r2c2+r3c5+r4c1+r5c8+r6c4+r7c9+r8c3+r9c6";
        assertEquals("Law of 45 sum: in the whole grid, the cages wholly inside add up to 396, so the innies "
                + uncaged + " add up to 9; none is more than that less the others' least, or less than that"
                + " less their most", whole.description().substring(0, whole.description().indexOf(" =>")));
        for (String cell : uncaged.split("\\+")) {
            int c = at(grid, cell.charAt(1) - '0', cell.charAt(3) - '0');
            int removed = 0;
            for (Candidate elimination : whole.eliminations()) {
                removed |= grid.indexOf(elimination.cell()) == c ? 1 << elimination.digit() - 1 : 0;
            }
            assertEquals(marks[c] & grid.all & ~1, removed, cell + ": every digit but 1 goes");
        }
        assertEquals(3.0 + 2 * LawOf45.perRegion(Technique.LAW_OF_45_SUM), whole.difficulty(), 1e-9,
                "rated as three lines");
    }

    @Test
    void theOneOutieOfARowIsTheCagesSumLessTheRow() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4}, new int[] {11, 1, 5, 1, 6},
                new int[] {29, 1, 7, 1, 8, 1, 9, 2, 9});
        Step step = LawOf45.oneCell(grid, full(grid), NONE);
        assertEquals("Law of 45: in row 1, the cages inside it or across its edge add up to 50, so the outie r2c9 is"
                + " 5 => r2c9=5", step.description());
    }

    @Test
    void anUncagedInnieLeavesTheOutiesUnknown() {
        Grid grid = killer(new int[] {3, 1, 1, 1, 2}, new int[] {7, 1, 3, 1, 4}, new int[] {11, 1, 5, 1, 6},
                new int[] {17, 1, 8, 1, 9, 2, 9});
        // innies r1c7 (uncaged), r1c8, r1c9: three; the outie r2c9 would need every innie caged
        assertNull(LawOf45.oneCell(grid, full(grid), NONE));
    }

    @Test
    void twoRowsMakeAnAreaWhenNoSingleHouseGivesAStep() {
        // Every cage crosses a row and a box boundary, so only rows 1-2 together hold cages wholly: all but two cells.
        Grid grid = killer(new int[] {30, 1, 1, 1, 2, 1, 3, 1, 4, 2, 1}, new int[] {30, 1, 5, 2, 2, 2, 3, 2, 4, 2, 5},
                new int[] {16, 1, 6, 1, 7, 2, 6, 2, 7}, new int[] {10, 1, 8, 2, 8});
        int[] marks = full(grid);
        assertNull(LawOf45.oneCell(grid, marks, NONE), "two innies");
        Step step = LawOf45.sum(grid, marks, NONE);
        assertEquals("Law of 45 sum: in rows 1-2, the cages wholly inside add up to 86, so the innies r1c9+r2c9 add"
                + " up to 4 => r1c9,r2c9<>2456789", step.description());
        assertEquals(3.6, step.difficulty(), 1e-9, "3.0, and 0.6 for the second row");
        assertEquals(List.of(new House(Region.ROW, 0), new House(Region.ROW, 1)), step.houses());
    }

    @Test
    void theOutieOfACageMostlyInsideIsAKnownAmountFromTheInnieLeft() {
        Grid grid = killer(new int[] {3, 1, 2, 1, 3}, new int[] {7, 1, 4, 1, 5}, new int[] {11, 1, 6, 1, 7},
                new int[] {20, 1, 8, 1, 9, 2, 9});
        Step step = LawOf45.difference(grid, full(grid), NONE);
        assertEquals("Law of 45 difference: in row 1, the cages inside it or mostly inside add up to 41, so the"
                + " outie r2c9 is 4 less than the innie r1c1 => r2c9<>6789, r1c1<>1234", step.description());
        assertEquals(3.7, step.difficulty());
        assertEquals("Law of 45 sum: in row 1, the cages wholly inside add up to 21, so the innies r1c1+r1c8+r1c9"
                + " add up to 24 => r1c1,r1c8,r1c9<>123456", LawOf45.sum(grid, full(grid), NONE).description(),
                "without the join, the three innies' sum");
    }

    @Test
    void anOutieAsLargeAsAnInnieItDoesNotSeeRulesNothingOut() {
        Grid grid = killer(new int[] {3, 1, 2, 1, 3}, new int[] {7, 1, 4, 1, 5}, new int[] {11, 1, 6, 1, 7},
                new int[] {24, 1, 8, 1, 9, 2, 9});
        assertNull(LawOf45.difference(grid, full(grid), NONE));
    }
}
