package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Set;

/**
 * The alternating chains (X-chains, XY-chains, AICs) of every layout but the classic one, over a {@link Grid} and
 * its {@code int} marks: the static propagation of {@link Chains#alternating}, written against the layout's houses
 * and peers. A node is {@code candidate * 2 + 1} for "the candidate is true" and {@code candidate * 2} for "it is
 * false", a candidate {@code cell * size + digit - 1}. Weak inferences (true to false): the cell's other digits and
 * the digit in the cell's peers. Strong inferences (false to true), from the grid as it stands: the other digit of a
 * bivalue cell, the other place of a digit with two places in a house (any house: a diagonal, a window, a jigsaw
 * region). A chain from a candidate back to its own negation proves the negation; its difficulty is the family's base
 * difficulty plus Sudoku Explainer's length bonus ({@link Chains#difficulty}), as on the classic grid.
 */
final class LayoutChains {

    /** The alternating chains, easiest first. */
    private static final Technique[] ALTERNATING = {Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC};

    final Grid grid;
    final int[] marks;
    private final Budget budget;
    final int nodeCount;
    /** The open places of each digit in each house, as a mask over the house's cells: {@code house * size + d}. */
    private final int[] places;
    /** The static inferences of the current family: node n implies {@code targets[first[n] .. first[n + 1])}. */
    private final int[] first;
    private int[] targets;
    private int edges;
    /** The last run: nodes set in it ({@code seen[n] == generation}), their parent and depth; the BFS queue. */
    private final int[] seen;
    private final int[] parent;
    private final int[] depth;
    private final int[] queue;
    /** The number of nodes the last run set (its queue's length). */
    private int tail;
    private int generation;

    private LayoutChains(Grid grid, int[] marks, Budget budget) {
        this.grid = grid;
        this.marks = marks;
        this.budget = budget;
        this.nodeCount = grid.cells * grid.size * 2;
        this.places = new int[grid.houseCount() * grid.size];
        for (int house = 0; house < grid.houseCount(); house++) {
            for (int d = 0; d < grid.size; d++) {
                places[house * grid.size + d] = LayoutFinders.places(grid, marks, house, 1 << d);
            }
        }
        this.first = new int[nodeCount + 1];
        this.targets = new int[nodeCount * 4];
        this.seen = new int[nodeCount];
        this.parent = new int[nodeCount];
        this.depth = new int[nodeCount];
        this.queue = new int[nodeCount];
    }

    /**
     * The easiest alternating chain of the enabled families, or null.
     *
     * @param enabled which of {@link Technique#X_CHAIN}, {@link Technique#XY_CHAIN} and {@link Technique#AIC} to seek
     */
    static Step alternating(Grid grid, int[] marks, Set<Technique> enabled, Budget budget) {
        return new LayoutChains(grid, marks, budget).alternating(enabled);
    }

    private Step alternating(Set<Technique> enabled) {
        double best = Double.MAX_VALUE;
        Technique bestTechnique = null;
        int bestAssumption = -1;
        for (Technique technique : ALTERNATING) {
            if (technique.difficulty() >= best || !enabled.contains(technique)) {
                continue;
            }
            build(technique);
            for (int candidate = 0; candidate < nodeCount / 2; candidate++) {
                if (!isOpen(candidate)) {
                    continue;
                }
                for (int start = 1; start >= 0; start--) {
                    int assumption = candidate * 2 + start;
                    int target = assumption ^ 1;
                    if (run(assumption, target, Chains.levelsBelow(technique, best))) {
                        double difficulty = Chains.difficulty(technique, depth[target] + 1);
                        if (difficulty < best) {
                            best = difficulty;
                            bestTechnique = technique;
                            bestAssumption = assumption;
                        }
                    }
                }
            }
        }
        if (bestTechnique == null) {
            return null;
        }
        build(bestTechnique);
        int target = bestAssumption ^ 1;
        run(bestAssumption, target, Integer.MAX_VALUE);
        StepBuilder step = new StepBuilder(bestTechnique, grid).difficulty(best);
        int concluded = target >> 1;
        if ((target & 1) == 1) {
            step.place(concluded / grid.size, concluded % grid.size + 1);
        } else {
            step.eliminate(concluded / grid.size, concluded % grid.size + 1);
        }
        addPath(step, pathTo(target));
        return step.build();
    }

    /** The graph of the static forcing chains: every inference of the AIC's, followed in full from each node. */
    static LayoutChains forcing(Grid grid, int[] marks, Budget budget) {
        LayoutChains chains = new LayoutChains(grid, marks, budget);
        chains.build(Technique.AIC);
        return chains;
    }

    /** Follows an assumption to every node it implies no deeper than {@code levels}: those nodes, as a set. */
    long[] follow(int assumption, int levels) {
        run(assumption, -1, levels);
        return NodeSets.of(queue, tail, nodeCount);
    }

    /**
     * The path of the last run from its assumption to {@code node}, which it set: the assumption first. Each node
     * rests on its one parent, so the path's length is the number of nodes the node rests on.
     */
    int[] pathTo(int node) {
        int[] path = new int[depth[node] + 1];
        for (int n = node, i = path.length - 1; i >= 0; n = parent[n], i--) {
            path[i] = n;
        }
        return path;
    }

    /** Adds a path's cells and links to a step, as an alternating chain shows them. */
    void addPath(StepBuilder step, int[] path) {
        step.cell((path[0] >> 1) / grid.size);
        for (int i = 1; i < path.length; i++) {
            int from = path[i - 1] >> 1;
            int to = path[i] >> 1;
            step.cell(to / grid.size);
            step.link(from / grid.size, from % grid.size + 1, to / grid.size, to % grid.size + 1, (path[i] & 1) == 1);
        }
    }

    boolean isOpen(int candidate) {
        int cell = candidate / grid.size;
        return (marks[cell] & grid.placed) == 0 && (marks[cell] & 1 << candidate % grid.size) != 0;
    }

    /**
     * A breadth-first run from {@code assumption}, following no node deeper than {@code levels}, until
     * {@code target} is set; whether it was.
     */
    private boolean run(int assumption, int target, int levels) {
        budget.spend();
        generation++;
        seen[assumption] = generation;
        depth[assumption] = 0;
        int head = 0;
        tail = 0;
        queue[tail++] = assumption;
        while (head < tail) {
            int n = queue[head++];
            if (depth[n] > levels) {
                break; // breadth first: every node left is as deep or deeper
            }
            for (int i = first[n]; i < first[n + 1]; i++) {
                int next = targets[i];
                if (seen[next] != generation) {
                    seen[next] = generation;
                    parent[next] = n;
                    depth[next] = depth[n] + 1;
                    if (next == target) {
                        return true;
                    }
                    queue[tail++] = next;
                }
            }
        }
        return false;
    }

    /** The static inferences of a family: X-chains keep to one digit's house links, XY-chains to bivalue cells. */
    private void build(Technique technique) {
        boolean cellLinks = technique != Technique.X_CHAIN;
        boolean houseLinks = technique != Technique.XY_CHAIN;
        boolean inCellWeak = technique == Technique.AIC;
        edges = 0;
        int size = grid.size;
        for (int n = 0; n < nodeCount; n++) {
            first[n] = edges;
            int candidate = n >> 1;
            if (!isOpen(candidate)) {
                continue;
            }
            int cell = candidate / size;
            int d = candidate % size;
            int bit = 1 << d;
            int digits = marks[cell] & grid.all;
            if ((n & 1) == 1) {
                if (inCellWeak) {
                    for (int others = digits & ~bit; others != 0; others &= others - 1) {
                        add((cell * size + Integer.numberOfTrailingZeros(others)) * 2);
                    }
                }
                for (int peer : grid.peersOf(cell)) {
                    if ((marks[peer] & grid.placed) == 0 && (marks[peer] & bit) != 0) {
                        add((peer * size + d) * 2);
                    }
                }
                continue;
            }
            if (cellLinks && Integer.bitCount(digits) == 2) {
                add((cell * size + Integer.numberOfTrailingZeros(digits & ~bit)) * 2 + 1);
            }
            if (houseLinks) {
                int before = edges;
                for (int house : grid.housesOf(cell)) {
                    int[] cells = grid.cellsOf(house);
                    int left = places[house * size + d];
                    if (Integer.bitCount(left) != 2) {
                        continue;
                    }
                    int other = -1;
                    for (int bits = left; bits != 0; bits &= bits - 1) {
                        int c = cells[Integer.numberOfTrailingZeros(bits)];
                        if (c != cell) {
                            other = c;
                        }
                    }
                    int node = (other * size + d) * 2 + 1;
                    if (other >= 0 && !added(before, node)) {
                        add(node);
                    }
                }
            }
        }
        first[nodeCount] = edges;
    }

    /** Whether {@code node} is among the inferences added since {@code from} (two houses can give the same link). */
    private boolean added(int from, int node) {
        for (int i = from; i < edges; i++) {
            if (targets[i] == node) {
                return true;
            }
        }
        return false;
    }

    private void add(int node) {
        if (edges == targets.length) {
            targets = Arrays.copyOf(targets, edges * 2);
        }
        targets[edges++] = node;
    }
}
