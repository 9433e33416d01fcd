package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines whose every few cells in a row hold one digit of each of a few groups: entropic lines
 * ({@link Technique#ENTROPIC_LINE}: every three cells, one of 1-3, one of 4-6 and one of 7-9 on 9x9; the groups are
 * the rule compiler's, {@code size / 3} digits each, the last taking what is left), parity lines
 * ({@link Technique#PARITY_LINE}: every two cells, one odd and one even) and modular lines
 * ({@link Technique#MODULAR_LINE}: every {@code m} cells, one digit of each remainder divided by {@code m}). A cell
 * whose candidates lie in one group clears that group from the cells of every run it is in; two cells of one run
 * whose candidates lie in the same two groups clear both from the rest of the runs holding both (a modular line
 * shorter than its modulus is one run of different remainders). On runs of two and three cells these find everything
 * the runs allow; on longer runs a hidden group (the one remainder only one cell of a run can take) is left to the
 * chains, as is that a modular line's cells {@code m} apart share their remainder, which the pair links of
 * {@link PairFacts} carry.
 */
final class DigitGroupLines {

    private DigitGroupLines() {
    }

    /** One line: its cells, its rule's index, and its groups, as many as the cells of a run. */
    private record GroupLine(int[] cells, int rule, Groups groups) {
        int run() {
            return groups.count;
        }
    }

    static Step entropic(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        List<GroupLine> lines = new ArrayList<>();
        for (int e = 0; e < facts.entropics.length; e++) {
            lines.add(new GroupLine(facts.entropics[e], facts.entropicRules[e], Groups.thirds(grid.size)));
        }
        return find(grid, marks, lines, Technique.ENTROPIC_LINE);
    }

    static Step parity(Grid grid, int[] marks, Budget budget) {
        return residues(grid, marks, Technique.PARITY_LINE);
    }

    static Step modular(Grid grid, int[] marks, Budget budget) {
        return residues(grid, marks, Technique.MODULAR_LINE);
    }

    /** The parity lines (modulus 2) or the modular lines (the others). */
    private static Step residues(Grid grid, int[] marks, Technique technique) {
        LineFacts facts = grid.rules.lines;
        List<GroupLine> lines = new ArrayList<>();
        for (int m = 0; m < facts.moduli.length; m++) {
            if ((facts.moduli[m] == 2) == (technique == Technique.PARITY_LINE)) {
                lines.add(new GroupLine(facts.modulars[m], facts.modularRules[m],
                        Groups.remainders(grid.size, facts.moduli[m])));
            }
        }
        return find(grid, marks, lines, technique);
    }

    private static Step find(Grid grid, int[] marks, List<GroupLine> lines, Technique technique) {
        for (GroupLine line : lines) {
            for (int i = 0; i < line.cells.length; i++) {
                Step step = oneGroup(grid, marks, line, technique, i);
                if (step != null) {
                    return step;
                }
            }
        }
        for (GroupLine line : lines) {
            for (int i = 0; i < line.cells.length; i++) {
                for (int j = i + 1; j < line.cells.length && j < i + line.run(); j++) {
                    Step step = twoGroups(grid, marks, line, technique, i, j);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** Cell {@code i} holds digits of one group only: the cells of every run holding it lose that group. */
    private static Step oneGroup(Grid grid, int[] marks, GroupLine line, Technique technique, int i) {
        int[] cells = line.cells;
        int held = line.groups.of(marks[cells[i]] & grid.all);
        if (Integer.bitCount(held) != 1) {
            return null;
        }
        int digits = line.groups.digits(held);
        int from = Math.max(0, i - line.run() + 1);
        int to = Math.min(cells.length - 1, i + line.run() - 1);
        if (!removes(grid, marks, cells, from, to, i, -1, digits)) {
            return null;
        }
        StepBuilder step = lineStep(grid, marks, line, technique, from, to, i, -1, digits);
        String holds = isOpen(grid, marks, cells[i]) ? " holds only " + LineText.digits(digits)
                : " is " + Grid.digit(marks[cells[i]] & grid.all);
        return step.pattern(rule(grid, line, technique) + ", and " + LineText.name(grid, cells[i]) + holds).build();
    }

    /**
     * Cells {@code i} and {@code j} of one run hold digits of the same two groups only: the other cells of the runs
     * holding both lose those groups.
     */
    private static Step twoGroups(Grid grid, int[] marks, GroupLine line, Technique technique, int i, int j) {
        int[] cells = line.cells;
        int held = line.groups.of(marks[cells[i]] & grid.all) | line.groups.of(marks[cells[j]] & grid.all);
        if (Integer.bitCount(held) != 2) {
            return null;
        }
        int digits = line.groups.digits(held);
        int from = Math.max(0, j - line.run() + 1); // the runs holding both start at j - run + 1 to i
        int to = Math.min(cells.length - 1, i + line.run() - 1);
        if (!removes(grid, marks, cells, from, to, i, j, digits)) {
            return null;
        }
        StepBuilder step = lineStep(grid, marks, line, technique, from, to, i, j, digits);
        return step.pattern(rule(grid, line, technique) + ", and " + LineText.name(grid, cells[i]) + " and "
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
    private static StepBuilder lineStep(Grid grid, int[] marks, GroupLine line, Technique technique, int from, int to,
            int i, int j, int digits) {
        int[] cells = line.cells;
        StepBuilder step = new StepBuilder(technique, grid).rule(line.rule);
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
     * 7-9}; {@code neighbours on the parity line r1c1-r1c4 alternate odd and even}; {@code every 3 cells in a row on
     * the modular line r1c1-r1c5 hold digits of different remainders divided by 3}.
     */
    private static String rule(Grid grid, GroupLine line, Technique technique) {
        if (technique == Technique.PARITY_LINE) {
            return "neighbours on " + LineText.line(grid, "parity line", line.cells) + " alternate odd and even";
        }
        if (technique == Technique.MODULAR_LINE) {
            String where = LineText.line(grid, "modular line", line.cells);
            return (line.cells.length < line.run() ? "the cells of " + where + ", fewer than " + line.run() + ","
                    : "every " + line.run() + " cells in a row on " + where)
                    + " hold digits of different remainders divided by " + line.run();
        }
        Groups groups = line.groups;
        List<String> names = new ArrayList<>();
        for (int g = 0; g < groups.count; g++) {
            names.add(LineText.digits(groups.digits(1 << g)));
        }
        String text = "every three cells in a row on " + LineText.line(grid, "entropic line", line.cells);
        if (groups.count == 3) {
            return text + " hold one digit of " + names.get(0) + ", one of " + names.get(1) + " and one of "
                    + names.get(2);
        }
        return text + " hold digits of three different groups of " + Notation.and(names);
    }

    /**
     * Groups of digits, as masks, one digit of each in every run of a line ({@link FillingCheck.Shape#runs} reads a
     * line's digits by them too).
     */
    static final class Groups {
        final int count;
        /** The digits of each group, as masks. */
        final int[] digits;

        private Groups(int count) {
            this.count = count;
            this.digits = new int[count];
        }

        /** The rule compiler's thirds: {@code size / 3} digits each, by {@code (digit - 1) / (size / 3)}. */
        static Groups thirds(int size) {
            int width = size / 3;
            Groups groups = new Groups((size - 1) / width + 1);
            for (int digit = 1; digit <= size; digit++) {
                groups.digits[(digit - 1) / width] |= 1 << digit - 1;
            }
            return groups;
        }

        /** The remainders divided by {@code modulus}: group r holds the digits of remainder r. */
        static Groups remainders(int size, int modulus) {
            Groups groups = new Groups(modulus);
            for (int digit = 1; digit <= size; digit++) {
                groups.digits[digit % modulus] |= 1 << digit - 1;
            }
            return groups;
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
