package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * Aligned triple exclusion, as Sudoku Explainer searches it: three base cells, each with two candidates or more, one
 * of them with at most three seeing another; at least two excluders, cells with two or three candidates that see all
 * three base cells. Every combination of the base cells' values is tested ({@link AlignedPairs.Exclusion}): it is
 * impossible when two base cells that share a house take one value, or when it covers an excluder's candidates. A
 * value that no possible combination uses is eliminated. The base cells need not see each other: an excluder proves
 * what it proves either way.
 *
 * <p>One implementation over a {@link Grid}, sound on every layout for the reason {@link AlignedPairs} gives; the
 * classic grid's finder runs it on {@link Grid#CLASSIC}. Sets of cells are bit sets
 * of {@code long} words, as many as the grid's cells need. Off past nine digits ({@link #MAX_DIGITS}).
 */
final class AlignedTriples {

    /**
     * Off on grids of more digits: the pairs of base cells grow with the square of the cells, and on the shared
     * sample's 16x16 puzzles the finder took 9% of an explanation's time and never fired (measured 2026-11-26).
     */
    private static final int MAX_DIGITS = 9;

    private AlignedTriples() {
    }

    /** The first aligned triple exclusion in reading order of its base cells; one budget node per combination. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.size > MAX_DIGITS) {
            return null;
        }
        int words = (grid.cells + Long.SIZE - 1) / Long.SIZE;
        long[][] peers = grid.peerSets();
        long[] bases = new long[words];
        long[] small = new long[words];
        for (int cell = 0; cell < grid.cells; cell++) {
            int count = Integer.bitCount(openDigits(grid, marks, cell));
            bases[cell >> 6] |= count >= 2 ? 1L << cell : 0;
            small[cell >> 6] |= count == 2 || count == 3 ? 1L << cell : 0;
        }
        AlignedPairs.Exclusion exclusion = new AlignedPairs.Exclusion(grid, marks, budget);
        long[] seeingBoth = new long[words];
        long[] thirds = new long[words];
        long[] once = new long[words];
        for (int a = next(bases, 0); a >= 0; a = next(bases, a + 1)) {
            for (int b = next(bases, a + 1); b >= 0; b = next(bases, b + 1)) {
                int excluders = 0;
                for (int w = 0; w < words; w++) {
                    seeingBoth[w] = peers[a][w] & peers[b][w] & small[w];
                    excluders += Long.bitCount(seeingBoth[w]);
                }
                if (excluders < 2) {
                    continue; // the excluders of a triple see the pair too
                }
                thirdCells(peers, seeingBoth, bases, thirds, once);
                for (int c = next(thirds, b + 1); c >= 0; c = next(thirds, c + 1)) {
                    if (!isShaped(grid, marks, a, b, c)) {
                        continue;
                    }
                    exclusion.start(a, b, c);
                    for (int e = next(seeingBoth, 0); e >= 0; e = next(seeingBoth, e + 1)) {
                        if (grid.sees(e, c)) {
                            exclusion.excluder(e);
                        }
                    }
                    if (exclusion.excluderCount() >= 2 && exclusion.excludesSomething()) {
                        return exclusion.step(Technique.ALIGNED_TRIPLE_EXCLUSION);
                    }
                }
            }
        }
        return null;
    }

    /**
     * The base cells that see two of the excluders of a pair or more: the third cells worth trying ({@code once}:
     * work space, the cells seeing one excluder so far).
     */
    private static void thirdCells(long[][] peers, long[] excluders, long[] bases, long[] thirds, long[] once) {
        Arrays.fill(thirds, 0);
        Arrays.fill(once, 0);
        for (int e = next(excluders, 0); e >= 0; e = next(excluders, e + 1)) {
            for (int w = 0; w < thirds.length; w++) {
                thirds[w] |= once[w] & peers[e][w];
                once[w] |= peers[e][w];
            }
        }
        for (int w = 0; w < thirds.length; w++) {
            thirds[w] &= bases[w];
        }
    }

    /** The first cell at or after {@code from} in a bit set of words, or -1. */
    private static int next(long[] set, int from) {
        for (int w = from >> 6; w < set.length; w++) {
            long word = w == from >> 6 ? set[w] & -1L << from : set[w];
            if (word != 0) {
                return w * Long.SIZE + Long.numberOfTrailingZeros(word);
            }
        }
        return -1;
    }

    /**
     * Sudoku Explainer's shape: it takes any two base cells, then a third with at most three candidates that sees one
     * of them; so some cell of the triple has at most three candidates and sees another.
     */
    private static boolean isShaped(Grid grid, int[] marks, int a, int b, int c) {
        return small(grid, marks, a) && (grid.sees(a, b) || grid.sees(a, c))
                || small(grid, marks, b) && (grid.sees(b, a) || grid.sees(b, c))
                || small(grid, marks, c) && (grid.sees(c, a) || grid.sees(c, b));
    }

    private static boolean small(Grid grid, int[] marks, int cell) {
        return Integer.bitCount(openDigits(grid, marks, cell)) <= 3;
    }
}
