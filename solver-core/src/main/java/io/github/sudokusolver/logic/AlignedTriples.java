package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Aligned triple exclusion, as Sudoku Explainer searches it: three base cells, each with two candidates or more, one
 * of them with at most three seeing another; at least two excluders, cells with two or three candidates that see all
 * three base cells. Every combination of the base cells' values is tested ({@link AlignedPairs.Exclusion}): it is
 * impossible when two base cells that share a house take one value, or when it covers an excluder's candidates. A
 * value that no possible combination uses is eliminated. The base cells need not see each other: an excluder proves
 * what it proves either way.
 */
final class AlignedTriples {

    /** Each cell's peers as a set of cell indices: two words of 64 bits. */
    private static final long[][] PEERS = new long[CELLS][2];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            for (int peer : GRID.peersOf(cell)) {
                PEERS[cell][peer >> 6] |= 1L << peer;
            }
        }
    }

    private AlignedTriples() {
    }

    /** The first aligned triple exclusion in reading order of its base cells; one budget node per combination. */
    static Step find(short[] marks, Budget budget) {
        long[] bases = new long[2];
        long[] small = new long[2];
        for (int cell = 0; cell < CELLS; cell++) {
            int count = Integer.bitCount(Singles.openDigits(marks, cell));
            bases[cell >> 6] |= count >= 2 ? 1L << cell : 0;
            small[cell >> 6] |= count == 2 || count == 3 ? 1L << cell : 0;
        }
        AlignedPairs.Exclusion exclusion = new AlignedPairs.Exclusion(marks, budget);
        long[] seeingBoth = new long[2];
        long[] thirds = new long[2];
        for (int a = next(bases, 0); a >= 0; a = next(bases, a + 1)) {
            for (int b = next(bases, a + 1); b >= 0; b = next(bases, b + 1)) {
                for (int w = 0; w < 2; w++) {
                    seeingBoth[w] = PEERS[a][w] & PEERS[b][w] & small[w];
                }
                if (Long.bitCount(seeingBoth[0]) + Long.bitCount(seeingBoth[1]) < 2) {
                    continue; // the excluders of a triple see the pair too
                }
                thirdCells(seeingBoth, bases, thirds);
                for (int c = next(thirds, b + 1); c >= 0; c = next(thirds, c + 1)) {
                    if (!isShaped(marks, a, b, c)) {
                        continue;
                    }
                    exclusion.start(a, b, c);
                    for (int e = next(seeingBoth, 0); e >= 0; e = next(seeingBoth, e + 1)) {
                        if (GRID.sees(e, c)) {
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

    /** The base cells that see two of the excluders of a pair or more: the third cells worth trying. */
    private static void thirdCells(long[] excluders, long[] bases, long[] thirds) {
        long once0 = 0;
        long once1 = 0;
        thirds[0] = 0;
        thirds[1] = 0;
        for (int e = next(excluders, 0); e >= 0; e = next(excluders, e + 1)) {
            thirds[0] |= once0 & PEERS[e][0];
            thirds[1] |= once1 & PEERS[e][1];
            once0 |= PEERS[e][0];
            once1 |= PEERS[e][1];
        }
        thirds[0] &= bases[0];
        thirds[1] &= bases[1];
    }

    /** The first cell at or after {@code from} in a set of two words, or -1. */
    private static int next(long[] set, int from) {
        if (from < Long.SIZE) {
            long low = set[0] & -1L << from;
            if (low != 0) {
                return Long.numberOfTrailingZeros(low);
            }
            from = Long.SIZE;
        }
        long high = from < 2 * Long.SIZE ? set[1] & -1L << (from - Long.SIZE) : 0;
        return high == 0 ? -1 : Long.SIZE + Long.numberOfTrailingZeros(high);
    }

    /**
     * Sudoku Explainer's shape: it takes any two base cells, then a third with at most three candidates that sees one
     * of them; so some cell of the triple has at most three candidates and sees another.
     */
    private static boolean isShaped(short[] marks, int a, int b, int c) {
        return small(marks, a) && (GRID.sees(a, b) || GRID.sees(a, c))
                || small(marks, b) && (GRID.sees(b, a) || GRID.sees(b, c))
                || small(marks, c) && (GRID.sees(c, a) || GRID.sees(c, b));
    }

    private static boolean small(short[] marks, int cell) {
        return Integer.bitCount(Singles.openDigits(marks, cell)) <= 3;
    }
}
