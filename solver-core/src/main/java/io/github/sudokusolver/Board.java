package io.github.sudokusolver;

import io.github.sudokusolver.internal.format.BoardParser;
import io.github.sudokusolver.internal.format.GridText;
import io.github.sudokusolver.internal.format.KillerLines;
import io.github.sudokusolver.internal.format.RefusedRule;
import io.github.sudokusolver.internal.format.RuleText;
import io.github.sudokusolver.internal.format.TextException;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A Sudoku grid: each cell holds a digit or is empty (0). The grid's shape and regions are its {@link Layout}: the
 * classic 9x9 grid (digits 1..9) unless the board was made with another, such as {@link Layout#boxes(int, int)}
 * for 16x16 (digits 1..16) or {@link Layout#samurai()}.
 *
 * <p>This is a value-based class: instances are immutable, {@link #equals(Object)} and {@link #hashCode()} compare
 * the layout and the cells, and identity is meaningless. A board may break the rules (two equal digits in a row,
 * column, box or other region); {@link #conflicts()} names the clashing cells, and every {@link Solver} reports such
 * a board as {@link SolveResult.Status#INVALID}.
 *
 * <p>Rows and columns are numbered from 0 at the top left. Cells of the classic grid are also addressed by their
 * row-major index {@code row * 9 + col}, the order of {@link #toString()}.
 */
public final class Board {

    /** Cells per side. */
    public static final int SIZE = 9;
    /** Cells in the grid. */
    public static final int CELLS = SIZE * SIZE;

    private static final Board EMPTY = new Board(Layout.classic(), new byte[CELLS]);

    private final Layout layout;
    /** One digit per grid position, {@code row * columns + col}, holes included (always 0). */
    private final byte[] cells;

    private Board(Layout layout, byte[] cells) {
        this.layout = layout;
        this.cells = cells;
    }

    /**
     * Parses a board from text. Accepted layouts, all with {@code 1}-{@code 9} for a given and {@code 0} or
     * {@code .} for an empty cell:
     * <ul>
     *   <li>one line of 81 cells;</li>
     *   <li>9 lines of 9 cells, with or without spaces between them (the layouts of BOJ 2239 and BOJ 2580);</li>
     *   <li>81 numbers separated by commas (and whitespace), {@code 0} for empty, on one line or nine, read as
     *       {@link #parse(Layout, CharSequence)} reads them.</li>
     * </ul>
     * Whitespace and the grid decoration {@code |} are ignored anywhere; {@code -} and {@code +} only on lines
     * without cells, so the output of {@link #toGrid()} parses back while a minus sign among cells is an error.
     * Blank and decoration-only lines are skipped. Cage lines, as {@link
     * io.github.sudokusolver.format.BoardFormat#KILLER} writes them, make a killer, as in {@link #parse(Layout,
     * CharSequence)}; the one-line killer notations (SumoCue, the short notation) are read by {@link
     * io.github.sudokusolver.format.PuzzleReader}, and the error for one says so.
     *
     * @param text the board; not null
     * @return the board
     * @throws NullPointerException if {@code text} is null
     * @throws BoardFormatException if the text is not one of the layouts above, or a cage line is malformed or its
     *     cage refused; the message names the line and column, the character found and what was expected, or how many
     *     cells were found
     */
    public static Board parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        try {
            Board caged = parseWithRules(Layout.classic(), text,
                    givens -> BoardParser.parseClassic(Layout.classic().shape(), givens));
            return caged != null ? caged
                    : new Board(Layout.classic(), BoardParser.parseClassic(Layout.classic().shape(), text));
        } catch (BoardFormatException e) {
            throw pointToReader(text, e);
        } catch (TextException e) {
            throw pointToReader(text, BoardFormatException.of(e));
        }
    }

    /**
     * The board of a text with rule lines (cage lines among them): the rule lines are read, the rest parsed as the
     * givens by {@code givens} (each rule line left as a blank line, so that the givens' errors keep their line
     * numbers), and the rules added to the layout; the first rule the layout refuses (a cell in a hole or in two
     * cages, a sum no digits make, a rule given twice, ...) is named at its line and column, with the layout's
     * reason. Null when the text has no rule line: then it is parsed as before, with the same messages.
     */
    private static Board parseWithRules(Layout layout, CharSequence text, Function<String, byte[]> givens) {
        RuleText.RuleLines found = RuleText.split(text);
        if (found == null) {
            return null;
        }
        List<Rule> rules = new ArrayList<>(found.lines().size());
        for (int k = 0; k < found.lines().size(); k++) {
            rules.add(parseRule(found.lines().get(k), found.numbers()[k], layout));
        }
        byte[] cells = givens.apply(found.givens());
        try {
            return new Board(layout.withRules(rules), cells);
        } catch (RefusedRule e) {
            throw new BoardFormatException(e.getMessage(), found.numbers()[e.index()],
                    RuleText.startColumn(found.lines().get(e.index())));
        }
    }

    /** The rule of a rule line, as {@link Rule#parse} reads it, with its errors on line {@code number}. */
    private static Rule parseRule(String line, int number, Layout layout) {
        try {
            return Rule.parse(line, layout);
        } catch (BoardFormatException e) {
            throw new BoardFormatException(e.problem(), number, e.column());
        }
    }

    /**
     * {@code error}, or when the text is a one-line killer or an f-puzzles link, an error at its first character
     * that says {@code PuzzleReader} reads it.
     */
    private static BoardFormatException pointToReader(CharSequence text, BoardFormatException error) {
        TextException elsewhere = KillerLines.readByPuzzleReader(text);
        return elsewhere == null ? error : BoardFormatException.of(elsewhere);
    }

    /**
     * Parses a board of a given layout from text. For the classic layout this is {@link #parse(CharSequence)}.
     * For the others, a cell is one character, {@code 1}-{@code 9} then {@code A}-{@code Z} (either case) for 10 and
     * up, with {@code 0} or {@code .} for an empty cell; or the cells are numbers separated by commas or whitespace,
     * {@code 0} for an empty cell. The numbers are recognised by a comma, or, for layouts of more than 9 digits, by
     * a whitespace-separated number of two digits among tokens of at most two. The cells form one line of
     * {@code rows * columns} or {@code rows} lines of {@code columns}; {@code |} is decoration, ignored anywhere,
     * {@code -} and {@code +} on lines without cells only, so {@link #toGrid()} parses back. A hole of the samurai
     * grid is written as an empty cell.
     *
     * <p>Lines of cages, such as {@link io.github.sudokusolver.format.BoardFormat#KILLER} writes before the givens
     * ({@code cage 10: r1c1 r1c2}, or {@code 10: r1c1 r1c2}; rows and columns from 1, cells separated by blanks or
     * commas), may stand anywhere in the text: the board's layout is then {@code layout} with these cages added ({@link
     * Layout#withCages}).
     *
     * @param layout the layout; not null
     * @param text the board; not null
     * @return the board
     * @throws NullPointerException if an argument is null
     * @throws BoardFormatException if the text has the wrong shape, a character that is not a cell, a {@code -} or
     *     {@code +} on a line with cells, a digit above the layout's size, or a digit in a hole, or a cage line is
     *     malformed, names a cell off the grid or a cage the layout refuses (see {@link Layout#withCages}); the
     *     message names the line and column
     */
    public static Board parse(Layout layout, CharSequence text) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(text, "text");
        if (layout.isClassic()) {
            return parse(text);
        }
        try {
            Board caged = parseWithRules(layout, text, givens -> BoardParser.parse(layout.shape(), givens));
            return caged != null ? caged : new Board(layout, BoardParser.parse(layout.shape(), text));
        } catch (BoardFormatException e) {
            throw pointToReader(text, e);
        } catch (TextException e) {
            throw pointToReader(text, BoardFormatException.of(e));
        }
    }

    /**
     * Makes a board from a 9x9 array in row-major order ({@code cells[row][col]}), 0 for an empty cell and 1..9 for a
     * given. The array is copied; later changes to it do not affect the board.
     *
     * @param cells nine rows of nine values in 0..9; not null
     * @return the board
     * @throws NullPointerException if {@code cells} is null
     * @throws BoardFormatException if a row is null, the array is not 9x9, or a value is outside 0..9; the message
     *     names the row (and column) at fault
     */
    public static Board of(int[][] cells) {
        return of(Layout.classic(), cells);
    }

    /**
     * Makes a board of a given layout from an array in row-major order ({@code cells[row][col]}), 0 for an empty
     * cell and for every hole, 1..size for a given. The array is copied. For the classic layout this is
     * {@link #of(int[][])}.
     *
     * @param layout the layout; not null
     * @param cells {@code layout.rows()} rows of {@code layout.columns()} values in {@code 0..layout.size()}; not null
     * @return the board
     * @throws NullPointerException if an argument is null
     * @throws BoardFormatException if a row is null, the array has the wrong shape, a value is out of range, or a
     *     hole holds a digit; the message names the row (and column) at fault
     */
    public static Board of(Layout layout, int[][] cells) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(cells, "cells");
        int rows = layout.rows();
        int columns = layout.columns();
        if (cells.length != rows) {
            throw new BoardFormatException("found " + SolveStatistics.count(cells.length, "row") + ", expected " + rows,
                    0, 0);
        }
        byte[] copy = new byte[rows * columns];
        for (int row = 0; row < rows; row++) {
            int[] values = cells[row];
            if (values == null) {
                throw new BoardFormatException("row " + row + " is null, expected " + columns + " values", 0, 0);
            }
            if (values.length != columns) {
                throw new BoardFormatException(
                        "row " + row + " has " + values.length + " values, expected " + columns, 0, 0);
            }
            for (int col = 0; col < columns; col++) {
                int value = values[col];
                if (value < 0 || value > layout.size()) {
                    throw new BoardFormatException("found " + value + " at row " + row + ", column " + col
                            + ", expected 0 (empty) or a digit 1-" + layout.size(), 0, 0);
                }
                if (value != 0 && !layout.isCell(row, col)) {
                    throw new BoardFormatException("found " + value + " at row " + row + ", column " + col
                            + ", a hole of the " + layout + " grid, expected 0", 0, 0);
                }
                copy[row * columns + col] = (byte) value;
            }
        }
        return new Board(layout, copy);
    }

    /**
     * Returns the board of a layout with every cell empty.
     *
     * @param layout the layout; not null
     * @return the empty board
     * @throws NullPointerException if {@code layout} is null
     */
    public static Board empty(Layout layout) {
        Objects.requireNonNull(layout, "layout");
        return layout.isClassic() ? EMPTY : new Board(layout, new byte[layout.rows() * layout.columns()]);
    }

    /**
     * Returns the layout of this board.
     *
     * @return the layout; {@link Layout#classic()} for boards made without one
     */
    public Layout layout() {
        return layout;
    }

    /**
     * Returns the board with every cell empty.
     *
     * @return the empty board
     */
    public static Board empty() {
        return EMPTY;
    }

    /** Wraps a cell array of a layout, one byte per grid position, that the caller never touches again. */
    static Board ofTrustedCells(Layout layout, byte[] cells) {
        return new Board(layout, cells);
    }

    /**
     * Returns the digit in a cell.
     *
     * @param row the row, 0..8 on the classic grid ({@code 0..layout().rows() - 1})
     * @param col the column, 0..8 on the classic grid ({@code 0..layout().columns() - 1})
     * @return the digit 1..9 (1..size), or 0 if the cell is empty or a hole
     * @throws IndexOutOfBoundsException if the position is outside the grid
     */
    public int get(int row, int col) {
        return cells[index(row, col)];
    }

    /**
     * Returns a board equal to this one except for one cell. The result may break the rules; see
     * {@link #conflicts()}.
     *
     * @param row the row, 0..8 on the classic grid
     * @param col the column, 0..8 on the classic grid
     * @param digit the new content, 1..9 (1..size), or 0 to empty the cell
     * @return the new board (this board if the cell already holds {@code digit})
     * @throws IndexOutOfBoundsException if the position is outside the grid
     * @throws IllegalArgumentException if {@code digit} is outside 0..size, or is not 0 for a hole
     */
    public Board with(int row, int col, int digit) {
        int index = index(row, col);
        if (digit < 0 || digit > layout.size()) {
            throw new IllegalArgumentException("digit " + digit + " at row " + row + ", column " + col
                    + " is outside 0.." + layout.size());
        }
        if (digit != 0 && !layout.isCellAt(index)) {
            throw new IllegalArgumentException("row " + row + ", column " + col + " is a hole of the " + layout
                    + " grid and must stay empty");
        }
        if (cells[index] == digit) {
            return this;
        }
        byte[] copy = cells.clone();
        copy[index] = (byte) digit;
        return new Board(layout, copy);
    }

    /**
     * Returns the cells as a fresh array, {@code [row][col]}, 0 for empty (and for holes): 9x9 on the classic grid.
     *
     * @return a new array the caller owns
     */
    public int[][] toArray() {
        int columns = layout.columns();
        int[][] grid = new int[layout.rows()][columns];
        for (int i = 0; i < cells.length; i++) {
            grid[i / columns][i % columns] = cells[i];
        }
        return grid;
    }

    /** The digit at a row-major grid position, 0 for empty; no bounds message, for loops over every cell. */
    int digitAt(int index) {
        return cells[index];
    }

    /**
     * True if two cells of a region hold the same digit: the quick yes/no that solvers ask before searching, with
     * {@link #conflicts()} left for the rare case that needs the details.
     */
    boolean hasConflict() {
        return layout.geometry().repeatsADigit(cells) || layout.geometry().breaksACage(cells)
                || layout.geometry().breaksARule(cells);
    }

    /**
     * The board's own digits, one byte per grid position, for an engine to read without a copy: the caller must not
     * change them.
     */
    byte[] digitsForSearch() {
        return cells;
    }

    /**
     * Counts the non-empty cells.
     *
     * @return the number of cells holding a digit, 0..81 on the classic grid
     */
    public int filledCount() {
        int count = 0;
        for (byte cell : cells) {
            if (cell != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * Tells whether every cell holds a digit.
     *
     * @return true if no cell is empty (the board may still break the rules); holes do not count
     */
    public boolean isComplete() {
        return filledCount() == layout.cellCount();
    }

    /**
     * Tells whether this board is a finished Sudoku: complete, with every region (row, column, box, ...) holding
     * each digit once.
     *
     * @return true if the board is complete and has no conflicts
     */
    public boolean isSolved() {
        return isComplete() && conflicts().isEmpty();
    }

    /**
     * Tells whether {@code other} fills in this board: every digit of this board stands in the same cell of
     * {@code other}.
     *
     * @param other the board to compare with; not null
     * @return true if {@code other} has the same layout and keeps all of this board's digits
     * @throws NullPointerException if {@code other} is null
     */
    public boolean isKeptBy(Board other) {
        Objects.requireNonNull(other, "other");
        if (!layout.equals(other.layout)) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0 && cells[i] != other.cells[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lists the rule violations of this board: every pair of cells that hold the same digit in one region, once
     * per region they share, ordered by kind of region (rows, columns, boxes, then the other kinds of
     * {@link Region}), by region and then by cell; then, on a killer layout, each pair that repeats a digit in
     * a cage ({@link Region#CAGE}) and each cage whose givens already break its sum
     * ({@link Region#CAGE_SUM}: a full cage with another total, or givens whose total leaves the cage's empty
     * cells less than 1 each), cage by cage; then each variant rule that the givens break on their own
     * ({@link Region#RULE}: a given a cell's rule does not allow, two equal givens on cells a rule says differ,
     * or a rule whose own propagation over the givens alone fails: two equal digits on a thermometer, a full arrow
     * that does not add up, a white dot between 3 and 7), rule by rule.
     *
     * @return the conflicts, empty if the board breaks no rule; an unmodifiable list
     */
    public List<Conflict> conflicts() {
        List<Conflict> found = new ArrayList<>(0);
        int columns = layout.columns();
        for (int r = 0; r < layout.regionCount(); r++) {
            int[] members = layout.regionPositions(r);
            for (int a = 0; a < members.length; a++) {
                int digit = cells[members[a]];
                if (digit == 0) {
                    continue;
                }
                for (int b = a + 1; b < members.length; b++) {
                    if (cells[members[b]] == digit) {
                        found.add(new Conflict(digit, layout.regionKind(r), layout.regionNumber(r),
                                new Cell(members[a] / columns, members[a] % columns),
                                new Cell(members[b] / columns, members[b] % columns)));
                    }
                }
            }
        }
        List<Cage> cages = layout.cages();
        for (int c = 0; c < cages.size(); c++) {
            cageConflicts(cages.get(c), c, found);
        }
        int[] broken = layout.geometry().brokenRules(cells);
        List<Rule> compiled = layout.compiledRules();
        int sumless = compiled.size() - layout.variantRules().size();
        for (int i = 0; i < broken.length; i += 3) {
            if (broken[i] < sumless) {
                continue; // a cage without a sum: its repeats are the CAGE conflicts above
            }
            Cell first = new Cell(broken[i + 1] / columns, broken[i + 1] % columns);
            Cell second = new Cell(broken[i + 2] / columns, broken[i + 2] % columns);
            found.add(new Conflict(cells[broken[i + 1]], Region.RULE, cages.size() + broken[i] - sumless,
                    first, second, null, 0, compiled.get(broken[i])));
        }
        return List.copyOf(found);
    }

    /** The repeats in one cage, then the broken sum, if its givens break it. */
    private void cageConflicts(Cage cage, int number, List<Conflict> found) {
        List<Cell> members = cage.cells();
        int columns = layout.columns();
        int total = 0;
        int empty = 0;
        for (int a = 0; a < members.size(); a++) {
            Cell first = members.get(a);
            int digit = cells[first.row() * columns + first.col()];
            if (digit == 0) {
                empty++;
                continue;
            }
            total += digit;
            for (int b = a + 1; b < members.size(); b++) {
                Cell second = members.get(b);
                if (cells[second.row() * columns + second.col()] == digit) {
                    found.add(new Conflict(digit, Region.CAGE, number, first, second, cage));
                }
            }
        }
        // Each empty cell adds at least 1: givens at or above the sum with a cell still empty already break it.
        if (cage.hasSum() && total > 0 && (empty == 0 ? total != cage.sum() : total + empty > cage.sum())) {
            found.add(new Conflict(total, Region.CAGE_SUM, number, members.get(0),
                    members.get(members.size() - 1), cage, empty));
        }
    }

    /**
     * Renders the board as lines of cells with box borders, {@code .} for empty cells (and holes), nine lines on the
     * classic grid; for example
     * <pre>
     * . 3 . | 2 6 . | 7 . 1
     * 6 8 . | . 7 . | . 9 .
     * 1 9 . | . . 4 | 5 . .
     * ------+-------+------
     * ...
     * </pre>
     * {@link #parse(CharSequence)} reads it back; {@link io.github.sudokusolver.format.BoardFormat} has this and the
     * other layouts.
     *
     * @return the multi-line rendering, lines ending in {@code \n}
     */
    public String toGrid() {
        return GridText.grid(cells, layout.columns(), layout.boxRows(), layout.boxColumns());
    }

    /**
     * Returns the cells in row-major order, a digit for a given and {@code .} for an empty cell or a hole; digits
     * above 9 as {@code A}-{@code P}. On the classic grid this is the one-line format of the public puzzle
     * collections; {@code Board.parse(b.layout(), b.toString()).equals(b)} holds on every layout.
     *
     * @return 81 characters on the classic grid, {@code rows * columns} on the others
     */
    @Override
    public String toString() {
        char[] text = new char[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            text[cell] = GridText.symbol(cells[cell]);
        }
        return new String(text);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board && Arrays.equals(cells, ((Board) other).cells)
                && layout.equals(((Board) other).layout);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + layout.hashCode();
    }

    private int index(int row, int col) {
        if (!layout.isClassic()) {
            return layout.position(row, col);
        }
        if (row < 0 || row >= SIZE || col < 0 || col >= SIZE) {
            throw new IndexOutOfBoundsException("cell (row " + row + ", column " + col + ") is outside 0..8");
        }
        return row * SIZE + col;
    }
}
