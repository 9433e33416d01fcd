package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.ArrayList;
import java.util.List;

/**
 * The areas {@link LawOf45} looks at on a killer grid, in its order (each whole region; on a grid of whole lines two
 * adjacent rows or columns, then two boxes side by side, then three adjacent rows or columns, then the whole grid),
 * each with what depends on the cages alone: the cages wholly inside and those across its edge, the innies, the outies,
 * and the cells of the difference form with their signs. Computed once per grid ({@link #of}), so that a step reads
 * only the marks: the classification walked every cage for every area at every step of an explanation.
 */
final class LawOf45Areas {

    /** One area and its cages. Immutable. */
    static final class Area {
        /** The regions that make the area, and its name in a step's text. */
        final int[] regions;
        final String name;
        /**
         * The regions past the first that a step's rating counts: one fewer than {@link #regions} but for the whole
         * grid, which a player takes in at a glance as the total of every cage, rated as three lines are.
         */
        final int spread;
        /** Whether the area is the whole grid, whose uncaged cells may be many and see none of each other. */
        final boolean wholeGrid;
        /** {@code 1 + ... + size} per region. */
        final int total;
        /** The cages wholly inside, in cage order, and their sums added. */
        final int[] inside;
        final int insideSum;
        /** The cages partly inside, in cage order, and their sums added. */
        final int[] crossing;
        final int crossingSum;
        /** The area's cells outside the cages wholly inside, in the regions' order, and whether all are caged. */
        final int[] innies;
        final boolean allCaged;
        /** The cells outside the area of the crossing cages, cage by cage. */
        final int[] outies;
        /** The inside cages, then the crossing ones. */
        final int[] insideAndCrossing;
        /** The crossing cages with more cells inside than out, and their sums added. */
        final int[] joined;
        final int joinedSum;
        /**
         * The difference form's cells: the joined cages' outies (sign +1), then the area's cells outside the inside
         * and joined cages (sign -1).
         */
        final int[] differenceCells;
        final int[] differenceSigns;
        /** How many of {@link #differenceCells} are outies. */
        final int differenceOuties;

        private Area(Grid grid, int[] regions, String name, boolean wholeGrid) {
            this.regions = regions;
            this.name = name;
            this.wholeGrid = wholeGrid;
            this.spread = wholeGrid ? WHOLE_GRID_SPREAD : regions.length - 1;
            this.total = regions.length * grid.size * (grid.size + 1) / 2;
            boolean[] inArea = new boolean[grid.cells];
            for (int region : regions) {
                for (int cell : grid.cellsOf(region)) {
                    inArea[cell] = true;
                }
            }
            List<Integer> in = new ArrayList<>();
            List<Integer> across = new ArrayList<>();
            List<Integer> mostly = new ArrayList<>();
            boolean[] isInside = new boolean[grid.cageCount()];
            boolean[] isJoined = new boolean[grid.cageCount()];
            int insideTotal = 0;
            int crossingTotal = 0;
            int joinedTotal = 0;
            for (int cage = 0; cage < grid.cageCount(); cage++) {
                int count = 0;
                for (int cell : grid.cageCells[cage]) {
                    count += inArea[cell] ? 1 : 0;
                }
                if (count == grid.cageCells[cage].length) {
                    in.add(cage);
                    isInside[cage] = true;
                    insideTotal += grid.cageSums[cage];
                } else if (count > 0) {
                    across.add(cage);
                    crossingTotal += grid.cageSums[cage];
                    if (2 * count > grid.cageCells[cage].length) {
                        mostly.add(cage);
                        isJoined[cage] = true;
                        joinedTotal += grid.cageSums[cage];
                    }
                }
            }
            this.inside = ints(in);
            this.insideSum = insideTotal;
            this.crossing = ints(across);
            this.crossingSum = crossingTotal;
            this.joined = ints(mostly);
            this.joinedSum = joinedTotal;
            List<Integer> innieCells = new ArrayList<>();
            List<Integer> leftCells = new ArrayList<>();
            boolean caged = true;
            for (int region : regions) {
                for (int cell : grid.cellsOf(region)) {
                    int cage = grid.cageOf[cell];
                    if (cage < 0 || !isInside[cage]) {
                        innieCells.add(cell);
                        caged &= cage >= 0;
                    }
                    if (cage < 0 || !isInside[cage] && !isJoined[cage]) {
                        leftCells.add(cell);
                    }
                }
            }
            this.innies = ints(innieCells);
            this.allCaged = caged;
            this.outies = outside(grid, crossing, inArea);
            int[] joinedOuties = outside(grid, joined, inArea);
            this.differenceOuties = joinedOuties.length;
            this.differenceCells = new int[joinedOuties.length + leftCells.size()];
            this.differenceSigns = new int[differenceCells.length];
            for (int i = 0; i < differenceCells.length; i++) {
                boolean outie = i < joinedOuties.length;
                differenceCells[i] = outie ? joinedOuties[i] : leftCells.get(i - joinedOuties.length);
                differenceSigns[i] = outie ? 1 : -1;
            }
            this.insideAndCrossing = new int[inside.length + crossing.length];
            System.arraycopy(inside, 0, insideAndCrossing, 0, inside.length);
            System.arraycopy(crossing, 0, insideAndCrossing, inside.length, crossing.length);
        }

        /** The cells of the cages outside the area, cage by cage. */
        private static int[] outside(Grid grid, int[] cages, boolean[] inArea) {
            List<Integer> cells = new ArrayList<>();
            for (int cage : cages) {
                for (int cell : grid.cageCells[cage]) {
                    if (!inArea[cell]) {
                        cells.add(cell);
                    }
                }
            }
            return ints(cells);
        }
    }

    /** What the whole grid's area adds to a rating, in regions past the first: as much as three lines. */
    private static final int WHOLE_GRID_SPREAD = 2;

    private LawOf45Areas() {
    }

    /** The grid's areas in the law's order, computed on the first call and kept by the grid. */
    static Area[] of(Grid grid) {
        Area[] areas = grid.lawOf45Areas;
        if (areas == null) {
            areas = areas(grid);
            grid.lawOf45Areas = areas;
        }
        return areas;
    }

    private static Area[] areas(Grid grid) {
        List<Area> areas = new ArrayList<>();
        for (int house = 0; house < grid.houseCount(); house++) {
            if (grid.cellsOf(house).length == grid.size) {
                areas.add(new Area(grid, new int[] {house}, grid.name(house), false));
            }
        }
        if (grid.fullLines) {
            for (int k = 2; k <= 3; k++) {
                for (int first = 0; first + k <= grid.size; first++) {
                    for (boolean rows : new boolean[] {true, false}) {
                        int[] lines = new int[k];
                        for (int i = 0; i < k; i++) {
                            lines[i] = (rows ? grid.rowHouses : grid.columnHouses)[first + i];
                        }
                        areas.add(new Area(grid, lines, (rows ? "rows " : "columns ") + (first + 1) + "-"
                                + (first + k), false));
                    }
                }
                if (k == 2) {
                    boxPairs(grid, areas);
                }
            }
            // the whole grid: its uncaged cells add up to what the cages leave of size * (1 + ... + size)
            areas.add(new Area(grid, grid.rowHouses.clone(), "the whole grid", true));
        }
        return areas.toArray(new Area[0]);
    }

    /** Two boxes side by side, in a band or a stack, as one area each. */
    private static void boxPairs(Grid grid, List<Area> areas) {
        for (int a = 0; a < grid.houseCount(); a++) {
            if (grid.kinds[a] != Region.BOX) {
                continue;
            }
            for (int b = a + 1; b < grid.houseCount(); b++) {
                if (grid.kinds[b] == Region.BOX && besideEachOther(grid, a, b)) {
                    areas.add(new Area(grid, new int[] {a, b}, "boxes " + (grid.numbers[a] + 1) + " and "
                            + (grid.numbers[b] + 1), false));
                }
            }
        }
    }

    /** Whether two boxes (rectangles) share a side: the same rows and touching columns, or the reverse. */
    private static boolean besideEachOther(Grid grid, int a, int b) {
        int[] ra = bounds(grid, a);
        int[] rb = bounds(grid, b);
        boolean sameRows = ra[0] == rb[0] && ra[1] == rb[1];
        boolean sameColumns = ra[2] == rb[2] && ra[3] == rb[3];
        return sameRows && (ra[3] + 1 == rb[2] || rb[3] + 1 == ra[2])
                || sameColumns && (ra[1] + 1 == rb[0] || rb[1] + 1 == ra[0]);
    }

    /** The first and last row, then the first and last column, of a house. */
    private static int[] bounds(Grid grid, int house) {
        int[] bounds = {Integer.MAX_VALUE, -1, Integer.MAX_VALUE, -1};
        for (int cell : grid.cellsOf(house)) {
            Cell named = grid.cell(cell);
            bounds[0] = Math.min(bounds[0], named.row());
            bounds[1] = Math.max(bounds[1], named.row());
            bounds[2] = Math.min(bounds[2], named.col());
            bounds[3] = Math.max(bounds[3], named.col());
        }
        return bounds;
    }

    private static int[] ints(List<Integer> list) {
        int[] ints = new int[list.size()];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = list.get(i);
        }
        return ints;
    }
}
