package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the solvers need of a {@link Layout}, derived once from its regions: compact cell indices (holes left out),
 * each region's cells, each cell's regions and peers, and the pairs of regions whose shared cells can lock a digit.
 * The arrays are shared by every search on the layout and must not be modified.
 */
final class LayoutTables {

    /** Grid position of each compact cell index. */
    final int[] positions;
    /** Compact cell index of each grid position, -1 for a hole. */
    final int[] cellAt;
    /** Compact cell indices of each region. */
    final int[][] regionCells;
    /** Region indices each compact cell belongs to. */
    final int[][] regionsOf;
    /**
     * For each compact cell and each of its regions ({@link #regionsOf}), the cell's index in that region's cells:
     * the bit that stands for the cell in a mask over the region.
     */
    final int[][] slotsOf;
    /** The other compact cells that share a region with each compact cell. */
    final int[][] peers;
    /**
     * Pairs of regions that share two or more cells (a box and a line on the classic grid), where a digit confined
     * to the shared cells in one region leaves the rest of the other: for pair {@code p}, the shared cells as a mask
     * over the first region's cells and as one over the second's ({@code sharedSlots[p][0]}, {@code [1]}), the rest
     * of the first region and the rest of the second.
     */
    final int[][] sharedSlots;
    final int[][] firstOnly;
    final int[][] secondOnly;
    /** The two region indices of each pair, first then second. */
    final int[][] pairRegions;

    /** The tables of a layout with these regions (grid positions) on a grid of {@code gridPositions} positions. */
    LayoutTables(int[][] regions, int gridPositions) {
        int count = regions.length;
        boolean[] isCell = new boolean[gridPositions]; // a position in no region is a hole
        for (int[] region : regions) {
            for (int position : region) {
                isCell[position] = true;
            }
        }
        this.cellAt = new int[isCell.length];
        int cells = 0;
        for (int position = 0; position < isCell.length; position++) {
            cellAt[position] = isCell[position] ? cells++ : -1;
        }
        this.positions = new int[cells];
        for (int position = 0; position < isCell.length; position++) {
            if (isCell[position]) {
                positions[cellAt[position]] = position;
            }
        }
        this.regionCells = new int[count][];
        int[] memberships = new int[cells];
        for (int r = 0; r < count; r++) {
            regionCells[r] = new int[regions[r].length];
            for (int i = 0; i < regions[r].length; i++) {
                int cell = cellAt[regions[r][i]];
                regionCells[r][i] = cell;
                memberships[cell]++;
            }
        }
        this.regionsOf = new int[cells][];
        this.slotsOf = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            regionsOf[cell] = new int[memberships[cell]];
            slotsOf[cell] = new int[memberships[cell]];
            memberships[cell] = 0;
        }
        for (int r = 0; r < count; r++) {
            for (int slot = 0; slot < regionCells[r].length; slot++) {
                int cell = regionCells[r][slot];
                regionsOf[cell][memberships[cell]] = r;
                slotsOf[cell][memberships[cell]++] = slot;
            }
        }
        this.peers = new int[cells][];
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
            int[] list = Arrays.copyOf(buffer, peerCount);
            Arrays.sort(list);
            for (int other : list) {
                seen[other] = false;
            }
            peers[cell] = list;
        }
        List<int[][]> pairs = new ArrayList<>();
        List<int[]> pairIndices = new ArrayList<>();
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
                    pairs.add(splitPair(regionCells[a], regionCells[b]));
                    pairIndices.add(new int[] {a, b});
                }
            }
        }
        this.sharedSlots = new int[pairs.size()][];
        this.firstOnly = new int[pairs.size()][];
        this.secondOnly = new int[pairs.size()][];
        this.pairRegions = pairIndices.toArray(new int[0][]);
        for (int p = 0; p < pairs.size(); p++) {
            sharedSlots[p] = pairs.get(p)[0];
            firstOnly[p] = pairs.get(p)[1];
            secondOnly[p] = pairs.get(p)[2];
        }
    }

    /**
     * The shared cells of two regions as masks over the first's cells and the second's, the rest of the first and
     * the rest of the second.
     */
    private static int[][] splitPair(int[] first, int[] second) {
        int[] sharedSlots = {sharedMask(first, second), sharedMask(second, first)};
        int[] firstRest = Arrays.stream(first).filter(cell -> !contains(second, cell)).toArray();
        int[] secondRest = Arrays.stream(second).filter(cell -> !contains(first, cell)).toArray();
        return new int[][] {sharedSlots, firstRest, secondRest};
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
