package io.github.sudokusolver.internal.search;

/**
 * Groups of cells that must all add up to one unknown total: the pieces of a region sum line (cut by region
 * borders), the pairs of a zipper line equally far from its middle (and, on a line of odd length, the middle cell as
 * a group of its own). Each group's reachable totals are a bit set (digits may repeat within a group here, which is
 * sound and weaker where a group's cells see each other); the totals every group reaches are the common ones, and a
 * candidate stays only if the rest of its group, with it, still reaches a common total.
 */
final class EqualSums extends Propagator {

    /** Per group, indices into {@link #cells} of its cells. */
    private final int[][] groups;
    /** Words of a bit set of totals {@code 0..size * longest group}. */
    private final int words;

    /**
     * @param cells every cell of the groups, compact indices, no cell twice
     * @param groups per group, indices into {@code cells}
     * @param size digits of the grid
     */
    EqualSums(int[] cells, int[][] groups, int size) {
        super(cells);
        this.groups = groups;
        int longest = 0;
        for (int[] group : groups) {
            longest = Math.max(longest, group.length);
        }
        this.words = (size * longest >>> 6) + 1;
    }

    @Override
    int scratchWords() {
        return 3 * words;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        long[] scratch = p.wordScratch;
        int common = 0;
        int reach = words;
        int other = 2 * words;
        for (int w = 0; w < words; w++) {
            scratch[common + w] = -1L;
        }
        for (int[] group : groups) {
            reachable(state, p, group, -1, scratch, reach, other);
            boolean any = false;
            for (int w = 0; w < words; w++) {
                scratch[common + w] &= scratch[reach + w];
                any |= scratch[common + w] != 0;
            }
            if (!any) {
                return p.weights.ruleFailed(state, index);
            }
        }
        int[] support = p.ruleSupport;
        for (int[] group : groups) {
            for (int skip : group) {
                reachable(state, p, group, skip, scratch, reach, other);
                int kept = 0;
                for (int rest = state[cells[skip]] & p.all; rest != 0; rest &= rest - 1) {
                    int digit = Integer.numberOfTrailingZeros(rest) + 1;
                    if (meets(scratch, reach, common, digit)) {
                        kept |= rest & -rest;
                    }
                }
                support[skip] = kept;
            }
        }
        return keepSupported(state, index, p, support);
    }

    /** Whether the totals at {@code from}, each raised by {@code shift}, meet those at {@code common}. */
    private boolean meets(long[] scratch, int from, int common, int shift) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = words - 1; w >= wordShift; w--) {
            int source = w - wordShift;
            long shifted = scratch[from + source] << bitShift;
            if (bitShift != 0 && source > 0) {
                shifted |= scratch[from + source - 1] >>> (64 - bitShift);
            }
            if ((shifted & scratch[common + w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The totals the group's cells but {@code skip} (an index into {@link #cells}, -1 for none) can make, into
     * {@code scratch[to..]}, using {@code scratch[tmp..]} as scratch.
     */
    private void reachable(int[] state, RegionPropagator p, int[] group, int skip, long[] scratch, int to, int tmp) {
        for (int w = 0; w < words; w++) {
            scratch[to + w] = 0;
        }
        scratch[to] = 1L; // total 0
        for (int i : group) {
            if (i == skip) {
                continue;
            }
            for (int w = 0; w < words; w++) {
                scratch[tmp + w] = 0;
            }
            for (int rest = state[cells[i]] & p.all; rest != 0; rest &= rest - 1) {
                int shift = Integer.numberOfTrailingZeros(rest) + 1;
                int wordShift = shift >>> 6;
                int bitShift = shift & 63;
                for (int w = words - 1; w >= wordShift; w--) {
                    int source = w - wordShift;
                    long shifted = scratch[to + source] << bitShift;
                    if (bitShift != 0 && source > 0) {
                        shifted |= scratch[to + source - 1] >>> (64 - bitShift);
                    }
                    scratch[tmp + w] |= shifted;
                }
            }
            System.arraycopy(scratch, tmp, scratch, to, words);
        }
    }
}
