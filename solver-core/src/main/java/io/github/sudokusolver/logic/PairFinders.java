package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;
import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The techniques of the rules on single cells and pairs of cells ({@link PairFacts}): the marks of odd, even and
 * given-candidates cells, and one finder for every pair rule, parameterised by its technique. A pair rule's step is
 * one of four forms, tried in this order:
 *
 * <ol>
 *   <li>the digits no digit pairs with at all leave the rule's cells (no 5 on a German whisper, no 5, 7 or 9 on a
 *       black dot), one step per rule;
 *   <li>a candidate with no partner among one cell's candidates leaves the cells related to it by one rule (a
 *       kropki dot read across, the neighbours of a placed digit under non-consecutive), one step per cell and rule;
 *   <li>the combination form, {@link #COMBINATION_EXTRA} harder: a candidate that would leave two partners that see
 *       each other only the same digit leaves (a 4 on a German whisper between two cells of one box);
 *   <li>the need form, {@link #NEED_EXTRA} harder: a digit every pair the relation allows holds leaves the cells that
 *       see both its cells.
 * </ol>
 *
 * The first found in rule order is returned. Every finder returns null at once on a layout without such rules.
 */
final class PairFinders {

    /** What the combination form adds to the technique's base: it weighs two relations of a cell together. */
    static final double COMBINATION_EXTRA = 0.2;
    /**
     * What the need form adds to the technique's base: a digit every allowed pair holds leaves the cells that see
     * both, as a two-cell cage's overlap with a house (2.8) over its combinations (2.0).
     */
    static final double NEED_EXTRA = 0.8;

    private PairFinders() {
    }

    /** Every marked cell still holding a digit its mark forbids loses it, in one step. */
    static Step cellMarks(Grid grid, int[] marks, Budget budget) {
        PairFacts facts = grid.rules.pairs;
        if (facts.unaryCell.length == 0) {
            return null;
        }
        StepBuilder step = null;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < facts.unaryCell.length; i++) {
            int cell = facts.unaryCell[i];
            int gone = openDigits(grid, marks, cell) & ~facts.unaryAllowed[i];
            if (gone == 0) {
                continue;
            }
            if (step == null) {
                step = new StepBuilder(Technique.CELL_MARKS, grid);
            }
            step.rule(facts.unaryRule[i]).cell(cell);
            eliminate(step, cell, gone);
            parts.add(markClause(grid, grid.rules.rule(facts.unaryRule[i]), cell));
        }
        return step == null ? null : step.pattern(String.join(", ", parts)).build();
    }

    /** {@code r1c1 is odd}, {@code r2c3 may only be 1, 2 or 5}. */
    private static String markClause(Grid grid, Rule rule, int cell) {
        String name = grid.cell(cell).name();
        if (rule instanceof GivenCandidates given) {
            return name + " may only be " + Notation.orDigits(given.digits());
        }
        return name + " is " + ((CellMark) rule).kind().word();
    }

    /** The first step of a pair technique, in the order of the forms, or null. */
    static Step pairs(Grid grid, int[] marks, Technique technique) {
        PairFacts facts = grid.rules.pairs;
        int[] relations = facts.relations(technique);
        if (relations.length == 0) {
            return null;
        }
        boolean ordered = technique == Technique.INEQUALITY || technique == Technique.MINIMUM_MAXIMUM;
        Step step = ordered || technique == Technique.EQUAL_CELLS ? null : partnerless(grid, marks, facts, relations);
        if (step == null) {
            step = fromOneCell(grid, marks, facts, relations, technique);
        }
        if (step == null && technique != Technique.EQUAL_CELLS) {
            step = combination(grid, marks, facts, relations, technique);
        }
        if (step == null && technique != Technique.EQUAL_CELLS) {
            step = needed(grid, marks, facts, relations, technique);
        }
        return step;
    }

    /** Form 1: per rule, the candidates of its cells that no digit pairs with across one of their relations. */
    private static Step partnerless(Grid grid, int[] marks, PairFacts facts, int[] relations) {
        for (int start = 0; start < relations.length; ) {
            int rule = facts.ruleOf[relations[start]];
            int end = start;
            while (end < relations.length && facts.ruleOf[relations[end]] == rule) {
                end++;
            }
            int digits = 0;
            // per cell in the order met, what leaves it; a cell of several relations of the rule is met more than once
            List<Integer> cells = new ArrayList<>();
            List<Integer> gone = new ArrayList<>();
            for (int i = start; i < end; i++) {
                int relation = relations[i];
                for (int side = 0; side < 2; side++) {
                    int cell = side == 0 ? facts.first[relation] : facts.second[relation];
                    int unpaired = unpaired(grid, facts.tableFrom(relation, cell)) & openDigits(grid, marks, cell);
                    if (unpaired == 0) {
                        continue;
                    }
                    int at = cells.indexOf(cell);
                    if (at < 0) {
                        cells.add(cell);
                        gone.add(unpaired);
                    } else {
                        gone.set(at, gone.get(at) | unpaired);
                    }
                    digits |= unpaired;
                }
            }
            if (!cells.isEmpty()) {
                StepBuilder step = new StepBuilder(facts.techniqueOf[relations[start]], grid).rule(rule)
                        .digitBits(digits);
                for (int i = 0; i < cells.size(); i++) {
                    step.cell(cells.get(i));
                    eliminate(step, cells.get(i), gone.get(i));
                }
                return step.pattern(ruleClause(grid, facts, relations[start], -1) + ", and "
                        + noPartner(grid.rules.rule(rule), digits)).build();
            }
            start = end;
        }
        return null;
    }

    /** The digits whose row of the table is empty: no digit of the other end goes with them. */
    private static int unpaired(Grid grid, int[] table) {
        int unpaired = 0;
        for (int x = 0; x < grid.size; x++) {
            if ((table[x] & grid.all) == 0) {
                unpaired |= 1 << x;
            }
        }
        return unpaired;
    }

    /**
     * Form 2: a cell's candidates (or its digit) and the relations of one rule it is an end of; each partner loses
     * the candidates none of them goes with, a partner that sees the cell taking no digit from itself (an X between
     * two cells of a row leaves 5 in neither). For equal cells, a placed digit is copied.
     */
    private static Step fromOneCell(Grid grid, int[] marks, PairFacts facts, int[] relations, Technique technique) {
        for (int relation : relations) {
            int rule = facts.ruleOf[relation];
            for (int side = 0; side < 2; side++) {
                int source = side == 0 ? facts.first[relation] : facts.second[relation];
                if (firstOfRule(facts, source, rule) != relation) {
                    continue; // the cell's relations of this rule are read together, at the first of them
                }
                int held = marks[source] & grid.all;
                if (held == 0) {
                    continue; // an emptied cell: the marks are wrong, not for this step to say
                }
                StepBuilder step = null;
                List<Cell> seeing = new ArrayList<>();
                for (int other : facts.relationsOf[source]) {
                    int target = facts.partner(other, source);
                    if (facts.ruleOf[other] != rule || !isOpen(grid, marks, target)) {
                        continue;
                    }
                    int[] table = facts.tableFrom(other, source);
                    // cells that see each other differ: a digit is no partner of itself there (no 5 beside a 5 on an X)
                    boolean differ = technique != Technique.EQUAL_CELLS && grid.sees(source, target);
                    int support = 0;
                    int supportOfSelf = 0;
                    for (int bits = held; bits != 0; bits &= bits - 1) {
                        int x = Integer.numberOfTrailingZeros(bits);
                        support |= differ ? table[x] & ~(1 << x) : table[x];
                        supportOfSelf |= table[x];
                    }
                    int gone = marks[target] & grid.all & ~support;
                    if (gone == 0) {
                        continue;
                    }
                    if (step == null) {
                        step = new StepBuilder(technique, grid).rule(rule).cell(source);
                    }
                    if ((gone & supportOfSelf) != 0) {
                        seeing.add(grid.cell(target));
                    }
                    step.cell(target);
                    if (technique == Technique.EQUAL_CELLS && !isOpen(grid, marks, source)
                            && (marks[target] & held) != 0) {
                        step.place(target, Grid.digit(held));
                    } else {
                        eliminate(step, target, gone);
                    }
                }
                if (step != null) {
                    String differing = seeing.isEmpty() ? "" : "; " + Notation.cells(seeing)
                            + (seeing.size() == 1 ? " sees " : " see ") + grid.cell(source).name()
                            + (seeing.size() == 1 ? ", so the two differ" : ", so each differs from it");
                    return step.pattern(ruleClause(grid, facts, relation, source) + sourceClause(grid, marks, facts,
                            relation, source, technique) + differing).build();
                }
            }
        }
        return null;
    }

    /** The first relation of a rule that a cell is an end of, -1 for none. */
    private static int firstOfRule(PairFacts facts, int cell, int rule) {
        for (int relation : facts.relationsOf[cell]) {
            if (facts.ruleOf[relation] == rule) {
                return relation;
            }
        }
        return -1;
    }

    /**
     * Form 3: a candidate of a cell that would leave two of its partners (by relations of this technique), which see
     * each other, only the same one digit.
     */
    private static Step combination(Grid grid, int[] marks, PairFacts facts, int[] relations, Technique technique) {
        for (int cell = 0; cell < grid.cells; cell++) {
            int open = openDigits(grid, marks, cell);
            int[] around = facts.relationsOf[cell];
            if (open == 0 || around.length < 2) {
                continue;
            }
            for (int i = 0; i < around.length; i++) {
                int one = around[i];
                if (facts.techniqueOf[one] != technique) {
                    continue;
                }
                int p = facts.partner(one, cell);
                for (int j = i + 1; j < around.length; j++) {
                    int two = around[j];
                    int q = facts.partner(two, cell);
                    if (facts.techniqueOf[two] != technique || p == q || !grid.sees(p, q)) {
                        continue;
                    }
                    int gone = 0;
                    List<String> parts = new ArrayList<>();
                    for (int bits = open; bits != 0; bits &= bits - 1) {
                        int x = Integer.numberOfTrailingZeros(bits);
                        int inP = facts.tableFrom(one, cell)[x] & marks[p] & grid.all;
                        int inQ = facts.tableFrom(two, cell)[x] & marks[q] & grid.all;
                        if (inP == inQ && Integer.bitCount(inP) == 1) {
                            gone |= 1 << x;
                            parts.add((x + 1) + " in " + grid.cell(cell).name() + " would leave both only "
                                    + Grid.digit(inP));
                        }
                    }
                    if (gone == 0) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(technique, grid).rule(facts.ruleOf[one])
                            .rule(facts.ruleOf[two]).cell(cell).cell(p).cell(q)
                            .difficulty(technique.difficulty() + COMBINATION_EXTRA);
                    eliminate(step, cell, gone);
                    String rules = ruleClause(grid, facts, one, -1);
                    if (facts.ruleOf[two] != facts.ruleOf[one]) {
                        rules += "; " + ruleClause(grid, facts, two, -1);
                    }
                    return step.pattern(rules + "; " + grid.cell(p).name() + " and " + grid.cell(q).name()
                            + " see each other, and " + Notation.and(parts)).build();
                }
            }
        }
        return null;
    }

    /**
     * Form 4, the need form, {@link #NEED_EXTRA} harder: a digit every pair of digits the relation allows between its
     * two open cells holds, either cell may hold; a cell that sees both loses it ({@code the black dot between r5c8
     * and r6c8 holds a 4, as 4 and 2 or 4 and 8}).
     */
    private static Step needed(Grid grid, int[] marks, PairFacts facts, int[] relations, Technique technique) {
        for (int relation : relations) {
            int a = facts.first[relation];
            int b = facts.second[relation];
            if (!isOpen(grid, marks, a) || !isOpen(grid, marks, b)) {
                continue;
            }
            int required = grid.all;
            int inA = 0;
            int inB = 0;
            for (int bits = marks[a] & grid.all; bits != 0 && required != 0; bits &= bits - 1) {
                int x = Integer.numberOfTrailingZeros(bits);
                for (int p = facts.partnersLeft(grid, marks, relation, a, x); p != 0; p &= p - 1) {
                    int y = Integer.numberOfTrailingZeros(p);
                    required &= 1 << x | 1 << y;
                    inA |= 1 << x;
                    inB |= 1 << y;
                }
            }
            int needed = required & inA & inB; // none when no pair is allowed: broken marks, not for this step
            if (needed == 0) {
                continue;
            }
            List<Cell> seeing = new ArrayList<>();
            List<Integer> losing = new ArrayList<>();
            for (int cell = 0; cell < grid.cells; cell++) {
                if (cell != a && cell != b && isOpen(grid, marks, cell) && (marks[cell] & needed) != 0
                        && grid.sees(cell, a) && grid.sees(cell, b)) {
                    seeing.add(grid.cell(cell));
                    losing.add(cell);
                }
            }
            if (!seeing.isEmpty()) {
                StepBuilder step = new StepBuilder(technique, grid).rule(facts.ruleOf[relation]).cell(a).cell(b)
                        .difficulty(technique.difficulty() + NEED_EXTRA);
                for (int cell : losing) {
                    eliminate(step, cell, marks[cell] & needed);
                }
                return step.pattern(ruleClause(grid, facts, relation, -1) + ", and of " + grid.cell(a).name()
                        + " and " + grid.cell(b).name() + " it allows " + Notation.or(pairsText(grid, marks, facts,
                                relation, a)) + ", each with " + Notation.and(eachDigit(needed)) + "; "
                        + Notation.cells(seeing) + (seeing.size() == 1 ? " sees" : " see") + " both").build();
            }
        }
        return null;
    }

    /** The pairs a relation allows between its two cells' candidates: {@code 2 and 4}, cell {@code a}'s first. */
    private static List<String> pairsText(Grid grid, int[] marks, PairFacts facts, int relation, int a) {
        List<String> pairs = new ArrayList<>();
        for (int bits = marks[a] & grid.all; bits != 0; bits &= bits - 1) {
            int x = Integer.numberOfTrailingZeros(bits);
            for (int p = facts.partnersLeft(grid, marks, relation, a, x); p != 0; p &= p - 1) {
                pairs.add((x + 1) + " and " + (Integer.numberOfTrailingZeros(p) + 1));
            }
        }
        return pairs;
    }

    /** {@code a 2}, {@code a 3}: each digit of a mask. */
    private static List<String> eachDigit(int digits) {
        List<String> each = new ArrayList<>();
        for (int bits = digits; bits != 0; bits &= bits - 1) {
            each.add("a " + Grid.digit(bits & -bits));
        }
        return each;
    }

    // ---- text

    /**
     * What a relation's rule says, as a player points at it: {@code the white dot between r1c1 and r1c2 joins
     * consecutive digits}, {@code r1c1 < r1c2}. {@code source} is the cell whose candidates the step reads, or -1.
     */
    private static String ruleClause(Grid grid, PairFacts facts, int relation, int source) {
        Rule rule = grid.rules.rule(facts.ruleOf[relation]);
        String a = grid.cell(facts.first[relation]).name();
        String b = grid.cell(facts.second[relation]).name();
        if (rule instanceof Dot dot) {
            int value = dot.value();
            return switch (dot.kind()) {
                case DIFFERENCE -> ruleName(grid, facts, relation)
                        + (value == 1 ? " joins consecutive digits" : " joins digits " + value + " apart");
                case RATIO -> ruleName(grid, facts, relation)
                        + (value == 2 ? " joins a digit and its double" : " joins a digit and " + value + " times it");
                case SUM -> ruleName(grid, facts, relation) + " adds up to " + value;
                default -> a + " < " + b;
            };
        }
        if (rule instanceof CellMark mark && mark.kind().isIndexer()) { // the first end is the indexer
            int own = mark.indexedCells(grid.layout).indexOf(mark.cell()) + 1;
            String house = switch (mark.kind()) {
                case COLUMN_INDEXER -> "row " + (mark.cell().row() + 1);
                case ROW_INDEXER -> "column " + (mark.cell().col() + 1);
                default -> "its box";
            };
            return a + " is a " + mark.kind().word() + ": a digit d there puts " + own + " at the d-th cell of "
                    + house;
        }
        if (rule instanceof CellMark mark) { // minimum or maximum: the first end is the marked cell
            int marked = facts.first[relation];
            List<Cell> others = new ArrayList<>();
            for (int other : facts.relationsOf[marked]) {
                if (facts.ruleOf[other] == facts.ruleOf[relation]) {
                    others.add(grid.cell(facts.partner(other, marked)));
                }
            }
            others.sort(java.util.Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col));
            return a + " is a " + mark.kind().word() + " cell, "
                    + (mark.kind() == CellMark.Kind.MINIMUM ? "smaller" : "larger") + " than " + Notation.cells(others);
        }
        if (rule instanceof Line line && line.kind() != Line.Kind.PALINDROME) {
            String what = switch (line.kind()) {
                case WHISPER -> "neighbours differ by at least " + line.value();
                case NABNER -> "no two digits are equal or consecutive";
                case SLOW_THERMOMETER -> "digits never decrease from the bulb";
                case LOCKOUT -> "the ends differ by at least " + line.value();
                default -> throw new IllegalStateException("no pair technique reads " + line);
            };
            return "on " + ruleName(grid, facts, relation) + ", " + what;
        }
        if (rule instanceof Relation) {
            return "on " + ruleName(grid, facts, relation) + ", only the pairs of its table stand";
        }
        if (rule instanceof Line || rule instanceof Clone) { // a palindrome or a clone: equal cells
            return ruleName(grid, facts, relation) + equalClause(grid, facts, relation, source);
        }
        return switch ((GlobalRule) rule) {
            case NON_CONSECUTIVE -> "orthogonal neighbours are never consecutive";
            case NEGATIVE_WHITE_DOTS -> "neighbours without a white dot are never consecutive";
            case NEGATIVE_BLACK_DOTS -> "neighbours without a black dot are never " + ratios(grid);
            default -> "neighbours without an X or V never add up to 10 or 5";
        };
    }

    /** A relation's rule as a player points at it ({@link RuleNames}). */
    static String ruleName(Grid grid, PairFacts facts, int relation) {
        return RuleNames.of(grid.rules.rule(facts.ruleOf[relation]));
    }

    /** {@code makes r1c3 equal to r3c5}, the source last; nothing when the step reads no one cell. */
    private static String equalClause(Grid grid, PairFacts facts, int relation, int source) {
        if (source < 0) {
            return " makes " + grid.cell(facts.first[relation]).name() + " equal to "
                    + grid.cell(facts.second[relation]).name();
        }
        return " makes " + grid.cell(facts.partner(relation, source)).name() + " equal to "
                + grid.cell(source).name();
    }

    /** {@code a digit and its double}, or with the layout's other ratios {@code a digit and 2 or 3 times it}. */
    private static String ratios(Grid grid) {
        List<Integer> ratios = new ArrayList<>();
        for (int r = 0; r < grid.layout.rules().size(); r++) {
            if (grid.rules.rule(r) instanceof Dot dot && dot.kind() == Dot.Kind.RATIO && !ratios.contains(dot.value())) {
                ratios.add(dot.value());
            }
        }
        if (ratios.isEmpty() || ratios.equals(List.of(2))) {
            return "a digit and its double";
        }
        ratios.sort(null);
        return "a digit and " + Notation.orDigits(ratios) + " times it";
    }

    /**
     * What the source cell holds, as the technique reads it: {@code , and r1c2 holds 2, 7 and 8}, {@code , and r2c2
     * is 5}, a bound for the inequalities ({@code , and r1c2 holds at most 6}), {@code , which holds 2 and 3} for
     * equal cells.
     */
    private static String sourceClause(Grid grid, int[] marks, PairFacts facts, int relation, int source,
            Technique technique) {
        String name = grid.cell(source).name();
        int held = marks[source] & grid.all;
        boolean placed = !isOpen(grid, marks, source);
        if (technique == Technique.EQUAL_CELLS) {
            return placed ? ", which is " + Grid.digit(held) : ", which holds " + Notation.digits(digits(held));
        }
        if (placed) {
            return ", and " + name + " is " + Grid.digit(held);
        }
        if (technique == Technique.INEQUALITY || technique == Technique.MINIMUM_MAXIMUM) {
            // the partners are smaller than the source when the source's 1 leaves them nothing
            boolean partnersSmaller = (facts.tableFrom(relation, source)[0] & grid.all) == 0;
            int bound = partnersSmaller ? 32 - Integer.numberOfLeadingZeros(held) : Grid.digit(held & -held);
            if (bound == (partnersSmaller ? grid.size : 1)) { // the source says nothing the grid does not
                return ", and nothing is " + (partnersSmaller ? "larger" : "smaller") + " than " + bound;
            }
            return ", and " + name + " holds at " + (partnersSmaller ? "most " : "least ") + bound;
        }
        return ", and " + name + " holds " + Notation.digits(digits(held));
    }

    /** Why a rule's digits have no partner at all: {@code no digit is 5 or more away from 5}. */
    private static String noPartner(Rule rule, int digits) {
        String which = Notation.orDigits(digits(digits));
        if (rule instanceof Line line && line.kind() == Line.Kind.WHISPER) {
            return "no digit is " + line.value() + " or more away from " + which;
        }
        if (rule instanceof Dot dot) {
            return switch (dot.kind()) {
                case DIFFERENCE -> "no digit is " + dot.value() + " away from " + which;
                case RATIO -> "no digit is " + (dot.value() == 2 ? "double or half of " : dot.value()
                        + " times or 1/" + dot.value() + " of ") + which;
                default -> "no digit adds up to " + dot.value() + " with " + which;
            };
        }
        return "no digit goes with " + which + " there";
    }

    private static List<Integer> digits(int mask) {
        return KillerFinders.digitList(mask);
    }

    private static void eliminate(StepBuilder step, int cell, int digits) {
        for (int bits = digits; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Grid.digit(bits & -bits));
        }
    }
}
