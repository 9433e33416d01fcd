package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Entropic lines ({@link Technique#ENTROPIC_LINE}): every three cells in a row on the line hold digits of three
 * different groups (on 9x9 one of 1-3, one of 4-6, one of 7-9; the groups are the rule compiler's, {@code size / 3}
 * digits each, the last taking what is left). A cell whose candidates lie in one group clears that group from the
 * cells up to two away along the line; two cells of one three whose candidates lie in the same two groups clear both
 * from the third. Repeated, these find everything the threes allow.
 */
final class EntropicLines {

    private EntropicLines() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        if (facts.entropics.length == 0) {
            return null;
        }
        Groups groups = new Groups(grid.size);
        for (int e = 0; e < facts.entropics.length; e++) {
            int[] cells = facts.entropics[e];
            for (int i = 0; i < cells.length; i++) {
                Step step = oneGroup(grid, marks, groups, e, i);
                if (step != null) {
                    return step;
                }
            }
        }
        for (int e = 0; e < facts.entropics.length; e++) {
            int[] cells = facts.entropics[e];
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length && j <= i + 2; j++) {
                    Step step = twoGroups(grid, marks, groups, e, i, j);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** Cell {@code i} holds digits of one group only: the cells up to two away along the line lose that group. */
    private static Step oneGroup(Grid grid, int[] marks, Groups groups, int line, int i) {
        int[] cells = grid.rules.lines.entropics[line];
        int held = groups.of(marks[cells[i]] & grid.all);
        if (Integer.bitCount(held) != 1) {
            return null;
        }
        int digits = groups.digits(held);
        int from = Math.max(0, i - 2);
        int to = Math.min(cells.length - 1, i + 2);
        if (!removes(grid, marks, cells, from, to, i, -1, digits)) {
            return null;
        }
        StepBuilder step = lineStep(grid, marks, line, from, to, i, -1, digits);
        String holds = isOpen(grid, marks, cells[i]) ? " holds only " + LineText.digits(digits)
                : " is " + Grid.digit(marks[cells[i]] & grid.all);
        return step.pattern(rule(grid, groups, cells) + ", and " + LineText.name(grid, cells[i]) + holds).build();
    }

    /**
     * Cells {@code i} and {@code j}, at most two apart, hold digits of the same two groups only: the cells that make a
     * three with both lose those groups.
     */
    private static Step twoGroups(Grid grid, int[] marks, Groups groups, int line, int i, int j) {
        int[] cells = grid.rules.lines.entropics[line];
        int held = groups.of(marks[cells[i]] & grid.all) | groups.of(marks[cells[j]] & grid.all);
        if (Integer.bitCount(held) != 2) {
            return null;
        }
        int digits = groups.digits(held);
        int from = Math.max(0, j - 2); // the threes holding both start at j - 2 to i
        int to = Math.min(cells.length - 1, i + 2);
        if (!removes(grid, marks, cells, from, to, i, j, digits)) {
            return null;
        }
        StepBuilder step = lineStep(grid, marks, line, from, to, i, j, digits);
        return step.pattern(rule(grid, groups, cells) + ", and " + LineText.name(grid, cells[i]) + " and "
                + LineText.name(grid, cells[j]) + " hold only " + LineText.digits(digits)).build();
    }

    private static boolean removes(Grid grid, int[] marks, int[] cells, int from, int to, int i, int j, int digits) {
        for (int k = from; k <= to; k++) {
            if (k != i && k != j && isOpen(grid, marks, cells[k]) && (marks[cells[k]] & digits) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The cells {@code from} to {@code to} of the line, those but {@code i} and {@code j} losing {@code digits}. */
    private static StepBuilder lineStep(Grid grid, int[] marks, int line, int from, int to, int i, int j,
            int digits) {
        int[] cells = grid.rules.lines.entropics[line];
        StepBuilder step = new StepBuilder(Technique.ENTROPIC_LINE, grid).rule(grid.rules.lines.entropicRules[line]);
        for (int k = from; k <= to; k++) {
            step.cell(cells[k]);
            if (k != i && k != j && isOpen(grid, marks, cells[k])) {
                for (int bits = marks[cells[k]] & digits; bits != 0; bits &= bits - 1) {
                    step.eliminate(cells[k], Grid.digit(bits & -bits));
                }
            }
        }
        return step;
    }

    /**
     * {@code every three cells in a row on the entropic line r4c1-r4c6 hold one digit of 1-3, one of 4-6 and one of
     * 7-9}.
     */
    private static String rule(Grid grid, Groups groups, int[] cells) {
        List<String> names = new ArrayList<>();
        for (int g = 0; g < groups.count; g++) {
            names.add(LineText.digits(groups.digits(1 << g)));
        }
        String line = "every three cells in a row on " + LineText.line(grid, "entropic line", cells);
        if (groups.count == 3) {
            return line + " hold one digit of " + names.get(0) + ", one of " + names.get(1) + " and one of "
                    + names.get(2);
        }
        return line + " hold digits of three different groups of " + Notation.and(names);
    }

    /** The rule compiler's groups of digits: {@code size / 3} each, by {@code (digit - 1) / (size / 3)}. */
    private static final class Groups {
        final int width;
        final int count;
        /** The digits of each group, as masks. */
        final int[] digits;

        Groups(int size) {
            width = size / 3;
            count = (size - 1) / width + 1;
            digits = new int[count];
            for (int digit = 1; digit <= size; digit++) {
                digits[(digit - 1) / width] |= 1 << digit - 1;
            }
        }

        /** The groups (bit g for group g) that some digit of {@code mask} belongs to. */
        int of(int mask) {
            int groups = 0;
            for (int g = 0; g < count; g++) {
                if ((mask & digits[g]) != 0) {
                    groups |= 1 << g;
                }
            }
            return groups;
        }

        /** The digits of the groups of {@code groups}. */
        int digits(int groups) {
            int mask = 0;
            for (int g = 0; g < count; g++) {
                if ((groups & 1 << g) != 0) {
                    mask |= digits[g];
                }
            }
            return mask;
        }
    }
}
