package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.SolveStatistics;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.rules.RuleKind;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

/**
 * Makes random complete grids and proper puzzles (exactly one solution) from a seed.
 *
 * <p>The output depends only on the seed (or the sequence of the given random generator) and the library version:
 * the same seed gives the same puzzles on every run. Uniqueness is checked with {@link Solver#fastest()}.
 *
 * <p>An instance draws from its random generator on every call, so it is not thread-safe; give each thread its own.
 * A call checks uniqueness many times; if the calling thread is interrupted before or during it, it throws
 * {@link SearchAbortedException} within a millisecond or so, with the interrupt status kept.
 *
 * <pre>{@code
 * Generator generator = Generator.withSeed(2026);
 * Board minimal = generator.minimalPuzzle();   // no given can be removed without losing uniqueness
 * Board about25 = generator.puzzle(25);        // 25 givens, or as few as uniqueness allows
 * }</pre>
 */
public final class Generator {

    /** Fewest givens any proper 9x9 puzzle has. */
    public static final int MIN_GIVENS = 17;

    /** Fresh grids tried by {@link #puzzle(int)} before it settles for the closest result. */
    private static final int ATTEMPTS_PER_TARGET = 32;

    /**
     * A random int in {@code 0..bound-1} for a bound: all the generator asks of its source of randomness. A function
     * rather than a class, so that {@link #withSeed} keeps its {@link SplittableRandom} (and its outputs) while
     * {@link #using} takes the {@link Random} that Android has ({@code java.util.random.RandomGenerator}, their
     * common type, is Android API 35 and up).
     */
    private final IntUnaryOperator randomBelow;

    /** The making of classic grids and puzzles, drawing from {@link #randomBelow}. */
    private final ClassicGrids classic;

    private Generator(IntUnaryOperator randomBelow) {
        this.randomBelow = randomBelow;
        this.classic = new ClassicGrids(randomBelow);
    }

    /**
     * A generator whose output is fixed by {@code seed}.
     *
     * @param seed any value
     * @return the generator
     */
    public static Generator withSeed(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        // A lambda, not random::nextInt: the method reference would name RandomGenerator.nextInt, where the JDK 17
        // declares it, and Android has no RandomGenerator; the call below names SplittableRandom's own method.
        return new Generator(bound -> random.nextInt(bound));
    }

    /**
     * A generator that draws from {@code random} (only {@link Random#nextInt(int)}); its output is as repeatable as
     * that generator: a {@code new Random(seed)} repeats, a {@link java.security.SecureRandom} does not. Any subclass
     * of {@link Random} will do, {@code ThreadLocalRandom.current()} included (then use the generator on that thread
     * only).
     *
     * @param random the source of randomness; not null
     * @return the generator
     * @throws NullPointerException if {@code random} is null
     */
    public static Generator using(Random random) {
        return new Generator(Objects.requireNonNull(random, "random")::nextInt);
    }

    /**
     * A random complete valid grid: random consistent digits in random cells, completed by the fast solver.
     *
     * @return a solved board
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board solvedGrid() {
        Budget budget = Budget.unlimited();
        return withinBudget(budget, () -> ClassicGrids.boardOf(classic.solvedGrid(budget)));
    }

    /**
     * A minimal proper puzzle: it has exactly one solution, and removing any of its givens would give it more.
     * Made by removing the givens of a random grid in random order, keeping each removal that leaves the puzzle
     * unique; minimal puzzles made this way usually have 22 to 27 givens.
     *
     * @return the puzzle
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board minimalPuzzle() {
        Budget budget = Budget.unlimited();
        return withinBudget(budget, () -> ClassicGrids.boardOf(classic.reduce(classic.solvedGrid(budget), MIN_GIVENS, budget)));
    }

    /**
     * A proper puzzle on a layout: a random solution of the empty grid (the general solver with the digits of each
     * guess in random order), then one pass over its cells in random order that removes each given whose removal
     * leaves the puzzle proper. Each of those uniqueness checks may search at most 20
     * nodes; a given whose check needs more stays. So the puzzle is always proper, and minimal but for those givens:
     * on grids up to 12x12 the checks almost never run out, on 16x16 a few dozen givens and on 25x25 a few hundred
     * stay that an unbounded pass could remove (at many times the cost, and leaving puzzles few would play). One pass
     * is enough otherwise: a given that could not go while more givens stood cannot go later. On the classic layout
     * this is {@link #minimalPuzzle()}. On a killer layout the cages stay and count: the solution obeys them, and the
     * givens are thinned while the puzzle stays unique under them (cages that cover the grid often leave none).
     * Measured times per layout are in {@code docs/layouts.md}.
     *
     * @param layout the layout; not null
     * @return a proper puzzle of that layout
     * @throws NullPointerException     if {@code layout} is null
     * @throws IllegalArgumentException if the layout has no solution at all (a jigsaw whose regions cannot all hold
     *                                  every digit)
     * @throws SearchAbortedException   if the calling thread is interrupted; its interrupt status stays set
     */
    public Board puzzle(Layout layout) {
        Objects.requireNonNull(layout, "layout");
        if (layout.equals(Layout.classic())) {
            return minimalPuzzle();
        }
        Geometry geometry = LayoutGrids.geometryOf(layout);
        int[] grid = withinBudget(Budget.unlimited(), () -> LayoutGrids.thinned(geometry,
                LayoutGrids.randomSolution(layout, geometry, randomBelow), randomBelow));
        return Board.of(layout, LayoutGrids.rowsOf(geometry, grid));
    }

    /**
     * A proper puzzle of a layout that {@link LogicalSolver#standard()} rates at exactly {@code difficulty}. Same as
     * {@code puzzle(layout, difficulty, SolveLimits.none())}.
     *
     * @param layout     the layout, without cages or variant rules; not null
     * @param difficulty the level wanted; not null
     * @return the puzzle, with exactly one solution and {@code rate(p).difficulty() == difficulty}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException as {@link #puzzle(Layout, Difficulty, SolveLimits)} says
     * @throws SearchAbortedException   if the calling thread is interrupted; its interrupt status stays set
     */
    public Board puzzle(Layout layout, Difficulty difficulty) {
        return puzzle(layout, difficulty, SolveLimits.none());
    }

    /**
     * A proper puzzle of a layout that {@link LogicalSolver#standard()} rates at exactly {@code difficulty}, within
     * limits on the making of this one puzzle (the node budget counts every uniqueness check and every rating). On the
     * classic layout this is {@link #puzzle(Difficulty, Symmetry, SolveLimits)} without symmetry. On any other
     * layout: a random solution whose givens are removed in random order while the puzzle stays proper and, below
     * {@link Difficulty#MASTER}, while the techniques of the level and those under it still explain it to the end
     * (so a 16x16 puzzle can be easy: its minimal puzzles need forcing chains); then rated, and made again until
     * one rates at the level. A layout whose puzzles do not reach a level (every 4x4 puzzle is easy; a 6x6 one
     * rarely needs more than a pair) gives up after a fixed number of puzzles with an exception that names the levels
     * it made. Measured times per layout and level are in {@code docs/human-solving.md}.
     *
     * @param layout     the layout, without cages or variant rules; not null
     * @param difficulty the level wanted; not null
     * @param limits     the node budget and timeout of this puzzle; not null
     * @return the puzzle, with exactly one solution and {@code rate(p).difficulty() == difficulty}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the layout has cages or variant rules (the rating does not take them
     *                                  yet), has no solution at all, or 100 puzzles made (or mutated) and
     *                                  rated went by without one at the level
     * @throws SearchAbortedException   if the node budget or the timeout runs out, or the calling thread is
     *                                  interrupted (its interrupt status stays set), before a puzzle at the level is
     *                                  found
     */
    public Board puzzle(Layout layout, Difficulty difficulty, SolveLimits limits) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(limits, "limits");
        if (layout.equals(Layout.classic())) {
            return puzzle(difficulty, Symmetry.NONE, limits);
        }
        if (!layout.rules().isEmpty()) {
            throw new IllegalArgumentException("the " + layout + " layout has cages or variant rules, which the"
                    + " rating does not take yet: a puzzle at a level needs a layout without them");
        }
        Budget budget = budgetOf(limits);
        return withinBudget(budget, () -> new Levels(classic, randomBelow, budget).onLayout(layout, difficulty));
    }

    /**
     * A proper killer on a layout: cages of orthogonally connected cells cover every cell, each with its sum, and
     * there are no givens; exactly one grid obeys the layout and the cages. Same as {@code killer(layout,
     * SolveLimits.none())}.
     *
     * @param layout the layout, without cages; not null
     * @return the killer: an empty board whose layout is {@code layout} with the cages
     * @throws NullPointerException     if {@code layout} is null
     * @throws IllegalArgumentException if the layout has cages already, or has no solution at all
     * @throws SearchAbortedException   if the calling thread is interrupted; its interrupt status stays set
     */
    public Board killer(Layout layout) {
        return killer(layout, SolveLimits.none());
    }

    /**
     * A proper killer on a layout, as {@link #killer(Layout)} makes it, within limits on the making of this one
     * puzzle: the node budget counts the nodes of every search inside (the fill and each uniqueness check), and the
     * timeout runs from the call.
     *
     * <p>How: a random solution of the layout, each cell a cage of its own; then neighbouring cages merge, in rounds
     * of cages of at most two, three, four and five cells (each cell drawing a target size, most of two to four), for
     * as long as the cages alone leave one grid within a short check; a merge whose check finds two grids, or runs
     * out of nodes, is not made. Every state kept is proven proper, so the making ends with a proper killer after
     * one pass per round. The same seed gives the same puzzle. Measured times per layout are in
     * {@code docs/killer.md} (a 9x9 killer in milliseconds, a 16x16 one in seconds).
     *
     * @param layout the layout, without cages; not null
     * @param limits the node budget and timeout of this puzzle; not null
     * @return the killer: an empty board whose layout is {@code layout} with the cages
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the layout has cages already, or has no solution at all
     * @throws SearchAbortedException   if the node budget or the timeout runs out, or the calling thread is
     *                                  interrupted (its interrupt status stays set), before the killer is made
     */
    public Board killer(Layout layout, SolveLimits limits) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(limits, "limits");
        if (!layout.cages().isEmpty()) {
            throw new IllegalArgumentException("the " + layout + " layout has cages already: give the layout"
                    + " without them");
        }
        Budget budget = budgetOf(limits);
        Geometry geometry = LayoutGrids.geometryOf(layout);
        return withinBudget(budget, () -> new KillerCages(layout, geometry, randomBelow, null).make(budget));
    }

    /**
     * A proper killer on a layout that {@link LogicalSolver#standard()} rates at exactly {@code difficulty}. Same as
     * {@code killer(layout, difficulty, SolveLimits.none())}.
     *
     * @param layout     the layout, without cages; not null
     * @param difficulty the level wanted; not null
     * @return the killer: an empty board whose layout is {@code layout} with the cages, rated at the level
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException as {@link #killer(Layout, Difficulty, SolveLimits)} says
     * @throws SearchAbortedException   if the calling thread is interrupted; its interrupt status stays set
     */
    public Board killer(Layout layout, Difficulty difficulty) {
        return killer(layout, difficulty, SolveLimits.none());
    }

    /**
     * A proper killer on a layout that {@link LogicalSolver#standard()} rates at exactly {@code difficulty}, within
     * limits on the making of this one puzzle (the node budget counts every check and every rating). Made as
     * {@link #killer(Layout, SolveLimits)} makes a killer, but below {@link Difficulty#EXTREME} a merge of two cages
     * is kept only while the techniques of the level and those under it still explain the killer to the end; the
     * killer is then rated. One below the level climbs: cages are merged, or a cell moves to a neighbouring cage,
     * while the killer stays proper, the level's techniques still explain it and its score under them does not
     * drop, until the rating puts it at the level; a climb that stalls starts again from a fresh solution
     * (at most 100, then the call gives up). Extreme killers are merged on uniqueness alone and rated (over a third
     * of them need the last resort). Measured times per level are in {@code docs/killer.md}: on 9x9 a killer takes
     * a fraction of a second at the easy levels and seconds from hard up; on 16x16 tens of seconds, so give limits.
     *
     * @param layout     the layout, without cages or variant rules; not null
     * @param difficulty the level wanted; not null
     * @param limits     the node budget and timeout of this puzzle; not null
     * @return the killer: an empty board whose layout is {@code layout} with the cages, rated at the level
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the layout has cages or variant rules already, has no solution at all, or
     *                                  100 killers made and rated went by without one at the level
     * @throws SearchAbortedException   if the node budget or the timeout runs out, or the calling thread is
     *                                  interrupted (its interrupt status stays set), before the killer is made
     */
    public Board killer(Layout layout, Difficulty difficulty, SolveLimits limits) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(limits, "limits");
        if (!layout.rules().isEmpty()) {
            throw new IllegalArgumentException("the " + layout + " layout has cages or variant rules already: give"
                    + " the layout without them");
        }
        Budget budget = budgetOf(limits);
        return withinBudget(budget, () -> new Levels(classic, randomBelow, budget).killer(layout, difficulty));
    }

    /**
     * A proper variant puzzle whose rules the generator places, of these kinds only, rated at exactly
     * {@code difficulty}. Same as {@code variant(layout, kinds, difficulty, SolveLimits.none())}.
     *
     * @param layout     a square layout of up to nine digits without holes, cages or rules; not null
     * @param kinds      the kinds of rule to place, each {@link RuleKind#generatable()}; not null, not empty
     * @param difficulty the level wanted; not null
     * @return the puzzle
     * @throws NullPointerException     if an argument or a kind is null
     * @throws IllegalArgumentException as {@link #variant(Layout, Set, Difficulty, SolveLimits)} says
     * @throws SearchAbortedException   if the calling thread is interrupted; its interrupt status stays set
     */
    public Board variant(Layout layout, Set<RuleKind> kinds, Difficulty difficulty) {
        return variant(layout, kinds, difficulty, SolveLimits.none());
    }

    /**
     * A proper variant puzzle whose rules the generator places, within limits on the making of this one puzzle (the
     * node budget counts every uniqueness check and every rating). The puzzle has at least one rule, every rule of
     * one of {@code kinds}, and is <b>minimal</b>: taking away any one rule or any one given leaves a second
     * solution; {@link LogicalSolver#standard()} rates it at exactly {@code difficulty}. At {@link Difficulty#EXTREME}
     * it has givens only where the rules cannot carry it alone; below, givens carry what the level's techniques cannot
     * read from the rules (a 9x9 thermometer puzzle at medium has about a dozen). Same seed, same puzzle.
     *
     * <p>How ({@code docs/generating.md}): a random solution; rules of the kinds in turn, each one the solution keeps
     * and shaped as setters draw it (lines, arrows and cages on cells no other holds, dots where their relation
     * holds), givens of the solution once no rule finds a place, until the puzzle is unique and, below
     * {@link Difficulty#EXTREME} (on 4x4 and 6x6 from the second attempt on), until the level's techniques explain
     * it; then every given and every rule that the puzzle can spare taken away, in those attempts the rules first and
     * those whose removal keeps the puzzle within the level before the others (on grids of seven digits and more, a
     * minimal puzzle that has gone past the level on the way grows back within it and is minimised again, up to three
     * times); then the rating. Another attempt follows a puzzle at another level, at most 100 at extreme and 300
     * below it (where an attempt beyond the level is not rated, so it costs less).
     *
     * @param layout     a square layout of up to nine digits without holes, cages or rules; not null
     * @param kinds      the kinds of rule to place, each {@link RuleKind#generatable()}; not null, not empty
     * @param difficulty the level wanted; not null
     * @param limits     the node budget and timeout of this puzzle; not null
     * @return the puzzle
     * @throws NullPointerException     if an argument or a kind is null
     * @throws IllegalArgumentException if {@code kinds} is empty or holds a kind the generator does not place, the
     *                                  layout is not square, has holes, more than nine digits, cages or rules,
     *                                  little killers are asked for at extreme on a layout of more than six digits
     *                                  (the checks of their minimality run past the node caps), or 100 attempts
     *                                  (300 below extreme) went by without a puzzle at the level (the
     *                                  message says what the attempts gave and that another seed may succeed:
     *                                  these kinds may not carry a puzzle at that level, or this seed missed one)
     * @throws SearchAbortedException   if the node budget or the timeout runs out, or the calling thread is
     *                                  interrupted (its interrupt status stays set), before the puzzle is made
     */
    public Board variant(Layout layout, Set<RuleKind> kinds, Difficulty difficulty, SolveLimits limits) {
        Objects.requireNonNull(limits, "limits");
        checkVariant(layout, kinds, difficulty);
        Budget budget = budgetOf(limits);
        return withinBudget(budget, () -> new VariantPuzzles(randomBelow, budget,
                new Levels(classic, randomBelow, budget)).make(layout, kinds, difficulty));
    }

    /**
     * The checks {@link #variant(Layout, Set, Difficulty, SolveLimits)} makes of its arguments before any work, for a
     * caller that wants them answered before it starts (a command line reports a bad argument before it prints
     * anything). Arguments it accepts may still make no puzzle: whether the kinds carry one at the level is known
     * only by trying.
     *
     * @param layout     a square layout of up to nine digits without holes, cages or rules; not null
     * @param kinds      the kinds of rule to place, each {@link RuleKind#generatable()}; not null, not empty
     * @param difficulty the level wanted; not null
     * @throws NullPointerException     if an argument or a kind is null
     * @throws IllegalArgumentException if {@code kinds} is empty or holds a kind the generator does not place, the
     *                                  layout is not square, has holes, more than nine digits, cages or rules, or
     *                                  little killers are asked for at extreme on a layout of more than six digits
     */
    public static void checkVariant(Layout layout, Set<RuleKind> kinds, Difficulty difficulty) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(kinds, "kinds");
        Objects.requireNonNull(difficulty, "difficulty");
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("no kind of rule to place: give at least one");
        }
        for (RuleKind kind : kinds) {
            if (!Objects.requireNonNull(kind, "kind").generatable()) {
                throw new IllegalArgumentException("the generator does not place rules of kind " + kind);
            }
        }
        if (!layout.rules().isEmpty()) {
            throw new IllegalArgumentException("the " + layout + " layout has cages or variant rules already: give"
                    + " the layout without them");
        }
        if (layout.rows() != layout.size() || layout.columns() != layout.size() || layout.size() > 9
                || layout.cellCount() != layout.size() * layout.size()) {
            throw new IllegalArgumentException("the " + layout + " layout is not a square grid of up to nine digits"
                    + " without holes, which is what variant puzzles are made on");
        }
        if (kinds.contains(RuleKind.LITTLE_KILLER) && difficulty == Difficulty.EXTREME
                && layout.size() > VariantPuzzles.SMALL_GRID_DIGITS) {
            // Refused at once rather than after a hundred attempts that are each given up: at extreme the diagonal
            // sums must carry the puzzle nearly alone, and past small grids the engine's checks that such a puzzle
            // is minimal run past the generator's node caps (9x9, seeds 1-6: every attempt given up, 5-9 s each).
            throw new IllegalArgumentException("little killers are placed at EXTREME on grids of up to "
                    + VariantPuzzles.SMALL_GRID_DIGITS + " digits: on the " + layout + " layout the checks that"
                    + " such a puzzle is minimal run past the generator's node caps; ask for MASTER or below");
        }
    }

    /**
     * A minimal proper puzzle whose givens have {@code symmetry}: removing any orbit of givens would give it more
     * than one solution.
     *
     * @param symmetry where givens may be; not null
     * @return the puzzle
     * @throws NullPointerException   if {@code symmetry} is null
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board minimalPuzzle(Symmetry symmetry) {
        Objects.requireNonNull(symmetry, "symmetry");
        Budget budget = Budget.unlimited();
        return withinBudget(budget, () -> ClassicGrids.boardOf(classic.reduce(classic.solvedGrid(budget), symmetry, budget)));
    }

    /**
     * A proper puzzle with {@code givens} givens, or, when uniqueness does not allow that few, the proper puzzle with
     * the fewest givens among several attempts: such a puzzle is minimal, so it has more givens than asked. Targets
     * from 17 to about 22 are rarely reachable by removal alone; from 25 up they nearly always are.
     *
     * @param givens the number of givens wanted, 17..81
     * @return the puzzle; {@code filledCount()} is {@code givens} when reachable, else the closest found above it
     * @throws IllegalArgumentException if {@code givens} is outside 17..81
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board puzzle(int givens) {
        if (givens < MIN_GIVENS || givens > ClassicGrids.CELLS) {
            throw new IllegalArgumentException("givens must be in 17..81, was " + givens);
        }
        Budget budget = Budget.unlimited();
        return withinBudget(budget, () -> {
            int[] best = null;
            for (int attempt = 0; attempt < ATTEMPTS_PER_TARGET; attempt++) {
                int[] candidate = classic.reduce(classic.solvedGrid(budget), givens, budget);
                if (best == null || ClassicGrids.givensOf(candidate) < ClassicGrids.givensOf(best)) {
                    best = candidate;
                }
                if (ClassicGrids.givensOf(best) == givens) {
                    break;
                }
            }
            return ClassicGrids.boardOf(best);
        });
    }

    /**
     * A proper puzzle that {@link LogicalSolver#standard()} rates at exactly {@code difficulty}, with no symmetry
     * constraint. Same as {@code puzzle(difficulty, Symmetry.NONE)}.
     *
     * @param difficulty the level wanted; not null
     * @return the puzzle
     * @throws NullPointerException   if {@code difficulty} is null
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board puzzle(Difficulty difficulty) {
        return puzzle(difficulty, Symmetry.NONE);
    }

    /**
     * A proper puzzle whose givens have {@code symmetry} and that {@link LogicalSolver#standard()} rates at exactly
     * {@code difficulty}. Minimal symmetric puzzles are made and rated until one is at the level; for levels above
     * what random puzzles usually reach ({@link Difficulty#MASTER} and {@link Difficulty#EXTREME}), the hardest puzzle
     * so far is mutated (one orbit of givens moved, then removed givens while unique) and kept while its score does
     * not drop, a hill climb that reaches the level far sooner than fresh puzzles do. Measured medians per puzzle are
     * in {@code docs/rating.md}.
     *
     * @param difficulty the level wanted; not null
     * @param symmetry   where givens may be; not null
     * @return the puzzle, with exactly one solution, the symmetry, and {@code rate(p).difficulty() == difficulty}
     * @throws NullPointerException   if an argument is null
     * @throws SearchAbortedException if the calling thread is interrupted; its interrupt status stays set
     */
    public Board puzzle(Difficulty difficulty, Symmetry symmetry) {
        return puzzle(difficulty, symmetry, SolveLimits.none());
    }

    /**
     * A proper puzzle with {@code symmetry} that {@link LogicalSolver#standard()} rates at exactly {@code difficulty},
     * as {@link #puzzle(Difficulty, Symmetry)} makes it, within limits on the making of this one puzzle: the node
     * budget counts the nodes of every search inside (the solves and uniqueness checks of {@link Solver#fastest()},
     * and the ratings, as {@link LogicalSolver#rate(Board, SolveLimits)} counts them), and the timeout runs from the
     * call. A stop leaves the generator usable, but its random sequence has moved on, so the puzzles after it differ
     * from those of a run without the stop.
     *
     * @param difficulty the level wanted; not null
     * @param symmetry   where givens may be; not null
     * @param limits     the node budget and timeout of this puzzle; not null
     * @return the puzzle, with exactly one solution, the symmetry, and {@code rate(p).difficulty() == difficulty}
     * @throws NullPointerException   if an argument is null
     * @throws SearchAbortedException if the node budget or the timeout runs out, or the calling thread is interrupted
     *                                (its interrupt status stays set), before a puzzle at the level is found
     */
    public Board puzzle(Difficulty difficulty, Symmetry symmetry, SolveLimits limits) {
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(symmetry, "symmetry");
        Objects.requireNonNull(limits, "limits");
        Budget budget = budgetOf(limits);
        return withinBudget(budget, () -> ClassicGrids.boardOf(new Levels(classic, randomBelow, budget).climb(difficulty, symmetry)));
    }

    /** The budget of one public call: its limits' node budget and timeout. */
    private static Budget budgetOf(SolveLimits limits) {
        return new Budget(limits.maxNodes(), limits.timeout().orElse(null));
    }

    /** Runs one public call over its budget, and turns a stop of that budget into the API's exception. */
    private static <T> T withinBudget(Budget budget, Supplier<T> call) {
        try {
            return call.get();
        } catch (Budget.Stopped stopped) {
            throw aborted(stopped);
        }
    }

    private static SearchAbortedException aborted(Budget.Stopped stopped) {
        return new SearchAbortedException(SolveResult.AbortReason.valueOf(stopped.reason().name()), 0,
                new SolveStatistics(stopped.nodes(), 0, stopped.elapsed()));
    }
}
