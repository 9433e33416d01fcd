package io.github.sudokusolver.internal.search;

/**
 * A skyscraper clue's reasoning, for the engine ({@link OutsideClueRule}) and the step engine alike: the states
 * (tallest digit so far, digits seen) reachable from the clue, cell by cell, and those from which the far end still
 * reaches the clue's count; a digit is kept where it links one of each. The cells' digits differing is the regions'
 * work, not this one's: a bound, exact once the cells are placed.
 */
public final class Skyscrapers {

    private Skyscrapers() {
    }

    /**
     * The scratch {@link #support} needs for a line of {@code n} cells.
     *
     * @param n the cells of the line
     * @return the number of {@code long} words
     */
    public static int words(int n) {
        return 2 * (n + 1) * (n + 2);
    }

    /**
     * Adds to {@code support[i]} the digits of {@code domain[i]} (bit {@code d - 1} for d) that some way of seeing
     * {@code value} digits from the first cell gives cell i, for the first {@code n} cells.
     *
     * @param domain per cell from the clue inwards, its candidates (or placed digit)
     * @param n the cells of the line
     * @param value the clue
     * @param words scratch of at least {@link #words(int)} words, overwritten
     * @param support per cell, the digits kept so far; added to
     */
    public static void support(int[] domain, int n, int value, long[] words, int[] support) {
        if (value > n) {
            return;
        }
        // words[i * width + c]: bit t when, before cell i, the tallest digit can be t (0: none yet) with c seen;
        // from finishAt on, the same states from which cells i.. bring the count to the clue
        int width = n + 2;
        int finishAt = (n + 1) * width;
        java.util.Arrays.fill(words, 0, 2 * finishAt, 0);
        words[0] = 1;
        for (int i = 0; i < n; i++) {
            for (int c = 0; c <= i; c++) {
                for (long t = words[i * width + c]; t != 0; t &= t - 1) {
                    int top = Long.numberOfTrailingZeros(t);
                    for (int bits = domain[i]; bits != 0; bits &= bits - 1) {
                        int d = Integer.numberOfTrailingZeros(bits) + 1;
                        if (d > top) {
                            words[(i + 1) * width + c + 1] |= 1L << d;
                        } else {
                            words[(i + 1) * width + c] |= 1L << top;
                        }
                    }
                }
            }
        }
        words[finishAt + n * width + value] = (1L << n + 1) - 1; // at the end: any tallest digit, the clue's count
        for (int i = n - 1; i >= 0; i--) {
            for (int c = 0; c <= i; c++) {
                for (long t = words[i * width + c]; t != 0; t &= t - 1) {
                    int top = Long.numberOfTrailingZeros(t);
                    for (int bits = domain[i]; bits != 0; bits &= bits - 1) {
                        int bit = bits & -bits;
                        int d = Integer.numberOfTrailingZeros(bit) + 1;
                        boolean on = d > top ? (words[finishAt + (i + 1) * width + c + 1] >> d & 1) != 0
                                : (words[finishAt + (i + 1) * width + c] >> top & 1) != 0;
                        if (on) {
                            words[finishAt + i * width + c] |= 1L << top;
                            support[i] |= bit;
                        }
                    }
                }
            }
        }
    }
}
