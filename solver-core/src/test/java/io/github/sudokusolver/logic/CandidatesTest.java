package io.github.sudokusolver.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.generate.Generator;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

final class CandidatesTest {

    @Test
    void givensArePlacedAndEmptyCellsHoldWhatTheirPeersAllow() {
        Candidates marks = Candidates.of(TestPuzzles.SEED);
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                Cell cell = new Cell(row, col);
                int given = TestPuzzles.SEED.get(row, col);
                assertEquals(given != 0, marks.isPlaced(cell));
                for (int digit = 1; digit <= 9; digit++) {
                    boolean allowed = given != 0 ? digit == given
                            : TestPuzzles.SEED.with(row, col, digit).conflicts().isEmpty();
                    assertEquals(allowed, marks.contains(cell, digit), cell + " digit " + digit);
                }
            }
        }
        assertEquals(TestPuzzles.SEED, marks.toBoard());
        assertFalse(marks.isSolved());
        assertTrue(Candidates.of(TestPuzzles.SEED_SOLUTION).isSolved());
    }

    @Test
    void printedMarksReadBack() {
        Candidates marks = Candidates.of(Board.empty().with(0, 0, 5).with(4, 4, 3).with(8, 2, 9));
        assertEquals(marks, Candidates.parse(marks.toString()));
        assertEquals(marks.hashCode(), Candidates.parse(marks.toString()).hashCode());
        Candidates solved = Candidates.of(TestPuzzles.SEED_SOLUTION);
        assertEquals(solved, Candidates.parse(solved.toString()));
    }

    @Test
    void anOpenCellWithOneOrNoCandidateIsWrittenInParenthesesAndReadsBackOpen() {
        // The seed has naked singles: they must read back as open cells, not as placed ones.
        Candidates marks = Candidates.of(TestPuzzles.SEED);
        assertEquals(marks, Candidates.parse(marks.toString()));
        Cell open = Cell.of(0);
        Candidates single = marks;
        while (single.digits(open).size() > 1) {
            single = single.without(new Candidate(open, single.digits(open).get(0)));
        }
        assertTrue(single.toString().startsWith("(" + single.digits(open).get(0) + ")"), single.toString());
        assertEquals(single, Candidates.parse(single.toString()));
        Candidates none = single.without(new Candidate(open, single.digits(open).get(0)));
        assertTrue(none.toString().startsWith("()"), none.toString());
        assertEquals(none, Candidates.parse(none.toString()));
        assertFalse(Candidates.parse(none.toString()).isPlaced(open));
    }

    /** Positions up to 30 steps into generated puzzles, with a few pencil marks rubbed out by hand. */
    @ParameterizedTest
    @MethodSource("seeds")
    void everyGridReadsBackFromItsText(long seed) {
        Random random = new Random(seed);
        Board puzzle = Generator.withSeed(seed).puzzle(24 + random.nextInt(12));
        List<Step> steps = LogicalSolver.standard().explain(puzzle).steps();
        Candidates marks = Candidates.of(puzzle);
        int taken = random.nextInt(Math.min(30, steps.size()) + 1);
        for (int i = 0; i < taken; i++) {
            marks = marks.apply(steps.get(i));
        }
        for (int edit = random.nextInt(6); edit > 0; edit--) {
            Cell cell = Cell.of(random.nextInt(81));
            if (!marks.isPlaced(cell) && !marks.digits(cell).isEmpty()) {
                List<Integer> digits = marks.digits(cell);
                marks = marks.without(new Candidate(cell, digits.get(random.nextInt(digits.size()))));
            }
        }
        String text = marks.toString();
        assertEquals(marks, Candidates.parse(text), "seed " + seed + ", " + taken + " steps:\n" + text);
    }

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @Test
    void parseNamesAParenthesisOutOfPlace() {
        String rest = " 123456789".repeat(80);
        assertEquals("line 1, column 803: '(' is never closed",
                assertThrows(BoardFormatException.class, () -> Candidates.parse("1" + rest + " (12")).getMessage());
        assertEquals("line 1, column 2: found ')' without its '('",
                assertThrows(BoardFormatException.class, () -> Candidates.parse("1)" + rest)).getMessage());
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("(1)2" + rest)).getMessage()
                .startsWith("line 1, column 4: found '2' right after a group"));
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("1(2)" + rest)).getMessage()
                .startsWith("line 1, column 2: found '(' right after a group"));
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("(1 2)" + rest)).getMessage()
                .startsWith("line 1, column 3: found U+0020 inside '(...)'"));
    }

    @Test
    void parseNamesWhatIsWrong() {
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("12 34"))
                .getMessage().contains("found 2"));
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("1x"))
                .getMessage().contains("'x'"));
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse("11"))
                .getMessage().contains("repeated"));
        String clash = "1 12" + " 123456789".repeat(79);
        assertTrue(assertThrows(BoardFormatException.class, () -> Candidates.parse(clash))
                .getMessage().equals("line 1, column 3: r1c1 is 1 but r1c2 still has it as a candidate"));
    }

    @Test
    void parseNamesACharacterOutsideTheBasicPlaneByItsWholeCodePoint() {
        String rest = " 123456789".repeat(80);
        assertEquals("line 1, column 3: unexpected U+1F600 in pencil marks (only digits 1-9 in groups, blanks and"
                + " frame characters)", assertThrows(BoardFormatException.class,
                        () -> Candidates.parse("1 \uD83D\uDE00" + rest)).getMessage());
        assertEquals("line 1, column 4: found U+1F600 inside '(...)', expected digits 1-9 and ')'",
                assertThrows(BoardFormatException.class, () -> Candidates.parse("(12\uD83D\uDE00)" + rest))
                        .getMessage());
    }

    @Test
    void parseRefusesADigitPlacedTwiceInAHouseNamingBothCells() {
        String twiceInARow = "1 1 23456789" + " 23456789".repeat(78);
        assertEquals("line 1, column 3: digit 1 twice in row 1: r1c1 and r1c2",
                assertThrows(BoardFormatException.class, () -> Candidates.parse(twiceInARow)).getMessage());
        String[] groups = new String[81];
        Arrays.fill(groups, "2345678");
        groups[0] = "9";
        groups[10] = "9"; // r2c2: the same box, another row and column
        String twiceInABox = String.join(" ", groups);
        assertEquals("line 1, column 75: digit 9 twice in box 1: r1c1 and r2c2",
                assertThrows(BoardFormatException.class, () -> Candidates.parse(twiceInABox)).getMessage());
    }

    @Test
    void applyPlacesAndClearsPeersAndRejectsStepsThatDoNotFit() {
        Candidates marks = Candidates.of(TestPuzzles.SEED);
        Step hint = LogicalSolver.standard().nextStep(marks).orElseThrow();
        Candidates after = marks.apply(hint);
        Candidate placed = hint.placements().get(0);
        assertTrue(after.isPlaced(placed.cell()));
        assertEquals(List.of(placed.digit()), after.digits(placed.cell()));
        for (int peer : House.GRID.peersOf(placed.cell().index())) {
            if (!after.isPlaced(Cell.of(peer))) {
                assertFalse(after.contains(Cell.of(peer), placed.digit()));
            }
        }
        assertEquals(Candidates.of(TestPuzzles.SEED), marks, "the original is unchanged");
        assertThrows(IllegalArgumentException.class, () -> after.apply(hint), "placing twice");
    }

    @Test
    void withoutRemovesOneMarkAndRefusesAPlacedDigit() {
        Candidates marks = Candidates.of(TestPuzzles.SEED);
        Cell given = null;
        Cell open = null;
        for (int i = 0; i < 81; i++) {
            if (marks.isPlaced(Cell.of(i))) {
                given = given == null ? Cell.of(i) : given;
            } else if (open == null) {
                open = Cell.of(i);
            }
        }
        int digit = marks.digits(open).get(0);
        Candidates fewer = marks.without(new Candidate(open, digit));
        assertFalse(fewer.contains(open, digit));
        assertTrue(marks.contains(open, digit));
        assertEquals(fewer, fewer.without(new Candidate(open, digit)));
        Cell placed = given;
        assertThrows(IllegalArgumentException.class,
                () -> marks.without(new Candidate(placed, TestPuzzles.SEED.get(placed.row(), placed.col()))));
    }

    @Test
    void ratingRefusesALevelThatDoesNotMatchTheScore() {
        assertThrows(IllegalArgumentException.class, () -> new Rating(7.2, Difficulty.EASY, Technique.AIC));
        assertEquals(Difficulty.EXPERT, new Rating(7.2, Difficulty.EXPERT, Technique.AIC).difficulty());
        assertEquals(Difficulty.EASY, Difficulty.of(1.0));
        assertEquals(Difficulty.MEDIUM, Difficulty.of(2.5));
        assertEquals(Difficulty.EXTREME, Difficulty.of(12.0));
        assertEquals("score 0.5 is below 1.0, the easiest step's",
                assertThrows(IllegalArgumentException.class, () -> Difficulty.of(0.5)).getMessage());
        assertEquals("score is NaN, not a number",
                assertThrows(IllegalArgumentException.class, () -> Difficulty.of(Double.NaN)).getMessage());
    }

    @Test
    void chainLengthBonusFollowsTheCeilings() {
        assertEquals(6.6, Chains.difficulty(Technique.X_CHAIN, 6), 1e-9);
        assertEquals(6.7, Chains.difficulty(Technique.X_CHAIN, 7), 1e-9);
        assertEquals(6.7, Chains.difficulty(Technique.X_CHAIN, 8), 1e-9);
        assertEquals(6.8, Chains.difficulty(Technique.X_CHAIN, 9), 1e-9);
        assertEquals(6.9, Chains.difficulty(Technique.X_CHAIN, 11), 1e-9);
        assertEquals(6.9, Chains.difficulty(Technique.X_CHAIN, 14), 1e-9);
        assertEquals(7.0, Chains.difficulty(Technique.X_CHAIN, 15), 1e-9);
    }
}
