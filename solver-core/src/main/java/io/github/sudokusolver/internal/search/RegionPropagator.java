package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * The propagation of the general solver ({@link GeneralEngine}) over one layout, for one search: it takes a state
 * (a candidate mask per cell, each digit's places per region, each region's placed digits; {@link #initialState})
 * to a fixed point of singles, the rules beside the regions (killer cages' {@link SumRule}s, the variant rules'
 * {@link Propagator}s), locked candidates
 * ({@link LockedCandidates}), Hall sets and fish ({@link MatchingLevels}), or reports a contradiction, and keeps what
 * the search learns across branches: the weights of dom/wdeg ({@link FailureWeights}) and the last matchings.
 * The levels and what each prunes are in {@code docs/general-solver.md}.
 *
 * <p>Every method that changes a state returns false (or -1) on a contradiction; the state is then garbage and the
 * caller drops it.
 */
final class RegionPropagator {

    /**
     * Set on a cell whose digit is fixed: once {@link #place} returns, the digit is gone from every peer, and it is in
     * the placed digits of each of the cell's regions.
     */
    static final int PLACED = 1 << 30;

    private final Geometry geometry;
    /** Every digit's bit. */
    final int all;
    /** Digits, and cells per region. */
    private final int size;
    /** Cells of the layout: where the places part of a state begins. */
    private final int cells;
    /** Where the third part of a state begins: per region, the digits placed in it. */
    final int placedDigitsAt;
    /**
     * Regions and digits ({@code region << 5 | digit index}) whose places came down to one cell since the queue was
     * last drained: a hidden single, unless that cell already holds the digit.
     */
    private final int[] hiddenSingles;
    private int hiddenCount;
    private final int[][] regionCells;
    private final int[][] regionsOf;
    /** {@link Geometry#slotsOf}: where each cell stands in each of its regions' masks. */
    private final int[][] slotsOf;
    /**
     * Per region, whether one of its cells changed since its last matching: a propagated state is a fixed point, so
     * only the regions a decision touched (and what they touch in turn) can yield anything new.
     */
    private final boolean[] matchDue;
    /** Locked candidates, level 3. */
    private final LockedCandidates locks;
    /** {@link LockedCandidates#changed}, written by every removal. */
    private final int[] lockDigits;
    /** Cells whose last digit is waiting to be placed. */
    private final int[] pending;
    /** The peers of a placed cell that still hold its digit. */
    private final PeersHolding peersHolding;
    /** {@link PeersHolding#holders}: where {@link #peersHolding} puts them. */
    private final int[] holders;
    /** The weights of dom/wdeg, which every failure found here feeds. */
    final FailureWeights weights;
    /** Hall sets and fish, with the matchings they keep. */
    private final MatchingLevels matching;
    /** Digits that lost a candidate somewhere since {@link #fish} last looked at them. */
    private int changedDigits;
    /**
     * Calls of {@link #lose} so far: a level of {@link #propagate} that changes it removed candidates, and the cheaper
     * levels run again. The levels return only whether the state is still consistent.
     */
    private long removals;

    /** Nogoods recorded at restarts, or null. */
    Nogoods nogoods;

    /**
     * Where the last part of a state begins: per rule with a total of its own ({@link EqualSums#hasTotal}), the
     * totals it may still take, a bit each below 64, as two ints (low, high). A rule narrows its own as it runs; the
     * search branches on it ({@code GeneralEngine}), so a line's total is a variable beside the cells.
     */
    final int totalsAt;
    /** Per rule, where its totals lie in a state, -1 for a rule without. */
    final int[] totalSlot;
    /** The rules with a total, in rule order. */
    final int[] totalRules;

    /** The matching filter, shared by the regions, the fish and the sum rules (never by two at once). */
    final AllDifferentFilter filter;

    /**
     * The rules beside the regions (killer cages, what the law of 45 derives, the variant rules' propagators), none on
     * most layouts.
     */
    private final Propagator[] rules;
    /** The rules of each cell; null when there are none, so that plain layouts skip them in {@link #lose}. */
    private final int[][] rulesOf;
    /** The rules due to run. */
    private final RuleQueue queue;
    /** Scratch of a rule's run: its cells' candidates, what each keeps, a kept matching, common peers. */
    final int[] ruleDomain;
    final int[] ruleSupport;
    final int[] ruleMatching;
    final int[] ruleChoice;
    /** Scratch of {@link OffsetSum}: what each cell of the sum may take beside a digit of the last cell. */
    final int[] ruleAllowed;
    final int[] ruleLeastAfter;
    final int[] ruleMostAfter;
    /** Scratch of {@link LinearSum}'s exact pass: the totals the cells before / from each index can reach. */
    final long[] ruleReachBefore;
    final long[] ruleReachAfter;
    final int[] ruleCandidates;
    final long[] commonPeers;
    /** {@link Geometry#peerBits}. */
    final long[][] peerBits;
    /** Scratch of the propagators that need bit sets ({@link Propagator#scratchWords()}). */
    final long[] wordScratch;
    /**
     * Per rule, the residues of its exact pass ({@link Propagator#residueSlots()}): per cell and digit, the last
     * assignments found that met the rule with that digit there ({@link SumResidues#RESIDUES} of them), packed (one-hot,
     * a digit's bit per cell, where the cells' digits fit a long, else 5 bits per cell, digit 1-based; 0 for none).
     * One still inside the candidates supports its digits at once, with no search: sound whatever branch found it,
     * since it is checked against the state it is read in.
     */
    final long[][] residues;
    /** {@link Geometry#allowed}: the digits each cell may hold before search, or null for all. */
    private final int[] allowed;
    /**
     * Set only to check a rule against the givens alone ({@link Geometry#brokenRules}): removals then cut the masks
     * and nothing else (no places, no naked singles, no wake), so that a rule's propagation runs on its own.
     */
    boolean alone;

    /**
     * @param geometry the layout's geometry
     * @param weights the weights of dom/wdeg this search starts from and feeds; a fresh set for a search of its own
     */
    RegionPropagator(Geometry geometry, FailureWeights weights) {
        this.geometry = geometry;
        this.all = (1 << geometry.size) - 1;
        this.size = geometry.size;
        this.cells = geometry.cellCount();
        this.placedDigitsAt = cells + geometry.regionCells.length * size;
        this.regionCells = geometry.regionCells;
        this.regionsOf = geometry.regionsOf;
        this.slotsOf = geometry.slotsOf;
        this.matchDue = new boolean[regionCells.length];
        this.pending = new int[cells];
        this.peersHolding = new PeersHolding(geometry);
        this.holders = peersHolding.holders;
        this.weights = weights;
        this.hiddenSingles = new int[regionCells.length * size];
        this.filter = new AllDifferentFilter(size);
        this.matching = new MatchingLevels(this, geometry, filter, weights);
        this.locks = new LockedCandidates(this, geometry);
        this.lockDigits = locks.changed;
        this.rules = geometry.rules;
        this.rulesOf = rules.length == 0 ? null : geometry.rulesOf;
        boolean[] implied = new boolean[rules.length];
        // the rules SumRules derives from the cages (and little killers): after the cages, before the variant rules
        Arrays.fill(implied, geometry.cageCount(), geometry.variantStart, true);
        for (int r = geometry.variantStart; r < rules.length; r++) {
            // the region sum lines' pieces taken by box follow from the lines and the boxes: run once those settle
            implied[r] = rules[r].kind == Propagator.BOX_PIECES;
        }
        this.queue = new RuleQueue(implied);
        int longest = size;
        int words = 0;
        for (Propagator rule : rules) {
            longest = Math.max(longest, rule.cells.length);
            words = Math.max(words, rule.scratchWords());
        }
        this.wordScratch = new long[words];
        this.residues = new long[rules.length][];
        for (int r = 0; r < rules.length; r++) {
            residues[r] = new long[rules[r].residueSlots()];
        }
        this.allowed = geometry.allowed;
        this.ruleDomain = new int[longest];
        this.ruleSupport = new int[longest];
        this.ruleMatching = new int[longest];
        this.ruleChoice = new int[longest];
        this.ruleAllowed = new int[longest];
        this.ruleLeastAfter = new int[longest + 1];
        this.ruleMostAfter = new int[longest + 1];
        this.ruleReachBefore = new long[longest + 1];
        this.ruleReachAfter = new long[longest + 1];
        this.ruleCandidates = new int[longest];
        this.peerBits = geometry.peerBits;
        this.commonPeers = new long[(cells + 63) >>> 6];
        this.totalsAt = placedDigitsAt + regionCells.length;
        this.totalSlot = new int[rules.length];
        int withTotal = 0;
        for (int r = 0; r < rules.length; r++) {
            boolean has = rules[r] instanceof EqualSums && ((EqualSums) rules[r]).hasTotal();
            totalSlot[r] = has ? totalsAt + 2 * withTotal++ : -1;
        }
        this.totalRules = new int[withTotal];
        for (int r = 0, i = 0; r < rules.length; r++) {
            if (totalSlot[r] >= 0) {
                totalRules[i++] = r;
            }
        }
    }

    /** The totals a rule with one may still take ({@link #totalSlot}), a bit each. */
    static long totals(int[] state, int slot) {
        return state[slot] & 0xFFFFFFFFL | (long) state[slot + 1] << 32;
    }

    /** Writes the totals a rule with one may still take. */
    static void setTotals(int[] state, int slot, long totals) {
        state[slot] = (int) totals;
        state[slot + 1] = (int) (totals >>> 32);
    }

    /**
     * Keeps only the totals of {@code keep} for rule {@code rule} (one with a {@link #totalSlot}) and wakes it; false
     * if none is left.
     */
    boolean keepTotals(int[] state, int rule, long keep) {
        int slot = totalSlot[rule];
        long totals = totals(state, slot) & keep;
        if (totals == 0) {
            return weights.ruleFailed(state, rule);
        }
        setTotals(state, slot, totals);
        queue.wake(rule);
        return totalsSet(state, rule, totals);
    }

    /**
     * A rule's totals were narrowed to {@code totals}: where one is left, the nogoods that hold it are checked; false
     * if one is broken.
     */
    boolean totalsSet(int[] state, int rule, long totals) {
        if (nogoods == null || (totals & totals - 1) != 0) {
            return true;
        }
        return nogoods.totalFixed(state, (totalSlot[rule] - totalsAt) >>> 1, Long.numberOfTrailingZeros(totals));
    }

    /**
     * Every cell open, then the givens placed and propagated; null if the givens already contradict. A state is
     * {@code cells} candidate masks, one per cell, then per region and digit the places (bits: indices into the
     * region's cells) where the digit may still go, the cell that holds it included once placed, then per region the
     * digits placed in it (from {@link #placedDigitsAt}), then the totals of the rules that keep one (from
     * {@link #totalsAt}).
     */
    int[] initialState(int[] grid) {
        return initialState(grid, null);
    }

    /**
     * As {@link #initialState(int[])}, each cell first cut to the digits of {@code within} (by compact cell; null:
     * every digit): a search that starts from a solver's pencil marks rather than from givens alone.
     */
    int[] initialState(int[] grid, int[] within) {
        int[] state = new int[totalsAt + 2 * totalRules.length];
        Arrays.fill(state, 0, cells, all);
        Arrays.fill(state, totalsAt, state.length, -1); // every total
        for (int r = 0; r < regionCells.length; r++) {
            Arrays.fill(state, cells + r * size, cells + (r + 1) * size, (1 << regionCells[r].length) - 1);
        }
        Arrays.fill(matchDue, true);
        Arrays.fill(lockDigits, all);
        changedDigits = all;
        if (nogoods != null) {
            nogoods.clearForbidden(); // whatever a stopped run left queued belongs to its own states
        }
        hiddenCount = 0;
        queue.clear();
        for (int r = 0; r < rules.length; r++) {
            queue.wake(r);
        }
        if (allowed != null) {
            for (int cell = 0; cell < cells; cell++) {
                if (!keepOnly(state, cell, allowed[cell])) {
                    return null;
                }
            }
        }
        if (within != null) {
            for (int cell = 0; cell < cells; cell++) {
                if (!keepOnly(state, cell, within[cell])) {
                    return null;
                }
            }
        }
        for (int cell = 0; cell < cells; cell++) {
            int digit = grid[geometry.positions[cell]];
            if (digit != 0 && !place(state, cell, 1 << digit - 1)) {
                return null;
            }
        }
        return propagate(state) ? state : null;
    }

    /**
     * Cuts a cell to the digits of {@code keep}; false on a contradiction. A cell an earlier cut already placed (the
     * last digit of a peer's cut is that peer's placement, and its peers lose it) is checked rather than cut:
     * {@link #exclude} leaves a placed cell alone.
     */
    private boolean keepOnly(int[] state, int cell, int keep) {
        if ((keep & all) == all) {
            return true;
        }
        if ((state[cell] & PLACED) != 0) {
            return (state[cell] & keep) != 0;
        }
        return exclude(state, cell, all & ~keep);
    }

    /** Fixes {@code bit} in {@code cell} and cascades the naked singles it makes; false on a contradiction. */
    boolean place(int[] state, int cell, int bit) {
        if ((state[cell] & bit) == 0) {
            return weights.cellFailed(state, cell);
        }
        if (alone) {
            state[cell] = state[cell] & PLACED | bit;
            return true;
        }
        int others = state[cell] & ~bit & all;
        changedDigits |= others;
        state[cell] = bit;
        if (!lose(state, cell, others)) {
            return false;
        }
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
            for (int r : regionsOf[placed]) {
                state[placedDigitsAt + r] |= digit;
            }
            if (nogoods != null && !nogoods.placed(state, placed, Integer.numberOfTrailingZeros(digit))) {
                return false;
            }
            int holderCount = peersHolding.find(state, placed, digit);
            for (int h = 0; h < holderCount; h++) {
                int peer = holders[h];
                int mask = state[peer];
                assert (mask & digit) != 0 : "the places name a cell without the digit: " + peer;
                if ((mask & PLACED) != 0) {
                    return weights.cellFailed(state, peer);
                }
                mask &= ~digit;
                state[peer] = mask;
                if (!lose(state, peer, digit)) {
                    return false;
                }
                if (mask == 0) {
                    return weights.cellFailed(state, peer);
                }
                if ((mask & mask - 1) == 0) {
                    pending[top++] = peer;
                }
            }
        }
        return true;
    }

    /** Removes {@code digits} from an open cell, placing its last digit; false on a contradiction. */
    boolean exclude(int[] state, int cell, int digits) {
        return exclude(state, cell, digits, -1);
    }

    /**
     * {@link #exclude(int[], int, int)}, the cell's loss waking every rule of the cell but {@code quiet} (a rule whose
     * own exact pruning this is, -1 for none); what follows from it (a placement and its peers) wakes every rule.
     */
    boolean exclude(int[] state, int cell, int digits, int quiet) {
        int mask = state[cell];
        if ((mask & PLACED) != 0 || (mask & digits) == 0) {
            return true;
        }
        if (alone) {
            state[cell] = mask & ~digits;
            return (mask & ~digits) != 0;
        }
        changedDigits |= mask & digits;
        int lost = mask & digits;
        mask &= ~digits;
        state[cell] = mask;
        queue.quiet = quiet;
        boolean kept = lose(state, cell, lost);
        queue.quiet = -1;
        if (!kept) {
            return false;
        }
        if (mask == 0) {
            return weights.cellFailed(state, cell);
        }
        return (mask & mask - 1) != 0 || place(state, cell, mask);
    }

    /** Forgets what changed: the state a branch starts from is a fixed point of the propagation. */
    void startBranch() {
        Arrays.fill(matchDue, false);
        Arrays.fill(lockDigits, 0);
        changedDigits = 0;
        hiddenCount = 0;
        if (nogoods != null) {
            nogoods.clearForbidden();
        }
        queue.clear();
    }

    /**
     * Takes {@code cell} out of the places of {@code digits} in each of its regions, and flags those regions for the
     * levels that look at changes. A digit left with one place in a region is queued as a hidden single; with none,
     * it is a failure of that region (false).
     */
    private boolean lose(int[] state, int cell, int digits) {
        removals++;
        if (rulesOf != null) {
            queue.wakeAll(rulesOf[cell]);
        }
        int[] regions = regionsOf[cell];
        int[] slots = slotsOf[cell];
        for (int i = 0; i < regions.length; i++) {
            int r = regions[i];
            matchDue[r] = true;
            lockDigits[r] |= digits;
            int keep = ~(1 << slots[i]);
            int base = cells + r * size;
            for (int rest = digits; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest);
                int places = state[base + d] & keep;
                state[base + d] = places;
                if ((places & places - 1) == 0) {
                    if (places == 0) {
                        return weights.regionFailed(state, r); // a digit with no place left in this region
                    }
                    hiddenSingles[hiddenCount++] = r << 5 | d;
                }
            }
        }
        return true;
    }

    /**
     * Hidden singles, locked candidates and Hall sets, each on the regions changed since it last looked at them,
     * until none finds anything; false on a contradiction.
     */
    boolean propagate(int[] state) {
        while (true) {
            if (nogoods != null && nogoods.hasForbidden()) {
                if (!nogoods.applyForbidden(state, this)) {
                    return false;
                }
                continue;
            }
            if (hiddenCount > 0) {
                if (!scanSingles(state)) {
                    return false;
                }
                continue; // their placements may have queued more
            }
            if (queue.count > 0) {
                if (!runRules(state)) {
                    return false;
                }
                continue;
            }
            long before = removals;
            if (!locks.pass(state)) {
                return false;
            }
            if (removals != before) {
                continue;
            }
            if (!hallSets(state)) {
                return false;
            }
            if (removals != before) {
                continue;
            }
            if (!matching.fishable() || !fish(state)) {
                return !matching.fishable();
            }
            if (removals == before) {
                return true;
            }
        }
    }

    /**
     * Runs one rule on a state of masks alone, as {@link Geometry#brokenRules} does with {@link #alone} set; false if
     * it fails.
     */
    boolean runAlone(int[] state, int rule) {
        return run(state, rule);
    }

    /**
     * Runs the queued rules until none is due (their removals may queue others), or until only implied rules are left
     * and hidden singles wait (placed first, they settle the stated rules again before an implied one runs); false on
     * a contradiction.
     */
    private boolean runRules(int[] state) {
        while (queue.count > 0) {
            if (queue.stated == 0 && hiddenCount > 0) {
                return true;
            }
            int rule = queue.next();
            if (rule == RuleQueue.SKIP) {
                continue; // woken only by its own exact pruning: a run would find nothing
            }
            if (!run(state, rule)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs one rule ({@link Propagator#propagate}) through a call site of its own shape ({@link Propagator#kind}):
     * each site sees one class whatever else the JVM has run, so the JIT binds it statically and inlines it where it
     * is small enough; one virtual call over every shape would not be inlined once the JVM had seen three of them.
     */
    private boolean run(int[] state, int rule) {
        Propagator r = rules[rule];
        return switch (r.kind) {
            case Propagator.SUM -> ((SumRule) r).propagate(state, rule, this);
            case Propagator.LINEAR_SUM -> ((LinearSum) r).propagate(state, rule, this);
            case Propagator.OFFSET_SUM -> ((OffsetSum) r).propagate(state, rule, this);
            case Propagator.PAIR -> ((PairRelation) r).propagate(state, rule, this);
            case Propagator.EQUAL_SUMS -> ((EqualSums) r).propagate(state, rule, this);
            case Propagator.LINE_ENDS -> ((LineEndsRule) r).propagate(state, rule, this);
            case Propagator.QUADRUPLE -> ((QuadrupleRule) r).propagate(state, rule, this);
            case Propagator.SANDWICH -> ((SandwichRule) r).propagate(state, rule, this);
            case Propagator.BOX_PIECES -> ((BoxPieces) r).propagate(state, rule, this);
            case Propagator.OUTSIDE_CLUE -> ((OutsideClueRule) r).propagate(state, rule, this);
            case Propagator.INDEXER -> ((IndexerRule) r).propagate(state, rule, this);
            case Propagator.COUNTING_CIRCLES -> ((CountingCirclesRule) r).propagate(state, rule, this);
            case Propagator.AUTOMATON -> ((AutomatonRule) r).propagate(state, rule, this);
            default -> throw new IllegalStateException("rule " + rule + " has no case for its kind " + r.kind);
        };
    }

    /** Places the queued hidden singles, and empties the queue; false on a contradiction. */
    private boolean scanSingles(int[] state) {
        for (int next = 0; next < hiddenCount; next++) {
            int single = hiddenSingles[next];
            int r = single >>> 5;
            int d = single & 31;
            int cell = regionCells[r][Integer.numberOfTrailingZeros(state[cells + r * size + d])];
            if ((state[cell] & PLACED) == 0 && !place(state, cell, 1 << d)) {
                return false;
            }
        }
        hiddenCount = 0;
        return true;
    }

    /**
     * The all-different matching over every region flagged for it, in one pass before the cheaper levels run
     * again; false on a contradiction.
     */
    private boolean hallSets(int[] state) {
        for (int r = 0; r < regionCells.length; r++) {
            if (!matchDue[r]) {
                continue;
            }
            matchDue[r] = false;
            if (!matching.region(state, r)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Fish for the digits that lost a candidate since the last look, stopping after the first digit that loses one,
     * for the cheaper levels to follow it up; false on a contradiction.
     */
    private boolean fish(int[] state) {
        while (changedDigits != 0) {
            int bit = changedDigits & -changedDigits;
            changedDigits ^= bit;
            int outcome = matching.fish(state, Integer.numberOfTrailingZeros(bit));
            if (outcome != MatchingLevels.UNCHANGED) {
                return outcome == MatchingLevels.PRUNED;
            }
        }
        return true;
    }

    /** The grid of a solved state, one digit per grid position of the layout. */
    int[] solutionOf(int[] state) {
        int[] grid = new int[geometry.positionCount()];
        for (int cell = 0; cell < cells; cell++) {
            grid[geometry.positions[cell]] = Integer.numberOfTrailingZeros(state[cell] & all) + 1;
        }
        return grid;
    }
}
