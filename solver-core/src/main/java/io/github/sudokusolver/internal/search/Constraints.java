package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The variant rules of a layout as the engine's shapes, in plain ints: grid positions ({@code row * columns +
 * column}), digit masks (bit {@code d - 1} for digit d) and tables. {@code RuleCompiler} (in the API package, the one
 * place that knows the rule types) fills it; {@link Geometry} turns it into peers, regions, initial masks and
 * propagators. Each call is tagged with the rule it came from ({@link #rule}), so that givens breaking a rule can be
 * traced back to it ({@link Geometry#brokenRules}). Not thread-safe; a finished builder is only read.
 *
 * <p>The shapes: {@link #differ} (two cells become peers), {@link #region} (a full all-different region),
 * {@link #allow} (a cell's mask cut once, before search), {@link #relation} (a table per pair), {@link #linearSum},
 * {@link #equalSums}, {@link #renban}, {@link #between}, {@link #lockout}, {@link #quadruple} and {@link #sandwich};
 * {@code docs/variants.md} says which rule compiles to which.
 */
public final class Constraints {

    /** A propagator of a shape, built once the geometry (its compact cells and peers) exists. */
    interface Shape {
        Propagator build(Geometry geometry);
    }

    final int size;
    private int rule = -1;
    /** Per pair of cells that must differ: the two positions and the rule. */
    final List<int[]> differs = new ArrayList<>();
    /** Full regions: positions; and the rule of each. */
    final List<int[]> regions = new ArrayList<>();
    final List<Integer> regionRules = new ArrayList<>();
    /** Per cut: the position, the mask kept, the rule. */
    final List<int[]> allowed = new ArrayList<>();
    final List<Shape> shapes = new ArrayList<>();
    final List<Integer> shapeRules = new ArrayList<>();
    /** The sums with unit coefficients (little killers), for {@code mergeSums}: positions and total; and rule. */
    final List<int[]> unitSums = new ArrayList<>();
    final List<Integer> unitTotals = new ArrayList<>();
    private final List<Integer> unitRules = new ArrayList<>();
    /**
     * Known sums that are no unit sum's shape (an X or V dot's two cells: a pair relation), grid positions and total,
     * for {@link #substituteSums} and the sums around each house ({@code SumIntersections}).
     */
    final List<int[]> knownSums = new ArrayList<>();
    final List<Integer> knownTotals = new ArrayList<>();
    /** Equal totals the rules state, {@code {plus, minus}} as grid positions, for {@link #substituteSums}. */
    private final List<int[][]> equalities = new ArrayList<>();
    /**
     * The rule tag of a derived sum ({@link #substituteSums}): no one rule states it, so {@link Geometry#brokenRules}
     * does not check it against the givens alone (the rules it came from are checked, each on its own).
     */
    static final int DERIVED = -1;

    /**
     * An empty builder for a grid of {@code size} digits.
     *
     * @param size the digits of the grid, 2 to 25
     */
    public Constraints(int size) {
        this.size = size;
    }

    /**
     * Tags the calls that follow with a rule, for {@link Geometry#brokenRules}.
     *
     * @param index the rule's index in the caller's list, at least 0
     */
    public void rule(int index) {
        this.rule = index;
    }

    /** @return true if nothing was added */
    public boolean isEmpty() {
        return differs.isEmpty() && regions.isEmpty() && allowed.isEmpty() && shapes.isEmpty();
    }

    /**
     * Two cells whose digits differ: they become peers.
     *
     * @param a a grid position
     * @param b another
     */
    public void differ(int a, int b) {
        if (a != b) {
            differs.add(new int[] {a, b, rule});
        }
    }

    /**
     * Every two of these cells differ.
     *
     * @param positions grid positions
     */
    public void allDiffer(int[] positions) {
        for (int i = 0; i < positions.length; i++) {
            for (int j = i + 1; j < positions.length; j++) {
                differ(positions[i], positions[j]);
            }
        }
    }

    /**
     * As many cells as digits that hold every digit once (a killer cage without a sum over nine cells): a
     * {@link #region}, held to the one set of every digit by one more rule, pruned as a cage's combinations are (a
     * matching of cells to digits: Hall sets among them, which the region's own reasoning does not find): on the slow
     * tails' cages, 126 and 8,602 nodes as pairs that differ with this rule, 2,246 and 1,946 as a region alone, 42 and
     * 568 as both.
     *
     * @param positions grid positions, {@code size} of them
     */
    public void everyDigitOnce(int[] positions) {
        region(positions);
        int[] every = {(1 << size) - 1};
        shape(g -> {
            int[] cells = compact(g, positions);
            Arrays.sort(cells);
            return new SumRule(cells, every);
        });
    }

    /**
     * A region of as many cells as digits: every digit once, reasoned on like a box.
     *
     * @param positions grid positions, {@code size} of them
     */
    public void region(int[] positions) {
        if (positions.length != size) {
            throw new IllegalArgumentException("a region holds " + size + " cells, not " + positions.length);
        }
        regions.add(positions.clone());
        regionRules.add(rule);
    }

    /**
     * A cell that holds one of these digits only.
     *
     * @param position a grid position
     * @param mask the digits allowed, bit {@code d - 1} for digit d
     */
    public void allow(int position, int mask) {
        allowed.add(new int[] {position, mask, rule});
    }

    /**
     * A relation between two cells: with digit {@code d} in the first, the second holds a digit of
     * {@code table[d - 1]}.
     *
     * @param first a grid position
     * @param second another
     * @param table for each digit of the first cell (index {@code d - 1}), the second's digits allowed; kept, and
     *     may be shared by many calls
     */
    public void relation(int first, int second, int[] table) {
        int[] forward = Arrays.copyOf(table, size);
        int[] backward = PairRelation.reversed(forward);
        shape(g -> new PairRelation(g.cellAt(first), g.cellAt(second), forward, backward));
    }

    /**
     * {@code sum(coefficients[i] * digit(positions[i])) == total}; cells that see each other hold different digits. An
     * arrow's shape whose line cells see each other becomes an {@link OffsetSum}, any other a {@link LinearSum}.
     *
     * @param positions grid positions, distinct
     * @param coefficients an integer per cell
     * @param total the total
     */
    public void linearSum(int[] positions, int[] coefficients, int total) {
        int[] coefficientsCopy = coefficients.clone();
        int[] positionsCopy = positions.clone();
        shape(g -> {
            Propagator offset = offsetSum(g, positionsCopy, coefficientsCopy, total);
            return offset != null ? offset : new LinearSum(compact(g, positionsCopy), coefficientsCopy, total, g, true);
        });
        boolean unit = true;
        for (int c : coefficients) {
            unit &= c == 1;
        }
        if (unit) {
            unitSums.add(positions.clone());
            unitTotals.add(total);
            unitRules.add(rule);
        }
    }

    /**
     * Two groups of cells whose digits add up to the same total, as a rule states it (a zipper's pair and its middle
     * cell, an arrow's line and its one-cell circle, two pieces of a region sum line): recorded for
     * {@link #substituteSums}, no propagator of its own (the rule has its shape already).
     *
     * @param plus grid positions of one group
     * @param minus grid positions of the other, none of them in {@code plus}
     */
    public void equalTotals(int[] plus, int[] minus) {
        equalities.add(new int[][] {plus.clone(), minus.clone()});
    }

    /**
     * Cells of a known total that a rule states with another shape (a sum dot's pair relation): recorded for
     * {@link #substituteSums} and the sums around each house, no propagator of its own.
     *
     * @param positions grid positions
     * @param total their total
     */
    public void knownSum(int[] positions, int total) {
        knownSums.add(positions.clone());
        knownTotals.add(total);
    }

    /**
     * Adds the sums that follow from a known sum (these cages, the unit sums added so far and the known sums) with one side of a
     * recorded equality inside it swapped for the other ({@code SubstitutedSums}), tagged {@link #DERIVED}. Call once,
     * after every rule.
     *
     * @param cages grid positions of each killer cage with a sum
     * @param totals the sum of each
     */
    public void substituteSums(List<int[]> cages, List<Integer> totals) {
        if (equalities.isEmpty()) {
            return;
        }
        List<int[]> sums = new ArrayList<>(cages);
        List<Integer> sumTotals = new ArrayList<>(totals);
        sums.addAll(unitSums);
        sumTotals.addAll(unitTotals);
        sums.addAll(knownSums);
        sumTotals.addAll(knownTotals);
        int saved = rule;
        rule = DERIVED;
        for (int[][] sum : SubstitutedSums.derive(sums, sumTotals, equalities)) {
            int[] cells = sum[0];
            int[] coefficients = sum[1];
            int total = sum[2][0];
            shape(g -> new LinearSum(compact(g, cells), coefficients, total, g, true));
        }
        rule = saved;
    }

    /**
     * Adds the sums implied by joining the disjoint unit sums added so far ({@code MergedSums}), each tagged with the
     * rule of the first sum it joins. Call once, after every rule.
     *
     * @param positions the grid positions ({@code rows * columns})
     * @param houses the positions of each region of the layout (cells that see each other, beside {@link #differ}
     *     and {@link #region})
     */
    public void mergeSums(int positions, List<int[]> houses) {
        if (unitSums.size() < 2) {
            return;
        }
        int words = (positions + 63) >>> 6;
        long[][] sees = new long[positions][words];
        List<int[]> all = new ArrayList<>(houses);
        all.addAll(regions);
        for (int[] house : all) {
            for (int a : house) {
                for (int b : house) {
                    if (a != b) {
                        sees[a][b >>> 6] |= 1L << b;
                    }
                }
            }
        }
        for (int[] pair : differs) {
            sees[pair[0]][pair[1] >>> 6] |= 1L << pair[1];
            sees[pair[1]][pair[0] >>> 6] |= 1L << pair[0];
        }
        int saved = rule;
        for (int[] sum : MergedSums.derive(size, sees, unitSums, unitTotals)) {
            int[] cells = Arrays.copyOf(sum, sum.length - 1);
            rule = ruleOfFirst(cells);
            shape(g -> new LinearSum(compact(g, cells), ones(cells.length), sum[cells.length], g, true));
        }
        rule = saved;
    }

    /** The rule of the first unit sum holding the first of these positions. */
    private int ruleOfFirst(int[] cells) {
        for (int i = 0; i < unitSums.size(); i++) {
            for (int p : unitSums.get(i)) {
                if (p == cells[0]) {
                    return unitRules.get(i);
                }
            }
        }
        return rule;
    }

    /**
     * The sum as an {@link OffsetSum} where it has that shape (an arrow whose line cells all see each other: every
     * coefficient 1 but one -1, at most five cells of 1); else null. On "Arrow, slow" 17,556 nodes to 15,032 against
     * the {@link LinearSum} (docs/variants.md).
     */
    private static Propagator offsetSum(Geometry g, int[] positions, int[] coefficients, int total) {
        int last = -1;
        int k = 0;
        for (int i = 0; i < coefficients.length; i++) {
            if (coefficients[i] == -1 && last < 0) {
                last = i;
            } else if (coefficients[i] == 1) {
                k++;
            } else {
                return null;
            }
        }
        if (last < 0 || k == 0 || k > 5) {
            return null;
        }
        int[] line = new int[k];
        int next = 0;
        for (int i = 0; i < positions.length; i++) {
            if (i != last) {
                line[next++] = g.cellAt(positions[i]);
            }
        }
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                if (!g.sees(line[i], line[j])) {
                    return null;
                }
            }
        }
        return new OffsetSum(line, g.cellAt(positions[last]), total, g, false);
    }

    private static int[] ones(int k) {
        int[] ones = new int[k];
        Arrays.fill(ones, 1);
        return ones;
    }

    /**
     * Groups of cells that all add up to the same total.
     *
     * @param groups grid positions per group; no position twice
     */
    public void equalSums(int[][] groups) {
        int[][] copy = new int[groups.length][];
        int count = 0;
        for (int g = 0; g < groups.length; g++) {
            copy[g] = groups[g].clone();
            count += groups[g].length;
        }
        int total = count;
        shape(g -> {
            int[] cells = new int[total];
            int[][] indices = new int[copy.length][];
            int next = 0;
            for (int group = 0; group < copy.length; group++) {
                indices[group] = new int[copy[group].length];
                for (int i = 0; i < copy[group].length; i++) {
                    indices[group][i] = next;
                    cells[next++] = g.cellAt(copy[group][i]);
                }
            }
            return new EqualSums(cells, indices, size, g);
        });
    }

    /**
     * The pieces of region sum lines that lie in one box or jigsaw region, taken together ({@code BoxPieces}): their
     * digits differ across pieces too, and each piece's total is one its line reaches elsewhere. Nothing on grids of
     * more than nine digits, nor when two pieces in the region share a cell (two lines crossing there).
     *
     * @param lines per line, the grid positions of each of its pieces (each piece inside one region)
     * @param inRegion the pieces in the region, each as {line, piece}
     */
    public void piecesInOneRegion(int[][][] lines, int[][] inRegion) {
        if (size > PieceSets.DIGITS || inRegion.length < 2) {
            return;
        }
        Set<Integer> taken = new HashSet<>();
        for (int[] at : inRegion) {
            for (int position : lines[at[0]][at[1]]) {
                if (!taken.add(position)) {
                    return;
                }
            }
        }
        List<int[]> pieces = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        int[] inBox = new int[inRegion.length];
        for (int line = 0; line < lines.length; line++) {
            for (int piece = 0; piece < lines[line].length; piece++) {
                for (int i = 0; i < inRegion.length; i++) {
                    if (inRegion[i][0] == line && inRegion[i][1] == piece) {
                        inBox[i] = pieces.size();
                    }
                }
                pieces.add(lines[line][piece].clone());
                lineOf.add(line);
            }
        }
        shape(g -> {
            List<Integer> cells = new ArrayList<>();
            int[][] indices = new int[pieces.size()][];
            for (int i = 0; i < indices.length; i++) {
                indices[i] = new int[pieces.get(i).length];
                for (int j = 0; j < indices[i].length; j++) {
                    int cell = g.cellAt(pieces.get(i)[j]);
                    int at = cells.indexOf(cell);
                    if (at < 0) {
                        at = cells.size();
                        cells.add(cell);
                    }
                    indices[i][j] = at;
                }
            }
            int[] line = new int[lineOf.size()];
            for (int i = 0; i < line.length; i++) {
                line[i] = lineOf.get(i);
            }
            return new BoxPieces(cells.stream().mapToInt(Integer::intValue).toArray(), indices, line, inBox, size);
        });
    }

    /**
     * A renban line: its digits differ and form a set of consecutive digits.
     *
     * @param positions grid positions, at most {@code size}
     */
    public void renban(int[] positions) {
        oneOfSets(positions, LineSets.runs(size, positions.length));
    }

    /**
     * Cells whose digits differ and form one of these sets (a nabner line's sets of digits no two consecutive, a
     * relation's sets of digits every two of which it allows): pruned as a renban's windows are, a matching per set.
     *
     * @param positions grid positions
     * @param sets digit sets (bit {@code d - 1} for digit d), each of as many digits as positions
     */
    public void oneOfSets(int[] positions, int[] sets) {
        allDiffer(positions);
        int[] copy = sets.clone();
        shape(g -> {
            int[] cells = compact(g, positions);
            Arrays.sort(cells);
            return new SumRule(cells, copy);
        });
    }

    /**
     * A between line: the cells strictly between the ends hold digits strictly between the ends' digits.
     *
     * @param positions grid positions along the line, the two ends first and last, at least three
     */
    public void between(int[] positions) {
        shape(g -> new LineEndsRule(compact(g, positions), 0));
    }

    /**
     * A lockout line: the ends' digits differ by at least {@code difference}, and the cells between them hold digits
     * outside the ends' range, the ends' digits included.
     *
     * @param positions grid positions along the line, the two ends first and last, at least three
     * @param difference the ends' least difference, at least 1
     */
    public void lockout(int[] positions, int difference) {
        shape(g -> new LineEndsRule(compact(g, positions), difference));
    }

    /**
     * A quadruple: these digits appear among the cells (a digit listed twice, twice).
     *
     * @param positions the four grid positions
     * @param digits the digits, 1 to 4 of them, each at most twice
     */
    public void quadruple(int[] positions, int[] digits) {
        int[] sorted = digits.clone();
        Arrays.sort(sorted);
        int distinct = 0;
        int[] required = new int[sorted.length];
        int[] counts = new int[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                counts[distinct - 1]++;
            } else {
                required[distinct] = 1 << sorted[i] - 1;
                counts[distinct++] = 1;
            }
        }
        int[] bits = Arrays.copyOf(required, distinct);
        int[] times = Arrays.copyOf(counts, distinct);
        shape(g -> new QuadrupleRule(compact(g, positions), bits, times));
    }

    /**
     * A sandwich clue: the digits strictly between the 1 and the largest digit along these cells add up to the sum.
     *
     * @param positions the grid positions of a row or column, in order, {@code size} of them
     * @param sum the clue
     */
    public void sandwich(int[] positions, int sum) {
        shape(g -> new SandwichRule(compact(g, positions), sum, size));
    }

    /**
     * A clue outside a row or column, read from its side: an x-sum ({@code kind} 0: the first X digits add up to the
     * clue, X the first), a skyscraper (1: the clue counts the digits larger than all before them) or a numbered room
     * (2: the X-th digit is the clue, X the first).
     *
     * @param positions the grid positions of a row or column from the clue inwards, {@code size} of them
     * @param kind 0, 1 or 2, as {@code rules.OutsideClue.Kind} orders them
     * @param value the clue
     */
    public void outsideClue(int[] positions, int kind, int value) {
        shape(g -> new OutsideClueRule(compact(g, positions), kind, value, size));
    }

    /**
     * An indexer cell: it holds V exactly when the V-th cell of its house holds its own number ({@code own + 1}).
     *
     * @param positions the grid positions of the house it points into, in the order its digit counts
     * @param own the indexer's place among them, 0-based
     */
    public void indexer(int[] positions, int own) {
        shape(g -> new IndexerRule(compact(g, positions), own));
    }

    /**
     * One set of counting circles: a digit in a circle is the number of these circles that hold it.
     *
     * @param positions the circles' grid positions
     */
    public void countingCircles(int[] positions) {
        shape(g -> new CountingCirclesRule(compact(g, positions), size, g));
    }

    /**
     * An automaton read along cells: the digits at its steps, in order, are a word its machine accepts.
     *
     * @param positions per step, its grid position, or -1 for the break between two segments
     * @param states the machine's states
     * @param starts its start states
     * @param accepts its accepting states
     * @param moves its moves as triples {@code from, symbol, to}, symbol 0 the break and d the digit d
     */
    public void automaton(int[] positions, int states, int[] starts, int[] accepts, int[] moves) {
        shape(g -> AutomatonRule.of(positions, size, states, starts, accepts, moves, g::cellAt));
    }

    private void shape(Shape shape) {
        shapes.add(shape);
        shapeRules.add(rule);
    }

    private static int[] compact(Geometry geometry, int[] positions) {
        int[] cells = new int[positions.length];
        for (int i = 0; i < positions.length; i++) {
            cells[i] = geometry.cellAt(positions[i]);
        }
        return cells;
    }
}
