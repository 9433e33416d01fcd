package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Counting circles: a digit in a circle is the number of circles that hold that digit. So the circles hold a few
 * digits, each as often as its value (a 3 in three circles, a 1 in one), and those digits add up to the number of
 * circles. Each rule is one set of circles, counted apart from any other (as the Interactive Sudoku Solver's
 * {@code CountingCircles}); its cells need not touch, and the grid's houses still make circles that see each other
 * differ.
 *
 * <pre>{@code
 * CountingCircles circles = CountingCircles.of(List.of(new Cell(0, 0), new Cell(4, 4), new Cell(8, 8)));
 * // three circles: a 3 in each, or a 1 and two 2s
 * }</pre>
 *
 * <p>This is a value type: two sets of circles are equal when their cells are (kept in row-major order).
 */
public final class CountingCircles implements Rule {

    private final List<Cell> cells;

    private CountingCircles(List<Cell> cells) {
        this.cells = cells;
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("counting circles: a set of circles needs at least one cell");
        }
        Cells.requireDistinct(cells, this);
    }

    /**
     * One set of counting circles on these cells.
     *
     * @param cells one cell or more, in any order
     * @return the circles, their cells in row-major order
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException if there is no cell or a cell is listed twice
     */
    public static CountingCircles of(List<Cell> cells) {
        List<Cell> sorted = new ArrayList<>(Cells.copy("cells", cells));
        sorted.sort(Cells.ROW_MAJOR);
        return new CountingCircles(List.copyOf(sorted));
    }

    /**
     * The circles' cells.
     *
     * @return an unmodifiable list in row-major order
     */
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CountingCircles && cells.equals(((CountingCircles) other).cells);
    }

    @Override
    public int hashCode() {
        return cells.hashCode() * 31 + 7;
    }

    /**
     * The circles as the text form writes them.
     *
     * @return e.g. {@code counting circles: r1c1 r5c5 r9c9}
     */
    @Override
    public String toString() {
        return Cells.appendNames(new StringBuilder("counting circles:"), cells).toString();
    }
}
