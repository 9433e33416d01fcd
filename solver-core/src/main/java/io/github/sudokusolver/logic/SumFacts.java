package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The variant rules that are sums over groups of cells, as the step engine reads them, compiled once per {@link Grid}
 * from {@code Layout.rules()} with the semantics of the solvers' {@code RuleCompiler}:
 *
 * <ul>
 *   <li>a weighted sum per arrow and little killer: {@code sum(weights[s][i] * digit(cells[s][i])) == totals[s]}. An
 *       arrow's circle comes first, weighted -1, -10, -100 from its last cell (a pill reads a number), then its line,
 *       each cell weighted 1, total 0; a double arrow's two ends (its circles) come first, weighted -1 each, then the
 *       cells between them, weighted 1, total 0; a little killer's diagonal is weighted 1 throughout, its clue the
 *       total. Digits may repeat on a sum: only cells that are peers must differ;</li>
 *   <li>a sandwich per clue: the cells of its row or column in order, and the sum of the digits strictly between the
 *       1 and the largest digit.</li>
 * </ul>
 *
 * Each fact keeps the index of its rule in {@code Layout.rules()}, which a step names it by. Immutable; the arrays
 * are read, never written, by the finders ({@link SumFinders}, {@link RuleFillings}).
 */
final class SumFacts {

    /** The facts of a layout without sums. */
    static final SumFacts NONE = new SumFacts(new int[0][], new int[0][], new int[0], new int[0], new int[0],
            new Technique[0], new int[0][], new int[0], new int[0], new int[0][][]);

    /** The most digits a sandwich is read on: its digit sets are listed from every subset of {@code 2..n-1}. */
    private static final int MAX_SANDWICH_DIGITS = 16;

    /** Per weighted sum, its compact cells (an arrow's circle first), their weights and the total. */
    final int[][] cells;
    final int[][] weights;
    final int[] totals;
    /** Per weighted sum, the index of its rule in {@code Layout.rules()}. */
    final int[] rules;
    /**
     * Per weighted sum, how many of its first cells are an arrow's circle (a pill's cells, a double arrow's two
     * ends); 0 for a little killer.
     */
    final int[] circleSizes;
    /** Per weighted sum, the technique that reads it: an arrow's, a little killer's or a magic square's line. */
    final Technique[] techniques;
    /** Per sandwich, the compact cells of its row or column in order; the clue; the rule's index. */
    final int[][] sandwichLines;
    final int[] sandwichSums;
    final int[] sandwichRules;
    /**
     * Per sandwich and count k of cells between its ends, the sets of k distinct digits of {@code 2..n-1} (bit
     * {@code d - 1}) adding up to the clue; for no cell between, the empty set when the clue is 0.
     */
    final int[][][] sandwichSets;

    private SumFacts(int[][] cells, int[][] weights, int[] totals, int[] rules, int[] circleSizes,
            Technique[] techniques, int[][] sandwichLines, int[] sandwichSums, int[] sandwichRules, int[][][] sandwichSets) {
        this.cells = cells;
        this.weights = weights;
        this.totals = totals;
        this.rules = rules;
        this.circleSizes = circleSizes;
        this.techniques = techniques;
        this.sandwichLines = sandwichLines;
        this.sandwichSums = sandwichSums;
        this.sandwichRules = sandwichRules;
        this.sandwichSets = sandwichSets;
    }

    /** The sums among a layout's rules ({@code Layout.rules()}, in order) on its grid; {@link #NONE} without. */
    static SumFacts of(List<Rule> layoutRules, Grid grid) {
        List<int[]> cells = new ArrayList<>();
        List<int[]> weights = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();
        List<Integer> rules = new ArrayList<>();
        List<Integer> circles = new ArrayList<>();
        List<Technique> techniques = new ArrayList<>();
        List<int[]> lines = new ArrayList<>();
        List<Integer> sandwichSums = new ArrayList<>();
        List<Integer> sandwichRules = new ArrayList<>();
        for (int r = 0; r < layoutRules.size(); r++) {
            Rule rule = layoutRules.get(r);
            if (!RuleFacts.reads(RuleFacts.Reader.SUMS, rule)) {
                continue;
            }
            if (rule instanceof Arrow arrow) {
                List<Cell> circle = arrow.circle();
                List<Cell> line = arrow.line();
                int[] sumCells = new int[circle.size() + line.size()];
                int[] sumWeights = new int[sumCells.length];
                int weight = 1;
                for (int i = circle.size() - 1; i >= 0; i--) {
                    sumCells[i] = grid.indexOf(circle.get(i));
                    sumWeights[i] = -weight;
                    weight *= 10;
                }
                for (int i = 0; i < line.size(); i++) {
                    sumCells[circle.size() + i] = grid.indexOf(line.get(i));
                    sumWeights[circle.size() + i] = 1;
                }
                cells.add(sumCells);
                weights.add(sumWeights);
                totals.add(0);
                rules.add(r);
                circles.add(circle.size());
                techniques.add(Technique.ARROW);
            } else if (rule instanceof Line line) { // a double arrow: RuleFacts.readers lets no other line here
                List<Cell> on = line.cells();
                int k = on.size();
                int[] sumCells = new int[k];
                int[] sumWeights = new int[k];
                sumCells[0] = grid.indexOf(on.get(0));
                sumCells[1] = grid.indexOf(on.get(k - 1));
                sumWeights[0] = -1;
                sumWeights[1] = -1;
                for (int i = 1; i < k - 1; i++) {
                    sumCells[i + 1] = grid.indexOf(on.get(i));
                    sumWeights[i + 1] = 1;
                }
                cells.add(sumCells);
                weights.add(sumWeights);
                totals.add(0);
                rules.add(r);
                circles.add(2);
                techniques.add(Technique.ARROW);
            } else if (rule instanceof LittleKiller clue) {
                int[] sumCells = new int[clue.cells().size()];
                for (int i = 0; i < sumCells.length; i++) {
                    sumCells[i] = grid.indexOf(clue.cells().get(i));
                }
                int[] ones = new int[sumCells.length];
                java.util.Arrays.fill(ones, 1);
                cells.add(sumCells);
                weights.add(ones);
                totals.add(clue.sum());
                rules.add(r);
                circles.add(0);
                techniques.add(Technique.LITTLE_KILLER);
            } else if (rule instanceof MagicSquare square) {
                for (List<Cell> line : square.lines()) {
                    cells.add(new int[] {grid.indexOf(line.get(0)), grid.indexOf(line.get(1)),
                        grid.indexOf(line.get(2))});
                    weights.add(new int[] {1, 1, 1});
                    totals.add(MagicSquare.SUM);
                    rules.add(r);
                    circles.add(0);
                    techniques.add(Technique.MAGIC_SQUARE);
                }
            } else if (rule instanceof Sandwich clue && grid.size <= MAX_SANDWICH_DIGITS) {
                int[] line = new int[grid.size];
                for (int i = 0; i < line.length; i++) {
                    line[i] = grid.indexOf(clue.isRow() ? new Cell(clue.index(), i) : new Cell(i, clue.index()));
                }
                lines.add(line);
                sandwichSums.add(clue.sum());
                sandwichRules.add(r);
            }
        }
        if (cells.isEmpty() && lines.isEmpty()) {
            return NONE;
        }
        int[][][] sets = new int[lines.size()][][];
        for (int t = 0; t < sets.length; t++) {
            sets[t] = sandwichSets(grid.size, sandwichSums.get(t));
        }
        return new SumFacts(cells.toArray(new int[0][]), weights.toArray(new int[0][]), ints(totals), ints(rules),
                ints(circles), techniques.toArray(new Technique[0]), lines.toArray(new int[0][]), ints(sandwichSums),
                ints(sandwichRules), sets);
    }

    /** {@link #sandwichSets} of one clue on a grid of {@code size} digits. */
    private static int[][] sandwichSets(int size, int clue) {
        List<List<Integer>> byCount = new ArrayList<>();
        for (int k = 0; k < size - 1; k++) {
            byCount.add(new ArrayList<>());
        }
        int middle = ((1 << size - 1) - 1) & ~1; // the digits 2..n-1
        // every subset of the middle digits, the empty one included
        for (int set = middle; ; set = (set - 1) & middle) {
            int total = 0;
            for (int bits = set; bits != 0; bits &= bits - 1) {
                total += Integer.numberOfTrailingZeros(bits) + 1;
            }
            if (total == clue) {
                byCount.get(Integer.bitCount(set)).add(set);
            }
            if (set == 0) {
                break;
            }
        }
        int[][] sets = new int[byCount.size()][];
        for (int k = 0; k < sets.length; k++) {
            sets[k] = ints(byCount.get(k));
        }
        return sets;
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Whether the layout has no sum: the sum finders return at once. */
    boolean isEmpty() {
        return this == NONE;
    }

    /** The number of weighted sums (arrows and little killers). */
    int sumCount() {
        return cells.length;
    }

    /** Whether a weighted sum is an arrow's, a double arrow's among them (else a little killer's). */
    boolean isArrow(int sum) {
        return circleSizes[sum] > 0;
    }

    /** Whether a weighted sum is a double arrow's: two circles weighted -1 each (a pill's first weighs -10). */
    boolean isDoubleArrow(int sum) {
        return circleSizes[sum] == 2 && weights[sum][0] == -1;
    }

    /** Per compact cell of the grid, the weighted sums it lies on and its position in each, as pairs. */
    int[][] byCell(Grid grid) {
        int[][] out = new int[grid.cells][0];
        for (int s = 0; s < cells.length; s++) {
            for (int i = 0; i < cells[s].length; i++) {
                int cell = cells[s][i];
                out[cell] = Arrays.copyOf(out[cell], out[cell].length + 2);
                out[cell][out[cell].length - 2] = s;
                out[cell][out[cell].length - 1] = i;
            }
        }
        return out;
    }
}
