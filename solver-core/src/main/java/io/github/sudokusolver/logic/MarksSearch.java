package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The depth-first search over marks of any layout, and the bounded search of last resort built on it: singles
 * propagated, then a guess in a cell of fewest digits. A solution it counts has every region complete. On a killer or a
 * layout with variant rules the general engine counts instead ({@link #count}), every cage and rule kept by its
 * propagators (a search here that kept each cage to its fillings at every node took minutes on killers of large
 * cages). The singles are placed from a queue ({@link MarksPropagation}); marks whose placed digits are still
 * candidates of peers, which the queue does not take, are searched by sweeps of every cell and region. Both reach the
 * same marks at every node, so both take the same branches and count the same nodes: the bound means the same
 * whichever runs.
 */
final class MarksSearch {

    /** Nodes the last resort spends on one assumption before it gives up on it: part of the technique's definition. */
    static final long BOUNDED_SEARCH_NODES = 1_000_000;
    static final int OVER_BOUND = -1;

    private final Grid grid;
    private final long bound;
    private final Budget budget;
    private long nodes;

    MarksSearch(Grid grid, long bound, Budget budget) {
        this.grid = grid;
        this.bound = bound;
        this.budget = budget;
    }

    /**
     * In a cell with the fewest candidates, a candidate under which a bounded exhaustive search finds no solution,
     * eliminated (when every open cell has one candidate left, the first of them placed). An assumption whose search
     * runs over its bound proves nothing; when every candidate of the cell does, the bound grows fourfold and those
     * without a solution found are searched again: on marks with one solution the last resort always removes a
     * candidate, within the caller's budget. The classic grid runs this too ({@code Finder.onClassicGrid}).
     */
    static Step boundedSearch(Grid grid, int[] marks, Budget budget) {
        return boundedSearch(grid, marks, budget, BOUNDED_SEARCH_NODES);
    }

    /** As {@link #boundedSearch(Grid, int[], Budget)}, with the bound of the first round: tests lower it. */
    static Step boundedSearch(Grid grid, int[] marks, Budget budget, long firstBound) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int single = -1;
        for (int cell = 0; cell < grid.cells; cell++) {
            int n = Integer.bitCount(openDigits(grid, marks, cell));
            if (isOpen(grid, marks, cell) && n >= 2 && n < bestCount) {
                best = cell;
                bestCount = n;
            } else if (isOpen(grid, marks, cell) && n == 1 && single < 0) {
                single = cell;
            }
        }
        if (best < 0) {
            // As on the classic grid: the absence of a cell's only digit is refuted at once, so the digit is placed.
            return single < 0 ? null : new StepBuilder(Technique.BOUNDED_SEARCH, grid)
                    .place(single, Grid.digit(openDigits(grid, marks, single))).cell(single).build();
        }
        // Candidates not yet known to lead to a solution: only these can still be refuted.
        int open = marks[best] & grid.all;
        for (long bound = firstBound; open != 0; bound = grown(bound)) {
            for (int bits = open; bits != 0; bits &= bits - 1) {
                int[] assumed = marks.clone();
                grid.place(assumed, best, bits & -bits);
                int count = new MarksSearch(grid, bound, budget).count(assumed, 1);
                if (count == 0) {
                    return new StepBuilder(Technique.BOUNDED_SEARCH, grid).eliminate(best, Grid.digit(bits & -bits))
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
    private static long grown(long bound) {
        return bound > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : bound * 4;
    }

    /**
     * The number of solutions up to {@code limit}, or {@link #OVER_BOUND}. Does not change {@code marks}. On a killer
     * or a grid with variant rules the general engine counts, started from the marks ({@link Budget#countWithin}): its
     * propagators keep every cage and rule, as the solvers do, and the bound counts its nodes (the call itself is
     * charged one node to the budget).
     */
    int count(int[] marks, int limit) {
        if (!grid.rules.isEmpty() || grid.cageCount() > 0) {
            // the assumption itself is a node: the engine counts only its guesses, none where propagation decides,
            // and a caller's node limit must still bound a last resort of many such searches
            budget.spend();
            int[] digits = new int[grid.cells];
            for (int cell = 0; cell < grid.cells; cell++) {
                digits[cell] = marks[cell] & grid.all;
            }
            long found = budget.countWithin(grid.geometry, digits, limit, bound);
            return found < 0 ? OVER_BOUND : (int) found;
        }
        MarksPropagation singles = new MarksPropagation(grid);
        int[] state = singles.start(marks);
        int found = state == null ? sweepSearch(marks.clone(), limit, 0) : search(singles, state, limit, 0, 0);
        return nodes > bound ? OVER_BOUND : found;
    }

    /** As {@link #count}, always by sweeps ({@link #sweepSearch}): what the tests compare the queue with. */
    int countBySweeps(int[] marks, int limit) {
        int found = sweepSearch(marks.clone(), limit, 0);
        return nodes > bound ? OVER_BOUND : found;
    }

    /** The nodes this search has taken, over every call. */
    long nodes() {
        return nodes;
    }

    /** The search over a {@link MarksPropagation} state; the same branches and nodes as {@link #sweepSearch}. */
    private int search(MarksPropagation singles, int[] state, int limit, int found, int depth) {
        if (++nodes > bound) {
            return found;
        }
        budget.spend();
        if (!singles.propagate(state)) {
            return found;
        }
        int best = fewest(state);
        if (best < 0) {
            return found + 1;
        }
        for (int bits = state[best] & grid.all; bits != 0 && found < limit && nodes <= bound; bits &= bits - 1) {
            int[] next = singles.copy(state, depth + 1);
            singles.place(next, best, bits & -bits);
            found = search(singles, next, limit, found, depth + 1);
        }
        return found;
    }

    /** The first open cell with the fewest digits, or -1 when every cell is placed. */
    private int fewest(int[] marks) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < grid.cells; cell++) {
            if (isOpen(grid, marks, cell)) {
                int n = Integer.bitCount(marks[cell] & grid.all);
                if (n < bestCount) {
                    best = cell;
                    bestCount = n;
                }
            }
        }
        return best;
    }

    /**
     * The search over marks whose placed digits are still candidates of peers (which {@link MarksPropagation} does
     * not take): singles placed by sweeps.
     */
    private int sweepSearch(int[] marks, int limit, int found) {
        if (++nodes > bound) {
            return found;
        }
        budget.spend();
        if (!propagate(marks)) {
            return found;
        }
        int best = fewest(marks);
        if (best < 0) {
            return found + 1;
        }
        for (int bits = marks[best] & grid.all; bits != 0 && found < limit && nodes <= bound; bits &= bits - 1) {
            int[] next = marks.clone();
            grid.place(next, best, bits & -bits);
            found = sweepSearch(next, limit, found);
        }
        return found;
    }

    /** Places naked and hidden singles until nothing changes; false on a contradiction. */
    private boolean propagate(int[] marks) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int cell = 0; cell < grid.cells; cell++) {
                int mark = marks[cell];
                if ((mark & grid.placed) != 0) {
                    continue;
                }
                int n = Integer.bitCount(mark & grid.all);
                if (n == 0) {
                    return false;
                }
                if (n == 1) {
                    grid.place(marks, cell, mark & grid.all);
                    changed = true;
                }
            }
            for (int house = 0; house < grid.houseCount(); house++) {
                int seen = 0;
                int twice = 0;
                int placed = 0;
                for (int cell : grid.cellsOf(house)) {
                    int mark = marks[cell] & grid.all;
                    if ((marks[cell] & grid.placed) != 0) {
                        if ((placed & mark) != 0) {
                            return false;
                        }
                        placed |= mark;
                    } else {
                        twice |= seen & mark;
                        seen |= mark;
                    }
                }
                if ((seen | placed) != grid.all) {
                    return false;
                }
                for (int once = seen & ~twice & ~placed; once != 0; once &= once - 1) {
                    int bit = once & -once;
                    for (int cell : grid.cellsOf(house)) {
                        if (isOpen(grid, marks, cell) && (marks[cell] & bit) != 0) {
                            grid.place(marks, cell, bit);
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
