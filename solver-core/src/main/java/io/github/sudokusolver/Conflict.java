package io.github.sudokusolver;

import java.util.Objects;

/**
 * A rule violation on a board: two cells of one unit (row, column or box) hold the same digit.
 *
 * @param digit the repeated digit, 1..9
 * @param unit the kind of unit both cells share
 * @param first the earlier of the two cells in row-major order
 * @param second the later of the two cells
 */
public record Conflict(int digit, Unit unit, Cell first, Cell second) {

    /** The three kinds of unit in which each digit may appear once. */
    public enum Unit {
        /** A row. */
        ROW,
        /** A column. */
        COLUMN,
        /** A 3x3 box. */
        BOX
    }

    /**
     * Validates the conflict.
     *
     * @param digit the repeated digit, 1..9
     * @param unit the kind of unit both cells share
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..9
     */
    public Conflict {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (digit < 1 || digit > Board.SIZE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
        }
    }

    /**
     * Describes the conflict for a person, e.g. {@code digit 5 twice in row 0: (row 0, column 1) and (row 0, column 7)}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        int number = switch (unit) {
            case ROW -> first.row();
            case COLUMN -> first.col();
            case BOX -> first.box();
        };
        return "digit " + digit + " twice in " + unit.name().toLowerCase(java.util.Locale.ROOT) + " " + number + ": "
                + first + " and " + second;
    }
}
