package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Geometry;

/**
 * How the givens of a generated puzzle are placed: each symmetry maps a cell to the cells that must be given or empty
 * with it (its orbit).
 */
public enum Symmetry {
    /** No constraint on where the givens are. */
    NONE,
    /** Turning the grid half a turn maps givens onto givens (the most common in published puzzles). */
    ROTATE_180,
    /** Turning the grid a quarter turn maps givens onto givens. */
    ROTATE_90,
    /** Mirroring left to right maps givens onto givens. */
    MIRROR,
    /** Mirroring across the main diagonal (top left to bottom right) maps givens onto givens. */
    DIAGONAL;

    private static final Geometry GRID = Geometry.classic();
    /** The last row and the last column. */
    private static final int LAST = GRID.rows() - 1;

    /** The cells that go with {@code cell}, itself included, as cell indices. */
    int[] orbit(int cell) {
        int r = GRID.rowOf(cell);
        int c = GRID.columnOf(cell);
        int[] images = switch (this) {
            case NONE -> new int[] {cell};
            case ROTATE_180 -> new int[] {cell, GRID.cellOf(LAST - r, LAST - c)};
            case ROTATE_90 -> new int[] {cell, GRID.cellOf(c, LAST - r), GRID.cellOf(LAST - r, LAST - c),
                GRID.cellOf(LAST - c, r)};
            case MIRROR -> new int[] {cell, GRID.cellOf(r, LAST - c)};
            case DIAGONAL -> new int[] {cell, GRID.cellOf(c, r)};
        };
        return java.util.Arrays.stream(images).distinct().toArray();
    }

    /** Whether the givens of {@code board} (a classic board) have this symmetry. */
    boolean holds(Board board) {
        for (int cell = 0; cell < GRID.cellCount(); cell++) {
            for (int image : orbit(cell)) {
                boolean given = board.get(GRID.rowOf(cell), GRID.columnOf(cell)) != 0;
                if (given != (board.get(GRID.rowOf(image), GRID.columnOf(image)) != 0)) {
                    return false;
                }
            }
        }
        return true;
    }
}
