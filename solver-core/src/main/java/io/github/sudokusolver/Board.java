package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A 9x9 Sudoku grid: each cell holds a digit 1..9 or is empty (0).
 *
 * <p>This is a value-based class: instances are immutable, {@link #equals(Object)} and {@link #hashCode()} compare
 * the 81 cells, and identity is meaningless. A board may break the rules (two equal digits in a row, column or box);
 * {@link #conflicts()} names the clashing cells, and every {@link Solver} reports such a board as
 * {@link SolveResult.Status#INVALID}.
 *
 * <p>Rows and columns are numbered 0..8 from the top left. Cells are also addressed by their row-major index
 * {@code row * 9 + col}, the order of {@link #toString()}.
 */
public final class Board {

    /** Cells per side. */
    public static final int SIZE = 9;
    /** Cells in the grid. */
    public static final int CELLS = SIZE * SIZE;

    private static final Board EMPTY = new Board(new byte[CELLS]);

    private final byte[] cells;

    private Board(byte[] cells) {
        this.cells = cells;
    }

    /**
     * Parses a board from text. Accepted layouts, all with {@code 1}-{@code 9} for a given and {@code 0} or
     * {@code .} for an empty cell:
     * <ul>
     *   <li>one line of 81 cells;</li>
     *   <li>9 lines of 9 cells, with or without spaces between them (the layouts of BOJ 2239 and BOJ 2580).</li>
     * </ul>
     * Whitespace and the grid decoration characters {@code |}, {@code -} and {@code +} are ignored anywhere, so
     * the output of {@link #toGrid()} parses back. Blank and decoration-only lines are skipped.
     *
     * @param text the board; not null
     * @return the board
     * @throws NullPointerException if {@code text} is null
     * @throws BoardFormatException if the text is not one of the layouts above; the message names the line and
     *     column, the character found and what was expected, or how many cells were found
     */
    public static Board parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return new Board(BoardParser.parse(text));
    }

    /**
     * Makes a board from a 9x9 array in row-major order ({@code cells[row][col]}), 0 for an empty cell and 1..9 for a
     * given. The array is copied; later changes to it do not affect the board.
     *
     * @param cells nine rows of nine values in 0..9; not null
     * @return the board
     * @throws NullPointerException if {@code cells} is null
     * @throws BoardFormatException if a row is null, the array is not 9x9, or a value is outside 0..9; the message
     *     names the row (and column) at fault
     */
    public static Board of(int[][] cells) {
        Objects.requireNonNull(cells, "cells");
        if (cells.length != SIZE) {
            throw new BoardFormatException("found " + cells.length + " rows, expected 9", 0, 0);
        }
        byte[] copy = new byte[CELLS];
        for (int row = 0; row < SIZE; row++) {
            int[] values = cells[row];
            if (values == null) {
                throw new BoardFormatException("row " + row + " is null, expected 9 values", 0, 0);
            }
            if (values.length != SIZE) {
                throw new BoardFormatException(
                        "row " + row + " has " + values.length + " values, expected 9", 0, 0);
            }
            for (int col = 0; col < SIZE; col++) {
                int value = values[col];
                if (value < 0 || value > SIZE) {
                    throw new BoardFormatException("found " + value + " at row " + row + ", column " + col
                            + ", expected 0 (empty) or a digit 1-9", 0, 0);
                }
                copy[row * SIZE + col] = (byte) value;
            }
        }
        return new Board(copy);
    }

    /**
     * Returns the board with every cell empty.
     *
     * @return the empty board
     */
    public static Board empty() {
        return EMPTY;
    }

    /** Wraps a cell array the caller hands over and never touches again; values must be 0..9. */
    static Board ofTrustedCells(byte[] cells) {
        return new Board(cells);
    }

    /**
     * Returns the digit in a cell.
     *
     * @param row the row, 0..8
     * @param col the column, 0..8
     * @return the digit 1..9, or 0 if the cell is empty
     * @throws IndexOutOfBoundsException if {@code row} or {@code col} is outside 0..8
     */
    public int get(int row, int col) {
        return cells[index(row, col)];
    }

    /**
     * Returns a board equal to this one except for one cell. The result may break the rules; see
     * {@link #conflicts()}.
     *
     * @param row the row, 0..8
     * @param col the column, 0..8
     * @param digit the new content, 1..9, or 0 to empty the cell
     * @return the new board (this board if the cell already holds {@code digit})
     * @throws IndexOutOfBoundsException if {@code row} or {@code col} is outside 0..8
     * @throws IllegalArgumentException if {@code digit} is outside 0..9
     */
    public Board with(int row, int col, int digit) {
        int index = index(row, col);
        if (digit < 0 || digit > SIZE) {
            throw new IllegalArgumentException("digit " + digit + " at row " + row + ", column " + col
                    + " is outside 0..9");
        }
        if (cells[index] == digit) {
            return this;
        }
        byte[] copy = cells.clone();
        copy[index] = (byte) digit;
        return new Board(copy);
    }

    /**
     * Returns the cells as a fresh 9x9 array, {@code [row][col]}, 0 for empty.
     *
     * @return a new array the caller owns
     */
    public int[][] toArray() {
        int[][] grid = new int[SIZE][SIZE];
        for (int i = 0; i < CELLS; i++) {
            grid[i / SIZE][i % SIZE] = cells[i];
        }
        return grid;
    }

    /** The digit at a row-major index, 0 for empty; no bounds message, for solvers that loop over all 81. */
    int digitAt(int index) {
        return cells[index];
    }

    /**
     * True if two cells of a unit hold the same digit: the quick yes/no that solvers ask before searching, with
     * {@link #conflicts()} left for the rare case that needs the details.
     */
    boolean hasConflict() {
        int[] seen = new int[27]; // per row, column and box: bit d set once digit d was met
        for (int cell = 0; cell < CELLS; cell++) {
            int digit = cells[cell];
            if (digit == 0) {
                continue;
            }
            int bit = 1 << digit;
            int row = Grid.ROW[cell];
            int col = 9 + Grid.COL[cell];
            int box = 18 + Grid.BOX[cell];
            if (((seen[row] | seen[col] | seen[box]) & bit) != 0) {
                return true;
            }
            seen[row] |= bit;
            seen[col] |= bit;
            seen[box] |= bit;
        }
        return false;
    }

    /** Copies the cells, row-major, into a fresh array for a solver to work on. */
    int[] toCellArray() {
        int[] copy = new int[CELLS];
        for (int i = 0; i < CELLS; i++) {
            copy[i] = cells[i];
        }
        return copy;
    }

    /**
     * Counts the non-empty cells.
     *
     * @return the number of cells holding a digit, 0..81
     */
    public int filledCount() {
        int count = 0;
        for (byte cell : cells) {
            if (cell != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * Tells whether every cell holds a digit.
     *
     * @return true if no cell is empty (the board may still break the rules)
     */
    public boolean isComplete() {
        return filledCount() == CELLS;
    }

    /**
     * Tells whether this board is a finished Sudoku: complete, with every row, column and box holding 1..9 once.
     *
     * @return true if the board is complete and has no conflicts
     */
    public boolean isSolved() {
        return isComplete() && conflicts().isEmpty();
    }

    /**
     * Tells whether {@code other} fills in this board: every digit of this board stands in the same cell of
     * {@code other}.
     *
     * @param other the board to compare with; not null
     * @return true if {@code other} keeps all of this board's digits
     * @throws NullPointerException if {@code other} is null
     */
    public boolean isKeptBy(Board other) {
        Objects.requireNonNull(other, "other");
        for (int i = 0; i < CELLS; i++) {
            if (cells[i] != 0 && cells[i] != other.cells[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lists the rule violations of this board: every pair of cells that hold the same digit in one row, column or
     * box, once per unit they share, ordered by unit (rows, then columns, then boxes) and then by cell.
     *
     * @return the conflicts, empty if the board breaks no rule; an unmodifiable list
     */
    public List<Conflict> conflicts() {
        List<Conflict> found = new ArrayList<>(0);
        for (Conflict.Unit unit : Conflict.Unit.values()) {
            for (int number = 0; number < SIZE; number++) {
                int[] members = Grid.unitCells(unit, number);
                for (int a = 0; a < SIZE; a++) {
                    int digit = cells[members[a]];
                    if (digit == 0) {
                        continue;
                    }
                    for (int b = a + 1; b < SIZE; b++) {
                        if (cells[members[b]] == digit) {
                            found.add(new Conflict(digit, unit, Cell.of(members[a]), Cell.of(members[b])));
                        }
                    }
                }
            }
        }
        return List.copyOf(found);
    }

    /**
     * Renders the board as nine lines of digits with box borders, {@code .} for empty cells; for example
     * <pre>
     * . 3 . | 2 6 . | 7 . 1
     * 6 8 . | . 7 . | . 9 .
     * 1 9 . | . . 4 | 5 . .
     * ------+-------+------
     * ...
     * </pre>
     * {@link #parse(CharSequence)} reads it back; {@link BoardFormat} has this and the other layouts.
     *
     * @return the multi-line rendering, lines ending in {@code \n}
     */
    public String toGrid() {
        return BoardFormat.GRID.format(this);
    }

    /**
     * Returns the 81 cells in row-major order, a digit for a given and {@code .} for an empty cell. This is the
     * one-line format of the public puzzle collections; {@code Board.parse(b.toString()).equals(b)} holds.
     *
     * @return 81 characters
     */
    @Override
    public String toString() {
        char[] text = new char[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            text[cell] = BoardFormat.symbol(cells[cell]);
        }
        return new String(text);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board && Arrays.equals(cells, ((Board) other).cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    private static int index(int row, int col) {
        if (row < 0 || row >= SIZE || col < 0 || col >= SIZE) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col + ") is outside 0..8");
        }
        return row * SIZE + col;
    }
}
