package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@link Technique#RULES_TOGETHER}: two to four rules whose cells see each other (or share a cell, or a pair rule
 * joins two of them), filled at once, each cell's digit differing from those of the cells it sees, every rule whose
 * open cells all lie among them kept, and every digit a house has no place for off them put in one of them; a candidate
 * that no such filling uses leaves, where the digits' differences and the houses' needs alone keep it: {@code cage 9 at
 * r6c1 and the renban r6c5-r4c3 filled together: the renban's four consecutive digits hold a 3 or a 6 and see both
 * cells of the cage, so the cage is not 3 and 6}. A rule whose own technique reads its cells as if none saw another (a
 * line with a shape, an automaton, the cells pair rules link) is filled alone the same way too. The rules: a cage, a
 * sum (an arrow, a little killer), a line of digit sets (a renban, ...), a line with a shape (a between, lockout,
 * entropic, modular, region sum or zipper line), an automaton, and the cells pair rules link (a whisper, a thermometer,
 * a dot, an XV pair; on a plain killer, its cages alone), with two or more open cells each, at most {@link
 * RulesInHouse#MAX_CELLS} for two rules and {@link RulesInHouse#CAPACITY} for three or four (any that links join into
 * one group): Cold Sauerkraut's two nabner relations and black dot in box 4, ten cells, where two dynamic chains stood;
 * four cages of a killer without givens, twelve cells, where dynamic chains stood. A set of cells is searched once,
 * whichever rules make it. Rules in one house are filled here too: {@link RulesInHouse} fills a whole house first, but
 * gives up one past its node bound. The fewest cells first. 0.2 more per cell the rules touch past three.
 */
final class RulesTogether {

    /** The most rules filled together: four on twelve open cells cost about what three did (issue 69's people set). */
    static final int MOST_RULES = 4;

    private RulesTogether() {
    }

    /** The step of the first rule or group of rules (fewest open cells first) whose fillings leave out a candidate. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() && grid.cageCells.length == 0 || grid.size > 16) {
            return null;
        }
        List<Unit> units = units(grid, marks);
        Seen seen = SEEN.get(last -> last.nothing.grid == grid, () -> new Seen(grid));
        List<int[]> unions = seen.unions(units);
        RulesInHouse filler = new RulesInHouse(grid, marks, budget);
        for (int[] union : unions) {
            List<int[]> needs = RulesInHouse.needs(grid, marks, union);
            if (seen.nothing.foundNothing(union, union.length, needs, marks) != null) {
                continue;
            }
            filler.take(union, needs);
            StepBuilder step = new StepBuilder(Technique.RULES_TOGETHER, grid);
            List<String> cellNames = new ArrayList<>();
            List<String> names = new ArrayList<>();
            if (filler.fillings(step, cellNames, names)) {
                return step.pattern(Notation.and(names) + (names.size() == 1 ? ", filled on " : ", filled together on ")
                        + Notation.and(cellNames) + " (cells that see each other taking different digits"
                        + needsText(grid, needs, step) + "): no such filling uses what leaves")
                        .build();
            }
            seen.nothing.noteNothing(false); // a search past its bound here is nothing too: no split follows
        }
        return null;
    }

    /** The unions {@link #find} fills on these marks, in its order. */
    static List<int[]> unions(Grid grid, int[] marks) {
        return unions(grid, units(grid, marks));
    }

    /**
     * The unions to fill, fewest cells first: each rule filled alone that should be, then every group of two to {@link
     * #MOST_RULES} rules that links join within the cells allowed, each set of cells once.
     */
    private static List<int[]> unions(Grid grid, List<Unit> units) {
        List<int[]> unions = new ArrayList<>();
        Set<String> listed = new HashSet<>(); // a union is searched once, whichever rules make it
        for (Unit unit : units) {
            if (unit.alone()) {
                addOnce(unit.cells(), listed, unions);
            }
        }
        int count = units.size();
        boolean[][] linked = new boolean[count][count];
        for (int a = 0; a < count; a++) {
            for (int b = a + 1; b < count; b++) {
                linked[a][b] = linked(grid, units.get(a).cells(), units.get(b).cells());
                linked[b][a] = linked[a][b];
            }
        }
        int[] chosen = new int[MOST_RULES];
        for (int a = 0; a < count; a++) {
            chosen[0] = a;
            grow(units, linked, chosen, 1, units.get(a).cells(), listed, unions);
        }
        unions.sort(Comparator.comparingInt(union -> union.length)); // stable: the rules' order among equals
        return unions;
    }

    /**
     * Adds to the rules chosen (the first {@code size}, in increasing order, on {@code cells}) each later rule in
     * turn: the union is listed when links join the rules and its cells are few enough ({@link RulesInHouse#MAX_CELLS}
     * for two rules, {@link RulesInHouse#CAPACITY} for more), and grown again while it has fewer rules than {@link
     * #MOST_RULES} and fewer cells than the capacity (so rules that only a rule lying wholly within their full twelve
     * cells would join are not filled together: as for three rules before four). A pair comes before the triples that
     * hold it, as a triple before its quadruples.
     */
    private static void grow(List<Unit> units, boolean[][] linked, int[] chosen, int size, int[] cells,
            Set<String> listed, List<int[]> unions) {
        for (int next = chosen[size - 1] + 1; next < units.size(); next++) {
            int[] union = union(cells, units.get(next).cells());
            if (union.length > RulesInHouse.CAPACITY) {
                continue;
            }
            chosen[size] = next;
            int most = size == 1 ? RulesInHouse.MAX_CELLS : RulesInHouse.CAPACITY;
            if (union.length <= most && joined(linked, chosen, size + 1)) {
                addOnce(union, listed, unions);
            }
            if (size + 1 < MOST_RULES && union.length < RulesInHouse.CAPACITY) {
                grow(units, linked, chosen, size + 1, union, listed, unions);
            }
        }
    }

    /** Whether links join the first {@code size} rules chosen into one group. */
    private static boolean joined(boolean[][] linked, int[] chosen, int size) {
        int reached = 1; // bit i: chosen[i] reached from chosen[0]
        for (boolean grew = true; grew; ) {
            grew = false;
            for (int i = 0; i < size; i++) {
                for (int j = 0; j < size; j++) {
                    if ((reached >> i & 1) == 1 && (reached >> j & 1) == 0
                            && linked[chosen[i]][chosen[j]]) {
                        reached |= 1 << j;
                        grew = true;
                    }
                }
            }
        }
        return reached == (1 << size) - 1;
    }

    /** Lists the union unless the same cells were listed before (in another order, by other rules). */
    private static void addOnce(int[] union, Set<String> listed, List<int[]> unions) {
        int[] sorted = union.clone();
        Arrays.sort(sorted);
        if (listed.add(Arrays.toString(sorted))) {
            unions.add(union);
        }
    }

    /** {@code , and box 4's 4 and row 2's 1 among them}, naming the houses on the step; empty without needs. */
    private static String needsText(Grid grid, List<int[]> needs, StepBuilder step) {
        List<String> texts = new ArrayList<>();
        for (int[] need : needs) {
            step.house(need[0]);
            texts.add(grid.name(need[0]) + "'s " + Grid.digit(need[1]));
        }
        return texts.isEmpty() ? "" : ", and " + Notation.and(texts) + " among them";
    }

    private static final PerThread<Seen> SEEN = new PerThread<>();

    /**
     * Per thread and grid: what the unions found nothing on ({@link FillingsSeen}), and the unions listed for the
     * rules' open cells. One instance per thread and grid; not thread-safe.
     */
    private static final class Seen {
        final FillingsSeen nothing;
        /**
         * The units the unions were last listed for (per unit its number of cells, negative when it is filled alone,
         * then its cells), and those unions: they change only when a cell of a rule is placed, and listing them took a
         * tenth of an explanation.
         */
        private int[] unitsKey;
        private List<int[]> unions;

        Seen(Grid grid) {
            this.nothing = new FillingsSeen(grid);
        }

        /** The unions of {@link RulesTogether#unions} for these units, listed again only when they changed. */
        List<int[]> unions(List<Unit> units) {
            int length = 0;
            for (Unit unit : units) {
                length += unit.cells().length + 1;
            }
            int[] key = new int[length];
            int k = 0;
            for (Unit unit : units) {
                key[k++] = unit.alone() ? -unit.cells().length : unit.cells().length;
                System.arraycopy(unit.cells(), 0, key, k, unit.cells().length);
                k += unit.cells().length;
            }
            if (!Arrays.equals(key, unitsKey)) {
                unions = Collections.unmodifiableList(RulesTogether.unions(nothing.grid, units));
                unitsKey = key;
            }
            return unions;
        }
    }

    /**
     * The open cells of each rule that can be filled as one, two to {@link RulesInHouse#MAX_CELLS} each: the cages,
     * the sums, the lines of digit sets, the lines with a shape and the automata, then the groups of cells pair rules
     * link.
     */
    private static List<Unit> units(Grid grid, int[] marks) {
        List<Unit> units = new ArrayList<>();
        List<int[]> rules = RulesInHouse.checkedRuleCells(grid);
        // the cages, sums and lines of digit sets come first: their own techniques keep their cells' digits apart
        int whole = grid.cageCells.length + grid.rules.sums.cells.length + grid.rules.lines.setLines.length;
        for (int r = 0; r < rules.size(); r++) {
            addOpen(grid, marks, rules.get(r), r >= whole, units);
        }
        PairFacts pairs = grid.rules.pairs;
        boolean[] grouped = new boolean[grid.cells];
        int[] group = new int[grid.cells];
        for (int start = 0; start < grid.cells; start++) {
            if (grouped[start] || pairs.relationsAt(start).length == 0
                    || !SinglesAndIntersections.isOpen(grid, marks, start)) {
                continue;
            }
            grouped[start] = true;
            group[0] = start;
            int size = 1;
            for (int head = 0; head < size; head++) {
                for (int relation : pairs.relationsAt(group[head])) {
                    int partner = pairs.partner(relation, group[head]);
                    if (!grouped[partner] && SinglesAndIntersections.isOpen(grid, marks, partner)) {
                        grouped[partner] = true;
                        group[size++] = partner;
                    }
                }
            }
            if (size >= 2 && size <= RulesInHouse.MAX_CELLS) {
                units.add(new Unit(Arrays.copyOf(group, size), true));
            }
        }
        return units;
    }

    /**
     * A rule's open cells, and whether they are filled alone too: a rule whose own technique does not keep apart
     * the digits of its cells that see each other (a line with a shape, the cells pair rules link) may lose a
     * candidate to them.
     */
    private record Unit(int[] cells, boolean alone) {
    }

    /** A rule's open cells, when two to nine. */
    private static void addOpen(Grid grid, int[] marks, int[] cells, boolean alone, List<Unit> units) {
        int[] open = Arrays.stream(cells).filter(c -> SinglesAndIntersections.isOpen(grid, marks, c)).toArray();
        if (open.length >= 2 && open.length <= RulesInHouse.MAX_CELLS) {
            units.add(new Unit(open, alone));
        }
    }

    /** The cells of a, then those of b not in a: each rule's cells together, so that its checks prune early. */
    private static int[] union(int[] a, int[] b) {
        int[] union = Arrays.copyOf(a, a.length + b.length);
        int size = a.length;
        for (int cell : b) {
            if (!contains(a, cell)) {
                union[size++] = cell;
            }
        }
        return Arrays.copyOf(union, size);
    }

    private static boolean contains(int[] cells, int cell) {
        return RulesInHouse.positionOf(cells, cells.length, cell) >= 0;
    }

    /** Whether a cell of one rule is a cell of the other, sees one, or is linked to one by a pair rule. */
    private static boolean linked(Grid grid, int[] a, int[] b) {
        PairFacts pairs = grid.rules.pairs;
        for (int x : a) {
            for (int y : b) {
                if (x == y || grid.sees(x, y)) {
                    return true;
                }
            }
            for (int relation : pairs.relationsAt(x)) {
                if (contains(b, pairs.partner(relation, x))) {
                    return true;
                }
            }
        }
        return false;
    }
}
