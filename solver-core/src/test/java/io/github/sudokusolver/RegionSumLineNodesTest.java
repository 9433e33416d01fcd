package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A hard puzzle of region sum lines alone, made for this test (a random grid, nine random lines crossing box borders
 * that it meets, then givens added until the puzzle was unique and taken away while it stayed so): solved to its
 * solution and proven unique by the general engine within a node bound. Counting to two took 146,103 nodes when a
 * line's piece reached any total of as many distinct digits of its cells' candidates' union, 18,474 with the exact
 * pass over the sets of digits its cells can hold, 6,400 with the pieces sharing a box also taken together
 * ({@code BoxPieces}), 3,330 with the rest of each box as one more piece there (the law of 45 over the lines'
 * totals), 2,408 with the lines' totals decided as well as cells; the bound is set above the last, so that losing any
 * step fails.
 */
final class RegionSumLineNodesTest {

    private static final String PUZZLE = ".RegionSumLine~R1C1~R2C1~R2C2~R3C2~R4C2~R5C2~R6C2~R5C3"
            + ".RegionSumLine~R5C5~R4C6~R3C5~R3C4~R2C4.RegionSumLine~R9C1~R8C2~R9C2~R9C3~R9C4~R8C5~R7C4~R7C5"
            + ".RegionSumLine~R2C5~R1C5~R1C6~R2C7~R3C8.RegionSumLine~R8C6~R7C6~R6C6~R5C6~R4C5"
            + ".RegionSumLine~R8C7~R9C6~R9C5~R8C4"
            + ".RegionSumLine~R7C9~R8C9~R9C8~R8C8~R7C7~R7C8~R6C7~R6C8~R6C9~R5C9"
            + ".RegionSumLine~R4C8~R5C8~R4C9~R3C9~R2C9.RegionSumLine~R3C6~R2C6~R1C7~R1C8"
            + ".~R2C8_2~R3C3_9~R3C7_5~R4C1_9~R4C4_3~R5C1_3~R6C3_6~R6C5_4~R7C3_7~R8C1_5~R8C3_3~R9C9_5";
    private static final String SOLUTION = "675812493834569127219734586942358671381976254756241839427195368563487912"
            + "198623745";
    /**
     * Nodes allowed for the count to two: 2,408 now, 3,330 without deciding the lines' totals, 6,400 without the rest
     * of the boxes, 18,474 without the pieces taken by box, 146,103 before.
     */
    private static final long MAX_NODES = 3_000;

    @Test
    void isSolvedAndProvenUniqueWithinTheNodeBound() throws IOException {
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(PUZZLE + "\n"))) {
            entry = reader.next();
        }
        Board board = entry.boardOrThrow();
        Search search = new Search(Search.Bounds.of(MAX_NODES, Duration.ofMinutes(5)), 2, true, GeneralEngine.INSTANCE);
        GeneralEngine.INSTANCE.search(board.layout().geometry(), board.digitsForSearch(), search);
        assertNull(search.stop(), "stopped after " + search.nodes() + " nodes");
        assertEquals(1, search.solutions(), "solutions");
        int[] expected = new int[81];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = SOLUTION.charAt(i) - '0';
        }
        assertArrayEquals(expected, search.firstSolutionGrid());
        assertTrue(search.nodes() <= MAX_NODES, search.nodes() + " nodes");
        assertEquals(1, Solver.fastest().countSolutions(board, 2));
    }

    /**
     * The search decides lines' totals as well as cells, and a restart keeps what it searched under a total as a
     * nogood too: restarting after 1 to 20 nodes, the count must still be one (with a refuted total left out of the
     * nogoods, the search found the solution it had counted before a restart again, restarting after 13: two).
     */
    @Test
    void countsExactlyWhenRestartingEveryFewNodes() throws IOException {
        Board board;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(PUZZLE + "\n"))) {
            board = reader.next().boardOrThrow();
        }
        byte[] digits = board.digitsForSearch();
        int[] grid = new int[digits.length];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits[i];
        }
        for (long firstRestart = 1; firstRestart <= 20; firstRestart++) {
            Search search = new Search(Search.Bounds.of(1_000_000, Duration.ofMinutes(5)), 2, false,
                    GeneralEngine.INSTANCE);
            int nogoods = GeneralEngine.searchRestartingAfter(board.layout().geometry(), grid, search, firstRestart);
            assertNull(search.stop(), "stopped after " + search.nodes() + " nodes");
            assertEquals(1, search.solutions(), "solutions, restarting after " + firstRestart);
            assertTrue(nogoods > 0, "no nogood recorded");
        }
    }
}
