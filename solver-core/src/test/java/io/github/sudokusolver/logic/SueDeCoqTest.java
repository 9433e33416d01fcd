package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sue de Coq ({@link SueDeCoq}) on hand-made positions: where it fires, and near misses where it must not. */
class SueDeCoqTest {

    /**
     * r1c1 and r1c2 hold 1-4; r1c5 {1,2} in row 1, r2c3 {3,4} in box 1. 1 and 2 are removed from the rest of row 1
     * but for r1c3 and r1c9, 3 and 4 from the rest of box 1 but for r1c3 and r3c3: the cells left to clear.
     */
    private static Position sueDeCoq() {
        return Position.open().only("r1c1", 1, 2, 3, 4).only("r1c2", 1, 2, 3, 4).only("r1c5", 1, 2).only("r2c3", 3, 4)
                .without(1, "r1c4", "r1c6", "r1c7", "r1c8").without(2, "r1c4", "r1c6", "r1c7", "r1c8")
                .without(3, "r2c1", "r2c2", "r3c1", "r3c2").without(4, "r2c1", "r2c2", "r3c1", "r3c2");
    }

    @Test
    void aSueDeCoqClearsTheLineDigitsFromTheLineAndTheBoxDigitsFromTheBox() {
        Step step = OnClassicGrid.run(SueDeCoq::find, sueDeCoq().marks(), Budget.unlimited());

        assertNotNull(step);
        assertEquals(Technique.SUE_DE_COQ, step.technique());
        assertEquals("Sue de Coq: r1c1,r1c2 (1, 2, 3 and 4) in row 1 and box 1, with r1c5 (1 and 2) in the row"
                + " and r2c3 (3 and 4) in the box => r1c3,r1c9<>12, r1c3,r3c3<>34",
                step.description());
        assertEquals(List.of(candidate("r1c3", 1), candidate("r1c3", 2), candidate("r1c3", 3),
                candidate("r1c3", 4), candidate("r1c9", 1), candidate("r1c9", 2), candidate("r3c3", 3),
                candidate("r3c3", 4)), step.eliminations());
        assertEquals(List.of(1, 2, 3, 4), step.digits());
        assertEquals(List.of(House.of(0), House.of(House.FIRST_BOX)), step.houses());
        assertEquals(3, step.groups().size());
        assertEquals(List.of(1, 2), step.groups().get(1).digits());
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void aDigitOfTheIntersectionInNeitherSetLeavesBothHouses() {
        // Three cells hold 1-5 with r1c5 {1,2} and r2c3 {3,4}: 5 is confined to the intersection.
        Position position = Position.open().only("r1c5", 1, 2).only("r2c3", 3, 4);
        for (int digit = 1; digit <= 5; digit++) {
            position.confine(digit, "b1", "r1c1", "r1c2", "r1c3", "r2c3", "r3c3")
                    .confine(digit, "r1", "r1c1", "r1c2", "r1c3", "r1c5", "r1c9");
        }
        short[] marks = position.only("r1c1", 1, 2, 3, 4, 5).only("r1c2", 1, 2, 3, 4, 5).only("r1c3", 1, 2, 3, 4, 5)
                .marks();

        Step step = OnClassicGrid.run(SueDeCoq::find, marks, Budget.unlimited());

        assertNotNull(step);
        assertEquals("Sue de Coq: r1c1,r1c2,r1c3 (1, 2, 3, 4 and 5) in row 1 and box 1, with r1c5 (1 and 2) in the"
                + " row and r2c3 (3 and 4) in the box => r1c9<>12, r1c9,r3c3<>5, r3c3<>34",
                step.description());
        assertEquals(List.of(candidate("r1c9", 1), candidate("r1c9", 2), candidate("r1c9", 5),
                candidate("r3c3", 3), candidate("r3c3", 4), candidate("r3c3", 5)), step.eliminations());
    }

    @Test
    void setsSharingADigitDoNotFire() {
        // r2c3 {2,3} shares 2 with r1c5 {1,2}: 2 could be in both, so the four cells need not be locked.
        short[] marks = sueDeCoq().only("r2c3", 2, 3).marks();

        assertNull(OnClassicGrid.run(SueDeCoq::find, marks, Budget.unlimited()));
    }

    @Test
    void aLineSetWithAnExtraDigitDoesNotFire() {
        // r1c5 {1,5}: four cells, five digits.
        short[] marks = sueDeCoq().only("r1c5", 1, 5).marks();

        assertNull(OnClassicGrid.run(SueDeCoq::find, marks, Budget.unlimited()));
    }

    @Test
    void anIntersectionWithOnlyOneDigitMoreThanCellsIsNoSueDeCoq() {
        // r1c1,r1c2 {1,2,3} are an ALS, not a Sue de Coq: with r1c5 {1,2} they make a naked triple, a simpler step.
        short[] marks = sueDeCoq().only("r1c1", 1, 2, 3).only("r1c2", 1, 2, 3).only("r2c3", 3, 6).marks();

        assertNull(OnClassicGrid.run(SueDeCoq::find, marks, Budget.unlimited()));
    }

    @Test
    void theSearchChargesItsBudget() {
        assertThrows(Budget.Stopped.class, () -> OnClassicGrid.run(SueDeCoq::find, sueDeCoq().marks(), new Budget(0, null)));
    }
}
