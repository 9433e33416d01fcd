package io.github.sudokusolver.internal.format;

import static io.github.sudokusolver.internal.format.RuleText.A_CELL;
import static io.github.sudokusolver.internal.format.RuleText.DIRECTIONS;
import static io.github.sudokusolver.internal.format.RuleText.GLOBALS;
import static io.github.sudokusolver.internal.format.RuleText.LINES;
import static io.github.sudokusolver.internal.format.RuleText.MARKS;
import static io.github.sudokusolver.internal.format.RuleText.NAMES;
import static io.github.sudokusolver.internal.format.RuleText.NAME_DISTANCE;
import static io.github.sudokusolver.internal.format.RuleText.NUMBER_CAP;

import io.github.sudokusolver.internal.format.RuleText.Token;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One rule line of the RULES form read, for {@link RuleText#read}: its words, the next to read, and the
 * {@link RuleSpec} they make, or a {@link TextException} at the first word out of place naming what belongs there.
 */
final class RuleLineReading {

    private static final int[] NONE = {};

    private final String line;
    private final int lineNumber;
    private final GridBounds grid;
    private final List<Token> tokens;
    private int next;
    private String name;
    /** The cells read so far, 0-based, in the order written. */
    private int[] rows = new int[8];
    private int[] columns = new int[8];
    private int cells;

    RuleLineReading(String line, int lineNumber, GridBounds grid) {
        this.line = line;
        this.lineNumber = lineNumber;
        this.grid = grid;
        this.tokens = RuleText.tokenize(line);
    }

    RuleSpec read() {
        if (tokens.isEmpty()) {
            throw new TextException("found a blank line, expected a rule such as \"thermometer: r1c1 r1c2\"",
                    lineNumber, 0);
        }
        int column = PuzzleText.column(line, tokens.get(0).start());
        char first = tokens.get(0).text().charAt(0);
        if (!Character.isLetterOrDigit(first) && first != ':' && first != '=') {
            // '-thermometer: r1c1 r1c2', '* anti-knight': read without the mark, the line would pass for a rule
            // whose text is not what was written; RuleText.isRuleLine took it for a rule line so that it is not lost.
            throw new TextException("found " + PuzzleText.describe(first) + " before the rule's name, expected the"
                    + " line to start with it", lineNumber, column);
        }
        StringBuilder all = new StringBuilder();
        for (Token token : tokens) {
            all.append(all.length() == 0 ? "" : " ").append(token.text().toLowerCase(Locale.ROOT));
        }
        if (GLOBALS.contains(all.toString())) {
            return new RuleSpec(all.toString(), "", NONE, NONE, NONE, 0, column);
        }
        name = RuleText.nameAt(tokens);
        if (name == null) {
            throw unknownName();
        }
        next = name.split(" ").length;
        if (GLOBALS.contains(name)) {
            throw expected("the end of the line: a global rule has no cells or values");
        }
        return spec(column);
    }

    private TextException unknownName() {
        String nearest = RuleText.nearestGlobal(tokens);
        Token first = tokens.get(0);
        String head = first.text();
        if (nearest == null) {
            int best = NAME_DISTANCE + 1;
            for (String candidate : NAMES) {
                int words = candidate.split(" ").length;
                StringBuilder text = new StringBuilder();
                for (int w = 0; w < words && w < tokens.size() && !tokens.get(w).is(':'); w++) {
                    text.append(w == 0 ? "" : " ").append(tokens.get(w).text());
                }
                int d = KillerText.editDistance(text.toString().toLowerCase(Locale.ROOT), candidate);
                // A short name is suggested for a letter typed over one of its own only ('sun' for 'sum', not 'isum' for
                // 'sum').
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
        return new TextException(problem, lineNumber, PuzzleText.column(line, first.start()));
    }

    /** The rest of the line after the rule's name, as its type writes it; the cells are gathered as they come. */
    private RuleSpec spec(int column) {
        String word = "";
        int[] values = NONE;
        int firstGroup = -1;
        switch (name) {
            case "arrow":
                while (next < tokens.size() && !tokens.get(next).is(':')) {
                    cell();
                }
                if (cells == 0) {
                    throw expected("the circle's cells before ':'");
                }
                firstGroup = cells;
                colon();
                cellsToTheEnd();
                break;
            case "little killer":
                values = new int[] {number("its sum")};
                word = direction();
                colon();
                cellsToTheEnd();
                break;
            case "sandwich":
            case "x-sum":
            case "skyscraper":
            case "numbered room":
                return outside(column);
            case "white dot":
            case "black dot":
            case "x":
            case "v":
            case "less":
                colon();
                twoCells();
                break;
            case "difference":
            case "ratio":
            case "sum":
                values = new int[] {number("its value")};
                colon();
                twoCells();
                break;
            case "magic square":
                colon();
                single("its top-left cell");
                break;
            case "quadruple":
            case "given candidates": {
                values = new int[4];
                int digits = 0;
                do {
                    if (digits == values.length) {
                        values = Arrays.copyOf(values, digits * 2);
                    }
                    values[digits++] = number("a digit");
                } while (next < tokens.size() && !tokens.get(next).is(':'));
                values = Arrays.copyOf(values, digits);
                colon();
                single(name.equals("quadruple") ? "the top-left cell of its four" : "its cell");
                break;
            }
            case "relation": {
                // relation NAME neighbours|every-two A1 B1 A2 B2 ...: cells (the digit pairs its table allows)
                Token named = next < tokens.size() ? tokens.get(next) : null;
                if (named == null || named.is(':') || !Character.isLetter(named.text().charAt(0))) {
                    throw expected("its name, a word");
                }
                word = named.text();
                next++;
                String pairs = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
                if (!pairs.equals("neighbours") && !pairs.equals("every-two")) {
                    throw expected("the cells it pairs: neighbours or every-two");
                }
                next++;
                values = new int[8];
                int count = 1;
                values[0] = pairs.equals("every-two") ? 1 : 0;
                while (next < tokens.size() && !tokens.get(next).is(':')) {
                    if (count == values.length) {
                        values = Arrays.copyOf(values, count * 2);
                    }
                    String which = count % 2 == 1 ? "a pair's first digit" : "a pair's second digit";
                    values[count++] = number(which);
                }
                if (count % 2 == 0) {
                    throw expected("the second digit of the pair " + values[count - 1]);
                }
                values = Arrays.copyOf(values, count);
                colon();
                cellsToTheEnd();
                break;
            }
            case "automaton": {
                // automaton NAME regex PATTERN: cells, or automaton NAME nfa CODE: cells | cells (the word holds the
                // three; the values, each segment's number of cells)
                Token named = next < tokens.size() ? tokens.get(next) : null;
                if (named == null || named.is(':') || !Character.isLetter(named.text().charAt(0))) {
                    throw expected("its name, a word");
                }
                next++;
                String how = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
                if (!how.equals("regex") && !how.equals("nfa")) {
                    throw expected("how its machine is given: regex PATTERN or nfa CODE");
                }
                next++;
                int colon = next;
                while (colon < tokens.size() && !tokens.get(colon).is(':')) {
                    colon++;
                }
                if (colon == next || colon == tokens.size()) {
                    throw expected(colon == next ? "its " + (how.equals("regex") ? "pattern" : "code")
                            : "':' after its " + (how.equals("regex") ? "pattern" : "code"));
                }
                // the raw text up to the colon: a pattern may hold commas ('{1,3}'), which split words elsewhere
                String body = line.substring(tokens.get(next).start(), tokens.get(colon).start()).replaceAll("\\s", "");
                word = named.text() + " " + how + " " + body;
                next = colon;
                colon();
                values = new int[4];
                int segments = 0;
                int start = cells;
                do {
                    if (next < tokens.size() && tokens.get(next).text().equals("|")) {
                        next++;
                    }
                    cell();
                    while (next < tokens.size() && !tokens.get(next).text().equals("|")) {
                        cell();
                    }
                    if (segments == values.length) {
                        values = Arrays.copyOf(values, segments * 2);
                    }
                    values[segments++] = cells - start;
                    start = cells;
                } while (next < tokens.size());
                values = Arrays.copyOf(values, segments);
                break;
            }
            case "clone":
                colon();
                while (next < tokens.size() && !tokens.get(next).is('=')) {
                    cell();
                }
                if (next == tokens.size()) {
                    throw expected("'=' between the clone's two groups of cells");
                }
                next++;
                firstGroup = cells;
                cellsToTheEnd();
                break;
            case "extra region":
            case "counting circles":
                colon();
                cellsToTheEnd();
                break;
            default:
                if (MARKS.contains(name)) {
                    colon();
                    single("its cell");
                } else if (LINES.contains(name)) {
                    values = name.equals("whisper") ? new int[] {number("its difference")}
                            : name.equals("modular line") ? new int[] {number("its modulus")}
                            : name.equals("lockout line") ? new int[] {number("its ends' difference")} : NONE;
                    colon();
                    cellsToTheEnd();
                } else {
                    throw new IllegalStateException(name);
                }
        }
        return new RuleSpec(name, word, values, Arrays.copyOf(rows, cells), Arrays.copyOf(columns, cells),
                firstGroup < 0 ? cells : firstGroup, column);
    }

    /**
     * A clue beside a row or column: {@code sandwich row 3: 15}; the others with their side after the number
     * ({@code x-sum row 3 left: 15}, {@code skyscraper column 5 bottom: 4}), the word {@code row left}.
     */
    private RuleSpec outside(int column) {
        String which = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
        if (!which.equals("row") && !which.equals("column")) {
            throw expected("'row' or 'column'");
        }
        next++;
        Token at = next < tokens.size() ? tokens.get(next) : null;
        int index = number("the " + which + "'s number");
        if (index < 1) {
            throw new TextException("found " + which + " 0, expected a " + which + " from 1", lineNumber,
                    PuzzleText.column(line, at.start()));
        }
        String word = which;
        if (!name.equals("sandwich")) {
            String side = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
            List<String> sides = which.equals("row") ? List.of("left", "right") : List.of("top", "bottom");
            if (!sides.contains(side)) {
                throw expected("'" + sides.get(0) + "' or '" + sides.get(1) + "', the side of the " + which
                        + " the clue stands on");
            }
            next++;
            word = which + " " + side;
        }
        colon();
        int value = number(name.equals("sandwich") ? "its sum" : "its clue");
        end();
        return new RuleSpec(name, word, new int[] {index, value}, NONE, NONE, 0, column);
    }

    /** The two cells of a dot: on either side of the mark. */
    private void twoCells() {
        cellsToTheEnd();
        if (cells != 2) {
            throw new TextException("found " + GridText.count(cells, "cell") + " in " + article(name) + " line,"
                    + " expected 2: the cells on either side of the mark", lineNumber,
                    PuzzleText.column(line, tokens.get(tokens.size() - 1).start()));
        }
    }

    private String direction() {
        String word = next < tokens.size() ? tokens.get(next).text().toLowerCase(Locale.ROOT) : "";
        if (DIRECTIONS.contains(word)) {
            next++;
            return word;
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
            throw new TextException("found the number " + digits + " in " + article(name) + " line, more than"
                    + " any rule takes", lineNumber, PuzzleText.column(line, token.start()));
        }
        return Integer.parseInt(digits);
    }

    /** The cells from here to the end of the line: one at least. */
    private void cellsToTheEnd() {
        do {
            cell();
        } while (next < tokens.size());
    }

    /** The one cell from here to the end of the line. */
    private void single(String what) {
        if (next >= tokens.size()) {
            throw expected(what + ", " + A_CELL);
        }
        cell();
        if (next < tokens.size()) {
            throw expected("the end of the line after " + what);
        }
    }

    /** Reads the next word as a cell of the grid and adds it to the cells read. */
    private void cell() {
        Token token = next < tokens.size() ? tokens.get(next) : null;
        if (token == null || !token.isCell()) {
            throw expected(A_CELL);
        }
        next++;
        String text = token.text();
        int c = Math.max(text.indexOf('c'), text.indexOf('C'));
        int row = text.length() > 7 ? Integer.MAX_VALUE : Integer.parseInt(text.substring(1, c));
        int col = text.length() > 7 ? Integer.MAX_VALUE : Integer.parseInt(text.substring(c + 1));
        if (row < 1 || row > grid.rows() || col < 1 || col > grid.columns()) {
            throw new TextException("found " + text + ", off the " + grid.rows() + "x" + grid.columns()
                    + " grid (rows 1-" + grid.rows() + ", columns 1-" + grid.columns() + ")", lineNumber,
                    PuzzleText.column(line, token.start()));
        }
        if (cells == rows.length) {
            rows = Arrays.copyOf(rows, cells * 2);
            columns = Arrays.copyOf(columns, cells * 2);
        }
        rows[cells] = row - 1;
        columns[cells++] = col - 1;
    }

    /** The error at the next word (or the end of the line): what was found there, and what belongs there. */
    private TextException expected(String what) {
        boolean atEnd = next >= tokens.size();
        String found = atEnd ? "the end of the line" : "'" + tokens.get(next).text() + "'";
        int at = atEnd ? line.length() : tokens.get(next).start();
        return new TextException("found " + found + " in " + article(name) + " line, expected " + what, lineNumber,
                PuzzleText.column(line, at));
    }

    /** {@code a thermometer}, {@code an x}: the name with its article. */
    private static String article(String name) {
        return ("aeiox".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }
}
