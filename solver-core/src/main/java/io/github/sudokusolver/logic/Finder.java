package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One technique search of the {@link LogicalSolver}: given the working pencil marks (which it must not change), the
 * cells given in the puzzle (null when the marks came without a puzzle) and the call's {@link Budget}, it returns its
 * easiest step or null. {@code technique} is the easiest technique it can find, so its difficulty is the least any of
 * its steps can have; the solver asks finders in that order and stops once no later finder can beat the best step
 * found. Searches that can run long (chains, the bounded search) charge their work to the budget; the quick scans of
 * a grid take no budget (see {@link #of}).
 */
record Finder(Technique technique, Search search) {

    /**
     * The search itself: {@code wide} holds the same marks as {@code marks}, widened once per step for the finders
     * that run the general code on {@link Grid#CLASSIC} ({@link #onClassicGrid}); {@code givens[cell]} is true for a
     * cell whose digit the puzzle gave.
     */
    interface Search {
        Step find(short[] marks, int[] wide, boolean[] givens, Budget budget, double ceiling);
    }

    /**
     * A long search told the difficulty of the best step found so far ({@code ceiling}, {@link Double#MAX_VALUE}
     * when there is none): a step harder than that cannot be chosen, so the search may leave such steps unfound.
     */
    interface Bounded {
        Step find(short[] marks, Budget budget, double ceiling);
    }

    /** A {@link Bounded} search over a {@link Grid}, the general code every layout runs. */
    interface BoundedOnGrid {
        Step find(Grid grid, int[] marks, Budget budget, double ceiling);
    }

    /** A finder that scans the grid once, quickly enough that the solver's check between finders bounds it. */
    static Finder of(Technique technique, Function<short[], Step> scan) {
        return new Finder(technique, (marks, wide, givens, budget, ceiling) -> scan.apply(marks));
    }

    /** A finder whose search can run long, so it charges its work to the call's budget. */
    static Finder budgeted(Technique technique, BiFunction<short[], Budget, Step> search) {
        return new Finder(technique, (marks, wide, givens, budget, ceiling) -> search.apply(marks, budget));
    }

    /** A long search that can skip work on steps harder than the best one found so far (see {@link Bounded}). */
    static Finder bounded(Technique technique, Bounded search) {
        return new Finder(technique, (marks, wide, givens, budget, ceiling) -> search.find(marks, budget, ceiling));
    }

    /**
     * A search over a {@link Grid} that needs to tell given cells from cells the solving placed, run on
     * {@link Grid#CLASSIC} as {@link #onClassicGrid} runs the others; it finds nothing without the givens.
     */
    static Finder ofGivens(Technique technique, FinderLists.GivensSearch search) {
        return new Finder(technique, (marks, wide, givens, budget, ceiling) -> givens == null ? null
                : search.find(Grid.CLASSIC, wide, givens, budget));
    }

    /**
     * A finder whose one implementation is the general one over a {@link Grid}, run on {@link Grid#CLASSIC} with the
     * step's widened marks (docs/house.md: one implementation per technique).
     */
    static Finder onClassicGrid(Technique technique, LayoutFinders.Search search) {
        return new Finder(technique, (marks, wide, givens, budget, ceiling) -> search.find(Grid.CLASSIC, wide, budget));
    }

    /** A long search over a {@link Grid}, run on {@link Grid#CLASSIC} and told the ceiling (see {@link Bounded}). */
    static Finder boundedOnClassicGrid(Technique technique, BoundedOnGrid search) {
        return new Finder(technique,
                (marks, wide, givens, budget, ceiling) -> search.find(Grid.CLASSIC, wide, budget, ceiling));
    }

    double minDifficulty() {
        return technique.difficulty();
    }

    Step find(short[] marks, int[] wide, boolean[] givens, Budget budget, double ceiling) {
        return search.find(marks, wide, givens, budget, ceiling);
    }
}
