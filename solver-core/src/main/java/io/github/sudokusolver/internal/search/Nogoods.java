package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a search that restarts ({@link GeneralEngine#searchLearning}) keeps of the trees it gave up: nogoods, sets of
 * decisions "cell c holds d" that cannot all hold, and the propagation that enforces them.
 *
 * <p>At a restart the current path of decisions says exactly what has been searched: for each refutation on it,
 * "c does not hold d" at depth k, the subtree of "c holds d" under the path's first k decisions "holds" was exhausted.
 * So each refutation gives the nogood {those k decisions, c holds d} (Lecoutre, Sais, Tabary and Vidal's reduced
 * nld-nogoods, 2007: the path's refutations above it can be left out, as they follow from their own nogoods). The
 * nogoods together forbid every subtree searched so far and nothing else, which is what keeps a count exact across
 * restarts: a solution already counted lies in a searched subtree and is not found again.
 *
 * <p>A nogood holds only decisions "holds", so it can only be broken by placements: each placement checks the
 * nogoods that hold it, and one whose decisions are all placed but one forbids that last digit in its cell (queued,
 * for {@link RegionPropagator#propagate} to apply); one whose decisions are all placed is a failure. A decision may
 * also be "a rule's total is t" (a region sum line's, {@code GeneralEngine}): it holds once t is the rule's one total
 * left, which checks the nogoods holding it as a placement does, and forbidding it takes t from the rule's totals.
 * Without it in the nogoods, a restart would search again what was searched under a total. A search records
 * a few dozen per restart (162 over the 15 restarts of the hardest minimal 25x25 puzzle), so a list per decision is
 * enough, without watched literals.
 */
final class Nogoods {

    /** Digits per cell: a decision is {@code cell * size + digit index}. */
    private final int size;
    /** Cells times digits: how many decisions there are. */
    private final int decisions;
    /**
     * Per decision, the nogoods holding it, and how many; null until the first nogood, as most searches end before
     * their first restart and should not pay for the index.
     */
    private int[][] holding;
    private int[] holdingCount;
    private final List<int[]> nogoods = new ArrayList<>();
    /** Decisions to forbid, found since the propagator last applied them. */
    private int[] forbidden = new int[16];
    private int forbiddenCount;

    /** The positive decision of each depth of the current path. */
    private final int[] decided;
    /** The refutations on the current path: the depth of each, and its decision (grown as the path needs). */
    private int[] refutedDepth = new int[64];
    private int[] refuted = new int[64];
    private int refutedCount;

    /**
     * Where the rules' totals lie in a state ({@link RegionPropagator#totalsAt}): a decision from {@link #decisions}
     * up is "the total of the {@code i}-th rule with one is {@code t}", numbered {@code decisions + i * 64 + t}; it
     * holds once that total is the rule's only one left.
     */
    private final int totalsAt;
    /** The rules with a total ({@link RegionPropagator#totalRules}), to forbid a total through the propagator. */
    private final int[] totalRules;

    Nogoods(Geometry geometry) {
        this(geometry, 0, new int[0]);
    }

    Nogoods(Geometry geometry, int totalsAt, int[] totalRules) {
        this.size = geometry.size;
        this.decisions = geometry.cellCount() * size;
        this.decided = new int[geometry.cellCount() + 1 + totalRules.length];
        this.totalsAt = totalsAt;
        this.totalRules = totalRules;
    }

    /** The decision "the total of the {@code i}-th rule with one is {@code t}". */
    int totalDecision(int i, int t) {
        return decisions + i * 64 + t;
    }

    /** How many nogoods are recorded. */
    int count() {
        return nogoods.size();
    }

    /** The search decided "cell holds bit" at this depth. */
    void decided(int depth, int cell, int bit) {
        decided[depth] = cell * size + Integer.numberOfTrailingZeros(bit);
    }

    /** The search decided {@code decision} ({@link #totalDecision}) at this depth. */
    void decided(int depth, int decision) {
        decided[depth] = decision;
    }

    /** The search refuted "cell holds bit" at this depth: the subtree under it is exhausted. */
    void refuted(int depth, int cell, int bit) {
        refuted(depth, cell * size + Integer.numberOfTrailingZeros(bit));
    }

    /** The search refuted {@code decision} at this depth. */
    void refuted(int depth, int decision) {
        if (refutedCount == refuted.length) {
            // Each refutation on a path removes a candidate or a line's total: the arrays grow as a long path needs.
            refutedDepth = Arrays.copyOf(refutedDepth, refutedCount * 2);
            refuted = Arrays.copyOf(refuted, refutedCount * 2);
        }
        refutedDepth[refutedCount] = depth;
        refuted[refutedCount++] = decision;
    }

    /** Where the refutations of a depth begin: the search takes them back with {@link #backTo} when it leaves it. */
    int mark() {
        return refutedCount;
    }

    void backTo(int mark) {
        refutedCount = mark;
    }

    /** At a restart: records one nogood per refutation on the current path. */
    void recordPath() {
        for (int i = 0; i < refutedCount; i++) {
            int depth = refutedDepth[i];
            int[] nogood = Arrays.copyOf(decided, depth + 1);
            nogood[depth] = refuted[i];
            add(nogood);
        }
        refutedCount = 0;
    }

    private void add(int[] nogood) {
        if (holding == null) {
            holding = new int[decisions + 64 * totalRules.length][];
            holdingCount = new int[holding.length];
        }
        int id = nogoods.size();
        nogoods.add(nogood);
        for (int decision : nogood) {
            int[] ids = holding[decision];
            if (ids == null) {
                ids = new int[4];
                holding[decision] = ids;
            } else if (holdingCount[decision] == ids.length) {
                ids = Arrays.copyOf(ids, ids.length * 2);
                holding[decision] = ids;
            }
            ids[holdingCount[decision]++] = id;
        }
    }

    /**
     * Checks every nogood on the state a restart begins from, queueing the decisions they forbid: a placement
     * propagates only the nogoods that hold it, so a nogood of one decision, or one whose other decisions the
     * givens' propagation placed, would otherwise not forbid its last decision until it was made. False if one is
     * violated. Worth 42,119 against 62,300 nodes on the first minimal 25x25 puzzle.
     */
    boolean checkAll(int[] state) {
        forbiddenCount = 0;
        for (int[] nogood : nogoods) {
            if (!check(state, nogood)) {
                return false;
            }
        }
        return true;
    }

    /** A cell was placed with the digit of index {@code d}; false if that breaks a nogood. */
    boolean placed(int[] state, int cell, int d) {
        if (holding == null) {
            return true;
        }
        return holds(state, cell * size + d);
    }

    /** The {@code i}-th rule with a total is down to the one total {@code t}; false if that breaks a nogood. */
    boolean totalFixed(int[] state, int i, int t) {
        return holding == null || holds(state, totalDecision(i, t));
    }

    /** A decision came to hold: checks the nogoods holding it; false if one is broken. */
    private boolean holds(int[] state, int decision) {
        int[] ids = holding[decision];
        for (int i = 0, n = holdingCount[decision]; i < n; i++) {
            if (!check(state, nogoods.get(ids[i]))) {
                return false;
            }
        }
        return true;
    }

    /** Queues the last open decision of a nogood whose others are all placed; false if none is left open. */
    private boolean check(int[] state, int[] nogood) {
        int open = -1;
        for (int decision : nogood) {
            if (decision >= decisions) {
                long totals = RegionPropagator.totals(state, totalsAt + 2 * ((decision - decisions) >>> 6));
                long bit = 1L << ((decision - decisions) & 63); // the total's place in its line's long
                if ((totals & bit) == 0) {
                    return true;
                }
                if (totals != bit) {
                    if (open >= 0) {
                        return true;
                    }
                    open = decision;
                }
                continue;
            }
            int mask = state[decision / size];
            if ((mask & 1 << decision % size) == 0) {
                return true; // this decision can no longer hold: the nogood is met
            }
            if ((mask & RegionPropagator.PLACED) == 0) {
                if (open >= 0) {
                    return true; // two decisions still open
                }
                open = decision;
            }
        }
        if (open < 0) {
            return false;
        }
        if (forbiddenCount == forbidden.length) {
            forbidden = Arrays.copyOf(forbidden, forbiddenCount * 2);
        }
        forbidden[forbiddenCount++] = open;
        return true;
    }

    boolean hasForbidden() {
        return forbiddenCount > 0;
    }

    /** Forgets the queue: a branch starts from a fixed point. */
    void clearForbidden() {
        forbiddenCount = 0;
    }

    /** Removes the queued decisions' digits from their cells (which may queue more); false on a contradiction. */
    boolean applyForbidden(int[] state, RegionPropagator propagator) {
        while (forbiddenCount > 0) {
            int decision = forbidden[--forbiddenCount];
            if (decision >= decisions) {
                int i = (decision - decisions) >>> 6;
                long bit = 1L << ((decision - decisions) & 63); // the total's place in its line's long
                if (RegionPropagator.totals(state, totalsAt + 2 * i) == bit
                        || !propagator.keepTotals(state, totalRules[i], ~bit)) {
                    forbiddenCount = 0;
                    return false;
                }
                continue;
            }
            int cell = decision / size;
            int bit = 1 << decision % size;
            boolean holds = (state[cell] & RegionPropagator.PLACED) != 0 && (state[cell] & bit) != 0;
            if (holds || !propagator.exclude(state, cell, bit)) {
                forbiddenCount = 0;
                return false;
            }
        }
        return true;
    }
}
