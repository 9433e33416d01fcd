package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.BoardFormat;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.rules.Cage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Cage#withoutSum}: digits that differ and nothing more, through the layout, the engine and the text form. */
final class SumlessCagesTest {

    private static final Layout FOUR = Layout.boxes(2, 2);

    @Test
    void aCageWithoutASumIsAValueThatPrintsWithoutOne() {
        Cage cage = Cage.withoutSum(new Cell(1, 0), new Cell(0, 0));
        assertEquals(List.of(new Cell(0, 0), new Cell(1, 0)), cage.cells());
        assertEquals(0, cage.sum());
        assertFalse(cage.hasSum());
        assertTrue(Cage.of(3, new Cell(0, 0)).hasSum());
        assertEquals("cage: r1c1 r2c1", cage.toString());
        assertEquals(cage, Cage.withoutSum(List.of(new Cell(0, 0), new Cell(1, 0))));
        assertEquals(cage.hashCode(), Cage.withoutSum(new Cell(0, 0), new Cell(1, 0)).hashCode());
        assertNotEquals(cage, Cage.of(0, new Cell(0, 0), new Cell(1, 0)));
        assertThrows(NullPointerException.class, () -> Cage.withoutSum((List<Cell>) null));
    }

    @Test
    void theLayoutTakesItWithoutASumCheckButWithTheCellChecks() {
        Layout layout = FOUR.withCages(List.of(Cage.withoutSum(new Cell(0, 0), new Cell(3, 3))));
        assertEquals(1, layout.cages().size());
        assertEquals("cage: r1c1 r5c1: r5c1 is off the 4x4 grid", assertThrows(IllegalArgumentException.class,
                () -> FOUR.withCages(List.of(Cage.withoutSum(new Cell(0, 0), new Cell(4, 0))))).getMessage());
    }

    @Test
    void itsDigitsDifferForTheGeneralEngine() {
        // r2c3 and r4c4 see each other only through the cage: the open board's solutions less those where they agree
        Board open = Board.parse(FOUR, "1...\n....\n....\n....\n");
        Layout caged = FOUR.withCages(List.of(Cage.withoutSum(new Cell(1, 2), new Cell(3, 3))));
        Board board = Board.parse(caged, "1...\n....\n....\n....\n");
        long plain = Solver.fastest().countSolutions(open, 1000);
        long withCage = Solver.fastest().countSolutions(board, 1000);
        assertTrue(withCage < plain, withCage + " of " + plain);
        long agreeing = 0;
        for (int digit = 1; digit <= 4; digit++) {
            agreeing += Solver.fastest().countSolutions(open.with(1, 2, digit).with(3, 3, digit), 1000);
        }
        assertTrue(agreeing > 0);
        assertEquals(plain - agreeing, withCage);
        Board solution = Solver.fastest().solve(board).solution().orElseThrow();
        assertNotEquals(solution.get(1, 2), solution.get(3, 3));
    }

    @Test
    void oneOverAsManyCellsAsDigitsHoldsEveryDigitOnceAsARegion() {
        // Such a cage holds every digit once: a region of the geometry, held to the set of every digit by one more
        // rule (docs/general-solver.md, "A cage without a sum over as many cells as digits"); the step engine counts
        // it as a house, an extra region to a player.
        List<Cell> diagonal = List.of(new Cell(0, 0), new Cell(1, 1), new Cell(2, 2), new Cell(3, 3));
        Layout full = FOUR.withCages(List.of(Cage.withoutSum(diagonal)));
        assertEquals(FOUR.geometry().regionCount() + 1, full.geometry().regionCount());
        assertEquals(diagonal, new io.github.sudokusolver.logic.House(Region.EXTRA_REGION, 0).cells(full));
        // the same solutions as the diagonal variant, whose diagonals are regions of the layout itself (on an even
        // grid the two diagonals share no cell, so both can be cages)
        List<Cell> anti = List.of(new Cell(0, 3), new Cell(1, 2), new Cell(2, 1), new Cell(3, 0));
        Layout caged = FOUR.withCages(List.of(Cage.withoutSum(diagonal), Cage.withoutSum(anti)));
        long expected = Solver.fastest().countSolutions(Board.empty(FOUR.withDiagonals()), 1000);
        assertTrue(expected > 1 && expected < 1000, expected + " solutions");
        assertEquals(expected, Solver.fastest().countSolutions(Board.empty(caged), 1000));
    }

    @Test
    void theStepEngineTakesALayoutWithOneOverNineCells() {
        // the step engine reads the geometry's regions against the layout's: a cage compiled as a region broke it
        List<Cell> diagonal = new java.util.ArrayList<>();
        for (int i = 0; i < 9; i++) {
            diagonal.add(new Cell(i, i));
        }
        Layout caged = Layout.classic().withCages(List.of(Cage.withoutSum(diagonal)));
        Board filled = Solver.fastest().solve(Board.empty(caged)).solution().orElseThrow();
        Board board = filled.with(0, 0, 0).with(4, 4, 0).with(8, 8, 0); // each left one digit by its row: unique
        assertTrue(io.github.sudokusolver.logic.LogicalSolver.standard()
                .nextStep(io.github.sudokusolver.logic.Candidates.of(board)).isPresent());
    }

    @Test
    void equalGivensInItAreOneCageConflict() {
        Layout caged = FOUR.withCages(List.of(Cage.withoutSum(new Cell(1, 2), new Cell(3, 3))));
        Board board = Board.parse(caged, "....\n..1.\n....\n...1\n");
        List<Conflict> conflicts = board.conflicts();
        assertEquals(1, conflicts.size(), conflicts.toString());
        assertEquals(Region.CAGE, conflicts.get(0).unit());
        assertEquals(SolveResult.Status.INVALID, Solver.fastest().solve(board).status());
    }

    @Test
    void theClassicStrategiesRefuseItByName() {
        Layout caged = Layout.classic().withCages(List.of(Cage.withoutSum(new Cell(0, 0), new Cell(8, 8))));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Solver.bitmask().solve(Board.empty(caged)));
        assertTrue(refused.getMessage().contains("cage: r1c1 r9c9"), refused.getMessage());
    }

    @Test
    void theKillerFormWritesItAndBothReadersReadItBack() throws Exception {
        Layout caged = FOUR.withCages(List.of(Cage.withoutSum(new Cell(0, 0), new Cell(3, 3)),
                Cage.of(3, new Cell(0, 1), new Cell(0, 2))));
        Board board = Board.parse(caged, "....\n....\n....\n...2\n");
        String text = BoardFormat.KILLER.format(board);
        assertTrue(text.startsWith("cage: r1c1 r4c4\ncage 3: r1c2 r1c3\n"), text);
        assertEquals(board, Board.parse(FOUR, text));
        try (PuzzleReader reader = PuzzleReader.of(new java.io.StringReader(text), FOUR)) {
            assertEquals(board, reader.next().board().orElseThrow());
        }
    }
}
