package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.GRID;
import static io.github.sudokusolver.logic.Nodes.candidate;
import static io.github.sudokusolver.logic.Nodes.candidateOf;
import static io.github.sudokusolver.logic.Nodes.cellOf;
import static io.github.sudokusolver.logic.Nodes.digitIndexOf;
import static io.github.sudokusolver.logic.Nodes.isOn;
import static io.github.sudokusolver.logic.Nodes.offNode;
import static io.github.sudokusolver.logic.Nodes.onNode;

import java.util.Arrays;

/**
 * The static inferences of one grid: what each node implies when strong links come only from the grid as it stands
 * (a bivalue cell, a house with two places of a digit), with the reason of each. They are the same whatever was
 * assumed, so {@link Propagation} builds them once per grid and mode and its static runs walk these lists.
 * Node n implies {@code nodes[first[n] .. first[n + 1])}, in the order a propagation sets them, each for
 * {@code reasons[i]} (a node, or a code of {@link Reasons#cellReason} or {@link Reasons#houseReason}).
 */
final class ImplicationGraph {

    /** Which strong links a static propagation may take from the grid. */
    enum StrongLinks {
        /** Bivalue cells and houses with two places of a digit: AICs and static forcing chains. */
        ALL,
        /** Houses with two places of a digit only, and no inference inside a cell: X-chains keep to one digit. */
        HOUSES,
        /** Bivalue cells only: XY-chains. */
        BIVALUE_CELLS
    }

    final int[] first = new int[Propagation.NODES + 1];
    int[] nodes = new int[Propagation.NODES * 4];
    int[] reasons = new int[Propagation.NODES * 4];
    private int size;

    private final short[] marks;
    private final HousePlaces places;
    private final StrongLinks links;
    /** For each node, its strongly connected component, numbered in reverse topological order; made on first use. */
    private int[] component;

    private ImplicationGraph(short[] marks, HousePlaces places, StrongLinks links) {
        this.marks = marks;
        this.places = places;
        this.links = links;
    }

    /** The static inferences of the open candidates of {@code marks}, whose places are {@code places}. */
    static ImplicationGraph of(short[] marks, HousePlaces places, StrongLinks links) {
        ImplicationGraph graph = new ImplicationGraph(marks, places, links);
        for (int n = 0; n < Propagation.NODES; n++) {
            graph.first[n] = graph.size;
            int candidate = candidateOf(n);
            if (isOpen(marks, candidate)) {
                if (isOn(n)) {
                    graph.fromOn(candidate);
                } else {
                    graph.fromOff(candidate);
                }
            }
        }
        graph.first[Propagation.NODES] = graph.size;
        return graph;
    }

    /**
     * Whether a path from {@code from} to {@code to} may exist: false only when none does. Components are numbered
     * as Tarjan's algorithm completes them, so every edge leads to a component of the same or a lower number, and
     * a component of a higher number than the start's is out of reach. On these graphs a node and its negation are
     * ordered one way or the other, so about half of the chains from a node to its negation are ruled out at once.
     */
    boolean mayReach(int from, int to) {
        if (component == null) {
            component = components();
        }
        return component[to] <= component[from];
    }

    /** Tarjan's strongly connected components, without recursion (a chain can be as long as the graph). */
    private int[] components() {
        int count = Propagation.NODES;
        int[] comp = new int[count];
        int[] index = new int[count];
        int[] low = new int[count];
        int[] stack = new int[count];
        boolean[] onStack = new boolean[count];
        int[] callNode = new int[count];
        int[] callEdge = new int[count];
        Arrays.fill(index, -1);
        int nextIndex = 0;
        int nextComponent = 0;
        int top = 0;
        for (int root = 0; root < count; root++) {
            if (index[root] >= 0) {
                continue;
            }
            int depth = 0;
            callNode[0] = root;
            callEdge[0] = first[root];
            index[root] = low[root] = nextIndex++;
            stack[top++] = root;
            onStack[root] = true;
            while (depth >= 0) {
                int n = callNode[depth];
                if (callEdge[depth] < first[n + 1]) {
                    int next = nodes[callEdge[depth]++];
                    if (index[next] < 0) {
                        index[next] = low[next] = nextIndex++;
                        stack[top++] = next;
                        onStack[next] = true;
                        depth++;
                        callNode[depth] = next;
                        callEdge[depth] = first[next];
                    } else if (onStack[next]) {
                        low[n] = Math.min(low[n], index[next]);
                    }
                    continue;
                }
                if (low[n] == index[n]) {
                    int member;
                    do {
                        member = stack[--top];
                        onStack[member] = false;
                        comp[member] = nextComponent;
                    } while (member != n);
                    nextComponent++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[n]);
                }
            }
        }
        return comp;
    }

    static boolean isOpen(short[] marks, int candidate) {
        int cell = cellOf(candidate);
        return Singles.isOpen(marks, cell) && (marks[cell] & 1 << digitIndexOf(candidate)) != 0;
    }

    /** A true candidate: its cell's other digits are false (unless one digit is followed), and its digit in peers. */
    private void fromOn(int candidate) {
        int cell = cellOf(candidate);
        int d = digitIndexOf(candidate);
        int n = onNode(candidate);
        if (links == StrongLinks.ALL) {
            for (int others = marks[cell] & Candidates.ALL & ~(1 << d); others != 0; others &= others - 1) {
                add(offNode(candidate(cell, Integer.numberOfTrailingZeros(others))), n);
            }
        }
        for (int peer : GRID.peersOf(cell)) {
            if (Singles.isOpen(marks, peer) && (marks[peer] & 1 << d) != 0) {
                add(offNode(candidate(peer, d)), n);
            }
        }
    }

    /** A false candidate: the other digit of a bivalue cell is true, and so is the other place of a bilocal digit. */
    private void fromOff(int candidate) {
        int cell = cellOf(candidate);
        int d = digitIndexOf(candidate);
        if (links != StrongLinks.HOUSES) {
            int left = marks[cell] & Candidates.ALL & ~(1 << d);
            if (Integer.bitCount(left) == 1) {
                add(onNode(candidate(cell, Integer.numberOfTrailingZeros(left))), Reasons.cellReason(cell));
            }
        }
        if (links == StrongLinks.BIVALUE_CELLS) {
            return;
        }
        for (int k = 0; k < 3; k++) {
            int house = HousePlaces.houseOf(cell, k);
            int left = places.besides(cell, k, d);
            if (!places.isPlaced(house, 1 << d) && Integer.bitCount(left) == 1) {
                int only = GRID.cellsOf(house)[Integer.numberOfTrailingZeros(left)];
                add(onNode(candidate(only, d)), Reasons.houseReason(house, d));
            }
        }
    }

    private void add(int node, int why) {
        if (size == nodes.length) {
            nodes = Arrays.copyOf(nodes, size * 2);
            reasons = Arrays.copyOf(reasons, size * 2);
        }
        nodes[size] = node;
        reasons[size++] = why;
    }
}
