package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Pointing (a digit's places in a box lie in one line) and claiming (a digit's places in a line lie in one box), and
 * their direct forms, which also place the hidden single the eliminations leave.
 */
final class Intersections {

    private Intersections() {
    }

    static Step pointing(short[] marks, boolean direct) {
        return find(marks, true, direct);
    }

    static Step claiming(short[] marks, boolean direct) {
        return find(marks, false, direct);
    }

    /** From each base house (boxes for pointing, lines for claiming), a digit confined to one crossing house. */
    private static Step find(short[] marks, boolean pointing, boolean direct) {
        int[] eliminated = new int[DIGITS];
        for (int base = pointing ? 18 : 0; base < (pointing ? 27 : 18); base++) {
            int placed = Singles.placedDigits(marks, base);
            for (int digit = 1; digit <= DIGITS; digit++) {
                int bit = 1 << digit - 1;
                if ((placed & bit) != 0) {
                    continue;
                }
                int places = Singles.places(marks, base, bit);
                if (Integer.bitCount(places) < 2) {
                    continue;
                }
                for (int cover : coveringHouses(base, places)) {
                    int count = 0;
                    for (int cell : GRID.cellsOf(cover)) {
                        if (Singles.isOpen(marks, cell) && (marks[cell] & bit) != 0 && !GRID.inRegion(cell, base)) {
                            eliminated[count++] = cell;
                        }
                    }
                    if (count == 0) {
                        continue;
                    }
                    // SE counts a pointing as direct for a single in a box, a claiming for one in a parallel line.
                    int kind = pointing ? Singles.ANY_BOX : base < 9 ? Singles.ANY_ROW : Singles.ANY_COLUMN;
                    int single = direct ? Singles.hiddenSingleAfter(marks, eliminated, count, bit, kind) : 0;
                    if (single < 0) {
                        continue;
                    }
                    Technique technique = pointing
                            ? direct ? Technique.DIRECT_POINTING : Technique.POINTING
                            : direct ? Technique.DIRECT_CLAIMING : Technique.CLAIMING;
                    StepBuilder step = new StepBuilder(technique).house(base).house(cover);
                    for (int i = 0; i < DIGITS; i++) {
                        if ((places & 1 << i) != 0) {
                            step.cell(GRID.cellsOf(base)[i]);
                        }
                    }
                    for (int i = 0; i < count; i++) {
                        step.eliminate(eliminated[i], digit);
                    }
                    String reason = "in " + House.name(base) + ", " + digit + " can only be in " + House.name(cover);
                    if (direct) {
                        reason += Singles.placeDirectSingle(step, single);
                    }
                    return step.build(reason);
                }
            }
        }
        return null;
    }

    /** The line (for a box) or box (for a line) that holds every place, if there is one. */
    private static int[] coveringHouses(int base, int places) {
        int[] cells = GRID.cellsOf(base);
        int first = cells[Integer.numberOfTrailingZeros(places)];
        boolean sameRow = true;
        boolean sameCol = true;
        boolean sameBox = true;
        for (int i = 0; i < DIGITS; i++) {
            if ((places & 1 << i) != 0) {
                int cell = cells[i];
                sameRow &= GRID.rowOf(cell) == GRID.rowOf(first);
                sameCol &= GRID.columnOf(cell) == GRID.columnOf(first);
                sameBox &= House.boxOf(cell) == House.boxOf(first);
            }
        }
        if (base >= 18) {
            return sameRow ? new int[] {GRID.rowOf(first)} : sameCol ? new int[] {9 + GRID.columnOf(first)} : new int[0];
        }
        return sameBox ? new int[] {18 + House.boxOf(first)} : new int[0];
    }
}
