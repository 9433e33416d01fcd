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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link Generator#puzzle(Layout, Difficulty)} on layouts other than the classic grid. */
final class LayoutLevelsTest {

    static Stream<Arguments> reachableLevels() {
        Layout diagonal = Layout.classic().withDiagonals();
        return Stream.of(
                Arguments.of(Layout.boxes(2, 3), Difficulty.EASY, 1L),
                Arguments.of(diagonal, Difficulty.EASY, 1L),
                Arguments.of(diagonal, Difficulty.MEDIUM, 2L),
                Arguments.of(diagonal, Difficulty.HARD, 3L),
                Arguments.of(diagonal, Difficulty.EXPERT, 4L),
                Arguments.of(Layout.classic().withWindows(), Difficulty.MEDIUM, 5L),
                Arguments.of(Layout.classic().withWindows(), Difficulty.EXPERT, 6L),
                Arguments.of(Layout.boxes(2, 4), Difficulty.EASY, 7L));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("reachableLevels")
    void makesProperPuzzlesThatRateAtTheAskedLevel(Layout layout, Difficulty level, long seed) {
        Board puzzle = Generator.withSeed(seed).puzzle(layout, level);
        assertEquals(layout, puzzle.layout());
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), "proper: " + puzzle);
        assertEquals(level, LogicalSolver.standard().rate(puzzle).difficulty(), puzzle.toString());
        assertEquals(puzzle, Generator.withSeed(seed).puzzle(layout, level), "the seed fixes the puzzle");
    }

    @Test
    void aSixteenBySixteenPuzzleCanBeEasy() {
        // Its minimal puzzles need forcing chains; thinning under the easy techniques keeps it easy.
        Board puzzle = Generator.withSeed(1).puzzle(Layout.boxes(4, 4), Difficulty.EASY);
        assertEquals(Difficulty.EASY, LogicalSolver.standard().rate(puzzle).difficulty(), puzzle.toString());
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2));
    }

    @Test
    void theClassicLayoutGivesThePuzzleOfTheClassicCall() {
        assertEquals(Generator.withSeed(7).puzzle(Difficulty.MEDIUM),
                Generator.withSeed(7).puzzle(Layout.classic(), Difficulty.MEDIUM));
    }

    @Test
    void aLevelTheLayoutDoesNotReachIsRefusedWithTheLevelsItMade() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Generator.withSeed(1).puzzle(Layout.boxes(2, 2), Difficulty.HARD));
        assertTrue(refused.getMessage().contains("level HARD") && refused.getMessage().contains("[EASY]"),
                refused.getMessage());
    }

    @Test
    void refusesNullsRulesAndHonoursItsLimits() {
        Generator generator = Generator.withSeed(1);
        Layout diagonal = Layout.classic().withDiagonals();
        assertThrows(NullPointerException.class, () -> generator.puzzle(null, Difficulty.EASY));
        assertThrows(NullPointerException.class, () -> generator.puzzle(diagonal, null));
        assertThrows(NullPointerException.class, () -> generator.puzzle(diagonal, Difficulty.EASY, null));
        Layout caged = Layout.boxes(2, 2).withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1))));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> generator.puzzle(caged, Difficulty.EASY));
        assertTrue(refused.getMessage().contains("cages"), refused.getMessage());
        SearchAbortedException stopped = assertThrows(SearchAbortedException.class,
                () -> generator.puzzle(diagonal, Difficulty.HARD, SolveLimits.none().withMaxNodes(5)));
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, stopped.reason());
    }
}
