package io.github.sudokusolver.format;

import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.LittleKiller;
import io.github.sudokusolver.rules.Rule;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The f-puzzles names of the rules, in one table for the reader ({@link FPuzzlesText}) and the writer
 * ({@link FPuzzlesWriter}), so that the two cannot drift apart: the element names, and for the elements that stand
 * for several rules, the name of each. docs/reading.md lists the mapping.
 */
final class FPuzzlesNames {

    static final String KILLER_CAGE = "killercage";
    static final String ARROW = "arrow";
    static final String LITTLE_KILLER = "littlekillersum";
    static final String SANDWICH = "sandwichsum";
    /** f-puzzles' x-sums and skyscrapers: a clue outside the grid, read from its side. */
    static final String X_SUM = "xsum";
    static final String SKYSCRAPER = "skyscraper";
    static final String WHISPERS = "whispers";
    /** Rangsk's solver's modular lines, of modulus 3 always (its f-puzzles extension's key). */
    static final String MODULAR_LINE = "modularline";
    /** Rangsk's extension's lockout lines: the diamonds at least {@link #lockoutDifference} apart. */
    static final String LOCKOUT = "lockout";
    static final String EXTRA_REGION = "extraregion";
    static final String CLONE = "clone";
    static final String QUADRUPLE = "quadruple";
    static final String DIFFERENCE = "difference";
    static final String RATIO = "ratio";
    static final String XV = "xv";
    static final String NEGATIVE = "negative";
    /**
     * f-puzzles' non-consecutive flag, which spares the pairs that carry a white or black dot: {@code
     * NEGATIVE_WHITE_DOTS} where the puzzle has such a dot, the plain {@code NON_CONSECUTIVE} (the same rule then)
     * where it has none.
     */
    static final String NON_CONSECUTIVE = "nonconsecutive";
    /** The diagonal from the top left to the bottom right (its slope negative, as f-puzzles draws it). */
    static final String MAIN_DIAGONAL = "diagonal-";
    static final String ANTI_DIAGONAL = "diagonal+";
    /**
     * The keys whose value is a flag (the diagonals, the global rules, non-consecutive): read by
     * {@code FPuzzlesText.flag}, the one reading of a flag's value.
     */
    static final Set<String> FLAGS;

    /** The line elements, each line of one a {@link Line} of its kind; the first name of a kind is the one written. */
    static final Map<String, Line.Kind> LINES = new LinkedHashMap<>();
    /** The elements that are a global rule, {@code true} when present. */
    static final Map<String, GlobalRule> GLOBALS = new LinkedHashMap<>();
    /** The values of the {@code negative} list. */
    static final Map<String, GlobalRule> NEGATIVES = new LinkedHashMap<>();
    /** The one-cell elements. */
    static final Map<String, CellMark.Kind> MARKS = new LinkedHashMap<>();
    /** The indexer elements (Rangsk's f-puzzles extension): {@code cells}, each cell an indexer of its kind. */
    static final Map<String, CellMark.Kind> INDEXERS = new LinkedHashMap<>();
    /** A little killer's {@code direction}. */
    static final Map<String, LittleKiller.Direction> DIRECTIONS = new LinkedHashMap<>();

    static {
        LINES.put("thermometer", Line.Kind.THERMOMETER);
        LINES.put("palindrome", Line.Kind.PALINDROME);
        LINES.put("renban", Line.Kind.RENBAN);
        LINES.put("betweenline", Line.Kind.BETWEEN);
        LINES.put("regionsumline", Line.Kind.REGION_SUM);
        LINES.put("regionSumLine", Line.Kind.REGION_SUM);
        LINES.put("entropicline", Line.Kind.ENTROPIC);
        LINES.put("zipperline", Line.Kind.ZIPPER);
        // Rangsk's f-puzzles extension's keys, its cosmetic copies (drawn lines and circles) counted as drawings
        LINES.put("nabner", Line.Kind.NABNER);
        LINES.put("slowthermometer", Line.Kind.SLOW_THERMOMETER);
        LINES.put("doublearrow", Line.Kind.DOUBLE_ARROW);
        GLOBALS.put("antiknight", GlobalRule.ANTI_KNIGHT);
        GLOBALS.put("antiking", GlobalRule.ANTI_KING);
        GLOBALS.put("disjointgroups", GlobalRule.DISJOINT_GROUPS);
        NEGATIVES.put(DIFFERENCE, GlobalRule.NEGATIVE_WHITE_DOTS);
        NEGATIVES.put(RATIO, GlobalRule.NEGATIVE_BLACK_DOTS);
        NEGATIVES.put(XV, GlobalRule.NEGATIVE_XV);
        MARKS.put("odd", CellMark.Kind.ODD);
        MARKS.put("even", CellMark.Kind.EVEN);
        MARKS.put("minimum", CellMark.Kind.MINIMUM);
        MARKS.put("maximum", CellMark.Kind.MAXIMUM);
        INDEXERS.put("rowindexer", CellMark.Kind.ROW_INDEXER);
        INDEXERS.put("columnindexer", CellMark.Kind.COLUMN_INDEXER);
        INDEXERS.put("boxindexer", CellMark.Kind.BOX_INDEXER);
        DIRECTIONS.put("UL", LittleKiller.Direction.UP_LEFT);
        DIRECTIONS.put("UR", LittleKiller.Direction.UP_RIGHT);
        DIRECTIONS.put("DL", LittleKiller.Direction.DOWN_LEFT);
        DIRECTIONS.put("DR", LittleKiller.Direction.DOWN_RIGHT);
        Set<String> flags = new LinkedHashSet<>(GLOBALS.keySet());
        flags.addAll(List.of(NON_CONSECUTIVE, MAIN_DIAGONAL, ANTI_DIAGONAL));
        FLAGS = Collections.unmodifiableSet(flags);
    }

    private FPuzzlesNames() {
    }

    /** The difference of Rangsk's lockout lines on a grid of {@code size} digits: half of them, rounded down. */
    static int lockoutDifference(int size) {
        return size / 2;
    }

    /**
     * Whether the rules hold a white or black dot of any value: then f-puzzles' non-consecutive flag spares the dotted
     * pairs ({@code NEGATIVE_WHITE_DOTS}), and a plain {@code NON_CONSECUTIVE} cannot be written as it.
     */
    static boolean hasKropkiDot(List<Rule> rules) {
        for (Rule rule : rules) {
            if (rule instanceof Dot && ((Dot) rule).isKropki()) {
                return true;
            }
        }
        return false;
    }

    /** The first name a table gives {@code value}, the one the writer uses; null when it has none. */
    static <V> String nameOf(Map<String, V> table, V value) {
        for (Map.Entry<String, V> entry : table.entrySet()) {
            if (entry.getValue() == value) {
                return entry.getKey();
            }
        }
        return null;
    }
}
