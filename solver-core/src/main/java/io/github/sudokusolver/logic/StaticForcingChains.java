package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Set;

/**
 * The static cell and unit forcing chains of every layout, the classic grid included: each open candidate assumed true
 * is followed over the static inferences of {@link Chains#forcing} (the AIC's: weak links to the cell's other digits
 * and the digit in the cell's peers, strong links from bivalue cells and from a digit's two places in any region, from
 * the marks as they stand; on a ruled grid also the rules' weak links, and what a pair rule, a sum or a line makes
 * one candidate need in another cell, as a 9 beside an X needs a 1 across it); a node every candidate of a cell
 * implies, or every place of a digit in a region, holds. Its length is the sum over the branches of the nodes its path
 * rests on, and the difficulty the technique's base plus the length bonus ({@link Chains#difficulty}); the easiest of
 * the enabled techniques is kept. Told the difficulty of the best step found before it, the search follows no
 * assumption deeper than an easier step could rest on.
 */
final class StaticForcingChains {

    /**
     * At most this many conclusions of one set of branches are measured (each is a walk of its premises per branch).
     * The bound also decides which conclusions compete for the easiest step, so changing it can change steps.
     */
    private static final int MEASURED = 64;

    private final Chains chains;
    private final Set<Technique> enabled;
    private final int size;
    /** What assuming each open candidate implies. */
    private final long[][] onSets;
    /** The easiest step so far: at first, just above the ceiling the search was given. */
    private double bestDifficulty;
    private Technique bestTechnique;
    private int bestNode;
    private int[] bestBranches;
    private int bestHouse;

    private StaticForcingChains(Chains chains, Set<Technique> enabled, double ceiling) {
        this.chains = chains;
        this.enabled = enabled;
        this.bestDifficulty = Chains.easierThan(ceiling);
        this.size = chains.grid.size;
        this.onSets = new long[chains.nodeCount / 2][];
    }

    /** The easiest static cell or unit forcing chain of the enabled ones, or null. */
    static Step find(Grid grid, int[] marks, Set<Technique> enabled, Budget budget) {
        return find(grid, marks, enabled, budget, Double.MAX_VALUE);
    }

    /**
     * As {@link #find(Grid, int[], Set, Budget)}, leaving unfound the steps harder than {@code ceiling}: no
     * assumption is followed deeper than a step easier than that could rest on (a node at depth k rests on k + 1
     * nodes at least, and a cell chain is the easiest form).
     */
    static Step find(Grid grid, int[] marks, Set<Technique> enabled, Budget budget, double ceiling) {
        if (!enabled.contains(Technique.CELL_FORCING_CHAINS) && !enabled.contains(Technique.UNIT_FORCING_CHAINS)) {
            return null;
        }
        return new StaticForcingChains(Chains.forcing(grid, marks, budget), enabled, ceiling).search();
    }

    private Step search() {
        Grid grid = chains.grid;
        int levels = Chains.levelsBelow(Technique.CELL_FORCING_CHAINS, bestDifficulty);
        for (int candidate = 0; candidate < onSets.length; candidate++) {
            if (chains.isOpen(candidate)) {
                onSets[candidate] = chains.follow(candidate * 2 + 1, levels);
            }
        }
        int[] gathered = new int[size];
        if (enabled.contains(Technique.CELL_FORCING_CHAINS)) {
            for (int cell = 0; cell < grid.cells; cell++) {
                int count = 0;
                for (int bits = SinglesAndIntersections.openDigits(grid, chains.marks, cell);
                        bits != 0; bits &= bits - 1) {
                    gathered[count++] = (cell * size + Integer.numberOfTrailingZeros(bits)) * 2 + 1;
                }
                if (count >= 2) {
                    consider(Technique.CELL_FORCING_CHAINS, NodeSets.impliedByAll(onSets, gathered, count),
                            Arrays.copyOf(gathered, count), cell, -1, -1);
                }
            }
        }
        if (enabled.contains(Technique.UNIT_FORCING_CHAINS)) {
            for (int house = 0; house < grid.houseCount(); house++) {
                int[] cells = grid.cellsOf(house);
                for (int d = 0; d < size; d++) {
                    int places = SinglesAndIntersections.places(grid, chains.marks, house, 1 << d);
                    if (Integer.bitCount(places) < 2) {
                        continue;
                    }
                    int count = 0;
                    for (int bits = places; bits != 0; bits &= bits - 1) {
                        gathered[count++] = (cells[Integer.numberOfTrailingZeros(bits)] * size + d) * 2 + 1;
                    }
                    consider(Technique.UNIT_FORCING_CHAINS, NodeSets.impliedByAll(onSets, gathered, count),
                            Arrays.copyOf(gathered, count), -1, house, d);
                }
            }
        }
        return bestTechnique == null ? null : build();
    }

    /**
     * Measures every useful conclusion common to all branches (an open candidate turned off, or turned on, outside
     * the branches' own cell, or digit in their region) and keeps the easiest: its size is the sum over the branches.
     */
    private void consider(Technique technique, long[] common, int[] branches, int cell, int house, int d) {
        if (common == null || technique.difficulty() >= bestDifficulty) {
            return;
        }
        int[] conclusions = new int[MEASURED];
        int found = DynamicForcingChains.conclusions(chains.grid, chains.marks, common, cell, house, d, conclusions);
        if (found == 0) {
            return;
        }
        int[] sizes = new int[found];
        for (int assumption : branches) {
            chains.follow(assumption, Integer.MAX_VALUE);
            for (int i = 0; i < found; i++) {
                sizes[i] += chains.pathTo(conclusions[i]).length;
            }
        }
        for (int i = 0; i < found; i++) {
            double difficulty = Chains.difficulty(technique, sizes[i]);
            if (difficulty < bestDifficulty) {
                bestDifficulty = difficulty;
                bestTechnique = technique;
                bestNode = conclusions[i];
                bestBranches = branches;
                bestHouse = house;
            }
        }
    }

    /** The best step, with one branch per assumption: its path to the conclusion. */
    private Step build() {
        Grid grid = chains.grid;
        StepBuilder step = new StepBuilder(bestTechnique, grid).difficulty(bestDifficulty);
        int candidate = bestNode >> 1;
        if ((bestNode & 1) == 1) {
            step.place(candidate / size, candidate % size + 1);
        } else {
            step.eliminate(candidate / size, candidate % size + 1);
        }
        if (bestHouse >= 0) {
            step.house(bestHouse);
        }
        for (int assumption : bestBranches) {
            chains.follow(assumption, Integer.MAX_VALUE);
            step.branch();
            chains.addPath(step, chains.pathTo(bestNode));
        }
        return step.build();
    }
}
