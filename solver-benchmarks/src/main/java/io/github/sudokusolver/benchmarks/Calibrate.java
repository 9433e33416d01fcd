package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.util.List;
import java.util.Locale;

/**
 * One checked pass of a contender over a dataset, run by {@link Compare} in a child JVM that it kills at a time
 * limit, so that a contender that cannot finish a dataset is reported as such instead of hanging the benchmark.
 * Every answer is checked: solutions must be valid and keep the givens, and counts must match the fast solver's.
 *
 * <p>Usage: {@code Calibrate CONTENDER DATASET NODE_BUDGET}. Exit status: 0 passed, 3 a library solver needed more
 * nodes than the budget on some puzzle, 4 a wrong answer. The last line printed says why.
 */
public final class Calibrate {

    static final int PASSED = 0;
    static final int OVER_NODE_BUDGET = 3;
    static final int WRONG_ANSWER = 4;
    static final int UNSUPPORTED_LAYOUT = 5;

    private Calibrate() {
    }

    /**
     * Runs the pass.
     *
     * @param args contender name, dataset spec, node budget per puzzle for library solvers
     */
    public static void main(String[] args) {
        Outcome outcome = check(args[0], args[1], Long.parseLong(args[2]));
        System.out.println(outcome.message());
        System.exit(outcome.status());
    }

    /** The result of a pass: an exit status and a sentence for the report. */
    record Outcome(int status, String message) {
    }

    static Outcome check(String contenderName, String dataset, long nodeBudget) {
        List<Board> puzzles = Datasets.load(dataset);
        Contender contender = Contender.named(contenderName);
        Layout layout = puzzles.get(0).layout();
        if (!contender.supports(layout)) {
            return new Outcome(UNSUPPORTED_LAYOUT, "does not solve " + layout + " grids");
        }
        SolveLimits limits = SolveLimits.none().withMaxNodes(nodeBudget);
        long start = System.nanoTime();
        for (int i = 0; i < puzzles.size(); i++) {
            Board puzzle = puzzles.get(i);
            long expected = Solver.fastest().countSolutions(puzzle, 2);
            Board solution;
            long count;
            if (contender instanceof Contender.LibraryContender library) {
                SolveResult result = library.solver().solve(puzzle, limits);
                if (result.status() == SolveResult.Status.ABORTED) {
                    return overBudget(nodeBudget, i);
                }
                solution = result.solution().orElse(null);
                try {
                    count = library.solver().countSolutions(puzzle, 2, limits);
                } catch (SearchAbortedException e) {
                    return overBudget(nodeBudget, i);
                }
            } else {
                solution = contender.solve(puzzle);
                count = contender.countUpToTwo(puzzle);
            }
            String problem = wrongAnswer(puzzle, expected, solution, count);
            if (problem != null) {
                return new Outcome(WRONG_ANSWER, "wrong answer on puzzle " + (i + 1) + " (" + puzzle + "): " + problem);
            }
        }
        return new Outcome(PASSED, String.format(Locale.ROOT, "checked %d puzzles in %.1f s", puzzles.size(),
                (System.nanoTime() - start) / 1e9));
    }

    /** What is wrong with an answer, or null if it is right. */
    static String wrongAnswer(Board puzzle, long expectedCount, Board solution, long count) {
        if (count != expectedCount) {
            return "counted " + count + " solutions, expected " + expectedCount;
        }
        if (expectedCount == 0) {
            return solution == null ? null : "found a solution to an unsolvable puzzle";
        }
        if (solution == null) {
            return "found no solution";
        }
        if (!solution.isSolved() || !puzzle.isKeptBy(solution)) {
            return "returned " + solution + ", which is not a solution";
        }
        return null;
    }

    private static Outcome overBudget(long nodeBudget, int index) {
        return new Outcome(OVER_NODE_BUDGET, String.format(Locale.ROOT,
                "needs more than %,d nodes on puzzle %d", nodeBudget, index + 1));
    }
}
