package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Nishio ({@link Chains#nishio}) on hand-made positions: its contradictions, written from the step's branches. */
class ChainsTest {

    @Test
    void aDigitThatWouldLeaveAHouseWithoutPlaceIsEliminated() {
        short[] marks = Position.open().confine(5, "b2", "r1c4", "r1c5").marks();

        Step step = Chains.nishio(marks, Budget.unlimited());

        assertNotNull(step);
        assertEquals("Nishio forcing chain: assuming r1c1=5, box 2 would have no place for 5: (5)r1c1-(5)r1c4;"
                + " (5)r1c1-(5)r1c5 => r1c1<>5", step.description());
        assertEquals(List.of(House.of(House.FIRST_BOX + 1)), step.houses(), "the emptied house");
        assertEquals(2, step.branches().size(), "one branch per place of the house");
    }

    /**
     * r1c1=5 takes 5 from r4c1, so box 4 puts it in r5c2; and from r1c7, so column 7 puts it in r5c7, which takes it
     * from r5c2 again.
     */
    @Test
    void aDigitThatWouldBeBothInAndOutOfACellIsEliminated() {
        short[] marks = Position.open().confine(5, "c7", "r1c7", "r5c7").confine(5, "b4", "r4c1", "r5c2").marks();

        Step step = Chains.nishio(marks, Budget.unlimited());

        assertNotNull(step);
        assertEquals(Technique.NISHIO_FORCING_CHAIN, step.technique());
        assertEquals("Nishio forcing chain: assuming r1c1=5, r5c2 would be both 5 and not 5: (5)r1c1-(5)r4c1=(5)r5c2;"
                + " (5)r1c1-(5)r1c7=(5)r5c7-(5)r5c2 => r1c1<>5", step.description());
        assertEquals(List.of(candidate("r1c1", 5)), step.eliminations());
        assertEquals(List.of(), step.houses());
        assertEquals(7.5, step.difficulty());
    }

    @Test
    void anAssumptionThatLeadsNowhereIsNoNishio() {
        // Without the strong link of column 7, r1c1=5 only puts 5 in r5c2.
        short[] marks = Position.open().confine(5, "b4", "r4c1", "r5c2").marks();

        assertNull(Chains.nishio(marks, Budget.unlimited()));
    }
}
