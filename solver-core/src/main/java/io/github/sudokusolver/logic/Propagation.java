package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.GRID;
import static io.github.sudokusolver.logic.Nodes.CANDIDATES;
import static io.github.sudokusolver.logic.Nodes.candidate;
import static io.github.sudokusolver.logic.Nodes.candidateOf;
import static io.github.sudokusolver.logic.Nodes.cellOf;
import static io.github.sudokusolver.logic.Nodes.digitIndexOf;
import static io.github.sudokusolver.logic.Nodes.isOn;
import static io.github.sudokusolver.logic.Nodes.negation;
import static io.github.sudokusolver.logic.Nodes.offNode;
import static io.github.sudokusolver.logic.Nodes.onNode;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * The implication engine behind the classic grid's dynamic forcing chains (+) and nested forcing chains: from one
 * assumption ("candidate c is true", or "is false"), follows what it implies, breadth first, and remembers why each
 * conclusion holds, so that a chain can be measured (the number of inferences its conclusion rests on) and drawn (its
 * links).
 *
 * <p>It works on the {@link Nodes}: "candidate c is true" and "is false", each an int. Weak inferences (on to off)
 * are always the same cell's other digits and the same digit in the cell's peers. Strong inferences (off to on) come
 * from the grid as the assumption has changed it ({@link #dynamicPlusMode}): naked and hidden singles, then pointing
 * and claiming, which finds contradictions: an empty cell or a digit with no place. A run changes a work copy of the
 * grid, where {@link HousePlaces} says where each digit can still go. The other chains run over a {@link Grid}
 * ({@link Chains}, {@link StaticForcingChains}, {@link DynamicChains}, {@link DynamicForcingChains}). One
 * instance is reused for many propagations; not thread-safe.
 */
final class Propagation {

    static final int NODES = CANDIDATES * 2;

    // The record of the last run, which {@link Reasons} reads back: the grid it started from, which nodes it set
    // (seen[n] == generation), in what order (queue[0 .. tail), order[n] the place of n), and why (reason[n]).
    final short[] original;
    /** Where each digit can go in each house: in the original grid, and in the work grid of a dynamic run. */
    private final HousePlaces originalPlaces;
    private final HousePlaces places = new HousePlaces();
    /** Charged one node per assumption followed. */
    private final Budget budget;
    private final short[] work = new short[CELLS];
    final int[] reason = new int[NODES];
    final int[] seen = new int[NODES];
    private final int[] order = new int[NODES];
    final int[] queue = new int[NODES];
    int generation;
    private int head;
    int tail;
    /** Measures and draws the chains behind the nodes of the last run. */
    private final Reasons reasons = new Reasons(this);

    private boolean nested;
    /**
     * Nested mode: whether this run has had its round of nested inferences; one round per run bounds the cost of a
     * run to one nested propagation per open candidate.
     */
    private boolean nestedDone;
    /** Nested mode: the most nodes a conclusion may rest on to be of use; see {@link #nestAtMost}. */
    private int mostNodes = Integer.MAX_VALUE;
    /** Nested mode: the engine that tries each candidate on the grid a branch has reached; made on first use. */
    private Propagation inner;
    /**
     * Nested mode, for a node set by a nested inference: the nodes of the contradiction that refuted it, and how many
     * nodes the run had set when its round began (the grid the nested propagation read).
     */
    int[] nestedLength;
    int[] nestedFrom;

    /**
     * The evidence of the run's first contradiction, which {@link Reasons} reads back: two nodes, or an emptied cell,
     * or a house and the digit it has no place for; -1 for none.
     */
    int contradictionOn = -1;
    int contradictionOff = -1;
    int emptiedCell = -1;
    int emptiedHouse = -1;
    int emptiedDigitBit;

    Propagation(short[] marks, Budget budget) {
        this.original = marks;
        this.budget = budget;
        this.originalPlaces = HousePlaces.of(marks);
    }

    /**
     * Strong links from the grid as the assumption changes it: naked and hidden singles, and pointing and claiming
     * once the singles stall (dynamic forcing chains (+)).
     */
    void dynamicPlusMode() {
        resetMode();
    }

    /**
     * Dynamic (+), and when that stalls, forcing chains one level deep: every candidate still open in the grid the
     * assumption has reached is assumed in turn, with dynamic (+) propagation from that grid, and each that leads to
     * a contradiction is turned off. Such a nested inference rests on everything the run had found before it (the
     * nested propagation read the whole grid), and its length adds the nodes of the contradiction that refuted it.
     */
    void nestedMode() {
        dynamicPlusMode();
        nested = true;
    }

    /**
     * Nested mode, until the next mode is chosen: skip the nested round of a run whose conclusions through it would
     * rest on {@code nodes} nodes or more (a nested inference rests on every node set before its round, itself and
     * the nodes of its nested contradiction), as those are no easier than the best step so far.
     */
    void nestAtMost(int nodes) {
        mostNodes = nodes;
    }

    private void resetMode() {
        mostNodes = Integer.MAX_VALUE;
        nested = false;
    }

    boolean isOpenCandidate(int candidate) {
        int cell = cellOf(candidate);
        return Singles.isOpen(original, cell) && (original[cell] & 1 << digitIndexOf(candidate)) != 0;
    }

    /**
     * Follows the assumption; returns whether a contradiction was found (the run stops at the first).
     *
     * @param assumption the node assumed: {@link #onNode} or {@link #offNode} of a candidate
     */
    boolean run(int assumption) {
        budget.spend();
        generation++;
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            generation = 1;
        }
        System.arraycopy(original, 0, work, 0, CELLS);
        places.copyFrom(originalPlaces);
        head = 0;
        tail = 0;
        nestedDone = false;
        contradictionOn = -1;
        contradictionOff = -1;
        emptiedCell = -1;
        emptiedHouse = -1;
        if (!set(assumption, Reasons.START)) {
            return true;
        }
        while (true) {
            while (head < tail) {
                int n = queue[head++];
                if (!(isOn(n) ? fromOn(n) : fromOff(n))) {
                    return true;
                }
            }
            if (!intersections() && !nestedRound()) {
                return false;
            }
        }
    }

    boolean isSet(int node) {
        return seen[node] == generation;
    }

    private boolean set(int n, int why) {
        if (seen[n] == generation) {
            return true;
        }
        int opposite = negation(n);
        if (seen[opposite] == generation) {
            seen[n] = generation;
            reason[n] = why;
            contradictionOn = isOn(n) ? n : opposite;
            contradictionOff = isOn(n) ? opposite : n;
            return false;
        }
        seen[n] = generation;
        reason[n] = why;
        order[n] = tail;
        queue[tail++] = n;
        if (!isOn(n)) {
            int candidate = candidateOf(n);
            int cell = cellOf(candidate);
            int d = digitIndexOf(candidate);
            work[cell] &= (short) ~(1 << d);
            places.remove(cell, d);
        }
        return true;
    }

    /** Places {@code bit} in {@code cell} of the work grid. */
    private void placeInWork(int cell, int bit) {
        work[cell] = (short) (Candidates.PLACED | bit);
        places.place(cell, bit);
    }

    private boolean fromOn(int n) {
        int candidate = candidateOf(n);
        int cell = cellOf(candidate);
        int d = digitIndexOf(candidate);
        int bit = 1 << d;
        for (int others = original[cell] & Candidates.ALL & ~bit; others != 0; others &= others - 1) {
            if (!set(offNode(candidate(cell, Integer.numberOfTrailingZeros(others))), n)) {
                return false;
            }
        }
        placeInWork(cell, bit);
        for (int peer : GRID.peersOf(cell)) {
            if ((original[peer] & Candidates.PLACED) == 0 && (original[peer] & bit) != 0
                    && !set(offNode(candidate(peer, d)), n)) {
                return false;
            }
        }
        return true;
    }

    private boolean fromOff(int n) {
        int candidate = candidateOf(n);
        int cell = cellOf(candidate);
        int d = digitIndexOf(candidate);
        int bit = 1 << d;
        if ((work[cell] & Candidates.PLACED) != 0) {
            return true;
        }
        int digitsLeft = work[cell] & Candidates.ALL;
        if (digitsLeft == 0) {
            emptiedCell = cell;
            return false;
        }
        if (Integer.bitCount(digitsLeft) == 1
                && !set(onNode(candidate(cell, Integer.numberOfTrailingZeros(digitsLeft))), Reasons.cellReason(cell))) {
            return false;
        }
        for (int k = 0; k < 3; k++) {
            int house = HousePlaces.houseOf(cell, k);
            if (places.isPlaced(house, bit)) {
                continue;
            }
            int left = places.besides(cell, k, d);
            if (left == 0) {
                emptiedHouse = house;
                emptiedDigitBit = bit;
                return false;
            }
            if (Integer.bitCount(left) == 1) {
                int only = GRID.cellsOf(house)[Integer.numberOfTrailingZeros(left)];
                if (!set(onNode(candidate(only, d)), Reasons.houseReason(house, d))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Pointing and claiming on the work grid; returns whether anything new was queued. */
    private boolean intersections() {
        int before = tail;
        for (int base = 0; base < HousePlaces.HOUSES; base++) {
            for (int d = 0; d < DIGITS; d++) {
                int inBase = places.of(base, d);
                if (Integer.bitCount(inBase) < 2) {
                    continue;
                }
                int first = GRID.cellsOf(base)[Integer.numberOfTrailingZeros(inBase)];
                for (int cover : GRID.regionsOf(first)) {
                    // A box crosses a line, and a line a box: two houses of one kind share at most one cell.
                    if (cover == base || (base < FIRST_BOX) == (cover < FIRST_BOX)
                            || (inBase & ~HousePlaces.shared(base, cover)) != 0) {
                        continue;
                    }
                    int[] coverCells = GRID.cellsOf(cover);
                    int outside = places.of(cover, d) & ~HousePlaces.shared(cover, base);
                    for (; outside != 0; outside &= outside - 1) {
                        int cell = coverCells[Integer.numberOfTrailingZeros(outside)];
                        if (!set(offNode(candidate(cell, d)), Reasons.houseReason(base, d))) {
                            return true;
                        }
                    }
                }
            }
        }
        return tail > before;
    }

    /**
     * Nested mode, once singles, pointing and claiming have stalled: the run's one round of nested inferences, unless
     * what they would lead to rests on too many nodes to be of use (a nested node rests on the {@code tail} nodes set
     * before its round, itself and its nested contradiction). Returns whether anything new was queued.
     */
    private boolean nestedRound() {
        return nested && !nestedDone && tail + 2 < mostNodes && nestedInferences();
    }

    /** Whether the last run had its round of nested inferences before it stopped. */
    boolean hadNestedRound() {
        return nestedDone;
    }

    /**
     * Turns off every candidate of the work grid whose assumption, propagated on that grid, leads to a contradiction.
     * Returns whether anything new was queued.
     */
    private boolean nestedInferences() {
        if (inner == null) {
            inner = new Propagation(new short[CELLS], budget);
            nestedLength = new int[NODES];
            nestedFrom = new int[NODES];
        }
        System.arraycopy(work, 0, inner.original, 0, CELLS);
        inner.originalPlaces.copyFrom(places);
        nestedDone = true;
        int before = tail;
        for (int cell = 0; cell < CELLS; cell++) {
            if ((inner.original[cell] & Candidates.PLACED) != 0) {
                continue;
            }
            for (int bits = inner.original[cell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                int candidate = candidate(cell, Integer.numberOfTrailingZeros(bits));
                inner.dynamicPlusMode();
                if (inner.run(onNode(candidate))) {
                    int off = offNode(candidate);
                    nestedLength[off] = inner.ancestors(inner.contradictionNodes());
                    nestedFrom[off] = before;
                    // The candidate is open here, so its "on" node is not set: turning it off cannot clash.
                    set(off, Reasons.NESTED);
                }
            }
        }
        return tail > before;
    }

    /**
     * The number of distinct nodes the given nodes rest on in the last run, themselves and the assumption included
     * (see {@link Reasons#ancestors}).
     */
    int ancestors(int... nodes) {
        return reasons.ancestors(nodes);
    }

    /** Adds the links behind the given nodes of the last run to a step (see {@link Reasons#addLinks}). */
    void addLinks(StepBuilder step, int... ends) {
        reasons.addLinks(step, ends);
    }

    /** The premises of the contradiction the last run found, as nodes (see {@link Reasons#contradictionNodes}). */
    int[] contradictionNodes() {
        return reasons.contradictionNodes();
    }

    /** The house a digit lost its last place in, for a contradiction of that kind; -1 for the other kinds. */
    int contradictionHouse() {
        return contradictionOn < 0 && emptiedCell < 0 ? emptiedHouse : -1;
    }

    /** A copy of the nodes set by the last run, as a bitset of {@link #NODES} bits. */
    long[] snapshot() {
        long[] bits = new long[(NODES + 63) / 64];
        for (int i = 0; i < tail; i++) {
            int n = queue[i];
            bits[n >> 6] |= 1L << n;
        }
        return bits;
    }

}
