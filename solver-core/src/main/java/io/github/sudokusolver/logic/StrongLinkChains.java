package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.internal.search.Budget;

/**
 * Chains of three to six strong links of one digit, found and rated as Sukaku Explainer's "strong links": each
 * strong link is the digit's only two places in a house, each joined to the next by a weak link (its end sees the
 * next one's start), no cell used twice. One of the chain's two ends holds the digit, so every other cell seeing both
 * loses it. The rating is a base by the number of links plus a bonus read from the kinds of house of the strong links.
 *
 * <p>One implementation over a {@link Grid}: a strong link lies in any region (a row, a column, a box, a jigsaw
 * region, a window, a diagonal: a house of every digit; never a cage, which need not hold the digit), and who sees whom
 * is the layout's; the classic grid's finder runs the same code on
 * {@link Grid#CLASSIC}. The bonus counts a box, jigsaw region or window as a box, and a diagonal as a third direction
 * of line. Directed links and cells are bit sets of as many {@code long} words as the grid needs.
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
    private static final int DIAGONAL = 8;
    private static final int LINES = ROW | COLUMN | DIAGONAL;

    private StrongLinkChains() {
    }

    /** The lowest-rated chain that eliminates something (fewer links first, then first found), or null. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        Search search = new Search(grid, marks, budget);
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
     * of one direction, two when boxes and two directions of line appear, else one.
     */
    static int variantTenths(int kinds) {
        if (kinds == ROW || kinds == COLUMN || kinds == DIAGONAL) {
            return 0;
        }
        return (kinds & BOX) != 0 && Integer.bitCount(kinds & LINES) >= 2 ? 2 : 1;
    }

    /** The least bonus a chain can still get once its links so far lie in {@code kinds}: kinds are only added. */
    private static int leastVariantTenths(int kinds) {
        return kinds == 0 ? 0 : variantTenths(kinds);
    }

    /**
     * One call's search. The strong links of every digit are read once; a directed link ("end" {@code e}) runs from
     * {@code from[e]} to {@code to[e]}, and {@code e ^ 1} is the same link the other way. {@code follows} holds, per
     * end and in {@link #endWords} words, bit {@code f} set when link {@code f} may come next: the two share no cell
     * and {@code to[e]} sees {@code from[f]}.
     */
    private static final class Search {

        private final Grid grid;
        private final int[] marks;
        private final Budget budget;
        private final int maxEnds;
        private final int endWords;
        private final int cellWords;
        private final int[][] from;
        private final int[][] to;
        private final int[][] house;
        private final long[][] follows;
        private final int[] ends;
        /** Each cell's peers, and the cells holding each digit, as cell sets. */
        private final long[][] peers;
        private final long[][] holders;
        /**
         * For the chain's first link, the links that may end it: those whose end sees some cell that holds the digit
         * and sees the chain's start. A chain can eliminate only if it ends with one of them.
         */
        private final long[] lastLinks;
        /** The chain being built, as directed links, and the cells it uses. */
        private final int[] chain = new int[MAX_LINKS];
        private final boolean[] used;
        /** The best chain of the current length so far, and its rating in tenths. */
        private final int[] bestChain = new int[MAX_LINKS];
        private int bestTenths;
        private int bestDigit;
        private int links;
        private int digit;

        Search(Grid grid, int[] marks, Budget budget) {
            this.grid = grid;
            this.marks = marks;
            this.budget = budget;
            this.maxEnds = 2 * grid.houseCount();
            this.endWords = (maxEnds + Long.SIZE - 1) / Long.SIZE;
            this.cellWords = (grid.cells + Long.SIZE - 1) / Long.SIZE;
            from = new int[grid.size][maxEnds];
            to = new int[grid.size][maxEnds];
            house = new int[grid.size][maxEnds];
            follows = new long[grid.size][maxEnds * endWords];
            ends = new int[grid.size];
            lastLinks = new long[endWords];
            used = new boolean[grid.cells];
            peers = grid.peerSets();
            holders = new long[grid.size][cellWords];
            for (int cell = 0; cell < grid.cells; cell++) {
                for (int bits = openDigits(grid, marks, cell); bits != 0; bits &= bits - 1) {
                    holders[Integer.numberOfTrailingZeros(bits)][cell >>> 6] |= 1L << cell;
                }
            }
            for (int d = 0; d < grid.size; d++) {
                readLinks(d);
            }
        }

        private int kindOf(int h) {
            Region unit = grid.kinds[h];
            return unit == Region.ROW ? ROW : unit == Region.COLUMN ? COLUMN
                    : unit == Region.DIAGONAL ? DIAGONAL : BOX;
        }

        /** Whether two cells share a row or a column of the layout. */
        private boolean shareLine(int a, int b) {
            for (int h : grid.housesOf(a)) {
                if ((kindOf(h) & (ROW | COLUMN)) != 0 && grid.geometry.inRegion(b, h)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The strong links of digit {@code d + 1}. A box (or jigsaw region, or window) whose two places share a line
         * is left out, as Sukaku Explainer leaves it out: that pair is the line's strong link when it is one.
         */
        private void readLinks(int d) {
            HousePlaces table = HousePlaces.of(grid, marks);
            int count = 0;
            for (int h = 0; h < grid.houseCount(); h++) {
                int places = table.places(h, d + 1);
                if (Integer.bitCount(places) != 2) {
                    continue;
                }
                int[] cells = grid.cellsOf(h);
                int a = cells[Integer.numberOfTrailingZeros(places)];
                int b = cells[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places)];
                if (kindOf(h) == BOX && shareLine(a, b)) {
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
                for (int f = 0; f < count; f++) {
                    if ((f >> 1) != (e >> 1) && disjoint(d, e, f) && grid.sees(to[d][e], from[d][f])) {
                        follows[d][e * endWords + (f >>> 6)] |= 1L << f;
                    }
                }
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
            for (digit = 0; digit < grid.size && bestTenths > BASE_TENTHS[links]; digit++) {
                for (int e = 0; e < ends[digit] && bestTenths > BASE_TENTHS[links]; e++) {
                    budget.spend();
                    linksEndingNear(from[digit][e]);
                    chain[0] = e;
                    use(e, true);
                    extend(1, kindOf(house[digit][e]));
                    use(e, false);
                }
            }
            return bestTenths == Integer.MAX_VALUE ? null : build();
        }

        /** Sets {@link #lastLinks} for a chain starting at {@code start}. */
        private void linksEndingNear(int start) {
            java.util.Arrays.fill(lastLinks, 0L);
            long[] startPeers = peers[start];
            long[] held = holders[digit];
            for (int f = 0; f < ends[digit]; f++) {
                long[] endPeers = peers[to[digit][f]];
                for (int w = 0; w < cellWords; w++) {
                    if ((endPeers[w] & startPeers[w] & held[w]) != 0) {
                        lastLinks[f >>> 6] |= 1L << f;
                        break;
                    }
                }
            }
        }

        private boolean mayEnd(int f) {
            int at = f * endWords;
            for (int w = 0; w < endWords; w++) {
                if ((follows[digit][at + w] & lastLinks[w]) != 0) {
                    return true;
                }
            }
            return false;
        }

        private void use(int e, boolean on) {
            used[from[digit][e]] = on;
            used[to[digit][e]] = on;
        }

        /** Adds links from position {@code depth} on; {@code kinds} holds the kinds of house used so far. */
        private void extend(int depth, int kinds) {
            budget.spend();
            if (BASE_TENTHS[links] + leastVariantTenths(kinds) >= bestTenths) {
                return; // cannot beat the best chain: ties keep the one found first
            }
            if (depth == links) {
                complete(kinds);
                return;
            }
            int at = chain[depth - 1] * endWords;
            for (int w = 0; w < endWords; w++) {
                long next = follows[digit][at + w];
                if (depth == links - 1) {
                    next &= lastLinks[w];
                }
                for (; next != 0; next &= next - 1) {
                    int f = w * Long.SIZE + Long.numberOfTrailingZeros(next);
                    if (used[from[digit][f]] || used[to[digit][f]] || depth == links - 2 && !mayEnd(f)) {
                        continue;
                    }
                    chain[depth] = f;
                    use(f, true);
                    extend(depth + 1, kinds | kindOf(house[digit][f]));
                    use(f, false);
                }
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
            for (int cell : grid.peersOf(start)) {
                if (!used[cell] && (openDigits(grid, marks, cell) & bit) != 0 && grid.sees(cell, end)) {
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
            StepBuilder step = new StepBuilder(Technique.STRONG_LINKS, grid).difficulty(bestTenths / 10.0)
                    .digit(value);
            boolean[] onChain = new boolean[grid.cells];
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
            for (int cell = 0; cell < grid.cells; cell++) {
                if (!onChain[cell] && (openDigits(grid, marks, cell) & 1 << d) != 0 && grid.sees(cell, start)
                        && grid.sees(cell, end)) {
                    step.eliminate(cell, value);
                }
            }
            return step.build();
        }
    }
}
