package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The pairs of regions that share two or more cells (a box and a line on the classic grid), where a digit confined to
 * the shared cells in one region leaves the rest of the other: what the general engine's locked candidates read.
 * Derived once per grid; {@link Geometry} keeps the arrays.
 */
final class RegionPairs {

    /** Per pair, the shared cells as a mask over the first region's cells, and as one over the second's. */
    final int[] sharedFirst;
    final int[] sharedSecond;
    /** Per pair, its first region's index, and its second's. */
    final int[] pairFirst;
    final int[] pairSecond;

    RegionPairs(int[][] regionCells, int cells) {
        List<int[]> pairs = new ArrayList<>();
        int count = regionCells.length;
        int[] mark = new int[cells];
        for (int a = 0; a < count; a++) {
            for (int cell : regionCells[a]) {
                mark[cell] = a + 1;
            }
            for (int b = a + 1; b < count; b++) {
                int shared = 0;
                for (int cell : regionCells[b]) {
                    shared += mark[cell] == a + 1 ? 1 : 0;
                }
                if (shared >= 2) {
                    pairs.add(new int[] {a, b});
                }
            }
        }
        this.sharedFirst = new int[pairs.size()];
        this.sharedSecond = new int[pairs.size()];
        this.pairFirst = new int[pairs.size()];
        this.pairSecond = new int[pairs.size()];
        for (int p = 0; p < pairs.size(); p++) {
            int[] first = regionCells[pairs.get(p)[0]];
            int[] second = regionCells[pairs.get(p)[1]];
            pairFirst[p] = pairs.get(p)[0];
            pairSecond[p] = pairs.get(p)[1];
            sharedFirst[p] = sharedMask(first, second);
            sharedSecond[p] = sharedMask(second, first);
        }
    }

    /** The cells of {@code region} that are also in {@code other}, as a mask over {@code region}'s cells. */
    private static int sharedMask(int[] region, int[] other) {
        int mask = 0;
        for (int slot = 0; slot < region.length; slot++) {
            if (contains(other, region[slot])) {
                mask |= 1 << slot;
            }
        }
        return mask;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int member : cells) {
            if (member == cell) {
                return true;
            }
        }
        return false;
    }
}
