package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;

/**
 * Fuzzes the solvers' contract on random boards: every built-in strategy's status, count and solution are checked
 * against an independent brute force written here (row-major, candidates read off the grid), when it settles within
 * its node budget; and the strategies must agree with each other always.
 */
final class SolverFuzzTest {

    private static final long BRUTE_FORCE_BUDGET = 200_000;
    private static final SolveLimits CLASSIC_BUDGET = SolveLimits.none().withMaxNodes(1_000_000);

    @FuzzTest
    void everyStrategyAgreesWithBruteForce(FuzzedDataProvider data) {
        int[] cells = new int[Board.CELLS];
        int givens = data.consumeInt(0, 45);
        for (int i = 0; i < givens; i++) {
            cells[data.consumeInt(0, Board.CELLS - 1)] = data.consumeInt(1, 9);
        }
        int[][] rows = new int[Board.SIZE][Board.SIZE];
        for (int cell = 0; cell < Board.CELLS; cell++) {
            rows[cell / 9][cell % 9] = cells[cell];
        }
        Board puzzle = Board.of(rows);
        BruteForce brute = new BruteForce(cells.clone());
        boolean clash = !puzzle.conflicts().isEmpty();
        long expected = clash ? 0 : brute.count();

        for (Solver solver : List.of(Solver.fastest(), Solver.bitmask(), Solver.booleanArray(),
                Solver.candidateSet())) {
            String context = solver.name() + " on " + puzzle;
            SolveLimits limits = solver == Solver.fastest() ? SolveLimits.none() : CLASSIC_BUDGET;
            SolveResult result = solver.solve(puzzle, limits);
            if (result.status() == SolveResult.Status.ABORTED) {
                assertTrue(solver != Solver.fastest(), context + ": aborted without limits");
                continue;
            }
            if (clash) {
                assertEquals(SolveResult.Status.INVALID, result.status(), context);
                assertEquals(puzzle.conflicts(), result.conflicts(), context);
                continue;
            }
            if (expected < 0) {
                if (result.isSolved()) {
                    Board solution = result.solution().orElseThrow();
                    assertTrue(solution.isSolved() && puzzle.isKeptBy(solution), context);
                }
                continue;
            }
            assertEquals(expected > 0 ? SolveResult.Status.SOLVED : SolveResult.Status.NO_SOLUTION,
                    result.status(), context);
            if (expected == 1) {
                assertEquals(brute.firstSolution(), result.solution().orElseThrow(), context);
            }
            result.solution().ifPresent(s -> assertTrue(s.isSolved() && puzzle.isKeptBy(s), context));
            try {
                assertEquals(expected, solver.countSolutions(puzzle, 2, limits), context);
            } catch (SearchAbortedException overBudget) {
                assertTrue(solver != Solver.fastest(), context + ": count aborted without limits");
            }
        }
    }

    /** Counts solutions up to 2 by plain row-major search; -1 when it runs out of budget. Shares no library code. */
    private static final class BruteForce {
        private final int[] cells;
        private long nodes;
        private long found;
        private int[] first;

        BruteForce(int[] cells) {
            this.cells = cells;
        }

        long count() {
            return fill(0) ? -1 : found;
        }

        Board firstSolution() {
            int[][] rows = new int[9][9];
            for (int cell = 0; cell < 81; cell++) {
                rows[cell / 9][cell % 9] = first[cell];
            }
            return Board.of(rows);
        }

        /** True when the budget ran out. */
        private boolean fill(int cell) {
            while (cell < 81 && cells[cell] != 0) {
                cell++;
            }
            if (cell == 81) {
                if (found++ == 0) {
                    first = cells.clone();
                }
                return false;
            }
            for (int digit = 1; digit <= 9 && found < 2; digit++) {
                if (allowed(cell, digit)) {
                    if (++nodes > BRUTE_FORCE_BUDGET) {
                        return true;
                    }
                    cells[cell] = digit;
                    boolean outOfBudget = fill(cell + 1);
                    cells[cell] = 0;
                    if (outOfBudget) {
                        return true;
                    }
                }
            }
            return false;
        }

        private boolean allowed(int cell, int digit) {
            int row = cell / 9;
            int col = cell % 9;
            int boxRow = row / 3 * 3;
            int boxCol = col / 3 * 3;
            for (int i = 0; i < 9; i++) {
                if (cells[row * 9 + i] == digit || cells[i * 9 + col] == digit
                        || cells[(boxRow + i / 3) * 9 + boxCol + i % 3] == digit) {
                    return false;
                }
            }
            return true;
        }
    }
}
