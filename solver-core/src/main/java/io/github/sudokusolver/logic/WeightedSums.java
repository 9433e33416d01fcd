package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The assignments of a few open cells whose digits, each times a weight, add up to a known amount: which digits each
 * cell takes in some of them. The law of 45 ({@link LawOf45}) weighs its innies and outies +1 and -1; set theory
 * ({@link SetTheory}) weighs its cells by the sums it takes away and keeps the rules among them.
 */
final class WeightedSums {

    private WeightedSums() {
    }

    /** What an assignment keeps beyond distinct digits where cells see each other, checked as each cell takes one. */
    interface Keeps {
        /** Whether cell {@code i} may take digit bit {@code bit}, the cells before it holding {@code chosen}. */
        boolean allows(int i, int bit, int[] chosen);
    }

    /**
     * The digits each cell takes in some assignment where the cells' digits, each times its weight, make {@code sum}
     * (into {@code support}), distinct where cells see each other and kept by {@code keeps} (null: nothing more). The
     * search's nodes are charged to {@code budget} (null: none) a thousand at a time, so that a call stops when its
     * caller's limits say. Without rules to keep, the answer depends only on the sum, each cell's weight and
     * candidates, and which cells see which, so it is looked up by those first ({@link LawOf45Seen#sums}); with rules,
     * it depends on them too and is searched each time.
     *
     * @return false when the search ran past {@code limit} nodes: the support is then incomplete, not to be used
     * @throws Budget.Stopped if the budget says stop
     */
    static boolean support(Grid grid, int[] marks, int[] cells, int[] weights, int count, int sum, int[] support,
            long limit, Keeps keeps, Budget budget) {
        if (keeps != null) {
            return new Assignments(grid, marks, cells, weights, count, limit, keeps, budget).search(sum, support);
        }
        IntKeyTable<int[]> known = LawOf45Seen.sums();
        int[] key = known.key(2 + 3 * count);
        key[0] = count;
        key[1] = sum;
        for (int i = 0; i < count; i++) {
            int seen = 0;
            for (int j = 0; j < i; j++) {
                seen |= grid.sees(cells[i], cells[j]) ? 1 << j : 0;
            }
            key[2 + 3 * i] = weights[i];
            key[3 + 3 * i] = marks[cells[i]] & grid.all;
            key[4 + 3 * i] = seen;
        }
        int[] answer = known.get();
        if (answer != null) {
            System.arraycopy(answer, 0, support, 0, count);
            return true;
        }
        if (!new Assignments(grid, marks, cells, weights, count, limit, null, budget).search(sum, support)) {
            return false;
        }
        known.put(java.util.Arrays.copyOf(support, count));
        return true;
    }

    /** How many of its nodes a search charges to its budget at a time. */
    private static final int CHARGED = 1024;

    /** The depth-first search of {@link #support}, over the cells in order. */
    private static final class Assignments {
        private final Grid grid;
        private final int[] marks;
        private final int[] cells;
        private final int[] weights;
        private final int count;
        /** What the cells from each index on add at least and at most, whatever the others take. */
        private final int[] least;
        private final int[] most;
        private final int[] chosen;
        /** The nodes the search may visit, and those it has. */
        private final long limit;
        private long nodes;
        private final Keeps keeps;
        private final Budget budget;

        Assignments(Grid grid, int[] marks, int[] cells, int[] weights, int count, long limit, Keeps keeps,
                Budget budget) {
            this.limit = limit;
            this.keeps = keeps;
            this.budget = budget;
            this.grid = grid;
            this.marks = marks;
            this.cells = cells;
            this.weights = weights;
            this.count = count;
            this.least = new int[count + 1];
            this.most = new int[count + 1];
            this.chosen = new int[count];
            for (int i = count - 1; i >= 0; i--) {
                int candidates = marks[cells[i]] & grid.all;
                int low = candidates == 0 ? 0 : weights[i] * Grid.digit(candidates & -candidates);
                int high = candidates == 0 ? 0 : weights[i] * Grid.digit(Integer.highestOneBit(candidates));
                least[i] = least[i + 1] + Math.min(low, high);
                most[i] = most[i + 1] + Math.max(low, high);
            }
        }

        /** Fills the support; false when the search ran past its limit. */
        boolean search(int sum, int[] support) {
            assign(0, sum, support);
            return nodes <= limit;
        }

        /** Whether some assignment of the cells from {@code i} on makes {@code left}; adds their digits to support. */
        private boolean assign(int i, int left, int[] support) {
            if (i == count) {
                return left == 0;
            }
            if (left < least[i] || left > most[i] || ++nodes > limit) {
                return false;
            }
            if (budget != null && (nodes & CHARGED - 1) == 0) {
                budget.charge(CHARGED);
            }
            boolean any = false;
            for (int bits = marks[cells[i]] & grid.all; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                boolean clash = false;
                for (int j = 0; j < i && !clash; j++) {
                    clash = chosen[j] == bit && grid.sees(cells[i], cells[j]);
                }
                if (clash || keeps != null && !keeps.allows(i, bit, chosen)) {
                    continue;
                }
                chosen[i] = bit;
                if (assign(i + 1, left - weights[i] * Grid.digit(bit), support)) {
                    support[i] |= bit;
                    any = true;
                }
            }
            return any;
        }
    }
}
