package io.github.sudokusolver.internal.search;

/**
 * A between line: every cell strictly between the two ends (the first and the last of {@link #cells}) holds a digit
 * strictly between the ends' digits. For each pair of end digits that leaves every middle cell a candidate between
 * them, the ends keep those digits and each middle cell its candidates between them; everything else goes. Exact for
 * the line where its middle cells need not differ; 81 pairs times the middle cells on 9x9.
 */
final class BetweenRule extends Propagator {

    BetweenRule(int[] cells) {
        super(cells);
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        for (int i = 0; i < k; i++) {
            support[i] = 0;
        }
        int firstMask = state[cells[0]] & p.all;
        int lastMask = state[cells[k - 1]] & p.all;
        for (int a = firstMask; a != 0; a &= a - 1) {
            int x = Integer.numberOfTrailingZeros(a);
            for (int b = lastMask; b != 0; b &= b - 1) {
                int y = Integer.numberOfTrailingZeros(b);
                int low = Math.min(x, y);
                int high = Math.max(x, y);
                if (high - low < 2) {
                    continue;
                }
                int inside = (1 << high) - 1 & ~((1 << low + 1) - 1); // digit indices low+1 .. high-1
                boolean fits = true;
                for (int i = 1; i < k - 1 && fits; i++) {
                    fits = (state[cells[i]] & inside) != 0;
                }
                if (!fits) {
                    continue;
                }
                support[0] |= 1 << x;
                support[k - 1] |= 1 << y;
                for (int i = 1; i < k - 1; i++) {
                    support[i] |= state[cells[i]] & inside;
                }
            }
        }
        if (support[0] == 0) {
            return p.weights.ruleFailed(state, index);
        }
        return keepSupported(state, index, p, support);
    }
}
