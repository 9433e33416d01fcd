package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.Objects;

/**
 * A mark on one cell: odd (a circle in f-puzzles), even (a square), a minimum or a maximum cell.
 *
 * <p>This is a value type: two marks are equal when their kinds and cells are.
 */
public final class CellMark implements Rule {

    /** What the mark says of the cell's digit. */
    public enum Kind {
        /** The digit is odd. */
        ODD("odd"),
        /** The digit is even. */
        EVEN("even"),
        /** The digit is smaller than each orthogonal neighbour's, but a neighbour that is a minimum cell too. */
        MINIMUM("minimum"),
        /** The digit is larger than each orthogonal neighbour's, but a neighbour that is a maximum cell too. */
        MAXIMUM("maximum");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /**
         * The kind as the text form writes it.
         *
         * @return {@code odd}, {@code even}, {@code minimum} or {@code maximum}
         */
        public String word() {
            return word;
        }
    }

    private final Kind kind;
    private final Cell cell;

    private CellMark(Kind kind, Cell cell) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.cell = Objects.requireNonNull(cell, "cell");
    }

    /**
     * A mark of this kind on this cell.
     *
     * @param kind the kind
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if an argument is null
     */
    public static CellMark of(Kind kind, Cell cell) {
        return new CellMark(kind, cell);
    }

    /**
     * An odd cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark odd(Cell cell) {
        return new CellMark(Kind.ODD, cell);
    }

    /**
     * An even cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark even(Cell cell) {
        return new CellMark(Kind.EVEN, cell);
    }

    /**
     * A minimum cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark minimum(Cell cell) {
        return new CellMark(Kind.MINIMUM, cell);
    }

    /**
     * A maximum cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark maximum(Cell cell) {
        return new CellMark(Kind.MAXIMUM, cell);
    }

    /**
     * What the mark says.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The marked cell.
     *
     * @return the cell
     */
    public Cell cell() {
        return cell;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CellMark && kind == ((CellMark) other).kind && cell.equals(((CellMark) other).cell);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + cell.hashCode();
    }

    /**
     * The mark as the text form writes it.
     *
     * @return e.g. {@code odd: r1c1}
     */
    @Override
    public String toString() {
        return kind.word + ": " + cell.name();
    }
}
