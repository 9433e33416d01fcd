package io.github.sudokusolver.internal.search;

/**
 * {@link WideSum}'s pass where every total fits in one {@code long}: groups of one to three cells (each group's
 * totals below 64, the rule's shifted total too), as a little killer's cells make, box by box. The same reasoning and
 * the same result as the general pass, cell for cell, at a fraction of its work: a group's totals are a {@code long}
 * (bit {@code s} for total {@code s}) built from its candidates by shifting masks ({@code O(|a| |b|)} for three cells
 * rather than every assignment of three), the knapsack over the groups is a shift and an {@code or} per total, and a
 * cell's support is read back from its group's kept totals by the same shifts; for a group of coefficient 1 each of
 * those passes loops over the fewer of the group's totals and the other side's (the totals before it, or those
 * completing after it), a chain's ends having one or two. Where, besides, no two cells of
 * different groups see each other ({@link #exact}), the result is exact: every candidate kept is in an assignment that
 * meets the sum, so {@link LinearSum} uses it in place of its exact search at any number of assignments.
 */
final class NarrowSum {

    /** Per group, its cells as indices into the rule's cells. */
    private final int[][] groups;
    /** Per group, the coefficient its cells share. */
    private final int[] coefficients;
    /** Per group, the least and the largest total of as many distinct digits as it has cells. */
    private final int[] leastTotal;
    private final int[] mostTotal;
    /** The rule's total less every group's least term, at most 63. */
    private final int shiftedTotal;
    /** Whether no two cells of different groups see each other, so that the pass is exact. */
    final boolean exact;

    /**
     * @param groups per group, indices into the rule's cells, one to three each, that all see each other
     * @param coefficients per group, its cells' coefficient
     * @param shiftedTotal the rule's total less every group's least term, 0 to 63
     * @param exact whether no two cells of different groups see each other
     */
    NarrowSum(int[][] groups, int[] coefficients, int[] leastTotal, int[] mostTotal, int shiftedTotal,
            boolean exact) {
        this.groups = groups.clone();
        this.coefficients = coefficients.clone();
        this.leastTotal = leastTotal.clone();
        this.mostTotal = mostTotal.clone();
        this.shiftedTotal = shiftedTotal;
        this.exact = exact;
    }

    /** Whether groups of these sizes and totals fit one {@code long} each. */
    static boolean fits(int[][] groups, int[] mostTotal, int shiftedTotal) {
        if (shiftedTotal < 0 || shiftedTotal > 63) {
            return false;
        }
        for (int g = 0; g < groups.length; g++) {
            if (groups[g].length > 3 || mostTotal[g] > 63) {
                return false;
            }
        }
        return true;
    }

    /** The {@code long} words of scratch a run needs: per group its totals, and the totals completing after it. */
    int scratchWords() {
        return 2 * groups.length + 1;
    }

    /**
     * Prunes the rule's cells ({@code cells[i]}, candidates {@code domain[i]}) as {@link WideSum#prune} does; false on
     * a contradiction.
     */
    boolean prune(int[] state, int index, RegionPropagator p, Propagator rule, int[] domain) {
        long[] bits = p.wordScratch;
        int count = groups.length;
        for (int g = 0; g < count; g++) {
            long totals = totals(groups[g], domain);
            if (totals == 0) {
                return p.weights.ruleFailed(state, index);
            }
            bits[g] = totals;
        }
        // bits[count + g]: the shifted totals before group g from which the groups from g on can complete the sum
        long completing = 1L << shiftedTotal;
        bits[count + count] = completing;
        for (int g = count - 1; g >= 0; g--) {
            long out = 0;
            if (coefficients[g] == 1 && Long.bitCount(completing) < Long.bitCount(bits[g])) {
                // by the fewer: per completing total c, the group's totals s reflected, bit c - (s - least)
                long reflected = Long.reverse(bits[g]);
                for (long rest = completing; rest != 0; rest &= rest - 1) {
                    int move = Long.numberOfTrailingZeros(rest) + leastTotal[g] - 63;
                    out |= move < 0 ? reflected >>> -move : reflected << move;
                }
            } else {
                for (long rest = bits[g]; rest != 0; rest &= rest - 1) {
                    int shift = term(g, Long.numberOfTrailingZeros(rest));
                    if (shift <= shiftedTotal) {
                        out |= completing >>> shift;
                    }
                }
            }
            completing = out;
            bits[count + g] = out;
        }
        if ((completing & 1L) == 0) {
            return p.weights.ruleFailed(state, index);
        }
        int[] support = p.ruleSupport;
        long before = 1L;
        for (int g = 0; g < count; g++) {
            long after = bits[count + g + 1];
            long kept = 0;
            long next = 0;
            if (coefficients[g] == 1 && Long.bitCount(before) < Long.bitCount(bits[g])) {
                // by the fewer: per total b before, the group's totals that reach one after, then where they go
                int least = leastTotal[g];
                long reaching = 0;
                for (long rest = before; rest != 0; rest &= rest - 1) {
                    reaching |= after >>> Long.numberOfTrailingZeros(rest) << least;
                }
                kept = bits[g] & reaching;
                long moves = kept >>> least;
                for (long rest = before; rest != 0; rest &= rest - 1) {
                    next |= moves << Long.numberOfTrailingZeros(rest);
                }
                supportOf(groups[g], kept, domain, support);
                before = next;
                continue;
            }
            for (long rest = bits[g]; rest != 0; rest &= rest - 1) {
                int s = Long.numberOfTrailingZeros(rest);
                int shift = term(g, s);
                if (shift <= shiftedTotal) {
                    long moved = before << shift;
                    if ((moved & after) != 0) {
                        kept |= 1L << s;
                        next |= moved;
                    }
                }
            }
            supportOf(groups[g], kept, domain, support);
            before = next;
        }
        return rule.keepExactSupport(state, index, p, support);
    }

    /** Group {@code g}'s total {@code s} as a shifted term: 0 for its least term, up to |c| (most - least). */
    private int term(int g, int s) {
        int c = coefficients[g];
        return c == 1 ? s - leastTotal[g] : c > 0 ? c * (s - leastTotal[g]) : -c * (mostTotal[g] - s);
    }

    /**
     * The totals a group of one to three cells (indices into the rule's cells) makes with distinct digits of its
     * candidates, bit {@code s} for total s: shifted masks, {@code O(|a| |b|)} for three cells.
     */
    static long totals(int[] group, int[] domain) {
        int x = domain[group[0]];
        if (group.length == 1) {
            return (long) x << 1;
        }
        int y = domain[group[1]];
        long out = 0;
        if (group.length == 2) {
            for (int rest = x; rest != 0; rest &= rest - 1) {
                int a = Integer.numberOfTrailingZeros(rest);
                out |= (long) (y & ~(1 << a)) << a + 2;
            }
            return out;
        }
        int z = domain[group[2]];
        for (int rest = x; rest != 0; rest &= rest - 1) {
            int a = Integer.numberOfTrailingZeros(rest);
            for (int others = y & ~(1 << a); others != 0; others &= others - 1) {
                int b = Integer.numberOfTrailingZeros(others);
                out |= (long) (z & ~(1 << a | 1 << b)) << a + b + 3;
            }
        }
        return out;
    }

    /**
     * Each cell of a group of one to three cells keeps the digits it has in some assignment of distinct digits of
     * the group making a total of {@code kept} (bit s for total s).
     */
    static void supportOf(int[] group, long kept, int[] domain, int[] support) {
        int i = group[0];
        int x = domain[i];
        if (group.length == 1) {
            support[i] = (int) (kept >>> 1) & x;
            return;
        }
        int j = group[1];
        int y = domain[j];
        int sx = 0;
        int sy = 0;
        if (group.length == 2) {
            for (int rest = x; rest != 0; rest &= rest - 1) {
                int a = Integer.numberOfTrailingZeros(rest);
                int partners = (int) (kept >>> a + 2) & y & ~(1 << a);
                sx |= partners != 0 ? 1 << a : 0;
                sy |= partners;
            }
            support[i] = sx;
            support[j] = sy;
            return;
        }
        int l = group[2];
        int z = domain[l];
        int sz = 0;
        for (int rest = x; rest != 0; rest &= rest - 1) {
            int a = Integer.numberOfTrailingZeros(rest);
            for (int others = y & ~(1 << a); others != 0; others &= others - 1) {
                int b = Integer.numberOfTrailingZeros(others);
                int partners = (int) (kept >>> a + b + 3) & z & ~(1 << a | 1 << b);
                if (partners != 0) {
                    sx |= 1 << a;
                    sy |= 1 << b;
                    sz |= partners;
                }
            }
        }
        support[i] = sx;
        support[j] = sy;
        support[l] = sz;
    }
}
