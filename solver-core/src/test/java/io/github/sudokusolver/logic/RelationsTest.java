package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.LinePositions.cell;
import static io.github.sudokusolver.logic.LinePositions.full;
import static io.github.sudokusolver.logic.LinePositions.grid;
import static io.github.sudokusolver.logic.LinePositions.placed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Relation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Relations of an app's own ({@link PairFinders} with {@link Technique#RELATION}): a step reads the table, names the
 * relation by the name the app gave it, and applies only to the pairs the relation pairs.
 */
final class RelationsTest {

    /** The second digit one more than the first, between neighbours along r1c1, r1c5, r9c9 (cells that need not touch). */
    private static final Relation NEXT = Relation.of("next-up", Relation.Pairs.NEIGHBOURS,
            List.of(cell(1, 1), cell(1, 5), cell(9, 9)), 9, (a, b) -> b == a + 1);

    @Test
    void aPlacedDigitLeavesItsNeighbourOnlyThePartnersOfItsTable() {
        Grid grid = grid(Layout.classic(), NEXT);
        int[] marks = full(grid);
        placed(grid, marks, 1, 5, 4);
        Step step = PairFinders.pairs(grid, marks, Technique.RELATION);
        // r1c1 needs a partner one more in r1c5, r9c9 one less in r1c5: no 9 and no 1 there (r1c5 is placed)
        assertEquals("Relation: on the relation next-up on r1c1,r1c5,r9c9, only the pairs of its table stand, and no"
                + " digit goes with 1 or 9 there => r1c1<>9, r9c9<>1", step.description());
        assertEquals(List.of(NEXT), step.rules());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void onlyThePairsTheRelationPairsAreRead() {
        // neighbours along the list: r1c1 and r9c9 are not a pair, so a placed r1c1 says nothing of r9c9 at once
        Grid grid = grid(Layout.classic(), NEXT);
        int[] marks = full(grid);
        for (int digit = 1; digit <= 9; digit++) {
            if (digit != 3) {
                marks[LinePositions.at(grid, 1, 5)] &= ~(1 << digit - 1);
            }
        }
        Step step = PairFinders.pairs(grid, marks, Technique.RELATION);
        assertEquals(null, step == null ? null : step.eliminations().stream()
                .filter(e -> e.cell().equals(cell(9, 9)) && e.digit() != 1 && e.digit() != 4).findAny().orElse(null),
                "r9c9 keeps what r1c5's 3 leaves it: 4, and 1 is no digit's partner");
    }

    @Test
    void aRelationThatAllowsEveryPairGivesNoStep() {
        Relation any = Relation.of("any", Relation.Pairs.EVERY_TWO, List.of(cell(1, 1), cell(5, 5)), 9,
                (a, b) -> true);
        Grid grid = grid(Layout.classic(), any);
        int[] marks = full(grid);
        placed(grid, marks, 1, 1, 4);
        assertNull(PairFinders.pairs(grid, marks, Technique.RELATION), "a table that allows every pair says nothing");
    }
}
