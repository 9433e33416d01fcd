package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * Constraint propagation on per-digit band bitboards, guessing only when propagation stalls.
 *
 * <h2>Bit layout</h2>
 * The grid is cut into three bands of three rows. For each digit and band, one int (a <em>block</em>) marks the
 * cells of the band where the digit may still stand; a placed digit keeps its bit, so in a solved grid every block
 * holds exactly three bits, one per row and one per box.
 * <pre>
 *   bit = 9 * rowInBand + column                 a triad is the three cells of one row inside one box;
 *                                                row triad = 3 * rowInBand + box:
 *   column   0  1  2    3  4  5    6  7  8
 *   row 0    0  1  2 |  3  4  5 |  6  7  8       row 0   0 | 1 | 2
 *   row 1    9 10 11 | 12 13 14 | 15 16 17       row 1   3 | 4 | 5
 *   row 2   18 19 20 | 21 22 23 | 24 25 26       row 2   6 | 7 | 8
 *            box 0      box 1      box 2
 * </pre>
 * Column triads are the same idea turned: the three cells of one column inside one box. In a stack (three columns
 * of boxes) they are numbered {@code 3 * band + columnInStack}.
 *
 * <p>One search state (a <em>frame</em>) is 49 ints. A guess copies the frame (196 bytes) to the next slot of a
 * stack, so taking the guess back is moving an offset.
 * <pre>
 *   index    0 .. 26       block(digit, band) = 3 * digit + band: the blocks
 *            27 .. 29      UNPLACED + band: the band's cells not yet placed (27 bits, as a block)
 *            30 .. 38      ROW_TRIADS + digit: the digit's row triads, band b's nine bits at 9 * b
 *            39 .. 47      COLUMN_TRIADS + digit: its column triads, stack s's nine bits at 9 * s
 *            48            TRIADS_DUE: bands (bits 0-2) and stacks (bits 3-5) where the triad rule is due
 * </pre>
 * The triads are read off a digit's blocks when the triad rule's turn comes, for the digits analysed since the last
 * turn only (once per turn costs less than once per analysis: there are eight to fourteen analyses per turn, and a
 * propagation that completes the grid takes no turn); the rule and the guess read them there, and they travel with
 * the frame, so taking a guess back restores them too.
 *
 * <h2>Propagation</h2>
 * {@link Run#propagate} repeats three layers until none changes anything, each tried only when the ones before it
 * are exhausted:
 * <ol>
 *   <li><b>Digit analysis</b> ({@link Run#analyseDigit}), for each digit whose blocks changed since it was last
 *       analysed: the digit fills each row of a band once and each of the band's boxes once, so the band's rows map
 *       one-to-one to its boxes; likewise each stack's columns to its boxes. One table lookup per band and per stack
 *       keeps only the triads that some such mapping uses, which is box-line locked candidates in both directions
 *       and hidden singles in boxes; the two are repeated while the bands' narrowing takes a column away, so a digit
 *       leaves its analysis settled. Rows and columns left with one cell are placed (hidden singles in lines).</li>
 *   <li><b>Naked singles</b> ({@link Run#nakedSingles}): bit-parallel counting over the nine digits finds each
 *       band's cells with one candidate left, and cells with none (a contradiction).</li>
 *   <li><b>Triads</b> ({@link Run#triads}): the three cells of a triad hold three different digits. A digit must
 *       go in a triad when it is its only triad left in its line or in its box; when three digits must go in one
 *       triad, every other digit leaves it, and four are a contradiction. Checked for the row triads of each band
 *       and the column triads of each stack where some digit's triads changed since the rule last ran there.</li>
 * </ol>
 * Placing a digit ({@link Run#place}) removes the cell from every other digit's blocks and the digit from the cell's
 * row, column and box. Each layer signals a contradiction (a block left empty, a cell without candidates, four
 * digits bound to one triad) by returning false (the triad rule, which also says whether it narrowed anything, by
 * returning -1); that is the only failure convention in this class.
 *
 * <h2>Guessing</h2>
 * On a stall, {@link Run#triadGuess} picks, as tdoku does, the band or stack whose digits have the fewest line-to-box
 * mappings left in total, and in it the digit with the fewest mappings above one. The guess is binary: the digit
 * stands in a triad of its first mapping, or it does not. Both branches cut the digit's mappings, and the triad rule
 * keeps later guesses from binding more than three digits to one triad. When every digit's mapping is fixed, the
 * search guesses on a cell with two candidates (the fewest otherwise). A branch's last alternative needs no copy.
 *
 * <p>Following one guess: {@link Run#branchOnTriad} copies the frame and narrows the digit's blocks to the triad's
 * row and box; {@link Run#explore} calls {@code propagate}, whose digit analysis notices the digit's changed blocks
 * and re-derives its mappings, placing what became single; each placement changes other digits' blocks, which the
 * next sweep analyses; naked singles run after each sweep; once the sweep finds nothing the analysed digits' triads
 * are read again, the bands and stacks where they changed become due, and the triad rule runs on those; a
 * contradiction returns to {@code branchOnTriad}, which restores the saved frame and takes the digit out of the triad
 * instead. On a stall the next guess is read off the frame's triads.
 *
 * <h2>Per-thread state</h2>
 * Each thread keeps one {@link Run} in a {@code ThreadLocal}: a stack of 32 frames to start with (6.3 KB, doubled
 * when a search goes deeper, which the benchmark sets never do) and three small arrays, about 6.8 KB in all.
 *
 * <h2>Sources</h2>
 * The band bitboards and the row-to-box mapping table follow JCZSolve (zhouyundong's design, also behind
 * Emerentius's Rust {@code sudoku} crate); branching on a digit's mapping within a band or stack and the triad rule
 * follow Tom Dillon's tdoku, which keeps the same triads in SIMD registers. This class is an independent
 * implementation of those ideas for plain Java ints.
 *
 * <p>On a puzzle with several solutions the answer is not the lexicographically smallest, but it is the same on
 * every call with the same input. Statistics count each branch taken as a node (both sides of a two-way guess) and
 * each abandoned branch as a backtrack.
 */
public final class BitboardEngine extends Engine {

    /** The one instance. */
    public static final BitboardEngine INSTANCE = new BitboardEngine();

    private static final int DIGITS = 9;
    private static final int CELLS = DIGITS * DIGITS;
    private static final int BANDS = 3;
    /** The 9 bits of one row of a block: column bits. Also the nine triads of a band or stack. */
    private static final int ROW_MASK = (1 << 9) - 1;
    /** All 27 cells of a band. */
    private static final int BAND_MASK = (1 << 27) - 1;
    /** The 27 blocks of a frame, at {@code block(digit, band)}. */
    private static final int BLOCKS = DIGITS * BANDS;
    /** Where a frame keeps the unplaced cells of band 0 (then bands 1 and 2), after the blocks. */
    static final int UNPLACED = BLOCKS;
    /**
     * Where a frame keeps digit 0's row triads (then digits 1..8), as its last analysis left them: 27 bits, band b's
     * nine at {@code 9 * b}.
     */
    static final int ROW_TRIADS = UNPLACED + BANDS;
    /** Likewise each digit's column triads: stack s's nine (band * 3 + column in the stack) at {@code 9 * s}. */
    static final int COLUMN_TRIADS = ROW_TRIADS + DIGITS;
    /**
     * Where a frame keeps the lines due for the triad rule: bit b for band b's row triads, bit 3 + s for stack s's
     * column triads; set when a digit's triads there change, cleared when the rule has run there.
     */
    static final int TRIADS_DUE = COLUMN_TRIADS + DIGITS;
    /** Ints per search state: 27 blocks, 3 unplaced-cell masks, 9 + 9 digits' triads, the lines due. */
    static final int FRAME = TRIADS_DUE + 1;
    /** Frames a thread's stack starts with; it doubles when a search goes deeper. */
    private static final int INITIAL_FRAMES = 32;

    /** For a cell of a band (0..26), the other cells of the band in the same row or box. */
    private static final int[] BAND_PEERS = new int[27];
    /** For 9 column bits of one row, which of its three triads (boxes) hold any: 3 bits. */
    private static final int[] BOXES_OF_ROW = new int[512];
    /**
     * For a digit's triads in a band or stack (9 bits, line * 3 + box), the triads that some one-to-one mapping of
     * the three lines to the three boxes uses; 0 when no mapping fits.
     */
    private static final int[] MAPPED_TRIADS = new int[512];
    /** {@link #MAPPED_TRIADS} for the rows of a band, spread to the cells of those triads. */
    private static final int[] MAPPED_CELLS = new int[512];
    /** For a set of row triads, their cells in a band. */
    private static final int[] TRIAD_CELLS = new int[512];
    /**
     * For a digit's triads (9 bits, 3 lines of 3), those it must occupy: the only one left in its line, or the only
     * one left in its box. Row and column triads are numbered alike (line * 3 + box and box * 3 + line are both
     * "group * 3 + position" with one-to-one groups and positions), so one table serves both.
     */
    private static final int[] FORCED_TRIADS = new int[512];
    /** For a digit's triads, how many one-to-one line-to-box mappings they allow: 0..6. */
    private static final int[] MAPPINGS = new int[512];
    /** For a digit's triads, the triads of the first mapping they allow that not every allowed mapping uses. */
    private static final int[] SPLITTING_TRIADS = new int[512];

    static {
        for (int pos = 0; pos < 27; pos++) {
            int peers = 0;
            for (int other = 0; other < 27; other++) {
                if (other != pos && (other / 9 == pos / 9 || other % 9 / 3 == pos % 9 / 3)) {
                    peers |= 1 << other;
                }
            }
            BAND_PEERS[pos] = peers;
        }
        for (int row = 0; row < 512; row++) {
            BOXES_OF_ROW[row] = ((row & 0x7) != 0 ? 1 : 0) | ((row & 0x38) != 0 ? 2 : 0) | ((row & 0x1C0) != 0 ? 4 : 0);
        }
        int[][] boxOfLine = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int triads = 0; triads < 512; triads++) {
            int mapped = 0;
            int common = ROW_MASK;
            int first = 0;
            int count = 0;
            for (int[] mapping : boxOfLine) {
                int used = 1 << mapping[0] | 1 << (3 + mapping[1]) | 1 << (6 + mapping[2]);
                if ((triads & used) == used) {
                    mapped |= used;
                    common &= used;
                    first = count == 0 ? used : first;
                    count++;
                }
            }
            MAPPED_TRIADS[triads] = mapped;
            MAPPED_CELLS[triads] = cellsOf(mapped);
            TRIAD_CELLS[triads] = cellsOf(triads);
            MAPPINGS[triads] = count;
            SPLITTING_TRIADS[triads] = first & ~common;
            int forced = 0;
            for (int triad = 0; triad < 9; triad++) {
                int line = triad / 3;
                int box = triad % 3;
                boolean onlyInLine = (triads >>> (3 * line) & 7) == 1 << box;
                boolean onlyInBox = (triads & 0x49 << box) == 1 << triad;
                if (onlyInLine || onlyInBox) {
                    forced |= 1 << triad;
                }
            }
            FORCED_TRIADS[triads] = forced;
        }
    }

    /** The cells of a band in a set of row triads. */
    private static int cellsOf(int rowTriads) {
        int cells = 0;
        for (int triad = 0; triad < 9; triad++) {
            if ((rowTriads & 1 << triad) != 0) {
                cells |= 0x7 << (triad / 3 * 9 + triad % 3 * 3);
            }
        }
        return cells;
    }

    /** Where the block of {@code digit} (0-based) in {@code band} sits in a frame; also indexes per-block arrays. */
    private static int block(int digit, int band) {
        return digit * BANDS + band;
    }

    /** Row {@code row} (0..2) of a block, as 9 column bits. */
    private static int rowOf(int block, int row) {
        return block >>> (9 * row) & ROW_MASK;
    }

    /** The columns (9 bits) where a block has any cell. */
    private static int columnsOf(int block) {
        return (block | block >>> 9 | block >>> 18) & ROW_MASK;
    }

    /** The cells of a band in the given columns (9 bits): the columns repeated in each of its three rows. */
    private static int inEveryRow(int columns) {
        return columns | columns << 9 | columns << 18;
    }

    /** Which row triads (9 bits, row * 3 + box) a block has cells in. */
    private static int rowTriadsOf(int block) {
        return BOXES_OF_ROW[rowOf(block, 0)] | BOXES_OF_ROW[rowOf(block, 1)] << 3 | BOXES_OF_ROW[rowOf(block, 2)] << 6;
    }

    /**
     * The column triads of one stack (9 bits, band * 3 + column within the stack), given the columns (9 bits each)
     * where a digit has cells in each band.
     */
    private static int columnTriadsOf(int columns0, int columns1, int columns2, int stack) {
        int shift = 3 * stack;
        return (columns0 >>> shift & 7) | (columns1 >>> shift & 7) << 3 | (columns2 >>> shift & 7) << 6;
    }

    /** The cells of a block that are alone in their row. */
    private static int rowSingles(int block) {
        int singles = 0;
        for (int row = 0; row < 3; row++) {
            int cells = block & ROW_MASK << (9 * row);
            singles |= (cells & (cells - 1)) == 0 ? cells : 0;
        }
        return singles;
    }

    /** Columns (9 bits) where at least two rows of a block have a cell. */
    private static int columnsWithTwo(int block) {
        int row0 = rowOf(block, 0);
        int row1 = rowOf(block, 1);
        int row2 = rowOf(block, 2);
        return (row0 & row1) | (row0 & row2) | (row1 & row2);
    }

    /** Which of the three 9-bit fields of a 27-bit value are not zero: 3 bits. */
    private static int linesOf(int fields) {
        return ((fields & ROW_MASK) != 0 ? 1 : 0) | ((fields & ROW_MASK << 9) != 0 ? 2 : 0)
                | ((fields & ROW_MASK << 18) != 0 ? 4 : 0);
    }

    /** How many rows of a block have a cell: 0..3. */
    private static int rowsHit(int block) {
        return (rowOf(block, 0) != 0 ? 1 : 0) + (rowOf(block, 1) != 0 ? 1 : 0) + (rowOf(block, 2) != 0 ? 1 : 0);
    }

    /** The cells of a band that share a row or a box with a cell of {@code cells}. */
    private static int housesOf(int cells) {
        int rows = (rowOf(cells, 0) != 0 ? ROW_MASK : 0) | (rowOf(cells, 1) != 0 ? ROW_MASK << 9 : 0)
                | (rowOf(cells, 2) != 0 ? ROW_MASK << 18 : 0);
        int boxes = BOXES_OF_ROW[columnsOf(cells)]; // 3 bits, box 0 lowest
        return rows | inEveryRow((boxes & 1) * 07 | (boxes & 2) * 034 | (boxes & 4) * 0160);
    }

    /** One workspace per thread, reused across calls: the search allocates nothing once it is warm. */
    private static final ThreadLocal<Run> RUNS = ThreadLocal.withInitial(Run::new);

    private BitboardEngine() {
        super(8); // a branch and its propagation: about 0.8 µs warm
    }

    /** Bitboards are laid out for 9x9; every other grid goes to the general engine. */
    @Override
    public Engine forGeometry(Geometry geometry) {
        return geometry == Geometry.classic() ? this : GeneralEngine.INSTANCE;
    }

    @Override
    public void search(Geometry geometry, int[] grid, Search search) {
        byte[] digits = new byte[CELLS];
        for (int cell = 0; cell < CELLS; cell++) {
            digits[cell] = (byte) grid[cell];
        }
        search(geometry, digits, search);
    }

    /**
     * For tests, the view of a frame: frame 0 once the givens are laid and propagation has settled, before any
     * guess (its layout is drawn in the class comment); null when the givens clash or propagation meets a
     * contradiction.
     */
    static int[] settledFrame(byte[] digits) {
        Run run = new Run();
        run.search = new Search(Search.Bounds.NONE, 1, false, INSTANCE);
        if (!run.layGivens(digits)) {
            return null;
        }
        Arrays.fill(run.seen, -1);
        return run.propagate() ? Arrays.copyOf(run.frames, FRAME) : null;
    }

    /**
     * For tests, what a branch does to a settled frame (a copy of one from {@link #settledFrame}): takes
     * {@code cells} out of the block of {@code digit} in {@code band} and propagates, as {@link Run#branchOnTriad}
     * does with the frame it copied; the settled result, or null on a contradiction.
     */
    static int[] settledAfterRemoving(int[] settled, int digit, int band, int cells) {
        Run run = new Run();
        run.search = new Search(Search.Bounds.NONE, 1, false, INSTANCE);
        System.arraycopy(settled, 0, run.frames, 0, FRAME);
        System.arraycopy(settled, 0, run.seen, 0, BLOCKS);
        run.frames[block(digit, band)] &= ~cells;
        return run.propagate() ? Arrays.copyOf(run.frames, FRAME) : null;
    }

    /** Laying the givens digit by digit shows a clash for the price of a few bit counts. */
    @Override
    public boolean checksGivens() {
        return true;
    }

    /** Reads the givens in place: a solve call allocates nothing here. */
    @Override
    public void search(Geometry geometry, byte[] digits, Search search) {
        Run run = RUNS.get();
        try {
            run.start(digits, search);
        } finally {
            run.search = null;
        }
    }

    /** The mutable state of searches on one thread. */
    private static final class Run {
        /** Frames, one per guess depth; the current one starts at {@link #frame}. */
        private int[] frames = new int[FRAME * INITIAL_FRAMES];
        /** Each block as the digit analysis last left it: a block that differs has changed since. */
        private final int[] seen = new int[BLOCKS];
        private final int[] solution = new int[CELLS];
        /** Scratch of {@link #layGivens}: the givens of each digit (and the empty cells) per band. */
        private final int[] givens = new int[BANDS * (DIGITS + 1)];
        private Search search;
        private int frame;
        /**
         * The digits analysed since their triads were last kept in the frame ({@link #recordTriads}); none in a frame
         * saved for a guess, which was settled after the triad rule's turn.
         */
        private int unrecorded;
        /** Set once the search says it has seen enough, or must stop; unwinds every level. */
        private boolean stopped;

        /**
         * Lays the givens into frame 0 and searches; reports a clash among them to the search instead (before any
         * node), which is the whole clash check of a call on this engine.
         */
        void start(byte[] grid, Search search) {
            this.search = search;
            frame = 0;
            stopped = false;
            if (!layGivens(grid)) {
                search.givensClash();
                return;
            }
            Arrays.fill(seen, -1); // never a block's value: every digit is analysed once
            unrecorded = 0;
            explore();
        }

        /**
         * Frame 0 from the givens, nine digit-wide steps instead of one claim per given: a digit may stand where no
         * cell is filled and none of its givens shares the row, column or box, and it keeps its givens. False when
         * two givens of one digit share a row, column or box (the blocks are then not meaningful).
         */
        private boolean layGivens(byte[] grid) {
            int[] given = givens;
            Arrays.fill(given, 0);
            // given[3 * d + band]: the cells of the band holding digit d, so d = 0 collects the empty cells and the
            // givens of digit d sit one block above block(d - 1, band). No branch on the digit.
            for (int band = 0; band < BANDS; band++) {
                int base = band * 27;
                for (int pos = 0; pos < 27; pos++) {
                    given[3 * grid[base + pos] + band] |= 1 << pos;
                }
            }
            int[] s = frames;
            int clash = 0;
            for (int digit = 0; digit < DIGITS; digit++) {
                int g0 = given[block(digit, 0) + BANDS];
                int g1 = given[block(digit, 1) + BANDS];
                int g2 = given[block(digit, 2) + BANDS];
                int columns = columnsOf(g0) | columnsOf(g1) | columnsOf(g2);
                // Without a clash every given has a row, a column and a box of its own: counting each kind of house
                // the givens touch must give the number of givens each time.
                int count = Integer.bitCount(g0) + Integer.bitCount(g1) + Integer.bitCount(g2);
                int rows = rowsHit(g0) + rowsHit(g1) + rowsHit(g2);
                int boxes = Integer.bitCount(BOXES_OF_ROW[columnsOf(g0)])
                        + Integer.bitCount(BOXES_OF_ROW[columnsOf(g1)])
                        + Integer.bitCount(BOXES_OF_ROW[columnsOf(g2)]);
                clash |= (count ^ rows) | (count ^ Integer.bitCount(columns)) | (count ^ boxes);
                int open = ~inEveryRow(columns);
                s[block(digit, 0)] = given[0] & open & ~housesOf(g0) | g0;
                s[block(digit, 1)] = given[1] & open & ~housesOf(g1) | g1;
                s[block(digit, 2)] = given[2] & open & ~housesOf(g2) | g2;
            }
            s[UNPLACED] = given[0];
            s[UNPLACED + 1] = given[1];
            s[UNPLACED + 2] = given[2];
            Arrays.fill(s, ROW_TRIADS, TRIADS_DUE, 0); // every digit is analysed first, which writes them
            s[TRIADS_DUE] = 0x3F;
            return clash == 0;
        }

        /** Puts {@code digit} in the cell {@code bit} of {@code band}: the cell leaves every other digit's block. */
        private void place(int digit, int band, int bit) {
            int[] s = frames;
            for (int other = 0; other < DIGITS; other++) {
                s[frame + block(other, band)] &= ~bit;
            }
            claim(digit, band, bit);
            s[frame + UNPLACED + band] &= ~bit;
        }

        /** Gives the cell {@code bit} of {@code band} to {@code digit}, clearing the digit from its row, box, column. */
        private void claim(int digit, int band, int bit) {
            int[] s = frames;
            int pos = Integer.numberOfTrailingZeros(bit);
            int i = frame + block(digit, 0);
            int notColumn = ~inEveryRow(1 << (pos % 9));
            s[i] &= notColumn;
            s[i + 1] &= notColumn;
            s[i + 2] &= notColumn;
            s[i + band] = (s[i + band] & ~BAND_PEERS[pos]) | bit;
        }

        /** Applies the three layers of deductions until none applies; false on a contradiction. */
        private boolean propagate() {
            int[] s = frames;
            while (true) {
                // One sweep over the changed digits, then the cheap naked-singles scan, which often settles cells
                // sooner than more analyses would.
                for (int digit = 0; digit < DIGITS; digit++) {
                    int i = frame + block(digit, 0);
                    int k = block(digit, 0);
                    if ((s[i] != seen[k] || s[i + 1] != seen[k + 1] || s[i + 2] != seen[k + 2])
                            && !analyseDigit(digit)) {
                        return false;
                    }
                }
                if (!nakedSingles()) {
                    return false;
                }
                if (isSettled()) {
                    int u = frame + UNPLACED;
                    if ((s[u] | s[u + 1] | s[u + 2]) == 0) {
                        return true;
                    }
                    int narrowed = triads();
                    if (narrowed <= 0) {
                        return narrowed == 0;
                    }
                }
            }
        }

        /** True when every block is as the digit analysis last left it. */
        private boolean isSettled() {
            int[] s = frames;
            for (int k = 0; k < BLOCKS; k++) {
                if (s[frame + k] != seen[k]) {
                    return false;
                }
            }
            return true;
        }

        /**
         * The per-digit deductions: columns against boxes in each stack, rows against boxes in each band, repeated
         * while the rows' narrowing takes a column away (which can leave a stack fewer mappings); then rows and
         * columns left with one cell. False on a contradiction.
         */
        private boolean analyseDigit(int digit) {
            int[] s = frames;
            int i = frame + block(digit, 0);
            int band0 = s[i];
            int band1 = s[i + 1];
            int band2 = s[i + 2];
            int columns0 = columnsOf(band0);
            int columns1 = columnsOf(band1);
            int columns2 = columnsOf(band2);
            while (true) {
                // Stacks: in each, the digit's three columns map one-to-one to the stack's three boxes (one per
                // band). Keeping only the mapped triads leaves the same mappings, so this step alone is idempotent.
                int keep0 = 0;
                int keep1 = 0;
                int keep2 = 0;
                for (int stack = 0; stack < 3; stack++) {
                    int mapped = MAPPED_TRIADS[columnTriadsOf(columns0, columns1, columns2, stack)];
                    keep0 |= (mapped & 7) << (3 * stack);
                    keep1 |= (mapped >>> 3 & 7) << (3 * stack);
                    keep2 |= (mapped >>> 6) << (3 * stack);
                }
                band0 &= inEveryRow(keep0);
                band1 &= inEveryRow(keep1);
                band2 &= inEveryRow(keep2);
                int stacked0 = band0;
                int stacked1 = band1;
                int stacked2 = band2;
                // Bands: the rows map one-to-one to the boxes.
                band0 &= MAPPED_CELLS[rowTriadsOf(band0)];
                band1 &= MAPPED_CELLS[rowTriadsOf(band1)];
                band2 &= MAPPED_CELLS[rowTriadsOf(band2)];
                if (band0 == 0 || band1 == 0 || band2 == 0) {
                    return false;
                }
                if (band0 == stacked0 && band1 == stacked1 && band2 == stacked2) {
                    break; // the rows took nothing: the stacks have nothing new to read
                }
                int after0 = columnsOf(band0);
                int after1 = columnsOf(band1);
                int after2 = columnsOf(band2);
                if (after0 == columns0 && after1 == columns1 && after2 == columns2) {
                    break;
                }
                columns0 = after0;
                columns1 = after1;
                columns2 = after2;
            }
            int k = block(digit, 0);
            s[i] = seen[k] = band0;
            s[i + 1] = seen[k + 1] = band1;
            s[i + 2] = seen[k + 2] = band2;
            unrecorded |= 1 << digit; // its triads are read again before the triad rule's next turn
            // Columns with one cell left over the nine rows, counted bit-parallel across the bands.
            int present0 = columnsOf(band0);
            int present1 = columnsOf(band1);
            int present2 = columnsOf(band2);
            int twoOrMore = columnsWithTwo(band0) | columnsWithTwo(band1) | columnsWithTwo(band2)
                    | (present0 & present1) | (present0 & present2) | (present1 & present2);
            int singleColumnCells = inEveryRow((present0 | present1 | present2) & ~twoOrMore);
            int u = frame + UNPLACED;
            return placeSingles(digit, 0, (rowSingles(band0) | (band0 & singleColumnCells)) & s[u])
                    && placeSingles(digit, 1, (rowSingles(band1) | (band1 & singleColumnCells)) & s[u + 1])
                    && placeSingles(digit, 2, (rowSingles(band2) | (band2 & singleColumnCells)) & s[u + 2]);
        }

        /**
         * Keeps a digit's row and column triads (27 bits each, see {@link #ROW_TRIADS}) in the frame, read off its
         * blocks, marking the bands and stacks where they changed as due for the triad rule.
         */
        private void recordTriads(int digit) {
            int[] s = frames;
            int i = frame + block(digit, 0);
            int rowTriads = rowTriadsOf(s[i]) | rowTriadsOf(s[i + 1]) << 9 | rowTriadsOf(s[i + 2]) << 18;
            int columns0 = columnsOf(s[i]);
            int columns1 = columnsOf(s[i + 1]);
            int columns2 = columnsOf(s[i + 2]);
            int columnTriads = columnTriadsOf(columns0, columns1, columns2, 0)
                    | columnTriadsOf(columns0, columns1, columns2, 1) << 9
                    | columnTriadsOf(columns0, columns1, columns2, 2) << 18;
            int r = frame + ROW_TRIADS + digit;
            int c = frame + COLUMN_TRIADS + digit;
            int changedRows = s[r] ^ rowTriads;
            int changedColumns = s[c] ^ columnTriads;
            if ((changedRows | changedColumns) != 0) {
                s[r] = rowTriads;
                s[c] = columnTriads;
                s[frame + TRIADS_DUE] |= linesOf(changedRows) | linesOf(changedColumns) << 3;
            }
        }

        /** Places {@code digit} in each cell of {@code singles} in {@code band}; false if one lost it meanwhile. */
        private boolean placeSingles(int digit, int band, int singles) {
            int i = frame + block(digit, band);
            while (singles != 0) {
                int bit = singles & -singles;
                singles ^= bit;
                if ((frames[i] & bit) == 0) {
                    return false; // an earlier placement took this cell, or the digit's last place in its line
                }
                place(digit, band, bit);
            }
            return true;
        }

        /** Places every cell that has one candidate left; false if a cell has none. */
        private boolean nakedSingles() {
            int[] s = frames;
            for (int band = 0; band < BANDS; band++) {
                int unplaced = s[frame + UNPLACED + band];
                if (unplaced == 0) {
                    continue;
                }
                int one = 0;
                int two = 0;
                for (int digit = 0; digit < DIGITS; digit++) {
                    int cells = s[frame + block(digit, band)];
                    two |= one & cells;
                    one |= cells;
                }
                if ((unplaced & ~one) != 0) {
                    return false;
                }
                int singles = unplaced & ~two;
                while (singles != 0) {
                    int bit = singles & -singles;
                    singles ^= bit;
                    int digit = 0;
                    while (digit < DIGITS && (s[frame + block(digit, band)] & bit) == 0) {
                        digit++;
                    }
                    if (digit == DIGITS) {
                        return false; // a single placed just before took this cell's last digit
                    }
                    place(digit, band, bit);
                }
            }
            return true;
        }

        /**
         * The triad rule on the bands and stacks where some digit's triads changed since the rule last ran there
         * (elsewhere it would find what it found then: nothing, or it would have narrowed a block and made them
         * change). Returns -1 on a contradiction, 1 if it narrowed a block, else 0.
         */
        private int triads() {
            // First the triads of the digits analysed since the rule's last turn, read here once rather than at each
            // analysis: only the rule and the guess, which comes after it, read them.
            for (int pending = unrecorded; pending != 0; pending &= pending - 1) {
                recordTriads(Integer.numberOfTrailingZeros(pending));
            }
            unrecorded = 0;
            int[] s = frames;
            int due = s[frame + TRIADS_DUE];
            s[frame + TRIADS_DUE] = 0;
            // Triads whose three cells are placed are full already: the rule has nothing to take from them.
            int u = frame + UNPLACED;
            int narrowed = 0;
            for (int band = 0; band < 3; band++) {
                if ((due & 1 << band) != 0) {
                    int open = rowTriadsOf(s[u + band]);
                    int result = open == 0 ? 0 : triadRule(ROW_TRIADS, band, open);
                    if (result < 0) {
                        return -1;
                    }
                    narrowed |= result;
                }
            }
            if ((due & 070) == 0) {
                return narrowed;
            }
            int unplacedColumns0 = columnsOf(s[u]);
            int unplacedColumns1 = columnsOf(s[u + 1]);
            int unplacedColumns2 = columnsOf(s[u + 2]);
            for (int stack = 0; stack < 3; stack++) {
                if ((due & 010 << stack) != 0) {
                    int open = columnTriadsOf(unplacedColumns0, unplacedColumns1, unplacedColumns2, stack);
                    int result = open == 0 ? 0 : triadRule(COLUMN_TRIADS, stack, open);
                    if (result < 0) {
                        return -1;
                    }
                    narrowed |= result;
                }
            }
            return narrowed;
        }

        /**
         * The triad rule on the row triads of a band ({@code kind} {@link #ROW_TRIADS}) or the column triads of a
         * stack ({@link #COLUMN_TRIADS}), of which {@code open} have unplaced cells: -1 on a contradiction, 1 if it
         * narrowed a block, else 0.
         */
        private int triadRule(int kind, int line, int open) {
            int[] s = frames;
            int at = frame + kind;
            int shift = 9 * line;
            int once = 0;
            int twice = 0;
            int thrice = 0;
            int more = 0;
            for (int digit = 0; digit < DIGITS; digit++) {
                int forced = FORCED_TRIADS[s[at + digit] >>> shift & ROW_MASK];
                more |= thrice & forced;
                thrice |= twice & forced;
                twice |= once & forced;
                once |= forced;
            }
            if (more != 0) {
                return -1; // four digits forced into one triad
            }
            int full = thrice & open;
            if (full == 0) {
                return 0;
            }
            int narrowed = 0;
            for (int digit = 0; digit < DIGITS; digit++) {
                int triads = s[at + digit] >>> shift & ROW_MASK;
                int leave = triads & full & ~FORCED_TRIADS[triads];
                if (leave == 0) {
                    continue;
                }
                narrowed = 1;
                if (kind == ROW_TRIADS) {
                    s[frame + block(digit, line)] &= ~TRIAD_CELLS[leave];
                    continue;
                }
                for (int band = 0; band < BANDS; band++) {
                    int columns = leave >>> (3 * band) & 7; // column triad bits are band * 3 + column in the stack
                    s[frame + block(digit, band)] &= ~inEveryRow(columns << (3 * line));
                }
            }
            return narrowed;
        }

        /** Propagates, then guesses while cells remain, until the search is exhausted or {@link #stopped}. */
        private void explore() {
            if (!propagate()) {
                return;
            }
            int[] s = frames;
            int u = frame + UNPLACED;
            if ((s[u] | s[u + 1] | s[u + 2]) == 0) {
                stopped = search.solutionFound(search.wantsGrid() ? solutionCells() : null);
                return;
            }
            int guess = triadGuess();
            if (guess >= 0) {
                branchOnTriad(guess);
            } else {
                branchOnCell();
            }
        }

        /**
         * Picks where to guess: the band or stack whose digits have the fewest line-to-box mappings left in total,
         * and in it the digit with the fewest mappings above one, and the first triad that splits that digit's
         * mappings. Returns -1 when every digit's mapping is fixed everywhere, otherwise
         * {@code (isStack ? 1 : 0) | line << 1 | digit << 3 | triad << 7}. Reads the triads kept in this settled frame
         * (see {@link #recordTriads}).
         */
        private int triadGuess() {
            int[] s = frames;
            int rows = frame + ROW_TRIADS;
            int columns = frame + COLUMN_TRIADS;
            int bestTotal = Integer.MAX_VALUE;
            int best = -1;
            for (int line = 0; line < 3; line++) {
                int shift = 9 * line;
                int rowTotal = 0;
                int columnTotal = 0;
                for (int digit = 0; digit < DIGITS; digit++) {
                    rowTotal += MAPPINGS[s[rows + digit] >>> shift & ROW_MASK];
                    columnTotal += MAPPINGS[s[columns + digit] >>> shift & ROW_MASK];
                }
                if (rowTotal > DIGITS && rowTotal < bestTotal) {
                    bestTotal = rowTotal;
                    best = line << 1;
                }
                if (columnTotal > DIGITS && columnTotal < bestTotal) {
                    bestTotal = columnTotal;
                    best = line << 1 | 1;
                }
            }
            if (best < 0) {
                return -1;
            }
            int at = (best & 1) == 0 ? rows : columns;
            int shift = 9 * (best >>> 1);
            int bestDigit = -1;
            int bestTriads = 0;
            int fewest = Integer.MAX_VALUE;
            for (int digit = 0; digit < DIGITS; digit++) {
                int triads = s[at + digit] >>> shift & ROW_MASK;
                int count = MAPPINGS[triads];
                if (count > 1 && count < fewest) {
                    fewest = count;
                    bestDigit = digit;
                    bestTriads = triads;
                }
            }
            int triad = Integer.numberOfTrailingZeros(SPLITTING_TRIADS[bestTriads]);
            return best | bestDigit << 3 | triad << 7;
        }

        /** Tries the digit of a {@link #triadGuess} inside its triad, then (without a copy) outside it. */
        private void branchOnTriad(int guess) {
            int line = guess >>> 1 & 3;
            int digit = guess >>> 3 & 15;
            int triad = guess >>> 7;
            int inside0 = -1;
            int inside1 = -1;
            int inside2 = -1;
            int outside0 = -1;
            int outside1 = -1;
            int outside2 = -1;
            if ((guess & 1) == 0) {
                // Row triad: inside, the digit leaves the rest of the triad's row and box; outside, the triad.
                int triadCells = TRIAD_CELLS[1 << triad];
                int rowAndBox = ROW_MASK << (triad / 3 * 9) | inEveryRow(7 << (triad % 3 * 3));
                int inside = ~(rowAndBox & ~triadCells);
                inside0 = line == 0 ? inside : -1;
                inside1 = line == 1 ? inside : -1;
                inside2 = line == 2 ? inside : -1;
                outside0 = line == 0 ? ~triadCells : -1;
                outside1 = line == 1 ? ~triadCells : -1;
                outside2 = line == 2 ? ~triadCells : -1;
            } else {
                // Column triad: inside, the digit leaves the column in the other bands and the box's other columns in
                // the triad's band; outside, the triad's three cells.
                int band = triad / 3;
                int column = inEveryRow(1 << (3 * line + triad % 3));
                int boxElsewhere = ~(inEveryRow(7 << (3 * line)) & ~column);
                inside0 = band == 0 ? boxElsewhere : ~column;
                inside1 = band == 1 ? boxElsewhere : ~column;
                inside2 = band == 2 ? boxElsewhere : ~column;
                outside0 = band == 0 ? ~column : -1;
                outside1 = band == 1 ? ~column : -1;
                outside2 = band == 2 ? ~column : -1;
            }
            if (!enterBranch(true)) {
                return;
            }
            restrict(digit, inside0, inside1, inside2);
            explore();
            if (stopped) {
                return;
            }
            leaveBranch();
            if (!enterBranch(false)) {
                return;
            }
            restrict(digit, outside0, outside1, outside2);
            explore();
        }

        /** Narrows the blocks of {@code digit} in bands 0, 1 and 2 to the given masks. */
        private void restrict(int digit, int keep0, int keep1, int keep2) {
            int i = frame + block(digit, 0);
            frames[i] &= keep0;
            frames[i + 1] &= keep1;
            frames[i + 2] &= keep2;
        }

        /**
         * Accounts for a branch and, unless it is the last one of its guess, saves the frame by moving to a copy of it
         * one slot up. False (with {@link #stopped} set) when the search must stop instead.
         */
        private boolean enterBranch(boolean keepCopy) {
            if (!search.enterNode()) {
                stopped = true;
                return false;
            }
            if (keepCopy) {
                if (frame + 2 * FRAME > frames.length) {
                    frames = Arrays.copyOf(frames, frames.length * 2);
                }
                System.arraycopy(frames, frame, frames, frame + FRAME, FRAME);
                frame += FRAME;
            }
            return true;
        }

        /** Returns from an abandoned branch to the saved frame, which was settled: it is what the analysis saw. */
        private void leaveBranch() {
            search.backtrack();
            frame -= FRAME;
            System.arraycopy(frames, frame, seen, 0, BLOCKS);
            unrecorded = 0;
        }

        /** Guesses on a cell with two candidates (the fewest when none has two), lower digit first. */
        private void branchOnCell() {
            int cell = twoCandidateCell();
            if (cell < 0) {
                cell = fewestCandidatesCell();
            }
            int band = cell / 27;
            int bit = 1 << (cell % 27);
            int digits = 0;
            for (int digit = 0; digit < DIGITS; digit++) {
                if ((frames[frame + block(digit, band)] & bit) != 0) {
                    digits |= 1 << digit;
                }
            }
            while (digits != 0) {
                int digit = Integer.numberOfTrailingZeros(digits);
                digits &= digits - 1;
                boolean last = digits == 0;
                if (!enterBranch(!last)) {
                    return;
                }
                place(digit, band, bit);
                explore();
                if (last || stopped) {
                    return;
                }
                leaveBranch();
            }
        }

        /** The first unplaced cell (band * 27 + position) with exactly two candidates, or -1. */
        private int twoCandidateCell() {
            int[] s = frames;
            for (int band = 0; band < BANDS; band++) {
                int unplaced = s[frame + UNPLACED + band];
                if (unplaced == 0) {
                    continue;
                }
                int one = 0;
                int two = 0;
                int three = 0;
                for (int digit = 0; digit < DIGITS; digit++) {
                    int cells = s[frame + block(digit, band)];
                    three |= two & cells;
                    two |= one & cells;
                    one |= cells;
                }
                int pairs = unplaced & two & ~three;
                if (pairs != 0) {
                    return band * 27 + Integer.numberOfTrailingZeros(pairs);
                }
            }
            return -1;
        }

        /** The unplaced cell (band * 27 + position) with the fewest candidates. */
        private int fewestCandidatesCell() {
            int[] s = frames;
            int best = -1;
            int bestCount = DIGITS + 1;
            for (int band = 0; band < BANDS; band++) {
                int unplaced = s[frame + UNPLACED + band];
                while (unplaced != 0) {
                    int bit = unplaced & -unplaced;
                    unplaced ^= bit;
                    int count = 0;
                    for (int digit = 0; digit < DIGITS; digit++) {
                        count += (s[frame + block(digit, band)] & bit) != 0 ? 1 : 0;
                    }
                    if (count < bestCount) {
                        bestCount = count;
                        best = band * 27 + Integer.numberOfTrailingZeros(bit);
                    }
                }
            }
            return best;
        }

        private int[] solutionCells() {
            int[] s = frames;
            for (int digit = 0; digit < DIGITS; digit++) {
                for (int band = 0; band < BANDS; band++) {
                    int cells = s[frame + block(digit, band)];
                    while (cells != 0) {
                        int bit = cells & -cells;
                        cells ^= bit;
                        solution[band * 27 + Integer.numberOfTrailingZeros(bit)] = digit + 1;
                    }
                }
            }
            return solution;
        }
    }
}
