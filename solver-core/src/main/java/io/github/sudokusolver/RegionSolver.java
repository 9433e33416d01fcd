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
 *       every size, and a pigeonhole (k cells sharing fewer than k digits) is a matching that cannot be completed;</li>
 *   <li>fish, by the same filter: on a full square grid the rows where a digit is still open must take it in
 *       distinct columns, so per digit the rows are matched to columns (X-wing, swordfish and every larger fish,
 *       in rows and in columns at once).</li>
 * </ol>
 *
 * <p>Decisions are binary, "cell c holds d" then, once that branch is exhausted, "cell c does not hold d" on the same
 * state, after which the choice is made afresh. The cell is chosen by dom/wdeg: the lowest ratio of candidates to
 * the summed weights of its regions, where every failure of propagation adds one to the weight of the region it was
 * found in (of each region of a cell left with no digit; a failed fish has no one region to blame and adds nothing).
 * The digit is the cell's lowest. Nothing random or timed
 * enters a search, so a puzzle gets the same answer and the same node count on every call.
 *
 * <p>Cost per node: a copy of {@code cells} ints, the propagation the decision triggers, and a scan of the open cells
 * for the next decision: about 15 microseconds on a hard 16x16.
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

    /** Nodes between reads of the clock and the interrupt flag: a node costs 15-35 µs on the large grids. */
    private static final int NODES_PER_CHECK = 4;

    private RegionSolver() {
        super("general", NODES_PER_CHECK);
    }

    @Override
    void search(Board puzzle, Search search) {
        Run run = new Run(puzzle.layout(), search, null);
        int[] state = run.initialState(puzzle);
        if (state != null) {
            run.explore(state, 0);
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
            Search search = new Search(SolveLimits.none().withMaxNodes(budget), layout, 1, true, NODES_PER_CHECK);
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
        /**
         * Per region and position in it, the digit (a bit) the last matching gave that cell. Not part of the state
         * either: the last matching, found anywhere in the tree, mostly still holds where the search is now, and each
         * call checks every kept pair against the current candidates and repairs the rest by augmenting paths.
         */
        private final int[][] matched;
        /** True on a full square grid (no holes, rows and columns of {@code size} cells), where fish apply. */
        private final boolean fishable;
        /** Per digit and row, the column (a bit) the last fish matching gave that row, kept like {@link #matched}. */
        private final int[][] matchedFish;
        /** Digits that lost a candidate somewhere since {@link #fish} last looked at them. */
        private int changedDigits;

        // Scratch of the all-different filter, indexed by slot (0..k-1) or by value (a digit, or a column for fish).
        private final int[] slotPosition;
        private final int[] slotDomain;
        private final int[] slotValue;
        private final int[] owner;
        private final int[] successors;
        private final int[] predecessors;
        private final int[] allowed;
        private int usedValues;
        private int visitedValues;

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
            this.weight = new int[regionCells.length];
            Arrays.fill(weight, 1);
            this.matched = new int[regionCells.length][];
            for (int r = 0; r < regionCells.length; r++) {
                matched[r] = new int[regionCells[r].length];
            }
            int size = layout.size();
            this.slotPosition = new int[size];
            this.slotDomain = new int[size];
            this.slotValue = new int[size];
            this.owner = new int[size];
            this.successors = new int[size];
            this.predecessors = new int[size];
            this.allowed = new int[size];
            // Every Layout factory makes its rows and columns regions; with no holes, cell index = row * size + col.
            this.fishable = layout.rows() == size && layout.columns() == size
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
                int[] child = states[depth];
                if (child == null) {
                    child = new int[state.length];
                    states[depth] = child;
                }
                System.arraycopy(state, 0, child, 0, state.length);
                startBranch();
                if (place(child, cell, bit) && propagate(child) && explore(child, depth + 1)) {
                    return true;
                }
                search.backtrack();
                if (!search.enterNode()) {
                    return true;
                }
                startBranch();
                if (!exclude(state, cell, bit) || !propagate(state)) {
                    search.backtrack();
                    return false;
                }
            }
        }

        /**
         * The next decision, {@code cell << 5 | digit index}: the open cell with the fewest candidates per unit of
         * weight (dom/wdeg), the first such on ties; -1 when every cell is placed.
         */
        private int choose(int[] state) {
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
                for (int r : regionsOf[cell]) {
                    cellWeight += weight[r];
                }
                if (count * bestWeight < bestCount * cellWeight) { // count / cellWeight < bestCount / bestWeight
                    bestCell = cell;
                    bestCount = count;
                    bestWeight = cellWeight;
                }
            }
            return bestCell < 0 ? -1 : bestCell << 5 | digitIndexToTry(state[bestCell]);
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
            for (int r : regionsOf[cell]) {
                weight[r]++;
            }
            return false;
        }

        private boolean failAtRegion(int region) {
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
                int locks = lockCandidates(state);
                if (locks < 0) {
                    return false;
                }
                if (locks > 0) {
                    continue;
                }
                int hall = hallSets(state);
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
                int inside = openDigitsOfTwoOrMore(state, shared[p]);
                if (inside == 0) {
                    continue; // one open cell or none: a digit locked there would be a hidden single, already placed
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

        /** The open digits of {@code cells}, or 0 when fewer than two of them are open. */
        private static int openDigitsOfTwoOrMore(int[] state, int[] cells) {
            int digits = 0;
            int open = 0;
            for (int cell : cells) {
                int mask = state[cell];
                if ((mask & PLACED) == 0) {
                    digits |= mask;
                    open++;
                }
            }
            return open < 2 ? 0 : digits;
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
         * The all-different matching over every region flagged for it, in one pass before the cheaper levels run
         * again: 1 if a candidate went, 0 if none, -1 on a contradiction.
         */
        private int hallSets(int[] state) {
            int found = 0;
            for (int r = 0; r < regionCells.length; r++) {
                if ((dirty[r] & MATCH) == 0) {
                    continue;
                }
                dirty[r] &= ~MATCH;
                int result = matchRegion(state, r);
                if (result < 0) {
                    return -1;
                }
                found |= result;
            }
            return found;
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
                failAtRegion(r); // a pigeonhole: some of these cells share fewer digits than they are
                return -1;
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
                    continue; // one row left: a row with no place left is the hidden-single scan's failure
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
            usedValues = 0;
            for (int i = 0; i < k; i++) {
                int digit = kept[slotPosition[i]];
                if ((digit & slotDomain[i]) != 0 && (digit & usedValues) == 0) {
                    slotValue[i] = digit;
                    usedValues |= digit;
                    owner[Integer.numberOfTrailingZeros(digit)] = i;
                } else {
                    slotValue[i] = 0;
                }
            }
            for (int i = 0; i < k; i++) {
                if (slotValue[i] == 0) {
                    visitedValues = 0;
                    if (!augment(i)) {
                        return -1;
                    }
                }
            }
            for (int i = 0; i < k; i++) {
                kept[slotPosition[i]] = slotValue[i];
                successors[i] = 0;
                predecessors[i] = 0;
            }
            for (int i = 0; i < k; i++) {
                for (int rest = slotDomain[i] & ~slotValue[i]; rest != 0; rest &= rest - 1) {
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
                    values |= slotValue[Integer.numberOfTrailingZeros(rest)];
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
            int free = options & ~usedValues;
            if (free != 0) {
                int digit = free & -free;
                slotValue[slot] = digit;
                usedValues |= digit;
                owner[Integer.numberOfTrailingZeros(digit)] = slot;
                return true;
            }
            for (int rest = options; rest != 0; rest &= rest - 1) {
                int digit = rest & -rest;
                if ((visitedValues & digit) != 0) {
                    continue;
                }
                visitedValues |= digit;
                int holder = owner[Integer.numberOfTrailingZeros(digit)];
                if (augment(holder)) {
                    slotValue[slot] = digit;
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
