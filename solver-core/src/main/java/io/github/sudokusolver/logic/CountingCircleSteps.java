package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.List;

/**
 * Counting circles ({@link Technique#COUNTING_CIRCLES}): a digit in a circle is the number of circles holding it, so
 * the circles hold a set of digits, each as often as its value, adding up to the number of circles. Three forms, the
 * first by one digit's count, the second by the sets (0.4 more), the third by the sets and groups (0.6 more):
 * <ul>
 *   <li>a digit fewer circles can hold than its value leaves them all; a digit held in as many circles as its value
 *   leaves the others; a digit held in a circle, with exactly its value of circles that can hold it, takes them all;
 *   <li>the digits some set adding up to the circles' count uses: any other leaves every circle, and a digit every
 *   such set uses, with exactly its value of circles that can hold it, takes them all (sets listed on grids of up to
 *   16 digits);
 *   <li>a digit every such set uses, whose circles that can hold it fall in exactly its value of groups that see each
 *   other, is in each group once: a group with one such circle places it, a cell seeing all of a group's such
 *   circles loses it.
 * </ul>
 */
final class CountingCircleSteps {

    /** The sets form's bonus over the count form. */
    static final double SETS_BONUS = 0.4;
    /** The groups form's bonus over the sets form. */
    static final double GROUPS_BONUS = 0.2;
    /** The most digits whose subsets the sets form lists. */
    private static final int MOST_LISTED = 16;

    private CountingCircleSteps() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        LineFacts facts = grid.rules.lines;
        int[][][] counts = new int[facts.circles.length][][];
        for (int c = 0; c < facts.circles.length; c++) {
            counts[c] = counts(grid, marks, facts.circles[c]);
            Step step = byCount(grid, marks, c, counts[c]);
            if (step != null) {
                return step;
            }
        }
        for (int c = 0; c < facts.circles.length; c++) {
            Step step = bySets(grid, marks, c, counts[c]);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /**
     * Per digit index, how many of the circles can hold it at once, how many are held to it and how many can hold
     * it: {@code [can at once, held, holders]}.
     * At once: circles that see each other hold a digit once between them, so the circles that can hold it count by
     * groups that see each other (each circle, in order, joins the first group it sees all of).
     */
    private static int[][] counts(Grid grid, int[] marks, int[] cells) {
        int[][] counts = new int[grid.size][3];
        for (int d = 0; d < grid.size; d++) {
            int bit = 1 << d;
            for (int cell : cells) {
                int domain = marks[cell] & grid.all;
                counts[d][1] += domain == bit ? 1 : 0;
                counts[d][2] += (domain & bit) != 0 ? 1 : 0;
            }
            counts[d][0] = groups(grid, marks, cells, bit).size();
        }
        return counts;
    }

    /**
     * The circles that can hold a digit, in groups that see each other: each circle, in order, joins the first group
     * it sees all of. Each group holds the digit at most once.
     */
    private static List<List<Integer>> groups(Grid grid, int[] marks, int[] cells, int bit) {
        List<List<Integer>> groups = new ArrayList<>();
        for (int cell : cells) {
            if ((marks[cell] & bit) == 0) {
                continue;
            }
            List<Integer> joined = null;
            for (List<Integer> group : groups) {
                if (group.stream().allMatch(other -> grid.sees(cell, other))) {
                    joined = group;
                    break;
                }
            }
            if (joined == null) {
                joined = new ArrayList<>();
                groups.add(joined);
            }
            joined.add(cell);
        }
        return groups;
    }

    private static Step byCount(Grid grid, int[] marks, int c, int[][] counts) {
        int[] cells = grid.rules.lines.circles[c];
        for (int d = 0; d < grid.size; d++) {
            int digit = d + 1;
            int bit = 1 << d;
            int can = counts[d][0];
            int held = counts[d][1];
            int holders = counts[d][2];
            String why;
            boolean others; // the step acts on every circle that can hold the digit, or on those not held to it
            boolean place = false;
            if (can > 0 && can < digit) {
                why = digit + " would fill " + digit + " of them, and only " + can + " can hold it at once";
                others = false;
            } else if (held == digit && holders > held) {
                why = digit + " fills " + digit + " of them already";
                others = true;
            } else if (held > 0 && holders == digit && digit > held) {
                why = digit + " is in one, so in " + digit + " of them, and only " + digit + " can hold it";
                others = true;
                place = true;
            } else {
                continue;
            }
            StepBuilder step = circleStep(grid, c, Technique.COUNTING_CIRCLES.difficulty()).digit(digit);
            for (int cell : cells) {
                if ((marks[cell] & bit) == 0 || others && (marks[cell] & grid.all) == bit) {
                    continue;
                }
                if (place) {
                    step.place(cell, digit);
                } else {
                    step.eliminate(cell, digit);
                }
            }
            return step.pattern(intro(grid, cells) + "; " + why).build();
        }
        return null;
    }

    private static Step bySets(Grid grid, int[] marks, int c, int[][] counts) {
        int[] cells = grid.rules.lines.circles[c];
        int possible = 0;
        int required = 0;
        int exact = 0;
        for (int d = 0; d < grid.size; d++) {
            possible |= counts[d][0] > d ? 1 << d : 0;
            required |= counts[d][1] > 0 ? 1 << d : 0;
            exact |= counts[d][2] == d + 1 ? 1 << d : 0;
        }
        int optional = possible & ~required;
        if ((required & ~possible) != 0 || Integer.bitCount(optional) > MOST_LISTED) {
            return null; // a contradiction the count form shows, or too many sets to list
        }
        List<Integer> sets = new ArrayList<>();
        int used = 0;
        int everywhere = -1;
        for (int sub = optional; ; sub = (sub - 1) & optional) {
            int set = required | sub;
            if (total(set) == cells.length) {
                sets.add(set);
                used |= set;
                everywhere &= set;
            }
            if (sub == 0) {
                break;
            }
        }
        if (sets.isEmpty()) {
            return null; // no set: the last resort shows the contradiction
        }
        int gone = 0;
        for (int cell : cells) {
            gone |= marks[cell] & grid.all & ~used;
        }
        int takes = everywhere & exact;
        boolean places = false;
        for (int cell : cells) {
            int take = marks[cell] & takes;
            places |= Integer.bitCount(take) == 1 && (marks[cell] & grid.all) != take;
        }
        if (gone == 0 && !places) {
            return inEveryGroup(grid, marks, c, counts, everywhere, sets);
        }
        StepBuilder step = circleStep(grid, c, Technique.COUNTING_CIRCLES.difficulty() + SETS_BONUS);
        int acted = gone;
        for (int cell : cells) {
            for (int rest = marks[cell] & gone; rest != 0; rest &= rest - 1) {
                step.eliminate(cell, Grid.digit(rest & -rest));
            }
            int take = marks[cell] & takes;
            if (take != 0 && Integer.bitCount(take) == 1 && (marks[cell] & grid.all) != take) {
                step.place(cell, Grid.digit(take));
                acted |= take;
            }
        }
        step.digitBits(acted);
        String text = intro(grid, cells) + "; their digits add up to " + cells.length + ": " + setsText(sets);
        return step.pattern(text).build();
    }

    /**
     * The groups form: a digit of every set, whose circles that can hold it fall in exactly its value of groups that
     * see each other, is in each group once; a group with one place for it takes it, and a cell that sees all of a
     * group's places loses it.
     */
    private static Step inEveryGroup(Grid grid, int[] marks, int c, int[][] counts, int everywhere,
            List<Integer> sets) {
        int[] cells = grid.rules.lines.circles[c];
        for (int d = 0; d < grid.size; d++) {
            int bit = 1 << d;
            int digit = d + 1;
            if ((everywhere & bit) == 0 || counts[d][0] != digit || counts[d][1] == digit) {
                continue;
            }
            List<List<Integer>> groups = groups(grid, marks, cells, bit);
            StepBuilder step = circleStep(grid, c, Technique.COUNTING_CIRCLES.difficulty() + SETS_BONUS
                    + GROUPS_BONUS).digit(digit);
            boolean acts = false;
            boolean[] eliminated = new boolean[grid.cells];
            List<String> groupNames = new ArrayList<>();
            for (List<Integer> group : groups) {
                int[] places = group.stream().mapToInt(Integer::intValue).toArray();
                groupNames.add(LineText.cells(grid, places));
                if (places.length == 1) {
                    if ((marks[places[0]] & grid.all) != bit) {
                        step.place(places[0], digit);
                        acts = true;
                    }
                    continue;
                }
                for (int other = 0; other < grid.cells; other++) {
                    if ((marks[other] & bit) == 0 || (marks[other] & grid.all) == bit || group.contains(other)
                            || eliminated[other]) {
                        continue;
                    }
                    boolean seesAll = true;
                    for (int place : places) {
                        seesAll &= grid.sees(other, place);
                    }
                    if (seesAll) {
                        eliminated[other] = true;
                        step.eliminate(other, digit);
                        acts = true;
                    }
                }
            }
            if (acts) {
                return step.pattern(intro(grid, cells) + "; " + digit + " is in every set adding up to "
                        + cells.length + " (" + setsText(sets) + "), so in " + digit + " circles, and those that can"
                        + " hold it fall in " + digit + " groups that see each other (" + String.join("; ", groupNames)
                        + "): each group holds it once").build();
            }
        }
        return null;
    }

    private static String setsText(List<Integer> sets) {
        List<String> listed = new ArrayList<>();
        for (int set : sets.subList(0, Math.min(sets.size(), 6))) {
            listed.add(setText(set));
        }
        return (sets.size() == 1 ? "only " : "") + Notation.or(listed) + (sets.size() > 6 ? " and more" : "");
    }

    private static int total(int set) {
        int total = 0;
        for (int rest = set; rest != 0; rest &= rest - 1) {
            total += Integer.numberOfTrailingZeros(rest) + 1;
        }
        return total;
    }

    private static String setText(int set) {
        StringBuilder text = new StringBuilder("{");
        for (int rest = set; rest != 0; rest &= rest - 1) {
            text.append(text.length() == 1 ? "" : ",").append(Integer.numberOfTrailingZeros(rest) + 1);
        }
        return text.append('}').toString();
    }

    private static String intro(Grid grid, int[] cells) {
        return "the " + cells.length + " counting circles " + LineText.cells(grid, cells)
                + " hold each of their digits as often as its value";
    }

    private static StepBuilder circleStep(Grid grid, int c, double difficulty) {
        StepBuilder step = new StepBuilder(Technique.COUNTING_CIRCLES, grid).rule(grid.rules.lines.circleRules[c])
                .difficulty(difficulty);
        for (int cell : grid.rules.lines.circles[c]) {
            step.cell(cell);
        }
        return step;
    }
}
