package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SharedDatasets;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The automaton puzzles of the Interactive Sudoku Solver's collections (the shared dataset, skipped when absent),
 * explained to their published solutions with automaton steps and, where the chains follow the automata
 * ({@code LineWays}), without the last resort: all of them but Ambiguous Arrows (line 147), which still needs it.
 */
final class AutomatonPuzzlesTest {

    @ParameterizedTest
    @ValueSource(ints = {65, 66, 142, 143, 145, 146, 180})
    void explainedToTheSolutionWithoutTheLastResort(int line) throws IOException {
        Path file = SharedDatasets.require("variants/iss_collections.tsv");
        String[] fields = Files.readAllLines(file, StandardCharsets.UTF_8).get(line - 1).split("\t", -1);
        Board puzzle;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(fields[6] + "\n"))) {
            puzzle = reader.next().boardOrThrow();
        }
        Explanation explanation = LogicalSolver.standard().explain(puzzle);
        List<Technique> used = explanation.steps().stream().map(Step::technique).distinct().toList();
        assertTrue(explanation.isSolved(), "line " + line);
        assertEquals(fields[5], digits(explanation.result().toBoard()), "line " + line);
        assertTrue(used.contains(Technique.AUTOMATON), "line " + line + ": " + used);
        assertTrue(!used.contains(Technique.BOUNDED_SEARCH), "line " + line + ": " + used);
    }

    private static String digits(Board board) {
        StringBuilder out = new StringBuilder();
        for (int[] row : board.toArray()) {
            for (int digit : row) {
                out.append(digit);
            }
        }
        return out.toString();
    }
}
