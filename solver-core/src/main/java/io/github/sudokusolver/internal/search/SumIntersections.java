package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The sums the law of 45 gives around one house at a time, counting the sums that cross it: the sums with a cell in
 * the house (cages and the variant rules' unit sums, none sharing a cell with one taken before), then, where they
 * leave cells of the house uncovered, other houses that meet it only in those cells (at least two of them) and share
 * no cell with what is taken; when the house is covered, the cells taken outside it add up to the taken totals less
 * the house's, and less any other house wholly among them (taken away with its total). Kept as a rule when that sum
 * is tight for its cells (its bounds, by groups of cells that see each other, span more than four times its distance
 * from the nearer bound) and it has at most {@code n + n/3} cells. Sound: every piece is a sum of the puzzle or a
 * house, and the pieces never share a cell.
 */
final class SumIntersections {

    private SumIntersections() {
    }

    /**
     * The derived sums: per sum, its cells (compact, ascending) then its total as the last element.
     *
     * @param geometry the geometry, its cages and its variant rules' shapes (if any) set
     * @return the sums found; empty without unit sums or cages
     */
    static List<int[]> derive(Geometry geometry) {
        List<int[]> sums = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();
        for (int c = 0; c < geometry.cageCells.length; c++) {
            sums.add(geometry.cageCells[c]);
            totals.add(geometry.cageSums[c]);
        }
        if (geometry.constraints != null) {
            for (int i = 0; i < geometry.constraints.unitSums.size(); i++) {
                int[] positions = geometry.constraints.unitSums.get(i);
                int[] cells = new int[positions.length];
                for (int j = 0; j < cells.length; j++) {
                    cells[j] = geometry.cellAt(positions[j]);
                }
                sums.add(cells);
                totals.add(geometry.constraints.unitTotals.get(i));
            }
        }
        List<int[]> derived = new ArrayList<>();
        if (sums.isEmpty()) {
            return derived;
        }
        complements(geometry, sums, totals, geometry.cageCells.length, derived);
        int n = geometry.size;
        int cellCount = geometry.cellCount();
        int houseTotal = n * (n + 1) / 2;
        int houses = geometry.regionCount();
        for (int base = 0; base < houses; base++) {
            boolean[] inBase = new boolean[cellCount];
            for (int cell : geometry.regionCells[base]) {
                inBase[cell] = true;
            }
            boolean[] taken = new boolean[cellCount];
            int total = 0;
            for (int s = 0; s < sums.size(); s++) {
                int[] cells = sums.get(s);
                boolean crosses = false;
                boolean free = true;
                for (int cell : cells) {
                    crosses |= inBase[cell];
                    free &= !taken[cell];
                }
                if (crosses && free) {
                    for (int cell : cells) {
                        taken[cell] = true;
                    }
                    total += totals.get(s);
                }
            }
            int uncovered = 0;
            for (int cell : geometry.regionCells[base]) {
                uncovered += taken[cell] ? 0 : 1;
            }
            // only a house that meets this one can be taken (it needs two cells here): those, in the houses' order
            boolean[] meets = new boolean[houses];
            for (int cell : geometry.regionCells[base]) {
                for (int r : geometry.regionsOf[cell]) {
                    meets[r] = true;
                }
            }
            for (int gap = 0; gap < houses && uncovered > 0; gap++) {
                if (!meets[gap]) {
                    continue;
                }
                int inUncovered = 0;
                boolean fits = gap != base;
                for (int cell : geometry.regionCells[gap]) {
                    fits &= !taken[cell];
                    inUncovered += inBase[cell] ? 1 : 0; // its cells in the house are all uncovered, as none is taken
                }
                if (fits && inUncovered >= 2) {
                    for (int cell : geometry.regionCells[gap]) {
                        taken[cell] = true;
                    }
                    total += houseTotal;
                    uncovered -= inUncovered;
                }
            }
            if (uncovered > 0) {
                continue;
            }
            for (int cell : geometry.regionCells[base]) {
                taken[cell] = false;
            }
            total -= houseTotal;
            for (int inside = 0; inside < houses; inside++) {
                boolean all = true;
                for (int cell : geometry.regionCells[inside]) {
                    all &= taken[cell];
                }
                if (all) {
                    for (int cell : geometry.regionCells[inside]) {
                        taken[cell] = false;
                    }
                    total -= houseTotal;
                }
            }
            int k = 0;
            for (int cell = 0; cell < cellCount; cell++) {
                k += taken[cell] ? 1 : 0;
            }
            if (k == 0 || k > n + n / 3) {
                continue; // nothing left, or too long to pay for its runs (12 cells on 9x9)
            }
            int[] out = new int[k + 1];
            int next = 0;
            for (int cell = 0; cell < cellCount; cell++) {
                if (taken[cell]) {
                    out[next++] = cell;
                }
            }
            out[k] = total;
            if (tight(geometry, out, k, total)) {
                derived.add(out);
            }
        }
        return derived;
    }

    /**
     * Per house, the variant rules' unit sums wholly inside it (from {@code firstUnit} on in {@code sums}; none
     * sharing a cell with one taken before): where they leave cells of the house, those cells add up to the house's
     * total less theirs (the Interactive Sudoku Solver's complement of a cage). On "Little killer, slow" two little
     * killers inside box 3 leave four cells making 28, so 4 to 9, with 8 and 9 among them. Cages are left to the law
     * of 45 ({@code SumRules}), which already does this for them.
     */
    private static void complements(Geometry geometry, List<int[]> sums, List<Integer> totals, int firstUnit,
            List<int[]> derived) {
        int n = geometry.size;
        int cellCount = geometry.cellCount();
        for (int base = 0; base < geometry.regionCount(); base++) {
            boolean[] inBase = new boolean[cellCount];
            for (int cell : geometry.regionCells[base]) {
                inBase[cell] = true;
            }
            boolean[] taken = new boolean[cellCount];
            int total = n * (n + 1) / 2;
            int left = geometry.regionCells[base].length;
            for (int s = firstUnit; s < sums.size(); s++) {
                boolean inside = true;
                for (int cell : sums.get(s)) {
                    inside &= inBase[cell] && !taken[cell];
                }
                if (inside) {
                    for (int cell : sums.get(s)) {
                        taken[cell] = true;
                    }
                    total -= totals.get(s);
                    left -= sums.get(s).length;
                }
            }
            if (left == 0 || left == geometry.regionCells[base].length) {
                continue;
            }
            int[] out = new int[left + 1];
            int next = 0;
            for (int cell = 0; cell < cellCount; cell++) {
                if (inBase[cell] && !taken[cell]) {
                    out[next++] = cell;
                }
            }
            out[left] = total;
            derived.add(out);
        }
    }

    /** Whether the bounds of these cells' sum span more than four times the total's distance from the nearer one. */
    private static boolean tight(Geometry geometry, int[] cells, int k, int total) {
        int words = (k + 63) >>> 6;
        long[][] sees = new long[k][words];
        long[] set = new long[words];
        int[] indices = new int[k];
        for (int i = 0; i < k; i++) {
            indices[i] = i;
            set[i >>> 6] |= 1L << i;
            for (int j = 0; j < k; j++) {
                if (i != j && geometry.sees(cells[i], cells[j])) {
                    sees[i][j >>> 6] |= 1L << j;
                }
            }
        }
        int n = geometry.size;
        int low = 0;
        int room = 0;
        for (int size : MergedSums.groupSizes(indices, set, sees)) {
            low += size * (size + 1) / 2;
            room += size * (n - size);
        }
        int slack = Math.min(total - low, low + room - total);
        return slack < 0 || room > 4 * slack;
    }
}
