package io.github.sudokusolver.rules;

/**
 * A sandwich clue: in its row or column, the digits strictly between the 1 and the largest digit (9 on the 9x9 grid)
 * add up to the sum; 0 when the two touch. A layout takes sandwich clues only on a square grid without holes
 * ({@link io.github.sudokusolver.Layout#withRules} checks the line and the sum against it).
 *
 * <p>This is a value type: two clues are equal when their lines and sums are.
 */
public final class Sandwich implements Rule {

    private final boolean row;
    private final int index;
    private final int sum;

    private Sandwich(boolean row, int index, int sum) {
        this.row = row;
        this.index = index;
        this.sum = sum;
        if (index < 0) {
            throw new IllegalArgumentException(this + ": the " + (row ? "row" : "column") + " must be at least 0");
        }
        if (sum < 0) {
            throw new IllegalArgumentException(this + ": the sum must be at least 0");
        }
    }

    /**
     * A clue for a row.
     *
     * @param row the row, from 0
     * @param sum the sum between the 1 and the largest digit, at least 0
     * @return the clue
     * @throws IllegalArgumentException if {@code row} or {@code sum} is negative
     */
    public static Sandwich row(int row, int sum) {
        return new Sandwich(true, row, sum);
    }

    /**
     * A clue for a column.
     *
     * @param column the column, from 0
     * @param sum the sum between the 1 and the largest digit, at least 0
     * @return the clue
     * @throws IllegalArgumentException if {@code column} or {@code sum} is negative
     */
    public static Sandwich column(int column, int sum) {
        return new Sandwich(false, column, sum);
    }

    /**
     * Whether the clue is for a row (else a column).
     *
     * @return true for a row
     */
    public boolean isRow() {
        return row;
    }

    /**
     * The row or column, from 0.
     *
     * @return the index
     */
    public int index() {
        return index;
    }

    /**
     * The sum between the 1 and the largest digit.
     *
     * @return at least 0
     */
    public int sum() {
        return sum;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Sandwich && row == ((Sandwich) other).row && index == ((Sandwich) other).index
                && sum == ((Sandwich) other).sum;
    }

    @Override
    public int hashCode() {
        return ((row ? 1 : 0) * 31 + index) * 31 + sum;
    }

    /**
     * The clue as the text form writes it (rows and columns from 1).
     *
     * @return e.g. {@code sandwich row 3: 15}, {@code sandwich column 4: 0}
     */
    @Override
    public String toString() {
        return "sandwich " + (row ? "row " : "column ") + (index + 1) + ": " + sum;
    }
}
