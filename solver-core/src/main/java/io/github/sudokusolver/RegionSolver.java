package io.github.sudokusolver;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A constraint-programming search over any {@link Layout}'s list of regions: the solver behind
 * {@link Solver#fastest()} for every layout but the classic one (named {@code general}, and usable on the classic
 * grid too, for comparison). The design, with what each part prunes and the node counts that chose it, is
 * {@code docs/general-solver.md}.
 *
 * <p>State: one {@code int} per cell, bit {@code d - 1} set while digit {@code d} is possible there, and
 * {@link #PLACED} once the cell's digit is fixed and removed from its peers. Sizes go up to 25, so a mask fits an int.
 *
 * <p>Propagation, each level only over the regions changed since it last looked, and only once the cheaper levels
 * have nothing left:
 * <ol>
 *   <li>naked singles: placing a digit removes it from every peer, and a peer left with one digit is placed in turn;</li>
 *   <li>hidden singles: per region, a digit with one open place is placed there; a digit with none is a failure;</li>
 *   <li>locked candidates: for two regions sharing cells, a digit whose open places in one lie in the shared cells
 *       leaves the rest of the other;</li>
 *   <li>Hall sets (Régin's all-different): per region, a perfect matching of open cells to open digits, then the
 *       strongly connected components of "cell p could take the digit matched to cell q"; a candidate outside its
 *       cell's component belongs to no completion of the region and goes. This covers naked and hidden subsets of
 *       every size, and a pigeonhole (k cells sharing fewer than k digits) is a matching that cannot be completed.</li>
 * </ol>
 *
 * <p>Decisions are binary, "cell c holds d" then "cell c does not hold d", chosen by dom/wdeg: the lowest ratio of
 * candidates to the summed weights of the cell's regions, or of places (two) to a region's weight for a digit with
 * two places in it. Every failure of propagation adds one to the weight of the region where it was found. Nothing
 * random or timed enters a search, so a puzzle gets the same answer and the same node count on every call.
 *
 * <p>Cost per node: a copy of {@code cells} ints, the propagation the decision triggers, and a scan of the cells and
 * regions for the next decision.
 */
final class RegionSolver extends AbstractSolver {

    static final RegionSolver INSTANCE = new RegionSolver();

    /** Set on a cell whose digit is fixed and already removed from its peers. */
    private static final int PLACED = 1 << 30;
    /** Flags of a region changed since its last hidden-single scan, locked-candidates check and matching. */
    private static final byte SCAN_SINGLES = 1;
    private static final byte CHECK_LOCKS = 2;
    private static final byte MATCH = 4;
    private static final byte RECHECK_ALL = SCAN_SINGLES | CHECK_LOCKS | MATCH;

    static final boolean USE_MATCHING = !Boolean.getBoolean("general.noMatching");
    static final boolean USE_PAIRS = Boolean.getBoolean("general.pairs");
    static final boolean USE_WEIGHTS = !Boolean.getBoolean("general.noWeights");
    static final boolean USE_DUAL = !Boolean.getBoolean("general.noDual");
    static final boolean LAST_CONFLICT = Boolean.getBoolean("general.lastConflict");
    static final boolean CELL_WEIGHTS = Boolean.getBoolean("general.cellWeights");
    static final long RESTART_BASE = Long.getLong("general.restartBase", 0);
    static final boolean GEOMETRIC = Boolean.getBoolean("general.geometric");
    static final int DUAL_SCALE = Integer.getInteger("general.dualScale", 3);
    static final boolean NO_LOCKS = Boolean.getBoolean("general.noLocks");
    static final boolean NO_WIPEOUT_WEIGHT = Boolean.getBoolean("general.noWipeoutWeight");
    static final boolean TIE_HEAVY = Boolean.getBoolean("general.tieHeavy");
    static final boolean USE_FISH = !Boolean.getBoolean("general.noFish");
    static final int PROBE_DEPTH = Integer.getInteger("general.probeDepth", -1);
    static final boolean PROBE_INTERSECT = !Boolean.getBoolean("general.noIntersect");

    private RegionSolver() {
        super("general", 4); // a node: a state copy, a propagation and a choice, tens of microseconds on 25x25
    }

    @Override
    void search(Board puzzle, Search search) {
        Run run = new Run(puzzle.layout(), search, null);
        int[] state = run.initialState(puzzle);
        if (state != null && run.probe(state, 0)) {
            run.solveFrom(state);
        }
    }

    /**
     * Returns a random solution of the empty grid of {@code layout}, the digit of each decision drawn at random: the
     * start of a generated puzzle.
     *
     * <p>With random digits the time to a solution is heavy-tailed: most fills take a node or two per cell, a few get
     * lost under an early wrong guess. So the search restarts, with fresh random choices, whenever it spends its node
     * budget, and the budget doubles each time, so the restarts cannot keep a solvable grid from being filled, nor an
     * unsolvable jigsaw from being found out.
     *
     * @throws IllegalArgumentException if no grid of the layout exists (a jigsaw whose regions cannot all hold every
     *     digit)
     * @throws SearchAbortedException if the thread is interrupted; its interrupt status stays set
     */
    static Board randomSolution(Layout layout, RandomGenerator random) {
        for (long budget = 4L * layout.cellCount(); ; budget *= 2) {
            Search search = new Search(SolveLimits.none().withMaxNodes(budget), layout, 1, true, 16);
            Run run = new Run(layout, search, random);
            int[] state = run.initialState(Board.empty(layout));
            if (state != null) {
                run.explore(state, 0);
            }
            SolveResult result = search.toResult();
            if (result.isSolved()) {
                return result.solution().orElseThrow();
            }
            if (result.status() == SolveResult.Status.NO_SOLUTION) {
                throw new IllegalArgumentException("the " + layout + " layout has no solution: its regions cannot all"
                        + " hold every digit at once");
            }
            SolveResult.AbortReason reason = result.abortReason().orElseThrow();
            if (reason != SolveResult.AbortReason.NODE_LIMIT) {
                throw new SearchAbortedException(reason, 0, result.statistics());
            }
        }
    }

    /** The mutable state of one search. */
    private static final class Run {
        private final Layout layout;
        private final Search search;
        private final RandomGenerator random;
        private final int all;
        private final int[][] regionCells;
        private final int[][] peers;
        private final int[][] regionsOf;
        /**
         * Per region, what must be looked at again because one of its cells changed: a propagated state is a fixed
         * point, so only the regions a decision touched (and what they touch in turn) can yield anything new.
         */
        private final byte[] dirty;
        /** The regions with {@link #CHECK_LOCKS} when the current locked-candidates pass began. */
        private final boolean[] lockDue;
        /** A state per depth, reused by every branch at that depth. */
        private final int[][] states;
        /** Cells whose last digit is waiting to be placed. */
        private final int[] pending;
        /**
         * Per region, the failures found in it, plus one: the "wdeg" of dom/wdeg. Not part of the state: what one
         * branch learns about where the puzzle is hard steers every later choice.
         */
        private final int[] weight;
        private final int[] cellWeights;
        /**
         * Per region and position in it, the digit (a bit) the last matching gave that cell. Not part of the state
         * either: a matching found deeper in the tree is still a matching above it (candidates only grow on the way
         * up), and one from a sibling branch is repaired where it no longer holds.
         */
        private final int[][] matched;
        private final int[] path;
        private final int[][] refutedAt;
        private final int[] refutedCount;
        private int[][] nogoods = new int[16][];
        private int nogoodCount;
        private long nodesSinceRestart;
        private long restartCutoff = Long.MAX_VALUE;
        private boolean restarting;
        /** The cell given the last failed decision, chosen again first while open (last-conflict reasoning). */
        private int lastConflict = -1;

        // Scratch for one region's matching, indexed by open slot (0..k-1) or digit index.
        private final int[] slotPosition;
        private final int[] slotDomain;
        private final int[] slotDigit;
        private final int[] owner;
        private final int[] successors;
        private final int[] predecessors;
        private final int[] allowed;
        private int usedDigits;
        /** Digits that lost a candidate somewhere since {@link #fish} last looked at them. */
        private int changedDigits;
        /** True on a full square grid (no holes, rows and columns of {@code size} cells), where fish apply. */
        private final boolean fishable;
        private final int[][] matchedFish;
        private int visitedDigits;

        Run(Layout layout, Search search, RandomGenerator random) {
            this.layout = layout;
            this.search = search;
            this.random = random;
            this.all = (1 << layout.size()) - 1;
            this.regionCells = layout.regionCells;
            this.peers = layout.peers;
            this.regionsOf = layout.regionsOf;
            this.dirty = new byte[regionCells.length];
            this.lockDue = new boolean[regionCells.length];
            this.states = new int[layout.cellCount() + 1][];
            this.pending = new int[layout.cellCount()];
            this.path = new int[layout.cellCount() + 1];
            this.refutedAt = new int[layout.cellCount() + 1][];
            this.refutedCount = new int[layout.cellCount() + 1];
            this.weight = new int[regionCells.length];
            Arrays.fill(weight, 1);
            this.cellWeights = new int[layout.cellCount()];
            Arrays.fill(cellWeights, 1);
            this.matched = new int[regionCells.length][];
            for (int r = 0; r < regionCells.length; r++) {
                matched[r] = new int[regionCells[r].length];
            }
            int size = layout.size();
            this.slotPosition = new int[size];
            this.slotDomain = new int[size];
            this.slotDigit = new int[size];
            this.owner = new int[size];
            this.successors = new int[size];
            this.predecessors = new int[size];
            this.allowed = new int[size];
            this.fishable = USE_FISH && layout.rows() == size && layout.columns() == size
                    && layout.cellCount() == size * size;
            this.matchedFish = new int[size][size];
        }

        /** Every cell open, then the givens placed and propagated; null if the givens already contradict. */
        int[] initialState(Board puzzle) {
            int[] state = new int[layout.cellCount()];
            Arrays.fill(state, all);
            Arrays.fill(dirty, RECHECK_ALL);
            changedDigits = all;
            for (int cell = 0; cell < state.length; cell++) {
                int digit = puzzle.digitAt(layout.positions[cell]);
                if (digit != 0 && !place(state, cell, 1 << digit - 1)) {
                    return null;
                }
            }
            return propagate(state) ? state : null;
        }

        /**
         * Explores the completions of a propagated state: decides "cell c holds d" on a copy, and, when that branch is
         * exhausted, "c does not hold d" on this state itself, then decides afresh. True means stop.
         */
        boolean explore(int[] state, int depth) {
            refutedCount[depth] = 0;
            while (true) {
                int decision = choose(state);
                if (decision < 0) {
                    return search.solutionFound(solutionOf(state));
                }
                int cell = decision >>> 5;
                int bit = 1 << (decision & 31);
                if (!search.enterNode()) {
                    return true;
                }
                if (++nodesSinceRestart > restartCutoff) {
                    restarting = true;
                    return unwind(depth);
                }
                int[] child = states[depth];
                if (child == null) {
                    child = new int[state.length];
                    states[depth] = child;
                }
                System.arraycopy(state, 0, child, 0, state.length);
                startBranch(); // the parent is a fixed point; flags left by a failed sibling are stale
                path[depth] = decision;
                if (place(child, cell, bit) && settle(child) && probe(child, depth + 1)) {
                    if (explore(child, depth + 1)) {
                        return unwind(depth);
                    }
                } else if (LAST_CONFLICT) {
                    lastConflict = cell;
                }
                search.backtrack();
                if (!search.enterNode()) {
                    return true;
                }
                startBranch();
                if (!exclude(state, cell, bit) || !settle(state) || !probe(state, depth)) {
                    search.backtrack();
                    return false;
                }
                if (refutedAt[depth] == null || refutedAt[depth].length == refutedCount[depth]) {
                    refutedAt[depth] = Arrays.copyOf(refutedAt[depth] == null ? new int[4] : refutedAt[depth],
                            Math.max(4, 2 * refutedCount[depth]));
                }
                refutedAt[depth][refutedCount[depth]++] = decision;
            }
        }

        /** Returns true (stop); on a restart, first records what this frame has refuted as nogoods. */
        private boolean unwind(int depth) {
            if (restarting && depth > 0) {
                for (int i = 0; i < refutedCount[depth]; i++) {
                    int[] nogood = Arrays.copyOf(path, depth + 1);
                    nogood[depth] = refutedAt[depth][i];
                    if (nogoodCount == nogoods.length) {
                        nogoods = Arrays.copyOf(nogoods, 2 * nogoods.length);
                    }
                    nogoods[nogoodCount++] = nogood;
                }
            }
            return true;
        }

        /** Explores the root with restarts when enabled: each restart keeps the weights and adds nogoods. */
        boolean solveFrom(int[] root) {
            if (RESTART_BASE <= 0 || random != null) {
                return explore(root, 0);
            }
            for (int run = 1; ; run++) {
                restartCutoff = GEOMETRIC ? (long) (RESTART_BASE * Math.pow(1.5, run - 1)) : RESTART_BASE * luby(run);
                nodesSinceRestart = 0;
                restarting = false;
                boolean stop = explore(root, 0);
                if (!restarting) {
                    return stop;
                }
                startBranch();
                if (!settle(root)) {
                    return false;
                }
            }
        }

        private static long luby(int i) {
            int k = 1;
            while ((1L << k) - 1 < i) {
                k++;
            }
            while (true) {
                if (i == (1L << k) - 1) {
                    return 1L << (k - 1);
                }
                i -= (1 << (k - 1)) - 1;
                k = 1;
                while ((1L << k) - 1 < i) {
                    k++;
                }
            }
        }

        /** Propagation, then the nogoods, until neither changes anything; false on a contradiction. */
        private boolean settle(int[] state) {
            while (true) {
                if (!propagate(state)) {
                    return false;
                }
                int result = applyNogoods(state);
                if (result <= 0) {
                    return result == 0;
                }
            }
        }

        /** 1 if a nogood removed a candidate, 0 if none, -1 if a nogood holds entirely. */
        private int applyNogoods(int[] state) {
            int found = 0;
            for (int n = 0; n < nogoodCount; n++) {
                int[] nogood = nogoods[n];
                int open = -1;
                boolean satisfied = false;
                for (int literal : nogood) {
                    int mask = state[literal >>> 5];
                    int bit = 1 << (literal & 31);
                    if ((mask & bit) == 0) {
                        satisfied = true;
                        break;
                    }
                    if ((mask & PLACED) == 0) {
                        if (open >= 0) {
                            satisfied = true; // two open literals: nothing to conclude yet
                            break;
                        }
                        open = literal;
                    }
                }
                if (satisfied) {
                    continue;
                }
                if (open < 0) {
                    return -1;
                }
                found = 1;
                if (!exclude(state, open >>> 5, 1 << (open & 31))) {
                    return -1;
                }
            }
            return found;
        }

        /**
         * The next decision, {@code cell << 5 | digit index}, by dom/wdeg over open cells and over digits with two
         * places in a region; -1 when every cell is placed.
         */
        private int choose(int[] state) {
            if (lastConflict >= 0 && (state[lastConflict] & PLACED) == 0) {
                return lastConflict << 5 | digitIndexToTry(state[lastConflict]);
            }
            int bestCell = -1;
            long bestCount = 1;
            long bestWeight = 0;
            for (int cell = 0; cell < state.length; cell++) {
                int mask = state[cell];
                if ((mask & PLACED) != 0) {
                    continue;
                }
                long count = Integer.bitCount(mask);
                long cellWeight = 0;
                if (CELL_WEIGHTS) {
                    cellWeight = cellWeights[cell];
                } else if (USE_WEIGHTS) {
                    for (int r : regionsOf[cell]) {
                        cellWeight += weight[r];
                    }
                } else {
                    cellWeight = 1;
                }
                long lhs = count * bestWeight;
                long rhs = bestCount * cellWeight;
                if (lhs < rhs || TIE_HEAVY && lhs == rhs && cellWeight > bestWeight) {
                    bestCell = cell;
                    bestCount = count;
                    bestWeight = cellWeight;
                }
            }
            if (bestCell < 0) {
                return -1;
            }
            if (USE_DUAL && (!USE_WEIGHTS ? bestCount > 2 : true)) {
                int bestRegion = -1;
                int bestDigits = 0;
                for (int r = 0; r < regionCells.length; r++) {
                    // A digit with two places: weighed as a cell of the region's weight times a cell's region count.
                    long regionWeight = USE_WEIGHTS ? (long) weight[r] * DUAL_SCALE : 1;
                    if (!(2 * bestWeight < bestCount * regionWeight)) {
                        continue;
                    }
                    int once = 0;
                    int twice = 0;
                    int thrice = 0;
                    for (int cell : regionCells[r]) {
                        int mask = state[cell];
                        if ((mask & PLACED) == 0) {
                            thrice |= twice & mask;
                            twice |= once & mask;
                            once |= mask;
                        }
                    }
                    int exactlyTwo = twice & ~thrice;
                    if (exactlyTwo != 0) {
                        bestRegion = r;
                        bestDigits = exactlyTwo;
                        bestCount = 2;
                        bestWeight = regionWeight;
                    }
                }
                if (bestRegion >= 0) {
                    int bit = bestDigits & -bestDigits;
                    for (int cell : regionCells[bestRegion]) {
                        if ((state[cell] & (bit | PLACED)) == bit) {
                            return cell << 5 | Integer.numberOfTrailingZeros(bit);
                        }
                    }
                }
            }
            return bestCell << 5 | digitIndexToTry(state[bestCell]);
        }

        /** The digit a cell decision tries first: the lowest, or a random one when filling a grid at random. */
        private int digitIndexToTry(int mask) {
            if (random == null) {
                return Integer.numberOfTrailingZeros(mask);
            }
            int pick = random.nextInt(Integer.bitCount(mask));
            for (int i = 0; i < pick; i++) {
                mask &= mask - 1;
            }
            return Integer.numberOfTrailingZeros(mask);
        }

        private int[] probeA;
        private int[] probeB;

        /**
         * Failed-literal probing on two-candidate cells: each digit is tried on a scratch copy; a digit whose
         * propagation fails goes, and a candidate that both outcomes remove goes too. False on a contradiction.
         */
        boolean probe(int[] state, int depth) {
            if (depth > PROBE_DEPTH) {
                return true;
            }
            if (probeA == null) {
                probeA = new int[state.length];
                probeB = new int[state.length];
            }
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int cell = 0; cell < state.length; cell++) {
                    int mask = state[cell];
                    if ((mask & PLACED) != 0 || Integer.bitCount(mask) != 2) {
                        continue;
                    }
                    int a = mask & -mask;
                    int b = mask ^ a;
                    System.arraycopy(state, 0, probeA, 0, state.length);
                    startBranch();
                    boolean okA = place(probeA, cell, a) && propagate(probeA);
                    System.arraycopy(state, 0, probeB, 0, state.length);
                    startBranch();
                    boolean okB = place(probeB, cell, b) && propagate(probeB);
                    startBranch();
                    if (!okA && !okB) {
                        return false;
                    }
                    if (!okA || !okB) {
                        if (!place(state, cell, okA ? a : b) || !propagate(state)) {
                            return false;
                        }
                        changed = true;
                        continue;
                    }
                    if (!PROBE_INTERSECT) {
                        continue;
                    }
                    boolean removed = false;
                    for (int other = 0; other < state.length; other++) {
                        int current = state[other];
                        if ((current & PLACED) != 0) {
                            continue;
                        }
                        int either = (probeA[other] | probeB[other]) & all;
                        if ((current & ~either) != 0) {
                            removed = true;
                            if (!exclude(state, other, current & ~either)) {
                                return false;
                            }
                        }
                    }
                    if (removed) {
                        if (!propagate(state)) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            return true;
        }

        /** Fixes {@code bit} in {@code cell} and cascades the naked singles it makes; false on a contradiction. */
        private boolean place(int[] state, int cell, int bit) {
            if ((state[cell] & bit) == 0) {
                return failAtCell(cell);
            }
            changedDigits |= state[cell] & ~bit & all;
            state[cell] = bit;
            touch(cell);
            int top = 0;
            pending[top++] = cell;
            while (top > 0) {
                int placed = pending[--top];
                int digit = state[placed];
                if ((digit & PLACED) != 0) {
                    continue;
                }
                state[placed] = digit | PLACED;
                changedDigits |= digit;
                for (int peer : peers[placed]) {
                    int mask = state[peer];
                    if ((mask & digit) != 0) {
                        if ((mask & PLACED) != 0) {
                            return failAtCell(peer);
                        }
                        mask &= ~digit;
                        state[peer] = mask;
                        touch(peer);
                        if (mask == 0) {
                            return failAtCell(peer);
                        }
                        if ((mask & mask - 1) == 0) {
                            pending[top++] = peer;
                        }
                    }
                }
            }
            return true;
        }

        /** Removes {@code digits} from an open cell, placing its last digit; false on a contradiction. */
        private boolean exclude(int[] state, int cell, int digits) {
            int mask = state[cell];
            if ((mask & PLACED) != 0 || (mask & digits) == 0) {
                return true;
            }
            changedDigits |= mask & digits;
            mask &= ~digits;
            state[cell] = mask;
            touch(cell);
            if (mask == 0) {
                return failAtCell(cell);
            }
            return (mask & mask - 1) != 0 || place(state, cell, mask);
        }

        /** A cell left with no digit: every region it is in gains weight. Returns false, the failure. */
        private boolean failAtCell(int cell) {
            cellWeights[cell]++;
            if (!NO_WIPEOUT_WEIGHT) {
                for (int r : regionsOf[cell]) {
                    weight[r]++;
                }
            }
            return false;
        }

        private boolean failAtRegion(int region) {
            for (int cell : regionCells[region]) {
                cellWeights[cell]++;
            }
            weight[region]++;
            return false;
        }

        /** Forgets what changed: the state a branch starts from is a fixed point of the propagation. */
        private void startBranch() {
            Arrays.fill(dirty, (byte) 0);
            changedDigits = 0;
        }

        private void touch(int cell) {
            for (int r : regionsOf[cell]) {
                dirty[r] = RECHECK_ALL;
            }
        }

        /**
         * Hidden singles, locked candidates and Hall sets, each on the regions changed since it last looked at them,
         * until none finds anything; false on a contradiction.
         */
        private boolean propagate(int[] state) {
            while (true) {
                int singles = scanSingles(state);
                if (singles < 0) {
                    return false;
                }
                if (singles > 0) {
                    continue;
                }
                int locks = NO_LOCKS ? 0 : lockCandidates(state);
                if (locks < 0) {
                    return false;
                }
                if (locks > 0) {
                    continue;
                }
                int subsets = USE_PAIRS ? pairs(state) : 0;
                if (subsets < 0) {
                    return false;
                }
                if (subsets > 0) {
                    continue;
                }
                int hall = USE_MATCHING ? hallSets(state) : 0;
                if (hall < 0) {
                    return false;
                }
                if (hall > 0) {
                    continue;
                }
                int fishes = fishable ? fish(state) : 0;
                if (fishes <= 0) {
                    return fishes == 0;
                }
            }
        }

        /**
         * Hidden singles over the regions flagged for it: 1 if a region was scanned (its placements may have flagged
         * more), 0 if none was flagged, -1 on a contradiction.
         */
        private int scanSingles(int[] state) {
            int scanned = 0;
            for (int r = 0; r < regionCells.length; r++) {
                if ((dirty[r] & SCAN_SINGLES) == 0) {
                    continue;
                }
                dirty[r] &= ~SCAN_SINGLES;
                scanned = 1;
                int[] region = regionCells[r];
                int once = 0;
                int twice = 0;
                int placed = 0;
                for (int cell : region) {
                    int mask = state[cell];
                    if ((mask & PLACED) != 0) {
                        placed |= mask;
                    } else {
                        twice |= once & mask;
                        once |= mask;
                    }
                }
                placed &= all;
                if ((once | placed) != all) {
                    failAtRegion(r); // a digit with no place left in this region
                    return -1;
                }
                int hidden = once & ~twice & ~placed;
                while (hidden != 0) {
                    int bit = hidden & -hidden;
                    hidden ^= bit;
                    for (int cell : region) {
                        int mask = state[cell];
                        if ((mask & bit) != 0) {
                            if ((mask & PLACED) == 0 && !place(state, cell, bit)) {
                                return -1;
                            }
                            break;
                        }
                    }
                }
            }
            return scanned;
        }

        /**
         * Locked candidates over the region pairs with a region changed since the last pass: 1 if a digit went, 0 if
         * none, -1 on a contradiction.
         */
        private int lockCandidates(int[] state) {
            for (int r = 0; r < dirty.length; r++) {
                lockDue[r] = (dirty[r] & CHECK_LOCKS) != 0;
                dirty[r] &= ~CHECK_LOCKS;
            }
            int found = 0;
            int[][] shared = layout.sharedCells;
            int[][] pairRegions = layout.pairRegions;
            for (int p = 0; p < shared.length; p++) {
                int first = pairRegions[p][0];
                int second = pairRegions[p][1];
                if (!lockDue[first] && !lockDue[second] && ((dirty[first] | dirty[second]) & CHECK_LOCKS) == 0) {
                    continue;
                }
                int inside = openDigits(state, shared[p]);
                if (inside == 0) {
                    continue;
                }
                int[] firstRest = layout.firstOnly[p];
                int[] secondRest = layout.secondOnly[p];
                int lockedByFirst = inside & ~openDigitsAmong(state, firstRest, inside);
                int lockedBySecond = inside & ~openDigitsAmong(state, secondRest, inside);
                int fromSecond = remove(state, secondRest, lockedByFirst);
                int fromFirst = fromSecond < 0 ? -1 : remove(state, firstRest, lockedBySecond);
                if (fromFirst < 0) {
                    return -1;
                }
                found |= fromSecond | fromFirst;
            }
            return found;
        }

        /**
         * The open digits of {@code cells}, read only until they include all of {@code wanted}: the rest of a region
         * usually shows every digit of the intersection within a few cells, and then nothing is locked.
         */
        private static int openDigitsAmong(int[] state, int[] cells, int wanted) {
            int digits = 0;
            for (int cell : cells) {
                int mask = state[cell];
                if ((mask & PLACED) == 0) {
                    digits |= mask;
                    if ((digits & wanted) == wanted) {
                        break;
                    }
                }
            }
            return digits;
        }

        private static int openDigits(int[] state, int[] cells) {
            int digits = 0;
            for (int cell : cells) {
                int mask = state[cell];
                if ((mask & PLACED) == 0) {
                    digits |= mask;
                }
            }
            return digits;
        }

        /** Removes {@code digits} from the open cells of a list: 1 if any went, 0 if none, -1 on a contradiction. */
        private int remove(int[] state, int[] cells, int digits) {
            if (digits == 0) {
                return 0;
            }
            int found = 0;
            for (int cell : cells) {
                int mask = state[cell];
                if ((mask & PLACED) == 0 && (mask & digits) != 0) {
                    found = 1;
                    if (!exclude(state, cell, digits)) {
                        return -1;
                    }
                }
            }
            return found;
        }

        /** Naked and hidden pairs over the regions flagged for matching: 1 if a digit went, 0 if none, -1 on failure. */
        private int pairs(int[] state) {
            int found = 0;
            for (int r = 0; r < regionCells.length; r++) {
                if ((dirty[r] & MATCH) == 0) {
                    continue;
                }
                int[] region = regionCells[r];
                int k = openSlots(state, region);
                for (int i = 0; i < k; i++) {
                    int mask = slotDomain[i];
                    if (Integer.bitCount(mask) != 2) {
                        continue;
                    }
                    for (int j = i + 1; j < k; j++) {
                        if (slotDomain[j] == mask) {
                            for (int o = 0; o < k; o++) {
                                if (o != i && o != j && (state[region[slotPosition[o]]] & mask) != 0) {
                                    found = 1;
                                    if (!exclude(state, region[slotPosition[o]], mask)) {
                                        return -1;
                                    }
                                }
                            }
                        }
                    }
                }
                // hidden pairs: two digits with the same two places
                Arrays.fill(allowed, 0, layout.size(), 0);
                for (int i = 0; i < k; i++) {
                    for (int rest = slotDomain[i]; rest != 0; rest &= rest - 1) {
                        allowed[Integer.numberOfTrailingZeros(rest)] |= 1 << i;
                    }
                }
                for (int d = 0; d < layout.size(); d++) {
                    int places = allowed[d];
                    if (Integer.bitCount(places) != 2) {
                        continue;
                    }
                    for (int e = d + 1; e < layout.size(); e++) {
                        if (allowed[e] == places) {
                            int keep = 1 << d | 1 << e;
                            for (int rest = places; rest != 0; rest &= rest - 1) {
                                int cell = region[slotPosition[Integer.numberOfTrailingZeros(rest)]];
                                if ((state[cell] & PLACED) == 0 && (state[cell] & ~keep & all) != 0) {
                                    found = 1;
                                    if (!exclude(state, cell, ~keep & all)) {
                                        return -1;
                                    }
                                }
                            }
                        }
                    }
                }
                if (found == 0) {
                    dirty[r] &= ~MATCH;
                }
                if (found != 0) {
                    return 1;
                }
            }
            return found;
        }

        /** Fills the slot scratch with the open cells of a region; returns how many there are. */
        private int openSlots(int[] state, int[] region) {
            int k = 0;
            for (int p = 0; p < region.length; p++) {
                int mask = state[region[p]];
                if ((mask & PLACED) == 0) {
                    slotPosition[k] = p;
                    slotDomain[k] = mask;
                    k++;
                }
            }
            return k;
        }

        /**
         * The all-different matching over the regions flagged for it: 1 if a candidate went, 0 if none, -1 on a
         * contradiction. Returns after the first region that removed something, so the cheaper levels run first on
         * what it changed.
         */
        private int hallSets(int[] state) {
            for (int r = 0; r < regionCells.length; r++) {
                if ((dirty[r] & MATCH) == 0) {
                    continue;
                }
                dirty[r] &= ~MATCH;
                int result = matchRegion(state, r);
                if (result != 0) {
                    return result;
                }
            }
            return 0;
        }

        /** Régin's filtering of one region: 1 if a candidate went, 0 if none, -1 on a contradiction. */
        private int matchRegion(int[] state, int r) {
            int[] region = regionCells[r];
            int k = openSlots(state, region);
            if (k < 2) {
                return 0;
            }
            int result = hallFilter(k, matched[r]);
            if (result < 0) {
                return failAtRegion(r) ? 0 : -1; // a pigeonhole: these cells share fewer digits than they are
            }
            if (result > 0) {
                for (int i = 0; i < k; i++) {
                    if (!exclude(state, region[slotPosition[i]], slotDomain[i] & ~allowed[i])) {
                        return -1;
                    }
                }
            }
            return result;
        }

        /**
         * Fish of every size, by the same filter: on a full square grid, the rows where a digit is not yet placed
         * must take it in distinct columns, one each, so its places form a permutation of rows to columns. Runs for
         * the digits that lost a candidate since it last ran: 1 if a candidate went, 0 if none, -1 on a
         * contradiction.
         */
        private int fish(int[] state) {
            int n = layout.size();
            while (changedDigits != 0) {
                int bit = changedDigits & -changedDigits;
                changedDigits ^= bit;
                int d = Integer.numberOfTrailingZeros(bit);
                int k = 0;
                for (int row = 0; row < n; row++) {
                    int columns = 0;
                    boolean placed = false;
                    for (int column = 0, cell = row * n; column < n; column++, cell++) {
                        int mask = state[cell];
                        if ((mask & bit) != 0) {
                            if ((mask & PLACED) != 0) {
                                placed = true;
                                break;
                            }
                            columns |= 1 << column;
                        }
                    }
                    if (!placed) {
                        slotPosition[k] = row;
                        slotDomain[k] = columns;
                        k++;
                    }
                }
                if (k < 2) {
                    continue;
                }
                int result = hallFilter(k, matchedFish[d]);
                if (result < 0) {
                    return -1;
                }
                if (result > 0) {
                    for (int i = 0; i < k; i++) {
                        int base = slotPosition[i] * n;
                        for (int rest = slotDomain[i] & ~allowed[i]; rest != 0; rest &= rest - 1) {
                            if (!exclude(state, base + Integer.numberOfTrailingZeros(rest), bit)) {
                                return -1;
                            }
                        }
                    }
                    return 1;
                }
            }
            return 0;
        }

        /**
         * Régin's all-different filter over the scratch slots {@code 0..k-1}, each with a domain of values (bits) in
         * {@link #slotDomain} and a key in {@link #slotPosition} under which {@code kept} remembers its last matched
         * value. Fills {@link #allowed} with the values each slot keeps: -1 if no matching covers every slot (a
         * pigeonhole), 0 if every value stays, 1 if some go.
         */
        private int hallFilter(int k, int[] kept) {
            usedDigits = 0;
            for (int i = 0; i < k; i++) {
                int digit = kept[slotPosition[i]];
                if ((digit & slotDomain[i]) != 0 && (digit & usedDigits) == 0) {
                    slotDigit[i] = digit;
                    usedDigits |= digit;
                    owner[Integer.numberOfTrailingZeros(digit)] = i;
                } else {
                    slotDigit[i] = 0;
                }
            }
            for (int i = 0; i < k; i++) {
                if (slotDigit[i] == 0) {
                    visitedDigits = 0;
                    if (!augment(i)) {
                        return -1;
                    }
                }
            }
            for (int i = 0; i < k; i++) {
                kept[slotPosition[i]] = slotDigit[i];
                successors[i] = 0;
                predecessors[i] = 0;
            }
            for (int i = 0; i < k; i++) {
                for (int rest = slotDomain[i] & ~slotDigit[i]; rest != 0; rest &= rest - 1) {
                    int j = owner[Integer.numberOfTrailingZeros(rest)];
                    successors[i] |= 1 << j;
                    predecessors[j] |= 1 << i;
                }
            }
            int everyone = (1 << k) - 1;
            int remaining = everyone;
            boolean pruned = false;
            while (remaining != 0) {
                int start = remaining & -remaining;
                int component = reach(successors, start, remaining) & reach(predecessors, start, remaining);
                if (component == everyone) {
                    return 0; // one component: every value of every slot has a completion
                }
                remaining &= ~component;
                int values = 0;
                for (int rest = component; rest != 0; rest &= rest - 1) {
                    values |= slotDigit[Integer.numberOfTrailingZeros(rest)];
                }
                for (int rest = component; rest != 0; rest &= rest - 1) {
                    int i = Integer.numberOfTrailingZeros(rest);
                    allowed[i] = values;
                    pruned |= (slotDomain[i] & ~values) != 0;
                }
            }
            return pruned ? 1 : 0;
        }

        /** Slots reachable from {@code start} (a bit) along {@code edges}, within {@code within}. */
        private static int reach(int[] edges, int start, int within) {
            int seen = start;
            int frontier = start;
            while (frontier != 0) {
                int i = Integer.numberOfTrailingZeros(frontier);
                frontier &= frontier - 1;
                int fresh = edges[i] & within & ~seen;
                seen |= fresh;
                frontier |= fresh;
            }
            return seen;
        }

        /** Kuhn's augmenting path from an unmatched slot; true if the slot got a digit. */
        private boolean augment(int slot) {
            int options = slotDomain[slot];
            int free = options & ~usedDigits;
            if (free != 0) {
                int digit = free & -free;
                slotDigit[slot] = digit;
                usedDigits |= digit;
                owner[Integer.numberOfTrailingZeros(digit)] = slot;
                return true;
            }
            for (int rest = options; rest != 0; rest &= rest - 1) {
                int digit = rest & -rest;
                if ((visitedDigits & digit) != 0) {
                    continue;
                }
                visitedDigits |= digit;
                int holder = owner[Integer.numberOfTrailingZeros(digit)];
                if (augment(holder)) {
                    slotDigit[slot] = digit;
                    owner[Integer.numberOfTrailingZeros(digit)] = slot;
                    return true;
                }
            }
            return false;
        }

        private int[] solutionOf(int[] state) {
            int[] grid = new int[layout.rows() * layout.columns()];
            for (int cell = 0; cell < state.length; cell++) {
                grid[layout.positions[cell]] = Integer.numberOfTrailingZeros(state[cell] & all) + 1;
            }
            return grid;
        }
    }
}
