package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.places;

import io.github.sudokusolver.logic.SinglesAndIntersections.Search;

/**
 * Basic fish: a digit whose places in k rows (columns) lie in k columns (rows): X-wing, swordfish, jellyfish, on every
 * layout whose rows and columns are whole lines (the classic grid included). The lines are a {@link SubsetSearch}.
 */
final class Fish {

    /** The technique of each size, 2-4. */
    private static final Technique[] BY_SIZE = {null, null, Technique.X_WING, Technique.SWORDFISH,
        Technique.JELLYFISH};

    private Fish() {
    }

    /** A fish of {@code size} lines, rows over columns then columns over rows, where both are whole lines. */
    static Search of(int size) {
        return (grid, marks, budget) -> {
            if (!grid.fullLines) {
                return null;
            }
            BaseLines search = new BaseLines(grid, marks);
            for (int digit = 1; digit <= grid.size; digit++) {
                for (boolean rows : new boolean[] {true, false}) {
                    Step step = search.of(digit, rows ? grid.rowHouses : grid.columnHouses,
                            rows ? grid.columnHouses : grid.rowHouses, size);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        };
    }

    /** Members: the base lines, each covering the digit's places in it, which are the lines of the other kind. */
    private static final class BaseLines extends SubsetSearch {
        private final Grid grid;
        private final int[] marks;
        private int digit;
        private int[] bases;
        private int[] covers;

        BaseLines(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
        }

        Step of(int digit, int[] bases, int[] covers, int size) {
            this.digit = digit;
            this.bases = bases;
            this.covers = covers;
            begin(size);
            for (int i = 0; i < bases.length; i++) {
                // A line's cells are in order across it, so its places are the numbers of the crossing lines.
                consider(i, places(grid, marks, bases[i], 1 << digit - 1));
            }
            return search();
        }

        @Override
        Step conclude(int base, int cover) {
            StepBuilder step = new StepBuilder(BY_SIZE[Integer.bitCount(base)], grid).digit(digit);
            for (int i = 0; i < bases.length; i++) {
                if ((base & 1 << i) != 0) {
                    step.house(bases[i]);
                }
            }
            for (int i = 0; i < covers.length; i++) {
                if ((cover & 1 << i) == 0) {
                    continue;
                }
                step.coverHouse(covers[i]);
                int[] cells = grid.cellsOf(covers[i]);
                for (int j = 0; j < cells.length; j++) {
                    int cell = cells[j];
                    if (isOpen(grid, marks, cell) && (marks[cell] & 1 << digit - 1) != 0) {
                        if ((base & 1 << j) != 0) {
                            step.cell(cell);
                        } else {
                            step.eliminate(cell, digit);
                        }
                    }
                }
            }
            return step.changesNothing() ? null : step.build();
        }
    }
}
