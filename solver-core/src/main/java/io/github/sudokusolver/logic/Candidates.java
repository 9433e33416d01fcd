package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable pencil-mark grid: for every cell, either its placed digit or the digits it may still hold.
 *
 * <p>{@link #of(Board)} starts from a board (each given is placed; each empty cell holds the digits no given in its
 * row, column or box excludes); {@link #parse(CharSequence)} reads pencil marks a user or another program wrote;
 * {@link #apply(Step)} and {@link #without(Candidate)} return edited copies. This is a value-based class: grids are
 * equal when every cell holds the same marks and the same cells are placed.
 *
 * <p>Only 9x9 classic grids for now.
 */
public final class Candidates {

    /** Bits 0..8: digits 1..9. */
    static final int ALL = (1 << DIGITS) - 1;
    /** Bit 9: the cell is placed (its one digit is then its only bit in 0..8). */
    static final int PLACED = 1 << DIGITS;

    private final short[] marks;

    /** Takes ownership of {@code marks}. */
    Candidates(short[] marks) {
        this.marks = marks;
    }

    /**
     * The pencil marks of a board: a given is placed; an empty cell holds every digit that no given in its row,
     * column or box holds. A board with clashing givens is accepted here (its marks are still defined); the
     * {@link LogicalSolver} refuses it.
     *
     * @param board the board; not null
     * @return the grid
     * @throws NullPointerException if {@code board} is null
     * @throws IllegalArgumentException if the board's layout is not the classic 9x9 grid: pencil marks and
     *     human-style solving are 9x9 for now
     */
    public static Candidates of(Board board) {
        requireClassic(board);
        short[] marks = new short[CELLS];
        Arrays.fill(marks, (short) ALL);
        int[] grid = gridOf(board);
        for (int cell = 0; cell < CELLS; cell++) {
            int digit = grid[cell];
            if (digit != 0) {
                marks[cell] = (short) (PLACED | 1 << digit - 1);
            }
        }
        for (int cell = 0; cell < CELLS; cell++) {
            if ((marks[cell] & PLACED) != 0) {
                for (int peer : GRID.peersOf(cell)) {
                    if ((marks[peer] & PLACED) == 0) {
                        marks[peer] &= (short) ~(marks[cell] & ALL);
                    }
                }
            }
        }
        return new Candidates(marks);
    }

    /** Human-style solving speaks of 81 cells, 27 houses and digits 1-9: other layouts are refused by name. */
    static void requireClassic(Board board) {
        Objects.requireNonNull(board, "board");
        if (!board.layout().equals(Layout.classic())) {
            throw new IllegalArgumentException("human-style solving supports the classic 9x9 grid, not "
                    + board.layout());
        }
    }

    /**
     * Reads pencil marks written as 81 groups separated by blanks, in reading order, as solving programs print them
     * and as {@link #toString()} writes them (frame characters {@code | - + *} and {@code .} between groups are
     * ignored). A group of one digit is a placed cell; a longer group of digits lists an open cell's candidates; a
     * group in parentheses is an open cell with the candidates inside, so {@code (5)} is an open cell with 5 left and
     * {@code ()} an open cell with none.
     *
     * @param text the marks; not null
     * @return the grid
     * @throws NullPointerException  if {@code text} is null
     * @throws BoardFormatException  if a group holds anything but digits 1-9 or repeats one, if a parenthesis is not
     *                               closed or not opened, if two groups touch ({@code 5(3)}), if there are not
     *                               exactly 81 groups, if a digit is placed twice in a row, column or box, or if
     *                               a placed digit is still a candidate of a peer; the message names the line and
     *                               column (one column per code point), and cells in r1c1 style
     */
    public static Candidates parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return new MarksParser(text).parse();
    }

    /**
     * Whether {@code digit} is a candidate of {@code cell} (a placed cell holds its digit).
     *
     * @param cell  the cell; not null
     * @param digit 1..9
     * @return whether the cell may hold the digit
     * @throws NullPointerException     if {@code cell} is null
     * @throws IllegalArgumentException if {@code digit} is outside 1..9
     */
    public boolean contains(Cell cell, int digit) {
        Objects.requireNonNull(cell, "cell");
        if (digit < 1 || digit > DIGITS) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
        }
        return (marks[cell.index()] & 1 << digit - 1) != 0;
    }

    /**
     * The digits {@code cell} may hold, in increasing order (its one digit if it is placed).
     *
     * @param cell the cell; not null
     * @return an unmodifiable list, empty when the marks leave the cell no digit
     * @throws NullPointerException if {@code cell} is null
     */
    public List<Integer> digits(Cell cell) {
        int mask = marks[Objects.requireNonNull(cell, "cell").index()] & ALL;
        List<Integer> digits = new ArrayList<>(Integer.bitCount(mask));
        for (int d = 1; d <= DIGITS; d++) {
            if ((mask & 1 << d - 1) != 0) {
                digits.add(d);
            }
        }
        return List.copyOf(digits);
    }

    /**
     * Whether {@code cell} holds a placed digit (a given or a step's placement), as opposed to candidates.
     *
     * @param cell the cell; not null
     * @return whether it is placed
     * @throws NullPointerException if {@code cell} is null
     */
    public boolean isPlaced(Cell cell) {
        return (marks[Objects.requireNonNull(cell, "cell").index()] & PLACED) != 0;
    }

    /**
     * Whether every cell is placed.
     *
     * @return whether the grid is complete
     */
    public boolean isSolved() {
        for (short mark : marks) {
            if ((mark & PLACED) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The placed digits as a board (cells with candidates only are empty).
     *
     * @return the board
     */
    public Board toBoard() {
        int[][] rows = new int[GRID.rows()][GRID.columns()];
        for (int cell = 0; cell < CELLS; cell++) {
            if ((marks[cell] & PLACED) != 0) {
                rows[GRID.rowOf(cell)][GRID.columnOf(cell)] = digit(marks[cell]);
            }
        }
        return Board.of(rows);
    }

    /** The digits of a classic board, one per cell index, 0 for empty: what the engines take. */
    static int[] gridOf(Board board) {
        int[][] rows = board.toArray();
        int[] grid = new int[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            grid[cell] = rows[GRID.rowOf(cell)][GRID.columnOf(cell)];
        }
        return grid;
    }

    /**
     * This grid with a step done: its eliminations removed, then its placements placed, each also removing its
     * digit from the candidates of its 20 peers.
     *
     * @param step the step; not null
     * @return the new grid
     * @throws NullPointerException     if {@code step} is null
     * @throws IllegalArgumentException if the step does not fit this grid: it places a digit that is not a candidate
     *                                  of its cell, places into a cell that is already placed, or eliminates a
     *                                  candidate that is not there or is a placed digit (the message names it)
     */
    public Candidates apply(Step step) {
        Objects.requireNonNull(step, "step");
        short[] next = marks.clone();
        for (Candidate elimination : step.eliminations()) {
            int cell = elimination.cell().index();
            int bit = 1 << elimination.digit() - 1;
            if ((next[cell] & PLACED) != 0 || (next[cell] & bit) == 0) {
                throw new IllegalArgumentException("the step does not fit these candidates: "
                        + elimination.asElimination() + " is not an open candidate");
            }
            next[cell] &= (short) ~bit;
        }
        for (Candidate placement : step.placements()) {
            int cell = placement.cell().index();
            int bit = 1 << placement.digit() - 1;
            if ((next[cell] & PLACED) != 0 || (next[cell] & bit) == 0) {
                throw new IllegalArgumentException("the step does not fit these candidates: "
                        + placement.asPlacement() + " is not an open candidate");
            }
            place(next, cell, bit);
        }
        return new Candidates(next);
    }

    /**
     * This grid without one candidate: the pencil-mark edit a user makes by hand.
     *
     * @param candidate the candidate to remove; not null
     * @return the new grid, or this one if the candidate was not there
     * @throws NullPointerException     if {@code candidate} is null
     * @throws IllegalArgumentException if the candidate is a placed digit
     */
    public Candidates without(Candidate candidate) {
        int cell = Objects.requireNonNull(candidate, "candidate").cell().index();
        int bit = 1 << candidate.digit() - 1;
        if ((marks[cell] & PLACED) != 0 && (marks[cell] & bit) != 0) {
            throw new IllegalArgumentException(Candidate.name(cell) + " is placed as " + candidate.digit());
        }
        if ((marks[cell] & bit) == 0) {
            return this;
        }
        short[] next = marks.clone();
        next[cell] &= (short) ~bit;
        return new Candidates(next);
    }

    /** Places {@code bit} in {@code cell} and removes it from the open peers. */
    static void place(short[] marks, int cell, int bit) {
        marks[cell] = (short) (PLACED | bit);
        for (int peer : GRID.peersOf(cell)) {
            if ((marks[peer] & PLACED) == 0) {
                marks[peer] &= (short) ~bit;
            }
        }
    }

    /** The digit 1..9 of a one-bit mark. */
    static int digit(int mark) {
        return Integer.numberOfTrailingZeros(mark & ALL) + 1;
    }

    /** A copy of the marks for the engine to work on. */
    short[] marks() {
        return marks.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Candidates that && Arrays.equals(marks, that.marks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(marks);
    }

    /**
     * Nine lines of nine columns, each cell its digits, with box frames: a placed cell as its digit, an open cell as
     * its candidates, in parentheses when fewer than two are left ({@code (5)}, {@code ()}) so that it does not read
     * as placed. {@link #parse} reads it back as an equal grid.
     */
    @Override
    public String toString() {
        String[] texts = new String[CELLS];
        int[] widths = new int[GRID.columns()];
        for (int cell = 0; cell < CELLS; cell++) {
            StringBuilder text = new StringBuilder();
            for (int d = 1; d <= DIGITS; d++) {
                if ((marks[cell] & 1 << d - 1) != 0) {
                    text.append(d);
                }
            }
            if ((marks[cell] & PLACED) == 0 && text.length() < 2) {
                text.insert(0, '(').append(')');
            }
            texts[cell] = text.toString();
            int column = GRID.columnOf(cell);
            widths[column] = Math.max(widths[column], texts[cell].length());
        }
        StringBuilder out = new StringBuilder();
        for (int row = 0; row < GRID.rows(); row++) {
            if (row > 0 && House.bandOf(row) != House.bandOf(row - 1)) {
                for (int col = 0; col < GRID.columns(); col++) {
                    out.append(startsStack(col) ? "-+-" : col > 0 ? "-" : "");
                    appendRepeated(out, '-', widths[col]);
                }
                out.append('\n');
            }
            for (int col = 0; col < GRID.columns(); col++) {
                String text = texts[GRID.cellOf(row, col)];
                out.append(startsStack(col) ? " | " : col > 0 ? " " : "").append(text);
                appendRepeated(out, ' ', widths[col] - text.length());
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Whether a column is the first of a stack of boxes but the first: a frame goes before it. */
    private static boolean startsStack(int column) {
        return column > 0 && House.stackOf(column) != House.stackOf(column - 1);
    }

    /** Appends {@code count} copies of {@code c} (String.repeat, which Android 26 lacks). */
    private static void appendRepeated(StringBuilder out, char c, int count) {
        for (int i = 0; i < count; i++) {
            out.append(c);
        }
    }
}
