package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alternating chains of {@link Chains} (X-chain, XY-chain, AIC) and Nishio's contradictions on hand-made positions
 * of the classic grid, written from the step's links and branches; the prunings of the static runs on a real one.
 */
class ChainsTest {

    /** A puzzle with many open candidates and long static chains. */
    private static final int[] MARKS = Grid.widen(Candidates.of(Board.parse(
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")).marks());

    /** A puzzle rated 9.1 by Sukaku Explainer. */
    private static final int[] HARD_MARKS = Grid.widen(Candidates.of(Board.parse(
            "4..3.2...2.8.....3.1..7.....5.2....9..6...8..9....4.6.....8..1.5.....7.8...9.1..2")).marks());

    @Test
    void aDigitThatWouldLeaveAHouseWithoutPlaceIsEliminated() {
        short[] marks = Position.open().confine(5, "b2", "r1c4", "r1c5").marks();

        Step step = DynamicForcingChains.nishio(Grid.CLASSIC, Grid.widen(marks), Budget.unlimited());

        assertNotNull(step);
        assertEquals("Nishio forcing chain: assuming r1c1=5, box 2 would have no place for 5: (5)r1c1-(5)r1c4;"
                + " (5)r1c1-(5)r1c5 => r1c1<>5", step.description());
        assertEquals(List.of(House.of(House.FIRST_BOX + 1)), step.houses(), "the emptied house");
        assertEquals(2, step.branches().size(), "one branch per place of the house");
    }

    /**
     * r1c1=5 takes 5 from r4c1, so box 4 puts it in r5c2; and from r1c7, so column 7 puts it in r5c7, which takes it
     * from r5c2 again.
     */
    @Test
    void aDigitThatWouldBeBothInAndOutOfACellIsEliminated() {
        short[] marks = Position.open().confine(5, "c7", "r1c7", "r5c7").confine(5, "b4", "r4c1", "r5c2").marks();

        Step step = DynamicForcingChains.nishio(Grid.CLASSIC, Grid.widen(marks), Budget.unlimited());

        assertNotNull(step);
        assertEquals(Technique.NISHIO_FORCING_CHAIN, step.technique());
        assertEquals("Nishio forcing chain: assuming r1c1=5, r5c2 would be both 5 and not 5: (5)r1c1-(5)r4c1=(5)r5c2;"
                + " (5)r1c1-(5)r1c7=(5)r5c7-(5)r5c2 => r1c1<>5", step.description());
        assertEquals(List.of(candidate("r1c1", 5)), step.eliminations());
        assertEquals(List.of(), step.houses());
        assertEquals(7.5, step.difficulty());
    }

    @Test
    void anAssumptionThatLeadsNowhereIsNoNishio() {
        // Without the strong link of column 7, r1c1=5 only puts 5 in r5c2.
        short[] marks = Position.open().confine(5, "b4", "r4c1", "r5c2").marks();

        assertNull(DynamicForcingChains.nishio(Grid.CLASSIC, Grid.widen(marks), Budget.unlimited()));
    }

    /** Rows 2 and 8 and column 6 hold 5 twice each: r2c1 or r8c3 holds 5, so no cell that sees both does. */
    @Test
    void anXChainEliminatesFromTheCellsThatSeeBothEnds() {
        short[] marks = Position.open()
                .confine(5, "r2", "r2c1", "r2c6")
                .confine(5, "c6", "r2c6", "r8c6")
                .confine(5, "r8", "r8c6", "r8c3")
                .marks();

        Step step = OnClassicGrid.alternating(marks, EnumSet.of(Technique.X_CHAIN));

        assertNotNull(step);
        assertEquals(Technique.X_CHAIN, step.technique());
        assertEquals(List.of(candidate("r1c3", 5)), step.eliminations(), "the first cell that sees both ends");
        assertEquals("X-chain: (5)r2c1=(5)r2c6-(5)r8c6=(5)r8c3 => r1c3<>5", step.description());
    }

    @Test
    void anXChainWithAThirdPlaceInOneOfItsHousesIsNoChain() {
        short[] marks = Position.open()
                .confine(5, "r2", "r2c1", "r2c6")
                .confine(5, "c6", "r2c6", "r8c6")
                .confine(5, "r8", "r8c6", "r8c3", "r8c9") // no strong link left in row 8
                .marks();

        assertNull(OnClassicGrid.alternating(marks, EnumSet.of(Technique.X_CHAIN)));
    }

    /** r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,1}: one of the ends is 1, so r5c1, which sees both, is not. */
    @Test
    void anXyChainEliminatesItsEndDigitWhereBothEndsAreSeen() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c5", 2, 3).only("r5c5", 3, 1).marks();

        Step step = OnClassicGrid.alternating(marks, EnumSet.of(Technique.XY_CHAIN));

        assertNotNull(step);
        assertEquals(Technique.XY_CHAIN, step.technique());
        assertEquals(List.of(candidate("r5c1", 1)), step.eliminations());
        assertEquals("XY-chain: (1=2)r1c1-(2=3)r1c5-(3=1)r5c5 => r5c1<>1", step.description());
    }

    @Test
    void anXyChainNeedsBivalueCells() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c5", 2, 3, 4).only("r5c5", 3, 1).marks();

        assertNull(OnClassicGrid.alternating(marks, EnumSet.of(Technique.XY_CHAIN)));
    }

    /**
     * Row 1 holds 5 in r1c1 and r1c5 only, r5c5 holds 5 or 7, column 1 holds 7 in r5c1 and r9c1 only: either r1c1 is
     * 5 or r9c1 is 7, so r9c1, which sees r1c1, is not 5. The chain changes digit in a cell: an AIC.
     */
    @Test
    void anAicJoinsHouseLinksThroughABivalueCell() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c1", "r1c5")
                .only("r5c5", 5, 7)
                .confine(7, "c1", "r5c1", "r9c1")
                .marks();

        Step step = OnClassicGrid.alternating(marks, EnumSet.of(Technique.AIC));

        assertNotNull(step);
        assertEquals(Technique.AIC, step.technique());
        assertEquals(List.of(candidate("r9c1", 5)), step.eliminations());
        assertEquals("Alternating inference chain: (7)r9c1=(7)r5c1-(7=5)r5c5-(5)r1c5=(5)r1c1 => r9c1<>5",
                step.description());
        assertNull(OnClassicGrid.alternating(marks, EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN)),
                "neither one digit nor bivalue cells only");
    }

    /** The bounds the chain searches take from a difficulty, against {@link Chains#difficulty} itself. */
    @Test
    void theDepthAndLengthBoundsFollowTheLengthBonus() {
        for (Technique technique : EnumSet.of(Technique.X_CHAIN, Technique.AIC, Technique.NISHIO_FORCING_CHAIN,
                Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.NESTED_FORCING_CHAINS)) {
            for (int tenths = 0; tenths <= 30; tenths++) {
                double best = technique.difficulty() + tenths / 10.0 + 0.05;
                int fewest = Chains.fewestNodesNotEasier(technique, best);
                String where = technique + " below " + best;
                assertTrue(Chains.difficulty(technique, fewest) >= best, where);
                assertTrue(fewest == 1 || Chains.difficulty(technique, fewest - 1) < best, where);
                // The last level followed leaves set the nodes of depth levels + 1, which rest on levels + 2 nodes
                // at least: the most an easier chain may rest on.
                assertEquals(fewest - 1, Chains.levelsBelow(technique, best) + 2, where);
            }
        }
        assertEquals(Integer.MAX_VALUE, Chains.levelsBelow(Technique.AIC, Double.MAX_VALUE));
        assertEquals(Integer.MAX_VALUE, Chains.fewestNodesNotEasier(Technique.AIC, Double.MAX_VALUE));
        assertEquals(Double.MAX_VALUE, Chains.easierThan(Double.MAX_VALUE));
        assertTrue(Chains.easierThan(7.2) > 7.2 && Chains.easierThan(7.2) < 7.3);
    }

    /** A search told a ceiling finds the step as hard as it (a simpler pattern wins such a tie), and none harder. */
    @Test
    void aChainHarderThanTheCeilingIsLeftUnfound() {
        short[] marks = Position.open()
                .confine(5, "r2", "r2c1", "r2c6")
                .confine(5, "c6", "r2c6", "r8c6")
                .confine(5, "r8", "r8c6", "r8c3")
                .marks();
        EnumSet<Technique> xChains = EnumSet.of(Technique.X_CHAIN);
        int[] wide = Grid.widen(marks);
        Step unbounded = OnClassicGrid.alternating(marks, xChains);

        Step atCeiling = Chains.alternating(Grid.CLASSIC, wide, xChains, Budget.unlimited(), unbounded.difficulty());

        assertEquals(unbounded, atCeiling);
        assertNull(Chains.alternating(Grid.CLASSIC, wide, xChains, Budget.unlimited(), unbounded.difficulty() - 0.1));
    }

    /**
     * A bound of L levels sets every node that the unbounded run shows resting on at most L + 2 nodes, on the same
     * number of nodes, and nothing the unbounded run does not set: a chain shorter than the bound is found as before.
     */
    @Test
    void aDepthBoundKeepsEveryShortEnoughConclusionAndItsLength() {
        Chains unbounded = Chains.forcing(Grid.CLASSIC, MARKS, Budget.unlimited());
        Chains bounded = Chains.forcing(Grid.CLASSIC, MARKS, Budget.unlimited());
        int checked = 0;
        for (int candidate = 0; candidate < unbounded.nodeCount / 2; candidate++) {
            if (!unbounded.isOpen(candidate)) {
                continue;
            }
            for (int assumption : new int[] {candidate * 2 + 1, candidate * 2}) {
                long[] all = unbounded.follow(assumption, Integer.MAX_VALUE);
                int[] length = new int[unbounded.nodeCount];
                for (int n = 0; n < length.length; n++) {
                    length[n] = isIn(all, n) ? unbounded.pathTo(n).length : 0;
                }
                for (int levels = 0; levels <= 6; levels++) {
                    long[] set = bounded.follow(assumption, levels);
                    for (int n = 0; n < length.length; n++) {
                        String where = "assuming " + assumption + ", " + levels + " levels, node " + n;
                        if (isIn(set, n)) {
                            assertTrue(length[n] > 0, where + " is set only with the bound");
                        }
                        if (length[n] > 0 && length[n] <= levels + 2) {
                            assertTrue(isIn(set, n), where + " is lost");
                            assertEquals(length[n], bounded.pathTo(n).length, where + " rests on other nodes");
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 10_000, "too few conclusions checked: " + checked);
    }

    @Test
    void aBoundOfNoLevelsSetsTheAssumptionOnly() {
        Chains chains = Chains.forcing(Grid.CLASSIC, MARKS, Budget.unlimited());
        int candidate = 0;
        while (!chains.isOpen(candidate)) {
            candidate++;
        }
        long[] set = chains.follow(candidate * 2 + 1, -1);
        int count = 0;
        for (long word : set) {
            count += Long.bitCount(word);
        }
        assertEquals(1, count);
        assertTrue(isIn(set, candidate * 2 + 1));
    }

    /**
     * The reachability test that lets the alternating chains skip a run never rules out a node the run reaches, and
     * rules out at least a third of the runs from a candidate to its negation.
     */
    @Test
    void aRunIsSkippedOnlyWhenItCannotReachItsTarget() {
        Chains chains = Chains.forcing(Grid.CLASSIC, HARD_MARKS, Budget.unlimited());
        int runs = 0;
        int skipped = 0;
        for (int candidate = 0; candidate < chains.nodeCount / 2; candidate++) {
            if (!chains.isOpen(candidate)) {
                continue;
            }
            for (int assumption : new int[] {candidate * 2 + 1, candidate * 2}) {
                long[] set = chains.follow(assumption, Integer.MAX_VALUE);
                for (int n = 0; n < chains.nodeCount; n++) {
                    if (isIn(set, n)) {
                        assertTrue(chains.mayReach(assumption, n), assumption + " reaches " + n);
                    }
                }
                runs++;
                skipped += chains.mayReach(assumption, assumption ^ 1) ? 0 : 1;
            }
        }
        assertTrue(skipped * 3 > runs, skipped + " of " + runs + " runs ruled out");
    }

    private static boolean isIn(long[] set, int node) {
        return (set[node >> 6] & 1L << node) != 0;
    }
}
