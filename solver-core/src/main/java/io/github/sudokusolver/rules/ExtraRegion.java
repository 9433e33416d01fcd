package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * An extra region: its digits differ. With as many cells as the grid has digits it is a region like a box, holding
 * every digit once. Its cells need not touch.
 *
 * <p>This is a value type: two extra regions are equal when their cells are (kept in row-major order).
 */
public final class ExtraRegion implements Rule {

    private final List<Cell> cells;

    private ExtraRegion(List<Cell> cells) {
        this.cells = cells;
        if (cells.size() < 2) {
            throw new IllegalArgumentException(this + ": an extra region needs at least two cells");
        }
        Cells.requireDistinct(cells, this);
    }

    /**
     * An extra region of these cells.
     *
     * @param cells two cells or more, in any order
     * @return the region, its cells in row-major order
     * @throws NullPointerException if {@code cells} or a cell is null
     * @throws IllegalArgumentException if there are fewer than two cells or a cell is listed twice
     */
    public static ExtraRegion of(List<Cell> cells) {
        List<Cell> sorted = new ArrayList<>(Cells.copy("cells", cells));
        sorted.sort(Cells.ROW_MAJOR);
        return new ExtraRegion(List.copyOf(sorted));
    }

    /**
     * The cells.
     *
     * @return an unmodifiable list in row-major order
     */
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ExtraRegion && cells.equals(((ExtraRegion) other).cells);
    }

    @Override
    public int hashCode() {
        return cells.hashCode();
    }

    /**
     * The region as the text form writes it.
     *
     * @return e.g. {@code extra region: r1c1 r2c2 r3c3}
     */
    @Override
    public String toString() {
        return Cells.appendNames(new StringBuilder("extra region:"), cells).toString();
    }
}
