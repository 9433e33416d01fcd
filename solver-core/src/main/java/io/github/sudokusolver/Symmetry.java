package io.github.sudokusolver;

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

    /** The cells that go with {@code cell}, itself included, as cell indices. */
    int[] orbit(int cell) {
        int r = cell / 9;
        int c = cell % 9;
        int[] images = switch (this) {
            case NONE -> new int[] {cell};
            case ROTATE_180 -> new int[] {cell, (8 - r) * 9 + 8 - c};
            case ROTATE_90 -> new int[] {cell, c * 9 + 8 - r, (8 - r) * 9 + 8 - c, (8 - c) * 9 + r};
            case MIRROR -> new int[] {cell, r * 9 + 8 - c};
            case DIAGONAL -> new int[] {cell, c * 9 + r};
        };
        return java.util.Arrays.stream(images).distinct().toArray();
    }

    /** Whether the givens of {@code board} have this symmetry. */
    boolean holds(Board board) {
        for (int cell = 0; cell < Board.CELLS; cell++) {
            for (int image : orbit(cell)) {
                if ((board.digitAt(cell) == 0) != (board.digitAt(image) == 0)) {
                    return false;
                }
            }
        }
        return true;
    }
}
