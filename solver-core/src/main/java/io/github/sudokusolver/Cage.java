package io.github.sudokusolver;

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
public final class Cage {

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
}
