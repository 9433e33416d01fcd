package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * A constraint-programming search over any grid's list of regions: the engine behind the {@code bitboard} solver
 * for every layout but the classic one (named {@code general}, and usable on the classic
 * grid too, for comparison). The design, with what each part prunes and the node counts that chose it, is
 * {@code docs/general-solver.md}.
 *
 * <p>State: one {@code int} per cell, bit {@code d - 1} set while digit {@code d} is possible there, and
 * {@link RegionPropagator#PLACED} once the cell's digit is fixed; then, per region and digit, the digit's places in
 * the region (a bit per cell of the region), kept in step with the cells by every removal; then, per region, the
 * digits placed in it. Sizes go up to 25, so a mask fits an int.
 *
 * <p>Propagation, each level only over the regions changed since it last looked, and only once the cheaper levels
 * have nothing left:
 * <ol>
 *   <li>naked singles: placing a digit removes it from every peer that has it (its places in the cell's regions
 *       name them), and a peer left with one digit is placed in turn;</li>
 *   <li>hidden singles: a digit left one place in a region is placed there; a digit with none is a failure;</li>
 *   <li>locked candidates: for two regions sharing cells, a digit whose open places in one lie in the shared cells
 *       leaves the rest of the other;</li>
 *   <li>Hall sets (Régin's all-different): per region, a perfect matching of open digits to their places, then the
 *       strongly connected components of "digit d could take the place matched to digit e"; a candidate outside its
 *       component belongs to no completion of the region and goes. This covers naked and hidden subsets of every
 *       size, and a pigeonhole (k cells sharing fewer than k digits) is a matching that cannot be completed;</li>
 *   <li>fish, by the same filter: on a full square grid the rows where a digit is still open must take it in
 *       distinct columns, so per digit the rows are matched to columns (X-wing, swordfish and every larger fish,
 *       in rows and in columns at once).</li>
 * </ol>
 *
 * <p>Decisions are binary, "cell c holds d" then, once that branch is exhausted, "cell c does not hold d" on the same
 * state, after which the choice is made afresh. The cell is chosen by dom/wdeg: the lowest ratio of candidates to
 * the summed weights of its regions and rules, where every failure of propagation adds to the weight of the
 * constraint it was found in (of each region of a cell left with no digit; a failed fish has no one region to blame
 * and adds nothing), the more the fewer cells that constraint had open, and on killers below 16 digits every weight
 * halves every 1,024 failures ({@link FailureWeights}).
 * The digit is the cell's lowest. On a layout with variant rules and no killer cages, below 16 digits, a region's
 * digit with few places per unit of weight is a decision too: its heaviest place holds it, or not
 * ({@code Run#chooseByPlaces}; {@code docs/variants.md}, "Branching and hard lines"). So is a line's total where a
 * rule keeps one in the state (a region sum line's, a zipper's: {@link EqualSums}) and it has few totals left per unit
 * of weight: "the total is its lowest", or not ({@code Run#chooseTotal}). A search that runs long
 * restarts, keeping its weights, and records what it searched as nogoods so that it never searches it again
 * ({@link #FIRST_RESTART_NODES}, {@link Nogoods}). Nothing random or timed enters a search, so a puzzle gets the
 * same answer and the same node count on every call.
 *
 * <p>One idea per file: this one decides (the search, its choice of cell and its restarts), {@link RegionPropagator}
 * propagates (the levels above; {@link MatchingLevels} holds levels 4 and 5 with their kept matchings),
 * {@link FailureWeights} learns where the puzzle is tight, {@link Nogoods} what was searched before a restart,
 * {@link AllDifferentFilter} is the matching filter that levels 4 and 5 share.
 *
 * <p>Cost per node: a copy of the state, the propagation the decision triggers, and a scan of the open cells for the
 * next decision: about 14 microseconds on a hard 16x16.
 */
public final class GeneralEngine extends Engine {

    /** The one instance. */
    public static final GeneralEngine INSTANCE = new GeneralEngine();

    private static final int PLACED = RegionPropagator.PLACED;

    /**
     * Nodes of the sequential search before its first restart, and how much longer each run is than the last
     * (geometric restarts). Searches shorter than the first run are node for node what they were without restarts:
     * every puzzle of the generated, stress and hard sets (the largest, a hard 16x16, takes 18,202 nodes) and of the
     * killer lists but Mathemagic's. The minimal 25x25 puzzles and Mathemagic's killers restart a few times to a few
     * dozen, and take 5-73% fewer nodes; {@code docs/general-solver.md} has the figures of each setting tried.
     */
    static final long FIRST_RESTART_NODES = 20_000;
    static final double RESTART_GROWTH = 1.3;

    /** Nodes between reads of the clock and the interrupt flag: a node costs 15-35 µs on the large grids. */
    private static final int NODES_PER_CHECK = 4;

    private GeneralEngine() {
        super(NODES_PER_CHECK);
    }

    @Override
    public void search(Geometry geometry, int[] grid, Search search) {
        searchLearning(geometry, grid, search);
    }

    /**
     * The sequential search, which restarts with nogoods once it has run long: the search of a whole puzzle, and the
     * warm-up of a parallel search ({@link ParallelSearch}), whose weights then steer the split and every subproblem's
     * search. Without the warm-up each subproblem would start from nothing learned, and the minimal 25x25 puzzles
     * took up to 4.8 times the nodes.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position, 0 for empty and for holes; consistent givens; not changed
     * @param search the bookkeeping of the search
     * @return the weights it learned
     */
    static FailureWeights searchLearning(Geometry geometry, int[] grid, Search search) {
        Run run = new Run(geometry, search, null);
        run.searchRestarting(grid, FIRST_RESTART_NODES);
        return run.weights;
    }

    /**
     * The sequential search with its first restart after {@code firstRestartNodes} rather than
     * {@link #FIRST_RESTART_NODES}: for tests, so that the small puzzles they can check against other solvers restart,
     * and often.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position, 0 for empty and for holes; consistent givens; not changed
     * @param search the bookkeeping of the search
     * @param firstRestartNodes the nodes before the first restart, at least 1
     * @return the nogoods the search recorded
     * @throws IllegalArgumentException if {@code firstRestartNodes} is below 1: the search would restart forever
     */
    public static int searchRestartingAfter(Geometry geometry, int[] grid, Search search, long firstRestartNodes) {
        if (firstRestartNodes < 1) {
            throw new IllegalArgumentException("firstRestartNodes must be at least 1, not " + firstRestartNodes);
        }
        Run run = new Run(geometry, search, null);
        run.searchRestarting(grid, firstRestartNodes);
        return run.propagator.nogoods.count();
    }

    /**
     * The sequential search, as {@link #search}, of the completions of pencil marks: every cell starts with the digits
     * of its mark alone, the rules applying as ever. What the step engine's last resort runs on a layout with variant
     * rules, so that every rule is kept by the propagators the solvers trust.
     *
     * @param geometry the grid's geometry
     * @param cellMasks per compact cell, the digits it may hold (bit {@code d - 1} for digit {@code d}); one bit for
     *     a placed cell; not changed
     * @param search the bookkeeping of the search
     */
    public static void searchWithin(Geometry geometry, int[] cellMasks, Search search) {
        if (cellMasks.length != geometry.cellCount()) {
            throw new IllegalArgumentException(cellMasks.length + " masks for " + geometry.cellCount() + " cells");
        }
        Run run = new Run(geometry, search, null);
        run.within = cellMasks.clone();
        run.searchRestarting(new int[geometry.positionCount()], FIRST_RESTART_NODES);
    }

    /**
     * The split of a parallel search: the givens propagated, then split by this search's own choice of cell into one
     * subproblem per candidate digit, each propagated (failed ones dropped), level after level until there are at
     * least {@code target} subproblems or none can be split further.
     *
     * @param geometry the grid's geometry
     * @param grid the digit of each grid position, 0 for empty and for holes; consistent givens; not changed
     * @param search the bookkeeping of the split, whose nodes are the subproblems' propagations
     * @param target how many subproblems are enough
     * @param weights the weights that choose the cells, fed by the split's own failures
     * @return the subproblems' states, in the order the sequential search meets them (a solved state among them is
     *     its own solution); empty if the givens have no completion; null if the search was stopped
     */
    static List<int[]> split(Geometry geometry, int[] grid, Search search, int target, FailureWeights weights) {
        Run run = new Run(geometry, search, null, weights);
        run.byTotals = false; // a subproblem is a state of cell decisions
        int[] root = run.initialState(grid);
        List<int[]> level = new ArrayList<>();
        if (root != null) {
            level.add(root);
        }
        boolean splittable = true;
        while (splittable && level.size() < target) {
            splittable = false;
            List<int[]> next = new ArrayList<>();
            for (int[] state : level) {
                int cell = run.chooseCell(state);
                if (cell == Run.SOLVED) {
                    next.add(state);
                    continue;
                }
                splittable = true;
                for (int digits = state[cell] & run.propagator.all; digits != 0; digits &= digits - 1) {
                    if (!search.enterNode()) {
                        return null;
                    }
                    int[] child = state.clone();
                    run.propagator.startBranch();
                    if (run.propagator.place(child, cell, digits & -digits) && run.propagator.propagate(child)) {
                        next.add(child);
                    } else {
                        search.backtrack();
                    }
                }
            }
            level = next;
        }
        return level;
    }

    /**
     * The search of one subproblem of {@link #split}: the sequential search, on a propagator of its own and a copy of
     * the weights the split ended with, so that its outcome does not depend on what else was searched.
     *
     * @param geometry the grid's geometry
     * @param subproblem one of the states {@link #split} returned; not changed
     * @param search the bookkeeping of this subproblem's search
     * @param weights the weights to start from; not changed
     */
    static void searchFrom(Geometry geometry, int[] subproblem, Search search, FailureWeights weights) {
        new Run(geometry, search, null, weights.copy()).explore(subproblem.clone(), 0);
    }

    /**
     * Returns a random solution of the empty grid, the digit of each decision drawn at random: the start of a
     * generated puzzle.
     *
     * <p>With random digits the time to a solution is heavy-tailed: most fills take a node or two per cell, a few get
     * lost under an early wrong guess. So the search restarts, with fresh random choices, whenever it spends its node
     * budget, and the budget doubles each time, so the restarts cannot keep a solvable grid from being filled, nor an
     * unsolvable jigsaw from being found out.
     *
     * @param geometry the grid's geometry
     * @param randomBelow a random int in {@code [0, n)} for its argument {@code n}
     * @return one digit per grid position, or null if no grid of this geometry exists (a jigsaw whose regions cannot
     *     all hold every digit)
     * @throws Budget.Stopped if the thread is interrupted; its interrupt status stays set
     */
    public static int[] randomSolution(Geometry geometry, IntUnaryOperator randomBelow) {
        for (long nodes = 4L * geometry.cellCount(); ; nodes *= 2) {
            Search search = new Search(new Search.Bounds(nodes, Search.Bounds.NO_DEADLINE), 1, true, INSTANCE);
            Run run = new Run(geometry, search, randomBelow);
            int[] state = run.initialState(new int[geometry.positionCount()]);
            if (state != null) {
                run.explore(state, 0);
            }
            if (search.firstSolution() != null) {
                return search.firstSolutionGrid();
            }
            if (search.stop() == null) {
                return null;
            }
            if (search.stop() != Stop.NODE_LIMIT) {
                throw new Budget.Stopped(search.stop(), search.nodes(), search.elapsed());
            }
        }
    }

    /** One search: the decisions over a {@link RegionPropagator}. */
    private static final class Run {
        /** What {@link #chooseCell} returns when no cell is open: the state is a solution. */
        private static final int SOLVED = -1;
        private final Geometry geometry;
        private final Search search;
        /** A random int below its argument, when filling a grid at random; null for a search. */
        private final IntUnaryOperator randomBelow;
        private final RegionPropagator propagator;
        private final int cellCount;
        private final FailureWeights weights;
        /** A state per depth, reused by every branch at that depth. */
        private final int[][] states;
        /** The node count at which the search restarts, once back at a decision; never without nogoods. */
        private long restartAt = Long.MAX_VALUE;
        /** Set when the search gave up its tree to restart: the calls return as if stopped, and the caller restarts. */
        private boolean restarting;
        /** Whether a decision may be a region's digit's place, not only a cell's digit ({@link #chooseByPlaces}). */
        private final boolean byPlaces;
        /** The digit of the decision {@link #chooseCell} chose by places, or 0: the chosen cell's lowest digit. */
        private int chosenBit;
        /** Whether a decision may be a rule's total ({@link #chooseTotal}): the sequential search only. */
        private boolean byTotals;
        /** The rule whose total {@link #chooseCell} chose to decide on, or -1: a cell decision. */
        private int chosenRule = -1;
        /** The best choice's candidates in halves and its weight, as {@link #chooseCell} left them. */
        private long chosenHalves;
        private long chosenWeight;

        Run(Geometry geometry, Search search, IntUnaryOperator randomBelow) {
            this(geometry, search, randomBelow, new FailureWeights(geometry));
        }

        Run(Geometry geometry, Search search, IntUnaryOperator randomBelow, FailureWeights weights) {
            this.geometry = geometry;
            this.search = search;
            this.randomBelow = randomBelow;
            this.propagator = new RegionPropagator(geometry, weights);
            this.cellCount = geometry.cellCount();
            this.weights = weights;
            this.states = new int[geometry.cellCount() + 1 + geometry.rules.length][];
            this.byPlaces = randomBelow == null && geometry.size < FailureWeights.WEIGHTED_FROM_SIZE
                    && geometry.constraints != null && geometry.cageCells.length == 0;
            this.byTotals = randomBelow == null && propagator.totalRules.length > 0;
        }

        /** The pencil marks the search starts within ({@link #searchWithin}); null: every digit. */
        private int[] within;

        /** Every cell open, then the givens placed and propagated; null if the givens already contradict. */
        int[] initialState(int[] grid) {
            return propagator.initialState(grid, within);
        }

        /**
         * Explores the completions of a grid's givens, restarting from them, with what the nogoods recorded so far
         * forbid, after {@code firstRestartNodes} nodes, then after runs {@link #RESTART_GROWTH} times longer each,
         * until the search ends or its bounds stop it.
         */
        void searchRestarting(int[] grid, long firstRestartNodes) {
            Nogoods nogoods = new Nogoods(geometry, propagator.totalsAt, propagator.totalRules);
            propagator.nogoods = nogoods;
            double runNodes = firstRestartNodes;
            while (true) {
                restartAt = search.nodes() + (long) Math.min(runNodes, Long.MAX_VALUE / 2);
                runNodes *= RESTART_GROWTH;
                int[] state = initialState(grid);
                if (state != null && nogoods.count() > 0) {
                    propagator.startBranch();
                    if (!nogoods.checkAll(state) || !propagator.propagate(state)) {
                        state = null;
                    }
                }
                if (state == null || !explore(state, 0) || !restarting) {
                    return;
                }
                restarting = false;
            }
        }

        /**
         * Explores the completions of a propagated state: decides "cell c holds d" on a copy, and, when that branch is
         * exhausted, "c does not hold d" on this state itself, then decides afresh. True means stop (or restart, when
         * {@link #restarting} is set).
         */
        boolean explore(int[] state, int depth) {
            Nogoods nogoods = propagator.nogoods;
            if (nogoods == null) {
                return decide(state, depth, null);
            }
            int mark = nogoods.mark();
            boolean stop = decide(state, depth, nogoods);
            nogoods.backTo(mark); // this depth's refutations leave the path with it
            return stop;
        }

        /**
         * {@link #explore}'s decisions at one depth, each recorded on the path when the search can restart, so that
         * a restart can turn the path's refutations into nogoods.
         */
        private boolean decide(int[] state, int depth, Nogoods nogoods) {
            while (true) {
                int cell = chooseCell(state);
                if (cell == SOLVED) {
                    return search.solutionFound(search.wantsGrid() ? propagator.solutionOf(state) : null);
                }
                int outcome = chosenRule >= 0 ? decideTotal(state, depth, nogoods, chosenRule)
                        : decideCell(state, depth, nogoods, cell);
                if (outcome != 0) {
                    return outcome > 0;
                }
            }
        }

        /**
         * "Rule {@code rule}'s total is its lowest" on a copy, then, once exhausted, "it is not" on the state itself.
         * Returns 1 to stop (or restart), -1 when the state failed, 0 to decide afresh.
         */
        private int decideTotal(int[] state, int depth, Nogoods nogoods, int rule) {
            int slot = propagator.totalSlot[rule];
            long totals = RegionPropagator.totals(state, slot);
            long lowest = totals & -totals;
            int decision = nogoods == null ? 0
                    : nogoods.totalDecision((slot - propagator.totalsAt) >>> 1, Long.numberOfTrailingZeros(lowest));
            if (stopsBeforeNode(nogoods)) {
                return 1;
            }
            if (nogoods != null) {
                nogoods.decided(depth, decision);
            }
            int[] child = copyAt(depth, state);
            propagator.startBranch();
            if (propagator.keepTotals(child, rule, lowest) && propagator.propagate(child) && explore(child, depth + 1)) {
                return 1;
            }
            search.backtrack();
            if (!search.enterNode()) {
                return 1;
            }
            if (nogoods != null) {
                nogoods.refuted(depth, decision);
            }
            propagator.startBranch();
            if (!propagator.keepTotals(state, rule, ~lowest) || !propagator.propagate(state)) {
                search.backtrack();
                return -1;
            }
            return 0;
        }

        /**
         * Whether a decision stops before its first branch: a restart is due (the path is recorded as nogoods
         * first) or the search's limits end it.
         */
        private boolean stopsBeforeNode(Nogoods nogoods) {
            if (search.nodes() >= restartAt) {
                restarting = true;
                nogoods.recordPath();
                return true;
            }
            return !search.enterNode();
        }

        /** The state copied into depth {@code depth}'s buffer (made on first use), where a decision's branch runs. */
        private int[] copyAt(int depth, int[] state) {
            int[] child = states[depth];
            if (child == null) {
                child = new int[state.length];
                states[depth] = child;
            }
            System.arraycopy(state, 0, child, 0, state.length);
            return child;
        }

        /**
         * "Cell {@code cell} holds its digit" (the chosen place's, or its lowest) on a copy, then, once exhausted, "it
         * does not" on the state itself. Returns 1 to stop (or restart), -1 when the state failed, 0 to decide afresh.
         */
        private int decideCell(int[] state, int depth, Nogoods nogoods, int cell) {
            int bit = chosenBit != 0 ? chosenBit : 1 << digitIndexToTry(state[cell]);
            if (stopsBeforeNode(nogoods)) {
                return 1;
            }
            if (nogoods != null) {
                nogoods.decided(depth, cell, bit);
            }
            weights.decided(cell);
            int[] child = copyAt(depth, state);
            propagator.startBranch();
            if (propagator.place(child, cell, bit) && propagator.propagate(child) && explore(child, depth + 1)) {
                return 1;
            }
            search.backtrack();
            if (!search.enterNode()) {
                return 1;
            }
            if (nogoods != null) {
                nogoods.refuted(depth, cell, bit);
            }
            weights.decided(cell);
            propagator.startBranch();
            if (!propagator.exclude(state, cell, bit) || !propagator.propagate(state)) {
                search.backtrack();
                return -1;
            }
            return 0;
        }

        /**
         * The cell of the next decision: the open cell with the fewest candidates per unit of weight (dom/wdeg), the
         * first such on ties; or, on grids below {@link FailureWeights#WEIGHTED_FROM_SIZE} digits, a cell where a
         * region's digit has fewer places per unit of weight still ({@link #chooseByPlaces}), its digit then in
         * {@link #chosenBit}. {@link #SOLVED} when every cell is placed.
         */
        private int chooseCell(int[] state) {
            chosenBit = 0;
            int bestCell = SOLVED;
            long bestCount = 1;
            long bestWeight = 0;
            for (int cell = 0; cell < cellCount; cell++) {
                int mask = state[cell];
                if ((mask & PLACED) != 0) {
                    continue;
                }
                long count = Integer.bitCount(mask);
                long cellWeight = weights.ofCell(cell);
                if (count * bestWeight < bestCount * cellWeight) { // count / cellWeight < bestCount / bestWeight
                    bestCell = cell;
                    bestCount = count;
                    bestWeight = cellWeight;
                }
            }
            chosenRule = -1;
            chosenHalves = 2 * bestCount;
            chosenWeight = bestWeight;
            if (byPlaces && bestCount > 2) {
                bestCell = chooseByPlaces(state, bestCell, bestCount, bestWeight);
            }
            if (byTotals && bestCell != SOLVED && chosenHalves > 4) {
                chooseTotal(state);
            }
            return bestCell;
        }

        /**
         * A rule's total as a variable beside the cells (a region sum line's, a zipper's: {@link EqualSums}): {@code k}
         * totals left count as {@code k + 1/2} candidates, as a region's digit's places do, weighed as the sum of its
         * open cells' weights (the total constrains each of them), and win where that is fewer per unit of weight than
         * the choice so far. Measured against the heaviest cell's weight alone: "Region sum lines, hard" 340 nodes
         * against 850, The Zip that Zips the Zips 2,280 against 2,348 (752 and 2,594 without totals). Sets
         * {@link #chosenRule}.
         */
        private void chooseTotal(int[] state) {
            for (int rule : propagator.totalRules) {
                long totals = RegionPropagator.totals(state, propagator.totalSlot[rule]);
                long halves = 2L * Long.bitCount(totals) + 1;
                if (halves < 5 || halves >= chosenHalves) {
                    continue;
                }
                long weight = 0;
                for (int c : geometry.rules[rule].cells) {
                    if ((state[c] & PLACED) == 0) {
                        weight += weights.ofCell(c);
                    }
                }
                if (weight == 0 || halves * chosenWeight >= chosenHalves * weight) {
                    continue;
                }
                chosenRule = rule;
                chosenHalves = halves;
                chosenWeight = weight;
            }
        }

        /**
         * The other variables of the search, beside the cells: where each region's digit goes. A digit open in a
         * region with fewer places than the chosen cell has candidates, {@code k} places, is a choice among {@code k},
         * counted as {@code k + 1/2} candidates and weighed as the heaviest of its places. When that is fewer per unit
         * of weight than the chosen cell's candidates (the fewest such, the first on ties), the decision is "its
         * heaviest place holds the digit" (the first such place on ties), whose refutation leaves the digit {@code k -
         * 1} places. With two places the refutation places it: the Interactive Sudoku Solver's branching on a digit's
         * two places in a house, generalised here. Measured ({@code docs/variants.md}, "Branching and hard lines"):
         * with places counted as {@code k}, or allowed as many as the cell's candidates, the little killer snipes and
         * "Hard renban 3" took more nodes; with {@code k + 1} the renbans did. Sets {@link #chosenBit}.
         *
         * @return the cell of the decision: {@code bestCell}, or a place of the chosen digit
         */
        private int chooseByPlaces(int[] state, int bestCell, long bestCount, long bestWeight) {
            int[][] regionCells = geometry.regionCells;
            int size = geometry.size;
            int placedAt = propagator.placedDigitsAt;
            int cell = bestCell;
            long bestHalves = 2 * bestCount; // the best choice's candidates, in halves
            long most = 2 * bestCount - 1; // fewer places than the cell's candidates
            for (int r = 0, at = cellCount; r < regionCells.length; r++, at += size) {
                int[] inRegion = regionCells[r];
                for (int open = propagator.all & ~state[placedAt + r]; open != 0; open &= open - 1) {
                    int d = Integer.numberOfTrailingZeros(open);
                    int places = state[at + d];
                    long halves = 2L * Integer.bitCount(places) + 1;
                    if (halves < 5 || halves > most) {
                        continue; // placed already, or as many places as the cell's candidates
                    }
                    int heaviest = -1;
                    long heaviestWeight = -1;
                    for (; places != 0; places &= places - 1) {
                        int c = inRegion[Integer.numberOfTrailingZeros(places)];
                        if (weights.ofCell(c) > heaviestWeight) {
                            heaviest = c;
                            heaviestWeight = weights.ofCell(c);
                        }
                    }
                    if (halves * bestWeight >= bestHalves * heaviestWeight) {
                        continue; // no better
                    }
                    cell = heaviest;
                    chosenBit = 1 << d;
                    bestHalves = halves;
                    bestWeight = heaviestWeight;
                    chosenHalves = halves;
                    chosenWeight = heaviestWeight;
                }
            }
            return cell;
        }

        /** The digit a cell decision tries first: the lowest, or a random one when filling a grid at random. */
        private int digitIndexToTry(int mask) {
            if (randomBelow == null) {
                return Integer.numberOfTrailingZeros(mask);
            }
            int pick = randomBelow.applyAsInt(Integer.bitCount(mask));
            for (int i = 0; i < pick; i++) {
                mask &= mask - 1;
            }
            return Integer.numberOfTrailingZeros(mask);
        }
    }
}
