package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LayoutFinders.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * ALS-XZ and the ALS-XY-wing over any layout's houses, as {@link LayoutFinders}' finders: the reasoning of
 * {@link AlmostLockedSets} (an almost locked set is n open cells of one house holding n + 1 digits between them)
 * written against a {@link Grid}, whose peers say who sees whom (a diagonal, a window, a jigsaw region, a cage mate).
 * On a killer a cage is a house of distinct digits too, so a set may lie in a cage. The same techniques and
 * difficulties as on the classic grid (rated as the alternating chains they are: two nodes per set), and the same
 * choice among the steps found: one with the fewest cells.
 */
final class LayoutAls {

    /** The largest set collected, as on the classic grid. */
    static final int MAX_CELLS = AlmostLockedSets.MAX_CELLS;
    /** The most sets collected (smallest first), which bounds every pairwise search. */
    static final int MAX_SETS = AlmostLockedSets.MAX_SETS;

    private LayoutAls() {
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
                    int shared = sets.digits[a] & sets.digits[b];
                    if (shared == 0 || !sets.disjoint(a, b)) {
                        continue;
                    }
                    budget.spend();
                    long xy = wingLinks(sets, a, b, shared, table[c * count + a], table[c * count + b]);
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
     * The first pair of links (x of A to C, y of B to C, x != y) for which some digit of A and B other than x and y
     * has a target, as x's bit in the low half and y's in the high half, or 0.
     */
    private static long wingLinks(Sets sets, int a, int b, int shared, int aLinks, int bLinks) {
        for (int x = aLinks; x != 0; x &= x - 1) {
            for (int y = bLinks; y != 0; y &= y - 1) {
                int xBit = x & -x;
                int yBit = y & -y;
                if (xBit != yBit && sets.hasTarget(shared & ~xBit & ~yBit, a, b)) {
                    return xBit | (long) yBit << 32;
                }
            }
        }
        return 0;
    }

    /**
     * The almost locked sets of a grid's marks, smallest first, each collected once: in the first region that holds
     * all its cells, or in its cage when no region does.
     */
    private static final class Sets {
        private final Grid grid;
        private final int[] marks;
        int count;
        /** The cells of each set, in its house's order, at {@code set * MAX_CELLS}. */
        final int[] cells = new int[MAX_SETS * MAX_CELLS];
        final int[] size = new int[MAX_SETS];
        final int[] digits = new int[MAX_SETS];
        /** Per size, the sets found, as their cells, until the collection keeps them smallest first. */
        private final int[][] found = new int[MAX_CELLS][MAX_SETS * MAX_CELLS];
        private final int[] foundCount = new int[MAX_CELLS];
        private final int[] open;
        private final int[] chosen = new int[MAX_CELLS];

        Sets(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
            this.open = new int[grid.size];
            int houses = grid.houseCount() + grid.cageCount();
            for (int house = 0; house < houses; house++) {
                int n = 0;
                for (int cell : grid.cellsOf(house)) {
                    if (openDigits(grid, marks, cell) != 0) {
                        open[n++] = cell;
                    }
                }
                collect(house, n, 0, 0, 0);
            }
            for (int n = 0; n < MAX_CELLS; n++) {
                for (int i = 0; i < foundCount[n] && count < MAX_SETS; i++) {
                    int set = count++;
                    size[set] = n + 1;
                    for (int k = 0; k <= n; k++) {
                        int cell = found[n][i * MAX_CELLS + k];
                        cells[set * MAX_CELLS + k] = cell;
                        digits[set] |= openDigits(grid, marks, cell);
                    }
                }
            }
        }

        /** Chooses open cells of the house from {@code from} on, {@code depth} chosen so far with digits {@code union}. */
        private void collect(int house, int openCount, int from, int depth, int union) {
            for (int i = from; i < openCount; i++) {
                int digitsNow = union | openDigits(grid, marks, open[i]);
                int n = depth + 1;
                if (Integer.bitCount(digitsNow) > MAX_CELLS + 1) {
                    continue; // no superset can be a set: the digits only grow faster than the cells
                }
                chosen[depth] = open[i];
                if (Integer.bitCount(digitsNow) == n + 1 && foundCount[depth] < MAX_SETS && isHome(house, n)) {
                    System.arraycopy(chosen, 0, found[depth], foundCount[depth]++ * MAX_CELLS, n);
                }
                if (n < MAX_CELLS) {
                    collect(house, openCount, i + 1, n, digitsNow);
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
            for (int i = 0; i < size[a]; i++) {
                for (int j = 0; j < size[b]; j++) {
                    if (cells[a * MAX_CELLS + i] == cells[b * MAX_CELLS + j]) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Whether every cell of {@code b} holding the digit of {@code bit} sees every cell of {@code a} holding it. */
        boolean restricted(int a, int b, int bit) {
            for (int i = 0; i < size[a]; i++) {
                int ca = cells[a * MAX_CELLS + i];
                if ((marks[ca] & bit) == 0) {
                    continue;
                }
                for (int j = 0; j < size[b]; j++) {
                    int cb = cells[b * MAX_CELLS + j];
                    if ((marks[cb] & bit) != 0 && !grid.sees(ca, cb)) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Whether some open cell holds a digit of {@code zs} while seeing all of it in {@code a} and {@code b}. */
        boolean hasTarget(int zs, int a, int b) {
            for (int z = zs; z != 0; z &= z - 1) {
                int bit = z & -z;
                for (int cell : grid.peersOf(firstHolder(a, bit))) {
                    if ((openDigits(grid, marks, cell) & bit) != 0 && seesAll(cell, bit, a) && seesAll(cell, bit, b)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Removes each digit of {@code zs} from the open cells that see all of it in {@code a} and {@code b}. */
        void eliminate(StepBuilder step, int zs, int a, int b) {
            for (int z = zs; z != 0; z &= z - 1) {
                int bit = z & -z;
                boolean any = false;
                for (int cell : grid.peersOf(firstHolder(a, bit))) {
                    if ((openDigits(grid, marks, cell) & bit) != 0 && seesAll(cell, bit, a) && seesAll(cell, bit, b)) {
                        if (!any) {
                            step.digit(Grid.digit(bit));
                            any = true;
                        }
                        step.eliminate(cell, Grid.digit(bit));
                    }
                }
            }
        }

        /** The first cell of a set holding the digit of {@code bit} (a common digit: one exists). */
        private int firstHolder(int set, int bit) {
            for (int i = 0; i < size[set]; i++) {
                if ((marks[cells[set * MAX_CELLS + i]] & bit) != 0) {
                    return cells[set * MAX_CELLS + i];
                }
            }
            throw new IllegalStateException("set " + set + " does not hold digit " + Grid.digit(bit));
        }

        /** Whether {@code cell} sees every cell of the set holding the digit of {@code bit}. */
        private boolean seesAll(int cell, int bit, int set) {
            for (int i = 0; i < size[set]; i++) {
                int member = cells[set * MAX_CELLS + i];
                if ((marks[member] & bit) != 0 && !grid.sees(cell, member)) {
                    return false;
                }
            }
            return true;
        }

        int firstCell(int set) {
            int first = Integer.MAX_VALUE;
            for (int i = 0; i < size[set]; i++) {
                first = Math.min(first, cells[set * MAX_CELLS + i]);
            }
            return first;
        }

        void addGroup(StepBuilder step, int set) {
            int[] members = new int[size[set]];
            System.arraycopy(cells, set * MAX_CELLS, members, 0, size[set]);
            step.group(digits[set], members);
        }
    }
}
