package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;
import static io.github.sudokusolver.logic.Nodes.CANDIDATES;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Set;

/**
 * The classic grid's dynamic forcing chains (+) and nested forcing chains over the {@link Propagation} engine ({@link
 * Reach}); the dynamic forcing chains and Nishio are {@link DynamicForcingChains}' and {@link DynamicChains}', over a
 * {@link Grid}. Every assumption is followed once and what it implies kept as a bitset; then each set of {@link
 * Branches} of which one must hold (a candidate and its absence, the candidates of a cell, the places of a digit in a
 * house) proves every conclusion common to all of them. One instance is one search; it keeps the easiest step found.
 */
final class ForcingChains {

    /** How far an assumption is followed, and the techniques each reach names its steps by. */
    enum Reach {
        /** Singles, pointing and claiming: every form is one technique, dynamic forcing chains (+). */
        DYNAMIC_PLUS(Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.DYNAMIC_FORCING_CHAINS_PLUS,
                Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.DYNAMIC_FORCING_CHAINS_PLUS),
        /**
         * Dynamic (+) propagation that, when it stalls, refutes candidates by forcing chains nested one deep;
         * contradictions only. A nested run costs a propagation per open candidate, and measuring a double, cell or
         * unit chain re-runs each of its branches: contradictions need no re-run, which keeps a search under a
         * second on the hardest known puzzles.
         */
        NESTED(Technique.NESTED_FORCING_CHAINS, null, null, null);

        private final Technique contradiction;
        private final Technique doubleChains;
        private final Technique cellChains;
        private final Technique unitChains;

        Reach(Technique contradiction, Technique doubleChains, Technique cellChains, Technique unitChains) {
            this.contradiction = contradiction;
            this.doubleChains = doubleChains;
            this.cellChains = cellChains;
            this.unitChains = unitChains;
        }

        /** The technique of least base difficulty this reach names its steps by. */
        Technique easiest() {
            return contradiction;
        }

        void prepare(Propagation engine) {
            switch (this) {
                case DYNAMIC_PLUS -> engine.dynamicPlusMode();
                default -> engine.nestedMode();
            }
        }
    }

    /**
     * A set of assumptions one of which must hold, as nodes ({@link Nodes#onNode}, {@link Nodes#offNode}),
     * and what makes it exhaustive: a candidate and its absence (a double chain), the candidates of {@code cell}, or
     * the places of digit index {@code d} in {@code house}; -1 where it does not apply.
     */
    private record Branches(int[] assumptions, int cell, int house, int d) {

        static Branches doubleChain(int candidate) {
            int[] both = {Nodes.onNode(candidate), Nodes.offNode(candidate)};
            return new Branches(both, Nodes.cellOf(candidate), -1, -1);
        }

        static Branches ofCell(int cell, int[] assumptions, int count) {
            return new Branches(Arrays.copyOf(assumptions, count), cell, -1, -1);
        }

        static Branches ofUnit(int house, int d, int[] assumptions, int count) {
            return new Branches(Arrays.copyOf(assumptions, count), -1, house, d);
        }

        /** Whether a conclusion is about the set's own source (its cell, or its digit in its house): nothing new. */
        boolean concerns(int candidate) {
            return Nodes.cellOf(candidate) == cell || house >= 0 && Nodes.digitIndexOf(candidate) == d
                    && GRID.inRegion(Nodes.cellOf(candidate), house);
        }
    }

    /**
     * At most this many conclusions of one set of branches are measured (each is a walk of its premises per branch).
     * The bound also decides which conclusions compete for the easiest step, so changing it can change steps.
     */
    private static final int MEASURED = 64;

    private final short[] marks;
    private final Reach reach;
    private final Set<Technique> enabled;
    private final Propagation engine;
    /** What assuming each candidate (its absence) implies; null if not followed or if it led to a contradiction. */
    private final long[][] onSets = new long[CANDIDATES][];
    private final long[][] offSets = new long[CANDIDATES][];
    /** Work space: the assumptions of the set being gathered, the conclusions measured and their sizes. */
    private final int[] gathered = new int[DIGITS];
    private final int[] conclusions = new int[MEASURED];
    private final int[] sizes = new int[MEASURED];

    /**
     * The easiest step so far: its difficulty (at first, just above the ceiling the search was given), technique and
     * conclusion, and its branches (null: contradiction).
     */
    private double bestDifficulty;
    private Technique bestTechnique;
    /** The conclusion node; for a contradiction, the assumption that fails. */
    private int bestNode;
    private Branches bestBranches;

    private ForcingChains(short[] marks, Reach reach, Set<Technique> enabled, Budget budget, double ceiling) {
        this.marks = marks;
        this.reach = reach;
        this.enabled = enabled;
        this.engine = new Propagation(marks, budget);
        this.bestDifficulty = Chains.easierThan(ceiling);
    }

    /** The easiest forcing-chain step of the enabled techniques at this reach, or null. */
    static Step find(short[] marks, Reach reach, Set<Technique> enabled, Budget budget) {
        return find(marks, reach, enabled, budget, Double.MAX_VALUE);
    }

    /**
     * As {@link #find(short[], Reach, Set, Budget)}, leaving unfound the steps harder than {@code ceiling}: a nested
     * round is skipped where what it leads to could not be easier than the best so far (see
     * {@link Propagation#nestAtMost}).
     */
    static Step find(short[] marks, Reach reach, Set<Technique> enabled, Budget budget, double ceiling) {
        return new ForcingChains(marks, reach, enabled, budget, ceiling).search();
    }

    private Step search() {
        for (int candidate = 0; candidate < CANDIDATES; candidate++) {
            if (!engine.isOpenCandidate(candidate)) {
                continue;
            }
            onSets[candidate] = follow(Nodes.onNode(candidate));
            offSets[candidate] = follow(Nodes.offNode(candidate));
        }
        if (reach == Reach.NESTED) {
            return build(); // contradictions only (see Reach.NESTED), all offered while following
        }
        for (int candidate = 0; candidate < CANDIDATES; candidate++) {
            if (onSets[candidate] != null && offSets[candidate] != null) {
                consider(reach.doubleChains, onSets[candidate], offSets[candidate], Branches.doubleChain(candidate));
            }
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if (Singles.isOpen(marks, cell)) {
                cellChains(cell);
            }
        }
        for (int house = 0; house < GRID.regionCount(); house++) {
            for (int d = 0; d < DIGITS; d++) {
                unitChains(house, d);
            }
        }
        return build();
    }

    /** Follows one assumption: what it implies, or null when it leads to a contradiction (which is offered). */
    private long[] follow(int assumption) {
        reach.prepare(engine);
        engine.nestAtMost(Chains.fewestNodesNotEasier(reach.easiest(), bestDifficulty));
        if (engine.run(assumption)) {
            if (reach == Reach.NESTED && !engine.hadNestedRound()) {
                return null; // a dynamic (+) contradiction: that reach's, not a nested one
            }
            int inferences = engine.ancestors(engine.contradictionNodes());
            offer(Chains.difficulty(reach.contradiction, inferences), reach.contradiction, assumption, null);
            return null;
        }
        return reach == Reach.NESTED ? null : engine.snapshot(); // the nested reach has no multiple forms to feed
    }

    /** Every candidate of a cell implies the same. */
    private void cellChains(int cell) {
        int count = 0;
        for (int bits = marks[cell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
            gathered[count++] = Nodes.onNode(Nodes.candidate(cell, Integer.numberOfTrailingZeros(bits)));
        }
        long[] common = count >= 2 ? impliedByAll(count) : null;
        if (common != null) {
            consider(reach.cellChains, common, null, Branches.ofCell(cell, gathered, count));
        }
    }

    /** Every place of a digit in a house implies the same. */
    private void unitChains(int house, int d) {
        int places = Singles.places(marks, house, 1 << d);
        if (Integer.bitCount(places) < 2) {
            return;
        }
        int[] cells = GRID.cellsOf(house);
        int count = 0;
        for (int bits = places; bits != 0; bits &= bits - 1) {
            int cell = cells[Integer.numberOfTrailingZeros(bits)];
            gathered[count++] = Nodes.onNode(Nodes.candidate(cell, d));
        }
        long[] common = impliedByAll(count);
        if (common != null) {
            consider(reach.unitChains, common, null, Branches.ofUnit(house, d, gathered, count));
        }
    }

    /** What all the gathered assumptions imply, or null when one of them was not followed to the end. */
    private long[] impliedByAll(int count) {
        long[] common = null;
        for (int i = 0; i < count; i++) {
            long[] implied = onSets[Nodes.candidateOf(gathered[i])];
            if (implied == null) {
                return null;
            }
            if (common == null) {
                common = implied.clone();
            } else {
                for (int word = 0; word < common.length; word++) {
                    common[word] &= implied[word];
                }
            }
        }
        return common;
    }

    /**
     * Measures every useful conclusion common to all branches (a candidate turned off that is open, or turned on
     * outside the source) and offers each: its size is the sum of the inferences each branch needs for it.
     *
     * @param alsoIn a second set the conclusions must be in (a double chain's other branch), or null
     */
    private void consider(Technique technique, long[] common, long[] alsoIn, Branches branches) {
        int found = 0;
        for (int word = 0; word < common.length && found < MEASURED; word++) {
            long bits = alsoIn == null ? common[word] : common[word] & alsoIn[word];
            while (bits != 0 && found < MEASURED) {
                int node = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int candidate = Nodes.candidateOf(node);
                if (branches.concerns(candidate) || !engine.isOpenCandidate(candidate)) {
                    continue;
                }
                conclusions[found++] = node;
            }
        }
        if (found == 0) {
            return;
        }
        Arrays.fill(sizes, 0, found, 0);
        for (int assumption : branches.assumptions()) {
            reach.prepare(engine);
            engine.run(assumption);
            for (int i = 0; i < found; i++) {
                sizes[i] += engine.ancestors(conclusions[i]);
            }
        }
        for (int i = 0; i < found; i++) {
            offer(Chains.difficulty(technique, sizes[i]), technique, conclusions[i], branches);
        }
    }

    private void offer(double difficulty, Technique technique, int node, Branches branches) {
        if (difficulty < bestDifficulty && enabled.contains(technique)) {
            bestDifficulty = difficulty;
            bestTechnique = technique;
            bestNode = node;
            bestBranches = branches;
        }
    }

    /** The easiest step found, rebuilt with its links, or null. */
    private Step build() {
        if (bestTechnique == null) {
            return null;
        }
        reach.prepare(engine);
        if (bestBranches == null) {
            return contradictionStep(engine, bestTechnique, bestDifficulty, bestNode);
        }
        StepBuilder step = new StepBuilder(bestTechnique).difficulty(bestDifficulty);
        Nodes.conclude(step, bestNode);
        if (bestBranches.house() >= 0) {
            step.house(bestBranches.house());
        }
        // One branch per assumption, in the order of the set: on then off, or the cell's digits, or the house's cells.
        for (int assumption : bestBranches.assumptions()) {
            reach.prepare(engine);
            engine.run(assumption);
            step.branch();
            engine.addLinks(step, bestNode);
        }
        return step.build();
    }

    /**
     * The step of an assumption that leads to a contradiction in the engine's current mode: its negation holds. One
     * branch per node of the contradiction (the two clashing nodes, or every candidate of the emptied cell, or every
     * place of the digit in the emptied house, which is the step's house), each the chain from the assumption to it.
     *
     * @param assumption the node assumed
     */
    static Step contradictionStep(Propagation engine, Technique technique, double difficulty, int assumption) {
        engine.run(assumption);
        StepBuilder step = new StepBuilder(technique).difficulty(difficulty);
        Nodes.conclude(step, Nodes.negation(assumption));
        int house = engine.contradictionHouse();
        if (house >= 0) {
            step.house(house);
        }
        for (int evidence : engine.contradictionNodes()) {
            step.branch();
            engine.addLinks(step, evidence);
        }
        return step.build();
    }
}
