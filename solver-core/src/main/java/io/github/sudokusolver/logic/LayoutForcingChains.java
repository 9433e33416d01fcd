package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Set;

/**
 * The dynamic forcing chains of every layout but the classic one, over a {@link Grid} and its {@code int} marks: Nishio
 * (one digit) and the dynamic contradiction, double, cell and unit forcing chains, as {@link Chains#nishio} and
 * {@link ForcingChains} with {@code Reach.DYNAMIC} find them on the classic grid. An assumption ("candidate c is true",
 * or "is false", numbered as in {@link LayoutChains}) is followed breadth first on a copy of the marks: a true
 * candidate turns off its cell's other digits and its digit in its peers (any house: a diagonal, a window, a jigsaw
 * region); a false one leaves its cell, and may leave a naked single there or a hidden single in one of its houses,
 * which is then true. A contradiction is a candidate both true and false, a cell with no candidate left, or a house
 * with no place for a digit. The length of a conclusion is the number of distinct nodes it rests on (a single rests
 * on every earlier inference that removed the other candidates of its cell, or places of its house), and the
 * difficulty the family's base plus the length bonus ({@link Chains#difficulty}).
 */
final class LayoutForcingChains {

    private static final int START = -1;
    /** At most this many conclusions of one set of branches are measured, as on the classic grid. */
    private static final int MEASURED = 64;

    private final Grid grid;
    private final int[] marks;
    private final Budget budget;
    private final int size;
    private final int nodeCount;
    // The last run: the work marks, the nodes set (seen[n] == generation), their reasons (a node, START, or a code
    // of cellReason or houseReason), depths and order (queue[0 .. tail)).
    private final int[] work;
    private final int[] seen;
    private final int[] reason;
    private final int[] depth;
    private final int[] queue;
    private int tail;
    private int generation;
    /** Follow only inferences of this digit's bit (Nishio), or of every digit (0). */
    private int onlyBit;
    /** The contradiction of the last run: two nodes, or an emptied cell, or an emptied house and its digit; -1. */
    private int clashOn;
    private int clashOff;
    private int emptiedCell;
    private int emptiedHouse;
    private int emptiedDigit;
    /** Work space of {@link #ancestors}. */
    private final int[] visited;
    private final int[] stack;
    private int visitGeneration;

    private LayoutForcingChains(Grid grid, int[] marks, Budget budget) {
        this.grid = grid;
        this.marks = marks;
        this.budget = budget;
        this.size = grid.size;
        this.nodeCount = grid.cells * size * 2;
        this.work = new int[grid.cells];
        this.seen = new int[nodeCount];
        this.reason = new int[nodeCount];
        this.depth = new int[nodeCount];
        this.queue = new int[nodeCount];
        this.visited = new int[nodeCount];
        this.stack = new int[nodeCount];
    }

    private int cellReason(int cell) {
        return -2 - cell;
    }

    private int houseReason(int house, int d) {
        return -2 - grid.cells - (house * size + d);
    }

    private boolean isOpen(int candidate) {
        int cell = candidate / size;
        return (marks[cell] & grid.placed) == 0 && (marks[cell] & 1 << candidate % size) != 0;
    }

    // ---- propagation

    /**
     * Follows an assumption, no node deeper than {@code levels} followed (one level more, so that a contradiction
     * one inference further is seen); whether it met a contradiction.
     */
    private boolean run(int assumption, int levels) {
        budget.spend();
        generation++;
        System.arraycopy(marks, 0, work, 0, work.length);
        clashOn = -1;
        clashOff = -1;
        emptiedCell = -1;
        emptiedHouse = -1;
        tail = 0;
        if (set(assumption, START, 0)) {
            return true;
        }
        int deepest = levels == Integer.MAX_VALUE ? levels : levels + 1;
        for (int head = 0; head < tail; head++) {
            int n = queue[head];
            if (depth[n] > deepest) {
                break; // breadth first: the rest is as deep or deeper
            }
            int candidate = n >> 1;
            int cell = candidate / size;
            int d = candidate % size;
            int bit = 1 << d;
            int next = depth[n] + 1;
            if ((n & 1) == 1) {
                if (onlyBit == 0) {
                    for (int others = work[cell] & grid.all & ~bit; others != 0; others &= others - 1) {
                        if (set((cell * size + Integer.numberOfTrailingZeros(others)) * 2, n, next)) {
                            return true;
                        }
                    }
                }
                for (int peer : grid.peersOf(cell)) {
                    if ((work[peer] & grid.placed) == 0 && (work[peer] & bit) != 0 && set((peer * size + d) * 2, n,
                            next)) {
                        return true;
                    }
                }
                continue;
            }
            work[cell] &= ~bit;
            if (onlyBit == 0) {
                int left = work[cell] & grid.all;
                if (left == 0) {
                    emptiedCell = cell;
                    return true;
                }
                if (Integer.bitCount(left) == 1
                        && set((cell * size + Integer.numberOfTrailingZeros(left)) * 2 + 1, cellReason(cell), next)) {
                    return true;
                }
            }
            for (int house : grid.housesOf(cell)) {
                int count = 0;
                int only = -1;
                for (int other : grid.cellsOf(house)) {
                    if ((work[other] & grid.placed) == 0 && (work[other] & bit) != 0) {
                        count++;
                        only = other;
                    }
                }
                if (count == 0) {
                    emptiedHouse = house;
                    emptiedDigit = d;
                    return true;
                }
                if (count == 1 && set((only * size + d) * 2 + 1, houseReason(house, d), next)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Sets a node for a reason unless it is set; whether that makes a contradiction (its negation is set). */
    private boolean set(int node, int why, int level) {
        if (seen[node] == generation) {
            return false;
        }
        seen[node] = generation;
        reason[node] = why;
        depth[node] = level;
        queue[tail++] = node;
        if (seen[node ^ 1] == generation) {
            clashOn = (node & 1) == 1 ? node : node ^ 1;
            clashOff = clashOn ^ 1;
            return true;
        }
        return false;
    }

    /** The nodes of the last run's contradiction: the two clashing, or the emptied cell's or house's removals. */
    private int[] contradictionNodes() {
        if (clashOn >= 0) {
            return new int[] {clashOn, clashOff};
        }
        int[] out = new int[size];
        int count = 0;
        if (emptiedCell >= 0) {
            for (int bits = marks[emptiedCell] & grid.all; bits != 0; bits &= bits - 1) {
                out[count++] = (emptiedCell * size + Integer.numberOfTrailingZeros(bits)) * 2;
            }
        } else {
            for (int cell : grid.cellsOf(emptiedHouse)) {
                if ((marks[cell] & grid.placed) == 0 && (marks[cell] & 1 << emptiedDigit) != 0) {
                    out[count++] = (cell * size + emptiedDigit) * 2;
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

    /** The premises of a node set by the last run. */
    private int[] premises(int n) {
        int why = reason[n];
        if (why >= 0) {
            return new int[] {why};
        }
        if (why == START) {
            return new int[0];
        }
        int own = n & ~1;
        int[] out = new int[size];
        int count = 0;
        if (why > -2 - grid.cells) {
            int cell = -2 - why;
            for (int bits = marks[cell] & grid.all; bits != 0; bits &= bits - 1) {
                int off = (cell * size + Integer.numberOfTrailingZeros(bits)) * 2;
                if (off != own && seen[off] == generation) {
                    out[count++] = off;
                }
            }
        } else {
            int code = -2 - grid.cells - why;
            int house = code / size;
            int d = code % size;
            for (int cell : grid.cellsOf(house)) {
                int off = (cell * size + d) * 2;
                if ((marks[cell] & grid.placed) == 0 && (marks[cell] & 1 << d) != 0 && off != own
                        && seen[off] == generation) {
                    out[count++] = off;
                }
            }
        }
        return Arrays.copyOf(out, count);
    }

    /** The number of distinct nodes the given nodes rest on, themselves and the assumption included; marks them. */
    private int ancestors(int... nodes) {
        visitGeneration++;
        int top = 0;
        int count = 0;
        for (int n : nodes) {
            if (visited[n] != visitGeneration) {
                visited[n] = visitGeneration;
                stack[top++] = n;
            }
        }
        while (top > 0) {
            int n = stack[--top];
            count++;
            for (int premise : premises(n)) {
                if (visited[premise] != visitGeneration) {
                    visited[premise] = visitGeneration;
                    stack[top++] = premise;
                }
            }
        }
        return count;
    }

    /** Adds the links behind the given nodes to a step, in the order the run made them, the given nodes last. */
    private void addLinks(StepBuilder step, int... ends) {
        ancestors(ends);
        int[] last = ends.clone();
        Arrays.sort(last);
        for (int i = 0; i < tail; i++) {
            if (visited[queue[i]] == visitGeneration && Arrays.binarySearch(last, queue[i]) < 0) {
                addLinksInto(step, queue[i]);
            }
        }
        for (int i = 0; i < last.length; i++) {
            if (i == 0 || last[i] != last[i - 1]) {
                addLinksInto(step, last[i]);
            }
        }
    }

    private void addLinksInto(StepBuilder step, int n) {
        int candidate = n >> 1;
        step.cell(candidate / size);
        for (int p : premises(n)) {
            int from = p >> 1;
            step.link(from / size, from % size + 1, candidate / size, candidate % size + 1, (n & 1) == 1);
        }
    }

    // ---- the techniques

    /** The easiest Nishio forcing chain: one digit placed in a cell leaves it no place in a house, or two. */
    static Step nishio(Grid grid, int[] marks, Budget budget) {
        LayoutForcingChains search = new LayoutForcingChains(grid, marks, budget);
        double best = Double.MAX_VALUE;
        int bestAssumption = -1;
        for (int candidate = 0; candidate < search.nodeCount / 2; candidate++) {
            if (!search.isOpen(candidate)) {
                continue;
            }
            search.onlyBit = 1 << candidate % search.size;
            int assumption = candidate * 2 + 1;
            if (search.run(assumption, Chains.levelsBelow(Technique.NISHIO_FORCING_CHAIN, best))) {
                double difficulty = Chains.difficulty(Technique.NISHIO_FORCING_CHAIN,
                        search.ancestors(search.contradictionNodes()));
                if (difficulty < best) {
                    best = difficulty;
                    bestAssumption = assumption;
                }
            }
        }
        if (bestAssumption < 0) {
            return null;
        }
        search.onlyBit = 1 << (bestAssumption >> 1) % search.size;
        return search.contradictionStep(Technique.NISHIO_FORCING_CHAIN, best, bestAssumption);
    }

    /** The step of an assumption that leads to a contradiction in the current mode: its negation holds. */
    private Step contradictionStep(Technique technique, double difficulty, int assumption) {
        run(assumption, Integer.MAX_VALUE);
        StepBuilder step = new StepBuilder(technique, grid).difficulty(difficulty);
        conclude(step, assumption ^ 1);
        if (emptiedHouse >= 0) {
            step.house(emptiedHouse);
        }
        for (int evidence : contradictionNodes()) {
            step.branch();
            addLinks(step, evidence);
        }
        return step.build();
    }

    private void conclude(StepBuilder step, int node) {
        int candidate = node >> 1;
        if ((node & 1) == 1) {
            step.place(candidate / size, candidate % size + 1);
        } else {
            step.eliminate(candidate / size, candidate % size + 1);
        }
    }

    /**
     * The easiest dynamic forcing chain of the enabled techniques: a contradiction, a candidate and its absence
     * (double chains), the candidates of a cell or the places of a digit in a house that all imply one conclusion.
     */
    static Step dynamic(Grid grid, int[] marks, Set<Technique> enabled, Budget budget) {
        return new LayoutForcingChains(grid, marks, budget).dynamic(enabled);
    }

    /** One search's best step so far. */
    private double bestDifficulty;
    private Technique bestTechnique;
    private int bestNode;
    /** The assumptions of the best step's branches (null: a contradiction) and the house of a unit chain, or -1. */
    private int[] bestBranches;
    private int bestHouse;

    private Step dynamic(Set<Technique> enabled) {
        bestDifficulty = Double.MAX_VALUE;
        int candidates = nodeCount / 2;
        long[][] onSets = new long[candidates][];
        long[][] offSets = new long[candidates][];
        for (int candidate = 0; candidate < candidates; candidate++) {
            if (isOpen(candidate)) {
                onSets[candidate] = follow(candidate * 2 + 1, enabled);
                offSets[candidate] = follow(candidate * 2, enabled);
            }
        }
        for (int candidate = 0; candidate < candidates; candidate++) {
            if (onSets[candidate] != null && offSets[candidate] != null) {
                consider(Technique.DYNAMIC_DOUBLE_CHAINS, enabled,
                        NodeSets.common(onSets[candidate], offSets[candidate]),
                        new int[] {candidate * 2 + 1, candidate * 2}, candidate / size, -1, -1);
            }
        }
        int[] gathered = new int[size];
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) != 0) {
                continue;
            }
            int count = 0;
            for (int bits = marks[cell] & grid.all; bits != 0; bits &= bits - 1) {
                gathered[count++] = (cell * size + Integer.numberOfTrailingZeros(bits)) * 2 + 1;
            }
            long[] common = count >= 2 ? NodeSets.impliedByAll(onSets, gathered, count) : null;
            if (common != null) {
                consider(Technique.DYNAMIC_CELL_FORCING_CHAINS, enabled, common, Arrays.copyOf(gathered, count),
                        cell, -1, -1);
            }
        }
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] cells = grid.cellsOf(house);
            for (int d = 0; d < size; d++) {
                int places = LayoutFinders.places(grid, marks, house, 1 << d);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                int count = 0;
                for (int bits = places; bits != 0; bits &= bits - 1) {
                    gathered[count++] = (cells[Integer.numberOfTrailingZeros(bits)] * size + d) * 2 + 1;
                }
                long[] common = NodeSets.impliedByAll(onSets, gathered, count);
                if (common != null) {
                    consider(Technique.DYNAMIC_UNIT_FORCING_CHAINS, enabled, common, Arrays.copyOf(gathered, count),
                            -1, house, d);
                }
            }
        }
        if (bestTechnique == null) {
            return null;
        }
        if (bestBranches == null) {
            return contradictionStep(bestTechnique, bestDifficulty, bestNode);
        }
        StepBuilder step = new StepBuilder(bestTechnique, grid).difficulty(bestDifficulty);
        conclude(step, bestNode);
        if (bestHouse >= 0) {
            step.house(bestHouse);
        }
        for (int assumption : bestBranches) {
            run(assumption, Integer.MAX_VALUE);
            step.branch();
            addLinks(step, bestNode);
        }
        return step.build();
    }

    /** Follows an assumption: what it implies, or null when it leads to a contradiction (which is offered). */
    private long[] follow(int assumption, Set<Technique> enabled) {
        int levels = Chains.levelsBelow(Technique.DYNAMIC_CONTRADICTION_CHAINS, bestDifficulty);
        if (run(assumption, levels)) {
            offer(Chains.difficulty(Technique.DYNAMIC_CONTRADICTION_CHAINS, ancestors(contradictionNodes())),
                    Technique.DYNAMIC_CONTRADICTION_CHAINS, enabled, assumption, null, -1);
            return null;
        }
        return NodeSets.of(queue, tail, nodeCount);
    }

    /**
     * Measures every useful conclusion common to all branches (an open candidate turned off, or turned on, outside
     * the branches' own cell, or digit in their house) and offers each: its size is the sum over the branches.
     */
    private void consider(Technique technique, Set<Technique> enabled, long[] common, int[] branches, int cell,
            int house, int d) {
        if (!enabled.contains(technique) || technique.difficulty() >= bestDifficulty) {
            return;
        }
        int[] conclusions = new int[MEASURED];
        int found = 0;
        for (int word = 0; word < common.length && found < MEASURED; word++) {
            for (long bits = common[word]; bits != 0 && found < MEASURED; bits &= bits - 1) {
                int node = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                int candidate = node >> 1;
                int at = candidate / size;
                boolean own = at == cell || house >= 0 && candidate % size == d && grid.geometry.inRegion(at, house);
                if (!own && isOpen(candidate)) {
                    conclusions[found++] = node;
                }
            }
        }
        if (found == 0) {
            return;
        }
        int[] sizes = new int[found];
        for (int assumption : branches) {
            run(assumption, Integer.MAX_VALUE);
            for (int i = 0; i < found; i++) {
                sizes[i] += ancestors(conclusions[i]);
            }
        }
        for (int i = 0; i < found; i++) {
            offer(Chains.difficulty(technique, sizes[i]), technique, enabled, conclusions[i], branches, house);
        }
    }

    private void offer(double difficulty, Technique technique, Set<Technique> enabled, int node, int[] branches,
            int house) {
        if (difficulty < bestDifficulty && enabled.contains(technique)) {
            bestDifficulty = difficulty;
            bestTechnique = technique;
            bestNode = node;
            bestBranches = branches;
            bestHouse = house;
        }
    }
}
