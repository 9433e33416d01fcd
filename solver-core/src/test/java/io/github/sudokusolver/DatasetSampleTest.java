package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Solves a spread sample of each public benchmark set in {@code ../shared/datasets} under a node budget and checks
 * every answer. Skipped, with a message, where the folder is absent (it is not part of the project).
 */
final class DatasetSampleTest {

    private static final int SAMPLE_SIZE = 40;
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(300_000);

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.github.sudokusolver.SharedDatasets#filesWithCounts")
    void solvedSampleResultsAreRight(String file, long expectedCount) throws IOException {
        Path path = SharedDatasets.require(file);
        List<String> lines = Files.readAllLines(path);
        int step = Math.max(1, lines.size() / SAMPLE_SIZE);
        int settled = 0;
        for (int i = 0; i < lines.size(); i += step) {
            Board puzzle = Board.parse(lines.get(i));
            String context = file + " line " + (i + 1);
            for (Solver solver : List.of(Solver.bitmask(), Solver.candidateSet())) {
                SolveResult result = solver.solve(puzzle, BUDGET);
                if (result.isSolved()) {
                    Board solution = result.solution().orElseThrow();
                    assertTrue(solution.isSolved(), context + ": not a valid grid: " + solution);
                    assertTrue(puzzle.isKeptBy(solution), context + ": givens lost");
                } else {
                    assertEquals(SolveResult.Status.ABORTED, result.status(), context);
                }
            }
            try {
                assertEquals(expectedCount, Solver.bitmask().countSolutions(puzzle, 2, BUDGET), context);
                settled++;
            } catch (SearchAbortedException tooHard) {
                // row-major backtracking explodes on some of these; the fast solver is checked on all of them
            }
        }
        assertTrue(settled > 0 || file.contains("17_clue") || file.contains("hardest"),
                file + ": no sampled puzzle settled within the budget");
    }
}
