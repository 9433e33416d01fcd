package io.github.sudokusolver.format;

import io.github.sudokusolver.rules.Line;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a SudokuPad puzzle's rules text says, as far as reading its drawing needs: which rule kinds it names, the
 * colour words each line kind comes with, a whisper's difference, which marks are all given (negative constraints),
 * the global rules it states, and the first rule this library lacks that it names. SudokuPad stores a drawing, and
 * the same grey line is a thermometer, a palindrome or a setter's own rule; the text is what tells them apart.
 *
 * <p>The reading is by words, sentence by sentence, and deliberately cautious: a sentence that names a rule this
 * library lacks makes the whole puzzle an error, since reading it without that rule would solve another puzzle.
 */
final class SudokuPadRulesText {

    /** The kinds of drawn rule a text can name. */
    enum Named {
        THERMOMETER, ARROW, WHITE_DOT, BLACK_DOT, XV, CAGE, LITTLE_KILLER, SANDWICH, RENBAN, WHISPER, REGION_SUM,
        PALINDROME, ZIPPER, ENTROPIC, BETWEEN, QUADRUPLE, ODD, EVEN, DIAGONAL, PARITY, MODULAR, NABNER,
        SLOW_THERMOMETER, DOUBLE_ARROW, LOCKOUT, X_SUM, SKYSCRAPER, NUMBERED_ROOM, COUNTING_CIRCLES
    }

    /**
     * Rules this library does not have, each as the words that name it; the first found is the error's subject. The
     * words are those setters use (issue texts and the rules of published puzzles).
     */
    private static final String[][] UNSUPPORTED = {
        {"index line"}, {"how many"}, {"magic square"}, {"look-and-say", "look and say"}, {"negator"}, {"yin yang", "yin-yang"},
        {"loop"}, {"snake"}, {"shaded", "shade "}, {"shikaku"}, {"star battle"}, {"masyu"}, {"fibonacci"},
        {"sequence line"}, {"product"}, {"prime"}, {"roman numeral"}, {"wrogn"}, {"hot/cold"}, {"doubler"},
        {"sunburn"}, {"kingdom"}, {"nosferatu"}, {"entropy circle"}, {"may repeat in", "can repeat in"},
        {"region-subset", "region subset"}, {"divide the grid", "divide each"}, {"schrodinger", "schrödinger"},
        {"chaos construction"}, {"thermo-arrow"}, {"average"}, {"median"}, {"battenburg"}, {"10 line", "ten line"},
        {"sum to 10"}, {"do not apply", "don't apply", "do not hold"}, {"missing digit"},
        {"0-8", "0 to 8", "digits 0"}, {"split peas"}, {"nurikabe"}, {"galaxy", "galaxies"}, {"arithmetic sequence"},
    };
    /**
     * Rules this library has whose SudokuPad drawing this reader does not read yet: the puzzle is refused by name,
     * rather than read without them.
     */
    private static final String[][] NOT_READ = {
        {"inequality", "points to the lower", "'points' to the lower"},
        {"clone"}, {"minimum", "maximum"}, {"indexer", "indexing", "indexes"},
    };

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?;])\\s+|\\n+");
    private static final Pattern AT_LEAST = Pattern.compile("(?:at least|by|of)\\s+(\\d+)");
    /** A modular sentence's modulus: "mod 4", "modulo 4", "modulus 4". */
    private static final Pattern MODULUS = Pattern.compile("\\bmod(?:ulo|ulus)?\\s*(?:of\\s+)?(\\d+)");
    /** X or V as a word ("an X", "Xs", "X's"), not in "3x3". */
    private static final Pattern WORD_X = Pattern.compile("(^|[^a-z0-9])x'?s?([^a-z0-9]|$)");
    private static final Pattern WORD_V = Pattern.compile("(^|[^a-z0-9])v'?s?([^a-z0-9]|$)");
    private static final Pattern ODD = Pattern.compile("(?s).*\\bodd\\b.*");
    private static final Pattern DIAGONAL = Pattern.compile("\\bdiagonals?\\b");
    private static final Pattern PRIME = Pattern.compile("(?s).*\\bprimes?\\b.*");
    private static final Pattern GREY = Pattern.compile("(?s).*\\bgr[ae]y\\b.*");
    /** The longest rules text read: far longer than any setter's, and a bound on the work of reading one. */
    static final int MAX_TEXT_LENGTH = 20_000;
    /** "even" as the parity, not as the adverb ("even if", "even across boxes"). */
    private static final Pattern EVEN = Pattern.compile("\\beven\\b(?!\\s+(?:if|though|when|across|diagonally|with"
            + "|in|on|so|more|less|after|before|where|along|between|through)\\b)");
    private static final Pattern OTHER_DIGITS = Pattern.compile("(?:digits?|numbers?)\\s+(?:from\\s+)?1\\s*(?:-|–|to|"
            + "through)\\s*(\\d+)");

    private final String text;
    private final List<String> sentences = new ArrayList<>();
    /** Each sentence's one line kind, or null when it names none or several. */
    private final List<Line.Kind> sentenceKinds = new ArrayList<>();
    /** The colour families each sentence names. */
    private final List<Set<SudokuPadColour.Family>> sentenceFamilies = new ArrayList<>();
    private final Set<Named> named = EnumSet.noneOf(Named.class);
    /** The kinds the sentence before named first. */
    private Set<Named> previous = EnumSet.noneOf(Named.class);
    private String previousSentence = "";
    private String unsupported;
    /** The whisper difference each sentence that states one states, by sentence. */
    private final java.util.Map<String, Integer> whisperDifferences = new java.util.LinkedHashMap<>();
    /** The moduli the modular sentences state; setters' 3 where they state none. */
    private final java.util.Set<Integer> moduli = new java.util.TreeSet<>();
    /** The ends' differences the lockout sentences state. */
    private final java.util.Set<Integer> lockoutDifferences = new java.util.TreeSet<>();
    private boolean allWhiteDots;
    private boolean allBlackDots;
    private boolean allXv;
    private boolean antiKnight;
    private boolean antiKing;
    private boolean nonConsecutive;
    private boolean disjointGroups;
    private boolean shadedRegions;

    private SudokuPadRulesText(String text) {
        this.text = text;
    }

    /** What a rules text says; an empty text says nothing. */
    static SudokuPadRulesText of(String rules, int size) {
        String normal = rules.toLowerCase(Locale.ROOT).replace('’', '\'').replace('‘', '\'').replace("\\n", "\n")
                .replace("i.e.", "ie").replace("e.g.", "eg"); // no sentence ends there
        SudokuPadRulesText read = new SudokuPadRulesText(normal);
        for (String sentence : SENTENCE_END.split(normal)) {
            if (!sentence.trim().isEmpty()) {
                String s = sentence.trim();
                read.sentences.add(s);
                read.sentenceKinds.add(onlyColouredKind(read.sentence(s, size)));
                Set<SudokuPadColour.Family> families = EnumSet.noneOf(SudokuPadColour.Family.class);
                for (SudokuPadColour.Family family : SudokuPadColour.Family.values()) {
                    if (family.isNamedIn(s)) {
                        families.add(family);
                    }
                }
                read.sentenceFamilies.add(families);
            }
        }
        return read;
    }

    boolean isEmpty() {
        return sentences.isEmpty();
    }

    /** Reads a sentence into the text's state; returns the kinds it names. */
    private Set<Named> sentence(String s, int size) {
        Set<Named> own = readSentence(s, size);
        named.addAll(own);
        boolean allGiven = (s.contains("all ") || s.contains("every ")) && (s.contains("given") || s.contains("shown")
                || s.contains("marked") || s.contains("drawn")) && !s.contains("not all") && !s.contains("not every")
                && !s.contains("not necessarily");
        Set<Named> marks = EnumSet.of(Named.WHITE_DOT, Named.BLACK_DOT, Named.XV);
        Set<Named> negative = EnumSet.copyOf(own);
        negative.retainAll(marks);
        boolean speaksOfMarks = s.contains("dot") || s.contains("kropki") || s.contains("such") || s.contains("these")
                || WORD_X.matcher(s).find() || WORD_V.matcher(s).find();
        if (allGiven && negative.isEmpty() && speaksOfMarks) {
            // "All possible dots are given." names the dots the text named before; "All such pairs are given."
            // those of the sentence before
            negative = EnumSet.copyOf(s.contains("dot") || s.contains("kropki") ? named : previous);
            negative.retainAll(marks);
            if (negative.isEmpty() && unsupported == null) {
                unsupported = "that all of some marks are given, which this reader cannot place: \"" + s + "\"";
            }
        }
        if (allGiven && !negative.isEmpty()) {
            allWhiteDots |= negative.contains(Named.WHITE_DOT);
            allBlackDots |= negative.contains(Named.BLACK_DOT);
            allXv |= negative.contains(Named.XV);
            String scope = s + " " + previousSentence;
            boolean x = scope.contains("xv") || WORD_X.matcher(scope).find();
            boolean v = scope.contains("xv") || WORD_V.matcher(scope).find();
            if (negative.contains(Named.XV) && x != v && unsupported == null) {
                unsupported = "that all " + (x ? "X" : "V") + "s are given but not all " + (x ? "V" : "X")
                        + "s, a negative rule this library cannot state alone";
            }
        }
        previousSentence = s;
        previous = own;
        return own;
    }

    /** Reads one sentence: the global rules and the unsupported words it states; returns the kinds it names. */
    private Set<Named> readSentence(String s, int size) {
        Set<Named> named = EnumSet.noneOf(Named.class);
        if (unsupported == null) {
            unsupported = unsupportedIn(s, size, text.contains("counting circle"));
        }
        // "slow thermometers" names them beside any other thermometer the sentence names; "thermometers increase or
        // stay the same" makes the sentence's thermometers slow ones
        boolean slowWord = s.contains("slow thermo");
        boolean slowPhrase = s.contains("increase or stay the same") || s.contains("stay the same or increase");
        if (slowWord || slowPhrase) {
            named.add(Named.SLOW_THERMOMETER);
        }
        if ((slowWord || !slowPhrase) && s.replace("slow thermo", "").contains("thermo")) {
            named.add(Named.THERMOMETER);
        }
        if (s.contains("double arrow")) {
            named.add(Named.DOUBLE_ARROW);
        } else if (s.contains("arrow") && !s.contains("little killer") && !s.contains("diagonal")) {
            named.add(Named.ARROW);
        }
        if (s.contains("nabner")) {
            named.add(Named.NABNER);
        }
        boolean lockout = s.contains("lockout");
        if (lockout) {
            named.add(Named.LOCKOUT);
            Matcher m = AT_LEAST.matcher(s);
            if (m.find() && m.group(1).length() <= 2) {
                lockoutDifferences.add(Integer.parseInt(m.group(1)));
            }
        }
        boolean dot = s.contains("dot") || s.contains("kropki");
        if (dot && (s.contains("white") || s.contains("consecutive") || s.contains("kropki"))) {
            named.add(Named.WHITE_DOT);
        }
        if (dot && (s.contains("black") || s.contains("ratio") || s.contains("double") || s.contains("kropki"))) {
            named.add(Named.BLACK_DOT);
        }
        boolean xv = s.contains("xv") || WORD_X.matcher(s).find() && (s.contains("10") || s.contains("ten"))
                || WORD_V.matcher(s).find() && (s.contains("5") || s.contains("five"));
        if (xv) {
            named.add(Named.XV);
        }
        if (s.contains("cage")) {
            named.add(Named.CAGE);
        }
        boolean diagonal = DIAGONAL.matcher(s).find(); // not "diagonally", said of a king's move
        if (s.contains("little killer") || diagonal && (s.contains("outside") || s.contains("clue")
                || s.contains("arrow") || s.contains("indicated"))) {
            named.add(Named.LITTLE_KILLER);
        } else if (diagonal) {
            named.add(Named.DIAGONAL);
        }
        if (s.contains("sandwich")) {
            named.add(Named.SANDWICH);
        }
        if (s.contains("x-sum") || s.contains("xsum")) {
            named.add(Named.X_SUM);
        }
        if (s.contains("skyscraper")) {
            named.add(Named.SKYSCRAPER);
        }
        if (s.contains("numbered room")) {
            named.add(Named.NUMBERED_ROOM);
        }
        if (s.contains("counting circle")) {
            named.add(Named.COUNTING_CIRCLES);
        }
        if (s.contains("renban") || s.contains("consecutive") && (s.contains("any order") || s.contains("set of")
                || s.contains("non-repeating") || s.contains("nonrepeating"))) {
            named.add(Named.RENBAN);
        }
        if (!lockout && !s.contains("nabner") && (s.contains("whisper") || s.contains("differ by at least") || s.contains("difference of at least")
                || s.contains("differ in value by at least") || s.contains("differ by") && s.contains("or more"))) {
            named.add(Named.WHISPER);
            Matcher m = AT_LEAST.matcher(s);
            int difference = 0;
            if (m.find() && (s.contains("at least") || s.contains("or more"))) {
                difference = m.group(1).length() > 2 ? 99 : Integer.parseInt(m.group(1));
            } else if (s.contains("dutch")) {
                difference = 4;
            } else if (s.contains("german")) {
                difference = 5;
            }
            if (difference > 0) {
                whisperDifferences.put(s, difference);
            }
        }
        if (s.contains("region sum") || (s.contains("border") || s.contains("segment") || s.contains(" box")
                || s.contains("region")) && s.contains("sum") && s.contains("line")) {
            named.add(Named.REGION_SUM);
        }
        if (s.contains("palindrome") || s.contains("read the same")) {
            named.add(Named.PALINDROME);
        }
        if (s.contains("zipper")) {
            named.add(Named.ZIPPER);
        }
        if (s.contains("entropic")) {
            named.add(Named.ENTROPIC);
        }
        // a parity line's sentence speaks of odd and even digits, not of odd and even cells
        boolean parity = s.contains("parity line") || s.contains("alternate between odd and even")
                || s.contains("alternate in parity") || s.contains("one even digit and one odd")
                || s.contains("one odd digit and one even");
        if (parity) {
            named.add(Named.PARITY);
        }
        if (s.contains("modular")) {
            named.add(Named.MODULAR);
            Matcher m = MODULUS.matcher(s);
            moduli.add(m.find() && m.group(1).length() <= 2 ? Integer.parseInt(m.group(1)) : 3);
        }
        if (s.contains("between line") || s.contains("between the") && s.contains("circle") && s.contains("line")
                && !s.contains("double arrow")) {
            named.add(Named.BETWEEN);
        }
        if (s.contains("quadruple") || s.contains("quad ")) {
            named.add(Named.QUADRUPLE);
        }
        if (!parity && ODD.matcher(s).matches()) {
            named.add(Named.ODD);
        }
        if (!parity && EVEN.matcher(s).find()) {
            named.add(Named.EVEN);
        }
        boolean forbids = s.contains("cannot") || s.contains("can't") || s.contains("may not") || s.contains("must not")
                || s.contains("not contain the same") || s.contains("anti") || s.contains("different")
                || s.contains("differ") || s.contains("never") || s.contains("distinct");
        boolean king = s.contains("king") && !s.contains("kingdom");
        if (s.contains("knight") && forbids) {
            antiKnight = true;
        }
        if (king && forbids) {
            antiKing = true;
        }
        if ((s.contains("knight") || king) && !forbids && unsupported == null) {
            unsupported = "a chess move in a sentence this reader does not understand: \"" + s + "\"";
        }
        if (s.contains("disjoint")) {
            disjointGroups = true;
        }
        if (isShadedRegionSentence(s)) {
            shadedRegions = true;
        }
        boolean neighbours = s.contains("adjacent") || s.contains("orthogonal") || s.contains("neighbo");
        boolean negation = s.contains("cannot") || s.contains("can't") || s.contains("may not") || s.contains("must not")
                || s.contains("never") || s.contains(" not ") || s.contains("no two");
        if (s.contains("non-consecutive") || s.contains("nonconsecutive")
                || neighbours && negation && s.contains("consecutive") && !dot) {
            nonConsecutive = true;
        } else if (neighbours && s.contains("consecutive") && !dot && !named.contains(Named.RENBAN)
                && !s.contains("line") && unsupported == null) {
            unsupported = "a rule about consecutive neighbours this reader does not understand: \"" + s + "\"";
        }
        return named;
    }

    /**
     * Whether a sentence says that shaded (or grey) areas hold no repeated digit: extra regions drawn as coloured
     * cells ("Digits cannot repeat in a shaded region").
     */
    private static boolean isShadedRegionSentence(String s) {
        boolean shaded = s.contains("shaded") || GREY.matcher(s).matches();
        boolean area = s.contains("region") || s.contains("cells") || s.contains("area");
        boolean noRepeat = s.contains("cannot repeat") || s.contains("can't repeat") || s.contains("do not repeat")
                || s.contains("don't repeat") || s.contains("may not repeat") || s.contains("must not repeat")
                || s.contains("not repeat");
        return shaded && area && noRepeat;
    }

    /**
     * The phrase of a rule this library lacks in a sentence, or null; {@code countingCircles}: the whole text names
     * counting circles, whose sentences say "how many".
     */
    private static String unsupportedIn(String s, int size, boolean countingCircles) {
        for (String[] words : UNSUPPORTED) {
            for (String word : words) {
                int at = s.indexOf(word);
                if (at < 0) {
                    continue;
                }
                if (word.startsWith("shade") && isShadedRegionSentence(s)) {
                    continue; // shaded areas that are extra regions
                }
                if (word.equals("sum to 10") && !s.contains("line")) {
                    continue; // X's own sentence
                }
                if (word.equals("prime") && !PRIME.matcher(s).matches()) {
                    continue;
                }
                if (word.equals("loop") && !s.contains("draw") && !s.contains("the loop")) {
                    continue; // "a loop" said of a line's shape
                }
                if (word.equals("how many") && countingCircles) {
                    continue; // the counting circles' own sentence ("exactly how many circles contain that digit")
                }
                return "'" + word + "', a rule this library does not have";
            }
        }
        for (String[] words : NOT_READ) {
            for (String word : words) {
                if (s.contains(word)) {
                    return "'" + word + "', a rule whose SudokuPad drawing this reader does not read yet";
                }
            }
        }
        boolean gridSentence = s.contains("row") || s.contains("column") || s.contains("grid") || s.contains("fill")
                || s.contains("place");
        Matcher digits = OTHER_DIGITS.matcher(s);
        while (gridSentence && digits.find()) { // "fill the grid with the digits 1-9" on a 6x6; not "digits 1-3"
            if (!digits.group(1).equals(String.valueOf(size))) {
                return "'" + digits.group() + "' on a " + size + "x" + size + " grid, other digits than 1-" + size;
            }
        }
        return null;
    }

    boolean names(Named kind) {
        return named.contains(kind);
    }

    /** The kinds the text names. */
    Set<Named> named() {
        return EnumSet.copyOf(named);
    }

    /** What names a rule this library lacks or this reader cannot see, quoting its words; null when nothing does. */
    String unsupported() {
        return unsupported;
    }

    /**
     * The whisper difference the text states for lines of a colour family: the one its sentences that name the
     * colour state, else the one all its sentences state; 0 when none states one, -1 when they differ and no sentence
     * names the colour (the reader then cannot tell which line is which).
     */
    int whisperDifference(SudokuPadColour.Family family) {
        java.util.Set<Integer> all = new java.util.HashSet<>(whisperDifferences.values());
        for (int i = 0; i < sentences.size(); i++) {
            Integer difference = whisperDifferences.get(sentences.get(i));
            if (difference != null && family != null && sentenceFamilies.get(i).contains(family)) {
                return difference;
            }
        }
        return all.isEmpty() ? 0 : all.size() == 1 ? all.iterator().next() : -1;
    }

    boolean allWhiteDots() {
        return allWhiteDots;
    }

    boolean allBlackDots() {
        return allBlackDots;
    }

    boolean allXv() {
        return allXv;
    }

    boolean antiKnight() {
        return antiKnight;
    }

    boolean antiKing() {
        return antiKing;
    }

    /**
     * The ends' difference of the lockout lines: the one the lockout sentences state, -1 for several, 0 when none
     * states one (the reader then takes setters' default, {@link io.github.sudokusolver.rules.Line#lockoutDifference}).
     */
    int lockoutDifference() {
        return lockoutDifferences.isEmpty() ? 0 : lockoutDifferences.size() == 1
                ? lockoutDifferences.iterator().next() : -1;
    }

    /** The modulus of the modular lines: the one the text states (3 where it states none), -1 for several. */
    int modulus() {
        return moduli.isEmpty() ? 3 : moduli.size() == 1 ? moduli.iterator().next() : -1;
    }

    boolean nonConsecutive() {
        return nonConsecutive;
    }

    boolean disjointGroups() {
        return disjointGroups;
    }

    /** Whether the text says shaded areas hold no repeated digit. */
    boolean shadedRegions() {
        return shadedRegions;
    }

    /** The named line kinds (the kinds a drawn line without bulb or circles may be). */
    Set<Line.Kind> lineKinds() {
        Set<Line.Kind> kinds = EnumSet.noneOf(Line.Kind.class);
        for (Named kind : named) {
            Line.Kind line = colouredKind(kind);
            if (line != null) {
                kinds.add(line);
            }
        }
        return kinds;
    }

    /**
     * The line kind a named kind is, or null when it is none: the kinds every line without a bulb or circles may be
     * (thermometers, slow thermometers, between lines, double arrows and lockout lines are told by their bulbs,
     * circles and diamonds, not by a colour).
     */
    static Line.Kind colouredKind(Named kind) {
        return switch (kind) {
            case RENBAN -> Line.Kind.RENBAN;
            case WHISPER -> Line.Kind.WHISPER;
            case REGION_SUM -> Line.Kind.REGION_SUM;
            case PALINDROME -> Line.Kind.PALINDROME;
            case ZIPPER -> Line.Kind.ZIPPER;
            case ENTROPIC -> Line.Kind.ENTROPIC;
            case PARITY -> Line.Kind.PARITY;
            case MODULAR -> Line.Kind.MODULAR;
            case NABNER -> Line.Kind.NABNER;
            default -> null;
        };
    }

    /**
     * The line kind whose sentences name a colour of this family, when exactly one does: "purple renban lines",
     * "a blue line" in the region sum sentence.
     */
    Line.Kind kindNamedWithColour(SudokuPadColour.Family family) {
        Line.Kind found = null;
        for (int i = 0; i < sentences.size(); i++) {
            Line.Kind kind = sentenceKinds.get(i);
            if (kind == null || !sentenceFamilies.get(i).contains(family)) {
                continue;
            }
            if (found != null && found != kind) {
                return null;
            }
            found = kind;
        }
        return found;
    }

    /**
     * Whether the sentences that name a line kind name a colour other than this family, and none of this family: a
     * "purple renban" is no red line's reading.
     */
    boolean colouredOtherwise(Line.Kind kind, SudokuPadColour.Family family) {
        boolean other = false;
        for (int i = 0; i < sentences.size(); i++) {
            if (sentenceKinds.get(i) != kind) {
                continue;
            }
            if (sentenceFamilies.get(i).contains(family)) {
                return false;
            }
            other |= !sentenceFamilies.get(i).isEmpty();
        }
        return other;
    }

    /** The one coloured line kind among the kinds a sentence names, or null when it names none or several. */
    private static Line.Kind onlyColouredKind(Set<Named> named) {
        Line.Kind found = null;
        for (Named kind : named) {
            Line.Kind line = colouredKind(kind);
            if (line != null) {
                if (found != null) {
                    return null;
                }
                found = line;
            }
        }
        return found;
    }

    String text() {
        return text;
    }
}
