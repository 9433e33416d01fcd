package io.github.sudokusolver;

/**
 * A cell position on a board, 0-based. Rows and columns go up to 24, the last of the largest {@link Layout}; whether
 * a position lies on a given board is the board's layout's answer. {@link #of(int)}, {@link #index()} and
 * {@link #box()} speak of the classic 9x9 grid.
 *
 * @param row the row, 0..24
 * @param col the column, 0..24
 */
public record Cell(int row, int col) {

    /**
     * Validates the position.
     *
     * @param row the row, 0..24
     * @param col the column, 0..24
     * @throws IndexOutOfBoundsException if {@code row} or {@code col} is outside 0..24
     */
    public Cell {
        if (row < 0 || row >= Layout.MAX_SIZE || col < 0 || col >= Layout.MAX_SIZE) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col + ") is outside 0.."
                    + (Layout.MAX_SIZE - 1));
        }
    }

    /**
     * Returns the cell at a row-major index.
     *
     * @param index {@code row * 9 + col}, 0..80
     * @return the cell
     * @throws IndexOutOfBoundsException if {@code index} is outside 0..80
     */
    public static Cell of(int index) {
        if (index < 0 || index >= Board.CELLS) {
            throw new IndexOutOfBoundsException("cell index " + index + " is outside 0..80");
        }
        return new Cell(index / Board.SIZE, index % Board.SIZE);
    }

    /**
     * Returns the row-major index of this cell on the classic grid.
     *
     * @return {@code row * 9 + col}
     * @throws IndexOutOfBoundsException if the cell lies outside the classic grid (row or column above 8)
     */
    public int index() {
        requireClassic();
        return row * Board.SIZE + col;
    }

    /**
     * Returns the 3x3 box of the classic grid holding this cell, numbered 0..8 left to right, top to bottom.
     *
     * @return the box number
     * @throws IndexOutOfBoundsException if the cell lies outside the classic grid (row or column above 8)
     */
    public int box() {
        requireClassic();
        return row / 3 * 3 + col / 3;
    }

    private void requireClassic() {
        if (row >= Board.SIZE || col >= Board.SIZE) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col
                    + ") is outside the classic grid, 0..8");
        }
    }

    /**
     * The position in r1c1 notation (1-based), as error messages and step descriptions name cells.
     *
     * @return {@code r3c5} for row 2, column 4
     */
    public String name() {
        return "r" + (row + 1) + "c" + (col + 1);
    }

    /**
     * Returns the position as {@code (row R, column C)}, 0-based like the rest of the API.
     *
     * @return a readable position
     */
    @Override
    public String toString() {
        return "(row " + row + ", column " + col + ")";
    }
}
