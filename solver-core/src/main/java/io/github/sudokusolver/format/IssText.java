package io.github.sudokusolver.format;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.format.IssMachineCode;
import io.github.sudokusolver.internal.format.MalformedTextException;
import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Automaton;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.CountingCircles;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Quadruple;
import io.github.sudokusolver.rules.OutsideClue;
import io.github.sudokusolver.rules.Sandwich;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The Interactive Sudoku Solver's text form, one puzzle per line: items that each start with {@code .}, a type, then
 * arguments after {@code ~} ({@code .Cage~15~R1C3~R1C4.Thermo~R1C1~R1C2.~R1C1_5}; the empty type is the givens, a
 * cell and its value, or its candidates: {@code .~R4C7_2_4_6_8}). Whitespace is ignored, as that solver ignores it.
 * The types this library has rules for are read; any other is refused by name.
 */
final class IssText {

    /**
     * Where a line holds such a puzzle: the text from its first {@code .} to the line's end, and its column; or, when
     * {@code plain}, the text of one of that solver's plain lines ({@link IssPlainLine}: a pencil-mark grid or a
     * jigsaw line) without its blanks.
     */
    record Found(String text, int start, boolean plain) {
    }

    /** The line types, each a {@link Line} of its kind. */
    private static final Map<String, Line.Kind> LINES = Map.of("Thermo", Line.Kind.THERMOMETER, "Renban",
            Line.Kind.RENBAN, "Palindrome", Line.Kind.PALINDROME, "Between", Line.Kind.BETWEEN, "RegionSumLine",
            Line.Kind.REGION_SUM, "Zipper", Line.Kind.ZIPPER, "Entropic", Line.Kind.ENTROPIC, "DoubleArrow",
            Line.Kind.DOUBLE_ARROW);

    private IssText() {
    }

    /**
     * The puzzle of a line, or null: a word that starts with {@code .} and either {@code ~} or a type name followed by
     * {@code ~}, {@code .} or the line's end. No line of cells has a {@code ~} or a letter right after a {@code .}.
     * Failing that, one of that solver's plain lines ({@link IssPlainLine}).
     */
    static Found find(String line) {
        int i = 0;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        // the first word, or a word after a label: '.' at the start of a word
        for (; i < line.length(); i++) {
            if (line.charAt(i) != '.' || i > 0 && !Character.isWhitespace(line.charAt(i - 1))) {
                continue;
            }
            int dot = i;
            while (dot + 1 < line.length() && line.charAt(dot + 1) == '.') {
                dot++; // '..Cage~...': an empty item first, as that solver allows
            }
            int end = dot + 1;
            while (end < line.length() && Character.isLetterOrDigit(line.charAt(end))) {
                end++;
            }
            String word = line.substring(dot + 1, end);
            char next = end < line.length() ? line.charAt(end) : ' ';
            // a type in any case counts, so that '.thermo~R1C1' is refused by name rather than taken for a label
            boolean found = word.isEmpty() ? next == '~' : Character.isLetter(word.charAt(0))
                    && (next == '~' || (next == '.' || Character.isWhitespace(next)) && typeNamed(word, line, end));
            if (found) {
                return new Found(line.substring(i), i + 1, false);
            }
        }
        return IssPlainLine.find(line);
    }

    /** The types of that solver's text form that have no arguments, which a line may hold alone. */
    private static final List<String> BARE_TYPES = List.of("NoBoxes", "Windoku", "AntiKnight", "AntiKing",
            "AntiConsecutive", "DisjointSets", "StrictKropki", "StrictXV", "GlobalEntropy", "GlobalMod",
            "DutchFlatmates", "AntiTaxicab", "Doppelganger", "ChaosConstruction", "RegionSameValues", "End", "Or",
            "And");
    /** The types this reader reads, for the hint when a type is written in another case. */
    private static final List<String> READ_TYPES = List.of("Shape", "Given", "Jigsaw", "NoBoxes", "Windoku",
            "Diagonal", "AntiKnight", "AntiKing", "AntiConsecutive", "DisjointSets", "StrictKropki", "StrictXV",
            "Cage", "LittleKiller", "Sandwich", "Arrow", "PillArrow", "Whisper", "WhiteDot", "BlackDot", "X", "V",
            "GreaterThan", "Quad", "AllDifferent", "Thermo", "Renban", "Palindrome", "Between", "RegionSumLine",
            "Zipper", "Entropic", "Modular", "DoubleArrow", "Lockout", "Pair", "PairX", "Binary", "BinaryX", "XSum",
            "Skyscraper", "NumberedRoom", "Indexing", "CountingCircles", "Regex", "NFA");

    /**
     * Whether a word is a type without arguments: as that solver spells it, or in another case when it is longer
     * than three letters and ends its line or is followed by another item ({@code .antiknight} alone is a type in the
     * wrong case, {@code .windoku puzzles follow} a label).
     */
    private static boolean typeNamed(String word, String line, int end) {
        boolean alone = end == line.length() || line.charAt(end) == '.' || PuzzleText.strip(line.substring(end)).isEmpty();
        for (String type : BARE_TYPES) {
            if (type.equals(word) || alone && word.length() > 3 && type.equalsIgnoreCase(word)) {
                return true;
            }
        }
        return false;
    }

    /** The puzzle a found text describes. */
    static VariantPuzzle read(Found found) throws VariantPuzzle.Refusal {
        if (found.plain()) {
            return IssPlainLine.read(found.text());
        }
        String text = found.text().replaceAll("\\s+", "");
        String[] items = text.substring(1).split("\\.", -1);
        int size = 9;
        String shape = null;
        for (String item : items) {
            String[] parts = item.split("~", -1);
            if (parts[0].equals("Shape")) {
                int read = shape(parts);
                if (shape != null && read != size) { // that solver refuses shapes of two geometries, no other two
                    throw new VariantPuzzle.Refusal("found two ISS shapes, " + shorten(shape) + " and "
                            + shorten(item) + ": a puzzle has one grid");
                }
                shape = item;
                size = read;
            }
        }
        VariantPuzzle puzzle = new VariantPuzzle(size);
        for (String item : items) {
            if (item.isEmpty()) {
                continue; // '..' or a trailing '.'
            }
            String[] parts = item.split("~", -1);
            try {
                item(puzzle, parts[0], java.util.Arrays.copyOfRange(parts, 1, parts.length));
            } catch (IllegalArgumentException e) {
                throw new VariantPuzzle.Refusal("ISS '" + parts[0] + "': " + e.getMessage());
            }
        }
        return puzzle;
    }

    private static int shape(String[] parts) throws VariantPuzzle.Refusal {
        String dims = parts.length > 1 ? parts[1] : "";
        int x = dims.indexOf('x');
        int rows = x > 0 ? small(dims.substring(0, x)) : small(dims);
        int columns = x > 0 ? small(dims.substring(x + 1)) : rows;
        if (rows < 0 || columns < 0) {
            throw new VariantPuzzle.Refusal("found the ISS shape '" + dims + "', expected such as 6x6");
        }
        if (rows != columns) {
            throw new VariantPuzzle.Refusal("found the ISS shape " + dims + ": grids that are not square are not"
                    + " supported");
        }
        if (parts.length > 2 && !parts[2].isEmpty() && !parts[2].equals(String.valueOf(rows))
                && !parts[2].equals("1-" + rows)) {
            throw new VariantPuzzle.Refusal("found the ISS values " + parts[2] + ": only the digits 1-" + rows
                    + " are supported");
        }
        if (parts.length > 3) {
            throw new VariantPuzzle.Refusal("found the ISS grid type '" + parts[3] + "', which is not supported");
        }
        return rows;
    }

    /** That solver's legacy keys ({@code Binary}, {@code BinaryX}) swap base64url's '-' and '_'. */
    private static String legacyKey(String key) {
        StringBuilder out = new StringBuilder(key.length());
        for (char c : key.toCharArray()) {
            out.append(c == '-' ? '_' : c == '_' ? '-' : c);
        }
        return out.toString();
    }

    /**
     * A pair key of that solver: six bits a base64url character, bit {@code (i - 1) n + (j - 1)} set when the first
     * cell may hold {@code i} beside {@code j}; trailing zero characters left out. Per first digit, the second digits
     * allowed, as {@link Relation} takes them.
     */
    static int[] pairTable(String key, int n) throws VariantPuzzle.Refusal {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        if (key.length() > (n * n + 5) / 6) {
            throw new VariantPuzzle.Refusal("found the pair key '" + shorten(key) + "', longer than a table of " + n
                    + " digits");
        }
        int[] table = new int[n];
        for (int c = 0; c < key.length(); c++) {
            int bits = alphabet.indexOf(key.charAt(c));
            if (bits < 0) {
                throw new VariantPuzzle.Refusal("found '" + key.charAt(c) + "' in the pair key '" + shorten(key)
                        + "', expected base64url characters");
            }
            for (int b = 0; b < 6; b++) {
                int k = c * 6 + b;
                if ((bits >> b & 1) != 0 && k < n * n) {
                    table[k / n] |= 1 << k % n;
                }
            }
        }
        return table;
    }

    /** A rule's name from that solver's group name (any text): one word, {@code none} when there is none. */
    private static String ruleName(String name, String none) {
        // its names are URI-encoded; the escapes ("%20") are no letters, so they become '-' with the rest
        String word = name.replaceAll("%[0-9A-Fa-f]{2}", "-").replaceAll("[^A-Za-z0-9_-]+", "-")
                .replaceAll("^[^A-Za-z]+", "");
        return word.isEmpty() ? none : word;
    }

    /** A small whole number, or -1. */
    private static int small(String text) {
        if (text.isEmpty() || text.length() > 4) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(text);
    }

    private static int number(String text, String what) throws VariantPuzzle.Refusal {
        boolean negative = text.startsWith("-");
        int value = small(negative ? text.substring(1) : text);
        if (value < 0) {
            throw new VariantPuzzle.Refusal("found '" + shorten(text) + "' as " + what + ", expected a number");
        }
        return negative ? -value : value;
    }

    private static String shorten(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }

    private static void item(VariantPuzzle puzzle, String type, String[] args) throws VariantPuzzle.Refusal {
        Line.Kind kind = LINES.get(type);
        if (kind != null) {
            puzzle.rule(Line.of(kind, cells(puzzle, args, 0)));
            return;
        }
        switch (type) {
            case "Shape":
                return;
            case "":
            case "Given":
                givens(puzzle, args);
                return;
            case "Jigsaw":
                jigsaw(puzzle, args);
                return;
            case "NoBoxes":
                puzzle.noBoxes();
                return;
            case "Windoku":
                puzzle.windows();
                return;
            case "Diagonal":
                if (args.length == 1 && (args[0].equals("1") || args[0].equals("-1"))) {
                    puzzle.diagonal(args[0].equals("-1"));
                    return;
                }
                throw new VariantPuzzle.Refusal("found the ISS diagonal '" + String.join("~", args)
                        + "', expected 1 or -1");
            case "AntiKnight":
                puzzle.rule(GlobalRule.ANTI_KNIGHT);
                return;
            case "AntiKing":
                puzzle.rule(GlobalRule.ANTI_KING);
                return;
            case "AntiConsecutive":
                puzzle.rule(GlobalRule.NON_CONSECUTIVE);
                return;
            case "DisjointSets":
                puzzle.rule(GlobalRule.DISJOINT_GROUPS);
                return;
            case "StrictKropki":
                puzzle.rule(GlobalRule.NEGATIVE_WHITE_DOTS);
                puzzle.rule(GlobalRule.NEGATIVE_BLACK_DOTS);
                return;
            case "StrictXV":
                puzzle.rule(GlobalRule.NEGATIVE_XV);
                return;
            case "Cage": {
                requireArgs(type, args, 2);
                List<Cell> cells = cells(puzzle, args, 1);
                int sum = args[0].isEmpty() ? 0 : number(args[0], "a cage's sum");
                puzzle.rule(sum == 0 ? Cage.withoutSum(cells) : Cage.of(sum, cells)); // that solver's 0: no sum
                return;
            }
            case "LittleKiller":
                requireArgs(type, args, 2);
                puzzle.rule(littleKiller(puzzle, number(args[0], "a little killer's sum"), args[1]));
                return;
            case "Sandwich":
                requireArgs(type, args, 2);
                puzzle.rule(sandwich(puzzle, number(args[0], "a sandwich's sum"), args[1]));
                return;
            case "XSum":
            case "Skyscraper":
            case "NumberedRoom":
                requireArgs(type, args, 2);
                outsideClues(puzzle, type, args);
                return;
            case "Arrow": {
                requireArgs(type, args, 2);
                List<Cell> cells = cells(puzzle, args, 0);
                puzzle.rule(Arrow.of(cells.subList(0, 1), cells.subList(1, cells.size())));
                return;
            }
            case "PillArrow": {
                requireArgs(type, args, 3);
                int pill = number(args[0], "a pill's size");
                List<Cell> cells = cells(puzzle, args, 1);
                if (pill < 1 || pill >= cells.size()) {
                    throw new VariantPuzzle.Refusal("found an ISS pill of " + pill + " cells on an arrow of "
                            + cells.size());
                }
                List<Cell> circle = new ArrayList<>(cells.subList(0, pill)); // read left to right, top to bottom
                circle.sort(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col));
                puzzle.rule(Arrow.of(circle, cells.subList(pill, cells.size())));
                return;
            }
            case "Whisper": {
                requireArgs(type, args, 1);
                boolean valued = small(args[0]) >= 0;
                puzzle.rule(Line.whisper(cells(puzzle, args, valued ? 1 : 0), valued ? small(args[0]) : 5));
                return;
            }
            case "Modular": {
                // that solver's mod 2 is a parity line, its mod 1 says nothing (every remainder is 0)
                requireArgs(type, args, 2);
                int modulus = small(args[0]);
                if (modulus < 1) {
                    throw new IllegalArgumentException("its modulus '" + args[0] + "' is not a number from 1");
                }
                List<Cell> cells = cells(puzzle, args, 1);
                if (modulus == 2) {
                    puzzle.rule(Line.parity(cells));
                } else if (modulus > 2) {
                    puzzle.rule(Line.modular(cells, modulus));
                }
                return;
            }
            case "Pair":
            case "PairX":
            case "Binary":
            case "BinaryX": {
                // its custom pairs: a table key, then groups of cells, each after an optional '_name', '~~' apart
                requireArgs(type, args, 3);
                String key = type.startsWith("Binary") ? legacyKey(args[0]) : args[0];
                int[] table = pairTable(key, puzzle.size());
                Relation.Pairs pairs = type.endsWith("X") ? Relation.Pairs.EVERY_TWO : Relation.Pairs.NEIGHBOURS;
                String name = "";
                List<Cell> cells = new ArrayList<>();
                for (int i = 1; i <= args.length; i++) {
                    String item = i < args.length ? args[i] : "";
                    if (!item.isEmpty() && item.charAt(0) != '_') {
                        cells.add(cell(puzzle, item));
                        continue;
                    }
                    if (cells.size() >= 2) {
                        puzzle.rule(Relation.of(ruleName(name, "pairs"), pairs, cells, table));
                    } else if (!cells.isEmpty()) {
                        throw new VariantPuzzle.Refusal("found a group of one cell, " + cells.get(0).name()
                                + ", where a pair of cells at least belongs");
                    }
                    cells = new ArrayList<>();
                    if (!item.isEmpty()) {
                        name = item.substring(1);
                    }
                }
                return;
            }
            case "Lockout": {
                // that solver's default difference, when its argument is left empty, is 4
                requireArgs(type, args, 3);
                int difference = args[0].isEmpty() ? 4 : small(args[0]);
                if (difference < 1) {
                    throw new IllegalArgumentException("its difference '" + args[0] + "' is not a number from 1");
                }
                puzzle.rule(Line.lockout(cells(puzzle, args, 1), difference));
                return;
            }
            case "WhiteDot":
                pairs(puzzle, args, (a, b) -> Dot.white(a, b));
                return;
            case "BlackDot":
                pairs(puzzle, args, (a, b) -> Dot.black(a, b));
                return;
            case "X":
                pairs(puzzle, args, (a, b) -> Dot.x(a, b));
                return;
            case "V":
                pairs(puzzle, args, (a, b) -> Dot.v(a, b));
                return;
            case "GreaterThan":
                pairs(puzzle, args, (larger, smaller) -> Dot.less(smaller, larger));
                return;
            case "Quad": {
                requireArgs(type, args, 2);
                Cell corner = cell(puzzle, args[0]);
                List<Integer> digits = new ArrayList<>();
                for (int i = 1; i < args.length; i++) {
                    digits.add(puzzle.digit(number(args[i], "a quadruple's value"), "a quadruple's value"));
                }
                puzzle.rule(Quadruple.of(corner, digits));
                return;
            }
            case "AllDifferent":
                puzzle.rule(ExtraRegion.of(cells(puzzle, args, 0)));
                return;
            case "CountingCircles":
                requireArgs(type, args, 1);
                puzzle.rule(CountingCircles.of(cells(puzzle, args, 0)));
                return;
            case "Regex": {
                // a pattern (base64url), then lines of cells '~~' apart: an automaton per line, named "regex"
                requireArgs(type, args, 2);
                String pattern;
                try {
                    pattern = IssMachineCode.decodePattern(args[0]);
                } catch (MalformedTextException e) {
                    throw new VariantPuzzle.Refusal("ISS 'Regex' pattern at character " + (e.offset() + 1) + ": "
                            + e.problem());
                }
                List<Cell> cells = new ArrayList<>();
                for (int i = 1; i <= args.length; i++) {
                    if (i < args.length && !args[i].isEmpty()) {
                        cells.add(cell(puzzle, args[i]));
                    } else if (!cells.isEmpty()) {
                        puzzle.rule(Automaton.regex("regex", pattern, puzzle.size(), cells));
                        cells = new ArrayList<>();
                    }
                }
                return;
            }
            case "NFA": {
                // a packed automaton, then groups of cells, each after an optional '_name', '~~' apart; '-' between
                // the segments of one group
                requireArgs(type, args, 2);
                Automaton.Machine machine = Automaton.Machine.fromIss(args[0], puzzle.size());
                String name = "";
                List<List<Cell>> segments = new ArrayList<>(List.of(new ArrayList<>()));
                for (int i = 1; i <= args.length; i++) {
                    String item = i < args.length ? args[i] : "";
                    if (item.equals("-")) {
                        segments.add(new ArrayList<>());
                        continue;
                    }
                    if (!item.isEmpty() && item.charAt(0) != '_') {
                        segments.get(segments.size() - 1).add(cell(puzzle, item));
                        continue;
                    }
                    if (segments.size() > 1 || !segments.get(0).isEmpty()) {
                        puzzle.rule(Automaton.of(ruleName(name, "automaton"), machine, segments));
                    }
                    segments = new ArrayList<>(List.of(new ArrayList<>()));
                    if (!item.isEmpty()) {
                        name = item.substring(1);
                    }
                }
                return;
            }
            case "Indexing": { // C: column indexers, R: row indexers
                requireArgs(type, args, 2);
                if (!args[0].equals("C") && !args[0].equals("R")) {
                    throw new VariantPuzzle.Refusal("found ISS 'Indexing~" + shorten(args[0]) + "', expected C"
                            + " (column indexing) or R (row indexing)");
                }
                CellMark.Kind indexer = args[0].equals("C") ? CellMark.Kind.COLUMN_INDEXER
                        : CellMark.Kind.ROW_INDEXER;
                for (Cell cell : cells(puzzle, args, 1)) {
                    puzzle.rule(CellMark.of(indexer, cell));
                }
                return;
            }
            default:
                for (String known : READ_TYPES) {
                    if (known.equalsIgnoreCase(type)) {
                        throw new VariantPuzzle.Refusal("found the ISS type '" + shorten(type) + "', expected '"
                                + known + "': that solver's type names are case-sensitive");
                    }
                }
                throw new VariantPuzzle.Refusal("ISS '" + shorten(type) + "' is not supported");
        }
    }

    private static void requireArgs(String type, String[] args, int least) throws VariantPuzzle.Refusal {
        if (args.length < least) {
            throw new VariantPuzzle.Refusal("found ISS '" + type + "' with " + args.length + " arguments, expected"
                    + " at least " + least);
        }
    }

    private static void givens(VariantPuzzle puzzle, String[] args) throws VariantPuzzle.Refusal {
        for (String arg : args) {
            if (arg.isEmpty()) {
                continue;
            }
            String[] parts = arg.split("_", -1);
            if (!parts[0].isEmpty() && (parts[0].charAt(0) == 'V' || parts[0].charAt(0) == 'v')) {
                throw new VariantPuzzle.Refusal("ISS var cells ('" + shorten(parts[0]) + "') are not supported");
            }
            Cell cell = cell(puzzle, parts[0]);
            if (parts.length < 2) {
                throw new VariantPuzzle.Refusal("found the ISS given '" + shorten(arg) + "' without a value,"
                        + " expected such as R1C1_5");
            }
            List<Integer> digits = new ArrayList<>();
            for (int i = 1; i < parts.length; i++) {
                int digit = puzzle.digit(number(parts[i], "a value of " + cell.name()), "a value of "
                        + cell.name());
                if (!digits.contains(digit)) {
                    digits.add(digit);
                }
            }
            if (digits.size() == 1) {
                puzzle.given(cell, digits.get(0));
            } else {
                puzzle.candidates(cell, digits);
            }
        }
    }

    private static void jigsaw(VariantPuzzle puzzle, String[] args) throws VariantPuzzle.Refusal {
        if (args.length < 1 || args.length > 2) {
            throw new VariantPuzzle.Refusal("found an ISS jigsaw with " + args.length + " arguments, expected its"
                    + " layout");
        }
        String layout = args[args.length - 1];
        int n = puzzle.size();
        if (layout.length() != n * n) {
            throw new VariantPuzzle.Refusal("found an ISS jigsaw layout of " + layout.length() + " cells, expected "
                    + n * n);
        }
        Map<Character, Integer> numbers = new HashMap<>();
        int[] regions = new int[n * n];
        for (int i = 0; i < regions.length; i++) {
            Integer number = numbers.computeIfAbsent(layout.charAt(i), c -> numbers.size());
            if (number >= n) {
                throw new VariantPuzzle.Refusal("found more than " + n + " regions in the ISS jigsaw layout");
            }
            regions[i] = number;
        }
        puzzle.regions(regions);
        puzzle.keepBoxes(); // that solver keeps the boxes beside a jigsaw's regions unless told NoBoxes
    }

    /** A dot rule on each orthogonal pair among the cells, earlier cell first, as that solver pairs them. */
    private static void pairs(VariantPuzzle puzzle, String[] args, BiFunction<Cell, Cell, Dot> dot)
            throws VariantPuzzle.Refusal {
        List<Cell> cells = cells(puzzle, args, 0);
        int found = 0;
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                Cell a = cells.get(i);
                Cell b = cells.get(j);
                if (Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col()) == 1) {
                    puzzle.rule(dot.apply(a, b));
                    found++;
                }
            }
        }
        if (found == 0) {
            throw new VariantPuzzle.Refusal("found an ISS dot on cells of which no two are neighbours: "
                    + String.join(" ", args));
        }
    }

    /** The cells named from {@code args[from]} on; an empty name ('~~') is refused, as that solver refuses it. */
    private static List<Cell> cells(VariantPuzzle puzzle, String[] args, int from) throws VariantPuzzle.Refusal {
        List<Cell> cells = new ArrayList<>();
        for (int i = from; i < args.length; i++) {
            if (args[i].isEmpty()) {
                throw new VariantPuzzle.Refusal("found an empty argument where a cell such as R1C1 belongs ('~~' or"
                        + " a '~' at the end)");
            }
            cells.add(cell(puzzle, args[i]));
        }
        return cells;
    }

    private static Cell cell(VariantPuzzle puzzle, String name) throws VariantPuzzle.Refusal {
        int[] position = position(name);
        if (position == null) {
            throw new VariantPuzzle.Refusal("found '" + shorten(name) + "', expected a cell such as R1C1");
        }
        return puzzle.cell(position[0], position[1], name);
    }

    /**
     * {@code R<row>C<column>}, either case, 1-based; null if the text is not one. Four characters are that solver's
     * own cell names, whose row and column are one digit each in base 17 ({@code R1Cg} is r1c16 on 16x16); longer
     * ones are read in decimal ({@code R10C12}).
     */
    private static int[] position(String name) {
        if (name.length() < 4 || name.charAt(0) != 'R' && name.charAt(0) != 'r') {
            return null;
        }
        if (name.length() == 4 && (name.charAt(2) == 'C' || name.charAt(2) == 'c')) {
            int row = base17(name.charAt(1));
            int column = base17(name.charAt(3));
            return row < 1 || column < 1 ? null : new int[] {row, column};
        }
        int c = 1;
        while (c < name.length() && Character.isDigit(name.charAt(c))) {
            c++;
        }
        if (c == 1 || c >= name.length() - 1 || name.charAt(c) != 'C' && name.charAt(c) != 'c') {
            return null;
        }
        int row = small(name.substring(1, c));
        int column = small(name.substring(c + 1));
        return row < 0 || column < 0 ? null : new int[] {row, column};
    }

    /** An ASCII digit of base 17 ({@code 0-9}, {@code a-g} either case), or -1. */
    private static int base17(char c) {
        return c < 128 ? Character.digit(c, 17) : -1;
    }

    /** The little killer whose diagonal starts at {@code first}, running as that solver's clue there runs. */
    private static LittleKiller littleKiller(VariantPuzzle puzzle, int sum, String first)
            throws VariantPuzzle.Refusal {
        Cell start = cell(puzzle, first);
        int n = puzzle.size();
        LittleKiller.Direction direction;
        if (start.col() == 0 && start.row() < n - 1) {
            direction = LittleKiller.Direction.DOWN_RIGHT;
        } else if (start.row() == 0 && start.col() > 0) {
            direction = LittleKiller.Direction.DOWN_LEFT;
        } else if (start.col() == n - 1 && start.row() > 0 && start.row() < n - 1) {
            direction = LittleKiller.Direction.UP_LEFT;
        } else if (start.row() == n - 1 && start.col() > 0 && start.col() < n - 1) {
            direction = LittleKiller.Direction.UP_RIGHT;
        } else {
            throw new VariantPuzzle.Refusal("found an ISS little killer at " + start.name() + ", where no diagonal"
                    + " of two cells or more starts");
        }
        List<Cell> cells = new ArrayList<>();
        for (int row = start.row(), col = start.col(); row >= 0 && row < n && col >= 0 && col < n;
                row += direction.rowStep(), col += direction.columnStep()) {
            cells.add(new Cell(row, col));
        }
        return LittleKiller.of(sum, direction, cells);
    }

    /**
     * ISS's clues beside a row or column, read from either end: {@code XSum~R2~8~} (from the left 8, none from the
     * right), {@code Skyscraper~C5~5}, {@code NumberedRoom~C2~6~1}: a rule per value given.
     */
    private static void outsideClues(VariantPuzzle puzzle, String type, String[] args) throws VariantPuzzle.Refusal {
        String id = args[0];
        int index = id.length() > 1 ? small(id.substring(1)) : -1;
        if (index < 1 || index > puzzle.size() || id.charAt(0) != 'R' && id.charAt(0) != 'C') {
            throw new VariantPuzzle.Refusal("found the ISS " + type + " clue '" + shorten(id) + "', expected a row"
                    + " or column such as R1 or C1");
        }
        OutsideClue.Kind kind = type.equals("XSum") ? OutsideClue.Kind.X_SUM : type.equals("Skyscraper")
                ? OutsideClue.Kind.SKYSCRAPER : OutsideClue.Kind.NUMBERED_ROOM;
        boolean row = id.charAt(0) == 'R';
        for (int end = 1; end <= 2 && end < args.length; end++) {
            if (args[end].isEmpty()) {
                continue;
            }
            int value = number(args[end], "the clue of an ISS " + type);
            if (value < 1) {
                throw new VariantPuzzle.Refusal("found the ISS " + type + " clue " + value + ", expected 1 or more"
                        + " (digits from 1)");
            }
            OutsideClue.Side side = row ? (end == 1 ? OutsideClue.Side.LEFT : OutsideClue.Side.RIGHT)
                    : end == 1 ? OutsideClue.Side.TOP : OutsideClue.Side.BOTTOM;
            puzzle.rule(OutsideClue.of(kind, side, index - 1, value));
        }
    }

    private static Sandwich sandwich(VariantPuzzle puzzle, int sum, String id) throws VariantPuzzle.Refusal {
        int index = id.length() > 1 ? small(id.substring(1)) : -1;
        if (index < 1 || index > puzzle.size() || id.charAt(0) != 'R' && id.charAt(0) != 'C') {
            throw new VariantPuzzle.Refusal("found the ISS sandwich clue '" + shorten(id) + "', expected a row"
                    + " or column such as R1 or C1");
        }
        return id.charAt(0) == 'R' ? Sandwich.row(index - 1, sum) : Sandwich.column(index - 1, sum);
    }
}
