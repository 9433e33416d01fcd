package io.github.sudokusolver.internal.search;

/**
 * A quadruple: digits that must appear among four cells (a digit listed twice, twice). A required digit with fewer
 * cells that can still hold it than its count fails; with exactly as many, it is placed in them; when the digits
 * listed fill all four cells, each cell keeps only listed digits.
 */
final class QuadrupleRule extends Propagator {

    /** Per listed digit, once: its bit (bit {@code d - 1}). */
    private final int[] required;
    /** Per listed digit, how many times it is listed (1 or 2). */
    private final int[] counts;
    /** The listed digits as a mask, when they are four (they fill the cells); 0 otherwise. */
    private final int fills;

    QuadrupleRule(int[] cells, int[] required, int[] counts) {
        super(cells);
        this.required = required;
        this.counts = counts;
        int listed = 0;
        int mask = 0;
        for (int i = 0; i < required.length; i++) {
            listed += counts[i];
            mask |= required[i];
        }
        this.fills = listed == cells.length ? mask : 0;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        for (int i = 0; i < required.length; i++) {
            int bit = required[i];
            int holders = 0;
            for (int cell : cells) {
                holders += (state[cell] & bit) != 0 ? 1 : 0;
            }
            if (holders < counts[i]) {
                return p.weights.ruleFailed(state, index);
            }
            if (holders == counts[i]) {
                for (int cell : cells) {
                    if ((state[cell] & bit) != 0 && (state[cell] & RegionPropagator.PLACED) == 0
                            && !p.place(state, cell, bit)) {
                        return false;
                    }
                }
            }
        }
        if (fills != 0) {
            for (int cell : cells) {
                int mask = state[cell];
                int lost = mask & p.all & ~fills;
                if (lost == 0) {
                    continue;
                }
                if ((mask & RegionPropagator.PLACED) != 0) {
                    return p.weights.ruleFailed(state, index);
                }
                if (!p.exclude(state, cell, lost)) {
                    return false;
                }
            }
        }
        return true;
    }
}
