package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.List;

/**
 * Clones: two groups of cells of the same shape that hold the same digits, cell by cell in the order given. The
 * second group is the first moved, as f-puzzles draws clones: {@code copy.get(i)} is {@code cells.get(i)} shifted by
 * one same number of rows and columns for every i. The groups may overlap (a cell of the first may be in the second,
 * as clones that slide by one cell do), but neither repeats a cell.
 *
 * <p>This is a value type: two clones are equal when their groups, in order, are.
 */
public final class Clone implements Rule {

    private final List<Cell> cells;
    private final List<Cell> copy;

    private Clone(List<Cell> cells, List<Cell> copy) {
        this.cells = cells;
        this.copy = copy;
        if (cells.isEmpty() || cells.size() != copy.size()) {
            throw new IllegalArgumentException(this + ": the two groups must have the same number of cells, at least"
                    + " one (" + cells.size() + " and " + copy.size() + ")");
        }
        Cells.requireDistinct(cells, this);
        Cells.requireDistinct(copy, this);
        int down = copy.get(0).row() - cells.get(0).row();
        int across = copy.get(0).col() - cells.get(0).col();
        if (down == 0 && across == 0) {
            throw new IllegalArgumentException(this + ": the two groups are the same cells");
        }
        for (int i = 1; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            Cell clone = copy.get(i);
            if (clone.row() - cell.row() != down || clone.col() - cell.col() != across) {
                throw new IllegalArgumentException(this + ": the second group is not the first moved, as clones are:"
                        + " " + cells.get(0).name() + " goes to " + copy.get(0).name() + " but " + cell.name()
                        + " to " + clone.name());
            }
        }
    }

    /**
     * Two groups whose cells hold the same digits pairwise: {@code cells.get(i)} and {@code copy.get(i)}.
     *
     * @param cells the first group
     * @param copy the second group, as long as the first
     * @return the clone
     * @throws NullPointerException if a list or a cell is null
     * @throws IllegalArgumentException if the groups are empty, of different lengths or shapes (the second is not
     *     the first moved, cell by cell), the same cells, or one repeats a cell
     */
    public static Clone of(List<Cell> cells, List<Cell> copy) {
        return new Clone(Cells.copy("cells", cells), Cells.copy("copy", copy));
    }

    /**
     * The first group.
     *
     * @return an unmodifiable list
     */
    public List<Cell> cells() {
        return cells;
    }

    /**
     * The second group, cell by cell equal to the first.
     *
     * @return an unmodifiable list
     */
    public List<Cell> copy() {
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Clone && cells.equals(((Clone) other).cells) && copy.equals(((Clone) other).copy);
    }

    @Override
    public int hashCode() {
        return cells.hashCode() * 31 + copy.hashCode();
    }

    /**
     * The clone as the text form writes it.
     *
     * @return e.g. {@code clone: r1c1 r1c2 = r5c5 r5c6}
     */
    @Override
    public String toString() {
        return Cells.appendNames(Cells.appendNames(new StringBuilder("clone:"), cells).append(" ="), copy).toString();
    }
}
