package io.github.sudokusolver.logic;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.SolveStatistics;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.internal.search.Budget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Solves as a person does: one explained {@link Step} at a time, each the simplest available, and rates a puzzle by
 * the hardest step that path needs, on Sudoku Explainer's scale.
 *
 * <pre>{@code
 * LogicalSolver logic = LogicalSolver.standard();
 * Optional<Step> hint = logic.nextStep(board);   // e.g. "Hidden single: r3c5 is the only place for 7 in box 2 => r3c5=7"
 * Explanation all = logic.explain(board);         // every step to the solution
 * Rating rating = logic.rate(board);              // e.g. 4.2 HARD (XY-wing)
 * }</pre>
 *
 * <p><b>Bad input.</b> Every method throws {@link NullPointerException} for a null argument. A puzzle whose givens
 * clash, that has no solution, or that has more than one is refused with {@link UnsuitablePuzzleException}, whose
 * {@link UnsuitablePuzzleException#reason() reason} says which (a rating of such a puzzle would be made up, and
 * uniqueness techniques would be unsound). The input is never changed.
 *
 * <p><b>Limits.</b> Each method has a form with {@link SolveLimits}, whose node budget and timeout bound the whole
 * call: the uniqueness check, every technique search and every step. Here a node is a search node of the uniqueness
 * check (counted as {@link Solver#fastest()} counts them) or of the pencil-mark search behind the check of
 * {@link #nextStep(Candidates)} and the bounded search of last resort, or one assumption that a chain technique
 * follows; so a node budget gives the same answer, or stops at the same point, on every machine. The clock and the
 * interrupt flag are read between technique searches and at every node inside them: a stop comes within a few
 * milliseconds at most (measured in {@code docs/rating.md}). A stop is {@link SearchAbortedException} with the
 * reason, the nodes and the time of the whole call; an interrupt keeps the thread's interrupt status. The forms
 * without limits run to the end but still stop on an interrupt.
 *
 * <p><b>Givens.</b> A board's digits are its givens; pencil marks ({@link Candidates}) do not say which placed digits
 * were given, so {@link #nextStep(Candidates)} takes every placed digit as given and never shows an
 * {@linkplain Technique#AVOIDABLE_RECTANGLE avoidable rectangle}, which needs cells the solving placed.
 *
 * <p><b>Layouts.</b> Every layout the solvers take: the classic grid with every technique, the others (boxes 4x4 to
 * 25x25, jigsaw, diagonals, windows, samurai, and every layout with cages, the 9x9 killer among them) with the
 * techniques whose reasoning holds over any layout's houses, the killer techniques (a cage's combinations, its overlap
 * with a house, the law of 45) and the bounded search of last resort, which keeps the cage sums, on the same scale
 * (see {@code docs/human-solving.md}). On a layout with variant rules (thermometers, arrows, dots, lines, ...) the
 * cells a rule makes differ are peers and the regions it makes are houses; the techniques that assume one solution
 * (unique rectangles and loops, BUGs) stay off, since a rule can break the swap they rely on; and the last resort
 * keeps every rule ({@code docs/human-solving.md}, "Variant rules").
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class LogicalSolver {

    private static final LogicalSolver STANDARD = new LogicalSolver(EnumSet.allOf(Technique.class));

    private final Set<Technique> techniques;
    /** The finders of the classic grid, of every other layout, and of layouts with variant rules, each by difficulty. */
    private final List<Finder> classicFinders;
    private final List<Finder> layoutFinders;
    private final List<Finder> ruledFinders;
    private final LogicalSolver ratingPath;

    /**
     * A solver of some techniques. One whose techniques are all on the rating path ({@link #ratingPath()}, and the
     * level checks of the generator, which keep to its techniques) explains as the rating path does: on layouts
     * without variant rules (the plain killers among them) without rules together, which names steps there but rates
     * the published killers' levels worse (development Spearman 0.820 to 0.814, docs/human-solving.md).
     */
    private LogicalSolver(Set<Technique> techniques) {
        this.techniques = Collections.unmodifiableSet(EnumSet.copyOf(techniques));
        this.classicFinders = kept(FinderLists.classic(techniques), techniques);
        EnumSet<Technique> rated = EnumSet.noneOf(Technique.class);
        for (Technique technique : techniques) {
            if (technique.inSudokuExplainer()) {
                rated.add(technique);
            }
        }
        boolean rating = rated.size() == techniques.size();
        EnumSet<Technique> onLayouts = EnumSet.copyOf(techniques);
        if (rating) {
            onLayouts.remove(Technique.RULES_TOGETHER);
        }
        this.layoutFinders = kept(FinderLists.layouts(onLayouts), onLayouts);
        this.ruledFinders = kept(FinderLists.ruled(techniques), techniques);
        this.ratingPath = rating ? this : new LogicalSolver(rated);
    }

    /** The finders of some techniques (or of their chain family) by difficulty; a tie keeps the list's order. */
    private static List<Finder> kept(List<Finder> finders, Set<Technique> techniques) {
        List<Finder> kept = new ArrayList<>();
        for (Finder finder : finders) {
            if (!Collections.disjoint(techniques, Chains.family(finder.technique()))) {
                kept.add(finder);
            }
        }
        kept.sort((a, b) -> Double.compare(a.minDifficulty(), b.minDifficulty()));
        return List.copyOf(kept);
    }

    /**
     * The solver with every technique, the bounded search of last resort included: it explains every proper puzzle
     * to the end.
     *
     * @return the shared instance
     */
    public static LogicalSolver standard() {
        return STANDARD;
    }

    /**
     * A solver limited to some techniques, e.g. to check that a puzzle needs nothing beyond singles. Without
     * {@link Technique#BOUNDED_SEARCH} it may get stuck; {@link Explanation#isSolved()} then says so. Techniques all
     * on the rating path ({@link Technique#inSudokuExplainer()}) explain as {@link #rate(Board)} does: rules together
     * then stays off layouts without variant rules (plain killers), as it does there on the rating path.
     *
     * @param techniques the techniques to use; not null, not empty
     * @return the solver
     * @throws NullPointerException     if {@code techniques} or an element is null
     * @throws IllegalArgumentException if {@code techniques} is empty
     */
    public static LogicalSolver using(Set<Technique> techniques) {
        Objects.requireNonNull(techniques, "techniques");
        for (Technique technique : techniques) {
            Objects.requireNonNull(technique, "a technique is null");
        }
        if (techniques.isEmpty()) {
            throw new IllegalArgumentException("a logical solver needs at least one technique");
        }
        return new LogicalSolver(techniques);
    }

    /**
     * The techniques this solver uses.
     *
     * @return an unmodifiable set
     */
    public Set<Technique> techniques() {
        return techniques;
    }

    /**
     * The solver whose explanation {@link #rate(Board)} rates: this solver's techniques that Sudoku Explainer knows,
     * and the killer techniques ({@link Technique#inSudokuExplainer()}), less rules together on layouts without variant
     * rules (plain killers). Its steps are the path Sudoku Explainer would take, so its hardest
     * step is Sudoku Explainer's rating; this solver's own explanation may name simpler patterns (an ALS-XZ, a
     * colouring) where that path takes a chain, and then its hardest step can differ from the rating.
     *
     * @return this solver when all its techniques are Sudoku Explainer's, else a solver limited to those
     */
    public LogicalSolver ratingPath() {
        return ratingPath;
    }

    /**
     * Says which techniques this solver uses, by their {@link Technique} names: all, the few it has, or those it lacks
     * when it has most (the standard rating path: {@code LogicalSolver with 53 of the 69 techniques, all but 16: ...}).
     *
     * @return the description
     */
    @Override
    public String toString() {
        int all = Technique.values().length;
        if (techniques.size() == all || techniques.isEmpty()) {
            return "LogicalSolver with " + (techniques.isEmpty() ? "no" : "all " + all) + " techniques";
        }
        // The shorter list says the same: the techniques it has, or those it lacks.
        Set<Technique> lacking = EnumSet.complementOf(EnumSet.copyOf(techniques));
        return techniques.size() <= lacking.size()
                ? "LogicalSolver with " + techniques.size() + " techniques: " + names(techniques)
                : "LogicalSolver with " + techniques.size() + " of the " + all + " techniques, all but "
                        + lacking.size() + ": " + names(lacking);
    }

    private static String names(Set<Technique> techniques) {
        List<String> names = new ArrayList<>();
        techniques.forEach(technique -> names.add(technique.name()));
        return String.join(", ", names);
    }

    /**
     * The simplest step available on a puzzle's pencil marks ({@link Candidates#of(Board)}): a hint. Same as
     * {@code nextStep(board, SolveLimits.none())}.
     *
     * @param board the puzzle; not null
     * @return the step, or empty when the board is already solved (or no enabled technique applies)
     * @throws UnsuitablePuzzleException if the givens clash or the puzzle does not have exactly one solution
     * @throws SearchAbortedException    if the calling thread is interrupted; its interrupt status stays set
     */
    public Optional<Step> nextStep(Board board) {
        return nextStep(board, SolveLimits.none());
    }

    /**
     * The simplest step available on a puzzle's pencil marks, within limits (see the class comment for what a node
     * is here).
     *
     * @param board  the puzzle; not null
     * @param limits the node budget and timeout of the whole call; not null
     * @return the step, or empty when the board is already solved (or no enabled technique applies)
     * @throws UnsuitablePuzzleException if the givens clash or the puzzle does not have exactly one solution
     * @throws SearchAbortedException    if the node budget or the timeout runs out, or the calling thread is
     *                                   interrupted (its interrupt status stays set), before the step is found
     */
    public Optional<Step> nextStep(Board board, SolveLimits limits) {
        return withinLimits(board, "board", limits, budget -> {
            Grid grid = PuzzleChecks.checkPuzzle(board, budget);
            return Optional.ofNullable(find(grid, Candidates.of(board).intMarks(), givens(grid, board), budget));
        });
    }

    /**
     * The simplest step available on pencil marks that a user or an earlier step left. The marks are checked first:
     * they must allow exactly one solution. Same as {@code nextStep(candidates, SolveLimits.none())}.
     *
     * @param candidates the pencil marks; not null
     * @return the step, or empty when every cell is placed (or no enabled technique applies)
     * @throws UnsuitablePuzzleException if two placed digits clash, or the marks allow no solution (a solution digit
     *                                   was removed) or more than one
     * @throws SearchAbortedException    if the calling thread is interrupted; its interrupt status stays set
     */
    public Optional<Step> nextStep(Candidates candidates) {
        return nextStep(candidates, SolveLimits.none());
    }

    /**
     * The simplest step available on pencil marks, within limits. A check of the marks that runs out of budget is
     * {@link SearchAbortedException}, never taken for "more than one solution".
     *
     * @param candidates the pencil marks; not null
     * @param limits     the node budget and timeout of the whole call; not null
     * @return the step, or empty when every cell is placed (or no enabled technique applies)
     * @throws UnsuitablePuzzleException if two placed digits clash, or the marks allow no solution (a solution digit
     *                                   was removed) or more than one
     * @throws SearchAbortedException    if the node budget or the timeout runs out, or the calling thread is
     *                                   interrupted (its interrupt status stays set), before the step is found
     */
    public Optional<Step> nextStep(Candidates candidates, SolveLimits limits) {
        return withinLimits(candidates, "candidates", limits, budget -> {
            Grid grid = candidates.grid();
            int[] marks = candidates.intMarks();
            PuzzleChecks.checkCandidates(grid, marks, budget);
            return Optional.ofNullable(find(grid, marks, null, budget));
        });
    }

    /**
     * Every step from the puzzle to its solution, each the simplest available at its point. Same as
     * {@code explain(board, SolveLimits.none())}.
     *
     * @param board the puzzle; not null
     * @return the explanation; {@link Explanation#isSolved()} is true for {@link #standard()}
     * @throws UnsuitablePuzzleException if the givens clash or the puzzle does not have exactly one solution
     * @throws SearchAbortedException    if the calling thread is interrupted; its interrupt status stays set
     */
    public Explanation explain(Board board) {
        return explain(board, SolveLimits.none());
    }

    /**
     * Every step from the puzzle to its solution, within limits on the whole explanation.
     *
     * @param board  the puzzle; not null
     * @param limits the node budget and timeout of the whole call; not null
     * @return the explanation; {@link Explanation#isSolved()} is true for {@link #standard()}
     * @throws UnsuitablePuzzleException if the givens clash or the puzzle does not have exactly one solution
     * @throws SearchAbortedException    if the node budget or the timeout runs out, or the calling thread is
     *                                   interrupted (its interrupt status stays set), before the last step
     */
    public Explanation explain(Board board, SolveLimits limits) {
        return withinLimits(board, "board", limits, budget -> explainWithin(board, budget));
    }

    private Explanation explainWithin(Board board, Budget budget) {
        return steps(board, PuzzleChecks.checkPuzzle(board, budget), Double.POSITIVE_INFINITY, budget);
    }

    /**
     * The steps from the puzzle towards its solution, each the simplest available at its point, until the solution,
     * the point where the techniques find nothing more, or the first step whose difficulty is at the level's end
     * ({@link Difficulty#below()}) or past it, whichever comes first: what a generator needs to keep a puzzle within a
     * level, where a step past the level settles the answer and the rest would be wasted. Same as
     * {@code explainUpTo(board, difficulty, SolveLimits.none())}.
     *
     * @param board      the puzzle; not null
     * @param difficulty the level whose end stops the explanation; {@link Difficulty#EXTREME} never stops it; not null
     * @return the explanation, {@linkplain Explanation#isSolved() solved} only if it reached a full grid
     * @throws UnsuitablePuzzleException if the givens clash
     * @throws SearchAbortedException    if the calling thread is interrupted; its interrupt status stays set
     * @see #explainUpTo(Board, Difficulty, SolveLimits)
     */
    public Explanation explainUpTo(Board board, Difficulty difficulty) {
        return explainUpTo(board, difficulty, SolveLimits.none());
    }

    /**
     * The steps from the puzzle towards its solution until the solution, the point where the techniques find nothing
     * more, or the first step at the level's end or past it, within limits on the whole call.
     *
     * <p>Unlike {@link #explain(Board, SolveLimits)}, this does not count the puzzle's solutions first: a generator
     * that settles uniqueness itself (or by these very steps) does not pay for the count twice. The caller answers for
     * what that skips. On a puzzle with several solutions, the steps of techniques that hold on any puzzle (singles,
     * subsets, fish, chains, the killer techniques) are still sound, but those that assume one solution (unique
     * rectangles and loops, BUGs, avoidable rectangles, the bounded search of last resort) may remove a digit of some
     * solution, and steps that assume nothing get stuck before a full grid, since no logic can choose among
     * solutions; so an explanation that reaches a full grid by steps of the first kind alone proves the puzzle proper.
     * On a puzzle without a solution the steps may end in a cell without candidates and mean nothing.
     *
     * @param board      the puzzle; not null
     * @param difficulty the level whose end stops the explanation; {@link Difficulty#EXTREME} never stops it; not null
     * @param limits     the node budget and timeout of the whole call; not null
     * @return the explanation, {@linkplain Explanation#isSolved() solved} only if it reached a full grid; its
     *         statistics are the nodes and time of the whole call
     * @throws UnsuitablePuzzleException if the givens clash
     * @throws SearchAbortedException    if the node budget or the timeout runs out, or the calling thread is
     *                                   interrupted (its interrupt status stays set), before the last step
     */
    public Explanation explainUpTo(Board board, Difficulty difficulty, SolveLimits limits) {
        Objects.requireNonNull(difficulty, "difficulty");
        return withinLimits(board, "board", limits, budget -> {
            Grid grid = PuzzleChecks.checkGivens(board);
            return steps(board, grid, difficulty.below(), budget);
        });
    }

    /** The steps from a checked puzzle on its grid, ending after the first whose difficulty is {@code below} or more. */
    private Explanation steps(Board board, Grid grid, double below, Budget budget) {
        Candidates start = Candidates.of(board);
        int[] marks = start.intMarks();
        boolean[] givens = givens(grid, board);
        List<Step> steps = new ArrayList<>();
        for (Step step = find(grid, marks, givens, budget); step != null; step = find(grid, marks, givens, budget)) {
            steps.add(step);
            apply(grid, marks, step);
            if (step.difficulty() >= below) {
                break;
            }
        }
        return new Explanation(start, steps, new Candidates(grid, marks),
                new SolveStatistics(budget.nodes(), 0, budget.elapsed()));
    }

    /**
     * The puzzle's rating on Sudoku Explainer's scale: the difficulty of the hardest step of
     * {@code ratingPath().explain(board)}, the path that uses the techniques Sudoku Explainer knows, and its level.
     * Same as {@code rate(board, SolveLimits.none())}.
     *
     * @param board the puzzle; not null
     * @return the rating
     * @throws UnsuitablePuzzleException if the givens clash, the puzzle does not have exactly one solution, or it is
     *                                   already solved (not a puzzle; {@link Explanation#rating()} of its empty
     *                                   explanation is the least rating, 1.0 {@link Difficulty#EASY})
     * @throws IllegalStateException     if the rating path of a solver {@linkplain #using limited} to some
     *                                   techniques gets stuck
     * @throws SearchAbortedException    if the calling thread is interrupted; its interrupt status stays set
     */
    public Rating rate(Board board) {
        return rate(board, SolveLimits.none());
    }

    /**
     * The puzzle's rating, within limits on the whole explanation behind it.
     *
     * @param board  the puzzle; not null
     * @param limits the node budget and timeout of the whole call; not null
     * @return the rating
     * @throws UnsuitablePuzzleException if the givens clash, the puzzle does not have exactly one solution, or it is
     *                                   already solved
     * @throws IllegalStateException     if the rating path of a solver {@linkplain #using limited} to some
     *                                   techniques gets stuck
     * @throws SearchAbortedException    if the node budget or the timeout runs out, or the calling thread is
     *                                   interrupted (its interrupt status stays set), before the rating is known
     */
    public Rating rate(Board board, SolveLimits limits) {
        Explanation explanation = ratingPath.explain(board, limits);
        // Stuck is checked first: techniques that find nothing at all also give an explanation without steps.
        if (!explanation.isSolved()) {
            throw new IllegalStateException("the techniques " + ratingPath.techniques + " get stuck after "
                    + explanation.steps().size() + " steps, so they give no rating");
        }
        if (explanation.steps().isEmpty()) {
            throw new UnsuitablePuzzleException(UnsuitablePuzzleException.Reason.ALREADY_SOLVED,
                    "the board is already solved, so there is no puzzle to rate");
        }
        return explanation.rating();
    }

    /**
     * Runs one public call: checks its arguments, starts the budget of the whole call, and turns a stop of that
     * budget into the API's exception, with the whole call's nodes and time.
     */
    private static <T> T withinLimits(Object puzzle, String name, SolveLimits limits, Function<Budget, T> call) {
        Objects.requireNonNull(puzzle, name);
        Objects.requireNonNull(limits, "limits");
        Budget budget = new Budget(limits.maxNodes(), limits.timeout().orElse(null));
        try {
            return call.apply(budget);
        } catch (Budget.Stopped stopped) {
            throw new SearchAbortedException(SolveResult.AbortReason.valueOf(stopped.reason().name()), 0,
                    new SolveStatistics(stopped.nodes(), 0, stopped.elapsed()));
        }
    }

    /**
     * The easiest step of the enabled finders of the grid, or null; at equal difficulty the simpler pattern (see
     * {@link #simpler}), so a W-wing is shown rather than the chain of the same rating that it is. The clock and the
     * interrupt flag are read before each finder, which bounds the latency of a stop by the longest scan that charges
     * no nodes.
     *
     * @param givens which cells the puzzle gave ({@code null}: not known, as with pencil marks alone)
     */
    Step find(Grid grid, int[] marks, boolean[] givens, Budget budget) {
        Step best = null;
        for (Finder finder : grid.isClassic() ? classicFinders : grid.rules.isEmpty() ? layoutFinders : ruledFinders) {
            if (best != null && finder.minDifficulty() > best.difficulty()) {
                break;
            }
            budget.check();
            Step step = finder.find(grid, marks, givens, budget, best == null ? Double.MAX_VALUE : best.difficulty());
            if (step != null && (best == null || step.difficulty() < best.difficulty()
                    || step.difficulty() == best.difficulty() && simpler(step, best))) {
                best = step;
            }
        }
        return best;
    }

    /** Does a step on the working marks, as {@link Candidates#apply} does on a copy. */
    static void apply(Grid grid, int[] marks, Step step) {
        for (Candidate elimination : step.eliminations()) {
            marks[grid.indexOf(elimination.cell())] &= ~(1 << elimination.digit() - 1);
        }
        for (Candidate placement : step.placements()) {
            grid.place(marks, grid.indexOf(placement.cell()), 1 << placement.digit() - 1);
        }
    }

    /** The cells a board fills (by compact cell): the givens, which the patterns of solved cells must not use. */
    private static boolean[] givens(Grid grid, Board board) {
        int[] digits = grid.positionsOf(board);
        boolean[] givens = new boolean[grid.cells];
        for (int cell = 0; cell < grid.cells; cell++) {
            givens[cell] = digits[grid.geometry.positionOf(cell)] != 0;
        }
        return givens;
    }

    /** Fewer cells, then fewer links; a tie keeps the step found first (the finder listed first). */
    private static boolean simpler(Step step, Step than) {
        int byCells = Integer.compare(step.cells().size(), than.cells().size());
        return byCells < 0 || byCells == 0 && step.links().size() < than.links().size();
    }

}
