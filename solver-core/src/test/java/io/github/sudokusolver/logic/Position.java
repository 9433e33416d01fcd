package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-made pencil-mark positions for the tests of one finder: start from a grid where every cell is open with every
 * digit, then carve the pattern by removing candidates. A finder is a pure scan of the marks, so the rest of the grid
 * needs no solution; the pattern alone decides whether it fires. Cells and houses are named as players name them:
 * {@code r1c2}, {@code r1} (row 1), {@code c2} (column 2), {@code b5} (box 5).
 */
final class Position {

    private final short[] marks = new short[CELLS];

    private Position() {
        java.util.Arrays.fill(marks, (short) Candidates.ALL);
    }

    /** Every cell open, with every digit. */
    static Position open() {
        return new Position();
    }

    /** Keeps only {@code digits} in a cell. */
    Position only(String cell, int... digits) {
        int mask = 0;
        for (int digit : digits) {
            mask |= 1 << digit - 1;
        }
        marks[cell(cell)] = (short) mask;
        return this;
    }

    /** Removes a digit from every cell of the named cells or houses. */
    Position without(int digit, String... places) {
        for (String place : places) {
            for (int cell : cells(place)) {
                marks[cell] &= (short) ~(1 << digit - 1);
            }
        }
        return this;
    }

    /** Removes a digit from a house but for the cells named: in that house, the digit is left only there. */
    Position confine(int digit, String house, String... keep) {
        List<Integer> kept = new ArrayList<>();
        for (String cell : keep) {
            kept.add(cell(cell));
        }
        for (int cell : cells(house)) {
            if (!kept.contains(cell)) {
                marks[cell] &= (short) ~(1 << digit - 1);
            }
        }
        return this;
    }

    /** Places a digit (its peers lose it). */
    Position place(String cell, int digit) {
        Candidates.place(marks, cell(cell), 1 << digit - 1);
        return this;
    }

    /** A copy of the marks, for a finder. */
    short[] marks() {
        return marks.clone();
    }

    /** The cell index of {@code r1c2}. */
    static int cell(String name) {
        return GRID.cellOf(name.charAt(1) - '1', name.charAt(3) - '1');
    }

    /** The candidate of {@code r1c2} and a digit, as a step lists it. */
    static Candidate candidate(String cell, int digit) {
        return new Candidate(Cell.of(cell(cell)), digit);
    }

    /** The cells of {@code r1c2}, {@code r1}, {@code c2} or {@code b5}. */
    static int[] cells(String place) {
        if (place.length() == 4) {
            return new int[] {cell(place)};
        }
        int number = place.charAt(1) - '1';
        int house = switch (place.charAt(0)) {
            case 'r' -> number;
            case 'c' -> House.FIRST_COLUMN + number;
            case 'b' -> House.FIRST_BOX + number;
            default -> throw new IllegalArgumentException(place);
        };
        if (number < 0 || number >= DIGITS || place.length() != 2) {
            throw new IllegalArgumentException(place);
        }
        return GRID.cellsOf(house);
    }
}
