package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;

import java.util.Arrays;

/**
 * WXYZ-wing, in its general form: a pivot and three wings that see it, each with two to four candidates, holding four
 * digits between them. A digit is restricted when its holders among the four cells all see each other: it fills one
 * of them at most. With exactly one digit {@code z} unrestricted, the three others fill at most three of the four
 * cells, so {@code z} fills one of its holders and leaves every cell that sees them all.
 *
 * <p>Rated as Sukaku Explainer rates it: 5.5, plus 0.1 when the largest candidate count of the four cells is three
 * (the middle of the sizes two to four, which Sukaku Explainer finds harder than the ends); in the usual shape that
 * cell is the pivot.
 */
final class WxyzWings {

    private static final int DIGITS_IN_ALL = 4;

    private WxyzWings() {
    }

    /** The easiest WXYZ-wing: the first at 5.5 in reading order of pivot and wings, else the first at 5.6. */
    static Step find(short[] marks) {
        Step harder = null;
        int[] four = new int[DIGITS_IN_ALL];
        for (int pivot = 0; pivot < CELLS; pivot++) {
            int p = Singles.openDigits(marks, pivot);
            if (!fits(p)) {
                continue;
            }
            four[0] = pivot;
            int[] peers = GRID.peersOf(pivot);
            for (int i = 0; i < peers.length; i++) {
                int a = Singles.openDigits(marks, peers[i]);
                if (!fits(a) || Integer.bitCount(p | a) > DIGITS_IN_ALL) {
                    continue;
                }
                four[1] = peers[i];
                for (int j = i + 1; j < peers.length; j++) {
                    int b = Singles.openDigits(marks, peers[j]);
                    if (!fits(b) || Integer.bitCount(p | a | b) > DIGITS_IN_ALL) {
                        continue;
                    }
                    four[2] = peers[j];
                    for (int k = j + 1; k < peers.length; k++) {
                        int c = Singles.openDigits(marks, peers[k]);
                        if (!fits(c) || Integer.bitCount(p | a | b | c) != DIGITS_IN_ALL) {
                            continue;
                        }
                        four[3] = peers[k];
                        Step step = wing(marks, four);
                        if (step != null && step.difficulty() == Technique.WXYZ_WING.difficulty()) {
                            return step;
                        }
                        harder = harder == null ? step : harder;
                    }
                }
            }
        }
        return harder;
    }

    /** A pivot or wing: two to four candidates (a cell with one is a naked single, not part of a wing). */
    private static boolean fits(int digits) {
        int count = Integer.bitCount(digits);
        return count >= 2 && count <= DIGITS_IN_ALL;
    }

    /** The step of four cells (the pivot first) holding four digits, or null unless it is a wing that eliminates. */
    private static Step wing(short[] marks, int[] four) {
        int unrestricted = 0;
        int most = 0;
        for (int cell : four) {
            most = Math.max(most, Integer.bitCount(Singles.openDigits(marks, cell)));
        }
        for (int bits = union(marks, four); bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            if (!restricted(marks, four, bit)) {
                if (unrestricted != 0) {
                    return null;
                }
                unrestricted = bit;
            }
        }
        if (unrestricted == 0) {
            return null;
        }
        int[] holders = new int[DIGITS_IN_ALL];
        int count = 0;
        for (int cell : four) {
            if ((marks[cell] & unrestricted) != 0) {
                holders[count++] = cell;
            }
        }
        StepBuilder step = new StepBuilder(Technique.WXYZ_WING)
                .difficulty(Technique.WXYZ_WING.difficulty() + (most == 3 ? 0.1 : 0))
                .digit(Candidates.digit(unrestricted));
        step.eliminateSeeingAll(marks, unrestricted, Arrays.copyOf(holders, count));
        if (step.changesNothing()) {
            return null;
        }
        int pivot = pivot(marks, four);
        step.group(Singles.openDigits(marks, pivot), pivot);
        int[] wings = four.clone();
        Arrays.sort(wings);
        for (int cell : wings) {
            if (cell != pivot) {
                step.group(Singles.openDigits(marks, cell), cell);
            }
        }
        return step.build();
    }

    private static int union(short[] marks, int[] four) {
        int digits = 0;
        for (int cell : four) {
            digits |= Singles.openDigits(marks, cell);
        }
        return digits;
    }

    /** Whether the holders of a digit among the four cells all see each other. */
    private static boolean restricted(short[] marks, int[] four, int bit) {
        for (int i = 0; i < four.length; i++) {
            for (int j = i + 1; j < four.length; j++) {
                if ((marks[four[i]] & bit) != 0 && (marks[four[j]] & bit) != 0 && !GRID.sees(four[i], four[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The cell that sees the three others, with the most candidates (the first in reading order on a tie). */
    private static int pivot(short[] marks, int[] four) {
        int best = -1;
        int bestCount = 0;
        for (int cell : four) {
            int sees = 0;
            for (int other : four) {
                sees += GRID.sees(cell, other) ? 1 : 0;
            }
            int count = Integer.bitCount(Singles.openDigits(marks, cell));
            if (sees == four.length - 1 && (count > bestCount || count == bestCount && cell < best)) {
                best = cell;
                bestCount = count;
            }
        }
        return best;
    }
}
