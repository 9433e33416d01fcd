package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;

import java.util.function.Function;

/**
 * Unique rectangles, types 1-6 and hidden: four open cells over two rows, two columns and two boxes that all held
 * only {@code ab} would give two solutions. Corners are indexed {@code r1c1, r1c2, r2c1, r2c2}: corner {@code i}'s row
 * partner is {@code i ^ 1}, its column partner {@code i ^ 2}, its opposite {@code 3 - i}; "floor" corners hold exactly
 * {@code ab}, "roof" corners more. Groups: the corners with {@code ab}, then the roof with its extra digits (type 3:
 * then the naked set's other cells with its digits).
 */
final class UniqueRectangles {

    private static final int ALL_CORNERS = 0b1111;
    /** Roofs in one row (corners 0 and 1, or 2 and 3) or one column (0 and 2, or 1 and 3). */
    private static final int[] LINE_ROOFS = {0b0011, 0b1100, 0b0101, 0b1010};
    /** Other cells that may join the roof in a type 3's naked set: with the roof as one cell, a quad at most. */
    private static final int TYPE_3_MOST_CELLS = 3;
    /** The technique of each numbered type. */
    private static final Technique[] BY_TYPE = {null, Technique.UNIQUE_RECTANGLE_TYPE_1,
        Technique.UNIQUE_RECTANGLE_TYPE_2, Technique.UNIQUE_RECTANGLE_TYPE_3, Technique.UNIQUE_RECTANGLE_TYPE_4,
        Technique.UNIQUE_RECTANGLE_TYPE_5, Technique.UNIQUE_RECTANGLE_TYPE_6};

    private UniqueRectangles() {
    }

    /** What one type concludes from a rectangle and its pair, or null; {@code corners} is reused between calls. */
    private interface Type {
        Step at(short[] marks, int[] corners, int pair, int floor);
    }

    /** Three corners hold only {@code ab}: the fourth is neither. */
    static Step typeOne(short[] marks) {
        return scan(marks, UniqueRectangles::one);
    }

    /** Two roof corners in a line hold {@code ab} and one same extra {@code x}: one of them is {@code x}. */
    static Step typeTwo(short[] marks) {
        return scan(marks, UniqueRectangles::two);
    }

    /** The extra digits of two roof corners in a line make a naked set with other cells of a house they share. */
    static Step typeThree(short[] marks) {
        for (int size = 1; size <= TYPE_3_MOST_CELLS; size++) { // the smallest set is the easiest step
            int others = size;
            Step step = scan(marks, (m, corners, pair, floor) -> three(m, corners, pair, floor, others));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One of {@code ab} is confined to the two roof corners in a house: the other digit leaves both. */
    static Step typeFour(short[] marks) {
        return scan(marks, UniqueRectangles::four);
    }

    /** Three or four roof corners, or two diagonal ones, hold {@code ab} and one same extra {@code x}. */
    static Step typeFive(short[] marks) {
        return scan(marks, UniqueRectangles::five);
    }

    /** Two diagonal roof corners, {@code a} an X-wing on the rectangle: neither roof corner is {@code a}. */
    static Step typeSix(short[] marks) {
        return scan(marks, UniqueRectangles::six);
    }

    /** One floor corner; {@code b} confined to the rectangle in the opposite corner's row and column. */
    static Step hidden(short[] marks) {
        return scan(marks, UniqueRectangles::hiddenAt);
    }

    /** Every rectangle over two boxes, every pair of digits all four corners hold, in reading order. */
    private static Step scan(short[] marks, Type type) {
        return overTwoBoxes(corners -> withPairs(marks, corners, type));
    }

    /**
     * The first step {@code at} finds on a rectangle over two rows, two columns and two boxes, in reading order; the
     * corners come as {@code r1c1, r1c2, r2c1, r2c2} in an array reused between calls.
     */
    static Step overTwoBoxes(Function<int[], Step> at) {
        int[] corners = new int[4];
        for (int r1 = 0; r1 < GRID.rows(); r1++) {
            for (int r2 = r1 + 1; r2 < GRID.rows(); r2++) {
                boolean sameBand = House.bandOf(r1) == House.bandOf(r2);
                for (int c1 = 0; c1 < GRID.columns(); c1++) {
                    for (int c2 = c1 + 1; c2 < GRID.columns(); c2++) {
                        if (sameBand == (House.stackOf(c1) == House.stackOf(c2))) {
                            continue; // one box, or four: no deadly pattern
                        }
                        corners[0] = GRID.cellOf(r1, c1);
                        corners[1] = GRID.cellOf(r1, c2);
                        corners[2] = GRID.cellOf(r2, c1);
                        corners[3] = GRID.cellOf(r2, c2);
                        Step step = at.apply(corners);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
        }
        return null;
    }

    private static Step withPairs(short[] marks, int[] corners, Type type) {
        int common = Candidates.ALL;
        for (int cell : corners) {
            common &= Singles.openDigits(marks, cell);
        }
        for (int a = common; a != 0; a &= a - 1) {
            for (int b = a & a - 1; b != 0; b &= b - 1) {
                int pair = (a & -a) | (b & -b);
                int floor = 0;
                for (int i = 0; i < corners.length; i++) {
                    if (Singles.openDigits(marks, corners[i]) == pair) {
                        floor |= 1 << i;
                    }
                }
                Step step = type.at(marks, corners, pair, floor);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    private static Step one(short[] marks, int[] corners, int pair, int floor) {
        if (Integer.bitCount(floor) != 3) {
            return null;
        }
        int roof = corners[Integer.numberOfTrailingZeros(~floor & ALL_CORNERS)];
        return start(marks, 1, corners, pair, floor).eliminateAll(marks, roof, pair).build();
    }

    private static Step two(short[] marks, int[] corners, int pair, int floor) {
        int x = sharedExtra(marks, corners, pair, floor);
        if (!isLine(floor) || x == 0) {
            return null;
        }
        return eliminateSeeingRoofs(marks, start(marks, 2, corners, pair, floor), x, corners, floor);
    }

    private static Step five(short[] marks, int[] corners, int pair, int floor) {
        int roofs = ~floor & ALL_CORNERS;
        boolean diagonal = roofs == 0b1001 || roofs == 0b0110;
        int x = sharedExtra(marks, corners, pair, floor);
        if (!diagonal && Integer.bitCount(roofs) < 3 || x == 0) {
            return null;
        }
        return eliminateSeeingRoofs(marks, start(marks, 5, corners, pair, floor), x, corners, floor);
    }

    /** The one extra digit every roof corner holds beside {@code ab} and nothing else, or 0. */
    private static int sharedExtra(short[] marks, int[] corners, int pair, int floor) {
        int x = 0;
        for (int i = 0; i < corners.length; i++) {
            if ((floor & 1 << i) == 0) {
                int extra = Singles.openDigits(marks, corners[i]) & ~pair;
                if (Integer.bitCount(extra) != 1 || x != 0 && extra != x) {
                    return 0;
                }
                x = extra;
            }
        }
        return x;
    }

    /** One roof corner is {@code x}: it leaves every cell that sees all of them. */
    private static Step eliminateSeeingRoofs(short[] marks, StepBuilder step, int x, int[] corners, int floor) {
        int[] roofs = roofs(corners, floor);
        step.eliminateSeeingAll(marks, x, roofs);
        return step.changesNothing() ? null : step.build();
    }

    private static Step three(short[] marks, int[] corners, int pair, int floor, int size) {
        if (!isLine(floor)) {
            return null;
        }
        Rectangle rectangle = new Rectangle(corners, pair, floor, roofs(corners, floor));
        for (int house : GRID.regionsOf(rectangle.roofs[0])) {
            if (GRID.inRegion(rectangle.roofs[1], house)) {
                Step step = nakedSet(marks, rectangle, house, size);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    /** A rectangle whose two roof corners lie in a line, for the search of a type 3's naked set. */
    private record Rectangle(int[] corners, int pair, int floor, int[] roofs) {

        boolean isRoof(int cell) {
            return cell == roofs[0] || cell == roofs[1];
        }
    }

    /**
     * The roof, as one cell holding one of its extra digits, and {@code size} other cells of the house hold
     * {@code size + 1} digits between them: those digits leave the rest of the house.
     */
    private static Step nakedSet(short[] marks, Rectangle rectangle, int house, int size) {
        int extras = (Singles.openDigits(marks, rectangle.roofs[0]) | Singles.openDigits(marks, rectangle.roofs[1]))
                & ~rectangle.pair;
        int[] others = new int[DIGITS];
        int count = 0;
        for (int cell : GRID.cellsOf(house)) {
            int m = Singles.openDigits(marks, cell);
            if (!rectangle.isRoof(cell) && m != 0 && (m & rectangle.pair) == 0) {
                others[count++] = cell;
            }
        }
        for (int subset = 1; subset < 1 << count; subset++) {
            if (Integer.bitCount(subset) != size) {
                continue;
            }
            int digits = extras;
            int[] chosen = new int[size];
            int n = 0;
            for (int i = 0; i < count; i++) {
                if ((subset & 1 << i) != 0) {
                    digits |= Singles.openDigits(marks, others[i]);
                    chosen[n++] = others[i];
                }
            }
            if (Integer.bitCount(digits) != size + 1) {
                continue;
            }
            StepBuilder step = start(marks, 3, rectangle.corners, rectangle.pair, rectangle.floor).house(house)
                    .group(digits, chosen)
                    .difficulty(Technique.UNIQUE_RECTANGLE_TYPE_3.difficulty() + 0.1 * (size - 1));
            for (int cell : GRID.cellsOf(house)) {
                if (!rectangle.isRoof(cell) && !contains(chosen, cell)) {
                    step.eliminateAll(marks, cell, digits);
                }
            }
            if (!step.changesNothing()) {
                return step.build();
            }
        }
        return null;
    }

    private static Step four(short[] marks, int[] corners, int pair, int floor) {
        if (!isLine(floor)) {
            return null;
        }
        int[] roofs = roofs(corners, floor);
        for (int house : GRID.regionsOf(roofs[0])) {
            if (!GRID.inRegion(roofs[1], house)) {
                continue;
            }
            for (int bits = pair; bits != 0; bits &= bits - 1) {
                int locked = bits & -bits;
                if (Integer.bitCount(Singles.places(marks, house, locked)) == 2) {
                    int other = pair & ~locked;
                    int u = Candidates.digit(locked);
                    return start(marks, 4, corners, pair, floor).house(house).strongLink(roofs[0], u, roofs[1], u)
                            .eliminateAll(marks, roofs[0], other).eliminateAll(marks, roofs[1], other).build();
                }
            }
        }
        return null;
    }

    private static Step six(short[] marks, int[] corners, int pair, int floor) {
        if (floor != 0b0110 && floor != 0b1001) {
            return null;
        }
        int[] roofs = roofs(corners, floor);
        for (int bits = pair; bits != 0; bits &= bits - 1) {
            int a = bits & -bits;
            // An X-wing on a: in the rows (corners 0-1 and 2-3), or in the columns (corners 0-2 and 1-3).
            for (int along = 1; along <= 2; along++) {
                int second = 3 - along;
                if (confined(marks, a, corners[0], corners[along])
                        && confined(marks, a, corners[second], corners[3])) {
                    int digit = Candidates.digit(a);
                    StepBuilder found = start(marks, 6, corners, pair, floor)
                            .house(lineOf(corners[0], corners[along])).house(lineOf(corners[second], corners[3]))
                            .strongLink(corners[0], digit, corners[along], digit)
                            .strongLink(corners[second], digit, corners[3], digit);
                    return found.eliminateAll(marks, roofs[0], a).eliminateAll(marks, roofs[1], a).build();
                }
            }
        }
        return null;
    }

    private static Step hiddenAt(short[] marks, int[] corners, int pair, int floor) {
        for (int f = 0; f < corners.length; f++) {
            if ((floor & 1 << f) == 0) {
                continue;
            }
            int opposite = corners[3 - f];
            int rowPartner = corners[(3 - f) ^ 1];
            int columnPartner = corners[(3 - f) ^ 2];
            for (int bits = pair; bits != 0; bits &= bits - 1) {
                int b = bits & -bits;
                if (confined(marks, b, opposite, rowPartner) && confined(marks, b, opposite, columnPartner)) {
                    int digit = Candidates.digit(b);
                    return start(marks, 0, corners, pair, floor)
                            .house(lineOf(opposite, rowPartner)).house(lineOf(opposite, columnPartner))
                            .strongLink(opposite, digit, rowPartner, digit)
                            .strongLink(opposite, digit, columnPartner, digit)
                            .eliminateAll(marks, opposite, pair & ~b).build();
                }
            }
        }
        return null;
    }

    /** Whether {@code bit}'s only places in the row or column of two cells are those two cells. */
    private static boolean confined(short[] marks, int bit, int first, int second) {
        int line = lineOf(first, second);
        int[] cells = GRID.cellsOf(line);
        int places = Singles.places(marks, line, bit);
        return Integer.bitCount(places) == 2 && (places & 1 << indexIn(cells, first)) != 0
                && (places & 1 << indexIn(cells, second)) != 0;
    }

    /** The row two cells share, else their column. */
    private static int lineOf(int first, int second) {
        return GRID.rowOf(first) == GRID.rowOf(second) ? GRID.rowOf(first)
                : House.FIRST_COLUMN + GRID.columnOf(first);
    }

    private static int indexIn(int[] cells, int cell) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == cell) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isLine(int floor) {
        int roofs = ~floor & ALL_CORNERS;
        for (int line : LINE_ROOFS) {
            if (roofs == line) {
                return true;
            }
        }
        return false;
    }

    private static int[] roofs(int[] corners, int floor) {
        int[] roofs = new int[Integer.bitCount(~floor & ALL_CORNERS)];
        int n = 0;
        for (int i = 0; i < corners.length; i++) {
            if ((floor & 1 << i) == 0) {
                roofs[n++] = corners[i];
            }
        }
        return roofs;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    /**
     * The step of type {@code type} (0 for the hidden rectangle) with its first parts: the digits, the corners with
     * them, and the roof corners with their extra digits.
     */
    private static StepBuilder start(short[] marks, int type, int[] corners, int pair, int floor) {
        StepBuilder step = new StepBuilder(type == 0 ? Technique.HIDDEN_UNIQUE_RECTANGLE : BY_TYPE[type])
                .digitBits(pair).group(pair, corners);
        int[] roofs = roofs(corners, floor);
        if (roofs.length > 0) {
            int extras = 0;
            for (int roof : roofs) {
                extras |= Singles.openDigits(marks, roof) & ~pair;
            }
            step.group(extras, roofs);
        }
        return step;
    }
}
