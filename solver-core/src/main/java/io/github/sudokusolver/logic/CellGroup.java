package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.List;
import java.util.Objects;

/**
 * A set of cells and the digits that matter in them, as one part of a {@link Step}: the cells of a naked or hidden
 * subset, an almost locked set (n cells holding n + 1 digits), one colour of a colouring, the extra cells of a unique
 * rectangle. {@link Step#groups()} says what each group of a technique is.
 *
 * @param cells  the cells, in reading order; not null, not empty
 * @param digits the digits, ascending; not null
 */
public record CellGroup(List<Cell> cells, List<Integer> digits) {

    /**
     * Checks the parts and copies the lists.
     *
     * @param cells  the cells
     * @param digits the digits
     * @throws NullPointerException     if a list or an element is null
     * @throws IllegalArgumentException if {@code cells} is empty or a digit is outside 1..25
     */
    public CellGroup {
        cells = List.copyOf(Objects.requireNonNull(cells, "cells"));
        digits = List.copyOf(Objects.requireNonNull(digits, "digits"));
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a group has at least one cell");
        }
        for (int digit : digits) {
            if (digit < 1 || digit > Layout.MAX_SIZE) {
                throw new IllegalArgumentException("digit " + digit + " is outside 1.." + Layout.MAX_SIZE);
            }
        }
    }
}
