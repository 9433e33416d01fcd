package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Set;

/**
 * A finder over a {@link Grid} run on the classic grid's marks written as {@code short[81]}, as the solver runs it
 * there: the tests of the classic positions ask every finder, and the solver's classic list, so.
 */
final class OnClassicGrid {

    private OnClassicGrid() {
    }

    static Step run(SinglesAndIntersections.Search search, short[] marks) {
        return run(search, marks, Budget.unlimited());
    }

    static Step run(SinglesAndIntersections.Search search, short[] marks, Budget budget) {
        return search.find(Grid.CLASSIC, Grid.widen(marks), budget);
    }

    /** The easiest step of a solver's classic finders ({@code givens}: null when not known). */
    static Step next(LogicalSolver solver, short[] marks, boolean[] givens) {
        return solver.find(Grid.CLASSIC, Grid.widen(marks), givens, Budget.unlimited());
    }

    /** The easiest alternating chain of the enabled families ({@link Chains#alternating}). */
    static Step alternating(short[] marks, Set<Technique> enabled) {
        return Chains.alternating(Grid.CLASSIC, Grid.widen(marks), enabled, Budget.unlimited());
    }
}
