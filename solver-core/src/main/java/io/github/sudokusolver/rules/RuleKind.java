package io.github.sudokusolver.rules;

import java.util.Locale;
import java.util.Objects;

/**
 * The kinds of rule a setter chooses, one constant per kind as puzzles name them: what {@code Generator.variant}
 * places, and what {@link #of(Rule)} says of any rule the library reads. The generator places the first fourteen, the
 * lines from the parity line to the lockout line and the outside clues ({@link #generatable()}); every rule of the
 * {@code rules} package has a kind.
 *
 * <pre>{@code
 * Board puzzle = Generator.withSeed(7).variant(Layout.classic(), EnumSet.of(RuleKind.THERMOMETER), Difficulty.MEDIUM);
 * RuleKind kind = RuleKind.of(puzzle.layout().rules().get(0));   // THERMOMETER
 * }</pre>
 */
public enum RuleKind {
    /** A thermometer: digits rise from the bulb ({@link Line.Kind#THERMOMETER}). */
    THERMOMETER,
    /** An arrow or a pill: the line's digits add up to the number in the circle ({@link Arrow}). */
    ARROW,
    /** Kropki dots: white between consecutive digits, black where one is twice the other. */
    KROPKI,
    /** X and V: the two digits add up to 10 or 5. */
    XV,
    /** A German whisper: neighbours along the line differ by 5 or more. */
    GERMAN_WHISPER,
    /** A renban line: its digits are a run of consecutive digits, in any order. */
    RENBAN,
    /** A palindrome: the line reads the same from both ends. */
    PALINDROME,
    /** A region sum line: its pieces in each box add up alike. */
    REGION_SUM_LINE,
    /** A between line: the middle digits lie strictly between the ends' digits. */
    BETWEEN_LINE,
    /** A little killer: a diagonal's digits add up to the clue outside the grid. */
    LITTLE_KILLER,
    /** A sandwich: the digits between the 1 and the largest digit of a row or column add up to the clue. */
    SANDWICH,
    /** A killer cage: distinct digits adding up to its sum (or a cage without a sum: distinct digits). */
    KILLER_CAGE,
    /** A quadruple: the clue's digits appear in the four cells around a corner. */
    QUADRUPLE,
    /** Odd and even cells. */
    ODD_EVEN,
    /** A dot of another difference than 1 (white dots are {@link #KROPKI}). */
    DIFFERENCE_DOT,
    /** A dot of another ratio than 2 (black dots are {@link #KROPKI}). */
    RATIO_DOT,
    /** A dot of another sum than 10 or 5 (those are {@link #XV}). */
    SUM_DOT,
    /** An inequality sign between two cells. */
    INEQUALITY,
    /** A whisper of another difference than 5 (Dutch whispers differ by 4). */
    WHISPER,
    /** A zipper line: digits equally far from its middle add up to the same total. */
    ZIPPER_LINE,
    /** An entropic line: every three consecutive cells hold a low, a middle and a high digit. */
    ENTROPIC_LINE,
    /** Minimum and maximum cells. */
    MINIMUM_MAXIMUM,
    /** Clones: two groups of cells with the same digits. */
    CLONE,
    /** An extra region: its digits differ. */
    EXTRA_REGION,
    /** Candidates given in a cell. */
    GIVEN_CANDIDATES,
    /** Anti-knight: cells a knight's move apart differ. */
    ANTI_KNIGHT,
    /** Anti-king: cells a king's move apart differ. */
    ANTI_KING,
    /** Non-consecutive: orthogonal neighbours are not consecutive. */
    NON_CONSECUTIVE,
    /** Disjoint groups: the cells at one place in every box differ. */
    DISJOINT_GROUPS,
    /** Every pair of consecutive neighbours carries a white dot. */
    NEGATIVE_WHITE_DOTS,
    /** Every pair of neighbours in a black dot's ratio carries one. */
    NEGATIVE_BLACK_DOTS,
    /** Every pair of neighbours adding up to 10 or 5 carries its X or V. */
    NEGATIVE_XV,
    /** A parity line: neighbours along it alternate odd and even. */
    PARITY_LINE,
    /** A modular line: every few cells in a row on it hold digits of different remainders. */
    MODULAR_LINE,
    /** A nabner line: no two digits on it are equal or consecutive. */
    NABNER_LINE,
    /** A slow thermometer: digits never decrease from the bulb. */
    SLOW_THERMOMETER,
    /** A double arrow: the circles at both ends add up to the digits between them. */
    DOUBLE_ARROW,
    /** A lockout line: the end diamonds differ by at least a difference, and nothing between them lies in their range. */
    LOCKOUT_LINE,
    /** A relation of an app's own between cells, given as a table ({@link Relation}). */
    RELATION,
    /** An x-sum: the first X digits from the clue's side add up to it, X being the first ({@link OutsideClue}). */
    X_SUM,
    /** A skyscraper: the clue counts the digits seen from its side, each larger than all before it. */
    SKYSCRAPER,
    /** A numbered room: the first digit from the clue's side, X, says that the X-th digit is the clue. */
    NUMBERED_ROOM,
    /** Row, column and box indexers: an indexer cell's digit says where its row, column or box number stands. */
    INDEXER,
    /** Counting circles: a digit in a circle is the number of circles holding it ({@link CountingCircles}). */
    COUNTING_CIRCLES,
    /** An automaton of an app's own read along cells ({@link Automaton}). */
    AUTOMATON,
    /** A magic square: a 3x3 group whose rows, columns and diagonals add up to 15 ({@link MagicSquare}). */
    MAGIC_SQUARE;

    /**
     * The kind of a rule.
     *
     * @param rule any rule of this package; not null
     * @return its kind
     * @throws NullPointerException if {@code rule} is null
     */
    public static RuleKind of(Rule rule) {
        Objects.requireNonNull(rule, "rule");
        if (rule instanceof Line line) {
            return switch (line.kind()) {
                case THERMOMETER -> THERMOMETER;
                case BETWEEN -> BETWEEN_LINE;
                case RENBAN -> RENBAN;
                case PALINDROME -> PALINDROME;
                case REGION_SUM -> REGION_SUM_LINE;
                case ZIPPER -> ZIPPER_LINE;
                case ENTROPIC -> ENTROPIC_LINE;
                case WHISPER -> line.value() == 5 ? GERMAN_WHISPER : WHISPER;
                case PARITY -> PARITY_LINE;
                case MODULAR -> MODULAR_LINE;
                case NABNER -> NABNER_LINE;
                case SLOW_THERMOMETER -> SLOW_THERMOMETER;
                case DOUBLE_ARROW -> DOUBLE_ARROW;
                case LOCKOUT -> LOCKOUT_LINE;
            };
        }
        if (rule instanceof Dot dot) {
            return switch (dot.kind()) {
                case DIFFERENCE -> dot.value() == 1 ? KROPKI : DIFFERENCE_DOT;
                case RATIO -> dot.value() == 2 ? KROPKI : RATIO_DOT;
                case SUM -> dot.value() == 10 || dot.value() == 5 ? XV : SUM_DOT;
                case LESS -> INEQUALITY;
            };
        }
        if (rule instanceof CellMark mark) {
            return switch (mark.kind()) {
                case ODD, EVEN -> ODD_EVEN;
                case MINIMUM, MAXIMUM -> MINIMUM_MAXIMUM;
                case COLUMN_INDEXER, ROW_INDEXER, BOX_INDEXER -> INDEXER;
            };
        }
        if (rule instanceof GlobalRule global) {
            return switch (global) {
                case ANTI_KNIGHT -> ANTI_KNIGHT;
                case ANTI_KING -> ANTI_KING;
                case NON_CONSECUTIVE -> NON_CONSECUTIVE;
                case DISJOINT_GROUPS -> DISJOINT_GROUPS;
                case NEGATIVE_WHITE_DOTS -> NEGATIVE_WHITE_DOTS;
                case NEGATIVE_BLACK_DOTS -> NEGATIVE_BLACK_DOTS;
                case NEGATIVE_XV -> NEGATIVE_XV;
            };
        }
        if (rule instanceof Arrow) {
            return ARROW;
        }
        if (rule instanceof Relation) {
            return RELATION;
        }
        if (rule instanceof Automaton) {
            return AUTOMATON;
        }
        if (rule instanceof MagicSquare) {
            return MAGIC_SQUARE;
        }
        if (rule instanceof LittleKiller) {
            return LITTLE_KILLER;
        }
        if (rule instanceof Sandwich) {
            return SANDWICH;
        }
        if (rule instanceof OutsideClue clue) {
            return switch (clue.kind()) {
                case X_SUM -> X_SUM;
                case SKYSCRAPER -> SKYSCRAPER;
                case NUMBERED_ROOM -> NUMBERED_ROOM;
            };
        }
        if (rule instanceof Cage) {
            return KILLER_CAGE;
        }
        if (rule instanceof CountingCircles) {
            return COUNTING_CIRCLES;
        }
        if (rule instanceof Quadruple) {
            return QUADRUPLE;
        }
        if (rule instanceof Clone) {
            return CLONE;
        }
        if (rule instanceof ExtraRegion) {
            return EXTRA_REGION;
        }
        if (rule instanceof GivenCandidates) {
            return GIVEN_CANDIDATES;
        }
        throw new IllegalArgumentException("a rule of no known kind: " + rule);
    }

    /**
     * Whether {@code Generator.variant} places rules of this kind.
     *
     * @return true for {@link #THERMOMETER} to {@link #ODD_EVEN}, {@link #PARITY_LINE} to {@link #LOCKOUT_LINE}
     *     (modular lines of modulus 3, lockout lines of difference 4 on 9x9) and the outside clues from
     *     {@link #X_SUM} on; a relation and an automaton are an app's own, which the generator cannot make up, and
     *     a magic square holds on few grids (a box of 1 to 9 is magic in 8 of its 362,880 orders), so it is not read
     *     off a random one
     */
    public boolean generatable() {
        return ordinal() <= ODD_EVEN.ordinal() || ordinal() >= PARITY_LINE.ordinal() && this != RELATION
                && this != AUTOMATON && this != MAGIC_SQUARE;
    }

    /**
     * The kind of a name as a command line writes it: the constant's name in any case, with {@code -} or a blank for
     * {@code _} ({@code thermometer}, {@code german-whisper}, {@code little killer}).
     *
     * @param name the name; not null
     * @return the kind
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException if no kind has that name; the message lists the generatable ones
     */
    public static RuleKind named(String name) {
        Objects.requireNonNull(name, "name");
        String key = name.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (RuleKind kind : values()) {
            if (kind.name().equals(key)) {
                return kind;
            }
        }
        StringBuilder known = new StringBuilder();
        for (RuleKind kind : values()) {
            if (kind.generatable()) {
                known.append(known.length() == 0 ? "" : ", ").append(kind.name().toLowerCase(Locale.ROOT)
                        .replace('_', '-'));
            }
        }
        throw new IllegalArgumentException("no rule kind is named '" + name + "' (the generator places " + known
                + ")");
    }
}
