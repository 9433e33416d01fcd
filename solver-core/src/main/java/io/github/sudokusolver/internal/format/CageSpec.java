package io.github.sudokusolver.internal.format;

/**
 * A cage as a line of text wrote it, as plain data: its sum, if it has one, and its cells, 0-based, in the order
 * written; with the column (from 1, in code points) that a refusal of the cage names: where a cage line starts, or a
 * one-line killer's cell that names the cage. The cells are checked against the grid's rows and columns only; the
 * rest (a sum no digits make, a cell in a hole or in two cages) is the layout's to refuse. Not API.
 *
 * @param hasSum whether the cage has a sum; a cage without one ({@code cage: r1c1 r1c2}) only keeps its digits apart
 * @param sum the sum; 0 without one, and possibly 0 or more than its digits make with one (the layout refuses it)
 * @param rows each cell's row, from 0; shared, never modified
 * @param columns each cell's column, from 0, in the order of {@code rows}; shared, never modified
 * @param column the column of the text that stands for the cage, from 1
 */
public record CageSpec(boolean hasSum, int sum, int[] rows, int[] columns, int column) {
}
