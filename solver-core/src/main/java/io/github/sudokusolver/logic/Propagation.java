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

    /** Houses of the grid: 9 rows, 9 columns, 9 boxes. */
    private static final int HOUSES = 3 * DIGITS;
    /** For {@code cell * 3 + k}, the cell's k-th house (row, column, box) ... */
    private static final int[] HOUSE_OF = new int[CELLS * 3];
    /** ... and the cell's position (0..8) in that house. */
    private static final int[] POSITION_IN = new int[CELLS * 3];
    /** For {@code base * HOUSES + cover}, the positions in {@code base} of the cells it shares with {@code cover}. */
    private static final int[] SHARED = new int[HOUSES * HOUSES];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            int[] houses = GRID.regionsOf(cell);
            for (int k = 0; k < 3; k++) {
                HOUSE_OF[cell * 3 + k] = houses[k];
                POSITION_IN[cell * 3 + k] = positionIn(houses[k], cell);
            }
        }
        for (int base = 0; base < HOUSES; base++) {
            for (int cover = 0; cover < HOUSES; cover++) {
                int[] cells = GRID.cellsOf(base);
                for (int i = 0; i < DIGITS; i++) {
                    SHARED[base * HOUSES + cover] |= cover != base && GRID.inRegion(cells[i], cover) ? 1 << i : 0;
                }
            }
        }
    }

    private static int positionIn(int house, int cell) {
        int[] cells = GRID.cellsOf(house);
        int i = 0;
        while (cells[i] != cell) {
            i++;
        }
        return i;
    }

    private final short[] original;
    /**
     * The places of each digit in each house ({@code house * 9 + digit index}, as positions in the house: unplaced
     * cells holding the digit) and the digits placed in each house, in the original grid and in the work grid of a
     * dynamic run. They answer "where can this digit still go in this house" with one read instead of a scan.
     */
    private final int[] originalPlaces = new int[HOUSES * DIGITS];
    private final int[] originalPlaced = new int[HOUSES];
    private final int[] places = new int[HOUSES * DIGITS];
    private final int[] placed = new int[HOUSES];
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
    /**
     * The implication graphs of the static modes, by {@link StrongLinks} ordinal, built on first use: in static mode
     * every node implies the same nodes for the same reasons whatever was assumed, so a run walks these lists instead
     * of reading the grid again. {@link #graph} is the current mode's, null in dynamic modes.
     */
    private final Graph[] graphs = new Graph[StrongLinks.values().length];
    private Graph graph;
    /** While a graph is built: where {@link #set} records what a node implies instead of following it. */
    private Graph recording;
    /** Static mode: the deepest level of the search whose nodes are followed (the assumption is level 0). */
    private int deepestFollowed = Integer.MAX_VALUE;

    /** The evidence of the first contradiction: two nodes, or a code for an emptied cell or house; -1 for none. */
    private int contradictionOn = -1;
    private int contradictionOff = -1;
    private int emptiedCell = -1;
    private int emptiedHouse = -1;
    private int emptiedDigitBit;

    Propagation(short[] marks, Budget budget) {
        this.original = marks;
        this.budget = budget;
        for (int house = 0; house < HOUSES; house++) {
            for (int d = 0; d < DIGITS; d++) {
                originalPlaces[house * DIGITS + d] = Singles.places(marks, house, 1 << d);
            }
            originalPlaced[house] = Singles.placedDigits(marks, house);
        }
    }

    /** Strong links only from the grid as it stands: alternating chains and static forcing chains. */
    void staticMode(StrongLinks links) {
        resetMode();
        xOnly = links == StrongLinks.HOUSES;
        yOnly = links == StrongLinks.BIVALUE_CELLS;
        if (graphs[links.ordinal()] == null) {
            graphs[links.ordinal()] = implicationGraph();
        }
        graph = graphs[links.ordinal()];
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

    /**
     * Static mode only: follow no node further than {@code levels} inferences from the assumption, so nothing deeper
     * than {@code levels + 1} is set. A node at depth k rests on at least k + 1 nodes, so a search for chains shorter
     * than a known one stops where they must end; what it does set, it sets for the same reasons as an unbounded run.
     */
    void followAtMost(int levels) {
        deepestFollowed = levels;
    }

    private void resetMode() {
        graph = null;
        deepestFollowed = Integer.MAX_VALUE;
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
        if (dynamic) {
            System.arraycopy(original, 0, work, 0, CELLS);
            System.arraycopy(originalPlaces, 0, places, 0, places.length);
            System.arraycopy(originalPlaced, 0, placed, 0, placed.length);
        }
        head = 0;
        tail = 0;
        contradictionOn = -1;
        contradictionOff = -1;
        emptiedCell = -1;
        emptiedHouse = -1;
        if (!set(assumption, START)) {
            return true;
        }
        if (graph != null) {
            walk(graph);
            return false;
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

    /** A static run: breadth first over the graph's lists, setting each node once with its first reason. */
    private void walk(Graph g) {
        int level = 0;
        int levelEnd = tail;
        while (head < tail) {
            if (head == levelEnd) {
                level++;
                levelEnd = tail;
            }
            if (level > deepestFollowed) {
                return;
            }
            int n = queue[head++];
            for (int i = g.first[n]; i < g.first[n + 1]; i++) {
                int next = g.nodes[i];
                if (seen[next] != generation) {
                    seen[next] = generation;
                    reason[next] = g.reasons[i];
                    order[next] = tail;
                    queue[tail++] = next;
                }
            }
        }
    }

    /** What each node of an open candidate implies in the current static mode, found by {@link #fromOn}/{@link #fromOff}. */
    private Graph implicationGraph() {
        Graph g = new Graph();
        recording = g;
        try {
            for (int n = 0; n < NODES; n++) {
                g.first[n] = g.size;
                if (isOpenCandidate(candidateOf(n))) {
                    if (isOn(n)) {
                        fromOn(n);
                    } else {
                        fromOff(n);
                    }
                }
            }
            g.first[NODES] = g.size;
        } finally {
            recording = null;
        }
        return g;
    }

    /** Adjacency lists: node n implies {@code nodes[first[n] .. first[n + 1])}, each for its {@code reasons[i]}. */
    private static final class Graph {
        final int[] first = new int[NODES + 1];
        int[] nodes = new int[NODES * 4];
        int[] reasons = new int[NODES * 4];
        int size;

        void add(int node, int why) {
            if (size == nodes.length) {
                nodes = Arrays.copyOf(nodes, size * 2);
                reasons = Arrays.copyOf(reasons, size * 2);
            }
            nodes[size] = node;
            reasons[size++] = why;
        }
    }

    boolean isSet(int node) {
        return seen[node] == generation;
    }

    private boolean set(int n, int why) {
        if (recording != null) {
            recording.add(n, why);
            return true;
        }
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
            int cell = cellOf(candidate);
            int d = digitIndexOf(candidate);
            work[cell] &= (short) ~(1 << d);
            for (int k = cell * 3; k < cell * 3 + 3; k++) {
                places[HOUSE_OF[k] * DIGITS + d] &= ~(1 << POSITION_IN[k]);
            }
        }
        return true;
    }

    /** Places {@code bit} in {@code cell} of the work grid: the cell is no place of any digit in its houses. */
    private void placeInWork(int cell, int bit) {
        work[cell] = (short) (Candidates.PLACED | bit);
        for (int k = cell * 3; k < cell * 3 + 3; k++) {
            int house = HOUSE_OF[k];
            int notHere = ~(1 << POSITION_IN[k]);
            for (int d = 0; d < DIGITS; d++) {
                places[house * DIGITS + d] &= notHere;
            }
            placed[house] |= bit;
        }
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
            placeInWork(cell, bit);
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
        int[] housePlaces = dynamic ? places : originalPlaces;
        int[] housePlaced = dynamic ? placed : originalPlaced;
        for (int k = cell * 3; k < cell * 3 + 3; k++) {
            int house = HOUSE_OF[k];
            if ((housePlaced[house] & bit) != 0) {
                continue;
            }
            // Static links read the grid as it was, where the assumed cell still holds the digit.
            int left = housePlaces[house * DIGITS + d] & ~(1 << POSITION_IN[k]);
            if (left == 0 && dynamic) {
                emptiedHouse = house;
                emptiedDigitBit = bit;
                return false;
            }
            if (Integer.bitCount(left) == 1) {
                int only = GRID.cellsOf(house)[Integer.numberOfTrailingZeros(left)];
                if (!set(onNode(candidate(only, d)), houseReason(house, d))) {
                    return false;
                }
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
        for (int base = 0; base < HOUSES; base++) {
            for (int d = 0; d < DIGITS; d++) {
                int inBase = places[base * DIGITS + d];
                if (Integer.bitCount(inBase) < 2) {
                    continue;
                }
                int first = GRID.cellsOf(base)[Integer.numberOfTrailingZeros(inBase)];
                for (int cover : GRID.regionsOf(first)) {
                    // A box crosses a line, and a line a box: two houses of one kind share at most one cell.
                    if (cover == base || (base < FIRST_BOX) == (cover < FIRST_BOX)
                            || (inBase & ~SHARED[base * HOUSES + cover]) != 0) {
                        continue;
                    }
                    int[] coverCells = GRID.cellsOf(cover);
                    int outside = places[cover * DIGITS + d] & ~SHARED[cover * HOUSES + base];
                    for (; outside != 0; outside &= outside - 1) {
                        int cell = coverCells[Integer.numberOfTrailingZeros(outside)];
                        if (!set(offNode(candidate(cell, d)), houseReason(base, d))) {
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
