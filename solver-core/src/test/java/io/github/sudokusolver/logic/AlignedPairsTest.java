package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Aligned pair exclusion ({@link AlignedPairs}) on hand-made positions. */
class AlignedPairsTest {

    /** Base r1c1 (1, 2, 5, 6) and r1c2 (1, 2); bivalue excluders r1c8 (1, 5) in row 1 and r2c3 (2, 5) in box 1. */
    private static Position pair() {
        return Position.open().only("r1c1", 1, 2, 5, 6).only("r1c2", 1, 2).only("r1c8", 1, 5).only("r2c3", 2, 5);
    }

    @Test
    void aValueWhosePairsAllEmptyABivalueCellGoes() {
        Step step = OnClassicGrid.run(AlignedPairs::find, pair().marks());

        assertNotNull(step);
        assertEquals(Technique.ALIGNED_PAIR_EXCLUSION, step.technique());
        assertEquals("Aligned pair exclusion: every pair of values of r1c1 and r1c2 that uses a removed candidate"
                + " repeats a digit in a house or leaves no candidate in r1c8 (1 and 5) or r2c3 (2 and 5)"
                + " => r1c1<>5", step.description());
        assertEquals(List.of(candidate("r1c1", 5)), step.eliminations());
        assertEquals(List.of(1, 2, 5, 6), step.groups().get(0).digits());
    }

    @Test
    void anExcluderWithAThirdCandidateExcludesNoPair() {
        assertNull(OnClassicGrid.run(AlignedPairs::find, pair().only("r2c3", 2, 5, 6).marks()));
    }
}
