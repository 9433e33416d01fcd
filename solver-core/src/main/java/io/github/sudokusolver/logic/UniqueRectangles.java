package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.internal.search.Budget;

/**
 * Unique rectangles of types 1 to 6 and hidden ones, on every layout (the classic grid included) where the pattern's
 * swap is sound. Four open cells on two rows and two columns, corners {@code r1c1, r1c2, r2c1, r2c2} (corner
 * {@code i}'s row partner {@code i ^ 1}, its column partner {@code i ^ 2}, its opposite {@code 3 - i}); "floor"
 * corners hold exactly {@code ab}, "roof" corners more. Groups: the corners with {@code ab}, then the roof with its
 * extra digits (type 3: then the naked set's other cells with its digits).
 *
 * <p>Why the swap must be checked (the proof the finders rest on): if all four corners held only {@code a} or
 * {@code b}, the corners of each side, seeing each other, would differ, so the solution would read {@code a b / b a}
 * there; swapping {@code a} and {@code b} in those four cells gives another grid that keeps the givens (no corner is a
 * given: all are open). That grid is a solution only if every house stays valid: a house that holds no corner is
 * unchanged, and one that holds exactly the two corners of one side holds {@code a} and {@code b} before and after.
 * A house that holds one corner breaks it: a diagonal or a window through one corner then holds the swapped digit
 * twice (sudokuwiki shows a unique rectangle failing so on an X-sudoku). A house holding two opposite corners, or
 * three, could not read {@code a b / b a} at all (two equal digits in it); such rectangles are skipped too, which
 * only loses steps that other techniques find. On a killer a
 * cage is such a house twice over: its digits must stay distinct and its sum the same, and a cage holding one corner
 * would change its sum by {@code b - a}, while one holding one side keeps both. So a rectangle is used only when every
 * region and every cage holds none of its corners or exactly one of its sides; then a puzzle with one solution
 * cannot have all four corners in {@code ab}, which is what each type uses. The classic grid's two-boxes rule is this
 * rule on its houses.
 *
 * <p>The rectangles are met in the classic order, the two rows first and then the two columns ({@link #scan}), which
 * decides the step shown when several rectangles of one type are there (the classic golden file pins it). The
 * soundness of a rectangle depends on the houses alone and is learnt once per grid and thread ({@link #isSound}); a
 * scan looks at the marks of each two cells of a column in two rows, and then only of the rectangles whose left
 * side holds two common digits.
 * {@link AvoidableRectangles} reads the same rectangles.
 */
final class UniqueRectangles {

    private static final int ALL_CORNERS = 0b1111;
    /** The sides: corners in one row (corners 0 and 1, or 2 and 3) or one column (0 and 2, or 1 and 3). */
    private static final int[] LINE_ROOFS = {0b0011, 0b1100, 0b0101, 0b1010};
    /** Other cells that may join the roof in a type 3's naked set: with the roof as one cell, a quad at most. */
    private static final int TYPE_3_MOST_CELLS = 3;

    private UniqueRectangles() {
    }

    /** What one type concludes from a rectangle and its pair, or null. */
    private interface Type {
        Step at(Grid grid, int[] marks, int[] corners, int pair, int floor);
    }

    /** Three corners hold only {@code ab}: the fourth is neither. */
    static Step typeOne(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, UniqueRectangles::one);
    }

    /** Two roof corners of one side hold {@code ab} and one same extra {@code x}: one of them is {@code x}. */
    static Step typeTwo(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, (g, m, corners, pair, floor) -> isSide(~floor & ALL_CORNERS)
                ? sharedExtra(g, m, corners, pair, floor, Technique.UNIQUE_RECTANGLE_TYPE_2) : null);
    }

    /**
     * The extra digits of the two roof corners of one side, as one cell (one of them holds an extra digit), make a
     * naked set with one to three other cells of a region holding both roofs: the set's digits leave the rest of
     * it. Rated as on the classic grid: the base plus 0.1 per other cell past the first.
     */
    static Step typeThree(Grid grid, int[] marks, Budget budget) {
        for (int size = 1; size <= TYPE_3_MOST_CELLS; size++) { // the smallest set is the easiest step
            int others = size;
            Step step = scan(grid, marks, (g, m, corners, pair, floor) -> isSide(~floor & ALL_CORNERS)
                    ? typeThreeAt(g, m, corners, pair, floor, others) : null);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One of {@code ab} is confined to the two roof corners of one side in a region: the other digit leaves both. */
    static Step typeFour(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, UniqueRectangles::four);
    }

    /** Three or four roof corners, or two opposite ones, hold {@code ab} and one same extra {@code x}. */
    static Step typeFive(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, (g, m, corners, pair, floor) -> {
            int roofs = ~floor & ALL_CORNERS;
            boolean opposite = roofs == 0b1001 || roofs == 0b0110;
            return opposite || Integer.bitCount(roofs) >= 3
                    ? sharedExtra(g, m, corners, pair, floor, Technique.UNIQUE_RECTANGLE_TYPE_5) : null;
        });
    }

    /**
     * Two opposite roof corners, {@code a} confined to the rectangle along both sides of one direction: no roof is
     * {@code a}.
     */
    static Step typeSix(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, UniqueRectangles::six);
    }

    /** One floor corner; {@code b} confined to the rectangle on both sides through the opposite corner: not a there. */
    static Step hidden(Grid grid, int[] marks, Budget budget) {
        return scan(grid, marks, UniqueRectangles::hiddenAt);
    }

    /**
     * Every rectangle of four open cells whose swap is sound ({@link #isSound}), and every pair of digits all four
     * corners hold: the first step {@code type} finds. The rectangles come in the classic order: rows {@code r1 < r2},
     * then columns {@code c1 < c2}.
     */
    private static Step scan(Grid grid, int[] marks, Type type) {
        int rows = grid.layout.rows();
        int columns = grid.layout.columns();
        byte[] sound = soundness(grid);
        int[] corners = new int[4];
        for (int r1 = 0; r1 < rows; r1++) {
            for (int r2 = r1 + 1; r2 < rows; r2++) {
                for (int c1 = 0; c1 < columns; c1++) {
                    corners[0] = grid.geometry.cellAt(r1 * columns + c1);
                    corners[2] = grid.geometry.cellAt(r2 * columns + c1);
                    if (corners[0] < 0 || corners[2] < 0) {
                        continue; // a hole of the samurai grid
                    }
                    // the digits of the left side: the rectangles of this side need two of them
                    int left = openDigits(grid, marks, corners[0]) & openDigits(grid, marks, corners[2]);
                    if (Integer.bitCount(left) < 2) {
                        continue;
                    }
                    for (int c2 = c1 + 1; c2 < columns; c2++) {
                        corners[1] = grid.geometry.cellAt(r1 * columns + c2);
                        corners[3] = grid.geometry.cellAt(r2 * columns + c2);
                        if (corners[1] < 0 || corners[3] < 0) {
                            continue;
                        }
                        int common = left & openDigits(grid, marks, corners[1]) & openDigits(grid, marks, corners[3]);
                        if (Integer.bitCount(common) < 2 || !isSound(grid, sound, r1, r2, c1, c2, corners)) {
                            continue;
                        }
                        Step step = withPairs(grid, marks, corners, common, type);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** This thread's table of the grid's rectangles known to be sound or not, for {@link #isSound}. */
    static byte[] soundness(Grid grid) {
        return Rectangles.of(grid).sound;
    }

    /**
     * Whether the rectangle on rows {@code r1 < r2} and columns {@code c1 < c2}, whose corners are cells of the grid,
     * is {@link #swappable}: looked up in {@code sound} ({@link #soundness}), where it is learnt the first time.
     */
    static boolean isSound(Grid grid, byte[] sound, int r1, int r2, int c1, int c2, int[] corners) {
        int rows = grid.layout.rows();
        int columns = grid.layout.columns();
        int at = ((r1 * columns + c1) * columns + c2) * rows + r2;
        if (sound[at] == 0) {
            sound[at] = swappable(grid, corners) ? Rectangles.SOUND : Rectangles.UNSOUND;
        }
        return sound[at] == Rectangles.SOUND;
    }

    /**
     * Which rectangles of a grid are {@link #swappable}, learnt as the scans meet them (a function of the grid's
     * houses and cages alone): one per thread, for the grid it last scanned.
     */
    private static final class Rectangles {
        static final byte SOUND = 1;
        static final byte UNSOUND = 2;
        private static final PerThread<Rectangles> LAST = new PerThread<>();

        final Grid grid;
        /** For {@code ((r1 * columns + c1) * columns + c2) * rows + r2}: 0 not known yet, else SOUND or UNSOUND. */
        final byte[] sound;

        private Rectangles(Grid grid) {
            this.grid = grid;
            int rows = grid.layout.rows();
            int columns = grid.layout.columns();
            this.sound = new byte[rows * columns * columns * rows];
        }

        static Rectangles of(Grid grid) {
            return LAST.get(held -> held.grid == grid, () -> new Rectangles(grid));
        }
    }

    /**
     * Whether swapping two digits in the corners keeps every house valid: the corners of each side see each other,
     * and every region and every cage holds none of the corners or exactly the two of one side.
     */
    static boolean swappable(Grid grid, int[] corners) {
        if (!grid.sees(corners[0], corners[1]) || !grid.sees(corners[2], corners[3])
                || !grid.sees(corners[0], corners[2]) || !grid.sees(corners[1], corners[3])) {
            return false;
        }
        for (int i = 0; i < corners.length; i++) {
            for (int region : grid.housesOf(corners[i])) {
                int held = 0;
                for (int j = 0; j < corners.length; j++) {
                    if (j == i || grid.geometry.inRegion(corners[j], region)) {
                        held |= 1 << j;
                    }
                }
                if (!isSide(held)) {
                    return false;
                }
            }
            int cage = grid.cageOf[corners[i]];
            if (cage >= 0) {
                int held = 0;
                for (int j = 0; j < corners.length; j++) {
                    if (grid.cageOf[corners[j]] == cage) {
                        held |= 1 << j;
                    }
                }
                if (!isSide(held)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Step withPairs(Grid grid, int[] marks, int[] corners, int common, Type type) {
        for (int a = common; a != 0; a &= a - 1) {
            for (int b = a & a - 1; b != 0; b &= b - 1) {
                int pair = (a & -a) | (b & -b);
                int floor = 0;
                for (int i = 0; i < corners.length; i++) {
                    if (openDigits(grid, marks, corners[i]) == pair) {
                        floor |= 1 << i;
                    }
                }
                Step step = type.at(grid, marks, corners, pair, floor);
                if (step != null) {
                    return step;
                }
            }
        }
        return null;
    }

    private static Step one(Grid grid, int[] marks, int[] corners, int pair, int floor) {
        if (Integer.bitCount(floor) != 3) {
            return null;
        }
        int roof = corners[Integer.numberOfTrailingZeros(~floor & ALL_CORNERS)];
        StepBuilder step = start(grid, marks, Technique.UNIQUE_RECTANGLE_TYPE_1, corners, pair, floor);
        eliminateAll(grid, marks, step, roof, pair);
        return step.build();
    }

    /** The one extra digit {@code x} every roof corner holds beside {@code ab}: it leaves each cell seeing them all. */
    private static Step sharedExtra(Grid grid, int[] marks, int[] corners, int pair, int floor, Technique technique) {
        int x = 0;
        for (int i = 0; i < corners.length; i++) {
            if ((floor & 1 << i) == 0) {
                int extra = openDigits(grid, marks, corners[i]) & ~pair;
                if (Integer.bitCount(extra) != 1 || x != 0 && extra != x) {
                    return null;
                }
                x = extra;
            }
        }
        if (x == 0) {
            return null;
        }
        int[] roofs = roofs(corners, floor);
        StepBuilder step = start(grid, marks, technique, corners, pair, floor);
        Wings.eliminateSeeingAll(step, grid, marks, x, roofs);
        return step.changesNothing() ? null : step.build();
    }

    /**
     * Type 3 on a rectangle whose two roof corners lie on one side: one roof holds an extra digit (else the four
     * corners would be the deadly pattern), so in a region holding both roofs they act as one cell holding one of
     * their extra digits. With {@code size} other open cells of that region, none holding {@code a} or {@code b}, they
     * make {@code size + 1} cells holding {@code size + 1} digits: a naked set, whose digits leave the region's other
     * cells. The first such set that removes something, the regions in the roof's order.
     */
    private static Step typeThreeAt(Grid grid, int[] marks, int[] corners, int pair, int floor, int size) {
        int[] roofs = roofs(corners, floor);
        int extras = (openDigits(grid, marks, roofs[0]) | openDigits(grid, marks, roofs[1])) & ~pair;
        if (Integer.bitCount(extras) > size + 1) {
            return null;
        }
        for (int house : grid.housesOf(roofs[0])) {
            if (!grid.geometry.inRegion(roofs[1], house)) {
                continue;
            }
            int[] cells = grid.cellsOf(house);
            int[] others = new int[cells.length];
            int count = 0;
            for (int cell : cells) {
                int m = openDigits(grid, marks, cell);
                if (cell != roofs[0] && cell != roofs[1] && m != 0 && (m & pair) == 0
                        && Integer.bitCount(m) <= size + 1) {
                    others[count++] = cell;
                }
            }
            NakedSet set = new NakedSet(corners, pair, floor, roofs, house, others, count, new int[size]);
            Step step = chooseNakedSet(grid, marks, set, count, 0, extras);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** One region's search of a type 3: the rectangle, the candidates for the set and the cells chosen so far. */
    private record NakedSet(int[] corners, int pair, int floor, int[] roofs, int house, int[] others, int count,
            int[] chosen) {
    }

    /**
     * Chooses the set's cells among the first {@code below} candidates, {@code n} chosen so far (the last ones of
     * {@code chosen}, in the house's order) holding {@code digits} with the roof. The highest cell is chosen first,
     * so the sets come in the classic order: by their last cell, then their one before, and so on.
     */
    private static Step chooseNakedSet(Grid grid, int[] marks, NakedSet set, int below, int n, int digits) {
        int size = set.chosen.length;
        if (Integer.bitCount(digits) > size + 1) {
            return null;
        }
        if (n == size) {
            return Integer.bitCount(digits) == size + 1 ? concludeNakedSet(grid, marks, set, digits) : null;
        }
        for (int i = size - n - 1; i < below; i++) {
            set.chosen[size - n - 1] = set.others[i];
            Step step = chooseNakedSet(grid, marks, set, i, n + 1, digits | openDigits(grid, marks, set.others[i]));
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    private static Step concludeNakedSet(Grid grid, int[] marks, NakedSet set, int digits) {
        int size = set.chosen.length;
        StepBuilder step = start(grid, marks, Technique.UNIQUE_RECTANGLE_TYPE_3, set.corners, set.pair, set.floor)
                .house(set.house).group(digits, set.chosen.clone())
                .difficulty(Technique.UNIQUE_RECTANGLE_TYPE_3.difficulty() + 0.1 * (size - 1));
        for (int cell : grid.cellsOf(set.house)) {
            if (cell == set.roofs[0] || cell == set.roofs[1] || contains(set.chosen, cell)) {
                continue;
            }
            eliminateAll(grid, marks, step, cell, digits);
        }
        return step.changesNothing() ? null : step.build();
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    private static Step four(Grid grid, int[] marks, int[] corners, int pair, int floor) {
        if (!isSide(~floor & ALL_CORNERS)) {
            return null;
        }
        int[] roofs = roofs(corners, floor);
        for (int house : grid.housesOf(roofs[0])) {
            if (!grid.geometry.inRegion(roofs[1], house)) {
                continue;
            }
            for (int bits = pair; bits != 0; bits &= bits - 1) {
                int locked = bits & -bits;
                if (Integer.bitCount(SinglesAndIntersections.places(grid, marks, house, locked)) == 2) {
                    int u = Grid.digit(locked);
                    StepBuilder step = start(grid, marks, Technique.UNIQUE_RECTANGLE_TYPE_4, corners, pair, floor)
                            .house(house).strongLink(roofs[0], u, roofs[1], u);
                    eliminateAll(grid, marks, step, roofs[0], pair & ~locked);
                    eliminateAll(grid, marks, step, roofs[1], pair & ~locked);
                    return step.build();
                }
            }
        }
        return null;
    }

    /**
     * If a roof were {@code a}, each side along which {@code a} is confined would hold it once, and the floors (which
     * see their roof) would be {@code b}: the four corners would read {@code a b / b a}.
     */
    private static Step six(Grid grid, int[] marks, int[] corners, int pair, int floor) {
        if (floor != 0b0110 && floor != 0b1001) {
            return null;
        }
        int[] roofs = roofs(corners, floor);
        for (int bits = pair; bits != 0; bits &= bits - 1) {
            int a = bits & -bits;
            // along the rows (corners 0-1 and 2-3), or along the columns (0-2 and 1-3)
            for (int along = 1; along <= 2; along++) {
                int second = 3 - along;
                int first = confined(grid, marks, a, corners[0], corners[along]);
                int other = confined(grid, marks, a, corners[second], corners[3]);
                if (first >= 0 && other >= 0) {
                    int digit = Grid.digit(a);
                    StepBuilder step = start(grid, marks, Technique.UNIQUE_RECTANGLE_TYPE_6, corners, pair, floor)
                            .house(first).house(other).strongLink(corners[0], digit, corners[along], digit)
                            .strongLink(corners[second], digit, corners[3], digit);
                    eliminateAll(grid, marks, step, roofs[0], a);
                    eliminateAll(grid, marks, step, roofs[1], a);
                    return step.build();
                }
            }
        }
        return null;
    }

    /**
     * If the corner opposite a floor corner were {@code a}, its two side partners would be {@code b} (where {@code b}
     * is confined to the side) and the floor, seeing both, {@code a}: the deadly pattern.
     */
    private static Step hiddenAt(Grid grid, int[] marks, int[] corners, int pair, int floor) {
        for (int f = 0; f < corners.length; f++) {
            if ((floor & 1 << f) == 0) {
                continue;
            }
            int opposite = corners[3 - f];
            int rowPartner = corners[(3 - f) ^ 1];
            int columnPartner = corners[(3 - f) ^ 2];
            for (int bits = pair; bits != 0; bits &= bits - 1) {
                int b = bits & -bits;
                int alongRow = confined(grid, marks, b, opposite, rowPartner);
                int alongColumn = alongRow < 0 ? -1 : confined(grid, marks, b, opposite, columnPartner);
                if (alongColumn >= 0) {
                    int digit = Grid.digit(b);
                    StepBuilder step = start(grid, marks, Technique.HIDDEN_UNIQUE_RECTANGLE, corners, pair, floor)
                            .house(alongRow).house(alongColumn).strongLink(opposite, digit, rowPartner, digit)
                            .strongLink(opposite, digit, columnPartner, digit);
                    eliminateAll(grid, marks, step, opposite, pair & ~b);
                    return step.build();
                }
            }
        }
        return null;
    }

    /** A region holding both cells where the digit of {@code bit} has no other place, or -1. */
    private static int confined(Grid grid, int[] marks, int bit, int first, int second) {
        for (int house : grid.housesOf(first)) {
            if (grid.geometry.inRegion(second, house)
                    && Integer.bitCount(SinglesAndIntersections.places(grid, marks, house, bit)) == 2) {
                return house;
            }
        }
        return -1;
    }

    /** Whether the corners of a mask are the two of one side (a row or a column of the rectangle). */
    private static boolean isSide(int mask) {
        for (int line : LINE_ROOFS) {
            if (mask == line) {
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

    private static void eliminateAll(Grid grid, int[] marks, StepBuilder step, int cell, int mask) {
        for (int bits = openDigits(grid, marks, cell) & mask; bits != 0; bits &= bits - 1) {
            step.eliminate(cell, Grid.digit(bits & -bits));
        }
    }

    /** The step's first parts: the digits, the corners with them, the roof corners with their extra digits. */
    private static StepBuilder start(Grid grid, int[] marks, Technique technique, int[] corners, int pair, int floor) {
        StepBuilder step = new StepBuilder(technique, grid).digitBits(pair).group(pair, corners.clone());
        int[] roofs = roofs(corners, floor);
        int extras = 0;
        for (int roof : roofs) {
            extras |= openDigits(grid, marks, roof) & ~pair;
        }
        return step.group(extras, roofs);
    }
}
