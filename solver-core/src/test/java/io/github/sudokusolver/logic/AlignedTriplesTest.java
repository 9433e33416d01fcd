package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.internal.search.Budget;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Aligned triple exclusion ({@link AlignedTriples}) on hand-made positions. */
class AlignedTriplesTest {

    /**
     * Base r1c1 (1, 2), r1c2 (1, 3) and r2c7 (2, 3, 4); excluders r1c8 (1, 4), in row 1 and box 3, and r2c3 (3, 4), in
     * row 2 and box 1. With r2c7=4, r1c1 and r1c2 take 1 and 3 (r1c8 empty), 2 and 1 (r1c8 again) or 2 and 3 (r2c3).
     */
    private static Position triple() {
        return Position.open().only("r1c1", 1, 2).only("r1c2", 1, 3).only("r2c7", 2, 3, 4)
                .only("r1c8", 1, 4).only("r2c3", 3, 4).without(4, "r1c3");
    }

    @Test
    void aValueEveryCombinationOfWhichEmptiesAnExcluderGoes() {
        Step step = OnClassicGrid.run(AlignedTriples::find, triple().marks(), Budget.unlimited());

        assertNotNull(step);
        assertEquals(Technique.ALIGNED_TRIPLE_EXCLUSION, step.technique());
        assertEquals("Aligned triple exclusion: every triple of values of r1c1, r1c2 and r2c7 that uses a removed"
                + " candidate repeats a digit in a house or leaves no candidate in r1c8 (1 and 4) or r2c3 (3 and 4)"
                + " => r2c7<>4", step.description());
        assertEquals(List.of(candidate("r2c7", 4)), step.eliminations());
        assertEquals(3, step.groups().size());
        assertEquals(7.5, step.difficulty());
    }

    @Test
    void oneExcluderIsNotEnough() {
        // Sudoku Explainer asks for two excluders; r2c3 with every digit excludes nothing.
        assertNull(OnClassicGrid.run(AlignedTriples::find, triple().only("r2c3", 1, 2, 3, 4, 5, 6, 7, 8, 9).marks(), Budget.unlimited()));
    }

    @Test
    void aCombinationThatSurvivesKeepsItsValues() {
        // r2c3 (3, 4, 6) is not emptied by 2, 3 and 4, so r2c7=4 with r1c1=2 and r1c2=3 stays possible.
        assertNull(OnClassicGrid.run(AlignedTriples::find, triple().only("r2c3", 3, 4, 6).marks(), Budget.unlimited()));
    }

    @Test
    void theSearchChargesTheBudget() {
        Budget none = new Budget(0, Duration.ofDays(1));
        assertThrows(Budget.Stopped.class, () -> OnClassicGrid.run(AlignedTriples::find, triple().marks(), none));
    }
}
