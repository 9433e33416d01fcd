package io.github.sudokusolver.logic;

import io.github.sudokusolver.Region;
import java.util.Arrays;

/**
 * The variant rules the dynamic chains keep to their ways as a whole, one list over their families: lines of digit
 * sets (renban and nabner lines, relations of sets), region sum, zipper and between lines and quadruples
 * ({@link LineFacts}), sandwiches ({@link SumFacts}), the clues outside a row or column ({@link OutsideClues}: an
 * x-sum's first digit and set, a skyscraper's count, a numbered room's first digit) and automata (the digits each
 * cell takes in some accepted word: {@link AutomatonSteps}' walk). A way is one manner of satisfying the rule on the
 * marks (a set that fits a line of sets, such as a renban's run, and a digit per cell from it, a total every piece of a
 * region sum line makes, a pair of end digits of a between line, ...); {@link #support} gives, per cell of the rule,
 * the digits some way uses, from the finder that reads the rule (so the chains and the finder agree), and whether
 * there is a way at all. Each support is a superset of what the solutions of the rule alone can give, so a candidate
 * outside it is false. The set lines', the quadruple's and the automata's are exact; the others are bounds (a region
 * sum or zipper line's pieces keep their digits apart only where their cells see each other, a between line's middles
 * are read one by one against the ends, a sandwich's ways are sets between its ends, each cell holding a digit of its
 * set), so a rule the marks leave no way may go unseen there, never the other way round.
 *
 * <p>The answers are remembered by the rule and its cells' candidates ({@link IntKeyTable}): the runs of the dynamic
 * chains start from the same marks and take a line through the same few states again and again (of the million
 * reads of the zipper lines of one explanation, one in twelve found a state not seen before). {@link #of} gives each
 * thread one list per grid, whose answers carry over from search to search. Not thread-safe.
 *
 * <p>Thermometers and entropic lines are not here: their rule is a relation of neighbours, which {@link PairFacts}
 * holds whole. Sandwiches are read on grids of up to {@link #MAX_SANDWICH_DIGITS} digits: past them their sets are
 * too many to list at every removal of a run.
 */
final class LineWays {

    /** The families, in the order their rules are listed. */
    private static final int SET_LINE = 0;
    private static final int REGION_SUM = 1;
    private static final int ZIPPER = 2;
    private static final int BETWEEN = 3;
    private static final int QUADRUPLE = 4;
    private static final int SANDWICH = 5;
    private static final int OUTSIDE_CLUE = 6;
    private static final int AUTOMATON = 7;

    /** The most digits a grid's sandwiches are followed on (9: a few hundred sets per sandwich at most). */
    static final int MAX_SANDWICH_DIGITS = 9;

    private static final PerThread<LineWays> LAST = new PerThread<>();
    /** The answer of a rule with no way. */
    private static final int[] NO_WAY = new int[0];

    private final Grid grid;
    /** Per rule of this list: its family, its index among that family's facts, its index in the layout's rules. */
    private final int[] families;
    private final int[] facts;
    private final int[] rules;
    /** Per rule, its cells in the order of its support (a zipper's and a region sum line's group by group). */
    final int[][] cells;
    /** Per compact cell, the rules of this list through it and its position in each, as pairs {@code (way, i)}. */
    final int[][] waysOf;
    /** The supports found, by the rule and its cells' candidates; {@link #NO_WAY} for none. */
    private final IntKeyTable<int[]> answers = new IntKeyTable<>();

    private LineWays(Grid grid, int count) {
        this.grid = grid;
        this.families = new int[count];
        this.facts = new int[count];
        this.rules = new int[count];
        this.cells = new int[count][];
        this.waysOf = new int[grid.cells][0];
    }

    /** This thread's list of the rules of these families on a grid, or null when it has none. */
    static LineWays of(Grid grid) {
        return count(grid) == 0 ? null : LAST.get(last -> last.grid == grid, () -> list(grid));
    }

    /** The number of rules of these families on a grid. */
    private static int count(Grid grid) {
        LineFacts lines = grid.rules.lines;
        return lines.setLines.length + lines.regionSums.length + lines.zippers.length + lines.betweens.length
                + lines.quadruples.length + sandwiches(grid) + lines.clueLines.length + lines.automata.length;
    }

    private static int sandwiches(Grid grid) {
        return grid.size <= MAX_SANDWICH_DIGITS ? grid.rules.sums.sandwichLines.length : 0;
    }

    private static LineWays list(Grid grid) {
        LineFacts lines = grid.rules.lines;
        SumFacts sums = grid.rules.sums;
        int sandwiches = sandwiches(grid);
        LineWays ways = new LineWays(grid, count(grid));
        int at = 0;
        for (int r = 0; r < lines.setLines.length; r++) {
            ways.add(at++, SET_LINE, r, lines.setLineRules[r], lines.setLines[r]);
        }
        for (int r = 0; r < lines.regionSums.length; r++) {
            ways.add(at++, REGION_SUM, r, lines.regionSumRules[r], flat(lines.regionSums[r]));
        }
        for (int z = 0; z < lines.zippers.length; z++) {
            ways.add(at++, ZIPPER, z, lines.zipperRules[z], flat(lines.zippers[z]));
        }
        for (int b = 0; b < lines.betweens.length; b++) {
            ways.add(at++, BETWEEN, b, lines.betweenRules[b], lines.betweens[b]);
        }
        for (int q = 0; q < lines.quadruples.length; q++) {
            ways.add(at++, QUADRUPLE, q, lines.quadrupleRules[q], lines.quadruples[q]);
        }
        for (int t = 0; t < sandwiches; t++) {
            ways.add(at++, SANDWICH, t, sums.sandwichRules[t], sums.sandwichLines[t]);
        }
        for (int c = 0; c < lines.clueLines.length; c++) {
            ways.add(at++, OUTSIDE_CLUE, c, lines.clueRules[c], lines.clueLines[c]);
        }
        for (int a = 0; a < lines.automata.length; a++) {
            ways.add(at++, AUTOMATON, a, lines.automatonRules[a], lines.automata[a].cells());
        }
        return ways;
    }

    private void add(int way, int family, int fact, int rule, int[] wayCells) {
        families[way] = family;
        facts[way] = fact;
        rules[way] = rule;
        cells[way] = wayCells;
        for (int i = 0; i < wayCells.length; i++) {
            int[] on = waysOf[wayCells[i]];
            on = Arrays.copyOf(on, on.length + 2);
            on[on.length - 2] = way;
            on[on.length - 1] = i;
            waysOf[wayCells[i]] = on;
        }
    }

    /** The groups' cells one group after another. */
    private static int[] flat(int[][] groups) {
        int count = 0;
        for (int[] group : groups) {
            count += group.length;
        }
        int[] out = new int[count];
        int at = 0;
        for (int[] group : groups) {
            System.arraycopy(group, 0, out, at, group.length);
            at += group.length;
        }
        return out;
    }

    /** The number of rules in the list. */
    int count() {
        return cells.length;
    }

    /** The index of a rule of the list in the layout's rules. */
    int rule(int way) {
        return rules[way];
    }

    /**
     * Per cell of a rule ({@code out[i]} for {@code cells[way][i]}), the digits some way of satisfying it on these
     * marks gives the cell, a placed cell's digit included; whether there is a way (when there is none, {@code out}
     * is all 0).
     */
    boolean support(int[] marks, int way, int[] out) {
        int[] wayCells = cells[way];
        int[] key = answers.key(wayCells.length + 1);
        key[0] = way;
        for (int i = 0; i < wayCells.length; i++) {
            key[i + 1] = marks[wayCells[i]] & grid.all; // what each family reads of a cell: its digits
        }
        int[] known = answers.get();
        if (known == null) {
            known = search(marks, way, out) ? out.clone() : NO_WAY;
            answers.put(known);
        }
        if (known == NO_WAY) {
            Arrays.fill(out, 0, wayCells.length, 0);
            return false;
        }
        System.arraycopy(known, 0, out, 0, wayCells.length);
        return true;
    }

    /** {@link #support} searched by the rule's family. */
    private boolean search(int[] marks, int way, int[] out) {
        LineFacts lines = grid.rules.lines;
        int fact = facts[way];
        return switch (families[way]) {
            case SET_LINE -> SetLines.support(grid, marks, fact, out);
            case REGION_SUM -> EqualSumLines.support(grid, marks, lines.regionSums[fact], out);
            case ZIPPER -> EqualSumLines.support(grid, marks, lines.zippers[fact], out);
            case BETWEEN -> BetweenLines.support(grid, marks, fact, out);
            case QUADRUPLE -> Quadruples.support(grid, marks, fact, out);
            case OUTSIDE_CLUE -> {
                int[] support = OutsideClues.support(grid, marks, fact, false);
                System.arraycopy(support, 0, out, 0, support.length);
                yield support[0] != 0;
            }
            case AUTOMATON -> {
                int[] support = lines.automata[fact].supports(grid.values(marks, cells[way]));
                if (support != null) {
                    System.arraycopy(support, 0, out, 0, support.length);
                }
                yield support != null;
            }
            default -> SumFinders.sandwichSupport(grid, marks, fact, out, null);
        };
    }

    /**
     * What a rule the marks leave no way would fail to do, as a player says it after the rule's name:
     * {@code would have no way to hold consecutive digits}.
     */
    String noWay(int way) {
        String what = switch (families[way]) {
            case SET_LINE -> switch (grid.rules.lines.setLineTechniques[facts[way]]) {
                case RENBAN -> "hold consecutive digits";
                case NABNER_LINE -> "hold digits no two of them equal or consecutive";
                default -> "hold digits every two of them a pair of its table";
            };
            case REGION_SUM -> "add up alike in each " + (grid.layout.regions(Region.BOX).isEmpty() ? "region"
                    : "box") + " it crosses";
            case ZIPPER -> "add up alike";
            case BETWEEN -> grid.rules.lines.lockouts[facts[way]] == 0 ? "keep its middle between its ends"
                    : "keep its middle outside its ends";
            case QUADRUPLE -> "hold " + Quadruples.listed(grid.rules.lines, facts[way]);
            case OUTSIDE_CLUE -> "meet its clue";
            case AUTOMATON -> "read as a word its automaton accepts";
            default -> "add up between its 1 and its " + grid.size;
        };
        return "would have no way to " + what;
    }
}
