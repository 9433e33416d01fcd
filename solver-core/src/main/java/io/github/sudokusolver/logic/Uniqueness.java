package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.GRID;


/**
 * Techniques that rely on the puzzle having one solution: unique rectangles of types 1-4 (four cells over two rows,
 * two columns and two boxes must not end up holding only the same two digits, which could be swapped) and BUG+1 (a
 * grid of bivalue cells but one, where every digit would be twice in every house, has two solutions). Sound because
 * the {@link LogicalSolver} refuses puzzles that do not have exactly one solution.
 */
final class Uniqueness {

    private Uniqueness() {
    }

    static Step rectangle(short[] marks, int type) {
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = r1 + 1; r2 < 9; r2++) {
                for (int c1 = 0; c1 < 9; c1++) {
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        boolean sameBand = r1 / 3 == r2 / 3;
                        boolean sameStack = c1 / 3 == c2 / 3;
                        if (sameBand == sameStack) {
                            continue;
                        }
                        int[] corners = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
                        int common = Candidates.ALL;
                        for (int cell : corners) {
                            common &= Singles.openDigits(marks, cell);
                        }
                        for (int a = common; a != 0; a &= a - 1) {
                            for (int b = a & a - 1; b != 0; b &= b - 1) {
                                int pair = (a & -a) | (b & -b);
                                Step step = withPair(marks, type, corners, pair);
                                if (step != null) {
                                    return step;
                                }
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    private static Step withPair(short[] marks, int type, int[] corners, int pair) {
        int floor = 0;
        for (int i = 0; i < 4; i++) {
            if (Singles.openDigits(marks, corners[i]) == pair) {
                floor |= 1 << i;
            }
        }
        String where = "the rectangle " + StepBuilder.cells(corners) + " on " + StepBuilder.digits(pair);
        if (type == 1) {
            if (Integer.bitCount(floor) != 3) {
                return null;
            }
            int roof = corners[Integer.numberOfTrailingZeros(~floor & 0xF)];
            StepBuilder step = start(Technique.UNIQUE_RECTANGLE_TYPE_1, corners).eliminateAll(marks, roof, pair);
            return step.build(where + " would have two solutions unless " + Candidate.name(roof)
                    + " holds another digit");
        }
        // Types 2-4: two corners hold only the pair, the other two (in one row or column) hold more.
        if (floor != 0b0011 && floor != 0b1100 && floor != 0b0101 && floor != 0b1010) {
            return null;
        }
        int roofMask = ~floor & 0xF;
        int roofA = corners[Integer.numberOfTrailingZeros(roofMask)];
        int roofB = corners[31 - Integer.numberOfLeadingZeros(roofMask)];
        int extraA = Singles.openDigits(marks, roofA) & ~pair;
        int extraB = Singles.openDigits(marks, roofB) & ~pair;
        int extras = extraA | extraB;
        if (type == 2) {
            if (extraA != extraB || Integer.bitCount(extraA) != 1) {
                return null;
            }
            StepBuilder step = start(Technique.UNIQUE_RECTANGLE_TYPE_2, corners)
                    .eliminateSeeingAll(marks, extraA, roofA, roofB);
            return step.changesNothing() ? null : step.build(where + ": one of " + StepBuilder.cells(roofA, roofB)
                    + " must be " + Candidates.digit(extraA));
        }
        for (int house : GRID.regionsOf(roofA)) {
            if (!GRID.inRegion(roofB, house)) {
                continue;
            }
            Step step = type == 3 ? typeThree(marks, corners, pair, roofA, roofB, extras, house, where)
                    : typeFour(marks, corners, pair, roofA, roofB, house, where);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step typeFour(short[] marks, int[] corners, int pair, int roofA, int roofB, int house,
            String where) {
        for (int a = pair; a != 0; a &= a - 1) {
            int locked = a & -a;
            int places = Singles.places(marks, house, locked);
            if (Integer.bitCount(places) != 2) {
                continue;
            }
            int other = pair & ~locked;
            StepBuilder step = start(Technique.UNIQUE_RECTANGLE_TYPE_4, corners).house(house)
                    .eliminateAll(marks, roofA, other).eliminateAll(marks, roofB, other);
            if (!step.changesNothing()) {
                return step.build(where + ": " + Candidates.digit(locked) + " in " + House.name(house)
                        + " is only in " + StepBuilder.cells(roofA, roofB) + ", so neither can be "
                        + Candidates.digit(other));
            }
        }
        return null;
    }

    private static Step typeThree(short[] marks, int[] corners, int pair, int roofA, int roofB, int extras,
            int house, String where) {
        int[] others = new int[DIGITS];
        int count = 0;
        for (int cell : GRID.cellsOf(house)) {
            int m = Singles.openDigits(marks, cell);
            if (cell != roofA && cell != roofB && m != 0 && (m & pair) == 0) {
                others[count++] = cell;
            }
        }
        for (int subset = 1; subset < 1 << count; subset++) {
            int size = Integer.bitCount(subset);
            if (size > 3) {
                continue;
            }
            int digits = extras;
            for (int i = 0; i < count; i++) {
                if ((subset & 1 << i) != 0) {
                    digits |= Singles.openDigits(marks, others[i]);
                }
            }
            if (Integer.bitCount(digits) != size + 1) {
                continue;
            }
            StepBuilder step = start(Technique.UNIQUE_RECTANGLE_TYPE_3, corners).house(house)
                    .difficulty(Technique.UNIQUE_RECTANGLE_TYPE_3.difficulty() + 0.1 * (size - 1));
            int[] subsetCells = new int[size];
            int n = 0;
            for (int i = 0; i < count; i++) {
                if ((subset & 1 << i) != 0) {
                    subsetCells[n++] = others[i];
                    step.cell(others[i]);
                }
            }
            for (int cell : GRID.cellsOf(house)) {
                boolean member = cell == roofA || cell == roofB;
                for (int s : subsetCells) {
                    member |= s == cell;
                }
                if (!member && Singles.openDigits(marks, cell) != 0) {
                    step.eliminateAll(marks, cell, digits);
                }
            }
            if (!step.changesNothing()) {
                return step.build(where + ": the extra digits of " + StepBuilder.cells(roofA, roofB)
                        + " form a naked subset " + StepBuilder.digits(digits) + " with "
                        + StepBuilder.cells(subsetCells) + " in " + House.name(house));
            }
        }
        return null;
    }

    private static StepBuilder start(Technique technique, int[] corners) {
        StepBuilder step = new StepBuilder(technique);
        for (int cell : corners) {
            step.cell(cell);
        }
        return step;
    }

    static Step bugPlusOne(short[] marks) {
        int triple = -1;
        for (int cell = 0; cell < CELLS; cell++) {
            int n = Integer.bitCount(Singles.openDigits(marks, cell));
            if (!Singles.isOpen(marks, cell) || n == 2) {
                continue;
            }
            if (n != 3 || triple >= 0) {
                return null;
            }
            triple = cell;
        }
        if (triple < 0) {
            return null;
        }
        int answer = 0;
        for (int bits = Singles.openDigits(marks, triple); bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            if (Integer.bitCount(Singles.places(marks, GRID.regionsOf(triple)[0], bit)) == 3) {
                answer = bit;
            }
        }
        if (answer == 0) {
            return null;
        }
        for (int house = 0; house < GRID.regionCount(); house++) {
            for (int d = 0; d < DIGITS; d++) {
                int n = Integer.bitCount(Singles.places(marks, house, 1 << d));
                int expected = (1 << d) == answer && GRID.inRegion(triple, house) ? 3 : 2;
                if (n != 0 && n != expected) {
                    return null;
                }
            }
        }
        int digit = Candidates.digit(answer);
        return new StepBuilder(Technique.BUG_PLUS_ONE).place(triple, digit).cell(triple)
                .build("every other empty cell is bivalue; without " + digit + " in " + Candidate.name(triple)
                        + " the grid would have two solutions");
    }
}
