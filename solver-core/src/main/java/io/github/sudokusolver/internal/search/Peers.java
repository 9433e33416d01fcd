package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * Who sees whom: the cells that share a region or a killer cage with each cell, or that a variant rule says differ, as
 * lists and as bit sets, derived once per grid for {@link Geometry}.
 */
final class Peers {

    private Peers() {
    }

    /**
     * The other cells that share a region or a cage with each cell, ascending. A cage's digits differ, so its cells
     * are peers: the engines that clear a placed digit from its peers keep the cages all different without knowing
     * of them. {@code differ} lists, per cell, the cells a variant rule says it differs from (null for none).
     */
    static int[][] of(int[][] regionsOf, int[][] regionCells, int[][] cageCells, int[] cageOf, int[][] differ) {
        int cells = regionsOf.length;
        int[][] peers = new int[cells][];
        boolean[] seen = new boolean[cells];
        int[] buffer = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            int peerCount = 0;
            for (int r : regionsOf[cell]) {
                for (int other : regionCells[r]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        buffer[peerCount++] = other;
                    }
                }
            }
            if (cageOf[cell] >= 0) {
                for (int other : cageCells[cageOf[cell]]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        buffer[peerCount++] = other;
                    }
                }
            }
            if (differ != null) {
                for (int other : differ[cell]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        buffer[peerCount++] = other;
                    }
                }
            }
            int[] list = Arrays.copyOf(buffer, peerCount);
            Arrays.sort(list);
            for (int other : list) {
                seen[other] = false;
            }
            peers[cell] = list;
        }
        return peers;
    }

    /**
     * The peers of a grid with cages, from the peers through regions alone ({@link #of} without cages or rules): a cell
     * in no cage keeps its region peers' list and bit set (the same arrays, shared, never modified); a caged cell has
     * its cage's cells that share no region with it added. Fills {@code bits} and {@code outside} (of each cell's
     * peers those through a cage only, ascending, as {@link #outsideRegions} finds them) and returns the peers.
     */
    static int[][] withCages(int[][] regionPeers, long[][] regionBits, int[][] cageCells, int[] cageOf, long[][] bits,
            int[][] outside) {
        int cells = regionPeers.length;
        int[][] peers = new int[cells][];
        int[] buffer = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            int c = cageOf[cell];
            long[] own = regionBits[cell];
            int count = 0;
            if (c >= 0) {
                for (int other : cageCells[c]) {
                    if (other != cell && (own[other >>> 6] & 1L << other) == 0) {
                        buffer[count++] = other;
                    }
                }
            }
            if (count == 0) {
                peers[cell] = regionPeers[cell];
                bits[cell] = own;
                outside[cell] = NONE;
                continue;
            }
            int[] through = Arrays.copyOf(buffer, count); // ascending, as the cage's cells are
            long[] withCage = own.clone();
            for (int other : through) {
                withCage[other >>> 6] |= 1L << other;
            }
            int[] region = regionPeers[cell];
            int[] merged = new int[region.length + count];
            int i = 0;
            int j = 0;
            for (int k = 0; k < merged.length; k++) {
                merged[k] = j == count || i < region.length && region[i] < through[j] ? region[i++] : through[j++];
            }
            peers[cell] = merged;
            bits[cell] = withCage;
            outside[cell] = through;
        }
        return peers;
    }

    private static final int[] NONE = new int[0];

    /** Of each cell's peers, those that share no region with it (so a cage, where there are cages), ascending. */
    static int[][] outsideRegions(int[][] peers, int[][] regionsOf) {
        int[][] outside = new int[peers.length][];
        for (int cell = 0; cell < peers.length; cell++) {
            int[] list = new int[peers[cell].length];
            int count = 0;
            for (int other : peers[cell]) {
                if (!shareRegion(regionsOf[cell], regionsOf[other])) {
                    list[count++] = other;
                }
            }
            outside[cell] = Arrays.copyOf(list, count);
        }
        return outside;
    }

    private static boolean shareRegion(int[] regions, int[] others) {
        for (int r : regions) {
            for (int o : others) {
                if (r == o) {
                    return true;
                }
            }
        }
        return false;
    }

    static long[][] bits(int[][] peers) {
        long[][] bits = new long[peers.length][(peers.length + 63) >>> 6];
        for (int cell = 0; cell < peers.length; cell++) {
            for (int other : peers[cell]) {
                bits[cell][other >>> 6] |= 1L << other;
            }
        }
        return bits;
    }
}
