package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.Position.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.internal.search.Budget;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The avoidable rectangles ({@link AvoidableRectangles}) on hand-made positions, on the rectangle r1c1, r1c5, r2c1,
 * r2c5 (boxes 1 and 2) with 2 and 7: where each type fires, and near misses where it must not (a given corner, four
 * boxes, partners that differ, extra digits that differ, no givens known).
 */
class AvoidableRectanglesTest {

    private static final List<Cell> CORNERS = cells("r1c1", "r1c5", "r2c1", "r2c5");
    private static final boolean[] NONE_GIVEN = new boolean[House.CELLS];

    @Test
    void typeOneKeepsTheFourthCornerFromClosingThePattern() {
        short[] marks = Position.open().place("r1c1", 2).place("r1c5", 7).place("r2c1", 7).marks();

        Step step = find(marks, NONE_GIVEN);

        assertNotNull(step);
        assertEquals(Technique.AVOIDABLE_RECTANGLE, step.technique());
        assertEquals("Avoidable rectangle: r1c1, r1c5, r2c1 and r2c5 on 2 and 7, none of them given, would have two"
                + " solutions unless r2c5 holds another digit => r2c5<>2", step.description());
        assertEquals(List.of(candidate("r2c5", 2)), step.eliminations());
        assertEquals(List.of(2, 7), step.digits());
        assertEquals(new CellGroup(CORNERS, List.of(2, 7)), step.groups().get(0));
        assertEquals(new CellGroup(cells("r2c5"), List.of(1, 3, 4, 5, 6, 8, 9)), step.groups().get(1));
        assertEquals(4.5, step.difficulty());
    }

    @Test
    void aGivenCornerCannotBeSwappedSoThereIsNoAvoidableRectangle() {
        short[] marks = Position.open().place("r1c1", 2).place("r1c5", 7).place("r2c1", 7).marks();
        boolean[] givens = NONE_GIVEN.clone();
        givens[Position.cell("r2c1")] = true;

        assertNull(find(marks, givens));
    }

    @Test
    void typeOneNeedsTwoCornersOnOneDigitAndTheFourthCellHoldingTheOther() {
        short[] fourBoxes = Position.open().place("r1c1", 2).place("r1c5", 7).place("r4c1", 7).marks();
        short[] partnersDiffer = Position.open().place("r1c1", 2).place("r1c5", 7).place("r2c1", 8).marks();
        short[] alreadyGone = Position.open().place("r1c1", 2).place("r1c5", 7).place("r2c1", 7)
                .without(2, "r2c5").marks();

        assertNull(find(fourBoxes, NONE_GIVEN));
        assertNull(find(partnersDiffer, NONE_GIVEN));
        assertNull(find(alreadyGone, NONE_GIVEN));
    }

    @Test
    void typeTwoClearsTheSharedExtraDigitFromCellsSeeingBothOpenCorners() {
        short[] marks = Position.open().place("r1c1", 2).place("r1c5", 7).only("r2c1", 3, 7).only("r2c5", 2, 3)
                .confine(3, "r2", "r2c1", "r2c5", "r2c8").marks();

        Step step = find(marks, NONE_GIVEN);

        assertNotNull(step);
        assertEquals("Avoidable rectangle: r1c1, r1c5, r2c1 and r2c5 on 2 and 7, none of them given, would have two"
                + " solutions unless r2c1 or r2c5 is 3 => r2c8<>3", step.description());
        assertEquals(List.of(candidate("r2c8", 3)), step.eliminations());
        assertEquals(new CellGroup(cells("r2c1", "r2c5"), List.of(3)), step.groups().get(1));
        assertEquals(4.6, step.difficulty());
    }

    @Test
    void typeTwoNeedsOneSameExtraDigitInBothOpenCorners() {
        short[] extrasDiffer = Position.open().place("r1c1", 2).place("r1c5", 7).only("r2c1", 4, 7)
                .only("r2c5", 2, 3).marks();
        short[] twoExtras = Position.open().place("r1c1", 2).place("r1c5", 7).only("r2c1", 3, 4, 7)
                .only("r2c5", 2, 3, 4).marks();

        assertNull(find(extrasDiffer, NONE_GIVEN));
        assertNull(find(twoExtras, NONE_GIVEN));
    }

    @Test
    void theSolverLooksForItOnlyWhenItKnowsTheGivens() {
        short[] marks = Position.open().place("r1c1", 2).place("r1c5", 7).place("r2c1", 7).marks();
        LogicalSolver solver = LogicalSolver.using(EnumSet.of(Technique.AVOIDABLE_RECTANGLE));

        assertNull(OnClassicGrid.next(solver, marks, null), "pencil marks alone do not say which digits were given");
        Step step = OnClassicGrid.next(solver, marks, NONE_GIVEN);
        assertNotNull(step);
        assertEquals(List.of(candidate("r2c5", 2)), step.eliminations());
    }

    @Test
    void typeTwoAlongAColumnAndNotWithAGivenCorner() {
        // r1c1=2 and r2c1=7 solved in column 1; r1c5 would close with 7, r2c5 with 2; both also hold 3.
        short[] marks = Position.open().place("r1c1", 2).place("r2c1", 7).only("r1c5", 3, 7).only("r2c5", 2, 3)
                .confine(3, "c5", "r1c5", "r2c5", "r8c5").marks();

        Step step = find(marks, NONE_GIVEN);

        assertNotNull(step);
        // The open corners share column 5 and box 2: both lose 3 where it is left.
        assertEquals(List.of(candidate("r1c4", 3), candidate("r1c6", 3), candidate("r2c4", 3), candidate("r2c6", 3),
                candidate("r3c4", 3), candidate("r3c6", 3), candidate("r8c5", 3)), step.eliminations());
        assertEquals(new CellGroup(cells("r1c5", "r2c5"), List.of(3)), step.groups().get(1));
        boolean[] givens = NONE_GIVEN.clone();
        givens[Position.cell("r2c1")] = true;
        assertNull(find(marks, givens));
    }

    /**
     * A calibration puzzle (SE 6.3) whose explanation uses an avoidable rectangle: {@code explain} knows the board's
     * givens; the same point reached as pencil marks does not, so its hint is another technique.
     */
    @Test
    void explainFindsOneOnARealPuzzleAndPencilMarksAloneDoNot() {
        Board puzzle = Board.parse("..9.3.2...2.....1....5.6.....32.91...1.7.4.9..5.....7..71.9.65.....8......2...9..");
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        Candidates marks = Candidates.of(puzzle);
        Step found = null;
        for (Step step : LogicalSolver.standard().explain(puzzle).steps()) {
            if (step.technique() == Technique.AVOIDABLE_RECTANGLE) {
                found = step;
                break;
            }
            marks = marks.apply(step);
        }

        assertNotNull(found, "the explanation has an avoidable rectangle");
        assertEquals("Avoidable rectangle: r2c7, r2c9, r5c7 and r5c9 on 3 and 5, none of them given, would have two"
                + " solutions unless r2c9 holds another digit => r2c9<>5", found.description());
        Candidate removed = found.eliminations().get(0);
        assertNotEquals(solution.get(removed.cell().row(), removed.cell().col()), removed.digit());
        Step hint = LogicalSolver.standard().nextStep(marks).orElseThrow();
        assertNotEquals(Technique.AVOIDABLE_RECTANGLE, hint.technique());
    }

    /** The finder on the classic grid, as the solver runs it there. */
    private static Step find(short[] marks, boolean[] givens) {
        return AvoidableRectangles.find(Grid.CLASSIC, Grid.widen(marks), givens, Budget.unlimited());
    }

    private static List<Cell> cells(String... names) {
        return Arrays.stream(names).map(name -> Cell.of(Position.cell(name))).toList();
    }
}
