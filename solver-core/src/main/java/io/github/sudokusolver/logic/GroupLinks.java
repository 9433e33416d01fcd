package io.github.sudokusolver.logic;

import java.util.Arrays;

/**
 * What the rules over groups of cells make of two candidates on one rule's cells, for the static chains
 * ({@link Chains}): the arrows, pills and little killers (their fillings, {@link RuleFillings#fillPlacing}) and the
 * renban, region sum, zipper and between lines, quadruples and sandwiches (their ways, {@link LineWays#support}).
 * Per open candidate x of such a rule, the ways of satisfying it that give x its cell: a candidate of another open cell
 * of the rule that none of them gives is a <em>weak link</em> from x (x true makes it false: {@code a 3 in the circle
 * leaves no 5 on a line of two}), and the one digit they all give a cell is an <em>implication</em> (x true makes it
 * true, and its contrapositive: that digit false makes x false). Pairs a peer link already joins (one cell, one digit
 * in two cells that see each other) are left to it. Sound where a family's support is a bound rather than exact (a
 * region sum or zipper line's, a between line's, a sandwich's): a digit outside the bound is outside every way, and a
 * cell the bound leaves one digit holds that digit in any solution with x.
 *
 * <p>Built per chain search from the marks; the searches are {@link RuleFillings}' and {@link LineWays}' remembered
 * answers while a rule's marks stay. A sum too large to search, or a rule with no way left (broken marks: not for a
 * chain to say), adds nothing. Killer cages add nothing here: their explanations stay as they are.
 */
final class GroupLinks {

    private final Grid grid;
    /** Per candidate ({@code cell * size + digit index}): the candidates it makes false, and each one's rule. */
    private final int[][] weak;
    private final int[][] weakRules;
    /** Per candidate: the candidates it makes true, and each one's rule. */
    private final int[][] implied;
    private final int[][] impliedRules;
    /** Per candidate: the candidates that make it true (false when it is false); {@link #implied} names the rule. */
    private final int[][] implying;

    private GroupLinks(Grid grid) {
        this.grid = grid;
        int candidates = grid.cells * grid.size;
        this.weak = new int[candidates][];
        this.weakRules = new int[candidates][];
        this.implied = new int[candidates][];
        this.impliedRules = new int[candidates][];
        this.implying = new int[candidates][];
    }

    /** The links of every such rule of the grid on these marks; null on a grid without one. */
    static GroupLinks of(Grid grid, int[] marks) {
        SumFacts sums = grid.rules.sums;
        LineWays ways = LineWays.of(grid);
        boolean anySum = !sums.isEmpty() && sums.sumCount() > 0;
        if (!anySum && ways == null) {
            return null;
        }
        GroupLinks links = new GroupLinks(grid);
        if (anySum) {
            RuleFillings fillings = RuleFillings.of(grid);
            for (int sum = 0; sum < sums.sumCount(); sum++) {
                if (fillings.fill(marks, sum) == RuleFillings.FOUND) {
                    links.addSum(fillings, marks, sums, sum);
                }
            }
        }
        if (ways != null) {
            int[] fixed = marks.clone();
            for (int way = 0; way < ways.count(); way++) {
                links.addWay(ways, marks, fixed, way);
            }
        }
        return links;
    }

    private void addSum(RuleFillings fillings, int[] marks, SumFacts facts, int sum) {
        int[] cells = facts.cells[sum];
        for (int q = 0; q < cells.length; q++) {
            if ((marks[cells[q]] & grid.placed) != 0) {
                continue;
            }
            for (int xs = marks[cells[q]] & grid.all; xs != 0; xs &= xs - 1) {
                int bit = xs & -xs;
                if (fillings.fillPlacing(marks, sum, q, bit) == RuleFillings.FOUND) {
                    addLinks(marks, cells, facts.rules[sum], q, bit, fillings.support);
                } // else no filling gives it: the sum finders remove it
            }
        }
    }

    /** A line rule's links: its ways with each open candidate of its cells, the cell given only it in {@code fixed}. */
    private void addWay(LineWays ways, int[] marks, int[] fixed, int way) {
        int[] cells = ways.cells[way];
        int[] support = new int[cells.length];
        for (int q = 0; q < cells.length; q++) {
            int cell = cells[q];
            if ((marks[cell] & grid.placed) != 0) {
                continue;
            }
            for (int xs = marks[cell] & grid.all; xs != 0; xs &= xs - 1) {
                int bit = xs & -xs;
                fixed[cell] = bit;
                if (ways.support(fixed, way, support)) {
                    addLinks(marks, cells, ways.rule(way), q, bit, support);
                }
            }
            fixed[cell] = marks[cell];
        }
    }

    /**
     * The links from the digit of {@code bit} in the rule's cell at {@code q}, given per cell of the rule the digits
     * the ways with it give ({@code support}).
     */
    private void addLinks(int[] marks, int[] cells, int rule, int q, int bit, int[] support) {
        int size = grid.size;
        int from = cells[q];
        int x = Integer.numberOfTrailingZeros(bit);
        for (int p = 0; p < cells.length; p++) {
            int to = cells[p];
            if (to == from || (marks[to] & grid.placed) != 0) {
                continue;
            }
            int open = marks[to] & grid.all;
            int left = support[p] & open;
            int forbidden = open & ~left;
            if (grid.sees(from, to)) {
                forbidden &= ~bit; // a peer link already
            }
            for (int ys = forbidden; ys != 0; ys &= ys - 1) {
                add(weak, weakRules, from * size + x, to * size + Integer.numberOfTrailingZeros(ys), rule);
            }
            if (Integer.bitCount(left) == 1 && Integer.bitCount(open) > 1) {
                int y = to * size + Integer.numberOfTrailingZeros(left);
                add(implied, impliedRules, from * size + x, y, rule);
                add(implying, null, y, from * size + x, rule);
            }
        }
    }

    /**
     * Adds {@code to} to {@code from}'s list once (two rules may give the same link; the first names it), and its rule
     * to the parallel list when there is one.
     */
    private static void add(int[][] lists, int[][] rules, int from, int to, int rule) {
        int[] list = lists[from];
        if (list == null) {
            lists[from] = new int[] {to};
            if (rules != null) {
                rules[from] = new int[] {rule};
            }
            return;
        }
        for (int target : list) {
            if (target == to) {
                return;
            }
        }
        lists[from] = Arrays.copyOf(list, list.length + 1);
        lists[from][list.length] = to;
        if (rules != null) {
            rules[from] = Arrays.copyOf(rules[from], list.length + 1);
            rules[from][list.length] = rule;
        }
    }

    /** The candidates that {@code candidate} true makes false (null for none). */
    int[] weakFrom(int candidate) {
        return weak[candidate];
    }

    /** The candidates that {@code candidate} true makes true (null for none). */
    int[] impliedBy(int candidate) {
        return implied[candidate];
    }

    /** The candidates that {@code candidate} false makes false: those that imply it (null for none). */
    int[] implying(int candidate) {
        return implying[candidate];
    }

    /** The rule (its index in {@code Layout.rules()}) of a weak link from one candidate to another; -1 for none. */
    int weakRule(int from, int to) {
        return ruleOf(weak, weakRules, from, to);
    }

    /** The rule of an implication, {@code from} true making {@code to} true; -1 for none. */
    int impliedRule(int from, int to) {
        return ruleOf(implied, impliedRules, from, to);
    }

    private static int ruleOf(int[][] lists, int[][] rules, int from, int to) {
        int[] list = lists[from];
        for (int i = 0; list != null && i < list.length; i++) {
            if (list[i] == to) {
                return rules[from][i];
            }
        }
        return -1;
    }
}
