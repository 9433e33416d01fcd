package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * Given pencil marks: the cell holds one of the listed digits.
 *
 * <p>This is a value type: two are equal when their cells and digits are.
 */
public final class GivenCandidates implements Rule {

    private final Cell cell;
    private final List<Integer> digits;

    private GivenCandidates(Cell cell, List<Integer> digits) {
        this.cell = cell;
        this.digits = digits;
        for (int i = 1; i < digits.size(); i++) {
            if (digits.get(i).equals(digits.get(i - 1))) {
                throw new IllegalArgumentException(this + " lists " + digits.get(i) + " twice");
            }
        }
    }

    /**
     * The digits a cell may hold.
     *
     * @param cell the cell
     * @param digits one digit or more, each at least 1, none twice
     * @return the rule, its digits sorted
     * @throws NullPointerException if {@code cell}, {@code digits} or a digit is null
     * @throws IllegalArgumentException if there is no digit, a digit is below 1 or listed twice
     */
    public static GivenCandidates of(Cell cell, List<Integer> digits) {
        Objects.requireNonNull(cell, "cell");
        return new GivenCandidates(cell, Cells.digits("digits", digits, "given candidates of " + cell.name()));
    }

    /**
     * The cell.
     *
     * @return the cell
     */
    public Cell cell() {
        return cell;
    }

    /**
     * The digits the cell may hold.
     *
     * @return an unmodifiable sorted list
     */
    public List<Integer> digits() {
        return digits;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GivenCandidates && cell.equals(((GivenCandidates) other).cell)
                && digits.equals(((GivenCandidates) other).digits);
    }

    @Override
    public int hashCode() {
        return cell.hashCode() * 31 + digits.hashCode();
    }

    /**
     * The rule as the text form writes it.
     *
     * @return e.g. {@code given candidates 1 2 9: r1c1}
     */
    @Override
    public String toString() {
        return Cells.appendDigits(new StringBuilder("given candidates"), digits).append(": ").append(cell.name())
                .toString();
    }
}
