package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Quadruples ({@link Technique#QUADRUPLE}): the listed digits appear among the four cells around a corner (a digit
 * listed twice, twice). A listed digit with as many cells left that can hold it as it needs takes them; and when the
 * listed digits not yet placed there are as many as the open cells, those cells hold nothing else.
 */
final class Quadruples {

    private Quadruples() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        if (facts.quadruples.length == 0) {
            return null;
        }
        for (int q = 0; q < facts.quadruples.length; q++) {
            Step step = places(grid, marks, q);
            if (step != null) {
                return step;
            }
        }
        for (int q = 0; q < facts.quadruples.length; q++) {
            Step step = fills(grid, marks, q);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /**
     * What a quadruple allows on these marks, for the dynamic chains: per cell, the digits some way of filling the
     * four cells gives it ({@code out[i]} for the quadruple's cell {@code i}, a placed cell's digit included), a way
     * being a candidate per cell, distinct between cells that see each other, that holds each listed digit at least as
     * often as it is listed; whether there is a way (when there is none, {@code out} is all 0). At most {@code size^4}
     * ways, and far fewer once the listed digits are placed as they must be.
     */
    static boolean support(Grid grid, int[] marks, int q, int[] out) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.quadruples[q];
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = marks[cells[i]] & grid.all;
            out[i] = 0;
        }
        int[] needed = facts.quadrupleCounts[q].clone();
        int[] taken = new int[cells.length];
        return fill(grid, cells, values, facts.quadrupleBits[q], needed, 0, taken, out);
    }

    /**
     * Whether the cells from {@code i} on can be filled so that each listed digit appears at least as often as it is
     * still {@code needed}, the earlier cells holding {@code taken}; records each way's digits into {@code out}.
     */
    private static boolean fill(Grid grid, int[] cells, int[] values, int[] bits, int[] needed, int i, int[] taken,
            int[] out) {
        int missing = 0;
        for (int count : needed) {
            missing += Math.max(0, count);
        }
        if (missing > cells.length - i) {
            return false;
        }
        if (i == cells.length) {
            for (int k = 0; k < cells.length; k++) {
                out[k] |= taken[k];
            }
            return true;
        }
        int seen = 0; // the digits of the earlier cells this one sees
        for (int k = 0; k < i; k++) {
            if (grid.sees(cells[i], cells[k])) {
                seen |= taken[k];
            }
        }
        boolean any = false;
        for (int left = values[i] & ~seen; left != 0; left &= left - 1) {
            int bit = left & -left;
            int listed = 0;
            while (listed < bits.length && bits[listed] != bit) {
                listed++;
            }
            if (listed < bits.length) {
                needed[listed]--;
            }
            taken[i] = bit;
            any |= fill(grid, cells, values, bits, needed, i + 1, taken, out);
            if (listed < bits.length) {
                needed[listed]++;
            }
        }
        return any;
    }

    /** A listed digit whose holders among the four are as many as it needs, some of them open: placed there. */
    private static Step places(Grid grid, int[] marks, int q) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.quadruples[q];
        for (int d = 0; d < facts.quadrupleBits[q].length; d++) {
            int bit = facts.quadrupleBits[q][d];
            List<Integer> holders = new ArrayList<>();
            boolean open = false;
            for (int cell : cells) {
                if ((marks[cell] & bit) != 0) {
                    holders.add(cell);
                    open |= isOpen(grid, marks, cell);
                }
            }
            int needed = facts.quadrupleCounts[q][d];
            if (!open || holders.size() != needed) {
                continue; // all placed, or room to spare (fewer: a contradiction shown elsewhere)
            }
            int digit = Grid.digit(bit);
            StepBuilder step = quadrupleStep(grid, q).digit(digit);
            int[] holding = new int[holders.size()];
            for (int i = 0; i < holding.length; i++) {
                holding[i] = holders.get(i);
                if (isOpen(grid, marks, holding[i])) {
                    step.place(holding[i], digit);
                }
            }
            return step.pattern(digit + " must " + (needed == 2 ? "appear twice" : "be") + " among "
                    + LineText.cells(grid, cells) + ", and only " + LineText.cells(grid, holding) + " can hold it")
                    .build();
        }
        return null;
    }

    /** The listed digits not yet placed fill the open cells: those cells hold only them. */
    private static Step fills(Grid grid, int[] marks, int q) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.quadruples[q];
        int missing = 0;
        int missingDigits = 0;
        for (int d = 0; d < facts.quadrupleBits[q].length; d++) {
            int bit = facts.quadrupleBits[q][d];
            int placed = 0;
            for (int cell : cells) {
                placed += !isOpen(grid, marks, cell) && (marks[cell] & bit) != 0 ? 1 : 0;
            }
            if (placed < facts.quadrupleCounts[q][d]) {
                missing += facts.quadrupleCounts[q][d] - placed;
                missingDigits |= bit;
            }
        }
        List<Integer> open = new ArrayList<>();
        boolean removes = false;
        for (int cell : cells) {
            if (isOpen(grid, marks, cell)) {
                open.add(cell);
                removes |= (marks[cell] & grid.all & ~missingDigits) != 0;
            }
        }
        if (missing == 0 || missing != open.size() || !removes) {
            return null;
        }
        StepBuilder step = quadrupleStep(grid, q).digitBits(missingDigits);
        int[] openCells = new int[open.size()];
        for (int i = 0; i < openCells.length; i++) {
            openCells[i] = open.get(i);
            for (int bits = marks[openCells[i]] & grid.all & ~missingDigits; bits != 0; bits &= bits - 1) {
                step.eliminate(openCells[i], Grid.digit(bits & -bits));
            }
        }
        String digits = Notation.digits(KillerFinders.digitList(missingDigits));
        String text = LineText.cells(grid, cells) + " must hold " + listed(facts, q);
        if (open.size() == cells.length) {
            text += ", which fill them";
        } else {
            text += "; with " + placedList(grid, marks, cells) + ", " + LineText.cells(grid, openCells)
                    + (open.size() == 1 ? " holds " : " hold ") + digits;
        }
        return step.pattern(text).build();
    }

    /** {@code 1, 2, 2 and 9}: the clue's digits. */
    static String listed(LineFacts facts, int q) {
        List<Integer> digits = new ArrayList<>();
        for (int d = 0; d < facts.quadrupleBits[q].length; d++) {
            for (int copy = 0; copy < facts.quadrupleCounts[q][d]; copy++) {
                digits.add(Grid.digit(facts.quadrupleBits[q][d]));
            }
        }
        return Notation.digits(digits);
    }

    /** {@code 7 in r1c1 and 3 in r2c2}: the placed cells. */
    private static String placedList(Grid grid, int[] marks, int[] cells) {
        List<String> placed = new ArrayList<>();
        for (int cell : cells) {
            if (!isOpen(grid, marks, cell)) {
                placed.add(Grid.digit(marks[cell] & grid.all) + " in " + LineText.name(grid, cell));
            }
        }
        return Notation.and(placed);
    }

    private static StepBuilder quadrupleStep(Grid grid, int q) {
        StepBuilder step = new StepBuilder(Technique.QUADRUPLE, grid).rule(grid.rules.lines.quadrupleRules[q]);
        for (int cell : grid.rules.lines.quadruples[q]) {
            step.cell(cell);
        }
        return step;
    }
}
