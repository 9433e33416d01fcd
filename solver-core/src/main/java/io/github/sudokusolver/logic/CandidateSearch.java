package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.internal.search.Budget;

/**
 * A small depth-first search over pencil marks (naked and hidden singles propagated, then a guess in a cell with the
 * fewest candidates). It counts the solutions that pencil marks a user edited still allow (which {@link Solver}
 * cannot, since it takes boards) on the classic grid ({@link MarksSearch} counts on every grid and is the last
 * resort's search). Every node is charged to the call's {@link Budget}, which may stop the search with
 * {@link SearchAbortedException}; a search may also have a bound of its own.
 */
final class CandidateSearch {

    /** Returned by {@link #count} when the search's own bound ran out before the count was exact. */
    static final int OVER_BOUND = -1;

    private final long bound;
    private final Budget budget;
    private long nodes;
    private short[] firstSolution;

    /**
     * @param bound the most nodes this search takes before {@link #count} answers {@link #OVER_BOUND}
     * @param budget the call's budget, charged one node per node
     */
    CandidateSearch(long bound, Budget budget) {
        this.bound = bound;
        this.budget = budget;
    }

    long nodes() {
        return nodes;
    }

    short[] firstSolution() {
        return firstSolution;
    }

    /** The number of solutions up to {@code limit}, or {@link #OVER_BOUND}. Does not change {@code marks}. */
    int count(short[] marks, int limit) {
        int found = search(marks.clone(), limit, 0);
        return nodes > bound ? OVER_BOUND : found;
    }

    private int search(short[] marks, int limit, int found) {
        if (++nodes > bound) {
            return found;
        }
        budget.spend();
        if (!propagate(marks)) {
            return found;
        }
        int best = -1;
        int bestCount = DIGITS + 1; // more than any cell holds
        for (int cell = 0; cell < CELLS; cell++) {
            if ((marks[cell] & Candidates.PLACED) == 0) {
                int n = Integer.bitCount(marks[cell] & Candidates.ALL);
                if (n < bestCount) {
                    best = cell;
                    bestCount = n;
                }
            }
        }
        if (best < 0) {
            if (firstSolution == null) {
                firstSolution = marks.clone();
            }
            return found + 1;
        }
        for (int bits = marks[best] & Candidates.ALL; bits != 0 && found < limit && nodes <= bound; bits &= bits - 1) {
            short[] next = marks.clone();
            Candidates.place(next, best, bits & -bits);
            found = search(next, limit, found);
        }
        return found;
    }

    /** Places singles until none is left; false on a contradiction. */
    static boolean propagate(short[] marks) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int cell = 0; cell < CELLS; cell++) {
                int mark = marks[cell];
                if ((mark & Candidates.PLACED) != 0) {
                    continue;
                }
                int n = Integer.bitCount(mark & Candidates.ALL);
                if (n == 0) {
                    return false;
                }
                if (n == 1) {
                    Candidates.place(marks, cell, mark & Candidates.ALL);
                    changed = true;
                }
            }
            for (int house = 0; house < GRID.regionCount(); house++) {
                int seen = 0;
                int twice = 0;
                int placed = 0;
                for (int cell : GRID.cellsOf(house)) {
                    int mark = marks[cell] & Candidates.ALL;
                    if ((marks[cell] & Candidates.PLACED) != 0) {
                        if ((placed & mark) != 0) {
                            return false;
                        }
                        placed |= mark;
                    } else {
                        twice |= seen & mark;
                        seen |= mark;
                    }
                }
                if ((seen | placed) != Candidates.ALL) {
                    return false;
                }
                for (int once = seen & ~twice & ~placed; once != 0; once &= once - 1) {
                    int bit = once & -once;
                    for (int cell : GRID.cellsOf(house)) {
                        if ((marks[cell] & Candidates.PLACED) == 0 && (marks[cell] & bit) != 0) {
                            Candidates.place(marks, cell, bit);
                            changed = true;
                            break;
                        }
                    }
                }
            }
        }
        return true;
    }
}
