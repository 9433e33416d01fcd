package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.internal.search.Budget;
import org.junit.jupiter.api.Test;

/** The bounded search of last resort ({@link CandidateSearch#boundedSearch}) on hand-made positions. */
class CandidateSearchTest {

    @Test
    void anAssumptionWithoutSolutionIsEliminated() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c2", 1).marks();

        Step step = CandidateSearch.boundedSearch(marks, Budget.unlimited());

        assertEquals("Bounded search: assuming r1c1=1, an exhaustive search finds no solution => r1c1<>1",
                step.description());
    }

    @Test
    void aCellWhoseEveryCandidateHasASolutionGivesNothing() {
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c2", 1, 3).marks();

        assertNull(CandidateSearch.boundedSearch(marks, Budget.unlimited()));
    }
}
