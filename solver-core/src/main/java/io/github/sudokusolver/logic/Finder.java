package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * One technique search of the {@link LogicalSolver} on the classic grid: given the working pencil marks of
 * {@link Grid#CLASSIC} (which it must not change), the cells given in the puzzle (null when the marks came without a
 * puzzle), the call's {@link Budget} and the difficulty of the best step found so far, it returns its easiest step or
 * null. {@code technique} is the easiest technique it can find, so its difficulty is the least any of its steps can
 * have; the solver asks finders in that order and stops once no later finder can beat the best step found. Searches
 * that can run long (chains, ALS, the bounded search) charge their work to the budget; the quick scans of a grid take
 * no budget. Every finder runs the one implementation of its technique over a {@link Grid} (docs/house.md).
 */
record Finder(Technique technique, Search search) {

    /** The search itself; {@code givens[cell]} is true for a cell whose digit the puzzle gave. */
    interface Search {
        Step find(int[] marks, boolean[] givens, Budget budget, double ceiling);
    }

    /**
     * A long search over a {@link Grid} told the difficulty of the best step found so far ({@code ceiling},
     * {@link Double#MAX_VALUE} when there is none): a step harder than that cannot be chosen, so the search may leave
     * such steps unfound.
     */
    interface BoundedOnGrid {
        Step find(Grid grid, int[] marks, Budget budget, double ceiling);
    }

    /**
     * A search over a {@link Grid} that needs to tell given cells from cells the solving placed, run on
     * {@link Grid#CLASSIC}; it finds nothing without the givens.
     */
    static Finder ofGivens(Technique technique, FinderLists.GivensSearch search) {
        return new Finder(technique, (marks, givens, budget, ceiling) -> givens == null ? null
                : search.find(Grid.CLASSIC, marks, givens, budget));
    }

    /** A search over a {@link Grid}, run on {@link Grid#CLASSIC}. */
    static Finder onClassicGrid(Technique technique, LayoutFinders.Search search) {
        return new Finder(technique, (marks, givens, budget, ceiling) -> search.find(Grid.CLASSIC, marks, budget));
    }

    /** A long search over a {@link Grid}, run on {@link Grid#CLASSIC} and told the ceiling (see {@link BoundedOnGrid}). */
    static Finder boundedOnClassicGrid(Technique technique, BoundedOnGrid search) {
        return new Finder(technique,
                (marks, givens, budget, ceiling) -> search.find(Grid.CLASSIC, marks, budget, ceiling));
    }

    double minDifficulty() {
        return technique.difficulty();
    }

    Step find(int[] marks, boolean[] givens, Budget budget, double ceiling) {
        return search.find(marks, givens, budget, ceiling);
    }
}
