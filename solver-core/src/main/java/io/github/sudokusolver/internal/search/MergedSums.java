package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Sums of cells that are implied by adding up two or more disjoint sums of the variant rules (little killers): two
 * long diagonals whose cells see each other across boxes make a sum whose bounds, counted by groups of cells that see
 * each other, are much tighter than each one's. Found at setup, greedily: two records are joined when neither shares a
 * cell with the other, at least {@link #MIN_LINKED} cells of the smaller see a cell of the larger, and the joined
 * record scores better than both (or than the two together); the joined record replaces them and may join again.
 * The records that came from a join and score above zero become rules. The score of a record is, over its groups of
 * cells that see each other (grown greedily), the room its bounds leave, {@code k(n-k)} for a group of k, less its
 * slack {@code min(sum - low, high - sum)} per group: a sum close to its least or largest possible value scores high.
 * Sound by construction: every derived record is the sum of disjoint rules of the puzzle. The measured effect is in
 * {@code docs/variants.md}.
 */
final class MergedSums {

    /** The fewest cells of the smaller record that must see the larger one for a join to be tried. */
    static final int MIN_LINKED = 6;

    private final int size;
    private final long[][] sees;
    private final int words;

    private MergedSums(int size, long[][] sees) {
        this.size = size;
        this.sees = sees;
        this.words = sees.length == 0 ? 0 : sees[0].length;
    }

    /** One sum: its positions (ascending), as a bit set too, its total, score, and whether it is a rule as given. */
    private static final class Record {
        final int[] cells;
        final long[] set;
        final int total;
        final int score;
        final boolean original;
        boolean active = true;

        Record(int[] cells, long[] set, int total, int score, boolean original) {
            this.cells = cells;
            this.set = set;
            this.total = total;
            this.score = score;
            this.original = original;
        }
    }

    /**
     * The sums derived by joining the given ones.
     *
     * @param size the digits of the grid
     * @param sees per position, the positions it sees (a bit set, as many words per row as the grid needs)
     * @param sums per sum, its positions (distinct); unit coefficients
     * @param totals per sum, its total
     * @return per derived sum, its positions then its total as the last element; each is the sum of two or more of
     *     the given sums, none of them sharing a cell
     */
    static List<int[]> derive(int size, long[][] sees, List<int[]> sums, List<Integer> totals) {
        MergedSums merging = new MergedSums(size, sees);
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            int[] cells = sums.get(i).clone();
            Arrays.sort(cells);
            Record r = merging.record(cells, totals.get(i), true);
            if (r != null && !merging.contains(records, cells)) {
                records.add(r);
            }
        }
        while (true) {
            Record bestA = null;
            Record bestB = null;
            Record best = null;
            for (int i = 0; i < records.size(); i++) {
                for (int j = i + 1; j < records.size(); j++) {
                    Record a = records.get(i);
                    Record b = records.get(j);
                    if (!a.active || !b.active || !merging.linked(a, b)) {
                        continue;
                    }
                    int[] cells = union(a.cells, b.cells);
                    if (merging.contains(records, cells)) {
                        continue;
                    }
                    Record joined = merging.record(cells, a.total + b.total, false);
                    if (joined == null || (joined.score <= a.score || joined.score <= b.score)
                            && joined.score <= a.score + b.score) {
                        continue;
                    }
                    if (best == null || joined.score > best.score) {
                        best = joined;
                        bestA = a;
                        bestB = b;
                    }
                }
            }
            if (best == null) {
                break;
            }
            bestA.active = false;
            bestB.active = false;
            records.add(best);
        }
        List<int[]> derived = new ArrayList<>();
        for (Record r : records) {
            if (r.active && !r.original && r.score > 0) {
                int[] out = Arrays.copyOf(r.cells, r.cells.length + 1);
                out[r.cells.length] = r.total;
                derived.add(out);
            }
        }
        return derived;
    }

    private boolean contains(List<Record> records, int[] cells) {
        for (Record r : records) {
            if (r.active && Arrays.equals(r.cells, cells)) {
                return true;
            }
        }
        return false;
    }

    /** Disjoint, and at least {@link #MIN_LINKED} cells of the smaller see a cell of the larger. */
    private boolean linked(Record a, Record b) {
        Record small = a.cells.length <= b.cells.length ? a : b;
        Record big = small == a ? b : a;
        if (small.cells.length < MIN_LINKED) {
            return false;
        }
        for (int w = 0; w < words; w++) {
            if ((a.set[w] & b.set[w]) != 0) {
                return false;
            }
        }
        int count = 0;
        for (int cell : small.cells) {
            for (int w = 0; w < words; w++) {
                if ((sees[cell][w] & big.set[w]) != 0) {
                    count++;
                    break;
                }
            }
        }
        return count >= MIN_LINKED;
    }

    /** A record of these cells, or null when no digits make the total. */
    private Record record(int[] cells, int total, boolean original) {
        long[] set = new long[words];
        for (int cell : cells) {
            set[cell >>> 6] |= 1L << cell;
        }
        int[] groups = groupSizes(cells, set, sees);
        int low = 0;
        int room = 0;
        for (int k : groups) {
            low += k * (k + 1) / 2;
            room += k * (size - k);
        }
        int high = low + room;
        if (total < low || total > high) {
            return null;
        }
        int slack = Math.min(total - low, high - total);
        int score = 0;
        for (int k : groups) {
            score += k * (size - k) - slack;
        }
        return new Record(cells, set, total, score, original);
    }

    /**
     * The sizes of groups of cells that all see each other, grown greedily: each time the cell that sees the most of
     * the cells still open for the group, the lowest first on ties.
     *
     * @param cells the cells, ascending
     * @param set the same cells as a bit set
     * @param sees per cell, the cells it sees, as bit sets of as many words as {@code set}
     */
    static int[] groupSizes(int[] cells, long[] set, long[][] sees) {
        int words = set.length;
        long[] left = set.clone();
        long[] open = new long[words];
        int remaining = cells.length;
        int[] sizes = new int[cells.length];
        int groups = 0;
        while (remaining > 0) {
            System.arraycopy(left, 0, open, 0, words);
            int k = 0;
            while (true) {
                int best = -1;
                int bestScore = -1;
                for (int cell : cells) {
                    if ((open[cell >>> 6] & 1L << cell) == 0) {
                        continue;
                    }
                    int score = 0;
                    for (int w = 0; w < words; w++) {
                        score += Long.bitCount(open[w] & sees[cell][w]);
                    }
                    if (score > bestScore) {
                        bestScore = score;
                        best = cell;
                    }
                }
                if (best < 0) {
                    break;
                }
                k++;
                left[best >>> 6] &= ~(1L << best);
                remaining--;
                for (int w = 0; w < words; w++) {
                    open[w] &= sees[best][w];
                }
            }
            sizes[groups++] = k;
        }
        return Arrays.copyOf(sizes, groups);
    }

    private static int[] union(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length || j < b.length) {
            out[n++] = j >= b.length || i < a.length && a[i] < b[j] ? a[i++] : b[j++];
        }
        return out;
    }
}
