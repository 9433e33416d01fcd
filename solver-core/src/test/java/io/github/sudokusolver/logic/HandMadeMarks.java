package io.github.sudokusolver.logic;

/**
 * Pencil marks made by hand on the classic grid, for the tests of the pictures: every cell open with every digit,
 * then cells kept to a few digits or placed ({@link Position}, which is this package's, behind the public API).
 */
public final class HandMadeMarks {

    private final Position position = Position.open();

    private HandMadeMarks() {
    }

    /** Every cell open, with every digit. */
    public static HandMadeMarks open() {
        return new HandMadeMarks();
    }

    /** Keeps only {@code digits} in a cell ({@code r1c2}). */
    public HandMadeMarks only(String cell, int... digits) {
        position.only(cell, digits);
        return this;
    }

    /** Places a digit (its peers lose it). */
    public HandMadeMarks place(String cell, int digit) {
        position.place(cell, digit);
        return this;
    }

    public Candidates candidates() {
        return new Candidates(position.marks());
    }
}
