package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * A relation of an app's own between cells, given as a table: which digit pairs two cells may hold. It applies to the
 * cells in a row along a list ({@link Pairs#NEIGHBOURS}: the first and second, the second and third, ...) or to every
 * two cells of the list ({@link Pairs#EVERY_TWO}), the first of a pair in the list's order first. So an app states a
 * rule nobody named, as the Interactive Sudoku Solver's {@code Pair} and {@code PairX} do, and the step engine's
 * steps name it by the name given.
 *
 * <pre>{@code
 * // a nabner line on 9x9: no two digits equal or consecutive, wherever they stand on it
 * Relation nabner = Relation.of("nabner", Relation.Pairs.EVERY_TWO, cells, 9, (a, b) -> Math.abs(a - b) > 1);
 * }</pre>
 *
 * <p>The table is of the digits 1 to its size, the size of the grids it goes on ({@link #digits()}). This is a value
 * type: two relations are equal when their names, pairs, cells in order and tables are.
 */
public final class Relation implements Rule {

    /** The most digits a table holds: the largest grid's. */
    public static final int MAX_DIGIT = 25;

    /** Which pairs of the cells the relation applies to. */
    public enum Pairs {
        /** Each cell and the next along the list, as a line's neighbours. */
        NEIGHBOURS("neighbours"),
        /** Every two cells of the list. */
        EVERY_TWO("every-two");

        private final String word;

        Pairs(String word) {
            this.word = word;
        }

        /**
         * The pairs as the text form writes them.
         *
         * @return {@code neighbours} or {@code every-two}
         */
        public String word() {
            return word;
        }
    }

    private final String name;
    private final Pairs pairs;
    private final List<Cell> cells;
    /** Per first digit (index digit - 1), the second digits allowed (bit d - 1 for digit d). */
    private final int[] table;

    private Relation(String name, Pairs pairs, List<Cell> cells, int[] table) {
        this.name = name;
        this.pairs = pairs;
        this.cells = cells;
        this.table = table;
        if (!name.matches("[A-Za-z][A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException("relation '" + name + "': a name is a letter, then letters, digits,"
                    + " '-' or '_' (it is one word of the text form)");
        }
        if (cells.size() < 2) {
            throw new IllegalArgumentException(this + ": a relation needs at least 2 cells");
        }
        Cells.requireDistinct(cells, this);
    }

    /**
     * A relation given by a test of two digits, asked once for every pair of 1 to {@code digits}.
     *
     * @param name what steps and pictures call it: a letter, then letters, digits, {@code -} or {@code _}
     * @param pairs the pairs of the cells it applies to
     * @param cells two cells or more, none twice (they need not touch)
     * @param digits the grid's digits, 1 to {@link #MAX_DIGIT}: the relation goes on grids of that size
     * @param allowed whether the first cell of a pair may hold the first digit while the second holds the second
     * @return the relation
     * @throws NullPointerException if an argument or a cell is null
     * @throws IllegalArgumentException if the name is not one word as above, {@code digits} is out of range, there
     *     are fewer than two cells, or a cell is listed twice
     */
    public static Relation of(String name, Pairs pairs, List<Cell> cells, int digits,
            BiPredicate<Integer, Integer> allowed) {
        Objects.requireNonNull(allowed, "allowed");
        if (digits < 1 || digits > MAX_DIGIT) {
            throw new IllegalArgumentException("relation " + name + ": " + digits + " digits, expected 1 to "
                    + MAX_DIGIT);
        }
        int[] table = new int[digits];
        for (int first = 1; first <= digits; first++) {
            for (int second = 1; second <= digits; second++) {
                if (allowed.test(first, second)) {
                    table[first - 1] |= 1 << second - 1;
                }
            }
        }
        return of(name, pairs, cells, table);
    }

    /**
     * A relation given as its table.
     *
     * @param name as {@link #of(String, Pairs, List, int, BiPredicate)} says
     * @param pairs the pairs of the cells it applies to
     * @param cells two cells or more, none twice
     * @param table per first digit (index digit - 1), the second digits allowed beside it, bit {@code d - 1} for
     *     digit {@code d}; its length is the grid's digits, 1 to {@link #MAX_DIGIT}; copied
     * @return the relation
     * @throws NullPointerException if an argument or a cell is null
     * @throws IllegalArgumentException as {@link #of(String, Pairs, List, int, BiPredicate)} says, or if the table
     *     has no entry or more than {@link #MAX_DIGIT}, or a bit past its own length
     */
    public static Relation of(String name, Pairs pairs, List<Cell> cells, int[] table) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pairs, "pairs");
        Objects.requireNonNull(table, "table");
        List<Cell> copy = Cells.copy("cells", cells);
        if (table.length < 1 || table.length > MAX_DIGIT) {
            throw new IllegalArgumentException("relation " + name + ": a table of " + table.length + " digits,"
                    + " expected 1 to " + MAX_DIGIT);
        }
        int[] full = table.clone();
        for (int i = 0; i < full.length; i++) {
            if ((full[i] & ~((1 << full.length) - 1)) != 0) {
                throw new IllegalArgumentException("relation " + name + ": digit " + (i + 1) + " is allowed beside a"
                        + " digit past " + full.length);
            }
        }
        return new Relation(name, pairs, copy, full);
    }

    /**
     * What steps and pictures call it.
     *
     * @return the name given
     */
    public String name() {
        return name;
    }

    /**
     * Which pairs of the cells it applies to.
     *
     * @return the pairs
     */
    public Pairs pairs() {
        return pairs;
    }

    /**
     * The cells in the order given.
     *
     * @return an unmodifiable list of two cells or more
     */
    public List<Cell> cells() {
        return cells;
    }

    /**
     * The digits of its table: the size of the grids it goes on.
     *
     * @return 1 to {@link #MAX_DIGIT}
     */
    public int digits() {
        return table.length;
    }

    /**
     * Whether the first cell of a pair may hold {@code first} while the second holds {@code second}.
     *
     * @param first a digit
     * @param second a digit
     * @return true when the table allows the pair; false for digits outside 1 to {@link #digits()}
     */
    public boolean allows(int first, int second) {
        return first >= 1 && first <= table.length && second >= 1 && second <= table.length
                && (table[first - 1] & 1 << second - 1) != 0;
    }

    /**
     * The pairs of positions in {@link #cells()} that the relation applies to, each as {first, second}.
     *
     * @return the pairs, in the list's order
     */
    public List<int[]> positionPairs() {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size() && (pairs == Pairs.EVERY_TWO || j == i + 1); j++) {
                out.add(new int[] {i, j});
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Relation && name.equals(((Relation) other).name) && pairs == ((Relation) other).pairs
                && cells.equals(((Relation) other).cells) && java.util.Arrays.equals(table, ((Relation) other).table);
    }

    @Override
    public int hashCode() {
        return ((name.hashCode() * 31 + pairs.hashCode()) * 31 + cells.hashCode()) * 31
                + java.util.Arrays.hashCode(table);
    }

    /**
     * The relation as the text form writes it: its name, its pairs, and each allowed pair of digits as two numbers.
     *
     * @return e.g. {@code relation less neighbours 1 2 1 3 2 3: r1c1 r1c2 r1c3}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("relation ").append(name).append(' ').append(pairs.word);
        for (int first = 1; first <= table.length; first++) {
            for (int second = 1; second <= table.length; second++) {
                if (allows(first, second)) {
                    out.append(' ').append(first).append(' ').append(second);
                }
            }
        }
        return Cells.appendNames(out.append(':'), cells).toString();
    }
}
