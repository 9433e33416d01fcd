package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Short patterns of a few cells: XY-wing and XYZ-wing, and the short chains solving guides name: the W-wing, which
 * carries the difficulty of the chain it is ({@link Chains#difficulty}), and the skyscraper and the 2-string kite,
 * whose own difficulties ({@link Technique#SKYSCRAPER}, {@link Technique#TWO_STRING_KITE}) are Sukaku Explainer's.
 */
final class Wings {

    private Wings() {
    }

    static Step xyWing(short[] marks) {
        for (int pivot = 0; pivot < CELLS; pivot++) {
            int p = Singles.openDigits(marks, pivot);
            if (Integer.bitCount(p) != 2) {
                continue;
            }
            for (int a : GRID.peersOf(pivot)) {
                int am = Singles.openDigits(marks, a);
                if (Integer.bitCount(am) != 2 || Integer.bitCount(am & p) != 1) {
                    continue;
                }
                int z = am & ~p;
                for (int b : GRID.peersOf(pivot)) {
                    int bm = Singles.openDigits(marks, b);
                    if (b <= a || bm != (z | p & ~am)) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(Technique.XY_WING).digit(Candidates.digit(z)).group(p, pivot)
                            .group(am, a).group(bm, b);
                    step.eliminateSeeingAll(marks, z, a, b); // not from the pivot, which does not hold z
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    static Step xyzWing(short[] marks) {
        for (int pivot = 0; pivot < CELLS; pivot++) {
            int p = Singles.openDigits(marks, pivot);
            if (Integer.bitCount(p) != 3) {
                continue;
            }
            for (int a : GRID.peersOf(pivot)) {
                int am = Singles.openDigits(marks, a);
                if (Integer.bitCount(am) != 2 || (am & ~p) != 0) {
                    continue;
                }
                for (int b : GRID.peersOf(pivot)) {
                    int bm = Singles.openDigits(marks, b);
                    if (b <= a || Integer.bitCount(bm) != 2 || (bm & ~p) != 0 || (am | bm) != p) {
                        continue;
                    }
                    int z = am & bm;
                    StepBuilder step = new StepBuilder(Technique.XYZ_WING).digit(Candidates.digit(z)).group(p, pivot)
                            .group(am, a).group(bm, b);
                    step.eliminateSeeingAll(marks, z, a, b, pivot);
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    /** The W-wing of {@link LayoutWings#wWing} on the classic grid's marks. */
    static Step wWing(short[] marks) {
        return LayoutWings.wWing(Grid.CLASSIC, Grid.widen(marks), Budget.unlimited());
    }

    /** Two parallel strong links of one digit whose near ends share a line. */
    static Step skyscraper(short[] marks) {
        return turbot(marks, Turbot.SKYSCRAPER);
    }

    /** A row and a column strong link of one digit whose near ends share a box. */
    static Step twoStringKite(short[] marks) {
        return turbot(marks, Turbot.TWO_STRING_KITE);
    }

    /** The two shapes of two strong links of one digit whose near ends see each other (a turbot fish). */
    private enum Turbot {
        /** Two rows, or two columns, whose near ends share a column (row) and whose far ends do not. */
        SKYSCRAPER(Technique.SKYSCRAPER),
        /** A row and a column whose near ends share a box and whose far ends lie outside it. */
        TWO_STRING_KITE(Technique.TWO_STRING_KITE);

        private final Technique technique;

        Turbot(Technique technique) {
            this.technique = technique;
        }

        /** Whether strong links in these two lines (house indices) can make the shape; each pair is met once. */
        boolean pairs(int line1, int line2) {
            boolean row1 = line1 < FIRST_COLUMN;
            boolean row2 = line2 < FIRST_COLUMN;
            return this == TWO_STRING_KITE ? row1 && !row2 : line2 > line1 && row2 == row1;
        }

        /** Whether the near ends of the first link ({@code one}) and the second are joined as the shape needs. */
        boolean joins(StrongLink one, int near1, int near2, int far1, int far2) {
            if (this == TWO_STRING_KITE) {
                return House.boxOf(near1) == House.boxOf(near2) && House.boxOf(far1) != House.boxOf(near1)
                        && House.boxOf(far2) != House.boxOf(near2);
            }
            return one.house() < FIRST_COLUMN
                    ? GRID.columnOf(near1) == GRID.columnOf(near2) && GRID.columnOf(far1) != GRID.columnOf(far2)
                    : GRID.rowOf(near1) == GRID.rowOf(near2) && GRID.rowOf(far1) != GRID.rowOf(far2);
        }
    }

    /** A strong link of a digit: its only two places in a house, in the house's order. */
    private record StrongLink(int house, int first, int second) {

        int end(int i) {
            return i == 0 ? first : second;
        }
    }

    private static Step turbot(short[] marks, Turbot shape) {
        for (int digit = 1; digit <= DIGITS; digit++) {
            int bit = 1 << digit - 1;
            for (int line1 = 0; line1 < FIRST_BOX; line1++) {
                StrongLink one = strongLink(marks, line1, bit);
                if (one == null) {
                    continue;
                }
                for (int line2 = 0; line2 < FIRST_BOX; line2++) {
                    if (!shape.pairs(line1, line2)) {
                        continue;
                    }
                    StrongLink two = strongLink(marks, line2, bit);
                    if (two == null) {
                        continue;
                    }
                    Step step = joined(marks, digit, shape, one, two);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    private static Step joined(short[] marks, int digit, Turbot shape, StrongLink one, StrongLink two) {
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                int near1 = one.end(i);
                int near2 = two.end(j);
                int far1 = one.end(1 - i);
                int far2 = two.end(1 - j);
                if (near1 == near2 || far1 == far2 || near1 == far2 || far1 == near2) {
                    continue;
                }
                if (!shape.joins(one, near1, near2, far1, far2)) {
                    continue;
                }
                StepBuilder step = new StepBuilder(shape.technique)
                        .cell(near1).cell(near2).cell(far1).cell(far2).house(one.house()).house(two.house());
                step.eliminateSeeingAll(marks, 1 << digit - 1, far1, far2);
                if (!step.changesNothing()) {
                    step.strongLink(far1, digit, near1, digit).weakLink(near1, digit, near2, digit)
                            .strongLink(near2, digit, far2, digit);
                    return step.build();
                }
            }
        }
        return null;
    }

    /** The strong link of a digit in a house, or null when the digit has not exactly two places there. */
    private static StrongLink strongLink(short[] marks, int house, int bit) {
        int places = Singles.places(marks, house, bit);
        if (Integer.bitCount(places) != 2) {
            return null;
        }
        int[] cells = GRID.cellsOf(house);
        return new StrongLink(house, cells[Integer.numberOfTrailingZeros(places)],
                cells[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places)]);
    }
}
