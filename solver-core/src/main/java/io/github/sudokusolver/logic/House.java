package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Geometry;
import java.util.Objects;

/**
 * A house that a {@link Step} relies on, for a user interface to highlight: a row, column, box, jigsaw region,
 * diagonal, window, extra region or disjoint group (houses a variant rule makes), or killer cage. Its name is what a
 * player says: {@code row 3}, {@code box 2}, {@code region 4},
 * {@code the main diagonal}, {@code window 2}; a cage is {@code cage 4} here (the fourth of the layout's cages,
 * {@code Layout.cages()}), and a step's description names it by its sum and first cell, {@code cage 15 at r1c1}
 * ({@link Step#cages()} holds the cage itself).
 *
 * @param unit   the kind of house; not null
 * @param number its 0-based number among the houses of its kind, in the layout's order (rows top to bottom, columns
 *               left to right, boxes, regions and windows in reading order of their first cell); a diagonal is 0 for
 *               the main diagonal (top left to bottom right) and 1 for the anti-diagonal
 */
public record House(Region unit, int number) {

    /**
     * Checks the parts.
     *
     * @param unit the kind of house
     * @param number the 0-based number
     * @throws NullPointerException      if {@code unit} is null
     * @throws IllegalArgumentException  if {@code unit} is {@link Region#CAGE_SUM}, which is no house
     * @throws IndexOutOfBoundsException if {@code number} is negative, or above 1 for a diagonal
     */
    public House {
        Objects.requireNonNull(unit, "unit");
        if (unit == Region.CAGE_SUM) {
            throw new IllegalArgumentException(unit + " is not a house");
        }
        if (number < 0 || unit == Region.DIAGONAL && number > 1) {
            throw new IndexOutOfBoundsException("house number " + number + " is outside 0.."
                    + (unit == Region.DIAGONAL ? "1" : ""));
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
        Region unit = house < FIRST_COLUMN ? Region.ROW
                : house < FIRST_BOX ? Region.COLUMN : Region.BOX;
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
     * The cells of this house on the classic 9x9 grid, in reading order.
     *
     * @return an unmodifiable list of nine cells
     * @throws IllegalStateException if this is not a row, column or box of the classic grid (see {@link
     *     #cells(Layout)})
     */
    public java.util.List<Cell> cells() {
        if (unit != Region.ROW && unit != Region.COLUMN && unit != Region.BOX
                || number >= DIGITS) {
            throw new IllegalStateException(this + " is not a house of the classic grid: use cells(layout)");
        }
        java.util.List<Cell> cells = new java.util.ArrayList<>(DIGITS);
        for (int cell : GRID.cellsOf(index())) {
            cells.add(Cell.of(cell));
        }
        return java.util.List.copyOf(cells);
    }

    /**
     * The cells of this house on a layout, in reading order.
     *
     * @param layout the layout; not null
     * @return an unmodifiable list of the layout's size of cells, or of a cage's cells
     * @throws IllegalArgumentException if the layout has no such house
     */
    public java.util.List<Cell> cells(Layout layout) {
        Grid grid = Grid.of(layout);
        int house = grid.indexOf(this);
        if (house < 0) {
            throw new IllegalArgumentException(layout + " has no " + this);
        }
        java.util.List<Cell> cells = new java.util.ArrayList<>();
        for (int cell : grid.cellsOf(house)) {
            cells.add(grid.cell(cell));
        }
        return java.util.List.copyOf(cells);
    }

    /**
     * The name a step's description uses, 1-based: {@code row 3}, {@code column 5}, {@code box 2}, {@code region 4},
     * {@code window 2}, {@code extra region 1}, {@code disjoint group 5}, {@code cage 3}, or {@code the main diagonal}
     * and {@code the anti-diagonal}.
     */
    @Override
    public String toString() {
        if (unit == Region.DIAGONAL) {
            return number == 0 ? "the main diagonal" : "the anti-diagonal";
        }
        return unit.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " " + (number + 1);
    }

    /** 1-based name of a house index, as descriptions write it. */
    static String name(int house) {
        String kind = house < FIRST_COLUMN ? "row" : house < FIRST_BOX ? "column" : "box";
        return kind + " " + (house % DIGITS + 1);
    }
}
