package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.FIRST_BOX;
import static io.github.sudokusolver.logic.House.FIRST_COLUMN;
import static io.github.sudokusolver.logic.House.GRID;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Chains of three to six strong links of one digit, found and rated as Sukaku Explainer's "strong links": each
 * strong link is the digit's only two places in a house, each joined to the next by a weak link (its end sees the
 * next one's start), no cell used twice. One of the chain's two ends holds the digit, so every other cell seeing both
 * loses it. The rating is a base by the number of links plus a bonus read from the kinds of house of the strong links.
 */
final class StrongLinkChains {

    static final int MIN_LINKS = 3;
    static final int MAX_LINKS = 6;
    /** Sukaku Explainer's base rating in tenths, by number of strong links (two is the skyscraper, found elsewhere). */
    private static final int[] BASE_TENTHS = {0, 0, 40, 54, 58, 62, 66};
    /** The kinds of house a strong link can lie in, as bits of a mask. */
    private static final int ROW = 1;
    private static final int COLUMN = 2;
    private static final int BOX = 4;
    /** At most one strong link per house and digit, each in two directions. */
    private static final int MAX_ENDS = 2 * 3 * DIGITS;
    /** Each cell's peers as a bit set over the cells, in two words: cells 0-63, then 64-80. */
    private static final long[] PEERS_LOW = new long[CELLS];
    private static final long[] PEERS_HIGH = new long[CELLS];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            for (int peer : GRID.peersOf(cell)) {
                if (peer < Long.SIZE) {
                    PEERS_LOW[cell] |= 1L << peer;
                } else {
                    PEERS_HIGH[cell] |= 1L << peer - Long.SIZE;
                }
            }
        }
    }

    private StrongLinkChains() {
    }

    /** The lowest-rated chain that eliminates something (fewer links first, then first found), or null. */
    static Step find(short[] marks, Budget budget) {
        Search search = new Search(marks, budget);
        for (int links = MIN_LINKS; links <= MAX_LINKS; links++) {
            Step step = search.best(links);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /**
     * Sukaku Explainer's bonus in tenths for the kinds of house the strong links lie in: none when they are all lines
     * of one direction, two when boxes and both kinds of line appear, else one.
     */
    static int variantTenths(int kinds) {
        if (kinds == ROW || kinds == COLUMN) {
            return 0;
        }
        return kinds == (ROW | COLUMN | BOX) ? 2 : 1;
    }

    /** The least bonus a chain can still get once its links so far lie in {@code kinds}: kinds are only added. */
    private static int leastVariantTenths(int kinds) {
        return kinds == 0 ? 0 : variantTenths(kinds);
    }

    private static int kindOf(int house) {
        return house < FIRST_COLUMN ? ROW : house < FIRST_BOX ? COLUMN : BOX;
    }

    /**
     * One call's search. The strong links of every digit are read once; a directed link ("end" {@code e}) runs from
     * {@code from[e]} to {@code to[e]}, and {@code e ^ 1} is the same link the other way. {@code follows[e]} has bit
     * {@code f} set when link {@code f} may come next: the two share no cell and {@code to[e]} sees {@code from[f]}.
     */
    private static final class Search {

        private final short[] marks;
        private final Budget budget;
        private final int[][] from = new int[DIGITS][MAX_ENDS];
        private final int[][] to = new int[DIGITS][MAX_ENDS];
        private final int[][] house = new int[DIGITS][MAX_ENDS];
        private final long[][] follows = new long[DIGITS][MAX_ENDS];
        private final int[] ends = new int[DIGITS];
        /** The cells holding each digit, in the two words of {@link #PEERS_LOW} and {@link #PEERS_HIGH}. */
        private final long[] holdersLow = new long[DIGITS];
        private final long[] holdersHigh = new long[DIGITS];
        /**
         * For the chain's first link, the links that may end it: those whose end sees some cell that holds the digit
         * and sees the chain's start. A chain can eliminate only if it ends with one of them.
         */
        private long lastLinks;
        /** The chain being built, as directed links, and the cells it uses. */
        private final int[] chain = new int[MAX_LINKS];
        private final boolean[] used = new boolean[CELLS];
        /** The best chain of the current length so far, and its rating in tenths. */
        private final int[] bestChain = new int[MAX_LINKS];
        private int bestTenths;
        private int bestDigit;
        private int links;
        private int digit;

        Search(short[] marks, Budget budget) {
            this.marks = marks;
            this.budget = budget;
            for (int d = 0; d < DIGITS; d++) {
                readLinks(d);
            }
        }

        /**
         * The strong links of digit {@code d + 1}. A box whose two places share a line is left out, as Sukaku
         * Explainer leaves it out: that pair is the line's strong link when it is one.
         */
        private void readLinks(int d) {
            int bit = 1 << d;
            for (int cell = 0; cell < CELLS; cell++) {
                if ((Singles.openDigits(marks, cell) & bit) != 0) {
                    if (cell < Long.SIZE) {
                        holdersLow[d] |= 1L << cell;
                    } else {
                        holdersHigh[d] |= 1L << cell - Long.SIZE;
                    }
                }
            }
            int count = 0;
            for (int h = 0; h < GRID.regionCount(); h++) {
                int places = Singles.places(marks, h, bit);
                if (Integer.bitCount(places) != 2) {
                    continue;
                }
                int[] cells = GRID.cellsOf(h);
                int a = cells[Integer.numberOfTrailingZeros(places)];
                int b = cells[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places)];
                if (h >= FIRST_BOX && (GRID.rowOf(a) == GRID.rowOf(b) || GRID.columnOf(a) == GRID.columnOf(b))) {
                    continue;
                }
                from[d][count] = a;
                to[d][count] = b;
                from[d][count + 1] = b;
                to[d][count + 1] = a;
                house[d][count] = h;
                house[d][count + 1] = h;
                count += 2;
            }
            ends[d] = count;
            for (int e = 0; e < count; e++) {
                long next = 0;
                for (int f = 0; f < count; f++) {
                    if ((f >> 1) != (e >> 1) && disjoint(d, e, f) && GRID.sees(to[d][e], from[d][f])) {
                        next |= 1L << f;
                    }
                }
                follows[d][e] = next;
            }
        }

        private boolean disjoint(int d, int e, int f) {
            return from[d][e] != from[d][f] && from[d][e] != to[d][f] && to[d][e] != from[d][f]
                    && to[d][e] != to[d][f];
        }

        /** The lowest-rated chain of {@code length} strong links that eliminates something, or null. */
        Step best(int length) {
            links = length;
            bestTenths = Integer.MAX_VALUE;
            for (digit = 0; digit < DIGITS && bestTenths > BASE_TENTHS[links]; digit++) {
                for (int e = 0; e < ends[digit] && bestTenths > BASE_TENTHS[links]; e++) {
                    budget.spend();
                    lastLinks = linksEndingNear(from[digit][e]);
                    chain[0] = e;
                    use(e, true);
                    extend(1, kindOf(house[digit][e]));
                    use(e, false);
                }
            }
            return bestTenths == Integer.MAX_VALUE ? null : build();
        }

        private long linksEndingNear(int start) {
            long targetsLow = PEERS_LOW[start] & holdersLow[digit];
            long targetsHigh = PEERS_HIGH[start] & holdersHigh[digit];
            long near = 0;
            for (int f = 0; f < ends[digit]; f++) {
                int end = to[digit][f];
                if ((PEERS_LOW[end] & targetsLow) != 0 || (PEERS_HIGH[end] & targetsHigh) != 0) {
                    near |= 1L << f;
                }
            }
            return near;
        }

        private void use(int e, boolean on) {
            used[from[digit][e]] = on;
            used[to[digit][e]] = on;
        }

        /** Adds links from position {@code depth} on; {@code kinds} holds the kinds of house used so far. */
        private void extend(int depth, int kinds) {
            if (BASE_TENTHS[links] + leastVariantTenths(kinds) >= bestTenths) {
                return; // cannot beat the best chain: ties keep the one found first
            }
            if (depth == links) {
                complete(kinds);
                return;
            }
            long next = follows[digit][chain[depth - 1]];
            if (depth == links - 1) {
                next &= lastLinks;
            }
            for (; next != 0; next &= next - 1) {
                int f = Long.numberOfTrailingZeros(next);
                if (used[from[digit][f]] || used[to[digit][f]]
                        || depth == links - 2 && (follows[digit][f] & lastLinks) == 0) {
                    continue;
                }
                chain[depth] = f;
                use(f, true);
                extend(depth + 1, kinds | kindOf(house[digit][f]));
                use(f, false);
            }
        }

        /** A whole chain: kept when it eliminates something. Each chain is met both ways; one way is tried. */
        private void complete(int kinds) {
            int start = from[digit][chain[0]];
            int end = to[digit][chain[links - 1]];
            if (start > end || !eliminates(start, end)) {
                return;
            }
            bestTenths = BASE_TENTHS[links] + variantTenths(kinds);
            bestDigit = digit;
            System.arraycopy(chain, 0, bestChain, 0, links);
        }

        private boolean eliminates(int start, int end) {
            int bit = 1 << digit;
            for (int cell : GRID.peersOf(start)) {
                if (!used[cell] && (Singles.openDigits(marks, cell) & bit) != 0 && GRID.sees(cell, end)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The best chain as a step: its strong links' houses in chain order, its links from one end to the other,
         * and the digit out of every other cell seeing both ends.
         */
        private Step build() {
            int d = bestDigit;
            int value = d + 1;
            StepBuilder step = new StepBuilder(Technique.STRONG_LINKS).difficulty(bestTenths / 10.0).digit(value);
            boolean[] onChain = new boolean[CELLS];
            for (int i = 0; i < links; i++) {
                int e = bestChain[i];
                step.house(house[d][e]).cell(from[d][e]).cell(to[d][e]);
                onChain[from[d][e]] = true;
                onChain[to[d][e]] = true;
                if (i > 0) {
                    step.weakLink(to[d][bestChain[i - 1]], value, from[d][e], value);
                }
                step.strongLink(from[d][e], value, to[d][e], value);
            }
            int start = from[d][bestChain[0]];
            int end = to[d][bestChain[links - 1]];
            for (int cell = 0; cell < CELLS; cell++) {
                if (!onChain[cell] && (Singles.openDigits(marks, cell) & 1 << d) != 0 && GRID.sees(cell, start)
                        && GRID.sees(cell, end)) {
                    step.eliminate(cell, value);
                }
            }
            return step.build();
        }
    }
}
