package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A rule that some cells add up to a sum, beside the regions: a killer cage (digits distinct), or what the law of 45
 * derives from the cages at setup (a house's innies or outies). The general engine wakes a rule when one of its cells
 * loses a candidate and runs {@link #propagate}; the design and what each part prunes are in {@code docs/killer.md}.
 * Immutable and shared by every search on its geometry; the scratch of a run is the propagator's.
 */
final class SumRule {

    /** Digit sets of one size and sum above which a rule reasons on bounds instead of listing them. */
    static final int MAX_COMBINATIONS = 4096;
    /** The most cells a rule derived by the law of 45 may have: longer ones prune too little for their cost. */
    static final int MAX_DERIVED_CELLS = 5;

    /** Compact cell indices, ascending. */
    final int[] cells;
    final int sum;
    /** Whether the digits must differ: a cage, or derived cells that all see each other. */
    final boolean distinct;
    /**
     * For a distinct rule whose table is small: every set of {@code cells.length} distinct digits (bit {@code d - 1}
     * for digit d) adding up to {@link #sum}. Null where the rule reasons on bounds.
     */
    final int[] combinations;
    /** Whether this rule is a cage (false: derived by the law of 45). */
    final boolean cage;
    /**
     * For a short rule whose cells do not all see each other: per cell, the earlier cells (bits of indices into
     * {@link #cells}) it sees and so must differ from; null for the others. Such a rule is pruned exactly, by
     * enumerating its assignments ({@link #byEnumeration}).
     */
    private final int[] seesEarlier;

    private SumRule(int[] cells, int sum, boolean distinct, Geometry geometry, boolean cage) {
        this.cells = cells;
        this.sum = sum;
        this.distinct = distinct;
        this.combinations = distinct ? combinations(geometry.size, cells.length, sum) : null;
        this.cage = cage;
        if (!distinct && cells.length <= MAX_DERIVED_CELLS) {
            seesEarlier = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                for (int j = 0; j < i; j++) {
                    seesEarlier[i] |= geometry.sees(cells[i], cells[j]) ? 1 << j : 0;
                }
            }
        } else {
            seesEarlier = null;
        }
    }

    /**
     * Prunes the candidates of this rule's cells to what some way of meeting it allows; false on a contradiction,
     * after which the state is garbage. Removals go through the propagator, so they wake the regions and the other
     * rules in turn.
     *
     * @param state the search state: a candidate mask per cell first (bit {@code d - 1}, and
     *     {@link RegionPropagator#PLACED} once the digit is fixed)
     * @param index this rule's index, for its weight
     * @param p the propagator of the search, with its scratch
     */
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length;
        int[] domain = p.ruleDomain;
        int union = 0;
        for (int i = 0; i < k; i++) {
            domain[i] = state[cells[i]] & p.all;
            union |= domain[i];
        }
        if (combinations != null) {
            return byCombinations(state, index, p, domain, union);
        }
        if (seesEarlier != null) {
            return byEnumeration(state, index, p, domain);
        }
        return byBounds(state, index, p, domain, union);
    }

    /**
     * Exact pruning of a short rule whose cells need not all differ: for each candidate no assignment found so far
     * uses, a depth-first search for one that does (cells in order, digits ascending, a branch cut as soon as the
     * cells left cannot reach the sum or a digit repeats one of a cell it sees); every assignment found supports all
     * of its digits at once. A candidate with no assignment goes. One search per candidate, each stopping at its first
     * assignment, costs far less than listing every assignment, which a candidate without support would force.
     */
    private boolean byEnumeration(int[] state, int index, RegionPropagator p, int[] domain) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        int[] leastAfter = p.ruleLeastAfter;
        int[] mostAfter = p.ruleMostAfter;
        leastAfter[k] = 0;
        mostAfter[k] = 0;
        for (int i = k - 1; i >= 0; i--) {
            leastAfter[i] = leastAfter[i + 1] + Integer.numberOfTrailingZeros(domain[i]) + 1;
            mostAfter[i] = mostAfter[i + 1] + 32 - Integer.numberOfLeadingZeros(domain[i]);
            support[i] = 0;
        }
        for (int i = 0; i < k; i++) {
            for (int rest = domain[i] & ~support[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if ((support[i] & bit) == 0) {
                    findAssignment(0, 0, i, bit, domain, support, p.ruleChoice, leastAfter, mostAfter);
                }
            }
            if (support[i] == 0) {
                return p.failAtRule(index);
            }
        }
        return keep(state, index, p, domain, support);
    }

    /**
     * Extends the assignment of cells {@code 0..i-1}, with cell {@code fixed} holding {@code fixedBit}, to one that
     * meets the rule, and marks its digits as supported; true once found.
     */
    private boolean findAssignment(int i, int partial, int fixed, int fixedBit, int[] domain, int[] support,
            int[] choice, int[] leastAfter, int[] mostAfter) {
        if (i == cells.length) {
            if (partial != sum) {
                return false;
            }
            for (int j = 0; j < cells.length; j++) {
                support[j] |= choice[j];
            }
            return true;
        }
        int taken = 0;
        for (int rest = seesEarlier[i]; rest != 0; rest &= rest - 1) {
            taken |= choice[Integer.numberOfTrailingZeros(rest)];
        }
        for (int options = (i == fixed ? fixedBit : domain[i]) & ~taken; options != 0; options &= options - 1) {
            int bit = options & -options;
            int digit = Integer.numberOfTrailingZeros(bit) + 1;
            if (partial + digit + leastAfter[i + 1] > sum) {
                break; // digits ascend: every later one overshoots too
            }
            if (partial + digit + mostAfter[i + 1] < sum) {
                continue;
            }
            choice[i] = bit;
            if (findAssignment(i + 1, partial + digit, fixed, fixedBit, domain, support, choice, leastAfter,
                    mostAfter)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Exact pruning over the digit sets that add up to the sum: a set is kept if the cells can take its digits one
     * each, and a cell keeps what it can take in some such assignment. Then each digit every kept set holds is
     * placed where it has one cell left, or leaves the cells outside that see all of its cells.
     */
    private boolean byCombinations(int[] state, int index, RegionPropagator p, int[] domain, int union) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        Arrays.fill(support, 0, k, 0);
        AllDifferentFilter filter = p.filter;
        int must = p.all;
        boolean any = false;
        for (int set : combinations) {
            if ((set & ~union) != 0) {
                continue; // a digit of the set that no cell can take
            }
            boolean fits = true;
            boolean open = true; // every cell can still take every digit of the set: nothing to match
            for (int i = 0; i < k && fits; i++) {
                int options = domain[i] & set;
                filter.slotKey[i] = i;
                filter.slotDomain[i] = options;
                fits = options != 0;
                open &= options == set;
            }
            if (!fits) {
                continue;
            }
            if (open) {
                for (int i = 0; i < k; i++) {
                    support[i] |= set;
                }
            } else if (k == 2) {
                // two cells: each digit of the set goes where the other cell can take the other digit
                int first = filter.slotDomain[0];
                int second = filter.slotDomain[1];
                int a = set & -set;
                int b = set ^ a;
                int firstKeeps = ((first & a) != 0 && (second & b) != 0 ? a : 0)
                        | ((first & b) != 0 && (second & a) != 0 ? b : 0);
                if (firstKeeps == 0) {
                    continue;
                }
                support[0] |= firstKeeps;
                support[1] |= set ^ firstKeeps | (firstKeeps == set ? set : 0);
            } else if (filter.filter(k, p.ruleMatching)) {
                for (int i = 0; i < k; i++) {
                    support[i] |= filter.pruned ? filter.allowed[i] : filter.slotDomain[i];
                }
            } else {
                continue;
            }
            must &= set;
            any = true;
        }
        if (!any) {
            return p.failAtRule(index);
        }
        if (!keep(state, index, p, domain, support)) {
            return false;
        }
        return k < 2 || placeMustDigits(state, index, p, must & ~placedDigits(state, p));
    }

    /** The digits already placed in this rule's cells. */
    private int placedDigits(int[] state, RegionPropagator p) {
        int placed = 0;
        for (int cell : cells) {
            if ((state[cell] & RegionPropagator.PLACED) != 0) {
                placed |= state[cell] & p.all;
            }
        }
        return placed;
    }

    /** Removes from each cell what its support lacks; a placed cell whose digit lost its support fails the rule. */
    private boolean keep(int[] state, int index, RegionPropagator p, int[] domain, int[] support) {
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            if ((state[cell] & RegionPropagator.PLACED) != 0) {
                if ((state[cell] & support[i]) == 0) {
                    return p.failAtRule(index);
                }
                continue;
            }
            int lost = domain[i] & ~support[i];
            if (lost != 0 && !p.exclude(state, cell, lost)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Each digit the rule must hold (in every kept set) and has not placed yet: with one cell left that can take it,
     * it goes there; with more, it leaves every cell that sees all of them.
     */
    private boolean placeMustDigits(int[] state, int index, RegionPropagator p, int must) {
        long[] common = p.commonPeers;
        long[][] peerBits = p.peerBits;
        for (int rest = must; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int holders = 0;
            int holder = -1;
            Arrays.fill(common, -1L);
            for (int cell : cells) {
                if ((state[cell] & bit) != 0) {
                    holders++;
                    holder = cell;
                    long[] peers = peerBits[cell];
                    for (int w = 0; w < common.length; w++) {
                        common[w] &= peers[w];
                    }
                }
            }
            if (holders == 0) {
                return p.failAtRule(index); // pruned away since the sets were read: the rule cannot be met
            }
            if (holders == 1) {
                if ((state[holder] & RegionPropagator.PLACED) == 0 && !p.place(state, holder, bit)) {
                    return false;
                }
                continue;
            }
            for (int w = 0; w < common.length; w++) {
                for (long word = common[w]; word != 0; word &= word - 1) {
                    int cell = w << 6 | Long.numberOfTrailingZeros(word);
                    if ((state[cell] & bit) != 0 && !p.exclude(state, cell, bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Bounds: each cell's digit lies between the sum less the most the other cells can add and the sum less the
     * least; for distinct digits, the others add at least the smallest {@code k - 1} digits any of the cells still
     * has, and at most the largest.
     */
    private boolean byBounds(int[] state, int index, RegionPropagator p, int[] domain, int union) {
        int k = cells.length;
        int sumLow = 0;
        int sumHigh = 0;
        for (int i = 0; i < k; i++) {
            sumLow += Integer.numberOfTrailingZeros(domain[i]) + 1;
            sumHigh += 32 - Integer.numberOfLeadingZeros(domain[i]);
        }
        int othersLeast = 0;
        int othersMost = 0;
        if (distinct) {
            if (Integer.bitCount(union) < k) {
                return p.failAtRule(index); // fewer digits than cells
            }
            othersLeast = lowestDigitsSum(union, k - 1);
            othersMost = highestDigitsSum(union, k - 1);
            if (othersLeast + Integer.numberOfTrailingZeros(union) + 1 > sum
                    || othersMost + 32 - Integer.numberOfLeadingZeros(union) < sum) {
                return p.failAtRule(index);
            }
        }
        if (sumLow > sum || sumHigh < sum) {
            return p.failAtRule(index);
        }
        for (int i = 0; i < k; i++) {
            int low = Integer.numberOfTrailingZeros(domain[i]) + 1;
            int high = 32 - Integer.numberOfLeadingZeros(domain[i]);
            int most = sum - Math.max(sumLow - low, othersLeast);
            int least = sum - Math.min(sumHigh - high, distinct ? othersMost : Integer.MAX_VALUE);
            // the current mask, not domain[i]: an earlier removal of this pass may have placed this cell already
            int lost = state[cells[i]] & p.all & ~digitsBetween(least, most);
            if (lost != 0) {
                if ((state[cells[i]] & RegionPropagator.PLACED) != 0) {
                    return p.failAtRule(index);
                }
                if (!p.exclude(state, cells[i], lost)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The digits {@code least..most} as a mask, bit {@code d - 1} for digit d; 0 when the range is empty. */
    private static int digitsBetween(int least, int most) {
        int from = Math.max(least, 1);
        int to = Math.min(most, 31);
        if (from > to) {
            return 0;
        }
        int upTo = to == 31 ? -1 : (1 << to) - 1;
        return upTo & ~((1 << from - 1) - 1);
    }

    /** The sum of the {@code count} smallest digits of a mask (bit {@code d - 1} for digit d). */
    static int lowestDigitsSum(int digits, int count) {
        int total = 0;
        for (int rest = digits, i = 0; i < count && rest != 0; i++, rest &= rest - 1) {
            total += Integer.numberOfTrailingZeros(rest) + 1;
        }
        return total;
    }

    /** The sum of the {@code count} largest digits of a mask. */
    static int highestDigitsSum(int digits, int count) {
        int total = 0;
        for (int rest = digits, i = 0; i < count && rest != 0; i++) {
            int top = 31 - Integer.numberOfLeadingZeros(rest);
            total += top + 1;
            rest &= ~(1 << top);
        }
        return total;
    }

    /** The rules of a geometry: its cages, then the innies and outies of its houses; none without cages. */
    static SumRule[] derive(Geometry geometry) {
        if (geometry.cageCells.length == 0) {
            return new SumRule[0];
        }
        List<SumRule> rules = new ArrayList<>();
        Set<String> known = new HashSet<>();
        for (int c = 0; c < geometry.cageCells.length; c++) {
            rules.add(new SumRule(geometry.cageCells[c], geometry.cageSums[c], true, geometry, true));
            known.add(Arrays.toString(geometry.cageCells[c]));
        }
        for (int[] houses : houseGroups(geometry)) {
            lawOf45(geometry, houses, rules, known);
        }
        return rules.toArray(new SumRule[0]);
    }

    /**
     * The groups of houses the law of 45 is applied to: each region alone (every region holds each digit once, so
     * adds up to {@code n(n+1)/2}), and on a full square grid two and three rows, columns or boxes side by side.
     */
    private static List<int[]> houseGroups(Geometry geometry) {
        List<int[]> groups = new ArrayList<>();
        for (int r = 0; r < geometry.regionCount(); r++) {
            groups.add(new int[] {r});
        }
        int[] rows = geometry.rowRegions;
        if (rows != null) {
            int[] columns = columnRegions(geometry);
            for (int[] lines : new int[][] {rows, columns}) {
                for (int first = 0; first < lines.length; first++) {
                    if (first + 1 < lines.length) {
                        groups.add(new int[] {lines[first], lines[first + 1]});
                    }
                    if (first + 2 < lines.length) {
                        groups.add(new int[] {lines[first], lines[first + 1], lines[first + 2]});
                    }
                }
            }
            boxesSideBySide(geometry, groups);
        }
        return groups;
    }

    /**
     * Adds each pair and triple of boxes side by side in a band or a stack: regions whose cells fill a rectangle, the
     * next one starting where the last ends, at the same height (or the same columns).
     */
    private static void boxesSideBySide(Geometry geometry, List<int[]> groups) {
        int n = geometry.size;
        int[][] bounds = new int[geometry.regionCount()][]; // top, left, bottom, right of each rectangular region
        for (int r = 0; r < bounds.length; r++) {
            int top = n;
            int left = n;
            int bottom = -1;
            int right = -1;
            for (int cell : geometry.regionCells[r]) {
                top = Math.min(top, cell / n);
                bottom = Math.max(bottom, cell / n);
                left = Math.min(left, cell % n);
                right = Math.max(right, cell % n);
            }
            boolean line = top == bottom || left == right;
            if (!line && (bottom - top + 1) * (right - left + 1) == n) {
                bounds[r] = new int[] {top, left, bottom, right};
            }
        }
        for (int r = 0; r < bounds.length; r++) {
            if (bounds[r] == null) {
                continue;
            }
            for (boolean across : new boolean[] {true, false}) {
                int next = neighbourBox(bounds, r, across);
                if (next >= 0) {
                    groups.add(new int[] {r, next});
                    int third = neighbourBox(bounds, next, across);
                    if (third >= 0) {
                        groups.add(new int[] {r, next, third});
                    }
                }
            }
        }
    }

    /** The box right of box {@code r} ({@code across}) or below it, or -1. */
    private static int neighbourBox(int[][] bounds, int r, boolean across) {
        int[] box = bounds[r];
        for (int other = 0; other < bounds.length; other++) {
            int[] b = bounds[other];
            if (b != null && (across
                    ? b[0] == box[0] && b[2] == box[2] && b[1] == box[3] + 1
                    : b[1] == box[1] && b[3] == box[3] && b[0] == box[2] + 1)) {
                return other;
            }
        }
        return -1;
    }

    /** On a full square grid, the region that is column x, for each x. */
    private static int[] columnRegions(Geometry geometry) {
        int n = geometry.size;
        int[] columns = new int[n];
        Arrays.fill(columns, -1);
        for (int r = 0; r < geometry.regionCount(); r++) {
            int[] cells = geometry.regionCells[r];
            boolean column = true;
            for (int i = 0; i < n && column; i++) {
                column = cells[i] == cells[0] + i * n;
            }
            if (column && cells[0] < n && columns[cells[0]] < 0) {
                columns[cells[0]] = r;
            }
        }
        return columns;
    }

    /**
     * Adds the innie and outie rules of a group of disjoint houses: the cages wholly inside leave the rest (the
     * innies) a known sum; if every innie is caged, the cages that stick out carry their cells outside the group (the
     * outies) over by a known amount.
     */
    private static void lawOf45(Geometry geometry, int[] houses, List<SumRule> rules, Set<String> known) {
        int n = geometry.size;
        boolean[] inGroup = new boolean[geometry.cellCount()];
        for (int house : houses) {
            for (int cell : geometry.regionCells[house]) {
                if (inGroup[cell]) {
                    return; // overlapping houses: their total is not a multiple of one house's
                }
                inGroup[cell] = true;
            }
        }
        int total = houses.length * n * (n + 1) / 2;
        boolean[] seenCage = new boolean[geometry.cageCells.length];
        List<Integer> innies = new ArrayList<>();
        List<Integer> outies = new ArrayList<>();
        boolean innieUncaged = false;
        int insideSum = 0;
        int stickingOutSum = 0;
        for (int house : houses) {
            for (int cell : geometry.regionCells[house]) {
                int c = geometry.cageOf[cell];
                if (c < 0) {
                    innieUncaged = true;
                    innies.add(cell);
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
                            innies.add(member);
                        } else {
                            outies.add(member);
                        }
                    }
                }
            }
        }
        add(geometry, innies, total - insideSum, rules, known);
        if (!innieUncaged) {
            add(geometry, outies, stickingOutSum - (total - insideSum), rules, known);
        }
    }

    /** Adds a derived rule when it is short, new, and says something (not every cell of a cage). */
    private static void add(Geometry geometry, List<Integer> cellList, int sum, List<SumRule> rules,
            Set<String> known) {
        if (cellList.isEmpty() || cellList.size() > MAX_DERIVED_CELLS) {
            return;
        }
        int[] cells = cellList.stream().mapToInt(Integer::intValue).sorted().toArray();
        if (!known.add(Arrays.toString(cells))) {
            return;
        }
        boolean distinct = true;
        for (int i = 0; i < cells.length && distinct; i++) {
            for (int j = i + 1; j < cells.length && distinct; j++) {
                distinct = geometry.sees(cells[i], cells[j]);
            }
        }
        rules.add(new SumRule(cells, sum, distinct, geometry, false));
    }

    /**
     * Every set of {@code count} distinct digits of {@code 1..size} adding up to {@code sum}, as masks (bit d-1 for
     * digit d) in ascending order; null when there are more than {@link #MAX_COMBINATIONS}.
     */
    static int[] combinations(int size, int count, int sum) {
        if (sum < 0 || sum > MAX_SUM) {
            return new int[0];
        }
        int[] sets = TABLES.computeIfAbsent((size * 32 + count) * (MAX_SUM + 1) + sum,
                key -> listSets(size, count, sum));
        return sets == TOO_MANY ? null : sets;
    }

    /** The largest sum a rule can ask for: every digit of the largest grid once. */
    private static final int MAX_SUM = 25 * 26 / 2;
    /** What {@link #TABLES} holds for a size and sum with more sets than {@link #MAX_COMBINATIONS}. */
    private static final int[] TOO_MANY = new int[0];
    /**
     * The digit sets of each size and sum, by grid size: shared by every geometry (a layout with cages derives its
     * rules when it is made, so reading a file of killers would list the same sets again for each).
     */
    private static final java.util.concurrent.ConcurrentHashMap<Integer, int[]> TABLES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static int[] listSets(int size, int count, int sum) {
        long ways = countSets(size, count, sum);
        if (ways > MAX_COMBINATIONS) {
            return TOO_MANY;
        }
        int[] sets = new int[(int) ways];
        int[] next = {0};
        collect(size, 1, count, sum, 0, sets, next);
        Arrays.sort(sets);
        return sets;
    }

    private static void collect(int size, int from, int count, int sum, int chosen, int[] sets, int[] next) {
        if (count == 0) {
            if (sum == 0) {
                sets[next[0]++] = chosen;
            }
            return;
        }
        for (int digit = from; digit <= size && digit <= sum; digit++) {
            // the smallest sum of the count - 1 digits above this one must still fit
            int rest = count - 1;
            if (digit + rest * digit + rest * (rest + 1) / 2 > sum) {
                return;
            }
            collect(size, digit + 1, rest, sum - digit, chosen | 1 << digit - 1, sets, next);
        }
    }

    /** How many sets of {@code count} distinct digits of {@code 1..size} add up to {@code sum}. */
    static long countSets(int size, int count, int sum) {
        if (count < 0 || sum < 0) {
            return 0;
        }
        long[][] ways = new long[count + 1][sum + 1];
        ways[0][0] = 1;
        for (int digit = 1; digit <= size; digit++) {
            for (int k = Math.min(count, digit); k >= 1; k--) {
                for (int s = sum; s >= digit; s--) {
                    ways[k][s] += ways[k - 1][s - digit];
                }
            }
        }
        return ways[count][sum];
    }

    /**
     * Whether some set of {@code count} distinct digits of {@code 1..size} adds up to {@code sum}: the sum lies
     * between the {@code count} smallest digits' and the {@code count} largest'.
     */
    static boolean reachable(int size, int count, int sum) {
        if (count < 1 || count > size) {
            return false;
        }
        int least = count * (count + 1) / 2;
        int most = count * (2 * size - count + 1) / 2;
        return sum >= least && sum <= most;
    }
}
