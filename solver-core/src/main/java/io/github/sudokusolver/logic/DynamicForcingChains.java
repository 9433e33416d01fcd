package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Set;

/**
 * The dynamic forcing chains of every layout, the classic grid included: the contradiction, double, cell and unit
 * forcing chains, found by comparing what assumptions imply when {@link DynamicChains} follows them (on a killer, cage
 * fillings included). The easiest step of the enabled techniques is kept. Told the difficulty of the best step found
 * before it, the search follows no assumption deeper than a contradiction easier than that could rest on.
 *
 * <p>Dynamic forcing chains (+) are the same search over a propagation that also does pointing and claiming when its
 * singles stall ({@link DynamicChains#withIntersections}); every form is then the one technique, and an assumption is
 * followed to its end (an intersection's removal has no depth of its own to bound). Nested forcing chains add a
 * round of nested (+) runs when that propagation stalls ({@link DynamicChains#withNestedRound}), and are
 * contradictions only: a nested run costs a propagation per open candidate, and measuring a double, cell or unit chain
 * re-runs each of its branches, which contradictions need not; that keeps a search under a second on the hardest known
 * puzzles.
 */
final class DynamicForcingChains {

    /** The propagation and the techniques its contradiction, double, cell and unit forms are named by. */
    private enum Form {
        DYNAMIC(Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.DYNAMIC_DOUBLE_CHAINS,
                Technique.DYNAMIC_CELL_FORCING_CHAINS, Technique.DYNAMIC_UNIT_FORCING_CHAINS),
        PLUS(Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.DYNAMIC_FORCING_CHAINS_PLUS,
                Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.DYNAMIC_FORCING_CHAINS_PLUS),
        /** Contradictions only (see the class comment): no double, cell or unit form. */
        NESTED(Technique.NESTED_FORCING_CHAINS, null, null, null);

        private final Technique contradiction;
        private final Technique doubleChains;
        private final Technique cellChains;
        private final Technique unitChains;

        Form(Technique contradiction, Technique doubleChains, Technique cellChains, Technique unitChains) {
            this.contradiction = contradiction;
            this.doubleChains = doubleChains;
            this.cellChains = cellChains;
            this.unitChains = unitChains;
        }
    }

    /**
     * At most this many conclusions of one set of branches are measured (each is a walk of its premises per branch).
     * The bound also decides which conclusions compete for the easiest step, so changing it can change steps.
     */
    private static final int MEASURED = 64;

    private final DynamicChains search;
    private final Form form;

    private DynamicForcingChains(DynamicChains search, Form form) {
        this.search = search;
        this.form = form;
        search.withIntersections = form != Form.DYNAMIC;
        search.withNestedRound = form == Form.NESTED;
    }

    /**
     * The easiest dynamic forcing chain of the enabled techniques: a contradiction, a candidate and its absence
     * (double chains), the candidates of a cell or the places of a digit in a house that all imply one conclusion.
     */
    static Step dynamic(Grid grid, int[] marks, Set<Technique> enabled, Budget budget) {
        return dynamic(grid, marks, enabled, budget, Double.MAX_VALUE);
    }

    /** As {@link #dynamic(Grid, int[], Set, Budget)}, leaving unfound the steps harder than {@code ceiling}. */
    static Step dynamic(Grid grid, int[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        return new DynamicForcingChains(new DynamicChains(grid, marks, budget), Form.DYNAMIC).search(enabled,
                Chains.easierThan(ceiling));
    }

    /**
     * The easiest dynamic forcing chain (+) (a contradiction, double, cell or unit chain whose propagation also points
     * and claims), or null; steps harder than {@code ceiling} are left unfound.
     */
    static Step plus(Grid grid, int[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        return new DynamicForcingChains(new DynamicChains(grid, marks, budget), Form.PLUS).search(enabled,
                Chains.easierThan(ceiling));
    }

    /**
     * The easiest nested forcing chain (an assumption whose dynamic (+) propagation, with one round of nested (+)
     * runs once it stalls, meets a contradiction), or null; steps harder than {@code ceiling} are left unfound, and a
     * run skips its nested round where what it leads to could not be easier than the best so far.
     */
    static Step nested(Grid grid, int[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        return new DynamicForcingChains(new DynamicChains(grid, marks, budget), Form.NESTED).search(enabled,
                Chains.easierThan(ceiling));
    }

    /** One search's best step so far. */
    private double bestDifficulty;
    private Technique bestTechnique;
    private int bestNode;
    /** The assumptions of the best step's branches (null: a contradiction) and the house of a unit chain, or -1. */
    private int[] bestBranches;
    private int bestHouse;

    private Step search(Set<Technique> enabled, double easierThan) {
        bestDifficulty = easierThan;
        int candidates = search.nodeCount / 2;
        long[][] onSets = new long[candidates][];
        long[][] offSets = new long[candidates][];
        for (int candidate = 0; candidate < candidates; candidate++) {
            if (search.isOpen(candidate)) {
                onSets[candidate] = follow(candidate * 2 + 1, enabled);
                offSets[candidate] = follow(candidate * 2, enabled);
            }
        }
        if (form == Form.NESTED) {
            return build(); // contradictions only, all offered while following
        }
        for (int candidate = 0; candidate < candidates; candidate++) {
            if (onSets[candidate] != null && offSets[candidate] != null) {
                consider(form.doubleChains, enabled,
                        NodeSets.common(onSets[candidate], offSets[candidate]),
                        new int[] {candidate * 2 + 1, candidate * 2}, candidate / search.size, -1, -1);
            }
        }
        int[] gathered = new int[search.size];
        for (int cell = 0; cell < search.grid.cells; cell++) {
            if ((search.marks[cell] & search.grid.placed) != 0) {
                continue;
            }
            int count = 0;
            for (int bits = search.marks[cell] & search.grid.all; bits != 0; bits &= bits - 1) {
                gathered[count++] = (cell * search.size + Integer.numberOfTrailingZeros(bits)) * 2 + 1;
            }
            long[] common = count >= 2 ? NodeSets.impliedByAll(onSets, gathered, count) : null;
            if (common != null) {
                consider(form.cellChains, enabled, common, Arrays.copyOf(gathered, count),
                        cell, -1, -1);
            }
        }
        for (int house = 0; house < search.grid.houseCount(); house++) {
            int[] cells = search.grid.cellsOf(house);
            for (int d = 0; d < search.size; d++) {
                int places = SinglesAndIntersections.places(search.grid, search.marks, house, 1 << d);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                int count = 0;
                for (int bits = places; bits != 0; bits &= bits - 1) {
                    gathered[count++] = (cells[Integer.numberOfTrailingZeros(bits)] * search.size + d) * 2 + 1;
                }
                long[] common = NodeSets.impliedByAll(onSets, gathered, count);
                if (common != null) {
                    consider(form.unitChains, enabled, common, Arrays.copyOf(gathered, count),
                            -1, house, d);
                }
            }
        }
        return build();
    }

    /** The easiest step found, rebuilt with its links, or null. */
    private Step build() {
        if (bestTechnique == null) {
            return null;
        }
        search.nestAtMost = Integer.MAX_VALUE;
        if (bestBranches == null) {
            return search.contradictionStep(bestTechnique, bestDifficulty, bestNode);
        }
        StepBuilder step = new StepBuilder(bestTechnique, search.grid).difficulty(bestDifficulty);
        search.conclude(step, bestNode);
        if (bestHouse >= 0) {
            step.house(bestHouse);
        }
        for (int assumption : bestBranches) {
            search.run(assumption, Integer.MAX_VALUE);
            step.branch();
            search.addLinks(step, bestNode);
        }
        return step.build();
    }

    /** Follows an assumption: what it implies, or null when it leads to a contradiction (which is offered). */
    private long[] follow(int assumption, Set<Technique> enabled) {
        int levels = form == Form.DYNAMIC ? Chains.levelsBelow(form.contradiction, bestDifficulty) : Integer.MAX_VALUE;
        if (form == Form.NESTED) {
            search.nestAtMost = Chains.fewestNodesNotEasier(form.contradiction, bestDifficulty);
        }
        if (search.run(assumption, levels)) {
            if (form == Form.NESTED && !search.hadNestedRound()) {
                return null; // a dynamic (+) contradiction: that technique's, not a nested one
            }
            offer(Chains.difficulty(form.contradiction, search.ancestors(search.contradictionNodes())),
                    form.contradiction, enabled, assumption, null, -1);
            return null;
        }
        return form == Form.NESTED ? null : NodeSets.of(search.queue, search.tail, search.nodeCount);
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
        int found = conclusions(search.grid, search.marks, common, cell, house, d, conclusions);
        if (found == 0) {
            return;
        }
        int[] sizes = new int[found];
        for (int assumption : branches) {
            search.run(assumption, Integer.MAX_VALUE);
            for (int i = 0; i < found; i++) {
                sizes[i] += search.ancestors(conclusions[i]);
            }
        }
        for (int i = 0; i < found; i++) {
            offer(Chains.difficulty(technique, sizes[i]), technique, enabled, conclusions[i], branches, house);
        }
    }

    /**
     * The useful conclusions common to a set of branches, at most {@code out.length} of them, into {@code out}: open
     * candidates turned off or on, outside the branches' own cell, or digit {@code d} in their house (-1: none).
     * Also the static chains' ({@link StaticForcingChains}).
     */
    static int conclusions(Grid grid, int[] marks, long[] common, int cell, int house, int d, int[] out) {
        int found = 0;
        for (int word = 0; word < common.length && found < out.length; word++) {
            for (long bits = common[word]; bits != 0 && found < out.length; bits &= bits - 1) {
                int node = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                int candidate = node >> 1;
                int at = candidate / grid.size;
                boolean own = at == cell
                        || house >= 0 && candidate % grid.size == d && grid.geometry.inRegion(at, house);
                if (!own && (SinglesAndIntersections.openDigits(grid, marks, at) & 1 << candidate % grid.size) != 0) {
                    out[found++] = node;
                }
            }
        }
        return found;
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

    /** The easiest Nishio forcing chain: one digit placed in a cell leaves it no place in a house, or two. */
    static Step nishio(Grid grid, int[] marks, Budget budget) {
        return nishio(grid, marks, budget, Double.MAX_VALUE);
    }

    /** As {@link #nishio(Grid, int[], Budget)}, leaving unfound the contradictions harder than {@code ceiling}. */
    static Step nishio(Grid grid, int[] marks, Budget budget, double ceiling) {
        DynamicChains search = new DynamicChains(grid, marks, budget);
        double best = Chains.easierThan(ceiling);
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
}
