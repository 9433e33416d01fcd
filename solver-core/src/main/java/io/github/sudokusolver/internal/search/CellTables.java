package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * The translation of a layout from grid positions to compact cell indices, the tables {@link Geometry} is built
 * from: the cell numbering (holes left out), each region's cells and each cell's regions and slots, the cages' cells
 * and each cell's cage, the row regions fish read, and the per-cell tables of the variant rules. Each is derived once
 * per grid and never changed; they live apart from {@link Geometry} so that it holds what the grid is and how the
 * engines read it, and this class how those tables are counted out of the positions a layout gives.
 */
final class CellTables {

    /** Compact cell index of each grid position, -1 for a hole. */
    final int[] cellAt;
    /** Grid position of each compact cell index. */
    final int[] positions;
    /** Compact cell indices of each region. */
    final int[][] regionCells;
    /** Region indices each compact cell belongs to, ascending. */
    final int[][] regionsOf;
    /** For each compact cell and each of its regions, the cell's index in that region's cells. */
    final int[][] slotsOf;

    /**
     * Numbers the cells of a grid of {@code gridPositions} positions: a position in no region is a hole.
     *
     * @param gridPositions rows times columns
     * @param regions grid positions of each region; not kept
     */
    CellTables(int gridPositions, int[][] regions) {
        int count = regions.length;
        boolean[] isCell = new boolean[gridPositions]; // a position in no region is a hole
        for (int[] region : regions) {
            for (int position : region) {
                isCell[position] = true;
            }
        }
        this.cellAt = new int[isCell.length];
        int cells = 0;
        for (int position = 0; position < isCell.length; position++) {
            cellAt[position] = isCell[position] ? cells++ : -1;
        }
        this.positions = new int[cells];
        for (int position = 0; position < isCell.length; position++) {
            if (isCell[position]) {
                positions[cellAt[position]] = position;
            }
        }
        this.regionCells = new int[count][];
        int[] memberships = new int[cells];
        for (int r = 0; r < count; r++) {
            regionCells[r] = new int[regions[r].length];
            for (int i = 0; i < regions[r].length; i++) {
                int cell = cellAt[regions[r][i]];
                regionCells[r][i] = cell;
                memberships[cell]++;
            }
        }
        this.regionsOf = new int[cells][];
        this.slotsOf = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            regionsOf[cell] = new int[memberships[cell]];
            slotsOf[cell] = new int[memberships[cell]];
            memberships[cell] = 0;
        }
        for (int r = 0; r < count; r++) {
            for (int slot = 0; slot < regionCells[r].length; slot++) {
                int cell = regionCells[r][slot];
                regionsOf[cell][memberships[cell]] = r;
                slotsOf[cell][memberships[cell]++] = slot;
            }
        }
    }

    /** The classic grid's regions as grid positions: rows, then columns, then boxes, each in reading order. */
    static int[][] classicRegions() {
        int[][] regions = new int[27][9];
        for (int line = 0; line < 9; line++) {
            for (int i = 0; i < 9; i++) {
                regions[line][i] = line * 9 + i;
                regions[9 + line][i] = i * 9 + line;
                regions[18 + line][i] = (line / 3 * 3 + i / 3) * 9 + line % 3 * 3 + i % 3;
            }
        }
        return regions;
    }

    /** The grid positions of each region's cells, region by region. */
    static int[][] regionPositions(int[][] regionCells, int[] positions) {
        int[][] regions = new int[regionCells.length][];
        for (int r = 0; r < regions.length; r++) {
            regions[r] = new int[regionCells[r].length];
            for (int i = 0; i < regions[r].length; i++) {
                regions[r][i] = positions[regionCells[r][i]];
            }
        }
        return regions;
    }

    /** The region that is row {@code y}, for each y: the one whose cells are that row's, in column order. */
    static int[] rowRegions(int[][] regionCells, int size) {
        int[] rows = new int[size];
        Arrays.fill(rows, -1);
        for (int r = 0; r < regionCells.length; r++) {
            int first = regionCells[r][0];
            if (first % size == 0 && regionCells[r][size - 1] == first + size - 1 && rows[first / size] < 0) {
                rows[first / size] = r;
            }
        }
        return rows;
    }

    /** Compact cell indices of each cage, ascending. */
    static int[][] cageCells(int[] cellAt, int[][] cages) {
        int[][] cells = new int[cages.length][];
        for (int c = 0; c < cages.length; c++) {
            cells[c] = new int[cages[c].length];
            for (int i = 0; i < cages[c].length; i++) {
                cells[c][i] = cellAt[cages[c][i]];
            }
            Arrays.sort(cells[c]);
        }
        return cells;
    }

    /** The cage of each compact cell, -1 for a cell in no cage. */
    static int[] cageOf(int[][] cageCells, int cells) {
        int[] of = new int[cells];
        Arrays.fill(of, -1);
        for (int c = 0; c < cageCells.length; c++) {
            for (int cell : cageCells[c]) {
                of[cell] = c;
            }
        }
        return of;
    }

    /** Per cell, the cells the variant rules say it differs from; null if they say none. */
    static int[][] differs(Constraints constraints, int[] cellAt, int cells) {
        if (constraints == null || constraints.differs.isEmpty()) {
            return null;
        }
        int[] count = new int[cells];
        for (int[] pair : constraints.differs) {
            count[cellAt[pair[0]]]++;
            count[cellAt[pair[1]]]++;
        }
        int[][] of = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            of[cell] = new int[count[cell]];
            count[cell] = 0;
        }
        for (int[] pair : constraints.differs) {
            int a = cellAt[pair[0]];
            int b = cellAt[pair[1]];
            of[a][count[a]++] = b;
            of[b][count[b]++] = a;
        }
        return of;
    }

    /** Per cell, the digits the variant rules allow it; null when they cut nothing. */
    static int[] allowed(Constraints constraints, int[] cellAt, int cells, int all) {
        if (constraints == null || constraints.allowed.isEmpty()) {
            return null;
        }
        int[] masks = new int[cells];
        Arrays.fill(masks, all);
        for (int[] cut : constraints.allowed) {
            masks[cellAt[cut[0]]] &= cut[1];
        }
        return masks;
    }
}
