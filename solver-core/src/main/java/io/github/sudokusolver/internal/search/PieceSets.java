package io.github.sudokusolver.internal.search;

/**
 * The sets of distinct digits a piece of cells that all see each other can hold, one digit per cell, on grids of up
 * to {@link #DIGITS} digits: a set of digits is a bit of a 512-bit set (8 longs), and its total, below 64, a bit of a
 * long. The exact pass of a region sum line's pieces ({@link EqualSums}, {@link BoxPieces}): a forward pass over the
 * cells, then a backward pass from the sets allowed at the end, whose digits are each cell's support. Plain arrays,
 * nothing allocated: every layer lives in the caller's scratch.
 */
final class PieceSets {

    /** Most digits: a set of digits is a bit of a 512-bit set, and its total fits a long's bits. */
    static final int DIGITS = 9;
    /** Longs of a bit set over the sets of up to {@link #DIGITS} digits. */
    static final int WORDS = (1 << DIGITS) >>> 6;
    /** The total of each set of digits (bit {@code d - 1} for digit {@code d}). */
    static final byte[] TOTAL = new byte[1 << DIGITS];

    /** Most total of a set: every digit. */
    private static final int MOST = 45;
    /**
     * Per total {@code t}, from {@code t * WORDS}: the bit set of the sets of digits making it. A layer's totals and
     * its sets of some totals are then a few ANDs per total, where a scan would look up every set it holds.
     */
    private static final long[] BY_TOTAL = new long[(MOST + 1) * WORDS];

    /** Every digit of a set: the sets are the numbers below {@code 2^DIGITS}. */
    static final int FULL = (1 << DIGITS) - 1;
    /**
     * Per set of digits {@code m}, from {@code m * WORDS}: the bit set of the sets inside {@code m}. Two disjoint sets'
     * union is their sum as numbers, so the unions of a bit set's sets inside {@code m} with one set {@code q} outside
     * it are that bit set masked here and shifted up by {@code q} bits: a join of a layer with one set, or with one
     * digit, costs {@link #WORDS} masked shifts, whatever the layer holds.
     */
    private static final long[] SUBSETS = new long[(FULL + 1) * WORDS];
    /**
     * Per digit {@code d} below 6 (bit {@code d} of a set), the positions in a word of the sets without it: a set's low
     * six bits are its place in its word. A digit from 6 up picks whole words instead (those without bit {@code d - 6}).
     */
    private static final long[] WITHOUT_LOW = new long[6];

    static {
        for (int d = 0; d < 6; d++) {
            for (int at = 0; at < 64; at++) {
                WITHOUT_LOW[d] |= (at >>> d & 1) == 0 ? 1L << at : 0;
            }
        }
        for (int m = 0; m <= FULL; m++) {
            for (int set = m; ; set = set - 1 & m) { // every subset of m, m itself down to the empty set
                SUBSETS[m * WORDS + (set >>> 6)] |= 1L << set;
                if (set == 0) {
                    break;
                }
            }
        }
        for (int set = 1; set < TOTAL.length; set++) {
            int low = Integer.numberOfTrailingZeros(set);
            TOTAL[set] = (byte) (TOTAL[set & set - 1] + low + 1);
        }
        for (int set = 0; set < TOTAL.length; set++) {
            BY_TOTAL[TOTAL[set] * WORDS + (set >>> 6)] |= 1L << set;
        }
    }

    /** The least total of {@code k} distinct digits. */
    private static int least(int k) {
        return k * (k + 1) / 2;
    }

    /** The most total of {@code k} distinct digits of nine. */
    private static int most(int k) {
        return k * (2 * DIGITS + 1 - k) / 2;
    }

    private PieceSets() {
    }

    /**
     * The forward pass: layer {@code j + 1} (from {@code at}, {@link #WORDS} longs a layer) holds each set of digits
     * that the piece's first {@code j + 1} cells can hold, distinct, one each. Returns the totals of the last layer's
     * sets, a bit per total.
     *
     * @param state the search state, whose cells' candidates are read ({@code & all})
     * @param cells the rule's cells; {@code piece} holds indices into it
     */
    static long forward(int[] state, int all, int[] cells, int[] piece, long[] s, int at) {
        int k = piece.length;
        for (int w = 0; w < (k + 1) * WORDS; w++) {
            s[at + w] = 0;
        }
        s[at] = 1L; // the empty set
        for (int j = 0; j < k; j++) {
            int from = at + j * WORDS;
            for (int rest = state[cells[piece[j]]] & all; rest != 0; rest &= rest - 1) {
                addDigit(s, from, Integer.numberOfTrailingZeros(rest), from + WORDS);
            }
        }
        return totals(s, at + k * WORDS, k);
    }

    /**
     * {@link #joinUp} with the one digit {@code d} (bit {@code d}): the sets without it are a fixed pattern in each
     * word (below 6) or whole words (from 6 up), so no table is read; the forward pass's step.
     */
    private static void addDigit(long[] s, int from, int d, int to) {
        if (d < 6) {
            long without = WITHOUT_LOW[d];
            int shift = 1 << d;
            for (int w = 0; w < WORDS; w++) {
                s[to + w] |= (s[from + w] & without) << shift;
            }
        } else {
            int step = 1 << d - 6;
            for (int w = 0; w < WORDS; w++) {
                if ((w & step) == 0) {
                    s[to + w + step] |= s[from + w];
                }
            }
        }
    }

    /**
     * {@link #joinDown} with the one digit {@code d}, as {@link #addDigit} reads it; the backward pass's step. Every
     * layer holds sets of one size, so a set with {@code d} already, whose sum with the digit's bit carries into
     * another set of fewer digits, is never in the next layer: the mask below 6 only keeps the words tidy.
     */
    private static boolean addsDigit(long[] s, int from, int d, int kept, int back) {
        long any = 0;
        if (d < 6) {
            long without = WITHOUT_LOW[d];
            int shift = 1 << d;
            for (int w = 0; w < WORDS; w++) {
                long hit = s[from + w] & without & s[kept + w] >>> shift;
                s[back + w] |= hit;
                any |= hit;
            }
        } else {
            int step = 1 << d - 6;
            for (int w = 0; w < WORDS; w++) {
                if ((w & step) == 0) {
                    long hit = s[from + w] & s[kept + w + step];
                    s[back + w] |= hit;
                    any |= hit;
                }
            }
        }
        return any != 0;
    }

    /**
     * Joins each set {@code u} of {@code s[from..]} inside {@code inside} with {@code q}, a set outside it: sets bit
     * {@code u + q} (their union) of {@code s[to..]}. The masked bit set shifted up by {@code q} bits, word by word:
     * {@code u} and {@code q} are disjoint, so are their low six bits, whose sum then stays below 64, and no union
     * crosses into the next word.
     */
    static void joinUp(long[] s, int from, int inside, int q, int to) {
        int wordShift = q >>> 6;
        int bitShift = q & 63;
        int mask = inside * WORDS;
        for (int w = 0; w + wordShift < WORDS; w++) {
            s[to + w + wordShift] |= (s[from + w] & SUBSETS[mask + w]) << bitShift;
        }
    }

    /**
     * The sets {@code u} of {@code s[from..]} inside {@code inside} whose union with {@code q} (a set outside it),
     * {@code u + q}, is in {@code s[kept..]} (any union, for {@code kept < 0}): ORed into {@code s[back..]}. The kept bit
     * set shifted down by {@code q} bits, word by word as in {@link #joinUp}. Returns whether there was any.
     */
    static boolean joinDown(long[] s, int from, int inside, int q, int kept, int back) {
        int wordShift = q >>> 6;
        int bitShift = q & 63;
        int mask = inside * WORDS;
        long any = 0;
        for (int w = 0; w < WORDS; w++) {
            long hit = s[from + w] & SUBSETS[mask + w];
            if (kept >= 0) {
                hit &= w + wordShift < WORDS ? s[kept + w + wordShift] >>> bitShift : 0;
            }
            s[back + w] |= hit;
            any |= hit;
        }
        return any != 0;
    }

    /** The totals of the sets (of {@code k} digits each) in the bit set at {@code from}, a bit per total. */
    static long totals(long[] s, int from, int k) {
        long totals = 0;
        for (int t = least(k), last = Math.min(most(k), MOST); t <= last; t++) {
            long hit = 0;
            for (int w = 0, at = t * WORDS; w < WORDS; w++) {
                hit |= s[from + w] & BY_TOTAL[at + w];
            }
            totals |= hit != 0 ? 1L << t : 0;
        }
        return totals;
    }

    /** Keeps in the bit set at {@code from} (sets of {@code k} digits) only the sets whose total is in {@code totals}. */
    static void keepTotals(long[] s, int from, int k, long totals) {
        long range = (totals & (1L << MOST + 1) - 1) >>> least(k) << least(k); // the totals k digits can make
        for (int w = 0; w < WORDS; w++) {
            long keep = 0;
            for (long rest = range; rest != 0; rest &= rest - 1) {
                keep |= BY_TOTAL[Long.numberOfTrailingZeros(rest) * WORDS + w];
            }
            s[from + w] &= keep;
        }
    }

    /**
     * The backward pass after {@link #forward}: from the sets of the last layer kept in {@code s[kept..]} (overwritten),
     * back to the first, a set of layer {@code j} stays if cell {@code j} can add a digit to it that makes a set kept
     * in layer {@code j + 1}; those digits are cell {@code j}'s support, written to {@code support[piece[j]]}. Exact:
     * a digit kept is in an assignment of distinct digits making a kept set. {@code s[spare..]} is one more layer of
     * scratch.
     */
    static void backward(int[] state, int all, int[] cells, int[] piece, long[] s, int at, int kept, int spare,
            int[] support) {
        for (int j = piece.length - 1; j >= 0; j--) {
            int from = at + j * WORDS;
            int digits = 0;
            for (int w = 0; w < WORDS; w++) {
                s[spare + w] = 0;
            }
            for (int rest = state[cells[piece[j]]] & all; rest != 0; rest &= rest - 1) {
                int d = Integer.numberOfTrailingZeros(rest);
                if (addsDigit(s, from, d, kept, spare)) {
                    digits |= 1 << d;
                }
            }
            support[piece[j]] = digits;
            int swap = kept;
            kept = spare;
            spare = swap;
        }
    }
}
