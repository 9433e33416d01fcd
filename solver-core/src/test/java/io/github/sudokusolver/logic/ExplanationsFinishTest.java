package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What issue 56 found stopping explanations: a last resort that gave up when no assumption of its cell was refuted
 * within its bound (a minimal 25x25 puzzle explained with singles and the last resort stopped unsolved after 29
 * steps), and forcing chains on killers that searched a cage's fillings again at every removal in it (the slowest
 * rated killers spent three quarters of their time there and did not finish within 10 s). Work is measured in nodes
 * and searches, never in time.
 */
final class ExplanationsFinishTest {

    /** Nodes the whole of one puzzle's last-resort explanation may take: far above what it needs, so never a stop. */
    private static final long NODES = 5_000_000;

    static Stream<Arguments> puzzles() {
        return Stream.of(
                Arguments.of(Generator.withSeed(1).puzzle(Layout.classic())),
                Arguments.of(Generator.withSeed(2).puzzle(Layout.classic())),
                Arguments.of(Generator.withSeed(1).puzzle(Layout.boxes(2, 3))),
                Arguments.of(Generator.withSeed(1).puzzle(Layout.classic().withDiagonals())),
                Arguments.of(Generator.withSeed(1).puzzle(Layout.boxes(4, 4))),
                Arguments.of(Generator.withSeed(3).killer(Layout.classic())));
    }

    /**
     * The last resort alone, its first round's bound lowered to one node so that nothing is refuted there: at every
     * position it must still remove a candidate, never the solution's, until each open cell holds the solution digit
     * alone. Before the bound grew it gave up (returned nothing) at the first position whose chosen cell needed more.
     */
    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("puzzles")
    void theLastResortRemovesACandidateAtEveryPositionThoughItsFirstBoundProvesNothing(Board puzzle) {
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Budget budget = new Budget(NODES, null);
        Grid grid = Grid.of(puzzle.layout());
        int steps = 0;
        int[] marks = Candidates.of(puzzle).intMarks();
        while (open(grid, marks)) {
            Step step = MarksSearch.boundedSearch(grid, marks, budget, 1);
            assertNotNull(step, puzzle + ": gave up after " + steps + " steps");
            assertKeeps(solution, step);
            LogicalSolver.apply(grid, marks, step);
            steps++;
        }
        assertSolved(solution, grid, marks);
        assertTrue(steps > 0, "the puzzle needed no step");
    }

    /**
     * The engine with no technique but the last resort: every proper puzzle is explained to its solution, and a node
     * budget too small for that is a stop ({@link SearchAbortedException}), never an explanation that ends unsolved.
     */
    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("puzzles")
    void anExplanationByTheLastResortAloneEndsSolvedOrStops(Board puzzle) {
        LogicalSolver lastResort = LogicalSolver.using(EnumSet.of(Technique.BOUNDED_SEARCH));
        Explanation explanation = lastResort.explain(puzzle, SolveLimits.none().withMaxNodes(NODES));
        assertTrue(explanation.isSolved(), puzzle + ": " + explanation.steps().size() + " steps");
        long needed = explanation.statistics().nodes();
        assertThrows(SearchAbortedException.class,
                () -> lastResort.explain(puzzle, SolveLimits.none().withMaxNodes(needed - 1)));
    }

    /** Whether an open cell still holds two or more digits: the last resort has work left. */
    private static boolean open(Grid grid, int[] marks) {
        for (int cell = 0; cell < grid.cells; cell++) {
            if ((marks[cell] & grid.placed) == 0 && Integer.bitCount(marks[cell] & grid.all) >= 2) {
                return true;
            }
        }
        return false;
    }

    private static void assertKeeps(Board solution, Step step) {
        for (Candidate gone : step.eliminations()) {
            assertNotEquals(solution.get(gone.cell().row(), gone.cell().col()), gone.digit(), step.toString());
        }
        assertEquals(1, step.eliminations().size(), step.toString());
    }

    private static void assertSolved(Board solution, Grid grid, int[] marks) {
        for (int cell = 0; cell < grid.cells; cell++) {
            var at = grid.cell(cell);
            assertEquals(1 << solution.get(at.row(), at.col()) - 1, marks[cell] & grid.all, at.name());
        }
    }

    static Stream<Arguments> killers() {
        Board solution = Solver.fastest().solve(Generator.withSeed(5).puzzle(Layout.classic())).solution()
                .orElseThrow();
        Layout standIn = Layout.classic().withCages(Killers.randomCages(solution, new Random(5), 7, 100));
        return Stream.of(
                Arguments.of(Generator.withSeed(3).killer(Layout.classic()), solution, 0),
                Arguments.of(Board.empty(standIn), solution, 0),
                Arguments.of(Board.empty(standIn), solution, 24));
    }

    /**
     * The forcing chains' cage checks, remembered by the cage's marks and skipped after a removal no filling used,
     * against searching afresh at every removal: every assumption (each open candidate true, then false) followed to
     * the end sets the same nodes in the same order, meets the same contradiction resting on as many nodes, and the
     * cages are searched at most a quarter as often. The stand-in's cages have up to seven cells, as the slowest
     * rated killers' do; {@code placed} cells of the solution are placed first (in reading order), so that the runs
     * reach further into the cages.
     */
    @ParameterizedTest(name = "{index}: {2} placed")
    @MethodSource("killers")
    void theCageSavingsChangeNoRunAndSaveMostSearches(Board killer, Board solution, int placed) {
        CageFillings.forget(); // the searches counted must not depend on what an earlier test left remembered
        Grid grid = Grid.of(killer.layout());
        int[] marks = Candidates.of(killer).intMarks();
        for (int cell = 0, done = 0; done < placed; cell += 7, done++) {
            var at = grid.cell(cell % grid.cells);
            if ((marks[cell % grid.cells] & grid.placed) == 0) {
                grid.place(marks, cell % grid.cells, 1 << solution.get(at.row(), at.col()) - 1);
            }
        }
        DynamicChains economical = new DynamicChains(grid, marks, Budget.unlimited(), true);
        DynamicChains plain = new DynamicChains(grid, marks, Budget.unlimited(), false);
        int runs = 0;
        for (int candidate = 0; candidate < economical.nodeCount / 2; candidate++) {
            if (!economical.isOpen(candidate)) {
                continue;
            }
            for (int node : new int[] {candidate * 2 + 1, candidate * 2}) {
                boolean clash = economical.run(node, Integer.MAX_VALUE);
                String where = "assumption " + node;
                assertEquals(plain.run(node, Integer.MAX_VALUE), clash, where);
                assertEquals(plain.tail, economical.tail, where);
                assertArrayEquals(Arrays.copyOf(plain.queue, plain.tail),
                        Arrays.copyOf(economical.queue, economical.tail), where);
                if (clash) {
                    int[] nodes = economical.contradictionNodes();
                    assertArrayEquals(plain.contradictionNodes(), nodes, where);
                    assertEquals(plain.ancestors(nodes), economical.ancestors(nodes), where);
                }
                runs++;
            }
        }
        assertTrue(runs > 0);
        assertTrue(economical.cageSearches() * 4 < plain.cageSearches(), economical.cageSearches()
                + " searches of cages against " + plain.cageSearches() + " over " + runs + " runs");
    }
}
