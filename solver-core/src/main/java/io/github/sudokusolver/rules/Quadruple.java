package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * A quadruple: the listed digits all appear among the four cells around a corner (a digit listed twice appears twice).
 * The four cells are the corner cell, its right neighbour, and the two below them.
 *
 * <p>This is a value type: two quadruples are equal when their corners and digits are.
 */
public final class Quadruple implements Rule {

    private final Cell corner;
    private final List<Integer> digits;

    private Quadruple(Cell corner, List<Integer> digits) {
        this.corner = corner;
        this.digits = digits;
        if (digits.size() > 4) {
            throw new IllegalArgumentException(this + ": four cells hold at most four digits, not " + digits.size());
        }
        for (int i = 2; i < digits.size(); i++) {
            if (digits.get(i).equals(digits.get(i - 2))) {
                throw new IllegalArgumentException(this + ": digit " + digits.get(i) + " three times, but four cells"
                        + " around a corner hold a digit at most twice (two of any three share a row or a column)");
            }
        }
    }

    /**
     * The quadruple whose four cells have {@code corner} at their top left.
     *
     * @param corner the top-left cell of the four
     * @param digits the digits that must appear, 1 to 4 of them, each at least 1; repeats allowed (at most twice)
     * @return the quadruple, its digits sorted
     * @throws NullPointerException if {@code corner}, {@code digits} or a digit is null
     * @throws IllegalArgumentException if there are no digits or more than four, a digit is below 1, or one appears
     *     three times or more
     */
    public static Quadruple of(Cell corner, List<Integer> digits) {
        Objects.requireNonNull(corner, "corner");
        return new Quadruple(corner, Cells.digits("digits", digits, "quadruple at " + corner.name()));
    }

    /**
     * The top-left cell of the four.
     *
     * @return the corner cell
     */
    public Cell corner() {
        return corner;
    }

    /**
     * The four cells: the corner, its right neighbour, the cell below the corner and the one to its right.
     *
     * @return an unmodifiable list of four cells in row-major order
     */
    public List<Cell> cells() {
        int r = corner.row();
        int c = corner.col();
        return List.of(corner, new Cell(r, c + 1), new Cell(r + 1, c), new Cell(r + 1, c + 1));
    }

    /**
     * The digits that must appear.
     *
     * @return an unmodifiable sorted list of 1 to 4 digits
     */
    public List<Integer> digits() {
        return digits;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Quadruple && corner.equals(((Quadruple) other).corner)
                && digits.equals(((Quadruple) other).digits);
    }

    @Override
    public int hashCode() {
        return corner.hashCode() * 31 + digits.hashCode();
    }

    /**
     * The quadruple as the text form writes it.
     *
     * @return e.g. {@code quadruple 1 2 9: r1c1} (r1c1 is the top-left cell)
     */
    @Override
    public String toString() {
        return Cells.appendDigits(new StringBuilder("quadruple"), digits).append(": ").append(corner.name()).toString();
    }
}
