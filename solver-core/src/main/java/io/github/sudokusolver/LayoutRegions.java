package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    static List<Shape> jigsaw(int[][] regions) {
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
        List<Shape> found = Shape.linesOf(n, 0, 0, n);
        for (int region = 0; region < n; region++) {
            if (fill[region] != n) {
                throw new IllegalArgumentException("region " + region + " has "
                        + SolveStatistics.count(fill[region], "cell") + ", expected " + n);
            }
            found.add(new Shape(Region.REGION, region, cells[region]));
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
    static int boxSide(int[][] regions, Region[] kinds, int columns, boolean vertical) {
        for (int r = 0; r < regions.length; r++) {
            if (kinds[r] == Region.BOX) {
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

    /**
     * One region while a {@link Layout} is built: its kind, its number within the kind, and its grid positions
     * ({@code row * columns + col}); and the shapes the layout factories put together (lines, boxes, the samurai grids,
     * diagonals, windows).
     */
    record Shape(Region kind, int number, int[] positions) {

        /** Drops regions with the same cells as an earlier one (samurai's shared boxes, a diagonal added twice). */
        static List<Shape> distinct(List<Shape> found) {
            Map<String, Shape> byCells = new LinkedHashMap<>();
            for (Shape region : found) {
                int[] sortedCells = region.positions.clone();
                Arrays.sort(sortedCells);
                byCells.putIfAbsent(Arrays.toString(sortedCells), new Shape(region.kind, region.number, sortedCells));
            }
            List<Shape> sorted = new ArrayList<>(byCells.values());
            sorted.sort(Comparator.comparing((Shape region) -> region.kind)
                    .thenComparing((a, b) -> comparePositions(a.positions, b.positions)));
            return sorted;
        }

        /** Lexicographic order of two position lists (what {@code Arrays.compare} does, which Android 26 lacks). */
        private static int comparePositions(int[] a, int[] b) {
            for (int i = 0; i < Math.min(a.length, b.length); i++) {
                if (a[i] != b[i]) {
                    return Integer.compare(a[i], b[i]);
                }
            }
            return Integer.compare(a.length, b.length);
        }

        /** The n rows and n columns of an n x n grid placed at (top, left) of a grid {@code width} wide. */
        static List<Shape> linesOf(int n, int top, int left, int width) {
            List<Shape> found = new ArrayList<>();
            for (int line = 0; line < n; line++) {
                int[] row = new int[n];
                int[] col = new int[n];
                for (int i = 0; i < n; i++) {
                    row[i] = (top + line) * width + left + i;
                    col[i] = (top + i) * width + left + line;
                }
                found.add(new Shape(Region.ROW, top + line, row));
                found.add(new Shape(Region.COLUMN, left + line, col));
            }
            return found;
        }

        /** The rows, columns and boxes of a grid of {@code boxRows x boxCols} boxes. */
        static List<Shape> boxGrid(int boxRows, int boxCols) {
            int n = boxRows * boxCols;
            List<Shape> found = linesOf(n, 0, 0, n);
            for (int box = 0; box < n; box++) {
                int top = box / boxRows * boxRows;
                int left = box % boxRows * boxCols;
                int[] cells = new int[n];
                for (int i = 0; i < n; i++) {
                    cells[i] = (top + i / boxCols) * n + left + i % boxCols;
                }
                found.add(new Shape(Region.BOX, box, cells));
            }
            return found;
        }

        /** The regions of classic 9x9 grids at these top-left corners of a grid {@code width} wide. */
        static List<Shape> samurai(int[][] origins, int width) {
            int n = Board.SIZE; // each of the grids is a classic one, of 3x3 boxes
            int side = 3;
            List<Shape> found = new ArrayList<>();
            for (int[] origin : origins) {
                int top = origin[0];
                int left = origin[1];
                found.addAll(linesOf(n, top, left, width));
                for (int box = 0; box < n; box++) {
                    int boxTop = top + box / side * side;
                    int boxLeft = left + box % side * side;
                    int[] cells = new int[n];
                    for (int i = 0; i < n; i++) {
                        cells[i] = (boxTop + i / side) * width + boxLeft + i % side;
                    }
                    // Boxes are numbered over the squares of the whole grid, in reading order.
                    found.add(new Shape(Region.BOX, boxTop / side * (width / side) + boxLeft / side, cells));
                }
            }
            return found;
        }

        /** The two main diagonals of a square grid of {@code size}. */
        static List<Shape> diagonals(int size) {
            int[] main = new int[size];
            int[] anti = new int[size];
            for (int i = 0; i < size; i++) {
                main[i] = i * size + i;
                anti[i] = i * size + size - 1 - i;
            }
            return List.of(new Shape(Region.DIAGONAL, 0, main), new Shape(Region.DIAGONAL, 1, anti));
        }

        /** The windows of a square grid of {@code size = side * side}: squares one cell in from the edges, one apart. */
        static List<Shape> windows(int size, int side) {
            List<Shape> found = new ArrayList<>();
            int number = 0;
            for (int wr = 0; wr < side - 1; wr++) {
                for (int wc = 0; wc < side - 1; wc++) {
                    int top = 1 + wr * (side + 1);
                    int left = 1 + wc * (side + 1);
                    int[] cells = new int[size];
                    for (int i = 0; i < size; i++) {
                        cells[i] = (top + i / side) * size + left + i % side;
                    }
                    found.add(new Shape(Region.WINDOW, number++, cells));
                }
            }
            return found;
        }
    }
}
