package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.internal.search.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ALS-XZ, the ALS-XY-wing ({@link AlmostLockedSets}) and the death blossom ({@link DeathBlossom}) over a layout's
 * houses, on hand-made positions (every cell holds every digit, then the sets are carved): where each fires, with its
 * exact description, and where it must not.
 */
final class AlmostLockedSetsOnLayoutsTest {

    private static final Budget NONE = Budget.unlimited();
    private static final Layout DIAGONAL = Layout.classic().withDiagonals();
    private static final Layout WINDOKU = Layout.classic().withWindows();

    /** r1c1 and r9c9 both 1 or 2: they see each other along the main diagonal only. */
    private static int[] cornersOnTheDiagonal(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 2);
        only(grid, marks, at(grid, 9, 9), 1, 2);
        return marks;
    }

    @Test
    void twoSetsLinkedAlongTheMainDiagonalMakeAnAlsXz() {
        Grid grid = Grid.of(DIAGONAL);
        Step step = AlmostLockedSets.xz(grid, cornersOnTheDiagonal(grid), NONE);
        assertNotNull(step);
        assertEquals("ALS-XZ: ALS r1c1 (1 and 2) and ALS r9c9 (1 and 2), restricted common 1 => "
                + "r1c9,r2c2,r3c3,r4c4,r5c5,r6c6,r7c7,r8c8,r9c1<>2", step.description());
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void theSameCornersOffTheDiagonalAreNotLinked() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(AlmostLockedSets.xz(grid, cornersOnTheDiagonal(grid), NONE), "r1c1 and r9c9 do not see each other");
    }

    /** r3c3 and r4c4 share no region of the classic grid; a cage makes them peers, and the house of a set. */
    private static final int[] CAGE = {6, 3, 3, 4, 4};

    @Test
    void cageMatesSeeEachOther() {
        Grid grid = KillerFindersTest.killer(CAGE);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 3), 1, 2);
        only(grid, marks, at(grid, 4, 4), 1, 2);
        Step step = AlmostLockedSets.xz(grid, marks, NONE);
        assertNotNull(step);
        assertEquals("ALS-XZ: ALS r3c3 (1 and 2) and ALS r4c4 (1 and 2), restricted common 1 => r3c4,r4c3<>2",
                step.description());
        assertNull(AlmostLockedSets.xz(Grid.CLASSIC, marks, NONE), "without the cage r3c3 and r4c4 are not linked");
    }

    @Test
    void aCageHoldsASetWhereNoRegionDoes() {
        Grid grid = KillerFindersTest.killer(CAGE);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 3), 1, 2, 3);
        only(grid, marks, at(grid, 4, 4), 1, 2, 3);
        assertEquals(List.of(List.of(at(grid, 3, 3), at(grid, 4, 4))), AlmostLockedSets.sets(grid, marks));
        assertEquals(List.of(), AlmostLockedSets.sets(Grid.CLASSIC, marks), "no region holds both cells");
    }

    /** r5c5 (1, 2) sees r1c1 along the main diagonal and r5c9 along row 5. */
    private static int[] wing(Grid grid) {
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 1), 1, 4);
        only(grid, marks, at(grid, 1, 2), 3, 4);
        only(grid, marks, at(grid, 5, 5), 1, 2);
        only(grid, marks, at(grid, 5, 9), 2, 3);
        return marks;
    }

    @Test
    void twoSetsLinkedToAThirdMakeAnAlsXyWing() {
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = wing(grid);
        Step step = AlmostLockedSets.xyWing(grid, marks, NONE);
        assertNotNull(step);
        assertEquals("ALS-XY-wing: ALS r5c5,r5c9 (1, 2 and 3) and ALS r1c2 (3 and 4), linked to ALS r1c1 (1 and 4) by "
                + "restricted commons 1 and 4 => r1c9,r5c2<>3", step.description());
        assertEquals(7.0, step.difficulty());
    }

    @Test
    void theWingNeedsTheDiagonal() {
        Grid grid = Grid.of(WINDOKU);
        assertNull(AlmostLockedSets.xyWing(grid, wing(grid), NONE), "r5c5 does not see r1c1 on a windoku");
    }

    @Test
    void aBlossomWhosePetalsMeetOnlyAlongTheDiagonals() {
        // Stem r1c5 (1, 2, 3); petals r1c1 (1, 4) and r1c9 (2, 4) along row 1, r5c5 (3, 4) along column 5. Whatever
        // the stem takes, one petal is 4; r9c9 sees all three, two of them only along the main diagonal, and r9c1
        // two along the anti-diagonal.
        Grid grid = Grid.of(DIAGONAL);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 5), 1, 2, 3);
        only(grid, marks, at(grid, 1, 1), 1, 4);
        only(grid, marks, at(grid, 1, 9), 2, 4);
        only(grid, marks, at(grid, 5, 5), 3, 4);
        Step step = DeathBlossom.find(grid, marks, NONE);
        assertNotNull(step);
        assertEquals(Technique.DEATH_BLOSSOM, step.technique());
        assertEquals(List.of(new Candidate(new Cell(8, 0), 4), new Candidate(new Cell(8, 8), 4)),
                step.eliminations());
        assertEquals("Death blossom: stem r1c5 (1, 2 and 3) with petals ALS r1c1 (1 and 4) on 1, ALS r1c9 (2 and 4)"
                + " on 2 and ALS r5c5 (3 and 4) on 3 => r9c1,r9c9<>4", step.description());
        assertNull(DeathBlossom.find(Grid.CLASSIC, marks, NONE), "without the diagonals no cell sees all three");
    }
}
