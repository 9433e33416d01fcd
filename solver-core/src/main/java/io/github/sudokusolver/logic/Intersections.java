package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Pointing (a digit's places in a box lie in one line) and claiming (a digit's places in a line lie in one box), and
 * their direct forms, which also place the hidden single the eliminations leave.
 */
final class Intersections {

    private Intersections() {
    }

    static Step pointing(short[] marks) {
        return find(marks, Technique.POINTING);
    }

    static Step directPointing(short[] marks) {
        return find(marks, Technique.DIRECT_POINTING);
    }

    static Step claiming(short[] marks) {
        return find(marks, Technique.CLAIMING);
    }

    static Step directClaiming(short[] marks) {
        return find(marks, Technique.DIRECT_CLAIMING);
    }

    /**
     * From each base house (boxes for pointing, lines for claiming), a digit confined to one crossing house.
     *
     * @param technique one of the four intersections: pointing or claiming, plain or direct
     */
    private static Step find(short[] marks, Technique technique) {
        boolean pointing = technique == Technique.POINTING || technique == Technique.DIRECT_POINTING;
        boolean direct = technique == Technique.DIRECT_POINTING || technique == Technique.DIRECT_CLAIMING;
        int[] eliminated = new int[DIGITS];
        int firstBase = pointing ? FIRST_BOX : 0;
        int endBase = pointing ? GRID.regionCount() : FIRST_BOX;
        for (int base = firstBase; base < endBase; base++) {
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
                    // SE counts a pointing as direct for a single in a box, a claiming for one in a parallel line
                    // (the base's kind). So a direct claiming is never the easiest step: the band's third box then
                    // holds the digit only in the third line, and its pointing leaves the same single in a box.
                    int kind = pointing ? Singles.ANY_BOX : base < FIRST_COLUMN ? Singles.ANY_ROW : Singles.ANY_COLUMN;
                    Singles.HiddenSingle single = null;
                    if (direct) {
                        single = Singles.hiddenSingleAfter(marks, eliminated, count, bit, kind);
                        if (single == null) {
                            continue;
                        }
                    }
                    StepBuilder step = new StepBuilder(technique).digit(digit).house(base).coverHouse(cover);
                    for (int i = 0; i < DIGITS; i++) {
                        if ((places & 1 << i) != 0) {
                            step.cell(GRID.cellsOf(base)[i]);
                        }
                    }
                    for (int i = 0; i < count; i++) {
                        step.eliminate(eliminated[i], digit);
                    }
                    if (direct) {
                        single.place(step);
                    }
                    return step.build();
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
        if (base >= FIRST_BOX) {
            return sameRow ? new int[] {GRID.rowOf(first)}
                    : sameCol ? new int[] {FIRST_COLUMN + GRID.columnOf(first)} : new int[0];
        }
        return sameBox ? new int[] {FIRST_BOX + House.boxOf(first)} : new int[0];
    }
}
