package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

/**
 * What the general engine's propagation leaves behind: a state that {@link RegionPropagator#propagate} accepted is a
 * fixed point of singles, locked candidates and Hall sets (fish are not checked), checked here from the definitions,
 * not from the propagator's own bookkeeping: the places agree with the cells, no single is left, no locked candidate is left in any pair of
 * regions, and every candidate of every open cell belongs to a complete matching of its region (found by a plain
 * augmenting-path search of the test's own). The propagator only looks at what changed since its last pass, so a
 * level that forgot a change would leave one of these behind.
 *
 * <p>Each repetition draws, from its seed (in every failure message), a random solution of a grid, keeps some of it as
 * givens (a third on 16 digits and more, a sixth on smaller grids, which a third leaves nearly solved), then walks
 * down from the propagated givens by random placements and exclusions, checking every state that propagates, and
 * starts again from the givens when a walk reaches a solution or 20 steps in a row fail.
 */
final class RegionPropagatorTest {

    private static final int STEPS = 40;
    /** States each repetition must check: a walk that ends early starts again from the givens. */
    private static final int MIN_CHECKED = 10;

    @RepeatedTest(40)
    void everyPropagatedStateIsAFixedPointOfSinglesLocksAndHallSets(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Geometry geometry = geometryFor(repetition.getCurrentRepetition());
        String context = geometry.size + " digits, " + geometry.regionCells.length + " regions, seed " + seed;
        int[] solution = GeneralEngine.randomSolution(geometry, random::nextInt);
        assertNotNull(solution, context);
        int[] givens = new int[solution.length];
        for (int position = 0; position < givens.length; position++) {
            givens[position] = random.nextInt(geometry.size >= 16 ? 3 : 6) == 0 ? solution[position] : 0;
        }
        RegionPropagator propagator = new RegionPropagator(geometry, new FailureWeights(geometry));
        int[] start = propagator.initialState(givens);
        assertNotNull(start, context + ": givens taken from a solution propagate");
        assertFixedPoint(geometry, propagator, start, context + ", the givens");
        int[] state = start;
        int checked = 0;
        int failedInARow = 0;
        for (int step = 0; step < STEPS || checked < MIN_CHECKED; step++) {
            assertTrue(step < 50 * STEPS, context + ": only " + checked + " states propagated in " + step + " steps");
            int cell = randomOpenCell(geometry, state, random);
            if (cell < 0 || failedInARow == 20) {
                state = start; // solved, or stuck where no completion is left: walk again from the givens
                failedInARow = 0;
                continue;
            }
            int digits = state[cell];
            int bit = nthBit(digits, random.nextInt(Integer.bitCount(digits)));
            int[] next = state.clone();
            propagator.startBranch();
            boolean place = random.nextBoolean();
            boolean consistent = place ? propagator.place(next, cell, bit) : propagator.exclude(next, cell, bit);
            if (consistent && propagator.propagate(next)) {
                String where = context + ", step " + step + (place ? ": placed " : ": excluded ")
                        + (Integer.numberOfTrailingZeros(bit) + 1) + " at cell " + cell;
                assertFixedPoint(geometry, propagator, next, where);
                state = next;
                checked++;
                failedInARow = 0;
            } else {
                failedInARow++;
            }
        }
    }

    /** Grids of every kind the general engine meets: boxes from 6x6 to 25x25, and the classic grid with diagonals. */
    private static Geometry geometryFor(int repetition) {
        return switch (repetition % 5) {
            case 0 -> TestGeometries.boxes(2, 3);
            case 1 -> TestGeometries.boxes(3, 3);
            case 2 -> TestGeometries.withDiagonals(TestGeometries.boxes(3, 3));
            case 3 -> TestGeometries.boxes(4, 4);
            default -> TestGeometries.boxes(5, 5);
        };
    }

    private static void assertFixedPoint(Geometry geometry, RegionPropagator propagator, int[] state, String where) {
        int cells = geometry.cellCount();
        int size = geometry.size;
        int[][] regionCells = geometry.regionCells;
        for (int cell = 0; cell < cells; cell++) {
            int mask = state[cell];
            int digits = mask & propagator.all;
            assertTrue(digits != 0, where + ": cell " + cell + " has no digit");
            boolean placed = (mask & RegionPropagator.PLACED) != 0;
            assertTrue(placed || Integer.bitCount(digits) >= 2, where + ": naked single left in cell " + cell);
            if (placed) {
                for (int peer : geometry.peers[cell]) {
                    assertEquals(0, state[peer] & digits, where + ": cell " + peer + " still sees the digit of " + cell);
                }
            }
        }
        for (int r = 0; r < regionCells.length; r++) {
            for (int d = 0; d < size; d++) {
                int places = state[cells + r * size + d];
                int expected = 0;
                for (int slot = 0; slot < regionCells[r].length; slot++) {
                    expected |= (state[regionCells[r][slot]] >> d & 1) << slot;
                }
                assertEquals(expected, places, where + ": places of digit " + (d + 1) + " in region " + r);
                assertTrue(places != 0, where + ": digit " + (d + 1) + " has no place in region " + r);
                if ((places & places - 1) == 0) {
                    int holder = regionCells[r][Integer.numberOfTrailingZeros(places)];
                    assertTrue((state[holder] & RegionPropagator.PLACED) != 0,
                            where + ": hidden single of digit " + (d + 1) + " left in region " + r);
                }
            }
        }
        for (int r = 0; r < regionCells.length; r++) {
            int placedDigits = 0;
            for (int cell : regionCells[r]) {
                placedDigits |= (state[cell] & RegionPropagator.PLACED) != 0 ? state[cell] & propagator.all : 0;
            }
            assertEquals(placedDigits, state[propagator.placedDigitsAt + r],
                    where + ": placed digits of region " + r);
        }
        for (int p = 0; p < geometry.pairFirst.length; p++) {
            int[] regions = {geometry.pairFirst[p], geometry.pairSecond[p]};
            int[] shared = {geometry.sharedFirst[p], geometry.sharedSecond[p]};
            for (int side = 0; side < 2; side++) {
                int confining = regions[side];
                int other = regions[1 - side];
                for (int d = 0; d < size; d++) {
                    int inConfining = state[cells + confining * size + d];
                    int inOther = state[cells + other * size + d];
                    if ((inConfining & ~shared[side]) == 0) {
                        assertEquals(0, inOther & ~shared[1 - side], where + ": digit " + (d + 1)
                                + " is locked in region " + confining + " but left in the rest of region " + other);
                    }
                }
            }
        }
        for (int r = 0; r < regionCells.length; r++) {
            assertEveryCandidateMatches(regionCells[r], state, propagator.all, where + ", region " + r);
        }
    }

    /** Every candidate of every open cell of a region is the cell's digit in some complete matching of the region. */
    private static void assertEveryCandidateMatches(int[] region, int[] state, int all, String where) {
        int[] domains = new int[region.length];
        int[] openCells = new int[region.length];
        int open = 0;
        for (int cell : region) {
            if ((state[cell] & RegionPropagator.PLACED) == 0) {
                openCells[open] = cell;
                domains[open++] = state[cell] & all;
            }
        }
        for (int i = 0; i < open; i++) {
            for (int rest = domains[i]; rest != 0; rest &= rest - 1) {
                int saved = domains[i];
                domains[i] = rest & -rest;
                if (!perfectMatching(domains, open)) {
                    fail(where + ": candidate " + (Integer.numberOfTrailingZeros(rest) + 1) + " of cell " + openCells[i]
                            + " is in no complete matching");
                }
                domains[i] = saved;
            }
        }
    }

    private static boolean perfectMatching(int[] domains, int count) {
        int[] holder = new int[32];
        java.util.Arrays.fill(holder, -1);
        for (int i = 0; i < count; i++) {
            if (!augment(domains, i, holder, new boolean[32])) {
                return false;
            }
        }
        return true;
    }

    private static boolean augment(int[] domains, int slot, int[] holder, boolean[] seen) {
        for (int rest = domains[slot]; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            if (!seen[d]) {
                seen[d] = true;
                if (holder[d] < 0 || augment(domains, holder[d], holder, seen)) {
                    holder[d] = slot;
                    return true;
                }
            }
        }
        return false;
    }

    private static int randomOpenCell(Geometry geometry, int[] state, Random random) {
        int open = 0;
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            open += (state[cell] & RegionPropagator.PLACED) == 0 ? 1 : 0;
        }
        if (open == 0) {
            return -1;
        }
        int pick = random.nextInt(open);
        for (int cell = 0; ; cell++) {
            if ((state[cell] & RegionPropagator.PLACED) == 0 && pick-- == 0) {
                return cell;
            }
        }
    }

    private static int nthBit(int mask, int n) {
        for (int i = 0; i < n; i++) {
            mask &= mask - 1;
        }
        return mask & -mask;
    }
}
