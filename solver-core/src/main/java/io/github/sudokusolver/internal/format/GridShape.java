package io.github.sudokusolver.internal.format;

/**
 * What the reader of a board's text needs of its layout, as plain data: the digits, the grid, the name its messages
 * give the grid ({@code 16x16}, {@code samurai}) and which positions are cells. Not API.
 *
 * @param size the digits, 1..size
 * @param rows the rows of the grid, holes included
 * @param columns the columns of the grid, holes included
 * @param name the grid's name in messages
 * @param isCell per row-major grid position, whether it is a cell rather than a hole; shared, never modified
 */
public record GridShape(int size, int rows, int columns, String name, boolean[] isCell) {
}
