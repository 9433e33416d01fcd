package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;


/** Basic fish: a digit whose places in k rows (columns) lie in k columns (rows): X-wing, swordfish, jellyfish. */
final class Fish {

    private static final Technique[] BY_SIZE = {null, null, Technique.X_WING, Technique.SWORDFISH,
        Technique.JELLYFISH};

    private Fish() {
    }

    static Step find(short[] marks, int size) {
        int[] lines = new int[DIGITS];
        int[] linePlaces = new int[DIGITS];
        for (int digit = 1; digit <= DIGITS; digit++) {
            int bit = 1 << digit - 1;
            for (int baseOffset = 0; baseOffset <= 9; baseOffset += 9) {
                int count = 0;
                for (int i = 0; i < DIGITS; i++) {
                    int places = Singles.places(marks, baseOffset + i, bit);
                    int n = Integer.bitCount(places);
                    if (n >= 2 && n <= size) {
                        lines[count] = i;
                        linePlaces[count++] = places;
                    }
                }
                Step step = from(marks, digit, baseOffset, lines, linePlaces, count, 0, size, 0, 0);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    private static Step from(short[] marks, int digit, int baseOffset, int[] lines, int[] linePlaces, int count,
            int start, int left, int base, int cover) {
        if (Integer.bitCount(cover) > Integer.bitCount(base) + left) {
            return null;
        }
        if (left == 0) {
            if (Integer.bitCount(cover) != Integer.bitCount(base)) {
                return null;
            }
            int coverOffset = 9 - baseOffset;
            StepBuilder step = new StepBuilder(BY_SIZE[Integer.bitCount(base)]);
            for (int i = 0; i < DIGITS; i++) {
                if ((base & 1 << i) != 0) {
                    step.house(baseOffset + i);
                }
                if ((cover & 1 << i) == 0) {
                    continue;
                }
                step.house(coverOffset + i);
                int[] cells = GRID.cellsOf(coverOffset + i);
                for (int j = 0; j < DIGITS; j++) {
                    int cell = cells[j];
                    if (Singles.isOpen(marks, cell) && (marks[cell] & 1 << digit - 1) != 0) {
                        if ((base & 1 << j) != 0) {
                            step.cell(cell);
                        } else {
                            step.eliminate(cell, digit);
                        }
                    }
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            return step.build(digit + " in " + names(baseOffset, base) + " lies only in " + names(coverOffset, cover));
        }
        for (int m = start; m < count; m++) {
            Step step = from(marks, digit, baseOffset, lines, linePlaces, count, m + 1, left - 1,
                    base | 1 << lines[m], cover | linePlaces[m]);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static String names(int offset, int lines) {
        StringBuilder text = new StringBuilder(offset == 0 ? "rows " : "columns ");
        for (int i = 0; i < DIGITS; i++) {
            if ((lines & 1 << i) != 0) {
                text.append(i + 1);
            }
        }
        return text.toString();
    }
}
