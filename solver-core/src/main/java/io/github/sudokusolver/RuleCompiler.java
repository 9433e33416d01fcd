package io.github.sudokusolver;

import io.github.sudokusolver.internal.search.Constraints;
import io.github.sudokusolver.internal.search.LineSets;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.MagicSquare;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntBinaryOperator;

/**
 * The one place that knows both the rule types and the engine's shapes: turns a layout's variant rules (all but the
 * cages with a sum, which {@code Geometry} takes as they are; a cage without one is a set of cells that differ) into calls on {@link Constraints}, in plain ints, so that the
 * engines never name an API type. What each rule compiles to is in {@code docs/variants.md} ("The engine's shapes").
 */
final class RuleCompiler {

    private final Layout layout;
    private final int size;
    private final int columns;
    private final Constraints out;
    private final List<Rule> rules;
    /**
     * Grid positions of the orthogonal pairs that carry a kropki dot (a difference or a ratio, of any value), {@code
     * a * positions + b}, a before b: the pairs the negative kropki rules spare, as f-puzzles and the Interactive
     * Sudoku Solver mean them (docs/variants.md, "What each format means").
     */
    private final Set<Long> kropkiPairs = new HashSet<>();
    /** The same for the pairs that carry a sum dot (X, V): the pairs negative XV spares. */
    private final Set<Long> sumPairs = new HashSet<>();
    /** The ratios of the layout's ratio dots, which negative black dots forbid elsewhere: 2 alone when it has none. */
    private final Set<Integer> ratios = new TreeSet<>();
    /** The region sum lines of two pieces or more: per line, its pieces' positions; and each piece's region. */
    private final List<int[][]> sumLines = new ArrayList<>();
    private final List<int[]> sumLineRegions = new ArrayList<>();
    private final List<Integer> sumLineRules = new ArrayList<>();
    private int ruleIndex;

    private RuleCompiler(Layout layout, List<Rule> rules) {
        this.layout = layout;
        this.rules = rules;
        this.size = layout.size();
        this.columns = layout.columns();
        this.out = new Constraints(size);
    }

    /** Whether the grid has a cell at this row and column (false off the grid). */
    private boolean cellAt(int row, int col) {
        return row >= 0 && row < layout.rows() && col >= 0 && col < columns && layout.isCellAt(row * columns + col);
    }

    /**
     * The shapes of a layout's variant rules, each call tagged with the rule's index in {@code rules}.
     *
     * @param layout the layout, whose size, grid and regions are set (its geometry need not be)
     * @param rules its variant rules, each checked against it already
     * @return the shapes; empty for no rules
     */
    static Constraints compile(Layout layout, List<Rule> rules) {
        RuleCompiler compiler = new RuleCompiler(layout, rules);
        for (Rule rule : rules) {
            if (rule instanceof Dot) {
                Dot dot = (Dot) rule;
                long pair = compiler.pairKey(compiler.position(dot.first()), compiler.position(dot.second()));
                if (dot.isKropki()) {
                    compiler.kropkiPairs.add(pair);
                }
                if (dot.kind() == Dot.Kind.RATIO) {
                    compiler.ratios.add(dot.value());
                } else if (dot.kind() == Dot.Kind.SUM) {
                    compiler.sumPairs.add(pair);
                }
            }
        }
        if (compiler.ratios.isEmpty()) {
            compiler.ratios.add(2);
        }
        for (int i = 0; i < rules.size(); i++) {
            compiler.out.rule(i);
            compiler.ruleIndex = i;
            compiler.add(rules.get(i));
        }
        compiler.piecesByRegion();
        List<int[]> houses = new ArrayList<>();
        for (int r = 0; r < layout.regionCount(); r++) {
            houses.add(layout.regionPositions(r));
        }
        compiler.out.mergeSums(layout.rows() * compiler.columns, houses);
        List<int[]> cages = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();
        for (Cage cage : layout.cages()) {
            if (cage.hasSum()) {
                cages.add(compiler.positions(cage.cells()));
                totals.add(cage.sum());
            }
        }
        compiler.out.substituteSums(cages, totals);
        return compiler.out;
    }

    /** An automaton: its steps' positions (-1 at a break) and its machine as plain data. */
    private void automaton(Automaton automaton) {
        Automaton.Machine machine = automaton.machine();
        out.automaton(automaton.steps(this::position), machine.states(), machine.starts(),
                machine.accepts(), machine.moves());
    }

    /**
     * Compiles one rule: the engine's part of a kind ({@code docs/architecture.md}, "Rule kinds"), an exhaustive switch
     * over {@link RuleKind}, so that a new kind does not compile until it says what the engine does with it.
     */
    private void add(Rule rule) {
        Runnable compile = switch (RuleKind.of(rule)) {
            case KILLER_CAGE -> () -> cageWithoutSum((Cage) rule);
            case X_SUM, SKYSCRAPER, NUMBERED_ROOM -> () -> {
                OutsideClue clue = (OutsideClue) rule;
                out.outsideClue(positions(clue.cells(size)), clue.kind().ordinal(), clue.value());
            };
            case ARROW -> () -> arrow((Arrow) rule);
            case RELATION -> () -> {
                Relation relation = (Relation) rule;
                int[] cells = positions(relation.cells());
                int[] table = table((x, y) -> relation.allows(x, y) ? 1 : 0);
                for (int[] pair : relation.positionPairs()) {
                    out.relation(cells[pair[0]], cells[pair[1]], table);
                }
                boolean cliqueOfDistinct = relation.pairs() == Relation.Pairs.EVERY_TWO
                        && LineSets.isSetRelation(size, relation::allows);
                if (cliqueOfDistinct) { // every two cells a symmetric pair of different digits: a set each
                    oneOfSets(cells, relation::allows);
                }
            };
            case LITTLE_KILLER -> () -> {
                int[] cells = positions(((LittleKiller) rule).cells());
                out.linearSum(cells, ones(cells.length), ((LittleKiller) rule).sum());
            };
            case SANDWICH -> () -> sandwich((Sandwich) rule);
            case KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY -> () -> dot((Dot) rule);
            case THERMOMETER, GERMAN_WHISPER, WHISPER, RENBAN, PALINDROME, REGION_SUM_LINE, BETWEEN_LINE, ZIPPER_LINE,
                    ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, NABNER_LINE, SLOW_THERMOMETER, DOUBLE_ARROW,
                    LOCKOUT_LINE -> () -> line((Line) rule);
            case ODD_EVEN, MINIMUM_MAXIMUM -> () -> mark((CellMark) rule);
            case COUNTING_CIRCLES -> () -> out.countingCircles(positions(((CountingCircles) rule).cells()));
            case AUTOMATON -> () -> automaton((Automaton) rule);
            case MAGIC_SQUARE -> () -> {
                for (List<Cell> line : ((MagicSquare) rule).lines()) {
                    out.linearSum(positions(line), ones(3), MagicSquare.SUM);
                }
            };
            case INDEXER -> () -> {
                CellMark indexer = (CellMark) rule;
                List<Cell> indexed = indexer.indexedCells(layout);
                out.indexer(positions(indexed), indexed.indexOf(indexer.cell()));
            };
            case QUADRUPLE -> () -> {
                Quadruple quadruple = (Quadruple) rule;
                out.quadruple(positions(quadruple.cells()),
                        quadruple.digits().stream().mapToInt(Integer::intValue).toArray());
            };
            case CLONE -> () -> clone((Clone) rule);
            case EXTRA_REGION -> () -> {
                int[] cells = positions(((ExtraRegion) rule).cells());
                if (cells.length == size) {
                    out.region(cells);
                } else {
                    out.allDiffer(cells);
                }
            };
            case GIVEN_CANDIDATES -> () -> {
                int mask = 0;
                for (int digit : ((GivenCandidates) rule).digits()) {
                    mask |= 1 << digit - 1;
                }
                out.allow(position(((GivenCandidates) rule).cell()), mask);
            };
            case ANTI_KNIGHT, ANTI_KING, NON_CONSECUTIVE, DISJOINT_GROUPS, NEGATIVE_WHITE_DOTS, NEGATIVE_BLACK_DOTS,
                    NEGATIVE_XV -> () -> global((GlobalRule) rule);
        };
        compile.run();
    }

    /** A cage without a sum among the rules: its digits differ. */
    private void cageWithoutSum(Cage cage) {
        int[] cells = positions(cage.cells());
        if (cells.length == size) {
            out.everyDigitOnce(cells); // a house, as an extra region of as many cells is, and its Hall sets
        } else {
            out.allDiffer(cells);
        }
    }

    private void sandwich(Sandwich clue) {
        int[] line = new int[size];
        for (int i = 0; i < size; i++) {
            line[i] = clue.isRow() ? clue.index() * columns + i : i * columns + clue.index();
        }
        out.sandwich(line, clue.sum());
    }

    private void clone(Clone clone) {
        int[] cells = positions(clone.cells());
        int[] copy = positions(clone.copy());
        int[] equal = table((a, b) -> a == b ? 1 : 0);
        for (int i = 0; i < cells.length; i++) {
            out.relation(cells[i], copy[i], equal);
        }
    }

    /** {@code sum(line) - number(circle) = 0}: the circle's cells weighted 1, or 10 and 1, or 100, 10 and 1. */
    private void arrow(Arrow arrow) {
        int[] circle = positions(arrow.circle());
        int[] line = positions(arrow.line());
        int[] cells = new int[circle.length + line.length];
        int[] coefficients = new int[cells.length];
        int weight = 1;
        for (int i = circle.length - 1; i >= 0; i--) {
            cells[i] = circle[i];
            coefficients[i] = -weight;
            weight *= 10;
        }
        for (int i = 0; i < line.length; i++) {
            cells[circle.length + i] = line[i];
            coefficients[circle.length + i] = 1;
        }
        out.linearSum(cells, coefficients, 0);
        if (circle.length == 1) {
            out.equalTotals(line, circle);
        }
    }

    private void dot(Dot dot) {
        int a = position(dot.first());
        int b = position(dot.second());
        int value = dot.value();
        switch (dot.kind()) {
            case DIFFERENCE -> out.relation(a, b, table((x, y) -> Math.abs(x - y) == value ? 1 : 0));
            case RATIO -> out.relation(a, b, table((x, y) -> x == value * y || y == value * x ? 1 : 0));
            case SUM -> {
                out.relation(a, b, table((x, y) -> x + y == value ? 1 : 0));
                out.knownSum(new int[] {a, b}, value); // two cells of a known total, for the substituted sums
            }
            case LESS -> out.relation(a, b, table((x, y) -> x < y ? 1 : 0));
        }
    }

    private void line(Line line) {
        int[] cells = positions(line.cells());
        int k = cells.length;
        switch (line.kind()) {
            case THERMOMETER -> {
                out.allDiffer(cells);
                int[] less = table((x, y) -> x < y ? 1 : 0);
                for (int i = 1; i < k; i++) {
                    out.relation(cells[i - 1], cells[i], less);
                }
            }
            case BETWEEN -> {
                if (k > 2) {
                    out.between(cells);
                }
            }
            case RENBAN -> {
                if (k > 1) {
                    out.renban(cells);
                }
            }
            case PALINDROME -> {
                int[] equal = table((x, y) -> x == y ? 1 : 0);
                for (int i = 0; i < k / 2; i++) {
                    out.relation(cells[i], cells[k - 1 - i], equal);
                }
            }
            case REGION_SUM -> regionSum(cells);
            case ZIPPER -> {
                int[][] groups = new int[(k + 1) / 2][];
                for (int i = 0; i < k / 2; i++) {
                    groups[i] = new int[] {cells[i], cells[k - 1 - i]};
                }
                if (k % 2 == 1) {
                    groups[k / 2] = new int[] {cells[k / 2]};
                }
                if (groups.length > 1) {
                    out.equalSums(groups);
                    for (int i = 0; i < groups.length; i++) {
                        for (int j = i + 1; j < groups.length; j++) {
                            out.equalTotals(groups[i], groups[j]);
                        }
                    }
                }
            }
            case ENTROPIC -> { // a line of fewer than three cells has no three in a row: no constraint
                int third = size / 3;
                int[] apart = table((x, y) -> (x - 1) / third != (y - 1) / third ? 1 : 0);
                for (int i = 0; i < k && k >= 3; i++) {
                    for (int j = i + 1; j < k && j <= i + 2; j++) {
                        out.relation(cells[i], cells[j], apart);
                    }
                }
            }
            case PARITY -> modular(cells, 2);
            case MODULAR -> modular(cells, line.value());
            case NABNER -> { // every two cells, neighbours or not
                int[] apart = table((x, y) -> Math.abs(x - y) >= 2 ? 1 : 0);
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k; j++) {
                        out.relation(cells[i], cells[j], apart);
                    }
                }
                oneOfSets(cells, (x, y) -> Math.abs(x - y) >= 2);
            }
            case SLOW_THERMOMETER -> { // every two cells, so that a bound crosses a repeat at once
                int[] notLess = table((x, y) -> x <= y ? 1 : 0);
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k; j++) {
                        out.relation(cells[i], cells[j], notLess);
                    }
                }
            }
            case DOUBLE_ARROW -> {
                int[] coefficients = ones(k);
                coefficients[0] = -1;
                coefficients[k - 1] = -1;
                out.linearSum(cells, coefficients, 0);
                out.equalTotals(Arrays.copyOfRange(cells, 1, k - 1), new int[] {cells[0], cells[k - 1]});
            }
            case LOCKOUT -> {
                int least = line.value();
                out.relation(cells[0], cells[k - 1], table((x, y) -> Math.abs(x - y) >= least ? 1 : 0));
                if (k > 2) {
                    out.lockout(cells, least);
                }
            }
            case WHISPER -> {
                int least = line.value();
                int[] far = table((x, y) -> Math.abs(x - y) >= least ? 1 : 0);
                for (int i = 1; i < k; i++) {
                    out.relation(cells[i - 1], cells[i], far);
                }
            }
        }
    }

    /**
     * Cells fewer than {@code modulus} apart along the line hold digits of different remainders, which is every
     * {@code modulus} cells in a row holding each remainder once; cells exactly {@code modulus} apart then hold the
     * same remainder (the one their two overlapping runs leave), said too so that the search need not find it.
     */
    private void modular(int[] cells, int modulus) {
        int[] apart = table((x, y) -> x % modulus != y % modulus ? 1 : 0);
        int[] alike = table((x, y) -> x % modulus == y % modulus ? 1 : 0);
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length && j <= i + modulus; j++) {
                out.relation(cells[i], cells[j], j - i < modulus ? apart : alike);
            }
        }
    }

    /** The pieces of the line in one box (or jigsaw region) each, cut where it crosses a border; equal sums. */
    private void regionSum(int[] cells) {
        List<int[]> pieces = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= cells.length; i++) {
            if (i == cells.length || boxOf(cells[i]) != boxOf(cells[start])) {
                int[] piece = new int[i - start];
                System.arraycopy(cells, start, piece, 0, piece.length);
                pieces.add(piece);
                start = i;
            }
        }
        if (pieces.size() > 1) {
            out.equalSums(pieces.toArray(new int[0][]));
            for (int i = 0; i < pieces.size(); i++) {
                for (int j = i + 1; j < pieces.size(); j++) {
                    out.equalTotals(pieces.get(i), pieces.get(j));
                }
            }
            int[] regions = new int[pieces.size()];
            for (int i = 0; i < regions.length; i++) {
                regions[i] = boxOf(pieces.get(i)[0]);
            }
            sumLines.add(pieces.toArray(new int[0][]));
            sumLineRegions.add(regions);
            sumLineRules.add(ruleIndex);
        }
    }

    /**
     * Per region holding a piece of a region sum line, the pieces there taken together with their lines and with the
     * rest of the region ({@code BoxPieces}), tagged with the first such line's rule: the lines' own rules see each
     * piece apart. The rest of the region is one more piece, of a line of its own (any total): the region holds every
     * digit once, so the pieces' sets of digits must leave the rest a set its cells can hold, which is the law of 45
     * over the lines' totals in set form (three lines' pieces and one free cell in a box: their totals and that
     * cell's digit add up to 45).
     */
    private void piecesByRegion() {
        for (int region = 0; region < layout.regionCount(); region++) {
            List<int[][]> lines = new ArrayList<>();
            List<int[]> inRegion = new ArrayList<>();
            int first = -1;
            for (int line = 0; line < sumLines.size(); line++) {
                boolean touches = false;
                for (int piece = 0; piece < sumLines.get(line).length; piece++) {
                    if (sumLineRegions.get(line)[piece] == region && region >= 0) {
                        inRegion.add(new int[] {lines.size(), piece});
                        touches = true;
                    }
                }
                if (touches) {
                    first = first < 0 ? sumLineRules.get(line) : first;
                    lines.add(sumLines.get(line));
                }
            }
            if (inRegion.isEmpty()) {
                continue;
            }
            Set<Integer> onPieces = new HashSet<>();
            for (int[] at : inRegion) {
                for (int position : lines.get(at[0])[at[1]]) {
                    onPieces.add(position);
                }
            }
            int[] rest = Arrays.stream(layout.regionPositions(region)).filter(q -> !onPieces.contains(q)).toArray();
            if (rest.length > 0) {
                inRegion.add(new int[] {lines.size(), 0});
                lines.add(new int[][] {rest});
            }
            out.rule(first);
            out.piecesInOneRegion(lines.toArray(new int[0][][]), inRegion.toArray(new int[0][]));
        }
    }

    /** The box or jigsaw region of a position: the region of that kind holding it, -1 for none. */
    private int boxOf(int position) {
        for (int r = 0; r < layout.regionCount(); r++) {
            Region kind = layout.regionKind(r);
            if (kind == Region.BOX || kind == Region.REGION) {
                for (int p : layout.regionPositions(r)) {
                    if (p == position) {
                        return r;
                    }
                }
            }
        }
        return -1;
    }

    private void mark(CellMark mark) {
        int cell = position(mark.cell());
        switch (mark.kind()) {
            case ODD -> out.allow(cell, 0x55555555 & (1 << size) - 1); // bits 0, 2, ...: digits 1, 3, ...
            case EVEN -> out.allow(cell, 0xAAAAAAAA & (1 << size) - 1);
            case MINIMUM, MAXIMUM -> {
                Set<Integer> same = new HashSet<>();
                for (Rule rule : rules) {
                    if (rule instanceof CellMark && ((CellMark) rule).kind() == mark.kind()) {
                        same.add(position(((CellMark) rule).cell()));
                    }
                }
                int[] order = table(mark.kind() == CellMark.Kind.MINIMUM ? (x, y) -> x < y ? 1 : 0
                        : (x, y) -> x > y ? 1 : 0);
                int row = mark.cell().row();
                int col = mark.cell().col();
                int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                for (int[] step : steps) {
                    int r = row + step[0];
                    int c = col + step[1];
                    if (cellAt(r, c) && !same.contains(r * columns + c)) {
                        out.relation(cell, r * columns + c, order);
                    }
                }
            }
        }
    }

    private void global(GlobalRule rule) {
        switch (rule) {
            case ANTI_KNIGHT -> moves(new int[][] {{1, 2}, {2, 1}, {1, -2}, {2, -1}});
            case ANTI_KING -> moves(new int[][] {{1, 1}, {1, -1}, {0, 1}, {1, 0}});
            case NON_CONSECUTIVE -> orthogonal(table((x, y) -> Math.abs(x - y) != 1 ? 1 : 0), Set.of());
            case NEGATIVE_WHITE_DOTS -> orthogonal(table((x, y) -> Math.abs(x - y) != 1 ? 1 : 0), kropkiPairs);
            case NEGATIVE_BLACK_DOTS -> orthogonal(table((x, y) -> inRatio(x, y) ? 0 : 1), kropkiPairs);
            case NEGATIVE_XV -> orthogonal(table((x, y) -> x + y != 10 && x + y != 5 ? 1 : 0), sumPairs);
            case DISJOINT_GROUPS -> disjointGroups();
        }
    }

    /** Whether one digit is the other times a ratio of the layout's ratio dots. */
    private boolean inRatio(int x, int y) {
        int low = Math.min(x, y);
        int high = Math.max(x, y);
        return high % low == 0 && ratios.contains(high / low);
    }

    /** Cells one of these moves apart (and the moves' mirror images, by going both ways) differ. */
    private void moves(int[][] moves) {
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < columns; c++) {
                if (!cellAt(r, c)) {
                    continue;
                }
                for (int[] move : moves) {
                    int r2 = r + move[0];
                    int c2 = c + move[1];
                    if (cellAt(r2, c2)) {
                        out.differ(r * columns + c, r2 * columns + c2);
                    }
                }
            }
        }
    }

    /** The table on every pair of orthogonal neighbours but the {@code spared} ones. */
    private void orthogonal(int[] table, Set<Long> spared) {
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < columns; c++) {
                if (!cellAt(r, c)) {
                    continue;
                }
                int a = r * columns + c;
                if (cellAt(r, c + 1) && !spared.contains(pairKey(a, a + 1))) {
                    out.relation(a, a + 1, table);
                }
                if (cellAt(r + 1, c) && !spared.contains(pairKey(a, a + columns))) {
                    out.relation(a, a + columns, table);
                }
            }
        }
    }

    /** The cells at the same place in each box form a region. */
    private void disjointGroups() {
        int boxRows = layout.boxRows();
        int boxColumns = layout.boxColumns();
        for (int inRow = 0; inRow < boxRows; inRow++) {
            for (int inColumn = 0; inColumn < boxColumns; inColumn++) {
                int[] group = new int[size];
                int next = 0;
                for (int boxTop = 0; boxTop < size; boxTop += boxRows) {
                    for (int boxLeft = 0; boxLeft < size; boxLeft += boxColumns) {
                        group[next++] = (boxTop + inRow) * columns + boxLeft + inColumn;
                    }
                }
                out.region(group);
            }
        }
    }

    /**
     * Cells that differ and whose digits every two of them {@code together} allows (symmetric): the sets of as many
     * digits as cells ({@link LineSets#together}), for the engine's matching per set; past {@link LineSets#MOST}
     * sets or 16 digits, the pairs and the cells' differing alone.
     */
    private void oneOfSets(int[] cells, LineSets.Together together) {
        int[] sets = size > LineSets.MOST_DIGITS ? null : LineSets.together(size, cells.length, together);
        if (sets == null || sets.length == 0) {
            out.allDiffer(cells); // no set at all: the pairs find the contradiction
            return;
        }
        out.oneOfSets(cells, sets);
    }

    /** The table of a relation: for each digit x (index x - 1), the digits y with {@code allowed(x, y) != 0}. */
    private int[] table(IntBinaryOperator allowed) {
        int[] table = new int[size];
        for (int x = 1; x <= size; x++) {
            for (int y = 1; y <= size; y++) {
                if (allowed.applyAsInt(x, y) != 0) {
                    table[x - 1] |= 1 << y - 1;
                }
            }
        }
        return table;
    }

    private long pairKey(int a, int b) {
        long positions = (long) layout.rows() * columns;
        return Math.min(a, b) * positions + Math.max(a, b);
    }

    private int position(Cell cell) {
        return cell.row() * columns + cell.col();
    }

    private int[] positions(List<Cell> cells) {
        int[] positions = new int[cells.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = position(cells.get(i));
        }
        return positions;
    }

    private static int[] ones(int count) {
        int[] ones = new int[count];
        Arrays.fill(ones, 1);
        return ones;
    }
}
