package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The death blossom on every layout (the classic grid included): a stem cell of k candidates (3 to
 * {@link #MAX_STEM}; a stem of two is an ALS-XY-wing) and, for each candidate d, an almost locked set (a petal,
 * {@link AlmostLockedSets.Sets}) whose cells holding d all see the stem, the petals disjoint and apart from the stem.
 * The stem takes one of its digits, which locks that digit's petal; so a digit z of every petal, not the stem's,
 * fills a cell of some petal, and leaves each open cell that sees every z of every petal. The reasoning reads only
 * who sees whom and the sets, so it holds on every layout (a petal may lie in a jigsaw region, along a diagonal or in
 * a cage). Rated as the alternating chain it is, two nodes per set: the stem and k petals ({@link Chains#difficulty}).
 */
final class DeathBlossom {

    /** The most candidates of a stem, so at most four petals. */
    static final int MAX_STEM = 4;

    private DeathBlossom() {
    }

    /** The first death blossom, by the stem's candidate count then reading order; one budget node per petal tried. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        Blossom blossom = new Blossom(grid, new AlmostLockedSets.Sets(grid, marks), budget);
        for (int k = 3; k <= MAX_STEM; k++) {
            for (int stem = 0; stem < grid.cells; stem++) {
                int digits = openDigits(grid, marks, stem);
                if (Integer.bitCount(digits) == k) {
                    Step step = blossom.search(stem, digits);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The depth-first choice of one petal per stem digit, narrowing the digits z and their targets as it goes; one
     * instance serves every stem of a call, its arrays sized for the largest stem.
     */
    private static final class Blossom {
        private final Grid grid;
        private final AlmostLockedSets.Sets sets;
        private final Budget budget;
        private int stem;
        private int stemDigits;
        private int k;
        private final int[] stemBits = new int[MAX_STEM];
        /** The sets that can be the petal of each stem digit. */
        private final int[][] petals;
        private final int[] petalCount = new int[MAX_STEM];
        private final int[] chosen = new int[MAX_STEM];
        /**
         * Per depth: the digits z still possible, the cells used (stem and petals), and each z's targets; a depth's
         * entries are written before they are read, so nothing is cleared between stems but the stem's own cell.
         */
        private final int[] zs = new int[MAX_STEM + 1];
        private final long[][] used;
        private final long[][][] targets;

        Blossom(Grid grid, AlmostLockedSets.Sets sets, Budget budget) {
            this.grid = grid;
            this.sets = sets;
            this.budget = budget;
            petals = new int[MAX_STEM][sets.count];
            used = new long[MAX_STEM + 1][sets.words];
            targets = new long[MAX_STEM + 1][grid.size][sets.words];
        }

        /** The blossom of a stem cell of {@code stemDigits} (three or four digits), or null. */
        Step search(int stem, int stemDigits) {
            this.stem = stem;
            this.stemDigits = stemDigits;
            k = 0;
            for (int bits = stemDigits; bits != 0; bits &= bits - 1) {
                stemBits[k++] = bits & -bits;
            }
            for (int i = 0; i < k; i++) {
                petalCount[i] = 0;
                for (int s = 0; s < sets.count; s++) {
                    if (sets.canBePetal(s, stem, stemBits[i], stemDigits)) {
                        petals[i][petalCount[i]++] = s;
                    }
                }
                if (petalCount[i] == 0) {
                    return null;
                }
            }
            zs[0] = grid.all & ~stemDigits;
            java.util.Arrays.fill(used[0], 0L);
            used[0][stem >>> 6] |= 1L << stem;
            for (int z = zs[0]; z != 0; z &= z - 1) {
                sets.holders(z & -z, targets[0][Integer.numberOfTrailingZeros(z)]);
            }
            return choose(0) ? conclude() : null;
        }

        private boolean choose(int depth) {
            if (depth == k) {
                return true;
            }
            int next = depth + 1;
            for (int p = 0; p < petalCount[depth]; p++) {
                int petal = petals[depth][p];
                if (sets.meets(petal, used[depth])) {
                    continue;
                }
                budget.spend();
                int left = 0;
                for (int z = zs[depth] & sets.digits[petal]; z != 0; z &= z - 1) {
                    int d = Integer.numberOfTrailingZeros(z);
                    if (sets.seeing(targets[depth][d], petal, z & -z, targets[next][d])) {
                        left |= z & -z;
                    }
                }
                if (left == 0) {
                    continue;
                }
                zs[next] = left;
                sets.join(used[depth], petal, used[next]);
                chosen[depth] = petal;
                if (choose(next)) {
                    return true;
                }
            }
            return false;
        }

        private Step conclude() {
            StepBuilder step = new StepBuilder(Technique.DEATH_BLOSSOM, grid)
                    .difficulty(Chains.difficulty(Technique.DEATH_BLOSSOM, 2 * (k + 1))).digitBits(stemDigits)
                    .group(stemDigits, stem);
            for (int i = 0; i < k; i++) {
                sets.addGroup(step, chosen[i]);
            }
            for (int z = zs[k]; z != 0; z &= z - 1) {
                int d = Integer.numberOfTrailingZeros(z);
                step.digit(d + 1);
                long[] cells = targets[k][d];
                for (int w = 0; w < cells.length; w++) {
                    for (long bits = cells[w]; bits != 0; bits &= bits - 1) {
                        step.eliminate(w * Long.SIZE + Long.numberOfTrailingZeros(bits), d + 1);
                    }
                }
            }
            return step.build();
        }
    }
}
