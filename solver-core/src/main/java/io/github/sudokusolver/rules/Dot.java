package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.Objects;

/**
 * A mark on the border between two orthogonal neighbours: a kropki dot (white: the digits differ by 1; black: one is
 * twice the other), a difference or ratio dot of another value, an X or a V (the digits add up to 10 or 5), a sum of
 * another value, or an inequality sign.
 *
 * <p>This is a value type: two dots are equal when their kinds, values and cells are. The two cells of a symmetric
 * dot (all but {@link Kind#LESS}) are kept in row-major order, so {@code Dot.white(a, b)} equals
 * {@code Dot.white(b, a)}.
 */
public final class Dot implements Rule {

    /** What the two digits must do. */
    public enum Kind {
        /** They differ by {@link #value()}; a white kropki dot is a difference of 1. */
        DIFFERENCE,
        /** One is {@link #value()} times the other; a black kropki dot is a ratio of 2. */
        RATIO,
        /** They add up to {@link #value()}: X is 10, V is 5. */
        SUM,
        /** The first cell's digit is smaller than the second's. */
        LESS
    }

    private final Kind kind;
    private final int value;
    private final Cell first;
    private final Cell second;

    private Dot(Kind kind, int value, Cell first, Cell second) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        boolean swap = kind != Kind.LESS
                && (second.row() < first.row() || second.row() == first.row() && second.col() < first.col());
        this.kind = kind;
        this.value = value;
        this.first = swap ? second : first;
        this.second = swap ? first : second;
        if (!Cells.orthogonal(first, second)) {
            throw new IllegalArgumentException(this + ": " + first.name() + " and " + second.name()
                    + " do not share a side, so no dot lies between them");
        }
    }

    /**
     * A white kropki dot: the two digits are consecutive.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side
     */
    public static Dot white(Cell first, Cell second) {
        return new Dot(Kind.DIFFERENCE, 1, first, second);
    }

    /**
     * A black kropki dot: one digit is twice the other.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side
     */
    public static Dot black(Cell first, Cell second) {
        return new Dot(Kind.RATIO, 2, first, second);
    }

    /**
     * A difference dot: the two digits differ by {@code difference}.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @param difference at least 1
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side or {@code difference} is below 1
     */
    public static Dot difference(Cell first, Cell second, int difference) {
        requireAtLeast(1, difference, "difference");
        return new Dot(Kind.DIFFERENCE, difference, first, second);
    }

    /**
     * A ratio dot: one digit is {@code ratio} times the other.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @param ratio at least 2
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side or {@code ratio} is below 2
     */
    public static Dot ratio(Cell first, Cell second, int ratio) {
        requireAtLeast(2, ratio, "ratio");
        return new Dot(Kind.RATIO, ratio, first, second);
    }

    /**
     * A sum between two cells: the digits add up to {@code sum}.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @param sum at least 3 (1 + 2)
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side or {@code sum} is below 3
     */
    public static Dot sum(Cell first, Cell second, int sum) {
        requireAtLeast(3, sum, "sum");
        return new Dot(Kind.SUM, sum, first, second);
    }

    /**
     * An X: the two digits add up to 10.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side
     */
    public static Dot x(Cell first, Cell second) {
        return new Dot(Kind.SUM, 10, first, second);
    }

    /**
     * A V: the two digits add up to 5.
     *
     * @param first a cell
     * @param second an orthogonal neighbour of it
     * @return the dot
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side
     */
    public static Dot v(Cell first, Cell second) {
        return new Dot(Kind.SUM, 5, first, second);
    }

    /**
     * An inequality sign: the first cell's digit is smaller than the second's.
     *
     * @param smaller a cell
     * @param larger an orthogonal neighbour of it, with the larger digit
     * @return the sign
     * @throws NullPointerException if a cell is null
     * @throws IllegalArgumentException if the cells do not share a side
     */
    public static Dot less(Cell smaller, Cell larger) {
        return new Dot(Kind.LESS, 0, smaller, larger);
    }

    private static void requireAtLeast(int least, int value, String what) {
        if (value < least) {
            throw new IllegalArgumentException(what + " " + value + ": a " + what + " dot needs at least " + least);
        }
    }

    /**
     * What the two digits must do.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Whether this is a kropki dot, white or black, of any value: a difference or a ratio. The negative kropki rules
     * ({@link GlobalRule#NEGATIVE_WHITE_DOTS}, {@link GlobalRule#NEGATIVE_BLACK_DOTS}) spare the pairs that carry one.
     *
     * @return true for {@link Kind#DIFFERENCE} and {@link Kind#RATIO}
     */
    public boolean isKropki() {
        return kind == Kind.DIFFERENCE || kind == Kind.RATIO;
    }

    /**
     * The difference, ratio or sum.
     *
     * @return the value; 0 for {@link Kind#LESS}
     */
    public int value() {
        return value;
    }

    /**
     * The first cell: the earlier in row-major order, or for {@link Kind#LESS} the one with the smaller digit.
     *
     * @return the cell
     */
    public Cell first() {
        return first;
    }

    /**
     * The second cell.
     *
     * @return the cell
     */
    public Cell second() {
        return second;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Dot)) {
            return false;
        }
        Dot dot = (Dot) other;
        return kind == dot.kind && value == dot.value && first.equals(dot.first) && second.equals(dot.second);
    }

    @Override
    public int hashCode() {
        return ((kind.hashCode() * 31 + value) * 31 + first.hashCode()) * 31 + second.hashCode();
    }

    /**
     * The dot as the text form writes it.
     *
     * @return {@code white dot: r1c1 r1c2}, {@code black dot: ...}, {@code difference 3: ...}, {@code ratio 3: ...},
     *     {@code x: ...}, {@code v: ...}, {@code sum 7: ...} or {@code less: r1c1 r1c2} (r1c1 is the smaller)
     */
    @Override
    public String toString() {
        String head;
        switch (kind) {
            case DIFFERENCE:
                head = value == 1 ? "white dot" : "difference " + value;
                break;
            case RATIO:
                head = value == 2 ? "black dot" : "ratio " + value;
                break;
            case SUM:
                head = value == 10 ? "x" : value == 5 ? "v" : "sum " + value;
                break;
            default:
                head = "less";
        }
        return head + ": " + first.name() + " " + second.name();
    }
}
