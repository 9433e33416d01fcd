package io.github.sudokusolver.rules;

import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Layout;
import java.util.Objects;

/**
 * A rule of a layout beyond its regions: one of the value types of this package. The set is closed, since the engines
 * must know how to reason about every rule they are given; a rule they do not know would be silently ignored or
 * checked only on full grids, and either is worse than a refusal.
 *
 * <p>Every rule's {@code toString()} is its line in the text form ({@code thermometer: r1c1 r1c2 r1c3}); equal rules
 * print alike.
 */
public sealed interface Rule
        permits Arrow, Cage, CellMark, Clone, CountingCircles, Dot, ExtraRegion, GivenCandidates, GlobalRule,
        Line, LittleKiller, OutsideClue, Quadruple, Relation, Sandwich, Automaton,
        MagicSquare {

    /**
     * Reads a rule from its line of the text form, as its {@code toString()} writes it and {@code docs/reading.md}
     * describes it: {@code thermometer: r1c1 r1c2 r1c3}, {@code little killer 40 down-right: r1c2 r2c3},
     * {@code cage 10: r1c1 r1c2}, {@code anti-knight}. The words of a rule's name may be in either case, and commas
     * may stand between cells; rows and columns count from 1.
     *
     * <pre>{@code
     * Rule thermo = Rule.parse("thermometer: r1c1 r1c2 r1c3", Layout.classic());
     * Layout layout = Layout.classic().withRules(List.of(thermo));
     * }</pre>
     *
     * <p>The cells are checked against the layout's rows and columns, and the rule against its type (a line's cells
     * must touch, a dot's two cells share a side); whether the layout takes the rule (a cell in a hole, a sum its
     * digits cannot make) is {@link Layout#withRules}'s to say.
     *
     * @param line one line of text; not null
     * @param layout the layout whose grid the cells are on; not null
     * @return the rule
     * @throws NullPointerException if an argument is null
     * @throws BoardFormatException if the line is not a rule of the text form, a cell is off the grid or the rule's
     *     type refuses it; the message names the column (on line 1), what was found and what was expected
     */
    static Rule parse(CharSequence line, Layout layout) {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(layout, "layout");
        return RuleReader.read(line, layout);
    }
}
