package io.github.sudokusolver;

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
        if (number < 0 || number >= Board.SIZE) {
            throw new IndexOutOfBoundsException("house number " + number + " is outside 0..8");
        }
    }

    /** The house of an index of {@link Grid#HOUSES}. */
    static House of(int house) {
        return new House(Grid.unitOf(house), house % Board.SIZE);
    }

    /**
     * The cells of this house, in reading order.
     *
     * @return an unmodifiable list of nine cells
     */
    public java.util.List<Cell> cells() {
        java.util.List<Cell> cells = new java.util.ArrayList<>(Board.SIZE);
        for (int cell : Grid.unitCells(unit, number)) {
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
        String kind = house < 9 ? "row" : house < 18 ? "column" : "box";
        return kind + " " + (house % Board.SIZE + 1);
    }
}
