package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.at;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.full;
import static io.github.sudokusolver.logic.SinglesAndIntersectionsTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.Clone;
import io.github.sudokusolver.rules.Dot;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The techniques of the rules on single cells and pairs of cells ({@link PairFinders}) on hand-made positions: a
 * grid with a few such rules, every cell holding every digit, then a pattern carved. Where each fires, with its exact
 * eliminations, rules and description, and the near misses where it must not.
 */
final class PairFindersTest {

    private static final Budget NONE = Budget.unlimited();

    private static Cell c(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    private static Grid classic(Rule... rules) {
        return Grid.of(Layout.classic().withRules(List.of(rules)));
    }

    private static Step pairs(Grid grid, int[] marks, Technique technique) {
        return PairFinders.pairs(grid, marks, technique);
    }

    private static void range(Grid grid, int[] marks, int row, int col, int from, int to) {
        int mask = 0;
        for (int digit = from; digit <= to; digit++) {
            mask |= 1 << digit - 1;
        }
        marks[at(grid, row, col)] = mask;
    }

    private static void remove(Grid grid, int[] marks, int digit, int row, int col) {
        marks[at(grid, row, col)] &= ~(1 << digit - 1);
    }

    @Test
    void everyMarkedCellLosesTheDigitsItsMarkForbidsInOneStep() {
        CellMark odd = CellMark.odd(c(1, 1));
        CellMark even = CellMark.even(c(5, 5));
        GivenCandidates given = GivenCandidates.of(c(2, 3), List.of(1, 2, 5));
        Grid grid = classic(even, given, odd);
        int[] marks = full(grid);
        Step step = PairFinders.cellMarks(grid, marks, NONE);
        // in the layout's order of rules; the conclusion groups the cells that lose the same digits
        assertEquals("Odd and even cells and given candidates: r5c5 is even, r1c1 is odd, r2c3 may only be 1, 2 or 5"
                + " => r5c5<>15,"
                + " r5c5,r2c3<>379, r1c1<>2, r1c1,r2c3<>468", step.description());
        assertEquals(List.of(even, odd, given), step.rules());
        assertEquals(1.0, step.difficulty());
        only(grid, marks, at(grid, 1, 1), 1, 3);
        only(grid, marks, at(grid, 5, 5), 2);
        only(grid, marks, at(grid, 2, 3), 5);
        assertNull(PairFinders.cellMarks(grid, marks, NONE), "nothing left to remove");
        assertNull(PairFinders.cellMarks(classic(GlobalRule.ANTI_KNIGHT), marks, NONE), "no marks");
    }

    /**
     * The step names the rules it uses (issue 68: a given-candidates rule was explained as "Odd and even cells"),
     * alone and beside odd and even cells.
     */
    @Test
    void aStepOfGivenCandidatesNamesThem() {
        GivenCandidates given = GivenCandidates.of(c(1, 1), List.of(1, 3));
        Grid grid = classic(given);
        Step step = PairFinders.cellMarks(grid, full(grid), NONE);
        assertEquals("Given candidates: r1c1 may only be 1 or 3 => r1c1<>2456789", step.description());
        assertEquals(List.of(given), step.rules());
        Grid odd = classic(CellMark.odd(c(5, 5)));
        assertEquals("Odd and even cells: r5c5 is odd => r5c5<>2468",
                PairFinders.cellMarks(odd, full(odd), NONE).description());
    }

    /** The same through a whole explanation of an Interactive Sudoku Solver pencil-mark puzzle, as a user reads it. */
    @Test
    void anIssPencilMarkPuzzleExplainsItsGivenCandidatesByName() throws IOException {
        Board puzzle = TestPuzzles.SEED;
        Board solution = TestPuzzles.SEED_SOLUTION;
        StringBuilder text = new StringBuilder("pencil marks ");
        int candidates = 0;
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int digit = solution.get(row, col);
                // a given stays one digit; every fourth empty cell a given-candidates rule of two digits
                boolean pair = puzzle.get(row, col) == 0 && (row * 9 + col) % 4 == 0;
                int other = digit % 9 + 1;
                candidates += pair ? 1 : 0;
                for (int d = 1; d <= 9; d++) {
                    boolean open = puzzle.get(row, col) != 0 ? d == digit
                            : pair ? d == digit || d == other : true;
                    text.append(open ? (char) ('0' + d) : '.');
                }
            }
        }
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            entry = reader.next();
        }
        Board board = entry.boardOrThrow();
        assertEquals(candidates, board.layout().rules().size(), entry.toString());
        int named = 0;
        for (Step step : LogicalSolver.standard().explain(board).steps()) {
            if (step.technique() == Technique.CELL_MARKS) {
                named++;
                assertEquals("Given candidates: ", step.description().substring(0, 18), step.description());
            }
        }
        assertEquals(1, named, "one step removes what every given-candidates cell forbids");
    }

    @Test
    void aPlacedMarkedCellIsLeftAlone() {
        Grid grid = classic(CellMark.odd(c(1, 1)));
        int[] marks = full(grid);
        grid.place(marks, at(grid, 1, 1), 1 << 1); // a wrong 2: not this technique's to say
        assertNull(PairFinders.cellMarks(grid, marks, NONE));
    }

    @Test
    void aWhiteDotIsReadAcrossFromTheCellWithFewerCandidates() {
        Dot dot = Dot.white(c(1, 1), c(1, 2));
        Grid grid = classic(dot);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 2, 7, 8);
        Step step = pairs(grid, marks, Technique.KROPKI_DOT);
        assertEquals("Kropki dot: the white dot between r1c1 and r1c2 joins consecutive digits, and r1c2 holds 2, 7"
                + " and 8 => r1c1<>245", step.description());
        assertEquals(List.of(dot), step.rules());
        assertEquals(2.0, step.difficulty());
        only(grid, marks, at(grid, 1, 1), 1, 3, 6, 8, 9);
        assertNull(pairs(grid, marks, Technique.KROPKI_DOT), "every digit of r1c1 has a neighbour in r1c2");
        assertNull(pairs(grid, marks, Technique.XV), "a white dot is no XV");
    }

    @Test
    void theDigitsThatHaveNoDoubleOrHalfLeaveABlackDotFirst() {
        Grid grid = classic(Dot.black(c(4, 4), c(5, 4)));
        int[] marks = full(grid);
        Step step = pairs(grid, marks, Technique.KROPKI_DOT);
        assertEquals("Kropki dot: the black dot between r4c4 and r5c4 joins a digit and its double, and no digit is"
                + " double or half of 5, 7 or 9 => r4c4,r5c4<>579", step.description());
        for (int digit : new int[] {5, 7, 9}) {
            remove(grid, marks, digit, 4, 4);
            remove(grid, marks, digit, 5, 4);
        }
        only(grid, marks, at(grid, 5, 4), 3, 8);
        assertEquals("Kropki dot: the black dot between r4c4 and r5c4 joins a digit and its double, and r5c4 holds 3"
                + " and 8 => r4c4<>1238", pairs(grid, marks, Technique.KROPKI_DOT).description());
    }

    @Test
    void anXKeepsTheComplementsOfTheOtherCell() {
        Dot x = Dot.x(c(4, 4), c(4, 5));
        Grid grid = classic(x);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 4, 5), 3, 6);
        Step step = pairs(grid, marks, Technique.XV);
        assertEquals("XV: the X between r4c4 and r4c5 adds up to 10, and r4c5 holds 3 and 6 => r4c4<>1235689",
                step.description());
        assertEquals(List.of(x), step.rules());
        assertNull(pairs(grid, marks, Technique.KROPKI_DOT));
    }

    @Test
    void aDigitEveryPairOfADotHoldsLeavesTheCellsThatSeeBoth() {
        Dot dot = Dot.black(c(5, 8), c(6, 8));
        Grid grid = classic(dot);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 5, 8), 2, 4, 8);
        only(grid, marks, at(grid, 6, 8), 2, 4, 8);
        Step step = pairs(grid, marks, Technique.KROPKI_DOT);
        assertEquals("Kropki dot: the black dot between r5c8 and r6c8 joins a digit and its double, and of r5c8 and"
                + " r6c8 it allows 2 and 4, 4 and 2, 4 and 8 or 8 and 4, each with a 4; r1c8, r2c8, r3c8, r4c7, r4c8,"
                + " r4c9, r5c7, r5c9, r6c7, r6c9, r7c8, r8c8 and r9c8 see both"
                + " => r1c8,r2c8,r3c8,r4c7,r4c8,r4c9,r5c7,r5c9,r6c7,r6c9,r7c8,r8c8,r9c8<>4", step.description());
        assertEquals(2.8, step.difficulty(), 1e-9, "2.0, and 0.8 for the need form");
        assertEquals(List.of(dot), step.rules());
        marks[at(grid, 5, 8)] |= 1;
        marks[at(grid, 6, 8)] |= 1;
        assertNull(pairs(grid, marks, Technique.KROPKI_DOT), "1 and 2 hold no 4");
    }

    @Test
    void anXBetweenCellsOfOneRowLeavesNoFiveBesideAFive() {
        Dot x = Dot.x(c(4, 4), c(4, 5));
        Grid grid = classic(x);
        int[] marks = full(grid);
        Step step = pairs(grid, marks, Technique.XV);
        assertEquals("XV: the X between r4c4 and r4c5 adds up to 10, and r4c4 holds 1, 2, 3, 4, 5, 6, 7, 8 and 9;"
                + " r4c5 sees r4c4, so the two differ => r4c5<>5", step.description());
        remove(grid, marks, 5, 4, 5);
        assertEquals("XV: the X between r4c4 and r4c5 adds up to 10, and r4c5 holds 1, 2, 3, 4, 6, 7, 8 and 9"
                + " => r4c4<>5", pairs(grid, marks, Technique.XV).description(), "no 5 left to pair: no clause");
        remove(grid, marks, 5, 4, 4);
        assertNull(pairs(grid, marks, Technique.XV));
    }

    @Test
    void aVForbidsTheDigitsTooLargeToAddUpToFive() {
        Grid grid = classic(Dot.v(c(4, 4), c(4, 5)));
        Step step = pairs(grid, full(grid), Technique.XV);
        assertEquals("XV: the V between r4c4 and r4c5 adds up to 5, and no digit adds up to 5 with 5, 6, 7, 8 or 9"
                + " => r4c4,r4c5<>56789", step.description());
    }

    @Test
    void theSmallerCellOfAnInequalityStaysBelowTheLargersLargestCandidate() {
        Dot less = Dot.less(c(1, 1), c(1, 2));
        Grid grid = classic(less);
        int[] marks = full(grid);
        assertEquals("Inequality: r1c1 < r1c2, and nothing is smaller than 1 => r1c2<>1",
                pairs(grid, marks, Technique.INEQUALITY).description());
        range(grid, marks, 1, 2, 2, 6);
        Step step = pairs(grid, marks, Technique.INEQUALITY);
        assertEquals("Inequality: r1c1 < r1c2, and r1c2 holds at most 6 => r1c1<>6789", step.description());
        assertEquals(1.5, step.difficulty());
        assertEquals(List.of(less), step.rules());
        range(grid, marks, 1, 1, 3, 5);
        assertEquals("Inequality: r1c1 < r1c2, and r1c1 holds at least 3 => r1c2<>23",
                pairs(grid, marks, Technique.INEQUALITY).description());
        range(grid, marks, 1, 2, 4, 6);
        assertNull(pairs(grid, marks, Technique.INEQUALITY), "3-5 below 4-6: nothing to remove");
    }

    @Test
    void aMinimumCellStaysBelowEachNeighboursLargestCandidate() {
        CellMark minimum = CellMark.minimum(c(3, 3));
        Grid grid = classic(minimum);
        int[] marks = full(grid);
        for (int[] neighbour : new int[][] {{2, 3}, {4, 3}, {3, 2}, {3, 4}}) {
            remove(grid, marks, 1, neighbour[0], neighbour[1]);
        }
        range(grid, marks, 3, 3, 1, 8);
        range(grid, marks, 3, 4, 2, 5);
        Step step = pairs(grid, marks, Technique.MINIMUM_MAXIMUM);
        assertEquals("Minimum and maximum cells: r3c3 is a minimum cell, smaller than r2c3, r3c2, r3c4 and r4c3, and"
                + " r3c4 holds at most 5 => r3c3<>5678", step.description());
        assertEquals(List.of(minimum), step.rules());
        range(grid, marks, 3, 3, 1, 4);
        assertNull(pairs(grid, marks, Technique.MINIMUM_MAXIMUM));
    }

    @Test
    void aNeighbourOfTheSameMarkIsNoPartner() {
        Grid grid = classic(CellMark.maximum(c(3, 3)), CellMark.maximum(c(3, 4)));
        int[] marks = full(grid);
        for (int[] neighbour : new int[][] {{2, 3}, {4, 3}, {3, 2}, {2, 4}, {4, 4}, {3, 5}}) {
            remove(grid, marks, 9, neighbour[0], neighbour[1]);
        }
        range(grid, marks, 3, 3, 3, 9);
        range(grid, marks, 3, 4, 3, 9);
        assertNull(pairs(grid, marks, Technique.MINIMUM_MAXIMUM), "r3c4's 9 and 3 say nothing to r3c3: both maxima");
        Step step = pairs(classic(CellMark.maximum(c(3, 3))), marks, Technique.MINIMUM_MAXIMUM);
        assertEquals("Minimum and maximum cells: r3c3 is a maximum cell, larger than r2c3, r3c2, r3c4 and r4c3, and"
                + " nothing is larger than 9 => r3c4<>9", step.description());
    }

    @Test
    void aPlacedDigitForbidsItsNeighboursUnderNonConsecutive() {
        Grid grid = classic(GlobalRule.NON_CONSECUTIVE);
        int[] marks = full(grid);
        grid.place(marks, at(grid, 2, 2), 1 << 4);
        Step step = pairs(grid, marks, Technique.NEGATIVE_CONSTRAINT);
        assertEquals("Negative constraint: orthogonal neighbours are never consecutive, and r2c2 is 5"
                + " => r1c2,r2c1,r2c3,r3c2<>46", step.description());
        assertEquals(List.of(GlobalRule.NON_CONSECUTIVE), step.rules());
        assertEquals(2.0, step.difficulty());
    }

    @Test
    void negativeWhiteDotsSpareThePairThatCarriesAWhiteDot() {
        Grid grid = classic(GlobalRule.NEGATIVE_WHITE_DOTS, Dot.white(c(2, 2), c(2, 3)));
        int[] marks = full(grid);
        grid.place(marks, at(grid, 2, 2), 1 << 4);
        Step step = pairs(grid, marks, Technique.NEGATIVE_CONSTRAINT);
        assertEquals("Negative constraint: neighbours without a white dot are never consecutive, and r2c2 is 5"
                + " => r1c2,r2c1,r3c2<>46", step.description());
        assertEquals("Kropki dot: the white dot between r2c2 and r2c3 joins consecutive digits, and r2c2 is 5"
                + " => r2c3<>123789", pairs(grid, marks, Technique.KROPKI_DOT).description());
    }

    @Test
    void negativeBlackDotsForbidTheLayoutsRatios() {
        Grid grid = classic(GlobalRule.NEGATIVE_BLACK_DOTS, Dot.ratio(c(8, 8), c(8, 9), 3));
        int[] marks = full(grid);
        grid.place(marks, at(grid, 2, 2), 1 << 2);
        Step step = pairs(grid, marks, Technique.NEGATIVE_CONSTRAINT);
        assertEquals("Negative constraint: neighbours without a black dot are never a digit and 3 times it, and r2c2"
                + " is 3 => r1c2,r2c1,r2c3,r3c2<>19", step.description());
    }

    @Test
    void noFiveOnAGermanWhisper() {
        Line whisper = Line.germanWhisper(List.of(c(1, 1), c(2, 2), c(3, 3)));
        Grid grid = classic(whisper);
        Step step = pairs(grid, full(grid), Technique.WHISPER);
        assertEquals("Whisper: on the German whisper r1c1-r3c3, neighbours differ by at least 5, and no digit is 5 or"
                + " more away from 5 => r1c1,r2c2,r3c3<>5", step.description());
        assertEquals(List.of(whisper), step.rules());
    }

    @Test
    void aFourBetweenTwoCellsThatSeeEachOtherOnAGermanWhisperWouldNeedNineTwice() {
        Grid grid = classic(Line.germanWhisper(List.of(c(1, 2), c(2, 2), c(3, 2))));
        int[] marks = full(grid);
        for (int row = 1; row <= 3; row++) {
            remove(grid, marks, 5, row, 2);
        }
        Step step = pairs(grid, marks, Technique.WHISPER);
        assertEquals("Whisper: on the German whisper r1c2-r3c2, neighbours differ by at least 5; r1c2 and r3c2 see"
                + " each other, and 4 in r2c2 would leave both only 9 and 6 in r2c2 would leave both only 1"
                + " => r2c2<>46", step.description());
        assertEquals(2.2, step.difficulty(), 1e-9);
        Grid apart = classic(Line.germanWhisper(List.of(c(1, 4), c(2, 3), c(3, 2))));
        marks = full(apart);
        for (int[] cell : new int[][] {{1, 4}, {2, 3}, {3, 2}}) {
            remove(apart, marks, 5, cell[0], cell[1]);
        }
        assertNull(pairs(apart, marks, Technique.WHISPER), "r1c4 and r3c2 do not see each other");
    }

    @Test
    void aPalindromesCellKeepsTheDigitsItsMirrorHoldsAndCopiesAPlacedOne() {
        Line palindrome = Line.of(Line.Kind.PALINDROME, List.of(c(1, 3), c(2, 4), c(3, 5)));
        Grid grid = classic(palindrome);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 3, 5), 2, 3, 8);
        Step step = pairs(grid, marks, Technique.EQUAL_CELLS);
        assertEquals("Equal cells: the palindrome r1c3-r3c5 makes r1c3 equal to r3c5, which holds 2, 3 and 8"
                + " => r1c3<>145679", step.description());
        assertEquals(List.of(palindrome), step.rules());
        grid.place(marks, at(grid, 3, 5), 1 << 7);
        assertEquals("Equal cells: the palindrome r1c3-r3c5 makes r1c3 equal to r3c5, which is 8 => r1c3=8",
                pairs(grid, marks, Technique.EQUAL_CELLS).description());
        only(grid, marks, at(grid, 1, 3), 8);
        assertNull(pairs(grid, marks, Technique.EQUAL_CELLS));
    }

    @Test
    void aCloneKeepsTheDigitsOfItsCopy() {
        Clone clone = Clone.of(List.of(c(1, 1), c(1, 2)), List.of(c(5, 5), c(5, 6)));
        Grid grid = classic(clone);
        int[] marks = full(grid);
        only(grid, marks, at(grid, 1, 2), 1, 9);
        Step step = pairs(grid, marks, Technique.EQUAL_CELLS);
        assertEquals("Equal cells: the clone r1c1,r1c2 = r5c5,r5c6 makes r5c6 equal to r1c2, which holds 1 and 9"
                + " => r5c6<>2345678", step.description());
        assertNull(pairs(grid, marks, Technique.WHISPER));
    }

    @Test
    void aLayoutWithoutPairRulesGivesNoStep() {
        Grid grid = classic(GlobalRule.ANTI_KNIGHT);
        int[] marks = full(grid);
        for (Technique technique : List.of(Technique.MINIMUM_MAXIMUM, Technique.INEQUALITY, Technique.KROPKI_DOT,
                Technique.XV, Technique.NEGATIVE_CONSTRAINT, Technique.WHISPER, Technique.EQUAL_CELLS)) {
            assertNull(pairs(grid, marks, technique), technique.name());
            assertNull(pairs(Grid.CLASSIC, Grid.widen(new short[81]), technique), technique.name());
        }
    }

    @Test
    void onASmallGridTheDotsReadTheirOwnDigits() {
        Grid grid = Grid.of(Layout.boxes(2, 2).withRules(List.of(Dot.black(c(1, 1), c(1, 2)))));
        int[] marks = full(grid);
        Step step = pairs(grid, marks, Technique.KROPKI_DOT);
        assertEquals("Kropki dot: the black dot between r1c1 and r1c2 joins a digit and its double, and no digit is"
                + " double or half of 3 => r1c1,r1c2<>3", step.description());
    }
}
