package io.github.sudokusolver.internal.search;

/**
 * The killer check of the strategies that fill cells one by one (the classic backtracking strategies and dancing
 * links): per cage, the digits it holds, their total and its empty cells, so that a digit is tried in a caged cell
 * only if the cage does not hold it yet and can still be completed. A partial sum that no distinct unused digits can
 * complete is a dead end, found as soon as the cell that makes it is filled. Digits are bits {@code 1 << d}, as the
 * classic strategies keep them. One instance serves one search.
 */
final class CageCheck {

    private final int[] cageOf;
    private final int[] sums;
    /** Per cage, the digits placed in it (bit d for digit d). */
    private final int[] used;
    /** Per cage, the total of its placed digits. */
    private final int[] total;
    /** Per cage, its cells still empty. */
    private final int[] empty;
    /** Every digit of the grid, bit d for digit d. */
    private final int allDigits;

    /** The check of a geometry's cages; null when it has none, so callers skip it with one test. */
    static CageCheck of(Geometry geometry) {
        return geometry.cageCount() == 0 ? null : new CageCheck(geometry);
    }

    private CageCheck(Geometry geometry) {
        this.cageOf = geometry.cageOf;
        this.sums = geometry.cageSums;
        this.used = new int[sums.length];
        this.total = new int[sums.length];
        this.empty = new int[sums.length];
        for (int c = 0; c < sums.length; c++) {
            empty[c] = geometry.cageCells[c].length;
        }
        this.allDigits = (1 << geometry.size + 1) - 2;
    }

    /** The digits among {@code digits} (bit d for digit d) that {@code cell}'s cage still allows there. */
    int allowed(int cell, int digits) {
        int c = cageOf[cell];
        if (c < 0) {
            return digits;
        }
        int left = sums[c] - total[c];
        int cellsAfter = empty[c] - 1;
        int unused = allDigits & ~used[c];
        int kept = 0;
        for (int rest = digits & unused; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int need = left - Integer.numberOfTrailingZeros(bit);
            if (cellsAfter == 0 ? need == 0 : completable(unused & ~bit, cellsAfter, need)) {
                kept |= bit;
            }
        }
        return kept;
    }

    /** Whether {@code count} distinct digits of {@code digits} can add up to {@code need}. */
    private static boolean completable(int digits, int count, int need) {
        if (Integer.bitCount(digits) < count) {
            return false;
        }
        int least = 0;
        int rest = digits;
        for (int i = 0; i < count; i++, rest &= rest - 1) {
            least += Integer.numberOfTrailingZeros(rest);
        }
        if (need < least) {
            return false;
        }
        int most = 0;
        rest = digits;
        for (int i = 0; i < count; i++) {
            int top = 31 - Integer.numberOfLeadingZeros(rest);
            most += top;
            rest &= ~(1 << top);
        }
        return need <= most;
    }

    /** Records digit {@code digit} in {@code cell}. */
    void place(int cell, int digit) {
        int c = cageOf[cell];
        if (c >= 0) {
            used[c] |= 1 << digit;
            total[c] += digit;
            empty[c]--;
        }
    }

    /** Takes back what {@link #place} recorded. */
    void unplace(int cell, int digit) {
        int c = cageOf[cell];
        if (c >= 0) {
            used[c] &= ~(1 << digit);
            total[c] -= digit;
            empty[c]++;
        }
    }
}
