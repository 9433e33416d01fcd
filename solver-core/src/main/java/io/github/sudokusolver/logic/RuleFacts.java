package io.github.sudokusolver.logic;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A layout's variant rules as the step engine reads them: every rule of {@link Layout#rules()} (a step names a rule by
 * its index there, {@link StepBuilder#rule}), and what the rule finders read of them. Killer cages with a sum are not
 * variant rules here: {@link Grid} holds them as houses with a sum. Immutable, one per {@link Grid}.
 *
 * <p>What the grid already holds is not repeated: the cells a rule makes differ (anti-knight, anti-king, a cage
 * without a sum, an extra region, a thermometer's or a renban's cells) are peers of {@link Grid#peersOf}, and the
 * regions of as many cells as digits (an extra region, the disjoint groups) are houses of the grid.
 */
final class RuleFacts {

    /** The facts of a layout without variant rules: the classic grid, plain layouts, killers. */
    static final RuleFacts NONE = new RuleFacts(List.of(), null);

    /** {@link Layout#rules()}, cages first. */
    private final List<Rule> rules;
    /** Thermometers, renban, between, entropic, region sum and zipper lines, quadruples ({@link LineFacts}). */
    final LineFacts lines;
    /** The rules that are sums over groups of cells: arrows, little killers, sandwiches ({@link SumFacts}). */
    final SumFacts sums;

    /** The rules on single cells and pairs of cells: marks, dots, whispers, equal cells, the negative rules. */
    final PairFacts pairs;

    private RuleFacts(List<Rule> rules, Grid grid) {
        this.rules = rules;
        this.pairs = grid == null ? PairFacts.NONE : PairFacts.of(rules, grid);
        this.lines = grid == null ? LineFacts.NONE : LineFacts.of(rules, grid);
        this.sums = grid == null ? SumFacts.NONE : SumFacts.of(rules, grid);
    }

    /** The facts of a layout's rules on its grid; {@link #NONE} when every rule is a cage with a sum. */
    static RuleFacts of(Layout layout, Grid grid) {
        for (Rule rule : layout.rules()) {
            if (!(rule instanceof Cage cage) || !cage.hasSum()) {
                return new RuleFacts(layout.rules(), grid);
            }
        }
        return NONE;
    }

    /** The facts a rule can be read into. */
    enum Reader {
        /** {@link PairFacts}: marks of single cells and tables of pairs of cells. */
        PAIRS,
        /** {@link LineFacts}: lines with orders, sets and equal sums, clues outside a row or column, quadruples. */
        LINES,
        /** {@link SumFacts}: sums over groups of cells. */
        SUMS
    }

    /**
     * The step engine's part of a kind ({@code docs/architecture.md}, "Rule kinds"): which facts read its rules, an
     * exhaustive switch, so that a new kind does not compile until it says how the step engine reads it. The cells a
     * rule makes differ and the houses it makes are the grid's, whatever the kind ({@link Grid#peersOf}).
     */
    static Set<Reader> readers(RuleKind kind) {
        return switch (kind) {
            // a thermometer's and an entropic line's neighbours, a lockout line's ends, are pairs for the chains too;
            // a nabner line's and a relation's pairs, beside the digit sets they make
            case THERMOMETER, ENTROPIC_LINE, PARITY_LINE, MODULAR_LINE, LOCKOUT_LINE, NABNER_LINE, RELATION ->
                    EnumSet.of(Reader.PAIRS, Reader.LINES);
            case RENBAN, BETWEEN_LINE, REGION_SUM_LINE, ZIPPER_LINE, QUADRUPLE, X_SUM, SKYSCRAPER, NUMBERED_ROOM,
                    COUNTING_CIRCLES, AUTOMATON ->
                    EnumSet.of(Reader.LINES);
            case PALINDROME, GERMAN_WHISPER, WHISPER, KROPKI, XV, DIFFERENCE_DOT, RATIO_DOT, SUM_DOT, INEQUALITY,
                    ODD_EVEN, MINIMUM_MAXIMUM, CLONE, GIVEN_CANDIDATES, NON_CONSECUTIVE, NEGATIVE_WHITE_DOTS,
                    NEGATIVE_BLACK_DOTS, NEGATIVE_XV, SLOW_THERMOMETER, INDEXER -> EnumSet.of(Reader.PAIRS);
            case ARROW, DOUBLE_ARROW, LITTLE_KILLER, SANDWICH, MAGIC_SQUARE -> EnumSet.of(Reader.SUMS);
            // peers and houses only: the grid's
            case KILLER_CAGE, EXTRA_REGION, ANTI_KNIGHT, ANTI_KING, DISJOINT_GROUPS -> EnumSet.noneOf(Reader.class);
        };
    }

    /** Whether the facts {@code reader} read a rule. */
    static boolean reads(Reader reader, Rule rule) {
        return readers(RuleKind.of(rule)).contains(reader);
    }

    /** Whether the layout has no variant rule: every rule finder returns at once, and the classic reasoning holds. */
    boolean isEmpty() {
        return this == NONE;
    }

    /** The rule of an index in {@link Layout#rules()}. */
    Rule rule(int index) {
        return rules.get(index);
    }
}
