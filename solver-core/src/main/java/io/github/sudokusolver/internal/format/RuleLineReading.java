package io.github.sudokusolver.internal.format;

import static io.github.sudokusolver.internal.format.RuleText.A_CELL;
import static io.github.sudokusolver.internal.format.RuleText.NAMES;
import static io.github.sudokusolver.internal.format.RuleText.NAME_DISTANCE;
import static io.github.sudokusolver.internal.format.RuleText.NUMBER_CAP;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.format.RuleText.PlacedRule;
import io.github.sudokusolver.internal.format.RuleText.Token;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One rule line of the RULES form read, for {@link RuleText#read}: its words, the next to read, and the rule they
 * make, or a {@link BoardFormatException} at the first word out of place naming what belongs there.
 */
final class RuleLineReading {

    private final String line;
    private final int lineNumber;
    private final Layout layout;
    private final List<Token> tokens;
    private int next;
    private String name;

    RuleLineReading(String line, int lineNumber, Layout layout) {
        this.line = line;
        this.lineNumber = lineNumber;
        this.layout = layout;
        this.tokens = RuleText.tokenize(line);
    }

    PlacedRule read() {
        int column = PuzzleText.column(line, tokens.isEmpty() ? 0 : tokens.get(0).start());
        StringBuilder all = new StringBuilder();
        for (Token token : tokens) {
            all.append(all.length() == 0 ? "" : " ").append(token.text().toLowerCase(Locale.ROOT));
        }
        GlobalRule global = NAMES.get(all.toString());
        if (global != null) {
            return new PlacedRule(global, lineNumber, column);
        }
        name = RuleText.nameAt(tokens);
        if (name == null) {
            throw unknownName();
        }
        next = name.split(" ").length;
        if (NAMES.get(name) != null) {
            throw expected("the end of the line: a global rule has no cells or values");
        }
        try {
            return new PlacedRule(rule(), lineNumber, column);
        } catch (BoardFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new BoardFormatException(e.getMessage(), lineNumber, column);
        }
    }

    private BoardFormatException unknownName() {
        String nearest = RuleText.nearestGlobal(tokens);
        Token first = tokens.get(0);
        String head = first.text();
        if (nearest == null) {
            int best = NAME_DISTANCE + 1;
            for (String candidate : NAMES.keySet()) {
                int words = candidate.split(" ").length;
                StringBuilder text = new StringBuilder();
                for (int w = 0; w < words && w < tokens.size() && !tokens.get(w).is(':'); w++) {
                    text.append(w == 0 ? "" : " ").append(tokens.get(w).text());
                }
                int d = KillerText.editDistance(text.toString().toLowerCase(Locale.ROOT), candidate);
                // A short name is suggested for a letter typed over one of its own only ('sun' for 'sum', not
                // 'xsum', a rule of other programs).
                int most = candidate.length() >= 5 ? NAME_DISTANCE : candidate.length() == text.length() ? 1 : 0;
                if (d < best && d <= most) {
                    best = d;
                    nearest = candidate;
                    head = text.toString();
                }
            }
        } else {
            head = line.substring(first.start(), tokens.get(tokens.size() - 1).start()
                    + tokens.get(tokens.size() - 1).text().length());
        }
        String problem = nearest != null ? "found '" + head + "' where a rule's name belongs, expected '" + nearest
                + "'" : "found '" + head + "', which names no rule of the text form, expected a rule's name such"
                + " as 'cage', 'thermometer' or 'white dot' (docs/variants.md lists them)";
        return new BoardFormatException(problem, lineNumber, PuzzleText.column(line, first.start()));
    }

    private Rule rule() {
        switch (name) {
            case "arrow": {
                List<Cell> circle = new ArrayList<>();
                while (next < tokens.size() && !tokens.get(next).is(':')) {
                    circle.add(cell());
                }
                if (circle.isEmpty()) {
                    throw expected("the circle's cells before ':'");
                }
                colon();
                return Arrow.of(circle, cells());
            }
            case "little killer": {
                int sum = number("its sum");
                LittleKiller.Direction direction = direction();
                colon();
                return LittleKiller.of(sum, direction, cells());
            }
            case "sandwich":
                return sandwich();
            case "white dot":
            case "black dot":
            case "x":
            case "v":
            case "less":
                colon();
                return dot(0);
            case "difference":
            case "ratio":
            case "sum": {
                int value = number("its value");
                colon();
                return dot(value);
            }
            case "quadruple":
            case "given candidates": {
                List<Integer> digits = new ArrayList<>();
                do {
                    digits.add(number("a digit"));
                } while (next < tokens.size() && !tokens.get(next).is(':'));
                colon();
                Cell cell = single(name.equals("quadruple") ? "the top-left cell of its four" : "its cell");
                return name.equals("quadruple") ? Quadruple.of(cell, digits) : GivenCandidates.of(cell, digits);
            }
            case "clone": {
                colon();
                List<Cell> cells = new ArrayList<>();
                while (next < tokens.size() && !tokens.get(next).is('=')) {
                    cells.add(cell());
                }
                if (next == tokens.size()) {
                    throw expected("'=' between the clone's two groups of cells");
                }
                next++;
                return Clone.of(cells, cells());
            }
            case "extra region":
                colon();
                return ExtraRegion.of(cells());
            default:
                return lineOrMark();
        }
    }

    private Rule lineOrMark() {
        for (CellMark.Kind kind : CellMark.Kind.values()) {
            if (kind.word().equals(name)) {
                colon();
                return CellMark.of(kind, single("its cell"));
            }
        }
        for (Line.Kind kind : Line.Kind.values()) {
            if (kind.word().equals(name)) {
                int difference = kind == Line.Kind.WHISPER ? number("its difference") : 0;
                colon();
                return kind == Line.Kind.WHISPER ? Line.whisper(cells(), difference) : Line.of(kind, cells());
            }
        }
        throw new IllegalStateException(name);
    }

    private Sandwich sandwich() {
        String which = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
        if (!which.equals("row") && !which.equals("column")) {
            throw expected("'row' or 'column'");
        }
        next++;
        Token at = next < tokens.size() ? tokens.get(next) : null;
        int index = number("the " + which + "'s number");
        if (index < 1) {
            throw new BoardFormatException("found " + which + " 0, expected a " + which + " from 1", lineNumber,
                    PuzzleText.column(line, at.start()));
        }
        colon();
        int sum = number("its sum");
        end();
        return which.equals("row") ? Sandwich.row(index - 1, sum) : Sandwich.column(index - 1, sum);
    }

    /** The dot of this line's name between its two cells. */
    private Dot dot(int value) {
        List<Cell> cells = cells();
        if (cells.size() != 2) {
            throw new BoardFormatException("found " + GridText.count(cells.size(), "cell") + " in "
                    + article(name) + " line, expected 2: the cells on either side of the mark", lineNumber,
                    PuzzleText.column(line, tokens.get(tokens.size() - 1).start()));
        }
        Cell a = cells.get(0);
        Cell b = cells.get(1);
        switch (name) {
            case "white dot": return Dot.white(a, b);
            case "black dot": return Dot.black(a, b);
            case "x": return Dot.x(a, b);
            case "v": return Dot.v(a, b);
            case "less": return Dot.less(a, b);
            case "difference": return Dot.difference(a, b, value);
            case "ratio": return Dot.ratio(a, b, value);
            default: return Dot.sum(a, b, value);
        }
    }

    private LittleKiller.Direction direction() {
        String word = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
        for (LittleKiller.Direction direction : LittleKiller.Direction.values()) {
            if (direction.word().equals(word)) {
                next++;
                return direction;
            }
        }
        throw expected("its direction: up-left, up-right, down-left or down-right");
    }

    private void colon() {
        if (next >= tokens.size() || !tokens.get(next).is(':')) {
            throw expected("':' after '" + name + "' and its values");
        }
        next++;
    }

    private void end() {
        if (next < tokens.size()) {
            throw expected("the end of the line");
        }
    }

    private int number(String what) {
        Token token = next < tokens.size() ? tokens.get(next) : null;
        if (token == null || token.text().chars().anyMatch(c -> c < '0' || c > '9')) {
            throw expected(what + " as a number");
        }
        next++;
        String digits = token.text();
        if (digits.length() > 6 || Integer.parseInt(digits) >= NUMBER_CAP) {
            throw new BoardFormatException("found the number " + digits + " in " + article(name) + " line, more than"
                    + " any rule takes", lineNumber, PuzzleText.column(line, token.start()));
        }
        return Integer.parseInt(digits);
    }

    /** The cells from here to the end of the line: one at least. */
    private List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        do {
            cells.add(cell());
        } while (next < tokens.size());
        return cells;
    }

    /** The one cell from here to the end of the line. */
    private Cell single(String what) {
        if (next >= tokens.size()) {
            throw expected(what + ", " + A_CELL);
        }
        Cell cell = cell();
        if (next < tokens.size()) {
            throw expected("the end of the line after " + what);
        }
        return cell;
    }

    private Cell cell() {
        Token token = next < tokens.size() ? tokens.get(next) : null;
        if (token == null || !token.isCell()) {
            throw expected(A_CELL);
        }
        next++;
        String text = token.text();
        int c = Math.max(text.indexOf('c'), text.indexOf('C'));
        int row = text.length() > 7 ? Integer.MAX_VALUE : Integer.parseInt(text.substring(1, c));
        int col = text.length() > 7 ? Integer.MAX_VALUE : Integer.parseInt(text.substring(c + 1));
        int rows = layout.rows();
        int columns = layout.columns();
        if (row < 1 || row > rows || col < 1 || col > columns) {
            throw new BoardFormatException("found " + text + ", off the " + rows + "x" + columns + " grid (rows 1-"
                    + rows + ", columns 1-" + columns + ")", lineNumber, PuzzleText.column(line, token.start()));
        }
        return new Cell(row - 1, col - 1);
    }

    /** The error at the next word (or the end of the line): what was found there, and what belongs there. */
    private BoardFormatException expected(String what) {
        boolean atEnd = next >= tokens.size();
        String found = atEnd ? "the end of the line" : "'" + tokens.get(next).text() + "'";
        int at = atEnd ? line.length() : tokens.get(next).start();
        return new BoardFormatException("found " + found + " in " + article(name) + " line, expected " + what, lineNumber,
                PuzzleText.column(line, at));
    }

    /** {@code a thermometer}, {@code an x}: the name with its article. */
    private static String article(String name) {
        return ("aeiox".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }
}
