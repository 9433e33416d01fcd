package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Combinations in a house ({@link Technique#HOUSE_COMBINATIONS}): a house holds every digit once, so the cages and
 * lines of digit sets ({@link LineFacts#setLines}) in it, and its other cells, take different digits. Each cage or
 * line gives the house a group, its cells there, with the digit sets the group can hold: a combination of a cage
 * that fits, a set of a line that fits, or the part of one that falls in the house (the rest of the cage or line
 * taking the rest of it); each other cell is a group of its own, a digit per candidate. A group's set that no choice
 * of one set per group, all different digits, uses leaves: the group's cells lose the candidates no remaining set's
 * filling gives them. The killer player's "combination clash": {@code cage 4 at r1c1 is {1,3}, so cage 5 at r1c3
 * cannot be {1,4}}.
 *
 * <p>The choices are counted by digit masks, not listed: the masks the groups before a group can fill and the masks
 * the groups after it can, a set standing where one of each kind leaves it room, so a house of nine singletons costs
 * 9 x 512 states. Used with two groups of several cells at least (one is a cage's or a line's own technique), and
 * only when one of them loses a set: that clash is what the step says. 0.2 harder per such group past two.
 */
final class HouseCombinations {

    static final double PER_GROUP = 0.2;
    /** The most digits a grid may have: the masks of a house's digits, per group. */
    static final int MAX_DIGITS = 12;
    /** Sets a description lists one by one; past it, it counts them. */
    private static final int LISTED = 4;
    /** Sets a group of part of a cage or line may weigh before it is read cell by cell instead. */
    private static final int MOST_SUBSETS = 50_000;

    private HouseCombinations() {
    }

    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.size > MAX_DIGITS || grid.cageCount() == 0 && grid.rules.lines.setLines.length == 0) {
            return null;
        }
        Step easiest = null;
        for (int house = 0; house < grid.houseCount(); house++) {
            Step step = new House(grid, marks, house).step();
            if (step != null && (easiest == null || step.difficulty() < easiest.difficulty())) {
                easiest = step;
            }
        }
        return easiest;
    }

    /** One house's groups, their sets, and which of the sets some choice of all of them uses. */
    private static final class House {
        final Grid grid;
        final int[] marks;
        final int house;
        /** Per group: its cells in the house, their values (candidates, or a placed digit), its sets. */
        final List<int[]> cells = new ArrayList<>();
        final List<int[]> values = new ArrayList<>();
        final List<int[]> sets = new ArrayList<>();
        /** Per group, the cage it is part of (its index) or the set line (-2 - index); -1 for a cell of its own. */
        final List<Integer> sources = new ArrayList<>();

        House(Grid grid, int[] marks, int house) {
            this.grid = grid;
            this.marks = marks;
            this.house = house;
        }

        Step step() {
            int[] houseCells = grid.cellsOf(house);
            if (houseCells.length != grid.size || !group(houseCells)) {
                return null;
            }
            int groups = cells.size();
            int multi = 0;
            for (int g = 0; g < groups; g++) {
                multi += cells.get(g).length > 1 ? 1 : 0;
            }
            if (multi < 2) {
                return null;
            }
            boolean[][] viable = viable();
            if (viable == null) {
                return null; // no choice at all: a contradiction the other techniques show
            }
            boolean clash = false;
            for (int g = 0; g < groups && !clash; g++) {
                if (cells.get(g).length > 1) {
                    for (boolean kept : viable[g]) {
                        clash |= !kept;
                    }
                }
            }
            if (!clash) {
                return null;
            }
            StepBuilder step = new StepBuilder(Technique.HOUSE_COMBINATIONS, grid).house(house)
                    .difficulty(Technique.HOUSE_COMBINATIONS.difficulty() + PER_GROUP * (multi - 2));
            List<String> named = new ArrayList<>();
            List<String> gone = new ArrayList<>();
            for (int g = 0; g < groups; g++) {
                int[] groupCells = cells.get(g);
                int[] groupValues = values.get(g);
                int[] groupSets = sets.get(g);
                int[] support = new int[groupCells.length];
                List<String> removed = new ArrayList<>();
                List<String> kept = new ArrayList<>();
                for (int s = 0; s < groupSets.length; s++) {
                    if (viable[g][s]) {
                        kept.add(KillerFinders.combo(groupSets[s]));
                        for (int i = 0; i < groupCells.length; i++) {
                            support[i] |= DigitMatching.support(groupValues, groupCells.length, groupSets[s], i);
                        }
                    } else if (groupCells.length > 1) {
                        removed.add(KillerFinders.combo(groupSets[s]));
                    }
                }
                for (int i = 0; i < groupCells.length; i++) {
                    if (isOpen(grid, marks, groupCells[i])) {
                        for (int bits = marks[groupCells[i]] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                            step.eliminate(groupCells[i], Grid.digit(bits & -bits));
                        }
                    }
                }
                if (groupCells.length > 1) {
                    String name = name(g, step);
                    named.add(name);
                    if (!removed.isEmpty()) {
                        gone.add((removed.size() <= LISTED ? Notation.or(removed) + " "
                                : removed.size() + " of its " + groupSets.length + " sets ")
                                + (sources.get(g) >= 0 ? "in " : "on ") + name
                                + (removed.size() > LISTED && kept.size() <= LISTED ? " (" + Notation.and(kept)
                                        + " left)" : ""));
                    }
                    for (int cell : groupCells) {
                        step.cell(cell);
                    }
                }
            }
            if (step.changesNothing()) {
                return null;
            }
            return step.pattern("in " + grid.name(house) + ", " + Notation.and(named) + (multi < groups
                    ? " and the cells left" : "") + " take different digits; no way of giving each its own uses "
                    + String.join(", or ", gone)).build();
        }

        /** The group's source as a player names it, noted on the step: {@code cage 10 at r4c1}. */
        private String name(int g, StepBuilder step) {
            int source = sources.get(g);
            String name;
            int wholeLength;
            if (source >= 0) {
                step.cage(source);
                name = grid.cageName(source);
                wholeLength = grid.cageCells[source].length;
            } else {
                int line = -2 - source;
                int rule = grid.rules.lines.setLineRules[line];
                step.rule(rule);
                name = RuleNames.of(grid.rules.rule(rule));
                wholeLength = grid.rules.lines.setLines[line].length;
            }
            return cells.get(g).length == wholeLength ? name : name + "'s " + LineText.cells(grid, cells.get(g));
        }

        /**
         * Cuts the house into groups: the cages first, then the set lines, each on its cells not yet taken, then a
         * group per cell left. False when a group's sets could not be listed (too many combinations).
         */
        private boolean group(int[] houseCells) {
            boolean[] taken = new boolean[grid.cells];
            for (int cage = 0; cage < grid.cageCount(); cage++) {
                int[] part = part(grid.cageCells[cage], houseCells, taken);
                if (part.length > 1) {
                    CageFillings fillings = CageFillings.of(grid);
                    if (!fillings.exact() || !fillings.fill(marks, cage, 0) || !fillings.combosComplete) {
                        return false;
                    }
                    int[] combos = Arrays.copyOf(fillings.combos, fillings.comboCount);
                    if (!add(part, grid.cageCells[cage], combos, cage, taken)) {
                        return false;
                    }
                }
            }
            LineFacts lines = grid.rules.lines;
            for (int line = 0; line < lines.setLines.length; line++) {
                int[] part = part(lines.setLines[line], houseCells, taken);
                if (part.length > 1 && !add(part, lines.setLines[line], lines.setLineSets[line], -2 - line, taken)) {
                    return false;
                }
            }
            for (int cell : houseCells) {
                if (!taken[cell]) {
                    int value = marks[cell] & grid.all;
                    int[] digits = new int[Integer.bitCount(value)];
                    int d = 0;
                    for (int bits = value; bits != 0; bits &= bits - 1) {
                        digits[d++] = bits & -bits;
                    }
                    cells.add(new int[] {cell});
                    values.add(new int[] {value});
                    sets.add(digits);
                    sources.add(-1);
                }
            }
            return true;
        }

        /** The cells of {@code whole} in the house and not yet taken. */
        private int[] part(int[] whole, int[] houseCells, boolean[] taken) {
            int[] part = new int[whole.length];
            int count = 0;
            for (int cell : whole) {
                if (!taken[cell] && contains(houseCells, cell)) {
                    part[count++] = cell;
                }
            }
            return Arrays.copyOf(part, count);
        }

        /**
         * A group of {@code part}, cells of a cage's or a line's {@code whole} cells whose digits are one of
         * {@code wholeSets}: the sets of as many digits as the part, of one whole set, that the part's cells can take
         * while the rest take the rest of it. False past {@link #MOST_SUBSETS}.
         */
        private boolean add(int[] part, int[] whole, int[] wholeSets, int source, boolean[] taken) {
            int[] partValues = new int[part.length];
            for (int i = 0; i < part.length; i++) {
                partValues[i] = marks[part[i]] & grid.all;
            }
            int[] restValues = new int[whole.length - part.length];
            int r = 0;
            for (int cell : whole) {
                if (!contains(part, cell)) {
                    restValues[r++] = marks[cell] & grid.all;
                }
            }
            boolean[] seen = new boolean[1 << grid.size];
            List<Integer> partSets = new ArrayList<>();
            long weighed = 0;
            for (int set : wholeSets) {
                if (restValues.length == 0) {
                    if (!seen[set] && DigitMatching.matches(partValues, part.length, set, -1)) {
                        seen[set] = true;
                        partSets.add(set);
                    }
                    continue;
                }
                // every subset of the set with as many digits as the part, among the set's submasks
                for (int sub = set; sub != 0; sub = (sub - 1) & set) {
                    if (++weighed > MOST_SUBSETS) {
                        return false;
                    }
                    if (Integer.bitCount(sub) == part.length && !seen[sub]
                            && DigitMatching.matches(partValues, part.length, sub, -1)
                            && DigitMatching.matches(restValues, restValues.length, set & ~sub, -1)) {
                        seen[sub] = true;
                        partSets.add(sub);
                    }
                }
            }
            for (int cell : part) {
                taken[cell] = true;
            }
            cells.add(part);
            values.add(partValues);
            sets.add(partSets.stream().mapToInt(Integer::intValue).toArray());
            sources.add(source);
            return true;
        }

        /**
         * Per group and set, whether some choice of a set per group, no two sharing a digit, uses it; null when no
         * choice exists.
         */
        private boolean[][] viable() {
            int groups = cells.size();
            int states = 1 << grid.size;
            boolean[][] before = new boolean[groups + 1][states]; // masks the groups before g fill
            before[0][0] = true;
            for (int g = 0; g < groups; g++) {
                for (int mask = 0; mask < states; mask++) {
                    if (before[g][mask]) {
                        for (int set : sets.get(g)) {
                            if ((mask & set) == 0) {
                                before[g + 1][mask | set] = true;
                            }
                        }
                    }
                }
            }
            if (!before[groups][grid.all]) {
                return null;
            }
            boolean[][] after = new boolean[groups + 1][states]; // masks the groups from g on fill
            after[groups][0] = true;
            for (int g = groups - 1; g >= 0; g--) {
                for (int mask = 0; mask < states; mask++) {
                    if (after[g + 1][mask]) {
                        for (int set : sets.get(g)) {
                            if ((mask & set) == 0) {
                                after[g][mask | set] = true;
                            }
                        }
                    }
                }
            }
            boolean[][] viable = new boolean[groups][];
            for (int g = 0; g < groups; g++) {
                int[] groupSets = sets.get(g);
                viable[g] = new boolean[groupSets.length];
                for (int s = 0; s < groupSets.length; s++) {
                    int set = groupSets[s];
                    for (int mask = 0; mask < states && !viable[g][s]; mask++) {
                        viable[g][s] = before[g][mask] && (mask & set) == 0 && after[g + 1][grid.all & ~(mask | set)];
                    }
                }
            }
            return viable;
        }

        private static boolean contains(int[] cells, int cell) {
            for (int c : cells) {
                if (c == cell) {
                    return true;
                }
            }
            return false;
        }
    }
}
