package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Solves a spread sample of each public benchmark set in {@code ../shared/datasets} with the classic strategies under
 * a node budget, and checks every answer against the fast solver's (which {@link FastSolverTest} checks on every
 * puzzle). Row-major backtracking runs out of budget on some puzzles; each file has a floor of puzzles it must
 * settle, so a strategy that gives up on everything fails. Skipped, with a message, where the folder is absent.
 */
@Tag("slow") // whole datasets or a forked JVM: left out of the mutation run (docs/testing.md)
final class DatasetSampleTest {

    private static final int SAMPLE_SIZE = 40;
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(2_000_000);

    /** How many sampled puzzles a classic strategy must solve and count within the budget. */
    private record Floor(int solved, int counted) {
    }

    /**
     * The floors, just under what the classic strategies reach (they visit the same nodes, so all three reach the
     * same: 5/2, 39/37, 41/30 and 40/40 of the samples).
     */
    private static final Map<String, Floor> FLOORS = Map.of(
            "puzzles2_17_clue.txt", new Floor(4, 2),
            "puzzles3_magictour_top1465.txt", new Floor(36, 34),
            "puzzles6_forum_hardest_1106.txt", new Floor(38, 27),
            "puzzles7_serg_benchmark.txt", new Floor(40, 40));

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.github.sudokusolver.SharedDatasets#filesWithCounts")
    void classicStrategiesAgreeWithTheKnownAnswers(String file, long expectedCount) throws IOException {
        List<Board> puzzles = SharedDatasets.read(file);
        int step = Math.max(1, puzzles.size() / SAMPLE_SIZE);
        for (Solver solver : List.of(Solver.bitmask(), Solver.candidateSet(), Solver.booleanArray())) {
            int solved = 0;
            int counted = 0;
            for (int i = 0; i < puzzles.size(); i += step) {
                Board puzzle = puzzles.get(i);
                String context = solver.name() + ", " + file + " puzzle " + (i + 1);
                Board known = Solver.fastest().solve(puzzle).solution().orElseThrow();
                SolveResult result = solver.solve(puzzle, BUDGET);
                if (result.isSolved()) {
                    Board solution = result.solution().orElseThrow();
                    assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), context + ": " + solution);
                    if (expectedCount == 1) {
                        assertEquals(known, solution, context);
                    }
                    solved++;
                } else {
                    assertEquals(SolveResult.Status.ABORTED, result.status(), context);
                }
                try {
                    assertEquals(expectedCount, solver.countSolutions(puzzle, 2, BUDGET), context);
                    counted++;
                } catch (SearchAbortedException overBudget) {
                    // row-major backtracking explodes on some of these; the floors bound how many
                }
            }
            Floor floor = FLOORS.get(file);
            assertTrue(solved >= floor.solved() && counted >= floor.counted(), solver.name() + ", " + file
                    + ": solved " + solved + " and counted " + counted + " of the sample within the budget, expected"
                    + " at least " + floor.solved() + " and " + floor.counted());
        }
    }
}
