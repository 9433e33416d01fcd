package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LayoutFinders.openDigits;

/**
 * The unique rectangle type 3 over any layout, for {@link LayoutUniqueness#typeThree}: on a rectangle whose swap is
 * sound, with its two roof corners on one side, one roof holds an extra digit (else the four corners would be the
 * deadly pattern), so in a region holding both roofs they act as one cell holding one of their extra digits. With
 * {@code size} other open cells of that region, none holding {@code a} or {@code b}, they make {@code size + 1}
 * cells holding {@code size + 1} digits: a naked set, whose digits leave the region's other cells.
 */
final class LayoutUniqueRectangleThree {

    private LayoutUniqueRectangleThree() {
    }

    /** The first naked set of {@code size} other cells in a region holding both roofs that removes something. */
    static Step at(Grid grid, int[] marks, int[] corners, int pair, int floor, int size) {
        int[] roofs = LayoutUniqueness.roofs(corners, floor);
        int extras = (openDigits(grid, marks, roofs[0]) | openDigits(grid, marks, roofs[1])) & ~pair;
        if (Integer.bitCount(extras) > size + 1) {
            return null;
        }
        for (int house : grid.housesOf(roofs[0])) {
            if (!grid.geometry.inRegion(roofs[1], house)) {
                continue;
            }
            int[] cells = grid.cellsOf(house);
            int[] others = new int[cells.length];
            int count = 0;
            for (int cell : cells) {
                int m = openDigits(grid, marks, cell);
                if (cell != roofs[0] && cell != roofs[1] && m != 0 && (m & pair) == 0
                        && Integer.bitCount(m) <= size + 1) {
                    others[count++] = cell;
                }
            }
            int[] chosen = new int[size];
            Step step = choose(grid, marks, new NakedSet(corners, pair, floor, roofs, house, others, count, chosen), 0, 0,
                    extras);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One region's search: the rectangle, the candidates for the set and the cells chosen so far. */
    private record NakedSet(int[] corners, int pair, int floor, int[] roofs, int house, int[] others, int count,
            int[] chosen) {
    }

    /** Chooses the set's cells from {@code from} on, {@code n} chosen so far holding {@code digits} with the roof. */
    private static Step choose(Grid grid, int[] marks, NakedSet set, int from, int n, int digits) {
        int size = set.chosen.length;
        if (Integer.bitCount(digits) > size + 1) {
            return null;
        }
        if (n == size) {
            return Integer.bitCount(digits) == size + 1 ? conclude(grid, marks, set, digits) : null;
        }
        for (int i = from; i <= set.count - (size - n); i++) {
            set.chosen[n] = set.others[i];
            Step step = choose(grid, marks, set, i + 1, n + 1, digits | openDigits(grid, marks, set.others[i]));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step conclude(Grid grid, int[] marks, NakedSet set, int digits) {
        int size = set.chosen.length;
        StepBuilder step = LayoutUniqueness.start(grid, marks, Technique.UNIQUE_RECTANGLE_TYPE_3, set.corners,
                set.pair, set.floor).house(set.house).group(digits, set.chosen.clone())
                .difficulty(Technique.UNIQUE_RECTANGLE_TYPE_3.difficulty() + 0.1 * (size - 1));
        for (int cell : grid.cellsOf(set.house)) {
            if (cell == set.roofs[0] || cell == set.roofs[1] || contains(set.chosen, cell)) {
                continue;
            }
            for (int bits = openDigits(grid, marks, cell) & digits; bits != 0; bits &= bits - 1) {
                step.eliminate(cell, Grid.digit(bits & -bits));
            }
        }
        return step.changesNothing() ? null : step.build();
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
