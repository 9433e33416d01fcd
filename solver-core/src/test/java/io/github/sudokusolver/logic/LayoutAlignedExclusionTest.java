package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Aligned pair and triple exclusion on the layouts other than the classic grid: hand-made positions where a
 * diagonal or a cage is the house two base cells share, or an excluder sees a base cell only along a diagonal
 * (every other cell holds every digit), and the same marks on a grid without that house, where the step must not
 * come. {@code LayoutMorePatternsPropertyTest} asks them along real explanations.
 */
final class LayoutAlignedExclusionTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void onADiagonalGridTwoBaseCellsOnTheDiagonalCannotRepeatAValue() {
        // r1c1 and r9c9 share only the main diagonal; r1c9 and r9c1 each see both, along a row and a column.
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        Step step = AlignedPairs.find(grid, corners(grid), NONE);
        assertNotNull(step);
        assertEquals("Aligned pair exclusion: every pair of values of r1c1 and r9c9 that uses a removed candidate"
                + " repeats a digit in a house or leaves no candidate in r1c9 (1 and 2) or r9c1 (1 and 6)"
                + " => r1c1<>1", step.description());
        assertEquals(List.of(new House(Region.DIAGONAL, 0)), step.houses());
        assertNull(AlignedPairs.find(Grid.CLASSIC, corners(Grid.CLASSIC), NONE),
                "no diagonal: r1c1 and r9c9 may be equal");
    }

    /** Base r1c1 (1, 2, 5) and r9c9 (1, 2, 6); the bivalue r1c9 (1, 2) and r9c1 (1, 6) see both. */
    private static int[] corners(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2, 5);
        only(grid, marks, at(grid, 9, 9), 1, 2, 6);
        only(grid, marks, at(grid, 1, 9), 1, 2);
        only(grid, marks, at(grid, 9, 1), 1, 6);
        return marks;
    }

    @Test
    void onAKillerACageIsAHouseOfItsBaseCells() {
        // r3c3 and r4c4 share only the cage; r3c4 (1, 2) and r4c3 (1, 6) each see both.
        Grid killer = KillerFindersTest.killer(new int[] {10, 3, 3, 4, 3, 4, 4});
        Step step = AlignedPairs.find(killer, cagedMarks(killer), NONE);
        assertNotNull(step);
        assertEquals("Aligned pair exclusion: every pair of values of r3c3 and r4c4 that uses a removed candidate"
                + " repeats a digit in a house or leaves no candidate in r3c4 (1 and 2) or r4c3 (1 and 6)"
                + " => r3c3<>1", step.description());
        assertEquals(List.of(), step.houses());
        assertEquals(1, step.cages().size());
        assertNull(AlignedPairs.find(Grid.CLASSIC, cagedMarks(Grid.CLASSIC), NONE),
                "no cage: r3c3 and r4c4 may be equal");
    }

    private static int[] cagedMarks(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 3), 1, 2, 5);
        only(grid, marks, at(grid, 4, 4), 1, 2, 6);
        only(grid, marks, at(grid, 3, 4), 1, 2);
        only(grid, marks, at(grid, 4, 3), 1, 6);
        return marks;
    }

    @Test
    void onSixteenBySixteenAPairIsFoundAmongSixteenDigits() {
        // r1c1 (1, 2, 16) with r1c2 (1, 2) and r1c16 (2, 16): r1c3 cannot be 2 whatever r1c1 is.
        Grid grid = Grid.of(Layout.boxes(4, 4));
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2, 16);
        only(grid, marks, at(grid, 1, 2), 1, 2);
        only(grid, marks, at(grid, 1, 16), 2, 16);
        Step step = AlignedPairs.find(grid, marks, NONE);
        assertNotNull(step);
        assertEquals("Aligned pair exclusion: every pair of values of r1c1 and r1c3 that uses a removed candidate"
                + " repeats a digit in a house or leaves no candidate in r1c2 (1 and 2) or r1c16 (2 and 16)"
                + " => r1c3<>2", step.description());
        only(grid, marks, at(grid, 1, 16), 2, 15, 16);
        assertNull(AlignedPairs.find(grid, marks, NONE), "one bivalue cell alone excludes nothing here");
    }

    @Test
    void aTripleNeedsTwoExcludersSeeingAllThreeAndIsOffPastNineDigits() {
        Grid grid = Grid.of(Layout.classic().withWindows());
        int[] marks = tripleMarks(grid);
        // r1c4 = 3 leaves r1c1 and r1c3 to empty r1c2 (1, 3) or r1c9 (3, 4) whatever they take.
        Step step = AlignedTriples.find(grid, marks, NONE);
        assertNotNull(step);
        assertEquals("Aligned triple exclusion: every triple of values of r1c1, r1c3 and r1c4 that uses a removed"
                + " candidate repeats a digit in a house or leaves no candidate in r1c2 (1 and 3) or r1c9 (3 and 4)"
                + " => r1c4<>3", step.description());
        only(grid, marks, at(grid, 1, 9), 3, 4, 5, 6);
        assertNull(AlignedTriples.find(grid, marks, NONE), "one excluder is not enough for a triple");
        Grid sixteen = Grid.of(Layout.boxes(4, 4));
        assertNull(AlignedTriples.find(sixteen, tripleMarks(sixteen), NONE), "off past nine digits");
    }

    private static int[] tripleMarks(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 2), 1, 3);
        only(grid, marks, at(grid, 1, 3), 2, 3, 4);
        only(grid, marks, at(grid, 1, 9), 3, 4);
        return marks;
    }
}
