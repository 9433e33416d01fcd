package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.Objects;

/**
 * One digit in one cell: a pencil mark, a placement or an elimination of a {@link Step}.
 *
 * <p>{@code toString()} uses the 1-based notation of solving guides: {@code r3c5#7} for the candidate itself;
 * a step writes its placements as {@code r3c5=7} and its eliminations as {@code r3c5<>7}.
 *
 * @param cell  the cell, of any layout (rows and columns 0..24); not null
 * @param digit the digit, 1..25 (whether the cell and the digit fit a layout is the layout's pencil marks' answer)
 */
public record Candidate(Cell cell, int digit) {

    /**
     * Checks the parts.
     *
     * @param cell the cell
     * @param digit the digit
     * @throws NullPointerException     if {@code cell} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..25
     */
    public Candidate {
        Objects.requireNonNull(cell, "cell");
        if (digit < 1 || digit > Layout.MAX_SIZE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1.." + Layout.MAX_SIZE);
        }
    }

    /** The candidate of a cell index 0..80 and a digit 1..9, without the checks the tables already make. */
    static Candidate of(int cellIndex, int digit) {
        return new Candidate(Cell.of(cellIndex), digit);
    }

    /** The cell in 1-based notation, {@code r3c5}. */
    static String name(int cellIndex) {
        return Cell.of(cellIndex).name();
    }

    /** {@code r3c5=7}. */
    String asPlacement() {
        return cell.name() + "=" + digit;
    }

    /** {@code r3c5<>7}. */
    String asElimination() {
        return cell.name() + "<>" + digit;
    }

    @Override
    public String toString() {
        return cell.name() + "#" + digit;
    }
}
