package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The singles and intersections over a {@link Grid} and its {@code int} marks (bit {@code d-1} for digit {@code d},
 * {@link Grid#placed} for a placed cell), on every layout but the classic one, whose own finders of these the golden
 * file still pins (docs/house.md); and the {@link Search} every finder over a {@code Grid} is. The other families
 * have their files ({@link Subsets}, {@link Fish}, {@link Wings}, {@link Chains}, {@link MarksSearch}, ...).
 * Each reads the layout's houses and peers only, so its reasoning holds on any layout of houses of every digit; on
 * a killer layout the houses it loops over are the regions only (a cage need not hold every digit), and the peers
 * include every cage mate.
 */
final class SinglesAndIntersections {

    /** One search over a grid's marks, which it must not change. */
    interface Search {
        Step find(Grid grid, int[] marks, Budget budget);
    }

    private SinglesAndIntersections() {
    }

    static boolean isOpen(Grid grid, int[] marks, int cell) {
        return (marks[cell] & grid.placed) == 0;
    }

    /** The candidates of an open cell; 0 for a placed one. */
    static int openDigits(Grid grid, int[] marks, int cell) {
        return isOpen(grid, marks, cell) ? marks[cell] & grid.all : 0;
    }

    /** The open places of {@code bit} in {@code house}, as a mask over the house's cells. */
    static int places(Grid grid, int[] marks, int house, int bit) {
        int[] cells = grid.cellsOf(house);
        int places = 0;
        for (int i = 0; i < cells.length; i++) {
            int mark = marks[cells[i]];
            if ((mark & grid.placed) == 0 && (mark & bit) != 0) {
                places |= 1 << i;
            }
        }
        return places;
    }

    /**
     * In one pass over a house: into {@code placesOf[d - 1]} the places of digit d among its open cells (bit i for
     * its i-th cell), as {@link #places} gives them one digit at a time; returns its placed digits, as
     * {@link #placedDigits}. {@link HousePlaces} makes its table with it; the singles, intersections and
     * hidden subsets read the table, kept per thread.
     */
    static int placesOfEachDigit(Grid grid, int[] marks, int house, int[] placesOf) {
        return placesOfEachDigit(grid, marks, house, placesOf, 0);
    }

    /** As {@link #placesOfEachDigit(Grid, int[], int, int[])}, into {@code placesOf[offset + d - 1]}. */
    static int placesOfEachDigit(Grid grid, int[] marks, int house, int[] placesOf, int offset) {
        java.util.Arrays.fill(placesOf, offset, offset + grid.size, 0);
        int placed = 0;
        int[] cells = grid.cellsOf(house);
        for (int i = 0; i < cells.length; i++) {
            int mark = marks[cells[i]];
            if ((mark & grid.placed) != 0) {
                placed |= mark & grid.all;
                continue;
            }
            for (int bits = mark & grid.all; bits != 0; bits &= bits - 1) {
                placesOf[offset + Integer.numberOfTrailingZeros(bits)] |= 1 << i;
            }
        }
        return placed;
    }

    static int placedDigits(Grid grid, int[] marks, int house) {
        int digits = 0;
        for (int cell : grid.cellsOf(house)) {
            if ((marks[cell] & grid.placed) != 0) {
                digits |= marks[cell] & grid.all;
            }
        }
        return digits;
    }

    // ---- singles

    static Step fullHouse(Grid grid, int[] marks, Budget budget) {
        HousePlaces table = HousePlaces.of(grid, marks);
        for (int house = 0; house < grid.houseCount(); house++) {
            if (table.open(house) != 1) {
                continue;
            }
            int open = -1;
            for (int cell : grid.cellsOf(house)) {
                if (isOpen(grid, marks, cell)) {
                    open = cell;
                }
            }
            int missing = grid.all & ~table.placed(house);
            if (Integer.bitCount(missing) == 1 && (marks[open] & missing) != 0) {
                return new StepBuilder(Technique.FULL_HOUSE, grid).place(open, Grid.digit(missing)).cell(open)
                        .house(house).build();
            }
        }
        return null;
    }

    /** A hidden single in a box, jigsaw region or window, found as a box single is. */
    static Step hiddenSingleInBox(Grid grid, int[] marks, Budget budget) {
        return hiddenSingle(grid, marks, true, Technique.HIDDEN_SINGLE_BOX);
    }

    /** A hidden single in a row, column or diagonal. */
    static Step hiddenSingleInLine(Grid grid, int[] marks, Budget budget) {
        return hiddenSingle(grid, marks, false, Technique.HIDDEN_SINGLE_LINE);
    }

    private static Step hiddenSingle(Grid grid, int[] marks, boolean boxLike, Technique technique) {
        HousePlaces table = HousePlaces.of(grid, marks);
        for (int house = 0; house < grid.houseCount(); house++) {
            if (grid.isBoxLike(house) != boxLike) {
                continue;
            }
            int singles = table.singles(house);
            if (singles != 0) {
                int digit = Integer.numberOfTrailingZeros(singles) + 1; // the lowest, as a loop over the digits
                int cell = grid.cellsOf(house)[Integer.numberOfTrailingZeros(table.places(house, digit))];
                return new StepBuilder(technique, grid).place(cell, digit).cell(cell).house(house).build();
            }
        }
        return null;
    }

    static Step nakedSingle(Grid grid, int[] marks, Budget budget) {
        for (int cell = 0; cell < grid.cells; cell++) {
            if (isOpen(grid, marks, cell) && Integer.bitCount(marks[cell] & grid.all) == 1) {
                return new StepBuilder(Technique.NAKED_SINGLE, grid).place(cell, Grid.digit(marks[cell] & grid.all))
                        .cell(cell).build();
            }
        }
        return null;
    }

    /** Which houses a "direct" single may be in: box-like houses, or houses of one kind as the base. */
    interface Kind {
        boolean holds(int house);
    }

    /**
     * After removing {@code removedBits} from {@code cells} (read through, the marks unchanged), a hidden single of
     * one of those digits in a house of {@code kind} through one of the cells: {@code {house, cell, digit}}, or null.
     * Called for every candidate intersection and subset a direct finder weighs, so it copies nothing.
     */
    static int[] hiddenSingleAfter(Grid grid, int[] marks, int[] cells, int count, int removedBits,
            Kind kind) {
        for (int i = 0; i < count; i++) {
            for (int house : grid.housesOf(cells[i])) {
                if (!kind.holds(house)) {
                    continue;
                }
                int[] houseCells = grid.cellsOf(house);
                int placed = 0;
                for (int cell : houseCells) {
                    int mark = markAfter(marks, cells, count, removedBits, cell);
                    if ((mark & grid.placed) != 0) {
                        placed |= mark & grid.all;
                    }
                }
                for (int bits = removedBits & ~placed; bits != 0; bits &= bits - 1) {
                    int bit = bits & -bits;
                    int places = 0;
                    for (int j = 0; j < houseCells.length; j++) {
                        int mark = markAfter(marks, cells, count, removedBits, houseCells[j]);
                        if ((mark & grid.placed) == 0 && (mark & bit) != 0) {
                            places |= 1 << j;
                        }
                    }
                    if (Integer.bitCount(places) == 1) {
                        return new int[] {house, houseCells[Integer.numberOfTrailingZeros(places)], Grid.digit(bit)};
                    }
                }
            }
        }
        return null;
    }

    /** A cell's mark once {@code removedBits} leave the first {@code count} of {@code cells}. */
    private static int markAfter(int[] marks, int[] cells, int count, int removedBits, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return marks[cell] & ~removedBits;
            }
        }
        return marks[cell];
    }

    // ---- intersections

    static Step pointing(Grid grid, int[] marks, Budget budget) {
        return intersection(grid, marks, true, false);
    }

    static Step directPointing(Grid grid, int[] marks, Budget budget) {
        return intersection(grid, marks, true, true);
    }

    static Step claiming(Grid grid, int[] marks, Budget budget) {
        return intersection(grid, marks, false, false);
    }

    static Step directClaiming(Grid grid, int[] marks, Budget budget) {
        return intersection(grid, marks, false, true);
    }

    /**
     * A digit whose places in one house (the base) all lie in the cells it shares with another (the cover) leaves
     * the rest of the cover. Pointing when the base is a box, jigsaw region or window; claiming when it is a row,
     * column or diagonal. The direct forms also place the hidden single the eliminations leave (in a box-like house
     * for pointing, in a house of the base's kind for claiming).
     */
    private static Step intersection(Grid grid, int[] marks, boolean pointing, boolean direct) {
        int[] eliminated = new int[grid.size];
        Technique technique = pointing ? direct ? Technique.DIRECT_POINTING : Technique.POINTING
                : direct ? Technique.DIRECT_CLAIMING : Technique.CLAIMING;
        HousePlaces table = HousePlaces.of(grid, marks);
        for (int base = 0; base < grid.houseCount(); base++) {
            if (grid.isBoxLike(base) != pointing) {
                continue;
            }
            int[] ofBase = table.overlapsOf(base); // the pairs that hold the base, in order
            int pairs = ofBase.length;
            // the digits with two places or more, all in one overlap: the others have no pair below
            for (int digits = table.confined(base); digits != 0; digits &= digits - 1) {
                int digit = Integer.numberOfTrailingZeros(digits) + 1;
                int places = table.places(base, digit);
                for (int p = 0; p < pairs; p++) {
                    int[] pair = grid.overlaps[ofBase[p]];
                    int cover = pair[0] == base ? pair[1] : pair[0];
                    if ((places & ~(pair[0] == base ? pair[2] : pair[3])) != 0) {
                        continue; // a place of the digit outside the cover
                    }
                    // The digit's places in the cover outside the cells it shares with the base, in the cover's
                    // order.
                    int outside = table.places(cover, digit) & ~(pair[0] == base ? pair[3] : pair[2]);
                    if (outside == 0) {
                        continue;
                    }
                    int[] coverCells = grid.cellsOf(cover);
                    int count = 0;
                    for (int bits = outside; bits != 0; bits &= bits - 1) {
                        eliminated[count++] = coverCells[Integer.numberOfTrailingZeros(bits)];
                    }
                    int[] single = null;
                    if (direct) {
                        int baseKind = base;
                        Kind kind = pointing ? grid::isBoxLike : h -> grid.kinds[h] == grid.kinds[baseKind];
                        single = singleAfter(grid, table, eliminated, count, digit, kind);
                        if (single == null) {
                            continue;
                        }
                    }
                    StepBuilder step = new StepBuilder(technique, grid).digit(digit).house(base).coverHouse(cover);
                    int[] cells = grid.cellsOf(base);
                    for (int i = 0; i < cells.length; i++) {
                        if ((places & 1 << i) != 0) {
                            step.cell(cells[i]);
                        }
                    }
                    for (int i = 0; i < count; i++) {
                        step.eliminate(eliminated[i], digit);
                    }
                    if (direct) {
                        step.place(single[1], single[2]).house(single[0]);
                    }
                    return step.build();
                }
            }
        }
        return null;
    }

    /**
     * {@link #hiddenSingleAfter} for one digit leaving open cells that hold it, as an intersection's eliminations
     * are: read from the table of places, the digit's places in a house less the cells it leaves.
     */
    private static int[] singleAfter(Grid grid, HousePlaces table, int[] cells, int count, int digit, Kind kind) {
        for (int i = 0; i < count; i++) {
            for (int house : grid.housesOf(cells[i])) {
                if (!kind.holds(house) || (table.placed(house) & 1 << digit - 1) != 0) {
                    continue;
                }
                int[] houseCells = grid.cellsOf(house);
                int places = table.places(house, digit);
                for (int bits = places; bits != 0; bits &= bits - 1) {
                    int cell = houseCells[Integer.numberOfTrailingZeros(bits)];
                    for (int j = 0; j < count; j++) {
                        if (cells[j] == cell) {
                            places &= ~(bits & -bits);
                            break;
                        }
                    }
                }
                if (Integer.bitCount(places) == 1) {
                    return new int[] {house, houseCells[Integer.numberOfTrailingZeros(places)], digit};
                }
            }
        }
        return null;
    }
}
