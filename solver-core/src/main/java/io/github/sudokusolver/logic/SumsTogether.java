package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Several sums read together ({@link Technique#SUMS_TOGETHER}): the arrows, little killers and cages whose cells a
 * cell sees, filled at once (cells that see each other differing, every sum reaching its total), may all need a digit
 * in the cells that cell sees, though none needs it alone. Then the cell is not that digit. The break-in of
 * "Corners": four circles that see each other are 6, 7, 8 and 9, so their lines hold a 1, 2, 3 and 4 between them,
 * and r5c5, which sees every line cell, is 5.
 *
 * <p>For each open cell X and candidate d: the sums, X not on them, with an open cell X sees that may hold d form the
 * group; its places are those cells. A depth-first search over the group's cells looks for one filling with no d in
 * the places; where none exists (the search finished), X loses d. Adding a sum to a group only takes fillings away and
 * adds places, so the group of every such sum is the one to try, and the step then drops each sum it does not need
 * (so its text names only those), and removes d from every cell that sees all the places left. Used on layouts with an
 * arrow or a little killer only (a killer's cages alone are the cage techniques'), with at least two sums in a group
 * (one sum alone is its own need form), at most {@link #MAX_SUMS} sums and 64 cells, and {@link #MAX_NODES} nodes a
 * search: past it, nothing is concluded.
 */
final class SumsTogether {

    /** The most sums a group takes: past it, a player does not hold them in mind at once. */
    static final int MAX_SUMS = 5;
    /** The most nodes one search visits before it concludes nothing. */
    static final long MAX_NODES = 20_000;
    /** What each sum past two adds to the rating. */
    static final double PER_SUM = 0.2;
    /** How many of its nodes a search charges to its budget at a time. */
    private static final int CHARGED = 1024;

    /** A flag beside a cell's marks in a key of {@link Memo}: the cell is one of the places. */
    private static final int PLACE = 1 << 30;

    /**
     * This thread's answers of the searches on one grid, by the group, the digit, and its cells' marks and places: the
     * finder asks every cell and candidate at every step, and most groups' cells have not changed since.
     */
    private static final PerThread<Memo> MEMO = new PerThread<>();

    private static final class Memo {
        final Grid grid;
        final IntKeyTable<Integer> answers = new IntKeyTable<>();

        Memo(Grid grid) {
            this.grid = grid;
        }
    }

    private final Grid grid;
    private final int[] marks;
    private final Budget budget;
    /**
     * Per sum, its cells, their weights and its total: set theory's equations ({@link SetTheory.Equations}), the
     * cages first, then the rules' sums; the houses of every digit that follow are not taken.
     */
    private final int[][] cells;
    private final int[][] weights;
    private final int[] totals;
    private final int cages;
    private final int sums;

    private SumsTogether(Grid grid, int[] marks, Budget budget) {
        this.grid = grid;
        this.marks = marks;
        this.budget = budget;
        SetTheory.Equations equations = SetTheory.of(grid);
        this.cells = equations.cells;
        this.weights = equations.weights;
        this.totals = equations.totals;
        this.cages = equations.cages;
        this.sums = equations.cages + equations.ruleSums;
    }

    /** The first step the sums give together, or null. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() || grid.rules.sums.sumCount() == 0) {
            return null;
        }
        return new SumsTogether(grid, marks, budget).search();
    }

    private Step search() {
        IntKeyTable<Integer> known = MEMO.get(memo -> memo.grid == grid, () -> new Memo(grid)).answers;
        List<Integer> group = new ArrayList<>();
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) != 0) {
                continue;
            }
            for (int digits = marks[cell] & grid.all; digits != 0; digits &= digits - 1) {
                int bit = digits & -digits;
                group.clear();
                boolean arrowOrDiagonal = false;
                int length = 1;
                for (int s = 0; s < sums; s++) {
                    if (placesSeen(s, cell, bit)) {
                        group.add(s);
                        arrowOrDiagonal |= s >= cages;
                        length += 1 + cells[s].length;
                    }
                }
                if (group.size() < 2 || group.size() > MAX_SUMS || !arrowOrDiagonal) {
                    continue;
                }
                // what the search answers depends on the group, the digit, and its cells' marks and places only
                int[] key = known.key(length);
                int k = 0;
                key[k++] = bit;
                for (int s : group) {
                    key[k++] = -1 - s;
                    for (int c : cells[s]) {
                        key[k++] = marks[c] | (isPlace(c, cell, bit) ? PLACE : 0);
                    }
                }
                Integer answer = known.get();
                if (answer == null) {
                    Filling filling = new Filling(group, cell, bit);
                    answer = filling.count > Long.SIZE ? Filling.TOO_BIG : filling.avoids();
                    known.put(answer);
                }
                if (answer == Filling.NONE) {
                    return step(group, cell, bit);
                }
            }
        }
        return null;
    }

    /** Whether sum {@code s}, {@code cell} not on it, has an open cell that {@code cell} sees and that may hold the digit. */
    private boolean placesSeen(int s, int cell, int bit) {
        boolean seen = false;
        for (int c : cells[s]) {
            if (c == cell) {
                return false;
            }
            seen |= isPlace(c, cell, bit);
        }
        return seen;
    }

    /** Whether {@code c} is one of the places: open, may hold the digit, and seen by {@code seer}. */
    private boolean isPlace(int c, int seer, int bit) {
        return (marks[c] & grid.placed) == 0 && (marks[c] & bit) != 0 && grid.sees(seer, c);
    }

    /** The step of a group that needs the digit in the cells {@code cell} sees, with the sums it does not need dropped. */
    private Step step(List<Integer> group, int cell, int bit) {
        for (int i = group.size() - 1; i >= 0 && group.size() > 2; i--) {
            List<Integer> fewer = new ArrayList<>(group);
            fewer.remove(i);
            if (new Filling(fewer, cell, bit).avoids() == Filling.NONE) {
                group = fewer;
            }
        }
        Filling filling = new Filling(group, cell, bit);
        int digit = Grid.digit(bit);
        StepBuilder step = new StepBuilder(Technique.SUMS_TOGETHER, grid).digit(digit)
                .difficulty(Technique.SUMS_TOGETHER.difficulty() + PER_SUM * (group.size() - 2));
        List<String> named = new ArrayList<>();
        for (int s : group) {
            if (s >= cages) {
                step.rule(grid.rules.sums.rules[s - cages]);
                for (int c : cells[s]) {
                    step.cell(c);
                }
                named.add(SumFinders.equation(grid, grid.rules.sums, s - cages));
            } else {
                step.cage(s);
                named.add(grid.cageName(s) + " adds up to " + totals[s]);
            }
        }
        List<Cell> places = new ArrayList<>();
        for (int i = 0; i < filling.count; i++) {
            if ((filling.places & 1L << i) != 0) {
                places.add(grid.cell(filling.cells[i]));
            }
        }
        List<Cell> seeing = new ArrayList<>();
        for (int other = 0; other < grid.cells; other++) {
            if ((marks[other] & grid.placed) == 0 && (marks[other] & bit) != 0 && !filling.has(other)
                    && filling.seesAllPlaces(other)) {
                step.eliminate(other, digit);
                seeing.add(grid.cell(other));
            }
        }
        return step.pattern(Notation.and(named) + ": no way of filling them together goes without " + (digit == 8 || digit == 11 || digit == 18 ? "an " : "a ") + digit + " in "
                + Notation.orCells(places) + "; " + Notation.cells(seeing) + (seeing.size() == 1 ? " sees" : " see")
                + " all of them").build();
    }

    /**
     * The joint fillings of a group of sums, the digit kept out of the places: the group's cells in order (each
     * sum's in its order, a cell on two sums once), their candidates, who sees whom among them, and each sum's bounds
     * on what its cells still to come add.
     */
    private final class Filling {
        static final int FOUND = 1;
        static final int NONE = 0;
        static final int TOO_BIG = -1;

        final int[] cells;
        final int count;
        /** The positions among {@link #cells} that {@code seer} sees and that may hold the digit. */
        final long places;
        private final int[] group;
        private final int[] domains;
        private final long[] peersBefore;
        /** Per position, the group's sums it is on (local index) and its weight on each. */
        private final int[][] sumsAt;
        private final int[][] weightsAt;
        /** Per local sum and position, what the sum's positions after it add at least and at most. */
        private final int[][] leastAfter;
        private final int[][] mostAfter;
        private final int[] partial;
        private final int[] chosen;
        private long nodes;

        Filling(List<Integer> sums, int seer, int bit) {
            this.group = sums.stream().mapToInt(Integer::intValue).toArray();
            int[] order = new int[grid.cells];
            java.util.Arrays.fill(order, -1);
            int[] all = new int[grid.cells];
            int n = 0;
            for (int s : group) {
                for (int c : SumsTogether.this.cells[s]) {
                    if (order[c] < 0) {
                        order[c] = n;
                        all[n++] = c;
                    }
                }
            }
            this.cells = java.util.Arrays.copyOf(all, n);
            this.count = n;
            long seen = 0;
            this.domains = new int[n];
            this.peersBefore = new long[n];
            for (int i = 0; i < n && n <= Long.SIZE; i++) {
                int mark = marks[cells[i]];
                domains[i] = mark & grid.all;
                if (isPlace(cells[i], seer, bit)) {
                    seen |= 1L << i;
                    domains[i] &= ~bit;
                }
                for (int j = 0; j < i; j++) {
                    peersBefore[i] |= grid.sees(cells[i], cells[j]) ? 1L << j : 0;
                }
            }
            this.places = seen;
            int[] onSums = new int[n];
            for (int s : group) {
                for (int c : SumsTogether.this.cells[s]) {
                    onSums[order[c]]++;
                }
            }
            this.sumsAt = new int[n][];
            this.weightsAt = new int[n][];
            for (int i = 0; i < n; i++) {
                sumsAt[i] = new int[onSums[i]];
                weightsAt[i] = new int[onSums[i]];
                onSums[i] = 0;
            }
            this.leastAfter = new int[group.length][n];
            this.mostAfter = new int[group.length][n];
            for (int g = 0; g < group.length; g++) {
                int[] sumCells = SumsTogether.this.cells[group[g]];
                int[] sumWeights = weights[group[g]];
                for (int k = 0; k < sumCells.length; k++) {
                    int i = order[sumCells[k]];
                    sumsAt[i][onSums[i]] = g;
                    weightsAt[i][onSums[i]++] = sumWeights[k];
                }
                if (n <= Long.SIZE) {
                    bounds(g, sumCells, sumWeights, order);
                }
            }
            this.partial = new int[group.length];
            this.chosen = new int[n];
        }

        /** What sum {@code g}'s positions after each position add at least and at most. */
        private void bounds(int g, int[] sumCells, int[] sumWeights, int[] order) {
            // first what each position adds at least and at most, then the sums of those after it
            for (int k = 0; k < sumCells.length; k++) {
                int i = order[sumCells[k]];
                if (domains[i] != 0) {
                    int low = sumWeights[k] * Grid.digit(Integer.lowestOneBit(domains[i]));
                    int high = sumWeights[k] * Grid.digit(Integer.highestOneBit(domains[i]));
                    leastAfter[g][i] += Math.min(low, high);
                    mostAfter[g][i] += Math.max(low, high);
                }
            }
            int least = 0;
            int most = 0;
            for (int i = count - 1; i >= 0; i--) {
                int ownLeast = leastAfter[g][i];
                int ownMost = mostAfter[g][i];
                leastAfter[g][i] = least;
                mostAfter[g][i] = most;
                least += ownLeast;
                most += ownMost;
            }
        }

        boolean has(int cell) {
            for (int c : cells) {
                if (c == cell) {
                    return true;
                }
            }
            return false;
        }

        boolean seesAllPlaces(int cell) {
            for (long bits = places; bits != 0; bits &= bits - 1) {
                if (!grid.sees(cell, cells[Long.numberOfTrailingZeros(bits)])) {
                    return false;
                }
            }
            return true;
        }

        /** {@link #FOUND} when some filling keeps the digit out of the places, {@link #NONE} when none does. */
        int avoids() {
            for (int domain : domains) {
                if (domain == 0) {
                    return NONE;
                }
            }
            int result = fill(0);
            if (budget != null) {
                budget.charge(nodes % CHARGED);
            }
            return result;
        }

        private int fill(int i) {
            if (i == count) {
                return FOUND;
            }
            for (int digits = domains[i]; digits != 0; digits &= digits - 1) {
                int bit = digits & -digits;
                if (++nodes > MAX_NODES) {
                    return TOO_BIG;
                }
                if (nodes % CHARGED == 0 && budget != null) {
                    budget.charge(CHARGED);
                }
                if (clashes(i, bit)) {
                    continue;
                }
                if (!add(i, Grid.digit(bit))) {
                    undo(i, Grid.digit(bit));
                    continue;
                }
                chosen[i] = bit;
                int below = fill(i + 1);
                undo(i, Grid.digit(bit));
                if (below != NONE) {
                    return below;
                }
            }
            return NONE;
        }

        private boolean clashes(int i, int bit) {
            for (long peers = peersBefore[i]; peers != 0; peers &= peers - 1) {
                if (chosen[Long.numberOfTrailingZeros(peers)] == bit) {
                    return true;
                }
            }
            return false;
        }

        /** Adds the digit at position i to its sums; false when one of them can no longer reach its total. */
        private boolean add(int i, int digit) {
            boolean fits = true;
            for (int k = 0; k < sumsAt[i].length; k++) {
                int g = sumsAt[i][k];
                partial[g] += weightsAt[i][k] * digit;
                int total = totals[group[g]];
                fits &= partial[g] + leastAfter[g][i] <= total && total <= partial[g] + mostAfter[g][i];
            }
            return fits;
        }

        private void undo(int i, int digit) {
            for (int k = 0; k < sumsAt[i].length; k++) {
                partial[sumsAt[i][k]] -= weightsAt[i][k] * digit;
            }
        }
    }
}
