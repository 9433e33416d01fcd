package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * The implication engine behind every chain: from one assumption ("candidate c is true", or "is false"), follows
 * what it implies, breadth first, and remembers why each conclusion holds, so that a chain can be measured (the
 * number of inferences its conclusion rests on) and drawn (its links).
 *
 * <p>Nodes are {@code candidate * 2 + 1} for "on" and {@code candidate * 2} for "off", with
 * {@code candidate = cell * 9 + digit - 1}. Weak inferences (on to off) are always the same cell's other digits and
 * the same digit in the cell's peers. Strong inferences (off to on) depend on the mode:
 * <ul>
 *   <li>static: only from the grid as it stood before the assumption (a bivalue cell, a house with two places);
 *       with {@code xOnly} only house links of one digit (X-chains), with {@code yOnly} only bivalue cells
 *       (XY-chains);</li>
 *   <li>dynamic: from the grid as the assumption has changed it, i.e. naked and hidden singles (and, with
 *       {@code plus}, pointing and claiming), which finds contradictions: an empty cell or a digit with no place.</li>
 * </ul>
 * One instance is reused for many propagations; not thread-safe.
 */
final class Propagation {

    static final int NODES = CELLS * DIGITS * 2;
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
    int contradictionOn = -1;
    int contradictionOff = -1;
    int emptiedCell = -1;
    int emptiedHouse = -1;
    int emptiedDigitBit;

    Propagation(short[] marks, Budget budget) {
        this.original = marks;
        this.budget = budget;
    }

    static int node(int candidate, boolean on) {
        return candidate * 2 + (on ? 1 : 0);
    }

    void staticMode(boolean onlyX, boolean onlyY) {
        dynamic = false;
        xOnly = onlyX;
        yOnly = onlyY;
        plus = false;
        onlyDigitBit = 0;
    }

    void dynamicMode(boolean withIntersections, int digitBit) {
        dynamic = true;
        xOnly = false;
        yOnly = false;
        plus = withIntersections;
        onlyDigitBit = digitBit;
    }

    boolean isOpenCandidate(int candidate) {
        int cell = candidate / 9;
        return (original[cell] & Candidates.PLACED) == 0 && (original[cell] & 1 << candidate % 9) != 0;
    }

    /**
     * Follows the assumption; returns whether a contradiction was found (dynamic mode stops at the first; static mode
     * never reports one but may mark a node both on and off).
     */
    boolean run(int candidate, boolean on) {
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
        if (!set(node(candidate, on), START)) {
            return true;
        }
        while (true) {
            while (head < tail) {
                int n = queue[head++];
                if (!((n & 1) == 1 ? fromOn(n) : fromOff(n))) {
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
        int opposite = n ^ 1;
        if (seen[opposite] == generation && dynamic) {
            seen[n] = generation;
            reason[n] = why;
            contradictionOn = (n & 1) == 1 ? n : opposite;
            contradictionOff = (n & 1) == 1 ? opposite : n;
            return false;
        }
        seen[n] = generation;
        reason[n] = why;
        order[n] = tail;
        queue[tail++] = n;
        if ((n & 1) == 0 && dynamic) {
            int candidate = n >> 1;
            work[candidate / 9] &= (short) ~(1 << candidate % 9);
        }
        return true;
    }

    private boolean fromOn(int n) {
        int candidate = n >> 1;
        int cell = candidate / 9;
        int bit = 1 << candidate % 9;
        if (onlyDigitBit == 0 && !xOnly && !yOnly) {
            for (int others = original[cell] & Candidates.ALL & ~bit; others != 0; others &= others - 1) {
                if (!set(node(cell * 9 + Integer.numberOfTrailingZeros(others), false), n)) {
                    return false;
                }
            }
        }
        if (dynamic) {
            work[cell] = (short) (Candidates.PLACED | bit);
        }
        for (int peer : GRID.peersOf(cell)) {
            if ((original[peer] & Candidates.PLACED) == 0 && (original[peer] & bit) != 0
                    && !set(node(peer * 9 + candidate % 9, false), n)) {
                return false;
            }
        }
        return true;
    }

    private boolean fromOff(int n) {
        int candidate = n >> 1;
        int cell = candidate / 9;
        int bit = 1 << candidate % 9;
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
                if (!set(node(cell * 9 + Integer.numberOfTrailingZeros(left), true), CELL - cell)) {
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
            if (count == 1 && !set(node(only * 9 + candidate % 9, true), HOUSE - (house * 9 + candidate % 9))) {
                return false;
            }
        }
        return true;
    }

    /** Pointing and claiming on the work grid; returns whether anything new was queued. */
    private boolean intersections() {
        int before = tail;
        for (int base = 0; base < 27; base++) {
            for (int d = 0; d < 9; d++) {
                int bit = 1 << d;
                int places = Singles.places(work, base, bit);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                int[] cells = GRID.cellsOf(base);
                int first = cells[Integer.numberOfTrailingZeros(places)];
                for (int k = 0; k < 3; k++) {
                    int cover = GRID.regionsOf(first)[k];
                    if (cover == base || (base < 18) == (cover < 18)) {
                        continue;
                    }
                    boolean inside = true;
                    for (int i = 0; i < 9 && inside; i++) {
                        inside = (places & 1 << i) == 0 || GRID.inRegion(cells[i], cover);
                    }
                    if (!inside) {
                        continue;
                    }
                    for (int cell : GRID.cellsOf(cover)) {
                        if (!GRID.inRegion(cell, base) && (work[cell] & Candidates.PLACED) == 0
                                && (work[cell] & bit) != 0 && !set(node(cell * 9 + d, false), HOUSE - (base * 9 + d))) {
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
        if (why > HOUSE) {
            int cell = CELL - why;
            for (int bits = original[cell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                int off = node(cell * 9 + Integer.numberOfTrailingZeros(bits), false);
                if (off != (n & ~1) && seen[off] == generation) {
                    out[count++] = off;
                }
            }
        } else {
            int code = HOUSE - why;
            int house = code / 9;
            int d = code % 9;
            for (int cell : GRID.cellsOf(house)) {
                int off = node(cell * 9 + d, false);
                if ((original[cell] & Candidates.PLACED) == 0 && (original[cell] & 1 << d) != 0 && off != (n & ~1)
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
                out[count++] = node(emptiedCell * 9 + Integer.numberOfTrailingZeros(bits), false);
            }
        } else {
            int d = Integer.numberOfTrailingZeros(emptiedDigitBit);
            for (int cell : GRID.cellsOf(emptiedHouse)) {
                if ((original[cell] & Candidates.PLACED) == 0 && (original[cell] & emptiedDigitBit) != 0) {
                    out[count++] = node(cell * 9 + d, false);
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

    /** A description of the contradiction found. */
    String contradictionText() {
        if (contradictionOn >= 0) {
            int c = contradictionOn >> 1;
            return Candidate.name(c / 9) + " would both be and not be " + (c % 9 + 1);
        }
        if (emptiedCell >= 0) {
            return Candidate.name(emptiedCell) + " would have no candidate left";
        }
        return House.name(emptiedHouse) + " would have no place for " + Candidates.digit(emptiedDigitBit);
    }

    /** Adds the links behind the given nodes to a step, in the order the propagation made them, and their cells. */
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
        Arrays.sort(sorted, (a, b) -> Integer.compare(order[a], order[b]));
        for (int n : sorted) {
            int candidate = n >> 1;
            step.cell(candidate / 9);
            if (reason[n] == START) {
                continue;
            }
            for (int p : premisesOf(n)) {
                int pc = p >> 1;
                step.link(pc / 9, pc % 9 + 1, candidate / 9, candidate % 9 + 1, (n & 1) == 1);
            }
        }
    }

    /** {@code r1c2=4 => r1c5<>4 => ...}: the path to a node in a static propagation, where each node has one premise. */
    String path(int target) {
        StringBuilder text = new StringBuilder();
        int n = target;
        java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
        while (true) {
            int c = n >> 1;
            parts.push(Candidate.name(c / 9) + ((n & 1) == 1 ? "=" : "<>") + (c % 9 + 1));
            if (reason[n] == START) {
                break;
            }
            n = premisesOf(n)[0];
        }
        String separator = "";
        for (String part : parts) {
            text.append(separator).append(part);
            separator = " => ";
        }
        return text.toString();
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
