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
 * cannot, since it takes boards), and it is the bounded search of the last-resort technique. Every node is charged
 * to the call's {@link Budget}, which may stop the search with {@link SearchAbortedException}; a search may also
 * have a bound of its own, which the last-resort technique uses to give up on one assumption.
 */
final class CandidateSearch {

    /** Returned by {@link #count} when the search's own bound ran out before the count was exact. */
    static final int OVER_BOUND = -1;
    /** Nodes the last resort spends on one assumption before it gives up on it: part of the technique's definition. */
    static final long BOUNDED_SEARCH_NODES = 1_000_000;

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

    /**
     * The last resort: in a cell with the fewest candidates, a candidate under which the bounded search finds no
     * solution; when every open cell has one candidate left, the first of them placed. Sound because the search is
     * exhaustive when it says "none"; a search over its bound proves nothing.
     * Each assumption first gets {@link #BOUNDED_SEARCH_NODES}; when every one of the cell's candidates runs over that,
     * the bound grows fourfold and the candidates without a solution found are searched again, round after round, so
     * on marks with one solution the last resort always removes a candidate: one of the cell's candidates is false,
     * and its search is finite. The caller's budget, charged at every node, bounds the rounds.
     */
    static Step boundedSearch(short[] marks, Budget budget) {
        return boundedSearch(marks, budget, BOUNDED_SEARCH_NODES);
    }

    /** As {@link #boundedSearch(short[], Budget)}, with the bound of the first round: tests lower it. */
    static Step boundedSearch(short[] marks, Budget budget, long firstBound) {
        int best = -1;
        int bestCount = DIGITS + 1; // more than any cell holds
        int single = -1;
        for (int cell = 0; cell < CELLS; cell++) {
            int n = Integer.bitCount(marks[cell] & Candidates.ALL);
            if ((marks[cell] & Candidates.PLACED) == 0 && n >= 2 && n < bestCount) {
                best = cell;
                bestCount = n;
            } else if ((marks[cell] & Candidates.PLACED) == 0 && n == 1 && single < 0) {
                single = cell;
            }
        }
        if (best < 0) {
            // Only cells of one candidate are open: without its digit such a cell has none, so the search refutes the
            // digit's absence at once and the digit is placed. A solver without the singles is explained to the end so.
            return single < 0 ? null : new StepBuilder(Technique.BOUNDED_SEARCH)
                    .place(single, Candidates.digit(marks[single] & Candidates.ALL)).cell(single).build();
        }
        // Candidates not yet known to lead to a solution: only these can still be refuted.
        int open = marks[best] & Candidates.ALL;
        for (long bound = firstBound; open != 0; bound = grown(bound)) {
            for (int bits = open; bits != 0; bits &= bits - 1) {
                short[] assumed = marks.clone();
                Candidates.place(assumed, best, bits & -bits);
                int count = new CandidateSearch(bound, budget).count(assumed, 1);
                if (count == 0) {
                    // The assumption is the elimination's negation; the search's node count is not part of the step.
                    return new StepBuilder(Technique.BOUNDED_SEARCH).eliminate(best, Candidates.digit(bits & -bits))
                            .cell(best).build();
                }
                if (count > 0) {
                    open &= ~(bits & -bits);
                }
            }
        }
        return null; // every candidate of the cell leads to a solution: marks with more than one
    }

    /** The next round's bound: four times the last, at most no bound at all (then every search is exhaustive). */
    static long grown(long bound) {
        return bound > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : bound * 4;
    }
}
