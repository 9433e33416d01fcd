package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.GeometrySource;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.rules.Rule;
import io.github.sudokusolver.rules.RuleKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * The making of variant puzzles whose rules the generator places ({@code docs/generating.md}): per attempt a random
 * solution, rules of the requested kinds that it keeps until the puzzle is unique (givens added when the rules cannot
 * carry it), then every given and every rule taken away that the puzzle can spare, then the rating; attempts go on
 * until one lands at the level.
 */
final class VariantPuzzles {

    /** Rules proposed per attempt before givens are added to make the puzzle unique. */
    private static final int PROPOSALS = 160;
    /** Proposals in a row that find no place for a rule before the attempt stops proposing. */
    private static final int FAILED_PROPOSALS = 12;
    /** Nodes a uniqueness check may take while rules and givens are still being added ({@link #uniqueWithin}). */
    private static final long GROWING_CHECK_NODES = 20_000;
    /** Nodes a check may take while givens and rules are taken away ({@link #solutions}). */
    private static final long MINIMISING_CHECK_NODES = 200_000;

    private final IntUnaryOperator randomBelow;
    private final Budget budget;
    private final Levels levels;

    VariantPuzzles(IntUnaryOperator randomBelow, Budget budget, Levels levels) {
        this.randomBelow = randomBelow;
        this.budget = budget;
        this.levels = levels;
    }

    /**
     * A proper, minimal puzzle on a plain layout with rules of these kinds only, at least one, rated at the level.
     *
     * @throws IllegalArgumentException if {@link Levels#LAYOUT_RATINGS} attempts go by without one at the level,
     *     naming the levels they had
     */
    Board make(Layout layout, Set<RuleKind> kinds, Difficulty difficulty) {
        Geometry plain = LayoutGrids.geometryOf(layout);
        List<RuleKind> order = new ArrayList<>(EnumSet.copyOf(kinds));
        Set<Difficulty> seen = EnumSet.noneOf(Difficulty.class);
        for (int attempt = 0; attempt < Levels.LAYOUT_RATINGS; attempt++) {
            budget.check();
            Board puzzle = attempt(layout, plain, order);
            if (puzzle == null) {
                continue;
            }
            Difficulty level = Difficulty.of(levels.rated(puzzle).rating().score());
            if (level == difficulty) {
                return puzzle;
            }
            seen.add(level);
        }
        throw new IllegalArgumentException("no " + layout + " puzzle of " + order + " at level " + difficulty + " in "
                + Levels.LAYOUT_RATINGS + " attempts (they were " + seen + "): these kinds may not carry a puzzle"
                + " at that level");
    }

    /**
     * One attempt: a proper, minimal puzzle on a fresh solution, or null when no rule of the kinds found a place, the
     * givens it needed carry the puzzle without any rule, or a check while minimising ran too long to tell.
     */
    Board attempt(Layout layout, Geometry plain, List<RuleKind> order) {
        int[] solution = LayoutGrids.randomSolution(layout, plain, randomBelow);
        RulePlacer placer = new RulePlacer(layout, solution, randomBelow);
        List<Rule> rules = new ArrayList<>();
        int[] givens = new int[solution.length];
        boolean unique = false;
        int failed = 0;
        for (int proposal = 0; proposal < PROPOSALS && !unique && failed < FAILED_PROPOSALS; proposal++) {
            Rule rule = placer.propose(order.get(proposal % order.size()));
            if (rule == null) {
                failed++;
                continue;
            }
            failed = 0;
            rules.add(rule);
            unique = uniqueWithin(layout, rules, givens);
        }
        if (rules.isEmpty()) {
            return null;
        }
        int[] cells = LayoutGrids.shuffled(plain.cellCount(), randomBelow);
        for (int i = 0; i < cells.length && !unique; i++) {
            int position = plain.positionOf(cells[i]);
            givens[position] = solution[position];
            unique = i == cells.length - 1 || uniqueWithin(layout, rules, givens);
        }
        for (int cell : LayoutGrids.shuffled(plain.cellCount(), randomBelow)) {
            int position = plain.positionOf(cell);
            if (givens[position] != 0) {
                givens[position] = 0;
                int[][] found = solutions(layout, rules, givens);
                if (found == null) {
                    return null; // unknown whether the given is needed: the puzzle could not be proven minimal
                }
                if (found.length != 1) {
                    givens[position] = solution[position];
                }
            }
        }
        List<Rule> needed = new ArrayList<>(rules);
        for (int index : LayoutGrids.shuffled(rules.size(), randomBelow)) {
            Rule rule = rules.get(index);
            needed.remove(rule);
            int[][] found = solutions(layout, needed, givens);
            if (found == null) {
                return null;
            }
            if (found.length != 1) {
                needed.add(rule);
            }
        }
        if (needed.isEmpty()) {
            return null; // the givens carry the puzzle alone: no variant puzzle, and no rule may stay that it spares
        }
        Layout ruled = layout.withRules(inOrder(rules, needed));
        return Board.of(ruled, LayoutGrids.rowsOf(plain, givens));
    }

    /** The rules of {@code kept} in the order they were placed, so that the layout's text does not depend on removals. */
    private static List<Rule> inOrder(List<Rule> placed, List<Rule> kept) {
        List<Rule> ordered = new ArrayList<>(kept.size());
        for (Rule rule : placed) {
            if (kept.contains(rule)) {
                ordered.add(rule);
            }
        }
        return ordered;
    }

    /**
     * Whether the givens under the rules have one solution, as far as a check of {@link #GROWING_CHECK_NODES} nodes
     * tells: while rules and givens are added, a puzzle far from unique can cost the engine long searches (a few
     * little killers over an empty grid), and a check that runs out just means "not yet", another rule or given
     * follows. The minimising counts are exact: what they keep must be needed.
     */
    private boolean uniqueWithin(Layout layout, List<Rule> rules, int[] givens) {
        int[][] found = budget.twoSolutions(GeometrySource.of(layout.withRules(rules)), givens, GROWING_CHECK_NODES);
        return found != null && found.length == 1;
    }

    /**
     * The solutions of the givens under the rules, up to two, charged to the budget; null when the check runs past
     * {@link #MINIMISING_CHECK_NODES} (a few little killers can cost the engine long searches even near one solution):
     * the attempt is then given up, so that every puzzle returned is proven minimal.
     */
    private int[][] solutions(Layout layout, List<Rule> rules, int[] givens) {
        return budget.twoSolutions(GeometrySource.of(layout.withRules(rules)), givens, MINIMISING_CHECK_NODES);
    }
}
