package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

/**
 * Where each digit can still go in each house, kept up to date as a propagation removes and places candidates, so
 * that "the last place of a digit in a house" is one read instead of a scan of nine cells. Places are positions in
 * the house (bit i is {@code GRID.cellsOf(house)[i]}): unplaced cells that hold the digit. Houses are numbered as
 * {@link House} numbers them; a cell's houses are taken in the order {@code GRID.regionsOf(cell)} gives them (row,
 * column, box), as {@code k} = 0, 1, 2.
 */
final class HousePlaces {

    static final int HOUSES = 3 * DIGITS;
    /** For {@code cell * 3 + k}, the cell's k-th house ... */
    private static final int[] HOUSE_OF = new int[CELLS * 3];
    /** ... and the cell's position (0..8) in that house. */
    private static final int[] POSITION_IN = new int[CELLS * 3];
    /** For {@code base * HOUSES + cover}, the positions in {@code base} of the cells it shares with {@code cover}. */
    private static final int[] SHARED = new int[HOUSES * HOUSES];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            int[] houses = GRID.regionsOf(cell);
            for (int k = 0; k < 3; k++) {
                HOUSE_OF[cell * 3 + k] = houses[k];
                int[] cells = GRID.cellsOf(houses[k]);
                int position = 0;
                while (cells[position] != cell) {
                    position++;
                }
                POSITION_IN[cell * 3 + k] = position;
            }
        }
        for (int base = 0; base < HOUSES; base++) {
            int[] cells = GRID.cellsOf(base);
            for (int cover = 0; cover < HOUSES; cover++) {
                for (int i = 0; i < DIGITS; i++) {
                    SHARED[base * HOUSES + cover] |= cover != base && GRID.inRegion(cells[i], cover) ? 1 << i : 0;
                }
            }
        }
    }

    /** At {@code house * 9 + digit index}: the digit's places in the house. */
    private final int[] places = new int[HOUSES * DIGITS];
    /** At {@code house}: the digits placed in it, as a mask. */
    private final int[] placed = new int[HOUSES];

    /** The places of the given pencil marks. */
    static HousePlaces of(short[] marks) {
        HousePlaces of = new HousePlaces();
        for (int house = 0; house < HOUSES; house++) {
            for (int d = 0; d < DIGITS; d++) {
                of.places[house * DIGITS + d] = Singles.places(marks, house, 1 << d);
            }
            of.placed[house] = Singles.placedDigits(marks, house);
        }
        return of;
    }

    /** Becomes a copy of {@code other}. */
    void copyFrom(HousePlaces other) {
        System.arraycopy(other.places, 0, places, 0, places.length);
        System.arraycopy(other.placed, 0, placed, 0, placed.length);
    }

    /** The k-th house (0..2) of a cell. */
    static int houseOf(int cell, int k) {
        return HOUSE_OF[cell * 3 + k];
    }

    /** The positions in {@code base} of the cells it shares with {@code cover}; none for the same house. */
    static int shared(int base, int cover) {
        return SHARED[base * HOUSES + cover];
    }

    /** The places of digit index {@code d} in {@code house}. */
    int of(int house, int d) {
        return places[house * DIGITS + d];
    }

    /** The places of digit index {@code d} in the k-th house of {@code cell}, that cell left out. */
    int besides(int cell, int k, int d) {
        return places[HOUSE_OF[cell * 3 + k] * DIGITS + d] & ~(1 << POSITION_IN[cell * 3 + k]);
    }

    /** Whether the digit {@code bit} is placed in {@code house}. */
    boolean isPlaced(int house, int bit) {
        return (placed[house] & bit) != 0;
    }

    /** The cell is no longer a place of digit index {@code d}. */
    void remove(int cell, int d) {
        for (int k = cell * 3; k < cell * 3 + 3; k++) {
            places[HOUSE_OF[k] * DIGITS + d] &= ~(1 << POSITION_IN[k]);
        }
    }

    /** The digit {@code bit} is placed in the cell: it is no place of any digit, and its houses hold the digit. */
    void place(int cell, int bit) {
        for (int k = cell * 3; k < cell * 3 + 3; k++) {
            int house = HOUSE_OF[k];
            int notHere = ~(1 << POSITION_IN[k]);
            for (int d = 0; d < DIGITS; d++) {
                places[house * DIGITS + d] &= notHere;
            }
            placed[house] |= bit;
        }
    }
}
