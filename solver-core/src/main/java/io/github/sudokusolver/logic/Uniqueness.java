package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;
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

    /** The four corners of a rectangle, as a mask over its {@code corners} array. */
    private static final int ALL_CORNERS = 0b1111;
    /** Other cells that may join the roof in a type 3's naked subset: with the roof as one cell, a quad at most. */
    private static final int TYPE_3_MOST_CELLS = 3;

    /**
     * A rectangle over two rows, two columns and two boxes whose four corners all hold the digits of {@code pair};
     * the {@code floor} corners (a mask over {@code corners}) hold nothing else, the roof corners hold more.
     */
    private record Rectangle(int[] corners, int pair, int floor) {

        /** The first roof corner, the only one of type 1. */
        int roofA() {
            return corners[Integer.numberOfTrailingZeros(~floor & ALL_CORNERS)];
        }

        /** The last roof corner. */
        int roofB() {
            return corners[Integer.SIZE - 1 - Integer.numberOfLeadingZeros(~floor & ALL_CORNERS)];
        }

        String where() {
            return "the rectangle " + StepBuilder.cells(corners) + " on " + StepBuilder.digits(pair);
        }

        /** The step, with the corners to highlight. */
        StepBuilder start(Technique technique) {
            StepBuilder step = new StepBuilder(technique);
            for (int cell : corners) {
                step.cell(cell);
            }
            return step;
        }
    }

    /** A unique rectangle of type 1, 2, 3 or 4. */
    static Step rectangle(short[] marks, int type) {
        for (int r1 = 0; r1 < GRID.rows(); r1++) {
            for (int r2 = r1 + 1; r2 < GRID.rows(); r2++) {
                boolean sameBand = House.bandOf(r1) == House.bandOf(r2);
                for (int c1 = 0; c1 < GRID.columns(); c1++) {
                    for (int c2 = c1 + 1; c2 < GRID.columns(); c2++) {
                        boolean sameStack = House.stackOf(c1) == House.stackOf(c2);
                        if (sameBand == sameStack) {
                            continue;
                        }
                        int[] corners = {GRID.cellOf(r1, c1), GRID.cellOf(r1, c2), GRID.cellOf(r2, c1),
                            GRID.cellOf(r2, c2)};
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
        for (int i = 0; i < corners.length; i++) {
            if (Singles.openDigits(marks, corners[i]) == pair) {
                floor |= 1 << i;
            }
        }
        if (type == 1) {
            if (Integer.bitCount(floor) != 3) {
                return null;
            }
            Rectangle rectangle = new Rectangle(corners, pair, floor);
            int roof = rectangle.roofA();
            StepBuilder step = rectangle.start(Technique.UNIQUE_RECTANGLE_TYPE_1).eliminateAll(marks, roof, pair);
            return step.build(rectangle.where() + " would have two solutions unless " + Candidate.name(roof)
                    + " holds another digit");
        }
        // Types 2-4: two corners hold only the pair, the other two (in one row or column) hold more.
        if (floor != 0b0011 && floor != 0b1100 && floor != 0b0101 && floor != 0b1010) {
            return null;
        }
        Rectangle rectangle = new Rectangle(corners, pair, floor);
        int roofA = rectangle.roofA();
        int roofB = rectangle.roofB();
        int extraA = Singles.openDigits(marks, roofA) & ~pair;
        int extraB = Singles.openDigits(marks, roofB) & ~pair;
        int extras = extraA | extraB;
        if (type == 2) {
            if (extraA != extraB || Integer.bitCount(extraA) != 1) {
                return null;
            }
            StepBuilder step = rectangle.start(Technique.UNIQUE_RECTANGLE_TYPE_2)
                    .eliminateSeeingAll(marks, extraA, roofA, roofB);
            return step.changesNothing() ? null : step.build(rectangle.where() + ": one of "
                    + StepBuilder.cells(roofA, roofB) + " must be " + Candidates.digit(extraA));
        }
        for (int house : GRID.regionsOf(roofA)) {
            if (!GRID.inRegion(roofB, house)) {
                continue;
            }
            Step step = type == 3 ? typeThree(marks, rectangle, extras, house) : typeFour(marks, rectangle, house);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One digit of the pair has no other place in the roof's house: the other digit leaves both roof corners. */
    private static Step typeFour(short[] marks, Rectangle rectangle, int house) {
        int roofA = rectangle.roofA();
        int roofB = rectangle.roofB();
        for (int a = rectangle.pair(); a != 0; a &= a - 1) {
            int locked = a & -a;
            int places = Singles.places(marks, house, locked);
            if (Integer.bitCount(places) != 2) {
                continue;
            }
            int other = rectangle.pair() & ~locked;
            StepBuilder step = rectangle.start(Technique.UNIQUE_RECTANGLE_TYPE_4).house(house)
                    .eliminateAll(marks, roofA, other).eliminateAll(marks, roofB, other);
            if (!step.changesNothing()) {
                return step.build(rectangle.where() + ": " + Candidates.digit(locked) + " in " + House.name(house)
                        + " is only in " + StepBuilder.cells(roofA, roofB) + ", so neither can be "
                        + Candidates.digit(other));
            }
        }
        return null;
    }

    /** The roof's extra digits form a naked subset with other cells of the roof's house. */
    private static Step typeThree(short[] marks, Rectangle rectangle, int extras, int house) {
        int roofA = rectangle.roofA();
        int roofB = rectangle.roofB();
        int[] others = new int[DIGITS];
        int count = 0;
        for (int cell : GRID.cellsOf(house)) {
            int m = Singles.openDigits(marks, cell);
            if (cell != roofA && cell != roofB && m != 0 && (m & rectangle.pair()) == 0) {
                others[count++] = cell;
            }
        }
        for (int subset = 1; subset < 1 << count; subset++) {
            int size = Integer.bitCount(subset);
            if (size > TYPE_3_MOST_CELLS) {
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
            StepBuilder step = rectangle.start(Technique.UNIQUE_RECTANGLE_TYPE_3).house(house)
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
                return step.build(rectangle.where() + ": the extra digits of " + StepBuilder.cells(roofA, roofB)
                        + " form a naked subset " + StepBuilder.digits(digits) + " with "
                        + StepBuilder.cells(subsetCells) + " in " + House.name(house));
            }
        }
        return null;
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
