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
import static io.github.sudokusolver.logic.Nodes.digitOf;
import static io.github.sudokusolver.logic.Nodes.isOn;
import static io.github.sudokusolver.logic.Nodes.negation;
import static io.github.sudokusolver.logic.Nodes.offNode;
import static io.github.sudokusolver.logic.Nodes.onNode;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * The implication engine behind every chain: from one assumption ("candidate c is true", or "is false"), follows
 * what it implies, breadth first, and remembers why each conclusion holds, so that a chain can be measured (the
 * number of inferences its conclusion rests on) and drawn (its links).
 *
 * <p>It works on the {@link Nodes}: "candidate c is true" and "is false", each an int. Weak inferences (on to off)
 * are always the same cell's other digits and the same digit in the cell's peers. Strong inferences (off to on)
 * depend on the mode:
 * <ul>
 *   <li>static ({@link #staticMode}): only from the grid as it stood before the assumption (a bivalue cell, a house
 *       with two places); {@link StrongLinks} may keep to house links of one digit (X-chains) or to bivalue cells
 *       (XY-chains);</li>
 *   <li>dynamic ({@link #dynamicMode}): from the grid as the assumption has changed it, i.e. naked and hidden singles
 *       (and, in {@link #dynamicPlusMode}, pointing and claiming; in {@link #oneDigitMode}, one digit only), which
 *       finds contradictions: an empty cell or a digit with no place.</li>
 * </ul>
 * One instance is reused for many propagations; not thread-safe.
 */
final class Propagation {

    /** Which strong links a static propagation may take from the grid. */
    enum StrongLinks {
        /** Bivalue cells and houses with two places of a digit: AICs and static forcing chains. */
        ALL,
        /** Houses with two places of a digit only, and no inference inside a cell: X-chains keep to one digit. */
        HOUSES,
        /** Bivalue cells only: XY-chains. */
        BIVALUE_CELLS
    }

    static final int NODES = CANDIDATES * 2;
    private static final int START = -1;
    /** Reasons below this are codes: {@code CELL - cell} or {@code HOUSE - (house * 9 + digit - 1)}. */
    private static final int CELL = -2;
    private static final int HOUSE = -1000;

    private final short[] original;
    /** Charged one node per assumption followed. */
    private final Budget budget;
    private final short[] work = new short[CELLS];
    private final int[] reason = new int[NODES];
    private final int[] seen = new int[NODES];
    private final int[] order = new int[NODES];
    private final int[] queue = new int[NODES];
    private final int[] visited = new int[NODES];
    /** Work space of {@link #ancestors}, kept so that measuring a chain allocates nothing. */
    private final int[] stack = new int[NODES];
    private final int[] premiseBuffer = new int[DIGITS];
    private int generation;
    private int visitGeneration;
    private int head;
    private int tail;

    private boolean dynamic;
    private boolean xOnly;
    private boolean yOnly;
    private boolean plus;
    private int onlyDigitBit;

    /** The evidence of the first contradiction: two nodes, or a code for an emptied cell or house; -1 for none. */
    private int contradictionOn = -1;
    private int contradictionOff = -1;
    private int emptiedCell = -1;
    private int emptiedHouse = -1;
    private int emptiedDigitBit;

    Propagation(short[] marks, Budget budget) {
        this.original = marks;
        this.budget = budget;
    }

    /** Strong links only from the grid as it stands: alternating chains and static forcing chains. */
    void staticMode(StrongLinks links) {
        resetMode();
        xOnly = links == StrongLinks.HOUSES;
        yOnly = links == StrongLinks.BIVALUE_CELLS;
    }

    /** Strong links from the grid as the assumption changes it: naked and hidden singles. */
    void dynamicMode() {
        resetMode();
        dynamic = true;
    }

    /** Dynamic, and pointing and claiming as well: dynamic forcing chains (+). */
    void dynamicPlusMode() {
        dynamicMode();
        plus = true;
    }

    /** Dynamic, following one digit only ({@code digitBit}): Nishio. */
    void oneDigitMode(int digitBit) {
        dynamicMode();
        onlyDigitBit = digitBit;
    }

    private void resetMode() {
        dynamic = false;
        xOnly = false;
        yOnly = false;
        plus = false;
        onlyDigitBit = 0;
    }

    boolean isOpenCandidate(int candidate) {
        int cell = cellOf(candidate);
        return (original[cell] & Candidates.PLACED) == 0 && (original[cell] & 1 << digitIndexOf(candidate)) != 0;
    }

    /**
     * Follows the assumption; returns whether a contradiction was found (dynamic mode stops at the first; static mode
     * never reports one but may mark a node both on and off).
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
        head = 0;
        tail = 0;
        contradictionOn = -1;
        contradictionOff = -1;
        emptiedCell = -1;
        emptiedHouse = -1;
        if (!set(assumption, START)) {
            return true;
        }
        while (true) {
            while (head < tail) {
                int n = queue[head++];
                if (!(isOn(n) ? fromOn(n) : fromOff(n))) {
                    return true;
                }
            }
            if (!plus || !intersections()) {
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
        if (seen[opposite] == generation && dynamic) {
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
        if (!isOn(n) && dynamic) {
            int candidate = candidateOf(n);
            work[cellOf(candidate)] &= (short) ~(1 << digitIndexOf(candidate));
        }
        return true;
    }

    private boolean fromOn(int n) {
        int candidate = candidateOf(n);
        int cell = cellOf(candidate);
        int d = digitIndexOf(candidate);
        int bit = 1 << d;
        if (onlyDigitBit == 0 && !xOnly && !yOnly) {
            for (int others = original[cell] & Candidates.ALL & ~bit; others != 0; others &= others - 1) {
                if (!set(offNode(candidate(cell, Integer.numberOfTrailingZeros(others))), n)) {
                    return false;
                }
            }
        }
        if (dynamic) {
            work[cell] = (short) (Candidates.PLACED | bit);
        }
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
        short[] grid = dynamic ? work : original;
        if ((grid[cell] & Candidates.PLACED) != 0) {
            return true;
        }
        if (!xOnly && onlyDigitBit == 0) {
            int left = dynamic ? grid[cell] & Candidates.ALL : grid[cell] & Candidates.ALL & ~bit;
            if (left == 0 && dynamic) {
                emptiedCell = cell;
                return false;
            }
            if (Integer.bitCount(left) == 1) {
                if (!set(onNode(candidate(cell, Integer.numberOfTrailingZeros(left))), CELL - cell)) {
                    return false;
                }
            }
        }
        if (yOnly) {
            return true;
        }
        if (onlyDigitBit != 0 && bit != onlyDigitBit) {
            return true;
        }
        for (int house : GRID.regionsOf(cell)) {
            int only = -1;
            int count = 0;
            boolean placed = false;
            for (int other : GRID.cellsOf(house)) {
                if ((grid[other] & bit) == 0 || other == cell && !dynamic) {
                    continue;
                }
                if ((grid[other] & Candidates.PLACED) != 0) {
                    placed = true;
                    break;
                }
                only = other;
                count++;
            }
            if (placed) {
                continue;
            }
            if (count == 0 && dynamic) {
                emptiedHouse = house;
                emptiedDigitBit = bit;
                return false;
            }
            if (count == 1 && !set(onNode(candidate(only, d)), houseReason(house, d))) {
                return false;
            }
        }
        return true;
    }

    /** The reason of a single in a house: the code of the house and the digit index. */
    private static int houseReason(int house, int d) {
        return HOUSE - (house * DIGITS + d);
    }

    /** Pointing and claiming on the work grid; returns whether anything new was queued. */
    private boolean intersections() {
        int before = tail;
        for (int base = 0; base < GRID.regionCount(); base++) {
            for (int d = 0; d < DIGITS; d++) {
                int bit = 1 << d;
                int places = Singles.places(work, base, bit);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                int[] cells = GRID.cellsOf(base);
                int first = cells[Integer.numberOfTrailingZeros(places)];
                for (int cover : GRID.regionsOf(first)) {
                    // A box crosses a line, and a line a box: two houses of one kind share at most one cell.
                    if (cover == base || (base < FIRST_BOX) == (cover < FIRST_BOX)) {
                        continue;
                    }
                    boolean inside = true;
                    for (int i = 0; i < DIGITS && inside; i++) {
                        inside = (places & 1 << i) == 0 || GRID.inRegion(cells[i], cover);
                    }
                    if (!inside) {
                        continue;
                    }
                    for (int cell : GRID.cellsOf(cover)) {
                        if (!GRID.inRegion(cell, base) && (work[cell] & Candidates.PLACED) == 0
                                && (work[cell] & bit) != 0 && !set(offNode(candidate(cell, d)), houseReason(base, d))) {
                            return true;
                        }
                    }
                }
            }
        }
        return tail > before;
    }

    /**
     * The number of distinct nodes the given nodes rest on, themselves and the assumption included. For an "on"
     * node reached by a cell or house single, its premises are every original candidate of that cell (or place of
     * that digit in that house) which this propagation turned off.
     */
    int ancestors(int... nodes) {
        visitGeneration++;
        int top = 0;
        int count = 0;
        for (int n : nodes) {
            if (n >= 0 && visited[n] != visitGeneration) {
                visited[n] = visitGeneration;
                stack[top++] = n;
            }
        }
        while (top > 0) {
            int n = stack[--top];
            count++;
            int why = reason[n];
            if (why == START) {
                continue;
            }
            int found = 1;
            if (why >= 0) {
                premiseBuffer[0] = why;
            } else {
                found = premises(n, why, premiseBuffer);
            }
            for (int i = 0; i < found; i++) {
                int premise = premiseBuffer[i];
                if (visited[premise] != visitGeneration) {
                    visited[premise] = visitGeneration;
                    stack[top++] = premise;
                }
            }
        }
        return count;
    }

    /** Writes the "off" nodes a coded reason rests on into {@code out} (9 long at least); returns their number. */
    private int premises(int n, int why, int[] out) {
        int count = 0;
        int own = offNode(candidateOf(n)); // the single's own candidate, off, is none of its premises
        if (why > HOUSE) {
            int cell = CELL - why;
            for (int bits = original[cell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                int off = offNode(candidate(cell, Integer.numberOfTrailingZeros(bits)));
                if (off != own && seen[off] == generation) {
                    out[count++] = off;
                }
            }
        } else {
            int code = HOUSE - why;
            int house = code / DIGITS;
            int d = code % DIGITS;
            for (int cell : GRID.cellsOf(house)) {
                int off = offNode(candidate(cell, d));
                if ((original[cell] & Candidates.PLACED) == 0 && (original[cell] & 1 << d) != 0 && off != own
                        && seen[off] == generation) {
                    out[count++] = off;
                }
            }
        }
        return count;
    }

    /** The premises of a node as a new array, for building the step that is returned. */
    private int[] premisesOf(int n) {
        int why = reason[n];
        if (why >= 0) {
            return new int[] {why};
        }
        int[] out = new int[DIGITS];
        return Arrays.copyOf(out, premises(n, why, out));
    }

    /** The premises of the contradiction found, as nodes. */
    int[] contradictionNodes() {
        if (contradictionOn >= 0) {
            return new int[] {contradictionOn, contradictionOff};
        }
        int[] out = new int[DIGITS];
        int count = 0;
        if (emptiedCell >= 0) {
            for (int bits = original[emptiedCell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                out[count++] = offNode(candidate(emptiedCell, Integer.numberOfTrailingZeros(bits)));
            }
        } else {
            int d = Integer.numberOfTrailingZeros(emptiedDigitBit);
            for (int cell : GRID.cellsOf(emptiedHouse)) {
                if ((original[cell] & Candidates.PLACED) == 0 && (original[cell] & emptiedDigitBit) != 0) {
                    out[count++] = offNode(candidate(cell, d));
                }
            }
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (seen[out[i]] == generation) {
                out[kept++] = out[i];
            }
        }
        return Arrays.copyOf(out, kept);
    }

    /** The house a digit lost its last place in, for a contradiction of that kind; -1 for the other kinds. */
    int contradictionHouse() {
        return contradictionOn < 0 && emptiedCell < 0 ? emptiedHouse : -1;
    }

    /**
     * Adds the links behind the given nodes to a step, in the order the propagation made them, and their cells. The
     * given nodes come last, so a branch ends with the links into its end (a clashing node has no order of its own).
     */
    void addLinks(StepBuilder step, int... nodes) {
        ancestors(nodes);
        int[] members = new int[NODES];
        int count = 0;
        for (int n = 0; n < NODES; n++) {
            if (visited[n] == visitGeneration) {
                members[count++] = n;
            }
        }
        Integer[] sorted = new Integer[count];
        for (int i = 0; i < count; i++) {
            sorted[i] = members[i];
        }
        Arrays.sort(sorted, (a, b) -> Integer.compare(orderAmong(a, nodes), orderAmong(b, nodes)));
        for (int n : sorted) {
            int candidate = candidateOf(n);
            step.cell(cellOf(candidate));
            if (reason[n] == START) {
                continue;
            }
            for (int p : premisesOf(n)) {
                int pc = candidateOf(p);
                step.link(cellOf(pc), digitOf(pc), cellOf(candidate), digitOf(candidate), isOn(n));
            }
        }
    }

    private int orderAmong(int n, int[] ends) {
        for (int end : ends) {
            if (end == n) {
                return Integer.MAX_VALUE;
            }
        }
        return order[n];
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
