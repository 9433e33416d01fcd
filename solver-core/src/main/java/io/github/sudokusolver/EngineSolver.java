package io.github.sudokusolver;

import io.github.sudokusolver.internal.search.BitboardEngine;
import io.github.sudokusolver.internal.search.BitmaskEngine;
import io.github.sudokusolver.internal.search.BooleanArrayEngine;
import io.github.sudokusolver.internal.search.CandidateSetEngine;
import io.github.sudokusolver.internal.search.DancingLinksEngine;
import io.github.sudokusolver.internal.search.Engine;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import io.github.sudokusolver.internal.search.Stop;
import io.github.sudokusolver.rules.Rule;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The adapter from the {@link Solver} contract to a search engine, written once for every built-in strategy:
 * argument checks, rejecting clashing givens before any search, limits, interruption, and the shape of the answer.
 * The engine sees only the board's digits and its layout's geometry, and reports through a {@link Search}.
 */
final class EngineSolver implements Solver {

    static final EngineSolver BOOLEAN_ARRAY = new EngineSolver("boolean-array", BooleanArrayEngine.INSTANCE);
    static final EngineSolver BITMASK = new EngineSolver("bitmask", BitmaskEngine.INSTANCE);
    static final EngineSolver CANDIDATE_SET = new EngineSolver("candidate-set", CandidateSetEngine.INSTANCE);
    static final EngineSolver BITBOARD = new EngineSolver("bitboard", BitboardEngine.INSTANCE);
    static final EngineSolver GENERAL = new EngineSolver("general", GeneralEngine.INSTANCE);
    static final EngineSolver DANCING_LINKS = new EngineSolver("dancing-links", DancingLinksEngine.INSTANCE);

    /** The built-in solvers, in the order {@link Solver#available()} lists them. */
    static final List<Solver> BUILT_IN = List.of(BOOLEAN_ARRAY, BITMASK, CANDIDATE_SET, BITBOARD, GENERAL,
            DANCING_LINKS);

    private final String name;
    private final Engine engine;

    private EngineSolver(String name, Engine engine) {
        this.name = name;
        this.engine = engine;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SolveResult solve(Board puzzle, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        long start = System.nanoTime();
        Search search = run(puzzle, limits, 1, true);
        if (search == null) {
            return SolveResult.invalid(puzzle.conflicts(),
                    new SolveStatistics(0, 0, Duration.ofNanos(System.nanoTime() - start)));
        }
        return result(name, puzzle, search.firstSolution(), search.stop(), statistics(search));
    }

    /**
     * The result of a solve whose givens were consistent: solved if a solution was found (even if a limit stopped
     * the search after), else aborted if it was stopped, else no solution.
     */
    static SolveResult result(String solver, Board puzzle, byte[] solution, Stop stop, SolveStatistics statistics) {
        if (solution != null) {
            return SolveResult.solved(Board.ofTrustedCells(puzzle.layout(), solution), statistics);
        }
        if (stop != null) {
            SolveResult result = SolveResult.aborted(reason(stop), statistics);
            Logging.debug("{} aborted: {}", solver, result);
            return result;
        }
        return SolveResult.noSolution(statistics);
    }

    @Override
    public long countSolutions(Board puzzle, long limit, SolveLimits limits) {
        checkCountArguments(puzzle, limit, limits);
        Search search = run(puzzle, limits, limit, false);
        if (search == null) {
            return 0;
        }
        if (search.stop() != null) {
            throw new SearchAbortedException(reason(search.stop()), search.solutions(), statistics(search));
        }
        return search.solutions();
    }

    /**
     * The search of a puzzle, run to its end or to a stop; null when the givens clash. The board is checked before
     * any search unless the engine checks the givens itself as it lays them out (the fast engine does, more cheaply),
     * and on an interrupted thread, where the engine does not run to look.
     */
    private Search run(Board puzzle, SolveLimits limits, long solutionLimit, boolean keepFirstSolution) {
        Layout layout = puzzle.layout();
        requireRulesTaken(name, engine, layout);
        Engine searcher = engine.forGeometry(layout.geometry());
        if (!searcher.checksGivens() && puzzle.hasConflict()) {
            return null;
        }
        Search.Bounds bounds = Search.Bounds.of(limits.maxNodes(), limits.timeout().orElse(null));
        Search search = new Search(bounds, solutionLimit, keepFirstSolution, searcher);
        if (search.stop() == null) {
            searcher.search(layout.geometry(), puzzle.digitsForSearch(), search);
            return search.givensClashed() ? null : search;
        }
        return searcher.checksGivens() && puzzle.hasConflict() ? null : search;
    }

    /**
     * Refuses a layout with variant rules (other than cages with a sum) in a strategy that fills cells one by one (the classic
     * ones and dancing links): they keep cages, but would check other rules only as they fill cells in row-major
     * order, which is correct and hopeless. The general engine, and so {@code bitboard}, {@code parallel} and
     * {@link Solver#fastest()}, which hand every such layout to it, solves them all.
     */
    static void requireRulesTaken(String strategy, Engine engine, Layout layout) {
        List<Rule> rules = layout.compiledRules();
        // by strategy, not by geometry: rules that constrain nothing (a between line of two cells) leave the classic one
        if (!rules.isEmpty() && engine != GeneralEngine.INSTANCE && engine != BitboardEngine.INSTANCE) {
            throw new IllegalArgumentException("the " + strategy + " strategy does not take the rule " + rules.get(0)
                    + ": it fills cells one at a time and keeps killer cages only; Solver.fastest() (the general"
                    + " engine) solves every rule");
        }
    }

    /** The checks of {@link Solver#countSolutions(Board, long, SolveLimits)}'s arguments. */
    static void checkCountArguments(Board puzzle, long limit, SolveLimits limits) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(limits, "limits");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
    }

    private static SolveStatistics statistics(Search search) {
        return new SolveStatistics(search.nodes(), search.backtracks(), search.elapsed());
    }

    /** The API's name for why a search stopped: the same name. */
    static SolveResult.AbortReason reason(Stop stop) {
        return SolveResult.AbortReason.valueOf(stop.name());
    }

    @Override
    public String toString() {
        return name;
    }
}
