package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

/**
 * The general solver's restarts with nogoods, made to restart after a node or a few (the solver itself first
 * restarts after 20,000, which no puzzle small enough to check against another solver reaches): counts equal the
 * dancing-links solver's up to every limit, so the nogoods forbid what was searched and nothing more, and a solve
 * returns a solution of the puzzle.
 */
final class RestartingSearchTest {

    private static final Solver DANCING_LINKS = Solver.named("dancing-links");
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(20_000_000);

    private static int[] grid(Board puzzle) {
        byte[] digits = puzzle.digitsForSearch();
        int[] grid = new int[digits.length];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits[i];
        }
        return grid;
    }

    private static Search restarting(Board puzzle, long solutionLimit, boolean keepFirstSolution, long firstRestart) {
        Search search = new Search(Search.Bounds.of(20_000_000, null), solutionLimit, keepFirstSolution,
                GeneralEngine.INSTANCE);
        GeneralEngine.searchRestartingAfter(puzzle.layout().geometry(), grid(puzzle), search, firstRestart);
        return search;
    }

    @RepeatedTest(60)
    void countsAsDancingLinksWhenRestartingEveryFewNodes(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Random random = new Random(seed);
        List<Layout> layouts = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.boxes(3, 4),
                Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.classic().withDiagonals(), Layout.classic().withWindows(),
                Layout.classic(), Layout.boxes(4, 4));
        Layout layout = layouts.get(random.nextInt(layouts.size()));
        Board puzzle = layout.equals(Layout.classic()) ? Generator.withSeed(seed).killer(layout)
                : Generator.withSeed(seed).puzzle(layout);
        int dropped = random.nextInt(5);
        for (int i = 0; i < dropped; i++) {
            puzzle = LayoutSolvingTest.withoutRandomGiven(puzzle, random);
        }
        long firstRestart = 1 + random.nextInt(8);
        String context = "seed " + seed + ", " + puzzle.layout() + ", " + dropped + " givens dropped, first restart"
                + " after " + firstRestart + " nodes: " + puzzle;
        long expected = DANCING_LINKS.countSolutions(puzzle, 30, BUDGET);
        for (long limit : new long[] {1, 2, 3, 30}) {
            Search count = restarting(puzzle, limit, false, firstRestart);
            assertNull(count.stop(), context);
            assertEquals(Math.min(expected, limit), count.solutions(), context + ", limit " + limit);
        }
        Search solve = restarting(puzzle, 1, true, firstRestart);
        byte[] solution = solve.firstSolution();
        assertNotNull(solution, context);
        Board solved = Board.ofTrustedCells(puzzle.layout(), solution);
        assertTrue(solved.isSolved() && puzzle.isKeptBy(solved), context + ": " + solved);
    }
}
