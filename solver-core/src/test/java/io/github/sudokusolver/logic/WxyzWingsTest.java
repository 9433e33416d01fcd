package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The WXYZ-wing ({@link WxyzWings}) on hand-made positions: where it fires, and near misses where it must not. */
class WxyzWingsTest {

    /** Pivot r2c2 (1, 2, 3), wings r1c1 (2, 4), r2c7 (1, 4), r3c3 (3, 4): 4's holders r1c1 and r2c7 do not meet. */
    private static Position wing() {
        return Position.open().only("r2c2", 1, 2, 3).only("r1c1", 2, 4).only("r2c7", 1, 4).only("r3c3", 3, 4);
    }

    @Test
    void theUnrestrictedDigitLeavesTheCellsSeeingAllItsHolders() {
        Step step = WxyzWings.find(wing().marks());

        assertNotNull(step);
        assertEquals(Technique.WXYZ_WING, step.technique());
        assertEquals("WXYZ-wing: pivot r2c2 (1, 2 and 3) with wings r1c1 (2 and 4), r2c7 (1 and 4) and r3c3 (3 and 4):"
                + " one of r1c1, r2c7 and r3c3 is 4 => r2c1,r2c3<>4", step.description());
        assertEquals(List.of(candidate("r2c1", 4), candidate("r2c3", 4)), step.eliminations());
        assertEquals(List.of(4), step.digits());
        assertEquals(new CellGroup(List.of(Cell.of(Position.cell("r2c2"))), List.of(1, 2, 3)), step.groups().get(0));
        assertEquals(4, step.groups().size());
        assertEquals(5.6, step.difficulty(), "a largest candidate count of three adds 0.1");
    }

    @Test
    void aPivotHoldingTheDigitIsOneOfItsHoldersAndRatesLower() {
        Step step = WxyzWings.find(wing().only("r2c2", 1, 2, 3, 4).marks());

        assertNotNull(step);
        assertEquals("WXYZ-wing: pivot r2c2 (1, 2, 3 and 4) with wings r1c1 (2 and 4), r2c7 (1 and 4) and r3c3"
                + " (3 and 4): one of r1c1, r2c2, r2c7 and r3c3 is 4 => r2c1,r2c3<>4", step.description());
        assertEquals(5.5, step.difficulty());
    }

    @Test
    void theEasiestWingIsReturnedNotTheFirst() {
        short[] marks = wing()
                .only("r8c8", 5, 6, 7, 8).only("r7c7", 6, 8).only("r8c3", 5, 8).only("r9c9", 7, 8)
                .marks();

        Step step = WxyzWings.find(marks);

        assertNotNull(step);
        assertEquals(5.5, step.difficulty());
        assertEquals(List.of(candidate("r8c7", 8), candidate("r8c9", 8)), step.eliminations());
    }

    @Test
    void aFifthDigitIsNoWing() {
        assertNull(WxyzWings.find(wing().only("r3c3", 3, 4, 5).marks()));
    }

    @Test
    void twoUnrestrictedDigitsAreNoWing() {
        // 1 now in r2c7 and r3c3, which do not see each other, as well as 4.
        assertNull(WxyzWings.find(wing().only("r3c3", 1, 3, 4).marks()));
    }

    @Test
    void aWingThatEliminatesNothingIsNotAStep() {
        assertNull(WxyzWings.find(wing().without(4, "r2c1", "r2c3").marks()));
    }
}
