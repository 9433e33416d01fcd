package io.github.sudokusolver;

import java.util.Arrays;

/**
 * The propagation of the general solver ({@link RegionSolver}) over one layout, for one search: it takes a state
 * (one candidate mask per cell) to a fixed point of singles, locked candidates, Hall sets and fish, or reports a
 * contradiction, and keeps what the search learns across branches: the weights of dom/wdeg and the last matchings.
 * The levels and what each prunes are in {@code docs/general-solver.md}.
 *
 * <p>Every method that changes a state returns false (or -1) on a contradiction; the state is then garbage and the
 * caller drops it.
 */
final class RegionPropagator {

    /** Set on a cell whose digit is fixed and already removed from its peers. */
    static final int PLACED = 1 << 30;
    /** Flags of a region changed since its last hidden-single scan and matching. */
    private static final byte SCAN_SINGLES = 1;
    private static final byte MATCH = 2;
    private static final byte RECHECK_ALL = SCAN_SINGLES | MATCH;

    private final Layout layout;
    private final int all;
    private final int[][] regionCells;
    private final int[][] peers;
    final int[][] regionsOf;
    /**
     * Per region, what must be looked at again because one of its cells changed: a propagated state is a fixed
     * point, so only the regions a decision touched (and what they touch in turn) can yield anything new.
     */
    private final byte[] dirty;
    /**
     * Per region, the digits that lost a place in it since the last locked-candidates pass: a lock between two
     * regions can only appear for a digit whose places changed in one of them, and most locks, once applied, stay
     * true and would cost a full scan on every later pass.
     */
    private final int[] lockDigits;
    /** {@link #lockDigits} as they were when the current locked-candidates pass began. */
    private final int[] lockDue;
    /** Cells whose last digit is waiting to be placed. */
    private final int[] pending;
    /**
     * Per region, the failures found in it, plus one: the "wdeg" of dom/wdeg. Not part of the state: what one
     * branch learns about where the puzzle is hard steers every later choice.
     */
    final int[] weight;
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

    private final AllDifferentFilter filter;

    RegionPropagator(Layout layout) {
        this.layout = layout;
        this.all = (1 << layout.size()) - 1;
        this.regionCells = layout.tables.regionCells;
        this.peers = layout.tables.peers;
        this.regionsOf = layout.tables.regionsOf;
        this.dirty = new byte[regionCells.length];
        this.lockDigits = new int[regionCells.length];
        this.lockDue = new int[regionCells.length];
        this.pending = new int[layout.cellCount()];
        this.weight = new int[regionCells.length];
        Arrays.fill(weight, 1);
        this.matched = new int[regionCells.length][];
        for (int r = 0; r < regionCells.length; r++) {
            matched[r] = new int[regionCells[r].length];
        }
        int size = layout.size();
        this.filter = new AllDifferentFilter(size);
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
        Arrays.fill(lockDigits, all);
        changedDigits = all;
        for (int cell = 0; cell < state.length; cell++) {
            int digit = puzzle.digitAt(layout.tables.positions[cell]);
            if (digit != 0 && !place(state, cell, 1 << digit - 1)) {
                return null;
            }
        }
        return propagate(state) ? state : null;
    }

    /** Fixes {@code bit} in {@code cell} and cascades the naked singles it makes; false on a contradiction. */
    boolean place(int[] state, int cell, int bit) {
        if ((state[cell] & bit) == 0) {
            return failAtCell(cell);
        }
        changedDigits |= state[cell] & ~bit & all;
        touch(cell, state[cell] & all);
        state[cell] = bit;
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
                    touch(peer, digit);
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
    boolean exclude(int[] state, int cell, int digits) {
        int mask = state[cell];
        if ((mask & PLACED) != 0 || (mask & digits) == 0) {
            return true;
        }
        changedDigits |= mask & digits;
        touch(cell, mask & digits);
        mask &= ~digits;
        state[cell] = mask;
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
    void startBranch() {
        Arrays.fill(dirty, (byte) 0);
        Arrays.fill(lockDigits, 0);
        changedDigits = 0;
    }

    /** Notes that {@code cell} lost the places of {@code digits} in each of its regions. */
    private void touch(int cell, int digits) {
        for (int r : regionsOf[cell]) {
            dirty[r] = RECHECK_ALL;
            lockDigits[r] |= digits;
        }
    }

    /**
     * Hidden singles, locked candidates and Hall sets, each on the regions changed since it last looked at them,
     * until none finds anything; false on a contradiction.
     */
    boolean propagate(int[] state) {
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
        System.arraycopy(lockDigits, 0, lockDue, 0, lockDigits.length);
        Arrays.fill(lockDigits, 0);
        int found = 0;
        int[][] shared = layout.tables.sharedCells;
        int[][] pairRegions = layout.tables.pairRegions;
        for (int p = 0; p < shared.length; p++) {
            int first = pairRegions[p][0];
            int second = pairRegions[p][1];
            int due = lockDue[first] | lockDue[second] | lockDigits[first] | lockDigits[second];
            if (due == 0) {
                continue;
            }
            int inside = openDigitsOfTwoOrMore(state, shared[p]) & due;
            if (inside == 0) {
                continue; // one open cell or none: a digit locked there would be a hidden single, already placed
            }
            int[] firstRest = layout.tables.firstOnly[p];
            int[] secondRest = layout.tables.secondOnly[p];
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

    /** Fills the filter's slots with the open cells of a region; returns how many there are. */
    private int openSlots(int[] state, int[] region) {
        int k = 0;
        for (int p = 0; p < region.length; p++) {
            int mask = state[region[p]];
            if ((mask & PLACED) == 0) {
                filter.slotKey[k] = p;
                filter.slotDomain[k] = mask;
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
        int result = filter.filter(k, matched[r]);
        if (result < 0) {
            failAtRegion(r); // a pigeonhole: some of these cells share fewer digits than they are
            return -1;
        }
        if (result > 0) {
            for (int i = 0; i < k; i++) {
                if (!exclude(state, region[filter.slotKey[i]], filter.slotDomain[i] & ~filter.allowed[i])) {
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
                    filter.slotKey[k] = row;
                    filter.slotDomain[k] = columns;
                    k++;
                }
            }
            if (k < 2) {
                continue; // one row left: a row with no place left is the hidden-single scan's failure
            }
            int result = filter.filter(k, matchedFish[d]);
            if (result < 0) {
                return -1;
            }
            if (result > 0) {
                for (int i = 0; i < k; i++) {
                    int base = filter.slotKey[i] * n;
                    for (int rest = filter.slotDomain[i] & ~filter.allowed[i]; rest != 0; rest &= rest - 1) {
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

    /** The grid of a solved state, one digit per grid position of the layout. */
    int[] solutionOf(int[] state) {
        int[] grid = new int[layout.rows() * layout.columns()];
        for (int cell = 0; cell < state.length; cell++) {
            grid[layout.tables.positions[cell]] = Integer.numberOfTrailingZeros(state[cell] & all) + 1;
        }
        return grid;
    }
}
