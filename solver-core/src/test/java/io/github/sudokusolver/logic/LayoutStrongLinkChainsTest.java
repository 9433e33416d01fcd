package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/**
 * Sukaku Explainer's strong link chains ({@link StrongLinkChains}) on the layouts other than the classic grid, on
 * hand-made positions (every cell holds every digit, then a digit's places are carved): a strong link along the main
 * diagonal, which the classic grid does not have, and a cage, which gives none.
 */
final class LayoutStrongLinkChainsTest {

    private static final Budget NONE = Budget.unlimited();

    /**
     * 1 only in r2c2 and r8c8 on the main diagonal, only in r8c3 and r4c3 in column 3, only in r4c5 and r7c5 in
     * column 5: the chain r2c2=r8c8-r8c3=r4c3-r4c5=r7c5.
     */
    private static int[] carved(Grid grid) {
        int[] marks = full(grid);
        for (int i = 1; i <= 9; i++) {
            if (i != 2 && i != 8) {
                remove(grid, marks, 1, at(grid, i, i));
            }
            if (i != 8 && i != 4) {
                remove(grid, marks, 1, at(grid, i, 3));
            }
            if (i != 4 && i != 7) {
                remove(grid, marks, 1, at(grid, i, 5));
            }
        }
        return marks;
    }

    @Test
    void aStrongLinkAlongTheMainDiagonalStartsAChain() {
        Grid grid = Grid.of(Layout.classic().withDiagonals());
        Step step = StrongLinkChains.find(grid, carved(grid), NONE);
        assertNotNull(step);
        assertEquals("Strong links: (1)r2c2=(1)r8c8-(1)r8c3=(1)r4c3-(1)r4c5=(1)r7c5 => r7c2<>1", step.description());
        assertEquals(5.5, step.difficulty(), "two directions of line, no box: one tenth");
        assertNull(StrongLinkChains.find(Grid.CLASSIC, carved(Grid.CLASSIC), NONE), "no diagonal, no first link");
    }

    @Test
    void aCageHoldingADigitTwiceIsNoStrongLink() {
        // The cage r7c7, r7c8, r8c8 holds 1 in two cells that share no line, but a cage need not hold a 1 at all
        // (this one, 24, cannot): read as a link it would make the chain r7c7=r8c8-r8c3=r4c3-r4c5=r7c5 and clear
        // row 7 of 1.
        Grid killer = KillerFindersTest.killer(new int[] {24, 7, 7, 7, 8, 8, 8});
        int[] marks = full(killer);
        remove(killer, marks, 1, at(killer, 7, 8));
        for (int i = 1; i <= 9; i++) {
            if (i != 8 && i != 4) {
                remove(killer, marks, 1, at(killer, i, 3));
            }
            if (i != 4 && i != 7) {
                remove(killer, marks, 1, at(killer, i, 5));
            }
        }
        assertNull(StrongLinkChains.find(killer, marks, NONE));
    }
}
