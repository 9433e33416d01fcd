package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/**
 * The W-wing, the remote pair and Sue de Coq of the layouts other than the classic grid, on hand-made positions
 * (every cell holds every digit, then a few cells are carved): where each fires through a house the classic grid
 * lacks (a jigsaw region, a diagonal, a killer cage, a 16x16 line), with its description, and the same marks on a
 * layout without that house, where it must not. A cage gives a W-wing its strong link only when every filling of it
 * holds the digit.
 */
final class LayoutShortChainsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Grid DIAGONAL = Grid.of(Layout.classic().withDiagonals());
    private static final Grid JIGSAW = Grid.of(Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_6));
    private static final Grid SIXTEEN = Grid.of(Layout.boxes(4, 4));

    /** Removes {@code digit} from every cell given as {@code row, col} pairs (1-based). */
    private static void without(Grid grid, int[] marks, int digit, int... rowsAndColumns) {
        for (int i = 0; i < rowsAndColumns.length; i += 2) {
            remove(grid, marks, digit, at(grid, rowsAndColumns[i], rowsAndColumns[i + 1]));
        }
    }

    /** The same marks on another grid of as many cells (the cells in the same order). */
    private static int[] on(Grid grid, int[] marks) {
        assertEquals(grid.cells, marks.length);
        return marks.clone();
    }

    @Test
    void aWWingWhoseStrongLinkLiesInAJigsawRegion() {
        int[] marks = full(JIGSAW);
        only(JIGSAW, marks, at(JIGSAW, 1, 2), 1, 2);
        only(JIGSAW, marks, at(JIGSAW, 4, 6), 1, 2);
        // Region C (r2c3, r3c2-r3c4, r4c3, r4c4) keeps 1 only at r3c2 (under r1c2) and r4c4 (beside r4c6).
        without(JIGSAW, marks, 1, 2, 3, 3, 3, 3, 4, 4, 3);
        Step step = Wings.wWing(JIGSAW, marks, NONE);
        assertEquals("W-wing: (2=1)r1c2-(1)r3c2=(1)r4c4-(1=2)r4c6 => r1c6,r4c2<>2", step.description());
        assertEquals(7.1, step.difficulty(), 1e-9, "the chain of eight nodes it is, as on the classic grid");
        assertNull(Wings.wWing(Grid.of(Layout.boxes(2, 3)), on(Grid.of(Layout.boxes(2, 3)), marks), NONE),
                "with boxes, 1 has four places in the box of r3c2");
    }

    @Test
    void aWWingWhoseStrongLinkRunsAlongTheMainDiagonal() {
        int[] marks = full(DIAGONAL);
        only(DIAGONAL, marks, at(DIAGONAL, 1, 5), 4, 7);
        only(DIAGONAL, marks, at(DIAGONAL, 5, 9), 4, 7);
        without(DIAGONAL, marks, 7, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8);
        Step step = Wings.wWing(DIAGONAL, marks, NONE);
        assertEquals("W-wing: (4=7)r1c5-(7)r1c1=(7)r9c9-(7=4)r5c9 => r1c9,r5c5<>4", step.description());
        assertNull(Wings.wWing(Grid.CLASSIC, on(Grid.CLASSIC, marks), NONE), "no diagonal, no strong link");
    }

    @Test
    void aWWingOnSixteenBySixteen() {
        int[] marks = full(SIXTEEN);
        only(SIXTEEN, marks, at(SIXTEEN, 1, 2), 1, 16);
        only(SIXTEEN, marks, at(SIXTEEN, 10, 9), 1, 16);
        for (int col = 1; col <= 16; col++) {
            if (col != 2 && col != 9) {
                remove(SIXTEEN, marks, 16, at(SIXTEEN, 16, col));
            }
        }
        Step step = Wings.wWing(SIXTEEN, marks, NONE);
        assertEquals("W-wing: (1=16)r1c2-(16)r16c2=(16)r16c9-(16=1)r10c9 => r1c9,r10c2<>1", step.description());
        marks[at(SIXTEEN, 16, 5)] |= 1 << 15;
        assertNull(Wings.wWing(SIXTEEN, marks, NONE), "a third place in row 16");
    }

    /** Wings r1c4 and r9c5 on 4 and 7 under a two-cell cage r5c4+r5c5 of the sum given. */
    private static Step cageWWing(int sum) {
        Grid grid = KillerFindersTest.killer(new int[] {sum, 5, 4, 5, 5});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 4), 4, 7);
        only(grid, marks, at(grid, 9, 5), 4, 7);
        return Wings.wWing(grid, marks, NONE);
    }

    @Test
    void aKillerCageThatMustHoldTheDigitGivesTheStrongLink() {
        // 16 in two cells is 7+9 only: 7 is in r5c4 or r5c5. The cage has two places for 4 too, but need not hold 4.
        Step step = cageWWing(16);
        assertEquals("W-wing: (4=7)r1c4-(7)r5c4=(7)r5c5-(7=4)r9c5 => r1c5,r2c5,r3c5,r7c4,r8c4,r9c4<>4",
                step.description());
        assertEquals(1, step.cages().size());
    }

    @Test
    void aKillerCageThatNeedNotHoldTheDigitGivesNoStrongLink() {
        assertNull(cageWWing(15), "15 is 6+9 or 7+8: the cage may hold no 7");
        assertNull(cageWWing(3), "3 is 1+2: the cage holds neither 4 nor 7");
    }

    @Test
    void aRemotePairLinkedAlongTheMainDiagonal() {
        int[] marks = full(DIAGONAL);
        // r2c2 and r7c7 see each other on the main diagonal only; r7c3 in row 7, r4c3 in column 3.
        for (int[] cell : new int[][] {{2, 2}, {7, 7}, {7, 3}, {4, 3}}) {
            only(DIAGONAL, marks, at(DIAGONAL, cell[0], cell[1]), 1, 2);
        }
        Step step = RemotePairs.find(DIAGONAL, marks, NONE);
        assertEquals("Remote pair: (1=2)r2c2-(2=1)r7c7-(1=2)r7c3-(2=1)r4c3 => "
                + "r1c3,r2c3,r3c3,r4c2,r4c4,r5c2,r6c2<>12", step.description());
        assertEquals(Technique.REMOTE_PAIR, step.technique());
        assertNull(RemotePairs.find(Grid.CLASSIC, on(Grid.CLASSIC, marks), NONE), "r2c2 and r7c7 apart");
    }

    @Test
    void aRemotePairOnSixteenBySixteen() {
        int[] marks = full(SIXTEEN);
        for (int[] cell : new int[][] {{1, 1}, {1, 10}, {12, 10}, {12, 5}}) {
            only(SIXTEEN, marks, at(SIXTEEN, cell[0], cell[1]), 3, 12);
        }
        assertEquals("Remote pair: (3=12)r1c1-(12=3)r1c10-(3=12)r12c10-(12=3)r12c5 => r1c5,r12c1<>3, r1c5,r12c1<>12",
                RemotePairs.find(SIXTEEN, marks, NONE).description());
        only(SIXTEEN, marks, at(SIXTEEN, 12, 5), 3, 13);
        assertNull(RemotePairs.find(SIXTEEN, marks, NONE), "three cells only on 3 and 12");
    }

    @Test
    void aRemotePairLinkedThroughAKillerCage() {
        // r3c3 and r4c4 are cage mates, not otherwise peers.
        Grid grid = KillerFindersTest.killer(new int[] {12, 3, 3, 3, 4, 4, 4});
        int[] marks = full(grid);
        for (int[] cell : new int[][] {{3, 3}, {4, 4}, {8, 4}, {8, 1}}) {
            only(grid, marks, at(grid, cell[0], cell[1]), 1, 2);
        }
        assertEquals("Remote pair: (1=2)r3c3-(2=1)r4c4-(1=2)r8c4-(2=1)r8c1 => r1c1,r2c1,r3c1,r7c3,r8c3,r9c3<>12",
                RemotePairs.find(grid, marks, NONE).description());
        assertNull(RemotePairs.find(Grid.CLASSIC, on(Grid.CLASSIC, marks), NONE), "no cage, no chain");
    }

    @Test
    void sueDeCoqOnABoxAndTheMainDiagonal() {
        int[] marks = full(DIAGONAL);
        only(DIAGONAL, marks, at(DIAGONAL, 1, 1), 1, 2, 3);
        only(DIAGONAL, marks, at(DIAGONAL, 2, 2), 1, 2, 4);
        only(DIAGONAL, marks, at(DIAGONAL, 2, 3), 1, 2);
        only(DIAGONAL, marks, at(DIAGONAL, 5, 5), 3, 4);
        Step step = SueDeCoq.find(DIAGONAL, marks, NONE);
        assertEquals("Sue de Coq: r1c1,r2c2 (1, 2, 3 and 4) in box 1 and the main diagonal, with r2c3 (1 and 2) in the"
                + " box and r5c5 (3 and 4) in the diagonal => r1c2,r1c3,r2c1,r3c1,r3c2,r3c3<>12, r3c3,r4c4,r6c6,r7c7,r8c8,r9c9<>34",
                step.description());
        assertNull(SueDeCoq.find(Grid.CLASSIC, on(Grid.CLASSIC, marks), NONE), "no diagonal: r5c5 is no part of it");
    }

    @Test
    void sueDeCoqOnARowAndAJigsawRegion() {
        int[] marks = full(JIGSAW);
        // Row 3 crosses region C at r3c2-r3c4.
        only(JIGSAW, marks, at(JIGSAW, 3, 2), 1, 2, 3);
        only(JIGSAW, marks, at(JIGSAW, 3, 3), 1, 2, 4);
        only(JIGSAW, marks, at(JIGSAW, 3, 6), 1, 2);
        only(JIGSAW, marks, at(JIGSAW, 4, 4), 3, 4);
        Step step = SueDeCoq.find(JIGSAW, marks, NONE);
        assertEquals("Sue de Coq: r3c2,r3c3 (1, 2, 3 and 4) in row 3 and region 3, with r3c6 (1 and 2) in the row and"
                + " r4c4 (3 and 4) in the region => r2c3,r3c4,r4c3<>34, r3c1,r3c4,r3c5<>12", step.description());
        Grid boxes = Grid.of(Layout.boxes(2, 3));
        assertNull(SueDeCoq.find(boxes, on(boxes, marks), NONE), "r4c4 lies outside the box of r3c2 and r3c3");
    }

    @Test
    void sueDeCoqOnSixteenBySixteenOnceTheRestsHaveFilledUp() {
        int[] marks = full(SIXTEEN);
        only(SIXTEEN, marks, at(SIXTEEN, 1, 1), 1, 2, 3);
        only(SIXTEEN, marks, at(SIXTEEN, 1, 2), 1, 2, 4);
        only(SIXTEEN, marks, at(SIXTEEN, 1, 5), 1, 2);
        only(SIXTEEN, marks, at(SIXTEEN, 2, 3), 3, 4);
        assertNull(SueDeCoq.find(SIXTEEN, marks, NONE), "rests of twelve and eleven open cells are not searched");
        int digit = 5;
        for (int col = 9; col <= 16; col++) {
            marks[at(SIXTEEN, 1, col)] = SIXTEEN.placed | 1 << digit++ - 1;
        }
        digit = 5;
        for (int[] cell : new int[][] {{3, 1}, {3, 2}, {3, 3}, {3, 4}, {4, 1}, {4, 2}, {4, 3}, {4, 4}}) {
            marks[at(SIXTEEN, cell[0], cell[1])] = SIXTEEN.placed | 1 << digit++ - 1;
        }
        Step step = SueDeCoq.find(SIXTEEN, marks, NONE);
        assertEquals("Sue de Coq: r1c1,r1c2 (1, 2, 3 and 4) in row 1 and box 1, with r1c5 (1 and 2) in the row and"
                + " r2c3 (3 and 4) in the box => r1c3,r1c4,r1c6,r1c7,r1c8<>1, r1c3,r1c4,r1c6,r1c7,r1c8<>2,"
                + " r1c3,r1c4,r2c1,r2c2,r2c4<>3, r1c3,r1c4,r2c1,r2c2,r2c4<>4", step.description());
        assertEquals(7.0, step.difficulty(), 1e-9);
    }
}
