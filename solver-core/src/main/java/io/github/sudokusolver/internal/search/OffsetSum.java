package io.github.sudokusolver.internal.search;

/**
 * Cells that all see each other add up to one more cell's digit plus a constant: {@code sum(cells[0..k-1]) =
 * cells[k] + offset}. What a cage poking out of a house by one cell leaves ({@link SumRules}: the house's cells outside
 * the cages wholly inside and outside this cage add up to the cage's cell outside the house plus what the sums leave),
 * the Interactive Sudoku Solver's "hidden cage". For each digit v of the last cell, the sets of k distinct digits
 * adding up to {@code offset + v} are read from a table; a set is kept if every cell can take one of its digits and
 * the cells together can take all of them (none taking v where it sees the last cell), and, once the last cell has
 * one digit left, if a matching gives each cell one of its digits ({@link SetMatchings} up to five cells, Régin's
 * filter beyond, for three cells and more; for the poking cages, not the arrows); a cell keeps its digits of the kept
 * sets (of the matchings, where one was run), the last cell the digits with a kept set. Once every candidate of the
 * sum's cells is supported, a digit of the last cell looks no further than its first kept set.
 * Sound; exact on placed cells, with one cell in the sum, and (matching) with three or more once the last cell has one
 * digit. The matching for every digit of the last cell
 * (exact always) took 1.7 times the CPU on Tarek's killers with more nodes there (38,898 against 38,564), and none
 * (no matching at all) left 7 Mathemagic killers at the 300,000-node cap against 4 ({@code docs/killer.md}). Like an
 * exact rule it is not woken by its own removals (a rerun could cut more). Immutable and shared; the scratch is the
 * propagator's.
 */
final class OffsetSum extends Propagator {

    final int offset;
    /** Per digit v of the last cell (index {@code v - 1}): the sets of k distinct digits adding up to offset + v. */
    private final int[][] setsByDigit;
    /** Per cell of the sum, whether it sees the last cell (so differs from it). */
    private final boolean[] seesLast;
    /** Whether a matching confirms each set once the last cell has one digit. */
    private final boolean matchOnce;

    /**
     * @param sumCells compact cells that all see each other, at least one
     * @param last the compact cell whose digit, plus {@code offset}, they add up to; not among them
     * @param offset the constant
     * @throws IllegalArgumentException if the digit sets of a total are too many to list (far more cells than the
     *     callers build it with)
     * @param geometry the geometry, for the grid size and who sees whom
     * @param matchOnce whether a matching confirms each set once the last cell has one digit (the poking cages: yes;
     *     arrows: no, "Arrow, slow" took 20,244 nodes with it against 15,032)
     */
    OffsetSum(int[] sumCells, int last, int offset, Geometry geometry, boolean matchOnce) {
        super(join(sumCells, last));
        this.offset = offset;
        this.matchOnce = matchOnce;
        int n = geometry.size;
        this.setsByDigit = new int[n][];
        for (int v = 1; v <= n; v++) {
            int[] sets = DigitSets.combinations(n, sumCells.length, offset + v);
            if (sets == null) {
                // too many sets to list: reading it as "none" would rule v out unsoundly; the callers' caps (at most
                // six cells) keep far below, so this is a caller's error
                throw new IllegalArgumentException(sumCells.length + " cells of " + n + " digits adding up to "
                        + (offset + v) + " have too many digit sets for an OffsetSum");
            }
            setsByDigit[v - 1] = sets;
        }
        this.seesLast = new boolean[sumCells.length];
        for (int i = 0; i < sumCells.length; i++) {
            seesLast[i] = geometry.sees(sumCells[i], last);
        }
    }

    /**
     * Whether the cells can take the set's digits one each (by their assignments up to {@link SetMatchings#MOST} cells,
     * Régin's filter beyond); if so, each cell's options cut to what it takes in some such matching.
     */
    private static boolean match(int k, int[] options, RegionPropagator p) {
        if (k <= SetMatchings.MOST) {
            int[] found = p.ruleChoice;
            SetMatchings.match(k, options, found);
            if (found[0] == 0) {
                return false;
            }
            System.arraycopy(found, 0, options, 0, k);
            return true;
        }
        AllDifferentFilter filter = p.filter;
        for (int i = 0; i < k; i++) {
            filter.slotKey[i] = i;
            filter.slotDomain[i] = options[i];
        }
        if (!filter.filter(k, p.ruleMatching)) {
            return false;
        }
        if (filter.pruned) {
            for (int i = 0; i < k; i++) {
                options[i] = filter.allowed[i];
            }
        }
        return true;
    }

    private static int[] join(int[] sumCells, int last) {
        int[] cells = java.util.Arrays.copyOf(sumCells, sumCells.length + 1);
        cells[sumCells.length] = last;
        return cells;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length - 1;
        int[] domain = p.ruleDomain;
        int[] support = p.ruleSupport;
        int union = 0;
        for (int i = 0; i < k; i++) {
            domain[i] = state[cells[i]] & p.all;
            union |= domain[i];
            support[i] = 0;
        }
        support[k] = 0;
        int[] options = p.ruleCandidates;
        int[] allowed = p.ruleAllowed;
        boolean single = matchOnce && Integer.bitCount(state[cells[k]] & p.all) == 1;
        boolean matched = single && k > 2;
        boolean full = false; // every candidate of the sum's cells supported: a digit of the last cell needs one set
        for (int rest = state[cells[k]] & p.all; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int reach = 0; // the digits the cells can take beside the last cell's v
            for (int i = 0; i < k; i++) {
                allowed[i] = seesLast[i] ? domain[i] & ~bit : domain[i];
                reach |= allowed[i];
            }
            boolean kept = false;
            for (int set : setsByDigit[Integer.numberOfTrailingZeros(bit)]) {
                if (kept && full) {
                    break; // nothing left for this digit's other sets to support
                }
                if ((set & ~reach) != 0) {
                    continue; // a digit no cell can take: within reach, the cells cover the set
                }
                boolean fits = true;
                for (int i = 0; i < k && fits; i++) {
                    fits = (allowed[i] & set) != 0;
                }
                if (!fits) {
                    continue;
                }
                if (matched || !full) {
                    for (int i = 0; i < k; i++) {
                        options[i] = allowed[i] & set;
                    }
                    if (matched && !match(k, options, p)) {
                        continue;
                    }
                    if (!full) {
                        full = true;
                        for (int i = 0; i < k; i++) {
                            support[i] |= options[i];
                            full &= support[i] == domain[i];
                        }
                    }
                }
                kept = true;
            }
            if (kept) {
                support[k] |= bit;
            }
        }
        if (support[k] == 0) {
            return p.weights.ruleFailed(state, index);
        }
        return keepExactSupport(state, index, p, support);
    }
}
