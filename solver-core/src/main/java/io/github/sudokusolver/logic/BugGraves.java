package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import java.util.function.BiFunction;

/**
 * The choice of each non-bivalue cell's extra digits (all but two of its digits), cell by cell, for
 * {@link Bugs}: it keeps the places left of each digit in each region and among each cage's open cells, stops a
 * choice as soon as a region's count falls below two, and hands each choice that leaves a grave (every region's
 * missing digits two places each, its placed ones none; every cage's digits zero or two places) to the conclusion.
 */
final class BugGraves {

    private final Grid grid;
    private final int[] marks;
    private final int[] cells;
    private final int[] extras;
    private final BiFunction<int[], int[], Step> conclusion;
    /** The places of each digit in each region, then each cage, once the chosen extras are gone. */
    private final int[] places;
    private final int regions;

    BugGraves(Grid grid, int[] marks, int[] cells, BiFunction<int[], int[], Step> conclusion) {
        this.grid = grid;
        this.marks = marks;
        this.cells = cells;
        this.extras = new int[cells.length];
        this.conclusion = conclusion;
        this.regions = grid.houseCount();
        this.places = new int[(regions + grid.cageCount()) * grid.size];
        for (int cell = 0; cell < grid.cells; cell++) {
            for (int bits = openDigits(grid, marks, cell); bits != 0; bits &= bits - 1) {
                int d = Integer.numberOfTrailingZeros(bits);
                for (int house : grid.housesOf(cell)) {
                    places[house * grid.size + d]++;
                }
                if (grid.cageOf[cell] >= 0) {
                    places[(regions + grid.cageOf[cell]) * grid.size + d]++;
                }
            }
        }
    }

    /** The first step of a grave from the cell at {@code index} on, or null. */
    Step choose(int index) {
        if (index == cells.length) {
            return isGrave() ? conclusion.apply(cells, extras.clone()) : null;
        }
        int digits = openDigits(grid, marks, cells[index]);
        for (int a = digits; a != 0; a &= a - 1) {
            for (int b = a & a - 1; b != 0; b &= b - 1) {
                int extra = digits & ~(a & -a) & ~(b & -b);
                if (remove(cells[index], extra)) {
                    extras[index] = extra;
                    Step step = choose(index + 1);
                    if (step != null) {
                        return step;
                    }
                }
                restore(cells[index], extra);
            }
        }
        return null;
    }

    /** Removes the extras from the counts; false when a digit is left fewer than two places in a region. */
    private boolean remove(int cell, int extra) {
        boolean enough = true;
        for (int bits = extra; bits != 0; bits &= bits - 1) {
            int d = Integer.numberOfTrailingZeros(bits);
            for (int house : grid.housesOf(cell)) {
                enough &= --places[house * grid.size + d] >= 2;
            }
            if (grid.cageOf[cell] >= 0) {
                places[(regions + grid.cageOf[cell]) * grid.size + d]--;
            }
        }
        return enough;
    }

    private void restore(int cell, int extra) {
        for (int bits = extra; bits != 0; bits &= bits - 1) {
            int d = Integer.numberOfTrailingZeros(bits);
            for (int house : grid.housesOf(cell)) {
                places[house * grid.size + d]++;
            }
            if (grid.cageOf[cell] >= 0) {
                places[(regions + grid.cageOf[cell]) * grid.size + d]++;
            }
        }
    }

    /**
     * Every region's missing digits have two places left and its placed ones none; every digit has zero or two
     * places among a cage's open cells, none if the cage has it placed.
     */
    private boolean isGrave() {
        for (int house = 0; house < regions; house++) {
            int placed = SinglesAndIntersections.placedDigits(grid, marks, house);
            for (int d = 0; d < grid.size; d++) {
                if (places[house * grid.size + d] != ((placed & 1 << d) != 0 ? 0 : 2)) {
                    return false;
                }
            }
        }
        for (int cage = 0; cage < grid.cageCount(); cage++) {
            int placed = 0; // a cage mate is a peer, so only marks a player wrote can hold these in the cage
            for (int cell : grid.cageCells[cage]) {
                placed |= (marks[cell] & grid.placed) != 0 ? marks[cell] & grid.all : 0;
            }
            for (int d = 0; d < grid.size; d++) {
                int count = places[(regions + cage) * grid.size + d];
                if (count != 0 && (count != 2 || (placed & 1 << d) != 0)) {
                    return false;
                }
            }
        }
        return true;
    }
}
