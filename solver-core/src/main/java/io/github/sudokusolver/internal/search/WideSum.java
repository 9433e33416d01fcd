package io.github.sudokusolver.internal.search;

/**
 * {@link LinearSum}'s pass for a variant rule's sum with too many assignments to search for exact support (a 32-cell
 * arrow, a little killer): the cells are split at setup into groups of one coefficient whose cells all see each other
 * (so hold distinct digits; {@link SumGroups}), and a run reasons over the groups' totals as bit sets.
 *
 * <p>Per group, the totals it can make and, for a cell and digit, those it makes with that digit in that cell: for a
 * group of one to three cells, exact for the group (by shifted masks, {@link NarrowSum#totals}, on grids up to 21
 * digits; else by trying its assignments of distinct digits, marked per cell and digit); for a larger group of
 * {@code t} cells, the digit plus a total of {@code t - 1} other distinct digits of the union of the group's
 * candidates (a relaxation: the other cells are matched to digits only through that union), the same for every cell,
 * so computed per digit and kept in the rule's residues until the union changes. The groups' terms, shifted so that
 * each is at least 0, are then combined as in a knapsack: the totals the groups after each one can complete (from the
 * last back), the totals the groups before it reach (from the first on), and a group total is kept if some total
 * before it plus its term is one the groups after complete. A cell keeps a digit if some kept total of its group has
 * that digit there. Sound (every digit of every solution stays), exact where no two cells see each other, and much
 * stronger than bounds on a long sum: nine cells of one box on an arrow make 45 and nothing else. Where every total
 * fits in one {@code long} and no group has more than three cells (a little killer), {@link NarrowSum} does the same
 * in single words.
 */
final class WideSum {

    /** The most shifted totals kept as bit sets; a rule whose totals go further is left to bounds. */
    static final int WIDE_BITS = 1 << 13;

    private final int size;
    /** Per group, indices into the rule's cells. */
    private final int[][] groups;
    /** Per group, the coefficient all its cells share. */
    private final int[] coefficients;
    /** Per group, the least and the largest total {@code t} distinct digits make. */
    private final int[] leastTotal;
    private final int[] mostTotal;
    /** The rule's total less every group's least term; negative when no assignment can meet it. */
    private final int shiftedTotal;
    /** Words of a bit set of shifted totals {@code 0..shiftedTotal}; 0 where this pass is not used. */
    final int words;
    /** Words of a bit set of one group's totals {@code 0..n t}. */
    private final int sumWords;
    private final int sumsAt;
    private final int reachAt;
    private final int keptAt;
    private final int countsAt;
    private final int completingAt;
    private final int beforeAt;
    private final int nextAt;
    private final int scratch;
    /** The same pass where every total fits in one {@code long}, or null. */
    private final NarrowSum narrow;
    /**
     * Whether groups of one to three cells make their totals and support by shifted masks ({@link NarrowSum#totals},
     * their totals below 64), not by marking every assignment per cell and digit: grids up to 21 digits.
     */
    private final boolean shifts;
    /**
     * Per group of four cells or more, where its cache starts in the rule's residues (from the {@code cacheAt} of
     * {@link #prune}): the union of its cells' candidates it was computed for, then per digit the totals the group
     * makes with that digit ({@link #sumWords} each), then all its totals; -1 for a smaller group.
     */
    private final int[] cacheOffset;
    private final int cacheSlots;

    WideSum(int[] cells, int[] coefficients, int total, Geometry geometry) {
        this.size = geometry.size;
        int[][] found = SumGroups.of(cells, coefficients, geometry);
        int count = found.length;
        this.groups = new int[count][];
        this.coefficients = new int[count];
        this.leastTotal = new int[count];
        this.mostTotal = new int[count];
        long low = 0;
        long high = 0;
        int largest = 0;
        for (int g = 0; g < count; g++) {
            groups[g] = found[g];
            int t = found[g].length;
            int c = coefficients[found[g][0]];
            this.coefficients[g] = c;
            leastTotal[g] = t * (t + 1) / 2;
            mostTotal[g] = t * size - t * (t - 1) / 2;
            largest = Math.max(largest, mostTotal[g]);
            low += c > 0 ? (long) c * leastTotal[g] : (long) c * mostTotal[g];
            high += (long) Math.abs(c) * (mostTotal[g] - leastTotal[g]);
        }
        long shifted = total - low;
        this.shiftedTotal = shifted < 0 || shifted > high ? -1 : (int) shifted;
        this.words = shiftedTotal < 0 || shiftedTotal >= WIDE_BITS ? 0 : (shiftedTotal >>> 6) + 1;
        this.sumWords = (largest >>> 6) + 1;
        this.shifts = size <= 21;
        this.cacheOffset = new int[count];
        int slots = 0;
        for (int g = 0; g < count; g++) {
            cacheOffset[g] = groups[g].length > 3 ? slots : -1;
            slots += groups[g].length > 3 ? 1 + (size + 1) * sumWords : 0;
        }
        this.cacheSlots = slots;
        this.sumsAt = 0;
        this.reachAt = sumsAt + (shifts ? 0 : cells.length * size * sumWords);
        this.keptAt = reachAt + count * sumWords;
        this.countsAt = keptAt + count * sumWords;
        this.completingAt = countsAt + (size + 1) * sumWords;
        this.beforeAt = completingAt + (count + 1) * words;
        this.nextAt = beforeAt + words;
        this.scratch = nextAt + words;
        this.narrow = words > 0 && NarrowSum.fits(groups, mostTotal, shiftedTotal)
                ? new NarrowSum(groups, this.coefficients, leastTotal, mostTotal, shiftedTotal,
                        SumGroups.apart(cells, groups, geometry))
                : null;
    }

    /**
     * Whether {@link #prune} is exact (every candidate it keeps is in an assignment meeting the sum): groups of one to
     * three cells whose totals fit a {@code long}, no two cells of different groups seeing each other.
     */
    boolean exact() {
        return narrow != null && narrow.exact;
    }

    /** Whether no assignment of digits 1..n can meet the sum, whatever the candidates. */
    boolean impossible() {
        return shiftedTotal < 0;
    }

    /**
     * The {@code long} slots this pass keeps across runs in the rule's {@link RegionPropagator#residues}, from the
     * {@code cacheAt} given to {@link #prune}: per group of four cells or more, its totals for the last union of its
     * candidates (a pure function of that union, so reused whenever it comes back, backtracking included).
     */
    int cacheSlots() {
        return words == 0 || narrow != null ? 0 : cacheSlots;
    }

    /** The {@code long} words of scratch a run needs. */
    int scratchWords() {
        return words == 0 ? 0 : narrow != null ? narrow.scratchWords() : scratch;
    }

    /**
     * Prunes the rule's cells ({@code cells[i]}, candidates {@code domain[i]}) as the class says; false on a
     * contradiction.
     */
    boolean prune(int[] state, int index, RegionPropagator p, Propagator rule, int[] domain, int cacheAt) {
        if (narrow != null) {
            return narrow.prune(state, index, p, rule, domain);
        }
        long[] bits = p.wordScratch;
        long[] cache = p.residues[index];
        int count = groups.length;
        for (int g = 0; g < count; g++) {
            if (!groupTotals(g, domain, bits, cache, cacheAt)) {
                return p.weights.ruleFailed(state, index);
            }
        }
        int last = completingAt + count * words;
        java.util.Arrays.fill(bits, last, last + words, 0L);
        bits[last + (shiftedTotal >>> 6)] = 1L << (shiftedTotal & 63);
        for (int g = count - 1; g >= 0; g--) {
            int from = completingAt + (g + 1) * words;
            int to = completingAt + g * words;
            java.util.Arrays.fill(bits, to, to + words, 0L);
            int reach = reachAt + g * sumWords;
            for (int s = nextBit(bits, reach, 0); s >= 0; s = nextBit(bits, reach, s + 1)) {
                orDown(bits, from, to, term(g, s), words);
            }
        }
        if ((bits[completingAt] & 1L) == 0) {
            return p.weights.ruleFailed(state, index);
        }
        int before = beforeAt;
        int next = nextAt;
        java.util.Arrays.fill(bits, before, before + words, 0L);
        bits[before] = 1L;
        for (int g = 0; g < count; g++) {
            int after = completingAt + (g + 1) * words;
            int reach = reachAt + g * sumWords;
            int kept = keptAt + g * sumWords;
            java.util.Arrays.fill(bits, kept, kept + sumWords, 0L);
            java.util.Arrays.fill(bits, next, next + words, 0L);
            boolean any = false;
            for (int s = nextBit(bits, reach, 0); s >= 0; s = nextBit(bits, reach, s + 1)) {
                int shift = term(g, s);
                if (meets(bits, before, after, shift, words)) {
                    bits[kept + (s >>> 6)] |= 1L << (s & 63);
                    orUp(bits, before, next, shift, words);
                    any = true;
                }
            }
            if (!any) {
                return p.weights.ruleFailed(state, index);
            }
            int swap = before;
            before = next;
            next = swap;
        }
        int[] support = p.ruleSupport;
        for (int g = 0; g < count; g++) {
            int kept = keptAt + g * sumWords;
            if (cacheOffset[g] >= 0) {
                int digits = keptDigits(cache, cacheAt + cacheOffset[g], bits, kept);
                for (int i : groups[g]) {
                    support[i] = domain[i] & digits;
                }
            } else if (shifts) {
                NarrowSum.supportOf(groups[g], bits[kept], domain, support);
            } else {
                supportByCells(g, domain, bits, kept, support);
            }
        }
        // not exact where groups' cells are matched through their union, but its own removals were measured to wake
        // nothing more (the same nodes on every little killer snipe): they do not requeue it
        return rule.keepExactSupport(state, index, p, support);
    }

    /** Group {@code g}'s total {@code s} as a shifted term: 0 for its least term, up to |c| (most - least). */
    private int term(int g, int s) {
        int c = coefficients[g];
        return c > 0 ? c * (s - leastTotal[g]) : -c * (mostTotal[g] - s);
    }

    /**
     * The totals group {@code g} can make, in all at {@link #reachAt}; false if it can make none. Groups of up to
     * three cells are exact for the group: by shifted masks ({@link #shifts}) or by trying their assignments, marked
     * per cell and digit at {@link #sumsAt}. A larger group takes for a digit the digit plus the totals of the other
     * cells' count of other distinct digits of the group's union, the same for every cell: computed per digit into
     * its cache when the union differs from the last one computed.
     */
    private boolean groupTotals(int g, int[] domain, long[] bits, long[] cache, int cacheAt) {
        int[] group = groups[g];
        int t = group.length;
        int union = 0;
        for (int i : group) {
            if (domain[i] == 0) {
                return false;
            }
            union |= domain[i];
        }
        int reach = reachAt + g * sumWords;
        if (Integer.bitCount(union) < t) {
            return false;
        }
        if (t > 3) {
            int at = cacheAt + cacheOffset[g];
            int all = at + 1 + size * sumWords;
            if (cache[at] != union) {
                cache[at] = union;
                java.util.Arrays.fill(cache, at + 1, all + sumWords, 0L);
                for (int rest = union; rest != 0; rest &= rest - 1) {
                    int d = Integer.numberOfTrailingZeros(rest);
                    othersTotals(union & ~(1 << d), t - 1, bits);
                    orUp(bits, countsAt + (t - 1) * sumWords, cache, at + 1 + d * sumWords, d + 1, sumWords);
                    for (int w = 0; w < sumWords; w++) {
                        cache[all + w] |= cache[at + 1 + d * sumWords + w];
                    }
                }
            }
            boolean any = false;
            for (int w = 0; w < sumWords; w++) {
                bits[reach + w] = cache[all + w];
                any |= cache[all + w] != 0;
            }
            return any;
        }
        if (shifts) {
            java.util.Arrays.fill(bits, reach + 1, reach + sumWords, 0L);
            bits[reach] = NarrowSum.totals(group, domain);
            return bits[reach] != 0;
        }
        java.util.Arrays.fill(bits, reach, reach + sumWords, 0L);
        for (int i : group) {
            int sums = sumsAt + i * size * sumWords;
            java.util.Arrays.fill(bits, sums, sums + size * sumWords, 0L);
        }
        enumerate(group, domain, bits);
        boolean any = false;
        for (int i : group) {
            for (int rest = domain[i]; rest != 0; rest &= rest - 1) {
                int sums = sumsAt + (i * size + Integer.numberOfTrailingZeros(rest)) * sumWords;
                for (int w = 0; w < sumWords; w++) {
                    bits[reach + w] |= bits[sums + w];
                    any |= bits[sums + w] != 0;
                }
            }
        }
        return any;
    }

    /** The digits of a group of four cells or more (its cache at {@code at}) that make some total kept at {@code kept}. */
    private int keptDigits(long[] cache, int at, long[] bits, int kept) {
        int digits = 0;
        for (int rest = (int) cache[at]; rest != 0; rest &= rest - 1) {
            int sums = at + 1 + Integer.numberOfTrailingZeros(rest) * sumWords;
            for (int w = 0; w < sumWords; w++) {
                if ((cache[sums + w] & bits[kept + w]) != 0) {
                    digits |= rest & -rest;
                    break;
                }
            }
        }
        return digits;
    }

    /** A small group's support read from its totals marked per cell and digit ({@link #enumerate}). */
    private void supportByCells(int g, int[] domain, long[] bits, int kept, int[] support) {
        for (int i : groups[g]) {
            int digits = 0;
            for (int rest = domain[i]; rest != 0; rest &= rest - 1) {
                int sums = sumsAt + (i * size + Integer.numberOfTrailingZeros(rest)) * sumWords;
                for (int w = 0; w < sumWords; w++) {
                    if ((bits[sums + w] & bits[kept + w]) != 0) {
                        digits |= rest & -rest;
                        break;
                    }
                }
            }
            support[i] = digits;
        }
    }

    /** The totals of a group of one to three cells, per cell and digit, by trying every assignment of distinct digits. */
    private void enumerate(int[] group, int[] domain, long[] bits) {
        int x = group[0];
        if (group.length == 1) {
            for (int a = domain[x]; a != 0; a &= a - 1) {
                int da = Integer.numberOfTrailingZeros(a);
                mark(bits, x, da, da + 1);
            }
            return;
        }
        int y = group[1];
        int z = group.length == 3 ? group[2] : -1;
        for (int a = domain[x]; a != 0; a &= a - 1) {
            int da = Integer.numberOfTrailingZeros(a);
            for (int b = domain[y] & ~(1 << da); b != 0; b &= b - 1) {
                int db = Integer.numberOfTrailingZeros(b);
                if (z < 0) {
                    mark(bits, x, da, da + db + 2);
                    mark(bits, y, db, da + db + 2);
                    continue;
                }
                for (int c = domain[z] & ~(1 << da | 1 << db); c != 0; c &= c - 1) {
                    int dc = Integer.numberOfTrailingZeros(c);
                    int total = da + db + dc + 3;
                    mark(bits, x, da, total);
                    mark(bits, y, db, total);
                    mark(bits, z, dc, total);
                }
            }
        }
    }

    /** Cell {@code i} with digit index {@code d} takes part in group total {@code total}. */
    private void mark(long[] bits, int i, int d, int total) {
        bits[sumsAt + (i * size + d) * sumWords + (total >>> 6)] |= 1L << (total & 63);
    }

    /** The totals of {@code k} distinct digits of {@code digits}, left at {@code countsAt + k * sumWords}. */
    private void othersTotals(int digits, int k, long[] bits) {
        java.util.Arrays.fill(bits, countsAt, countsAt + (k + 1) * sumWords, 0L);
        bits[countsAt] = 1L;
        int taken = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            taken++;
            for (int c = Math.min(taken, k); c >= 1; c--) {
                orUp(bits, countsAt + (c - 1) * sumWords, countsAt + c * sumWords, digit, sumWords);
            }
        }
    }

    /** The first set bit at or after {@code from} of the group bit set at {@code at}, or -1. */
    private int nextBit(long[] bits, int at, int from) {
        int w = from >>> 6;
        if (w >= sumWords) {
            return -1;
        }
        long word = bits[at + w] & (-1L << (from & 63));
        while (word == 0) {
            if (++w >= sumWords) {
                return -1;
            }
            word = bits[at + w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(word);
    }

    /** {@code bits[to..]} gains every total of {@code bits[from..]} less {@code shift} that is not negative. */
    private static void orDown(long[] bits, int from, int to, int shift, int length) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = 0; w + wordShift < length; w++) {
            long word = bits[from + w + wordShift] >>> bitShift;
            if (bitShift != 0 && w + wordShift + 1 < length) {
                word |= bits[from + w + wordShift + 1] << (64 - bitShift);
            }
            bits[to + w] |= word;
        }
    }

    /** {@code bits[to..]} gains every total of {@code bits[from..]} plus {@code shift}, up to its last word. */
    private static void orUp(long[] bits, int from, int to, int shift, int length) {
        orUp(bits, from, bits, to, shift, length);
    }

    /** {@code out[to..]} gains every total of {@code bits[from..]} plus {@code shift}, up to its last word. */
    private static void orUp(long[] bits, int from, long[] out, int to, int shift, int length) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = length - 1; w >= wordShift; w--) {
            long word = bits[from + w - wordShift] << bitShift;
            if (bitShift != 0 && w - wordShift - 1 >= 0) {
                word |= bits[from + w - wordShift - 1] >>> (64 - bitShift);
            }
            out[to + w] |= word;
        }
    }

    /** Whether some total of {@code bits[from..]} plus {@code shift} is one of {@code bits[at..]}. */
    private static boolean meets(long[] bits, int from, int at, int shift, int length) {
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = wordShift; w < length; w++) {
            long word = bits[from + w - wordShift] << bitShift;
            if (bitShift != 0 && w - wordShift - 1 >= 0) {
                word |= bits[from + w - wordShift - 1] >>> (64 - bitShift);
            }
            if ((word & bits[at + w]) != 0) {
                return true;
            }
        }
        return false;
    }
}
