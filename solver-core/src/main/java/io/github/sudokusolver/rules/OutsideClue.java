package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A clue outside the grid, beside a row or column, read from its side inwards: an x-sum, a skyscraper or a numbered
 * room ({@link Kind}). A layout takes them only on a square grid without holes ({@link io.github.sudokusolver.Layout#withRules}
 * checks the line and the value against it). The sandwich, whose sum reads alike from both ends, is {@link Sandwich}.
 *
 * <pre>{@code
 * Rule xSum = OutsideClue.of(OutsideClue.Kind.X_SUM, OutsideClue.Side.LEFT, 2, 15);  // "x-sum row 3 left: 15"
 * }</pre>
 *
 * <p>This is a value type: two clues are equal when their kinds, sides, lines and values are.
 */
public final class OutsideClue implements Rule {

    /** What the clue counts, reading its row or column from its side. */
    public enum Kind {
        /** The first X digits add up to the clue, X being the first digit. */
        X_SUM("x-sum"),
        /** The clue counts the digits seen: each larger than every digit before it (a taller building). */
        SKYSCRAPER("skyscraper"),
        /** The first digit X says where the clue is: the X-th digit is the clue (a digit). */
        NUMBERED_ROOM("numbered room");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /**
         * The kind's name in the text form and in sentences.
         *
         * @return {@code x-sum}, {@code skyscraper} or {@code numbered room}
         */
        public String word() {
            return word;
        }
    }

    /** Where the clue stands: left or right of a row, above (top) or below (bottom) a column. */
    public enum Side {
        /** Left of a row: read from its first column. */
        LEFT,
        /** Right of a row: read from its last column. */
        RIGHT,
        /** Above a column: read from its first row. */
        TOP,
        /** Below a column: read from its last row. */
        BOTTOM;

        /**
         * The side in the text form.
         *
         * @return {@code left}, {@code right}, {@code top} or {@code bottom}
         */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * Whether the clue is beside a row (else a column).
         *
         * @return true for {@link #LEFT} and {@link #RIGHT}
         */
        public boolean isRow() {
            return this == LEFT || this == RIGHT;
        }
    }

    private final Kind kind;
    private final Side side;
    private final int index;
    private final int value;

    private OutsideClue(Kind kind, Side side, int index, int value) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.side = Objects.requireNonNull(side, "side");
        this.index = index;
        this.value = value;
        if (index < 0) {
            throw new IllegalArgumentException(this + ": the " + (side.isRow() ? "row" : "column")
                    + " must be at least 0");
        }
        if (value < 1) {
            throw new IllegalArgumentException(this + ": the clue must be at least 1");
        }
    }

    /**
     * A clue.
     *
     * @param kind what it counts; not null
     * @param side where it stands: {@link Side#LEFT} or {@link Side#RIGHT} of row {@code index}, {@link Side#TOP} or
     *     {@link Side#BOTTOM} of column {@code index}; not null
     * @param index the row or column, from 0
     * @param value the clue, at least 1 (the layout checks it against its size)
     * @return the clue
     * @throws NullPointerException if {@code kind} or {@code side} is null
     * @throws IllegalArgumentException if {@code index} is negative or {@code value} below 1
     */
    public static OutsideClue of(Kind kind, Side side, int index, int value) {
        return new OutsideClue(kind, side, index, value);
    }

    /**
     * What the clue counts.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Where the clue stands.
     *
     * @return the side
     */
    public Side side() {
        return side;
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
     * The clue.
     *
     * @return at least 1
     */
    public int value() {
        return value;
    }

    /**
     * The cells of the clue's row or column on a grid of {@code size} rows and columns, from the clue inwards.
     *
     * @param size the grid's size
     * @return {@code size} cells
     * @throws IllegalArgumentException if the index is not below {@code size}
     */
    public List<Cell> cells(int size) {
        if (index >= size) {
            throw new IllegalArgumentException(this + ": the grid has " + size + " rows and columns");
        }
        List<Cell> cells = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            int along = side == Side.LEFT || side == Side.TOP ? i : size - 1 - i;
            cells.add(side.isRow() ? new Cell(index, along) : new Cell(along, index));
        }
        return List.copyOf(cells);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OutsideClue clue && kind == clue.kind && side == clue.side && index == clue.index
                && value == clue.value;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, side, index, value);
    }

    /**
     * The clue as the text form writes it (rows and columns from 1).
     *
     * @return e.g. {@code x-sum row 3 left: 15}, {@code skyscraper column 5 bottom: 4}
     */
    @Override
    public String toString() {
        return kind.word() + (side.isRow() ? " row " : " column ") + (index + 1) + " " + side.word() + ": " + value;
    }
}
