package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The general engine's decisions on where a region's digit goes, beside its cells' candidates (branch
 * {@code hardlines}, {@code docs/variants.md}, "Branching and hard lines"): puzzles of the Interactive Sudoku
 * Solver's collections (the shared dataset, skipped when absent) that took several times these bounds before, each
 * solved to its listed solution and counted as listed within the bound. Before: "Anti-Knight, slow" 2,359 nodes,
 * "Sandwich snipe 18" 27,835, "Hard renban 1" 131,161; with the places: 291, 4,655 and 48,085.
 */
final class BranchingByPlacesTest {

    @ParameterizedTest(name = "line {0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "160 | Anti-Knight, slow | 1000",
        "159 | Sandwich snipe 18 | 15000",
        "174 | Hard renban 1     | 80000",
    })
    void countsTheHardLinesToTheirListedAnswerWithinTheBound(int line, String name, long bound) throws IOException {
        Path file = SharedDatasets.require("variants/iss_collections.tsv");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String[] fields = lines.get(line - 1).split("\t", -1);
        assertEquals(name, fields[1], "line " + line + " of " + file);
        Board puzzle;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(fields[6] + "\n"))) {
            PuzzleEntry entry = reader.next();
            puzzle = entry.boardOrThrow();
        }
        Search count = GeneralSolverTest.countToTwo(puzzle);
        assertNull(count.stop(), name);
        assertEquals(fields[4].equals("unique") ? 1 : 2, count.solutions(), name);
        assertTrue(count.nodes() <= bound, name + " took " + count.nodes() + " nodes, more than " + bound);
        if (fields[4].equals("unique")) {
            Board solution = Solver.named("general").solve(puzzle).solution().orElse(null);
            assertNotNull(solution, name);
            assertEquals(fields[5], solution.toString(), name);
        }
    }
}
