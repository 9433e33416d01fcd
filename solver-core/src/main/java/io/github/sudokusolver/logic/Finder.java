package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * One technique search of the {@link LogicalSolver}: given a grid, its working pencil marks (which it must not
 * change), the cells given in the puzzle (null when the marks came without a puzzle), the call's {@link Budget} and
 * the difficulty of the best step found so far, it returns its easiest step or null. {@code technique} is the easiest
 * technique it can find, so its difficulty is the least any of its steps can have; the solver asks finders in that
 * order and stops once no later finder can beat the best step found. Searches that can run long (chains, ALS, the
 * bounded search) charge their work to the budget; the quick scans of a grid take no budget. Every finder is the one
 * implementation of its technique (docs/house.md); {@link FinderLists} says which run on which grid, in what order.
 */
record Finder(Technique technique, Search search) {

    /** The search itself; {@code givens[cell]} is true for a cell whose digit the puzzle gave. */
    interface Search {
        Step find(Grid grid, int[] marks, boolean[] givens, Budget budget, double ceiling);
    }

    /**
     * A long search told the difficulty of the best step found so far ({@code ceiling}, {@link Double#MAX_VALUE}
     * when there is none): a step harder than that cannot be chosen, so the search may leave such steps unfound.
     */
    interface Bounded {
        Step find(Grid grid, int[] marks, Budget budget, double ceiling);
    }

    /**
     * A search that needs to tell given cells from cells the solving placed ({@code givens[cell]}, by compact cell):
     * the avoidable rectangles, whose pattern only cells the solving placed can make.
     */
    interface OfGivens {
        Step find(Grid grid, int[] marks, boolean[] givens, Budget budget);
    }

    /** A search of the marks alone. */
    static Finder of(Technique technique, SinglesAndIntersections.Search search) {
        return new Finder(technique, (grid, marks, givens, budget, ceiling) -> search.find(grid, marks, budget));
    }

    /** A long search told the ceiling (see {@link Bounded}). */
    static Finder bounded(Technique technique, Bounded search) {
        return new Finder(technique,
                (grid, marks, givens, budget, ceiling) -> search.find(grid, marks, budget, ceiling));
    }

    /** A search that reads the givens (see {@link OfGivens}); it finds nothing without them. */
    static Finder ofGivens(Technique technique, OfGivens search) {
        return new Finder(technique, (grid, marks, givens, budget, ceiling) -> givens == null ? null
                : search.find(grid, marks, givens, budget));
    }

    double minDifficulty() {
        return technique.difficulty();
    }

    Step find(Grid grid, int[] marks, boolean[] givens, Budget budget, double ceiling) {
        return search.find(grid, marks, givens, budget, ceiling);
    }
}
