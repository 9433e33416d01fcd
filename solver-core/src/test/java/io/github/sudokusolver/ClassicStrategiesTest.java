package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The three classic strategies are one algorithm with different bookkeeping: same visiting order, same digit order,
 * so the same answer and the same node count on every puzzle, including puzzles with many solutions or none.
 */
final class ClassicStrategiesTest {

    private static final List<Solver> CLASSIC = List.of(Solver.booleanArray(), Solver.bitmask(), Solver.candidateSet());
    private static final SolveLimits BUDGET = SolveLimits.none().withMaxNodes(200_000);

    static List<Solver> classic() {
        return CLASSIC;
    }

    @Test
    void haveTheirDocumentedNames() {
        assertEquals(List.of("boolean-array", "bitmask", "candidate-set"), CLASSIC.stream().map(Solver::name).toList());
    }

    @ParameterizedTest
    @MethodSource("classic")
    void returnTheLexicographicallySmallestSolution(Solver solver) {
        TestPuzzles.DeadlyRectangle rectangle = TestPuzzles.deadlyRectangle();
        assertEquals(rectangle.smaller(), solver.solve(rectangle.puzzle()).solution().orElseThrow());
        assertEquals("123456789456789123789123456214365897365897214897214365531642978642978531978531642",
                solver.solve(Board.empty()).solution().orElseThrow().toString());
    }

    @Test
    void visitTheSameNodesOnTheSeedBoard() {
        SolveResult reference = Solver.booleanArray().solve(TestPuzzles.SEED);
        for (Solver solver : CLASSIC) {
            SolveResult result = solver.solve(TestPuzzles.SEED);
            assertEquals(reference.statistics().nodes(), result.statistics().nodes(), solver.name());
            assertEquals(reference.statistics().backtracks(), result.statistics().backtracks(), solver.name());
        }
    }

    /** Random puzzles of 20 to 50 givens; one in three gets an extra consistent given that may leave no solution. */
    @RepeatedTest(300)
    void agreeOnStatusSolutionAndNodes(RepetitionInfo repetition) {
        long seed = repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Board puzzle = TestPuzzles.randomPuzzle(random, TestPuzzles.randomSolvedGrid(random), 20 + random.nextInt(31));
        if (random.nextInt(3) == 0) {
            puzzle = withRandomConsistentGiven(random, puzzle);
        }
        SolveResult reference = CLASSIC.get(0).solve(puzzle, BUDGET);
        long referenceCount = countOrMinusOne(CLASSIC.get(0), puzzle);
        for (Solver solver : CLASSIC.subList(1, CLASSIC.size())) {
            String context = "seed " + seed + ", " + solver.name() + ", puzzle " + puzzle;
            SolveResult result = solver.solve(puzzle, BUDGET);
            assertEquals(reference.status(), result.status(), context);
            assertEquals(reference.solution(), result.solution(), context);
            assertEquals(reference.abortReason(), result.abortReason(), context);
            assertEquals(reference.statistics().nodes(), result.statistics().nodes(), context);
            assertEquals(reference.statistics().backtracks(), result.statistics().backtracks(), context);
            assertEquals(referenceCount, countOrMinusOne(solver, puzzle), context);
        }
        if (reference.isSolved()) {
            Board solution = reference.solution().orElseThrow();
            assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), "seed " + seed);
        }
    }

    private static long countOrMinusOne(Solver solver, Board puzzle) {
        try {
            return solver.countSolutions(puzzle, 5, BUDGET);
        } catch (SearchAbortedException e) {
            return -1;
        }
    }

    private static Board withRandomConsistentGiven(Random random, Board puzzle) {
        for (int attempt = 0; attempt < 100; attempt++) {
            int cell = random.nextInt(81);
            int digit = 1 + random.nextInt(9);
            if (puzzle.get(cell / 9, cell % 9) == 0) {
                Board candidate = puzzle.with(cell / 9, cell % 9, digit);
                if (candidate.conflicts().isEmpty()) {
                    return candidate;
                }
            }
        }
        return puzzle;
    }
}
