package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The alternating chains ({@link Chains}) on the layouts other than the classic grid, on hand-made positions (every
 * cell holds every digit, then a pattern is carved): where each fires, with its exact description, and where the
 * same carving without the extra house or with a link broken finds nothing. The carving helpers are
 * {@link SinglesAndIntersectionsTest}'s.
 */
final class ChainsOnLayoutsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Set<Technique> ALL = EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC);
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();
    private static final Layout WINDOKU = Layout.classic().withWindows();
    private static final Layout SIXTEEN = Layout.boxes(4, 4);

    /** 4 on the main diagonal only in r1c1 and r5c5. */
    private static int[] diagonalLink(Grid grid) {
        int[] marks = full(grid);
        for (int i = 2; i <= 9; i++) {
            if (i != 5) {
                remove(grid, marks, 4, at(grid, i, i));
            }
        }
        return marks;
    }

    @Test
    void anXChainThroughTheMainDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = Chains.alternating(grid, diagonalLink(grid), ALL, NONE);
        // r1c5 sees r1c1 in row 1 and r5c5 in column 5; the diagonal makes the two a strong link
        assertNotNull(step);
        assertEquals("X-chain: (4)r1c1=(4)r5c5 => r1c5<>4", step.description());
        assertEquals(6.6, step.difficulty());
    }

    @Test
    void theSameCarvingWithoutDiagonalsHasNoChain() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(Chains.alternating(grid, diagonalLink(grid), ALL, NONE));
    }

    /** 4 in window 1 only in r2c2 and r4c4, in column 8 only in r4c8 and r8c8. */
    private static int[] windowLink(Grid grid) {
        int[] marks = full(grid);
        for (int row = 2; row <= 4; row++) {
            for (int col = 2; col <= 4; col++) {
                if (row != col) {
                    remove(grid, marks, 4, at(grid, row, col));
                }
            }
        }
        remove(grid, marks, 4, at(grid, 3, 3));
        for (int row = 1; row <= 9; row++) {
            if (row != 4 && row != 8) {
                remove(grid, marks, 4, at(grid, row, 8));
            }
        }
        return marks;
    }

    @Test
    void anXChainThroughAWindow() {
        Grid grid = Grid.of(WINDOKU);
        Step step = Chains.alternating(grid, windowLink(grid), ALL, NONE);
        assertNotNull(step);
        // r6c7 sees r4c8 in box 6 and r8c8 in window 4
        assertEquals("X-chain: (4)r4c8=(4)r8c8 => r6c7<>4", step.description());
    }

    @Test
    void theSameCarvingWithoutWindowsHasNoChain() {
        Grid grid = Grid.of(Layout.classic());
        assertNull(Chains.alternating(grid, windowLink(grid), ALL, NONE));
    }

    /** Four bivalue cells of a 16x16 grid in four boxes, on two-digit digits: 10-12, 12-14, 14-16, 16-{last}. */
    private static int[] bivalueCells(Grid grid, int last) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 10, 12);
        only(grid, marks, at(grid, 1, 6), 12, 14);
        only(grid, marks, at(grid, 6, 6), 14, 16);
        only(grid, marks, at(grid, 6, 10), 16, last);
        return marks;
    }

    @Test
    void anXyChainOnASixteenBySixteenGrid() {
        Grid grid = Grid.of(SIXTEEN);
        Step step = Chains.alternating(grid, bivalueCells(grid, 10), ALL, NONE);
        assertNotNull(step);
        assertEquals("XY-chain: (10=12)r1c1-(12=14)r1c6-(14=16)r6c6-(16=10)r6c10 => r1c10<>10",
                step.description());
        assertEquals(6.8, step.difficulty(), 1e-9, "eight inferences: two length bonuses");
    }

    @Test
    void aBrokenXyChainFindsNothing() {
        Grid grid = Grid.of(SIXTEEN);
        assertNull(Chains.alternating(grid, bivalueCells(grid, 11), ALL, NONE));
    }

    /** 7 in column 1 only in r9c1 and r5c1, r5c5 holds 5 and 7, 5 in row 1 only in r1c1 and r1c5 (of 16x16). */
    private static int[] aicPosition(Grid grid, boolean bivalue) {
        int[] marks = full(grid);
        for (int row = 1; row <= 16; row++) {
            if (row != 5 && row != 9) {
                remove(grid, marks, 7, at(grid, row, 1));
            }
        }
        for (int col = 1; col <= 16; col++) {
            if (col != 1 && col != 5) {
                remove(grid, marks, 5, at(grid, 1, col));
            }
        }
        if (bivalue) {
            only(grid, marks, at(grid, 5, 5), 5, 7);
        }
        return marks;
    }

    @Test
    void anAicOnASixteenBySixteenGrid() {
        Grid grid = Grid.of(SIXTEEN);
        Step step = Chains.alternating(grid, aicPosition(grid, true), ALL, NONE);
        assertNotNull(step);
        assertEquals("Alternating inference chain: (7)r9c1=(7)r5c1-(7=5)r5c5-(5)r1c5=(5)r1c1 => r9c1<>5",
                step.description());
        assertNull(Chains.alternating(grid, aicPosition(grid, true), EnumSet.of(Technique.X_CHAIN,
                Technique.XY_CHAIN), NONE), "an AIC is no X-chain or XY-chain");
    }

    @Test
    void withoutTheBivalueCellTheAicFindsNothing() {
        Grid grid = Grid.of(SIXTEEN);
        assertNull(Chains.alternating(grid, aicPosition(grid, false), ALL, NONE));
    }
}
