package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.internal.search.Stop;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;

/**
 * The making of puzzles at a difficulty, for one call of {@link Generator}: on the classic grid minimal symmetric
 * puzzles and a hill climb ({@link #climb}); on other layouts a thinning that keeps the puzzle within the level's
 * techniques ({@link #onLayout}); killers merged while the level's techniques still explain them ({@link #killer}). Every search and rating is charged to the call's budget. Cells are the engines'
 * indices (grid positions on other layouts).
 */
final class Levels {

    /** Mutations of one puzzle tried before the hill climb starts again from a fresh one. */
    private static final int MUTATIONS_PER_START = 40;
    /**
     * Puzzles {@link #onLayout} makes (or mutates) and rates before it gives up on a level the layout does not seem to reach
     * (every 4x4 puzzle is easy, for one): each some milliseconds on 6x6, tenths of a second on 9x9 and seconds on
     * 16x16.
     */
    static final int LAYOUT_RATINGS = 100;

    private static final int CELLS = 81;
    private final ClassicGrids classic;
    private final IntUnaryOperator randomBelow;
    private final Budget budget;

    Levels(ClassicGrids classic, IntUnaryOperator randomBelow, Budget budget) {
        this.classic = classic;
        this.randomBelow = randomBelow;
        this.budget = budget;
    }

    /**
     * Minimal symmetric puzzles, rated until one is at the level; above {@link Difficulty#MASTER}, a hill climb of
     * mutations from the hardest so far.
     */
    int[] climb(Difficulty difficulty, Symmetry symmetry) {
        LogicalSolver logic = LogicalSolver.standard().ratingPath();
        int[] solution = null;
        int[] best = null;
        double bestScore = 0;
        int stale = 0;
        while (true) {
            budget.check();
            int[] candidate;
            if (best == null || stale > MUTATIONS_PER_START || bestScore < Difficulty.MASTER.from()
                    && difficulty.compareTo(Difficulty.MASTER) >= 0 && stale > 2) {
                solution = classic.solvedGrid(budget);
                candidate = classic.reduce(solution, symmetry, budget);
                best = null;
                stale = 0;
            } else {
                candidate = mutate(best, solution, symmetry);
                if (candidate == null) {
                    stale++;
                    continue;
                }
            }
            double score = explain(logic, ClassicGrids.boardOf(candidate)).rating().score();
            if (Difficulty.of(score) == difficulty) {
                return candidate;
            }
            if (difficulty.compareTo(Difficulty.MASTER) < 0) {
                best = null;
            } else if (best == null || score >= bestScore) {
                stale = best != null && score == bestScore ? stale + 1 : 0;
                best = candidate;
                bestScore = score;
            } else {
                stale++;
            }
        }
    }

    /** Moves one orbit of givens to a random empty orbit, then removes givens while unique; null if not unique. */
    private int[] mutate(int[] puzzle, int[] solution, Symmetry symmetry) {
        int from = randomCell(puzzle, true);
        int to = randomCell(puzzle, false);
        int[] next = puzzle.clone();
        for (int cell : symmetry.orbit(from)) {
            next[cell] = 0;
        }
        for (int cell : symmetry.orbit(to)) {
            next[cell] = solution[cell];
        }
        if (budget.countSolutions(Geometry.classic(), next, 2) != 1) {
            return null;
        }
        return classic.reduce(next, symmetry, budget);
    }

    private int randomCell(int[] grid, boolean given) {
        while (true) {
            int cell = randomBelow.applyAsInt(CELLS);
            if ((grid[cell] != 0) == given) {
                return cell;
            }
        }
    }

    /**
     * A proper puzzle of a layout (not the classic one) that the standard rating puts at {@code difficulty}: a random
     * solution whose givens are removed in random order while the puzzle stays proper and, below
     * {@link Difficulty#MASTER}, while the techniques of the level and the levels under it (those whose difficulty
     * is below the level's end) still explain it to the end; then rated. A puzzle below the level is kept as the best
     * so far when it is at least as hard as the last best, and mutated (a given moved, the puzzle thinned again), as
     * the classic climb does; a fresh solution follows {@link #MUTATIONS_PER_START} mutations that gain nothing.
     * Thinning under the level's techniques is what makes easy puzzles of large grids, whose minimal puzzles need
     * forcing chains; from master up the techniques are almost all of them, so a plain thinning (the uniqueness
     * checks alone, far cheaper) and the rating decide.
     *
     * @throws IllegalArgumentException if {@link #LAYOUT_RATINGS} puzzles go by without one at the level, naming
     *                                  the levels they had
     */
    Board onLayout(Layout layout, Difficulty difficulty) {
        Geometry geometry = LayoutGrids.geometryOf(layout);
        LogicalSolver rating = LogicalSolver.standard().ratingPath();
        Predicate<Board> within = withinLevel(rating, difficulty);
        Set<Difficulty> seen = EnumSet.noneOf(Difficulty.class);
        int[] solution = null;
        int[] best = null;
        double bestScore = 0;
        int stale = 0;
        for (int rated = 0; rated < LAYOUT_RATINGS; ) {
            budget.check();
            int[] candidate;
            if (best == null || stale > MUTATIONS_PER_START) {
                solution = LayoutGrids.randomSolution(layout, geometry, randomBelow);
                candidate = thinned(layout, geometry, solution.clone(), within);
                best = null;
                stale = 0;
            } else {
                candidate = mutated(layout, geometry, best, solution, within);
                if (candidate == null) {
                    stale++;
                    continue;
                }
            }
            Board puzzle = Board.of(layout, LayoutGrids.rowsOf(geometry, candidate));
            double score = explain(rating, puzzle).rating().score();
            rated++;
            Difficulty level = Difficulty.of(score);
            if (level == difficulty) {
                return puzzle;
            }
            seen.add(level);
            if (score < difficulty.from() && (best == null || score >= bestScore)) {
                stale = best != null && score == bestScore ? stale + 1 : 0;
                best = candidate;
                bestScore = score;
            } else {
                stale++;
            }
        }
        throw new IllegalArgumentException("no " + layout + " puzzle at level " + difficulty + " in "
                + LAYOUT_RATINGS + " rated (they were " + seen + "): this layout's puzzles may not reach"
                + " it");
    }

    /**
     * A proper killer (cages only) on a layout without cages that the standard rating puts at {@code difficulty}: the
     * cages merged as {@link KillerCages} merges them, each merge kept only while, below {@link Difficulty#EXTREME},
     * the techniques of the level and those under it still explain the killer to the end; then rated. A killer
     * below the level climbs ({@link KillerClimb}): cages merged or a cell moved while the score of the level's
     * techniques does not drop, until the rating puts it at the level; a climb that stalls, or a killer above the
     * level, starts again from a fresh solution. At extreme the merging checks uniqueness only (over a third of
     * such killers need the last resort) and the rating decides.
     *
     * @throws IllegalArgumentException if {@link #LAYOUT_RATINGS} killers go by without one at the level, naming the
     *                                  levels they had
     */
    Board killer(Layout layout, Difficulty difficulty) {
        Geometry geometry = LayoutGrids.geometryOf(layout);
        LogicalSolver rating = LogicalSolver.standard().ratingPath();
        Function<Board, Explanation> explainWithin = explainWithin(rating, difficulty);
        Function<Board, KillerCages.Verdict> check = explainWithin == null ? null
                : killer -> verdict(explainWithin.apply(killer));
        Predicate<Board> atLevel = killer -> Difficulty.of(explain(rating, killer).rating().score()) == difficulty;
        Set<Difficulty> seen = EnumSet.noneOf(Difficulty.class);
        for (int rated = 0; rated < LAYOUT_RATINGS; rated++) {
            KillerCages maker = new KillerCages(layout, geometry, randomBelow, check);
            Board killer = maker.make(budget);
            Explanation made = explain(rating, killer);
            double score = made.rating().score();
            Difficulty level = Difficulty.of(score);
            if (level == difficulty) {
                return killer;
            }
            seen.add(level);
            if (explainWithin != null && score < difficulty.from()) {
                Board climbed = new KillerClimb(layout, geometry, randomBelow, budget, maker.solution(),
                        maker.cages()).climb(made, explainWithin, difficulty.from(), atLevel);
                if (climbed != null) {
                    return climbed;
                }
            }
        }
        throw new IllegalArgumentException("no killer on " + layout + " at level " + difficulty + " in "
                + LAYOUT_RATINGS + " made and climbed (they were " + seen + ")");
    }

    /**
     * What an explanation by the level's techniques ({@link #explainWithin}; null when it fails) says of a killer: it
     * passes, and when every step is {@link #sound} (below 4.5 and assuming nothing about uniqueness) it has reached
     * the only grid, which proves the killer proper without the engine's check. Its steps are the same whether the
     * killer is proper or not up to the first step that assumes it, so a step that is not {@link #sound} (one that
     * assumes it, or any step of 4.5 or more, to keep the rule simple) leaves the engine to decide.
     */
    static KillerCages.Verdict verdict(Explanation explanation) {
        if (explanation == null) {
            return KillerCages.Verdict.FAILS;
        }
        for (Step step : explanation.steps()) {
            if (!sound(step.technique())) {
                return KillerCages.Verdict.PASSES;
            }
        }
        return KillerCages.Verdict.PROVEN;
    }

    /** Removes the givens of a grid in random order while {@link #stillWithin} holds; changes and returns it. */
    private int[] thinned(Layout layout, Geometry geometry, int[] grid, Predicate<Board> within) {
        for (int cell : LayoutGrids.shuffled(geometry.cellCount(), randomBelow)) {
            int position = geometry.positionOf(cell);
            int given = grid[position];
            grid[position] = 0;
            if (!stillWithin(layout, geometry, grid, within)) {
                grid[position] = given;
            }
        }
        return grid;
    }

    /**
     * A given of the puzzle moved to a random empty cell (with the solution's digit there), then thinned again; null
     * if the move leaves the puzzle improper or beyond {@code within}.
     */
    private int[] mutated(Layout layout, Geometry geometry, int[] puzzle, int[] solution,
            Predicate<Board> within) {
        int from = randomPosition(geometry, puzzle, true);
        int to = randomPosition(geometry, puzzle, false);
        int[] next = puzzle.clone();
        next[from] = 0;
        next[to] = solution[to];
        if (!stillWithin(layout, geometry, next, within)) {
            return null;
        }
        return thinned(layout, geometry, next, within);
    }

    private int randomPosition(Geometry geometry, int[] grid, boolean given) {
        while (true) {
            int position = geometry.positionOf(randomBelow.applyAsInt(geometry.cellCount()));
            if ((grid[position] != 0) == given) {
                return position;
            }
        }
    }

    /**
     * Whether the thinned grid is still proper (a check capped at {@link LayoutGrids#REMOVAL_CHECK_NODES} nodes; one
     * that runs out says no) and, when {@code within} is given, passes it.
     */
    private boolean stillWithin(Layout layout, Geometry geometry, int[] grid, Predicate<Board> within) {
        int[][] found = budget.twoSolutions(geometry, grid, LayoutGrids.REMOVAL_CHECK_NODES);
        if (found == null || found.length != 1) {
            return false;
        }
        return within == null || within.test(Board.of(layout, LayoutGrids.rowsOf(geometry, grid)));
    }

    /**
     * What a puzzle must pass to stay at or below a level while it is thinned or merged: below {@link
     * Difficulty#MASTER}, explained to the end by the level's techniques ({@link #upTo}) with every step below the
     * level's end; null (uniqueness alone) from master up.
     */
    private Predicate<Board> withinLevel(LogicalSolver rating, Difficulty difficulty) {
        if (difficulty.compareTo(Difficulty.MASTER) >= 0) {
            return null;
        }
        Function<Board, Explanation> explainWithin = explainWithin(rating, difficulty);
        return puzzle -> explainWithin.apply(puzzle) != null;
    }

    /**
     * Below {@link Difficulty#EXTREME}, the explanation of a proper puzzle by the level's techniques ({@link #upTo}),
     * null when they do not reach the solution or take a step past the level's end; null at extreme (no check).
     */
    Function<Board, Explanation> explainWithin(LogicalSolver rating, Difficulty difficulty) {
        if (difficulty.compareTo(Difficulty.EXTREME) >= 0) {
            return null;
        }
        LogicalSolver within = upTo(rating, difficulty);
        // The killers may have several solutions: then steps that assume none (sound) get stuck before a full grid,
        // and a killer explained with a step that assumes one goes to the engine's check after this one (verdict).
        // Either way the explanation skips the count of solutions, and a step past the level's end settles the
        // answer, so it stops there.
        return puzzle -> {
            Explanation explanation = charged(limits -> within.explainUpTo(puzzle, difficulty, limits));
            return inLevel(explanation, difficulty) ? explanation : null;
        };
    }

    /**
     * Whether an explanation by the level's techniques reaches the solution with every step below the level's end: a
     * technique's steps can rate above its base difficulty (a law of 45 over three houses, a long chain), and such a
     * step would carry the puzzle past the level.
     */
    static boolean inLevel(Explanation explanation, Difficulty difficulty) {
        return explanation.isSolved() && explanation.rating().score() < difficulty.below();
    }

    /**
     * Whether a technique's steps are sound on any puzzle, so that an explanation that reaches a full grid by such steps
     * proves it the only solution: below 4.5, where the uniqueness techniques start on Sudoku Explainer's scale (to
     * stay safe as techniques are added), not one that assumes uniqueness ({@link Technique#assumesUniqueness()}),
     * and not the bounded search of last resort.
     */
    static boolean sound(Technique technique) {
        return technique.difficulty() < Technique.UNIQUE_RECTANGLE_TYPE_1.difficulty()
                && !technique.assumesUniqueness() && technique != Technique.BOUNDED_SEARCH;
    }

    /** The rating path's techniques whose difficulty is below the end of {@code difficulty}. */
    static LogicalSolver upTo(LogicalSolver rating, Difficulty difficulty) {
        Set<Technique> techniques = EnumSet.noneOf(Technique.class);
        for (Technique technique : rating.techniques()) {
            if (technique.difficulty() < difficulty.below()) {
                techniques.add(technique);
            }
        }
        return LogicalSolver.using(techniques);
    }

    /** The rating path's explanation of a proper puzzle, charged to the budget: what its rating is read from. */
    Explanation rated(Board puzzle) {
        return explain(LogicalSolver.standard().ratingPath(), puzzle);
    }

    /** The explanation of a proper puzzle, its nodes charged to the budget, within what the budget has left. */
    private Explanation explain(LogicalSolver logic, Board puzzle) {
        return charged(limits -> logic.explain(puzzle, limits));
    }

    /**
     * An explanation made within what the budget has left, its nodes charged to the budget; a stop of the call is the
     * budget's stop.
     */
    private Explanation charged(Function<SolveLimits, Explanation> explanationWithin) {
        SolveLimits left = SolveLimits.none();
        if (budget.nodesLeft() != Long.MAX_VALUE) {
            left = left.withMaxNodes(budget.nodesLeft());
        }
        Duration timeLeft = budget.timeLeft();
        if (timeLeft != null) {
            left = left.withTimeout(timeLeft);
        }
        Explanation explanation;
        try {
            explanation = explanationWithin.apply(left);
        } catch (SearchAbortedException stopped) {
            throw budget.stoppedElsewhere(Stop.valueOf(stopped.reason().name()), stopped.statistics().nodes());
        }
        budget.charge(explanation.statistics().nodes());
        return explanation;
    }
}
