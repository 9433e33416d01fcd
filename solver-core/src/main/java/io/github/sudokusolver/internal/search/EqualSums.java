package io.github.sudokusolver.internal.search;

/**
 * Groups of cells that must all add up to one unknown total: the pieces of a region sum line (cut by region
 * borders), the pairs of a zipper line equally far from its middle (and, on a line of odd length, the middle cell as
 * a group of its own). Each group's reachable totals are a bit set: where the group's cells all see each other (a
 * region sum line's piece lies in one region), the totals of the sets of distinct digits its cells can hold one each,
 * found exactly over the sets of digits on grids of up to nine digits (the union of its candidates on larger grids:
 * any as many distinct digits of it as the group has cells); elsewhere digits may repeat within the group (sound, and
 * all one can say without more). The totals every group reaches are the common ones, and a candidate stays only if
 * its group, with it there, still reaches a common total. Where the totals fit a long ({@link #hasTotal}), the common
 * ones are kept in the search's state ({@link RegionPropagator#totalSlot}): the search may decide the total as it
 * decides a cell, and each run starts from what the state keeps.
 */
final class EqualSums extends Propagator {

    /** Per group, indices into {@link #cells} of its cells. */
    private final int[][] groups;
    /** Per group, whether its cells all see each other, so hold distinct digits. */
    private final boolean[] distinct;
    /** Cells of the longest group. */
    private final int longest;
    /** Words of a bit set of totals {@code 0..size * longest group}. */
    private final int words;
    /** Digits of the grid. */
    private final int size;
    /**
     * Per group whose cells see each other, where its cache starts in the rule's residues: the union of its cells'
     * candidates it was computed for, the totals of as many distinct digits of it as the group has cells, then per
     * digit the totals of one digit fewer without it ({@link #words} each); -1 for another group. A pure function of
     * the union, so reused whenever the union comes back.
     */
    private final int[] cacheAt;
    private final int cacheSlots;
    /**
     * Per group, where its layers of digit sets start in the scratch when it is solved exactly (its cells see each
     * other and the grid has at most {@link PieceSets#DIGITS} digits), else -1: layer {@code j} is a bit set over the
     * {@code 2^size} sets of digits, those that the group's first {@code j} cells can hold, one digit each, all distinct.
     */
    private final int[] layersAt;
    /** Where the two layers of the backward pass start in the scratch. */
    private final int backAt;
    /** Scratch words in all. */
    private final int scratchSize;
    /**
     * Whether every group's pass is exact (each digit kept is in an assignment of the group that meets the rule), so
     * that the kept candidates are a fixed point of the rule and its own removals need not wake it.
     */
    private final boolean exact;

    /**
     * @param cells every cell of the groups, compact indices, no cell twice
     * @param groups per group, indices into {@code cells}
     * @param size digits of the grid
     * @param geometry the grid's geometry, which says which cells see each other
     */
    EqualSums(int[] cells, int[][] groups, int size, Geometry geometry) {
        super(cells);
        this.groups = groups;
        this.distinct = new boolean[groups.length];
        int most = 0;
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            most = Math.max(most, group.length);
            boolean sees = group.length > 1;
            for (int i = 0; i < group.length && sees; i++) {
                for (int j = i + 1; j < group.length && sees; j++) {
                    sees = geometry.sees(cells[group[i]], cells[group[j]]);
                }
            }
            distinct[g] = sees;
        }
        this.longest = most;
        this.words = (size * longest >>> 6) + 1;
        this.size = size;
        this.layersAt = new int[groups.length];
        this.cacheAt = new int[groups.length];
        int at = (5 + longest) * words;
        int slots = 0;
        boolean exact = true;
        for (int g = 0; g < groups.length; g++) {
            layersAt[g] = distinct[g] && size <= PieceSets.DIGITS ? at : -1;
            at += layersAt[g] >= 0 ? (groups[g].length + 1) * PieceSets.WORDS : 0;
            cacheAt[g] = distinct[g] && layersAt[g] < 0 ? slots : -1;
            slots += cacheAt[g] >= 0 ? 1 + (size + 1) * words : 0;
            exact &= layersAt[g] >= 0 || !distinct[g] && noneSee(cells, groups[g], geometry);
        }
        this.cacheSlots = slots;
        this.backAt = at;
        this.scratchSize = at + 2 * PieceSets.WORDS;
        this.exact = exact;
    }

    /** Whether no two of the group's cells see each other: then the rule lets them repeat digits, as its pass does. */
    private static boolean noneSee(int[] cells, int[] group, Geometry geometry) {
        for (int i = 0; i < group.length; i++) {
            for (int j = i + 1; j < group.length; j++) {
                if (geometry.sees(cells[group[i]], cells[group[j]])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether its total is a variable of the search's state: every total it can reach fits a long's bits. */
    boolean hasTotal() {
        return words == 1;
    }

    @Override
    int residueSlots() {
        return cacheSlots;
    }

    @Override
    int scratchWords() {
        return scratchSize; // common, reach, other, a layer per count of digits, then the exact groups' layers
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        long[] scratch = p.wordScratch;
        long[] cache = p.residues[index];
        int common = 0;
        int reach = words;
        int other = 2 * words;
        for (int w = 0; w < words; w++) {
            scratch[common + w] = -1L;
        }
        int slot = p.alone ? -1 : p.totalSlot[index];
        if (slot >= 0) {
            scratch[common] = RegionPropagator.totals(state, slot);
        }
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            if (layersAt[g] >= 0) {
                for (int w = 1; w < words; w++) {
                    scratch[reach + w] = 0;
                }
                scratch[reach] = PieceSets.forward(state, p.all, cells, group, scratch, layersAt[g]);
            } else if (distinct[g]) {
                int union = 0;
                for (int i : group) {
                    union |= state[cells[i]];
                }
                int at = cached(cache, cacheAt[g], union & p.all, group.length, scratch, reach);
                System.arraycopy(cache, at + 1, scratch, reach, words);
            } else {
                reachable(state, p, group, -1, scratch, reach, other);
            }
            boolean any = false;
            for (int w = 0; w < words; w++) {
                scratch[common + w] &= scratch[reach + w];
                any |= scratch[common + w] != 0;
            }
            if (!any) {
                return p.weights.ruleFailed(state, index);
            }
        }
        if (slot >= 0 && RegionPropagator.totals(state, slot) != scratch[common]) {
            RegionPropagator.setTotals(state, slot, scratch[common]);
            if (!p.totalsSet(state, index, scratch[common])) {
                return false;
            }
        }
        int[] support = p.ruleSupport;
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            if (layersAt[g] >= 0) {
                int last = layersAt[g] + group.length * PieceSets.WORDS;
                System.arraycopy(scratch, last, scratch, backAt, PieceSets.WORDS);
                PieceSets.keepTotals(scratch, backAt, group.length, scratch[common]);
                PieceSets.backward(state, p.all, cells, group, scratch, layersAt[g], backAt,
                        backAt + PieceSets.WORDS, support);
                continue;
            }
            int union = 0;
            for (int i : group) {
                union |= state[cells[i]];
            }
            union &= p.all;
            for (int skip : group) {
                int others = 0;
                if (!distinct[g]) {
                    reachable(state, p, group, skip, scratch, reach, other);
                } else {
                    for (int i : group) {
                        others |= i != skip ? state[cells[i]] : 0;
                    }
                    others &= p.all;
                }
                int kept = 0;
                for (int rest = state[cells[skip]] & p.all; rest != 0; rest &= rest - 1) {
                    int bit = rest & -rest;
                    int digit = Integer.numberOfTrailingZeros(rest) + 1;
                    long[] totals = scratch;
                    int from = reach;
                    if (distinct[g] && others == union) {
                        totals = cache; // the others hold the group's whole union: the cached totals without the digit
                        from = cacheAt[g] + 1 + digit * words;
                    } else if (distinct[g]) {
                        distinctTotals(others & ~bit, group.length - 1, scratch, reach);
                    }
                    if (meets(totals, from, scratch, common, digit)) {
                        kept |= bit;
                    }
                }
                support[skip] = kept;
            }
        }
        return exact ? keepExactSupport(state, index, p, support) : keepSupported(state, index, p, support);
    }

    /**
     * The cache of a group whose cells see each other (from {@code at} in {@code cache}) for the union {@code union}
     * of its {@code count} cells' candidates, computed unless it is the union last computed; returns {@code at}.
     */
    private int cached(long[] cache, int at, int union, int count, long[] scratch, int tmp) {
        if (cache[at] != union || union == 0) {
            cache[at] = union;
            distinctTotals(union, count, scratch, tmp);
            System.arraycopy(scratch, tmp, cache, at + 1, words);
            for (int rest = union; rest != 0; rest &= rest - 1) {
                int digit = Integer.numberOfTrailingZeros(rest) + 1;
                distinctTotals(union & ~(rest & -rest), count - 1, scratch, tmp);
                System.arraycopy(scratch, tmp, cache, at + 1 + digit * words, words);
            }
        }
        return at;
    }

    /** Whether the totals at {@code totals[from..]}, each raised by {@code shift}, meet those at {@code common}. */
    private boolean meets(long[] totals, int from, long[] scratch, int common, int shift) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = words - 1; w >= wordShift; w--) {
            if ((shiftedWord(totals, from, w, wordShift, bitShift) & scratch[common + w]) != 0) {
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
                shiftOr(scratch, to, tmp, Integer.numberOfTrailingZeros(rest) + 1);
            }
            System.arraycopy(scratch, tmp, scratch, to, words);
        }
    }

    /**
     * The totals of {@code count} distinct digits of {@code union} (a group's cells' candidates: the sums of as many
     * distinct digits as it has cells), into {@code scratch[to..]}. Scratch after {@code to + 3 * words}: one bit set
     * per count of digits taken.
     */
    private void distinctTotals(int union, int count, long[] scratch, int to) {
        for (int w = 0; w < words; w++) {
            scratch[to + w] = 0;
        }
        if (Integer.bitCount(union) < count) {
            return;
        }
        int layers = to + 3 * words; // layer j: totals of j distinct digits
        for (int w = 0; w < (count + 1) * words; w++) {
            scratch[layers + w] = 0;
        }
        scratch[layers] = 1L; // no digit, total 0
        int taken = 0;
        for (int rest = union; rest != 0; rest &= rest - 1) {
            int shift = Integer.numberOfTrailingZeros(rest) + 1;
            taken = Math.min(taken + 1, count);
            for (int j = taken; j >= 1; j--) {
                shiftOr(scratch, layers + (j - 1) * words, layers + j * words, shift);
            }
        }
        System.arraycopy(scratch, layers + count * words, scratch, to, words);
    }

    /** ORs the bit set at {@code from}, raised by {@code shift}, into the one at {@code into}. */
    private void shiftOr(long[] scratch, int from, int into, int shift) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = words - 1; w >= wordShift; w--) {
            scratch[into + w] |= shiftedWord(scratch, from, w, wordShift, bitShift);
        }
    }

    /** Word {@code w} of the bit set at {@code from} raised by {@code wordShift * 64 + bitShift}. */
    private static long shiftedWord(long[] scratch, int from, int w, int wordShift, int bitShift) {
        int source = w - wordShift;
        long shifted = scratch[from + source] << bitShift;
        if (bitShift != 0 && source > 0) {
            shifted |= scratch[from + source - 1] >>> (64 - bitShift);
        }
        return shifted;
    }
}
