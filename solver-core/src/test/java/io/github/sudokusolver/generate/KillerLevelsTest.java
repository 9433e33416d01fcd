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
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** {@link Generator#killer(Layout, Difficulty)}. */
final class KillerLevelsTest {

    @ParameterizedTest
    @EnumSource(value = Difficulty.class, names = {"EASY", "MEDIUM"})
    void makesProperKillersThatRateAtTheAskedLevel(Difficulty level) {
        Board killer = Generator.withSeed(2).killer(Layout.classic(), level);
        assertEquals(0, killer.filledCount(), "a killer has no givens");
        assertEquals(81, killer.layout().cages().stream().mapToInt(cage -> cage.cells().size()).sum());
        assertEquals(1, Solver.fastest().countSolutions(killer, 2), killer.layout().cages().toString());
        assertEquals(level, LogicalSolver.standard().rate(killer).difficulty(), killer.layout().cages().toString());
        assertEquals(killer, Generator.withSeed(2).killer(Layout.classic(), level), "the seed fixes the killer");
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
        SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                () -> generator.killer(Layout.classic(), Difficulty.HARD, SolveLimits.none().withMaxNodes(5)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, stopped.reason());
    }
}
