package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;

/**
 * The names a player gives the samurai grid's rows, columns and boxes: by their place in one of its five 9x9 grids
 * ({@code row 5 of the top-right grid}), where {@link House#toString()} numbers them among all 45, which a player cannot
 * find on the page. {@link Grid#name} asks here for a layout with holes.
 */
final class SamuraiNames {

    private SamuraiNames() {
    }

    /**
     * Top-left corners of the samurai grid's five 9x9 grids, as {@link Layout#samurai()} places them, and their names;
     * the centre grid last, so that a box it shares is named in its corner grid.
     */
    private static final int[][] SAMURAI_GRIDS = {{0, 0}, {0, 12}, {12, 0}, {12, 12}, {6, 6}};
    private static final String[] SAMURAI_GRID_NAMES = {"top-left", "top-right", "bottom-left", "bottom-right", "centre"};
    private static final int SAMURAI_SIDE = 9;
    private static final int SAMURAI_BOX = 3;

    /**
     * A row, column or box of the samurai grid named within the first of the five grids that holds it whole (a box
     * the centre grid shares is named in the corner grid), by its top-left cell.
     */
    static String of(Grid grid, int house) {
        Region kind = grid.kinds[house];
        int minRow = Integer.MAX_VALUE;
        int maxRow = -1;
        int minCol = Integer.MAX_VALUE;
        int maxCol = -1;
        for (int member : grid.cellsOf(house)) {
            Cell cell = grid.cell(member);
            minRow = Math.min(minRow, cell.row());
            maxRow = Math.max(maxRow, cell.row());
            minCol = Math.min(minCol, cell.col());
            maxCol = Math.max(maxCol, cell.col());
        }
        for (int g = 0; g < SAMURAI_GRIDS.length; g++) {
            int top = SAMURAI_GRIDS[g][0];
            int left = SAMURAI_GRIDS[g][1];
            boolean inside = minRow >= top && maxRow < top + SAMURAI_SIDE && minCol >= left
                    && maxCol < left + SAMURAI_SIDE;
            if (!inside) {
                continue;
            }
            int row = minRow - top;
            int column = minCol - left;
            int number;
            if (kind == Region.ROW) {
                number = row;
            } else if (kind == Region.COLUMN) {
                number = column;
            } else {
                number = row / SAMURAI_BOX * SAMURAI_BOX + column / SAMURAI_BOX;
            }
            return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + (number + 1) + " of the "
                    + SAMURAI_GRID_NAMES[g] + " grid";
        }
        return grid.house(house).toString();
    }
}
