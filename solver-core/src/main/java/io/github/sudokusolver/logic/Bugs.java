package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * BUG+1 and BUG types 2-4 over any layout, as {@link Bugs} finds them on the classic grid: when every open cell is
 * bivalue but a few, and removing those cells' extra digits would leave a grave, one of those cells holds an extra
 * digit. Each way of choosing the extras that leaves a grave is tried.
 *
 * <p>The grave, and why it holds on any layout: every open cell holds two digits, every digit missing from a region
 * has exactly two places in it (and a placed one none), and on a killer every digit has zero or two places among
 * each cage's open cells. Take a solution inside those marks and put in every open cell its other digit. In a region,
 * each missing digit's two places hold it once in the solution, so its other place gets it in the new grid: the
 * region still holds every digit once. In a cage, the open cells' digits each appear in two of them, so the solution
 * uses all of them once and the new grid too: the same digits, the same sum. The givens are kept, so a proper puzzle
 * (one solution) cannot be solved inside the grave's marks: some cell holds one of its extra digits. A cage holding
 * one digit's place once would change its sum, as a diagonal or a window would break the rectangles' swap, which is
 * why cages are counted.
 */
final class Bugs {

    /** More non-bivalue cells than this is no grave plus a few; it also bounds the choice of their extras. */
    private static final int MOST_EXTRA_CELLS = 6;
    /** Other cells that may join the extra cells in a type 3's naked set: a quad at most. */
    private static final int TYPE_3_MOST_CELLS = 3;

    private Bugs() {
    }

    /** A conclusion drawn from the non-bivalue cells and one choice of their extra digits that leaves a grave. */
    private interface Conclusion {
        Step from(Grid grid, int[] marks, int[] cells, int[] extras);
    }

    /** One cell with one extra digit: it is that digit. */
    static Step plusOne(Grid grid, int[] marks, Budget budget) {
        return withGrave(grid, marks, (g, m, cells, extras) -> cells.length != 1 || Integer.bitCount(extras[0]) != 1
                ? null : start(g, Technique.BUG_PLUS_ONE, cells, extras).place(cells[0], Grid.digit(extras[0]))
                        .build());
    }

    /** Two or more cells with one same extra digit {@code x}: {@code x} leaves every cell that sees them all. */
    static Step typeTwo(Grid grid, int[] marks, Budget budget) {
        return withGrave(grid, marks, Bugs::two);
    }

    /** The extra digits of cells in one region make a naked set with other cells of that region. */
    static Step typeThree(Grid grid, int[] marks, Budget budget) {
        for (int size = 1; size <= TYPE_3_MOST_CELLS; size++) { // the smallest set is the easiest step
            int others = size;
            Step step = withGrave(grid, marks, (g, m, cells, extras) -> three(g, m, cells, extras, others));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** Two cells of a region with one extra digit each, a digit of both confined to them: each loses its third. */
    static Step typeFour(Grid grid, int[] marks, Budget budget) {
        return withGrave(grid, marks, Bugs::four);
    }

    private static Step two(Grid grid, int[] marks, int[] cells, int[] extras) {
        if (cells.length < 2) {
            return null;
        }
        for (int extra : extras) {
            if (extra != extras[0] || Integer.bitCount(extra) != 1) {
                return null;
            }
        }
        StepBuilder step = start(grid, Technique.BUG_TYPE_2, cells, extras);
        Wings.eliminateSeeingAll(step, grid, marks, extras[0], cells);
        return step.changesNothing() ? null : step.build();
    }

    private static Step three(Grid grid, int[] marks, int[] cells, int[] extras, int size) {
        int union = 0;
        for (int extra : extras) {
            union |= extra;
        }
        if (Integer.bitCount(union) > size + 1) {
            return null;
        }
        for (int house : grid.housesOf(cells[0])) {
            if (!allIn(grid, cells, house)) {
                continue;
            }
            int[] others = new int[grid.cellsOf(house).length];
            int count = 0;
            for (int cell : grid.cellsOf(house)) {
                int m = openDigits(grid, marks, cell);
                if (m != 0 && !contains(cells, cell) && Integer.bitCount(m) <= size + 1) {
                    others[count++] = cell;
                }
            }
            int[] chosen = new int[size];
            Step step = chooseSet(grid, marks, new NakedSet(cells, extras, house, others, count, chosen), 0, 0, union);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One region's type 3 search: the extra cells, the candidates for the set and the cells chosen so far. */
    private record NakedSet(int[] cells, int[] extras, int house, int[] others, int count, int[] chosen) {
    }

    private static Step chooseSet(Grid grid, int[] marks, NakedSet set, int from, int n, int digits) {
        int size = set.chosen.length;
        if (Integer.bitCount(digits) > size + 1) {
            return null;
        }
        if (n == size) {
            if (Integer.bitCount(digits) != size + 1) {
                return null;
            }
            StepBuilder step = start(grid, Technique.BUG_TYPE_3, set.cells, set.extras).house(set.house)
                    .group(digits, set.chosen.clone())
                    .difficulty(Technique.BUG_TYPE_3.difficulty() + 0.1 * (size - 1));
            for (int cell : grid.cellsOf(set.house)) {
                if (!contains(set.cells, cell) && !contains(set.chosen, cell)) {
                    for (int bits = openDigits(grid, marks, cell) & digits; bits != 0; bits &= bits - 1) {
                        step.eliminate(cell, Grid.digit(bits & -bits));
                    }
                }
            }
            return step.changesNothing() ? null : step.build();
        }
        for (int i = from; i <= set.count - (size - n); i++) {
            set.chosen[n] = set.others[i];
            Step step = chooseSet(grid, marks, set, i + 1, n + 1, digits | openDigits(grid, marks, set.others[i]));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step four(Grid grid, int[] marks, int[] cells, int[] extras) {
        if (cells.length != 2 || Integer.bitCount(extras[0]) != 1 || Integer.bitCount(extras[1]) != 1) {
            return null;
        }
        int first = openDigits(grid, marks, cells[0]) & ~extras[0];
        int second = openDigits(grid, marks, cells[1]) & ~extras[1];
        for (int house : grid.housesOf(cells[0])) {
            if (!grid.geometry.inRegion(cells[1], house)) {
                continue;
            }
            for (int bits = first & second; bits != 0; bits &= bits - 1) {
                int locked = bits & -bits;
                if (Integer.bitCount(SinglesAndIntersections.places(grid, marks, house, locked)) == 2) {
                    int u = Grid.digit(locked);
                    StepBuilder step = start(grid, Technique.BUG_TYPE_4, cells, extras).house(house)
                            .strongLink(cells[0], u, cells[1], u);
                    for (int other = first & ~locked; other != 0; other &= other - 1) {
                        step.eliminate(cells[0], Grid.digit(other & -other));
                    }
                    for (int other = second & ~locked; other != 0; other &= other - 1) {
                        step.eliminate(cells[1], Grid.digit(other & -other));
                    }
                    return step.build();
                }
            }
        }
        return null;
    }

    /** The step with its first parts: the extra digits, and the cells grouped by their extras. */
    private static StepBuilder start(Grid grid, Technique technique, int[] cells, int[] extras) {
        StepBuilder step = new StepBuilder(technique, grid);
        int done = 0; // cells already in a group, as a mask over cells
        for (int i = 0; i < cells.length; i++) {
            step.digitBits(extras[i]);
            if ((done & 1 << i) != 0) {
                continue;
            }
            int[] same = new int[cells.length];
            int n = 0;
            for (int j = i; j < cells.length; j++) {
                if (extras[j] == extras[i]) {
                    same[n++] = cells[j];
                    done |= 1 << j;
                }
            }
            step.group(extras[i], Arrays.copyOf(same, n));
        }
        return step;
    }

    /**
     * The first step {@code conclusion} draws from the grid's non-bivalue cells and a choice of their extra digits
     * that leaves a grave; null when the grid is not a grave plus a few cells.
     */
    private static Step withGrave(Grid grid, int[] marks, Conclusion conclusion) {
        int[] cells = new int[MOST_EXTRA_CELLS];
        int count = 0;
        for (int cell = 0; cell < grid.cells; cell++) {
            if (!SinglesAndIntersections.isOpen(grid, marks, cell)) {
                continue;
            }
            int n = Integer.bitCount(marks[cell] & grid.all);
            if (n == 2) {
                continue;
            }
            if (n < 2 || count == MOST_EXTRA_CELLS) {
                return null;
            }
            cells[count++] = cell;
        }
        if (count == 0) {
            return null;
        }
        return new BugGraves(grid, marks, Arrays.copyOf(cells, count),
                (c, extras) -> conclusion.from(grid, marks, c, extras)).choose(0);
    }

    private static boolean allIn(Grid grid, int[] cells, int house) {
        for (int cell : cells) {
            if (!grid.geometry.inRegion(cell, house)) {
                return false;
            }
        }
        return true;
    }

    static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
