package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What issue 56 found stopping explanations: forcing chains on killers that searched a cage's fillings again at every
 * removal in it (the slowest rated killers spent three quarters of their time there and did not finish within 10 s).
 * Work is measured in nodes and searches, never in time.
 */
final class ExplanationsFinishTest {

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
        LayoutForcingChains economical = new LayoutForcingChains(grid, marks, Budget.unlimited(), true);
        LayoutForcingChains plain = new LayoutForcingChains(grid, marks, Budget.unlimited(), false);
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
