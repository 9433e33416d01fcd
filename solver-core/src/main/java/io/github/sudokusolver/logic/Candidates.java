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
 * houses excludes); {@link #parse(CharSequence)} and {@link #parse(Layout, CharSequence)} read pencil marks a user or
 * another program wrote; {@link #apply(Step)} and {@link #without(Candidate)} return edited copies. This is a
 * value-based class: grids are equal when they are of the same layout, every cell holds the same marks and the same
 * cells are placed.
 *
 * <p>Every layout: the boxes 4x4 to 25x25, jigsaw, the diagonals, windows and samurai (whose holes hold nothing and
 * are no cells here), each with or without killer cages and variant rules. A placed digit leaves its cage mates, and
 * the cells a rule makes differ from it (a knight's move away under anti-knight, a thermometer's other cells), as it
 * leaves the rest of its peers; the cage sums and the other rules are the techniques' work, so {@link #of(Board)}
 * starts every open cell with every digit its peers' placed digits allow.
 */
public final class Candidates {

    /** Bits 0..8: digits 1..9 (the classic grid). */
    static final int ALL = (1 << DIGITS) - 1;
    /** Bit 9: the cell is placed (its one digit is then its only bit in 0..8), on the classic grid. */
    static final int PLACED = 1 << DIGITS;

    private final Grid grid;
    /** Bit d-1 for digit d, bit {@code grid.size} for a placed cell, one per compact cell index. */
    private final int[] marks;

    /** Takes ownership of {@code marks}, those of a grid. */
    Candidates(Grid grid, int[] marks) {
        this.grid = grid;
        this.marks = marks;
    }

    /** Copies the classic engine's marks. */
    Candidates(short[] marks) {
        this(Grid.CLASSIC, Grid.widen(marks));
    }

    /**
     * The pencil marks of a board: a given is placed; an empty cell holds every digit that no given in its houses
     * (row, column, box, jigsaw region, diagonal, window) holds. A board with clashing givens is accepted here (its
     * marks are still defined); the {@link LogicalSolver} refuses it.
     *
     * @param board the board; not null
     * @return the grid
     * @throws NullPointerException if {@code board} is null
     */
    public static Candidates of(Board board) {
        Objects.requireNonNull(board, "board");
        Grid grid = Grid.of(board.layout());
        if (grid.isClassic()) {
            return new Candidates(classicMarks(board));
        }
        int[] marks = new int[grid.cells];
        Arrays.fill(marks, grid.all);
        int[] digits = grid.positionsOf(board);
        for (int cell = 0; cell < grid.cells; cell++) {
            int digit = digits[grid.geometry.positionOf(cell)];
            if (digit != 0) {
                marks[cell] = grid.placed | 1 << digit - 1;
            }
        }
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) != 0) {
                for (int peer : grid.peersOf(cell)) {
                    if ((marks[peer] & grid.placed) == 0) {
                        marks[peer] &= ~(marks[cell] & grid.all);
                    }
                }
            }
        }
        return new Candidates(grid, marks);
    }

    /** The classic engine's marks of a classic board. */
    static short[] classicMarks(Board board) {
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
        return marks;
    }

    /**
     * Reads the pencil marks of a classic 9x9 grid: same as {@code parse(Layout.classic(), text)}.
     *
     * @param text the marks; not null
     * @return the grid
     * @throws NullPointerException  if {@code text} is null
     * @throws BoardFormatException  as {@link #parse(Layout, CharSequence)} says
     */
    public static Candidates parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return new MarksParser(Grid.CLASSIC, text).parse();
    }

    /**
     * Reads pencil marks of a layout written as one group per cell separated by blanks, in reading order (holes of
     * the samurai grid have no group), as solving programs print them and as {@link #toString()} writes them (frame
     * characters {@code | - + *} and {@code .} between groups are ignored). A digit is one character: {@code 1}-{@code
     * 9}, then {@code A}-{@code P} for 10-25 as boards write them ({@code a}-{@code p} too). A group of one digit is a
     * placed cell; a longer group lists an open cell's candidates; a group in parentheses is an open cell with the
     * candidates inside, so {@code (5)} is an open cell with 5 left and {@code ()} an open cell with none.
     *
     * @param layout the layout; not null
     * @param text the marks; not null
     * @return the grid
     * @throws NullPointerException  if an argument is null
     * @throws BoardFormatException  if a group holds anything but the layout's digits or repeats one, if a
     *                               parenthesis is not closed or not opened, if two groups touch ({@code 5(3)}), if
     *                               there is not exactly one group per cell, if a digit is placed twice in a house,
     *                               or if a placed digit is still a candidate of a peer; the message names the line
     *                               and column (one column per code point), and cells in r1c1 style
     */
    public static Candidates parse(Layout layout, CharSequence text) {
        Objects.requireNonNull(text, "text");
        return new MarksParser(Grid.of(layout), text).parse();
    }

    /**
     * The layout these marks are of.
     *
     * @return the layout
     */
    public Layout layout() {
        return grid.layout;
    }

    Grid grid() {
        return grid;
    }

    /**
     * Whether {@code digit} is a candidate of {@code cell} (a placed cell holds its digit).
     *
     * @param cell  the cell; not null
     * @param digit 1 to the layout's size
     * @return whether the cell may hold the digit
     * @throws NullPointerException     if {@code cell} is null
     * @throws IndexOutOfBoundsException if {@code cell} is not a cell of the layout
     * @throws IllegalArgumentException if {@code digit} is outside 1 to the layout's size
     */
    public boolean contains(Cell cell, int digit) {
        int index = grid.indexOf(cell);
        if (digit < 1 || digit > grid.size) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1.." + grid.size);
        }
        return (marks[index] & 1 << digit - 1) != 0;
    }

    /**
     * The digits {@code cell} may hold, in increasing order (its one digit if it is placed).
     *
     * @param cell the cell; not null
     * @return an unmodifiable list, empty when the marks leave the cell no digit
     * @throws NullPointerException if {@code cell} is null
     * @throws IndexOutOfBoundsException if {@code cell} is not a cell of the layout
     */
    public List<Integer> digits(Cell cell) {
        int mask = marks[grid.indexOf(cell)] & grid.all;
        List<Integer> digits = new ArrayList<>(Integer.bitCount(mask));
        for (int d = 1; d <= grid.size; d++) {
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
     * @throws IndexOutOfBoundsException if {@code cell} is not a cell of the layout
     */
    public boolean isPlaced(Cell cell) {
        return (marks[grid.indexOf(cell)] & grid.placed) != 0;
    }

    /**
     * Whether every cell is placed.
     *
     * @return whether the grid is complete
     */
    public boolean isSolved() {
        for (int mark : marks) {
            if ((mark & grid.placed) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The placed digits as a board of the layout (cells with candidates only are empty).
     *
     * @return the board
     */
    public Board toBoard() {
        int[][] rows = new int[grid.layout.rows()][grid.layout.columns()];
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) != 0) {
                Cell at = grid.cell(cell);
                rows[at.row()][at.col()] = Grid.digit(marks[cell] & grid.all);
            }
        }
        return grid.isClassic() ? Board.of(rows) : Board.of(grid.layout, rows);
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
     * digit from the candidates of its peers.
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
        int[] next = marks.clone();
        for (Candidate elimination : step.eliminations()) {
            int cell = openCandidate(next, elimination, elimination.asElimination());
            next[cell] &= ~(1 << elimination.digit() - 1);
        }
        for (Candidate placement : step.placements()) {
            int cell = openCandidate(next, placement, placement.asPlacement());
            grid.place(next, cell, 1 << placement.digit() - 1);
        }
        return new Candidates(grid, next);
    }

    /** The cell index of a candidate that is open in {@code marks}, or an exception naming it. */
    private int openCandidate(int[] marks, Candidate candidate, String name) {
        Cell at = candidate.cell();
        boolean inside = at.row() < grid.layout.rows() && at.col() < grid.layout.columns()
                && grid.layout.isCell(at.row(), at.col());
        int cell = inside ? grid.indexOf(at) : -1;
        if (cell < 0 || candidate.digit() > grid.size || (marks[cell] & grid.placed) != 0
                || (marks[cell] & 1 << candidate.digit() - 1) == 0) {
            throw new IllegalArgumentException("the step does not fit these candidates: " + name
                    + " is not an open candidate");
        }
        return cell;
    }

    /**
     * This grid without one candidate: the pencil-mark edit a user makes by hand.
     *
     * @param candidate the candidate to remove; not null
     * @return the new grid, or this one if the candidate was not there
     * @throws NullPointerException     if {@code candidate} is null
     * @throws IndexOutOfBoundsException if its cell is not a cell of the layout
     * @throws IllegalArgumentException if the candidate is a placed digit
     */
    public Candidates without(Candidate candidate) {
        int cell = grid.indexOf(Objects.requireNonNull(candidate, "candidate").cell());
        int bit = 1 << candidate.digit() - 1;
        if ((marks[cell] & grid.placed) != 0 && (marks[cell] & bit) != 0) {
            throw new IllegalArgumentException(candidate.cell().name() + " is placed as " + candidate.digit());
        }
        if ((marks[cell] & bit) == 0) {
            return this;
        }
        int[] next = marks.clone();
        next[cell] &= ~bit;
        return new Candidates(grid, next);
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

    /** A copy of the marks for the classic engine to work on; only for the classic grid. */
    short[] marks() {
        if (!grid.isClassic()) {
            throw new IllegalStateException("the classic engine's marks of " + grid);
        }
        short[] narrow = new short[marks.length];
        for (int cell = 0; cell < marks.length; cell++) {
            narrow[cell] = (short) marks[cell];
        }
        return narrow;
    }

    /** A copy of the marks, one int per compact cell index, for the engine of any layout. */
    int[] intMarks() {
        return marks.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Candidates that && grid.layout.equals(that.grid.layout)
                && Arrays.equals(marks, that.marks);
    }

    @Override
    public int hashCode() {
        return 31 * grid.layout.hashCode() + Arrays.hashCode(marks);
    }

    /**
     * One line per row, each cell its digits (10-25 as {@code A}-{@code P}), with box frames on a layout of boxes:
     * a placed cell as its digit, an open cell as its candidates, in parentheses when fewer than two are left
     * ({@code (5)}, {@code ()}) so that it does not read as placed; a hole of the samurai grid as {@code .}.
     * {@link #parse(Layout, CharSequence)} reads it back as an equal grid (and {@link #parse(CharSequence)} on the
     * classic grid).
     */
    @Override
    public String toString() {
        int rows = grid.layout.rows();
        int columns = grid.layout.columns();
        String[] texts = new String[rows * columns];
        int[] widths = new int[columns];
        for (int position = 0; position < texts.length; position++) {
            int cell = grid.geometry.cellAt(position);
            StringBuilder text = new StringBuilder();
            if (cell < 0) {
                text.append('.');
            } else {
                for (int d = 1; d <= grid.size; d++) {
                    if ((marks[cell] & 1 << d - 1) != 0) {
                        text.append(symbol(d));
                    }
                }
                if ((marks[cell] & grid.placed) == 0 && text.length() < 2) {
                    text.insert(0, '(').append(')');
                }
            }
            texts[position] = text.toString();
            widths[position % columns] = Math.max(widths[position % columns], texts[position].length());
        }
        int[] box = boxShape();
        StringBuilder out = new StringBuilder();
        for (int row = 0; row < rows; row++) {
            if (row > 0 && box[0] > 0 && row % box[0] == 0) {
                for (int col = 0; col < columns; col++) {
                    out.append(startsStack(col, box[1]) ? "-+-" : col > 0 ? "-" : "");
                    appendRepeated(out, '-', widths[col]);
                }
                out.append('\n');
            }
            for (int col = 0; col < columns; col++) {
                String text = texts[row * columns + col];
                out.append(startsStack(col, box[1]) ? " | " : col > 0 ? " " : "").append(text);
                appendRepeated(out, ' ', widths[col] - text.length());
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The one character of a digit, as boards write it: 1-9, then A-P. */
    static char symbol(int digit) {
        return digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10);
    }

    /** Rows and columns of a box where the layout's boxes frame the text ({@code 0, 0} for none: jigsaw grids). */
    private int[] boxShape() {
        for (int house = 0; house < grid.houseCount(); house++) {
            if (grid.kinds[house] == io.github.sudokusolver.Region.BOX) {
                int[] cells = grid.cellsOf(house);
                Cell first = grid.cell(cells[0]);
                Cell last = grid.cell(cells[cells.length - 1]);
                return new int[] {last.row() - first.row() + 1, last.col() - first.col() + 1};
            }
        }
        return new int[] {0, 0};
    }

    /** Whether a column is the first of a stack of boxes but the first: a frame goes before it. */
    private static boolean startsStack(int column, int boxColumns) {
        return column > 0 && boxColumns > 0 && column % boxColumns == 0;
    }

    /** Appends {@code count} copies of {@code c} (String.repeat, which Android 26 lacks). */
    private static void appendRepeated(StringBuilder out, char c, int count) {
        for (int i = 0; i < count; i++) {
            out.append(c);
        }
    }
}
