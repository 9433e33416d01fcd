package io.github.sudokusolver;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.rules.Cage;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import nl.jqno.equalsverifier.EqualsVerifier;
import nl.jqno.equalsverifier.Warning;
import org.junit.jupiter.api.Test;

/** The small value types of the API: argument checks, equality, {@code toString}. */
final class ValueTypesTest {

    private static final SolveStatistics STATS = new SolveStatistics(12, 3, Duration.ofMillis(2));
    private static final Conflict CLASH =
            new Conflict(6, Region.ROW, Cell.of(0), Cell.of(3));

    @Test
    void everyValueTypeHasLawfulEquality() {
        EqualsVerifier.forClass(SolveLimits.class).verify();
        EqualsVerifier.forClass(SolveStatistics.class).suppress(Warning.NULL_FIELDS).verify();
        EqualsVerifier.forClass(Cell.class).verify();
        // Conflict is a record whose constructor refuses the values EqualsVerifier makes up; its equality is the
        // compiler's, so a direct check suffices.
        assertEquals(CLASH, new Conflict(6, Region.ROW, Cell.of(0), Cell.of(3)));
        assertNotEquals(CLASH, new Conflict(6, Region.BOX, Cell.of(0), Cell.of(3)));
        EqualsVerifier.forClass(SolveResult.class).withIgnoredFields("statistics")
                .withPrefabValues(Conflict.class, CLASH, new Conflict(7, Region.BOX, Cell.of(0), Cell.of(10)))
                .suppress(Warning.NULL_FIELDS).verify();
        EqualsVerifier.forClass(Cage.class).suppress(Warning.NULL_FIELDS).verify();
        EqualsVerifier.forClass(PuzzleEntry.class)
                .withPrefabValues(BoardFormatException.class, new BoardFormatException("a", 1, 1),
                        new BoardFormatException("b", 2, 2))
                .suppress(Warning.NULL_FIELDS).verify();
    }

    @Test
    void solveLimitsCheckTheirArgumentsAndDescribeThemselves() {
        assertEquals("SolveLimits[maxNodes=none, timeout=none]", SolveLimits.none().toString());
        SolveLimits both = SolveLimits.none().withMaxNodes(5).withTimeout(Duration.ofMillis(20));
        assertEquals("SolveLimits[maxNodes=5, timeout=PT0.02S]", both.toString());
        assertEquals(5, both.maxNodes());
        assertEquals(Optional.of(Duration.ofMillis(20)), both.timeout());
        assertEquals(Long.MAX_VALUE, SolveLimits.none().maxNodes());
        assertEquals(Optional.empty(), SolveLimits.none().timeout());
        assertEquals(both, SolveLimits.none().withTimeout(Duration.ofMillis(20)).withMaxNodes(5));
        IllegalArgumentException negative =
                assertThrows(IllegalArgumentException.class, () -> SolveLimits.none().withMaxNodes(-1));
        assertEquals("maxNodes must not be negative, was -1", negative.getMessage());
        assertThrows(NullPointerException.class, () -> SolveLimits.none().withTimeout(null));
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class,
                () -> SolveLimits.none().withTimeout(Duration.ofMillis(-1)));
        assertEquals("timeout must not be negative, was PT-0.001S", past.getMessage());
    }

    @Test
    void timeoutsBeyondLongNanosecondsActAsNone() {
        SolveLimits forever = SolveLimits.none().withTimeout(Duration.ofSeconds(Long.MAX_VALUE));
        for (Solver solver : Solver.available()) {
            Board hard = Board.parse(
                    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
            assertTrue(solver.solve(hard, forever).isSolved(), solver.name());
            assertEquals(1, solver.countSolutions(hard, 2, forever), solver.name());
        }
    }

    @Test
    void solveStatisticsRejectNegativesAndNull() {
        assertThrows(NullPointerException.class, () -> new SolveStatistics(0, 0, null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SolveStatistics(-1, 0, Duration.ZERO));
        assertEquals("statistics must not be negative: nodes -1, backtracks 0, elapsed PT0S", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SolveStatistics(0, -1, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new SolveStatistics(0, 0, Duration.ofNanos(-1)));
        assertEquals(12, STATS.nodes());
        assertEquals(3, STATS.backtracks());
    }

    @Test
    void solveResultsHoldExactlyWhatTheirStatusPromises() {
        SolveResult solved = SolveResult.solved(SEED_SOLUTION, STATS);
        assertTrue(solved.isSolved());
        assertEquals(Optional.of(SEED_SOLUTION), solved.solution());
        assertEquals(Optional.empty(), solved.abortReason());
        assertEquals(List.of(), solved.conflicts());
        assertEquals(STATS, solved.statistics());
        assertEquals("SOLVED " + SEED_SOLUTION + " (12 nodes, 3 backtracks, 2.000 ms)", solved.toString());

        SolveResult none = SolveResult.noSolution(STATS);
        assertEquals(SolveResult.Status.NO_SOLUTION, none.status());
        assertFalse(none.isSolved());
        assertEquals("NO_SOLUTION (12 nodes, 3 backtracks, 2.000 ms)", none.toString());

        SolveResult invalid = SolveResult.invalid(List.of(CLASH), STATS);
        assertEquals(List.of(CLASH), invalid.conflicts());
        assertEquals(Optional.empty(), invalid.solution());
        assertEquals("INVALID [" + CLASH + "] (12 nodes, 3 backtracks, 2.000 ms)", invalid.toString());
        IllegalArgumentException empty =
                assertThrows(IllegalArgumentException.class, () -> SolveResult.invalid(List.of(), STATS));
        assertEquals("an invalid result needs at least one conflict", empty.getMessage());

        SolveResult aborted = SolveResult.aborted(SolveResult.AbortReason.TIMEOUT, STATS);
        assertEquals(Optional.of(SolveResult.AbortReason.TIMEOUT), aborted.abortReason());
        assertEquals("ABORTED TIMEOUT (12 nodes, 3 backtracks, 2.000 ms)", aborted.toString());

        SolveStatistics one = new SolveStatistics(1, 1, Duration.ofNanos(1_226_570));
        assertEquals("NO_SOLUTION (1 node, 1 backtrack, 1.227 ms)", SolveResult.noSolution(one).toString(),
                "a count of one in the singular; the time in milliseconds, as the command line writes it");

        assertThrows(NullPointerException.class, () -> SolveResult.solved(null, STATS));
        assertThrows(NullPointerException.class, () -> SolveResult.solved(SEED_SOLUTION, null));
        assertThrows(NullPointerException.class, () -> SolveResult.aborted(null, STATS));
        assertThrows(NullPointerException.class, () -> SolveResult.noSolution(null));
    }

    @Test
    void resultsOfTheSameAnswerAreEqualWhateverTheirCost() {
        SolveResult slow = SolveResult.solved(SEED_SOLUTION, new SolveStatistics(900, 800, Duration.ofSeconds(1)));
        assertEquals(SolveResult.solved(SEED_SOLUTION, STATS), slow);
        assertEquals(SolveResult.solved(SEED_SOLUTION, STATS).hashCode(), slow.hashCode());
        assertNotEquals(SolveResult.noSolution(STATS), SolveResult.aborted(SolveResult.AbortReason.TIMEOUT, STATS));
        for (Solver solver : Solver.available()) {
            SolveResult firstRun = solver.solve(TestPuzzles.deadlyRectangle().puzzle());
            SolveResult secondRun = solver.solve(TestPuzzles.deadlyRectangle().puzzle());
            assertEquals(firstRun, secondRun, solver.name() + ": two runs, one answer, different timings");
        }
    }

    @Test
    void searchAbortedExceptionCarriesItsCount() {
        SearchAbortedException e = new SearchAbortedException(SolveResult.AbortReason.NODE_LIMIT, 7, STATS);
        assertEquals(SolveResult.AbortReason.NODE_LIMIT, e.reason());
        assertEquals(7, e.solutionsFound());
        assertEquals(STATS, e.statistics());
        assertEquals("the search stopped at its node budget (SolveLimits.withMaxNodes) after 12 nodes, with 7 solutions"
                + " found; raise the budget to let it finish", e.getMessage());
        assertEquals("the search stopped at its timeout (SolveLimits.withTimeout) after 2.0 ms and 12 nodes,"
                + " with 1 solution found; allow more time to let it finish",
                new SearchAbortedException(SolveResult.AbortReason.TIMEOUT, 1, STATS).getMessage());
        assertEquals("the search stopped because its thread was interrupted, after 12 nodes, with 0 solutions found;"
                + " no limit to raise: the interrupt status stays set",
                new SearchAbortedException(SolveResult.AbortReason.INTERRUPTED, 0, STATS).getMessage());
        assertEquals("the search stopped at its node budget (SolveLimits.withMaxNodes) after 1 node, with 0 solutions"
                + " found; raise the budget to let it finish", new SearchAbortedException(
                        SolveResult.AbortReason.NODE_LIMIT, 0, new SolveStatistics(1, 0, Duration.ZERO)).getMessage());
        assertThrows(NullPointerException.class, () -> new SearchAbortedException(null, 0, STATS));
        assertThrows(NullPointerException.class,
                () -> new SearchAbortedException(SolveResult.AbortReason.TIMEOUT, 0, null));
    }

    @Test
    void cellsAndCharactersAreNamedAsTheMessagesNameThem() {
        assertEquals("r3c5", new Cell(2, 4).name());
        assertEquals("r1c1", Cell.of(0).name());
        assertEquals("'x'", BoardFormatException.describe('x'));
        assertEquals("U+0009", BoardFormatException.describe('\t'));
        assertEquals("U+00A0", BoardFormatException.describe('\u00A0'));
    }
}
