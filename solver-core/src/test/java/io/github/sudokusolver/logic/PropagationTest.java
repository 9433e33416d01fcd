package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/** The implication engine's depth bound, which the dynamic chain searches rely on to stop early. */
class PropagationTest {

    /** A puzzle rated 9.1 by Sukaku Explainer, where many assumptions lead to contradictions by singles. */
    private static final short[] HARD_MARKS = Candidates.of(Board.parse(
            "4..3.2...2.8.....3.1..7.....5.2....9..6...8..9....4.6.....8..1.5.....7.8...9.1..2")).marks();

    /**
     * A bound of L levels sets every node that the unbounded run shows resting on at most L + 2 nodes, on the same
     * number of nodes, and nothing the unbounded run does not set; a contradiction the bounded run finds is the one the
     * unbounded run finds, on the same nodes; one it misses rests on more nodes than the bound lets through.
     */
    @Test
    void aDepthBoundKeepsEveryShortEnoughDynamicConclusionAndContradiction() {
        Propagation unbounded = new Propagation(HARD_MARKS, Budget.unlimited());
        Propagation bounded = new Propagation(HARD_MARKS, Budget.unlimited());
        int checked = 0;
        int contradictions = 0;
        int atTheBound = 0;
        for (int candidate = 0; candidate < Nodes.CANDIDATES; candidate++) {
            if (!unbounded.isOpenCandidate(candidate)) {
                continue;
            }
            for (int assumption : new int[] {Nodes.onNode(candidate), Nodes.offNode(candidate)}) {
                unbounded.dynamicMode();
                boolean clash = unbounded.run(assumption);
                int[] evidence = clash ? unbounded.contradictionNodes() : null;
                int clashLength = clash ? unbounded.ancestors(evidence) : 0;
                int[] length = new int[Propagation.NODES];
                for (int n = 0; n < Propagation.NODES; n++) {
                    length[n] = unbounded.isSet(n) ? unbounded.ancestors(n) : 0;
                }
                for (int levels = 0; levels <= 8; levels++) {
                    bounded.dynamicMode();
                    bounded.followAtMost(levels);
                    String where = "assuming " + assumption + ", " + levels + " levels";
                    if (bounded.run(assumption)) {
                        assertTrue(clash, where + ": a contradiction only with the bound");
                        assertArrayEquals(evidence, bounded.contradictionNodes(), where + ": another contradiction");
                        assertEquals(clashLength, bounded.ancestors(bounded.contradictionNodes()), where);
                        contradictions++;
                        atTheBound += clashLength == levels + 2 ? 1 : 0;
                        continue;
                    }
                    assertFalse(clash && clashLength <= levels + 2, where + ": the contradiction is lost");
                    for (int n = 0; n < Propagation.NODES; n++) {
                        if (!clash && length[n] > 0 && length[n] <= levels + 2) {
                            assertTrue(bounded.isSet(n), where + ", node " + n + " is lost");
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
        Propagation unbounded = new Propagation(HARD_MARKS, Budget.unlimited());
        Propagation bounded = new Propagation(HARD_MARKS, Budget.unlimited());
        int contradictions = 0;
        for (int candidate = 0; candidate < Nodes.CANDIDATES; candidate++) {
            if (!unbounded.isOpenCandidate(candidate)) {
                continue;
            }
            int digitBit = 1 << Nodes.digitIndexOf(candidate);
            unbounded.oneDigitMode(digitBit);
            boolean clash = unbounded.run(Nodes.onNode(candidate));
            int clashLength = clash ? unbounded.ancestors(unbounded.contradictionNodes()) : 0;
            for (int levels = 0; levels <= 8; levels++) {
                bounded.oneDigitMode(digitBit);
                bounded.followAtMost(levels);
                boolean found = bounded.run(Nodes.onNode(candidate));
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
}
