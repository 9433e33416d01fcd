package io.github.sudokusolver.internal.format;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The rule lines of the {@code BoardFormat.RULES} text form, read in one place for {@code Board.parse} and for
 * {@code EntryAssembler}: each line is a rule as its {@code toString()} writes it ({@code thermometer: r1c1 r1c2},
 * {@code little killer 40 down-right: r1c2 r2c3}, {@code anti-knight}); cage lines are {@link KillerText}'s. The
 * words of a rule's name may be in either case, and commas may stand between cells. Stateless.
 *
 * <p>A <b>damaged</b> rule line is a rule line too, so that {@link #read} names what is wrong with it instead of the
 * reader taking it for a label and the puzzle losing a rule:
 * <ul>
 *   <li>a line whose first words are a rule's name, then a body (after the colon, or from the first cell without
 *       one) that is empty, mostly cell names, or holds no word of two letters or more ({@code thermometer: 11 12
 *       13}, {@code Thermometer:});</li>
 *   <li>a head of at most {@value #HEAD_WORDS} words before the colon (or the first cell) that names no rule, or
 *       one within two letters of a rule's name ({@code thermometr}, {@code xsum}), then a body of which at least one
 *       word, and at least half, are cell names;</li>
 *   <li>a line of at most three words, letters and hyphens only, within two letters of a global rule's name
 *       ({@code anti-knigt}, {@code Anti-Knight}: any case);</li>
 *   <li>a first word within two letters of {@code sandwich}, then {@code row} or {@code column} (within one).</li>
 * </ul>
 * A label with words after its colon ({@code Renban: 3 puzzles}, {@code Sum: 45 givens}) stays a label, and so does a
 * line with no colon and no cell name ({@code Anti-Knight Sudoku}); a puzzle line starts with no letter.
 */
public final class RuleText {

    /** A rule as a rule line wrote it: the line's number and the column where its text starts. */
    public record PlacedRule(Rule rule, int line, int column) {
    }

    /** Above any value a rule of a grid up to 25x25 takes; a longer run of digits is refused as written. */
    private static final int NUMBER_CAP = 100_000;
    private static final String A_CELL = "a cell such as r1c1 (row and column from 1)";
    /** At most this many words in the head of a line read as a damaged rule line with an unknown name. */
    private static final int HEAD_WORDS = 3;
    private static final int NAME_DISTANCE = 2;

    /** The name of every rule but a cage, as its {@code toString()} starts, to its global rule or null. */
    private static final Map<String, GlobalRule> NAMES = new LinkedHashMap<>();

    static {
        for (String name : List.of("arrow", "little killer", "sandwich", "white dot", "black dot", "difference",
                "ratio", "x", "v", "sum", "less", "quadruple", "clone", "extra region", "given candidates")) {
            NAMES.put(name, null);
        }
        for (Line.Kind kind : Line.Kind.values()) {
            NAMES.put(kind.word(), null);
        }
        for (CellMark.Kind kind : CellMark.Kind.values()) {
            NAMES.put(kind.word(), null);
        }
        for (GlobalRule rule : GlobalRule.values()) {
            NAMES.put(rule.toString(), rule);
        }
    }

    private RuleText() {
    }

    /** A word of a line: a run between blanks and commas, or a {@code :} or {@code =} alone. */
    private record Token(String text, int start) {

        boolean is(char c) {
            return text.length() == 1 && text.charAt(0) == c;
        }

        boolean isCell() {
            return KillerText.isCellName(text, 0, text.length());
        }

        /** Two letters in a row, outside a cell name: a word of prose, which no rule's values or cells hold. */
        boolean isWord() {
            for (int i = 1; i < text.length(); i++) {
                if (Character.isLetter(text.charAt(i)) && Character.isLetter(text.charAt(i - 1))) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Whether {@code line} is a rule line, a cage line included, well formed or damaged (the class comment); what
     * follows its start is checked by {@link #read}.
     */
    public static boolean isRuleLine(CharSequence line) {
        int first = 0;
        while (first < line.length() && PuzzleText.isBlank(line.charAt(first))) {
            first++;
        }
        if (first == line.length() || !Character.isLetter(line.charAt(first))) {
            return KillerText.isCageLine(line); // "10: r1c1 r1c2" starts with its sum
        }
        if (KillerText.isCageLine(line)) {
            return true;
        }
        List<Token> tokens = tokenize(line);
        int colon = indexOf(tokens, ':');
        if (colon < 0 && nearestGlobal(tokens) != null) {
            return true;
        }
        int firstCell = -1;
        for (int i = 0; i < tokens.size() && firstCell < 0; i++) {
            firstCell = tokens.get(i).isCell() ? i : -1;
        }
        int headEnd = colon >= 0 ? colon : firstCell;
        if (headEnd <= 0) {
            return false;
        }
        List<Token> body = tokens.subList(colon >= 0 ? colon + 1 : firstCell, tokens.size());
        String name = nameAt(tokens);
        if (name != null) {
            return name.equals("sandwich") || body.isEmpty() || mostlyCells(body) || !hasWord(body);
        }
        int words = 0;
        for (Token token : tokens.subList(0, headEnd)) {
            words += token.isCell() || !hasLetter(token.text()) ? 0 : 1;
        }
        return words <= HEAD_WORDS && mostlyCells(body) || looksLikeSandwich(tokens);
    }

    /**
     * Reads a rule line (a cage line too) of a grid of {@code layout}: its cells are checked against the grid's
     * rows and columns, the rest against the layout when the rules are added to it.
     *
     * @throws BoardFormatException at the first word out of place, a cell off the grid or a rule its type refuses
     *     (a line whose cells do not touch, a dot between cells that share no side), naming {@code lineNumber} and
     *     the column
     */
    public static PlacedRule read(CharSequence line, int lineNumber, Layout layout) {
        if (KillerText.isCageLine(line)) {
            KillerText.PlacedCage cage = KillerText.read(line, lineNumber, layout);
            return new PlacedRule(cage.cage(), cage.line(), cage.column());
        }
        return new Reading(line.toString(), lineNumber, layout).read();
    }

    private static List<Token> tokenize(CharSequence line) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (PuzzleText.isBlank(c) || c == ',') {
                i++;
            } else if (c == ':' || c == '=') {
                tokens.add(new Token(String.valueOf(c), i++));
            } else {
                int start = i;
                while (i < line.length() && !PuzzleText.isBlank(line.charAt(i)) && ":=,".indexOf(line.charAt(i)) < 0) {
                    i++;
                }
                tokens.add(new Token(line.subSequence(start, i).toString(), start));
            }
        }
        return tokens;
    }

    private static int indexOf(List<Token> tokens, char c) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).is(c)) {
                return i;
            }
        }
        return -1;
    }

    /** The longest rule name whose words the line starts with, in any case; or null. */
    private static String nameAt(List<Token> tokens) {
        String found = null;
        for (String name : NAMES.keySet()) {
            String[] words = name.split(" ");
            boolean matches = words.length <= tokens.size();
            for (int w = 0; matches && w < words.length; w++) {
                matches = tokens.get(w).text().equalsIgnoreCase(words[w]);
            }
            if (matches && (found == null || name.length() > found.length())) {
                found = name;
            }
        }
        return found;
    }

    /** The global rule a line of at most three words, letters and hyphens only, is within two letters of; or null. */
    private static String nearestGlobal(List<Token> tokens) {
        if (tokens.isEmpty() || tokens.size() > 3) {
            return null;
        }
        StringBuilder letters = new StringBuilder();
        for (Token token : tokens) {
            for (int i = 0; i < token.text().length(); i++) {
                char c = token.text().charAt(i);
                if (Character.isLetter(c)) {
                    letters.append(Character.toLowerCase(c));
                } else if (c != '-') {
                    return null;
                }
            }
        }
        String best = null;
        int distance = NAME_DISTANCE + 1;
        for (Map.Entry<String, GlobalRule> entry : NAMES.entrySet()) {
            if (entry.getValue() != null) {
                int d = KillerText.editDistance(letters.toString(), entry.getKey().replaceAll("[^a-z]", ""));
                if (d < distance) {
                    distance = d;
                    best = entry.getKey();
                }
            }
        }
        return best;
    }

    private static boolean mostlyCells(List<Token> body) {
        int cells = 0;
        int words = 0;
        for (Token token : body) {
            if (!token.is('=')) {
                words++;
                cells += token.isCell() ? 1 : 0;
            }
        }
        return cells > 0 && cells * 2 >= words;
    }

    private static boolean hasWord(List<Token> body) {
        for (Token token : body) {
            if (token.isWord()) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasLetter(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** {@code sandwich row} or {@code sandwich column}, damaged or not, and a colon: a sandwich's line. */
    private static boolean looksLikeSandwich(List<Token> tokens) {
        if (tokens.size() < 2 || indexOf(tokens, ':') < 0) {
            return false;
        }
        String second = tokens.get(1).text().toLowerCase(Locale.ROOT);
        return KillerText.editDistance(tokens.get(0).text().toLowerCase(Locale.ROOT), "sandwich") <= NAME_DISTANCE
                && (KillerText.editDistance(second, "row") <= 1 || KillerText.editDistance(second, "column") <= 1);
    }

    /** {@code a thermometer}, {@code an x}: the name with its article. */
    private static String article(String name) {
        return ("aeiox".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }

    /** One line read: its words, and the next to read. */
    private static final class Reading {

        private final String line;
        private final int lineNumber;
        private final Layout layout;
        private final List<Token> tokens;
        private int next;
        private String name;

        Reading(String line, int lineNumber, Layout layout) {
            this.line = line;
            this.lineNumber = lineNumber;
            this.layout = layout;
            this.tokens = tokenize(line);
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
            name = nameAt(tokens);
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
            String nearest = nearestGlobal(tokens);
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
    }
}
