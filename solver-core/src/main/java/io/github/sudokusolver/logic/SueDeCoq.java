package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Sue de Coq: open cells C of a box-line intersection holding digits V, at least two more than cells; a set D in
 * the rest of the line and a set E in the rest of the box, each with more digits than cells (a locked one would be a
 * simpler subset) and some of V, whose digits VD and VE share none, such that C, D and E hold as many digits as they
 * have cells. Then each of those digits is in them exactly once: VD's lie in C or D, so
 * leave the rest of the line, VE's leave the rest of the box, and V's other digits, confined to C, leave both.
 */
final class SueDeCoq {

    /** Open cells of a line outside a box, or of a box outside a line: six at most, so subsets fit in an int. */
    private static final int REST = 6;

    private SueDeCoq() {
    }

    /** Rows, then columns, each with the three boxes it crosses; the first step found. */
    static Step find(short[] marks, Budget budget) {
        Intersection at = new Intersection(marks, budget);
        for (int line = 0; line < FIRST_BOX; line++) {
            int[] cells = GRID.cellsOf(line);
            for (int i = 0; i < cells.length; i += 3) {
                Step step = at.search(line, FIRST_BOX + House.boxOf(cells[i]));
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** The search at one line and box, reusing its arrays from one intersection to the next. */
    private static final class Intersection {
        private final short[] marks;
        private final Budget budget;
        private final int[] middle = new int[3];
        private final int[] lineRest = new int[REST];
        private final int[] boxRest = new int[REST];
        /** The digits of each subset (by position mask) of the open cells of the rest of the line and of the box. */
        private final int[] lineUnions = new int[1 << REST];
        private final int[] boxUnions = new int[1 << REST];
        private int line;
        private int box;
        private int lineCount;
        private int boxCount;
        /** The cells of the intersection chosen (a position mask of {@link #middle}) and their digits V. */
        private int chosen;
        private int v;

        Intersection(short[] marks, Budget budget) {
            this.marks = marks;
            this.budget = budget;
        }

        Step search(int line, int box) {
            this.line = line;
            this.box = box;
            int m = 0;
            int l = 0;
            int b = 0;
            for (int cell : GRID.cellsOf(line)) {
                if (Singles.isOpen(marks, cell)) {
                    if (GRID.inRegion(cell, box)) {
                        middle[m++] = cell;
                    } else {
                        lineRest[l++] = cell;
                    }
                }
            }
            for (int cell : GRID.cellsOf(box)) {
                if (Singles.isOpen(marks, cell) && !GRID.inRegion(cell, line)) {
                    boxRest[b++] = cell;
                }
            }
            if (m < 2 || l == 0 || b == 0) {
                return null;
            }
            lineCount = l;
            boxCount = b;
            unions(lineRest, l, lineUnions);
            unions(boxRest, b, boxUnions);
            for (int c = 1; c < 1 << m; c++) {
                if (Integer.bitCount(c) < 2) {
                    continue;
                }
                chosen = c;
                v = 0;
                for (int bits = c; bits != 0; bits &= bits - 1) {
                    v |= marks[middle[Integer.numberOfTrailingZeros(bits)]] & Candidates.ALL;
                }
                if (Integer.bitCount(v) < Integer.bitCount(c) + 2) {
                    continue;
                }
                Step step = withChosen();
                if (step != null) {
                    return step;
                }
            }
            return null;
        }

        /** Every set D of the rest of the line, each with every set E of the rest of the box. */
        private Step withChosen() {
            for (int d = 1; d < 1 << lineCount; d++) {
                int vd = lineUnions[d];
                if ((vd & v) == 0 || Integer.bitCount(vd) <= Integer.bitCount(d)) {
                    continue;
                }
                budget.spend();
                for (int e = 1; e < 1 << boxCount; e++) {
                    int ve = boxUnions[e];
                    if ((ve & vd) != 0 || (ve & v) == 0 || Integer.bitCount(ve) <= Integer.bitCount(e)) {
                        continue;
                    }
                    int cells = Integer.bitCount(chosen) + Integer.bitCount(d) + Integer.bitCount(e);
                    if (Integer.bitCount(v | vd | ve) == cells) {
                        Step step = conclude(d, e);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
            return null;
        }

        private Step conclude(int d, int e) {
            int vd = lineUnions[d];
            int ve = boxUnions[e];
            int[] middleCells = Subsets.cellsOf(middle, chosen);
            int[] lineCells = Subsets.cellsOf(lineRest, d);
            int[] boxCells = Subsets.cellsOf(boxRest, e);
            StepBuilder step = new StepBuilder(Technique.SUE_DE_COQ).house(line).house(box).digitBits(v | vd | ve)
                    .group(v, middleCells).group(vd, lineCells).group(ve, boxCells);
            int lineDigits = (vd | v) & ~ve;
            int boxDigits = (ve | v) & ~vd;
            for (int cell = 0; cell < CELLS; cell++) {
                boolean inLine = GRID.inRegion(cell, line);
                boolean inBox = GRID.inRegion(cell, box);
                if (!inLine && !inBox || !Singles.isOpen(marks, cell) || contains(middleCells, cell)
                        || contains(lineCells, cell) || contains(boxCells, cell)) {
                    continue;
                }
                step.eliminateAll(marks, cell, (inLine ? lineDigits : 0) | (inBox ? boxDigits : 0));
            }
            return step.changesNothing() ? null : step.build();
        }

        private void unions(int[] cells, int count, int[] unions) {
            for (int mask = 1; mask < 1 << count; mask++) {
                unions[mask] = unions[mask & mask - 1]
                        | marks[cells[Integer.numberOfTrailingZeros(mask)]] & Candidates.ALL;
            }
        }
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
