package io.github.sudokusolver.rules;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.GridBounds;
import io.github.sudokusolver.internal.format.RuleSpec;
import io.github.sudokusolver.internal.format.RuleText;
import io.github.sudokusolver.internal.format.TextException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Rule#parse}: the text machinery reads a rule line into plain data ({@link RuleSpec}: a name, numbers and
 * cells), and this class makes the rule of this package the name stands for. The one place that maps the text form's
 * words to the rule types. Stateless.
 */
final class RuleReader {

    private RuleReader() {
    }

    /** As {@link Rule#parse} says. */
    static Rule read(CharSequence line, Layout layout) {
        String text = line.toString();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                throw new BoardFormatException("found a line break, expected one rule line", 1,
                        text.codePointCount(0, i) + 1);
            }
        }
        RuleSpec spec;
        try {
            spec = RuleText.read(text, 1, new GridBounds(layout.rows(), layout.columns(), layout.size(),
                    layout.toString()));
        } catch (TextException e) {
            throw new BoardFormatException(e.problem(), e.line(), e.column());
        }
        try {
            return rule(spec, layout.size());
        } catch (IllegalArgumentException e) { // what the rule's type refuses: its message names the rule
            throw new BoardFormatException(e.getMessage(), 1, spec.column());
        }
    }

    /** The rule a line's data stands for; {@code size}, the layout's digits, sizes a relation's table. */
    private static Rule rule(RuleSpec spec, int size) {
        int[] values = spec.values();
        List<Cell> cells = cells(spec, 0, spec.rows().length);
        switch (spec.name()) {
            case "cage":
                return values.length == 0 ? Cage.withoutSum(cells) : Cage.of(values[0], cells);
            case "arrow":
                return Arrow.of(cells(spec, 0, spec.firstGroup()), cells(spec, spec.firstGroup(), spec.rows().length));
            case "clone":
                return Clone.of(cells(spec, 0, spec.firstGroup()), cells(spec, spec.firstGroup(), spec.rows().length));
            case "little killer":
                return LittleKiller.of(values[0], direction(spec.word()), cells);
            case "sandwich":
                return spec.word().equals("row") ? Sandwich.row(values[0] - 1, values[1])
                        : Sandwich.column(values[0] - 1, values[1]);
            case "x-sum":
            case "skyscraper":
            case "numbered room":
                return OutsideClue.of(spec.name().equals("x-sum") ? OutsideClue.Kind.X_SUM
                        : spec.name().equals("skyscraper") ? OutsideClue.Kind.SKYSCRAPER : OutsideClue.Kind.NUMBERED_ROOM,
                        OutsideClue.Side.valueOf(spec.word().substring(spec.word().indexOf(' ') + 1)
                                .toUpperCase(java.util.Locale.ROOT)), values[0] - 1, values[1]);
            case "white dot":
                return Dot.white(cells.get(0), cells.get(1));
            case "black dot":
                return Dot.black(cells.get(0), cells.get(1));
            case "x":
                return Dot.x(cells.get(0), cells.get(1));
            case "v":
                return Dot.v(cells.get(0), cells.get(1));
            case "less":
                return Dot.less(cells.get(0), cells.get(1));
            case "difference":
                return Dot.difference(cells.get(0), cells.get(1), values[0]);
            case "ratio":
                return Dot.ratio(cells.get(0), cells.get(1), values[0]);
            case "sum":
                return Dot.sum(cells.get(0), cells.get(1), values[0]);
            case "quadruple":
                return Quadruple.of(cells.get(0), digits(values));
            case "given candidates":
                return GivenCandidates.of(cells.get(0), digits(values));
            case "extra region":
                return ExtraRegion.of(cells);
            case "counting circles":
                return CountingCircles.of(cells);
            case "magic square":
                return MagicSquare.of(cells.get(0));
            case "automaton": {
                String[] words = spec.word().split(" ", 3); // NAME regex|nfa BODY
                if (words[1].equals("regex")) {
                    if (values.length > 1) {
                        throw new IllegalArgumentException("automaton " + words[0] + ": a pattern reads one segment"
                                + " of cells, and the line has " + values.length);
                    }
                    return Automaton.regex(words[0], words[2], size, cells);
                }
                List<List<Cell>> segments = new ArrayList<>();
                int from = 0;
                for (int length : values) {
                    segments.add(cells.subList(from, from + length));
                    from += length;
                }
                return Automaton.of(words[0], Automaton.Machine.fromIss(words[2], size), segments);
            }
            case "relation": {
                int[] table = new int[size];
                for (int i = 1; i + 1 < values.length; i += 2) {
                    int first = values[i];
                    int second = values[i + 1];
                    if (first < 1 || first > size || second < 1 || second > size) {
                        throw new IllegalArgumentException("relation " + spec.word() + ": the pair " + first + " "
                                + second + " is not of the digits 1-" + size);
                    }
                    table[first - 1] |= 1 << second - 1;
                }
                return Relation.of(spec.word(), values[0] == 1 ? Relation.Pairs.EVERY_TWO : Relation.Pairs.NEIGHBOURS,
                        cells, table);
            }
            default:
                return lineMarkOrGlobal(spec, cells);
        }
    }

    private static Rule lineMarkOrGlobal(RuleSpec spec, List<Cell> cells) {
        for (Line.Kind kind : Line.Kind.values()) {
            if (kind.word().equals(spec.name())) {
                return switch (kind) {
                    case WHISPER -> Line.whisper(cells, spec.values()[0]);
                    case MODULAR -> Line.modular(cells, spec.values()[0]);
                    case LOCKOUT -> Line.lockout(cells, spec.values()[0]);
                    default -> Line.of(kind, cells);
                };
            }
        }
        for (CellMark.Kind kind : CellMark.Kind.values()) {
            if (kind.word().equals(spec.name())) {
                return CellMark.of(kind, cells.get(0));
            }
        }
        for (GlobalRule rule : GlobalRule.values()) {
            if (rule.toString().equals(spec.name())) {
                return rule;
            }
        }
        throw new IllegalStateException("the text form's name '" + spec.name() + "' has no rule type");
    }

    private static LittleKiller.Direction direction(String word) {
        for (LittleKiller.Direction direction : LittleKiller.Direction.values()) {
            if (direction.word().equals(word)) {
                return direction;
            }
        }
        throw new IllegalStateException("the text form's direction '" + word + "' has no LittleKiller.Direction");
    }

    /** The spec's cells {@code from} (inclusive) to {@code to} (exclusive). */
    private static List<Cell> cells(RuleSpec spec, int from, int to) {
        List<Cell> cells = new ArrayList<>(to - from);
        for (int k = from; k < to; k++) {
            cells.add(new Cell(spec.rows()[k], spec.columns()[k]));
        }
        return cells;
    }

    private static List<Integer> digits(int[] values) {
        List<Integer> digits = new ArrayList<>(values.length);
        for (int value : values) {
            digits.add(value);
        }
        return digits;
    }
}
