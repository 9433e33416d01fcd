package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Aligned pair exclusion: for two cells of one house, a pair of values is impossible when the two values are equal
 * or a bivalue cell seeing both holds exactly those two; a value of one cell with no possible partner is eliminated.
 */
final class AlignedPairs {

    private AlignedPairs() {
    }

    static Step find(short[] marks) {
        int[] excluders = new int[CELLS];
        for (int a = 0; a < CELLS; a++) {
            if (!Singles.isOpen(marks, a)) {
                continue;
            }
            for (int b : GRID.peersOf(a)) {
                if (b <= a || !Singles.isOpen(marks, b)) {
                    continue;
                }
                int count = 0;
                for (int c : GRID.peersOf(a)) {
                    if (c != b && GRID.sees(c, b) && Singles.isOpen(marks, c)
                            && Integer.bitCount(marks[c] & Candidates.ALL) == 2) {
                        excluders[count++] = c;
                    }
                }
                if (count == 0) {
                    continue;
                }
                Step step = exclude(marks, a, b, excluders, count);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    private static Step exclude(short[] marks, int a, int b, int[] excluders, int count) {
        int ma = marks[a] & Candidates.ALL;
        int mb = marks[b] & Candidates.ALL;
        int allowedA = 0;
        int allowedB = 0;
        for (int x = ma; x != 0; x &= x - 1) {
            int bx = x & -x;
            for (int y = mb; y != 0; y &= y - 1) {
                int by = y & -y;
                if (bx == by) {
                    continue;
                }
                boolean excluded = false;
                for (int i = 0; i < count && !excluded; i++) {
                    excluded = (marks[excluders[i]] & Candidates.ALL) == (bx | by);
                }
                if (!excluded) {
                    allowedA |= bx;
                    allowedB |= by;
                }
            }
        }
        if (allowedA == ma && allowedB == mb) {
            return null;
        }
        StepBuilder step = new StepBuilder(Technique.ALIGNED_PAIR_EXCLUSION).cell(a).cell(b)
                .eliminateAll(marks, a, ma & ~allowedA).eliminateAll(marks, b, mb & ~allowedB);
        for (int i = 0; i < count; i++) {
            step.cell(excluders[i]);
        }
        return step.build("every pair of values of " + StepBuilder.cells(a, b)
                + " that uses them is ruled out by a bivalue cell seeing both or by the two cells seeing each other");
    }
}
