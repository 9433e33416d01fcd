package io.github.sudokusolver.internal.search;

/**
 * A relation between two cells given as a table: for each digit of the first, the digits the second may hold beside
 * it. Kropki and other dots, XV, inequalities, whispers, palindromes, clones, thermometers (consecutive cells
 * {@code <}), entropic lines, minimum and maximum cells, non-consecutive and the negative rules all come down to one.
 * Pruned by arc consistency both ways, which is exact for the pair: a digit stays only if the other cell still has
 * a digit it goes with. Two table reads per candidate of the two cells.
 */
final class PairRelation extends Propagator {

    /** For each digit index d of the first cell, the mask of the second's digits allowed with it. */
    private final int[] forward;
    /** For each digit index e of the second cell, the mask of the first's digits allowed with it. */
    private final int[] backward;

    /**
     * @param first the first cell (compact index)
     * @param second the second cell
     * @param forward for each digit index of the first cell, the second's allowed digits; shared, not modified
     * @param backward the same table read the other way; shared, not modified
     */
    PairRelation(int first, int second, int[] forward, int[] backward) {
        super(new int[] {first, second});
        this.forward = forward;
        this.backward = backward;
    }

    /** The table read the other way: for each digit of the second cell, the first's digits allowed with it. */
    static int[] reversed(int[] forward) {
        int[] backward = new int[forward.length];
        for (int d = 0; d < forward.length; d++) {
            for (int rest = forward[d]; rest != 0; rest &= rest - 1) {
                backward[Integer.numberOfTrailingZeros(rest)] |= 1 << d;
            }
        }
        return backward;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int first = cells[0];
        int second = cells[1];
        return revise(state, index, p, first, second, forward) && revise(state, index, p, second, first, backward);
    }

    /** Keeps in {@code to} the digits some digit of {@code from} allows; false if none is left. */
    private static boolean revise(int[] state, int index, RegionPropagator p, int from, int to, int[] table) {
        int supported = 0;
        for (int rest = state[from] & p.all; rest != 0; rest &= rest - 1) {
            supported |= table[Integer.numberOfTrailingZeros(rest)];
        }
        int mask = state[to];
        int lost = mask & p.all & ~supported;
        if (lost == 0) {
            return true;
        }
        if ((mask & RegionPropagator.PLACED) != 0) {
            return p.weights.ruleFailed(state, index);
        }
        return p.exclude(state, to, lost);
    }
}
