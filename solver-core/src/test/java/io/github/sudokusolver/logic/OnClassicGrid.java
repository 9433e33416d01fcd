package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Set;

/**
 * A finder over a {@link Grid} run on the classic grid's {@code short[81]} marks, as the solver runs it there
 * ({@code Finder.onClassicGrid}): the tests of the classic positions ask every finder so.
 */
final class OnClassicGrid {

    private OnClassicGrid() {
    }

    static Step run(LayoutFinders.Search search, short[] marks) {
        return run(search, marks, Budget.unlimited());
    }

    static Step run(LayoutFinders.Search search, short[] marks, Budget budget) {
        return search.find(Grid.CLASSIC, Grid.widen(marks), budget);
    }

    /** The easiest alternating chain of the enabled families ({@link Chains#alternating}). */
    static Step alternating(short[] marks, Set<Technique> enabled) {
        return Chains.alternating(Grid.CLASSIC, Grid.widen(marks), enabled, Budget.unlimited());
    }
}
