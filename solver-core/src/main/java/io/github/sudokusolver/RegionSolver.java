package io.github.sudokusolver;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Constraint propagation over any {@link Layout}'s list of regions, with a guess on the most constrained choice:
 * the solver behind {@link Solver#fastest()} for every layout but the classic one (named {@code general}, and
 * usable on the classic grid too, for comparison).
 *
 * <p>State: one {@code int} per cell, bit {@code d - 1} set while digit {@code d} is possible there, and
 * {@link #PLACED} once the cell's digit is fixed and removed from its peers. Sizes go up to 25, so a mask fits an int.
 *
 * <p>Propagation, repeated until nothing changes:
 * <ol>
 *   <li>naked singles: placing a digit removes it from every peer, and a peer left with one digit is placed in turn
 *       (a stack, so one placement may cascade);</li>
 *   <li>hidden singles: per region, the digits seen once ({@code once & ~twice} of the running OR) and not yet
 *       placed there are placed; a digit seen nowhere is a contradiction;</li>
 *   <li>locked candidates: for two regions sharing cells (a box and a line; a diagonal and a box; two overlapping
 *       grids' rows in samurai), a digit whose open places in one region all lie in the shared cells leaves the rest
 *       of the other.</li>
 * </ol>
 * Then a guess: the open cell with the fewest digits, or, when every open cell has three or more, a digit with only
 * two places in a region (two branches either way). Each branch works on a copy of the state, one array per depth.
 * Cost per guess: a copy of {@code cells} ints and propagation over the regions the guess changed (a propagated state
 * is a fixed point, so the others cannot yield anything new).
 */
final class RegionSolver extends AbstractSolver {

    static final RegionSolver INSTANCE = new RegionSolver();

    /** Set on a cell whose digit is fixed and already removed from its peers. */
    private static final int PLACED = 1 << 30;
    /** Flags of a region changed since its last hidden-single scan, and since its last locked-candidates check. */
    private static final byte SCAN_SINGLES = 1;
    private static final byte CHECK_LOCKS = 2;
    private static final byte RECHECK_ALL = SCAN_SINGLES | CHECK_LOCKS;

    private RegionSolver() {
        super("general", 16); // a guess: a state copy and a propagation pass, microseconds on 16x16
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
     * Returns a random solution of the empty grid of {@code layout}, the digits of each guess tried in random order:
     * the start of a generated puzzle.
     *
     * <p>With random digit orders the time to a solution is heavy-tailed: most fills of a 25x25 grid take a node or
     * two per cell, a few get lost for minutes under an early wrong guess. So the search restarts, with fresh random
     * choices, whenever it spends its node budget, and the budget doubles each time, so the restarts cannot keep a
     * solvable grid from being filled, nor an unsolvable jigsaw from being found out.
     *
     * @throws IllegalArgumentException if no grid of the layout exists (a jigsaw whose regions cannot all hold every
     *     digit)
     * @throws SearchAbortedException if the thread is interrupted; its interrupt status stays set
     */
    static Board randomSolution(Layout layout, RandomGenerator random) {
        for (long budget = 4L * layout.cellCount(); ; budget *= 2) {
            Search search = new Search(SolveLimits.none().withMaxNodes(budget), layout, 1, true, 16);
            Run run = new Run(layout, search, random);
            run.explore(run.initialState(Board.empty(layout)), 0);
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
         * point, so only the regions a guess touched (and what they touch in turn) can yield anything new.
         */
        private final byte[] dirty;
        /** The regions with {@link #CHECK_LOCKS} when the current locked-candidates pass began. */
        private final boolean[] lockDue;
        /** A state per depth, reused by every branch at that depth. */
        private final int[][] states;
        /** For random fills: the shuffled digits of the guess at each depth, reused like the states. */
        private final int[][] digitOrders;
        /** Cells whose last digit is waiting to be placed. */
        private final int[] pending;

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
            this.digitOrders = new int[layout.cellCount() + 1][];
            this.pending = new int[layout.cellCount()];
        }

        /** Every cell open, then the givens placed and propagated; null if the givens already contradict. */
        int[] initialState(Board puzzle) {
            int[] state = new int[layout.cellCount()];
            Arrays.fill(state, all);
            Arrays.fill(dirty, RECHECK_ALL);
            for (int cell = 0; cell < state.length; cell++) {
                int digit = puzzle.digitAt(layout.positions[cell]);
                if (digit != 0 && !place(state, cell, 1 << digit - 1)) {
                    return null;
                }
            }
            return propagate(state) ? state : null;
        }

        /** Explores the completions of a propagated state; true means stop. */
        boolean explore(int[] state, int depth) {
            int bestCell = -1;
            int bestCount = Integer.MAX_VALUE;
            for (int cell = 0; cell < state.length; cell++) {
                int mask = state[cell];
                if ((mask & PLACED) == 0) {
                    int count = Integer.bitCount(mask);
                    if (count < bestCount) {
                        bestCount = count;
                        bestCell = cell;
                        if (count == 2) {
                            break;
                        }
                    }
                }
            }
            if (bestCell < 0) {
                return search.solutionFound(solutionOf(state));
            }
            if (bestCount > 2) {
                int choice = twoPlaceDigit(state);
                if (choice >= 0) {
                    return guessOnPlaces(state, depth, regionCells[choice >>> 5], 1 << (choice & 31));
                }
            }
            return guessOnCell(state, depth, bestCell);
        }

        private boolean guessOnCell(int[] state, int depth, int cell) {
            int options = state[cell];
            if (random == null) {
                for (int rest = options; rest != 0; rest &= rest - 1) {
                    if (branch(state, depth, cell, rest & -rest)) {
                        return true;
                    }
                }
                return false;
            }
            int count = Integer.bitCount(options);
            int[] order = digitOrders[depth];
            if (order == null) {
                order = new int[layout.size()];
                digitOrders[depth] = order;
            }
            for (int i = 0; i < count; i++) {
                order[i] = options & -options;
                options &= options - 1;
            }
            for (int i = count - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int swap = order[i];
                order[i] = order[j];
                order[j] = swap;
            }
            for (int i = 0; i < count; i++) {
                if (branch(state, depth, cell, order[i])) {
                    return true;
                }
            }
            return false;
        }

        /** A digit with two open places in one region, as {@code region << 5 | digit index}; -1 if none has. */
        private int twoPlaceDigit(int[] state) {
            for (int r = 0; r < regionCells.length; r++) {
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
                    return r << 5 | Integer.numberOfTrailingZeros(exactlyTwo);
                }
            }
            return -1;
        }

        /** Explores the two places of a digit in a region: one branch each, which together cover every solution. */
        private boolean guessOnPlaces(int[] state, int depth, int[] region, int bit) {
            for (int cell : region) {
                if ((state[cell] & (bit | PLACED)) == bit && branch(state, depth, cell, bit)) {
                    return true;
                }
            }
            return false;
        }

        /** Places {@code bit} in {@code cell} on a copy of the state and explores it; true means stop. */
        private boolean branch(int[] state, int depth, int cell, int bit) {
            if (!search.enterNode()) {
                return true;
            }
            int[] child = states[depth];
            if (child == null) {
                child = new int[state.length];
                states[depth] = child;
            }
            System.arraycopy(state, 0, child, 0, state.length);
            Arrays.fill(dirty, (byte) 0); // the parent is a fixed point; flags left by a failed sibling are stale
            if (place(child, cell, bit) && propagate(child) && explore(child, depth + 1)) {
                return true;
            }
            search.backtrack();
            return false;
        }

        /** Fixes {@code bit} in {@code cell} and cascades the naked singles it makes; false on a contradiction. */
        private boolean place(int[] state, int cell, int bit) {
            if ((state[cell] & bit) == 0) {
                return false;
            }
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
                for (int peer : peers[placed]) {
                    int mask = state[peer];
                    if ((mask & digit) != 0) {
                        if ((mask & PLACED) != 0) {
                            return false;
                        }
                        mask &= ~digit;
                        state[peer] = mask;
                        touch(peer);
                        if (mask == 0) {
                            return false;
                        }
                        if ((mask & mask - 1) == 0) {
                            pending[top++] = peer;
                        }
                    }
                }
            }
            return true;
        }

        private void touch(int cell) {
            for (int r : regionsOf[cell]) {
                dirty[r] = RECHECK_ALL;
            }
        }

        /**
         * Hidden singles and locked candidates, on the regions changed since they were last looked at, until
         * neither finds anything; false on a contradiction.
         */
        private boolean propagate(int[] state) {
            while (true) {
                boolean scanned = false;
                for (int r = 0; r < regionCells.length; r++) {
                    if ((dirty[r] & SCAN_SINGLES) == 0) {
                        continue;
                    }
                    dirty[r] &= ~SCAN_SINGLES;
                    scanned = true;
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
                        return false; // a digit with no place left in this region
                    }
                    int hidden = once & ~twice & ~placed;
                    while (hidden != 0) {
                        int bit = hidden & -hidden;
                        hidden ^= bit;
                        for (int cell : region) {
                            int mask = state[cell];
                            if ((mask & bit) != 0) {
                                if ((mask & PLACED) == 0 && !place(state, cell, bit)) {
                                    return false;
                                }
                                break;
                            }
                        }
                    }
                }
                if (!scanned) {
                    int result = lockCandidates(state);
                    if (result <= 0) {
                        return result == 0;
                    }
                }
            }
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
                    mask &= ~digits;
                    state[cell] = mask;
                    touch(cell);
                    found = 1;
                    if (mask == 0 || (mask & mask - 1) == 0 && !place(state, cell, mask)) {
                        return -1;
                    }
                }
            }
            return found;
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
