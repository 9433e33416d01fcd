package io.github.sudokusolver;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Puzzles for tests: the seed board, and seeded random grids and puzzles derived from a valid pattern. */
public final class TestPuzzles {

    /**
     * A fixed 9x9 killer as a SumoCue line (the one {@code Generator.withSeed(1)} made before killers were merged from
     * single cells): tests that damage a killer at chosen places name its cage numbers, sums and last cells.
     */
    public static final String FIXED_KILLER = "3x3::k:5633:2818:2818:2818:1283:1283:5636:3845:3845:5633:3590:5895:5895:5895:563"
            + "6:5636:4616:1289:5633:3590:3590:5895:5895:5636:4616:4616:1289:4362:1803:5388:5388:5388:2573:2573:2830:2830:436"
            + "2:1803:5647:5388:5136:2573:5649:5649:5649:4362:5647:5647:5650:5136:5136:5395:3604:5649:4373:4373:5647:5650:335"
            + "0:3350:5395:3604:3604:3351:4373:5647:5650:5650:1816:5395:5401:5401:3351:3351:3098:3098:5650:1816:5395:5401:5401:";

    /** A 6x6 jigsaw picture, one letter per region. */
    public static final String JIGSAW_6 = """
            AAABBB
            AACBBB
            ACCCDD
            EECCDD
            EEFFDD
            EEFFFF
            """;

    /**
     * A 9x9 jigsaw whose regions are the broken diagonals ({@code (r + c) mod 9}), which {@code (r + 2c) mod 9 + 1}
     * fills, so it has solutions; the killer and rule format tests share it.
     */
    public static final Layout JIGSAW_9_BROKEN_DIAGONALS = jigsawOfBrokenDiagonals();

    private static Layout jigsawOfBrokenDiagonals() {
        int[][] regions = new int[9][9];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                regions[r][c] = (r + c) % 9;
            }
        }
        return Layout.jigsaw(regions);
    }

    /** The board of the classic write-ups. */
    public static final Board SEED = Board.parse("""
            0 3 0 2 6 0 7 0 1
            6 8 0 0 7 0 0 9 0
            1 9 0 0 0 4 5 0 0
            8 2 0 1 0 0 0 4 0
            0 0 4 6 0 2 9 0 0
            0 5 0 0 0 3 0 2 8
            0 0 9 3 0 0 0 7 4
            0 4 0 0 5 0 0 3 6
            7 0 3 0 1 8 0 0 0
            """);

    /** The only solution of {@link #SEED}. */
    public static final Board SEED_SOLUTION =
            Board.parse("435269781682571493197834562826195347374682915951743628519326874248957136763418259");

    private TestPuzzles() {
    }

    /**
     * A solved grid with the four cells of a "deadly rectangle" emptied: digits a b / b a in two rows and two columns
     * spanning two boxes. All other cells are filled, so exactly two completions exist: the grid, and the grid with
     * a and b swapped in the rectangle.
     *
     * @param puzzle the grid with the rectangle emptied
     * @param smaller the lexicographically smaller completion
     * @param larger the other completion
     */
    public record DeadlyRectangle(Board puzzle, Board smaller, Board larger) {
    }

    /** The first deadly rectangle of the first seeded random grid that has one. */
    public static DeadlyRectangle deadlyRectangle() {
        return deadlyRectangles(1).get(0);
    }

    /** A puzzle with two disjoint deadly rectangles emptied, so with exactly four solutions. */
    public static Board twoDeadlyRectangles() {
        List<DeadlyRectangle> two = deadlyRectangles(2);
        Board puzzle = two.get(0).puzzle();
        Board second = two.get(1).puzzle();
        for (int i = 0; i < 81; i++) {
            if (second.get(i / 9, i % 9) == 0) {
                puzzle = puzzle.with(i / 9, i % 9, 0);
            }
        }
        return puzzle;
    }

    /** {@code wanted} rectangles sharing no row or column, so independent, all in one seeded random grid. */
    private static List<DeadlyRectangle> deadlyRectangles(int wanted) {
        for (long seed = 1; ; seed++) {
            Board grid = randomSolvedGrid(new Random(seed));
            List<DeadlyRectangle> found = new ArrayList<>();
            boolean[] usedRow = new boolean[9];
            boolean[] usedCol = new boolean[9];
            for (int r1 = 0; r1 < 9; r1++) {
                for (int r2 = r1 + 1; r2 < 9; r2++) {
                    for (int c1 = 0; c1 < 9; c1++) {
                        for (int c2 = c1 + 1; c2 < 9; c2++) {
                            boolean sameBand = r1 / 3 == r2 / 3;
                            boolean sameStack = c1 / 3 == c2 / 3;
                            int a = grid.get(r1, c1);
                            int b = grid.get(r1, c2);
                            if (sameBand == sameStack || grid.get(r2, c1) != b || grid.get(r2, c2) != a
                                    || usedRow[r1] || usedRow[r2] || usedCol[c1] || usedCol[c2]) {
                                continue;
                            }
                            Board swapped = grid.with(r1, c1, b).with(r1, c2, a).with(r2, c1, a).with(r2, c2, b);
                            Board puzzle = grid.with(r1, c1, 0).with(r1, c2, 0).with(r2, c1, 0).with(r2, c2, 0);
                            boolean gridFirst = a < b;
                            found.add(new DeadlyRectangle(puzzle, gridFirst ? grid : swapped,
                                    gridFirst ? swapped : grid));
                            usedRow[r1] = true;
                            usedRow[r2] = true;
                            usedCol[c1] = true;
                            usedCol[c2] = true;
                            if (found.size() == wanted) {
                                return found;
                            }
                        }
                    }
                }
            }
        }
    }

    /** A random complete valid grid: row-major backtracking that tries the digits of each cell in random order. */
    public static Board randomSolvedGrid(Random random) {
        int[] cells = new int[81];
        if (!fillRandomly(random, cells, 0)) {
            throw new AssertionError("the empty grid always has a completion");
        }
        int[][] grid = new int[9][9];
        for (int i = 0; i < 81; i++) {
            grid[i / 9][i % 9] = cells[i];
        }
        return Board.of(grid);
    }

    private static boolean fillRandomly(Random random, int[] cells, int cell) {
        if (cell == 81) {
            return true;
        }
        for (int digit : shuffled(random, 9, 1)) {
            if (allowed(cells, cell, digit)) {
                cells[cell] = digit;
                if (fillRandomly(random, cells, cell + 1)) {
                    return true;
                }
            }
        }
        cells[cell] = 0;
        return false;
    }

    private static boolean allowed(int[] cells, int cell, int digit) {
        int row = cell / 9;
        int col = cell % 9;
        for (int i = 0; i < 9; i++) {
            int boxCell = (row / 3 * 3 + i / 3) * 9 + col / 3 * 3 + i % 3;
            if (cells[row * 9 + i] == digit || cells[i * 9 + col] == digit || cells[boxCell] == digit) {
                return false;
            }
        }
        return true;
    }

    /** {@code grid} with all but {@code givens} random cells emptied: solvable, possibly with several solutions. */
    public static Board randomPuzzle(Random random, Board grid, int givens) {
        int[] order = shuffled(random, 81, 0);
        Board puzzle = grid;
        for (int i = givens; i < 81; i++) {
            puzzle = puzzle.with(order[i] / 9, order[i] % 9, 0);
        }
        return puzzle;
    }

    private static int[] shuffled(Random random, int n, int first) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = first + i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
        return values;
    }
}
