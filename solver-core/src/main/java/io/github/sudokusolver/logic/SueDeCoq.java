package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Sue de Coq: open cells C where two houses overlap, holding digits V, at least two more than cells; a set D in the
 * rest of the first house and a set E in the rest of the second, each with more digits than cells (a locked one would
 * be a simpler subset) and some of V, whose digits VD and VE share none, such that C, D and E hold as many digits as
 * they have cells. Then each of those digits is in them exactly once: the cells all differ (C and D share a house, C
 * and E the other, and no digit can be in both D and E), so VD's lie in C or D and leave the rest of the first house,
 * VE's leave the rest of the second, and V's other digits, confined to C, leave both.
 *
 * <p>That needs nothing of the houses but that each holds distinct digits, so it holds on every layout at any two
 * regions sharing two or more cells ({@link Grid#overlaps}): a box and a row or column on the classic grid, and
 * elsewhere a jigsaw region and a line, a diagonal and a box, a window and a line, two rows of the samurai grid's
 * overlapping grids. The classic grid's finder runs it on {@link Grid#CLASSIC},
 * where the pairs come rows first, then columns, each with the boxes it crosses, the line first. Each rest is taken
 * when it has at most {@link #REST} open cells, so that its subsets fit a small table (on 9x9 grids a box-line rest
 * always does; on larger grids an overlap waits until its houses have filled up).
 */
final class SueDeCoq {

    /** Open cells of a rest (a house outside the other) whose subsets are tried: eight, 256 subsets. */
    private static final int REST = 8;
    /** Open cells of the overlap whose subsets are tried as C. */
    private static final int MIDDLE = 8;

    private SueDeCoq() {
    }

    /** The first step found, pair of overlapping houses by pair ({@link Grid#overlaps}' order). */
    static Step find(Grid grid, int[] marks, Budget budget) {
        Intersection at = new Intersection(grid, marks, budget);
        for (int[] pair : grid.overlaps) {
            Step step = at.search(pair[0], pair[1]);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** The search at one pair of houses, reusing its arrays from one pair to the next. */
    private static final class Intersection {
        private final Grid grid;
        private final int[] marks;
        private final Budget budget;
        private final int[] middle = new int[MIDDLE];
        private final int[] firstRest = new int[REST];
        private final int[] secondRest = new int[REST];
        /** The digits of each subset (by position mask) of the open cells of each rest. */
        private final int[] firstUnions = new int[1 << REST];
        private final int[] secondUnions = new int[1 << REST];
        /** The sets E of the second rest that may join the chosen cells, by {@link #bucket}, ascending in each. */
        private final int[] sorted = new int[1 << REST];
        private final int[] bucketStart;
        private final int[] bucketFill;
        private int first;
        private int second;
        private int firstCount;
        private int secondCount;
        /** The cells of the overlap chosen (a position mask of {@link #middle}) and their digits V. */
        private int chosen;
        private int v;

        Intersection(Grid grid, int[] marks, Budget budget) {
            this.grid = grid;
            this.marks = marks;
            this.budget = budget;
            this.bucketStart = new int[REST + grid.size + 2];
            this.bucketFill = new int[bucketStart.length];
        }

        Step search(int first, int second) {
            this.first = first;
            this.second = second;
            int m = 0;
            int l = 0;
            int b = 0;
            for (int cell : grid.cellsOf(first)) {
                if (!isOpen(grid, marks, cell)) {
                    continue;
                }
                if (grid.geometry.inRegion(cell, second)) {
                    if (m == MIDDLE) {
                        return null;
                    }
                    middle[m++] = cell;
                } else {
                    if (l == REST) {
                        return null;
                    }
                    firstRest[l++] = cell;
                }
            }
            for (int cell : grid.cellsOf(second)) {
                if (isOpen(grid, marks, cell) && !grid.geometry.inRegion(cell, first)) {
                    if (b == REST) {
                        return null;
                    }
                    secondRest[b++] = cell;
                }
            }
            if (m < 2 || l == 0 || b == 0) {
                return null;
            }
            firstCount = l;
            secondCount = b;
            unions(firstRest, l, firstUnions);
            unions(secondRest, b, secondUnions);
            for (int c = 1; c < 1 << m; c++) {
                if (Integer.bitCount(c) < 2) {
                    continue;
                }
                chosen = c;
                v = 0;
                for (int bits = c; bits != 0; bits &= bits - 1) {
                    v |= openDigits(grid, marks, middle[Integer.numberOfTrailingZeros(bits)]);
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

        /**
         * Every set D of the first house's rest, each with every set E of the second's, both ascending. C, D and E
         * hold as many digits as cells when {@code |VE - V| - |E| = |C| + |D| - |V| - |VD - V|} (VD and VE being
         * disjoint), so the sets E are sorted by their left side first, each D meeting only those that match it.
         */
        private Step withChosen() {
            int c = Integer.bitCount(chosen);
            int vCount = Integer.bitCount(v);
            java.util.Arrays.fill(bucketStart, 0);
            int valid = 0;
            for (int e = 1; e < 1 << secondCount; e++) {
                int ve = secondUnions[e];
                if ((ve & v) != 0 && Integer.bitCount(ve) > Integer.bitCount(e)) {
                    bucketStart[bucket(ve, e) + 1]++;
                    valid++;
                }
            }
            if (valid == 0) {
                return null;
            }
            for (int i = 1; i < bucketStart.length; i++) {
                bucketStart[i] += bucketStart[i - 1];
            }
            System.arraycopy(bucketStart, 0, bucketFill, 0, bucketStart.length);
            for (int e = 1; e < 1 << secondCount; e++) {
                int ve = secondUnions[e];
                if ((ve & v) != 0 && Integer.bitCount(ve) > Integer.bitCount(e)) {
                    sorted[bucketFill[bucket(ve, e)]++] = e;
                }
            }
            for (int d = 1; d < 1 << firstCount; d++) {
                int vd = firstUnions[d];
                if ((vd & v) == 0 || Integer.bitCount(vd) <= Integer.bitCount(d)) {
                    continue;
                }
                budget.spend();
                int wanted = c + Integer.bitCount(d) - vCount - Integer.bitCount(vd & ~v) + REST;
                if (wanted < 0 || wanted >= bucketStart.length - 1) {
                    continue;
                }
                for (int i = bucketStart[wanted]; i < bucketStart[wanted + 1]; i++) {
                    int e = sorted[i];
                    if ((secondUnions[e] & vd) == 0) {
                        Step step = conclude(d, e);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
            return null;
        }

        /** The bucket of a set E: {@code |VE - V| - |E|}, offset to be at least 0. */
        private int bucket(int ve, int e) {
            return Integer.bitCount(ve & ~v) - Integer.bitCount(e) + REST;
        }

        private Step conclude(int d, int e) {
            int vd = firstUnions[d];
            int ve = secondUnions[e];
            int[] middleCells = Subsets.cellsOf(middle, chosen);
            int[] firstCells = Subsets.cellsOf(firstRest, d);
            int[] secondCells = Subsets.cellsOf(secondRest, e);
            StepBuilder step = new StepBuilder(Technique.SUE_DE_COQ, grid).house(first).house(second)
                    .digitBits(v | vd | ve).group(v, middleCells).group(vd, firstCells).group(ve, secondCells);
            int firstDigits = (vd | v) & ~ve;
            int secondDigits = (ve | v) & ~vd;
            for (int cell = 0; cell < grid.cells; cell++) {
                boolean inFirst = grid.geometry.inRegion(cell, first);
                boolean inSecond = grid.geometry.inRegion(cell, second);
                if (!inFirst && !inSecond || !isOpen(grid, marks, cell) || contains(middleCells, cell)
                        || contains(firstCells, cell) || contains(secondCells, cell)) {
                    continue;
                }
                int gone = marks[cell] & ((inFirst ? firstDigits : 0) | (inSecond ? secondDigits : 0));
                for (int bits = gone; bits != 0; bits &= bits - 1) {
                    step.eliminate(cell, Grid.digit(bits));
                }
            }
            return step.changesNothing() ? null : step.build();
        }

        private void unions(int[] cells, int count, int[] unions) {
            for (int mask = 1; mask < 1 << count; mask++) {
                unions[mask] = unions[mask & mask - 1]
                        | openDigits(grid, marks, cells[Integer.numberOfTrailingZeros(mask)]);
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
