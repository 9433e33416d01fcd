package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Region;
import io.github.sudokusolver.internal.search.LineSets;
import io.github.sudokusolver.internal.search.AutomatonRule;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The lines whose rule is an order, a set or equal sums (thermometers, renban and nabner lines and relations of
 * sets, between and lockout, entropic, region sum and zipper lines), the clues outside a row or column read from
 * their side (x-sums, skyscrapers, numbered rooms), the quadruples and the counting circles, as the step engine reads
 * them: compact cells ({@link Grid#indexOf}) in the line's order, each fact tagged with its rule's index in {@link Layout#rules()}. Built once per {@link Grid}, immutable; the
 * palindromes and whispers are pair facts, not here. The meaning of each is the solvers' ({@code RuleCompiler}): a
 * line the rule compiler gives no constraint (a thermometer of one cell, a between line of two) is left out here too.
 */
final class LineFacts {

    /** The facts of a layout with none of these rules. */
    static final LineFacts NONE = new LineFacts();

    /**
     * Clues outside a row or column (x-sums, skyscrapers, numbered rooms): the row's or column's cells from the clue
     * inwards, their rules, kinds and clues.
     */
    final int[][] clueLines;
    final int[] clueRules;
    final OutsideClue.Kind[] clueKinds;
    final int[] clueValues;
    /** Thermometers, cells from the bulb; their rules. */
    final int[][] thermometers;
    final int[] thermometerRules;
    /**
     * Lines whose cells hold one of known digit sets, a digit each, of two cells or more (a renban's runs, a nabner
     * line's digits no two consecutive, an app's relation over every two cells that is symmetric and irreflexive, as
     * {@link LineSets} lists them): their cells, rules, sets (bit {@code d - 1} for d) and techniques.
     */
    final int[][] setLines;
    final int[] setLineRules;
    final int[][] setLineSets;
    final Technique[] setLineTechniques;
    /**
     * Lines whose middle is judged against their ends: between lines and lockout lines of three cells or more, the
     * ends first and last; their rules; per line, 0 for a between line, the ends' least difference for a lockout line.
     */
    final int[][] betweens;
    final int[] betweenRules;
    final int[] lockouts;
    /**
     * Per between line, the sets of its middle cells that lie in one house (so hold distinct digits), two or more,
     * each once: positions in the line's cells.
     */
    final int[][][] betweenGroups;
    /** Per between line, the house of each of its {@link #betweenGroups}. */
    final int[][] betweenGroupHouses;
    /** Entropic lines of three cells or more; their rules. */
    final int[][] entropics;
    final int[] entropicRules;
    /** Parity lines (modulus 2) and modular lines of two cells or more: their cells, rules and moduli. */
    final int[][] modulars;
    final int[] modularRules;
    final int[] moduli;
    /** Region sum lines of two pieces or more: their cells, a group per piece, their rules. */
    final int[][] regionSumLines;
    final int[][][] regionSums;
    final int[] regionSumRules;
    /**
     * Zipper lines of three cells or more: their cells, a group per mirrored pair (from the ends inwards) then the
     * middle cell alone, their rules.
     */
    final int[][] zipperLines;
    final int[][][] zippers;
    final int[] zipperRules;
    /** Quadruples: the four cells in row-major order; per quadruple its distinct digits' bits and how often each. */
    final int[][] quadruples;
    final int[][] quadrupleBits;
    final int[][] quadrupleCounts;
    final int[] quadrupleRules;
    /** Counting circles: each set's cells, and its rule. */
    final int[][] circles;
    final int[] circleRules;
    /** Automata: each one's walk over its cells (the grid's cells, {@link AutomatonRule#cells()}), and its rule. */
    final AutomatonRule[] automata;
    final int[] automatonRules;

    private LineFacts() {
        this(new Lists());
    }

    private LineFacts(Lists lists) {
        clueLines = lists.clueLines.toArray(new int[0][]);
        clueRules = toInts(lists.clueRules);
        clueKinds = lists.clueKinds.toArray(new OutsideClue.Kind[0]);
        clueValues = toInts(lists.clueValues);
        thermometers = lists.thermometers.toArray(new int[0][]);
        thermometerRules = toInts(lists.thermometerRules);
        setLines = lists.setLines.toArray(new int[0][]);
        setLineRules = toInts(lists.setLineRules);
        setLineSets = lists.setLineSets.toArray(new int[0][]);
        setLineTechniques = lists.setLineTechniques.toArray(new Technique[0]);
        betweens = lists.betweens.toArray(new int[0][]);
        betweenRules = toInts(lists.betweenRules);
        lockouts = toInts(lists.lockouts);
        betweenGroups = lists.betweenGroups.toArray(new int[0][][]);
        betweenGroupHouses = lists.betweenGroupHouses.toArray(new int[0][]);
        entropics = lists.entropics.toArray(new int[0][]);
        entropicRules = toInts(lists.entropicRules);
        modulars = lists.modulars.toArray(new int[0][]);
        modularRules = toInts(lists.modularRules);
        moduli = toInts(lists.moduli);
        regionSumLines = lists.regionSumLines.toArray(new int[0][]);
        regionSums = lists.regionSums.toArray(new int[0][][]);
        regionSumRules = toInts(lists.regionSumRules);
        zipperLines = lists.zipperLines.toArray(new int[0][]);
        zippers = lists.zippers.toArray(new int[0][][]);
        zipperRules = toInts(lists.zipperRules);
        quadruples = lists.quadruples.toArray(new int[0][]);
        quadrupleBits = lists.quadrupleBits.toArray(new int[0][]);
        quadrupleCounts = lists.quadrupleCounts.toArray(new int[0][]);
        quadrupleRules = toInts(lists.quadrupleRules);
        circles = lists.circles.toArray(new int[0][]);
        circleRules = toInts(lists.circleRules);
        automata = lists.automata.toArray(new AutomatonRule[0]);
        automatonRules = toInts(lists.automatonRules);
    }

    /** The facts of {@code rules} ({@link Layout#rules()}) on their grid; {@link #NONE} when none is of this family. */
    static LineFacts of(List<Rule> rules, Grid grid) {
        Lists lists = new Lists();
        int[] boxOf = null;
        for (int index = 0; index < rules.size(); index++) {
            Rule rule = rules.get(index);
            if (!RuleFacts.reads(RuleFacts.Reader.LINES, rule)) {
                continue;
            }
            if (rule instanceof Quadruple quadruple) {
                lists.quadruple(grid, quadruple, index);
            } else if (rule instanceof CountingCircles counting) {
                lists.circles.add(indices(grid, counting.cells()));
                lists.circleRules.add(index);
            } else if (rule instanceof Automaton automaton) {
                lists.automata.add(automatonRule(grid, automaton));
                lists.automatonRules.add(index);
            } else if (rule instanceof OutsideClue clue) {
                lists.clueLines.add(indices(grid, clue.cells(grid.size)));
                lists.clueRules.add(index);
                lists.clueKinds.add(clue.kind());
                lists.clueValues.add(clue.value());
            } else if (rule instanceof Relation relation) {
                if (relation.pairs() == Relation.Pairs.EVERY_TWO && grid.size <= LineSets.MOST_DIGITS
                        && LineSets.isSetRelation(grid.size, relation::allows)) {
                    int[] cells = indices(grid, relation.cells());
                    lists.setLine(cells, LineSets.together(grid.size, cells.length, relation::allows),
                            Technique.RELATION, index);
                }
            } else if (rule instanceof Line line) {
                int[] cells = indices(grid, line.cells());
                int k = cells.length;
                switch (line.kind()) {
                    case THERMOMETER -> lists.add(k > 1, lists.thermometers, lists.thermometerRules, cells, index);
                    case RENBAN -> lists.setLine(cells, LineSets.runs(grid.size, k), Technique.RENBAN, index);
                    case NABNER -> lists.setLine(cells, grid.size > LineSets.MOST_DIGITS ? null
                            : LineSets.together(grid.size, k, (x, y) -> Math.abs(x - y) >= 2), Technique.NABNER_LINE,
                            index);
                    case BETWEEN, LOCKOUT -> {
                        if (k > 2) {
                            lists.betweens.add(cells);
                            lists.betweenRules.add(index);
                            lists.lockouts.add(line.kind() == Line.Kind.LOCKOUT ? line.value() : 0);
                            List<int[]> groups = new ArrayList<>();
                            List<Integer> houses = new ArrayList<>();
                            middleGroups(grid, cells, groups, houses);
                            lists.betweenGroups.add(groups.toArray(new int[0][]));
                            lists.betweenGroupHouses.add(toInts(houses));
                        }
                    }
                    // the rule compiler's thirds: a grid of fewer than three digits has no entropic line to keep
                    case ENTROPIC -> lists.add(k > 2 && grid.size >= 3, lists.entropics, lists.entropicRules, cells,
                            index);
                    case REGION_SUM -> {
                        boxOf = boxOf == null ? boxOf(grid) : boxOf;
                        int[][] pieces = pieces(cells, boxOf);
                        if (pieces.length > 1) {
                            lists.regionSumLines.add(cells);
                            lists.regionSums.add(pieces);
                            lists.regionSumRules.add(index);
                        }
                    }
                    case ZIPPER -> { // two cells make one pair and nothing to compare it with
                        if (k > 2) {
                            lists.zipperLines.add(cells);
                            lists.zippers.add(zipperGroups(cells));
                            lists.zipperRules.add(index);
                        }
                    }
                    case PARITY, MODULAR -> {
                        if (k > 1) {
                            lists.modulars.add(cells);
                            lists.modularRules.add(index);
                            lists.moduli.add(line.kind() == Line.Kind.PARITY ? 2 : line.value());
                        }
                    }
                    default -> { // palindromes and whispers are pair facts
                    }
                }
            }
        }
        return lists.isEmpty() ? NONE : new LineFacts(lists);
    }

    /** Whether the layout has none of these rules: every finder of the family returns at once. */
    boolean isEmpty() {
        return this == NONE;
    }

    /**
     * The pieces of a region sum line as the rule compiler cuts it: runs of cells along the line in one box or jigsaw
     * region (cells in none form runs of their own).
     */
    private static int[][] pieces(int[] cells, int[] boxOf) {
        List<int[]> pieces = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= cells.length; i++) {
            if (i == cells.length || boxOf[cells[i]] != boxOf[cells[start]]) {
                pieces.add(Arrays.copyOfRange(cells, start, i));
                start = i;
            }
        }
        return pieces.toArray(new int[0][]);
    }

    /**
     * The box or jigsaw region of each compact cell, -1 for none: the first such region holding it in the layout's
     * order of regions, as the rule compiler finds it.
     */
    private static int[] boxOf(Grid grid) {
        int[] boxOf = new int[grid.cells];
        Arrays.fill(boxOf, -1);
        int number = 0;
        for (Region kind : new Region[] {Region.BOX, Region.REGION}) {
            for (List<Cell> region : grid.layout.regions(kind)) {
                for (Cell cell : region) {
                    int compact = grid.indexOf(cell);
                    if (boxOf[compact] < 0) {
                        boxOf[compact] = number;
                    }
                }
                number++;
            }
        }
        return boxOf;
    }

    /** The mirrored pairs of a zipper line from its ends inwards, then its middle cell when its length is odd. */
    private static int[][] zipperGroups(int[] cells) {
        int k = cells.length;
        int[][] groups = new int[(k + 1) / 2][];
        for (int i = 0; i < k / 2; i++) {
            groups[i] = new int[] {cells[i], cells[k - 1 - i]};
        }
        if (k % 2 == 1) {
            groups[k / 2] = new int[] {cells[k / 2]};
        }
        return groups;
    }

    /**
     * Per house, the middle cells of a between line in it (positions on the line), when two or more: each set once,
     * and none that a larger one holds (two middle cells of a row that share a box too are named by their row).
     */
    private static void middleGroups(Grid grid, int[] cells, List<int[]> groups, List<Integer> houses) {
        List<BitSet> inHouses = new ArrayList<>(); // per house, the positions of its middle cells
        for (int house = 0; house < grid.houseCount(); house++) {
            BitSet inHouse = new BitSet();
            for (int member : grid.cellsOf(house)) {
                for (int i = 1; i < cells.length - 1; i++) {
                    if (member == cells[i]) {
                        inHouse.set(i);
                    }
                }
            }
            inHouses.add(inHouse);
        }
        for (int house = 0; house < inHouses.size(); house++) {
            BitSet inHouse = inHouses.get(house);
            boolean kept = inHouse.cardinality() > 1;
            for (int other = 0; other < inHouses.size() && kept; other++) {
                BitSet outside = (BitSet) inHouse.clone();
                outside.andNot(inHouses.get(other));
                // a strictly larger set, or the same set in an earlier house, names these cells instead
                kept = !outside.isEmpty() || inHouses.get(other).equals(inHouse) && other >= house;
            }
            if (kept) {
                groups.add(inHouse.stream().toArray());
                houses.add(house);
            }
        }
    }

    /** An automaton as the engine walks it, over the grid's cells: its steps, -1 at a break between segments. */
    private static AutomatonRule automatonRule(Grid grid, Automaton automaton) {
        Automaton.Machine machine = automaton.machine();
        return AutomatonRule.forSteps(automaton.steps(grid::indexOf), grid.size, machine.states(), machine.starts(),
                machine.accepts(), machine.moves());
    }

    private static int[] indices(Grid grid, List<Cell> cells) {
        int[] indices = new int[cells.size()];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = grid.indexOf(cells.get(i));
        }
        return indices;
    }

    private static int[] toInts(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The facts while they are gathered. */
    private static final class Lists {
        final List<int[]> thermometers = new ArrayList<>();
        final List<Integer> thermometerRules = new ArrayList<>();
        final List<int[]> clueLines = new ArrayList<>();
        final List<Integer> clueRules = new ArrayList<>();
        final List<OutsideClue.Kind> clueKinds = new ArrayList<>();
        final List<Integer> clueValues = new ArrayList<>();
        final List<int[]> setLines = new ArrayList<>();
        final List<Integer> setLineRules = new ArrayList<>();
        final List<int[]> setLineSets = new ArrayList<>();
        final List<Technique> setLineTechniques = new ArrayList<>();
        final List<int[]> betweens = new ArrayList<>();
        final List<Integer> betweenRules = new ArrayList<>();
        final List<Integer> lockouts = new ArrayList<>();
        final List<int[][]> betweenGroups = new ArrayList<>();
        final List<int[]> betweenGroupHouses = new ArrayList<>();
        final List<int[]> entropics = new ArrayList<>();
        final List<Integer> entropicRules = new ArrayList<>();
        final List<int[]> modulars = new ArrayList<>();
        final List<Integer> modularRules = new ArrayList<>();
        final List<Integer> moduli = new ArrayList<>();
        final List<int[]> regionSumLines = new ArrayList<>();
        final List<int[][]> regionSums = new ArrayList<>();
        final List<Integer> regionSumRules = new ArrayList<>();
        final List<int[]> zipperLines = new ArrayList<>();
        final List<int[][]> zippers = new ArrayList<>();
        final List<Integer> zipperRules = new ArrayList<>();
        final List<int[]> quadruples = new ArrayList<>();
        final List<int[]> quadrupleBits = new ArrayList<>();
        final List<int[]> quadrupleCounts = new ArrayList<>();
        final List<Integer> quadrupleRules = new ArrayList<>();
        final List<int[]> circles = new ArrayList<>();
        final List<Integer> circleRules = new ArrayList<>();
        final List<AutomatonRule> automata = new ArrayList<>();
        final List<Integer> automatonRules = new ArrayList<>();

        void add(boolean kept, List<int[]> facts, List<Integer> rules, int[] cells, int rule) {
            if (kept) {
                facts.add(cells);
                rules.add(rule);
            }
        }

        /** A line of sets, kept with two cells or more and a list of sets ({@code null}: too many to list). */
        void setLine(int[] cells, int[] sets, Technique technique, int rule) {
            if (cells.length > 1 && sets != null && sets.length > 0) {
                setLines.add(cells);
                setLineRules.add(rule);
                setLineSets.add(sets);
                setLineTechniques.add(technique);
            }
        }

        void quadruple(Grid grid, Quadruple quadruple, int rule) {
            List<Integer> digits = quadruple.digits(); // sorted: a repeated digit's copies are neighbours
            int[] bits = new int[digits.size()];
            int[] counts = new int[digits.size()];
            int distinct = 0;
            for (int i = 0; i < digits.size(); i++) {
                if (i > 0 && digits.get(i).equals(digits.get(i - 1))) {
                    counts[distinct - 1]++;
                } else {
                    bits[distinct] = 1 << digits.get(i) - 1;
                    counts[distinct++] = 1;
                }
            }
            quadruples.add(indices(grid, quadruple.cells()));
            quadrupleBits.add(Arrays.copyOf(bits, distinct));
            quadrupleCounts.add(Arrays.copyOf(counts, distinct));
            quadrupleRules.add(rule);
        }

        boolean isEmpty() {
            return clueLines.isEmpty() && thermometers.isEmpty() && setLines.isEmpty() && betweens.isEmpty() && entropics.isEmpty()
                    && modulars.isEmpty() && regionSums.isEmpty() && zippers.isEmpty() && quadruples.isEmpty()
                    && circles.isEmpty() && automata.isEmpty();
        }
    }
}
