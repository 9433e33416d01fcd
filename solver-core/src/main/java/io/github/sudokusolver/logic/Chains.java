package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The alternating chains (X-chains, XY-chains, AICs) of every layout, the classic grid included, over a {@link Grid}
 * and its {@code int} marks, and the measure every chain technique shares ({@link #difficulty}). A node is
 * {@code candidate * 2 + 1} for "the candidate is true" and {@code candidate * 2} for "it is false", a candidate
 * {@code cell * size + digit - 1}. Weak inferences (true to false): the cell's other digits and the digit in the
 * cell's peers, and on a ruled grid every candidate a pair rule forbids with it, or no way of a sum or line with it
 * gives ({@link GroupLinks}). Strong inferences (false to true), from the grid as it stands: the other digit of a
 * bivalue cell, the other place of a digit with two places in a house (any house: a diagonal, a window, a jigsaw
 * region). A chain from a candidate back to its own negation proves the negation; its difficulty is the family's
 * base difficulty plus Sudoku Explainer's length bonus. The same static graph, with every inference of the AIC's,
 * serves the static forcing chains ({@link StaticForcingChains}), which on a ruled grid also follow the rules'
 * implications (true to true and false to false: {@link #addNeeded}, {@link GroupLinks}), which no alternating chain
 * can hold.
 *
 * <p>Each run is a breadth-first walk from one assumption, charged one node to the budget. Two prunings spare runs
 * that cannot beat the best chain so far: no node is followed deeper than a chain easier than it could end
 * ({@link #levelsBelow}), and a run whose target lies in a strongly connected component the start cannot reach is
 * not made at all ({@link #mayReach}).
 */
final class Chains {

    /** The alternating chains, easiest first. */
    private static final Technique[] ALTERNATING = {Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC};

    /**
     * Half the step between two difficulties: a step no harder than {@code ceiling} is one easier than
     * {@code ceiling + HALF_STEP}, whatever rounding the two sums of tenths took.
     */
    private static final double HALF_STEP = 0.05;

    /**
     * The base difficulty plus the length bonus: +0.1 once the chain has more than 4 inferences beyond its two ends,
     * then +0.1 at each ceiling of 6, 8, 12, 16, 24, 32, 48... (alternately times 3/2 and 4/3).
     */
    static double difficulty(Technique technique, int nodes) {
        double added = 0;
        int ceiling = 4;
        int length = nodes - 2;
        boolean odd = false;
        while (length > ceiling) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return technique.difficulty() + added;
    }

    /**
     * The bound "easier than" that a search given a {@code ceiling} (see {@link Finder.BoundedOnGrid}) starts from: steps as
     * hard as the best one found before it still count, as a simpler pattern wins a tie.
     */
    static double easierThan(double ceiling) {
        return ceiling == Double.MAX_VALUE ? Double.MAX_VALUE : ceiling + HALF_STEP;
    }

    /**
     * How deep a propagation must follow nodes to find a chain of {@code technique} easier than {@code best}.
     * A node set at depth k rests on at least k + 1 nodes, so no node deeper than the last k whose chain of k + 1
     * nodes would still be easier can conclude one; its parents, one level up, are the last to follow.
     */
    static int levelsBelow(Technique technique, double best) {
        int fewest = fewestNodesNotEasier(technique, best);
        // An easier chain rests on fewest - 1 nodes at most, so its last node lies at depth fewest - 2 at most.
        return fewest == Integer.MAX_VALUE ? Integer.MAX_VALUE : Math.max(fewest - 3, -1);
    }

    /** The fewest nodes a chain of {@code technique} can rest on and be no easier than {@code best}. */
    static int fewestNodesNotEasier(Technique technique, double best) {
        if (best == Double.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        int nodes = 1;
        while (difficulty(technique, nodes) < best) {
            nodes++;
        }
        return nodes;
    }

    /** The techniques a finder keyed by {@code key} may produce: itself, or its chain family. */
    static Set<Technique> family(Technique key) {
        return switch (key) {
            case X_CHAIN -> EnumSet.of(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC);
            case CELL_FORCING_CHAINS -> EnumSet.of(Technique.CELL_FORCING_CHAINS, Technique.UNIT_FORCING_CHAINS);
            case DYNAMIC_CONTRADICTION_CHAINS -> EnumSet.of(Technique.DYNAMIC_CONTRADICTION_CHAINS,
                    Technique.DYNAMIC_DOUBLE_CHAINS, Technique.DYNAMIC_CELL_FORCING_CHAINS,
                    Technique.DYNAMIC_UNIT_FORCING_CHAINS);
            default -> EnumSet.of(key);
        };
    }

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
    /**
     * For each node, its strongly connected component in the current family's graph, numbered in reverse topological
     * order; made on first use after each {@link #build}.
     */
    private int[] component;
    /** The links of the rules over groups of cells on these marks ({@link #groupLinks}), once made. */
    private GroupLinks groupLinks;
    private boolean groupLinksMade;

    private Chains(Grid grid, int[] marks, Budget budget) {
        this.grid = grid;
        this.marks = marks;
        this.budget = budget;
        this.nodeCount = grid.cells * grid.size * 2;
        this.places = new int[grid.houseCount() * grid.size];
        for (int house = 0; house < grid.houseCount(); house++) {
            for (int d = 0; d < grid.size; d++) {
                places[house * grid.size + d] = SinglesAndIntersections.places(grid, marks, house, 1 << d);
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
        return alternating(grid, marks, enabled, budget, Double.MAX_VALUE);
    }

    /** As {@link #alternating(Grid, int[], Set, Budget)}, leaving unfound the chains harder than {@code ceiling}. */
    static Step alternating(Grid grid, int[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        return new Chains(grid, marks, budget).alternating(enabled, easierThan(ceiling));
    }

    private Step alternating(Set<Technique> enabled, double easierThan) {
        double best = easierThan;
        Technique bestTechnique = null;
        int bestAssumption = -1;
        for (Technique technique : ALTERNATING) {
            if (technique.difficulty() >= best || !enabled.contains(technique)) {
                continue;
            }
            build(technique, false);
            for (int candidate = 0; candidate < nodeCount / 2; candidate++) {
                if (!isOpen(candidate)) {
                    continue;
                }
                for (int start = 1; start >= 0; start--) {
                    int assumption = candidate * 2 + start;
                    int target = assumption ^ 1;
                    if (mayReach(assumption, target) && run(assumption, target, levelsBelow(technique, best))) {
                        double difficulty = difficulty(technique, depth[target] + 1);
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
        build(bestTechnique, false);
        int target = bestAssumption ^ 1;
        run(bestAssumption, target, Integer.MAX_VALUE);
        StepBuilder step = new StepBuilder(bestTechnique, grid).difficulty(best);
        int concluded = target >> 1;
        if ((target & 1) == 1) {
            step.place(concluded / grid.size, concluded % grid.size + 1);
        } else {
            step.eliminate(concluded / grid.size, concluded % grid.size + 1);
        }
        java.util.List<String> ruleLinks = addPath(step, pathTo(target));
        if (!ruleLinks.isEmpty()) {
            step.pattern(Notation.eureka(step.links()) + "; " + Notation.and(ruleLinks));
        }
        return step.build();
    }

    /**
     * The graph of the static forcing chains: every inference of the AIC's and, on a ruled grid, what the pair rules,
     * sums and lines imply from one cell to another ({@link #addNeeded}, {@link GroupLinks}), followed in full from
     * each node.
     */
    static Chains forcing(Grid grid, int[] marks, Budget budget) {
        Chains chains = new Chains(grid, marks, budget);
        chains.build(Technique.AIC, true);
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

    /**
     * Adds a path's cells and links to a step, as an alternating chain shows them, and the rules of its rule links;
     * returns those links named ({@link #ruleLinks}), empty on a grid without rules.
     */
    java.util.List<String> addPath(StepBuilder step, int[] path) {
        step.cell((path[0] >> 1) / grid.size);
        for (int i = 1; i < path.length; i++) {
            int from = path[i - 1] >> 1;
            int to = path[i] >> 1;
            step.cell(to / grid.size);
            step.link(from / grid.size, from % grid.size + 1, to / grid.size, to % grid.size + 1, (path[i] & 1) == 1);
        }
        return ruleLinks(step, path);
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

    /**
     * Whether a run from {@code from} may set {@code to}: false only when none can. Components are numbered as
     * Tarjan's algorithm completes them, so every inference leads to a component of the same or a lower number, and a
     * component of a higher number than the start's is out of reach. A candidate's two nodes are ordered one way or
     * the other, so about half of the chains from a node to its negation are ruled out at once (44% of the runs on
     * the hardest band of the calibration puzzles, the short ones).
     */
    boolean mayReach(int from, int to) {
        if (component == null) {
            component = components();
        }
        return component[to] <= component[from];
    }

    /** Tarjan's strongly connected components of the current graph, without recursion (a chain can be that long). */
    private int[] components() {
        int[] comp = new int[nodeCount];
        int[] index = new int[nodeCount];
        int[] low = new int[nodeCount];
        int[] stack = new int[nodeCount];
        boolean[] onStack = new boolean[nodeCount];
        int[] callNode = new int[nodeCount];
        int[] callEdge = new int[nodeCount];
        Arrays.fill(index, -1);
        int nextIndex = 0;
        int nextComponent = 0;
        int top = 0;
        for (int root = 0; root < nodeCount; root++) {
            if (index[root] >= 0) {
                continue;
            }
            int level = 0;
            callNode[0] = root;
            callEdge[0] = first[root];
            index[root] = low[root] = nextIndex++;
            stack[top++] = root;
            onStack[root] = true;
            while (level >= 0) {
                int n = callNode[level];
                if (callEdge[level] < first[n + 1]) {
                    int next = targets[callEdge[level]++];
                    if (index[next] < 0) {
                        index[next] = low[next] = nextIndex++;
                        stack[top++] = next;
                        onStack[next] = true;
                        level++;
                        callNode[level] = next;
                        callEdge[level] = first[next];
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
                level--;
                if (level >= 0) {
                    int parent = callNode[level];
                    low[parent] = Math.min(low[parent], low[n]);
                }
            }
        }
        return comp;
    }

    /**
     * The static inferences of a family: X-chains keep to one digit's house links, XY-chains to bivalue cells; with
     * {@code needs}, the rules' implications too, which an alternating chain cannot hold (true to true, false to
     * false).
     */
    private void build(Technique technique, boolean needs) {
        boolean cellLinks = technique != Technique.X_CHAIN;
        boolean houseLinks = technique != Technique.XY_CHAIN;
        boolean inCellWeak = technique == Technique.AIC;
        // the pair rules' weak links (a dot, a whisper, non-consecutive ...): AICs only, and only on ruled grids
        PairFacts pairs = inCellWeak && !grid.rules.isEmpty() && !grid.rules.pairs.isEmpty() ? grid.rules.pairs
                : null;
        // the weak links and implications of the rules over groups of cells (an arrow, a renban): the same
        GroupLinks groups = inCellWeak ? groupLinks() : null;
        edges = 0;
        component = null;
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
                if (pairs != null) {
                    addPairLinks(pairs, cell, d);
                    if (needs) {
                        addNeeded(pairs, cell, d);
                    }
                }
                if (groups != null) {
                    addGroupLinks(first[n], groups.weakFrom(candidate), 0);
                    if (needs) {
                        addGroupLinks(first[n], groups.impliedBy(candidate), 1);
                    }
                }
                continue;
            }
            if (pairs != null && needs) {
                addNeedingIt(pairs, cell, d);
            }
            if (groups != null && needs) {
                addGroupLinks(first[n], groups.implying(candidate), 0);
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
                    if (other >= 0) {
                        addOnce(before, (other * size + d) * 2 + 1);
                    }
                }
            }
        }
        first[nodeCount] = edges;
    }

    /**
     * The weak links of the pair rules from "digit {@code d} in {@code cell} is true": every open candidate of a
     * related cell that the relation's table forbids with it, but the same digit in a peer, which the peers' links
     * already hold.
     */
    private void addPairLinks(PairFacts pairs, int cell, int d) {
        int size = grid.size;
        int before = edges;
        for (int relation : pairs.relationsOf[cell]) {
            int partner = pairs.partner(relation, cell);
            if ((marks[partner] & grid.placed) != 0) {
                continue;
            }
            int forbidden = marks[partner] & grid.all & ~pairs.tableFrom(relation, cell)[d];
            if (grid.sees(cell, partner)) {
                forbidden &= ~(1 << d);
            }
            for (int bits = forbidden; bits != 0; bits &= bits - 1) {
                // two rules on one pair may forbid the same candidate
                addOnce(before, (partner * size + Integer.numberOfTrailingZeros(bits)) * 2);
            }
        }
    }

    /**
     * The links of the rules over groups of cells to candidates, each as a node of the given state (1 on, 0 off), once
     * among the node's edges since {@code since} (a peer or a pair rule may give the same one).
     */
    private void addGroupLinks(int since, int[] candidates, int on) {
        for (int i = 0; candidates != null && i < candidates.length; i++) {
            addOnce(since, candidates[i] * 2 + on);
        }
    }

    /** The links of the rules over groups on these marks, made on first use (null on a grid without such rules). */
    private GroupLinks groupLinks() {
        if (!groupLinksMade) {
            groupLinks = grid.rules.isEmpty() ? null : GroupLinks.of(grid, marks);
            groupLinksMade = true;
        }
        return groupLinks;
    }

    /**
     * The pair rules' implications from "digit {@code d} in {@code cell} is true": the one partner digit a rule, with
     * the related cell's candidates, leaves there is true ({@code a 9 beside an X needs a 1 across it}). A digit the
     * rule leaves no partner at all is the pair finders' (their first form), not a chain's.
     */
    private void addNeeded(PairFacts pairs, int cell, int d) {
        int before = edges;
        for (int relation : pairs.relationsOf[cell]) {
            int partner = pairs.partner(relation, cell);
            if ((marks[partner] & grid.placed) == 0) {
                int only = pairs.partnersLeft(grid, marks, relation, cell, d);
                if (Integer.bitCount(only) == 1) {
                    addOnce(before, (partner * grid.size + Integer.numberOfTrailingZeros(only)) * 2 + 1);
                }
            }
        }
    }

    /**
     * The contrapositive of {@link #addNeeded}, from "digit {@code d} in {@code cell} is false": each candidate of a
     * related cell that needs {@code d} here is false (no 1 across the X leaves no 9 beside it).
     */
    private void addNeedingIt(PairFacts pairs, int cell, int d) {
        int before = edges;
        for (int relation : pairs.relationsOf[cell]) {
            int partner = pairs.partner(relation, cell);
            if ((marks[partner] & grid.placed) != 0) {
                continue;
            }
            for (int xs = marks[partner] & grid.all; xs != 0; xs &= xs - 1) {
                int x = Integer.numberOfTrailingZeros(xs);
                if (pairs.partnersLeft(grid, marks, relation, partner, x) == 1 << d) {
                    addOnce(before, (partner * grid.size + x) * 2);
                }
            }
        }
    }

    /**
     * The rule (its index in {@code Layout.rules()}) behind an implication between two cells ({@link #addNeeded}, or
     * a rule's over a group of cells), from a true node to a true one or from a false node to a false one.
     */
    private int needRule(int fromNode, int toNode) {
        boolean on = (toNode & 1) == 1;
        // "x in one cell needs y in the other": the needing candidate is the true premise, or the false conclusion
        int needing = on ? fromNode >> 1 : toNode >> 1;
        int needed = on ? toNode >> 1 : fromNode >> 1;
        int size = grid.size;
        int cell = needing / size;
        int partner = needed / size;
        PairFacts pairs = grid.rules.pairs;
        for (int relation : pairs.relationsAt(cell)) {
            if (pairs.partner(relation, cell) == partner
                    && pairs.partnersLeft(grid, marks, relation, cell, needing % size) == 1 << needed % size) {
                return pairs.ruleOf[relation];
            }
        }
        int rule = groupLinks() == null ? -1 : groupLinks.impliedRule(needing, needed);
        if (rule >= 0) {
            return rule;
        }
        throw new IllegalStateException("no rule makes " + (needing % size + 1) + " in " + grid.cell(cell).name()
                + " need " + (needed % size + 1) + " in " + grid.cell(partner).name());
    }

    /**
     * The rule (its index in {@code Layout.rules()}) behind a weak link from a true candidate to a false one in
     * another cell, by its relation in {@link PairFacts} or a rule over a group of cells ({@link GroupLinks}); -1 for
     * a link of peers (the same digit in two cells that see each other).
     */
    private int ruleLink(int fromCandidate, int toCandidate) {
        int size = grid.size;
        int from = fromCandidate / size;
        int to = toCandidate / size;
        int x = fromCandidate % size;
        int y = toCandidate % size;
        if (from == to || x == y && grid.sees(from, to)) {
            return -1;
        }
        PairFacts pairs = grid.rules.pairs;
        for (int relation : pairs.relationsAt(from)) {
            if (pairs.partner(relation, from) == to && (pairs.tableFrom(relation, from)[x] & 1 << y) == 0) {
                return pairs.ruleOf[relation];
            }
        }
        int rule = groupLinks() == null ? -1 : groupLinks.weakRule(fromCandidate, toCandidate);
        if (rule >= 0) {
            return rule;
        }
        throw new IllegalStateException("no rule forbids " + (x + 1) + " in " + grid.cell(from).name() + " with "
                + (y + 1) + " in " + grid.cell(to).name());
    }

    /**
     * The weak links of a path that rules make (a pair rule, a sum, a line), each named with its rule ({@code
     * (7)r2c2-(8)r2c3 by the white dot between r2c2 and r2c3}); the rules are recorded in the step, and those of a
     * forcing chain's implications, which its text names. Empty on a grid without rules.
     */
    private java.util.List<String> ruleLinks(StepBuilder step, int[] path) {
        if (grid.rules.isEmpty()) {
            return java.util.List.of();
        }
        java.util.List<String> notes = new java.util.ArrayList<>();
        for (int i = 1; i < path.length; i++) {
            if ((path[i] & 1) == (path[i - 1] & 1)) {
                // a forcing chain's implication
                step.rule(needRule(path[i - 1], path[i]));
                continue;
            }
            if ((path[i] & 1) == 1) {
                continue; // a strong link
            }
            int from = path[i - 1] >> 1;
            int to = path[i] >> 1;
            int rule = ruleLink(from, to);
            if (rule >= 0) {
                step.rule(rule);
                notes.add("(" + (from % grid.size + 1) + ")" + grid.cell(from / grid.size).name() + "-("
                        + (to % grid.size + 1) + ")" + grid.cell(to / grid.size).name() + " by "
                        + RuleNames.of(grid.rules.rule(rule)));
            }
        }
        return notes;
    }

    private void addOnce(int since, int node) {
        if (!added(since, node)) {
            add(node);
        }
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
