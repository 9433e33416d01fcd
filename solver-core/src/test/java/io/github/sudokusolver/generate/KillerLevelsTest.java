package io.github.sudokusolver.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** {@link Generator#killer(Layout, Difficulty)}. */
final class KillerLevelsTest {

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void makesProperKillersThatRateAtTheAskedLevel(Difficulty level) {
        assertProperKillerAt(Generator.withSeed(2).killer(Layout.classic(), level), level, "seed 2");
    }

    /** The levels the merging alone rarely reaches, where the climb does the work: several seeds each. */
    @ParameterizedTest
    @EnumSource(value = Difficulty.class, names = {"HARD", "EXPERT"})
    void climbedKillersRateAtTheAskedLevelWhateverTheSeed(Difficulty level) {
        for (long seed = 3; seed <= 5; seed++) {
            assertProperKillerAt(Generator.withSeed(seed).killer(Layout.classic(), level), level, "seed " + seed);
        }
    }

    /**
     * A 16x16 killer made under the level's techniques, whose explanations read the layout finders' table of places
     * ({@code HousePlaces}) at every step.
     */
    @Test
    void makesAProperSixteenBySixteenKillerAtTheAskedLevel() {
        assertProperKillerAt(Generator.withSeed(2).killer(Layout.boxes(4, 4), Difficulty.EASY), Difficulty.EASY,
                "16x16 seed 2");
    }

    @Test
    void theSeedFixesTheKiller() {
        assertEquals(Generator.withSeed(2).killer(Layout.classic(), Difficulty.HARD),
                Generator.withSeed(2).killer(Layout.classic(), Difficulty.HARD));
    }

    /**
     * A killer as the generator promises it: no givens, cages of one to five orthogonally connected cells covering
     * every cell once with different digits of the one solution, and the standard rating at the level.
     */
    private static void assertProperKillerAt(Board killer, Difficulty level, String seed) {
        String what = seed + ": " + killer.layout().cages();
        assertEquals(0, killer.filledCount(), "a killer has no givens, " + what);
        assertEquals(1, Solver.fastest().countSolutions(killer, 2), "proper, " + what);
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        int columns = killer.layout().columns();
        boolean[] covered = new boolean[killer.layout().rows() * columns];
        for (Cage cage : killer.layout().cages()) {
            List<Cell> cells = cage.cells();
            assertTrue(cells.size() >= 1 && cells.size() <= 5, "cage size " + cells.size() + ", " + what);
            Set<Integer> digits = new HashSet<>();
            int sum = 0;
            for (Cell cell : cells) {
                int digit = solution.get(cell.row(), cell.col());
                assertTrue(digits.add(digit), "a digit twice in " + cage + ", " + what);
                sum += digit;
                int index = cell.row() * columns + cell.col();
                assertTrue(!covered[index], cell + " in two cages, " + what);
                covered[index] = true;
            }
            assertEquals(cage.sum(), sum, cage + ", " + what);
            assertTrue(connected(cells), cage + " is not connected, " + what);
        }
        for (boolean cell : covered) {
            assertTrue(cell, "a cell outside every cage, " + what);
        }
        assertEquals(level, LogicalSolver.standard().rate(killer).difficulty(), what);
    }

    private static boolean connected(List<Cell> cells) {
        Set<Cell> reached = new HashSet<>();
        Deque<Cell> todo = new ArrayDeque<>(List.of(cells.get(0)));
        reached.add(cells.get(0));
        while (!todo.isEmpty()) {
            Cell cell = todo.pop();
            for (Cell other : cells) {
                int apart = Math.abs(other.row() - cell.row()) + Math.abs(other.col() - cell.col());
                if (apart == 1 && reached.add(other)) {
                    todo.push(other);
                }
            }
        }
        return reached.size() == cells.size();
    }

    @Test
    void refusesNullsACagedLayoutAndHonoursItsLimits() {
        Generator generator = Generator.withSeed(1);
        assertThrows(NullPointerException.class, () -> generator.killer(null, Difficulty.EASY));
        assertThrows(NullPointerException.class, () -> generator.killer(Layout.classic(), (Difficulty) null));
        assertThrows(NullPointerException.class, () -> generator.killer(Layout.classic(), Difficulty.EASY, null));
        Layout caged = Layout.classic().withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1))));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> generator.killer(caged, Difficulty.EASY));
        assertTrue(refused.getMessage().contains("cages"), refused.getMessage());
        // making a killer solves a random grid and counts the result's solutions: more than one node in all
        SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                () -> generator.killer(Layout.classic(), Difficulty.HARD, SolveLimits.none().withMaxNodes(1)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, stopped.reason());
    }
}
