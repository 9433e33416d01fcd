package io.github.sudokusolver.internal.format;

/**
 * What the readers of cage and rule lines check a line against, as plain data: the grid's rows and columns (a cell
 * off them is an error at its column), its digits and the name its messages give it ({@code 9x9}, {@code samurai
 * killer}). Holes are the layout's to refuse, when the rules are added to it. Not API.
 *
 * @param rows the rows of the grid, holes included
 * @param columns the columns of the grid, holes included
 * @param digits the digits, 1..digits
 * @param name the grid's name in messages
 */
public record GridBounds(int rows, int columns, int digits, String name) {
}
