package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Region;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Finned and sashimi fish ({@link FinnedFish}) on hand-made positions: where each fires, and near misses. */
final class FinnedFishTest {

    /** 5 in r1 at c2 and c7, in r4 at c2 and c7 and a fin at r4c8 (box 6); the rest of the grid left open. */
    private static Position finnedXWing() {
        return Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7", "r4c8");
    }

    @Test
    void aFinnedXWingOnRowsClearsTheCoverCellsOfTheFinBox() {
        Step step = OnClassicGrid.run(FinnedFish.of(2), finnedXWing().marks());

        assertNotNull(step);
        assertEquals(Technique.FINNED_X_WING, step.technique());
        assertEquals(4.3, step.difficulty());
        assertEquals("Finned X-wing: 5 in rows 1 and 4 lies only in columns 2 and 7, or in the fin r4c8"
                + " => r5c7,r6c7<>5", step.description());
        assertEquals(List.of(), step.placements());
        // Not r2c7, r3c7 or r7c7..r9c7: they are in a cover column but do not see the fin.
        assertEquals(List.of(candidate("r5c7", 5), candidate("r6c7", 5)), step.eliminations());
        assertEquals(List.of(5), step.digits());
        assertEquals(List.of(row(1), row(4)), step.houses());
        assertEquals(List.of(column(2), column(7)), step.coverHouses());
        assertEquals(cells("r1c2", "r1c7", "r4c2", "r4c7", "r4c8"), step.cells());
        assertEquals(cells("r4c8"), step.fins());
    }

    @Test
    void aSashimiXWingOnColumnsSaysSo() {
        // Column 5 holds 3 in row 8 and at r1c5 only: its corner r2c5 is missing, and r1c5 is the fin (box 2).
        short[] marks = Position.open()
                .confine(3, "c1", "r2c1", "r8c1")
                .confine(3, "c5", "r1c5", "r8c5")
                .without(3, "r1c2", "r1c3") // the mirror sashimi (fin r2c1 over rows 1 and 8) would clear these
                .marks();

        Step step = OnClassicGrid.run(FinnedFish.of(2), marks);

        assertNotNull(step);
        assertEquals(Technique.FINNED_X_WING, step.technique());
        assertEquals("Finned X-wing: 3 in columns 1 and 5 lies only in rows 2 and 8, or in the fin r1c5 (sashimi)"
                + " => r2c4,r2c6<>3", step.description());
        assertEquals(List.of(candidate("r2c4", 3), candidate("r2c6", 3)), step.eliminations());
        assertEquals(List.of(column(1), column(5)), step.houses());
        assertEquals(List.of(row(2), row(8)), step.coverHouses());
        assertEquals(cells("r1c5", "r2c1", "r8c1", "r8c5"), step.cells());
        assertEquals(cells("r1c5"), step.fins());
    }

    @Test
    void aFinnedSwordfishOnRows() {
        short[] marks = Position.open()
                .confine(7, "r1", "r1c1", "r1c5")
                .confine(7, "r5", "r5c5", "r5c9")
                .confine(7, "r9", "r9c1", "r9c8", "r9c9")
                .marks();

        Step step = OnClassicGrid.run(FinnedFish.of(3), marks);

        assertNotNull(step);
        assertEquals(Technique.FINNED_SWORDFISH, step.technique());
        assertEquals(6.6, step.difficulty());
        assertEquals("Finned swordfish: 7 in rows 1, 5 and 9 lies only in columns 1, 5 and 9, or in the fin r9c8"
                + " => r7c9,r8c9<>7", step.description());
        assertEquals(List.of(candidate("r7c9", 7), candidate("r8c9", 7)), step.eliminations());
        assertEquals(List.of(row(1), row(5), row(9)), step.houses());
        assertEquals(List.of(column(1), column(5), column(9)), step.coverHouses());
        assertEquals(cells("r9c8"), step.fins());
        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks), "no two of these rows make a finned X-wing");
    }

    @Test
    void aFinnedJellyfishOnColumnsWithTwoFinsInOneBox() {
        short[] marks = Position.open()
                .confine(2, "c1", "r1c1", "r4c1")
                .confine(2, "c3", "r4c3", "r6c3")
                .confine(2, "c6", "r6c6", "r9c6")
                .confine(2, "c8", "r1c8", "r7c8", "r8c8", "r9c8")
                .marks();

        Step step = OnClassicGrid.run(FinnedFish.of(4), marks);

        assertNotNull(step);
        assertEquals(Technique.FINNED_JELLYFISH, step.technique());
        assertEquals("Finned jellyfish: 2 in columns 1, 3, 6 and 8 lies only in rows 1, 4, 6 and 9, or in the fins"
                + " r7c8 and r8c8 => r9c7,r9c9<>2", step.description());
        assertEquals(List.of(candidate("r9c7", 2), candidate("r9c9", 2)), step.eliminations());
        assertEquals(List.of(row(1), row(4), row(6), row(9)), step.coverHouses());
        assertEquals(cells("r7c8", "r8c8"), step.fins());
        assertEquals(10, step.cells().size());
    }

    @Test
    void finsInTwoBoxesOfOneLineAreNoFinnedFish() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c4", "r4c7", "r4c8") // fins r4c4 (box 5) and r4c8 (box 6)
                .marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    @Test
    void aCellSeeingOnlySomeOfTheFinsKeepsTheDigit() {
        // Fins r1c9 (box 3) and r4c8 (box 6): r5c7 sees the second only, r2c7 the first only.
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7", "r1c9")
                .confine(5, "r4", "r4c2", "r4c7", "r4c8")
                .marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    @Test
    void aFinBoxWithoutACoverCellClearsNothing() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c5", "r4c7") // fin r4c5: box 5 meets neither column 2 nor 7
                .marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    @Test
    void aFinnedFishThatEliminatesNothingIsNotAStep() {
        short[] marks = finnedXWing().without(5, "r5c7", "r6c7").marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    @Test
    void aBasicFishIsNotAFinnedOne() {
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r4", "r4c2", "r4c7")
                .marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    @Test
    void aBaseLineWithoutACellInTheCoversIsNoFish() {
        // Row 5 holds 5 only in box 6 (a claiming, whose job r4c7 and r6c7 are): over columns 2 and 7 it would be
        // all fin and no fish.
        short[] marks = Position.open()
                .confine(5, "r1", "r1c2", "r1c7")
                .confine(5, "r5", "r5c8", "r5c9")
                .marks();

        assertNull(OnClassicGrid.run(FinnedFish.of(2), marks));
    }

    private static House row(int number) {
        return new House(Region.ROW, number - 1);
    }

    private static House column(int number) {
        return new House(Region.COLUMN, number - 1);
    }

    private static List<Cell> cells(String... names) {
        List<Cell> cells = new ArrayList<>();
        for (String name : names) {
            cells.add(Cell.of(Position.cell(name)));
        }
        return cells;
    }
}
