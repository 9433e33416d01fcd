package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The sums the law of 45 gives around one house at a time, counting the sums that cross it: the sums with a cell in
 * the house (cages, the variant rules' unit sums and the sum dots' pairs, none sharing a cell with one taken before), then, where they
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
            addCompact(geometry, geometry.constraints.unitSums, geometry.constraints.unitTotals, sums, totals);
            addCompact(geometry, geometry.constraints.knownSums, geometry.constraints.knownTotals, sums, totals);
        }
        List<int[]> derived = new ArrayList<>();
        if (sums.isEmpty()) {
            return derived;
        }
        complements(geometry, sums, totals, geometry.cageCells.length, derived);
        int n = geometry.size;
        int cellCount = geometry.cellCount();
        int words = (cellCount + 63) >>> 6;
        int houseTotal = n * (n + 1) / 2;
        int houses = geometry.regionCount();
        long[][] house = new long[houses][];
        for (int r = 0; r < houses; r++) {
            house[r] = mask(geometry.regionCells[r], words);
        }
        long[][] sum = new long[sums.size()][];
        for (int s = 0; s < sum.length; s++) {
            sum[s] = mask(sums.get(s), words);
        }
        long[] taken = new long[words];
        for (int base = 0; base < houses; base++) {
            long[] inBase = house[base];
            Arrays.fill(taken, 0);
            int total = 0;
            for (int s = 0; s < sum.length; s++) {
                if (meets(sum[s], inBase) && !meets(sum[s], taken)) {
                    or(taken, sum[s]);
                    total += totals.get(s);
                }
            }
            int uncovered = 0;
            for (int w = 0; w < words; w++) {
                uncovered += Long.bitCount(inBase[w] & ~taken[w]);
            }
            // only a house that meets this one (in two cells or more) can be taken: in the houses' order
            for (int gap = 0; gap < houses && uncovered > 0; gap++) {
                if (gap == base || !meets(house[gap], inBase) || meets(house[gap], taken)) {
                    continue;
                }
                int inUncovered = 0; // its cells in the house are all uncovered, as none is taken
                for (int w = 0; w < words; w++) {
                    inUncovered += Long.bitCount(house[gap][w] & inBase[w]);
                }
                if (inUncovered >= 2) {
                    or(taken, house[gap]);
                    total += houseTotal;
                    uncovered -= inUncovered;
                }
            }
            if (uncovered > 0) {
                continue;
            }
            total -= houseTotal;
            int k = 0;
            for (int w = 0; w < words; w++) {
                taken[w] &= ~inBase[w];
            }
            for (int inside = 0; inside < houses; inside++) {
                boolean all = true;
                for (int w = 0; w < words && all; w++) {
                    all = (house[inside][w] & ~taken[w]) == 0;
                }
                if (all) {
                    for (int w = 0; w < words; w++) {
                        taken[w] &= ~house[inside][w];
                    }
                    total -= houseTotal;
                }
            }
            for (int w = 0; w < words; w++) {
                k += Long.bitCount(taken[w]);
            }
            if (k == 0 || k > n + n / 3) {
                continue; // nothing left, or too long to pay for its runs (12 cells on 9x9)
            }
            int[] out = new int[k + 1];
            int next = 0;
            for (int w = 0; w < words; w++) {
                for (long bits = taken[w]; bits != 0; bits &= bits - 1) {
                    out[next++] = w * 64 + Long.numberOfTrailingZeros(bits);
                }
            }
            out[k] = total;
            if (tight(geometry, out, k, total)) {
                derived.add(out);
            }
        }
        return derived;
    }

    /** Adds these sums, given by grid positions, as compact cells. */
    private static void addCompact(Geometry geometry, List<int[]> positions, List<Integer> positionTotals,
            List<int[]> sums, List<Integer> totals) {
        for (int i = 0; i < positions.size(); i++) {
            int[] cells = new int[positions.get(i).length];
            for (int j = 0; j < cells.length; j++) {
                cells[j] = geometry.cellAt(positions.get(i)[j]);
            }
            sums.add(cells);
            totals.add(positionTotals.get(i));
        }
    }

    /** The cells as a bit set of {@code words} longs. */
    private static long[] mask(int[] cells, int words) {
        long[] mask = new long[words];
        for (int cell : cells) {
            mask[cell >>> 6] |= 1L << cell;
        }
        return mask;
    }

    /** Whether two bit sets share a cell. */
    private static boolean meets(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static void or(long[] into, long[] from) {
        for (int w = 0; w < into.length; w++) {
            into[w] |= from[w];
        }
    }

    /**
     * Per house, the variant rules' unit sums and sum dots' pairs wholly inside it (from {@code firstUnit} on in
     * {@code sums}; none sharing a cell with one taken before): where they leave cells of the house, those cells add
     * up to the house's total less theirs (the Interactive Sudoku Solver's hidden cage, the complement of a cage). On
     * "Little killer, slow" two little killers inside box 3 leave four cells making 28, so 4 to 9, with 8 and 9 among
     * them. On Symphony two X dots in box 4 leave five cells making 25, one in row 5 seven cells making 35: they hold
     * the 5 (no X pair does), and their bounds reach the arrows among them, which the X's pair relations do not (774
     * nodes to 108). Cages are left to the law of 45 ({@code SumRules}), which already does this for them.
     */
    private static void complements(Geometry geometry, List<int[]> sums, List<Integer> totals, int firstUnit,
            List<int[]> derived) {
        if (firstUnit == sums.size()) {
            return; // no unit sums: the law of 45 has the cages' complements
        }
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
