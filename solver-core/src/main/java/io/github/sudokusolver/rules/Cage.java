package io.github.sudokusolver.rules;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A killer cage: cells whose digits are all different and add up to {@link #sum()}; or, made by
 * {@link #withoutSum}, cells whose digits are all different and nothing more. Its cells need not touch.
 *
 * <p>This is a value type: immutable, and two cages are equal when their sums (or the lack of one) and cells are. A
 * cage is checked against a grid only when it is added to a layout
 * ({@link io.github.sudokusolver.Layout#withCages}), since whether its cells lie on the grid and whether that many
 * distinct digits can add up to its sum depend on the layout; {@code of} and {@code withoutSum} check only for nulls.
 *
 * <pre>{@code
 * Cage corner = Cage.of(3, new Cell(0, 0), new Cell(0, 1));   // 1 + 2
 * Layout killer = Layout.classic().withCages(List.of(corner, ...));
 * }</pre>
 */
public final class Cage implements Rule {

    private final int sum;
    private final boolean hasSum;
    /** The cells in row-major order; a cell listed twice stays twice, for {@code Layout.withCages} to name. */
    private final List<Cell> cells;

    private Cage(int sum, boolean hasSum, List<Cell> cells) {
        this.sum = sum;
        this.hasSum = hasSum;
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
        return new Cage(sum, true, sorted(cells));
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
     * A cage without a sum: its digits differ, and nothing more ({@link #sum()} is 0, {@link #hasSum()} false).
     *
     * @param cells the cells, in any order; the list is copied
     * @return the cage, its cells in row-major order
     * @throws NullPointerException if {@code cells} or one of its cells is null
     */
    public static Cage withoutSum(List<Cell> cells) {
        return new Cage(0, false, sorted(cells));
    }

    /**
     * A cage without a sum, as {@link #withoutSum(List)}.
     *
     * @param cells the cells, in any order; the array is copied
     * @return the cage, its cells in row-major order
     * @throws NullPointerException if {@code cells} or one of its cells is null
     */
    public static Cage withoutSum(Cell... cells) {
        Objects.requireNonNull(cells, "cells");
        return withoutSum(Arrays.asList(cells));
    }

    private static List<Cell> sorted(List<Cell> cells) {
        Objects.requireNonNull(cells, "cells");
        List<Cell> sorted = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            sorted.add(Objects.requireNonNull(cells.get(i), "cells[" + i + "]"));
        }
        sorted.sort(Cells.ROW_MAJOR);
        return List.copyOf(sorted);
    }

    /**
     * What the cage's digits add up to.
     *
     * @return the sum; 0 for a cage without one
     */
    public int sum() {
        return sum;
    }

    /**
     * Whether the cage has a sum; a cage without one only says that its digits differ.
     *
     * @return false for a cage made by {@link #withoutSum}
     */
    public boolean hasSum() {
        return hasSum;
    }

    /**
     * The cage's cells.
     *
     * @return an unmodifiable list, in row-major order
     */
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Cage && sum == ((Cage) other).sum && hasSum == ((Cage) other).hasSum
                && cells.equals(((Cage) other).cells);
    }

    @Override
    public int hashCode() {
        return 31 * (hasSum ? sum : -1) + cells.hashCode();
    }

    /**
     * Describes the cage as messages and the text form name it: its sum, then its cells in r1c1 notation.
     *
     * @return e.g. {@code cage 10: r1c1 r1c2 r2c1}; {@code cage: r1c1 r1c2} for a cage without a sum
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("cage");
        if (hasSum) {
            text.append(' ').append(sum);
        }
        text.append(':');
        for (Cell cell : cells) {
            text.append(' ').append(cell.name());
        }
        return text.toString();
    }
}
