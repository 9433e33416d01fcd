package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Short patterns of a few cells: XY-wing and XYZ-wing, and the short chains solving guides name, W-wing, skyscraper
 * and 2-string kite, which carry the difficulty of the chain they are ({@link Chains#difficulty}).
 */
final class Wings {

    private Wings() {
    }

    static Step xyWing(short[] marks) {
        for (int pivot = 0; pivot < CELLS; pivot++) {
            int p = Singles.openDigits(marks, pivot);
            if (Integer.bitCount(p) != 2) {
                continue;
            }
            for (int a : GRID.peersOf(pivot)) {
                int am = Singles.openDigits(marks, a);
                if (Integer.bitCount(am) != 2 || Integer.bitCount(am & p) != 1) {
                    continue;
                }
                int z = am & ~p;
                for (int b : GRID.peersOf(pivot)) {
                    int bm = Singles.openDigits(marks, b);
                    if (b <= a || bm != (z | p & ~am)) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(Technique.XY_WING).cell(pivot).cell(a).cell(b);
                    eliminateSeeingAll(marks, step, z, pivot, a, b, false);
                    if (!step.changesNothing()) {
                        return step.build("pivot " + Candidate.name(pivot) + " (" + StepBuilder.digits(p)
                                + ") with pincers " + StepBuilder.cells(a, b) + ": one of them is "
                                + Candidates.digit(z));
                    }
                }
            }
        }
        return null;
    }

    static Step xyzWing(short[] marks) {
        for (int pivot = 0; pivot < CELLS; pivot++) {
            int p = Singles.openDigits(marks, pivot);
            if (Integer.bitCount(p) != 3) {
                continue;
            }
            for (int a : GRID.peersOf(pivot)) {
                int am = Singles.openDigits(marks, a);
                if (Integer.bitCount(am) != 2 || (am & ~p) != 0) {
                    continue;
                }
                for (int b : GRID.peersOf(pivot)) {
                    int bm = Singles.openDigits(marks, b);
                    if (b <= a || Integer.bitCount(bm) != 2 || (bm & ~p) != 0 || (am | bm) != p) {
                        continue;
                    }
                    int z = am & bm;
                    StepBuilder step = new StepBuilder(Technique.XYZ_WING).cell(pivot).cell(a).cell(b);
                    eliminateSeeingAll(marks, step, z, pivot, a, b, true);
                    if (!step.changesNothing()) {
                        return step.build("pivot " + Candidate.name(pivot) + " (" + StepBuilder.digits(p)
                                + ") with pincers " + StepBuilder.cells(a, b) + ": one of the three is "
                                + Candidates.digit(z));
                    }
                }
            }
        }
        return null;
    }

    /** Eliminates {@code bit} from open cells seeing {@code a} and {@code b} (and the pivot, if asked). */
    private static void eliminateSeeingAll(short[] marks, StepBuilder step, int bit, int pivot, int a, int b,
            boolean seePivot) {
        for (int cell : GRID.peersOf(a)) {
            if (cell != pivot && cell != b && GRID.sees(cell, b) && (!seePivot || GRID.sees(cell, pivot))
                    && (Singles.openDigits(marks, cell) & bit) != 0) {
                step.eliminate(cell, Candidates.digit(bit));
            }
        }
    }

    static Step wWing(short[] marks) {
        for (int c1 = 0; c1 < CELLS; c1++) {
            int pair = Singles.openDigits(marks, c1);
            if (Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int c2 = c1 + 1; c2 < CELLS; c2++) {
                if (Singles.openDigits(marks, c2) != pair || GRID.sees(c1, c2)) {
                    continue;
                }
                for (int x = pair; x != 0; x &= x - 1) {
                    int linkBit = x & -x;
                    int other = pair & ~linkBit;
                    for (int house = 0; house < GRID.regionCount(); house++) {
                        int places = Singles.places(marks, house, linkBit);
                        if (Integer.bitCount(places) != 2) {
                            continue;
                        }
                        int[] ends = Subsets.cellsOf(GRID.cellsOf(house), places);
                        for (int flip = 0; flip < 2; flip++) {
                            int p = ends[flip];
                            int q = ends[1 - flip];
                            if (p == c1 || p == c2 || q == c1 || q == c2 || !GRID.sees(p, c1) || !GRID.sees(q, c2)) {
                                continue;
                            }
                            StepBuilder step = new StepBuilder(Technique.W_WING)
                                    .difficulty(Chains.difficulty(Technique.W_WING, 8))
                                    .cell(c1).cell(c2).cell(p).cell(q).house(house);
                            eliminateSeeingAll(marks, step, other, -1, c1, c2, false);
                            if (!step.changesNothing()) {
                                int xd = Candidates.digit(linkBit);
                                step.link(c1, xd, p, xd, false).link(p, xd, q, xd, true).link(q, xd, c2, xd, false);
                                return step.build(StepBuilder.cells(c1, c2) + " hold " + StepBuilder.digits(pair)
                                        + ", and " + xd + " in " + House.name(house) + " is in " + Candidate.name(p)
                                        + " or " + Candidate.name(q) + ": one of them is " + Candidates.digit(other));
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Skyscraper and 2-string kite: two strong links of one digit whose near ends see each other. */
    static Step turbot(short[] marks, boolean kite) {
        for (int digit = 1; digit <= DIGITS; digit++) {
            int bit = 1 << digit - 1;
            for (int h1 = 0; h1 < 18; h1++) {
                int[] e1 = links(marks, h1, bit);
                if (e1 == null) {
                    continue;
                }
                for (int h2 = 0; h2 < 18; h2++) {
                    boolean pairs = kite ? h1 < 9 && h2 >= 9 : h2 > h1 && (h2 < 9) == (h1 < 9);
                    if (!pairs) {
                        continue;
                    }
                    int[] e2 = links(marks, h2, bit);
                    if (e2 == null) {
                        continue;
                    }
                    Step step = joined(marks, digit, kite, h1, e1, h2, e2);
                    if (step != null) {
                        return step;
                    }
                }
            }
        }
        return null;
    }

    private static Step joined(short[] marks, int digit, boolean kite, int h1, int[] e1, int h2, int[] e2) {
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                int near1 = e1[i];
                int near2 = e2[j];
                int far1 = e1[1 - i];
                int far2 = e2[1 - j];
                if (near1 == near2 || far1 == far2 || near1 == far2 || far1 == near2) {
                    continue;
                }
                boolean shape = kite
                        ? House.boxOf(near1) == House.boxOf(near2) && House.boxOf(far1) != House.boxOf(near1)
                                && House.boxOf(far2) != House.boxOf(near2)
                        : (h1 < 9 ? GRID.columnOf(near1) == GRID.columnOf(near2) && GRID.columnOf(far1) != GRID.columnOf(far2)
                                : GRID.rowOf(near1) == GRID.rowOf(near2) && GRID.rowOf(far1) != GRID.rowOf(far2));
                if (!shape) {
                    continue;
                }
                Technique technique = kite ? Technique.TWO_STRING_KITE : Technique.SKYSCRAPER;
                StepBuilder step = new StepBuilder(technique)
                        .cell(near1).cell(near2).cell(far1).cell(far2).house(h1).house(h2);
                eliminateSeeingAll(marks, step, 1 << digit - 1, -1, far1, far2, false);
                if (!step.changesNothing()) {
                    step.link(far1, digit, near1, digit, true).link(near1, digit, near2, digit, false)
                            .link(near2, digit, far2, digit, true);
                    return step.build(digit + " is in " + Candidate.name(far1) + " or " + Candidate.name(far2)
                            + ": strong links in " + House.name(h1) + " and " + House.name(h2) + " joined at "
                            + StepBuilder.cells(near1, near2));
                }
            }
        }
        return null;
    }

    /** The two places of a digit in a house, or null when it has not exactly two. */
    private static int[] links(short[] marks, int house, int bit) {
        int places = Singles.places(marks, house, bit);
        return Integer.bitCount(places) == 2 ? Subsets.cellsOf(GRID.cellsOf(house), places) : null;
    }
}
