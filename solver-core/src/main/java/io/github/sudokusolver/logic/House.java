package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.internal.search.Geometry;
import java.util.Objects;

/**
 * A row, column or box that a {@link Step} relies on, for a user interface to highlight.
 *
 * @param unit   the kind of house; not null
 * @param number its 0-based number: rows top to bottom, columns left to right, boxes in reading order
 */
public record House(Conflict.Unit unit, int number) {

    /**
     * Checks the parts.
     *
     * @param unit the kind of house
     * @param number the 0-based number
     * @throws NullPointerException      if {@code unit} is null
     * @throws IllegalArgumentException  if {@code unit} is not a row, column or box (human-style solving is 9x9)
     * @throws IndexOutOfBoundsException if {@code number} is outside 0..8
     */
    public House {
        Objects.requireNonNull(unit, "unit");
        if (unit != Conflict.Unit.ROW && unit != Conflict.Unit.COLUMN && unit != Conflict.Unit.BOX) {
            throw new IllegalArgumentException(unit + " is not a house of the classic grid");
        }
        if (number < 0 || number >= DIGITS) {
            throw new IndexOutOfBoundsException("house number " + number + " is outside 0..8");
        }
    }

    /**
     * The classic grid as the step engine indexes it: houses are its regions, rows 0-8, columns 9-17 and boxes
     * 18-26, and a cell is its index {@code row * 9 + column}.
     */
    static final Geometry GRID = Geometry.classic();
    /** Digits, and cells per house. */
    static final int DIGITS = 9;
    static final int CELLS = DIGITS * DIGITS;
    /** The index of the first column and of the first box among the houses. */
    static final int FIRST_COLUMN = DIGITS;
    static final int FIRST_BOX = 2 * DIGITS;

    /** The house of a house index. */
    static House of(int house) {
        Conflict.Unit unit = house < FIRST_COLUMN ? Conflict.Unit.ROW
                : house < FIRST_BOX ? Conflict.Unit.COLUMN : Conflict.Unit.BOX;
        return new House(unit, house % DIGITS);
    }

    /** The index of this house among the houses. */
    int index() {
        return switch (unit) {
            case ROW -> number;
            case COLUMN -> FIRST_COLUMN + number;
            default -> FIRST_BOX + number;
        };
    }

    /** Rows (columns) of a box: a band of boxes is three rows, a stack three columns. */
    private static final int BOX_SIDE = 3;

    /** The band (0-2) of a row: which row of boxes it crosses. */
    static int bandOf(int row) {
        return row / BOX_SIDE;
    }

    /** The stack (0-2) of a column: which column of boxes it crosses. */
    static int stackOf(int column) {
        return column / BOX_SIDE;
    }

    /** The box (0-8) of a cell index. */
    static int boxOf(int cell) {
        return GRID.regionsOf(cell)[2] - FIRST_BOX;
    }

    /**
     * The cells of this house, in reading order.
     *
     * @return an unmodifiable list of nine cells
     */
    public java.util.List<Cell> cells() {
        java.util.List<Cell> cells = new java.util.ArrayList<>(DIGITS);
        for (int cell : GRID.cellsOf(index())) {
            cells.add(Cell.of(cell));
        }
        return java.util.List.copyOf(cells);
    }

    /** {@code row 3}, {@code column 5} or {@code box 2}, 1-based as in a step's description. */
    @Override
    public String toString() {
        return unit.name().toLowerCase(java.util.Locale.ROOT) + " " + (number + 1);
    }

    /** 1-based name of a house index, as descriptions write it. */
    static String name(int house) {
        String kind = house < FIRST_COLUMN ? "row" : house < FIRST_BOX ? "column" : "box";
        return kind + " " + (house % DIGITS + 1);
    }
}
