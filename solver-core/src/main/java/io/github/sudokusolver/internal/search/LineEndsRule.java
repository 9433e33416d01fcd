package io.github.sudokusolver.internal.search;

/**
 * A line whose middle cells are judged against its two ends (the first and the last of {@link #cells}): a between
 * line, every middle cell strictly between the ends' digits; a lockout line, the ends at least {@link #lockout} apart
 * and every middle cell outside them, the ends' digits included. For each pair of end digits that leaves every middle
 * cell a candidate where the rule puts it, the ends keep those digits and each middle cell those candidates;
 * everything else goes. Exact for the line where its middle cells need not differ; 81 pairs times the middle cells on
 * 9x9.
 */
final class LineEndsRule extends Propagator {

    /** 0 for a between line; for a lockout line, the ends' least difference (at least 1). */
    private final int lockout;

    LineEndsRule(int[] cells, int lockout) {
        super(cells);
        this.lockout = lockout;
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
                int allowed;
                if (lockout == 0) {
                    if (high - low < 2) {
                        continue;
                    }
                    allowed = (1 << high) - 1 & ~((1 << low + 1) - 1); // digit indices low+1 .. high-1
                } else {
                    if (high - low < lockout) {
                        continue;
                    }
                    allowed = p.all & ~((1 << high + 1) - 1 & ~((1 << low) - 1)); // outside low .. high
                }
                boolean fits = true;
                for (int i = 1; i < k - 1 && fits; i++) {
                    fits = (state[cells[i]] & allowed) != 0;
                }
                if (!fits) {
                    continue;
                }
                support[0] |= 1 << x;
                support[k - 1] |= 1 << y;
                for (int i = 1; i < k - 1; i++) {
                    support[i] |= state[cells[i]] & allowed;
                }
            }
        }
        if (support[0] == 0) {
            return p.weights.ruleFailed(state, index);
        }
        return keepSupported(state, index, p, support);
    }
}
