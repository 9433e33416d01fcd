package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;

/**
 * Simple colouring and multi-colouring, one digit at a time, over any layout: the digit's conjugate pairs (regions
 * where it has exactly two places: a row, a column, a box, and off the classic grid a diagonal, a window or a jigsaw
 * region too) join cells into clusters, and in each cluster the digit is in all the cells of one colour; two cells
 * see each other as the layout says (on a killer, cage mates too). Each step is the X-chain that proves it, rated as
 * one ({@link Chains#difficulty}) with its nodes counted as the chain engine counts an elimination: the eliminated
 * candidate assumed true, every candidate the chain then passes, and the eliminated candidate false. The classic
 * grid's finders run the same code on {@link Grid#CLASSIC}.
 */
final class Coloring {

    /** The shortest trap in one cluster worth the name: a cluster path of one step is a pointing or claiming. */
    private static final int MIN_TRAP_STEPS = 3;

    private enum Kind { WRAP, TRAP, MULTI }

    /** The best pattern so far: its ends (see {@link Clusters#build}), its difficulty to the tenth, its cells. */
    private record Found(Kind kind, int digit, int tenths, int cells, int[] ends) {

        /**
         * Easier, or as easy with fewer cells. A wrap goes first at equal difficulty: a cell of the false colour is
         * always trapped by a chain of that difficulty and fewer cells, but the wrap settles the whole cluster.
         */
        boolean beats(Found other) {
            if (other == null || tenths != other.tenths) {
                return other == null || tenths < other.tenths;
            }
            if ((kind == Kind.WRAP) != (other.kind == Kind.WRAP)) {
                return kind == Kind.WRAP;
            }
            return cells < other.cells;
        }
    }

    private Coloring() {
    }

    /**
     * Simple colouring: a colour two of whose cells see each other is false (a colour wrap), or a cell seeing both
     * colours cannot hold the digit (a colour trap); the easiest over every digit, or null.
     */
    static Step simple(Grid grid, int[] marks, Budget budget) {
        Clusters clusters = new Clusters(grid, marks);
        Found best = null;
        for (int digit = 1; digit <= grid.size; digit++) {
            budget.spend();
            clusters.analyse(digit);
            best = clusters.simple(best);
        }
        return clusters.build(best);
    }

    /**
     * Multi-colouring: colour A1 of one cluster sees colour A2 of another, so B1 or B2 holds the digit, and a cell
     * seeing both loses it; the easiest over every digit, or null.
     */
    static Step multi(Grid grid, int[] marks, Budget budget) {
        Clusters clusters = new Clusters(grid, marks);
        Found best = null;
        for (int digit = 1; digit <= grid.size; digit++) {
            budget.spend();
            clusters.analyse(digit);
            best = clusters.multi(best);
        }
        return clusters.build(best);
    }

    private static int tenths(Technique technique, int nodes) {
        return (int) Math.round(Chains.difficulty(technique, nodes) * 10);
    }

    /** One digit's clusters, their two colours, and the shortest path between any two cells of a cluster. */
    private static final class Clusters {
        private final Grid grid;
        private final int[] marks;
        private final int cells;
        /** A cell's conjugate pairs: one per region at most. */
        private final int maxLinks;
        private int digit;
        private int bit;
        private final int[] links;
        private final int[] degree;
        private final int[] cluster;
        private final int[] colour;
        /** The cells of each cluster, cluster by cluster; cluster c holds {@code order[start[c]..start[c+1])}. */
        private final int[] order;
        private final int[] start;
        private final boolean[] consistent;
        private int clusterCount;
        /** {@code distance[from * cells + to]}, -1 across clusters; {@code previous} is the cell before {@code to}. */
        private final short[] distance;
        private final short[] previous;
        private final int[] queue;

        Clusters(Grid grid, int[] marks) {
            this.grid = grid;
            this.marks = marks;
            this.cells = grid.cells;
            int most = 0;
            for (int cell = 0; cell < cells; cell++) {
                most = Math.max(most, grid.housesOf(cell).length);
            }
            this.maxLinks = most;
            this.links = new int[cells * most];
            this.degree = new int[cells];
            this.cluster = new int[cells];
            this.colour = new int[cells];
            this.order = new int[cells];
            this.start = new int[cells + 1];
            this.consistent = new boolean[cells];
            this.distance = new short[cells * cells];
            this.previous = new short[cells * cells];
            this.queue = new int[cells];
        }

        void analyse(int digit) {
            this.digit = digit;
            this.bit = 1 << digit - 1;
            Arrays.fill(degree, 0);
            for (int house = 0; house < grid.houseCount(); house++) {
                int places = SinglesAndIntersections.places(grid, marks, house, bit);
                if (Integer.bitCount(places) == 2) {
                    int[] in = grid.cellsOf(house);
                    join(in[Integer.numberOfTrailingZeros(places)],
                            in[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(places)]);
                }
            }
            colourClusters();
            Arrays.fill(distance, (short) -1);
            for (int i = 0; i < start[clusterCount]; i++) {
                measureFrom(order[i]);
            }
        }

        /** A conjugate pair; two cells may be one in a line and in a box, and count once. */
        private void join(int a, int b) {
            for (int i = 0; i < degree[a]; i++) {
                if (links[a * maxLinks + i] == b) {
                    return;
                }
            }
            links[a * maxLinks + degree[a]++] = b;
            links[b * maxLinks + degree[b]++] = a;
        }

        /**
         * Two-colours each cluster breadth first. A cluster with a conjugate pair of one colour (an odd loop of
         * conjugate pairs) has no solution; it is marked and never used.
         */
        private void colourClusters() {
            Arrays.fill(cluster, -1);
            clusterCount = 0;
            int filled = 0;
            for (int seed = 0; seed < cells; seed++) {
                if (degree[seed] == 0 || cluster[seed] >= 0) {
                    continue;
                }
                start[clusterCount] = filled;
                consistent[clusterCount] = true;
                cluster[seed] = clusterCount;
                colour[seed] = 0;
                order[filled++] = seed;
                for (int head = start[clusterCount]; head < filled; head++) {
                    int cell = order[head];
                    for (int i = 0; i < degree[cell]; i++) {
                        int next = links[cell * maxLinks + i];
                        if (cluster[next] < 0) {
                            cluster[next] = clusterCount;
                            colour[next] = 1 - colour[cell];
                            order[filled++] = next;
                        } else if (colour[next] == colour[cell]) {
                            consistent[clusterCount] = false;
                        }
                    }
                }
                clusterCount++;
            }
            start[clusterCount] = filled;
        }

        private void measureFrom(int from) {
            int row = from * cells;
            distance[row + from] = 0;
            int head = 0;
            int tail = 0;
            queue[tail++] = from;
            while (head < tail) {
                int cell = queue[head++];
                for (int i = 0; i < degree[cell]; i++) {
                    int next = links[cell * maxLinks + i];
                    if (distance[row + next] < 0) {
                        distance[row + next] = (short) (distance[row + cell] + 1);
                        previous[row + next] = (short) cell;
                        queue[tail++] = next;
                    }
                }
            }
        }

        private int distance(int from, int to) {
            return distance[from * cells + to];
        }

        /** Whether an open cell holding the digit sees both cells. */
        private boolean trapsBetween(int one, int other) {
            for (int cell : grid.peersOf(one)) {
                if ((SinglesAndIntersections.openDigits(grid, marks, cell) & bit) != 0 && grid.sees(cell, other)) {
                    return true;
                }
            }
            return false;
        }

        /** The best of {@code best} and this digit's wraps and traps. */
        Found simple(Found best) {
            for (int c = 0; c < clusterCount; c++) {
                if (!consistent[c]) {
                    continue;
                }
                int size = start[c + 1] - start[c];
                for (int i = start[c]; i < start[c + 1]; i++) {
                    for (int j = i + 1; j < start[c + 1]; j++) {
                        int u = order[i];
                        int v = order[j];
                        int steps = distance(u, v);
                        Found found = null;
                        if (colour[u] == colour[v] && grid.sees(u, v)) {
                            // u on forces v on along the path, which u sees: u off. Then the rest by singles.
                            found = new Found(Kind.WRAP, digit, tenths(Technique.SIMPLE_COLORING, steps + 2), size,
                                    new int[] {u, v});
                        } else if (colour[u] != colour[v] && steps >= MIN_TRAP_STEPS && trapsBetween(u, v)) {
                            found = new Found(Kind.TRAP, digit, tenths(Technique.SIMPLE_COLORING, steps + 3),
                                    steps + 1, new int[] {u, v});
                        }
                        if (found != null && found.beats(best)) {
                            best = found;
                        }
                    }
                }
            }
            return best;
        }

        /** The best of {@code best} and this digit's multi-colourings, cluster pair by cluster pair. */
        Found multi(Found best) {
            for (int c1 = 0; c1 < clusterCount; c1++) {
                for (int c2 = c1 + 1; c2 < clusterCount; c2++) {
                    if (!consistent[c1] || !consistent[c2]) {
                        continue;
                    }
                    for (int i = start[c1]; i < start[c1 + 1]; i++) {
                        for (int j = start[c2]; j < start[c2 + 1]; j++) {
                            if (trapsBetween(order[i], order[j])) {
                                best = bridged(c1, c2, order[i], order[j], best);
                            }
                        }
                    }
                }
            }
            return best;
        }

        /**
         * The shortest bridge for the trapping ends {@code b1} and {@code b2}: a cell {@code a1} of the other colour
         * of {@code b1}'s cluster that sees a cell {@code a2} of the other colour of {@code b2}'s.
         */
        private Found bridged(int c1, int c2, int b1, int b2, Found best) {
            for (int i = start[c1]; i < start[c1 + 1]; i++) {
                int a1 = order[i];
                if (colour[a1] == colour[b1]) {
                    continue;
                }
                for (int j = start[c2]; j < start[c2 + 1]; j++) {
                    int a2 = order[j];
                    if (colour[a2] == colour[b2] || !grid.sees(a1, a2)) {
                        continue;
                    }
                    int steps = distance(b1, a1) + distance(a2, b2);
                    Found found = new Found(Kind.MULTI, digit, tenths(Technique.MULTI_COLORING, steps + 4),
                            steps + 2, new int[] {b1, a1, a2, b2});
                    if (found.beats(best)) {
                        best = found;
                    }
                }
            }
            return best;
        }

        /** The cluster path from one cell to another, both included. */
        private int[] path(int from, int to) {
            int[] path = new int[distance(from, to) + 1];
            int cell = to;
            for (int i = path.length - 1; i >= 0; i--) {
                path[i] = cell;
                cell = previous[from * cells + cell];
            }
            return path;
        }

        /**
         * The step of a pattern found earlier (the digit's clusters are analysed again). Groups: a wrap's true colour
         * then its false one (whole colours, since the false one is eliminated); a trap's colours on its chain, the
         * first end's first; a multi-colouring's four colours on its chain: B1, A1, A2, B2, where A1 sees A2.
         */
        Step build(Found found) {
            if (found == null) {
                return null;
            }
            analyse(found.digit());
            Technique technique = found.kind() == Kind.MULTI ? Technique.MULTI_COLORING : Technique.SIMPLE_COLORING;
            StepBuilder step = new StepBuilder(technique, grid).digit(digit)
                    .difficulty(found.tenths() / 10.0);
            int[] ends = found.ends();
            switch (found.kind()) {
                case WRAP -> wrap(step, ends[0], ends[1]);
                case TRAP -> {
                    int[] chain = path(ends[0], ends[1]);
                    groupsByParity(step, chain);
                    chainLinks(step, chain, true);
                    Wings.eliminateSeeingAll(step, grid, marks, bit, ends[0], ends[1]);
                }
                default -> {
                    int[] first = path(ends[0], ends[1]);
                    int[] second = path(ends[2], ends[3]);
                    groupsByParity(step, first);
                    groupsByParity(step, second);
                    chainLinks(step, first, true);
                    step.weakLink(ends[1], digit, ends[2], digit);
                    chainLinks(step, second, true);
                    Wings.eliminateSeeingAll(step, grid, marks, bit, ends[0], ends[3]);
                }
            }
            return step.build();
        }

        /**
         * {@code u} and {@code v} share the false colour: every cell of it loses the digit. The links: {@code u} on
         * turns the path's cells alternately off and on, up to {@code v} on, which turns {@code u} off.
         */
        private void wrap(StepBuilder step, int u, int v) {
            int c = cluster[u];
            int[] trueCells = new int[start[c + 1] - start[c]];
            int[] falseCells = new int[trueCells.length];
            int trueCount = 0;
            int falseCount = 0;
            for (int i = start[c]; i < start[c + 1]; i++) {
                int cell = order[i];
                if (colour[cell] == colour[u]) {
                    falseCells[falseCount++] = cell;
                } else {
                    trueCells[trueCount++] = cell;
                }
            }
            Arrays.sort(falseCells, 0, falseCount);
            step.group(bit, Arrays.copyOf(trueCells, trueCount)).group(bit, Arrays.copyOf(falseCells, falseCount));
            for (int i = 0; i < falseCount; i++) {
                step.eliminate(falseCells[i], digit);
            }
            chainLinks(step, path(u, v), false);
            step.weakLink(v, digit, u, digit);
        }

        /** The chain's cells at even places, then those at odd places: its two colours. */
        private void groupsByParity(StepBuilder step, int[] chain) {
            int[] even = new int[(chain.length + 1) / 2];
            int[] odd = new int[chain.length / 2];
            for (int i = 0; i < chain.length; i++) {
                if (i % 2 == 0) {
                    even[i / 2] = chain[i];
                } else {
                    odd[i / 2] = chain[i];
                }
            }
            step.group(bit, even).group(bit, odd);
        }

        /** The chain's links, alternately strong and weak, the first strong ({@code fromOff}) or weak. */
        private void chainLinks(StepBuilder step, int[] chain, boolean fromOff) {
            for (int i = 0; i + 1 < chain.length; i++) {
                boolean strong = fromOff == (i % 2 == 0);
                step.link(chain[i], digit, chain[i + 1], digit, strong);
            }
        }
    }
}
