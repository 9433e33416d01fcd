package io.github.sudokusolver.internal.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The rule lines of the {@code BoardFormat.RULES} text form, read in one place for {@code Rule.parse} (which
 * {@code Board.parse} and {@code PuzzleReader} call) into plain data ({@link RuleSpec}), and found among other lines
 * for {@code Board.parse} and {@code EntryAssembler}: each line is a rule as its {@code toString()} writes it
 * ({@code thermometer: r1c1 r1c2}, {@code little killer 40 down-right: r1c2 r2c3}, {@code anti-knight}); cage lines
 * are {@link KillerText}'s. The words of a rule's name may be in either case, and commas may stand between cells.
 * Stateless.
 *
 * <p>A <b>damaged</b> rule line is a rule line too, so that {@link #read} names what is wrong with it instead of the
 * reader taking it for a label and the puzzle losing a rule (a line that starts like a rule, or that names one, is a
 * rule or an error, never a label):
 * <ul>
 *   <li>a line whose first words are a rule's name, then anything but prose: values, cells, nothing after a colon,
 *       or a damaged cell anywhere ({@code thermometer: 11 12 13}, {@code odd: r1cx}, {@code anti-king x},
 *       {@code white dot: rite dot: r2c3 r3c3});</li>
 *   <li>a head of at most four words before the colon (or the first cell, damaged or not, past the first word) that
 *       names no rule, or one within two letters of a rule's name ({@code thermometr}, {@code xsum}), then a body of
 *       which at least one word, and at least half, are cells, damaged or not; or one word of letters and digits
 *       with a cell name inside ({@code oddd1r1c1});</li>
 *   <li>a line of at most five words, letters, digits and hyphens only, within two of a global rule's name
 *       ({@code anti-knigt}, {@code an3i-king}, {@code Anti-Knight}: any case; {@link #nearestGlobal});</li>
 *   <li>words up to the colon within two letters of {@code sandwich row} or {@code sandwich column};</li>
 *   <li>any of these after marks such as {@code -} or {@code *} ({@code -thermometer: r1c1 r1c2}), which
 *       {@link #read} names.</li>
 * </ul>
 * A label with prose after a rule's name ({@code Renban: 3 puzzles}, {@code Sum: 45 givens}) stays a label, and so
 * does a line with no colon and no cell name ({@code Anti-Knight Sudoku}); a puzzle line starts with no letter.
 */
public final class RuleText {

    /** Above any value a rule of a grid up to 25x25 takes; a longer run of digits is refused as written. */
    static final int NUMBER_CAP = 100_000;
    static final String A_CELL = "a cell such as r1c1 (row and column from 1)";
    /**
     * At most this many words in the head of a line read as a damaged rule line with an unknown name: the longest
     * names have three words, and a typo may split one.
     */
    private static final int HEAD_WORDS = 4;
    /** The longest damaged cell name: {@code r10c10} with a few characters typed in ({@code r1c1vr1c2}). */
    private static final int CELL_LIKE_LENGTH = 16;
    /** At most this many words in a near miss of a global rule's name: three, and two split by typos. */
    private static final int GLOBAL_WORDS = 5;
    private static final Pattern CELL_INSIDE = Pattern.compile("[rR][0-9]+[cC][0-9]+");
    static final int NAME_DISTANCE = 2;

    /*
     * The words of the text form, as the rule types print them (Line.Kind, CellMark.Kind, GlobalRule and
     * LittleKiller.Direction, in the order of their constants; RuleParseTest reads every one back). This package names
     * no API type, so the vocabulary is written here as text, and the rules package maps it to its types.
     */
    /** The names of the lines, as {@code Line.Kind.word()}. */
    static final List<String> LINES = List.of("thermometer", "between line", "renban", "palindrome",
            "region sum line", "zipper line", "entropic line", "whisper", "parity line", "modular line", "nabner line",
            "slow thermometer", "double arrow", "lockout line");
    /** The names of the cell marks, as {@code CellMark.Kind.word()}. */
    static final List<String> MARKS = List.of("odd", "even", "minimum", "maximum", "column indexer", "row indexer",
            "box indexer");
    /** The names of the global rules, as {@code GlobalRule.toString()}. */
    static final List<String> GLOBALS = List.of("anti-knight", "anti-king", "non-consecutive", "disjoint groups",
            "negative white dots", "negative black dots", "negative xv");
    /** A little killer's directions, as {@code LittleKiller.Direction.word()}. */
    static final List<String> DIRECTIONS = List.of("up-left", "up-right", "down-left", "down-right");
    /** The clues beside a row or column, written {@code NAME row|column N [SIDE]: value}. */
    static final List<String> OUTSIDE = List.of("sandwich", "x-sum", "skyscraper", "numbered room");
    /** The name of every rule but a cage, as its {@code toString()} starts, in the order a near miss is matched. */
    static final List<String> NAMES;

    static {
        List<String> names = new ArrayList<>(List.of("arrow", "little killer", "sandwich", "x-sum", "skyscraper",
                "numbered room", "white dot", "black dot",
                "difference", "ratio", "x", "v", "sum", "less", "quadruple", "clone", "extra region", "counting circles",
                "given candidates", "relation", "automaton", "magic square"));
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

        /**
         * A cell name, or a damaged one: a short run of letters, digits and hyphens with an {@code r} or a
         * {@code c}, and a digit for every three letters past the first three ({@code r1cx}, {@code rX1c3},
         * {@code c1c1}, {@code r11}, two glued {@code r1c1ar1c2}); or an {@code r} and a {@code c} in four letters
         * ({@code rca}, digits typed over). No label's prose has one, and a puzzle's row or line is longer or has no
         * letter.
         */
        boolean isCellLike() {
            if (isCell()) {
                return true;
            }
            if (text.length() > CELL_LIKE_LENGTH) {
                return false;
            }
            int digits = 0;
            int letters = 0;
            boolean rc = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (!Character.isLetterOrDigit(c) && c != '-') {
                    return false;
                }
                digits += c >= '0' && c <= '9' ? 1 : 0;
                letters += Character.isLetter(c) ? 1 : 0;
                rc |= "rRcC".indexOf(c) >= 0;
            }
            String lower = text.toLowerCase(Locale.ROOT);
            return rc && digits > 0 && letters <= digits + 3
                    || text.length() <= 4 && lower.startsWith("r") && lower.indexOf('c') > 0;
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
        if (KillerText.isCageLine(line)) {
            return true;
        }
        int first = 0;
        while (first < line.length() && PuzzleText.isBlank(line.charAt(first))) {
            first++;
        }
        if (first == line.length()) {
            return false;
        }
        char c = line.charAt(first);
        if (!Character.isLetterOrDigit(c)) {
            // A mark before a rule ('-thermometer: r1c1 r1c2', a list's '* '): the rule line with a stray character,
            // which RuleLineReading names. Not a comment ('#', '//', read before this), a grid's '|', nor the '.' that
            // starts an Interactive Sudoku Solver line or a puzzle; a frame or a damaged puzzle ('-4.....8.5') has no
            // letter after its marks.
            int rest = first;
            while (rest < line.length() && !Character.isLetterOrDigit(line.charAt(rest))) {
                rest++;
            }
            return "#/|.".indexOf(c) < 0 && rest < line.length()
                    && isRuleLine(line.subSequence(rest, line.length()));
        }
        if (!hasLetter(line)) {
            return false; // a puzzle line of digits: the common case costs one scan
        }
        List<Token> tokens = tokenize(line);
        if (nearestGlobal(tokens) != null) {
            return true;
        }
        int colon = indexOf(tokens, ':');
        String name = nameAt(tokens);
        if (name != null) {
            // A rule's name, then anything but prose: values, cells, damaged cells ('odd: r1cx'), or nothing after
            // a colon. Prose without a cell ('Renban: 3 puzzles', 'Odd ones out') is a label.
            List<Token> rest = tokens.subList(name.split(" ").length, tokens.size());
            return OUTSIDE.contains(name) && colon >= 0
                    || !rest.isEmpty() && (!hasProse(rest) || hasCellLike(rest)) || looksLikeSandwich(tokens);
        }
        if (tokens.size() == 1 && tokens.get(0).text().chars().allMatch(Character::isLetterOrDigit)
                && CELL_INSIDE.matcher(tokens.get(0).text()).find()) {
            return true; // 'oddd1r1c1': a rule line whose blanks and colon were typed over
        }
        int firstCell = -1;
        // The first word is the head ('ca8ge 10 r1c1', 'quadrupl1e 1 2: r1c1'), unless it is a cell.
        for (int i = 0; i < tokens.size() && firstCell < 0; i++) {
            firstCell = i == 0 ? (tokens.get(i).isCell() ? 0 : -1) : tokens.get(i).isCellLike() ? i : -1;
        }
        int headEnd = colon >= 0 ? colon : firstCell;
        if (headEnd <= 0) {
            return looksLikeSandwich(tokens);
        }
        int words = 0;
        for (Token token : tokens.subList(0, headEnd)) {
            // a number with a letter typed in ('2l') is no word
            words += token.isCellLike() || !Character.isLetter(token.text().charAt(0)) ? 0 : 1;
        }
        return words <= HEAD_WORDS && mostlyCells(tokens.subList(headEnd + (colon >= 0 ? 1 : 0), tokens.size()))
                || looksLikeSandwich(tokens);
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
     * The global rule a line of at most five words names (its letters those of the name), or is within two letters
     * and digits of: letters, digits and hyphens only, colons and {@code =} aside ({@code anti-knigt}, {@code an3i-king},
     * {@code negative :xv}); a near miss of one word within one ({@code antikng}), so that a one-word title such as
     * {@code Negative} or {@code Negatives} stays a label. Null if none.
     */
    static String nearestGlobal(List<Token> tokens) {
        if (tokens.isEmpty() || tokens.size() > GLOBAL_WORDS) {
            return null;
        }
        StringBuilder letters = new StringBuilder();
        int words = 0;
        for (Token token : tokens) {
            if (token.is(':') || token.is('=')) {
                continue;
            }
            for (int i = 0; i < token.text().length(); i++) {
                char c = token.text().charAt(i);
                if (Character.isLetterOrDigit(c)) {
                    letters.append(Character.toLowerCase(c));
                } else if (c != '-') {
                    return null;
                }
            }
            for (String word : token.text().split("-+")) {
                words += word.isEmpty() ? 0 : 1;
            }
        }
        String best = null;
        int distance = NAME_DISTANCE + 1;
        for (String global : GLOBALS) {
            int d = KillerText.editDistance(letters.toString(), global.replaceAll("[^a-z]", ""));
            // A near miss of one word shorter than the name is within one letter: a one-word title such as
            // 'Negative' or 'Negatives' (two from 'negative xv') stays the label it was before rule lines;
            // 'nonconsecutiv' and 'antnirknight' do not.
            if (d > 1 && words < 2 && letters.length() < global.replaceAll("[^a-z]", "").length()) {
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
            if (!token.is('=') && !token.is(':')) {
                words++;
                cells += token.isCellLike() ? 1 : 0;
            }
        }
        return cells > 0 && cells * 2 >= words;
    }

    /**
     * Whether a rule's words are followed by prose: a word of two letters or more that is no cell, damaged or not,
     * and no word a rule line holds (a direction, {@code row}, {@code column}).
     */
    private static boolean hasProse(List<Token> rest) {
        for (Token token : rest) {
            String word = token.text().toLowerCase(Locale.ROOT);
            if (token.isWord() && !token.isCellLike() && !DIRECTIONS.contains(word) && !word.equals("row")
                    && !word.equals("column")) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasCellLike(List<Token> rest) {
        for (Token token : rest) {
            if (token.isCellLike()) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasLetter(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code sandwich row} or {@code sandwich column}, damaged or not: the line's words up to the colon (or all of
     * them, without one), blanks and digits aside, within two letters of either ({@code sandwichrow 3: 15},
     * {@code 8andwich row 3: 15}, {@code sandwch row 3i 15}, {@code sandwich column 7 0}). {@code Sandwich row of
     * the day} is a label.
     */
    private static boolean looksLikeSandwich(List<Token> tokens) {
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < tokens.size() && !tokens.get(i).is(':'); i++) {
            head.append(tokens.get(i).text().toLowerCase(Locale.ROOT).replaceAll("[0-9]", ""));
        }
        String words = head.toString();
        return KillerText.editDistance(words, "sandwichrow") <= NAME_DISTANCE
                || KillerText.editDistance(words, "sandwichcolumn") <= NAME_DISTANCE;
    }

}
