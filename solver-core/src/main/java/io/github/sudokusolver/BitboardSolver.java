package io.github.sudokusolver;

/**
 * Constraint propagation on per-digit band bitboards, with guessing only when propagation stalls.
 *
 * <p>State: for each digit and each band (three rows), one int whose 27 low bits mark the cells of that band where
 * the digit may still stand (placed digits keep their bit); plus one int per band marking the cells not yet placed.
 * That is 30 ints, copied whole onto a stack before a guess, so taking a guess back is a pointer move.
 *
 * <p>Propagation repeats until nothing changes:
 * <ul>
 *   <li>Band analysis, per digit and band, for blocks that changed since last seen: the digit occupies one cell in
 *       each of the band's rows and one in each of its boxes, so its rows map one-to-one to its boxes. A table over
 *       the 9 (row, box) segments that still hold candidates keeps only the segments used by some such mapping; this
 *       is pointing and claiming (locked candidates) and box hidden singles at once. A row left with one cell is
 *       placed.</li>
 *   <li>Naked singles: bit-parallel counting over the nine digits finds each band's cells with one candidate (and
 *       cells with none, a contradiction).</li>
 * </ul>
 * When propagation stalls, the search guesses on a cell with two candidates (any cell with the fewest otherwise),
 * trying the lower digit first. Cost per node: one 120-byte state copy plus the propagation it triggers, which
 * touches only the blocks that changed.
 *
 * <p>On a puzzle with several solutions the answer is not the lexicographically smallest, but it is the same on
 * every call with the same input. Statistics count guesses as nodes and abandoned guesses as backtracks.
 */
final class BitboardSolver extends AbstractSolver {

    static final BitboardSolver INSTANCE = new BitboardSolver();

    private static final int BAND_ALL = (1 << 27) - 1;
    private static final int BLOCKS = 27;
    private static final int UNSOLVED = 27;
    private static final int STATE = 32;
    private static final int MAX_DEPTH = Board.CELLS + 1;

    /** For a cell of a band (0..26), the other cells of the band in the same row or box. */
    private static final int[] BAND_PEERS = new int[27];
    /** For a column (0..8), its three cells within any band. */
    private static final int[] COLUMN_IN_BAND = new int[9];
    /** For 9 bits of one row, which of the three boxes (3-bit segments) hold any. */
    private static final int[] ROW_BOXES = new int[512];
    /**
     * A digit fills each of three lines (the rows of a band, or the columns of a stack) once and each of the three
     * boxes they cross once, so lines map one-to-one to boxes. For the 9 (line, box) segments that still hold
     * candidates (bit line * 3 + box), the segments some such mapping uses; 0 when none fits.
     */
    private static final int[] SEGMENTS_ALLOWED = new int[512];
    /** {@link #SEGMENTS_ALLOWED} for the rows of a band, spread to the 27 cells of the segments. */
    private static final int[] BAND_ALLOWED = new int[512];
    /** For 3 bits of columns within a stack, those columns' cells in all three rows of a band. */
    private static final int[] COLUMNS_OF = new int[8];

    static {
        for (int pos = 0; pos < 27; pos++) {
            int row = pos / 9;
            int box = pos % 9 / 3;
            int peers = 0;
            for (int other = 0; other < 27; other++) {
                if (other != pos && (other / 9 == row || other % 9 / 3 == box)) {
                    peers |= 1 << other;
                }
            }
            BAND_PEERS[pos] = peers;
        }
        for (int col = 0; col < 9; col++) {
            COLUMN_IN_BAND[col] = 1 << col | 1 << (col + 9) | 1 << (col + 18);
        }
        for (int row = 0; row < 512; row++) {
            ROW_BOXES[row] = ((row & 0x7) != 0 ? 1 : 0) | ((row & 0x38) != 0 ? 2 : 0) | ((row & 0x1C0) != 0 ? 4 : 0);
        }
        int[][] mappings = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int segments = 0; segments < 512; segments++) {
            int allowed = 0;
            for (int[] boxOfLine : mappings) {
                int used = 0;
                for (int line = 0; line < 3; line++) {
                    used |= 1 << (line * 3 + boxOfLine[line]);
                }
                if ((segments & used) == used) {
                    allowed |= used;
                }
            }
            SEGMENTS_ALLOWED[segments] = allowed;
            int cells = 0;
            for (int segment = 0; segment < 9; segment++) {
                if ((allowed & 1 << segment) != 0) {
                    cells |= 0x7 << (segment / 3 * 9 + segment % 3 * 3);
                }
            }
            BAND_ALLOWED[segments] = cells;
        }
        for (int columns = 0; columns < 8; columns++) {
            COLUMNS_OF[columns] = columns | columns << 9 | columns << 18;
        }
    }

    /** One workspace per thread, reused across calls: the search allocates nothing once it is warm. */
    private static final ThreadLocal<Run> RUNS = ThreadLocal.withInitial(Run::new);

    private BitboardSolver() {
        super("bitboard", 8); // a guess and its propagation: about 0.4 µs warm
    }

    /** Bitboards are laid out for 9x9; every other layout goes to the general propagation solver. */
    @Override
    AbstractSolver forLayout(Layout layout) {
        return layout.isClassic() ? this : RegionSolver.INSTANCE;
    }

    @Override
    void search(Board puzzle, Search search) {
        Run run = RUNS.get();
        try {
            run.start(puzzle, search);
        } finally {
            run.search = null;
        }
    }

    /** The mutable state of searches on one thread. */
    private static final class Run {
        private final int[] stack = new int[STATE * MAX_DEPTH];
        private final int[] seen = new int[BLOCKS];
        private final int[] solution = new int[Board.CELLS];
        private Search search;
        private int base;

        void start(Board puzzle, Search search) {
            this.search = search;
            base = 0;
            int[] s = stack;
            for (int i = 0; i < BLOCKS; i++) {
                s[i] = BAND_ALL;
                seen[i] = -1; // never a block's value: every block is analysed once
            }
            // Givens in bulk: a filled cell leaves every digit's bitboard, then each given takes its own bit back
            // and clears its peers. Same result as placing them one by one, without touching nine digits each.
            int filled0 = 0;
            int filled1 = 0;
            int filled2 = 0;
            for (int cell = 0; cell < 27; cell++) {
                filled0 |= puzzle.digitAt(cell) != 0 ? 1 << cell : 0;
                filled1 |= puzzle.digitAt(cell + 27) != 0 ? 1 << cell : 0;
                filled2 |= puzzle.digitAt(cell + 54) != 0 ? 1 << cell : 0;
            }
            for (int d = 0; d < 9; d++) {
                s[d * 3] = BAND_ALL & ~filled0;
                s[d * 3 + 1] = BAND_ALL & ~filled1;
                s[d * 3 + 2] = BAND_ALL & ~filled2;
            }
            s[UNSOLVED] = BAND_ALL & ~filled0;
            s[UNSOLVED + 1] = BAND_ALL & ~filled1;
            s[UNSOLVED + 2] = BAND_ALL & ~filled2;
            for (int cell = 0; cell < Board.CELLS; cell++) {
                int digit = puzzle.digitAt(cell);
                if (digit != 0) {
                    claim(digit - 1, cell / 27, 1 << (cell % 27));
                }
            }
            guessFrom();
        }

        /** Puts digit {@code d} (0-based) in the cell {@code bit} of band {@code b}, removing it from its peers. */
        private void place(int d, int b, int bit) {
            int[] s = stack;
            int o = base;
            for (int e = 0; e < 9; e++) {
                s[o + e * 3 + b] &= ~bit;
            }
            claim(d, b, bit);
            s[o + UNSOLVED + b] &= ~bit;
        }

        /** Gives the cell {@code bit} of band {@code b} to digit {@code d} and clears the digit from its peers. */
        private void claim(int d, int b, int bit) {
            int[] s = stack;
            int pos = Integer.numberOfTrailingZeros(bit);
            int notColumn = ~COLUMN_IN_BAND[pos % 9];
            int own = base + d * 3;
            s[own + b] = (s[own + b] & ~BAND_PEERS[pos]) | bit;
            if (b != 0) {
                s[own] &= notColumn;
            }
            if (b != 1) {
                s[own + 1] &= notColumn;
            }
            if (b != 2) {
                s[own + 2] &= notColumn;
            }
        }

        /** Applies the deductions until none applies; false on a contradiction. */
        private boolean propagate() {
            int[] s = stack;
            int o = base;
            while (true) {
                for (int d = 0; d < 9; d++) {
                    if (!settleDigit(d)) {
                        return false;
                    }
                }
                int found = nakedSingles();
                if (found < 0) {
                    return false;
                }
                if (found == 0 && isSettled()) {
                    return true;
                }
            }
        }

        /**
         * Runs the per-digit deductions on digit {@code d} until its three blocks stop changing: columns against
         * bands in each stack, rows against boxes in each band, then rows and columns left with one cell. Returns
         * false on a contradiction.
         */
        private boolean settleDigit(int d) {
            int[] s = stack;
            int i = base + d * 3;
            int k = d * 3;
            int f0 = s[i];
            int f1 = s[i + 1];
            int f2 = s[i + 2];
            while (f0 != seen[k] || f1 != seen[k + 1] || f2 != seen[k + 2]) {
                // Stacks: each column holds the digit once, in one band, and each box once: columns map to bands.
                int c0 = (f0 | f0 >>> 9 | f0 >>> 18) & 0x1FF;
                int c1 = (f1 | f1 >>> 9 | f1 >>> 18) & 0x1FF;
                int c2 = (f2 | f2 >>> 9 | f2 >>> 18) & 0x1FF;
                int m0 = 0;
                int m1 = 0;
                int m2 = 0;
                for (int shift = 0; shift < 9; shift += 3) {
                    int allowed = SEGMENTS_ALLOWED[(c0 >>> shift & 7) | (c1 >>> shift & 7) << 3
                            | (c2 >>> shift & 7) << 6];
                    if (allowed == 0) {
                        return false;
                    }
                    m0 |= COLUMNS_OF[allowed & 7] << shift;
                    m1 |= COLUMNS_OF[allowed >>> 3 & 7] << shift;
                    m2 |= COLUMNS_OF[allowed >>> 6] << shift;
                }
                // Bands: rows map to boxes.
                f0 &= m0;
                f0 &= BAND_ALLOWED[segments(f0)];
                f1 &= m1;
                f1 &= BAND_ALLOWED[segments(f1)];
                f2 &= m2;
                f2 &= BAND_ALLOWED[segments(f2)];
                if (f0 == 0 || f1 == 0 || f2 == 0) {
                    return false;
                }
                s[i] = f0;
                s[i + 1] = f1;
                s[i + 2] = f2;
                seen[k] = f0;
                seen[k + 1] = f1;
                seen[k + 2] = f2;
                // Columns with one cell left: count each column's cells over the nine rows, bit-parallel.
                int one0 = c(f0, 0) | c(f0, 1) | c(f0, 2);
                int one1 = c(f1, 0) | c(f1, 1) | c(f1, 2);
                int one2 = c(f2, 0) | c(f2, 1) | c(f2, 2);
                int two = pairs(f0) | pairs(f1) | pairs(f2) | (one0 & one1) | (one0 & one2) | (one1 & one2);
                int singleColumns = (one0 | one1 | one2) & ~two;
                int spread = singleColumns | singleColumns << 9 | singleColumns << 18;
                int u = base + UNSOLVED;
                if (!placeSingles(d, 0, (rowSingles(f0) | (f0 & spread)) & s[u])
                        || !placeSingles(d, 1, (rowSingles(f1) | (f1 & spread)) & s[u + 1])
                        || !placeSingles(d, 2, (rowSingles(f2) | (f2 & spread)) & s[u + 2])) {
                    return false;
                }
                f0 = s[i];
                f1 = s[i + 1];
                f2 = s[i + 2];
            }
            return true;
        }

        /** Places digit {@code d} in each cell of {@code singles} in band {@code b}; false if one lost it meanwhile. */
        private boolean placeSingles(int d, int b, int singles) {
            int block = base + d * 3 + b;
            while (singles != 0) {
                int bit = singles & -singles;
                singles ^= bit;
                if ((stack[block] & bit) == 0) {
                    return false; // an earlier single took this cell's place for the digit
                }
                place(d, b, bit);
            }
            return true;
        }

        /** Row {@code r} (0..2) of a band's block, as 9 column bits. */
        private static int c(int f, int r) {
            return f >>> (9 * r) & 0x1FF;
        }

        /** Columns where at least two of the band's rows hold a cell. */
        private static int pairs(int f) {
            int r0 = f & 0x1FF;
            int r1 = f >>> 9 & 0x1FF;
            int r2 = f >>> 18;
            return (r0 & r1) | (r0 & r2) | (r1 & r2);
        }

        /** Which (row, box) segments of a band's block hold cells, as bit row * 3 + box. */
        private static int segments(int f) {
            return ROW_BOXES[f & 0x1FF] | ROW_BOXES[f >>> 9 & 0x1FF] << 3 | ROW_BOXES[f >>> 18] << 6;
        }

        /** True when every block is as last analysed. */
        private boolean isSettled() {
            int[] s = stack;
            int o = base;
            for (int i = 0; i < BLOCKS; i++) {
                if (s[o + i] != seen[i]) {
                    return false;
                }
            }
            return true;
        }

        /** Places every cell that has one candidate left; returns how many, or -1 if a cell has none. */
        private int nakedSingles() {
            int[] s = stack;
            int o = base;
            int placed = 0;
            for (int b = 0; b < 3; b++) {
                int unsolved = s[o + UNSOLVED + b];
                if (unsolved == 0) {
                    continue;
                }
                int one = 0;
                int two = 0;
                for (int d = 0; d < 9; d++) {
                    int x = s[o + d * 3 + b];
                    two |= one & x;
                    one |= x;
                }
                if ((unsolved & ~one) != 0) {
                    return -1;
                }
                int singles = unsolved & ~two;
                while (singles != 0) {
                    int bit = singles & -singles;
                    singles ^= bit;
                    int d = 0;
                    while (d < 9 && (s[o + d * 3 + b] & bit) == 0) {
                        d++;
                    }
                    if (d == 9) {
                        return -1; // a single placed just before took this cell's last digit
                    }
                    place(d, b, bit);
                    placed++;
                }
            }
            return placed;
        }

        /** Propagates, then guesses while cells remain; true means the search must stop. */
        private boolean guessFrom() {
            if (!propagate()) {
                return false;
            }
            int[] s = stack;
            int o = base;
            int band = -1;
            int cell = 0;
            for (int b = 0; b < 3 && band < 0; b++) {
                int unsolved = s[o + UNSOLVED + b];
                if (unsolved == 0) {
                    continue;
                }
                int one = 0;
                int two = 0;
                int three = 0;
                for (int d = 0; d < 9; d++) {
                    int x = s[o + d * 3 + b];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                int pairs = unsolved & two & ~three;
                if (pairs != 0) {
                    band = b;
                    cell = pairs & -pairs;
                }
            }
            if (band < 0) {
                if ((s[o + UNSOLVED] | s[o + UNSOLVED + 1] | s[o + UNSOLVED + 2]) == 0) {
                    return search.solutionFound(solutionCells());
                }
                int pick = fewestCandidates();
                band = pick / 27;
                cell = 1 << (pick % 27);
            }
            int digits = 0;
            for (int d = 0; d < 9; d++) {
                if ((s[o + d * 3 + band] & cell) != 0) {
                    digits |= 1 << d;
                }
            }
            while (true) {
                int d = Integer.numberOfTrailingZeros(digits);
                digits &= digits - 1;
                if (!search.enterNode()) {
                    return true;
                }
                if (digits == 0) {
                    place(d, band, cell); // the last choice needs no copy to come back to
                    return guessFrom();
                }
                System.arraycopy(s, o, s, o + STATE, STATE);
                base = o + STATE;
                place(d, band, cell);
                if (guessFrom()) {
                    return true;
                }
                base = o;
                System.arraycopy(s, o, seen, 0, BLOCKS); // the saved state was settled: seen equals it
                search.backtrack();
            }
        }

        /** The unsolved cell (as band * 27 + position) with the fewest candidates; used when no cell has two. */
        private int fewestCandidates() {
            int[] s = stack;
            int o = base;
            int best = -1;
            int bestCount = 10;
            for (int b = 0; b < 3; b++) {
                int unsolved = s[o + UNSOLVED + b];
                while (unsolved != 0) {
                    int bit = unsolved & -unsolved;
                    unsolved ^= bit;
                    int count = 0;
                    for (int d = 0; d < 9; d++) {
                        if ((s[o + d * 3 + b] & bit) != 0) {
                            count++;
                        }
                    }
                    if (count < bestCount) {
                        bestCount = count;
                        best = b * 27 + Integer.numberOfTrailingZeros(bit);
                    }
                }
            }
            return best;
        }

        private int[] solutionCells() {
            int[] s = stack;
            int o = base;
            for (int d = 0; d < 9; d++) {
                for (int b = 0; b < 3; b++) {
                    int bits = s[o + d * 3 + b];
                    while (bits != 0) {
                        int bit = bits & -bits;
                        bits ^= bit;
                        solution[b * 27 + Integer.numberOfTrailingZeros(bit)] = d + 1;
                    }
                }
            }
            return solution;
        }

        /** The cells of rows that hold exactly one candidate. */
        private static int rowSingles(int f) {
            int r0 = f & 0x1FF;
            int r1 = f & (0x1FF << 9);
            int r2 = f & (0x1FF << 18);
            int singles = 0;
            if ((r0 & (r0 - 1)) == 0) {
                singles |= r0;
            }
            if ((r1 & (r1 - 1)) == 0) {
                singles |= r1;
            }
            if ((r2 & (r2 - 1)) == 0) {
                singles |= r2;
            }
            return singles;
        }
    }
}
