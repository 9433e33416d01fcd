package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Full houses, hidden singles and naked singles, and the shared helpers every finder uses to read the marks: the
 * places of a digit in a house, and whether a set of eliminations at once leaves a hidden single (which makes an
 * intersection or hidden subset "direct").
 */
final class Singles {

    private Singles() {
    }

    /** The open places of {@code bit} in {@code house} as a mask of positions 0..8 in the house's cell order. */
    static int places(short[] marks, int house, int bit) {
        int[] cells = GRID.cellsOf(house);
        int places = 0;
        for (int i = 0; i < DIGITS; i++) {
            int mark = marks[cells[i]];
            if ((mark & Candidates.PLACED) == 0 && (mark & bit) != 0) {
                places |= 1 << i;
            }
        }
        return places;
    }

    /** The digits placed in {@code house}, as a mask. */
    static int placedDigits(short[] marks, int house) {
        int digits = 0;
        for (int cell : GRID.cellsOf(house)) {
            if ((marks[cell] & Candidates.PLACED) != 0) {
                digits |= marks[cell] & Candidates.ALL;
            }
        }
        return digits;
    }

    /** Kinds of house for {@link #hiddenSingleAfter}, beside a house index. */
    static final int ANY_ROW = -1;
    static final int ANY_COLUMN = -2;
    static final int ANY_BOX = -3;

    static boolean isOpen(short[] marks, int cell) {
        return (marks[cell] & Candidates.PLACED) == 0;
    }

    /** The candidates of an open cell as a mask; 0 for a placed cell. */
    static int openDigits(short[] marks, int cell) {
        return isOpen(marks, cell) ? marks[cell] & Candidates.ALL : 0;
    }

    static Step fullHouse(short[] marks) {
        for (int house = 0; house < GRID.regionCount(); house++) {
            int open = -1;
            int openCount = 0;
            for (int cell : GRID.cellsOf(house)) {
                if (isOpen(marks, cell)) {
                    open = cell;
                    openCount++;
                }
            }
            int missing = Candidates.ALL & ~placedDigits(marks, house);
            if (openCount == 1 && Integer.bitCount(missing) == 1 && (marks[open] & missing) != 0) {
                int digit = Candidates.digit(missing);
                return new StepBuilder(Technique.FULL_HOUSE).place(open, digit).cell(open).house(house).build();
            }
        }
        return null;
    }

    static Step hiddenSingleInBox(short[] marks) {
        return hiddenSingle(marks, FIRST_BOX, GRID.regionCount(), Technique.HIDDEN_SINGLE_BOX);
    }

    static Step hiddenSingleInLine(short[] marks) {
        return hiddenSingle(marks, 0, FIRST_BOX, Technique.HIDDEN_SINGLE_LINE);
    }

    private static Step hiddenSingle(short[] marks, int fromHouse, int toHouse, Technique technique) {
        for (int house = fromHouse; house < toHouse; house++) {
            int placed = placedDigits(marks, house);
            for (int digit = 1; digit <= DIGITS; digit++) {
                int bit = 1 << digit - 1;
                if ((placed & bit) != 0) {
                    continue;
                }
                int places = places(marks, house, bit);
                if (Integer.bitCount(places) == 1) {
                    int cell = GRID.cellsOf(house)[Integer.numberOfTrailingZeros(places)];
                    return new StepBuilder(technique).place(cell, digit).cell(cell).house(house).build();
                }
            }
        }
        return null;
    }

    static Step nakedSingle(short[] marks) {
        for (int cell = 0; cell < CELLS; cell++) {
            if (isOpen(marks, cell) && Integer.bitCount(marks[cell] & Candidates.ALL) == 1) {
                int digit = Candidates.digit(marks[cell]);
                return new StepBuilder(Technique.NAKED_SINGLE).place(cell, digit).cell(cell).build();
            }
        }
        return null;
    }

    /**
     * A hidden single that a set of eliminations leaves: {@code digit} (1..9) has one place left in {@code house},
     * {@code cell}. Used to recognise the "direct" forms, which Sudoku Explainer rates lower because they show the
     * single at once.
     */
    record HiddenSingle(int house, int cell, int digit) {

        /** Places the single; its house goes last among the step's houses, where {@link StepText} reads it. */
        void place(StepBuilder step) {
            step.place(cell, digit).house(house);
        }
    }

    /**
     * After removing {@code removedBits} from each cell of {@code cells} (in a copy), a hidden single of one of those
     * digits in a house through one of those cells, or null. As in Sudoku Explainer's ratings, only houses of one
     * kind count: {@code houseKind} is a house index (that house only), or {@link #ANY_ROW}, {@link #ANY_COLUMN} or
     * {@link #ANY_BOX}.
     */
    static HiddenSingle hiddenSingleAfter(short[] marks, int[] cells, int cellCount, int removedBits, int houseKind) {
        short[] after = marks.clone();
        for (int i = 0; i < cellCount; i++) {
            after[cells[i]] &= (short) ~removedBits;
        }
        for (int i = 0; i < cellCount; i++) {
            for (int house : GRID.regionsOf(cells[i])) {
                if (!isOfKind(house, houseKind)) {
                    continue;
                }
                int placed = placedDigits(after, house);
                for (int bits = removedBits & ~placed; bits != 0; bits &= bits - 1) {
                    int bit = bits & -bits;
                    int places = places(after, house, bit);
                    if (Integer.bitCount(places) == 1) {
                        int cell = GRID.cellsOf(house)[Integer.numberOfTrailingZeros(places)];
                        return new HiddenSingle(house, cell, Candidates.digit(bit));
                    }
                }
            }
        }
        return null;
    }

    private static boolean isOfKind(int house, int houseKind) {
        return switch (houseKind) {
            case ANY_ROW -> house < FIRST_COLUMN;
            case ANY_COLUMN -> house >= FIRST_COLUMN && house < FIRST_BOX;
            case ANY_BOX -> house >= FIRST_BOX;
            default -> house == houseKind;
        };
    }
}
