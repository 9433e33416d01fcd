package io.github.sudokusolver.internal.search;

/**
 * {@link LinearSum}'s pass for a variant rule's sum with too many assignments to search for exact support (a 32-cell
 * arrow, a little killer): the cells are split at setup into groups of one coefficient whose cells all see each other
 * (so hold distinct digits; {@link #firstFit}, {@link #cliques} or by regions, whichever gives larger groups), and a
 * run reasons over the groups' totals as bit sets.
 *
 * <p>Per group, per cell and digit, the totals the group can make with that digit in that cell: for a group of one to
 * three cells by trying its assignments of distinct digits (exact for the group); for a larger group of {@code t}
 * cells, the digit plus a total of {@code t - 1} other distinct digits of the union of the group's candidates (a
 * relaxation: the other cells are matched to digits only through that union). The groups' terms, shifted so that
 * each is at least 0, are then combined as in a knapsack: the totals the groups after each one can complete (from the
 * last back), the totals the groups before it reach (from the first on), and a group total is kept if some total
 * before it plus its term is one the groups after complete. A cell keeps a digit if some kept total of its group has
 * that digit there. Sound (every digit of every solution stays), exact where no two cells see each other, and much
 * stronger than bounds on a long sum: nine cells of one box on an arrow make 45 and nothing else.
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

    WideSum(int[] cells, int[] coefficients, int total, Geometry geometry) {
        this.size = geometry.size;
        int[][] found = better(better(firstFit(cells, coefficients, geometry), cliques(cells, coefficients, geometry)),
                better(byRegions(cells, coefficients, geometry, false), byRegions(cells, coefficients, geometry, true)));
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
        this.sumsAt = 0;
        this.reachAt = sumsAt + cells.length * size * sumWords;
        this.keptAt = reachAt + count * sumWords;
        this.countsAt = keptAt + count * sumWords;
        this.completingAt = countsAt + (size + 1) * sumWords;
        this.beforeAt = completingAt + (count + 1) * words;
        this.nextAt = beforeAt + words;
        this.scratch = nextAt + words;
        this.narrow = words > 0 && NarrowSum.fits(groups, mostTotal, shiftedTotal)
                ? new NarrowSum(groups, this.coefficients, leastTotal, mostTotal, shiftedTotal,
                        apart(cells, groups, geometry))
                : null;
    }

    /** Whether no two cells of different groups see each other. */
    private static boolean apart(int[] cells, int[][] groups, Geometry geometry) {
        for (int g = 0; g < groups.length; g++) {
            for (int h = g + 1; h < groups.length; h++) {
                for (int i : groups[g]) {
                    for (int j : groups[h]) {
                        if (geometry.sees(cells[i], cells[j])) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    /**
     * Whether {@link #prune} is exact (every candidate it keeps is in an assignment meeting the sum): groups of one to
     * three cells whose totals fit a {@code long}, no two cells of different groups seeing each other.
     */
    boolean exact() {
        return narrow != null && narrow.exact;
    }

    /** Groups of one coefficient whose cells all see each other: each cell, in order, joins the first it can. */
    static int[][] firstFit(int[] cells, int[] coefficients, Geometry geometry) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            java.util.List<Integer> chosen = null;
            for (java.util.List<Integer> group : groups) {
                if (coefficients[group.get(0)] == coefficients[i] && seesAll(cells, geometry, i, group)) {
                    chosen = group;
                    break;
                }
            }
            if (chosen == null) {
                chosen = new java.util.ArrayList<>();
                groups.add(chosen);
            }
            chosen.add(i);
        }
        return arrays(groups);
    }

    /**
     * Groups grown one at a time: among the cells left, the one that sees the most others of its coefficient starts
     * a group, which then takes, while any is left that sees all of it, the one that sees most of those.
     */
    static int[][] cliques(int[] cells, int[] coefficients, Geometry geometry) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        boolean[] taken = new boolean[cells.length];
        for (int left = cells.length; left > 0; ) {
            java.util.List<Integer> candidates = new java.util.ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                if (!taken[i]) {
                    candidates.add(i);
                }
            }
            java.util.List<Integer> group = new java.util.ArrayList<>();
            while (!candidates.isEmpty()) {
                int best = -1;
                int bestScore = -1;
                for (int i : candidates) {
                    int score = 0;
                    for (int j : candidates) {
                        score += j != i && coefficients[j] == coefficients[i]
                                && geometry.sees(cells[i], cells[j]) ? 1 : 0;
                    }
                    if (score > bestScore) {
                        best = i;
                        bestScore = score;
                    }
                }
                group.add(best);
                taken[best] = true;
                left--;
                java.util.List<Integer> next = new java.util.ArrayList<>();
                for (int j : candidates) {
                    if (j != best && coefficients[j] == coefficients[best] && geometry.sees(cells[j], cells[best])) {
                        next.add(j);
                    }
                }
                candidates = next;
            }
            groups.add(group);
        }
        return arrays(groups);
    }

    /**
     * Groups taken region by region: while cells are left, the region holding the most of those left of one
     * coefficient (on a tie the first met, or with {@code lastOnTies} the last in the geometry's order: boxes and extra
     * regions come after rows and columns) makes a group of them; a cell in no region with another makes a group alone. A region's cells
     * all see each other, and a long arrow that winds through boxes is best split by its boxes: on "Long sums 2" the
     * cliques took a column's six cells where the boxes give a least total one higher, the rule's very total.
     */
    static int[][] byRegions(int[] cells, int[] coefficients, Geometry geometry, boolean lastOnTies) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        boolean[] taken = new boolean[cells.length];
        for (int left = cells.length; left > 0; ) {
            int bestRegion = -1;
            int bestCoefficient = 0;
            int bestCount = 1;
            for (int i = 0; i < cells.length; i++) {
                if (taken[i]) {
                    continue;
                }
                for (int r : geometry.regionsOf[cells[i]]) {
                    int count = 0;
                    for (int j = 0; j < cells.length; j++) {
                        if (!taken[j] && coefficients[j] == coefficients[i] && geometry.inRegion(cells[j], r)) {
                            count++;
                        }
                    }
                    if (count > bestCount || lastOnTies && count == bestCount && count > 1 && r > bestRegion) {
                        bestRegion = r;
                        bestCoefficient = coefficients[i];
                        bestCount = count;
                    }
                }
            }
            java.util.List<Integer> group = new java.util.ArrayList<>();
            for (int j = 0; j < cells.length && group.isEmpty(); j++) {
                if (!taken[j] && bestRegion < 0) {
                    group.add(j); // no region holds two cells left: one alone
                }
            }
            for (int j = 0; j < cells.length && bestRegion >= 0; j++) {
                if (!taken[j] && coefficients[j] == bestCoefficient && geometry.inRegion(cells[j], bestRegion)) {
                    group.add(j);
                }
            }
            for (int j : group) {
                taken[j] = true;
            }
            left -= group.size();
            groups.add(group);
        }
        return arrays(groups);
    }

    /** The grouping with the larger sum of squared group sizes (fewer, larger groups: narrower totals). */
    private static int[][] better(int[][] a, int[][] b) {
        long squaresA = 0;
        long squaresB = 0;
        for (int[] group : a) {
            squaresA += (long) group.length * group.length;
        }
        for (int[] group : b) {
            squaresB += (long) group.length * group.length;
        }
        return squaresB > squaresA ? b : a;
    }

    private static boolean seesAll(int[] cells, Geometry geometry, int i, java.util.List<Integer> group) {
        for (int j : group) {
            if (!geometry.sees(cells[i], cells[j])) {
                return false;
            }
        }
        return true;
    }

    private static int[][] arrays(java.util.List<java.util.List<Integer>> groups) {
        int[][] out = new int[groups.size()][];
        for (int g = 0; g < out.length; g++) {
            out[g] = groups.get(g).stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        return out;
    }

    /** Whether no assignment of digits 1..n can meet the sum, whatever the candidates. */
    boolean impossible() {
        return shiftedTotal < 0;
    }

    /** The {@code long} words of scratch a run needs. */
    int scratchWords() {
        return words == 0 ? 0 : narrow != null ? narrow.scratchWords() : scratch;
    }

    /**
     * Prunes the rule's cells ({@code cells[i]}, candidates {@code domain[i]}) as the class says; false on a
     * contradiction.
     */
    boolean prune(int[] state, int index, RegionPropagator p, Propagator rule, int[] domain) {
        if (narrow != null) {
            return narrow.prune(state, index, p, rule, domain);
        }
        long[] bits = p.wordScratch;
        int count = groups.length;
        for (int g = 0; g < count; g++) {
            if (!groupTotals(g, domain, bits)) {
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
     * The totals group {@code g} can make, per cell and digit (with that digit in that cell) and in all; false if it
     * can make none. Groups of up to three cells are enumerated (exact for the group); larger ones take, for a digit,
     * the totals of the other cells' count of other distinct digits of the group's union.
     */
    private boolean groupTotals(int g, int[] domain, long[] bits) {
        int[] group = groups[g];
        int t = group.length;
        int union = 0;
        for (int i : group) {
            if (domain[i] == 0) {
                return false;
            }
            union |= domain[i];
            int sums = sumsAt + i * size * sumWords;
            java.util.Arrays.fill(bits, sums, sums + size * sumWords, 0L);
        }
        int reach = reachAt + g * sumWords;
        java.util.Arrays.fill(bits, reach, reach + sumWords, 0L);
        if (Integer.bitCount(union) < t) {
            return false;
        }
        if (t <= 3) {
            enumerate(group, domain, bits);
        } else {
            for (int rest = union; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest);
                othersTotals(union & ~(1 << d), t - 1, bits);
                int first = -1;
                for (int i : group) {
                    if ((domain[i] >>> d & 1) == 0) {
                        continue;
                    }
                    int sums = sumsAt + (i * size + d) * sumWords;
                    if (first < 0) {
                        orUp(bits, countsAt + (t - 1) * sumWords, sums, d + 1, sumWords);
                        first = sums;
                    } else {
                        System.arraycopy(bits, first, bits, sums, sumWords);
                    }
                }
            }
        }
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
        int wordShift = shift >>> 6;
        int bitShift = shift & 63;
        for (int w = length - 1; w >= wordShift; w--) {
            long word = bits[from + w - wordShift] << bitShift;
            if (bitShift != 0 && w - wordShift - 1 >= 0) {
                word |= bits[from + w - wordShift - 1] >>> (64 - bitShift);
            }
            bits[to + w] |= word;
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
