package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The rule lines of the {@code BoardFormat.RULES} text form, read in one place for {@code Rule.parse} (which
 * {@code Board.parse} and {@code PuzzleReader} call) into plain data ({@link RuleSpec}), and found among other lines
 * for {@code Board.parse} and {@code EntryAssembler}: each line is a rule as its {@code toString()} writes it
 * ({@code thermometer: r1c1 r1c2}, {@code little killer 40 down-right: r1c2 r2c3}, {@code anti-knight}); cage lines
 * are {@link KillerText}'s. The words of a rule's name may be in either case, and commas may stand between cells.
 * Stateless.
 *
 * <p>A <b>damaged</b> rule line is a rule line too, so that {@link #read} names what is wrong with it instead of the
 * reader taking it for a label and the puzzle losing a rule:
 * <ul>
 *   <li>a line whose first words are a rule's name, then a body (after the colon, or from the first cell without
 *       one) that is empty, mostly cell names, or holds no word of two letters or more ({@code thermometer: 11 12
 *       13}, {@code Thermometer:});</li>
 *   <li>a head of at most three words before the colon (or the first cell) that names no rule, or
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

    /** Above any value a rule of a grid up to 25x25 takes; a longer run of digits is refused as written. */
    static final int NUMBER_CAP = 100_000;
    static final String A_CELL = "a cell such as r1c1 (row and column from 1)";
    /** At most this many words in the head of a line read as a damaged rule line with an unknown name. */
    private static final int HEAD_WORDS = 3;
    static final int NAME_DISTANCE = 2;

    /*
     * The words of the text form, as the rule types print them (Line.Kind, CellMark.Kind, GlobalRule and
     * LittleKiller.Direction, in the order of their constants; RuleParseTest reads every one back). This package names
     * no API type, so the vocabulary is written here as text, and the rules package maps it to its types.
     */
    /** The names of the lines, as {@code Line.Kind.word()}. */
    static final List<String> LINES = List.of("thermometer", "between line", "renban", "palindrome",
            "region sum line", "zipper line", "entropic line", "whisper");
    /** The names of the cell marks, as {@code CellMark.Kind.word()}. */
    static final List<String> MARKS = List.of("odd", "even", "minimum", "maximum");
    /** The names of the global rules, as {@code GlobalRule.toString()}. */
    static final List<String> GLOBALS = List.of("anti-knight", "anti-king", "non-consecutive", "disjoint groups",
            "negative white dots", "negative black dots", "negative xv");
    /** A little killer's directions, as {@code LittleKiller.Direction.word()}. */
    static final List<String> DIRECTIONS = List.of("up-left", "up-right", "down-left", "down-right");
    /** The name of every rule but a cage, as its {@code toString()} starts, in the order a near miss is matched. */
    static final List<String> NAMES;

    static {
        List<String> names = new ArrayList<>(List.of("arrow", "little killer", "sandwich", "white dot", "black dot",
                "difference", "ratio", "x", "v", "sum", "less", "quadruple", "clone", "extra region",
                "given candidates"));
        names.addAll(LINES);
        names.addAll(MARKS);
        names.addAll(GLOBALS);
        NAMES = List.copyOf(names);
    }

    private RuleText() {
    }

    /** A word of a line: a run between blanks and commas, or a {@code :} or {@code =} alone. */
    record Token(String text, int start) {

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
     * Reads a rule line (a cage line too, as a rule named {@code cage}) of a grid of {@code grid}'s bounds: its
     * cells are checked against the grid's rows and columns; what the rule's type and the layout refuse is checked
     * when the rule is made and added.
     *
     * @throws TextException at the first word out of place, a cell off the grid, or a blank line, naming
     *     {@code lineNumber} and the column
     */
    public static RuleSpec read(CharSequence line, int lineNumber, GridBounds grid) {
        if (KillerText.isCageLine(line)) {
            CageSpec cage = KillerText.read(line, lineNumber, grid);
            return new RuleSpec("cage", "", cage.hasSum() ? new int[] {cage.sum()} : new int[0], cage.rows(),
                    cage.columns(), cage.rows().length, cage.column());
        }
        return new RuleLineReading(line.toString(), lineNumber, grid).read();
    }

    /**
     * The rule lines of a text (cage lines among them), with their line numbers from 1, and the rest of the text, the
     * givens, with each rule line left as a blank line so that the givens' errors keep their line numbers.
     *
     * @param lines the rule lines, in order
     * @param numbers each rule line's number, from 1
     * @param givens the text without its rule lines
     */
    public record RuleLines(List<String> lines, int[] numbers, String givens) {
    }

    /**
     * Splits a text into its rule lines and the rest, as {@code Board.parse} reads a text: null when the text has no
     * rule line (the common case costs one scan).
     */
    public static RuleLines split(CharSequence text) {
        String all = text.toString();
        if (!mayHoldRuleLine(all)) {
            return null;
        }
        String[] lines = all.split("\r\n|\r|\n", -1);
        List<String> rules = new ArrayList<>();
        int[] numbers = new int[lines.length];
        StringBuilder rest = new StringBuilder(all.length());
        for (int l = 0; l < lines.length; l++) {
            if (isRuleLine(lines[l])) {
                numbers[rules.size()] = l + 1;
                rules.add(lines[l]);
            } else {
                rest.append(lines[l]);
            }
            rest.append('\n');
        }
        return rules.isEmpty() ? null : new RuleLines(rules, Arrays.copyOf(numbers, rules.size()), rest.toString());
    }

    /** Whether {@code text} has a colon or a letter, as every rule line has. */
    private static boolean mayHoldRuleLine(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ':' || Character.isLetter(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The column where a rule line's text starts, from 1 in code points: what a rule the layout refuses is named
     * at.
     */
    public static int startColumn(String line) {
        int i = 0;
        while (i < line.length() && (PuzzleText.isBlank(line.charAt(i)) || line.charAt(i) == ',')) {
            i++;
        }
        return PuzzleText.column(line, i);
    }

    static List<Token> tokenize(CharSequence line) {
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
    static String nameAt(List<Token> tokens) {
        String found = null;
        for (String name : NAMES) {
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

    /**
     * The global rule a line of at most three words, letters and hyphens only, names (its letters those of the name),
     * or is within two letters of with as many words (split at spaces and hyphens) as the name; or null.
     */
    static String nearestGlobal(List<Token> tokens) {
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
        int words = 0;
        for (Token token : tokens) {
            words += token.text().split("-+").length;
        }
        String best = null;
        int distance = NAME_DISTANCE + 1;
        for (String global : GLOBALS) {
            int d = KillerText.editDistance(letters.toString(), global.replaceAll("[^a-z]", ""));
            // A near miss must have the name's words: 'anti knigt' is a damaged rule line, but a one-word title
            // such as 'Negative' or 'Negatives' (near 'negative xv') stays the label it was before rule lines.
            if (d > 0 && words != global.split("[ -]+").length) {
                continue;
            }
            if (d < distance) {
                distance = d;
                best = global;
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

}
