package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ALS-XZ, ALS-XY-wing ({@link AlmostLockedSets}) and death blossom ({@link DeathBlossom}) on classic positions: where
 * each fires, and near misses.
 */
class AlmostLockedSetsTest {

    /** A = r1c1 {1,5}, r1c2 {1,7}; B = r4c1 {5,8}, r4c5 {7,8}: 5 is restricted (column 1), 7 is the z. */
    private static Position alsXz() {
        return Position.open().only("r1c1", 1, 5).only("r1c2", 1, 7).only("r4c1", 5, 8).only("r4c5", 7, 8);
    }

    @Test
    void anAlsXzRemovesTheOtherCommonDigitFromCellsSeeingAllOfIt() {
        Step step = OnClassicGrid.run(AlmostLockedSets::xz, alsXz().marks());

        assertNotNull(step);
        assertEquals(Technique.ALS_XZ, step.technique());
        assertEquals("ALS-XZ: ALS r1c1,r1c2 (1, 5 and 7) and ALS r4c1,r4c5 (5, 7 and 8), restricted common 5"
                + " => r1c5,r4c2<>7", step.description());
        assertEquals(List.of(candidate("r1c5", 7), candidate("r4c2", 7)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(5, 7), step.digits());
        assertEquals(List.of(new CellGroup(cells("r1c1", "r1c2"), List.of(1, 5, 7)),
                new CellGroup(cells("r4c1", "r4c5"), List.of(5, 7, 8))), step.groups());
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void anAlsXzWhoseXIsNotRestrictedDoesNotFire() {
        // 5 is also in r1c2, which does not see B's 5 in r4c1: both sets could hold 5, neither need be locked.
        short[] marks = alsXz().only("r1c2", 1, 5, 7).marks();

        assertNull(OnClassicGrid.run(AlmostLockedSets::xz, marks));
    }

    @Test
    void anAlsXzDoesNotTouchCellsThatSeeOnlySomeOfItsZ() {
        // Only r1c5 and r4c2 see both 7s; r1c3 sees A's 7 and r4c9 sees B's, and both keep it.
        short[] marks = alsXz().without(7, "r1c5", "r4c2").marks();

        assertNull(OnClassicGrid.run(AlmostLockedSets::xz, marks));
    }

    @Test
    void aHousesSetsComeByTheirLastCellAsTheClassicFinderCountedThem() {
        // Row 1: r1c1 {1,2}, r1c2 {1,3}, r1c3 {2,3}, r1c4 {2,3}; every other cell holds every digit. The pairs come
        // {c1,c2}, {c1,c3}, {c2,c3}, {c1,c4}, {c2,c4} ({c3,c4} is locked), not {c1,c4} before {c2,c3}: the order
        // in which the classic finder met them (calibration line 962 showed the difference).
        short[] marks = Position.open().only("r1c1", 1, 2).only("r1c2", 1, 3).only("r1c3", 2, 3).only("r1c4", 2, 3)
                .marks();

        assertEquals(List.of(List.of(0), List.of(1), List.of(2), List.of(3), List.of(0, 1), List.of(0, 2),
                List.of(1, 2), List.of(0, 3), List.of(1, 3)), AlmostLockedSets.sets(Grid.CLASSIC, Grid.widen(marks)));
    }

    @Test
    void theSearchChargesItsBudget() {
        assertThrows(Budget.Stopped.class,
                () -> OnClassicGrid.run(AlmostLockedSets::xz, alsXz().marks(), new Budget(0, null)));
        assertThrows(Budget.Stopped.class,
                () -> OnClassicGrid.run(AlmostLockedSets::xyWing, alsXyWing().marks(), new Budget(0, null)));
        assertThrows(Budget.Stopped.class,
                () -> OnClassicGrid.run(DeathBlossom::find, deathBlossom().marks(), new Budget(0, null)));
    }

    /** C = r5c5 {1,2}; A = r1c5 {1,3}, r1c6 {3,6} linked to C by 1; B = r5c9 {2,7}, r6c9 {6,7} by 2; z = 6. */
    private static Position alsXyWing() {
        return Position.open().only("r5c5", 1, 2).only("r1c5", 1, 3).only("r1c6", 3, 6)
                .only("r5c9", 2, 7).only("r6c9", 6, 7);
    }

    @Test
    void anAlsXyWingRemovesTheDigitItsOuterSetsShare() {
        Step step = OnClassicGrid.run(AlmostLockedSets::xyWing, alsXyWing().marks());

        assertNotNull(step);
        assertEquals(Technique.ALS_XY_WING, step.technique());
        assertEquals("ALS-XY-wing: ALS r1c5,r1c6 (1, 3 and 6) and ALS r5c9,r6c9 (2, 6 and 7), linked to ALS r5c5"
                + " (1 and 2) by restricted commons 1 and 2 => r1c9,r6c6<>6", step.description());
        assertEquals(List.of(candidate("r1c9", 6), candidate("r6c6", 6)), step.eliminations());
        assertEquals(List.of(1, 2, 6), step.digits());
        assertEquals(3, step.groups().size());
        assertEquals(new CellGroup(cells("r5c5"), List.of(1, 2)), step.groups().get(2));
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void anAlsXyWingWhoseTwoLinksAreOneDigitDoesNotFire() {
        // B = r5c1 {1,7}, r6c1 {6,7} is linked to C by 1, as A is: C may lose 1 alone and leave both unlocked.
        short[] marks = Position.open().only("r5c5", 1, 2).only("r1c5", 1, 3).only("r1c6", 3, 6)
                .only("r5c1", 1, 7).only("r6c1", 6, 7).marks();

        assertNull(OnClassicGrid.run(AlmostLockedSets::xyWing, marks));
    }

    @Test
    void anAlsXyWingWhoseLinkIsNotRestrictedDoesNotFire() {
        // B's 2 is also in r6c9, which does not see C's 2 in r5c5.
        short[] marks = alsXyWing().only("r6c9", 2, 6, 7).marks();

        assertNull(OnClassicGrid.run(AlmostLockedSets::xyWing, marks));
    }

    /** Stem r5c5 {1,2,3}; petals r5c1 {1,4}, r4c5 {2,4}, r4c4 {3,4}, each seeing the stem; z = 4. */
    private static Position deathBlossom() {
        return Position.open().only("r5c5", 1, 2, 3).only("r5c1", 1, 4).only("r4c5", 2, 4).only("r4c4", 3, 4);
    }

    @Test
    void aDeathBlossomRemovesTheDigitOfAllItsPetals() {
        Step step = OnClassicGrid.run(DeathBlossom::find, deathBlossom().marks());

        assertNotNull(step);
        assertEquals(Technique.DEATH_BLOSSOM, step.technique());
        assertEquals("Death blossom: stem r5c5 (1, 2 and 3) with petals ALS r5c1 (1 and 4) on 1, ALS r4c5 (2 and 4)"
                + " on 2 and ALS r4c4 (3 and 4) on 3 => r4c1,r4c2,r4c3,r5c4,r5c6<>4", step.description());
        assertEquals(List.of(candidate("r4c1", 4), candidate("r4c2", 4), candidate("r4c3", 4),
                candidate("r5c4", 4), candidate("r5c6", 4)), step.eliminations());
        assertEquals(List.of(1, 2, 3, 4), step.digits());
        assertEquals(new CellGroup(cells("r5c5"), List.of(1, 2, 3)), step.groups().get(0));
        assertEquals(4, step.groups().size());
        assertEquals(7.1, step.difficulty(), "four sets: an AIC of eight nodes");
    }

    @Test
    void aDeathBlossomWithAPetalThatDoesNotSeeTheStemDoesNotFire() {
        // The petal of 3 moves to r4c7, outside the stem's row, column and box; r4c1-r4c3 still see every 4.
        short[] marks = Position.open().only("r5c5", 1, 2, 3).only("r5c1", 1, 4).only("r4c5", 2, 4)
                .only("r4c7", 3, 4).marks();

        assertNull(OnClassicGrid.run(DeathBlossom::find, marks));
    }

    @Test
    void aDeathBlossomWhoseTargetsSeeOnlySomePetalsDoesNotFire() {
        short[] marks = deathBlossom().without(4, "r4c1", "r4c2", "r4c3", "r5c4", "r5c6").marks();

        assertNull(OnClassicGrid.run(DeathBlossom::find, marks));
    }

    @Test
    void aBivalueStemIsLeftToTheAlsXyWing() {
        short[] marks = Position.open().only("r5c5", 1, 2).only("r5c1", 1, 4).only("r4c5", 2, 4).marks();

        assertNull(OnClassicGrid.run(DeathBlossom::find, marks));
        assertNotNull(OnClassicGrid.run(AlmostLockedSets::xyWing, marks));
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
