package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Strong link chains, aligned pair and triple exclusion and the death blossom of the layouts other than the classic
 * grid, asked directly at every position of seeded explanations (generated puzzles of 6x6, X-sudoku, windoku, a
 * jigsaw, samurai, 16x16 and classic killers; the chains where the explanation's step is at least as hard as they are,
 * the triple and the blossom where it is at least as hard as aligned pair exclusion: where they compete): every step any of them finds keeps the solution, and each is seen to fire. The
 * layout and the seed are in every message.
 */
final class LayoutMorePatternsPropertyTest {

    private static final Budget NONE = Budget.unlimited();

    @Test
    void everyPatternFoundOnTheWayKeepsTheSolution() {
        Map<Technique, Integer> fired = new EnumMap<>(Technique.class);
        List<Layout> layouts = List.of(Layout.boxes(2, 3), Layout.classic().withDiagonals(),
                Layout.classic().withWindows(), Layout.jigsaw(LayoutStepsPropertyTest.JIGSAW_9), Layout.samurai(),
                Layout.boxes(4, 4));
        for (Layout layout : layouts) {
            int seeds = layout.size() > 9 || layout.equals(Layout.samurai()) ? 2 : 6;
            for (long seed = 1; seed <= seeds; seed++) {
                walk(layout + ", seed " + seed, Generator.withSeed(seed).puzzle(layout), fired);
            }
        }
        for (long seed = 1; seed <= 4; seed++) {
            walk("killer, seed " + seed, Generator.withSeed(seed).killer(Layout.classic()), fired);
        }
        assertTrue(fired.getOrDefault(Technique.ALIGNED_PAIR_EXCLUSION, 0) > 0, fired.toString());
        assertTrue(fired.getOrDefault(Technique.ALIGNED_TRIPLE_EXCLUSION, 0) > 0, fired.toString());
        assertTrue(fired.getOrDefault(Technique.DEATH_BLOSSOM, 0) > 0, fired.toString());
        assertTrue(fired.getOrDefault(Technique.STRONG_LINKS, 0) > 0, fired.toString());
    }

    private static void walk(String name, Board puzzle, Map<Technique, Integer> fired) {
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Grid grid = Grid.of(puzzle.layout());
        Candidates marks = Candidates.of(puzzle);
        for (Step step : LogicalSolver.standard().explain(puzzle).steps()) {
            int[] m = marks.intMarks();
            check(name, solution, fired, AlignedPairs.find(grid, m, NONE));
            if (step.difficulty() >= Technique.STRONG_LINKS.difficulty()) {
                check(name, solution, fired, StrongLinkChains.find(grid, m, NONE));
            }
            if (step.difficulty() >= Technique.ALIGNED_PAIR_EXCLUSION.difficulty()) {
                check(name, solution, fired, AlignedTriples.find(grid, m, NONE));
                check(name, solution, fired, DeathBlossom.find(grid, m, NONE));
            }
            marks = marks.apply(step);
        }
    }

    private static void check(String name, Board solution, Map<Technique, Integer> fired, Step step) {
        if (step == null) {
            return;
        }
        fired.merge(step.technique(), 1, Integer::sum);
        assertTrue(!step.eliminations().isEmpty(), name + ": " + step);
        for (Candidate elimination : step.eliminations()) {
            assertNotEquals(solution.get(elimination.cell().row(), elimination.cell().col()), elimination.digit(),
                    name + ": " + step.description());
        }
    }
}
