package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import io.github.sudokusolver.Cell;
import java.util.Objects;

/**
 * One digit in one cell: a pencil mark, a placement or an elimination of a {@link Step}.
 *
 * <p>{@code toString()} uses the 1-based notation of solving guides: {@code r3c5#7} for the candidate itself;
 * a step writes its placements as {@code r3c5=7} and its eliminations as {@code r3c5<>7}.
 *
 * @param cell  the cell, on the classic 9x9 grid; not null
 * @param digit the digit, 1..9
 */
public record Candidate(Cell cell, int digit) {

    /**
     * Checks the parts.
     *
     * @param cell the cell, on the classic 9x9 grid
     * @param digit the digit
     * @throws NullPointerException     if {@code cell} is null
     * @throws IndexOutOfBoundsException if {@code cell} lies outside the classic grid
     * @throws IllegalArgumentException if {@code digit} is outside 1..9
     */
    public Candidate {
        Objects.requireNonNull(cell, "cell").index(); // human-style solving is 9x9: the index checks the bounds
        if (digit < 1 || digit > DIGITS) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
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
        return name(cell.index()) + "=" + digit;
    }

    /** {@code r3c5<>7}. */
    String asElimination() {
        return name(cell.index()) + "<>" + digit;
    }

    @Override
    public String toString() {
        return name(cell.index()) + "#" + digit;
    }
}
