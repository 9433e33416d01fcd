package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link Technique#PAIR_RULES_IN_A_HOUSE}: the open cells of a house that pair rules link together (a whisper's run
 * through a box, a chain of dots along a row) take different digits and keep every rule between them, so a candidate
 * that no such filling of the group gives its cell leaves: {@code in box 7, r7c1, r8c1, r7c2, r8c3, r9c3 and r9c2,
 * linked by the German whisper r8c1-r9c2, take different digits that keep the rules between them; no such filling
 * uses what leaves => ..., r8c1,r7c2,r8c3<>9} (with 3 and 5 placed in the box, its three low cells take 1, 2 and 4,
 * and the 4, at an end, wants the 9 beside it). The pair finders weigh at most two relations of one cell; this
 * weighs the whole group. Groups of three to {@link #MAX_CELLS} cells; a filling search past {@link #MAX_NODES} nodes
 * concludes nothing.
 */
final class PairRulesInHouse {

    /** The most cells a group may have: a house's worth. */
    static final int MAX_CELLS = 9;
    /** The nodes one group's search may visit before it gives up (a loosely linked group has many fillings). */
    static final int MAX_NODES = 50_000;
    /** Added per cell of the group past three: the player keeps the whole group's digits apart at once. */
    static final double PER_CELL = 0.2;

    private final Grid grid;
    private final int[] marks;
    private final PairFacts pairs;
    /** The group under study, in search order (each cell after the first linked to an earlier one). */
    private final int[] group = new int[MAX_CELLS];
    private int size;
    /** Per group position, the relations to earlier positions: {relation, earlier position} pairs. */
    private final int[][] links = new int[MAX_CELLS][];
    private final int[] chosen = new int[MAX_CELLS];
    private final int[] support = new int[MAX_CELLS];
    private int nodes;
    /** How many candidates of the group no filling found so far gives; -1 before the first filling. */
    private int unsupported;

    private PairRulesInHouse(Grid grid, int[] marks) {
        this.grid = grid;
        this.marks = marks;
        this.pairs = grid.rules.pairs;
    }

    /** The first house, in house order, with a group whose fillings leave a candidate out. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() || grid.rules.pairs.ruleOf.length == 0) {
            return null;
        }
        return new PairRulesInHouse(grid, marks).find();
    }

    private Step find() {
        int[] groupOf = new int[grid.cells];
        for (int house = 0; house < grid.houseCount(); house++) {
            Arrays.fill(groupOf, 0);
            int[] cells = grid.cellsOf(house);
            for (int c : cells) {
                groupOf[c] = SinglesAndIntersections.isOpen(grid, marks, c) ? -1 : 0; // -1: open, in no group yet
            }
            int groups = 0;
            for (int start : cells) {
                if (groupOf[start] != -1) {
                    continue;
                }
                groups++;
                if (gather(start, groupOf, groups) && size >= 3) {
                    Step step = conclude(house);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    /**
     * Gathers the group of a start cell in breadth-first order (so each cell links to an earlier one), marking its
     * cells with the group's number; false when it has more than {@link #MAX_CELLS} cells.
     */
    private boolean gather(int start, int[] groupOf, int number) {
        size = 0;
        groupOf[start] = number;
        group[size++] = start;
        boolean fits = true;
        for (int head = 0; head < size; head++) {
            int cell = group[head];
            for (int relation : pairs.relationsAt(cell)) {
                int partner = pairs.partner(relation, cell);
                if (groupOf[partner] == -1) {
                    groupOf[partner] = number;
                    if (size == MAX_CELLS) {
                        fits = false; // keep marking the group, so that its cells start no other
                    } else {
                        group[size++] = partner;
                    }
                }
            }
        }
        return fits;
    }

    private Step conclude(int house) {
        for (int i = 0; i < size; i++) {
            List<Integer> earlier = new ArrayList<>();
            for (int relation : pairs.relationsAt(group[i])) {
                int partner = pairs.partner(relation, group[i]);
                for (int j = 0; j < i; j++) {
                    if (group[j] == partner) {
                        earlier.add(relation);
                        earlier.add(j);
                    }
                }
            }
            links[i] = earlier.stream().mapToInt(Integer::intValue).toArray();
            support[i] = 0;
        }
        nodes = 0;
        unsupported = -1;
        if (!fill(0, 0) || nodes > MAX_NODES || unsupported == 0) {
            return null; // no filling (broken marks, not this step's to say), a search too large, or nothing leaves
        }
        StepBuilder step = new StepBuilder(Technique.PAIR_RULES_IN_A_HOUSE, grid).house(house);
        List<Integer> rules = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> cellNames = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            int cell = group[i];
            step.cell(cell);
            cellNames.add(grid.cell(cell).name());
            for (int bits = marks[cell] & grid.all & ~support[i]; bits != 0; bits &= bits - 1) {
                step.eliminate(cell, Grid.digit(bits & -bits));
            }
            for (int k = 0; k < links[i].length; k += 2) {
                int rule = pairs.ruleOf[links[i][k]];
                if (!rules.contains(rule)) {
                    rules.add(rule);
                    step.rule(rule);
                    names.add(PairFinders.ruleName(grid, pairs, links[i][k]));
                }
            }
        }
        if (step.changesNothing()) {
            return null;
        }
        step.difficulty(step.technique().difficulty() + PER_CELL * (size - 3));
        return step.pattern("in " + grid.name(house) + ", " + String.join(", ", cellNames.subList(0, size - 1))
                + " and " + cellNames.get(size - 1) + ", linked by " + String.join(" and ", names)
                + ", take different digits that keep the rules between them; no such filling uses what leaves").build();
    }

    /**
     * Fills positions {@code from} on with distinct digits that keep the links, recording each complete filling's
     * digits in {@link #support}; true when some filling exists. Stops once every candidate is supported (no step to
     * make: {@link #unsupported} is 0) or past {@link #MAX_NODES} nodes.
     */
    private boolean fill(int from, int used) {
        if (from == size) {
            unsupported = 0;
            for (int i = 0; i < size; i++) {
                support[i] |= chosen[i];
                unsupported += Integer.bitCount(marks[group[i]] & grid.all & ~support[i]);
            }
            return true;
        }
        boolean found = false;
        int cell = group[from];
        for (int bits = marks[cell] & grid.all & ~used; bits != 0 && unsupported != 0; bits &= bits - 1) {
            if (++nodes > MAX_NODES) {
                return found;
            }
            int bit = bits & -bits;
            if (keepsLinks(from, bit)) {
                chosen[from] = bit;
                found |= fill(from + 1, used | bit);
            }
        }
        return found;
    }

    private boolean keepsLinks(int position, int bit) {
        int[] toEarlier = links[position];
        for (int k = 0; k < toEarlier.length; k += 2) {
            int relation = toEarlier[k];
            int earlier = toEarlier[k + 1];
            int allowed = pairs.tableFrom(relation, group[earlier])[Grid.digit(chosen[earlier]) - 1];
            if ((allowed & bit) == 0) {
                return false;
            }
        }
        return true;
    }
}
