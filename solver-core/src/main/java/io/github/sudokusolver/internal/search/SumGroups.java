package io.github.sudokusolver.internal.search;

/**
 * How {@link WideSum} splits a long sum's cells at setup: into groups of one coefficient whose cells all see each
 * other (so hold distinct digits), the better of a first fit in the cells' order, cliques grown from the cell that
 * sees most others, and two groupings by regions ({@link #of}); fewer, larger groups give narrower totals.
 */
final class SumGroups {

    private SumGroups() {
    }

    /**
     * The groups of the cells (indices into {@code cells}, ascending in each group): the grouping with the largest
     * sum of squared group sizes among {@link #firstFit}, {@link #cliques} and {@link #byRegions} (both tie rules).
     */
    static int[][] of(int[] cells, int[] coefficients, Geometry geometry) {
        return better(better(firstFit(cells, coefficients, geometry), cliques(cells, coefficients, geometry)),
                better(byRegions(cells, coefficients, geometry, false), byRegions(cells, coefficients, geometry, true)));
    }

    /** Groups of one coefficient whose cells all see each other: each cell, in order, joins the first it can. */
    static int[][] firstFit(int[] cells, int[] coefficients, Geometry geometry) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            java.util.List<Integer> chosen = null;
            for (java.util.List<Integer> group : groups) {
                if (coefficients[group.get(0)] == coefficients[i] && seesAll(cells, geometry, i, group)) {
                    chosen = group;
                    break;
                }
            }
            if (chosen == null) {
                chosen = new java.util.ArrayList<>();
                groups.add(chosen);
            }
            chosen.add(i);
        }
        return arrays(groups);
    }

    /**
     * Groups grown one at a time: among the cells left, the one that sees the most others of its coefficient starts
     * a group, which then takes, while any is left that sees all of it, the one that sees most of those.
     */
    static int[][] cliques(int[] cells, int[] coefficients, Geometry geometry) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        boolean[] taken = new boolean[cells.length];
        for (int left = cells.length; left > 0; ) {
            java.util.List<Integer> candidates = new java.util.ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                if (!taken[i]) {
                    candidates.add(i);
                }
            }
            java.util.List<Integer> group = new java.util.ArrayList<>();
            while (!candidates.isEmpty()) {
                int best = -1;
                int bestScore = -1;
                for (int i : candidates) {
                    int score = 0;
                    for (int j : candidates) {
                        score += j != i && coefficients[j] == coefficients[i]
                                && geometry.sees(cells[i], cells[j]) ? 1 : 0;
                    }
                    if (score > bestScore) {
                        best = i;
                        bestScore = score;
                    }
                }
                group.add(best);
                taken[best] = true;
                left--;
                java.util.List<Integer> next = new java.util.ArrayList<>();
                for (int j : candidates) {
                    if (j != best && coefficients[j] == coefficients[best] && geometry.sees(cells[j], cells[best])) {
                        next.add(j);
                    }
                }
                candidates = next;
            }
            groups.add(group);
        }
        return arrays(groups);
    }

    /**
     * Groups taken region by region: while cells are left, the region holding the most of those left of one
     * coefficient (on a tie the first met, or with {@code lastOnTies} the last in the geometry's order: boxes and extra
     * regions come after rows and columns) makes a group of them; a cell in no region with another makes a group alone. A region's cells
     * all see each other, and a long arrow that winds through boxes is best split by its boxes: on "Long sums 2" the
     * cliques took a column's six cells where the boxes give a least total one higher, the rule's very total.
     */
    static int[][] byRegions(int[] cells, int[] coefficients, Geometry geometry, boolean lastOnTies) {
        java.util.List<java.util.List<Integer>> groups = new java.util.ArrayList<>();
        boolean[] taken = new boolean[cells.length];
        for (int left = cells.length; left > 0; ) {
            int bestRegion = -1;
            int bestCoefficient = 0;
            int bestCount = 1;
            for (int i = 0; i < cells.length; i++) {
                if (taken[i]) {
                    continue;
                }
                for (int r : geometry.regionsOf[cells[i]]) {
                    int count = 0;
                    for (int j = 0; j < cells.length; j++) {
                        if (!taken[j] && coefficients[j] == coefficients[i] && geometry.inRegion(cells[j], r)) {
                            count++;
                        }
                    }
                    if (count > bestCount || lastOnTies && count == bestCount && count > 1 && r > bestRegion) {
                        bestRegion = r;
                        bestCoefficient = coefficients[i];
                        bestCount = count;
                    }
                }
            }
            java.util.List<Integer> group = new java.util.ArrayList<>();
            for (int j = 0; j < cells.length && group.isEmpty(); j++) {
                if (!taken[j] && bestRegion < 0) {
                    group.add(j); // no region holds two cells left: one alone
                }
            }
            for (int j = 0; j < cells.length && bestRegion >= 0; j++) {
                if (!taken[j] && coefficients[j] == bestCoefficient && geometry.inRegion(cells[j], bestRegion)) {
                    group.add(j);
                }
            }
            for (int j : group) {
                taken[j] = true;
            }
            left -= group.size();
            groups.add(group);
        }
        return arrays(groups);
    }

    /** The grouping with the larger sum of squared group sizes (fewer, larger groups: narrower totals). */
    static int[][] better(int[][] a, int[][] b) {
        long squaresA = 0;
        long squaresB = 0;
        for (int[] group : a) {
            squaresA += (long) group.length * group.length;
        }
        for (int[] group : b) {
            squaresB += (long) group.length * group.length;
        }
        return squaresB > squaresA ? b : a;
    }

    private static boolean seesAll(int[] cells, Geometry geometry, int i, java.util.List<Integer> group) {
        for (int j : group) {
            if (!geometry.sees(cells[i], cells[j])) {
                return false;
            }
        }
        return true;
    }

    private static int[][] arrays(java.util.List<java.util.List<Integer>> groups) {
        int[][] out = new int[groups.size()][];
        for (int g = 0; g < out.length; g++) {
            out[g] = groups.get(g).stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        return out;
    }

    /** Whether no two cells of different groups see each other. */
    static boolean apart(int[] cells, int[][] groups, Geometry geometry) {
        for (int g = 0; g < groups.length; g++) {
            for (int h = g + 1; h < groups.length; h++) {
                for (int i : groups[g]) {
                    for (int j : groups[h]) {
                        if (geometry.sees(cells[i], cells[j])) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }
}
