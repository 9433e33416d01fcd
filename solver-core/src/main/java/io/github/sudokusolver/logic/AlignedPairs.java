package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * Aligned pair exclusion: for two cells of one house, a pair of values is impossible when the two values are equal
 * or a bivalue cell seeing both holds exactly those two; a value of one cell with no possible partner is eliminated.
 * The test of the combinations is {@link Exclusion}, which aligned triple exclusion ({@link AlignedTriples}) shares.
 *
 * <p>One implementation over a {@link Grid}: the reasoning reads only who sees whom (two cells that see each other
 * differ; an excluder sees every base cell), which holds on every layout, a cage mate or a diagonal being a peer like
 * any other; the classic grid's finder runs the same code on {@link Grid#CLASSIC}.
 */
final class AlignedPairs {

    private AlignedPairs() {
    }

    /**
     * The finder on any layout's grid and marks; one budget node per pair of base cells with excluders
     * and per combination searched ({@code null}: free, as on the classic grid, where the search is small).
     */
    static Step find(Grid grid, int[] marks, Budget budget) {
        Exclusion exclusion = new Exclusion(grid, marks, budget);
        for (int a = 0; a < grid.cells; a++) {
            if (!isOpen(grid, marks, a)) {
                continue;
            }
            for (int b : grid.peersOf(a)) {
                if (b <= a || !isOpen(grid, marks, b)) {
                    continue;
                }
                exclusion.start(a, b);
                for (int c : grid.peersOf(a)) {
                    if (c != b && grid.sees(c, b) && Integer.bitCount(openDigits(grid, marks, c)) == 2) {
                        exclusion.excluder(c);
                    }
                }
                if (exclusion.excluderCount() > 0 && exclusion.excludesSomething()) {
                    return exclusion.step(Technique.ALIGNED_PAIR_EXCLUSION);
                }
            }
        }
        return null;
    }

    /**
     * Aligned exclusion over a few base cells: a combination of their values is impossible when two cells that
     * share a house take the same value, or when the values cover every candidate of an excluder (a cell seeing
     * every base cell), which would be left empty. A base cell's value used by no possible combination goes. One
     * instance is reused for every set of base cells of a search; it holds work arrays only.
     */
    static final class Exclusion {

        private static final int MAX_BASE = 3;

        private final Grid grid;
        private final int[] marks;
        /**
         * Charged one node per set of base cells tested and one per combination searched, whole or partial; null for
         * a search quick enough to go free.
         */
        private final Budget budget;
        private final int[] base = new int[MAX_BASE];
        private int size;
        private final int[] excluders;
        private int excluderCount;
        /** Per base cell: its values that some possible combination uses, and its value in the combination tried. */
        private final int[] allowed = new int[MAX_BASE];
        private final int[] chosen = new int[MAX_BASE];
        /** The base cells in the order a combination is built: the cell whose value is fixed first. */
        private final int[] order = new int[MAX_BASE];
        /** While the step is built: the excluders that rule out a combination with an eliminated value. */
        private final boolean[] used;

        Exclusion(Grid grid, int[] marks, Budget budget) {
            this.grid = grid;
            this.marks = marks;
            this.budget = budget;
            excluders = new int[grid.cells];
            used = new boolean[grid.cells];
        }

        /** New base cells (two or three), with no excluders yet. */
        void start(int... cells) {
            System.arraycopy(cells, 0, base, 0, cells.length);
            size = cells.length;
            excluderCount = 0;
        }

        void excluder(int cell) {
            excluders[excluderCount++] = cell;
        }

        int excluderCount() {
            return excluderCount;
        }

        /** The digits the excluders hold between them. */
        private int excluderDigits() {
            int digits = 0;
            for (int i = 0; i < excluderCount; i++) {
                digits |= openDigits(grid, marks, excluders[i]);
            }
            return digits;
        }

        /**
         * Whether some value of a base cell is in no possible combination. Each value not yet seen in a possible
         * combination looks for one of its own, which usually comes at once; a value with none is excluded.
         */
        boolean excludesSomething() {
            if (budget != null) {
                budget.spend();
            }
            Arrays.fill(allowed, 0);
            int held = excluderDigits();
            boolean excludes = false;
            for (int i = 0; i < size; i++) {
                order[0] = i;
                for (int j = 1; j < size; j++) {
                    order[j] = j <= i ? j - 1 : j;
                }
                for (int bits = openDigits(grid, marks, base[i]); bits != 0; bits &= bits - 1) {
                    int bit = bits & -bits;
                    if ((allowed[i] & bit) != 0 || surelyPossible(bit, held)) {
                        allowed[i] |= bit;
                    } else if (!possible(0, bit, 0)) {
                        excludes = true;
                    }
                }
            }
            return excludes;
        }

        /**
         * Whether value {@code bit} of the cell first in the order has a possible combination found without search:
         * the others take values that no excluder holds ({@code held}), all different from it and from each other.
         * Such a combination holds one excluder digit at most, so it empties no excluder, and repeats nothing.
         */
        private boolean surelyPossible(int bit, int held) {
            int first = openDigits(grid, marks, base[order[1]]);
            int outFirst = first & ~held & ~bit;
            if (size == 2) {
                return outFirst != 0;
            }
            int second = openDigits(grid, marks, base[order[2]]);
            int outSecond = second & ~held & ~bit;
            if ((held & bit) != 0) {
                return outFirst != 0 && outSecond != 0 && Integer.bitCount(outFirst | outSecond) >= 2;
            }
            // Not an excluder digit: one cell takes a value no excluder holds, the other any value unlike both.
            return outFirst != 0 && Integer.bitCount(second & ~bit) >= 2
                    || outSecond != 0 && Integer.bitCount(first & ~bit) >= 2;
        }

        /**
         * Whether a possible combination extends the values chosen for the cells before position {@code at} of the
         * order ({@code union} holds them), the cell at {@code at} taking one of {@code values}; if so, its values
         * are allowed.
         */
        private boolean possible(int at, int values, int union) {
            int cell = order[at];
            for (int bits = values; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                if (budget != null) {
                    budget.spend();
                }
                // A partial combination that clashes or empties an excluder rules out everything that extends it.
                if (clashes(at, bit) || emptiedExcluder(union | bit) >= 0) {
                    continue;
                }
                chosen[cell] = bit;
                if (at + 1 == size) {
                    for (int i = 0; i < size; i++) {
                        allowed[i] |= chosen[i];
                    }
                    return true;
                }
                if (possible(at + 1, openDigits(grid, marks, base[order[at + 1]]), union | bit)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether the value {@code bit} at position {@code at} repeats an earlier value in a house it shares. */
        private boolean clashes(int at, int bit) {
            for (int p = 0; p < at; p++) {
                if (chosen[order[p]] == bit && grid.sees(base[order[p]], base[order[at]])) {
                    return true;
                }
            }
            return false;
        }

        /** The index of the first excluder whose every candidate is in {@code values}, or -1. */
        private int emptiedExcluder(int values) {
            for (int i = 0; i < excluderCount; i++) {
                if ((openDigits(grid, marks, excluders[i]) & ~values) == 0) {
                    return i;
                }
            }
            return -1;
        }

        /**
         * The step of the last {@link #excludesSomething()} that answered true: groups are the base cells (with
         * their candidates), then each excluder that rules out a combination using an eliminated value; its houses
         * (or cages) are those where two base cells meet, so that a repeated value is a reason only there.
         */
        Step step(Technique technique) {
            Arrays.fill(used, 0, excluderCount, false);
            for (int i = 0; i < size; i++) {
                order[i] = i;
            }
            markUsed(0, 0, false);
            int[] cells = Arrays.copyOf(base, size);
            int digits = 0;
            for (int cell : cells) {
                digits |= openDigits(grid, marks, cell);
            }
            StepBuilder step = new StepBuilder(technique, grid).group(digits, cells);
            for (int i = 0; i < size; i++) {
                int gone = openDigits(grid, marks, base[i]) & ~allowed[i];
                for (int bits = gone; bits != 0; bits &= bits - 1) {
                    step.eliminate(base[i], Grid.digit(bits & -bits));
                }
            }
            sharedHouses(step);
            for (int i = 0; i < excluderCount; i++) {
                if (used[i]) {
                    step.group(openDigits(grid, marks, excluders[i]), excluders[i]);
                }
            }
            return step.build();
        }

        /** Each house (or cage) two base cells share, once, in the order the pairs of base cells meet it. */
        private void sharedHouses(StepBuilder step) {
            for (int i = 0; i < size; i++) {
                for (int j = i + 1; j < size; j++) {
                    if (!grid.sees(base[i], base[j])) {
                        continue;
                    }
                    int house = sharedHouse(base[i], base[j]);
                    if (house < 0) {
                        continue; // peers by a variant rule (a knight's move apart): no house to show
                    }
                    if (house < grid.houseCount()) {
                        step.house(house);
                    } else {
                        step.cage(house - grid.houseCount());
                    }
                }
            }
        }

        /**
         * The first region holding both cells, else the index ({@link Grid#cageHouse}) of the cage holding both, else
         * -1: cells a variant rule makes peers share neither.
         */
        private int sharedHouse(int a, int b) {
            int region = grid.sharedRegion(a, b);
            if (region >= 0) {
                return region;
            }
            int cage = grid.cageOf[a];
            if (cage >= 0 && cage == grid.cageOf[b]) {
                return grid.cageHouse(cage);
            }
            return -1;
        }

        /** Every whole combination that uses an eliminated value and does not clash: which excluder rules it out. */
        private void markUsed(int depth, int union, boolean eliminated) {
            for (int bits = openDigits(grid, marks, base[depth]); bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                if (clashes(depth, bit)) {
                    continue;
                }
                chosen[depth] = bit;
                boolean uses = eliminated || (allowed[depth] & bit) == 0;
                if (depth + 1 < size) {
                    markUsed(depth + 1, union | bit, uses);
                } else if (uses) {
                    used[emptiedExcluder(union | bit)] = true;
                }
            }
        }
    }
}
