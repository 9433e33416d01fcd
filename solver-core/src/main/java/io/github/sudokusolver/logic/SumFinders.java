package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The techniques of the rules that are sums over groups of cells ({@link SumFacts}): arrows and pills
 * ({@link Technique#ARROW}), little killers ({@link Technique#LITTLE_KILLER}) and sandwiches
 * ({@link Technique#SANDWICH}). An arrow or a little killer is read first by bounds (each cell's digit against the
 * least and most the other cells can add up to, cells that see each other differing), then by the digits every filling
 * holds (cells seeing all such a digit's places on the sum lose it), then by its fillings ({@link RuleFillings}: a
 * candidate no way of filling the sum uses), then by its fillings under a house's need (a digit whose places in a
 * house all lie on the sum). Each finder returns its easiest step, null at once on a layout without
 * such rules, and builds a step only when it removes something.
 */
final class SumFinders {

    /**
     * What a sum step adds per open cell past two, up to as many cells as digits: a longer sum has more to add up (as
     * a cage's combinations).
     */
    static final double PER_CELL = 0.2;
    /**
     * What the need form adds over the bounds form: a digit every filling holds leaves the cells that see all its
     * places, as a cage's overlap with a house (2.8) over its combinations (2.0).
     */
    static final double NEED_EXTRA = 0.8;
    /** What the filling form adds over the bounds form, as a cage's completion over its combinations. */
    static final double FILLING_EXTRA = 1.0;
    /**
     * What the house form adds over the filling form: a digit a house confines to the sum's cells is one the sum must
     * hold there, as a cage's confined digit adds 0.4 to its overlap with a house.
     */
    static final double HOUSE_EXTRA = 0.4;
    /** Options of a sandwich a description lists one by one; past it, it summarises them. */
    private static final int LISTED = 3;

    private SumFinders() {
    }

    /** An arrow or pill: bounds, else the need form, else a candidate no filling uses, else the house form. */
    static Step arrow(Grid grid, int[] marks, Budget budget) {
        return sums(grid, marks, Technique.ARROW);
    }

    /** A little killer: bounds, else the need form, else a candidate no filling uses, else the house form. */
    static Step littleKiller(Grid grid, int[] marks, Budget budget) {
        return sums(grid, marks, Technique.LITTLE_KILLER);
    }

    /** A magic square's lines, read as little killers' sums of 15. */
    static Step magicSquare(Grid grid, int[] marks, Budget budget) {
        return sums(grid, marks, Technique.MAGIC_SQUARE);
    }

    /**
     * The easiest step of the sums a technique reads (the arrows', the little killers' or the magic squares'): the
     * bounds of each, then the need form, then the fillings, then the house form, each form searched only where it can
     * beat the best step found.
     */
    private static Step sums(Grid grid, int[] marks, Technique technique) {
        if (grid.rules.isEmpty() || grid.rules.sums.isEmpty()) {
            return null;
        }
        SumFacts facts = grid.rules.sums;
        Step best = null;
        for (int sum = 0; sum < facts.sumCount(); sum++) {
            if (facts.techniques[sum] == technique
                    && (best == null || base(grid, marks, facts, sum) < best.difficulty())) {
                Step step = bounds(grid, marks, facts, sum);
                if (step != null && (best == null || step.difficulty() < best.difficulty())) {
                    best = step;
                }
            }
        }
        for (int sum = 0; sum < facts.sumCount(); sum++) {
            if (facts.techniques[sum] == technique
                    && (best == null || base(grid, marks, facts, sum) + NEED_EXTRA < best.difficulty())) {
                Step step = needed(grid, marks, facts, sum);
                if (step != null) {
                    best = step;
                }
            }
        }
        for (int sum = 0; sum < facts.sumCount(); sum++) {
            if (facts.techniques[sum] == technique
                    && (best == null || base(grid, marks, facts, sum) + FILLING_EXTRA < best.difficulty())) {
                Step step = filling(grid, marks, facts, sum);
                if (step != null) {
                    best = step; // harder ones were skipped above: this one is the easiest so far
                }
            }
        }
        for (int sum = 0; sum < facts.sumCount(); sum++) {
            if (facts.techniques[sum] == technique && (best == null
                    || base(grid, marks, facts, sum) + FILLING_EXTRA + HOUSE_EXTRA < best.difficulty())) {
                Step step = houseOverlap(grid, marks, facts, sum);
                if (step != null) {
                    best = step;
                }
            }
        }
        return best;
    }

    /**
     * The bounds form's difficulty on a sum: the technique's, and {@link #PER_CELL} per open cell past two, counted up
     * to a house's cells (a line across the grid reads no harder than a little killer of nine cells).
     */
    private static double base(Grid grid, int[] marks, SumFacts facts, int sum) {
        int open = 0;
        for (int cell : facts.cells[sum]) {
            if ((marks[cell] & grid.placed) == 0) {
                open++;
            }
        }
        Technique technique = facts.techniques[sum];
        return technique.difficulty() + PER_CELL * Math.max(0, Math.min(open, grid.size) - 2);
    }

    /**
     * Each open cell's digit against the least and most the others can add up to: a candidate that would leave the
     * total out of their reach leaves. The others' bounds take cells that see each other (of one weight) as a group of
     * distinct digits: {@code k} of them add up to at least the {@code k} smallest of their candidates.
     */
    private static Step bounds(Grid grid, int[] marks, SumFacts facts, int sum) {
        int[] cells = facts.cells[sum];
        int[] weights = facts.weights[sum];
        int n = cells.length;
        long placedTotal = 0;
        int[] open = new int[n];
        int openCount = 0;
        for (int i = 0; i < n; i++) {
            if ((marks[cells[i]] & grid.placed) != 0) {
                placedTotal += (long) weights[i] * Grid.digit(marks[cells[i]] & grid.all);
            } else {
                open[openCount++] = i;
            }
        }
        if (openCount == 0) {
            return null;
        }
        // the open positions as groups of mutual peers of one weight, greedily in the sum's order
        int[] groupOf = new int[n];
        int[][] members = new int[openCount][];
        int[] sizes = new int[openCount];
        int groups = 0;
        for (int o = 0; o < openCount; o++) {
            int i = open[o];
            int g = 0;
            while (g < groups && !joins(grid, cells, weights, members[g], sizes[g], i)) {
                g++;
            }
            if (g == groups) {
                members[groups++] = new int[openCount];
            }
            members[g][sizes[g]++] = i;
            groupOf[i] = g;
        }
        long total = facts.totals[sum];
        Map<String, List<Cell>> statements = new LinkedHashMap<>();
        boolean distinct = false;
        StepBuilder step = new StepBuilder(facts.techniques[sum], grid);
        int[] unions = new int[groups];
        int[] counts = new int[groups];
        for (int o = 0; o < openCount; o++) {
            int i = open[o];
            java.util.Arrays.fill(unions, 0);
            java.util.Arrays.fill(counts, 0);
            for (int q = 0; q < openCount; q++) {
                if (open[q] != i) {
                    unions[groupOf[open[q]]] |= marks[cells[open[q]]] & grid.all;
                    counts[groupOf[open[q]]]++;
                }
            }
            long least = placedTotal;
            long most = placedTotal;
            boolean usesDistinct = false;
            for (int g = 0; g < groups; g++) {
                if (counts[g] == 0) {
                    continue;
                }
                if (Integer.bitCount(unions[g]) < counts[g]) {
                    return null; // the group cannot differ: the marks are broken, not for this step to say
                }
                usesDistinct |= counts[g] > 1;
                int weight = weights[members[g][0]];
                long smallest = weight * (long) smallest(unions[g], counts[g]);
                long largest = weight * (long) largest(unions[g], counts[g]);
                least += Math.min(smallest, largest);
                most += Math.max(smallest, largest);
            }
            // weight * digit must lie within [total - most, total - least]
            int candidates = marks[cells[i]] & grid.all;
            int kept = 0;
            for (int bits = candidates; bits != 0; bits &= bits - 1) {
                long value = (long) weights[i] * Grid.digit(bits & -bits);
                if (value >= total - most && value <= total - least) {
                    kept |= bits & -bits;
                }
            }
            if (kept == 0) {
                return null; // no digit fits: broken marks
            }
            if (kept != candidates) {
                eliminate(step, grid, cells[i], candidates & ~kept);
                statements.computeIfAbsent(range(candidates, kept), k -> new ArrayList<>()).add(grid.cell(cells[i]));
                distinct |= usesDistinct;
            }
        }
        if (step.changesNothing()) {
            return null;
        }
        List<String> clauses = new ArrayList<>();
        for (Map.Entry<String, List<Cell>> statement : statements.entrySet()) {
            List<Cell> named = statement.getValue();
            clauses.add(Notation.cells(named) + (named.size() == 1 ? " is " : " are ") + statement.getKey());
        }
        named(step, grid, facts, sum).difficulty(base(grid, marks, facts, sum));
        return step.pattern(equation(grid, facts, sum) + (distinct ? ", its cells that see each other differing" : "")
                + ", so " + Notation.and(clauses)).build();
    }

    /** Whether position {@code i} joins a group: of its weight, and seeing every member. */
    private static boolean joins(Grid grid, int[] cells, int[] weights, int[] members, int size, int i) {
        if (weights[members[0]] != weights[i]) {
            return false;
        }
        for (int m = 0; m < size; m++) {
            if (!grid.sees(cells[i], cells[members[m]])) {
                return false;
            }
        }
        return true;
    }

    /** The sum of the {@code count} smallest digits of a mask. */
    private static int smallest(int mask, int count) {
        int total = 0;
        for (int bits = mask, left = count; left > 0; bits &= bits - 1, left--) {
            total += Grid.digit(bits & -bits);
        }
        return total;
    }

    /** The sum of the {@code count} largest digits of a mask. */
    private static int largest(int mask, int count) {
        int total = 0;
        for (int bits = mask, left = count; left > 0; left--) {
            int bit = Integer.highestOneBit(bits);
            total += Grid.digit(bit);
            bits &= ~bit;
        }
        return total;
    }

    /** What the bounds leave a cell: {@code at least 3}, {@code at most 8}, {@code 2 to 5}, {@code 4}. */
    private static String range(int candidates, int kept) {
        int low = Grid.digit(Integer.lowestOneBit(kept));
        int high = Grid.digit(Integer.highestOneBit(kept));
        boolean lowGone = Integer.lowestOneBit(candidates) != Integer.lowestOneBit(kept);
        boolean highGone = Integer.highestOneBit(candidates) != Integer.highestOneBit(kept);
        if (low == high) {
            return Integer.toString(low);
        }
        if (lowGone && highGone) {
            return low + " to " + high;
        }
        return lowGone ? "at least " + low : "at most " + high;
    }

    /**
     * The need form ({@link #NEED_EXTRA} over the bounds form): every filling of the sum puts a digit in one of some
     * of its cells, so an open cell off the sum that sees all of them loses it ({@code every way of filling the arrow
     * puts a 1 in r6c4, r5c5 or r4c6; r4c4 sees all of them}); a digit every filling holds in one cell only is placed
     * there. Per digit, the fillings without it are searched first (most digits have some: nothing to find), then
     * each cell off the sum with the places it sees taken out (one search per distinct set of places); sums of more
     * cells than digits are skipped, as by the house form.
     */
    private static Step needed(Grid grid, int[] marks, SumFacts facts, int sum) {
        int[] cells = facts.cells[sum];
        if (cells.length > grid.size) {
            return null;
        }
        RuleFillings fillings = RuleFillings.of(grid);
        if (fillings.fill(marks, sum) != RuleFillings.FOUND) {
            return null;
        }
        int[] support = fillings.support.clone();
        int[] positionOf = positionsOf(grid, cells);
        // A digit placed on the sum counts too: a little killer's or an arrow's cells that do not see each other may
        // repeat it, and the question is only whether every filling puts it in one of the open places as well.
        int onSum = 0;
        for (int i = 0; i < cells.length; i++) {
            if ((marks[cells[i]] & grid.placed) == 0) {
                onSum |= support[i];
            }
        }
        int[] without = marks.clone();
        for (int digits = onSum; digits != 0; digits &= digits - 1) {
            int bit = digits & -digits;
            long places = 0; // positions of the sum some filling gives the digit
            for (int i = 0; i < cells.length; i++) {
                if ((marks[cells[i]] & grid.placed) == 0 && (support[i] & bit) != 0) {
                    places |= 1L << i;
                }
            }
            if (Long.bitCount(places) == 1) {
                int place = cells[Long.numberOfTrailingZeros(places)];
                if (Integer.bitCount(marks[place] & grid.all) > 1 && fillsWithout(grid, marks, facts, sum, fillings,
                        without, places, bit) == RuleFillings.NONE) {
                    return placed(grid, marks, facts, sum, place, bit);
                }
                continue; // one place: a cell seeing it loses the digit to the singles, once it is placed
            }
            if (fillsWithout(grid, marks, facts, sum, fillings, without, places, bit) != RuleFillings.NONE) {
                continue; // a filling goes without the digit: no cell can lose it, whatever places it sees
            }
            List<Long> tried = new ArrayList<>();
            for (int cell = 0; cell < grid.cells; cell++) {
                if (positionOf[cell] >= 0 || (marks[cell] & grid.placed) != 0 || (marks[cell] & bit) == 0) {
                    continue;
                }
                long seen = seenPlaces(grid, cells, places, cell);
                if (seen == 0 || tried.contains(seen)) {
                    continue;
                }
                tried.add(seen);
                if (seen != places
                        && fillsWithout(grid, marks, facts, sum, fillings, without, seen, bit) != RuleFillings.NONE) {
                    continue;
                }
                if (Long.bitCount(seen) > 1) {
                    return seeing(grid, marks, facts, sum, positionOf, places, seen, bit);
                }
                int only = cells[Long.numberOfTrailingZeros(seen)];
                if (Integer.bitCount(marks[only] & grid.all) > 1) {
                    return placed(grid, marks, facts, sum, only, bit); // the digit's only place: better placed
                }
            }
        }
        return null;
    }

    /** Per cell of the grid, its position among the sum's cells, -1 off the sum. */
    private static int[] positionsOf(Grid grid, int[] cells) {
        int[] positionOf = new int[grid.cells];
        java.util.Arrays.fill(positionOf, -1);
        for (int i = 0; i < cells.length; i++) {
            positionOf[cells[i]] = i;
        }
        return positionOf;
    }

    /** The positions among {@code places} of the sum's cells that a cell sees. */
    private static long seenPlaces(Grid grid, int[] cells, long places, int cell) {
        long seen = 0;
        for (long bits = places; bits != 0; bits &= bits - 1) {
            int i = Long.numberOfTrailingZeros(bits);
            if (grid.sees(cell, cells[i])) {
                seen |= 1L << i;
            }
        }
        return seen;
    }

    /** Searches the sum's fillings with the digit taken from the positions given ({@code without} is scratch). */
    private static int fillsWithout(Grid grid, int[] marks, SumFacts facts, int sum, RuleFillings fillings,
            int[] without, long positions, int bit) {
        int[] cells = facts.cells[sum];
        for (int i = 0; i < cells.length; i++) {
            without[cells[i]] = (positions & 1L << i) != 0 ? marks[cells[i]] & ~bit : marks[cells[i]];
        }
        return fillings.fill(without, sum);
    }

    /** The need form's placement: every filling puts the digit in one cell. */
    private static Step placed(Grid grid, int[] marks, SumFacts facts, int sum, int place, int bit) {
        int digit = Grid.digit(bit);
        StepBuilder step = new StepBuilder(facts.techniques[sum], grid);
        named(step, grid, facts, sum).digit(digit).difficulty(base(grid, marks, facts, sum) + NEED_EXTRA);
        step.place(place, digit);
        return step.pattern(equation(grid, facts, sum) + ", and every way of filling the "
                + noun(facts, sum) + " puts a " + digit + " in "
                + grid.cell(place).name()).build();
    }

    /**
     * The need form's elimination: every filling puts the digit in one of the {@code needed} positions, so each open
     * cell off the sum that sees all of them loses it.
     */
    private static Step seeing(Grid grid, int[] marks, SumFacts facts, int sum, int[] positionOf, long places,
            long needed, int bit) {
        int[] cells = facts.cells[sum];
        int digit = Grid.digit(bit);
        StepBuilder step = new StepBuilder(facts.techniques[sum], grid);
        named(step, grid, facts, sum).digit(digit).difficulty(base(grid, marks, facts, sum) + NEED_EXTRA);
        List<Cell> seeing = new ArrayList<>();
        for (int cell = 0; cell < grid.cells; cell++) {
            if (positionOf[cell] < 0 && (marks[cell] & grid.placed) == 0 && (marks[cell] & bit) != 0
                    && (seenPlaces(grid, cells, places, cell) & needed) == needed) {
                step.eliminate(cell, digit);
                seeing.add(grid.cell(cell));
            }
        }
        List<Cell> where = new ArrayList<>();
        for (long bits = needed; bits != 0; bits &= bits - 1) {
            where.add(grid.cell(cells[Long.numberOfTrailingZeros(bits)]));
        }
        return step.pattern(equation(grid, facts, sum) + ", and every way of filling the "
                + noun(facts, sum) + " puts a " + digit + " in "
                + Notation.orCells(where) + "; " + Notation.cells(seeing) + (seeing.size() == 1 ? " sees" : " see")
                + " all of them").build();
    }

    /** A candidate that no filling of the sum uses leaves ({@link #FILLING_EXTRA} over the bounds form). */
    private static Step filling(Grid grid, int[] marks, SumFacts facts, int sum) {
        RuleFillings fillings = RuleFillings.of(grid);
        if (fillings.fill(marks, sum) != RuleFillings.FOUND) {
            return null; // too large to search, or no filling: broken marks, not for this step to say
        }
        int[] cells = facts.cells[sum];
        StepBuilder step = new StepBuilder(facts.techniques[sum], grid);
        Map<Integer, List<Cell>> unused = new LinkedHashMap<>();
        for (int i = 0; i < cells.length; i++) {
            if ((marks[cells[i]] & grid.placed) != 0) {
                continue;
            }
            int gone = marks[cells[i]] & grid.all & ~fillings.support[i];
            if (gone != 0) {
                eliminate(step, grid, cells[i], gone);
                unused.computeIfAbsent(gone, k -> new ArrayList<>()).add(grid.cell(cells[i]));
            }
        }
        if (step.changesNothing()) {
            return null;
        }
        named(step, grid, facts, sum).difficulty(base(grid, marks, facts, sum) + FILLING_EXTRA);
        return step.pattern(equation(grid, facts, sum) + ", and no way of filling the "
                + noun(facts, sum) + " puts " + unusedText(unused)).build();
    }

    /**
     * A digit whose every open place in a house lies on the sum (two places or more: one is a hidden single): the sum
     * holds it in one of them, so only the fillings that put it there count; a candidate none of them uses leaves.
     * Sums of more cells than digits are skipped: a search per house, digit and place on a line across the grid costs
     * more than the last resort, and a player does not read a long line so.
     */
    private static Step houseOverlap(Grid grid, int[] marks, SumFacts facts, int sum) {
        int[] cells = facts.cells[sum];
        if (cells.length > grid.size) {
            return null;
        }
        int[] positionOf = positionsOf(grid, cells);
        RuleFillings fillings = RuleFillings.of(grid);
        int[] union = new int[cells.length];
        int[] places = new int[grid.size];
        for (int house = 0; house < grid.houseCount(); house++) {
            int[] houseCells = grid.cellsOf(house);
            int placedInHouse = 0;
            for (int cell : houseCells) {
                if ((marks[cell] & grid.placed) != 0) {
                    placedInHouse |= marks[cell] & grid.all;
                }
            }
            for (int bit = 1; bit <= grid.all; bit <<= 1) {
                if ((placedInHouse & bit) != 0) {
                    continue;
                }
                int count = 0;
                boolean inside = true;
                for (int cell : houseCells) {
                    if ((marks[cell] & grid.placed) == 0 && (marks[cell] & bit) != 0) {
                        inside &= positionOf[cell] >= 0;
                        if (inside) {
                            places[count++] = cell;
                        }
                    }
                }
                if (!inside || count < 2) {
                    continue;
                }
                java.util.Arrays.fill(union, 0);
                boolean known = true;
                for (int p = 0; p < count && known; p++) {
                    int result = fillings.fillPlacing(marks, sum, positionOf[places[p]], bit);
                    known = result != RuleFillings.TOO_BIG;
                    if (result == RuleFillings.FOUND) {
                        for (int i = 0; i < cells.length; i++) {
                            union[i] |= fillings.support[i];
                        }
                    }
                }
                Step step = known ? confinedStep(grid, marks, facts, sum, house, bit, places, count, union) : null;
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** The house form's step, when the fillings that hold the digit in the house leave a candidate unused. */
    private static Step confinedStep(Grid grid, int[] marks, SumFacts facts, int sum, int house, int bit,
            int[] places, int count, int[] union) {
        int[] cells = facts.cells[sum];
        StepBuilder step = new StepBuilder(facts.techniques[sum], grid);
        Map<Integer, List<Cell>> unused = new LinkedHashMap<>();
        for (int i = 0; i < cells.length; i++) {
            if ((marks[cells[i]] & grid.placed) != 0) {
                continue;
            }
            if (union[i] == 0) {
                return null; // no filling holds the digit there: broken marks, not for this step to say
            }
            int gone = marks[cells[i]] & grid.all & ~union[i];
            if (gone != 0) {
                eliminate(step, grid, cells[i], gone);
                unused.computeIfAbsent(gone, k -> new ArrayList<>()).add(grid.cell(cells[i]));
            }
        }
        if (step.changesNothing()) {
            return null;
        }
        List<Cell> placeCells = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            placeCells.add(grid.cell(places[p]));
        }
        int digit = Grid.digit(bit);
        named(step, grid, facts, sum).house(house).digit(digit)
                .difficulty(base(grid, marks, facts, sum) + FILLING_EXTRA + HOUSE_EXTRA);
        String what = noun(facts, sum);
        return step.pattern(equation(grid, facts, sum) + "; in " + grid.name(house) + ", " + digit
                + " can only be in " + Notation.orCells(placeCells) + ", on the " + what + ", and no way of filling"
                + " the " + what + " with " + digit + " there puts " + unusedText(unused)).build();
    }

    /** {@code 2 in any of r2c2 and r3c3 or 5 in r1c1}: each set of unused digits with the cells it leaves. */
    private static String unusedText(Map<Integer, List<Cell>> unused) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<Integer, List<Cell>> entry : unused.entrySet()) {
            List<Cell> where = entry.getValue();
            parts.add(Notation.orDigits(KillerFinders.digitList(entry.getKey())) + " in "
                    + (where.size() == 1 ? where.get(0).name() : "any of " + Notation.cells(where)));
        }
        return Notation.or(parts);
    }

    /** The step's rule and cells. */
    private static StepBuilder named(StepBuilder step, Grid grid, SumFacts facts, int sum) {
        step.rule(facts.rules[sum]);
        for (int cell : facts.cells[sum]) {
            step.cell(cell);
        }
        return step;
    }

    /**
     * The sum as a player reads it: {@code the diagonal r1c7-r3c9 adds up to 6}, {@code the line r1c2-r1c3 adds up to
     * the circle r1c1}, {@code the line r2c3-r4c3 adds up to the number the pill r1c1-r1c2 reads}.
     */
    static String equation(Grid grid, SumFacts facts, int sum) {
        int[] cells = facts.cells[sum];
        int circle = facts.circleSizes[sum];
        if (circle == 0) {
            return (facts.techniques[sum] == Technique.MAGIC_SQUARE ? "the magic square's line " : "the diagonal ")
                    + span(grid, cells, 0, cells.length) + " adds up to " + facts.totals[sum];
        }
        String line = "the line " + span(grid, cells, circle, cells.length) + " adds up to ";
        if (facts.isDoubleArrow(sum)) {
            return line + "the circles " + grid.cell(cells[0]).name() + " and " + grid.cell(cells[1]).name();
        }
        return line + (circle == 1 ? "the circle " + grid.cell(cells[0]).name()
                : "the number the pill " + span(grid, cells, 0, circle) + " reads");
    }

    /** What a player calls the sum's cells: an arrow, a little killer's diagonal, a magic square's line. */
    private static String noun(SumFacts facts, int sum) {
        return facts.isArrow(sum) ? "arrow" : facts.techniques[sum] == Technique.MAGIC_SQUARE ? "line" : "diagonal";
    }

    /** {@code r1c2}, or the first and last of several cells: {@code r1c2-r1c5}. */
    private static String span(Grid grid, int[] cells, int from, int to) {
        String first = grid.cell(cells[from]).name();
        return to - from == 1 ? first : first + "-" + grid.cell(cells[to - 1]).name();
    }

    private static void eliminate(StepBuilder step, Grid grid, int cell, int digits) {
        for (int bits = digits & grid.all; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Grid.digit(bits & -bits));
        }
    }

    // ---- sandwiches

    /**
     * A sandwich: every way of placing the 1 and the largest digit in the line with a set of distinct digits between
     * them that adds up to the clue, where the cells between can hold the set and each cell outside a digit outside
     * it; a candidate no such way gives its cell leaves.
     */
    static Step sandwich(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() || grid.rules.sums.isEmpty()) {
            return null;
        }
        SumFacts facts = grid.rules.sums;
        for (int t = 0; t < facts.sandwichLines.length; t++) {
            Step step = sandwich(grid, marks, facts, t);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** A way a sandwich fits: the 1 or the largest digit ({@code first}) at {@code i}, the other at {@code j}. */
    interface SandwichWay {
        void fits(int i, int j, int first, int set);
    }

    /**
     * What a sandwich allows on these marks, for its finder and the dynamic chains: every way of placing the 1 and
     * the largest digit in the line with a set of distinct digits between them that adds up to the clue, where the
     * cells between can hold the set and each cell outside a digit outside it, is told to {@code ways} (unless null),
     * and per cell of the line the candidates some way gives it go into {@code support} (a bound: each way is a set
     * between, not a filling of its cells). Whether some way fits (when none does, {@code support} is all 0).
     */
    static boolean sandwichSupport(Grid grid, int[] marks, int t, int[] support, SandwichWay ways) {
        SumFacts facts = grid.rules.sums;
        int[] line = facts.sandwichLines[t];
        int n = line.length;
        int low = 1;
        int high = 1 << grid.size - 1;
        int ends = low | high;
        int[] candidates = new int[n];
        int lowOnly = -1; // a cell that can only be the 1, or the largest digit
        int highOnly = -1;
        for (int i = 0; i < n; i++) {
            candidates[i] = marks[line[i]] & grid.all;
            lowOnly = candidates[i] == low ? i : lowOnly;
            highOnly = candidates[i] == high ? i : highOnly;
            support[i] = 0;
        }
        int[][] setsByCount = facts.sandwichSets[t];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int lowFirst = 1; lowFirst >= 0; lowFirst--) {
                    int first = lowFirst == 1 ? low : high;
                    int second = first ^ ends;
                    int firstAt = first == low ? lowOnly : highOnly;
                    int secondAt = second == low ? lowOnly : highOnly;
                    if ((candidates[i] & first) == 0 || (candidates[j] & second) == 0
                            || firstAt >= 0 && firstAt != i || secondAt >= 0 && secondAt != j) {
                        continue;
                    }
                    for (int set : setsByCount[j - i - 1]) {
                        if (!fits(candidates, i, j, set, ends)) {
                            continue;
                        }
                        any = true;
                        support[i] |= first;
                        support[j] |= second;
                        for (int k = 0; k < n; k++) {
                            if (k != i && k != j) {
                                support[k] |= candidates[k] & (k > i && k < j ? set : ~(set | ends));
                            }
                        }
                        if (ways != null) {
                            ways.fits(i, j, first, set);
                        }
                    }
                }
            }
        }
        return any;
    }

    private static Step sandwich(Grid grid, int[] marks, SumFacts facts, int t) {
        int[] line = facts.sandwichLines[t];
        int n = line.length;
        int[] support = new int[n];
        SandwichOptions options = new SandwichOptions(grid, line);
        sandwichSupport(grid, marks, t, support, options);
        int ends = 1 | 1 << grid.size - 1;
        int[] candidates = new int[n];
        for (int k = 0; k < n; k++) {
            candidates[k] = marks[line[k]] & grid.all;
        }
        StepBuilder step = new StepBuilder(Technique.SANDWICH, grid).rule(facts.sandwichRules[t]);
        for (int k = 0; k < n; k++) {
            if ((marks[line[k]] & grid.placed) != 0) {
                continue;
            }
            if (support[k] == 0) {
                return null; // the clue fits nowhere: broken marks, not for this step to say
            }
            eliminate(step, grid, line[k], candidates[k] & ~support[k]);
        }
        if (step.changesNothing()) {
            return null;
        }
        for (int cell : line) {
            step.cell(cell);
        }
        String lineName = grid.cell(line[0]).row() == grid.cell(line[n - 1]).row()
                ? "row " + (grid.cell(line[0]).row() + 1) : "column " + (grid.cell(line[0]).col() + 1);
        String says = lineName + " has " + facts.sandwichSums[t] + " between its 1 and its " + grid.size;
        if (options.count <= LISTED) {
            return step.pattern(says + ", which fits only as " + Notation.or(options.listed)).build();
        }
        List<Cell> places = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if ((support[k] & ends) != 0) {
                places.add(grid.cell(line[k]));
            }
        }
        List<String> between = new ArrayList<>();
        if (options.sets.size() <= LISTED) {
            for (int set : options.sets) {
                between.add(KillerFinders.combo(set));
            }
        } else {
            for (int bits = options.gaps; bits != 0; bits &= bits - 1) {
                between.add(Integer.toString(Integer.numberOfTrailingZeros(bits)));
            }
        }
        return step.pattern(says + ", which fits only with " + Notation.or(between)
                + (options.sets.size() <= LISTED ? "" : " cells") + " between them, so they can only be in "
                + Notation.cells(places)).build();
    }

    /** The ways a sandwich fits, as its step tells them: the first {@link #LISTED} in words, the sets, the gaps. */
    private static final class SandwichOptions implements SandwichWay {
        final Grid grid;
        final int[] line;
        final List<String> listed = new ArrayList<>();
        int count;
        /** Bit k: some way has k cells between its ends. */
        int gaps;
        /** The sets between of the ways, in the order found. */
        final List<Integer> sets = new ArrayList<>();

        SandwichOptions(Grid grid, int[] line) {
            this.grid = grid;
            this.line = line;
        }

        @Override
        public void fits(int i, int j, int first, int set) {
            gaps |= 1 << j - i - 1;
            if (!sets.contains(set)) {
                sets.add(set);
            }
            if (++count <= LISTED) {
                int second = first ^ (1 | 1 << grid.size - 1);
                String oneEnd = Grid.digit(first) + " in " + grid.cell(line[i]).name();
                String otherEnd = Grid.digit(second) + " in " + grid.cell(line[j]).name();
                listed.add(set == 0 ? oneEnd + " next to " + otherEnd
                        : KillerFinders.combo(set) + " between " + oneEnd + " and " + otherEnd);
            }
        }
    }

    /**
     * Whether the set can stand between positions {@code i} and {@code j}: each cell between holds a digit of it, they
     * hold all of it between them, and each cell outside holds a digit neither of it nor an end.
     */
    private static boolean fits(int[] candidates, int i, int j, int set, int ends) {
        int union = 0;
        for (int k = i + 1; k < j; k++) {
            if ((candidates[k] & set) == 0) {
                return false;
            }
            union |= candidates[k] & set;
        }
        if (union != set) {
            return false;
        }
        for (int k = 0; k < candidates.length; k++) {
            if ((k < i || k > j) && (candidates[k] & ~(set | ends)) == 0) {
                return false;
            }
        }
        return true;
    }
}
