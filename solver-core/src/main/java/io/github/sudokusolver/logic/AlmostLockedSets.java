package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * ALS-XZ and the ALS-XY-wing on every layout (the classic grid included), over the almost locked sets of its houses
 * (an ALS: n open cells of one house holding n + 1 digits between them), with the {@link Grid}'s peers saying who
 * sees whom (a diagonal, a window, a jigsaw region, a cage mate). On a killer a cage is a house of distinct digits
 * too, so a set may lie in a cage. Each is rated as the alternating chain it is, two nodes per set
 * ({@link Chains#difficulty}); of the steps found, one with the fewest cells is shown, the first met in the order of
 * the sets ({@link Sets}), which the classic golden file pins. {@link DeathBlossom} reads the same sets.
 */
final class AlmostLockedSets {

    /** The largest set collected; larger sets make rare patterns that chains find anyway. */
    static final int MAX_CELLS = 4;
    /** The most sets collected (smallest first), which bounds every pairwise search. */
    static final int MAX_SETS = 512;

    /** Marks of a pair of sets in the ALS-XY-wing's memo: computed, and sharing a cell (or no digit). */
    private static final int KNOWN = 1 << 30;
    private static final int NOT_DISJOINT = 1 << 29;

    private AlmostLockedSets() {
    }

    /**
     * Two disjoint sets A and B with a restricted common digit x (every x of A sees every x of B, so x is in at most
     * one of them, and the other is locked): every other common digit z lies in A or B, and leaves each open cell
     * that sees all z of both.
     */
    static Step xz(Grid grid, int[] marks, Budget budget) {
        Sets sets = new Sets(grid, marks);
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
                    if (sets.restricted(a, b, xBit) && sets.hasTarget(common & ~xBit, a, b)) {
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
        StepBuilder step = new StepBuilder(Technique.ALS_XZ, grid)
                .difficulty(Chains.difficulty(Technique.ALS_XZ, 4)).digitBits(bestX);
        sets.addGroup(step, a);
        sets.addGroup(step, b);
        sets.eliminate(step, sets.digits[a] & sets.digits[b] & ~bestX, a, b);
        return step.build();
    }

    /**
     * Three pairwise disjoint sets: A and C with a restricted common x, B and C with a restricted common y, x != y.
     * C cannot lose both x and y, so A or B is locked; a digit z of A and B other than x and y lies in one of them
     * and leaves each open cell that sees all z of both.
     */
    static Step xyWing(Grid grid, int[] marks, Budget budget) {
        Sets sets = new Sets(grid, marks);
        int count = sets.count;
        int[] table = new int[count * count];
        for (int a = 0; a < count; a++) {
            for (int b = a + 1; b < count; b++) {
                int common = sets.digits[a] & sets.digits[b];
                if (common == 0 || !sets.disjoint(a, b)) {
                    continue;
                }
                budget.spend();
                for (int x = common; x != 0; x &= x - 1) {
                    if (sets.restricted(a, b, x & -x)) {
                        table[a * count + b] |= x & -x;
                    }
                }
                table[b * count + a] = table[a * count + b];
            }
        }
        int[] linked = new int[count];
        // Per pair of sets, computed once: KNOWN, NOT_DISJOINT, and the shared digits that have a target.
        int[] pairs = new int[count * count];
        int best = Integer.MAX_VALUE;
        int[] found = new int[5]; // A, B, C, x bit, y bit
        for (int c = 0; c < count && sets.size[c] + 2 < best; c++) {
            int n = 0;
            for (int s = 0; s < count; s++) {
                if (table[c * count + s] != 0) {
                    linked[n++] = s;
                }
            }
            for (int i = 0; i < n && sets.size[c] + 2 * sets.size[linked[i]] < best; i++) {
                for (int j = i + 1; j < n && sets.size[c] + sets.size[linked[i]] + sets.size[linked[j]] < best; j++) {
                    int a = linked[i];
                    int b = linked[j];
                    int pair = pairs[a * count + b];
                    if (pair == 0) {
                        budget.spend();
                        int shared = sets.digits[a] & sets.digits[b];
                        pair = KNOWN | (shared == 0 || !sets.disjoint(a, b) ? NOT_DISJOINT
                                : sets.targetDigits(shared, a, b));
                        pairs[a * count + b] = pair;
                    }
                    int targets = pair & ~KNOWN;
                    if ((pair & NOT_DISJOINT) != 0 || targets == 0) {
                        continue;
                    }
                    long xy = wingLinks(targets, table[c * count + a], table[c * count + b]);
                    if (xy != 0) {
                        best = sets.size[a] + sets.size[b] + sets.size[c];
                        int xBit = (int) xy;
                        int yBit = (int) (xy >>> 32);
                        boolean xFirst = xBit < yBit;
                        found[0] = xFirst ? a : b;
                        found[1] = xFirst ? b : a;
                        found[2] = c;
                        found[3] = xFirst ? xBit : yBit;
                        found[4] = xFirst ? yBit : xBit;
                    }
                }
            }
        }
        if (best == Integer.MAX_VALUE) {
            return null;
        }
        int a = found[0];
        int b = found[1];
        StepBuilder step = new StepBuilder(Technique.ALS_XY_WING, grid)
                .difficulty(Chains.difficulty(Technique.ALS_XY_WING, 6)).digitBits(found[3] | found[4]);
        sets.addGroup(step, a);
        sets.addGroup(step, b);
        sets.addGroup(step, found[2]);
        sets.eliminate(step, sets.digits[a] & sets.digits[b] & ~found[3] & ~found[4], a, b);
        return step.build();
    }

    /** The cells of every set of a grid's marks, in the order the finders read them (for the tests). */
    static java.util.List<java.util.List<Integer>> sets(Grid grid, int[] marks) {
        Sets sets = new Sets(grid, marks);
        java.util.List<java.util.List<Integer>> all = new java.util.ArrayList<>();
        for (int set = 0; set < sets.count; set++) {
            java.util.List<Integer> members = new java.util.ArrayList<>();
            for (int i = 0; i < sets.size[set]; i++) {
                members.add(sets.cells[set * MAX_CELLS + i]);
            }
            all.add(members);
        }
        return all;
    }

    /**
     * The first pair of links (x of A to C, y of B to C, x != y) that leaves some digit of {@code targets} (the digits
     * of A and B with a target) other than x and y, as x's bit in the low half and y's in the high half, or 0.
     */
    private static long wingLinks(int targets, int aLinks, int bLinks) {
        for (int x = aLinks; x != 0; x &= x - 1) {
            for (int y = bLinks; y != 0; y &= y - 1) {
                int xBit = x & -x;
                int yBit = y & -y;
                if (xBit != yBit && (targets & ~xBit & ~yBit) != 0) {
                    return xBit | (long) yBit << 32;
                }
            }
        }
        return 0;
    }

    /**
     * The almost locked sets of a grid's marks, smallest first, each collected once: in the first region that holds
     * all its cells, or in its cage when no region does. Sets of one size come house by house (the regions, then the
     * cages), and in a house by their last cell, then their one before, and so on (the order of the classic finder,
     * which counted over the house's open cells as the bits of a number). Per set and digit it keeps, as cell sets of
     * {@link #words} longs, the set's cells holding the digit and the cells that see all of them, so that a link or a
     * target is a few word operations on any grid size. The death blossom ({@link DeathBlossom}) reads it too.
     */
    static final class Sets {
        /** Slots per set: one per digit, a set of n cells holding n + 1 digits. */
        private static final int SLOTS = MAX_CELLS + 1;
        private final Grid grid;
        private final int[] marks;
        /** Longs per cell set. */
        final int words;
        int count;
        /** The cells of each set, in its house's order, at {@code set * MAX_CELLS}. */
        final int[] cells = new int[MAX_SETS * MAX_CELLS];
        final int[] size = new int[MAX_SETS];
        final int[] digits = new int[MAX_SETS];
        /** Each set's cells, as a cell set at {@code set * words}. */
        private final long[] members;
        /** Each set's cells folded into one long (bit {@code cell % 64}): sets whose folds miss are disjoint. */
        private final long[] folded = new long[MAX_SETS];
        /**
         * At {@code (set * SLOTS + k) * words}, k the rank of a digit among the set's: the set's cells holding it,
         * and the cells that see every one of those.
         */
        private final long[] hold;
        private final long[] see;
        /** The open cells holding each digit, at {@code (digit - 1) * words}: the cells a digit can leave. */
        private final long[] holders;
        /** Per size, the sets found, as their cells, until the collection keeps them smallest first. */
        private final int[][] found = new int[MAX_CELLS][MAX_SETS * MAX_CELLS];
        private final int[] foundCount = new int[MAX_CELLS];
        private final int[] open;
        private final int[] chosen = new int[MAX_CELLS];
        /** Each cell's peers as a cell set ({@link Grid#peerSets}). */
        private final long[][] peers;

        Sets(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
            this.words = (grid.cells + Long.SIZE - 1) / Long.SIZE;
            this.open = new int[grid.size];
            this.peers = grid.peerSets();
            this.holders = new long[grid.size * words];
            for (int cell = 0; cell < grid.cells; cell++) {
                for (int bits = openDigits(grid, marks, cell); bits != 0; bits &= bits - 1) {
                    holders[Integer.numberOfTrailingZeros(bits) * words + (cell >>> 6)] |= 1L << cell;
                }
            }
            int houses = grid.houseCount() + grid.cageCount();
            for (int house = 0; house < houses; house++) {
                int n = 0;
                for (int cell : grid.cellsOf(house)) {
                    if (openDigits(grid, marks, cell) != 0) {
                        open[n++] = cell;
                    }
                }
                collect(house, n, 0, 0);
            }
            int total = 0;
            for (int n = 0; n < MAX_CELLS; n++) {
                total += foundCount[n];
            }
            total = Math.min(total, MAX_SETS);
            this.members = new long[total * words];
            this.hold = new long[total * SLOTS * words];
            this.see = new long[total * SLOTS * words];
            java.util.Arrays.fill(see, -1L);
            for (int n = 0; n < MAX_CELLS; n++) {
                for (int i = 0; i < foundCount[n] && count < MAX_SETS; i++) {
                    add(found[n], i * MAX_CELLS, n + 1);
                }
            }
        }

        private void add(int[] from, int at, int n) {
            int set = count++;
            size[set] = n;
            for (int k = 0; k < n; k++) {
                cells[set * MAX_CELLS + k] = from[at + k];
                digits[set] |= openDigits(grid, marks, from[at + k]);
            }
            for (int k = 0; k < n; k++) {
                int cell = from[at + k];
                members[set * words + (cell >>> 6)] |= 1L << cell;
                folded[set] |= 1L << cell;
                long[] seen = peers[cell];
                for (int bits = openDigits(grid, marks, cell); bits != 0; bits &= bits - 1) {
                    int slot = slot(set, bits & -bits);
                    hold[slot + (cell >>> 6)] |= 1L << cell;
                    for (int w = 0; w < words; w++) {
                        see[slot + w] &= seen[w];
                    }
                }
            }
        }

        /**
         * Where the cell sets of a digit of a set start in {@link #hold} and {@link #see}: at the digit's rank among
         * the set's, after the sets before.
         */
        private int slot(int set, int bit) {
            return (set * SLOTS + Integer.bitCount(digits[set] & bit - 1)) * words;
        }

        /**
         * Chooses the house's open cells below {@code open[below]}, the highest first, {@code depth} chosen so far
         * holding {@code union}; keeps each set in the house's order (the chosen cells reversed).
         */
        private void collect(int house, int below, int depth, int union) {
            for (int i = 0; i < below; i++) {
                int digitsNow = union | openDigits(grid, marks, open[i]);
                int n = depth + 1;
                if (Integer.bitCount(digitsNow) > MAX_CELLS + 1) {
                    continue; // no superset can be a set: the digits only grow faster than the cells
                }
                chosen[depth] = open[i];
                if (Integer.bitCount(digitsNow) == n + 1 && foundCount[depth] < MAX_SETS && isHome(house, n)) {
                    int at = foundCount[depth]++ * MAX_CELLS;
                    for (int k = 0; k < n; k++) {
                        found[depth][at + k] = chosen[n - 1 - k];
                    }
                }
                if (n < MAX_CELLS) {
                    collect(house, i, n, digitsNow);
                }
            }
        }

        /** Whether {@code house} is the first region holding the {@code n} chosen cells, or their cage if none does. */
        private boolean isHome(int house, int n) {
            for (int region : grid.housesOf(chosen[0])) {
                boolean all = true;
                for (int k = 1; k < n && all; k++) {
                    all = grid.geometry.inRegion(chosen[k], region);
                }
                if (all) {
                    return region == house;
                }
            }
            return true; // no region holds them all: only their one cage collects them
        }

        boolean disjoint(int a, int b) {
            if ((folded[a] & folded[b]) == 0) {
                return true;
            }
            long shared = 0;
            for (int w = 0; w < words; w++) {
                shared |= members[a * words + w] & members[b * words + w];
            }
            return shared == 0;
        }

        /** Whether every cell of {@code b} holding the digit of {@code bit} sees every cell of {@code a} holding it. */
        boolean restricted(int a, int b, int bit) {
            int seenByA = slot(a, bit);
            int heldByB = slot(b, bit);
            // one test after the words, not one per word: on the classic grid's two words, measured faster
            long outside = 0;
            for (int w = 0; w < words; w++) {
                outside |= hold[heldByB + w] & ~see[seenByA + w];
            }
            return outside == 0;
        }

        /** Whether some open cell holds a digit of {@code zs} while seeing all of it in {@code a} and {@code b}. */
        boolean hasTarget(int zs, int a, int b) {
            for (int z = zs; z != 0; z &= z - 1) {
                if (hasTargetOf(z & -z, a, b)) {
                    return true;
                }
            }
            return false;
        }

        /** The digits of {@code zs} that some open cell holds while seeing all of them in {@code a} and {@code b}. */
        int targetDigits(int zs, int a, int b) {
            int found = 0;
            for (int z = zs; z != 0; z &= z - 1) {
                if (hasTargetOf(z & -z, a, b)) {
                    found |= z & -z;
                }
            }
            return found;
        }

        /** Whether some open cell holds the digit of {@code bit} while seeing all of it in {@code a} and {@code b}. */
        private boolean hasTargetOf(int bit, int a, int b) {
            int seenByA = slot(a, bit);
            int seenByB = slot(b, bit);
            int holding = Integer.numberOfTrailingZeros(bit) * words;
            long targets = 0;
            for (int w = 0; w < words; w++) {
                targets |= see[seenByA + w] & see[seenByB + w] & holders[holding + w];
            }
            return targets != 0;
        }

        /** Removes each digit of {@code zs} from the open cells that see all of it in {@code a} and {@code b}. */
        void eliminate(StepBuilder step, int zs, int a, int b) {
            for (int z = zs; z != 0; z &= z - 1) {
                int bit = z & -z;
                int sa = slot(a, bit);
                int sb = slot(b, bit);
                int h = Integer.numberOfTrailingZeros(bit) * words;
                boolean any = false;
                for (int w = 0; w < words; w++) {
                    for (long targets = see[sa + w] & see[sb + w] & holders[h + w]; targets != 0;
                            targets &= targets - 1) {
                        if (!any) {
                            step.digit(Grid.digit(bit));
                            any = true;
                        }
                        step.eliminate(w * Long.SIZE + Long.numberOfTrailingZeros(targets), Grid.digit(bit));
                    }
                }
            }
        }

        /**
         * Whether the set can be a death blossom's petal for the stem's digit {@code bit}: it holds that digit, and a
         * digit the stem does not; it leaves out the stem; and each of its cells holding the digit sees the stem.
         */
        boolean canBePetal(int set, int stem, int bit, int stemDigits) {
            if ((digits[set] & bit) == 0 || (digits[set] & ~stemDigits) == 0
                    || (members[set * words + (stem >>> 6)] & 1L << stem) != 0) {
                return false;
            }
            int slot = slot(set, bit);
            long[] seeStem = peers[stem];
            for (int w = 0; w < words; w++) {
                if ((hold[slot + w] & ~seeStem[w]) != 0) {
                    return false;
                }
            }
            return true;
        }

        /** Whether the set shares a cell with {@code cells}, a cell set. */
        boolean meets(int set, long[] cells) {
            for (int w = 0; w < words; w++) {
                if ((members[set * words + w] & cells[w]) != 0) {
                    return true;
                }
            }
            return false;
        }

        /** {@code into} = {@code from} with the set's cells added. */
        void join(long[] from, int set, long[] into) {
            for (int w = 0; w < words; w++) {
                into[w] = from[w] | members[set * words + w];
            }
        }

        /** {@code into} = the cells of {@code from} that see all of the set's cells holding {@code bit}; any left. */
        boolean seeing(long[] from, int set, int bit, long[] into) {
            int slot = slot(set, bit);
            long any = 0;
            for (int w = 0; w < words; w++) {
                into[w] = from[w] & see[slot + w];
                any |= into[w];
            }
            return any != 0;
        }

        /** The open cells holding {@code bit}, copied into {@code into}. */
        void holders(int bit, long[] into) {
            System.arraycopy(holders, Integer.numberOfTrailingZeros(bit) * words, into, 0, words);
        }

        int firstCell(int set) {
            int first = Integer.MAX_VALUE;
            for (int i = 0; i < size[set]; i++) {
                first = Math.min(first, cells[set * MAX_CELLS + i]);
            }
            return first;
        }

        void addGroup(StepBuilder step, int set) {
            int[] group = new int[size[set]];
            System.arraycopy(cells, set * MAX_CELLS, group, 0, size[set]);
            step.group(digits[set], group);
        }
    }
}
