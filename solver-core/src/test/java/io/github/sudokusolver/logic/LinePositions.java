package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Hand-made positions for the line and quadruple finders' tests: a layout with a few rules, every cell holding every
 * digit, then a pattern carved with 1-based rows and columns.
 */
final class LinePositions {

    private LinePositions() {
    }

    /** The grid of {@code layout} with these rules. */
    static Grid grid(Layout layout, Rule... rules) {
        return Grid.of(layout.withRules(List.of(rules)));
    }

    /** r{row}c{col}, 1-based. */
    static Cell cell(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    /** A line of a kind through cells given as {@code row, col, row, col, ...}, 1-based. */
    static Line line(Line.Kind kind, int... rowsAndColumns) {
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < rowsAndColumns.length; i += 2) {
            cells.add(cell(rowsAndColumns[i], rowsAndColumns[i + 1]));
        }
        return Line.of(kind, cells);
    }

    /** Every cell open with every digit. */
    static int[] full(Grid grid) {
        int[] marks = new int[grid.cells];
        Arrays.fill(marks, grid.all);
        return marks;
    }

    /** The compact index of r{row}c{col}, 1-based. */
    static int at(Grid grid, int row, int col) {
        return grid.indexOf(cell(row, col));
    }

    /** Leaves r{row}c{col} only these digits. */
    static void only(Grid grid, int[] marks, int row, int col, int... digits) {
        int mask = 0;
        for (int digit : digits) {
            mask |= 1 << digit - 1;
        }
        marks[at(grid, row, col)] = mask;
    }

    /** Leaves r{row}c{col} the digits {@code low} to {@code high}. */
    static void range(Grid grid, int[] marks, int row, int col, int low, int high) {
        marks[at(grid, row, col)] = (1 << high) - (1 << low - 1);
    }

    /** Places a digit in r{row}c{col} (its peers keep their marks: the test carves them). */
    static void placed(Grid grid, int[] marks, int row, int col, int digit) {
        marks[at(grid, row, col)] = grid.placed | 1 << digit - 1;
    }
}
