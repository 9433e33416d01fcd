package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines whose middle is judged against their ends. Between lines ({@link Technique#BETWEEN_LINE}): every cell strictly
 * between the two ends holds a digit strictly between the ends' digits. Lockout lines ({@link Technique#LOCKOUT_LINE}),
 * their mirror: the ends differ by at least the line's difference, and every middle cell holds a digit outside the
 * ends' range, the ends' digits included. A pair of end digits is possible when each middle cell has a candidate where
 * the pair puts it and the middle cells of one house (which differ) have room there, one digit each; the ends keep
 * the digits of the possible pairs, the middle cells the candidates some possible pair allows. 0.2 harder per middle
 * cell past one.
 */
final class BetweenLines {

    static final double PER_MIDDLE_CELL = 0.2;
    /** Lower ends a description lists with their higher ends; past it, it gives the two ends' digits. */
    private static final int LISTED = 4;

    private BetweenLines() {
    }

    static Step between(Grid grid, int[] marks, Budget budget) {
        return find(grid, marks, false);
    }

    static Step lockout(Grid grid, int[] marks, Budget budget) {
        return find(grid, marks, true);
    }

    private static Step find(Grid grid, int[] marks, boolean lockouts) {
        LineFacts facts = grid.rules.lines;
        if (facts.betweens.length == 0) {
            return null;
        }
        int easiest = -1;
        for (int b = 0; b < facts.betweens.length; b++) {
            if ((facts.lockouts[b] > 0) == lockouts
                    && (easiest < 0 || facts.betweens[b].length < facts.betweens[easiest].length)
                    && new Pairs(grid, marks, b).removes()) {
                easiest = b;
            }
        }
        return easiest < 0 ? null : new Pairs(grid, marks, easiest).step();
    }

    /**
     * What a between or lockout line allows on these marks, for the dynamic chains: per cell, the digits some possible pair of
     * end digits leaves it ({@code out[i]} for the line's cell {@code i}); whether some pair is possible (when none
     * is, {@code out} is all 0).
     */
    static boolean support(Grid grid, int[] marks, int line, int[] out) {
        int[] cells = grid.rules.lines.betweens[line];
        int[] values = grid.values(marks, cells);
        java.util.Arrays.fill(out, 0, cells.length, 0);
        pairs(grid, line, values, null, out);
        return out[0] != 0;
    }

    /**
     * The possible pairs of end digits of a line whose cells hold {@code values} (a placed cell its digit):
     * per lower end digit (index digit - 1) the higher ones it pairs with, into {@code highs} (unless null), and per
     * cell the digits some possible pair leaves it, into {@code support} (both zeroed by the caller).
     */
    private static void pairs(Grid grid, int line, int[] values, int[] highs, int[] support) {
        int k = values.length;
        int[][] groups = grid.rules.lines.betweenGroups[line];
        int lockout = grid.rules.lines.lockouts[line];
        for (int a = values[0]; a != 0; a &= a - 1) {
            int first = Grid.digit(a & -a);
            for (int b = values[k - 1]; b != 0; b &= b - 1) {
                int last = Grid.digit(b & -b);
                int low = Math.min(first, last);
                int high = Math.max(first, last);
                if (lockout > 0 && high - low < lockout) {
                    continue;
                }
                int inside = lockout == 0
                        ? (1 << high - 1) - 1 & ~((1 << low) - 1) // digits low+1 .. high-1
                        : grid.all & ~((1 << high) - 1 & ~((1 << low - 1) - 1)); // outside low .. high
                if (fits(values, groups, inside)) {
                    if (highs != null) {
                        highs[low - 1] |= 1 << high - 1;
                    }
                    support[0] |= a & -a;
                    support[k - 1] |= b & -b;
                    for (int i = 1; i < k - 1; i++) {
                        support[i] |= values[i] & inside;
                    }
                }
            }
        }
    }

    /** Whether every middle cell has a candidate in {@code inside}, and each house's middle cells room there. */
    private static boolean fits(int[] values, int[][] groups, int inside) {
        for (int i = 1; i < values.length - 1; i++) {
            if ((values[i] & inside) == 0) {
                return false;
            }
        }
        for (int[] group : groups) {
            int[] masks = new int[group.length];
            for (int j = 0; j < group.length; j++) {
                masks[j] = values[group[j]];
            }
            if (!DigitMatching.matches(masks, masks.length, inside, -1)) {
                return false;
            }
        }
        return true;
    }

    /** The possible pairs of end digits of one line, and what they leave each cell. */
    private static final class Pairs {
        final Grid grid;
        final int[] marks;
        final int line;
        final int[] cells;
        /** Per cell, its candidates, or its digit when placed. */
        final int[] values;
        /** Per lower end digit (index digit - 1), the higher end digits it pairs with; the ends' order aside. */
        final int[] highs;
        /** Per cell, the digits some possible pair leaves it. */
        final int[] support;

        Pairs(Grid grid, int[] marks, int line) {
            this.grid = grid;
            this.marks = marks;
            this.line = line;
            this.cells = grid.rules.lines.betweens[line];
            values = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                values[i] = marks[cells[i]] & grid.all;
            }
            highs = new int[grid.size];
            support = new int[cells.length];
            pairs(grid, line, values, highs, support);
        }

        /** Whether an open cell holds a digit no possible pair leaves it (none when no pair is possible). */
        boolean removes() {
            if (support[0] == 0) {
                return false; // no pair: a contradiction the other techniques show
            }
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i]) && (values[i] & ~support[i]) != 0) {
                    return true;
                }
            }
            return false;
        }

        Step step() {
            int middles = cells.length - 2;
            int lockout = grid.rules.lines.lockouts[line];
            Technique technique = lockout == 0 ? Technique.BETWEEN_LINE : Technique.LOCKOUT_LINE;
            StepBuilder step = new StepBuilder(technique, grid)
                    .rule(grid.rules.lines.betweenRules[line])
                    .difficulty(technique.difficulty() + PER_MIDDLE_CELL * (middles - 1));
            for (int i = 0; i < cells.length; i++) {
                step.cell(cells[i]);
                if (isOpen(grid, marks, cells[i])) {
                    for (int bits = values[i] & ~support[i]; bits != 0; bits &= bits - 1) {
                        step.eliminate(cells[i], Grid.digit(bits & -bits));
                    }
                }
            }
            int[] middle = java.util.Arrays.copyOfRange(cells, 1, cells.length - 1);
            StringBuilder text = new StringBuilder("on ")
                    .append(LineText.line(grid, lockout == 0 ? "between line" : "lockout line", cells)).append(", ");
            if (lockout > 0) {
                text.append("the ends ").append(LineText.name(grid, cells[0])).append(" and ")
                        .append(LineText.name(grid, cells[cells.length - 1])).append(" differ by ").append(lockout)
                        .append(" or more, and ");
            }
            text.append(LineText.cells(grid, middle)).append(middles == 1 ? " lies" : " lie")
                    .append(lockout == 0 ? " strictly between the ends " : " outside the ends ")
                    .append(LineText.name(grid, cells[0])).append(" and ")
                    .append(LineText.name(grid, cells[cells.length - 1]));
            if (lockout > 0) {
                text.append(", their digits included");
            }
            int[][] groups = grid.rules.lines.betweenGroups[line];
            for (int g = 0; g < groups.length; g++) {
                int[] members = new int[groups[g].length];
                for (int j = 0; j < members.length; j++) {
                    members[j] = cells[groups[g][j]];
                }
                text.append(", and ").append(LineText.cells(grid, members)).append(" differ (")
                        .append(grid.name(grid.rules.lines.betweenGroupHouses[line][g])).append(')');
            }
            return step.pattern(text.append(", so ").append(endPairs()).toString()).build();
        }

        /**
         * {@code the ends are 1 with 6-9 or 2 with 7 or 8}, each digit of the end with fewer digits (the lower, at a
         * tie) with its partners; past {@link #LISTED} of them, the digits of each end.
         */
        private String endPairs() {
            int[] lowsOf = new int[grid.size]; // per higher end digit, the lower ones it pairs with
            int lows = 0;
            int allHighs = 0;
            for (int low = 1; low <= grid.size; low++) {
                for (int bits = highs[low - 1]; bits != 0; bits &= bits - 1) {
                    lowsOf[Integer.numberOfTrailingZeros(bits)] |= 1 << low - 1;
                    lows |= 1 << low - 1;
                    allHighs |= bits & -bits;
                }
            }
            boolean byHigh = Integer.bitCount(allHighs) < Integer.bitCount(lows);
            int[] partners = byHigh ? lowsOf : highs;
            List<String> pairs = new ArrayList<>();
            for (int digit = 1; digit <= grid.size; digit++) {
                if (partners[digit - 1] != 0) {
                    pairs.add(digit + " with " + LineText.digitsOr(partners[digit - 1]));
                }
            }
            if (pairs.size() > LISTED) {
                return "the lower end is " + LineText.digitsOr(lows) + " and the higher " + LineText.digitsOr(allHighs);
            }
            String last = pairs.remove(pairs.size() - 1);
            return "the ends are " + (pairs.isEmpty() ? last
                    : String.join(", ", pairs) + (pairs.size() == 1 ? " or " : ", or ") + last);
        }
    }
}
