package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * The propagation of the dynamic forcing chains of every layout, the classic grid included, over a {@link Grid} and its
 * {@code int} marks: Nishio (one digit) and the dynamic contradiction, double, cell and unit forcing chains. An
 * assumption ("candidate c is true", or "is false", numbered as in {@link Chains}) is followed breadth first on a copy
 * of the marks: a true candidate turns off its cell's other digits and its digit in its peers (any house: a diagonal, a
 * window, a jigsaw region); a false one leaves its cell, and may leave a naked single there or a hidden single in one
 * of its houses, which is then true. On a killer, a false candidate also leaves its cage to the digits some filling of
 * the cage still gives each cell ({@link CageFillings}): the others become false, each resting on the candidates the
 * run had removed from the cage's cells before. The variant rules are followed alike: a pair table's partners
 * ({@link PairFacts}), an arrow's or a little killer's fillings ({@link RuleFillings}), and the ways of a renban, a
 * region sum, zipper or between line, a quadruple or a sandwich ({@link LineWays}). A contradiction is a candidate both
 * true and false, a cell with no candidate left, a house with no place for a digit, or a cage, sum or rule of
 * {@link LineWays} left no filling or way (the rules only in the dynamic chains, not in Nishio's single digit). The
 * length of a conclusion is the number of distinct nodes it rests on (a single rests on every earlier inference that
 * removed the other candidates of its cell, or places of its house), and the difficulty the family's base plus the
 * length bonus ({@link Chains#difficulty}). This class follows assumptions; {@link ChainPremises} says what their
 * nodes rest on and writes their steps, and {@link DynamicForcingChains} compares the runs for the techniques, Nishio
 * included. For the dynamic forcing chains (+) a run also points and claims when its queue drains
 * ({@link #withIntersections}), and for the nested forcing chains it then has one round of nested (+) runs
 * ({@link #withNestedRound}).
 */
final class DynamicChains {

    static final int START = -1;
    /** The reason of a nested inference: a nested run refuted the candidate ({@link #nestedRound}). */
    static final int NESTED = Integer.MIN_VALUE;

    final Grid grid;
    final int[] marks;
    private final Budget budget;
    final int size;
    final int nodeCount;
    // The last run: the work marks, the nodes set (seen[n] == generation), their reasons (a node, START, or a code
    // of cellReason, houseReason or cageReason), depths and order (queue[0 .. tail)).
    final int[] work;
    /**
     * The open places of each digit in each house ({@code house * size + d}): of the marks, and of the work marks
     * during a run, so that a removal need not count its houses' cells again.
     */
    final int[] places;
    final int[] workPlaces;
    final int[] seen;
    /**
     * When a false candidate leaves the work marks: as its node is set (true on the classic grid), or as the run
     * follows it (every other layout). Both are sound and each golden file pins one: setting first sees a house or a
     * cell emptied where following first sees a single that clashes, so the same assumption can end in another
     * contradiction, of another length (47 of the 1,200 calibration puzzles' explanations change under the layouts'
     * order, 21 of the 106 layout and killer golden explanations under the classic one). Set first, a run also
     * follows no false candidate of a cell it has placed (the classic engine's rule), as {@link #placedIn} records.
     */
    final boolean removesWhenSet;
    /** The cells the last run placed a digit in ({@code placedIn[cell] == generation}), as it followed that node. */
    final int[] placedIn;
    final int[] reason;
    final int[] depth;
    final int[] queue;
    int tail;
    int generation;
    /** Follow only inferences of this digit's bit (Nishio), or of every digit (0). */
    int onlyBit;
    /**
     * Dynamic forcing chains (+): when the queue drains, pointing and claiming on the work marks queue what they
     * remove ({@link #intersections}), and the run goes on. Set by {@link DynamicForcingChains}.
     */
    boolean withIntersections;
    /**
     * Nested forcing chains: when pointing and claiming stall too, a run has one round of nested inferences
     * ({@link #nestedRound}). Set by {@link DynamicForcingChains}, with intersections.
     */
    boolean withNestedRound;
    /**
     * Skip the nested round of a run whose conclusions through it would rest on this many nodes or more (a nested
     * inference rests on every node set before its round, itself and the nodes of its nested contradiction), as those
     * are no easier than the best step so far.
     */
    int nestAtMost = Integer.MAX_VALUE;
    /** Whether the last run had its round of nested inferences. */
    boolean nestedDone;
    /** The propagation that tries each candidate of a nested round on the marks the run reached; made on first use. */
    private DynamicChains inner;
    /**
     * For a node set by a nested inference: the nodes of the contradiction that refuted it, and how many nodes the run
     * had set when its round began (the marks the nested propagation read).
     */
    int[] nestedLength;
    int[] nestedFrom;
    /** With intersections: the places of each digit in each house as masks; made by the first run. */
    private PlaceMasks placeMasks;
    /** The contradiction of the last run: two nodes, or an emptied cell, or an emptied house and its digit; -1. */
    int clashOn;
    int clashOff;
    int emptiedCell;
    int emptiedHouse;
    int emptiedDigit;
    /** A cage the last run left without a filling, or -1; the queue position up to which its removals count. */
    int emptiedCage;
    int emptiedLimit;
    /**
     * The cage check over the work marks (null without cages); per node, its queue position and, when a cage removed
     * it, the position up to which the cage's removals are its premises.
     */
    private final CageFillings fillings;
    final int[] position;
    final int[] limit;
    /**
     * Per cage, the generation of the run that last searched its fillings ({@link #cage}), and per cell the digits
     * that search found some filling giving it. A removal of a digit no filling used leaves the fillings as they were,
     * and the candidates they do not use were set false by that search already, so the cage is not searched again:
     * the same nodes, reasons and positions, for a fraction of the work (a run removes many candidates of a cage that
     * its own search turned off).
     */
    final int[] cageGeneration;
    final int[] cellSupport;
    final boolean economical;
    /**
     * The variant rules' pair tables (dots, XV, inequalities, whispers, thermometers, equal cells, the negative rules;
     * {@link PairFacts}), or null on a grid without them. A true candidate leaves each partner the digits the table
     * allows with it, and a false one leaves a partner without each digit none of its cell's candidates goes with.
     */
    final PairFacts pairs;
    /**
     * The weighted sums (arrows, little killers; {@link SumFacts}) and their fillings' search, or null without them: a
     * false candidate of a sum's cell leaves the sum's cells to the digits some filling still gives them, as a cage's.
     */
    final SumFacts sums;
    private final RuleFillings sumFillings;
    /** Per cell, the weighted sums it lies on and its position in each, as pairs {@code (sum, position)}. */
    final int[][] sumsOf;
    /** Per sum, the generation of the run that last searched it and the digits each position had then. */
    final int[] sumGeneration;
    final int[][] sumSupport;
    /** A sum the last run left without a filling, or -1; its removals count up to {@link #emptiedLimit}. */
    int emptiedSum;
    /**
     * The renban, region sum, zipper and between lines, quadruples and sandwiches ({@link LineWays}), or null without
     * them: a false candidate of such a rule's cell leaves the rule's cells to the digits some way of satisfying it
     * still gives them, as a sum's fillings do.
     */
    final LineWays ways;
    /** Per rule of {@link #ways}, the generation of the run that last searched it and the digits each cell had then. */
    final int[] wayGeneration;
    final int[][] waySupport;
    /** A rule of {@link #ways} the last run left no way, or -1; its removals count up to {@link #emptiedLimit}. */
    int emptiedWay;
    /**
     * The reason codes past the cages': two per relation (by its end that forced it), then one per sum, then one per
     * rule of {@link #ways}.
     */
    final int relationCodes;
    final int sumCodes;
    /** What the nodes of the runs rest on, and the steps written from them. */
    private final ChainPremises premises;

    DynamicChains(Grid grid, int[] marks, Budget budget) {
        this(grid, marks, budget, true);
    }

    /**
     * @param economical whether a cage's fillings, a sum's and a line's ways are remembered and not searched again
     *                   after a removal they did not use ({@link #cage}, {@link #sums}, {@link #ways}); false searches
     *                   afresh at every removal in one, as before that saving, for the tests that check that it
     *                   changes nothing (for sums, a run whose work on a sum runs out can differ)
     */
    DynamicChains(Grid grid, int[] marks, Budget budget, boolean economical) {
        this.grid = grid;
        this.economical = economical;
        this.marks = marks;
        this.budget = budget;
        this.size = grid.size;
        this.nodeCount = grid.cells * size * 2;
        this.work = new int[grid.cells];
        this.places = new int[grid.houseCount() * size];
        countPlaces();
        this.workPlaces = new int[places.length];
        this.seen = new int[nodeCount];
        this.removesWhenSet = grid.isClassic();
        this.placedIn = new int[grid.cells];
        this.reason = new int[nodeCount];
        this.depth = new int[nodeCount];
        this.queue = new int[nodeCount];
        // Remembering, by the cage's marks in this thread's table: the runs of one search start from the same marks
        // and take a cage through the same few states again and again (nine searches in ten are answered so on the
        // slowest killers of the rated files, where a cage of six or seven open cells costs hundreds of states).
        this.fillings = grid.cageCount() == 0 || grid.size > CageFillings.MAX_SIZE ? null
                : new CageFillings(grid, economical);
        this.position = new int[nodeCount];
        this.cageGeneration = fillings == null ? null : new int[grid.cageCount()];
        this.cellSupport = fillings == null ? null : new int[grid.cells];
        // Nishio follows one digit and so no rule: a rule relates digits, and its fillings all of them
        this.pairs = grid.rules.pairs.first.length == 0 ? null : grid.rules.pairs;
        this.relationCodes = pairs == null ? 0 : pairs.first.length * 2;
        this.sums = grid.rules.sums.cells.length == 0 ? null : grid.rules.sums;
        this.sumFillings = sums == null ? null : RuleFillings.ofChains(grid);
        this.sumsOf = sums == null ? null : sums.byCell(grid);
        this.sumGeneration = sums == null ? null : new int[sums.cells.length];
        this.sumSupport = sums == null ? null : new int[sums.cells.length][];
        this.sumCodes = sums == null ? 0 : sums.cells.length;
        this.ways = LineWays.of(grid);
        this.wayGeneration = ways == null ? null : new int[ways.count()];
        this.waySupport = ways == null ? null : new int[ways.count()][];
        for (int w = 0; ways != null && w < ways.count(); w++) {
            waySupport[w] = new int[ways.cells[w].length];
        }
        this.limit = fillings == null && sums == null && ways == null ? null : new int[nodeCount];
        this.premises = new ChainPremises(this);
    }

    /** Counts the open places of each digit in each house of the marks, and their masks once a run has made them. */
    private void countPlaces() {
        Arrays.fill(places, 0);
        if (placeMasks != null) {
            placeMasks.clear();
        }
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] cells = grid.cellsOf(house);
            for (int i = 0; i < cells.length; i++) {
                for (int bits = SinglesAndIntersections.openDigits(grid, marks, cells[i]);
                        bits != 0; bits &= bits - 1) {
                    int at = house * size + Integer.numberOfTrailingZeros(bits);
                    places[at]++;
                    if (placeMasks != null) {
                        placeMasks.addPlace(house, Integer.numberOfTrailingZeros(bits), i);
                    }
                }
            }
        }
    }

    /** Makes the masks of places, for pointing and claiming. */
    private void makePlaceMasks() {
        placeMasks = new PlaceMasks(grid);
        countPlaces();
    }

    /** Whether the last run had its round of nested inferences before it stopped. */
    boolean hadNestedRound() {
        return nestedDone;
    }

    /** The searches of cage fillings the runs so far have made (none answered from memory): what the tests count. */
    long cageSearches() {
        return fillings == null ? 0 : fillings.searches();
    }

    private int cellReason(int cell) {
        return -2 - cell;
    }

    private int houseReason(int house, int d) {
        return -2 - grid.cells - (house * size + d);
    }

    int cageReason(int cage) {
        return -2 - grid.cells - grid.houseCount() * size - cage;
    }

    /** A relation forced the node from its end {@code source}: a true candidate there, or the candidates it lost. */
    private int relationReason(int relation, int source) {
        return cageReason(grid.cageCount()) - (relation * 2 + (pairs.first[relation] == source ? 0 : 1));
    }

    private int sumReason(int sum) {
        return cageReason(grid.cageCount()) - relationCodes - sum;
    }

    private int wayReason(int way) {
        return sumReason(sumCodes) - way;
    }

    /**
     * The code of a reason past the houses' ({@code >= 0}: a cage below {@code grid.cageCount()}, then a relation's
     * end, then a sum, then a rule of {@link #ways}), or negative for a cell's, a house's, the start or a nested
     * inference.
     */
    int ruleCode(int why) {
        return why == NESTED ? -1 : -2 - grid.cells - grid.houseCount() * size - why;
    }

    boolean isOpen(int candidate) {
        int cell = candidate / size;
        return (marks[cell] & grid.placed) == 0 && (marks[cell] & 1 << candidate % size) != 0;
    }

    // ---- propagation

    /**
     * Follows an assumption, no node deeper than {@code levels} followed (one level more, so that a contradiction
     * one inference further is seen); whether it met a contradiction.
     */
    boolean run(int assumption, int levels) {
        budget.spend();
        generation++;
        if (sumFillings != null) {
            sumFillings.startWork(); // each run the same work on its sums, so that a run followed again ends alike
        }
        System.arraycopy(marks, 0, work, 0, work.length);
        System.arraycopy(places, 0, workPlaces, 0, places.length);
        if (withIntersections) {
            if (placeMasks == null) {
                makePlaceMasks();
            }
            placeMasks.startRun(generation);
        }
        clashOn = -1;
        clashOff = -1;
        emptiedCell = -1;
        emptiedHouse = -1;
        emptiedCage = -1;
        emptiedSum = -1;
        emptiedWay = -1;
        nestedDone = false;
        tail = 0;
        if (set(assumption, START, 0)) {
            return true;
        }
        int deepest = levels == Integer.MAX_VALUE ? levels : levels + 1;
        int head = 0;
        while (true) {
            if (follow(head, deepest)) {
                return true;
            }
            head = tail;
            if (!withIntersections || !intersections() && !nestedRound()) {
                return false;
            }
        }
    }

    /**
     * Follows the queue from {@code head} until it drains, or its nodes lie deeper than {@code deepest}; whether it met
     * a contradiction.
     */
    private boolean follow(int head, int deepest) {
        for (; head < tail; head++) {
            int n = queue[head];
            if (depth[n] > deepest) {
                return false; // breadth first: the rest is as deep or deeper
            }
            int candidate = n >> 1;
            int cell = candidate / size;
            int d = candidate % size;
            int bit = 1 << d;
            int next = depth[n] + 1;
            if ((n & 1) == 1) {
                if (onlyBit == 0) {
                    for (int others = work[cell] & grid.all & ~bit; others != 0; others &= others - 1) {
                        if (set((cell * size + Integer.numberOfTrailingZeros(others)) * 2, n, next)) {
                            return true;
                        }
                    }
                }
                placedIn[cell] = generation;
                if (withIntersections) {
                    // A placed cell is no place of any digit: its digit, and any other the run turned off but kept.
                    for (int left = work[cell] & grid.all; left != 0; left &= left - 1) {
                        placeMasks.leave(cell, Integer.numberOfTrailingZeros(left));
                    }
                }
                for (int peer : grid.peersOf(cell)) {
                    if ((work[peer] & grid.placed) == 0 && (work[peer] & bit) != 0 && set((peer * size + d) * 2, n,
                            next)) {
                        return true;
                    }
                }
                if (pairs != null && onlyBit == 0 && partnersOfTrue(cell, d, next)) {
                    return true;
                }
                continue;
            }
            int lost;
            if (removesWhenSet) {
                if (placedIn[cell] == generation) {
                    continue;
                }
                lost = (marks[cell] & grid.placed) == 0 ? marks[cell] & bit : 0; // set() took it from the work marks
            } else {
                lost = work[cell] & bit;
                take(cell, bit);
            }
            if (onlyBit == 0) {
                int left = work[cell] & grid.all;
                if (left == 0) {
                    emptiedCell = cell;
                    return true;
                }
                if (Integer.bitCount(left) == 1
                        && set((cell * size + Integer.numberOfTrailingZeros(left)) * 2 + 1, cellReason(cell), next)) {
                    return true;
                }
            }
            for (int house : grid.housesOf(cell)) {
                int count = workPlaces[house * size + d];
                int only = -1;
                if (count == 1 && withIntersections && removesWhenSet) {
                    // The mask leaves out a cell the run placed, which the count keeps: none left is that cell,
                    // whose "on" node is set already.
                    int mask = placeMasks.work(house, d);
                    if (mask == 0) {
                        continue;
                    }
                    only = grid.cellsOf(house)[Integer.numberOfTrailingZeros(mask)];
                } else if (count == 1) {
                    for (int other : grid.cellsOf(house)) {
                        if ((work[other] & grid.placed) == 0 && (work[other] & bit) != 0) {
                            only = other;
                            break;
                        }
                    }
                }
                if (count == 0) {
                    emptiedHouse = house;
                    emptiedDigit = d;
                    return true;
                }
                if (count == 1 && set((only * size + d) * 2 + 1, houseReason(house, d), next)) {
                    return true;
                }
            }
            if (pairs != null && onlyBit == 0 && partnersOfFalse(cell, next)) {
                return true;
            }
            if (sums != null && onlyBit == 0 && sumsOf[cell].length > 0 && sums(cell, lost, head + 1, next)) {
                return true;
            }
            if (ways != null && onlyBit == 0 && ways.waysOf[cell].length > 0 && ways(cell, lost, head + 1, next)) {
                return true;
            }
            if (fillings != null && onlyBit == 0 && grid.cageOf[cell] >= 0
                    && (!economical || cageGeneration[grid.cageOf[cell]] != generation
                            || (cellSupport[cell] & lost) != 0)
                    && cage(grid.cageOf[cell], head + 1, next)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Pointing and claiming on the work marks, in the classic engine's order: per base house and digit, when the
     * digit's open places there all lie in one crossing house, it leaves that house's other cells, each removal
     * resting on the base's removed places of the digit ({@link #houseReason}). Whether anything new was queued or a
     * clash met. A clash ends the scan but not the run: as the classic engine did, it is recorded and the queue
     * followed on, so a later contradiction still ends the run (and reports the clash first), and a queue that drains
     * scans again.
     */
    private boolean intersections() {
        int houses = grid.houseCount();
        int before = tail;
        int level = depth[queue[tail - 1]] + 1;
        for (int base = 0; base < houses; base++) {
            for (int d = 0; d < size; d++) {
                if (!placeMasks.toRead(base, d, generation)) {
                    continue;
                }
                int inBase = placeMasks.work(base, d);
                if (Integer.bitCount(inBase) < 2) {
                    continue;
                }
                int first = grid.cellsOf(base)[Integer.numberOfTrailingZeros(inBase)];
                for (int cover : grid.housesOf(first)) {
                    // No crossing with itself, and a line crosses another line in one cell: such covers share 0.
                    if ((inBase & ~placeMasks.crossing(base, cover)) != 0) {
                        continue;
                    }
                    int[] coverCells = grid.cellsOf(cover);
                    for (int outside = placeMasks.work(cover, d) & ~placeMasks.crossing(cover, base); outside != 0;
                            outside &= outside - 1) {
                        int node = (coverCells[Integer.numberOfTrailingZeros(outside)] * size + d) * 2;
                        if (seen[node ^ 1] == generation && seen[node] != generation) {
                            seen[node] = generation;
                            reason[node] = houseReason(base, d);
                            clashOn = node ^ 1;
                            clashOff = node;
                            placeMasks.unread(base, d); // its other places are not set
                            return true;
                        }
                        set(node, houseReason(base, d), level);
                    }
                }
            }
        }
        return tail > before;
    }

    /**
     * Nested forcing chains, once singles, pointing and claiming have stalled: the run's one round, unless what it
     * would lead to rests on too many nodes ({@link #nestAtMost}). Every candidate open in the work marks is assumed
     * by a dynamic (+) run from those marks, and each that leads to a contradiction is set false; such a node rests on
     * every node set before the round and counts its nested contradiction's nodes besides ({@link #ancestors}). One
     * round per run bounds a run to one nested propagation per open candidate. Whether anything new was queued.
     */
    private boolean nestedRound() {
        if (!withNestedRound || nestedDone || tail + 2 >= nestAtMost) {
            return false;
        }
        if (inner == null) {
            inner = new DynamicChains(grid, new int[grid.cells], budget);
            inner.withIntersections = true;
            nestedLength = new int[nodeCount];
            nestedFrom = new int[nodeCount];
        }
        int[] reached = inner.marks;
        for (int cell = 0; cell < grid.cells; cell++) {
            boolean placedHere = (marks[cell] & grid.placed) == 0 && placedIn[cell] == generation;
            reached[cell] = (marks[cell] & grid.placed) != 0 ? marks[cell]
                    : placedHere ? grid.placed | work[cell] & grid.all : work[cell];
        }
        inner.countPlaces();
        nestedDone = true;
        int before = tail;
        int level = depth[queue[tail - 1]] + 1;
        // the nested runs share this thread's sum searches and start their own work on them: this run's goes on after
        long[] work = sumFillings == null ? null : sumFillings.work();
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((reached[cell] & grid.placed) != 0) {
                continue;
            }
            for (int bits = reached[cell] & grid.all; bits != 0; bits &= bits - 1) {
                int candidate = cell * size + Integer.numberOfTrailingZeros(bits);
                if (inner.run(candidate * 2 + 1, Integer.MAX_VALUE)) {
                    int off = candidate * 2;
                    nestedLength[off] = inner.ancestors(inner.contradictionNodes());
                    nestedFrom[off] = before;
                    set(off, NESTED, level); // open in the reached marks, so its "on" node is not set: no clash
                }
            }
        }
        if (work != null) {
            sumFillings.resumeWork(work);
        }
        return tail > before;
    }

    /**
     * Keeps a cage to what its fillings give, after a removal at queue position {@code done - 1}: each candidate no
     * filling uses becomes false; whether that makes a contradiction, or no filling is left.
     */
    private boolean cage(int cage, int done, int level) {
        if (!fillings.fill(work, cage, 0)) {
            emptiedCage = cage;
            emptiedLimit = done;
            return true;
        }
        cageGeneration[cage] = generation;
        for (int i = 0; i < fillings.openCount; i++) {
            cellSupport[fillings.open[i]] = fillings.support[i];
        }
        return keepTo(fillings.open, fillings.support, fillings.openCount, cageReason(cage), done, level);
    }

    /** A true candidate leaves each partner across a relation the digits its table allows with it. */
    private boolean partnersOfTrue(int cell, int d, int level) {
        for (int relation : pairs.relationsOf[cell]) {
            int partner = pairs.partner(relation, cell);
            if ((work[partner] & grid.placed) != 0) {
                continue;
            }
            for (int bits = work[partner] & grid.all & ~pairs.tableFrom(relation, cell)[d]; bits != 0;
                    bits &= bits - 1) {
                if (set((partner * size + Integer.numberOfTrailingZeros(bits)) * 2, relationReason(relation, cell),
                        level)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** After a removal, each partner across a relation loses the digits no candidate left in the cell goes with. */
    private boolean partnersOfFalse(int cell, int level) {
        int left = work[cell] & grid.all;
        for (int relation : pairs.relationsOf[cell]) {
            int partner = pairs.partner(relation, cell);
            if ((work[partner] & grid.placed) != 0) {
                continue;
            }
            int[] back = pairs.tableFrom(relation, partner);
            for (int bits = work[partner] & grid.all; bits != 0; bits &= bits - 1) {
                int e = Integer.numberOfTrailingZeros(bits);
                if ((back[e] & left) == 0
                        && set((partner * size + e) * 2, relationReason(relation, cell), level)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Keeps the sums through a cell to what their fillings give, after a removal of {@code lost} there at queue
     * position {@code done - 1}, as {@link #cage} keeps a cage; a sum whose last search this run used no removed digit
     * is not searched again. Whether that makes a contradiction, or leaves a sum no filling.
     */
    private boolean sums(int cell, int lost, int done, int level) {
        int[] on = sumsOf[cell];
        for (int k = 0; k < on.length; k += 2) {
            int sum = on[k];
            if (economical && sumGeneration[sum] == generation && (sumSupport[sum][on[k + 1]] & lost) == 0) {
                continue;
            }
            int found = sumFillings.fill(work, sum);
            if (found == RuleFillings.TOO_BIG) {
                sumGeneration[sum] = 0; // no support known now: the next removal searches again
                continue;
            }
            if (found == RuleFillings.NONE) {
                emptiedSum = sum;
                emptiedLimit = done;
                return true;
            }
            int[] support = sumFillings.support;
            sumGeneration[sum] = generation;
            sumSupport[sum] = support;
            if (keepTo(sums.cells[sum], support, sums.cells[sum].length, sumReason(sum), done, level)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Turns off each open candidate of the first {@code count} cells of a cage or rule outside their support (per
     * position, the digits some filling or way gives it), for the reason given, resting on the removals before queue
     * position {@code done}; whether that makes a contradiction.
     */
    private boolean keepTo(int[] cells, int[] support, int count, int why, int done, int level) {
        for (int i = 0; i < count; i++) {
            if ((work[cells[i]] & grid.placed) != 0) {
                continue;
            }
            for (int bits = work[cells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                int node = (cells[i] * size + Integer.numberOfTrailingZeros(bits)) * 2;
                if (seen[node] != generation) {
                    limit[node] = done;
                }
                if (set(node, why, level)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Keeps the rules of {@link #ways} through a cell to what their ways give, after a removal of {@code lost} there
     * at queue position {@code done - 1}, as {@link #sums} keeps a sum: each candidate of the rule's cells no way uses
     * becomes false, resting on the removals before in those cells. A rule whose last search this run used no removed
     * digit is not searched again (its ways are the same). Whether that makes a contradiction, or leaves a rule no way.
     */
    private boolean ways(int cell, int lost, int done, int level) {
        int[] on = ways.waysOf[cell];
        for (int k = 0; k < on.length; k += 2) {
            int way = on[k];
            int[] support = waySupport[way];
            if (economical && wayGeneration[way] == generation && (support[on[k + 1]] & lost) == 0) {
                continue;
            }
            if (!ways.support(work, way, support)) {
                wayGeneration[way] = 0; // the support is spoilt: the next run searches afresh
                emptiedWay = way;
                emptiedLimit = done;
                return true;
            }
            wayGeneration[way] = generation;
            if (keepTo(ways.cells[way], support, ways.cells[way].length, wayReason(way), done, level)) {
                return true;
            }
        }
        return false;
    }

    /** Sets a node for a reason unless it is set; whether that makes a contradiction (its negation is set). */
    private boolean set(int node, int why, int level) {
        if (seen[node] == generation) {
            return false;
        }
        seen[node] = generation;
        reason[node] = why;
        depth[node] = level;
        position[node] = tail;
        queue[tail++] = node;
        if (removesWhenSet && (node & 1) == 0) {
            take((node >> 1) / size, 1 << (node >> 1) % size);
        }
        if (seen[node ^ 1] == generation) {
            clashOn = (node & 1) == 1 ? node : node ^ 1;
            clashOff = clashOn ^ 1;
            return true;
        }
        return false;
    }

    /** Takes a digit from a cell of the work marks, and the cell from the digit's places in its houses. */
    private void take(int cell, int bit) {
        if ((work[cell] & bit) != 0) {
            work[cell] &= ~bit;
            int d = Integer.numberOfTrailingZeros(bit);
            for (int house : grid.housesOf(cell)) {
                workPlaces[house * size + d]--;
            }
            if (withIntersections) {
                placeMasks.leave(cell, d);
            }
        }
    }

    // ---- what the last run's nodes rest on: ChainPremises

    /** The nodes of the last run's contradiction: the two clashing, or the emptied cell's, house's or rule's. */
    int[] contradictionNodes() {
        return premises.contradictionNodes();
    }

    /** The number of distinct nodes the given nodes rest on, themselves and the assumption included. */
    int ancestors(int... nodes) {
        return premises.ancestors(nodes);
    }

    /** Adds the links behind the given nodes to a step, in the order the run made them, the given nodes last. */
    void addLinks(StepBuilder step, int... ends) {
        premises.addLinks(step, ends);
    }

    /** The step of an assumption that leads to a contradiction in the current mode: its negation holds. */
    Step contradictionStep(Technique technique, double difficulty, int assumption) {
        return premises.contradictionStep(technique, difficulty, assumption);
    }

    /** Concludes a node in a step: a placement for a true one, an elimination for a false one. */
    void conclude(StepBuilder step, int node) {
        premises.conclude(step, node);
    }
}
