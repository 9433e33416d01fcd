package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The W-wing ({@link Wings#wWing}) on hand-made positions: where it fires, and near misses where it must not. */
final class WingsTest {

    /** Two cells 4/7 that do not see each other; row 9 holds 7 only in r9c2 and r9c8, one below each. */
    private static Position wWing() {
        return Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 4, 7)
                .confine(7, "r9", "r9c2", "r9c8");
    }

    @Test
    void aWWingClearsTheOtherDigitFromCellsSeeingBothWings() {
        Step step = Wings.wWing(wWing().marks());

        assertNotNull(step);
        assertEquals(Technique.W_WING, step.technique());
        assertEquals("W-wing: (4=7)r1c2-(7)r9c2=(7)r9c8-(7=4)r5c8 => r1c8,r5c2<>4", step.description());
        assertEquals(List.of(candidate("r1c8", 4), candidate("r5c2", 4)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(cell("r1c2"), cell("r5c8"), cell("r9c2"), cell("r9c8")), step.cells());
        assertEquals(List.of(House.of(8)), step.houses());
        assertEquals(5, step.links().size(), "the two in-cell links, the strong link and the two weak links");
        assertEquals(7.1, step.difficulty());
    }

    /**
     * The W-wing is the AIC {@code (4=7)c1-(7)p=(7)q-(7=4)c2}: six candidates, and the target on and off make the
     * eight nodes the chain engine counts, so both rate 7.1 and the tie-break (fewer cells) shows the W-wing.
     */
    @Test
    void aWWingRatesAsTheAicItIsAndWinsTheTieOnCells() {
        short[] marks = wWing().marks();

        Step aic = Chains.alternating(marks, EnumSet.of(Technique.AIC), Budget.unlimited());
        Step shown = LogicalSolver.using(EnumSet.of(Technique.AIC, Technique.W_WING)).find(marks, Budget.unlimited());

        assertEquals(Technique.AIC, aic.technique());
        assertEquals(Wings.wWing(marks).difficulty(), aic.difficulty());
        assertEquals(Technique.W_WING, shown.technique());
    }

    @Test
    void wingsThatSeeEachOtherAreANakedPairNotAWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r1c8", 4, 7)
                .confine(7, "r9", "r9c2", "r9c8")
                .marks();

        assertNull(Wings.wWing(marks));
    }

    @Test
    void aStrongLinkWhoseEndDoesNotSeeAWingIsNoWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 4, 7)
                .confine(7, "r9", "r9c3", "r9c8") // r9c3 does not see r1c2
                .marks();

        assertNull(Wings.wWing(marks));
    }

    @Test
    void wingsWithDifferentPairsAreNoWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 6, 7)
                .confine(7, "r9", "r9c2", "r9c8")
                .marks();

        assertNull(Wings.wWing(marks));
    }

    @Test
    void aRowWithAThirdPlaceIsNoStrongLink() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 4, 7)
                .confine(7, "r9", "r9c2", "r9c5", "r9c8")
                .marks();

        assertNull(Wings.wWing(marks));
    }

    @Test
    void aWWingThatEliminatesNothingIsNotAStep() {
        short[] marks = wWing().without(4, "r1c8", "r5c2").marks();

        assertNull(Wings.wWing(marks));
    }

    private static Cell cell(String name) {
        return Cell.of(Position.cell(name));
    }
}
