package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Grouped X-chains and grouped AICs: alternating chains whose nodes may be groups (on the classic grid two or three
 * cells of one box and one line that hold a digit; elsewhere see below), read as "the digit is in one of them". A
 * strong link joins two disjoint nodes that are a digit's only places in a house (or, in an AIC, the two digits of a
 * bivalue cell); a weak link joins two nodes of a digit that see each other entirely (or, in an AIC, two digits of one
 * cell). The shortest chain that passes a group and whose ends both see a candidate removes it.
 *
 * <p>Cost: one breadth-first search per start node, over nodes x {on, off} x {a group passed or not}, cut off at the
 * length of the best chain so far; each start is charged to the budget as one node.
 *
 * <p>This finder runs on grids whose first houses are the classic ones ({@link Grid#classicHouses}). On the classic
 * grid the groups are its box-line crossings (two or three cells of a box's row or column), Sudoku Explainer's and
 * Hodoku's, which the classic golden file pins. On every other such grid (diagonals, windows, a nine-cell cage as a
 * house, variant rules) a house crosses boxes and lines in more ways, and a cell sees places through its rules, so a
 * group is any two or more places of a digit in a house that one cell sees, or that one other house holds, and what is
 * left of that house's places: Quadruple X's 8 on its anti-diagonal is in r3c7 or r7c3 (both seen by r3c3) or in r4c6
 * or r6c4 (box 5). There it reads every house (and, in an AIC, the bivalue cells) for its strong links and every peer
 * for its weak links and targets (a renban's cells, a knight's move: a weak link may pass through a rule, a strong link
 * never). On any other grid it finds nothing.
 */
final class GroupedChains {

    /** Box-line crossings: each of the nine boxes is crossed by three rows and three columns. */
    private static final int LINES_PER_BOX = 6;
    private static final int CROSSINGS = DIGITS * LINES_PER_BOX;
    /** A group is keyed by digit, crossing and the mask of its cells among the crossing's three (at most 7). */
    private static final int GROUP_KEYS = DIGITS * CROSSINGS * 8;
    /** Every candidate, and per digit and crossing the group of three places and its three pairs. */
    private static final int CROSSING_NODES = CELLS * DIGITS + DIGITS * CROSSINGS * 4;
    /** A group's most cells: a house's places. */
    private static final int MAX_GROUP = DIGITS;
    /** The positions of a line within one box, and of a box within one row or one column: a group's shapes. */
    private static final int[] LINE_SHAPES = {0x7, 0x38, 0x1C0};
    private static final int[] BOX_SHAPES = {0x7, 0x38, 0x1C0, 0x49, 0x92, 0x124};
    /** Candidates as bits: {@code cell * 9 + digit index}. */
    private static final int WORDS = (CELLS * DIGITS + Long.SIZE - 1) / Long.SIZE;
    /** The 2-, 3- and 2-cell masks of a crossing's three cells that make a group. */
    private static final int[] GROUP_MASKS = {3, 5, 6, 7};
    /** A search state is {@code node << 2 | ON | GROUPED}: the node is on, and the chain has passed a group. */
    private static final int GROUPED = 1;
    private static final int ON = 2;
    private final Grid grid;
    /**
     * The peers of each cell as an 81-bit set, cells 0-63 in the first word and 64-80 in the second: the houses' and a
     * rule's (a renban's cells, a knight's move), so a weak link may pass through a rule.
     */
    private final long[][] peers;
    private final int[] marks;
    /** An AIC: links inside a cell too, and the chain may change digit there. */
    private final boolean mixed;
    private final Technique technique;
    /** Any places of a house one cell sees (or one house holds) are a group, not only a box-line crossing. */
    private final boolean anyGroups;
    private int nodes;
    private int[] digitIndex = new int[CROSSING_NODES];
    private int[] size = new int[CROSSING_NODES];
    private int[] cells = new int[CROSSING_NODES * MAX_GROUP];
    /** A node's cells, and the cells that see every cell of it, as bits: cells 0-63, then 64-80. */
    private long[] cellsLo = new long[CROSSING_NODES];
    private long[] cellsHi = new long[CROSSING_NODES];
    private long[] seenLo = new long[CROSSING_NODES];
    private long[] seenHi = new long[CROSSING_NODES];
    private final int[] singles = new int[CELLS * DIGITS];
    private final int[] groups = new int[GROUP_KEYS];
    /** With {@link #anyGroups}: every group by its digit and cells. */
    private final Map<GroupKey, Integer> groupsByCells = new HashMap<>();
    private final int[] split = new int[DIGITS];
    /** Per node, {@link #WORDS} words: the open candidates it turns off when on (for nodes with a strong link). */
    private long[] targetBits;
    private Links strong;
    private Links weak;
    /** Per search state ({@code node << 2 | ON | GROUPED}): the search that reached it, and from which state. */
    private int[] visited;
    private int[] parent;
    private int[] queue;
    private int generation;

    private GroupedChains(Grid grid, int[] marks, boolean mixed) {
        if (!grid.classicHouses) {
            throw new IllegalArgumentException(
                    "grouped chains read the classic grid's box-line crossings, not " + grid);
        }
        this.grid = grid;
        this.peers = grid.peerSets();
        this.marks = marks;
        this.mixed = mixed;
        this.technique = mixed ? Technique.GROUPED_AIC : Technique.GROUPED_X_CHAIN;
        this.anyGroups = !grid.isClassic();
    }

    /** The easiest grouped X-chain (one digit, links in houses only), or null. */
    static Step xChain(Grid grid, int[] marks, Budget budget) {
        return !grid.classicHouses ? null : new GroupedChains(grid, marks, false).find(budget);
    }

    /** The easiest grouped AIC (links in houses and in cells), or null. */
    static Step aic(Grid grid, int[] marks, Budget budget) {
        return !grid.classicHouses ? null : new GroupedChains(grid, marks, true).find(budget);
    }

    private Step find(Budget budget) {
        addNodes();
        if (anyGroups) {
            addSeenGroups();
        }
        strong = new Links(nodes);
        weak = new Links(nodes);
        addStrongLinks();
        // A chain's every node has a strong link; an X-chain keeps to its digit: it needs a linked group of it.
        int grouped = 0;
        for (int node = 0; node < nodes; node++) {
            if (size[node] > 1 && strong.first[node] >= 0) {
                grouped |= mixed ? Candidates.ALL : 1 << digitIndex[node];
            }
        }
        if (grouped == 0) {
            return null;
        }
        addWeakLinks();
        addTargets();
        visited = new int[nodes * 4];
        parent = new int[nodes * 4];
        queue = new int[nodes * 4];
        double best = Double.MAX_VALUE;
        int[] bestChain = null;
        for (int start = 0; start < nodes && best > technique.difficulty(); start++) {
            if (strong.first[start] < 0 || (grouped & 1 << digitIndex[start]) == 0) {
                continue;
            }
            budget.spend();
            int[] chain = search(start, best);
            if (chain != null) {
                best = Chains.difficulty(technique, chain.length + 2);
                bestChain = chain;
            }
        }
        return bestChain == null ? null : step(bestChain, best);
    }

    /** Every open candidate as a node, then every group: per box, its three rows and three columns, digit by digit. */
    private void addNodes() {
        Arrays.fill(singles, -1);
        Arrays.fill(groups, -1);
        int[] members = new int[3];
        for (int cell = 0; cell < CELLS; cell++) {
            members[0] = cell;
            for (int bits = SinglesAndIntersections.openDigits(grid, marks, cell); bits != 0; bits &= bits - 1) {
                int d = Integer.numberOfTrailingZeros(bits);
                singles[cell * DIGITS + d] = node(d, members, 1);
            }
        }
        for (int box = 0; box < DIGITS; box++) {
            int[] boxCells = GRID.cellsOf(FIRST_BOX + box);
            for (int line = 0; line < LINES_PER_BOX; line++) {
                for (int d = 0; d < DIGITS; d++) {
                    int holding = 0;
                    for (int k = 0; k < 3; k++) {
                        int open = SinglesAndIntersections.openDigits(grid, marks, crossingCell(boxCells, line, k));
                        if ((open & 1 << d) != 0) {
                            holding |= 1 << k;
                        }
                    }
                    for (int mask : GROUP_MASKS) {
                        if ((holding & mask) != mask) {
                            continue;
                        }
                        int n = 0;
                        for (int k = 0; k < 3; k++) {
                            if ((mask & 1 << k) != 0) {
                                members[n++] = crossingCell(boxCells, line, k);
                            }
                        }
                        int group = node(d, members, n);
                        groups[groupKey(d, box, line, mask)] = group;
                        if (anyGroups) {
                            groupsByCells.put(GroupKey.of(d, members, n), group);
                        }
                    }
                }
            }
        }
    }

    /** The k-th cell (0-2) of a box's line: lines 0-2 are the box's rows, 3-5 its columns. */
    private static int crossingCell(int[] boxCells, int line, int k) {
        return line < 3 ? boxCells[line * 3 + k] : boxCells[k * 3 + line - 3];
    }

    private static int groupKey(int d, int box, int line, int mask) {
        return ((d * DIGITS + box) * LINES_PER_BOX + line) * 8 + mask;
    }

    /**
     * With {@link #anyGroups}, in every house of three to six places of a digit (where a strong link can split them):
     * the places one cell with the digit open sees, and those one other house holds, each with the rest of the
     * house's places, as groups where they have two cells or more.
     */
    private void addSeenGroups() {
        int[] members = new int[MAX_GROUP];
        // per house and digit, the splits made (a house has at most nine places: 512 masks); most cells and houses
        // split the places as another did
        long[] split = new long[(1 << MAX_GROUP) / Long.SIZE];
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] houseCells = grid.cellsOf(house);
            for (int d = 0; d < DIGITS; d++) {
                int places = SinglesAndIntersections.places(grid, marks, house, 1 << d);
                int count = Integer.bitCount(places);
                if (count < 3 || count > 6) {
                    continue;
                }
                Arrays.fill(split, 0);
                for (int cell = 0; cell < CELLS; cell++) {
                    if ((SinglesAndIntersections.openDigits(grid, marks, cell) & 1 << d) != 0) {
                        addSplit(d, houseCells, places, seenPositions(houseCells, places, cell), split, members);
                    }
                }
                for (int other = 0; other < grid.houseCount(); other++) {
                    if (other != house) {
                        addSplit(d, houseCells, places, sharedPositions(houseCells, places, other), split, members);
                    }
                }
            }
        }
    }

    /** The positions among {@code places} of a house whose cells {@code cell} sees. */
    private int seenPositions(int[] houseCells, int places, int cell) {
        int seen = 0;
        for (int bits = places; bits != 0; bits &= bits - 1) {
            int position = Integer.numberOfTrailingZeros(bits);
            if (grid.sees(cell, houseCells[position])) {
                seen |= 1 << position;
            }
        }
        return seen;
    }

    /** The positions among {@code places} of a house whose cells house {@code other} holds too. */
    private int sharedPositions(int[] houseCells, int places, int other) {
        int shared = 0;
        for (int bits = places; bits != 0; bits &= bits - 1) {
            int position = Integer.numberOfTrailingZeros(bits);
            for (int house : grid.housesOf(houseCells[position])) {
                if (house == other) {
                    shared |= 1 << position;
                    break;
                }
            }
        }
        return shared;
    }

    /**
     * The groups of {@code part} of a house's places and of the rest, where {@code part} splits them and has not
     * split them before ({@code split}: a bit per part made).
     */
    private void addSplit(int d, int[] houseCells, int places, int part, long[] split, int[] members) {
        if (part == 0 || part == places || (split[part >>> 6] & 1L << part) != 0) {
            return;
        }
        split[part >>> 6] |= 1L << part;
        addGroup(d, houseCells, part, members);
        addGroup(d, houseCells, places & ~part, members);
    }

    /** The group of a digit on some positions of a house, once, if it has two cells or more. */
    private void addGroup(int d, int[] houseCells, int positions, int[] members) {
        int n = 0;
        for (int bits = positions; bits != 0; bits &= bits - 1) {
            members[n++] = houseCells[Integer.numberOfTrailingZeros(bits)];
        }
        if (n < 2) {
            return;
        }
        // In reading order, as the crossings' members are: a node's first cell names it.
        Arrays.sort(members, 0, n);
        GroupKey key = GroupKey.of(d, members, n);
        if (!groupsByCells.containsKey(key)) {
            groupsByCells.put(key, node(d, members, n));
        }
    }

    private int node(int d, int[] members, int n) {
        int id = nodes++;
        if (id == digitIndex.length) {
            digitIndex = Arrays.copyOf(digitIndex, id * 2);
            size = Arrays.copyOf(size, id * 2);
            cells = Arrays.copyOf(cells, id * 2 * MAX_GROUP);
            cellsLo = Arrays.copyOf(cellsLo, id * 2);
            cellsHi = Arrays.copyOf(cellsHi, id * 2);
            seenLo = Arrays.copyOf(seenLo, id * 2);
            seenHi = Arrays.copyOf(seenHi, id * 2);
        }
        digitIndex[id] = d;
        size[id] = n;
        long lo = -1L;
        long hi = -1L;
        for (int i = 0; i < n; i++) {
            int cell = members[i];
            cells[id * MAX_GROUP + i] = cell;
            if (cell < Long.SIZE) {
                cellsLo[id] |= 1L << cell;
            } else {
                cellsHi[id] |= 1L << cell - Long.SIZE;
            }
            lo &= peers[cell][0];
            hi &= peers[cell][1];
        }
        seenLo[id] = lo;
        seenHi[id] = hi;
        return id;
    }

    /**
     * The node of a digit on cells in reading order that {@link #fits} a group's shape (or, with {@link #anyGroups},
     * any cells): a candidate or a group; -1 if there is none.
     */
    private int nodeOf(int d, int[] members, int n) {
        if (n == 1) {
            return singles[members[0] * DIGITS + d];
        }
        if (anyGroups) {
            return groupsByCells.getOrDefault(GroupKey.of(d, members, n), -1);
        }
        boolean oneRow = GRID.rowOf(members[0]) == GRID.rowOf(members[1]);
        int mask = 0;
        for (int i = 0; i < n; i++) {
            mask |= 1 << (oneRow ? GRID.columnOf(members[i]) : GRID.rowOf(members[i])) % 3;
        }
        int line = oneRow ? GRID.rowOf(members[0]) % 3 : 3 + GRID.columnOf(members[0]) % 3;
        return groups[groupKey(d, House.boxOf(members[0]), line, mask)];
    }

    /**
     * A house whose places of a digit are two disjoint nodes links them strongly: every split of the places in two
     * halves that are both nodes. An AIC adds the bivalue cells.
     */
    private void addStrongLinks() {
        for (int house = 0; house < (anyGroups ? grid.houseCount() : GRID.regionCount()); house++) {
            int[] houseCells = grid.cellsOf(house);
            int[] shapes = house < FIRST_BOX ? LINE_SHAPES : BOX_SHAPES;
            for (int d = 0; d < DIGITS; d++) {
                int places = SinglesAndIntersections.places(grid, marks, house, 1 << d);
                int first = places & -places;
                int rest = places & ~first;
                if (rest == 0 || Integer.bitCount(places) > 6) {
                    continue;
                }
                // Each split is met once: the half that holds the first place, and the other.
                for (int sub = rest & rest - 1; ; sub = sub - 1 & rest) {
                    int one = first | sub;
                    int other = rest & ~sub;
                    if (anyGroups || fits(one, shapes) && fits(other, shapes)) {
                        linkStrongly(nodeAt(d, houseCells, one), nodeAt(d, houseCells, other));
                    }
                    if (sub == 0) {
                        break;
                    }
                }
            }
        }
        if (mixed) {
            for (int cell = 0; cell < CELLS; cell++) {
                int digits = SinglesAndIntersections.openDigits(grid, marks, cell);
                if (Integer.bitCount(digits) == 2) {
                    linkStrongly(singles[cell * DIGITS + Integer.numberOfTrailingZeros(digits)],
                            singles[cell * DIGITS + 31 - Integer.numberOfLeadingZeros(digits)]);
                }
            }
        }
    }

    /** Whether places of a house (a mask of its positions) can be one node: one place, or within a shape. */
    private static boolean fits(int positions, int[] shapes) {
        if ((positions & positions - 1) == 0) {
            return true;
        }
        for (int shape : shapes) {
            if ((positions & ~shape) == 0) {
                return true;
            }
        }
        return false;
    }

    /** The node of a digit on some positions of a house, which {@link #fits} a shape (or any, with any groups). */
    private int nodeAt(int d, int[] houseCells, int positions) {
        int n = 0;
        for (int bits = positions; bits != 0; bits &= bits - 1) {
            split[n++] = houseCells[Integer.numberOfTrailingZeros(bits)];
        }
        return nodeOf(d, split, n);
    }

    private void linkStrongly(int x, int y) {
        if (x >= 0 && y >= 0 && !strong.has(x, y)) {
            strong.add(x, y);
            strong.add(y, x);
        }
    }

    /**
     * Weak links only between nodes that have a strong link: a chain alternates, so no other node can be inside it.
     * Same digit, every cell of one seeing every cell of the other; in an AIC also two digits of one cell.
     */
    private void addWeakLinks() {
        // Per digit, in node order: each node's links come in the order a scan of all pairs would add them.
        int[][] linked = new int[DIGITS][nodes];
        int[] count = new int[DIGITS];
        for (int x = 0; x < nodes; x++) {
            if (strong.first[x] >= 0) {
                linked[digitIndex[x]][count[digitIndex[x]]++] = x;
            }
        }
        for (int d = 0; d < DIGITS; d++) {
            for (int i = 0; i < count[d]; i++) {
                for (int j = i + 1; j < count[d]; j++) {
                    int x = linked[d][i];
                    int y = linked[d][j];
                    if (seesAll(x, y)) {
                        weak.add(x, y);
                        weak.add(y, x);
                    }
                }
            }
        }
        if (!mixed) {
            return;
        }
        for (int x = 0; x < CELLS * DIGITS; x++) {
            for (int y = x + 1; y < (x / DIGITS + 1) * DIGITS; y++) {
                if (singles[x] >= 0 && singles[y] >= 0 && strong.first[singles[x]] >= 0
                        && strong.first[singles[y]] >= 0) {
                    weak.add(singles[x], singles[y]);
                    weak.add(singles[y], singles[x]);
                }
            }
        }
    }

    /** Whether every cell of {@code y} sees every cell of {@code x} (so the two are disjoint). */
    private boolean seesAll(int x, int y) {
        return (cellsLo[y] & ~seenLo[x]) == 0 && (cellsHi[y] & ~seenHi[x]) == 0;
    }

    /**
     * Breadth first from "start is off": strong links to "on", weak links to "off". The first "on" end, after a
     * group, that shares a target with the start closes the shortest such chain from this start; chains rated no
     * lower than {@code best} are not followed.
     */
    private int[] search(int start, double best) {
        generation++;
        int first = start << 2 | (size[start] > 1 ? GROUPED : 0);
        visited[first] = generation;
        parent[first] = -1;
        queue[0] = first;
        int head = 0;
        int tail = 1;
        int layer = -1;
        int layerEnd = 0;
        while (head < tail) {
            // A state pushed from a layer ends a chain of layer + 2 nodes; with the target on and off, layer + 4.
            if (head == layerEnd) {
                layer++;
                layerEnd = tail;
                if (Chains.difficulty(technique, layer + 4) >= best) {
                    return null;
                }
            }
            int state = queue[head++];
            boolean on = (state & ON) != 0;
            Links links = on ? weak : strong;
            for (int e = links.first[state >> 2]; e >= 0; e = links.next[e]) {
                int next = links.to[e];
                int reached = next << 2 | (on ? 0 : ON) | state & GROUPED | (size[next] > 1 ? GROUPED : 0);
                if (visited[reached] == generation) {
                    continue;
                }
                visited[reached] = generation;
                parent[reached] = state;
                queue[tail++] = reached;
                if (!on && (reached & GROUPED) != 0 && targets(start, next, null) > 0) {
                    int[] chain = path(reached, layer + 2);
                    if (chain != null) {
                        return chain;
                    }
                }
            }
        }
        return null;
    }

    /** The nodes of the chain that ends in {@code end}, first to last; null if it passes a node twice. */
    private int[] path(int end, int length) {
        int[] chain = new int[length];
        int state = end;
        for (int i = length - 1; i >= 0; i--) {
            chain[i] = state >> 2;
            state = parent[state];
        }
        for (int i = 0; i < length; i++) {
            for (int j = i + 1; j < length; j++) {
                if (chain[i] == chain[j]) {
                    return null;
                }
            }
        }
        return chain;
    }

    /** The open candidates each node with a strong link turns off when on: those it sees, in an AIC its cell's. */
    private void addTargets() {
        targetBits = new long[nodes * WORDS];
        for (int node = 0; node < nodes; node++) {
            if (strong.first[node] < 0) {
                continue;
            }
            int d = digitIndex[node];
            for (int word = 0; word < 2; word++) {
                for (long bits = word == 0 ? seenLo[node] : seenHi[node]; bits != 0; bits &= bits - 1) {
                    int cell = Long.numberOfTrailingZeros(bits) + word * Long.SIZE;
                    if ((SinglesAndIntersections.openDigits(grid, marks, cell) & 1 << d) != 0) {
                        setTarget(node, cell * DIGITS + d);
                    }
                }
            }
            if (mixed && size[node] == 1) {
                int cell = cells[node * MAX_GROUP];
                for (int bits = SinglesAndIntersections.openDigits(grid, marks, cell) & ~(1 << d);
                        bits != 0; bits &= bits - 1) {
                    setTarget(node, cell * DIGITS + Integer.numberOfTrailingZeros(bits));
                }
            }
        }
    }

    private void setTarget(int node, int candidate) {
        targetBits[node * WORDS + candidate / Long.SIZE] |= 1L << candidate;
    }

    /**
     * The candidates ({@code cell * 9 + digit index}) both ends turn off, in reading order, into {@code out}; with
     * {@code out} null, only whether there is one (0 or 1).
     */
    private int targets(int a, int b, int[] out) {
        int count = 0;
        for (int word = 0; word < WORDS; word++) {
            long both = targetBits[a * WORDS + word] & targetBits[b * WORDS + word];
            for (long bits = both; bits != 0; bits &= bits - 1) {
                if (out == null) {
                    return 1;
                }
                out[count++] = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
            }
        }
        return count;
    }

    /**
     * The step: every candidate both ends see goes; the links run from the first of them, on, through the chain
     * back to it, off, as the ungrouped chains do, so that the Eureka line leaves the target out.
     */
    private Step step(int[] chain, double difficulty) {
        StepBuilder step = new StepBuilder(technique).difficulty(difficulty);
        int last = chain.length - 1;
        int[] found = new int[CELLS * DIGITS];
        int count = targets(chain[0], chain[last], found);
        for (int i = 0; i < count; i++) {
            step.eliminate(found[i] / DIGITS, found[i] % DIGITS + 1);
        }
        int[] target = {found[0] / DIGITS};
        int targetDigit = found[0] % DIGITS + 1;
        step.cell(target[0]).groupedLink(target, targetDigit, cellsOf(chain[0]), digitIndex[chain[0]] + 1, false);
        for (int i = 0; i < last; i++) {
            step.groupedLink(cellsOf(chain[i]), digitIndex[chain[i]] + 1, cellsOf(chain[i + 1]),
                    digitIndex[chain[i + 1]] + 1, i % 2 == 0);
        }
        step.groupedLink(cellsOf(chain[last]), digitIndex[chain[last]] + 1, target, targetDigit, false);
        for (int node : chain) {
            for (int cell : cellsOf(node)) {
                step.cell(cell);
            }
        }
        return step.build();
    }

    private int[] cellsOf(int node) {
        return Arrays.copyOfRange(cells, node * MAX_GROUP, node * MAX_GROUP + size[node]);
    }

    /** Adjacency lists as linked edges in growing int arrays, so that the search boxes nothing. */
    private static final class Links {
        private final int[] first;
        private int[] next = new int[1024];
        private int[] to = new int[1024];
        private int count;

        Links(int nodes) {
            first = new int[nodes];
            Arrays.fill(first, -1);
        }

        void add(int from, int target) {
            if (count == to.length) {
                next = Arrays.copyOf(next, count * 2);
                to = Arrays.copyOf(to, count * 2);
            }
            to[count] = target;
            next[count] = first[from];
            first[from] = count++;
        }

        boolean has(int from, int target) {
            for (int e = first[from]; e >= 0; e = next[e]) {
                if (to[e] == target) {
                    return true;
                }
            }
            return false;
        }
    }

    /** A group's digit and cells, as two words of cell bits. */
    private record GroupKey(int digit, long lo, long hi) {

        static GroupKey of(int digit, int[] members, int n) {
            long lo = 0;
            long hi = 0;
            for (int i = 0; i < n; i++) {
                if (members[i] < Long.SIZE) {
                    lo |= 1L << members[i];
                } else {
                    hi |= 1L << members[i] - Long.SIZE;
                }
            }
            return new GroupKey(digit, lo, hi);
        }
    }
}
