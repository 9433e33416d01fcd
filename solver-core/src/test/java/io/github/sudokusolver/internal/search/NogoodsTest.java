package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The nogoods of a restarting search: recorded from the refutations on the path, one whose decisions are all made
 * but one forbids the last, one whose decisions are all made is a failure.
 */
final class NogoodsTest {

    private static final Geometry CLASSIC = Geometry.classic();
    private static final int ALL = (1 << 9) - 1;

    /** A path: "r1c1 holds 1" at depth 0, then "r1c2 holds 3" refuted at depth 1: the nogood {r1c1=1, r1c2=3}. */
    private static Nogoods oneNogood() {
        Nogoods nogoods = new Nogoods(CLASSIC);
        nogoods.decided(0, 0, 1);
        int mark = nogoods.mark();
        nogoods.refuted(1, 1, 1 << 2);
        nogoods.decided(1, 5, 1 << 4);
        nogoods.recordPath();
        assertEquals(1, nogoods.count());
        assertEquals(0, nogoods.mark(), "recording empties the path");
        nogoods.backTo(mark);
        return nogoods;
    }

    private static int[] openState() {
        int[] state = new int[CLASSIC.cellCount()];
        Arrays.fill(state, ALL);
        return state;
    }

    @Test
    void aNogoodWithOneDecisionLeftForbidsIt() {
        Nogoods nogoods = oneNogood();
        RegionPropagator propagator = new RegionPropagator(CLASSIC, new FailureWeights(CLASSIC));
        int[] state = propagator.initialState(new int[81]);
        state[0] = 1 | RegionPropagator.PLACED; // r1c1 holds 1, as a placement would leave it
        assertTrue(nogoods.placed(state, 0, 0));
        assertTrue(nogoods.hasForbidden());
        assertTrue(nogoods.applyForbidden(state, propagator));
        assertEquals(0, state[1] & 1 << 2, "r1c2 may no longer hold 3");
        assertEquals(ALL & ~(1 << 2), state[1], "and nothing else went");
        assertFalse(nogoods.hasForbidden());
    }

    @Test
    void aNogoodWhoseDecisionsAreAllMadeIsAFailure() {
        Nogoods nogoods = oneNogood();
        int[] state = openState();
        state[1] = 1 << 2 | RegionPropagator.PLACED;
        assertTrue(nogoods.placed(state, 1, 2), "r1c1 is still open");
        nogoods.clearForbidden();
        state[0] = 1 | RegionPropagator.PLACED;
        assertFalse(nogoods.placed(state, 0, 0));
    }

    @Test
    void aNogoodWithADecisionThatCannotHoldIsMet() {
        Nogoods nogoods = oneNogood();
        int[] state = openState();
        state[1] = ALL & ~(1 << 2); // r1c2 can no longer hold 3
        state[0] = 1 | RegionPropagator.PLACED;
        assertTrue(nogoods.placed(state, 0, 0));
        assertFalse(nogoods.hasForbidden());
        assertTrue(nogoods.checkAll(state));
        assertFalse(nogoods.hasForbidden());
    }

    @Test
    void aRefutationAtTheRootForbidsItsDigitAtEveryRestart() {
        Nogoods nogoods = new Nogoods(CLASSIC);
        nogoods.refuted(0, 40, 1 << 6);
        nogoods.recordPath();
        int[] state = openState();
        assertTrue(nogoods.checkAll(state));
        assertTrue(nogoods.hasForbidden(), "no placement propagates a nogood of one decision: a restart forbids it");
    }

    @Test
    void theRefutationsOfADepthLeaveThePathWithIt() {
        Nogoods nogoods = new Nogoods(CLASSIC);
        nogoods.decided(0, 0, 1);
        int mark = nogoods.mark();
        nogoods.refuted(1, 1, 1 << 2);
        nogoods.backTo(mark); // depth 1 exhausted: its refutation is no longer on the path
        nogoods.refuted(0, 0, 1);
        nogoods.recordPath();
        assertEquals(1, nogoods.count(), "only the root's refutation of r1c1=1 is on the path");
        int[] state = openState();
        state[1] = 1 << 2 | RegionPropagator.PLACED;
        assertTrue(nogoods.placed(state, 1, 2));
        assertFalse(nogoods.hasForbidden(), "r1c2=3 is in no nogood");
    }
}
