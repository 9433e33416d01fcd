package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LayoutFindersTest.at;
import static io.github.sudokusolver.logic.LayoutFindersTest.full;
import static io.github.sudokusolver.logic.LayoutFindersTest.only;
import static io.github.sudokusolver.logic.LayoutFindersTest.remove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The forcing chains of the layouts other than the classic grid ({@link LayoutForcingChains}), on hand-made positions
 * (every cell holds every digit, then a pattern is carved with {@link LayoutFindersTest}'s helpers): where each fires,
 * with its exact description, and where the same carving without the diagonals finds nothing.
 */
final class LayoutForcingChainsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();
    private static final Layout WINDOKU = Layout.classic().withWindows();
    private static final Set<Technique> CONTRADICTIONS = EnumSet.of(Technique.DYNAMIC_CONTRADICTION_CHAINS);

    /** 4 on the main diagonal only in r1c1 and r9c9. */
    private static int[] diagonalEnds(Grid grid) {
        int[] marks = full(grid);
        for (int i = 2; i <= 8; i++) {
            remove(grid, marks, 4, at(grid, i, i));
        }
        return marks;
    }

    @Test
    void aNishioChainEmptiesTheMainDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = LayoutForcingChains.nishio(grid, diagonalEnds(grid), NONE);
        assertNotNull(step);
        assertEquals(Technique.NISHIO_FORCING_CHAIN, step.technique());
        // r1c1's 4 goes first, leaving the diagonal's last place r9c9, whose 4 r1c9 removes too
        assertEquals("Nishio forcing chain: assuming r1c9=4, r9c9 would be both 4 and not 4:"
                + " (4)r1c9-(4)r1c1=(4)r9c9; (4)r1c9-(4)r9c9 => r1c9<>4", step.description());
    }

    @Test
    void theSameCarvingWithoutDiagonalsHasNoNishioChain() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(LayoutForcingChains.nishio(grid, diagonalEnds(grid), NONE));
    }

    /**
     * r1c1 (1 and 2) sees r9c9 (1 and 3) along the main diagonal and r1c9 (2 and 3) along row 1, which sees r9c9
     * along column 9, so any two of them exclude the third's pair; r9c1, which sees r1c1 and r9c9 without the
     * diagonal, holds no 1.
     */
    private static int[] triangle(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 9, 9), 1, 3);
        only(grid, marks, at(grid, 1, 9), 2, 3);
        remove(grid, marks, 1, at(grid, 9, 1));
        return marks;
    }

    @Test
    void aDynamicContradictionThroughTheMainDiagonal() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = LayoutDynamicChains.dynamic(grid, triangle(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CONTRADICTION_CHAINS, step.technique());
        assertEquals("Dynamic contradiction forcing chains: assuming r1c2=2, r9c9 would be both 3 and not 3:"
                + " (2)r1c2-(2=1)r1c1-(1=3)r9c9; (2)r1c2-(2=3)r1c9-(3)r9c9 => r1c2<>2", step.description());
        assertEquals(8.6, step.difficulty(), 1e-9, "eight nodes: one length bonus");
    }

    @Test
    void theSameCarvingWithoutDiagonalsHasNoContradiction() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(LayoutDynamicChains.dynamic(grid, triangle(grid), CONTRADICTIONS, NONE));
    }

    /**
     * Cage 10 at r1c1 (r1c1 1 or 2, r1c2 8 or 9) and r2c3 (1 or 9), which sees both cells in box 1: a 1 in r1c1
     * leaves r2c3 its 9, and, through the cage's sum, r1c2 its 9 too. Only the cage links r1c1 to r1c2.
     */
    private static int[] cagePair(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 2), 8, 9);
        only(grid, marks, at(grid, 2, 3), 1, 9);
        return marks;
    }

    @Test
    void aDynamicContradictionThroughACagesSum() {
        Grid grid = KillerFindersTest.killer(new int[] {10, 1, 1, 1, 2});
        Step step = LayoutDynamicChains.dynamic(grid, cagePair(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CONTRADICTION_CHAINS, step.technique());
        // r1c1's 1 leaves it 2, so the cage's sum leaves r1c2 9; and r2c3, without its 1, is 9 too
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1=1, r1c2 would be both 9 and not 9:"
                + " (1)r1c1-(2)r1c1-(8=9)r1c2; (1)r1c1-(1=9)r2c3-(9)r1c2, by the sum of cage 10 at r1c1 => r1c1<>1",
                step.description());
        assertEquals(List.of(grid.cages[0]), step.cages(), "the cage whose sum the chain uses");
        assertEquals(8.6, step.difficulty(), 1e-9, "seven nodes: one length bonus");
    }

    @Test
    void aCageLeftWithNoFillingIsAContradiction() {
        Grid grid = KillerFindersTest.killer(new int[] {10, 1, 1, 1, 2});
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 2), 3, 9);
        Step step = LayoutDynamicChains.dynamic(grid, marks, CONTRADICTIONS, NONE);
        assertNotNull(step);
        // without its 1, r1c1 is 2, and 2 + 3 and 2 + 9 both miss 10
        assertEquals("Dynamic contradiction forcing chains: assuming r1c1<>1, cage 10 at r1c1 would have no way to add"
                + " up => r1c1=1", step.description());
        assertEquals(List.of(grid.cages[0]), step.cages());
    }

    @Test
    void theSameCarvingWithTheCageElsewhereHasNoContradiction() {
        Grid grid = KillerFindersTest.killer(new int[] {10, 5, 5, 5, 6});
        int[] marks = cagePair(grid);
        only(grid, marks, at(grid, 5, 5), 1, 2, 8, 9);
        only(grid, marks, at(grid, 5, 6), 1, 2, 8, 9);
        assertNull(LayoutDynamicChains.dynamic(grid, marks, CONTRADICTIONS, NONE));
    }
}
