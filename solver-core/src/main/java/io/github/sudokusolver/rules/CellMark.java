package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A mark on one cell: odd (a circle in f-puzzles), even (a square), a minimum or a maximum cell, or an indexer.
 *
 * <p>An indexer cell's digit says where its own row, column or box number stands (the "159" rule): a digit V in a
 * <em>column indexer</em> at (r, c) puts c at (r, V); in a <em>row indexer</em> at (r, c) it puts r at (V, c); in a
 * <em>box indexer</em> at position p of its box it puts p at position V of that box (positions count 1 to n in
 * reading order). Indexers go on square grids whose digits are 1 to the size, without holes, and box indexers on
 * grids with boxes (not jigsaws).
 *
 * <p>This is a value type: two marks are equal when their kinds and cells are.
 */
public final class CellMark implements Rule {

    /** What the mark says of the cell's digit. */
    public enum Kind {
        /** The digit is odd. */
        ODD("odd"),
        /** The digit is even. */
        EVEN("even"),
        /** The digit is smaller than each orthogonal neighbour's, but a neighbour that is a minimum cell too. */
        MINIMUM("minimum"),
        /** The digit is larger than each orthogonal neighbour's, but a neighbour that is a maximum cell too. */
        MAXIMUM("maximum"),
        /** A digit V at (r, c) puts c at (r, V): the cell tells where its column's number stands in its row. */
        COLUMN_INDEXER("column indexer"),
        /** A digit V at (r, c) puts r at (V, c): the cell tells where its row's number stands in its column. */
        ROW_INDEXER("row indexer"),
        /** A digit V at position p of a box puts p at position V of the box, positions in reading order. */
        BOX_INDEXER("box indexer");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /**
         * The kind as the text form writes it.
         *
         * @return {@code odd}, {@code even}, {@code minimum}, {@code maximum}, {@code column indexer},
         *     {@code row indexer} or {@code box indexer}
         */
        public String word() {
            return word;
        }

        /**
         * Whether the mark is an indexer.
         *
         * @return true for the column, row and box indexers
         */
        public boolean isIndexer() {
            return this == COLUMN_INDEXER || this == ROW_INDEXER || this == BOX_INDEXER;
        }
    }

    private final Kind kind;
    private final Cell cell;

    private CellMark(Kind kind, Cell cell) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.cell = Objects.requireNonNull(cell, "cell");
    }

    /**
     * A mark of this kind on this cell.
     *
     * @param kind the kind
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if an argument is null
     */
    public static CellMark of(Kind kind, Cell cell) {
        return new CellMark(kind, cell);
    }

    /**
     * An odd cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark odd(Cell cell) {
        return new CellMark(Kind.ODD, cell);
    }

    /**
     * An even cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark even(Cell cell) {
        return new CellMark(Kind.EVEN, cell);
    }

    /**
     * A minimum cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark minimum(Cell cell) {
        return new CellMark(Kind.MINIMUM, cell);
    }

    /**
     * A maximum cell.
     *
     * @param cell the cell
     * @return the mark
     * @throws NullPointerException if {@code cell} is null
     */
    public static CellMark maximum(Cell cell) {
        return new CellMark(Kind.MAXIMUM, cell);
    }

    /**
     * What the mark says.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The marked cell.
     *
     * @return the cell
     */
    public Cell cell() {
        return cell;
    }

    /**
     * The house an indexer points into, in the order its digit counts: the cell's row for a column indexer, its column
     * for a row indexer, its box in reading order for a box indexer. The cell stands in it itself, at the place of
     * its own number: a digit V in the cell puts that number at the V-th cell of the list.
     *
     * <pre>{@code
     * CellMark.of(CellMark.Kind.COLUMN_INDEXER, new Cell(0, 4)).indexedCells(Layout.classic()); // r1c1 ... r1c9
     * }</pre>
     *
     * @param layout the layout the mark goes on; not null
     * @return the house's cells, as many as the layout's digits
     * @throws NullPointerException if {@code layout} is null
     * @throws IllegalArgumentException if the mark is no indexer, or the layout has no such house of its digits'
     *     count at the cell (a grid that is not square, with holes, or a box indexer without boxes)
     */
    public List<Cell> indexedCells(Layout layout) {
        int n = layout.size();
        if (!kind.isIndexer() || layout.rows() != n || layout.columns() != n || layout.cellCount() != n * n) {
            throw new IllegalArgumentException(this + " needs a square grid without holes, and " + layout
                    + " is not one");
        }
        if (kind == Kind.BOX_INDEXER) {
            for (List<Cell> box : layout.regions(Region.BOX)) {
                if (box.contains(cell)) {
                    return box;
                }
            }
            throw new IllegalArgumentException(this + " needs a grid of boxes, and " + layout + " has none at "
                    + cell.name());
        }
        List<Cell> house = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            house.add(kind == Kind.COLUMN_INDEXER ? new Cell(cell.row(), k) : new Cell(k, cell.col()));
        }
        return List.copyOf(house);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CellMark && kind == ((CellMark) other).kind && cell.equals(((CellMark) other).cell);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + cell.hashCode();
    }

    /**
     * The mark as the text form writes it.
     *
     * @return e.g. {@code odd: r1c1}
     */
    @Override
    public String toString() {
        return kind.word + ": " + cell.name();
    }
}
