package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The sum rules of a geometry, derived once when it is made: its killer cages, then what the law of 45 gives (every
 * house adds up to {@code n(n+1)/2}, so the cages inside a group of houses leave the rest a known sum). The node counts
 * that chose the groups and the size limit are in {@code docs/killer.md}.
 */
final class SumRules {

    /** The most cells a rule derived by the law of 45 may have: longer ones prune too little for their cost. */
    static final int MAX_DERIVED_CELLS = 5;

    private SumRules() {
    }

    /**
     * The rules of a geometry: its cages, then the innies and outies of its houses, the cages poking out of a house by
     * one cell ({@link OffsetSum}), the growing unions, then the sums
     * around each house ({@link SumIntersections}, which also count the variant rules' unit sums, little killers, and
     * the sum dots' pairs); none without cages, unit sums or sum dots.
     */
    static Propagator[] derive(Geometry geometry) {
        boolean knownSums = geometry.constraints != null
                && !(geometry.constraints.unitSums.isEmpty() && geometry.constraints.knownSums.isEmpty());
        if (geometry.cageCells.length == 0 && !knownSums) {
            return new Propagator[0];
        }
        List<Propagator> rules = new ArrayList<>();
        Set<String> known = new HashSet<>();
        for (int c = 0; c < geometry.cageCells.length; c++) {
            rules.add(new SumRule(geometry.cageCells[c], geometry.cageSums[c], true, geometry, true));
            known.add(key(geometry.cageCells[c], geometry.cageCells[c].length, SUM, 0));
        }
        if (geometry.cageCells.length > 0) {
            Scratch scratch = new Scratch(geometry);
            for (int[] houses : HouseGroups.of(geometry)) {
                lawOf45(geometry, houses, rules, known, scratch);
            }
            if (geometry.rowRegions != null) {
                for (int[] order : HouseGroups.growingOrders(geometry)) {
                    growing(geometry, order, rules, known);
                }
            }
        }
        for (int[] sum : SumIntersections.derive(geometry)) {
            add(geometry, Arrays.copyOf(sum, sum.length - 1), sum[sum.length - 1], rules, known, geometry.cellCount());
        }
        return rules.toArray(new Propagator[0]);
    }

    /**
     * Adds the innie and outie rules of a group of disjoint houses: the cages wholly inside leave the rest (the
     * innies) a known sum; if every innie is caged, the cages that stick out carry their cells outside the group (the
     * outies) over by a known amount.
     */
    private static void lawOf45(Geometry geometry, int[] houses, List<Propagator> rules, Set<String> known,
            Scratch scratch) {
        int n = geometry.size;
        boolean[] inGroup = scratch.inGroup;
        for (int h = 0; h < houses.length; h++) {
            for (int cell : geometry.regionCells[houses[h]]) {
                if (inGroup[cell]) { // overlapping houses: their total is not a multiple of one house's
                    scratch.clear(geometry, houses, h + 1);
                    return;
                }
                inGroup[cell] = true;
            }
        }
        int total = houses.length * n * (n + 1) / 2;
        boolean[] seenCage = scratch.seenCage;
        int[] innies = scratch.innies;
        int[] outies = scratch.outies;
        int innieCount = 0;
        int outieCount = 0;
        boolean innieUncaged = false;
        int insideSum = 0;
        int stickingOutSum = 0;
        for (int house : houses) {
            for (int cell : geometry.regionCells[house]) {
                int c = geometry.cageOf[cell];
                if (c < 0) {
                    innieUncaged = true;
                    innies[innieCount++] = cell;
                    continue;
                }
                if (seenCage[c]) {
                    continue;
                }
                seenCage[c] = true;
                boolean inside = true;
                for (int member : geometry.cageCells[c]) {
                    inside &= inGroup[member];
                }
                if (inside) {
                    insideSum += geometry.cageSums[c];
                } else {
                    stickingOutSum += geometry.cageSums[c];
                    for (int member : geometry.cageCells[c]) {
                        if (inGroup[member]) {
                            innies[innieCount++] = member;
                        } else {
                            outies[outieCount++] = member;
                        }
                    }
                }
            }
        }
        if (houses.length == 1) {
            poking(geometry, inGroup, innies, innieCount, total - insideSum, rules, known);
        }
        if (houses.length == 1 && hiddenCages(geometry, innieCount)) {
            add(geometry, Arrays.copyOf(innies, innieCount), total - insideSum, rules, known, geometry.size - 1);
        } else {
            addShort(geometry, innies, innieCount, total - insideSum, rules, known);
        }
        if (!innieUncaged) {
            addShort(geometry, outies, outieCount, stickingOutSum - (total - insideSum), rules, known);
        }
        scratch.clear(geometry, houses, houses.length);
    }

    /**
     * Whether a house's innies longer than {@link #MAX_DERIVED_CELLS} make a rule (the Interactive Sudoku Solver's
     * hidden cage: the house less the cages wholly inside): on a puzzle where cages meet other rules (issue 56). There
     * the cages are few, so a house often holds one small cage and nothing else, and its other six to eight cells'
     * sum is the only sum they have: minimal stand-ins of killer cages with dots, thermometers, little killers, arrows
     * and zippers lost 4% of their nodes (one of 2,668 to 752), and a stand-in the test keeps needs it. On killers
     * alone (every cell caged, many shorter derived rules) such rules lost more than they gained when tried for every
     * derived rule ({@code docs/killer.md}, "derived rules of at most 5 / 6 cells"), so those stay as they were. The
     * innies lie in one house, so the rule is a {@link SumRule} of distinct digits, kept to the digit sets it may list.
     */
    private static boolean hiddenCages(Geometry geometry, int innieCount) {
        return innieCount > MAX_DERIVED_CELLS && innieCount < geometry.size
                && geometry.constraints != null && !geometry.constraints.isEmpty()
                && binomial(geometry.size, innieCount) <= MAX_SETS;
    }

    /** The arrays {@link #lawOf45} reuses from one group of houses to the next, cleared after each. */
    private static final class Scratch {
        final boolean[] inGroup;
        final boolean[] seenCage;
        final int[] innies;
        final int[] outies;

        Scratch(Geometry geometry) {
            inGroup = new boolean[geometry.cellCount()];
            seenCage = new boolean[geometry.cageCells.length];
            innies = new int[geometry.cellCount()];
            outies = new int[geometry.cellCount()];
        }

        /** Clears what the first {@code count} houses of a group set. */
        void clear(Geometry geometry, int[] houses, int count) {
            for (int h = 0; h < count; h++) {
                for (int cell : geometry.regionCells[houses[h]]) {
                    inGroup[cell] = false;
                    if (geometry.cageOf[cell] >= 0) {
                        seenCage[geometry.cageOf[cell]] = false;
                    }
                }
            }
        }
    }

    /** The most cells of a rule {@link #poking} derives: the house's cells left and the cage's cell outside. */
    static final int POKING_MAX = 6;

    /**
     * For each cage with all but one of its cells in a house (the hidden cage beside it, the Interactive Sudoku
     * Solver's term): the house's cells outside the cages wholly inside and outside this cage add up to the cage's cell
     * outside the house plus what is left, {@code sum(rest) = out + innieSum - cageSum}, an {@link OffsetSum} (the rest
     * lies in the house, so its digits differ). A rule when it has at most {@link #POKING_MAX} cells.
     */
    private static void poking(Geometry geometry, boolean[] inGroup, int[] innies, int innieCount, int innieSum,
            List<Propagator> rules, Set<String> known) {
        boolean[] seen = new boolean[geometry.cageCells.length];
        for (int at = 0; at < innieCount; at++) {
            int cell = innies[at];
            int c = geometry.cageOf[cell];
            if (c < 0 || seen[c]) {
                continue;
            }
            seen[c] = true;
            int[] cage = geometry.cageCells[c];
            int outside = -1;
            int out = 0;
            for (int member : cage) {
                if (!inGroup[member]) {
                    outside = member;
                    out++;
                }
            }
            int rest = innieCount - (cage.length - out);
            if (out != 1 || rest == 0 || rest + 1 > POKING_MAX) {
                continue;
            }
            int[] cells = new int[rest];
            int i = 0;
            for (int at2 = 0; at2 < innieCount; at2++) {
                int other = innies[at2];
                if (geometry.cageOf[other] != c) {
                    cells[i++] = other;
                }
            }
            Arrays.sort(cells);
            if (known.add(key(cells, rest, POKING, outside))) {
                rules.add(new OffsetSum(cells, outside, innieSum - geometry.cageSums[c], geometry, true));
            }
        }
    }

    /**
     * The most cells of a rule from a growing union of houses whose cells are all caged (with an uncaged cell, any
     * length up to n: it is the only sum that cell has).
     */
    static final int GROWING_MAX = 6;

    /**
     * The most cells of a difference ({@code outies - innies}, both sides non-empty) from a growing union whose cells
     * are all caged: one fewer than {@link #GROWING_MAX}. Six-cell differences cost the Mathemagic killers a seventh
     * of their time per node and, against five, more nodes on every killer collection but the human-solvable ones
     * ({@code docs/variants.md}, "Failure weights").
     */
    static final int GROWING_DIFFERENCE_MAX = GROWING_MAX - 1;

    /**
     * The law of 45 over growing unions of houses (the first two of an order, then three, ...): each cage joins the
     * union once more than half of its cells lie inside. The cells of the joined cages outside the union (outies)
     * less the union's cells outside them (innies) add up to the joined cages' sums less the union's total; where
     * that is short and one side is small, it becomes a rule: a sum over the outies or the innies alone (of any
     * length the union allows: up to n cells where one is uncaged, when it is the only sum those cells have), or a
     * difference (of at most {@link #GROWING_DIFFERENCE_MAX} cells where all are caged).
     */
    private static void growing(Geometry geometry, int[] order, List<Propagator> rules, Set<String> known) {
        int n = geometry.size;
        int cellCount = geometry.cellCount();
        boolean[] inUnion = new boolean[cellCount];
        boolean[] inJoined = new boolean[cellCount];
        int[] inside = new int[geometry.cageCells.length];
        int[] outies = new int[n + 1];
        int[] innies = new int[n + 1];
        int joinedSum = 0;
        for (int i = 0; i < order.length - 1; i++) {
            for (int cell : geometry.regionCells[order[i]]) {
                inUnion[cell] = true;
                int c = geometry.cageOf[cell];
                if (c >= 0 && 2 * ++inside[c] > geometry.cageCells[c].length
                        && 2 * (inside[c] - 1) <= geometry.cageCells[c].length) {
                    joinedSum += geometry.cageSums[c]; // more than half of the cage inside now: it joins
                    for (int member : geometry.cageCells[c]) {
                        inJoined[member] = true;
                    }
                }
            }
            if (i == 0) {
                continue; // one house: the rules of each house alone have it
            }
            int a = 0;
            int b = 0;
            boolean uncaged = false;
            for (int cell = 0; cell < cellCount && a + b <= n; cell++) {
                if (inJoined[cell] != inUnion[cell]) {
                    if (inJoined[cell]) {
                        outies[b++] = cell;
                    } else {
                        innies[a++] = cell;
                        uncaged |= geometry.cageOf[cell] < 0;
                    }
                }
            }
            if (a + b == 0 || a + b > n || a > 2 && b > 2
                    || !uncaged && a + b > (a == 0 || b == 0 ? GROWING_MAX : GROWING_DIFFERENCE_MAX)) {
                continue;
            }
            int delta = joinedSum - (i + 1) * n * (n + 1) / 2; // outies - innies
            if (a == 0) {
                add(geometry, Arrays.copyOf(outies, b), delta, rules, known, n);
            } else if (b == 0) {
                add(geometry, Arrays.copyOf(innies, a), -delta, rules, known, n);
            } else {
                int[] cells = new int[a + b];
                int[] coefficients = new int[a + b];
                System.arraycopy(outies, 0, cells, 0, b);
                System.arraycopy(innies, 0, cells, b, a);
                for (int j = 0; j < a + b; j++) {
                    coefficients[j] = j < b ? 1 : -1;
                }
                if (known.add(key(cells, a + b, DIFFERENCE, a))) {
                    rules.add(new LinearSum(cells, coefficients, delta, geometry));
                }
            }
        }
    }

    /**
     * Adds a derived rule of the first {@code count} cells when it has at most {@link #MAX_DERIVED_CELLS} of them (and
     * fewer than the grid's digits), is new, and says something (not every cell of a cage).
     */
    private static void addShort(Geometry geometry, int[] cells, int count, int sum, List<Propagator> rules,
            Set<String> known) {
        if (count == 0 || count > MAX_DERIVED_CELLS || count >= geometry.size) {
            return;
        }
        add(geometry, Arrays.copyOf(cells, count), sum, rules, known, MAX_DERIVED_CELLS);
    }

    /** {@link #key}'s kinds: a sum of the cells, a poking cage's {@link OffsetSum}, a difference. */
    private static final char SUM = 'S';
    private static final char POKING = 'P';
    private static final char DIFFERENCE = 'D';

    /**
     * What tells a derived rule from the others already made: its cells in their order (one char each: compact cells
     * are far below 65,536), its kind, and a number of the kind (the cell outside for a poking cage, the innies for a
     * difference). Two keys are equal exactly when all three are.
     */
    private static String key(int[] cells, int count, char kind, int extra) {
        char[] chars = new char[count + 2];
        for (int i = 0; i < count; i++) {
            chars[i] = (char) cells[i];
        }
        chars[count] = kind;
        chars[count + 1] = (char) extra;
        return new String(chars);
    }

    /**
     * A derived rule of {@code cells} (which it may sort), when it has at most {@code limit} cells and is new. Cells
     * that all see each other make a {@link SumRule} of distinct digits; others a {@link SumRule} that enumerates up
     * to {@link #MAX_DERIVED_CELLS} cells, and beyond that a {@link LinearSum} whose long form reads groups' totals
     * ({@link WideSum}), not bounds.
     */
    private static void add(Geometry geometry, int[] cells, int sum, List<Propagator> rules, Set<String> known,
            int limit) {
        if (cells.length == 0 || cells.length > limit) {
            return;
        }
        Arrays.sort(cells);
        if (!known.add(key(cells, cells.length, SUM, 0))) {
            return;
        }
        boolean distinct = true;
        for (int i = 0; i < cells.length && distinct; i++) {
            for (int j = i + 1; j < cells.length && distinct; j++) {
                distinct = geometry.sees(cells[i], cells[j]);
            }
        }
        if (cells.length > MAX_DERIVED_CELLS && (!distinct || binomial(geometry.size, cells.length) > MAX_SETS)) {
            // too long to enumerate, or too many digit sets to list: the groups' totals, not bounds
            int[] ones = new int[cells.length];
            Arrays.fill(ones, 1);
            rules.add(new LinearSum(cells, ones, sum, geometry, true));
            return;
        }
        rules.add(new SumRule(cells, sum, distinct, geometry, false));
    }

    /** The most digit sets a derived rule of distinct digits lists; beyond, it is a {@link LinearSum}. */
    static final int MAX_SETS = 4096;

    private static long binomial(int n, int k) {
        long b = 1;
        for (int i = 0; i < k; i++) {
            b = b * (n - i) / (i + 1);
        }
        return b;
    }

    /** The rules each cell is in, by index into {@code rules}. */
    static int[][] rulesOf(Propagator[] rules, int cells) {
        int[] count = new int[cells];
        for (Propagator rule : rules) {
            for (int cell : rule.cells) {
                count[cell]++;
            }
        }
        int[][] of = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            of[cell] = new int[count[cell]];
            count[cell] = 0;
        }
        for (int r = 0; r < rules.length; r++) {
            for (int cell : rules[r].cells) {
                of[cell][count[cell]++] = r;
            }
        }
        return of;
    }
}
