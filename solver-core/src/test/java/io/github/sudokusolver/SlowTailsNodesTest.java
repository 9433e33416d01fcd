package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The published variant puzzles of {@code ../shared/datasets/variants/slow_tails.tsv} (issue 71; skipped where the
 * shared datasets are absent): each solved to its published solution and proven unique by the general engine within
 * a node bound set above today's count, so that losing the mechanism that made it fall fails. Compression (region sum
 * lines alone, over a million nodes) is left to the measuring tools.
 */
final class SlowTailsNodesTest {

    /**
     * Nodes allowed per puzzle, and today's counts: Murder on the Zipline Express 0 (364 before sums were substituted,
     * {@code SubstitutedSums}), Symphony 108 (774 before the sum dots' pairs counted in the sums around each house, {@code SumIntersections}), Thermonuclear Reaction 42 and These Two Equal These Two 568 (191,918
     * and 60,181 while a cage without a sum over nine cells was pairs that differ only; 126 and 8,602 with every digit
     * once as one rule, not yet a region).
     */
    private static final Map<String, Long> MAX_NODES = Map.of("Murder on the Zipline Express", 50L, "Symphony", 250L,
            "Thermonuclear Reaction", 100L, "These Two Equal These Two", 1_200L);

    @ParameterizedTest
    @ValueSource(strings = {"Murder on the Zipline Express", "Symphony", "Thermonuclear Reaction",
            "These Two Equal These Two"})
    void isSolvedAndProvenUniqueWithinItsBound(String name) throws IOException {
        String[] fields = null;
        for (String line : Files.readAllLines(SharedDatasets.require("variants/slow_tails.tsv"),
                StandardCharsets.UTF_8)) {
            if (!line.startsWith("#") && line.startsWith(name + "\t")) {
                fields = line.split("\t", -1);
            }
        }
        Board board;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(fields[5] + "\n"))) {
            board = reader.next().boardOrThrow();
        }
        long bound = MAX_NODES.get(name);
        Search search = new Search(Search.Bounds.of(bound, Duration.ofMinutes(2)), 2, true, GeneralEngine.INSTANCE);
        GeneralEngine.INSTANCE.search(board.layout().geometry(), board.digitsForSearch(), search);
        assertNull(search.stop(), name + ": stopped after " + search.nodes() + " nodes");
        assertEquals(1, search.solutions(), name);
        int[] expected = fields[3].chars().map(c -> c - '0').toArray();
        assertArrayEquals(expected, search.firstSolutionGrid(), name);
    }
}
