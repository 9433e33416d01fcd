package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * A weighted sum {@code c1 v1 + c2 v2 + ... = total} with integer coefficients: an arrow ({@code line - circle = 0},
 * a pill's cells weighted 100, 10, 1), a little killer (all 1). Digits may repeat unless two cells see each other.
 * Pruned exactly where the cells' candidates leave at most {@link #EXACT_ASSIGNMENTS} assignments ({@link #WIDE_EXACT}
 * for a variant rule's sum; each candidate kept only if some assignment meeting the sum uses it, cells that see each
 * other holding different digits).
 * Otherwise, for the variant rules' sums, by {@link WideSum} (the reachable totals of groups of cells that see each
 * other, as bit sets); for the law of 45's differences, by bounds: each term lies between the total less the most the
 * other terms can make and the total less the least, repeated until nothing changes. Where the wide pass is itself
 * exact ({@link WideSum#exact()}: a little killer, its cells in groups of at most three, one per box), it prunes at
 * any number of assignments, in place of the exact search: the same candidates, for much less work.
 */
final class LinearSum extends Propagator {

    /** The most assignments (the product of the cells' candidate counts) that are searched for exact support. */
    static final long EXACT_ASSIGNMENTS = 4096;
    /**
     * The most assignments searched for exact support in a rule that has the wide pass: above it the wide pass alone
     * (searching up to 4,096 there cost more time than its fewer nodes saved on little killers).
     */
    static final long WIDE_EXACT = 512;

    private final int[] coefficients;
    private final int total;
    /** Per cell, the earlier cells (bits of indices into {@link #cells}) it sees and so must differ from. */
    private final long[] seesEarlier;
    /** Whether some two cells see each other (else the reachable totals alone are exact). */
    private final boolean anySee;
    /**
     * Whether the spread of the totals the terms can make (each term counted from its least, the lowest digit's for a
     * positive coefficient, the highest's for a negative one) fits in a long's bits: the exact pass then reads
     * reachable totals as bit sets ({@link #byReach}), bit t for {@link #reachTotal} t.
     */
    private final boolean reachable;
    /** The total less every term's least, as {@link #byReach} counts it. */
    private final int reachTotal;
    /** Digits of the grid. */
    private final int size;
    /** The assignments found, kept per candidate between runs, or null where they do not pack into a long. */
    private final SumResidues residues;
    /** The pass for assignments too many to search ({@link WideSum}), or null for bounds. */
    private final WideSum wide;
    /** Whether the wide pass is exact ({@link WideSum#exact()}): then it prunes at any number of assignments. */
    private final boolean wideExact;

    LinearSum(int[] cells, int[] coefficients, int total, Geometry geometry) {
        this(cells, coefficients, total, geometry, false);
    }

    /**
     * @param wide whether assignments too many to search are pruned by the wide pass ({@link WideSum}), not bounds
     */
    LinearSum(int[] cells, int[] coefficients, int total, Geometry geometry, boolean wide) {
        super(cells);
        this.coefficients = coefficients;
        this.total = total;
        this.seesEarlier = new long[cells.length];
        boolean see = false;
        for (int i = 0; i < cells.length; i++) {
            for (int j = 0; j < i && j < 64; j++) {
                seesEarlier[i] |= geometry.sees(cells[i], cells[j]) ? 1L << j : 0;
            }
            see |= seesEarlier[i] != 0;
        }
        this.anySee = see;
        this.size = geometry.size;
        long spread = 0;
        long least = 0;
        for (int c : coefficients) {
            spread += (long) Math.abs(c) * (size - 1);
            least += c > 0 ? c : (long) c * size;
        }
        long shiftedTotal = total - least;
        this.reachable = spread <= 63 && shiftedTotal >= 0 && shiftedTotal <= 63;
        this.reachTotal = (int) shiftedTotal;
        this.residues = SumResidues.packs(cells.length, size) ? new SumResidues(cells.length, size) : null;
        this.wide = wide ? new WideSum(cells, coefficients, total, geometry) : null;
        this.wideExact = this.wide != null && this.wide.exact();
    }

    @Override
    int scratchWords() {
        return wide == null ? 0 : wide.scratchWords();
    }

    /** Where the wide pass's cache starts in the rule's residues: after the exact pass's. */
    private int wideAt() {
        return residues == null ? 0 : residues.slots();
    }

    @Override
    int residueSlots() {
        return wideAt() + (wide == null ? 0 : wide.cacheSlots());
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length;
        int[] domain = p.ruleDomain;
        if (wideExact) {
            for (int i = 0; i < k; i++) {
                domain[i] = state[cells[i]] & p.all;
            }
            return wide.prune(state, index, p, this, domain, wideAt());
        }
        long assignments = 1;
        for (int i = 0; i < k; i++) {
            domain[i] = state[cells[i]] & p.all;
            assignments = Math.min(assignments * Integer.bitCount(domain[i]), EXACT_ASSIGNMENTS + 1);
        }
        if (assignments <= (wide != null && wide.words > 0 ? WIDE_EXACT : EXACT_ASSIGNMENTS) && k <= 64) {
            return exactly(state, index, p, domain);
        }
        if (wide != null && wide.impossible()) {
            return p.weights.ruleFailed(state, index);
        }
        if (wide != null && wide.words > 0) {
            return wide.prune(state, index, p, this, domain, wideAt());
        }
        for (int pass = 0; pass < k + 1; pass++) {
            int changed = byBounds(state, index, p, domain);
            if (changed < 0) {
                return false;
            }
            if (changed == 0) {
                return true;
            }
        }
        return true;
    }

    /** The least value of a term over a cell's candidates (the lowest or the highest digit, by the sign). */
    private int least(int i, int mask) {
        int c = coefficients[i];
        return c * (c > 0 ? Integer.numberOfTrailingZeros(mask) + 1 : 32 - Integer.numberOfLeadingZeros(mask));
    }

    private int most(int i, int mask) {
        int c = coefficients[i];
        return c * (c > 0 ? 32 - Integer.numberOfLeadingZeros(mask) : Integer.numberOfTrailingZeros(mask) + 1);
    }

    /** One pass of bounds; returns the number of cells pruned, or -1 on a contradiction. */
    private int byBounds(int[] state, int index, RegionPropagator p, int[] domain) {
        int k = cells.length;
        long low = 0;
        long high = 0;
        for (int i = 0; i < k; i++) {
            domain[i] = state[cells[i]] & p.all;
            if (domain[i] == 0) {
                return failed(state, index, p);
            }
            low += least(i, domain[i]);
            high += most(i, domain[i]);
        }
        if (low > total || high < total) {
            return failed(state, index, p);
        }
        int changed = 0;
        for (int i = 0; i < k; i++) {
            long termLeast = total - (high - most(i, domain[i]));
            long termMost = total - (low - least(i, domain[i]));
            int c = coefficients[i];
            int lost = 0;
            for (int rest = domain[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                long term = (long) c * (Integer.numberOfTrailingZeros(bit) + 1);
                if (term < termLeast || term > termMost) {
                    lost |= bit;
                }
            }
            if (lost != 0) {
                int mask = state[cells[i]];
                if ((mask & RegionPropagator.PLACED) != 0) {
                    return failed(state, index, p);
                }
                if (!p.exclude(state, cells[i], lost)) {
                    return -1;
                }
                changed++;
            }
        }
        return changed;
    }

    /** A contradiction of the bounds pass: the rule's weight grows, and the pass returns -1. */
    private static int failed(int[] state, int index, RegionPropagator p) {
        p.weights.ruleFailed(state, index);
        return -1;
    }

    /**
     * Exact pruning: for each candidate no assignment found so far uses, a depth-first search for one that does
     * (cells in order, cut as soon as the terms left cannot reach the total), unless the candidate's residue (the last
     * assignment found with it) is still inside the candidates; each assignment found or reused supports all of its
     * digits at once. {@link SumRule} prunes its short derived rules with it too.
     */
    boolean exactly(int[] state, int index, RegionPropagator p, int[] domain) {
        if (reachable) {
            return byReach(state, index, p, domain);
        }
        int k = cells.length;
        int[] support = p.ruleSupport;
        int[] leastAfter = p.ruleLeastAfter;
        int[] mostAfter = p.ruleMostAfter;
        leastAfter[k] = 0;
        mostAfter[k] = 0;
        for (int i = k - 1; i >= 0; i--) {
            if (domain[i] == 0) {
                return p.weights.ruleFailed(state, index);
            }
            leastAfter[i] = leastAfter[i + 1] + least(i, domain[i]);
            mostAfter[i] = mostAfter[i + 1] + most(i, domain[i]);
            support[i] = 0;
        }
        long[] kept = p.residues[index];
        int[] choice = p.ruleChoice;
        long open = residues == null ? 0 : residues.open(domain);
        for (int i = 0; i < k; i++) {
            for (int rest = domain[i] & ~support[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if ((support[i] & bit) == 0
                        && (residues == null || !residues.supports(kept, i, bit, domain, support, open))
                        && find(0, 0, i, bit, domain, support, choice, leastAfter, mostAfter)
                        && residues != null) {
                    residues.keep(kept, choice);
                }
            }
            if (support[i] == 0) {
                return p.weights.ruleFailed(state, index);
            }
        }
        return keepExactSupport(state, index, p, support);
    }

    private boolean find(int i, int partial, int fixed, int fixedBit, int[] domain, int[] support, int[] choice,
            int[] leastAfter, int[] mostAfter) {
        if (i == cells.length) {
            return partial == total && supportsAll(support, choice);
        }
        int taken = takenBefore(i, choice);
        int c = coefficients[i];
        for (int options = (i == fixed ? fixedBit : domain[i]) & ~taken; options != 0; options &= options - 1) {
            int bit = options & -options;
            int sum = partial + c * (Integer.numberOfTrailingZeros(bit) + 1);
            if (sum + leastAfter[i + 1] > total || sum + mostAfter[i + 1] < total) {
                continue;
            }
            choice[i] = bit;
            if (find(i + 1, sum, fixed, fixedBit, domain, support, choice, leastAfter, mostAfter)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@link #exactly} where the spread of the totals fits in 64 bits ({@link #reachable}: every term counted from its
     * least, so that differences such as the law of 45's {@code outies - innies} qualify too): the totals the cells
     * before each index can reach, and those the cells from it on can, as bit sets. A candidate is kept
     * if some reachable total before it, its term and some total after it make the sum; where no two cells see each
     * other that is exact. Otherwise a candidate that passes is searched for an assignment as {@link #exactly} does,
     * cut as soon as the total left is not one the cells after can reach, unless its residue (the last assignment
     * found with it, {@link SumResidues}) is still inside the candidates. Where residues are kept and some cells see
     * each other, the candidates the residues leave unsupported are searched at once ({@link #searchUncovered}),
     * without the pass over every candidate. The same candidates stay either way.
     */
    private boolean byReach(int[] state, int index, RegionPropagator p, int[] domain) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        long[] found = p.residues[index];
        if (anySee && residues != null && residues.cover(found, domain, support)) {
            return true; // every candidate has an assignment: nothing to remove, no totals to read
        }
        long[] before = p.ruleReachBefore;
        long[] after = p.ruleReachAfter;
        before[0] = 1L;
        after[k] = 1L;
        for (int i = k - 1; i >= 0; i--) {
            if (domain[i] == 0) {
                return p.weights.ruleFailed(state, index);
            }
            after[i] = shifted(after[i + 1], domain[i], i);
        }
        if ((after[0] >>> reachTotal & 1L) == 0) {
            return p.weights.ruleFailed(state, index);
        }
        if (anySee && residues != null) {
            return searchUncovered(state, index, p, domain, found);
        }
        int[] reached = anySee ? p.ruleCandidates : support;
        for (int i = 0; i < k; i++) {
            before[i + 1] = shifted(before[i], domain[i], i);
            long wanted = Long.reverse(after[i + 1]) >>> (63 - reachTotal); // bit total - t for each total t after i
            int kept = 0;
            for (int rest = domain[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if ((before[i] << term(i, Integer.numberOfTrailingZeros(bit)) & wanted) != 0) {
                    kept |= bit;
                }
            }
            reached[i] = kept;
        }
        if (anySee) {
            // no residues (with them the search came first): each reached digit searched for
            Arrays.fill(support, 0, k, 0);
            return searchUncovered(state, index, p, reached, found);
        }
        return keepExactSupport(state, index, p, support);
    }

    /**
     * {@link #byReach} for cells some of which see each other, once the residues have supported what they can
     * ({@code support}; none without residues) and the totals the cells from each index can reach are in
     * {@link RegionPropagator#ruleReachAfter}: each of the candidates {@code domain} left is searched for an
     * assignment (the totals before it read again with it fixed, so that a candidate no total reaches fails at once),
     * with no pass over every candidate first: most are supported already (on the Mathemagic killers 2.5 are searched
     * in a run that reaches this far, of 19 candidates).
     */
    private boolean searchUncovered(int[] state, int index, RegionPropagator p, int[] domain, long[] found) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        long[] after = p.ruleReachAfter;
        long[] reach = p.ruleReachBefore; // the totals the cells from each index can reach, the searched candidate fixed
        System.arraycopy(after, 0, reach, 0, k + 1);
        int[] choice = p.ruleChoice;
        for (int i = 0; i < k; i++) {
            for (int rest = domain[i] & ~support[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if ((support[i] & bit) != 0) {
                    continue;
                }
                reach[i] = after[i + 1] << term(i, Integer.numberOfTrailingZeros(bit));
                for (int j = i - 1; j >= 0; j--) {
                    reach[j] = shifted(reach[j + 1], domain[j], j);
                }
                if ((reach[0] >>> reachTotal & 1L) != 0
                        && findReaching(0, 0, i, bit, domain, support, choice, reach) && residues != null) {
                    residues.keep(found, choice);
                }
            }
            reach[i] = after[i];
            if (support[i] == 0) {
                return p.weights.ruleFailed(state, index);
            }
        }
        return keepExactSupport(state, index, p, support);
    }

    /** The totals {@code reach} plus cell {@code i}'s term over the digits of {@code mask}. */
    private long shifted(long reach, int mask, int i) {
        long out = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            out |= reach << term(i, Integer.numberOfTrailingZeros(rest));
        }
        return out;
    }

    /** Cell {@code i}'s term for its digit {@code digitIndex + 1}, less its least, as {@link #byReach} counts. */
    private int term(int i, int digitIndex) {
        int c = coefficients[i];
        return c > 0 ? c * digitIndex : -c * (size - 1 - digitIndex);
    }

    private boolean findReaching(int i, int partial, int fixed, int fixedBit, int[] domain, int[] support,
            int[] choice, long[] after) {
        if (i == cells.length) {
            return supportsAll(support, choice);
        }
        int taken = takenBefore(i, choice);
        for (int options = (i == fixed ? fixedBit : domain[i]) & ~taken; options != 0; options &= options - 1) {
            int bit = options & -options;
            int left = reachTotal - partial - term(i, Integer.numberOfTrailingZeros(bit));
            if (left < 0 || (after[i + 1] >>> left & 1L) == 0) {
                continue;
            }
            choice[i] = bit;
            if (findReaching(i + 1, reachTotal - left, fixed, fixedBit, domain, support, choice, after)) {
                return true;
            }
        }
        return false;
    }

    /** An assignment found: each of its digits is supported. */
    private boolean supportsAll(int[] support, int[] choice) {
        for (int j = 0; j < cells.length; j++) {
            support[j] |= choice[j];
        }
        return true;
    }

    /** The digits the earlier cells that cell {@code i} sees have taken. */
    private int takenBefore(int i, int[] choice) {
        int taken = 0;
        for (long rest = seesEarlier[i]; rest != 0; rest &= rest - 1) {
            taken |= choice[Long.numberOfTrailingZeros(rest)];
        }
        return taken;
    }
}
