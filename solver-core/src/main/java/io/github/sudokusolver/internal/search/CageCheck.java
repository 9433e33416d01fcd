package io.github.sudokusolver.internal.search;

/**
 * The killer check of the strategies that fill cells one by one (the classic backtracking strategies and dancing
 * links): per cage, the digits it holds, their total and its empty cells, and per region the digits placed in it, so
 * that the check sees what the placements rule out. Two tests, from cheap to exact, both on what each empty cell of a
 * cage can take (a digit that neither its regions nor its cage hold yet):
 * <ul>
 *   <li>{@link #allowed}: the digits a cell may take so that the sum left is one the cage's other empty cells can make
 *       with distinct digits of the union of what each can take (by a table of the sums distinct digits of a set
 *       make, for digits up to 9; by the smallest and the largest such sums above);</li>
 *   <li>{@link #feasibleAfter}, after a placement: its own cage, and every cage with an empty cell in one of its
 *       regions that could still take the digit, can be completed: distinct digits, one per empty cell, each one the
 *       cell can take, adding up to the sum left (a bounded depth-first search).</li>
 * </ul>
 * So a cage that needs a digit its cells can no longer take is a dead end at the placement that makes it so, not once
 * the search reaches the cage. Digits are bits {@code 1 << d}, as the classic strategies keep them. One instance
 * serves one search; it allocates nothing once made.
 */
final class CageCheck {

    private final int[] cageOf;
    private final int[] sums;
    private final int[][] cageCells;
    private final int[][] regionsOf;
    /** Per cage, the digits placed in it (bit d for digit d). */
    private final int[] used;
    /** Per cage, the total of its placed digits. */
    private final int[] total;
    /** Per cage, its cells still empty. */
    private final int[] empty;
    /** Per region, the digits placed in it. */
    private final int[] regionUsed;
    /** Per compact cell, its digit; 0 while empty. */
    private final int[] digitOf;
    /**
     * Per compact cell, the cages other than its own with a cell in one of its regions: those whose cells a digit
     * placed there may take a digit from.
     */
    private final int[][] touched;
    /** Every digit of the grid, bit d for digit d. */
    private final int allDigits;
    /** Scratch of {@link #feasible}: what each empty cell of a cage can take, and what the cells after it can. */
    private final int[] options;
    private final int[] optionsAfter;
    /** Steps left to {@link #assignable} in this check. */
    private int steps;
    /** The most digits one check tries: a bound on its work (generated killers #1-10 take the nodes of no bound). */
    private static final int MAX_STEPS = 1024;

    /** The check of a geometry's cages; null when it has none, so callers skip it with one test. */
    static CageCheck of(Geometry geometry) {
        return geometry.cageCount() == 0 ? null : new CageCheck(geometry);
    }

    private CageCheck(Geometry geometry) {
        this.cageOf = geometry.cageOf;
        this.sums = geometry.cageSums;
        this.cageCells = geometry.cageCells;
        this.regionsOf = geometry.regionsOf;
        this.used = new int[sums.length];
        this.total = new int[sums.length];
        this.empty = new int[sums.length];
        for (int c = 0; c < sums.length; c++) {
            empty[c] = cageCells[c].length;
        }
        this.regionUsed = new int[geometry.regionCount()];
        this.digitOf = new int[geometry.cellCount()];
        this.touched = touched(geometry);
        this.allDigits = (1 << geometry.size + 1) - 2;
        int longest = 0;
        for (int[] cage : cageCells) {
            longest = Math.max(longest, cage.length);
        }
        this.options = new int[longest];
        this.optionsAfter = new int[longest];
    }

    /** Per cell, the cages other than its own that have a cell in one of its regions, ascending. */
    private static int[][] touched(Geometry geometry) {
        int cells = geometry.cellCount();
        int[][] touched = new int[cells][];
        boolean[] seen = new boolean[geometry.cageCount()];
        int[] buffer = new int[geometry.cageCount()];
        for (int cell = 0; cell < cells; cell++) {
            int count = 0;
            for (int region : geometry.regionsOf[cell]) {
                for (int other : geometry.regionCells[region]) {
                    int c = geometry.cageOf[other];
                    if (c >= 0 && c != geometry.cageOf[cell] && !seen[c]) {
                        seen[c] = true;
                        buffer[count++] = c;
                    }
                }
            }
            touched[cell] = java.util.Arrays.copyOf(buffer, count);
            java.util.Arrays.sort(touched[cell]);
            for (int c : touched[cell]) {
                seen[c] = false;
            }
        }
        return touched;
    }

    /** How many cages there are. */
    int cageCount() {
        return sums.length;
    }

    /** The cage of {@code cell}, -1 for none. */
    int cageOf(int cell) {
        return cageOf[cell];
    }

    /** The cells of cage {@code c}, ascending; not to be modified. */
    int[] cellsOf(int c) {
        return cageCells[c];
    }

    /** The cages other than its own that a placement in {@code cell} may change; not to be modified. */
    int[] touchedBy(int cell) {
        return touched[cell];
    }

    /** Whether {@code cell} is empty. */
    boolean isEmpty(int cell) {
        return digitOf[cell] == 0;
    }

    /**
     * The digits among {@code digits} (bit d for digit d) that {@code cell}'s cage still allows there: not in the
     * cage yet, and leaving a sum that the cage's other empty cells can still make with digits they can take.
     */
    int allowed(int cell, int digits) {
        int c = cageOf[cell];
        if (c < 0) {
            return digits;
        }
        int left = sums[c] - total[c];
        int cellsAfter = empty[c] - 1;
        int unused = allDigits & ~used[c];
        int others = 0; // what the other empty cells of the cage can take
        for (int other : cageCells[c]) {
            if (other != cell && digitOf[other] == 0) {
                int options = unused & ~regionDigits(other);
                if (options == 0) {
                    return 0;
                }
                others |= options;
            }
        }
        int kept = 0;
        for (int rest = digits & unused; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int need = left - Integer.numberOfTrailingZeros(bit);
            if (cellsAfter == 0 ? need == 0 : reachable(others & ~bit, cellsAfter, need)) {
                kept |= bit;
            }
        }
        return kept;
    }

    /**
     * Whether every cage that the last placement, in {@code cell}, may have changed can still be completed: its own,
     * and those with an empty cell in a region of {@code cell} that did not hold the digit yet.
     */
    boolean feasibleAfter(int cell) {
        int own = cageOf[cell];
        if (own >= 0 && empty[own] != 0 && !feasible(own)) {
            return false;
        }
        int bit = 1 << digitOf[cell];
        for (int c : touched[cell]) {
            // a cage that holds the digit already could not take it anyway
            if (empty[c] != 0 && (used[c] & bit) == 0 && !feasible(c)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every cage can still be completed: for the givens, before the search. */
    boolean allFeasible() {
        for (int c = 0; c < sums.length; c++) {
            if (empty[c] == 0 ? total[c] != sums[c] : !feasible(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether cage {@code c}, with at least one empty cell, can still be completed: its empty cells can take distinct
     * digits that neither the cage nor their regions hold yet, one each, adding up to the sum left.
     */
    private boolean feasible(int c) {
        int unused = allDigits & ~used[c];
        int k = 0;
        int union = 0;
        for (int cell : cageCells[c]) {
            if (digitOf[cell] == 0) {
                int own = unused & ~regionDigits(cell);
                if (own == 0) {
                    return false;
                }
                options[k++] = own;
                union |= own;
            }
        }
        int left = sums[c] - total[c];
        if (!reachable(union, k, left)) {
            return false;
        }
        if (k == 1) {
            return true;
        }
        int after = 0;
        for (int i = k - 1; i >= 0; i--) {
            optionsAfter[i] = after;
            after |= options[i];
        }
        steps = MAX_STEPS;
        return assignable(0, k, 0, left);
    }

    /**
     * Whether the empty cells {@code i..k-1} can take distinct digits outside {@code taken} (one each, of what
     * {@link #options} says each can take) that add up to {@code need}: depth first, a digit kept only if the cells
     * after can still make the rest with what they can take. True once {@link #MAX_STEPS} digits are tried without
     * an answer, which a long cage of a large grid might need: the check may then miss a dead end, never make one.
     */
    private boolean assignable(int i, int k, int taken, int need) {
        if (i == k) {
            return need == 0;
        }
        if (--steps < 0) {
            return true;
        }
        for (int rest = options[i] & ~taken; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int d = Integer.numberOfTrailingZeros(bit);
            if (reachable(optionsAfter[i] & ~(taken | bit), k - i - 1, need - d)
                    && assignable(i + 1, k, taken | bit, need - d)) {
                return true;
            }
        }
        return false;
    }

    /** The digits placed in the regions of {@code cell}. */
    private int regionDigits(int cell) {
        int taken = 0;
        for (int region : regionsOf[cell]) {
            taken |= regionUsed[region];
        }
        return taken;
    }

    /** Whether {@code count} distinct digits of {@code digits} (bit d for digit d) add up to {@code need}. */
    static boolean reachable(int digits, int count, int need) {
        if (need < 0) {
            return false;
        }
        if (digits < 1 << Sums.DIGITS + 1) {
            return count <= Sums.DIGITS && need < 64
                    && (Sums.REACHABLE[(digits >>> 1) * (Sums.DIGITS + 1) + count] >>> need & 1) != 0;
        }
        if (Integer.bitCount(digits) < count) {
            return false;
        }
        int least = 0;
        int rest = digits;
        for (int i = 0; i < count; i++, rest &= rest - 1) {
            least += Integer.numberOfTrailingZeros(rest);
        }
        if (need < least) {
            return false;
        }
        int most = 0;
        rest = digits;
        for (int i = 0; i < count; i++) {
            int top = 31 - Integer.numberOfLeadingZeros(rest);
            most += top;
            rest &= ~(1 << top);
        }
        return need <= most;
    }

    /** Records digit {@code digit} in {@code cell}. */
    void place(int cell, int digit) {
        int bit = 1 << digit;
        digitOf[cell] = digit;
        for (int region : regionsOf[cell]) {
            regionUsed[region] |= bit;
        }
        int c = cageOf[cell];
        if (c >= 0) {
            used[c] |= bit;
            total[c] += digit;
            empty[c]--;
        }
    }

    /** Takes back what {@link #place} recorded. */
    void unplace(int cell, int digit) {
        int bit = 1 << digit;
        digitOf[cell] = 0;
        for (int region : regionsOf[cell]) {
            regionUsed[region] &= ~bit;
        }
        int c = cageOf[cell];
        if (c >= 0) {
            used[c] &= ~bit;
            total[c] -= digit;
            empty[c]++;
        }
    }

    /**
     * The sums that distinct digits of 1..9 can make, by the set they are drawn from and how many: bit s of
     * {@code REACHABLE[set * 10 + count]} says that {@code count} distinct digits of {@code set} (bit d-1 for digit
     * d) add up to s. 5,120 longs, made when a killer of up to 9 digits is first checked.
     */
    private static final class Sums {
        static final int DIGITS = 9;
        static final long[] REACHABLE = new long[(1 << DIGITS) * (DIGITS + 1)];

        static {
            REACHABLE[0] = 1; // no digits make 0
            for (int set = 1; set < 1 << DIGITS; set++) {
                int digit = Integer.numberOfTrailingZeros(set) + 1;
                int rest = set & set - 1;
                REACHABLE[set * (DIGITS + 1)] = 1;
                for (int count = 1; count <= DIGITS; count++) {
                    REACHABLE[set * (DIGITS + 1) + count] = REACHABLE[rest * (DIGITS + 1) + count]
                            | REACHABLE[rest * (DIGITS + 1) + count - 1] << digit;
                }
            }
        }

        private Sums() {
        }
    }
}
