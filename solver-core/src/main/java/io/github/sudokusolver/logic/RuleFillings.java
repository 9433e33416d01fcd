package io.github.sudokusolver.logic;

/**
 * The fillings of a weighted sum of {@link SumFacts} (an arrow, a little killer): the ways of giving each of its cells
 * one of its candidates so that the weighted digits reach the total, where digits repeat freely except between cells
 * that are peers. {@link #fill} answers whether one exists and, per cell, the digits some filling gives it: a
 * candidate no filling uses can go.
 *
 * <p>The search walks the cells in the sum's order, depth first. The sum left and the others' least and greatest
 * contributions prune it; what a node's subtree can do depends only on the sum left and, for the cells still to come,
 * the digits their peers already took, so a node is remembered by those (the cells already filled that are peers of a
 * cell to come, grouped by which cells to come they see: each group's digits as one mask). Every node's subtree is
 * walked once in full, so the digits recorded below a remembered node stay recorded. A search stops past
 * {@link #MOST_NODES} nodes and answers {@link #TOO_BIG}: a finder then skips the rule, and the last resort, which
 * keeps every rule, still finishes the explanation.
 *
 * <p>{@code CageFillings} is the killers' search and stays as it is; this one is {@link KillerFinders}' widened to
 * weights and repeats. The answers are remembered by the sum and its cells' marks ({@link IntKeyTable}): the
 * finders ask every sum at every step, and most sums have not changed since; the dynamic chains ask a sum at each
 * removal in its cells, and the runs of one search start from the same marks and take a sum through the same states
 * again and again. {@link #of(Grid)} gives each thread one instance per grid. Not thread-safe.
 */
final class RuleFillings {

    /** Some filling exists; {@link #support} holds each cell's digits. */
    static final int FOUND = 1;
    /** No filling exists: the marks are broken, which is no sum step's to say. */
    static final int NONE = 0;
    /** The search was too large (past {@link #MOST_NODES}, or past 16 digits or 63 cells): nothing is known. */
    static final int TOO_BIG = -1;

    /** The most nodes one search visits before it gives up. */
    static final int MOST_NODES = 200_000;
    /** The most digits and cells the search takes (a cell's peers are a {@code long} over the sum's cells). */
    private static final int MAX_DIGITS = 16;
    private static final int MAX_CELLS = 63;
    /** Memo slots (a power of two); past half of them full, no more nodes are remembered in that search. */
    private static final int SLOTS = 1 << 15;
    /** The sum left is kept in a node's key as {@code left + LEFT_BIAS}, in {@link #LEFT_BITS} bits. */
    private static final int LEFT_BITS = 20;
    private static final int LEFT_BIAS = 1 << LEFT_BITS - 1;
    private static final int POSITION_BITS = 6;

    /**
     * The most nodes one search of the dynamic chains visits: they ask a sum at every removal in its cells, thousands
     * of times per step, so a sum whose searches are large (a pill's three-digit total over a long line) is skipped
     * there rather than searched at each removal; the sum finders still search it in full.
     */
    static final int MOST_CHAIN_NODES = 5_000;
    /**
     * The most nodes all the searches of one sum may take in one run of the dynamic chains (between two
     * {@link #startWork} calls); past it, {@link #fill} answers {@link #TOO_BIG} for that sum. A remembered answer is
     * charged what its search cost, so a run followed again (to write its step) makes the same choices.
     */
    static final long CHAIN_WORK_PER_SUM = 20_000;

    private static final PerThread<RuleFillings> LAST = new PerThread<>();
    private static final PerThread<RuleFillings> LAST_OF_CHAINS = new PerThread<>();

    private final Grid grid;
    private final SumFacts facts;
    /** Per sum and position, the earlier positions that are peers of it (bit k for position k). */
    private final long[][] peersBefore;
    /**
     * Per sum and position i, the groups of earlier positions that see some position from i on, each group the
     * positions that see the same ones from i on; null where their masks do not fit a key (no node remembered there).
     */
    private final long[][][] frontier;
    /** The answers of {@link #fill}, by the sum and its cells' marks. */
    private final IntKeyTable<Filled> answers = new IntKeyTable<>();

    /**
     * What a search of a sum found: {@link #FOUND}, {@link #NONE} or {@link #TOO_BIG}, the digits per position, and the
     * nodes it took.
     */
    private record Filled(int result, int[] support, int cost) {
    }

    /**
     * Per sum, the marks of its cells when {@link #fillPlacing} was asked last (null before), and its answers on them
     * by position and digit ({@code position * size + digit - 1}; a null support: not asked yet).
     */
    private final int[][] placingMarks;
    private final int[][][] placingSupport;
    private final int[][] placingResult;

    /** Per position of the sum last searched, the digits some filling gives it: a remembered answer, read only. */
    int[] support;
    /** What a search records the digits of its fillings in, before {@link #fill} keeps a copy as the sum's answer. */
    private final int[] scratch;

    // the search's state, sized for the largest sum
    private final int[] candidates;
    private final int[] digitAt;
    private int[] weightOf;
    private final long[] leastAfter;
    private final long[] mostAfter;
    private int cellCount;
    private long[] peersOfPosition;
    private long[][] groupsOfPosition;
    private int nodes;
    private boolean aborted;
    private final long[] keys = new long[SLOTS];
    private final int[] stamps = new int[SLOTS];
    private final boolean[] found = new boolean[SLOTS];
    private int epoch;
    private int kept;

    /** Past this many nodes a search gives up: {@link #MOST_NODES}, or a test's. */
    private final int mostNodes;
    /** Per sum, the nodes searched since {@link #startWork}; past {@link #workPerSum}, the sum is not searched. */
    private final long[] spent;
    private final long workPerSum;

    /** An instance that gives up a search past {@code mostNodes} nodes; {@link #of} gives the shared one. */
    RuleFillings(Grid grid, int mostNodes) {
        this(grid, mostNodes, Long.MAX_VALUE);
    }

    /** An instance that also stops searching a sum past {@code workPerSum} nodes between two {@link #startWork}s. */
    RuleFillings(Grid grid, int mostNodes, long workPerSum) {
        this.grid = grid;
        this.mostNodes = mostNodes;
        this.workPerSum = workPerSum;
        this.facts = grid.rules.sums;
        int sums = facts.sumCount();
        this.spent = new long[sums];
        this.peersBefore = new long[sums][];
        this.frontier = new long[sums][][];
        this.placingMarks = new int[sums][];
        this.placingSupport = new int[sums][][];
        this.placingResult = new int[sums][];
        int largest = 0;
        for (int s = 0; s < sums; s++) {
            largest = Math.max(largest, facts.cells[s].length);
            if (facts.cells[s].length <= MAX_CELLS) {
                tables(s);
            }
        }
        this.candidates = new int[largest];
        this.digitAt = new int[largest];
        this.leastAfter = new long[largest + 1];
        this.mostAfter = new long[largest + 1];
        this.scratch = new int[largest];
        this.support = scratch;
    }

    /** This thread's instance for the grid, whose remembered answers carry over from call to call. */
    static RuleFillings of(Grid grid) {
        return LAST.get(last -> last.grid == grid, () -> new RuleFillings(grid, MOST_NODES));
    }

    /** This thread's instance for the dynamic chains on the grid, capped at {@link #MOST_CHAIN_NODES} a search. */
    static RuleFillings ofChains(Grid grid) {
        return LAST_OF_CHAINS.get(last -> last.grid == grid,
                () -> new RuleFillings(grid, MOST_CHAIN_NODES, CHAIN_WORK_PER_SUM));
    }

    /** Starts counting each sum's work afresh (a new run of the dynamic chains). */
    void startWork() {
        java.util.Arrays.fill(spent, 0);
    }

    /** Each sum's work since {@link #startWork}, a copy: for a run that lets nested runs start theirs, to resume. */
    long[] work() {
        return spent.clone();
    }

    /** Counts each sum's work on from what {@link #work} gave. */
    void resumeWork(long[] work) {
        System.arraycopy(work, 0, spent, 0, spent.length);
    }

    /** {@link #peersBefore} and {@link #frontier} of a sum: from its cells and the grid's peers alone. */
    private void tables(int sum) {
        int[] cells = facts.cells[sum];
        int n = cells.length;
        long[] peers = new long[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < i; k++) {
                if (grid.sees(cells[i], cells[k])) {
                    peers[i] |= 1L << k;
                }
            }
        }
        peersBefore[sum] = peers;
        long[][] groups = new long[n + 1][];
        int freeBits = Long.SIZE - POSITION_BITS - LEFT_BITS;
        for (int i = 0; i <= n; i++) {
            // per earlier position k, the positions from i on it sees; equal ones make a group
            long[] seesLater = new long[i];
            for (int j = i; j < n; j++) {
                for (long bits = peers[j] & ((1L << i) - 1); bits != 0; bits &= bits - 1) {
                    seesLater[Long.numberOfTrailingZeros(bits)] |= 1L << j;
                }
            }
            long[] members = new long[i];
            long[] keysOfGroups = new long[i];
            int count = 0;
            for (int k = 0; k < i; k++) {
                if (seesLater[k] == 0) {
                    continue;
                }
                int g = 0;
                while (g < count && keysOfGroups[g] != seesLater[k]) {
                    g++;
                }
                if (g == count) {
                    keysOfGroups[count++] = seesLater[k];
                }
                members[g] |= 1L << k;
            }
            groups[i] = count * grid.size <= freeBits ? java.util.Arrays.copyOf(members, count) : null;
        }
        frontier[sum] = groups;
    }

    /**
     * Searches the fillings of a weighted sum on these marks; {@link #support} then holds, per position of the sum's
     * cells, the digits some filling gives it (a placed cell's digit, when some filling exists). On an instance with a
     * work limit ({@link #ofChains}), a sum whose work in this run is spent is {@link #TOO_BIG}.
     *
     * @return {@link #FOUND}, {@link #NONE} or {@link #TOO_BIG}
     */
    int fill(int[] marks, int sum) {
        int[] cells = facts.cells[sum];
        if (grid.size > MAX_DIGITS || cells.length > MAX_CELLS) {
            return TOO_BIG;
        }
        int[] key = answers.key(cells.length + 1);
        key[0] = sum;
        for (int i = 0; i < cells.length; i++) {
            key[i + 1] = marks[cells[i]];
        }
        if (spent[sum] > workPerSum) {
            return TOO_BIG;
        }
        Filled known = answers.get();
        if (known == null) {
            int result = search(marks, sum, -1, 0);
            known = new Filled(result, java.util.Arrays.copyOf(scratch, cells.length), nodes);
            answers.put(known);
        }
        spent[sum] += known.cost();
        support = known.support();
        return known.result();
    }

    /**
     * Searches the fillings of a weighted sum that give the cell at {@code position} (of the sum's cells) the digit of
     * {@code bit}; {@link #support} then holds their digits, as {@link #fill}'s. Remembered as {@link #fill}'s answers
     * are, per position and digit, while the sum's marks stay.
     *
     * @return {@link #FOUND}, {@link #NONE} or {@link #TOO_BIG}
     */
    int fillPlacing(int[] marks, int sum, int position, int bit) {
        int[] cells = facts.cells[sum];
        if (grid.size > MAX_DIGITS || cells.length > MAX_CELLS) {
            return TOO_BIG;
        }
        int[] seen = placingMarks[sum];
        boolean same = seen != null;
        for (int i = 0; same && i < cells.length; i++) {
            same = seen[i] == marks[cells[i]];
        }
        if (!same) {
            if (seen == null) {
                seen = new int[cells.length];
                placingMarks[sum] = seen;
                placingSupport[sum] = new int[cells.length * grid.size][];
                placingResult[sum] = new int[cells.length * grid.size];
            }
            for (int i = 0; i < cells.length; i++) {
                seen[i] = marks[cells[i]];
            }
            java.util.Arrays.fill(placingSupport[sum], null);
        }
        int index = position * grid.size + Grid.digit(bit) - 1;
        if (placingSupport[sum][index] == null) {
            placingResult[sum][index] = search(marks, sum, position, bit);
            placingSupport[sum][index] = java.util.Arrays.copyOf(scratch, cells.length);
        }
        support = placingSupport[sum][index];
        return placingResult[sum][index];
    }

    /** The search of {@link #fill}, the cell at {@code forced} (unless -1) given only {@code forcedBit}. */
    private int search(int[] marks, int sum, int forced, int forcedBit) {
        int[] cells = facts.cells[sum];
        int n = cells.length;
        nodes = 0;
        java.util.Arrays.fill(scratch, 0, n, 0);
        cellCount = n;
        weightOf = facts.weights[sum];
        peersOfPosition = peersBefore[sum];
        groupsOfPosition = frontier[sum];
        leastAfter[n] = 0;
        mostAfter[n] = 0;
        for (int i = n - 1; i >= 0; i--) {
            int mark = marks[cells[i]];
            candidates[i] = mark & grid.all & (i == forced ? forcedBit : -1);
            if (candidates[i] == 0) {
                return NONE;
            }
            long low = (long) weightOf[i] * Grid.digit(Integer.lowestOneBit(candidates[i]));
            long high = (long) weightOf[i] * Grid.digit(Integer.highestOneBit(candidates[i]));
            leastAfter[i] = leastAfter[i + 1] + Math.min(low, high);
            mostAfter[i] = mostAfter[i + 1] + Math.max(low, high);
        }
        int total = facts.totals[sum];
        if (total < leastAfter[0] || total > mostAfter[0]) {
            return NONE;
        }
        long largestLeft = 0; // what any suffix of the cells can add up to, in size
        for (int i = 0; i < n; i++) {
            largestLeft += (long) Math.abs(weightOf[i]) * grid.size;
        }
        if (largestLeft >= LEFT_BIAS) {
            return TOO_BIG; // the sum left would not fit a node's key
        }
        aborted = false;
        kept = 0;
        if (++epoch == 0) {
            java.util.Arrays.fill(stamps, 0);
            epoch = 1;
        }
        boolean any = walk(0, total);
        if (aborted) {
            return TOO_BIG;
        }
        return any ? FOUND : NONE;
    }

    /** Whether the positions from {@code i} on can make {@code left}; records the digits of every filling found. */
    private boolean walk(int i, int left) {
        if (++nodes > mostNodes) {
            aborted = true;
            return false;
        }
        if (i == cellCount) {
            return left == 0;
        }
        long key = key(i, left);
        if (key != -1) {
            for (int slot = slot(key); stamps[slot] == epoch; slot = slot + 1 & SLOTS - 1) {
                if (keys[slot] == key) {
                    return found[slot];
                }
            }
        }
        int taken = 0;
        for (long bits = peersOfPosition[i]; bits != 0; bits &= bits - 1) {
            taken |= digitAt[Long.numberOfTrailingZeros(bits)];
        }
        int weight = weightOf[i];
        boolean ok = false;
        for (int bits = candidates[i] & ~taken; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int after = left - weight * Grid.digit(bit);
            if (after < leastAfter[i + 1] || after > mostAfter[i + 1]) {
                continue;
            }
            digitAt[i] = bit;
            if (walk(i + 1, after)) {
                scratch[i] |= bit;
                ok = true;
            }
            if (aborted) {
                return false;
            }
        }
        if (key != -1 && kept < SLOTS / 2) {
            int slot = slot(key); // probed again: the subtree's nodes took slots meanwhile
            while (stamps[slot] == epoch) {
                slot = slot + 1 & SLOTS - 1;
            }
            stamps[slot] = epoch;
            keys[slot] = key;
            found[slot] = ok;
            kept++;
        }
        return ok;
    }

    /** The key of a node (its position, the sum left, each frontier group's digits), or -1 where none fits. */
    private long key(int i, int left) {
        long[] groups = groupsOfPosition[i];
        if (groups == null) {
            return -1;
        }
        long key = left + LEFT_BIAS;
        for (long members : groups) {
            int digits = 0;
            for (long bits = members; bits != 0; bits &= bits - 1) {
                digits |= digitAt[Long.numberOfTrailingZeros(bits)];
            }
            key = key << grid.size | digits;
        }
        // the position last, in the low bits: it says how many groups the key holds, so keys of two positions differ
        return key << POSITION_BITS | i;
    }

    private static int slot(long key) {
        long hash = key * 0x9E3779B97F4A7C15L;
        return (int) (hash >>> 64 - 15) & SLOTS - 1;
    }
}
