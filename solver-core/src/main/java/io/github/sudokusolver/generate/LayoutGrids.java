package io.github.sudokusolver.generate;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.GeometrySource;
import io.github.sudokusolver.internal.search.Stop;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Grids of any layout for the generator, in the engines' terms: a layout's geometry from its public description, a
 * random solution, and the thinning that {@link Generator#puzzle(Layout)} applies to it. Cells are grid positions
 * ({@code row * columns + column}).
 */
final class LayoutGrids {

    /**
     * Search nodes a uniqueness check of {@link #puzzle(Layout)} may use before its given stays: enough that checks
     * on grids up to 12x12 settle (the general solver's matching and fish settle most checks in a few nodes), few
     * enough that a 25x25 puzzle takes about half a second rather than minutes, since a 25x25 node costs tens of
     * microseconds. Measured on seeds 1-10 of 25x25: a budget of 100 nodes took 1.5 s a puzzle and left 273 givens
     * on average, 20 nodes 0.5 s and 266 givens (a check that stops early keeps its given, which makes the later
     * checks cheaper and lets more givens go).
     */
    static final int REMOVAL_CHECK_NODES = 20;

    private LayoutGrids() {
    }

    /**
     * A random solution of a layout (the general engine with the digits of each guess in random order).
     *
     * @throws IllegalArgumentException if the layout has no solution at all
     * @throws Budget.Stopped if the thread is interrupted
     */
    static int[] randomSolution(Layout layout, Geometry geometry, IntUnaryOperator randomBelow) {
        int[] grid = GeneralEngine.randomSolution(geometry, randomBelow);
        if (grid == null) {
            throw new IllegalArgumentException("the " + layout + " layout has no solution: its regions cannot all"
                    + " hold every digit at once");
        }
        return grid;
    }

    /**
     * Removes the givens of a grid in random order while each removal leaves it proper, a check of at most
     * {@link #REMOVAL_CHECK_NODES} nodes deciding each (a given whose check runs out stays); changes and returns
     * {@code grid}.
     *
     * @throws Budget.Stopped if the thread is interrupted
     */
    static int[] thinned(Geometry geometry, int[] grid, IntUnaryOperator randomBelow) {
        for (int cell : shuffled(geometry.cellCount(), randomBelow)) {
            int position = geometry.positionOf(cell);
            int given = grid[position];
            grid[position] = 0;
            Budget check = new Budget(REMOVAL_CHECK_NODES, null);
            try {
                if (check.countSolutions(geometry, grid, 2) != 1) {
                    grid[position] = given;
                }
            } catch (Budget.Stopped stopped) {
                grid[position] = given;
                if (stopped.reason() == Stop.INTERRUPTED) {
                    throw stopped;
                }
            }
        }
        return grid;
    }

    /**
     * The geometry of a layout, from its public description: its grid, its regions and its cages; a layout with
     * variant rules gives the geometry it built, with the rules compiled in.
     */
    static Geometry geometryOf(Layout layout) {
        for (Rule rule : layout.rules()) {
            if (!(rule instanceof Cage)) {
                return GeometrySource.of(layout);
            }
        }
        List<List<Cell>> regions = layout.regions();
        int[][] positions = new int[regions.size()][];
        for (int r = 0; r < positions.length; r++) {
            positions[r] = positionsOf(layout, regions.get(r));
        }
        List<Cage> cages = layout.cages();
        int[][] cagePositions = new int[cages.size()][];
        int[] sums = new int[cages.size()];
        for (int c = 0; c < cagePositions.length; c++) {
            cagePositions[c] = positionsOf(layout, cages.get(c).cells());
            sums[c] = cages.get(c).sum();
        }
        return Geometry.of(layout.rows(), layout.columns(), positions, cagePositions, sums);
    }

    private static int[] positionsOf(Layout layout, List<Cell> cells) {
        return cells.stream().mapToInt(cell -> cell.row() * layout.columns() + cell.col()).toArray();
    }

    /** The numbers {@code 0..count-1} in a random order drawn from {@code randomBelow} (Fisher-Yates). */
    static int[] shuffled(int count, IntUnaryOperator randomBelow) {
        int[] order = new int[count];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = randomBelow.applyAsInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }

    /** A grid of one digit per position as rows of digits, holes left 0. */
    static int[][] rowsOf(Geometry geometry, int[] grid) {
        int[][] rows = new int[geometry.rows()][geometry.columns()];
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            rows[geometry.rowOf(cell)][geometry.columnOf(cell)] = grid[geometry.positionOf(cell)];
        }
        return rows;
    }
}
