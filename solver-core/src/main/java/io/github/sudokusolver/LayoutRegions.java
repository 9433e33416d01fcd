package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The work on a {@link Layout}'s region tables that does not need a layout: checking a jigsaw grid's region array
 * and building its regions, and reading the tables back as cells and box sides. Taken out of {@link Layout} so that
 * the layout keeps to what it holds, and the jigsaw checks, with their messages, are in one place.
 */
final class LayoutRegions {

    private LayoutRegions() {
    }

    /**
     * The regions of a jigsaw grid: its rows, its columns and the n irregular regions of the array.
     *
     * @param regions {@code regions[row][col]}, the region of each cell, in {@code 0..n-1}; not modified
     * @return the regions, rows and columns first, in a list the caller may change
     * @throws NullPointerException if {@code regions} or a row of it is null
     * @throws IllegalArgumentException as {@link Layout#jigsaw(int[][])} says
     */
    static List<Region> jigsaw(int[][] regions) {
        Objects.requireNonNull(regions, "regions");
        int n = regions.length;
        if (n < 2 || n > Layout.MAX_SIZE) {
            throw new IllegalArgumentException("found " + SolveStatistics.count(n, "row") + " of regions, expected 2"
                    + " to " + Layout.MAX_SIZE);
        }
        int[] fill = new int[n];
        int[][] cells = new int[n][n];
        for (int row = 0; row < n; row++) {
            int[] line = Objects.requireNonNull(regions[row], "regions[" + row + "]");
            if (line.length != n) {
                throw new IllegalArgumentException("row " + row + " of the regions has "
                        + SolveStatistics.count(line.length, "value") + ", expected " + n);
            }
            for (int col = 0; col < n; col++) {
                int region = line[col];
                if (region < 0 || region >= n) {
                    throw new IllegalArgumentException("region " + region + " at row " + row + ", column " + col
                            + " is outside 0.." + (n - 1));
                }
                if (fill[region] < n) {
                    cells[region][fill[region]] = row * n + col;
                }
                fill[region]++;
            }
        }
        List<Region> found = Region.linesOf(n, 0, 0, n);
        for (int region = 0; region < n; region++) {
            if (fill[region] != n) {
                throw new IllegalArgumentException("region " + region + " has "
                        + SolveStatistics.count(fill[region], "cell") + ", expected " + n);
            }
            found.add(new Region(Conflict.Unit.REGION, region, cells[region]));
        }
        return found;
    }

    /**
     * The regions as lists of cells, as {@link Layout#regions()} returns them.
     *
     * @param regions the grid positions of each region
     * @param columns the columns of the grid
     * @return an unmodifiable list of unmodifiable lists
     */
    static List<List<Cell>> cells(int[][] regions, int columns) {
        List<List<Cell>> list = new ArrayList<>(regions.length);
        for (int[] region : regions) {
            List<Cell> cells = new ArrayList<>(region.length);
            for (int position : region) {
                cells.add(new Cell(position / columns, position % columns));
            }
            list.add(List.copyOf(cells));
        }
        return List.copyOf(list);
    }

    /**
     * The height or width of the first box among the regions.
     *
     * @param regions the grid positions of each region
     * @param kinds the kind of each region
     * @param columns the columns of the grid
     * @param vertical true for the rows per box, false for the columns
     * @return the side, 0 when there is no box
     */
    static int boxSide(int[][] regions, Conflict.Unit[] kinds, int columns, boolean vertical) {
        for (int r = 0; r < regions.length; r++) {
            if (kinds[r] == Conflict.Unit.BOX) {
                int[] box = regions[r];
                int first = box[0];
                int last = box[box.length - 1];
                return vertical ? last / columns - first / columns + 1 : last % columns - first % columns + 1;
            }
        }
        return 0;
    }

    /**
     * Which grid positions are cells: those in some region (the samurai grid's holes are in none).
     *
     * @param regions the regions' grid positions
     * @param positions the positions of the grid, {@code rows * columns}
     * @return true at each cell's position
     */
    static boolean[] cellsOf(int[][] regions, int positions) {
        boolean[] isCell = new boolean[positions];
        for (int[] region : regions) {
            for (int position : region) {
                isCell[position] = true;
            }
        }
        return isCell;
    }

    /**
     * The cells among the positions.
     *
     * @param isCell {@link #cellsOf}'s answer
     * @return how many are true
     */
    static int count(boolean[] isCell) {
        int count = 0;
        for (boolean cell : isCell) {
            count += cell ? 1 : 0;
        }
        return count;
    }
}
