package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.remove;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The dynamic chains ({@link DynamicChains}) on hand-made positions of the layouts other than the classic grid (every
 * cell holds every digit, then a pattern is carved with {@link SinglesAndIntersectionsTest}'s helpers): where each
 * fires, with its exact description, and where the same carving without the diagonals finds nothing; and the depth bound of their
 * runs on a classic puzzle.
 */
final class DynamicChainsTest {

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
        Step step = DynamicForcingChains.nishio(grid, diagonalEnds(grid), NONE);
        assertNotNull(step);
        assertEquals(Technique.NISHIO_FORCING_CHAIN, step.technique());
        // r1c1's 4 goes first, leaving the diagonal's last place r9c9, whose 4 r1c9 removes too
        assertEquals("Nishio forcing chain: assuming r1c9=4, r9c9 would be both 4 and not 4:"
                + " (4)r1c9-(4)r1c1=(4)r9c9; (4)r1c9-(4)r9c9 => r1c9<>4", step.description());
    }

    @Test
    void theSameCarvingWithoutDiagonalsHasNoNishioChain() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(DynamicForcingChains.nishio(grid, diagonalEnds(grid), NONE));
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
        Step step = DynamicForcingChains.dynamic(grid, triangle(grid), CONTRADICTIONS, NONE);
        assertNotNull(step);
        assertEquals(Technique.DYNAMIC_CONTRADICTION_CHAINS, step.technique());
        assertEquals("Dynamic contradiction forcing chains: assuming r1c2=2, r9c9 would be both 3 and not 3:"
                + " (2)r1c2-(2=1)r1c1-(1=3)r9c9; (2)r1c2-(2=3)r1c9-(3)r9c9 => r1c2<>2", step.description());
        assertEquals(8.6, step.difficulty(), 1e-9, "eight nodes: one length bonus");
    }

    @Test
    void theSameCarvingWithoutDiagonalsHasNoContradiction() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(DynamicForcingChains.dynamic(grid, triangle(grid), CONTRADICTIONS, NONE));
    }

    /**
     * Cage 10 at r1c1 (r1c1 1 or 2, r1c2 8 or 9) and r2c3 (1 or 9), which sees both cells in box 1: a 1 in r1c1
     * leaves r2c3 its 9, and, through the cage's sum, r1c2 its 9 too. Only the cage links r1c1 to r1c2.
     */
    static int[] cagePair(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 1, 2), 8, 9);
        only(grid, marks, at(grid, 2, 3), 1, 9);
        return marks;
    }

    @Test
    void aDynamicContradictionThroughACagesSum() {
        Grid grid = KillerFindersTest.killer(new int[] {10, 1, 1, 1, 2});
        Step step = DynamicForcingChains.dynamic(grid, cagePair(grid), CONTRADICTIONS, NONE);
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
        Step step = DynamicForcingChains.dynamic(grid, marks, CONTRADICTIONS, NONE);
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
        assertNull(DynamicForcingChains.dynamic(grid, marks, CONTRADICTIONS, NONE));
    }

    /** A puzzle rated 9.1 by Sukaku Explainer, where many assumptions lead to contradictions by singles. */
    private static final int[] HARD_MARKS = Grid.widen(Candidates.of(Board.parse(
            "4..3.2...2.8.....3.1..7.....5.2....9..6...8..9....4.6.....8..1.5.....7.8...9.1..2")).marks());

    /**
     * On the classic grid, a bound of L levels sets every node that the unbounded run shows resting on at most L + 2
     * nodes, on the same number of nodes, and nothing the unbounded run does not set; a contradiction the bounded run
     * finds is the one the unbounded run finds, on the same nodes; one it misses rests on more nodes than the bound
     * lets through.
     */
    @Test
    void aDepthBoundKeepsEveryShortEnoughConclusionAndContradiction() {
        DynamicChains unbounded = new DynamicChains(Grid.CLASSIC, HARD_MARKS, NONE);
        DynamicChains bounded = new DynamicChains(Grid.CLASSIC, HARD_MARKS, NONE);
        int checked = 0;
        int contradictions = 0;
        int atTheBound = 0;
        for (int candidate = 0; candidate < unbounded.nodeCount / 2; candidate++) {
            if (!unbounded.isOpen(candidate)) {
                continue;
            }
            for (int assumption : new int[] {candidate * 2 + 1, candidate * 2}) {
                boolean clash = unbounded.run(assumption, Integer.MAX_VALUE);
                int[] evidence = clash ? unbounded.contradictionNodes() : null;
                int clashLength = clash ? unbounded.ancestors(evidence) : 0;
                long[] set = NodeSets.of(unbounded.queue, unbounded.tail, unbounded.nodeCount);
                int[] length = new int[unbounded.nodeCount];
                for (int n = 0; n < length.length; n++) {
                    length[n] = isIn(set, n) ? unbounded.ancestors(n) : 0;
                }
                for (int levels = 0; levels <= 8; levels++) {
                    String where = "assuming " + assumption + ", " + levels + " levels";
                    if (bounded.run(assumption, levels)) {
                        assertTrue(clash, where + ": a contradiction only with the bound");
                        assertArrayEquals(evidence, bounded.contradictionNodes(), where + ": another contradiction");
                        assertEquals(clashLength, bounded.ancestors(bounded.contradictionNodes()), where);
                        contradictions++;
                        atTheBound += clashLength == levels + 2 ? 1 : 0;
                        continue;
                    }
                    assertFalse(clash && clashLength <= levels + 2, where + ": the contradiction is lost");
                    long[] boundedSet = NodeSets.of(bounded.queue, bounded.tail, bounded.nodeCount);
                    for (int n = 0; n < length.length; n++) {
                        if (!clash && length[n] > 0 && length[n] <= levels + 2) {
                            assertTrue(isIn(boundedSet, n), where + ", node " + n + " is lost");
                            assertEquals(length[n], bounded.ancestors(n), where + ", node " + n);
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 10_000, "too few conclusions checked: " + checked);
        assertTrue(contradictions > 100, "too few contradictions checked: " + contradictions);
        // Those resting on exactly levels + 2 nodes are noticed only by following the level beyond the bound.
        assertTrue(atTheBound > 10, "too few contradictions at the bound: " + atTheBound);
    }

    /** Nishio's one-digit runs, bounded, find the contradictions an unbounded run finds within the bound. */
    @Test
    void aDepthBoundKeepsEveryShortEnoughOneDigitContradiction() {
        DynamicChains unbounded = new DynamicChains(Grid.CLASSIC, HARD_MARKS, NONE);
        DynamicChains bounded = new DynamicChains(Grid.CLASSIC, HARD_MARKS, NONE);
        int contradictions = 0;
        for (int candidate = 0; candidate < unbounded.nodeCount / 2; candidate++) {
            if (!unbounded.isOpen(candidate)) {
                continue;
            }
            unbounded.onlyBit = 1 << candidate % unbounded.size;
            bounded.onlyBit = unbounded.onlyBit;
            boolean clash = unbounded.run(candidate * 2 + 1, Integer.MAX_VALUE);
            int clashLength = clash ? unbounded.ancestors(unbounded.contradictionNodes()) : 0;
            for (int levels = 0; levels <= 8; levels++) {
                boolean found = bounded.run(candidate * 2 + 1, levels);
                String where = "assuming candidate " + candidate + ", " + levels + " levels";
                assertEquals(clash && clashLength <= levels + 2 || found && clash, found, where);
                if (found) {
                    assertEquals(clashLength, bounded.ancestors(bounded.contradictionNodes()), where);
                    contradictions++;
                }
            }
        }
        assertTrue(contradictions > 50, "too few contradictions checked: " + contradictions);
    }

    private static boolean isIn(long[] set, int node) {
        return (set[node >> 6] & 1L << node) != 0;
    }
}
