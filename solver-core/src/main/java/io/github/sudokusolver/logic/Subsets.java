package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.hiddenSingleAfter;
import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.logic.SinglesAndIntersections.Search;

/**
 * Naked and hidden subsets in every house of any layout, the classic one included (and naked ones in killer cages),
 * with the direct hidden pair and triple, over a {@link Grid}'s {@code int} marks, as {@link SinglesAndIntersections}
 * has the singles, intersections and fish. A subset a search weighs becomes a step only when it removes something.
 */
final class Subsets {

    /** The technique of each size, 2-4, of naked, hidden and direct hidden subsets. */
    private static final Technique[] NAKED = {null, null, Technique.NAKED_PAIR, Technique.NAKED_TRIPLE,
        Technique.NAKED_QUAD};
    private static final Technique[] HIDDEN = {null, null, Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE,
        Technique.HIDDEN_QUAD};
    private static final Technique[] DIRECT_HIDDEN = {null, null, Technique.DIRECT_HIDDEN_PAIR,
        Technique.DIRECT_HIDDEN_TRIPLE, null};

    private Subsets() {
    }

    /** The cells of a house (or any list of cells) at the positions of a bit mask. */
    static int[] cellsOf(int[] houseCells, int positions) {
        int[] cells = new int[Integer.bitCount(positions)];
        int n = 0;
        for (int i = 0; i < houseCells.length; i++) {
            if ((positions & 1 << i) != 0) {
                cells[n++] = houseCells[i];
            }
        }
        return cells;
    }

    /**
     * A naked subset in a house; on a killer grid also in a cage (its cells are distinct digits, so a subset there
     * leaves the cage's other cells: a killer pair or triple).
     */
    static Search naked(int size) {
        return (grid, marks, budget) -> {
            NakedSubset search = new NakedSubset(grid, marks);
            for (int house = 0; house < grid.houseCount() + grid.cageCount(); house++) {
                Step step = search.in(house, size);
                if (step != null) {
                    return step;
                }
            }
            return null;
        };
    }

    static Search hidden(int size) {
        return hidden(size, HIDDEN);
    }

    static Search directHidden(int size) {
        return hidden(size, DIRECT_HIDDEN);
    }

    private static Search hidden(int size, Technique[] bySize) {
        return (grid, marks, budget) -> {
            HiddenSubset search = new HiddenSubset(grid, marks, bySize, HousePlaces.of(grid, marks));
            for (int house = 0; house < grid.houseCount(); house++) {
                Step step = search.in(house, size);
                if (step != null) {
                    return step;
                }
            }
            return null;
        };
    }

    private static String cellNames(Grid grid, int[] cells) {
        java.util.List<io.github.sudokusolver.Cell> list = new java.util.ArrayList<>();
        for (int cell : cells) {
            list.add(grid.cell(cell));
        }
        return Notation.cells(list);
    }

    /** Eliminates every digit of {@code mask} that an open {@code cell} still holds. */
    private static void eliminateAll(StepBuilder step, Grid grid, int[] marks, int cell, int mask) {
        for (int bits = openDigits(grid, marks, cell) & mask; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Integer.numberOfTrailingZeros(bits) + 1);
        }
    }

    /** Members: the open cells of a house, each covering its candidates. */
    private static final class NakedSubset extends SubsetSearch {
        private final Grid grid;
        private final int[] marks;
        private int house;

        NakedSubset(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
        }

        Step in(int house, int size) {
            this.house = house;
            begin(size);
            int[] cells = grid.cellsOf(house);
            for (int i = 0; i < cells.length; i++) {
                if (isOpen(grid, marks, cells[i])) {
                    consider(i, marks[cells[i]] & grid.all);
                }
            }
            return search();
        }

        @Override
        Step conclude(int chosen, int digits) {
            int[] cells = grid.cellsOf(house);
            boolean removes = false;
            for (int i = 0; i < cells.length && !removes; i++) {
                removes = (chosen & 1 << i) == 0 && (openDigits(grid, marks, cells[i]) & digits) != 0;
            }
            if (!removes) {
                return null; // most subsets a search weighs: no step built for them
            }
            StepBuilder step = new StepBuilder(NAKED[Integer.bitCount(chosen)], grid).house(house).digitBits(digits)
                    .group(digits, cellsOf(cells, chosen));
            for (int i = 0; i < cells.length; i++) {
                if ((chosen & 1 << i) == 0) {
                    eliminateAll(step, grid, marks, cells[i], digits);
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            if (house >= grid.houseCount()) { // a cage, named as a player names it
                int cage = house - grid.houseCount();
                step.cage(cage).pattern(cellNames(grid, cellsOf(cells, chosen)) + " hold only "
                        + Notation.digits(KillerFinders.digitList(digits)) + " in " + grid.cageName(cage));
            }
            return step.build();
        }
    }

    /**
     * Members: the digits not placed in a house, each covering its places there, read from the thread's
     * {@link HousePlaces} (brought up to the marks once per call: a conclusion reads the marks only, so the table
     * stays theirs for the whole call).
     */
    private static final class HiddenSubset extends SubsetSearch {
        private final Grid grid;
        private final int[] marks;
        private final Technique[] bySize;
        private final HousePlaces table;
        private int house;

        HiddenSubset(Grid grid, int[] marks, Technique[] bySize, HousePlaces table) {
            this.grid = grid;
            this.marks = marks;
            this.bySize = bySize;
            this.table = table;
        }

        Step in(int house, int size) {
            this.house = house;
            begin(size);
            int placed = table.placed(house);
            for (int d = 0; d < grid.size; d++) {
                if ((placed & 1 << d) == 0) {
                    consider(d, table.places(house, d + 1));
                }
            }
            return search();
        }

        @Override
        Step conclude(int digits, int places) {
            boolean direct = bySize == DIRECT_HIDDEN;
            int[] subset = cellsOf(grid.cellsOf(house), places);
            boolean removes = false;
            for (int i = 0; i < subset.length && !removes; i++) {
                removes = (openDigits(grid, marks, subset[i]) & ~digits) != 0;
            }
            if (!removes) {
                return null; // most subsets a search weighs: no step built for them
            }
            int[] single = null;
            if (direct) {
                int only = house;
                single = hiddenSingleAfter(grid, marks, subset, subset.length, grid.all & ~digits, h -> h == only);
                if (single == null) {
                    return null;
                }
            }
            StepBuilder step = new StepBuilder(bySize[Integer.bitCount(digits)], grid).house(house)
                    .digitBits(digits).group(digits, subset);
            for (int cell : subset) {
                eliminateAll(step, grid, marks, cell, grid.all & ~digits);
            }
            if (step.changesNothing()) {
                return null;
            }
            if (direct) {
                step.place(single[1], single[2]).house(single[0]);
            }
            return step.build();
        }
    }
}
