package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Set theory with the rules' sums ({@link Technique#SET_THEORY}): the law of 45 over an area (the areas of {@link
 * LawOf45Areas}: each region, adjacent rows, columns and boxes, the whole grid) with arrows, pill arrows, little
 * killers and the rules' houses of every digit taken away as a killer player takes away cages. Every sum is an equation
 * over its cells: a cage's digits add up to its sum, a little killer's to its clue, an arrow's line less its circle to
 * 0, an extra region's (or a nine-cell cage's without a sum, or a disjoint group's) to {@code 1 + ... + size}. Starting
 * from the area's cells (each digit once per region), the sum that lowers the number of open cells left the most is
 * taken away (or added, the other way round), again and again: a cage or a little killer wholly inside goes with its
 * total, an arrow's line inside is swapped for its circle. When at least one rule's sum or house was used and one to
 * {@link #MAX_CELLS} open cells are left, their weighted digits add up to a known amount, and a candidate that no
 * assignment uses leaves: digits distinct where cells see each other, and the pair rules and renbans among those cells
 * kept (the step names them). With cages alone this is the law of 45 ({@link LawOf45}), which runs first and is left to
 * it.
 */
final class SetTheory {

    /**
     * Open cells the weighted sum left may have. Eight, not the law of 45's four: at a puzzle's break-in the areas'
     * sums leave many open cells (on the SudokuPad samples, eight frees Ascension and Nostalgia where five freed none).
     */
    static final int MAX_CELLS = 8;
    /**
     * The nodes one assignment search may visit: eight open cells of nine candidates each could take millions, and a
     * search past the bound concludes nothing (its area is skipped).
     */
    static final long MAX_NODES = 100_000;
    /**
     * Added per region of the area past the first (its {@code spread}: the whole grid counts as three lines): the
     * player must see the sums across several houses.
     */
    static final double PER_REGION = 0.4;

    /**
     * Every sum as an equation, computed once per grid ({@link #of}): the cages first, then the rules' weighted sums
     * (arrows, pill arrows, little killers), then the houses rules make of every digit (extra regions, nine-cell cages
     * without a sum, disjoint groups), each adding up to {@code 1 + ... + size}. Immutable.
     */
    static final class Equations {
        final int[][] cells;
        final int[][] weights;
        final int[] totals;
        /** How many cages come first, then how many rules' sums. */
        final int cages;
        final int ruleSums;
        /** Per equation past the rules' sums, its house. */
        final int[] ruleHouses;

        private Equations(Grid grid) {
            SumFacts sums = grid.rules.sums;
            this.cages = grid.cageCount();
            this.ruleSums = sums.sumCount();
            List<Integer> houses = new ArrayList<>();
            for (int house = 0; house < grid.houseCount(); house++) {
                if ((grid.kinds[house] == Region.EXTRA_REGION || grid.kinds[house] == Region.DISJOINT_GROUP)
                        && grid.cellsOf(house).length == grid.size) {
                    houses.add(house);
                }
            }
            this.ruleHouses = houses.stream().mapToInt(Integer::intValue).toArray();
            int count = cages + ruleSums + ruleHouses.length;
            this.cells = new int[count][];
            this.weights = new int[count][];
            this.totals = new int[count];
            for (int cage = 0; cage < cages; cage++) {
                cells[cage] = grid.cageCells[cage];
                weights[cage] = ones(cells[cage].length);
                totals[cage] = grid.cageSums[cage];
            }
            for (int s = 0; s < ruleSums; s++) {
                cells[cages + s] = sums.cells[s];
                weights[cages + s] = sums.weights[s];
                totals[cages + s] = sums.totals[s];
            }
            for (int h = 0; h < ruleHouses.length; h++) {
                int sum = cages + ruleSums + h;
                cells[sum] = grid.cellsOf(ruleHouses[h]);
                weights[sum] = ones(cells[sum].length);
                totals[sum] = grid.size * (grid.size + 1) / 2;
            }
        }

        private static int[] ones(int length) {
            int[] ones = new int[length];
            Arrays.fill(ones, 1);
            return ones;
        }
    }

    /** The rules among an assignment's cells that it keeps too, and their indices in the layout's rules. */
    private record Kept(WeightedSums.Keeps keeps, List<Integer> rules) {
    }

    private final Grid grid;
    private final int[] marks;
    private final Equations equations;
    private final int[][] cells;
    private final int[][] weights;
    private final int[] totals;
    private final int cages;

    private SetTheory(Grid grid, int[] marks, Equations equations) {
        this.grid = grid;
        this.marks = marks;
        this.equations = equations;
        this.cells = equations.cells;
        this.weights = equations.weights;
        this.totals = equations.totals;
        this.cages = equations.cages;
    }

    /** The grid's equations, computed on the first call and kept by the grid. */
    static Equations of(Grid grid) {
        Equations equations = grid.setTheoryEquations;
        if (equations == null) {
            equations = new Equations(grid);
            grid.setTheoryEquations = equations;
        }
        return equations;
    }

    /** The first area whose weighted sum, with a rule's sum among those taken away, removes a candidate. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        if (grid.rules.isEmpty() || grid.size > CageFillings.MAX_SIZE) {
            return null;
        }
        Equations equations = of(grid);
        if (equations.cells.length == equations.cages) {
            return null; // no rule's sum or house to take away: the law of 45's
        }
        SetTheory theory = new SetTheory(grid, marks, equations);
        for (LawOf45Areas.Area area : LawOf45Areas.of(grid)) {
            Step step = theory.area(area, budget);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private boolean isOpen(int cell) {
        return (marks[cell] & grid.placed) == 0;
    }

    private Step area(LawOf45Areas.Area area, Budget budget) {
        int[] coefficients = new int[grid.cells];
        for (int region : area.regions) {
            for (int cell : grid.cellsOf(region)) {
                coefficients[cell] = 1;
            }
        }
        int total = area.total;
        int[] used = new int[cells.length];
        boolean ruleUsed = false;
        while (true) {
            int bestGain = 0;
            int best = -1;
            int bestSign = 0;
            for (int sum = 0; sum < cells.length; sum++) {
                if (used[sum] != 0) {
                    continue;
                }
                for (int sign = 1; sign >= -1; sign -= 2) {
                    int gain = gain(coefficients, sum, sign);
                    if (gain > bestGain) {
                        bestGain = gain;
                        best = sum;
                        bestSign = sign;
                    }
                }
            }
            if (best < 0) {
                break;
            }
            for (int i = 0; i < cells[best].length; i++) {
                coefficients[cells[best][i]] -= bestSign * weights[best][i];
            }
            total -= bestSign * totals[best];
            used[best] = bestSign;
            ruleUsed |= best >= cages;
        }
        if (!ruleUsed) {
            return null; // cages alone: the law of 45's
        }
        int[] open = new int[MAX_CELLS];
        int[] openWeights = new int[MAX_CELLS];
        int count = 0;
        boolean placedCounted = false;
        for (int cell = 0; cell < grid.cells; cell++) {
            if (coefficients[cell] == 0) {
                continue;
            }
            if (!isOpen(cell)) {
                total -= coefficients[cell] * Grid.digit(marks[cell] & grid.all);
                placedCounted = true;
            } else if (count == MAX_CELLS) {
                return null;
            } else {
                open[count] = cell;
                openWeights[count++] = coefficients[cell];
            }
        }
        if (count == 0) {
            return null;
        }
        int[] support = new int[count];
        Kept kept = kept(open, count);
        if (!WeightedSums.support(grid, marks, open, openWeights, count, total, support, MAX_NODES, kept.keeps(),
                budget)) {
            return null;
        }
        StepBuilder step = new StepBuilder(Technique.SET_THEORY, grid);
        for (int i = 0; i < count; i++) {
            if (support[i] == 0) {
                return null; // marks that contradict the sums: not for this step to say
            }
            int removed = marks[open[i]] & grid.all & ~support[i];
            if (Integer.bitCount(support[i]) == 1 && removed != 0) {
                step.place(open[i], Grid.digit(support[i]));
            } else {
                for (int bits = removed; bits != 0; bits &= bits - 1) {
                    step.eliminate(open[i], Grid.digit(bits & -bits));
                }
            }
            step.cell(open[i]);
        }
        if (step.changesNothing()) {
            return null;
        }
        step.difficulty(step.technique().difficulty() + PER_REGION * area.spread);
        for (int region : area.regions) {
            step.house(region);
        }
        List<String> parts = new ArrayList<>();
        for (int sum = 0; sum < cells.length; sum++) {
            if (used[sum] != 0) {
                parts.add(part(sum, used[sum], step));
            }
        }
        List<String> keptNames = new ArrayList<>();
        for (int rule : kept.rules()) {
            step.rule(rule);
            keptNames.add(RuleNames.of(grid.rules.rule(rule)));
        }
        return step.pattern(area.name + " adds up to " + area.total + "; " + String.join(", ", parts) + ": so "
                + expression(open, openWeights, count) + " = " + total
                + (placedCounted ? ", the placed digits taken off" : "")
                + (keptNames.isEmpty() ? "" : ", keeping " + String.join(" and ", keptNames))).build();
    }

    /** How many open cells with a weight fewer there are once the sum is taken away ({@code sign} 1) or added (-1). */
    private int gain(int[] coefficients, int sum, int sign) {
        int gain = 0;
        for (int i = 0; i < cells[sum].length; i++) {
            int cell = cells[sum][i];
            if (isOpen(cell)) {
                int before = coefficients[cell];
                int after = before - sign * weights[sum][i];
                gain += (before != 0 ? 1 : 0) - (after != 0 ? 1 : 0);
            }
        }
        return gain;
    }

    /**
     * The rules among the open cells that an assignment must keep too (no {@code keeps} when there is none): each pair
     * rule between two of them (a dot, a whisper, a thermometer's order, ...) and each line of digit sets (a renban,
     * ...) all of whose cells are among them.
     */
    private Kept kept(int[] open, int count) {
        PairFacts pairs = grid.rules.pairs;
        LineFacts facts = grid.rules.lines;
        List<Integer> rules = new ArrayList<>();
        // per open cell, {j, relation} for each earlier open cell j it is related to
        List<List<int[]>> checks = new ArrayList<>();
        boolean any = false;
        for (int i = 0; i < count; i++) {
            List<int[]> at = new ArrayList<>();
            for (int relation : pairs.relationsAt(open[i])) {
                int partner = pairs.partner(relation, open[i]);
                for (int j = 0; j < i; j++) {
                    if (open[j] == partner) {
                        at.add(new int[] {j, relation});
                        keep(rules, pairs.ruleOf[relation]);
                    }
                }
            }
            checks.add(at);
            any |= !at.isEmpty();
        }
        List<int[]> lines = new ArrayList<>(); // per set line all among open: its cells as indices into open
        List<int[]> linesSets = new ArrayList<>();
        for (int r = 0; r < facts.setLines.length; r++) {
            int[] line = facts.setLines[r];
            int[] at = new int[line.length];
            for (int c = 0; c < line.length; c++) {
                at[c] = -1;
                for (int i = 0; i < count; i++) {
                    at[c] = open[i] == line[c] ? i : at[c];
                }
            }
            if (Arrays.stream(at).allMatch(i -> i >= 0)) {
                Arrays.sort(at); // the last one checks
                lines.add(at);
                linesSets.add(facts.setLineSets[r]);
                keep(rules, facts.setLineRules[r]);
            }
        }
        if (!any && lines.isEmpty()) {
            return new Kept(null, rules);
        }
        return new Kept((i, bit, chosen) -> {
            for (int[] check : checks.get(i)) {
                int allowed = pairs.tableFrom(check[1], open[check[0]])[Grid.digit(chosen[check[0]]) - 1];
                if ((allowed & bit) == 0) {
                    return false;
                }
            }
            for (int l = 0; l < lines.size(); l++) {
                int[] line = lines.get(l);
                if (line[line.length - 1] == i) {
                    int digits = bit;
                    for (int c = 0; c < line.length - 1; c++) {
                        digits |= chosen[line[c]];
                    }
                    if (Arrays.binarySearch(linesSets.get(l), digits) < 0) { // the sets are in increasing order
                        return false;
                    }
                }
            }
            return true;
        }, rules);
    }

    private static void keep(List<Integer> rules, int rule) {
        if (!rules.contains(rule)) {
            rules.add(rule);
        }
    }

    /** One sum used, in words, and noted on the step. */
    private String part(int sum, int sign, StepBuilder step) {
        if (sum < cages) {
            step.cage(sum);
            return (sign > 0 ? "less " : "plus ") + grid.cageName(sum);
        }
        if (sum >= cages + equations.ruleSums) {
            int house = equations.ruleHouses[sum - cages - equations.ruleSums];
            step.house(house);
            return (sign > 0 ? "less " : "plus ") + grid.name(house);
        }
        int rule = grid.rules.sums.rules[sum - cages];
        step.rule(rule);
        String name = RuleNames.of(grid.rules.rule(rule));
        if (grid.rules.sums.isArrow(sum - cages)) {
            String circle = grid.rules.sums.isDoubleArrow(sum - cages) ? "circles" : "circle";
            return sign > 0 ? "the line of " + name + " swapped for its " + circle
                    : "the " + circle + " of " + name + " swapped for its line";
        }
        return (sign > 0 ? "less " : "plus ") + name;
    }

    /** {@code r4c6+2*r5c5-r2c2}. */
    private String expression(int[] open, int[] openWeights, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int weight = openWeights[i];
            text.append(weight < 0 ? "-" : i > 0 ? "+" : "");
            if (Math.abs(weight) != 1) {
                text.append(Math.abs(weight)).append('*');
            }
            text.append(grid.cell(open[i]).name());
        }
        return text.toString();
    }
}
