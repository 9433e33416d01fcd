package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * The XY-wing, the XYZ-wing and the W-wing over any layout's peers (cage mates included), as {@link
 * SinglesAndIntersections}' finders. The classic grid's W-wing ({@link Wings#wWing(short[])}) runs this one on {@link
 * Grid#CLASSIC}.
 */
final class Wings {

    private Wings() {
    }

    static Step xyWing(Grid grid, int[] marks, Budget budget) {
        for (int pivot = 0; pivot < grid.cells; pivot++) {
            int p = openDigits(grid, marks, pivot);
            if (Integer.bitCount(p) != 2) {
                continue;
            }
            for (int a : grid.peersOf(pivot)) {
                int am = openDigits(grid, marks, a);
                if (Integer.bitCount(am) != 2 || Integer.bitCount(am & p) != 1) {
                    continue;
                }
                int z = am & ~p;
                for (int b : grid.peersOf(pivot)) {
                    if (b <= a || openDigits(grid, marks, b) != (z | p & ~am)) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(Technique.XY_WING, grid).digit(Grid.digit(z)).group(p, pivot)
                            .group(am, a).group(openDigits(grid, marks, b), b);
                    eliminateSeeingAll(step, grid, marks, z, a, b);
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    static Step xyzWing(Grid grid, int[] marks, Budget budget) {
        for (int pivot = 0; pivot < grid.cells; pivot++) {
            int p = openDigits(grid, marks, pivot);
            if (Integer.bitCount(p) != 3) {
                continue;
            }
            for (int a : grid.peersOf(pivot)) {
                int am = openDigits(grid, marks, a);
                if (Integer.bitCount(am) != 2 || (am & ~p) != 0) {
                    continue;
                }
                for (int b : grid.peersOf(pivot)) {
                    int bm = openDigits(grid, marks, b);
                    if (b <= a || Integer.bitCount(bm) != 2 || (bm & ~p) != 0 || (am | bm) != p) {
                        continue;
                    }
                    int z = am & bm;
                    StepBuilder step = new StepBuilder(Technique.XYZ_WING, grid).digit(Grid.digit(z))
                            .group(p, pivot).group(am, a).group(bm, b);
                    eliminateSeeingAll(step, grid, marks, z, a, b, pivot);
                    if (!step.changesNothing()) {
                        return step.build();
                    }
                }
            }
        }
        return null;
    }

    /**
     * W-wing: two bivalue cells on the same digits {a, b} that do not see each other, and a strong link on a (a house
     * where a has exactly two places) whose ends see one cell each, neither end being either cell. If the first cell
     * is not b it is a, so its end is not a, the other end is, the second cell is not a but b: one of the two cells is
     * b, and a cell seeing both loses b. The strong link's house is any region (each holds every digit), or a killer
     * cage only where every filling of it that fits the marks holds a: a cage need not hold every digit, and a cage
     * with a's two places but room without it is no strong link. Rated as the chain it is ({@link Chains#difficulty},
     * eight nodes).
     */
    static Step wWing(Grid grid, int[] marks, Budget budget) {
        int[] cageDigits = null; // the digits each cage must hold, -1 until asked
        int regions = grid.houseCount();
        int houses = regions + grid.cageCount();
        int[][] linkPlaces = new int[grid.size][]; // per digit, made on first use: each house's two places, or 0
        for (int c1 = 0; c1 < grid.cells; c1++) {
            int pair = openDigits(grid, marks, c1);
            if (Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int c2 = c1 + 1; c2 < grid.cells; c2++) {
                if (openDigits(grid, marks, c2) != pair || grid.sees(c1, c2)) {
                    continue;
                }
                budget.spend();
                for (int x = pair; x != 0; x &= x - 1) {
                    int linkBit = x & -x;
                    int d = Integer.numberOfTrailingZeros(linkBit);
                    if (linkPlaces[d] == null) {
                        linkPlaces[d] = twoPlaces(grid, marks, houses, linkBit);
                    }
                    for (int house = 0; house < houses; house++) {
                        int places = linkPlaces[d][house];
                        if (places == 0) {
                            continue;
                        }
                        if (house >= regions) {
                            if (cageDigits == null) {
                                cageDigits = new int[grid.cageCount()];
                                java.util.Arrays.fill(cageDigits, -1);
                            }
                            if ((required(grid, marks, house - regions, cageDigits) & linkBit) == 0) {
                                continue;
                            }
                        }
                        Step step = linked(grid, marks, c1, c2, pair, linkBit, house, places);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Per house, the places of {@code bit} when there are exactly two (a strong link's ends), else 0. */
    private static int[] twoPlaces(Grid grid, int[] marks, int houses, int bit) {
        HousePlaces table = HousePlaces.of(grid, marks);
        int[] byHouse = new int[houses];
        for (int house = 0; house < houses; house++) {
            int places = house < grid.houseCount() ? table.places(house, Grid.digit(bit))
                    : SinglesAndIntersections.places(grid, marks, house, bit); // a cage: not in the regions' table
            byHouse[house] = Integer.bitCount(places) == 2 ? places : 0;
        }
        return byHouse;
    }

    /** The W-wing on cells {@code c1} and {@code c2} through the strong link of {@code linkBit} in {@code house}. */
    private static Step linked(Grid grid, int[] marks, int c1, int c2, int pair, int linkBit, int house, int places) {
        int[] cells = grid.cellsOf(house);
        int[] ends = {cells[Integer.numberOfTrailingZeros(places)],
            cells[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places)]};
        int other = pair & ~linkBit;
        for (int flip = 0; flip < 2; flip++) {
            int p = ends[flip];
            int q = ends[1 - flip];
            if (p == c1 || p == c2 || q == c1 || q == c2 || !grid.sees(p, c1) || !grid.sees(q, c2)) {
                continue;
            }
            StepBuilder step = new StepBuilder(Technique.W_WING, grid)
                    .difficulty(Chains.difficulty(Technique.W_WING, 8))
                    .cell(c1).cell(c2).cell(p).cell(q).house(house);
            if (house >= grid.houseCount()) {
                step.cage(house - grid.houseCount());
            }
            eliminateSeeingAll(step, grid, marks, other, c1, c2);
            if (!step.changesNothing()) {
                int xd = Grid.digit(linkBit);
                int yd = Grid.digit(other);
                step.strongLink(c1, yd, c1, xd).weakLink(c1, xd, p, xd).strongLink(p, xd, q, xd)
                        .weakLink(q, xd, c2, xd).strongLink(c2, xd, c2, yd);
                return step.build();
            }
        }
        return null;
    }

    /** The digits cage {@code cage} must hold in its open cells, by every filling that fits the marks; kept per call. */
    private static int required(Grid grid, int[] marks, int cage, int[] cageDigits) {
        if (cageDigits[cage] < 0) {
            CageFillings fillings = CageFillings.of(grid);
            cageDigits[cage] = fillings.exact() && fillings.fill(marks, cage, 0)
                    ? fillings.commonDigits() & ~fillings.placedDigits : 0;
        }
        return cageDigits[cage];
    }

    /** Eliminates {@code bit} from every open cell that sees all of {@code seen}. */
    static void eliminateSeeingAll(StepBuilder step, Grid grid, int[] marks, int bit, int... seen) {
        for (int cell : grid.peersOf(seen[0])) {
            if ((openDigits(grid, marks, cell) & bit) == 0) {
                continue;
            }
            boolean all = true;
            for (int other : seen) {
                all &= grid.sees(cell, other);
            }
            if (all) {
                step.eliminate(cell, Grid.digit(bit));
            }
        }
    }
}
