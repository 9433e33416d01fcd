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
