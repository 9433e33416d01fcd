package io.github.sudokusolver.logic;

import java.util.Arrays;

/**
 * What the pointing and claiming inside a {@link DynamicChains} run read: the open places of each digit in each house
 * as a mask over the house's cells ({@code house * size + d}), of the marks the runs start from and of one run's work
 * marks (a cell leaves as its digit is taken or as the run places it), so that a base's places are read at once
 * instead of scanning its cells; the cells every two houses share; and which houses and digits the run has read since
 * their places last changed. Read again with the same places, a house and digit removes nothing new (what it removed
 * is gone from the work marks, or set already), so the run passes it by: the same removals in the same order, with
 * fewer scans (they took three fifths of the nested forcing chains' time). Made by a propagation's first run with
 * intersections; not thread-safe.
 */
final class PlaceMasks {

    private final Grid grid;
    private final int size;
    private final int houses;
    /** The masks of the marks runs start from, and of the current run's work marks. */
    private final int[] start;
    private final int[] work;
    /** Each cell's position in each of its houses ({@code grid.housesOf} order). */
    private final int[][] positionIn;
    /**
     * For {@code base * houses + cover}: the positions in {@code base} of the cells it shares with {@code cover}, for
     * every two houses that share two cells or more (a box and a line on the classic grid).
     */
    private final int[] crossings;
    /** Per house and digit: the run whose pointing and claiming last read it, reset as its places change. */
    private final int[] readInRun;
    /**
     * Whether pointing and claiming remove nothing from the start masks, so every house and digit starts a run as
     * read: the step engine runs the chains where the intersections found nothing, and a nested round starts where its
     * run stalled. Known once a run has asked, until {@link #clear}.
     */
    private boolean startsStalled;
    private boolean startsKnown;

    PlaceMasks(Grid grid) {
        this.grid = grid;
        this.size = grid.size;
        this.houses = grid.houseCount();
        this.start = new int[houses * size];
        this.work = new int[houses * size];
        this.readInRun = new int[houses * size];
        this.positionIn = new int[grid.cells][];
        for (int cell = 0; cell < grid.cells; cell++) {
            int[] ofCell = grid.housesOf(cell);
            positionIn[cell] = new int[ofCell.length];
            for (int k = 0; k < ofCell.length; k++) {
                int[] cells = grid.cellsOf(ofCell[k]);
                int position = 0;
                while (cells[position] != cell) {
                    position++;
                }
                positionIn[cell][k] = position;
            }
        }
        this.crossings = new int[houses * houses];
        for (int[] pair : grid.overlaps) {
            crossings[pair[0] * houses + pair[1]] = pair[2];
            crossings[pair[1] * houses + pair[0]] = pair[3];
        }
    }

    /** Empties the start masks, for marks about to be counted again. */
    void clear() {
        Arrays.fill(start, 0);
        startsKnown = false;
    }

    /** The cell at {@code position} of its house is an open place of digit index {@code d} in the start marks. */
    void addPlace(int house, int d, int position) {
        start[house * size + d] |= 1 << position;
    }

    /** Starts run {@code generation} from the start masks. */
    void startRun(int generation) {
        System.arraycopy(start, 0, work, 0, start.length);
        if (!startsKnown) {
            startsStalled = !anyIntersection(start);
            startsKnown = true;
        }
        if (startsStalled) {
            Arrays.fill(readInRun, generation);
        }
    }

    /** The open places of a digit index in a house of the work marks, as a mask over the house's cells. */
    int work(int house, int d) {
        return work[house * size + d];
    }

    /** The positions in {@code base} of the cells it shares with {@code cover} (none for a house and itself). */
    int crossing(int base, int cover) {
        return crossings[base * houses + cover];
    }

    /** The cell is no open place of digit index {@code d} in its houses' work masks any more (taken, or placed). */
    void leave(int cell, int d) {
        int[] ofCell = grid.housesOf(cell);
        for (int k = 0; k < ofCell.length; k++) {
            work[ofCell[k] * size + d] &= ~(1 << positionIn[cell][k]);
            readInRun[ofCell[k] * size + d] = 0;
        }
    }

    /** Whether run {@code generation} must read the house and digit (its places changed since): now marked read. */
    boolean toRead(int house, int d, int generation) {
        if (readInRun[house * size + d] == generation) {
            return false;
        }
        readInRun[house * size + d] = generation;
        return true;
    }

    /** The house and digit were not read to their end (a clash stopped the scan). */
    void unread(int house, int d) {
        readInRun[house * size + d] = 0;
    }

    /** Whether pointing or claiming would remove a place from these masks. */
    private boolean anyIntersection(int[] masks) {
        for (int base = 0; base < houses; base++) {
            for (int d = 0; d < size; d++) {
                int inBase = masks[base * size + d];
                if (Integer.bitCount(inBase) < 2) {
                    continue;
                }
                int first = grid.cellsOf(base)[Integer.numberOfTrailingZeros(inBase)];
                for (int cover : grid.housesOf(first)) {
                    if ((inBase & ~crossing(base, cover)) == 0 && (masks[cover * size + d] & ~crossing(cover, base)) != 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
