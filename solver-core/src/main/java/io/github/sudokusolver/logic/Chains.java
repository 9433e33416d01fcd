package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Nodes.CANDIDATES;

import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.logic.ImplicationGraph.StrongLinks;
import java.util.EnumSet;
import java.util.Set;

/**
 * Chain techniques over the {@link Propagation} engine, from the simplest to the strongest: static alternating
 * chains (X-chains, XY-chains, AICs), Nishio, and the forcing chains of {@link ForcingChains} (static cell and unit
 * forcing chains, dynamic forcing chains, dynamic forcing chains (+), nested forcing chains). Each search returns its
 * easiest step: the family's base difficulty plus Sudoku Explainer's length bonus for the number of inferences the
 * conclusion rests on.
 */
final class Chains {

    /** The alternating chains, easiest first; each keeps to the strong links {@link #strongLinksOf} names. */
    private static final Technique[] ALTERNATING = {Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC};

    private Chains() {
    }

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
     * Half the step between two difficulties: a step no harder than {@code ceiling} is one easier than
     * {@code ceiling + HALF_STEP}, whatever rounding the two sums of tenths took.
     */
    private static final double HALF_STEP = 0.05;

    /**
     * The bound "easier than" that a search given a {@code ceiling} (see {@link Finder.Bounded}) starts from: steps as
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

    /** An X-chain keeps to one digit's house links, an XY-chain to bivalue cells; an AIC takes both. */
    private static StrongLinks strongLinksOf(Technique alternating) {
        return switch (alternating) {
            case X_CHAIN -> StrongLinks.HOUSES;
            case XY_CHAIN -> StrongLinks.BIVALUE_CELLS;
            default -> StrongLinks.ALL;
        };
    }

    /** Static chains from one candidate back to its own negation (or from its negation to itself). */
    static Step alternating(short[] marks, Set<Technique> enabled, Budget budget) {
        return alternating(marks, enabled, budget, Double.MAX_VALUE);
    }

    /** As {@link #alternating(short[], Set, Budget)}, leaving unfound the chains harder than {@code ceiling}. */
    static Step alternating(short[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        Propagation engine = new Propagation(marks, budget);
        double best = easierThan(ceiling);
        Technique bestTechnique = null;
        int bestAssumption = -1;
        for (Technique technique : ALTERNATING) {
            if (technique.difficulty() >= best || !enabled.contains(technique)) {
                continue;
            }
            engine.staticMode(strongLinksOf(technique));
            for (int candidate = 0; candidate < CANDIDATES; candidate++) {
                if (!engine.isOpenCandidate(candidate)) {
                    continue;
                }
                for (int start = 1; start >= 0; start--) {
                    int assumption = Nodes.node(candidate, start == 1);
                    int target = Nodes.negation(assumption);
                    if (!engine.mayReach(assumption, target)) {
                        continue;
                    }
                    engine.followAtMost(levelsBelow(technique, best));
                    engine.run(assumption);
                    if (engine.isSet(target)) {
                        double difficulty = difficulty(technique, engine.ancestors(target));
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
        engine.staticMode(strongLinksOf(bestTechnique));
        engine.run(bestAssumption);
        int target = Nodes.negation(bestAssumption);
        StepBuilder step = new StepBuilder(bestTechnique).difficulty(best);
        Nodes.conclude(step, target);
        engine.addLinks(step, target);
        return step.build();
    }

    /** One digit, dynamic: placing it in a cell leaves that digit no place in some house, or two in one. */
    static Step nishio(short[] marks, Budget budget) {
        return nishio(marks, budget, Double.MAX_VALUE);
    }

    /** As {@link #nishio(short[], Budget)}, leaving unfound the contradictions harder than {@code ceiling}. */
    static Step nishio(short[] marks, Budget budget, double ceiling) {
        Propagation engine = new Propagation(marks, budget);
        double best = easierThan(ceiling);
        int bestCandidate = -1;
        for (int candidate = 0; candidate < CANDIDATES; candidate++) {
            if (!engine.isOpenCandidate(candidate)) {
                continue;
            }
            engine.oneDigitMode(1 << Nodes.digitIndexOf(candidate));
            engine.followAtMost(levelsBelow(Technique.NISHIO_FORCING_CHAIN, best));
            if (engine.run(Nodes.onNode(candidate))) {
                double difficulty = difficulty(Technique.NISHIO_FORCING_CHAIN,
                        engine.ancestors(engine.contradictionNodes()));
                if (difficulty < best) {
                    best = difficulty;
                    bestCandidate = candidate;
                }
            }
        }
        if (bestCandidate < 0) {
            return null;
        }
        engine.oneDigitMode(1 << Nodes.digitIndexOf(bestCandidate));
        return contradictionStep(engine, Technique.NISHIO_FORCING_CHAIN, best, Nodes.onNode(bestCandidate));
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
