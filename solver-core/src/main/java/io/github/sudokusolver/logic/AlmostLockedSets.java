package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Patterns of almost locked sets (ALS: n open cells of one house holding n + 1 digits): ALS-XZ, ALS-XY-wing and
 * the death blossom. Each is rated as the alternating chain it is: two nodes per set ({@link Chains#difficulty}).
 */
final class AlmostLockedSets {

    /** The largest ALS collected; larger sets make rare patterns that chains find anyway. */
    static final int MAX_CELLS = 4;
    /** The most ALSs collected (smallest first), which bounds every pairwise search. */
    static final int MAX_SETS = 512;
    /** The most candidates of a death blossom's stem, so at most four petals. */
    static final int MAX_STEM = 4;

    /** Peers of each cell as a cell set: cells 0-63 in the low word, 64-80 in the high word. */
    private static final long[] PEERS_LO = new long[CELLS];
    private static final long[] PEERS_HI = new long[CELLS];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            for (int peer : GRID.peersOf(cell)) {
                if (peer < Long.SIZE) {
                    PEERS_LO[cell] |= 1L << peer;
                } else {
                    PEERS_HI[cell] |= 1L << peer - Long.SIZE;
                }
            }
        }
    }

    private AlmostLockedSets() {
    }

    /**
     * Two disjoint ALSs A and B with a restricted common digit x (every x of A sees every x of B, so x is in at
     * most one of them, and the other is locked): every other common digit z lies in A or B, and leaves each cell
     * that sees all z of both. Of the steps found, one with the fewest cells.
     */
    static Step xz(short[] marks, Budget budget) {
        Sets sets = new Sets(marks);
        int best = Integer.MAX_VALUE;
        int bestA = -1;
        int bestB = -1;
        int bestX = 0;
        for (int a = 0; a < sets.count && 2 * sets.size[a] < best; a++) {
            for (int b = a + 1; b < sets.count && sets.size[a] + sets.size[b] < best; b++) {
                int common = sets.digits[a] & sets.digits[b];
                if (Integer.bitCount(common) < 2 || !sets.disjoint(a, b)) {
                    continue;
                }
                budget.spend();
                for (int x = common; x != 0; x &= x - 1) {
                    int xBit = x & -x;
                    if (sets.restricted(a, b, xBit) && sets.targetDigits(common & ~xBit, a, b) != 0) {
                        best = sets.size[a] + sets.size[b];
                        bestA = a;
                        bestB = b;
                        bestX = xBit;
                        break;
                    }
                }
            }
        }
        if (bestA < 0) {
            return null;
        }
        // Reading order of the first cells, so that the description does not depend on the order of collection.
        boolean swap = sets.firstCell(bestB) < sets.firstCell(bestA);
        int a = swap ? bestB : bestA;
        int b = swap ? bestA : bestB;
        StepBuilder step = new StepBuilder(Technique.ALS_XZ).difficulty(Chains.difficulty(Technique.ALS_XZ, 4))
                .digitBits(bestX);
        sets.addGroup(step, a);
        sets.addGroup(step, b);
        sets.eliminate(step, (sets.digits[a] & sets.digits[b]) & ~bestX, a, b);
        return step.build();
    }

    /**
     * Three pairwise disjoint ALSs: A and C with a restricted common x, B and C with a restricted common y, x != y.
     * C cannot lose both x and y, so A or B is locked; a digit z of A and B other than x and y lies in one of them
     * and leaves each cell that sees all z of both. Of the steps found, one with the fewest cells.
     */
    static Step xyWing(short[] marks, Budget budget) {
        Sets sets = new Sets(marks);
        int[] table = restrictedCommons(sets, budget);
        int[] linked = new int[sets.count];
        int[] links = new int[sets.count];
        int best = Integer.MAX_VALUE;
        int[] found = new int[5]; // A, B, C, x bit, y bit
        for (int c = 0; c < sets.count && sets.size[c] + 2 < best; c++) {
            int n = 0;
            for (int s = 0; s < sets.count; s++) {
                if (table[c * sets.count + s] != 0) {
                    linked[n] = s;
                    links[n++] = table[c * sets.count + s];
                }
            }
            for (int i = 0; i < n && sets.size[c] + 2 * sets.size[linked[i]] < best; i++) {
                for (int j = i + 1; j < n && sets.size[c] + sets.size[linked[i]] + sets.size[linked[j]] < best; j++) {
                    int a = linked[i];
                    int b = linked[j];
                    int shared = sets.digits[a] & sets.digits[b];
                    if (shared == 0 || !sets.disjoint(a, b)) {
                        continue;
                    }
                    budget.spend();
                    int xy = wingLinks(sets, a, b, shared, links[i], links[j]);
                    if (xy != 0) {
                        best = sets.size[a] + sets.size[b] + sets.size[c];
                        boolean xFirst = (xy & 0xFFFF) < xy >>> 16;
                        found[0] = xFirst ? a : b;
                        found[1] = xFirst ? b : a;
                        found[2] = c;
                        found[3] = xFirst ? xy & 0xFFFF : xy >>> 16;
                        found[4] = xFirst ? xy >>> 16 : xy & 0xFFFF;
                    }
                }
            }
        }
        if (best == Integer.MAX_VALUE) {
            return null;
        }
        int a = found[0];
        int b = found[1];
        StepBuilder step = new StepBuilder(Technique.ALS_XY_WING)
                .difficulty(Chains.difficulty(Technique.ALS_XY_WING, 6)).digitBits(found[3] | found[4]);
        sets.addGroup(step, a);
        sets.addGroup(step, b);
        sets.addGroup(step, found[2]);
        sets.eliminate(step, sets.digits[a] & sets.digits[b] & ~found[3] & ~found[4], a, b);
        return step.build();
    }

    /** At {@code a * count + b}: the restricted common digits of two disjoint sets, as a mask (0 for none). */
    private static int[] restrictedCommons(Sets sets, Budget budget) {
        int count = sets.count;
        int[] table = new int[count * count];
        for (int a = 0; a < count; a++) {
            for (int b = a + 1; b < count; b++) {
                int common = sets.digits[a] & sets.digits[b];
                if (common == 0 || !sets.disjoint(a, b)) {
                    continue;
                }
                budget.spend();
                int restricted = 0;
                for (int x = common; x != 0; x &= x - 1) {
                    if (sets.restricted(a, b, x & -x)) {
                        restricted |= x & -x;
                    }
                }
                table[a * count + b] = restricted;
                table[b * count + a] = restricted;
            }
        }
        return table;
    }

    /**
     * The first pair of links (x of A to C in the low half, y of B to C in the high half) for which some digit of A
     * and B other than x and y has a target, or 0.
     */
    private static int wingLinks(Sets sets, int a, int b, int shared, int aLinks, int bLinks) {
        for (int x = aLinks; x != 0; x &= x - 1) {
            for (int y = bLinks; y != 0; y &= y - 1) {
                int xBit = x & -x;
                int yBit = y & -y;
                if (xBit != yBit && sets.targetDigits(shared & ~xBit & ~yBit, a, b) != 0) {
                    return xBit | yBit << 16;
                }
            }
        }
        return 0;
    }

    /**
     * A stem cell of k candidates (3 to {@link #MAX_STEM}; a stem of two is an ALS-XY-wing) and, for each candidate
     * d, a petal: an ALS, disjoint from the stem and the other petals, all of whose d see the stem. Whichever digit
     * the stem takes, its petal loses it and is locked; so a digit z of every petal, not in the stem, lies in some
     * petal and leaves each cell that sees all z of all petals. Fewer petals first: the stem and each petal are sets.
     */
    static Step deathBlossom(short[] marks, Budget budget) {
        Sets sets = new Sets(marks);
        for (int k = 3; k <= MAX_STEM; k++) {
            for (int stem = 0; stem < CELLS; stem++) {
                int digits = Singles.openDigits(marks, stem);
                if (Integer.bitCount(digits) == k) {
                    Step step = new Blossom(sets, stem, digits, budget).search();
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** The depth-first choice of one petal per stem digit, narrowing the digits z and their targets as it goes. */
    private static final class Blossom {
        private final Sets sets;
        private final int stem;
        private final int stemDigits;
        private final Budget budget;
        private final int[] stemBits;
        /** The sets that can be the petal of each stem digit. */
        private final int[][] petals;
        private final int[] petalCount;
        private final int[] chosen;
        /** Per depth: the digits z still possible, the cells of the petals chosen, the targets of each z. */
        private final int[] zs;
        private final long[] usedLo;
        private final long[] usedHi;
        private final long[][] targetLo;
        private final long[][] targetHi;

        Blossom(Sets sets, int stem, int stemDigits, Budget budget) {
            this.sets = sets;
            this.stem = stem;
            this.stemDigits = stemDigits;
            this.budget = budget;
            int k = Integer.bitCount(stemDigits);
            stemBits = new int[k];
            petals = new int[k][sets.count];
            petalCount = new int[k];
            chosen = new int[k];
            zs = new int[k + 1];
            usedLo = new long[k + 1];
            usedHi = new long[k + 1];
            targetLo = new long[k + 1][DIGITS];
            targetHi = new long[k + 1][DIGITS];
            int i = 0;
            for (int bits = stemDigits; bits != 0; bits &= bits - 1) {
                stemBits[i++] = bits & -bits;
            }
        }

        Step search() {
            for (int i = 0; i < stemBits.length; i++) {
                for (int s = 0; s < sets.count; s++) {
                    if (sets.canBePetal(s, stem, stemBits[i], stemDigits)) {
                        petals[i][petalCount[i]++] = s;
                    }
                }
                if (petalCount[i] == 0) {
                    return null;
                }
            }
            zs[0] = Candidates.ALL & ~stemDigits;
            usedLo[0] = stem < Long.SIZE ? 1L << stem : 0;
            usedHi[0] = stem < Long.SIZE ? 0 : 1L << stem - Long.SIZE;
            for (int d = 0; d < DIGITS; d++) {
                targetLo[0][d] = sets.holdersLo[d];
                targetHi[0][d] = sets.holdersHi[d];
            }
            return choose(0) ? conclude() : null;
        }

        private boolean choose(int depth) {
            if (depth == stemBits.length) {
                return true;
            }
            for (int p = 0; p < petalCount[depth]; p++) {
                int petal = petals[depth][p];
                if ((sets.lo[petal] & usedLo[depth]) != 0 || (sets.hi[petal] & usedHi[depth]) != 0) {
                    continue;
                }
                budget.spend();
                int next = depth + 1;
                int left = 0;
                for (int z = zs[depth] & sets.digits[petal]; z != 0; z &= z - 1) {
                    int d = Integer.numberOfTrailingZeros(z);
                    targetLo[next][d] = targetLo[depth][d] & sets.seeLo[petal * DIGITS + d];
                    targetHi[next][d] = targetHi[depth][d] & sets.seeHi[petal * DIGITS + d];
                    if ((targetLo[next][d] | targetHi[next][d]) != 0) {
                        left |= 1 << d;
                    }
                }
                if (left == 0) {
                    continue;
                }
                zs[next] = left;
                usedLo[next] = usedLo[depth] | sets.lo[petal];
                usedHi[next] = usedHi[depth] | sets.hi[petal];
                chosen[depth] = petal;
                if (choose(next)) {
                    return true;
                }
            }
            return false;
        }

        private Step conclude() {
            int k = stemBits.length;
            StepBuilder step = new StepBuilder(Technique.DEATH_BLOSSOM)
                    .difficulty(Chains.difficulty(Technique.DEATH_BLOSSOM, 2 * (k + 1))).digitBits(stemDigits)
                    .group(stemDigits, stem);
            for (int i = 0; i < k; i++) {
                sets.addGroup(step, chosen[i]);
            }
            for (int z = zs[k]; z != 0; z &= z - 1) {
                int d = Integer.numberOfTrailingZeros(z);
                step.digit(d + 1);
                Sets.eliminateCells(step, d + 1, targetLo[k][d], targetHi[k][d]);
            }
            return step.build();
        }
    }

    /** The ALSs of a grid, smallest first, with per set and digit the cells holding it and the cells seeing those. */
    private static final class Sets {
        private final short[] marks;
        int count;
        final long[] lo = new long[MAX_SETS];
        final long[] hi = new long[MAX_SETS];
        final int[] digits = new int[MAX_SETS];
        final int[] size = new int[MAX_SETS];
        /** At {@code set * DIGITS + d}: the set's cells holding digit d + 1, and the cells that see all of them. */
        final long[] holdLo = new long[MAX_SETS * DIGITS];
        final long[] holdHi = new long[MAX_SETS * DIGITS];
        final long[] seeLo = new long[MAX_SETS * DIGITS];
        final long[] seeHi = new long[MAX_SETS * DIGITS];
        /** The open cells of the grid holding each digit: the cells a digit can leave. */
        final long[] holdersLo = new long[DIGITS];
        final long[] holdersHi = new long[DIGITS];

        Sets(short[] marks) {
            this.marks = marks;
            for (int cell = 0; cell < CELLS; cell++) {
                for (int bits = Singles.openDigits(marks, cell); bits != 0; bits &= bits - 1) {
                    int d = Integer.numberOfTrailingZeros(bits);
                    if (cell < Long.SIZE) {
                        holdersLo[d] |= 1L << cell;
                    } else {
                        holdersHi[d] |= 1L << cell - Long.SIZE;
                    }
                }
            }
            // One pass over the houses; the sets are then added smallest first, each as house << 9 | positions.
            int[][] found = new int[MAX_CELLS][GRID.regionCount() * 126];
            int[] foundCount = new int[MAX_CELLS];
            int[] open = new int[DIGITS];
            int[] unions = new int[1 << DIGITS];
            int[] positions = new int[1 << DIGITS];
            for (int house = 0; house < GRID.regionCount(); house++) {
                int[] cells = GRID.cellsOf(house);
                int m = 0;
                for (int i = 0; i < DIGITS; i++) {
                    if (Singles.isOpen(marks, cells[i])) {
                        open[m++] = i;
                    }
                }
                for (int mask = 1; mask < 1 << m; mask++) {
                    int low = Integer.numberOfTrailingZeros(mask);
                    unions[mask] = unions[mask & mask - 1] | marks[cells[open[low]]] & Candidates.ALL;
                    positions[mask] = positions[mask & mask - 1] | 1 << open[low];
                    int n = Integer.bitCount(mask);
                    if (n <= MAX_CELLS && Integer.bitCount(unions[mask]) == n + 1 && isHome(cells, positions[mask],
                            house)) {
                        found[n - 1][foundCount[n - 1]++] = house << DIGITS | positions[mask];
                    }
                }
            }
            for (int n = 0; n < MAX_CELLS; n++) {
                for (int i = 0; i < foundCount[n] && count < MAX_SETS; i++) {
                    add(GRID.cellsOf(found[n][i] >>> DIGITS), found[n][i] & Candidates.ALL);
                }
            }
        }

        /**
         * Whether {@code house} is where the set is collected: a cell in its row; cells of a box and a line in the
         * line, so that no set is collected twice.
         */
        private static boolean isHome(int[] cells, int mask, int house) {
            if (Integer.bitCount(mask) == 1) {
                return house < FIRST_COLUMN;
            }
            if (house < FIRST_BOX) {
                return true;
            }
            int first = cells[Integer.numberOfTrailingZeros(mask)];
            boolean oneRow = true;
            boolean oneColumn = true;
            for (int bits = mask; bits != 0; bits &= bits - 1) {
                int cell = cells[Integer.numberOfTrailingZeros(bits)];
                oneRow &= GRID.rowOf(cell) == GRID.rowOf(first);
                oneColumn &= GRID.columnOf(cell) == GRID.columnOf(first);
            }
            return !oneRow && !oneColumn;
        }

        /** Adds the cells at the positions of {@code mask} among {@code cells}. */
        private void add(int[] cells, int mask) {
            int set = count++;
            size[set] = Integer.bitCount(mask);
            for (int d = 0; d < DIGITS; d++) {
                seeLo[set * DIGITS + d] = -1L;
                seeHi[set * DIGITS + d] = -1L;
            }
            for (int bits = mask; bits != 0; bits &= bits - 1) {
                int cell = cells[Integer.numberOfTrailingZeros(bits)];
                digits[set] |= marks[cell] & Candidates.ALL;
                long cellLo = cell < Long.SIZE ? 1L << cell : 0;
                long cellHi = cell < Long.SIZE ? 0 : 1L << cell - Long.SIZE;
                lo[set] |= cellLo;
                hi[set] |= cellHi;
                for (int ds = marks[cell] & Candidates.ALL; ds != 0; ds &= ds - 1) {
                    int at = set * DIGITS + Integer.numberOfTrailingZeros(ds);
                    holdLo[at] |= cellLo;
                    holdHi[at] |= cellHi;
                    seeLo[at] &= PEERS_LO[cell];
                    seeHi[at] &= PEERS_HI[cell];
                }
            }
        }

        boolean disjoint(int a, int b) {
            return (lo[a] & lo[b]) == 0 && (hi[a] & hi[b]) == 0;
        }

        /** Whether every cell of {@code b} holding the digit of {@code bit} sees every cell of {@code a} holding it. */
        boolean restricted(int a, int b, int bit) {
            int d = Integer.numberOfTrailingZeros(bit);
            return (holdLo[b * DIGITS + d] & ~seeLo[a * DIGITS + d]) == 0
                    && (holdHi[b * DIGITS + d] & ~seeHi[a * DIGITS + d]) == 0;
        }

        /** The digits of {@code zs} that some open cell holds while seeing all of them in {@code a} and {@code b}. */
        int targetDigits(int zs, int a, int b) {
            int found = 0;
            for (int z = zs; z != 0; z &= z - 1) {
                int d = Integer.numberOfTrailingZeros(z);
                if ((seeLo[a * DIGITS + d] & seeLo[b * DIGITS + d] & holdersLo[d]) != 0
                        || (seeHi[a * DIGITS + d] & seeHi[b * DIGITS + d] & holdersHi[d]) != 0) {
                    found |= 1 << d;
                }
            }
            return found;
        }

        /** Whether a set can be the petal of a stem digit: its cells of that digit all see the stem. */
        boolean canBePetal(int set, int stem, int bit, int stemDigits) {
            int d = Integer.numberOfTrailingZeros(bit);
            long stemLo = stem < Long.SIZE ? 1L << stem : 0;
            long stemHi = stem < Long.SIZE ? 0 : 1L << stem - Long.SIZE;
            return (digits[set] & bit) != 0 && (digits[set] & ~stemDigits) != 0
                    && (lo[set] & stemLo) == 0 && (hi[set] & stemHi) == 0
                    && (holdLo[set * DIGITS + d] & ~PEERS_LO[stem]) == 0
                    && (holdHi[set * DIGITS + d] & ~PEERS_HI[stem]) == 0;
        }

        /** Removes each digit of {@code zs} from the open cells that see all of it in {@code a} and {@code b}. */
        void eliminate(StepBuilder step, int zs, int a, int b) {
            for (int z = zs; z != 0; z &= z - 1) {
                int d = Integer.numberOfTrailingZeros(z);
                long targetLo = seeLo[a * DIGITS + d] & seeLo[b * DIGITS + d] & holdersLo[d];
                long targetHi = seeHi[a * DIGITS + d] & seeHi[b * DIGITS + d] & holdersHi[d];
                if ((targetLo | targetHi) != 0) {
                    step.digit(d + 1);
                    eliminateCells(step, d + 1, targetLo, targetHi);
                }
            }
        }

        static void eliminateCells(StepBuilder step, int digit, long cellsLo, long cellsHi) {
            for (long bits = cellsLo; bits != 0; bits &= bits - 1) {
                step.eliminate(Long.numberOfTrailingZeros(bits), digit);
            }
            for (long bits = cellsHi; bits != 0; bits &= bits - 1) {
                step.eliminate(Long.SIZE + Long.numberOfTrailingZeros(bits), digit);
            }
        }

        int firstCell(int set) {
            return lo[set] != 0 ? Long.numberOfTrailingZeros(lo[set]) : Long.SIZE + Long.numberOfTrailingZeros(hi[set]);
        }

        void addGroup(StepBuilder step, int set) {
            int[] cells = new int[size[set]];
            int n = 0;
            for (long bits = lo[set]; bits != 0; bits &= bits - 1) {
                cells[n++] = Long.numberOfTrailingZeros(bits);
            }
            for (long bits = hi[set]; bits != 0; bits &= bits - 1) {
                cells[n++] = Long.SIZE + Long.numberOfTrailingZeros(bits);
            }
            step.group(digits[set], cells);
        }
    }
}
