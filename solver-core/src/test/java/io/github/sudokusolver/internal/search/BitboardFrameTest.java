package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.TestPuzzles;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

/**
 * The fast solver's settled frames, checked from outside against the rules written out plainly, cell by cell: the
 * engine updates only the bands and stacks where something changed (the triad rule runs where a digit's triads
 * changed; the guess reads triads kept per band and stack), so a band or stack left out of an update leaves a frame
 * on which some rule still applies there. Each settled frame must be a fixpoint of every rule in every band and
 * stack, keep the true solution, and hold triads that match its blocks.
 */
final class BitboardFrameTest {

    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** Random puzzles of 17 to 45 givens from random grids: their root propagation settles to a fixpoint. */
    @RepeatedTest(400)
    void settlesToAFixpointOfEveryRuleInEveryBandAndStack(RepetitionInfo repetition) {
        long seed = 23_000L + repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Board solution = TestPuzzles.randomSolvedGrid(random);
        Board puzzle = TestPuzzles.randomPuzzle(random, solution, 17 + random.nextInt(29));
        int[] frame = BitboardEngine.settledFrame(digitsOf(puzzle));
        assertNotNull(frame, "seed " + seed + ": a contradiction on a puzzle with a solution");
        checkFixpoint(frame, solution, "seed " + seed + ", puzzle " + puzzle);
    }

    /**
     * States like those inside a search: from a settled puzzle of few givens, wrong candidates taken out one at a
     * time (as a branch narrows a digit's blocks), each followed by propagation. Only what changed is updated there,
     * so a band or stack whose change is not noticed leaves a rule applicable.
     */
    @RepeatedTest(1000)
    void settlesAgainAfterEachNarrowingAsInsideASearch(RepetitionInfo repetition) {
        long seed = 24_000L + repetition.getCurrentRepetition();
        Random random = new Random(seed);
        Board solution = TestPuzzles.randomSolvedGrid(random);
        Board puzzle = TestPuzzles.randomPuzzle(random, solution, 17 + random.nextInt(8));
        int[] frame = BitboardEngine.settledFrame(digitsOf(puzzle));
        assertNotNull(frame, "seed " + seed + ": a contradiction on a puzzle with a solution");
        for (int step = 0; step < 60 && !solved(frame); step++) {
            int cell = random.nextInt(81);
            int digit = random.nextInt(9);
            int row = cell / 9;
            int column = cell % 9;
            if (solution.get(row, column) == digit + 1 || !candidate(frame, digit, row, column)) {
                continue;
            }
            String context = "seed " + seed + ", puzzle " + puzzle + ", step " + step + ": " + (digit + 1) + " out of r"
                    + (row + 1) + "c" + (column + 1);
            frame = BitboardEngine.settledAfterRemoving(frame, digit, row / 3, 1 << (9 * (row % 3) + column));
            assertNotNull(frame, context + ": a contradiction though the solution is kept");
            checkFixpoint(frame, solution, context);
        }
    }

    private static boolean solved(int[] frame) {
        return (frame[BitboardEngine.UNPLACED] | frame[BitboardEngine.UNPLACED + 1]
                | frame[BitboardEngine.UNPLACED + 2]) == 0;
    }

    private static byte[] digitsOf(Board board) {
        byte[] digits = new byte[81];
        for (int cell = 0; cell < 81; cell++) {
            digits[cell] = (byte) board.get(cell / 9, cell % 9);
        }
        return digits;
    }

    private static boolean candidate(int[] frame, int digit, int row, int column) {
        return (frame[3 * digit + row / 3] >>> (9 * (row % 3) + column) & 1) != 0;
    }

    private static boolean unplaced(int[] frame, int row, int column) {
        return (frame[BitboardEngine.UNPLACED + row / 3] >>> (9 * (row % 3) + column) & 1) != 0;
    }

    /** Row triads (rowInBand * 3 + box) or column triads (band * 3 + columnInStack) of a digit in a band or stack. */
    private static int triadsOf(int[] frame, int digit, int line, boolean stack) {
        int triads = 0;
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                for (int k = 0; k < 3; k++) {
                    boolean any = stack
                            ? candidate(frame, digit, 3 * a + k, 3 * line + b)
                            : candidate(frame, digit, 3 * line + a, 3 * b + k);
                    triads |= any ? 1 << (3 * a + b) : 0;
                }
            }
        }
        return triads;
    }

    /** Whether some one-to-one mapping of lines to boxes within these triads uses triad (line, box). */
    private static boolean mapped(int triads, int line, int box) {
        for (int[] boxOf : PERMUTATIONS) {
            boolean fits = boxOf[line] == box;
            for (int l = 0; l < 3; l++) {
                fits &= (triads & 1 << (3 * l + boxOf[l])) != 0;
            }
            if (fits) {
                return true;
            }
        }
        return false;
    }

    /** Whether a digit must go in triad (line, box): its only one in that line, or in that box. */
    private static boolean forced(int triads, int line, int box) {
        if ((triads & 1 << (3 * line + box)) == 0) {
            return false;
        }
        int inLine = triads >>> (3 * line) & 7;
        int inBox = triads & (0x49 << box);
        return inLine == 1 << box || inBox == 1 << (3 * line + box);
    }

    /** The triads of a band or stack, with an unplaced cell, into which three digits are forced. */
    private static int tripleTriads(int[] frame, int line, boolean stack) {
        int triple = 0;
        for (int triad = 0; triad < 9; triad++) {
            int a = triad / 3;
            int b = triad % 3;
            boolean open = false;
            for (int k = 0; k < 3; k++) {
                open |= stack ? unplaced(frame, 3 * a + k, 3 * line + b) : unplaced(frame, 3 * line + a, 3 * b + k);
            }
            int count = 0;
            for (int digit = 0; digit < 9; digit++) {
                count += forced(triadsOf(frame, digit, line, stack), a, b) ? 1 : 0;
            }
            triple |= open && count >= 3 && othersIn(frame, line, stack, triad) ? 1 << triad : 0;
        }
        return triple;
    }

    /** Whether a digit not forced into the triad still has a cell in it (what the triad rule takes away). */
    private static boolean othersIn(int[] frame, int line, boolean stack, int triad) {
        for (int digit = 0; digit < 9; digit++) {
            int triads = triadsOf(frame, digit, line, stack);
            if ((triads & 1 << triad) != 0 && !forced(triads, triad / 3, triad % 3)) {
                return true;
            }
        }
        return false;
    }

    private static void checkFixpoint(int[] frame, Board solution, String context) {
        for (int row = 0; row < 9; row++) {
            for (int column = 0; column < 9; column++) {
                int count = 0;
                for (int digit = 0; digit < 9; digit++) {
                    count += candidate(frame, digit, row, column) ? 1 : 0;
                }
                String cell = context + ": r" + (row + 1) + "c" + (column + 1);
                assertTrue(candidate(frame, solution.get(row, column) - 1, row, column), cell + " lost its digit");
                assertTrue(unplaced(frame, row, column) ? count >= 2 : count == 1, cell + ": a naked single left");
            }
        }
        for (int digit = 0; digit < 9; digit++) {
            for (int house = 0; house < 9; house++) {
                checkHiddenSingle(frame, digit, house, context);
            }
            for (int line = 0; line < 3; line++) {
                for (boolean stack : new boolean[] {false, true}) {
                    String where = context + ", digit " + (digit + 1) + (stack ? ", stack " : ", band ") + line;
                    int triads = triadsOf(frame, digit, line, stack);
                    for (int triad = 0; triad < 9; triad++) {
                        if ((triads & 1 << triad) != 0 && !mapped(triads, triad / 3, triad % 3)) {
                            fail(where + ": triad " + triad + " fits no mapping of lines to boxes");
                        }
                    }
                    int kept = frame[(stack ? BitboardEngine.COLUMN_TRIADS : BitboardEngine.ROW_TRIADS) + digit];
                    if (!solved(frame)) { // a solved frame is returned before the triads are read again
                        assertEquals(triads, kept >>> (9 * line) & 0x1FF, where + ": kept triads differ from blocks");
                    }
                }
            }
        }
        for (int line = 0; line < 3; line++) {
            assertEquals(0, tripleTriads(frame, line, false), context + ", band " + line + ": the triad rule applies");
            assertEquals(0, tripleTriads(frame, line, true), context + ", stack " + line + ": the triad rule applies");
        }
        if (!solved(frame)) { // nor is the rule's turn taken: nothing is left for it
            assertEquals(0, frame[BitboardEngine.TRIADS_DUE], context + ": the triad rule still due somewhere");
        }
    }

    /** A digit with one cell left in row, column or box {@code house} has it placed. */
    private static void checkHiddenSingle(int[] frame, int digit, int house, String context) {
        int[][] cells = new int[3][];
        int[] counts = new int[3];
        for (int k = 0; k < 9; k++) {
            int[][] at = {{house, k}, {k, house}, {house / 3 * 3 + k / 3, house % 3 * 3 + k % 3}};
            for (int kind = 0; kind < 3; kind++) {
                if (candidate(frame, digit, at[kind][0], at[kind][1])) {
                    counts[kind]++;
                    cells[kind] = at[kind];
                }
            }
        }
        for (int kind = 0; kind < 3; kind++) {
            if (counts[kind] == 1 && unplaced(frame, cells[kind][0], cells[kind][1])) {
                fail(context + ": digit " + (digit + 1) + " has one cell left in " + new String[] {"row", "column",
                    "box"}[kind] + " " + (house + 1) + " but it is not placed");
            }
        }
    }
}
