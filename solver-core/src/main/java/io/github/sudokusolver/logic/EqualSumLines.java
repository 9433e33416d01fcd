package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines whose groups of cells add up alike: region sum lines ({@link Technique#REGION_SUM_LINE}, a group per piece the
 * box borders cut) and zipper lines ({@link Technique#ZIPPER_LINE}, a group per pair of cells equally far from the
 * middle, and the middle cell alone on a line of odd length). Each group can make some totals with its candidates
 * (distinct digits where its cells see each other, else digits may repeat); the line's total is one they all make,
 * and a candidate stays only where its group, with it, still makes one of those.
 *
 * <p>A step is one line, every group cut at once: applying a known total to one more group is the same look again.
 * What makes it harder is how many groups the common totals need: the step names the fewest it finds (the groups
 * with the fewest totals first, while the common totals are not reached), and is 0.2 harder per piece (per pair) of
 * those past two. The easiest line is shown.
 */
final class EqualSumLines {

    static final double PER_GROUP = 0.2;
    /** Digits up to which a group of distinct digits is searched by its sets of digits (2^size states per cell). */
    private static final int EXACT_DIGITS = 9;

    private EqualSumLines() {
    }

    static Step regionSum(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        return facts.regionSums.length == 0 ? null
                : find(grid, marks, Technique.REGION_SUM_LINE, facts.regionSumLines, facts.regionSums,
                        facts.regionSumRules);
    }

    static Step zipper(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        return facts.zippers.length == 0 ? null
                : find(grid, marks, Technique.ZIPPER_LINE, facts.zipperLines, facts.zippers, facts.zipperRules);
    }

    private static Step find(Grid grid, int[] marks, Technique technique, int[][] lines, int[][][] groupsOfLines,
            int[] rules) {
        Comparison easiest = null;
        for (int l = 0; l < lines.length; l++) {
            Comparison line = new Comparison(grid, marks, technique, lines[l], groupsOfLines[l], rules[l]);
            if (line.removes() && (easiest == null || line.difficulty() < easiest.difficulty())) {
                easiest = line;
            }
        }
        return easiest == null ? null : easiest.step();
    }

    /**
     * What a line of groups adding up alike allows on these marks, for the dynamic chains: per cell (the groups'
     * cells one group after another), the candidates some filling of its group that makes a total every group makes
     * gives it (a placed cell its digit); whether some total is common (when none is, {@code out} is all 0).
     */
    static boolean support(Grid grid, int[] marks, int[][] groups, int[] out) {
        boolean[] common = allowed(grid, marks, groups, new boolean[groups.length][], out);
        for (boolean made : common) {
            if (made) {
                return true;
            }
        }
        return false;
    }

    /**
     * Each group's totals on these marks into {@code totals[g]} (index = total), and per cell (the groups' cells one
     * group after another) into {@code support} the candidates some filling of its group making a common total gives
     * it; returns the common totals, the totals every group makes.
     */
    private static boolean[] allowed(Grid grid, int[] marks, int[][] groups, boolean[][] totals, int[] support) {
        int count = groups.length;
        GroupSums[] sums = new GroupSums[count];
        int longest = 0;
        for (int g = 0; g < count; g++) {
            int[] values = new int[groups[g].length];
            for (int i = 0; i < values.length; i++) {
                values[i] = marks[groups[g][i]] & grid.all; // a placed cell's mark is its digit
            }
            // past 9 digits the sets of digits are too many to search: digits may repeat there (sound, weaker)
            sums[g] = new GroupSums(grid.size, values, grid.size <= EXACT_DIGITS
                    && seeEachOther(grid, groups[g]));
            totals[g] = sums[g].totals();
            longest = Math.max(longest, totals[g].length);
        }
        boolean[] common = new boolean[longest];
        java.util.Arrays.fill(common, true);
        for (boolean[] made : totals) {
            and(common, made);
        }
        for (int g = 0, at = 0; g < count; g++) {
            int[] made = sums[g].support(common);
            System.arraycopy(made, 0, support, at, made.length);
            at += made.length;
        }
        return common;
    }

    private static boolean seeEachOther(Grid grid, int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (!grid.sees(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void and(boolean[] into, boolean[] with) {
        for (int total = 0; total < into.length; total++) {
            into[total] &= total < with.length && with[total];
        }
    }

    private static int cellCount(int[][] groups) {
        int count = 0;
        for (int[] group : groups) {
            count += group.length;
        }
        return count;
    }

    /** One line on the marks: each group's totals, the common ones, the groups that fix them, and the cuts. */
    private static final class Comparison {
        final Grid grid;
        final int[] marks;
        final Technique technique;
        final int[] line;
        final int[][] groups;
        final int rule;
        /** Per group, the totals it makes (index = total). */
        final boolean[][] totals;
        /** The totals every group makes. */
        final boolean[] common;
        /** The groups the step names: their totals alone leave the common ones. */
        final boolean[] named;
        /** Per group, per cell, the open candidates that make no common total. */
        final int[][] cut;

        Comparison(Grid grid, int[] marks, Technique technique, int[] line, int[][] groups, int rule) {
            this.grid = grid;
            this.marks = marks;
            this.technique = technique;
            this.line = line;
            this.groups = groups;
            this.rule = rule;
            int count = groups.length;
            totals = new boolean[count][];
            int[] support = new int[cellCount(groups)];
            common = allowed(grid, marks, groups, totals, support);
            named = naming();
            cut = new int[count][];
            for (int g = 0, at = 0; g < count; g++) {
                cut[g] = new int[groups[g].length];
                for (int i = 0; i < cut[g].length; i++, at++) {
                    if (isOpen(grid, marks, groups[g][i])) {
                        cut[g][i] = marks[groups[g][i]] & grid.all & ~support[at];
                    }
                }
            }
        }

        /**
         * Groups until their common totals are the line's: each time the one that leaves the fewest totals (at a tie,
         * the one with fewer of its own), as a player narrows the total down.
         */
        private boolean[] naming() {
            int count = groups.length;
            boolean[] reached = new boolean[common.length];
            java.util.Arrays.fill(reached, true);
            boolean[] named = new boolean[count];
            while (!java.util.Arrays.equals(reached, common)) {
                int best = -1;
                int bestLeft = Integer.MAX_VALUE;
                for (int g = 0; g < count; g++) {
                    if (named[g]) {
                        continue;
                    }
                    boolean[] left = reached.clone();
                    and(left, totals[g]);
                    int size = size(left);
                    if (size < bestLeft || size == bestLeft && size(totals[g]) < size(totals[best])) {
                        best = g;
                        bestLeft = size;
                    }
                }
                named[best] = true;
                and(reached, totals[best]);
            }
            return named;
        }

        /** Whether an open cell loses a candidate; none does without a common total (shown elsewhere). */
        boolean removes() {
            if (size(common) == 0) {
                return false;
            }
            for (int[] cells : cut) {
                for (int lost : cells) {
                    if (lost != 0) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** The base, and {@link #PER_GROUP} per named piece (per named pair, for a zipper) past two. */
        double difficulty() {
            int counted = 0;
            for (int g = 0; g < groups.length; g++) {
                if (named[g] && (technique == Technique.REGION_SUM_LINE || groups[g].length == 2)) {
                    counted++;
                }
            }
            return technique.difficulty() + PER_GROUP * Math.max(0, counted - 2);
        }

        Step step() {
            StepBuilder step = new StepBuilder(technique, grid).rule(rule).difficulty(difficulty());
            List<String> made = new ArrayList<>();
            for (int g = 0; g < groups.length; g++) {
                boolean fixed = true;
                for (int i = 0; i < groups[g].length; i++) {
                    step.cell(groups[g][i]);
                    fixed &= !isOpen(grid, marks, groups[g][i]);
                    for (int bits = cut[g][i]; bits != 0; bits &= bits - 1) {
                        step.eliminate(groups[g][i], Grid.digit(bits & -bits));
                    }
                }
                if (named[g]) {
                    String verb = fixed ? " is " : groups[g].length == 1 ? " holds " : " can make ";
                    made.add(LineText.sum(grid, groups[g]) + verb + LineText.runs(totals[g], "or"));
                }
            }
            String alike;
            String every;
            if (technique == Technique.REGION_SUM_LINE) {
                String box = grid.layout.regions(Region.BOX).isEmpty() ? "region" : "box";
                alike = LineText.line(grid, "region sum line", line) + " adds up alike in each " + box + " it crosses";
                every = "every piece adds";
            } else {
                boolean middle = line.length % 2 == 1;
                alike = "on " + LineText.line(grid, "zipper line", line) + ", cells equally far from the middle add up"
                        + (middle ? " to the middle " + LineText.name(grid, line[line.length / 2]) : " alike");
                every = middle ? "the middle and every pair add" : "every pair adds";
            }
            return step.pattern(alike + "; " + Notation.and(made) + ", so " + every + " up to "
                    + LineText.runs(common, "or")).build();
        }

        private static int size(boolean[] set) {
            int size = 0;
            for (boolean member : set) {
                size += member ? 1 : 0;
            }
            return size;
        }
    }
}
