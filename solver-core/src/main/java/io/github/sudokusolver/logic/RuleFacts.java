package io.github.sudokusolver.logic;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.util.List;

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

    /** Whether the layout has no variant rule: every rule finder returns at once, and the classic reasoning holds. */
    boolean isEmpty() {
        return this == NONE;
    }

    /** The rule of an index in {@link Layout#rules()}. */
    Rule rule(int index) {
        return rules.get(index);
    }
}
