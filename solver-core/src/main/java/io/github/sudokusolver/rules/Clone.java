package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Clones: two groups of cells that hold the same digits, cell by cell in the order given.
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
        List<Cell> all = new ArrayList<>(cells);
        all.addAll(copy);
        Cells.requireDistinct(all, this);
    }

    /**
     * Two groups whose cells hold the same digits pairwise: {@code cells.get(i)} and {@code copy.get(i)}.
     *
     * @param cells the first group
     * @param copy the second group, as long as the first
     * @return the clone
     * @throws NullPointerException if a list or a cell is null
     * @throws IllegalArgumentException if the groups are empty, of different lengths, or share or repeat a cell
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
