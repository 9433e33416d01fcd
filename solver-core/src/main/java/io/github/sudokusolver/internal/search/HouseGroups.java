package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The groups of houses the law of 45 is applied to ({@link SumRules}): each region alone, two and three rows, columns
 * or boxes side by side, and the orders in which houses are joined one by one into growing unions.
 */
final class HouseGroups {

    private HouseGroups() {
    }

    /**
     * The groups of houses the law of 45 is applied to: each region alone (every region holds each digit once, so
     * adds up to {@code n(n+1)/2}), and on a full square grid two and three rows, columns or boxes side by side.
     */
    static List<int[]> of(Geometry geometry) {
        List<int[]> groups = new ArrayList<>();
        for (int r = 0; r < geometry.regionCount(); r++) {
            groups.add(new int[] {r});
        }
        int[] rows = geometry.rowRegions;
        if (rows != null) {
            int[] columns = columnRegions(geometry);
            for (int[] lines : new int[][] {rows, columns}) {
                for (int first = 0; first < lines.length; first++) {
                    if (first + 1 < lines.length) {
                        groups.add(new int[] {lines[first], lines[first + 1]});
                    }
                    if (first + 2 < lines.length) {
                        groups.add(new int[] {lines[first], lines[first + 1], lines[first + 2]});
                    }
                }
            }
            boxesSideBySide(geometry, groups);
        }
        return groups;
    }

    /**
     * Adds each pair and triple of boxes side by side in a band or a stack: regions whose cells fill a rectangle, the
     * next one starting where the last ends, at the same height (or the same columns).
     */
    private static void boxesSideBySide(Geometry geometry, List<int[]> groups) {
        int n = geometry.size;
        int[][] bounds = new int[geometry.regionCount()][]; // top, left, bottom, right of each rectangular region
        for (int r = 0; r < bounds.length; r++) {
            int top = n;
            int left = n;
            int bottom = -1;
            int right = -1;
            for (int cell : geometry.regionCells[r]) {
                top = Math.min(top, cell / n);
                bottom = Math.max(bottom, cell / n);
                left = Math.min(left, cell % n);
                right = Math.max(right, cell % n);
            }
            boolean line = top == bottom || left == right;
            if (!line && (bottom - top + 1) * (right - left + 1) == n) {
                bounds[r] = new int[] {top, left, bottom, right};
            }
        }
        for (int r = 0; r < bounds.length; r++) {
            if (bounds[r] == null) {
                continue;
            }
            for (boolean across : new boolean[] {true, false}) {
                int next = neighbourBox(bounds, r, across);
                if (next >= 0) {
                    groups.add(new int[] {r, next});
                    int third = neighbourBox(bounds, next, across);
                    if (third >= 0) {
                        groups.add(new int[] {r, next, third});
                    }
                }
            }
        }
    }

    /** The box right of box {@code r} ({@code across}) or below it, or -1. */
    private static int neighbourBox(int[][] bounds, int r, boolean across) {
        int[] box = bounds[r];
        for (int other = 0; other < bounds.length; other++) {
            int[] b = bounds[other];
            if (b != null && (across
                    ? b[0] == box[0] && b[2] == box[2] && b[1] == box[3] + 1
                    : b[1] == box[1] && b[3] == box[3] && b[0] == box[2] + 1)) {
                return other;
            }
        }
        return -1;
    }

    /** On a full square grid, the region that is column x, for each x. */
    private static int[] columnRegions(Geometry geometry) {
        int n = geometry.size;
        int[] columns = new int[n];
        Arrays.fill(columns, -1);
        for (int r = 0; r < geometry.regionCount(); r++) {
            int[] cells = geometry.regionCells[r];
            boolean column = true;
            for (int i = 0; i < n && column; i++) {
                column = cells[i] == cells[0] + i * n;
            }
            if (column && cells[0] < n && columns[cells[0]] < 0) {
                columns[cells[0]] = r;
            }
        }
        return columns;
    }

    /**
     * The orders in which houses are joined one by one: rows down and up, columns right and left, and the boxes in
     * reading order where the grid has them.
     */
    static List<int[]> growingOrders(Geometry geometry) {
        int[] rows = geometry.rowRegions;
        int[] columns = columnRegions(geometry);
        List<int[]> orders = new ArrayList<>();
        orders.add(rows);
        orders.add(reversed(rows));
        orders.add(columns);
        orders.add(reversed(columns));
        int[] boxes = boxOrder(geometry);
        if (boxes != null) {
            orders.add(boxes);
        }
        return orders;
    }

    /**
     * The grid's boxes in reading order (of their first cells), when its regions other than rows and columns are n
     * rectangles that tile the grid; else null.
     */
    private static int[] boxOrder(Geometry geometry) {
        int n = geometry.size;
        List<int[]> boxes = new ArrayList<>();
        boolean[] covered = new boolean[geometry.cellCount()];
        for (int r = 0; r < geometry.layoutRegions; r++) {
            int[] cells = geometry.regionCells[r];
            int top = n;
            int left = n;
            int bottom = -1;
            int right = -1;
            for (int cell : cells) {
                top = Math.min(top, cell / n);
                bottom = Math.max(bottom, cell / n);
                left = Math.min(left, cell % n);
                right = Math.max(right, cell % n);
            }
            if (top != bottom && left != right && (bottom - top + 1) * (right - left + 1) == n
                    && !covered[cells[0]]) {
                for (int cell : cells) {
                    covered[cell] = true;
                }
                boxes.add(new int[] {cells[0], r});
            }
        }
        if (boxes.size() != n) {
            return null;
        }
        boxes.sort((x, y) -> Integer.compare(x[0], y[0]));
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = boxes.get(i)[1];
        }
        return order;
    }

    private static int[] reversed(int[] a) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[a.length - 1 - i];
        }
        return r;
    }
}
