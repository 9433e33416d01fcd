package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One region while a {@link Layout} is built: its kind, its number within the kind, and its grid positions
 * ({@code row * columns + col}); and the shapes the layout factories put together (lines, boxes, the samurai grids,
 * diagonals, windows).
 */
record Region(Conflict.Unit kind, int number, int[] positions) {

    /** Drops regions with the same cells as an earlier one (samurai's shared boxes, a diagonal added twice). */
    static List<Region> distinct(List<Region> found) {
        Map<String, Region> byCells = new LinkedHashMap<>();
        for (Region region : found) {
            int[] sortedCells = region.positions.clone();
            Arrays.sort(sortedCells);
            byCells.putIfAbsent(Arrays.toString(sortedCells), new Region(region.kind, region.number, sortedCells));
        }
        List<Region> sorted = new ArrayList<>(byCells.values());
        sorted.sort(Comparator.comparing((Region region) -> region.kind)
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
    static List<Region> linesOf(int n, int top, int left, int width) {
        List<Region> found = new ArrayList<>();
        for (int line = 0; line < n; line++) {
            int[] row = new int[n];
            int[] col = new int[n];
            for (int i = 0; i < n; i++) {
                row[i] = (top + line) * width + left + i;
                col[i] = (top + i) * width + left + line;
            }
            found.add(new Region(Conflict.Unit.ROW, top + line, row));
            found.add(new Region(Conflict.Unit.COLUMN, left + line, col));
        }
        return found;
    }

    /** The rows, columns and boxes of a grid of {@code boxRows x boxCols} boxes. */
    static List<Region> boxGrid(int boxRows, int boxCols) {
        int n = boxRows * boxCols;
        List<Region> found = linesOf(n, 0, 0, n);
        for (int box = 0; box < n; box++) {
            int top = box / boxRows * boxRows;
            int left = box % boxRows * boxCols;
            int[] cells = new int[n];
            for (int i = 0; i < n; i++) {
                cells[i] = (top + i / boxCols) * n + left + i % boxCols;
            }
            found.add(new Region(Conflict.Unit.BOX, box, cells));
        }
        return found;
    }

    /** The regions of classic 9x9 grids at these top-left corners of a grid {@code width} wide. */
    static List<Region> samurai(int[][] origins, int width) {
        int n = Board.SIZE; // each of the grids is a classic one, of 3x3 boxes
        int side = 3;
        List<Region> found = new ArrayList<>();
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
                found.add(new Region(Conflict.Unit.BOX, boxTop / side * (width / side) + boxLeft / side, cells));
            }
        }
        return found;
    }

    /** The two main diagonals of a square grid of {@code size}. */
    static List<Region> diagonals(int size) {
        int[] main = new int[size];
        int[] anti = new int[size];
        for (int i = 0; i < size; i++) {
            main[i] = i * size + i;
            anti[i] = i * size + size - 1 - i;
        }
        return List.of(new Region(Conflict.Unit.DIAGONAL, 0, main), new Region(Conflict.Unit.DIAGONAL, 1, anti));
    }

    /** The windows of a square grid of {@code size = side * side}: squares one cell in from the edges, one apart. */
    static List<Region> windows(int size, int side) {
        List<Region> found = new ArrayList<>();
        int number = 0;
        for (int wr = 0; wr < side - 1; wr++) {
            for (int wc = 0; wc < side - 1; wc++) {
                int top = 1 + wr * (side + 1);
                int left = 1 + wc * (side + 1);
                int[] cells = new int[size];
                for (int i = 0; i < size; i++) {
                    cells[i] = (top + i / side) * size + left + i % side;
                }
                found.add(new Region(Conflict.Unit.WINDOW, number++, cells));
            }
        }
        return found;
    }
}
