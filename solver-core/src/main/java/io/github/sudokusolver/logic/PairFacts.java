package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules that relate single cells or pairs of cells, as the step engine reads them (docs/human-solving.md,
 * "Variant rules"): per marked cell the digits an odd, even or given-candidates rule allows (the unary facts), and per related pair
 * of cells a table of the digit pairs the rule allows (the relations): dots of every kind, minimum and maximum cells,
 * non-consecutive and the negative dot rules, whispers, palindromes and clones, and the order of a thermometer's
 * neighbours and the thirds of an entropic line's cells one and two apart (their own finders explain those lines; the
 * chains follow every relation). Each fact is tagged with its rule's
 * index in {@link Layout#rules()} and the {@link Technique} that explains it. The tables are those the solvers compile
 * ({@code RuleCompiler}), written a second time here from the rule types; {@code PairFactsAgreementTest} holds the
 * two equal. Immutable, one per {@link Grid} ({@link RuleFacts#pairs}).
 */
final class PairFacts {

    private static final int[] EMPTY = new int[0];

    /** A layout without such rules. */
    static final PairFacts NONE = new PairFacts(new int[0], new int[0], new int[0], List.of(), List.of(), List.of(),
            new int[0][], new EnumMap<>(Technique.class));

    /** The unary facts: compact cell, allowed digits, rule index; in rule order. */
    final int[] unaryCell;
    final int[] unaryAllowed;
    final int[] unaryRule;

    /**
     * The relations, in rule order: the two compact cells, the table from the first ({@code forward[r][x - 1]} = the
     * second's digits allowed with x in the first) and back ({@code backward[r][y - 1]} = the first's digits allowed
     * with y in the second), the rule index and the technique. Tables are shared between relations of one rule.
     */
    final int[] first;
    final int[] second;
    final int[][] forward;
    final int[][] backward;
    final int[] ruleOf;
    final Technique[] techniqueOf;
    /** Per compact cell, the relations it is an end of, in rule order. */
    final int[][] relationsOf;
    /** Per technique, its relations in rule order; absent when it has none. */
    private final Map<Technique, int[]> byTechnique;

    private PairFacts(int[] unaryCell, int[] unaryAllowed, int[] unaryRule, List<int[]> relations,
            List<int[]> tables, List<Technique> techniques, int[][] relationsOf, Map<Technique, int[]> byTechnique) {
        this.unaryCell = unaryCell;
        this.unaryAllowed = unaryAllowed;
        this.unaryRule = unaryRule;
        int count = relations.size();
        this.first = new int[count];
        this.second = new int[count];
        this.forward = new int[count][];
        this.backward = new int[count][];
        this.ruleOf = new int[count];
        this.techniqueOf = new Technique[count];
        this.relationsOf = relationsOf;
        this.byTechnique = byTechnique;
        Map<int[], int[]> transposed = new IdentityHashMap<>(); // a rule's relations share one table
        for (int r = 0; r < count; r++) {
            first[r] = relations.get(r)[0];
            second[r] = relations.get(r)[1];
            ruleOf[r] = relations.get(r)[2];
            forward[r] = tables.get(r);
            backward[r] = transposed.computeIfAbsent(forward[r], PairFacts::transpose);
            techniqueOf[r] = techniques.get(r);
        }
    }

    /** A table read from the other end. */
    private static int[] transpose(int[] table) {
        int[] back = new int[table.length];
        for (int x = 1; x <= table.length; x++) {
            for (int bits = table[x - 1]; bits != 0; bits &= bits - 1) {
                back[Integer.numberOfTrailingZeros(bits)] |= 1 << x - 1;
            }
        }
        return back;
    }

    /** Whether the layout has no unary fact and no relation. */
    boolean isEmpty() {
        return unaryCell.length == 0 && first.length == 0;
    }

    /** The relations a technique explains, in rule order; empty for none. */
    int[] relations(Technique technique) {
        int[] relations = byTechnique.get(technique);
        return relations == null ? EMPTY : relations;
    }

    /** The relations a cell is an end of; none on a layout without pair rules ({@link #NONE}). */
    int[] relationsAt(int cell) {
        return relationsOf.length == 0 ? EMPTY : relationsOf[cell];
    }

    /** The other end of a relation. */
    int partner(int relation, int cell) {
        return first[relation] == cell ? second[relation] : first[relation];
    }

    /** The table of a relation read from one of its ends: entry x - 1 is the other end's digits allowed with x. */
    int[] tableFrom(int relation, int cell) {
        return first[relation] == cell ? forward[relation] : backward[relation];
    }

    /**
     * The candidates of the other end that digit {@code x} (0-based) in {@code cell} leaves it across one relation:
     * those the relation's table allows with x, less x itself where the two cells see each other.
     */
    int partnersLeft(Grid grid, int[] marks, int relation, int cell, int x) {
        int partner = partner(relation, cell);
        int left = marks[partner] & grid.all & tableFrom(relation, cell)[x];
        return grid.sees(cell, partner) ? left & ~(1 << x) : left;
    }

    /** The facts of a grid's layout rules ({@link Layout#rules()}, whose indices the facts keep). */
    static PairFacts of(List<Rule> rules, Grid grid) {
        Builder builder = new Builder(rules, grid);
        for (int i = 0; i < rules.size(); i++) {
            if (RuleFacts.reads(RuleFacts.Reader.PAIRS, rules.get(i))) {
                builder.add(i, rules.get(i));
            }
        }
        return builder.isEmpty() ? NONE : builder.build();
    }

    /** Collects the facts rule by rule, the way {@code RuleCompiler} compiles them. */
    private static final class Builder {

        private final List<Rule> rules;
        private final Grid grid;
        private final Layout layout;
        private final int size;
        private final List<int[]> unary = new ArrayList<>();
        /** Per relation: first, second, rule; and its tables and technique. */
        private final List<int[]> relations = new ArrayList<>();
        private final List<int[]> tables = new ArrayList<>();
        private final List<Technique> techniques = new ArrayList<>();
        /** Orthogonal pairs carrying a kropki dot (difference or ratio), and a sum dot: the negative rules spare them. */
        private final Set<Long> kropkiPairs = new HashSet<>();
        private final Set<Long> sumPairs = new HashSet<>();
        /** The ratios of the layout's ratio dots, which negative black dots forbid elsewhere; 2 alone without any. */
        private final Set<Integer> ratios = new TreeSet<>();

        Builder(List<Rule> rules, Grid grid) {
            this.rules = rules;
            this.grid = grid;
            this.layout = grid.layout;
            this.size = grid.size;
            for (Rule rule : rules) {
                if (rule instanceof Dot dot) {
                    long pair = pairKey(grid.indexOf(dot.first()), grid.indexOf(dot.second()));
                    if (dot.isKropki()) {
                        kropkiPairs.add(pair);
                    }
                    if (dot.kind() == Dot.Kind.RATIO) {
                        ratios.add(dot.value());
                    } else if (dot.kind() == Dot.Kind.SUM) {
                        sumPairs.add(pair);
                    }
                }
            }
            if (ratios.isEmpty()) {
                ratios.add(2);
            }
        }

        boolean isEmpty() {
            return unary.isEmpty() && relations.isEmpty();
        }

        void add(int index, Rule rule) {
            if (rule instanceof GivenCandidates given) {
                int mask = 0;
                for (int digit : given.digits()) {
                    mask |= 1 << digit - 1;
                }
                unary.add(new int[] {grid.indexOf(given.cell()), mask, index});
            } else if (rule instanceof CellMark mark) {
                mark(index, mark);
            } else if (rule instanceof Dot dot) {
                int a = grid.indexOf(dot.first());
                int b = grid.indexOf(dot.second());
                int value = dot.value();
                switch (dot.kind()) {
                    case DIFFERENCE -> relate(index, Technique.KROPKI_DOT, a, b,
                            table((x, y) -> Math.abs(x - y) == value));
                    case RATIO -> relate(index, Technique.KROPKI_DOT, a, b,
                            table((x, y) -> x == value * y || y == value * x));
                    case SUM -> relate(index, Technique.XV, a, b, table((x, y) -> x + y == value));
                    default -> relate(index, Technique.INEQUALITY, a, b, table((x, y) -> x < y));
                }
            } else if (rule instanceof Line line) {
                line(index, line);
            } else if (rule instanceof Clone clone) {
                int[] equal = table((x, y) -> x == y);
                for (int i = 0; i < clone.cells().size(); i++) {
                    relate(index, Technique.EQUAL_CELLS, grid.indexOf(clone.cells().get(i)),
                            grid.indexOf(clone.copy().get(i)), equal);
                }
            } else if (rule instanceof Relation relation) {
                int[] table = table(relation::allows);
                for (int[] pair : relation.positionPairs()) {
                    relate(index, Technique.RELATION, grid.indexOf(relation.cells().get(pair[0])),
                            grid.indexOf(relation.cells().get(pair[1])), table);
                }
            } else if (rule instanceof GlobalRule global) {
                global(index, global);
            }
        }

        private void mark(int index, CellMark mark) {
            int cell = grid.indexOf(mark.cell());
            switch (mark.kind()) {
                case ODD -> unary.add(new int[] {cell, 0x55555555 & grid.all, index}); // digits 1, 3, ...
                case EVEN -> unary.add(new int[] {cell, 0xAAAAAAAA & grid.all, index});
                case COLUMN_INDEXER, ROW_INDEXER, BOX_INDEXER -> {
                    List<Cell> house = mark.indexedCells(layout);
                    int own = house.indexOf(mark.cell());
                    for (int k = 0; k < house.size(); k++) {
                        if (k != own) {
                            relate(index, Technique.INDEXER, cell, grid.indexOf(house.get(k)),
                                    indexerTable(own, k));
                        }
                    }
                }
                case MINIMUM, MAXIMUM -> {
                    // smaller (larger) than each orthogonal neighbour that is not a cell of the same mark
                    Set<Cell> same = new HashSet<>();
                    for (Rule rule : rules) {
                        if (rule instanceof CellMark other && other.kind() == mark.kind()) {
                            same.add(other.cell());
                        }
                    }
                    boolean minimum = mark.kind() == CellMark.Kind.MINIMUM;
                    int[] order = table(minimum ? (x, y) -> x < y : (x, y) -> x > y);
                    for (Cell neighbour : neighbours(mark.cell())) {
                        if (!same.contains(neighbour)) {
                            relate(index, Technique.MINIMUM_MAXIMUM, cell, grid.indexOf(neighbour), order);
                        }
                    }
                }
            }
        }

        /**
         * From an indexer at place {@code own} of its house to the cell at place {@code other}: the indexer holds
         * {@code other + 1} exactly when that cell holds {@code own + 1}. Read both ways, that is the whole rule, the
         * house holding the indexer's number once (the engine's {@code IndexerRule} prunes the same over the house).
         */
        private int[] indexerTable(int own, int other) {
            int[] table = new int[grid.size];
            for (int x = 0; x < grid.size; x++) {
                table[x] = x == other ? 1 << own : grid.all & ~(1 << own);
            }
            return table;
        }

        private void line(int index, Line line) {
            List<Cell> cells = line.cells();
            int k = cells.size();
            if (line.kind() == Line.Kind.PALINDROME) {
                int[] equal = table((x, y) -> x == y);
                for (int i = 0; i < k / 2; i++) {
                    relate(index, Technique.EQUAL_CELLS, grid.indexOf(cells.get(i)), grid.indexOf(cells.get(k - 1 - i)),
                            equal);
                }
            } else if (line.kind() == Line.Kind.WHISPER) {
                int least = line.value();
                int[] far = table((x, y) -> Math.abs(x - y) >= least);
                for (int i = 1; i < k; i++) {
                    relate(index, Technique.WHISPER, grid.indexOf(cells.get(i - 1)), grid.indexOf(cells.get(i)), far);
                }
            } else if (line.kind() == Line.Kind.THERMOMETER) {
                // the order between neighbours along the line: what the chains follow (Thermometers explains it)
                int[] less = table((x, y) -> x < y);
                for (int i = 1; i < k; i++) {
                    relate(index, Technique.THERMOMETER, grid.indexOf(cells.get(i - 1)), grid.indexOf(cells.get(i)),
                            less);
                }
            } else if (line.kind() == Line.Kind.ENTROPIC && k >= 3 && size >= 3) {
                // three in a row hold a digit of each third: any two of them lie in different thirds
                int third = size / 3;
                int[] apart = table((x, y) -> (x - 1) / third != (y - 1) / third);
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k && j <= i + 2; j++) {
                        relate(index, Technique.ENTROPIC_LINE, grid.indexOf(cells.get(i)), grid.indexOf(cells.get(j)),
                                apart);
                    }
                }
            } else if (line.kind() == Line.Kind.NABNER || line.kind() == Line.Kind.SLOW_THERMOMETER) {
                // as the rule compiler, every two cells of the line: neighbours or not
                boolean nabner = line.kind() == Line.Kind.NABNER;
                int[] table = table(nabner ? (x, y) -> Math.abs(x - y) >= 2 : (x, y) -> x <= y);
                Technique technique = nabner ? Technique.NABNER_LINE : Technique.SLOW_THERMOMETER;
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k; j++) {
                        relate(index, technique, grid.indexOf(cells.get(i)), grid.indexOf(cells.get(j)), table);
                    }
                }
            } else if (line.kind() == Line.Kind.LOCKOUT) {
                // the ends' difference: what the chains follow (BetweenLines explains the whole line)
                int least = line.value();
                relate(index, Technique.LOCKOUT_LINE, grid.indexOf(cells.get(0)), grid.indexOf(cells.get(k - 1)),
                        table((x, y) -> Math.abs(x - y) >= least));
            } else if (line.kind() == Line.Kind.PARITY || line.kind() == Line.Kind.MODULAR) {
                // as the rule compiler: fewer than m apart, different remainders; exactly m apart, the same one
                boolean parity = line.kind() == Line.Kind.PARITY;
                int modulus = parity ? 2 : line.value();
                Technique technique = parity ? Technique.PARITY_LINE : Technique.MODULAR_LINE;
                int[] apart = table((x, y) -> x % modulus != y % modulus);
                int[] alike = table((x, y) -> x % modulus == y % modulus);
                for (int i = 0; i < k; i++) {
                    for (int j = i + 1; j < k && j <= i + modulus; j++) {
                        relate(index, technique, grid.indexOf(cells.get(i)), grid.indexOf(cells.get(j)),
                                j - i < modulus ? apart : alike);
                    }
                }
            }
        }

        private void global(int index, GlobalRule rule) {
            switch (rule) {
                case NON_CONSECUTIVE -> orthogonal(index, table((x, y) -> Math.abs(x - y) != 1), Set.of());
                case NEGATIVE_WHITE_DOTS -> orthogonal(index, table((x, y) -> Math.abs(x - y) != 1), kropkiPairs);
                case NEGATIVE_BLACK_DOTS -> orthogonal(index, table((x, y) -> !inRatio(x, y)), kropkiPairs);
                case NEGATIVE_XV -> orthogonal(index, table((x, y) -> x + y != 10 && x + y != 5), sumPairs);
                default -> {
                    // anti-knight, anti-king and disjoint groups make peers and houses, which the grid holds
                }
            }
        }

        /** Whether one digit is the other times a ratio of the layout's ratio dots. */
        private boolean inRatio(int x, int y) {
            int low = Math.min(x, y);
            int high = Math.max(x, y);
            return high % low == 0 && ratios.contains(high / low);
        }

        /** The table on every pair of orthogonal neighbours but the spared ones, right and down from each cell. */
        private void orthogonal(int index, int[] table, Set<Long> spared) {
            for (int row = 0; row < layout.rows(); row++) {
                for (int col = 0; col < layout.columns(); col++) {
                    if (!isCell(row, col)) {
                        continue;
                    }
                    int a = grid.indexOf(new Cell(row, col));
                    if (isCell(row, col + 1)) {
                        int b = grid.indexOf(new Cell(row, col + 1));
                        if (!spared.contains(pairKey(a, b))) {
                            relate(index, Technique.NEGATIVE_CONSTRAINT, a, b, table);
                        }
                    }
                    if (isCell(row + 1, col)) {
                        int b = grid.indexOf(new Cell(row + 1, col));
                        if (!spared.contains(pairKey(a, b))) {
                            relate(index, Technique.NEGATIVE_CONSTRAINT, a, b, table);
                        }
                    }
                }
            }
        }

        private List<Cell> neighbours(Cell cell) {
            List<Cell> around = new ArrayList<>(4);
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] step : steps) {
                int row = cell.row() + step[0];
                int col = cell.col() + step[1];
                if (isCell(row, col)) {
                    around.add(new Cell(row, col));
                }
            }
            return around;
        }

        private boolean isCell(int row, int col) {
            return row >= 0 && row < layout.rows() && col >= 0 && col < layout.columns() && layout.isCell(row, col);
        }

        private long pairKey(int a, int b) {
            return (long) Math.min(a, b) * grid.cells + Math.max(a, b);
        }

        private void relate(int index, Technique technique, int a, int b, int[] table) {
            relations.add(new int[] {a, b, index});
            tables.add(table);
            techniques.add(technique);
        }

        /** The table of a relation: entry x - 1 holds the digits y with {@code allowed(x, y)}. */
        private int[] table(IntPairTest allowed) {
            int[] table = new int[size];
            for (int x = 1; x <= size; x++) {
                for (int y = 1; y <= size; y++) {
                    if (allowed.test(x, y)) {
                        table[x - 1] |= 1 << y - 1;
                    }
                }
            }
            return table;
        }

        PairFacts build() {
            int[] unaryCell = new int[unary.size()];
            int[] unaryAllowed = new int[unary.size()];
            int[] unaryRule = new int[unary.size()];
            for (int i = 0; i < unary.size(); i++) {
                unaryCell[i] = unary.get(i)[0];
                unaryAllowed[i] = unary.get(i)[1];
                unaryRule[i] = unary.get(i)[2];
            }
            int[] counts = new int[grid.cells];
            for (int[] relation : relations) {
                counts[relation[0]]++;
                counts[relation[1]]++;
            }
            int[][] relationsOf = new int[grid.cells][];
            for (int cell = 0; cell < grid.cells; cell++) {
                relationsOf[cell] = new int[counts[cell]];
            }
            Arrays.fill(counts, 0);
            Map<Technique, List<Integer>> lists = new EnumMap<>(Technique.class);
            for (int r = 0; r < relations.size(); r++) {
                int[] relation = relations.get(r);
                relationsOf[relation[0]][counts[relation[0]]++] = r;
                relationsOf[relation[1]][counts[relation[1]]++] = r;
                lists.computeIfAbsent(techniques.get(r), t -> new ArrayList<>()).add(r);
            }
            Map<Technique, int[]> byTechnique = new EnumMap<>(Technique.class);
            lists.forEach((technique, list) -> byTechnique.put(technique,
                    list.stream().mapToInt(Integer::intValue).toArray()));
            return new PairFacts(unaryCell, unaryAllowed, unaryRule, relations, tables, techniques, relationsOf,
                    byTechnique);
        }
    }

    /** A test on a pair of digits. */
    @FunctionalInterface
    private interface IntPairTest {
        boolean test(int x, int y);
    }
}
