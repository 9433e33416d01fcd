package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * Finned and sashimi fish: a digit whose places in n base lines lie in n cover lines of the other kind, but for
 * some (the fins), all in one box. Either a fin holds the digit, or the base is a basic fish that fills the covers;
 * both clear the digit from the cover cells of the fin box outside the base. A sashimi fish is one with a base line
 * that has a single cell in the covers: without its fins it would be no fish at all, yet the logic is the same.
 */
final class FinnedFish {

    private static final Technique[] BY_SIZE = {null, null, Technique.FINNED_X_WING, Technique.FINNED_SWORDFISH,
        Technique.FINNED_JELLYFISH};

    /** The first house of each kind of base line: rows, then columns. */
    private static final int[] LINE_KINDS = {0, FIRST_COLUMN};

    /**
     * Positions 0..8 grouped by box: three lines of a band (stack), or the three cells of a line inside one box. A box
     * is one third of the lines crossed with one third of the positions.
     */
    private static final int[] THIRDS = {0007, 0070, 0700};

    /** Fins lie in one box, so they add at most this many positions to the covers. */
    private static final int FIN_SPAN = 3;

    private FinnedFish() {
    }

    /** A finned fish of {@code size} base lines: rows over columns, then columns over rows, digit by digit. */
    static Step find(short[] marks, int size) {
        BaseLines search = new BaseLines(marks, size);
        for (int digit = 1; digit <= DIGITS; digit++) {
            for (int baseOffset : LINE_KINDS) {
                Step step = search.of(digit, baseOffset);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** The choice of base lines for one digit and one kind of line; one instance serves a whole call. */
    private static final class BaseLines {
        private final short[] marks;
        private final int size;
        /** The digit's open places in each line of the base kind, as positions along the line. */
        private final int[] places = new int[DIGITS];
        /** Lines that can be base lines: two places or more (one is a single), few enough to fit covers and fins. */
        private int eligible;
        private int digit;
        private int baseOffset;

        BaseLines(short[] marks, int size) {
            this.marks = marks;
            this.size = size;
        }

        Step of(int digit, int baseOffset) {
            this.digit = digit;
            this.baseOffset = baseOffset;
            eligible = 0;
            for (int line = 0; line < DIGITS; line++) {
                places[line] = Singles.places(marks, baseOffset + line, 1 << digit - 1);
                int count = Integer.bitCount(places[line]);
                if (count >= 2 && count <= size + FIN_SPAN) {
                    eligible |= 1 << line;
                }
            }
            return grow(0, size, 0, 0);
        }

        /** Chooses base lines in increasing order; a choice whose places already span too many positions is cut. */
        private Step grow(int start, int left, int base, int union) {
            if (Integer.bitCount(union) > size + FIN_SPAN) {
                return null;
            }
            if (left == 0) {
                return withFinBox(base);
            }
            for (int line = start; line < DIGITS; line++) {
                if ((eligible & 1 << line) != 0) {
                    Step step = grow(line + 1, left - 1, base | 1 << line, union | places[line]);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /** Tries each box crossing a base line as the fin box. */
        private Step withFinBox(int base) {
            for (int lineThird : THIRDS) {
                if ((base & lineThird) == 0) {
                    continue;
                }
                for (int positionThird : THIRDS) {
                    Step step = covers(base, lineThird, positionThird);
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /**
         * Places outside the fin box must all be covered; the covers they leave free are taken from the positions of
         * the fin box, each choice of them leaving the rest of the box's places as fins.
         */
        private Step covers(int base, int lineThird, int positionThird) {
            int outside = 0;
            int inside = 0;
            for (int bits = base; bits != 0; bits &= bits - 1) {
                int line = Integer.numberOfTrailingZeros(bits);
                if ((lineThird & 1 << line) != 0) {
                    outside |= places[line] & ~positionThird;
                    inside |= places[line] & positionThird;
                } else {
                    outside |= places[line];
                }
            }
            int spare = inside & ~outside;
            int missing = size - Integer.bitCount(outside);
            if (missing < 0 || missing > Integer.bitCount(spare)) {
                return null;
            }
            // Subsets of spare in increasing order; a cover line must hold a base cell, so none comes from elsewhere.
            int extra = 0;
            do {
                if (Integer.bitCount(extra) == missing) {
                    Step step = conclude(base, lineThird, positionThird, outside | extra);
                    if (step != null) {
                        return step;
                    }
                }
                extra = (extra - spare) & spare;
            } while (extra != 0);
            return null;
        }

        /**
         * The step of base lines over {@code cover} with fins in the box of {@code lineThird} and
         * {@code positionThird}, or null when there is no fin (a basic fish, not this finder's), a base line has no
         * cell in the covers (the base is a smaller pattern), or nothing is eliminated.
         */
        private Step conclude(int base, int lineThird, int positionThird, int cover) {
            int finLines = 0;
            for (int bits = base; bits != 0; bits &= bits - 1) {
                int line = Integer.numberOfTrailingZeros(bits);
                if ((places[line] & cover) == 0) {
                    return null;
                }
                if ((places[line] & ~cover) != 0) {
                    finLines |= 1 << line;
                }
            }
            int targets = cover & positionThird;
            if (finLines == 0 || targets == 0) {
                return null;
            }
            int corner = cellAt(Integer.numberOfTrailingZeros(lineThird), Integer.numberOfTrailingZeros(positionThird));
            StepBuilder step = new StepBuilder(BY_SIZE[size]).digit(digit);
            // The fin box in reading order, so that the eliminations read in reading order for either kind of base.
            for (int cell : GRID.cellsOf(House.FIRST_BOX + House.boxOf(corner))) {
                int line = lineOf(cell);
                if ((base & 1 << line) == 0 && (targets & 1 << positionOf(cell)) != 0
                        && (places[line] & 1 << positionOf(cell)) != 0) {
                    step.eliminate(cell, digit);
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            int coverOffset = baseOffset == 0 ? FIRST_COLUMN : 0;
            for (int line = 0; line < DIGITS; line++) {
                if ((base & 1 << line) != 0) {
                    step.house(baseOffset + line);
                }
            }
            for (int position = 0; position < DIGITS; position++) {
                if ((cover & 1 << position) != 0) {
                    step.coverHouse(coverOffset + position);
                }
            }
            for (int bits = base; bits != 0; bits &= bits - 1) {
                int line = Integer.numberOfTrailingZeros(bits);
                for (int at = places[line]; at != 0; at &= at - 1) {
                    int position = Integer.numberOfTrailingZeros(at);
                    if ((cover & 1 << position) != 0) {
                        step.cell(cellAt(line, position));
                    } else {
                        step.fin(cellAt(line, position));
                    }
                }
            }
            return step.build();
        }

        private int cellAt(int line, int position) {
            return GRID.cellsOf(baseOffset + line)[position];
        }

        private int lineOf(int cell) {
            return baseOffset == 0 ? GRID.rowOf(cell) : GRID.columnOf(cell);
        }

        private int positionOf(int cell) {
            return baseOffset == 0 ? GRID.columnOf(cell) : GRID.rowOf(cell);
        }
    }
}
