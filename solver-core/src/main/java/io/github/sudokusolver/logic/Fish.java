package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * Basic fish: a digit whose places in k rows (columns) lie in k columns (rows): X-wing, swordfish, jellyfish. The
 * lines are a {@link SubsetSearch}.
 */
final class Fish {

    /** The technique of each size, 2-4 (shared with {@link LayoutFinders}). */
    static final Technique[] BY_SIZE = {null, null, Technique.X_WING, Technique.SWORDFISH,
        Technique.JELLYFISH};

    /** The first house of each kind of line: rows, then columns. */
    private static final int[] LINE_KINDS = {0, FIRST_COLUMN};

    private Fish() {
    }

    /** A fish of {@code size} lines: rows over columns, then columns over rows, digit by digit. */
    static Step find(short[] marks, int size) {
        BaseLines search = new BaseLines(marks);
        for (int digit = 1; digit <= DIGITS; digit++) {
            for (int baseOffset : LINE_KINDS) {
                Step step = search.of(digit, baseOffset, size);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /**
     * Members: the base lines (rows from house {@code baseOffset} 0, or columns from {@link House#FIRST_COLUMN}),
     * each covering the digit's places in it, which are the lines of the other kind.
     */
    private static final class BaseLines extends SubsetSearch {
        private final short[] marks;
        private int digit;
        private int baseOffset;

        BaseLines(short[] marks) {
            this.marks = marks;
        }

        Step of(int digit, int baseOffset, int size) {
            this.digit = digit;
            this.baseOffset = baseOffset;
            begin(size);
            for (int i = 0; i < DIGITS; i++) {
                consider(i, Singles.places(marks, baseOffset + i, 1 << digit - 1));
            }
            return search();
        }

        @Override
        Step conclude(int base, int cover) {
            int coverOffset = otherKind(baseOffset);
            StepBuilder step = new StepBuilder(BY_SIZE[Integer.bitCount(base)]).digit(digit);
            for (int i = 0; i < DIGITS; i++) {
                if ((base & 1 << i) != 0) {
                    step.house(baseOffset + i);
                }
                if ((cover & 1 << i) == 0) {
                    continue;
                }
                step.coverHouse(coverOffset + i);
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
            return step.build();
        }
    }

    /** The first house of the other kind of line: columns for rows, rows for columns. */
    private static int otherKind(int lineOffset) {
        return lineOffset == 0 ? FIRST_COLUMN : 0;
    }
}
