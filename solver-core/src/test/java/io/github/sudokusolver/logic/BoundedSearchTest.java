package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/** The bounded search of last resort ({@link MarksSearch#boundedSearch}) on hand-made classic positions. */
class BoundedSearchTest {

    @Test
    void anAssumptionWithoutSolutionIsEliminated() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c2", 1).marks();

        Step step = OnClassicGrid.run(MarksSearch::boundedSearch, marks);

        assertEquals("Bounded search: assuming r1c1=1, an exhaustive search finds no solution => r1c1<>1",
                step.description());
    }

    @Test
    void anOpenCellOfOneCandidateIsPlacedWhenNoCellHasTwo() {
        // A solved grid with r1c1 and r9c9 emptied: each keeps only its digit, which the singles would place. A solver
        // with the last resort alone must still reach the end, so it places them: without the digit, no solution.
        Board solved = Board.parse("123456789456789123789123456214365897365897214897214365531642978642978531978531642");
        short[] marks = Candidates.of(solved.with(0, 0, 0).with(8, 8, 0)).marks();

        Step step = OnClassicGrid.run(MarksSearch::boundedSearch, marks);

        assertEquals("Bounded search: assuming r1c1<>1, an exhaustive search finds no solution => r1c1=1",
                step.description());
        int[] wide = Grid.widen(marks);
        LogicalSolver.apply(Grid.CLASSIC, wide, step);
        assertEquals("Bounded search: assuming r9c9<>2, an exhaustive search finds no solution => r9c9=2",
                MarksSearch.boundedSearch(Grid.CLASSIC, wide, Budget.unlimited()).description());
    }

    @Test
    void aCellWhoseEveryCandidateHasASolutionGivesNothing() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c2", 1, 3).marks();

        assertNull(OnClassicGrid.run(MarksSearch::boundedSearch, marks));
    }
}
