package io.github.sudokusolver.internal.search;

/**
 * The peers of a placed cell that still hold its digit, for {@link RegionPropagator#place}: read from the digit's
 * places in the cell's regions (and the cage peers the regions do not list) rather than from every peer, and given in
 * ascending cell order, the order of {@link Geometry#peers}. One per propagator; its scratch is sized at setup, so a
 * search allocates nothing here.
 */
final class PeersHolding {

    /** The peers found by the last {@link #find}, its return value long. */
    final int[] holders;
    /** The same peers as a bit set per 64 cells while {@link #find} runs; all zero between calls. */
    private final long[] holderMarks;
    /** Digits, and cells per region. */
    private final int size;
    /** Cells of the layout: where the places part of a state begins. */
    private final int cells;
    private final int[][] regionCells;
    private final int[][] regionsOf;
    /** {@link Geometry#slotsOf}: where each cell stands in each of its regions' masks. */
    private final int[][] slotsOf;
    /** {@link Geometry#cagePeers}: the peers the places of the regions do not list. */
    private final int[][] cagePeers;

    /** @param geometry the layout's geometry */
    PeersHolding(Geometry geometry) {
        this.size = geometry.size;
        this.cells = geometry.cellCount();
        this.regionCells = geometry.regionCells;
        this.regionsOf = geometry.regionsOf;
        this.slotsOf = geometry.slotsOf;
        this.cagePeers = geometry.cagePeers;
        this.holders = new int[cells];
        this.holderMarks = new long[(cells + 63) >>> 6];
    }

    /**
     * Fills {@link #holders} with the peers of {@code cell} whose candidates hold {@code digit}, and returns how many.
     * The places of the digit in the cell's regions name them without reading every peer (a digit placed late has
     * few places left, where a cell has dozens of peers on the larger grids); a bit set per 64 cells puts them in
     * ascending order, the order of {@link Geometry#peers}, so that removals, and so the failures the weights learn
     * from, come in the order a scan of every peer gives.
     */
    int find(int[] state, int cell, int digit) {
        int d = Integer.numberOfTrailingZeros(digit);
        int[] regions = regionsOf[cell];
        int[] slots = slotsOf[cell];
        int low = holderMarks.length;
        int high = -1;
        for (int i = 0; i < regions.length; i++) {
            int r = regions[i];
            int[] members = regionCells[r];
            for (int places = state[cells + r * size + d] & ~(1 << slots[i]); places != 0; places &= places - 1) {
                int peer = members[Integer.numberOfTrailingZeros(places)];
                int word = peer >>> 6;
                holderMarks[word] |= 1L << peer;
                low = Math.min(low, word);
                high = Math.max(high, word);
            }
        }
        if (cagePeers != null) {
            for (int peer : cagePeers[cell]) {
                if ((state[peer] & digit) != 0) {
                    int word = peer >>> 6;
                    holderMarks[word] |= 1L << peer;
                    low = Math.min(low, word);
                    high = Math.max(high, word);
                }
            }
        }
        int count = 0;
        for (int word = low; word <= high; word++) {
            for (long bits = holderMarks[word]; bits != 0; bits &= bits - 1) {
                holders[count++] = word << 6 | Long.numberOfTrailingZeros(bits);
            }
            holderMarks[word] = 0;
        }
        return count;
    }
}
