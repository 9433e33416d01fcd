package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Thermometers ({@link Technique#THERMOMETER}): the digits strictly rise from the bulb, so each cell has bounds. First
 * the bounds its place gives (the k-th of L cells holds k to n - L + k), for every cell of one thermometer at once;
 * then the bounds its neighbours' candidates give, carried along the thermometer in one sweep each way (a cell holds
 * more than the least candidate of the cell before it, less than the greatest of the cell after it), the easiest
 * thermometer first: a bound carried over more cells is harder to see.
 */
final class Thermometers {

    /** What a bound carried past its first cell adds per cell. */
    static final double PER_CARRIED_CELL = 0.1;

    private Thermometers() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        if (facts.thermometers.length == 0) {
            return null;
        }
        for (int t = 0; t < facts.thermometers.length; t++) {
            Step step = byPlace(grid, marks, t);
            if (step != null) {
                return step;
            }
        }
        int easiest = -1;
        int easiestCarry = Integer.MAX_VALUE;
        for (int t = 0; t < facts.thermometers.length; t++) {
            int carry = new Sweep(grid, marks, facts.thermometers[t]).carry;
            if (carry > 0 && carry < easiestCarry) {
                easiest = t;
                easiestCarry = carry;
            }
        }
        return easiest < 0 ? null : byNeighbours(grid, marks, easiest);
    }

    /** The k-th of L cells from the bulb holds k to n - L + k: every open cell of the thermometer outside its range. */
    private static Step byPlace(Grid grid, int[] marks, int t) {
        int[] cells = grid.rules.lines.thermometers[t];
        int length = cells.length;
        int slack = grid.size - length;
        int cutCell = -1;
        int cutCount = 0;
        for (int k = 1; k <= length; k++) {
            if (isOpen(grid, marks, cells[k - 1]) && (marks[cells[k - 1]] & ~range(k, k + slack)) != 0) {
                cutCell = k;
                cutCount++;
            }
        }
        if (cutCount == 0) {
            return null;
        }
        StepBuilder step = thermometerStep(grid, t);
        for (int k = 1; k <= length; k++) {
            if (isOpen(grid, marks, cells[k - 1])) {
                eliminate(step, cells[k - 1], marks[cells[k - 1]] & grid.all & ~range(k, k + slack));
            }
        }
        String bulb = LineText.name(grid, cells[0]);
        if (cutCount == 1) {
            return step.pattern(LineText.name(grid, cells[cutCell - 1]) + " is " + LineText.ordinal(cutCell) + " of "
                    + length + " cells from the bulb at " + bulb + ", so it holds " + cutCell
                    + (slack == 0 ? "" : " to " + (cutCell + slack))).build();
        }
        return step.pattern("the " + length + " cells from the bulb at " + bulb + " rise, so the k-th holds k"
                + (slack == 0 ? "" : " to k+" + slack)).build();
    }

    /** The bounds from the neighbours' candidates, both ways along one thermometer. */
    private static Step byNeighbours(Grid grid, int[] marks, int t) {
        int[] cells = grid.rules.lines.thermometers[t];
        Sweep sweep = new Sweep(grid, marks, cells);
        StepBuilder step = thermometerStep(grid, t)
                .difficulty(Technique.THERMOMETER.difficulty() + PER_CARRIED_CELL * (sweep.carry - 1));
        for (int i = 0; i < cells.length; i++) {
            eliminate(step, cells[i], sweep.cutUp[i] | sweep.cutDown[i]);
        }
        return step.pattern("the digits rise along the thermometer from " + LineText.name(grid, cells[0]) + "; "
                + String.join("; ", sweep.clauses)).build();
    }

    private static StepBuilder thermometerStep(Grid grid, int t) {
        StepBuilder step = new StepBuilder(Technique.THERMOMETER, grid).rule(grid.rules.lines.thermometerRules[t]);
        for (int cell : grid.rules.lines.thermometers[t]) {
            step.cell(cell);
        }
        return step;
    }

    private static void eliminate(StepBuilder step, int cell, int digits) {
        for (int bits = digits; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Grid.digit(bits & -bits));
        }
    }

    /** The digits {@code low} to {@code high} as a mask. */
    private static int range(int low, int high) {
        return (1 << high) - 1 & ~((1 << low - 1) - 1);
    }

    /**
     * One sweep from the bulb (each cell above the least candidate of the one before it, after that one's own cut),
     * then one from the tip on what is left (below the greatest of the one after it). A chain of bounds starts at a
     * cell the sweep did not cut and runs through the cells it cuts in a row; a cell's carry is how far its bound
     * came from the chain's start.
     */
    private static final class Sweep {
        final int[] cutUp;
        final int[] cutDown;
        /** The longest carry of a cut; 0 when nothing is cut. */
        int carry;
        /** Per chain, {@code r8c5 holds at least 3, so r7c5 holds at least 4 and r6c5 at least 5}. */
        final List<String> clauses = new ArrayList<>();

        Sweep(Grid grid, int[] marks, int[] cells) {
            int length = cells.length;
            int[] values = new int[length];
            for (int i = 0; i < length; i++) {
                values[i] = marks[cells[i]] & grid.all; // a placed cell's mark is its digit
            }
            cutUp = new int[length];
            cutDown = new int[length];
            List<String> chain = new ArrayList<>();
            int origin = 0;
            for (int i = 1; i < length; i++) {
                int below = values[i - 1] & ~cutUp[i - 1];
                if (cutUp[i - 1] == 0) {
                    close(chain);
                    origin = i - 1;
                }
                if (below == 0) {
                    break; // an emptied cell: no bound to carry
                }
                int least = Grid.digit(below & -below);
                if (isOpen(grid, marks, cells[i])) {
                    cutUp[i] = values[i] & (1 << least) - 1;
                }
                if (cutUp[i] != 0) {
                    if (chain.isEmpty()) {
                        chain.add(start(grid, marks, cells[origin], least, "at least "));
                    }
                    chain.add(bound(grid, cells[i], least + 1, "at least ", chain.size() == 1));
                    carry = Math.max(carry, i - origin);
                }
            }
            close(chain);
            origin = length - 1;
            for (int i = length - 2; i >= 0; i--) {
                int above = values[i + 1] & ~cutUp[i + 1] & ~cutDown[i + 1];
                if (cutDown[i + 1] == 0) {
                    close(chain);
                    origin = i + 1;
                }
                if (above == 0) {
                    break;
                }
                int greatest = 32 - Integer.numberOfLeadingZeros(above);
                if (isOpen(grid, marks, cells[i])) {
                    cutDown[i] = values[i] & ~cutUp[i] & ~((1 << greatest - 1) - 1);
                }
                if (cutDown[i] != 0) {
                    if (chain.isEmpty()) {
                        chain.add(start(grid, marks, cells[origin], greatest, "at most "));
                    }
                    chain.add(bound(grid, cells[i], greatest - 1, "at most ", chain.size() == 1));
                    carry = Math.max(carry, origin - i);
                }
            }
            close(chain);
        }

        /** {@code r8c5 holds at least 3}, or {@code r8c5 is 3} for a placed cell. */
        private static String start(Grid grid, int[] marks, int cell, int digit, String bound) {
            return LineText.name(grid, cell) + (isOpen(grid, marks, cell) ? " holds " + bound : " is ") + digit;
        }

        /** {@code r7c5 holds at least 4} for the first cell a chain cuts, {@code r6c5 at least 5} after it. */
        private static String bound(Grid grid, int cell, int digit, String bound, boolean first) {
            return LineText.name(grid, cell) + (first ? " holds " : " ") + bound + digit;
        }

        private void close(List<String> chain) {
            if (!chain.isEmpty()) {
                clauses.add(chain.get(0) + ", so " + Notation.and(chain.subList(1, chain.size())));
                chain.clear();
            }
        }
    }
}
