package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * Empty rectangle: a digit whose places in a box lie on one row and one column of it, and a strong link of that digit
 * in a line outside the box with one end on that row (column). Rated {@link Technique#EMPTY_RECTANGLE} flat.
 */
final class EmptyRectangles {

    private static final int BOX_SIDE = 3;

    private EmptyRectangles() {
    }

    /** The first empty rectangle, digit by digit and box by box, or null. */
    static Step find(short[] marks) {
        for (int digit = 1; digit <= DIGITS; digit++) {
            int bit = 1 << digit - 1;
            for (int box = 0; box < DIGITS; box++) {
                Step step = inBox(marks, digit, bit, box);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    private static Step inBox(short[] marks, int digit, int bit, int box) {
        int[] cells = GRID.cellsOf(FIRST_BOX + box);
        int places = Singles.places(marks, FIRST_BOX + box, bit);
        int top = BOX_SIDE * (box / BOX_SIDE);
        int left = BOX_SIDE * (box % BOX_SIDE);
        for (int row = top; row < top + BOX_SIDE; row++) {
            int onRow = lineMask(cells, row, true);
            for (int col = left; col < left + BOX_SIDE; col++) {
                int onColumn = lineMask(cells, col, false);
                // Every place on the cross, with at least one on each arm off the crossing cell.
                if ((places & ~(onRow | onColumn)) != 0 || (places & ~onRow) == 0 || (places & ~onColumn) == 0) {
                    continue;
                }
                Cross cross = new Cross(box, row, col, places, cells);
                Step step = linkedByColumn(marks, digit, cross);
                if (step == null) {
                    step = linkedByRow(marks, digit, cross);
                }
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** The positions (0..8, in the box's cell order) of the box's cells on a row, or on a column. */
    private static int lineMask(int[] boxCells, int line, boolean isRow) {
        int mask = 0;
        for (int i = 0; i < DIGITS; i++) {
            int at = isRow ? GRID.rowOf(boxCells[i]) : GRID.columnOf(boxCells[i]);
            if (at == line) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    /** The box, the row and column its places lie on, and those places. */
    private record Cross(int box, int row, int col, int places, int[] boxCells) {

        /** The places on the box's row ({@code onRow}) or on its column, with or without the crossing cell. */
        int[] arm(boolean onRow, boolean withCrossing) {
            int count = 0;
            int[] found = new int[BOX_SIDE];
            for (int i = 0; i < DIGITS; i++) {
                int cell = boxCells[i];
                if ((places & 1 << i) == 0) {
                    continue;
                }
                boolean crossing = GRID.rowOf(cell) == row && GRID.columnOf(cell) == col;
                boolean onLine = onRow ? GRID.rowOf(cell) == row : GRID.columnOf(cell) == col;
                if (onLine && (withCrossing || !crossing)) {
                    found[count++] = cell;
                }
            }
            return java.util.Arrays.copyOf(found, count);
        }
    }

    /**
     * A strong link in a column outside the box's stack from the box's row to a row outside its band: the cell of
     * that far row in the box's column cannot hold the digit. If it did, the far end would not, so the near end
     * would, which leaves the box's digit on the box's column, beside the target.
     */
    private static Step linkedByColumn(short[] marks, int digit, Cross cross) {
        int bit = 1 << digit - 1;
        for (int col = 0; col < DIGITS; col++) {
            if (House.stackOf(col) == House.stackOf(cross.col())) {
                continue;
            }
            int places = Singles.places(marks, FIRST_COLUMN + col, bit);
            if (Integer.bitCount(places) != 2 || (places & 1 << cross.row()) == 0) {
                continue;
            }
            int farRow = Integer.numberOfTrailingZeros(places & ~(1 << cross.row()));
            int target = GRID.cellOf(farRow, cross.col());
            if (House.bandOf(farRow) == House.bandOf(cross.row()) || (Singles.openDigits(marks, target) & bit) == 0) {
                continue;
            }
            return step(digit, cross, FIRST_COLUMN + col, GRID.cellOf(farRow, col), GRID.cellOf(cross.row(), col));
        }
        return null;
    }

    /** The same with rows and columns swapped. */
    private static Step linkedByRow(short[] marks, int digit, Cross cross) {
        int bit = 1 << digit - 1;
        for (int row = 0; row < DIGITS; row++) {
            if (House.bandOf(row) == House.bandOf(cross.row())) {
                continue;
            }
            int places = Singles.places(marks, row, bit);
            if (Integer.bitCount(places) != 2 || (places & 1 << cross.col()) == 0) {
                continue;
            }
            int farCol = Integer.numberOfTrailingZeros(places & ~(1 << cross.col()));
            int target = GRID.cellOf(cross.row(), farCol);
            if (House.stackOf(farCol) == House.stackOf(cross.col()) || (Singles.openDigits(marks, target) & bit) == 0) {
                continue;
            }
            return step(digit, cross, row, GRID.cellOf(row, farCol), GRID.cellOf(row, cross.col()));
        }
        return null;
    }

    /**
     * The step: {@code far=near} in the strong link's line, {@code near} sees the box's places on its line (the
     * crossing cell among them), and the rest of the box's places lie on the other line, which the target (on that
     * line and in {@code far}'s) sees.
     */
    private static Step step(int digit, Cross cross, int line, int far, int near) {
        boolean byColumn = line >= FIRST_COLUMN;
        int target = byColumn ? GRID.cellOf(GRID.rowOf(far), cross.col())
                : GRID.cellOf(cross.row(), GRID.columnOf(far));
        int[] nearArm = cross.arm(byColumn, true);
        int[] otherArm = cross.arm(!byColumn, false);
        StepBuilder step = new StepBuilder(Technique.EMPTY_RECTANGLE).digit(digit)
                .house(FIRST_BOX + cross.box()).house(line).cell(far).cell(near).eliminate(target, digit);
        for (int cell : nearArm) {
            step.cell(cell);
        }
        for (int cell : otherArm) {
            step.cell(cell);
        }
        return step.strongLink(far, digit, near, digit)
                .groupedLink(new int[] {near}, digit, nearArm, digit, false)
                .groupedLink(nearArm, digit, otherArm, digit, true)
                .build();
    }
}
