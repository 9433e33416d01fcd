package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * A line drawn through cells, each two in a row touching at a side or a corner, whose rule depends on its
 * {@link Kind}: thermometers, between lines, renban, palindromes, region sum lines, zipper lines, entropic lines,
 * whispers, parity lines, modular lines, nabner lines, slow thermometers, double arrows and lockout lines. The cells are
 * in the line's order (a thermometer's from its bulb); a line visits a cell once.
 *
 * <p>This is a value type: two lines are equal when their kinds, values and cells in order are.
 *
 * <pre>{@code
 * Line thermo = Line.thermometer(new Cell(8, 3), new Cell(7, 2), new Cell(6, 1));   // bulb at r9c4
 * Line whisper = Line.germanWhisper(List.of(new Cell(0, 0), new Cell(1, 1)));        // differ by 5 or more
 * }</pre>
 */
public final class Line implements Rule {

    /** What a line means; {@code docs/variants.md} gives each as f-puzzles means it. */
    public enum Kind {
        /** Digits strictly increase from the first cell (the bulb). */
        THERMOMETER("thermometer"),
        /** Every cell strictly between the two ends holds a digit strictly between the ends' digits. */
        BETWEEN("between line"),
        /** The digits are a set of consecutive digits in any order, each once. */
        RENBAN("renban"),
        /** The line reads the same from either end. */
        PALINDROME("palindrome"),
        /** Region borders cut the line into pieces, and every piece adds up to the same sum. */
        REGION_SUM("region sum line"),
        /**
         * Cells equally far from the middle of the line add up to the same total: the middle cell's digit on a line
         * of odd length.
         */
        ZIPPER("zipper line"),
        /** Every three cells in a row on the line hold one low, one middle and one high digit (1-3, 4-6, 7-9). */
        ENTROPIC("entropic line"),
        /** Neighbours along the line differ by at least {@link #value()} (German whispers: 5). */
        WHISPER("whisper"),
        /** Neighbours along the line alternate odd and even. */
        PARITY("parity line"),
        /**
         * Every {@link #value()} cells in a row on the line hold digits of different remainders divided by that
         * number (Cracking the Cryptic's modular lines: 3, one each of 1 4 7, 2 5 8 and 3 6 9); a line of fewer
         * cells, digits of different remainders.
         */
        MODULAR("modular line"),
        /** No two digits on the line are equal or consecutive, wherever they stand on it. */
        NABNER("nabner line"),
        /** Digits never decrease from the first cell (the bulb); they repeat where the other rules let them. */
        SLOW_THERMOMETER("slow thermometer"),
        /** The digits of the two ends (the circles) add up to the sum of the digits between them. */
        DOUBLE_ARROW("double arrow"),
        /**
         * The ends' digits (the diamonds) differ by at least {@link #value()} (4 on 9x9), and no cell between them
         * holds a digit from the smaller end's to the larger end's, both included.
         */
        LOCKOUT("lockout line");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /**
         * The kind as the text form writes it.
         *
         * @return {@code thermometer}, {@code between line}, ...
         */
        public String word() {
            return word;
        }
    }

    private final Kind kind;
    private final int value;
    private final List<Cell> cells;

    private Line(Kind kind, int value, List<Cell> cells) {
        this.kind = kind;
        this.value = value;
        this.cells = cells;
        int least = switch (kind) {
            case BETWEEN, LOCKOUT -> 2;
            case DOUBLE_ARROW -> 3;
            default -> 1;
        };
        if (cells.size() < least) {
            throw new IllegalArgumentException(this + ": a " + kind.word + " needs at least " + least
                    + (least == 1 ? " cell" : " cells"));
        }
        Cells.requireDistinct(cells, this);
        Cells.requireChain(cells, this);
    }

    /**
     * A line of one of the kinds without a value (every kind but {@link Kind#WHISPER}, {@link Kind#MODULAR} and
     * {@link Kind#LOCKOUT}).
     *
     * @param kind the kind; not {@code WHISPER}, which takes a difference ({@link #whisper}), nor {@code MODULAR},
     *     which takes a modulus ({@link #modular}), nor {@code LOCKOUT}, which takes the ends' least difference
     *     ({@link #lockout})
     * @param cells the cells in the line's order
     * @return the line
     * @throws NullPointerException if {@code kind}, {@code cells} or a cell is null
     * @throws IllegalArgumentException if {@code kind} takes a value, a cell is listed twice, two cells in a row do not
     *     touch, a between line has fewer than two cells or a double arrow fewer than three (a line of no cell is
     *     refused too)
     */
    public static Line of(Kind kind, List<Cell> cells) {
        Objects.requireNonNull(kind, "kind");
        if (kind == Kind.WHISPER) {
            throw new IllegalArgumentException("a whisper line needs its difference: use Line.whisper(cells, value)");
        }
        if (kind == Kind.MODULAR) {
            throw new IllegalArgumentException("a modular line needs its modulus: use Line.modular(cells, modulus)");
        }
        if (kind == Kind.LOCKOUT) {
            throw new IllegalArgumentException("a lockout line needs its ends' difference: use Line.lockout(cells, difference)");
        }
        return new Line(kind, 0, Cells.copy("cells", cells));
    }

    /**
     * A thermometer: digits strictly increase from the bulb, the first cell.
     *
     * @param cells from the bulb
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException as {@link #of} says
     */
    public static Line thermometer(Cell... cells) {
        return new Line(Kind.THERMOMETER, 0, Cells.copy("cells", cells));
    }

    /**
     * A thermometer: digits strictly increase from the bulb, the first cell.
     *
     * @param cells from the bulb
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException as {@link #of} says
     */
    public static Line thermometer(List<Cell> cells) {
        return of(Kind.THERMOMETER, cells);
    }

    /**
     * A whisper line: neighbours along it differ by at least {@code difference}.
     *
     * @param cells the cells in order
     * @param difference the least difference, at least 1 (German whispers: 5, Dutch: 4)
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException if {@code difference} is below 1, or as {@link #of} says
     */
    public static Line whisper(List<Cell> cells, int difference) {
        return valued(Kind.WHISPER, cells, difference, 1, "the difference");
    }

    /**
     * German whispers: neighbours along the line differ by at least 5.
     *
     * @param cells the cells in order
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException as {@link #of} says
     */
    public static Line germanWhisper(List<Cell> cells) {
        return whisper(cells, 5);
    }

    /**
     * A parity line: neighbours along it alternate odd and even.
     *
     * @param cells the cells in order
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException as {@link #of} says
     */
    public static Line parity(List<Cell> cells) {
        return of(Kind.PARITY, cells);
    }

    /**
     * A modular line: every {@code modulus} cells in a row on it hold digits of different remainders divided by
     * {@code modulus} (a line of fewer cells, digits of different remainders).
     *
     * @param cells the cells in order
     * @param modulus at least 3 (Cracking the Cryptic's modular lines: 3; modulus 2 is {@link #parity}); a layout
     *     refuses one above its size
     * @return the line
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException if {@code modulus} is below 3, or as {@link #of} says
     */
    public static Line modular(List<Cell> cells, int modulus) {
        return valued(Kind.MODULAR, cells, modulus, 3, "the modulus (2 is a parity line: Line.parity)");
    }

    /**
     * A lockout line: its ends' digits differ by at least {@code difference}, and no cell between them holds a digit
     * from the smaller end's to the larger end's, both included.
     *
     * @param cells from one end (a diamond) to the other; at least two
     * @param difference the ends' least difference: at least 1 (4 on Cracking the Cryptic's 9x9 lockout lines)
     * @return the line
     * @throws IllegalArgumentException if {@code difference} is below 1, or as {@link #of} says (two cells at least)
     */
    public static Line lockout(List<Cell> cells, int difference) {
        return valued(Kind.LOCKOUT, cells, difference, 1, "the ends' difference");
    }

    /**
     * Setters' difference of a lockout line on a grid of {@code size} digits: 4 on 9x9 (Cracking the Cryptic's, and
     * the Interactive Sudoku Solver's default), {@code (size - 1) / 2} on every size, at least 1. What the readers take
     * where a puzzle states none, and what the generator places.
     *
     * @param size the grid's digits
     * @return the difference
     */
    public static int lockoutDifference(int size) {
        return Math.max(1, (size - 1) / 2);
    }

    /** A line of a kind with a value, refused below {@code least}: the cells are checked first, as they were. */
    private static Line valued(Kind kind, List<Cell> cells, int value, int least, String what) {
        List<Cell> copy = Cells.copy("cells", cells);
        if (value < least) {
            throw new IllegalArgumentException(kind.word + " " + value + ": " + what + " must be at least " + least);
        }
        return new Line(kind, value, copy);
    }

    /**
     * What the line means.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The least difference of a whisper line, the modulus of a modular line, the ends' least difference of a lockout
     * line.
     *
     * @return the difference or the modulus; 0 for the other kinds
     */
    public int value() {
        return value;
    }

    /**
     * The cells in the line's order.
     *
     * @return an unmodifiable list of one cell or more
     */
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Line && kind == ((Line) other).kind && value == ((Line) other).value
                && cells.equals(((Line) other).cells);
    }

    @Override
    public int hashCode() {
        return (kind.hashCode() * 31 + value) * 31 + cells.hashCode();
    }

    /**
     * The line as the text form writes it.
     *
     * @return e.g. {@code thermometer: r1c1 r1c2 r1c3}, {@code whisper 5: r2c2 r3c3}, {@code modular line 3: r1c1
     *     r1c2}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(kind.word);
        if (kind == Kind.WHISPER || kind == Kind.MODULAR || kind == Kind.LOCKOUT) {
            out.append(' ').append(value);
        }
        return Cells.appendNames(out.append(':'), cells).toString();
    }
}
