package io.github.sudokusolver;

/**
 * A cell position on the board, 0-based.
 *
 * @param row the row, 0..8
 * @param col the column, 0..8
 */
public record Cell(int row, int col) {

    /**
     * Validates the position.
     *
     * @param row the row, 0..8
     * @param col the column, 0..8
     * @throws IndexOutOfBoundsException if {@code row} or {@code col} is outside 0..8
     */
    public Cell {
        if (row < 0 || row >= Board.SIZE || col < 0 || col >= Board.SIZE) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col + ") is outside 0..8");
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
     * Returns the row-major index of this cell.
     *
     * @return {@code row * 9 + col}
     */
    public int index() {
        return row * Board.SIZE + col;
    }

    /**
     * Returns the 3x3 box holding this cell, numbered 0..8 left to right, top to bottom.
     *
     * @return the box number
     */
    public int box() {
        return row / 3 * 3 + col / 3;
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
