package io.github.sudokusolver.internal.search;

/**
 * Levels 4 and 5 of the general solver's propagation ({@code docs/general-solver.md}): Hall sets per region and
 * fish per digit, both by Régin's matching ({@link AllDifferentFilter}), with the matchings each keeps from one call
 * to the next. What they remove goes through the {@link RegionPropagator} that owns them, so that the cheaper levels
 * follow it up.
 */
final class MatchingLevels {

    /** {@link #fish} found that the digit's rows cannot all take it: the state is contradictory. */
    static final int CONTRADICTION = -1;
    /** {@link #fish} removed nothing. */
    static final int UNCHANGED = 0;
    /** {@link #fish} removed candidates. */
    static final int PRUNED = 1;

    private final RegionPropagator propagator;
    private final AllDifferentFilter filter;
    private final FailureWeights weights;
    private final int[][] regionCells;
    /** Cells of the layout: where the places part of a state begins. */
    private final int cells;
    private final int size;
    /** Every digit's bit. */
    private final int all;
    /** {@link RegionPropagator#placedDigitsAt}. */
    private final int placedDigitsAt;
    /** Scratch of {@link #region}: per place in the region, the digits it loses (all zero between calls). */
    private final int[] lostDigits;
    /**
     * Per region and digit, the place (a bit) the last matching gave that digit. Not part of the state: the
     * last matching, found anywhere in the tree, mostly still holds where the search is now, and each call checks
     * every kept pair against the current candidates and repairs the rest by augmenting paths.
     */
    private final int[][] matched;
    /** Per digit and row, the column (a bit) the last fish matching gave that row, kept like {@link #matched}. */
    private final int[][] matchedFish;
    /** The region index of each row ({@link Geometry#rowRegions}), or null where fish do not apply. */
    private final int[] rowRegions;

    MatchingLevels(RegionPropagator propagator, Geometry geometry, AllDifferentFilter filter, FailureWeights weights) {
        this.propagator = propagator;
        this.filter = filter;
        this.weights = weights;
        this.regionCells = geometry.regionCells;
        this.cells = geometry.cellCount();
        this.size = geometry.size;
        this.all = propagator.all;
        this.placedDigitsAt = propagator.placedDigitsAt;
        this.lostDigits = new int[size];
        this.matched = new int[regionCells.length][];
        for (int r = 0; r < regionCells.length; r++) {
            matched[r] = new int[size];
        }
        this.rowRegions = geometry.rowRegions;
        this.matchedFish = new int[size][size];
    }

    /** True on a full square grid (no holes, rows and columns of {@code size} cells), where fish apply. */
    boolean fishable() {
        return rowRegions != null;
    }

    /**
     * Régin's filtering of one region; false on a contradiction. It matches the region's open digits to places
     * rather than its open cells to digits: the same bipartite graph, so the same Hall sets, but read from the
     * digits' places, which lie side by side in the state, where the cells' candidates are scattered over it. The
     * two sides are equal in number (between calls of {@link RegionPropagator#place} no open cell holds a digit
     * placed in its region), so every value is matched and the components decide alone what goes. What goes is
     * removed cell by cell in the region's order, as a match of cells would.
     */
    boolean region(int[] state, int r) {
        int base = cells + r * size;
        int k = 0;
        for (int open = all & ~state[placedDigitsAt + r]; open != 0; open &= open - 1) {
            int d = Integer.numberOfTrailingZeros(open);
            filter.slotKey[k] = d;
            filter.slotDomain[k] = state[base + d];
            k++;
        }
        if (k < 2) {
            return true;
        }
        if (!filter.filter(k, matched[r])) {
            return weights.regionFailed(state, r); // a pigeonhole: some of these digits share fewer places than they are
        }
        if (!filter.pruned) {
            return true;
        }
        int prunedPlaces = 0;
        for (int i = 0; i < k; i++) {
            int bit = 1 << filter.slotKey[i];
            for (int rest = filter.slotDomain[i] & ~filter.allowed[i]; rest != 0; rest &= rest - 1) {
                int p = Integer.numberOfTrailingZeros(rest);
                lostDigits[p] |= bit;
                prunedPlaces |= 1 << p;
            }
        }
        int[] region = regionCells[r];
        boolean consistent = true;
        for (; prunedPlaces != 0; prunedPlaces &= prunedPlaces - 1) {
            int p = Integer.numberOfTrailingZeros(prunedPlaces);
            consistent = consistent && propagator.exclude(state, region[p], lostDigits[p]);
            lostDigits[p] = 0; // cleared even past a contradiction: the scratch is all zero between calls
        }
        return consistent;
    }

    /**
     * The fish of one digit (index {@code d}), of every size: on a full square grid, the rows where the digit is not
     * yet placed must take it in distinct columns, one each, so its places form a permutation of rows to columns.
     *
     * @return {@link #CONTRADICTION}, {@link #UNCHANGED} or {@link #PRUNED}
     */
    int fish(int[] state, int d) {
        int n = size;
        int k = 0;
        for (int row = 0; row < n; row++) {
            // A row's cells are in column order, so the digit's places in the row are its columns there.
            int columns = state[cells + rowRegions[row] * size + d];
            boolean placed = (columns & columns - 1) == 0
                    && (state[row * n + Integer.numberOfTrailingZeros(columns)] & RegionPropagator.PLACED) != 0;
            if (!placed) {
                filter.slotKey[k] = row;
                filter.slotDomain[k] = columns;
                k++;
            }
        }
        if (k < 2) {
            return UNCHANGED; // one row left: a row with no place left is the hidden-single scan's failure
        }
        if (!filter.filter(k, matchedFish[d])) {
            return CONTRADICTION;
        }
        if (!filter.pruned) {
            return UNCHANGED;
        }
        for (int i = 0; i < k; i++) {
            int base = filter.slotKey[i] * n;
            for (int rest = filter.slotDomain[i] & ~filter.allowed[i]; rest != 0; rest &= rest - 1) {
                if (!propagator.exclude(state, base + Integer.numberOfTrailingZeros(rest), 1 << d)) {
                    return CONTRADICTION;
                }
            }
        }
        return PRUNED;
    }
}
