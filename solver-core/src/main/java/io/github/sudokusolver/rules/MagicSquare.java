package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A magic square: a 3x3 group of cells whose three rows, three columns and two diagonals each add up to 15. On a
 * 9x9 grid only (15 is the magic sum of the digits 1 to 9); the group is most often a box, whose nine different
 * digits then make the one magic square of 1 to 9 turned or mirrored (5 in the centre, the even digits in the
 * corners). Its cells need not be a box: where they are not, a digit may repeat where the cells do not see each other.
 *
 * <pre>{@code
 * MagicSquare square = MagicSquare.of(new Cell(3, 3)); // box 5
 * }</pre>
 *
 * <p>This is a value type: two magic squares are equal when their top-left cells are.
 */
public final class MagicSquare implements Rule {

    /** What each row, column and diagonal adds up to. */
    public static final int SUM = 15;

    private final Cell corner;
    private final List<Cell> cells;

    private MagicSquare(Cell corner) {
        this.corner = corner;
        List<Cell> all = new ArrayList<>();
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                all.add(new Cell(corner.row() + row, corner.col() + col));
            }
        }
        this.cells = List.copyOf(all);
    }

    /**
     * The magic square whose top-left cell is {@code corner}.
     *
     * @param corner its top-left cell
     * @return the magic square
     * @throws NullPointerException if {@code corner} is null
     */
    public static MagicSquare of(Cell corner) {
        return new MagicSquare(Objects.requireNonNull(corner, "corner"));
    }

    /**
     * Its top-left cell.
     *
     * @return the cell
     */
    public Cell corner() {
        return corner;
    }

    /**
     * Its nine cells.
     *
     * @return an unmodifiable list in row-major order
     */
    public List<Cell> cells() {
        return cells;
    }

    /**
     * The eight lines that add up to {@link #SUM}: the three rows top to bottom, the three columns left to right, then
     * the diagonal from the top-left cell and the one from the top-right cell.
     *
     * @return an unmodifiable list of eight lists of three cells
     */
    public List<List<Cell>> lines() {
        List<List<Cell>> lines = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            lines.add(List.of(cells.get(3 * i), cells.get(3 * i + 1), cells.get(3 * i + 2)));
        }
        for (int i = 0; i < 3; i++) {
            lines.add(List.of(cells.get(i), cells.get(3 + i), cells.get(6 + i)));
        }
        lines.add(List.of(cells.get(0), cells.get(4), cells.get(8)));
        lines.add(List.of(cells.get(2), cells.get(4), cells.get(6)));
        return List.copyOf(lines);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MagicSquare && corner.equals(((MagicSquare) other).corner);
    }

    @Override
    public int hashCode() {
        return corner.hashCode() * 31 + 15;
    }

    /**
     * The magic square as the text form writes it: its top-left cell.
     *
     * @return e.g. {@code magic square: r4c4}
     */
    @Override
    public String toString() {
        return "magic square: " + corner.name();
    }
}
