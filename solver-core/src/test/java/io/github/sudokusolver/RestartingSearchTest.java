package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

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

    /**
     * Every kind of layout without cages, nogoods recorded and used: a puzzle of each with a third of its givens dropped (so that a
     * count to 30 searches widely), restarting every few nodes, must record nogoods and still count as dancing links,
     * and count the same twice.
     */
    @ParameterizedTest
    @MethodSource("everyKind")
    void recordsNogoodsAndCountsExactlyOnEveryKindOfLayout(Layout layout) {
        long seed = 7;
        Random random = new Random(seed);
        Board puzzle = Generator.withSeed(seed).puzzle(layout);
        for (int i = puzzle.filledCount() / 3; i > 0; i--) {
            puzzle = LayoutSolvingTest.withoutRandomGiven(puzzle, random);
        }
        String context = layout + ", seed " + seed + ": " + puzzle;
        long expected = DANCING_LINKS.countSolutions(puzzle, 30, BUDGET);
        long[] nodes = new long[2];
        for (int run = 0; run < 2; run++) {
            Search count = new Search(Search.Bounds.of(20_000_000, null), 30, false, GeneralEngine.INSTANCE);
            int nogoods = GeneralEngine.searchRestartingAfter(puzzle.layout().geometry(), grid(puzzle), count, 3);
            assertTrue(nogoods > 0, context + ": no nogood recorded in " + count.nodes() + " nodes");
            assertEquals(expected, count.solutions(), context);
            nodes[run] = count.nodes();
        }
        assertEquals(nodes[0], nodes[1], context + ": the same search twice");
    }

    /** Killers are left to the repeated test above: dancing links did not count a killer with a quarter of its cages
     * left out within 20 million nodes. */
    static List<Layout> everyKind() {
        return List.of(Layout.boxes(2, 3), Layout.jigsaw(LayoutTest.JIGSAW_6), Layout.classic().withDiagonals(),
                Layout.classic().withWindows(), Layout.boxes(4, 4));
    }

    @Test
    void refusesAFirstRestartBelowOneNode() {
        Board puzzle = Generator.withSeed(1).puzzle(Layout.boxes(2, 2));
        Search search = new Search(Search.Bounds.of(1_000, null), 2, false, GeneralEngine.INSTANCE);
        assertThrows(IllegalArgumentException.class,
                () -> GeneralEngine.searchRestartingAfter(puzzle.layout().geometry(), grid(puzzle), search, 0));
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
