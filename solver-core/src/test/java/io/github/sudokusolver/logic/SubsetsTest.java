package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Naked and hidden subsets and the direct hidden pair and triple ({@link Subsets}) on hand-made positions. */
class SubsetsTest {

    /** r1c1 and r1c5 hold 4 and 7; of the rest of row 1 only r1c9 still holds them. */
    private static Position nakedPair() {
        return Position.open()
                .only("r1c1", 4, 7)
                .only("r1c5", 4, 7)
                .without(4, "r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8")
                .without(7, "r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8");
    }

    @Test
    void aNakedPairClearsItsDigitsFromTheRestOfItsHouse() {
        Step step = OnClassicGrid.run(Subsets.naked(2), nakedPair().marks());

        assertNotNull(step);
        assertEquals(Technique.NAKED_PAIR, step.technique());
        assertEquals("Naked pair: r1c1 and r1c5 hold only 4 and 7 in row 1 => r1c9<>47", step.description());
        assertEquals(List.of(candidate("r1c9", 4), candidate("r1c9", 7)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(4, 7), step.digits());
        assertEquals(List.of(House.of(0)), step.houses());
        assertEquals(List.of(new CellGroup(cells("r1c1", "r1c5"), List.of(4, 7))), step.groups());
        assertEquals(cells("r1c1", "r1c5"), step.cells());
        assertEquals(3.0, step.difficulty());
    }

    @Test
    void aNakedPairThatEliminatesNothingIsNotAStep() {
        short[] marks = nakedPair().without(4, "r1c9").without(7, "r1c9").marks();

        assertNull(OnClassicGrid.run(Subsets.naked(2), marks));
    }

    @Test
    void twoCellsWithDifferentPairsAreNoNakedPair() {
        short[] marks = Position.open().only("r1c1", 4, 7).only("r1c5", 4, 8).marks();

        assertNull(OnClassicGrid.run(Subsets.naked(2), marks));
    }

    /** r1c1 is a naked single, an easier step: with r1c5 it locks 4 and 7, but it is no member of a pair. */
    @Test
    void aNakedSingleBesideABivalueCellIsNoNakedPair() {
        short[] marks = Position.open().only("r1c1", 4).only("r1c5", 4, 7).marks();

        assertNull(OnClassicGrid.run(Subsets.naked(2), marks));
    }

    /** Three cells of column 2 holding 1, 2 and 3 between them, none holding all three; r9c2 still holds 3. */
    @Test
    void aNakedTripleOfPairsClearsItsDigitsFromTheRestOfItsHouse() {
        short[] marks = Position.open()
                .only("r2c2", 1, 2)
                .only("r5c2", 2, 3)
                .only("r8c2", 1, 3)
                .only("r9c2", 3, 6, 9)
                .without(1, "r1c2", "r3c2", "r4c2", "r6c2", "r7c2")
                .without(2, "r1c2", "r3c2", "r4c2", "r6c2", "r7c2")
                .without(3, "r1c2", "r3c2", "r4c2", "r6c2", "r7c2")
                .marks();

        Step step = OnClassicGrid.run(Subsets.naked(3), marks);

        assertNotNull(step);
        assertEquals(Technique.NAKED_TRIPLE, step.technique());
        assertEquals("Naked triple: r2c2, r5c2 and r8c2 hold only 1, 2 and 3 in column 2 => r9c2<>3",
                step.description());
        assertEquals(List.of(candidate("r9c2", 3)), step.eliminations());
        assertEquals(List.of(1, 2, 3), step.digits());
        assertEquals(List.of(House.of(House.FIRST_COLUMN + 1)), step.houses());
        assertEquals(List.of(new CellGroup(cells("r2c2", "r5c2", "r8c2"), List.of(1, 2, 3))), step.groups());
        assertEquals(3.6, step.difficulty());
    }

    @Test
    void threeCellsWithFourDigitsAreNoNakedTriple() {
        short[] marks = Position.open()
                .only("r2c2", 1, 2)
                .only("r5c2", 2, 3)
                .only("r8c2", 3, 4)
                .marks();

        assertNull(OnClassicGrid.run(Subsets.naked(3), marks));
    }

    @Test
    void aNakedQuadClearsItsDigitsFromTheRestOfItsBox() {
        short[] marks = Position.open()
                .only("r4c4", 1, 2)
                .only("r4c6", 2, 3, 4)
                .only("r5c5", 3, 4)
                .only("r6c4", 1, 4)
                .marks();

        Step step = OnClassicGrid.run(Subsets.naked(4), marks);

        assertNotNull(step);
        assertEquals(Technique.NAKED_QUAD, step.technique());
        assertEquals("Naked quad: r4c4, r4c6, r5c5 and r6c4 hold only 1, 2, 3 and 4 in box 5"
                + " => r4c5,r5c4,r5c6,r6c5,r6c6<>1234", step.description());
        assertEquals(20, step.eliminations().size());
        assertEquals(List.of(House.of(House.FIRST_BOX + 4)), step.houses());
        assertEquals(List.of(new CellGroup(cells("r4c4", "r4c6", "r5c5", "r6c4"), List.of(1, 2, 3, 4))),
                step.groups());
        assertEquals(5.0, step.difficulty());
    }

    /** r4c2 and r4c6 are the only places of 3 and 8 in row 4; they also hold 1 and 9. */
    private static Position hiddenPair() {
        return Position.open()
                .only("r4c2", 1, 3, 8)
                .only("r4c6", 3, 8, 9)
                .confine(3, "r4", "r4c2", "r4c6")
                .confine(8, "r4", "r4c2", "r4c6");
    }

    @Test
    void aHiddenPairClearsTheOtherDigitsFromItsCells() {
        Step step = OnClassicGrid.run(Subsets.hidden(2), hiddenPair().marks());

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_PAIR, step.technique());
        assertEquals("Hidden pair: 3 and 8 can only be in r4c2 and r4c6 in row 4 => r4c2<>1, r4c6<>9",
                step.description());
        assertEquals(List.of(candidate("r4c2", 1), candidate("r4c6", 9)), step.eliminations());
        assertEquals(List.of(), step.placements());
        assertEquals(List.of(3, 8), step.digits());
        assertEquals(List.of(House.of(3)), step.houses());
        assertEquals(List.of(new CellGroup(cells("r4c2", "r4c6"), List.of(3, 8))), step.groups());
        assertEquals(3.4, step.difficulty());
    }

    @Test
    void aHiddenPairWhoseDigitHasAThirdPlaceDoesNotFire() {
        short[] marks = hiddenPair().only("r4c9", 8, 9).marks();

        assertNull(OnClassicGrid.run(Subsets.hidden(2), marks));
    }

    /** Its cells hold nothing else: it is a naked pair as well, which eliminates elsewhere, not in its cells. */
    @Test
    void aHiddenPairThatEliminatesNothingIsNotAStep() {
        short[] marks = hiddenPair().only("r4c2", 3, 8).only("r4c6", 3, 8).marks();

        assertNull(OnClassicGrid.run(Subsets.hidden(2), marks));
    }

    /** 1, 2 and 3 each have two places in row 5, three cells between them, which also hold 9 and 6. */
    private static Position hiddenTriple() {
        return Position.open()
                .only("r5c1", 1, 3, 9)
                .only("r5c4", 1, 2)
                .only("r5c7", 2, 3, 6)
                .confine(1, "r5", "r5c1", "r5c4")
                .confine(2, "r5", "r5c4", "r5c7")
                .confine(3, "r5", "r5c1", "r5c7");
    }

    @Test
    void aHiddenTripleClearsTheOtherDigitsFromItsCells() {
        Step step = OnClassicGrid.run(Subsets.hidden(3), hiddenTriple().marks());

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_TRIPLE, step.technique());
        assertEquals("Hidden triple: 1, 2 and 3 can only be in r5c1, r5c4 and r5c7 in row 5 => r5c1<>9, r5c7<>6",
                step.description());
        assertEquals(List.of(candidate("r5c1", 9), candidate("r5c7", 6)), step.eliminations());
        assertEquals(List.of(1, 2, 3), step.digits());
        assertEquals(List.of(new CellGroup(cells("r5c1", "r5c4", "r5c7"), List.of(1, 2, 3))), step.groups());
        assertEquals(4.0, step.difficulty());
    }

    /** 3 gets a third place, r5c9, outside the cells of 1 and 2: the three digits now need four cells. */
    @Test
    void threeDigitsOverFourCellsAreNoHiddenTriple() {
        short[] marks = hiddenTriple().only("r5c9", 3, 5).marks();

        assertNull(OnClassicGrid.run(Subsets.hidden(3), marks));
    }

    @Test
    void aHiddenQuadClearsTheOtherDigitsFromItsCells() {
        short[] marks = Position.open()
                .only("r6c2", 1, 4, 7)
                .only("r6c3", 1, 2)
                .only("r6c5", 2, 3)
                .only("r6c8", 3, 4, 5)
                .confine(1, "r6", "r6c2", "r6c3")
                .confine(2, "r6", "r6c3", "r6c5")
                .confine(3, "r6", "r6c5", "r6c8")
                .confine(4, "r6", "r6c2", "r6c8")
                .marks();

        Step step = OnClassicGrid.run(Subsets.hidden(4), marks);

        assertNotNull(step);
        assertEquals(Technique.HIDDEN_QUAD, step.technique());
        assertEquals("Hidden quad: 1, 2, 3 and 4 can only be in r6c2, r6c3, r6c5 and r6c8 in row 6"
                + " => r6c2<>7, r6c8<>5", step.description());
        assertEquals(List.of(candidate("r6c2", 7), candidate("r6c8", 5)), step.eliminations());
        assertEquals(List.of(new CellGroup(cells("r6c2", "r6c3", "r6c5", "r6c8"), List.of(1, 2, 3, 4))),
                step.groups());
        assertEquals(5.4, step.difficulty());
    }

    /** The hidden pair, and 1 left in row 4 only in r4c2 and r4c9: removing it from r4c2 leaves r4c9. */
    @Test
    void aDirectHiddenPairPlacesTheSingleItLeavesInItsHouse() {
        short[] marks = hiddenPair().confine(1, "r4", "r4c2", "r4c9").marks();

        Step step = OnClassicGrid.run(Subsets.directHidden(2), marks);

        assertNotNull(step);
        assertEquals(Technique.DIRECT_HIDDEN_PAIR, step.technique());
        assertEquals("Direct hidden pair: 3 and 8 can only be in r4c2 and r4c6 in row 4, which leaves r4c9 the only"
                + " place for 1 in row 4 => r4c9=1, r4c2<>1, r4c6<>9", step.description());
        assertEquals(List.of(candidate("r4c9", 1)), step.placements());
        assertEquals(List.of(candidate("r4c2", 1), candidate("r4c6", 9)), step.eliminations());
        assertEquals(List.of(House.of(3)), step.houses());
        assertEquals(List.of(new CellGroup(cells("r4c2", "r4c6"), List.of(3, 8))), step.groups());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void aHiddenPairThatLeavesNoSingleIsNotDirect() {
        short[] marks = hiddenPair().marks();

        assertNull(OnClassicGrid.run(Subsets.directHidden(2), marks));
    }

    /** As Sudoku Explainer rates it, only a single in the subset's own house makes it direct. */
    @Test
    void aHiddenPairThatLeavesASingleInAnotherHouseOnlyIsNotDirect() {
        short[] marks = hiddenPair().confine(9, "c6", "r4c6", "r8c6").marks();

        assertNotNull(OnClassicGrid.run(Subsets.hidden(2), marks));
        assertNull(OnClassicGrid.run(Subsets.directHidden(2), marks));
    }

    @Test
    void aDirectHiddenTriplePlacesTheSingleItLeavesInItsHouse() {
        short[] marks = hiddenTriple().confine(9, "r5", "r5c1", "r5c9").marks();

        Step step = OnClassicGrid.run(Subsets.directHidden(3), marks);

        assertNotNull(step);
        assertEquals(Technique.DIRECT_HIDDEN_TRIPLE, step.technique());
        assertEquals("Direct hidden triple: 1, 2 and 3 can only be in r5c1, r5c4 and r5c7 in row 5, which leaves r5c9"
                + " the only place for 9 in row 5 => r5c9=9, r5c1<>9, r5c7<>6", step.description());
        assertEquals(List.of(candidate("r5c9", 9)), step.placements());
        assertEquals(List.of(candidate("r5c1", 9), candidate("r5c7", 6)), step.eliminations());
        assertEquals(2.5, step.difficulty());
    }

    @Test
    void aHiddenTripleThatLeavesNoSingleIsNotDirect() {
        assertNull(OnClassicGrid.run(Subsets.directHidden(3), hiddenTriple().marks()));
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
