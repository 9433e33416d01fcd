package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The limits of one whole call: every search inside it charges here, and a stop names its reason and the work. */
final class BudgetTest {

    /** The write-ups' puzzle, one digit per cell index; exactly one solution. */
    private static final String SEED =
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

    @Test
    void spendsUpToItsNodesThenStopsWithTheWholeCount() {
        Budget budget = new Budget(10, null);
        for (int i = 0; i < 10; i++) {
            budget.spend();
        }
        assertEquals(0, budget.nodesLeft());
        Budget.Stopped stopped = assertThrows(Budget.Stopped.class, budget::spend);
        assertEquals(Stop.NODE_LIMIT, stopped.reason());
        assertEquals(10, stopped.nodes());
    }

    @Test
    void nestedCountsChargeTheirNodesAndStopWhenTheRestIsSpent() {
        Budget budget = Budget.unlimited();
        assertEquals(1, budget.countSolutions(Geometry.classic(), grid(SEED), 2));
        assertEquals(0, budget.nodes(), "the fast engine counts guesses as nodes; this puzzle needs none");
        assertEquals(2, budget.countSolutions(Geometry.classic(), new int[81], 2));
        assertTrue(budget.nodes() > 0, "the count's guesses are charged");
        assertEquals(Long.MAX_VALUE, budget.nodesLeft());
        assertNull(budget.timeLeft());

        int[] empty = new int[81];
        Budget small = new Budget(3, null);
        Budget.Stopped stopped = assertThrows(Budget.Stopped.class,
                () -> small.countSolutions(Geometry.classic(), empty, 2));
        assertEquals(Stop.NODE_LIMIT, stopped.reason());
        assertEquals(3, stopped.nodes(), "the nested search had what was left, and all of it is charged");
        assertEquals(0, empty[0], "the caller's grid is not the search's scratch");
    }

    @Test
    void solvesWithinTheBudgetAndLeavesTheGridAlone() {
        int[] puzzle = grid(SEED);
        int[] solution = Budget.unlimited().solve(Geometry.classic(), puzzle);
        assertEquals(grid(SEED)[0], puzzle[0]);
        assertEquals(0, puzzle[2], "unchanged");
        assertEquals(4, solution[2]);
        assertNull(Budget.unlimited().solve(Geometry.classic(), noSolution()), "null when no grid completes it");
    }

    @Test
    void readsTheClockAndTheInterruptFlag() throws InterruptedException {
        Budget expired = new Budget(Long.MAX_VALUE, Duration.ZERO);
        assertEquals(Duration.ZERO, expired.timeLeft());
        assertEquals(Stop.TIMEOUT, assertThrows(Budget.Stopped.class, expired::check).reason());
        Thread.currentThread().interrupt();
        try {
            assertEquals(Stop.INTERRUPTED, assertThrows(Budget.Stopped.class, Budget.unlimited()::check).reason());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt status stays set");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void chargesWorkDoneElsewhere() {
        Budget budget = new Budget(100, null);
        budget.charge(60);
        assertEquals(40, budget.nodesLeft());
        Budget.Stopped stopped = budget.stoppedElsewhere(Stop.TIMEOUT, 30);
        assertEquals(Stop.TIMEOUT, stopped.reason());
        assertEquals(90, stopped.nodes());
        assertEquals(Stop.NODE_LIMIT, assertThrows(Budget.Stopped.class, () -> budget.charge(11)).reason());
    }

    private static int[] grid(String digits) {
        int[] grid = new int[digits.length()];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = digits.charAt(i) - '0';
        }
        return grid;
    }

    /** Consistent givens without a completion: r1c3 can hold no digit (row 1 and column 3 take all nine). */
    private static int[] noSolution() {
        int[] grid = new int[81];
        for (int col = 3; col < 9; col++) {
            grid[col] = col + 1; // row 1: 4..9 in columns 4-9
        }
        grid[1 * 9 + 2] = 1; // column 3: 1, 2, 3 below r1c3
        grid[4 * 9 + 2] = 2;
        grid[7 * 9 + 2] = 3;
        return grid;
    }
}
