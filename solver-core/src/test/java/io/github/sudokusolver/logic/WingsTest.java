package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The wings and short chains of {@link Wings} (XY-wing, XYZ-wing, W-wing, skyscraper, 2-string kite) on hand-made
 * positions: where each fires, and near misses where it must not.
 */
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
        Step step = OnClassicGrid.run(Wings::wWing, wWing().marks());

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

        Step aic = OnClassicGrid.alternating(marks, EnumSet.of(Technique.AIC));
        Step shown = OnClassicGrid.next(LogicalSolver.using(EnumSet.of(Technique.AIC, Technique.W_WING)), marks, null);

        assertEquals(Technique.AIC, aic.technique());
        assertEquals(OnClassicGrid.run(Wings::wWing, marks).difficulty(), aic.difficulty());
        assertEquals(Technique.W_WING, shown.technique());
    }

    @Test
    void wingsThatSeeEachOtherAreANakedPairNotAWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r1c8", 4, 7)
                .confine(7, "r9", "r9c2", "r9c8")
                .marks();

        assertNull(OnClassicGrid.run(Wings::wWing, marks));
    }

    @Test
    void aStrongLinkWhoseEndDoesNotSeeAWingIsNoWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 4, 7)
                .confine(7, "r9", "r9c3", "r9c8") // r9c3 does not see r1c2
                .marks();

        assertNull(OnClassicGrid.run(Wings::wWing, marks));
    }

    @Test
    void wingsWithDifferentPairsAreNoWWing() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 6, 7)
                .confine(7, "r9", "r9c2", "r9c8")
                .marks();

        assertNull(OnClassicGrid.run(Wings::wWing, marks));
    }

    @Test
    void aRowWithAThirdPlaceIsNoStrongLink() {
        short[] marks = Position.open()
                .only("r1c2", 4, 7)
                .only("r5c8", 4, 7)
                .confine(7, "r9", "r9c2", "r9c5", "r9c8")
                .marks();

        assertNull(OnClassicGrid.run(Wings::wWing, marks));
    }

    @Test
    void aWWingThatEliminatesNothingIsNotAStep() {
        short[] marks = wWing().without(4, "r1c8", "r5c2").marks();

        assertNull(OnClassicGrid.run(Wings::wWing, marks));
    }

    /** Pivot r1c1 (1, 2), pincers r1c7 (2, 3) in its row and r2c3 (1, 3) in its box. */
    private static Position xyWing() {
        return Position.open()
                .only("r1c1", 1, 2)
                .only("r1c7", 2, 3)
                .only("r2c3", 1, 3);
    }

    @Test
    void anXyWingClearsTheThirdDigitFromCellsSeeingBothPincers() {
        Step step = OnClassicGrid.run(Wings::xyWing, xyWing().marks());

        assertNotNull(step);
        assertEquals(Technique.XY_WING, step.technique());
        assertEquals("XY-wing: pivot r1c1 (1 and 2) with pincers r1c7 and r2c3: one of them is 3"
                + " => r1c2,r1c3,r2c7,r2c8,r2c9<>3", step.description());
        assertEquals(List.of(candidate("r1c2", 3), candidate("r1c3", 3), candidate("r2c7", 3), candidate("r2c8", 3),
                candidate("r2c9", 3)), step.eliminations());
        assertEquals(List.of(3), step.digits());
        assertEquals(List.of(new CellGroup(List.of(cell("r1c1")), List.of(1, 2)),
                new CellGroup(List.of(cell("r1c7")), List.of(2, 3)),
                new CellGroup(List.of(cell("r2c3")), List.of(1, 3))), step.groups());
        assertEquals(List.of(cell("r1c1"), cell("r1c7"), cell("r2c3")), step.cells());
        assertEquals(4.2, step.difficulty());
    }

    /** r5c2 sees neither r1c1 nor r1c5, though a cell (r1c2) sees both pincers. */
    @Test
    void pincersThatDoNotBothSeeThePivotAreNoXyWing() {
        short[] marks = Position.open()
                .only("r1c1", 1, 2)
                .only("r1c5", 1, 3)
                .only("r5c2", 2, 3)
                .marks();

        assertNull(OnClassicGrid.run(Wings::xyWing, marks));
    }

    /** Pincers (2, 3) and (1, 4): they share no third digit. */
    @Test
    void pincersWithoutACommonThirdDigitAreNoXyWing() {
        short[] marks = Position.open()
                .only("r1c1", 1, 2)
                .only("r1c7", 2, 3)
                .only("r2c3", 1, 4)
                .marks();

        assertNull(OnClassicGrid.run(Wings::xyWing, marks));
    }

    @Test
    void anXyWingThatEliminatesNothingIsNotAStep() {
        short[] marks = xyWing().without(3, "r1c2", "r1c3", "r2c7", "r2c8", "r2c9").marks();

        assertNull(OnClassicGrid.run(Wings::xyWing, marks));
    }

    /** Pivot r1c1 (1, 2, 3), pincers r1c7 (1, 3) in its row and r2c2 (2, 3) in its box. */
    private static Position xyzWing() {
        return Position.open()
                .only("r1c1", 1, 2, 3)
                .only("r1c7", 1, 3)
                .only("r2c2", 2, 3);
    }

    /** Only cells seeing the pivot too: r2c7..r2c9 see both pincers but not r1c1, and keep their 3. */
    @Test
    void anXyzWingClearsTheCommonDigitFromCellsSeeingAllThree() {
        Step step = OnClassicGrid.run(Wings::xyzWing, xyzWing().marks());

        assertNotNull(step);
        assertEquals(Technique.XYZ_WING, step.technique());
        assertEquals("XYZ-wing: pivot r1c1 (1, 2 and 3) with pincers r1c7 and r2c2: one of the three is 3"
                + " => r1c2,r1c3<>3", step.description());
        assertEquals(List.of(candidate("r1c2", 3), candidate("r1c3", 3)), step.eliminations());
        assertEquals(List.of(3), step.digits());
        assertEquals(List.of(new CellGroup(List.of(cell("r1c1")), List.of(1, 2, 3)),
                new CellGroup(List.of(cell("r1c7")), List.of(1, 3)),
                new CellGroup(List.of(cell("r2c2")), List.of(2, 3))), step.groups());
        assertEquals(4.4, step.difficulty());
    }

    @Test
    void aPincerOutsideThePivotsSightIsNoXyzWing() {
        short[] marks = Position.open()
                .only("r1c1", 1, 2, 3)
                .only("r1c7", 1, 3)
                .only("r5c5", 2, 3)
                .marks();

        assertNull(OnClassicGrid.run(Wings::xyzWing, marks));
    }

    @Test
    void aPincerWithADigitOutsideThePivotIsNoXyzWing() {
        short[] marks = xyzWing().only("r2c2", 3, 4).marks();

        assertNull(OnClassicGrid.run(Wings::xyzWing, marks));
    }

    @Test
    void anXyzWingThatEliminatesNothingIsNotAStep() {
        short[] marks = xyzWing().without(3, "r1c2", "r1c3").marks();

        assertNull(OnClassicGrid.run(Wings::xyzWing, marks));
    }

    /** 6 in rows 1 and 5 only in columns 2 and 4, and 2 and 6: the near ends share column 2. */
    private static Position skyscraper() {
        return Position.open()
                .confine(6, "r1", "r1c2", "r1c4")
                .confine(6, "r5", "r5c2", "r5c6");
    }

    @Test
    void aSkyscraperClearsCellsSeeingBothFarEnds() {
        Step step = OnClassicGrid.run(TurbotFish::skyscraper, skyscraper().marks());

        assertNotNull(step);
        assertEquals(Technique.SKYSCRAPER, step.technique());
        assertEquals("Skyscraper: (6)r1c4=(6)r1c2-(6)r5c2=(6)r5c6 => r2c6,r3c6,r4c4,r6c4<>6", step.description());
        assertEquals(List.of(candidate("r2c6", 6), candidate("r3c6", 6), candidate("r4c4", 6), candidate("r6c4", 6)),
                step.eliminations());
        assertEquals(List.of(cell("r1c2"), cell("r1c4"), cell("r5c2"), cell("r5c6")), step.cells());
        assertEquals(List.of(House.of(0), House.of(4)), step.houses());
        assertEquals(3, step.links().size());
        assertEquals(4.0, step.difficulty());
    }

    @Test
    void aSkyscraperOnColumnsClearsCellsSeeingBothFarEnds() {
        short[] marks = Position.open()
                .confine(2, "c3", "r2c3", "r8c3")
                .confine(2, "c7", "r2c7", "r9c7")
                .marks();

        Step step = OnClassicGrid.run(TurbotFish::skyscraper, marks);

        assertNotNull(step);
        assertEquals("Skyscraper: (2)r8c3=(2)r2c3-(2)r2c7=(2)r9c7 => r8c8,r8c9,r9c1,r9c2<>2", step.description());
        assertEquals(List.of(House.of(House.FIRST_COLUMN + 2), House.of(House.FIRST_COLUMN + 6)), step.houses());
    }

    /** Columns 2 and 4 against 3 and 6: no end of one link shares a column with an end of the other. */
    @Test
    void strongLinksWhoseEndsAreNotAlignedAreNoSkyscraper() {
        short[] marks = Position.open()
                .confine(6, "r1", "r1c2", "r1c4")
                .confine(6, "r5", "r5c3", "r5c6")
                .marks();

        assertNull(OnClassicGrid.run(TurbotFish::skyscraper, marks));
    }

    /** Both ends aligned: an X-wing, found by {@link Fish}, not a skyscraper. */
    @Test
    void strongLinksAlignedAtBothEndsAreNoSkyscraper() {
        short[] marks = Position.open()
                .confine(6, "r1", "r1c2", "r1c4")
                .confine(6, "r5", "r5c2", "r5c4")
                .marks();

        assertNull(OnClassicGrid.run(TurbotFish::skyscraper, marks));
    }

    @Test
    void aSkyscraperThatEliminatesNothingIsNotAStep() {
        short[] marks = skyscraper().without(6, "r2c6", "r3c6", "r4c4", "r6c4").marks();

        assertNull(OnClassicGrid.run(TurbotFish::skyscraper, marks));
    }

    /** 6 in row 1 only in r1c2 and r1c7, in column 1 only in r3c1 and r8c1: r1c2 and r3c1 share box 1. */
    private static Position kite() {
        return Position.open()
                .confine(6, "r1", "r1c2", "r1c7")
                .confine(6, "c1", "r3c1", "r8c1");
    }

    @Test
    void aTwoStringKiteClearsTheCellSeeingBothFarEnds() {
        Step step = OnClassicGrid.run(TurbotFish::twoStringKite, kite().marks());

        assertNotNull(step);
        assertEquals(Technique.TWO_STRING_KITE, step.technique());
        assertEquals("2-string kite: (6)r1c7=(6)r1c2-(6)r3c1=(6)r8c1 => r8c7<>6", step.description());
        assertEquals(List.of(candidate("r8c7", 6)), step.eliminations());
        assertEquals(List.of(cell("r1c2"), cell("r1c7"), cell("r3c1"), cell("r8c1")), step.cells());
        assertEquals(List.of(House.of(0), House.of(House.FIRST_COLUMN)), step.houses());
        assertEquals(3, step.links().size());
        assertEquals(4.1, step.difficulty());
    }

    @Test
    void aKiteIsNoSkyscraper() {
        assertNull(OnClassicGrid.run(TurbotFish::skyscraper, kite().marks()));
    }

    @Test
    void linksWhoseEndsDoNotMeetInABoxAreNoKite() {
        short[] marks = Position.open()
                .confine(6, "r1", "r1c2", "r1c7")
                .confine(6, "c1", "r4c1", "r8c1")
                .marks();

        assertNull(OnClassicGrid.run(TurbotFish::twoStringKite, marks));
    }

    /** The row's link lies inside box 1: its far end is in the box too, so nothing is forced outside it. */
    @Test
    void aLinkWithBothEndsInTheSharedBoxIsNoKite() {
        short[] marks = Position.open()
                .confine(6, "r1", "r1c2", "r1c3")
                .confine(6, "c1", "r3c1", "r8c1")
                .marks();

        assertNull(OnClassicGrid.run(TurbotFish::twoStringKite, marks));
    }

    @Test
    void aKiteThatEliminatesNothingIsNotAStep() {
        short[] marks = kite().without(6, "r8c7").marks();

        assertNull(OnClassicGrid.run(TurbotFish::twoStringKite, marks));
    }

    private static Cell cell(String name) {
        return Cell.of(Position.cell(name));
    }
}
