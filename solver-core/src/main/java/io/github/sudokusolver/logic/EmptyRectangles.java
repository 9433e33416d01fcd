package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Empty rectangles on every layout whose rows and columns are whole lines ({@link Grid#fullLines}), in any box-like
 * region (a box, a jigsaw region, a window): a digit whose places in the region lie on one row and one column of the
 * grid, with at least one on each arm off the crossing cell, and a strong link of the digit in a column (row) whose
 * near end, outside the region, shares that row (column). The cell where the far end's row (column) meets the
 * region's column (row), outside the region, loses the digit: if it held it, the far end would not, the near end
 * would, the region's places on the near end's line would not, and the rest, on the other line, see that cell. On the
 * classic grid the strong link's line lies outside the box's stack (band) and the target outside its band (stack); a
 * jigsaw region's arms may be longer than a box's. One implementation: the classic grid's finder
 * runs it on {@link Grid#CLASSIC}. Rated {@link Technique#EMPTY_RECTANGLE} flat.
 */
final class EmptyRectangles {

    private EmptyRectangles() {
    }

    /** The first empty rectangle, digit by digit and region by region, or null. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (!grid.fullLines) {
            return null;
        }
        for (int digit = 1; digit <= grid.size; digit++) {
            for (int house = 0; house < grid.houseCount(); house++) {
                if (grid.isBoxLike(house)) {
                    Step step = new Region(grid, marks, digit, house).find();
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /** One region and one digit: its places, and the rows and columns its cells span. */
    private static final class Region {
        private final Grid grid;
        private final int[] marks;
        private final int digit;
        private final int bit;
        private final int house;
        private final int[] cells;
        private final int places;

        Region(Grid grid, int[] marks, int digit, int house) {
            this.grid = grid;
            this.marks = marks;
            this.digit = digit;
            this.bit = 1 << digit - 1;
            this.house = house;
            this.cells = grid.cellsOf(house);
            this.places = SinglesAndIntersections.places(grid, marks, house, bit);
        }

        private boolean inRegion(int cell) {
            return grid.geometry.inRegion(cell, house);
        }

        Step find() {
            if (Integer.bitCount(places) < 2) {
                return null;
            }
            long rows = 0;
            long columns = 0;
            for (int cell : cells) {
                rows |= 1L << grid.cell(cell).row();
                columns |= 1L << grid.cell(cell).col();
            }
            for (long r = rows; r != 0; r &= r - 1) {
                int row = Long.numberOfTrailingZeros(r);
                int onRow = on(row, true);
                for (long c = columns; c != 0; c &= c - 1) {
                    int col = Long.numberOfTrailingZeros(c);
                    int onColumn = on(col, false);
                    // Every place on the cross, with at least one on each arm off the crossing cell.
                    if ((places & ~(onRow | onColumn)) != 0 || (places & ~onRow) == 0 || (places & ~onColumn) == 0) {
                        continue;
                    }
                    Step step = linked(row, col, true);
                    if (step == null) {
                        step = linked(row, col, false);
                    }
                    if (step != null) {
                        return step;
                    }
                }
            }
            return null;
        }

        /** The region's places on a row ({@code isRow}) or a column, as positions among its cells. */
        private int on(int line, boolean isRow) {
            int mask = 0;
            for (int i = 0; i < cells.length; i++) {
                io.github.sudokusolver.Cell cell = grid.cell(cells[i]);
                if ((isRow ? cell.row() : cell.col()) == line) {
                    mask |= 1 << i;
                }
            }
            return mask & places;
        }

        private int at(int row, int col) {
            return grid.cellsOf(grid.rowHouses[row])[col];
        }

        /**
         * A strong link in a column ({@code byColumn}) from the cross's row to a far row, or in a row from the cross's
         * column to a far column, whose near end and target lie outside the region.
         */
        private Step linked(int row, int col, boolean byColumn) {
            for (int line = 0; line < grid.size; line++) {
                int near = byColumn ? at(row, line) : at(line, col);
                if (inRegion(near)) {
                    continue;
                }
                int lineHouse = byColumn ? grid.columnHouses[line] : grid.rowHouses[line];
                int linePlaces = SinglesAndIntersections.places(grid, marks, lineHouse, bit);
                int nearPosition = byColumn ? row : col;
                if (Integer.bitCount(linePlaces) != 2 || (linePlaces & 1 << nearPosition) == 0) {
                    continue;
                }
                int farPosition = Integer.numberOfTrailingZeros(linePlaces & ~(1 << nearPosition));
                int far = byColumn ? at(farPosition, line) : at(line, farPosition);
                int target = byColumn ? at(farPosition, col) : at(row, farPosition);
                if (inRegion(target) || (SinglesAndIntersections.openDigits(grid, marks, target) & bit) == 0) {
                    continue;
                }
                return step(row, col, byColumn, lineHouse, far, near, target);
            }
            return null;
        }

        /** {@code far=near} in the strong link's line; {@code near} sees the region's places on its line. */
        private Step step(int row, int col, boolean byColumn, int lineHouse, int far, int near, int target) {
            int[] nearArm = arm(byColumn ? on(row, true) : on(col, false), -1);
            int[] otherArm = arm(byColumn ? on(col, false) : on(row, true), at(row, col));
            StepBuilder step = new StepBuilder(Technique.EMPTY_RECTANGLE, grid).digit(digit).house(house)
                    .house(lineHouse).cell(far).cell(near).eliminate(target, digit);
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

        /** The cells of a mask of positions, less {@code crossing} (-1: none left out). */
        private int[] arm(int mask, int crossing) {
            int[] found = new int[Integer.bitCount(mask)];
            int count = 0;
            for (int bits = mask; bits != 0; bits &= bits - 1) {
                int cell = cells[Integer.numberOfTrailingZeros(bits)];
                if (cell != crossing) {
                    found[count++] = cell;
                }
            }
            return java.util.Arrays.copyOf(found, count);
        }
    }
}
