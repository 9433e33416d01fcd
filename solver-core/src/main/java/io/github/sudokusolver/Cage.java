package io.github.sudokusolver;

import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A killer cage: cells whose digits are all different and add up to {@link #sum()}. Its cells need not touch.
 *
 * <p>This is a value type: immutable, and two cages are equal when their sums and cells are. A cage is checked
 * against a grid only when it is added to a layout ({@link Layout#withCages}), since whether its cells lie on the grid
 * and whether that many distinct digits can add up to its sum depend on the layout; {@code of} checks only for nulls.
 *
 * <pre>{@code
 * Cage corner = Cage.of(3, new Cell(0, 0), new Cell(0, 1));   // 1 + 2
 * Layout killer = Layout.classic().withCages(List.of(corner, ...));
 * }</pre>
 */
public final class Cage implements Rule {

    private static final Comparator<Cell> ROW_MAJOR = Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col);

    private final int sum;
    /** The cells in row-major order; a cell listed twice stays twice, for {@link Layout#withCages} to name. */
    private final List<Cell> cells;

    private Cage(int sum, List<Cell> cells) {
        this.sum = sum;
        this.cells = cells;
    }

    /**
     * A cage of these cells with this sum.
     *
     * @param sum what the cage's digits add up to
     * @param cells the cells, in any order; the list is copied
     * @return the cage, its cells in row-major order
     * @throws NullPointerException if {@code cells} or one of its cells is null
     */
    public static Cage of(int sum, List<Cell> cells) {
        Objects.requireNonNull(cells, "cells");
        List<Cell> sorted = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            sorted.add(Objects.requireNonNull(cells.get(i), "cells[" + i + "]"));
        }
        sorted.sort(ROW_MAJOR);
        return new Cage(sum, List.copyOf(sorted));
    }

    /**
     * A cage of these cells with this sum.
     *
     * @param sum what the cage's digits add up to
     * @param cells the cells, in any order; the array is copied
     * @return the cage, its cells in row-major order
     * @throws NullPointerException if {@code cells} or one of its cells is null
     */
    public static Cage of(int sum, Cell... cells) {
        Objects.requireNonNull(cells, "cells");
        return of(sum, Arrays.asList(cells));
    }

    /**
     * What the cage's digits add up to.
     *
     * @return the sum
     */
    public int sum() {
        return sum;
    }

    /**
     * The cage's cells.
     *
     * @return an unmodifiable list, in row-major order
     */
    public List<Cell> cells() {
        return cells;
    }

    /** The first cell in row-major order; cages in a layout are ordered by it. */
    Cell first() {
        return cells.get(0);
    }

    static int compareByFirstCell(Cage a, Cage b) {
        return ROW_MAJOR.compare(a.first(), b.first());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Cage && sum == ((Cage) other).sum && cells.equals(((Cage) other).cells);
    }

    @Override
    public int hashCode() {
        return 31 * sum + cells.hashCode();
    }

    /**
     * Describes the cage as messages name it: its sum, then its cells in r1c1 notation.
     *
     * @return e.g. {@code cage 10: r1c1 r1c2 r2c1}
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("cage ").append(sum).append(':');
        for (Cell cell : cells) {
            text.append(' ').append(cell.name());
        }
        return text.toString();
    }

    /** The grid positions ({@code row * columns + column}) of the cells, in row-major order. */
    int[] positionsOn(int columns) {
        int[] positions = new int[cells.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = cells.get(i).row() * columns + cells.get(i).col();
        }
        return positions;
    }

    /**
     * Refuses this cage where a layout cannot hold it, with an IllegalArgumentException naming it; marks its cells as
     * taken in {@code owner}, the cage of each grid position so far.
     */
    void checkOn(Layout layout, Cage[] owner) {
        int size = layout.size();
        int rows = layout.rows();
        int columns = layout.columns();
        Cage cage = this;
        if (cells.isEmpty()) {
            throw new IllegalArgumentException(cage + " is empty: a cage needs at least one cell");
        }
        if (cells.size() > size) {
            throw new IllegalArgumentException(cage + " has " + cells.size() + " cells, more than the " + size
                    + " digits of the " + layout + " grid");
        }
        for (int i = 0; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            if (cell.row() >= rows || cell.col() >= columns) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is off the " + gridName(layout));
            }
            int position = cell.row() * columns + cell.col();
            if (!layout.isCellAt(position)) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is a hole of the " + layout + " grid");
            }
            if (i > 0 && cells.get(i - 1).equals(cell)) {
                throw new IllegalArgumentException(cage + " lists " + cell.name() + " twice");
            }
            if (owner[position] != null) {
                throw new IllegalArgumentException(cage + ": " + cell.name() + " is also in " + owner[position]
                        + "; a cell may be in one cage only");
            }
        }
        // k distinct digits of 1..n make every sum from the k smallest to the k largest, and nothing else
        int least = cells.size() * (cells.size() + 1) / 2;
        int most = cells.size() * (2 * size - cells.size() + 1) / 2;
        if (cells.size() == 1 && (cage.sum() < 1 || cage.sum() > size)) {
            throw new IllegalArgumentException(cage + ": no digit 1-" + size + " is " + cage.sum());
        }
        if (cage.sum() < least || cage.sum() > most) {
            throw new IllegalArgumentException(cage + ": no " + cells.size() + " different digits 1-" + size
                    + " add up to " + cage.sum() + " (they make " + least + " to " + most + ")");
        }
        for (Cell cell : cells) {
            owner[cell.row() * columns + cell.col()] = cage;
        }
    }

    /**
     * The layout's grid as a message names it: {@code 9x9 grid}, {@code 6x6 (2x3 boxes) grid}, {@code jigsaw 9x9
     * grid}; with its rows and columns after it where its name has none, as {@code samurai grid (21x21)}.
     */
    private static String gridName(Layout layout) {
        String dimensions = layout.rows() + "x" + layout.columns();
        return layout + " grid" + (layout.toString().contains(dimensions) ? "" : " (" + dimensions + ")");
    }

    /**
     * What {@link Layout#withCages} throws, with the index of the refused cage in its argument's iteration order, so
     * that a reader can name the line and column it wrote the cage on. Callers see an IllegalArgumentException.
     */
    static final class Refused extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        /** The refused cage's place among the cages given to Layout.withCages, from 0. */
        final int index;

        Refused(String message, int index) {
            super(message);
            this.index = index;
        }
    }
}
