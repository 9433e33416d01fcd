package io.github.sudokusolver;

import java.util.Locale;
import java.util.Objects;

/**
 * A rule violation on a board: two cells of one region (a row, column or box, or a region of another
 * {@link Layout}) hold the same digit.
 *
 * @param digit the repeated digit, 1..25
 * @param unit the kind of region both cells share
 * @param number which region of that kind: the row, the column, the box in reading order, the jigsaw region,
 *     the diagonal (0 from the top-left corner, 1 from the top-right) or the window in reading order
 * @param first the earlier of the two cells in row-major order
 * @param second the later of the two cells
 */
public record Conflict(int digit, Unit unit, int number, Cell first, Cell second) {

    /** The kinds of region in which each digit may appear once. */
    public enum Unit {
        /** A row (in the samurai layout, the row of one of the five 9x9 grids). */
        ROW,
        /** A column. */
        COLUMN,
        /** A box: 3x3 on the classic grid, {@code boxRows x boxCols} on {@link Layout#boxes(int, int)}. */
        BOX,
        /** An irregular region of a {@link Layout#jigsaw(int[][])} layout. */
        REGION,
        /** A main diagonal of a {@link Layout#withDiagonals()} layout. */
        DIAGONAL,
        /** A window of a {@link Layout#withWindows()} layout. */
        WINDOW
    }

    /**
     * Validates the conflict.
     *
     * @param digit the repeated digit, 1..25
     * @param unit the kind of region both cells share
     * @param number which region of that kind, at least 0
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..25 or {@code number} is negative
     */
    public Conflict {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (digit < 1 || digit > Layout.MAX_SIZE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1.." + Layout.MAX_SIZE);
        }
        if (number < 0) {
            throw new IllegalArgumentException("region number " + number + " is negative");
        }
    }

    /**
     * A conflict on the classic 9x9 grid, the region's number taken from the first cell's row, column or box.
     *
     * @param digit the repeated digit, 1..9
     * @param unit {@link Unit#ROW}, {@link Unit#COLUMN} or {@link Unit#BOX}
     * @param first the earlier of the two cells in row-major order
     * @param second the later of the two cells
     * @throws NullPointerException if {@code unit}, {@code first} or {@code second} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..9, or {@code unit} is not a classic one
     */
    public Conflict(int digit, Unit unit, Cell first, Cell second) {
        this(checkClassicDigit(digit), unit, classicNumber(unit, first), first, second);
    }

    private static int checkClassicDigit(int digit) {
        if (digit < 1 || digit > Board.SIZE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
        }
        return digit;
    }

    private static int classicNumber(Unit unit, Cell first) {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(first, "first");
        return switch (unit) {
            case ROW -> first.row();
            case COLUMN -> first.col();
            case BOX -> first.box();
            default -> throw new IllegalArgumentException(unit + " is not a region of the classic grid");
        };
    }

    /**
     * Describes the conflict for a person, counting from 1 as puzzle books do: regions by {@code number + 1}, cells
     * in r1c1 notation, e.g. {@code digit 5 twice in row 1: r1c2 and r1c8} for {@code number} 0 and the cells
     * {@code (0, 1)} and {@code (0, 7)}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        String region = unit == Unit.DIAGONAL
                ? (number == 0 ? "the main diagonal" : "the anti-diagonal")
                : unit.name().toLowerCase(Locale.ROOT) + " " + (number + 1);
        return "digit " + digit + " twice in " + region + ": " + first.name() + " and " + second.name();
    }
}
