package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * Level 3 of the general solver's propagation ({@code docs/general-solver.md}): locked candidates. For two regions
 * sharing cells (a box and a line, a diagonal and a box, the rows of two samurai grids), a digit whose places in one
 * lie in the shared cells leaves the rest of the other: mask tests on the digit's places, for the digits that changed
 * in either region since the last pass. What it removes goes through the {@link RegionPropagator} that owns it, so
 * that the cheaper levels follow it up.
 */
final class LockedCandidates {

    private final RegionPropagator propagator;
    private final Geometry geometry;
    private final int[][] regionCells;
    /** Cells of the layout: where the places part of a state begins. */
    private final int cells;
    private final int size;
    /** {@link RegionPropagator#placedDigitsAt}. */
    private final int placedDigitsAt;
    /**
     * Per region, the digits that lost a place in it since the last pass, written by the propagator's every removal:
     * a lock between two regions can only appear for a digit whose places changed in one of them, and most locks,
     * once applied, stay true and would cost a full scan on every later pass.
     */
    final int[] changed;
    /** {@link #changed} as it was when the current pass began. */
    private final int[] due;

    LockedCandidates(RegionPropagator propagator, Geometry geometry) {
        this.propagator = propagator;
        this.geometry = geometry;
        this.regionCells = geometry.regionCells;
        this.cells = geometry.cellCount();
        this.size = geometry.size;
        this.placedDigitsAt = propagator.placedDigitsAt;
        this.changed = new int[regionCells.length];
        this.due = new int[regionCells.length];
    }

    /**
     * Locked candidates over the region pairs with a region changed since the last pass; false on a contradiction.
     */
    boolean pass(int[] state) {
        System.arraycopy(changed, 0, due, 0, changed.length);
        Arrays.fill(changed, 0);
        int[] pairFirst = geometry.pairFirst;
        int[] pairSecond = geometry.pairSecond;
        for (int p = 0; p < pairFirst.length; p++) {
            int first = pairFirst[p];
            int second = pairSecond[p];
            int digits = due[first] | due[second] | changed[first] | changed[second];
            if (digits == 0) {
                continue;
            }
            // A digit placed in either region locks nothing: its placed cell is either shared, so the digit is
            // confined in both regions, or not, so the shared cells are that cell's peers and the digit is confined
            // in neither. Skipping it pays, since every placement flags its own regions for it.
            digits &= ~(state[placedDigitsAt + first] | state[placedDigitsAt + second]);
            if (digits != 0 && !lockPair(state, p, first, second, digits)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Locked candidates on one pair of regions, for {@code digits}: a digit whose places in one region lie in
     * the shared cells, two places or more (one is a hidden single, queued already), leaves the
     * rest of the other region. A digit confined to the shared cells in both regions has no place in the rest of
     * either, so there is nothing to remove: only a digit confined on one side only is looked at further, and its
     * places in the rest of the other side are the cells it leaves.
     */
    private boolean lockPair(int[] state, int p, int first, int second, int digits) {
        int firstBase = cells + first * size;
        int secondBase = cells + second * size;
        int firstShared = geometry.sharedFirst[p];
        int secondShared = geometry.sharedSecond[p];
        int lockedByFirst = 0;
        int lockedBySecond = 0;
        int clearInSecond = 0;
        int clearInFirst = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int d = Integer.numberOfTrailingZeros(rest);
            int inFirst = state[firstBase + d];
            int inSecond = state[secondBase + d];
            int firstOutside = inFirst & ~firstShared;
            int secondOutside = inSecond & ~secondShared;
            if ((firstOutside == 0) == (secondOutside == 0)) {
                continue;
            }
            if (firstOutside == 0) {
                if ((inFirst & inFirst - 1) != 0) {
                    lockedByFirst |= 1 << d;
                    clearInSecond |= secondOutside;
                }
            } else if ((inSecond & inSecond - 1) != 0) {
                lockedBySecond |= 1 << d;
                clearInFirst |= firstOutside;
            }
        }
        return remove(state, regionCells[second], clearInSecond, lockedByFirst)
                && remove(state, regionCells[first], clearInFirst, lockedBySecond);
    }

    /**
     * Removes {@code digits} from the open cells of a region at the places (a mask over its cells) given, in the
     * region's order; false on a contradiction.
     */
    private boolean remove(int[] state, int[] region, int places, int digits) {
        for (; places != 0; places &= places - 1) {
            int cell = region[Integer.numberOfTrailingZeros(places)];
            int mask = state[cell];
            if ((mask & RegionPropagator.PLACED) == 0 && (mask & digits) != 0 && !propagator.exclude(state, cell, digits)) {
                return false;
            }
        }
        return true;
    }
}
