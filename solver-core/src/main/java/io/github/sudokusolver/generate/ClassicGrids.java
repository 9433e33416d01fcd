package io.github.sudokusolver.generate;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.Geometry;
import java.util.function.IntUnaryOperator;

/**
 * The making of classic 9x9 grids and puzzles for {@link Generator} and {@link Levels}: a random complete grid, and
 * the removal of givens while the puzzle stays unique (orbit by orbit under a symmetry, or down to a number of
 * givens). Grids are {@code int[81]} over {@link Geometry#classic()}, a digit per cell index ({@code row * 9 +
 * column}, as the engines take them), every search charged to the caller's {@link Budget}. The draws come from the
 * generator's source of randomness, in a fixed order, so a seed gives the same grids.
 */
final class ClassicGrids {

    /** The classic grid: cells are indices {@code row * 9 + column}, as the engines take them. */
    static final Geometry GRID = Geometry.classic();
    static final int DIGITS = 9;
    static final int CELLS = DIGITS * DIGITS;

    /** Random givens seeded into an empty grid before the solver completes it. */
    private static final int SEED_GIVENS = 11;

    private final IntUnaryOperator randomBelow;

    ClassicGrids(IntUnaryOperator randomBelow) {
        this.randomBelow = randomBelow;
    }

    /** A random complete grid, one digit per cell index, the fast engine's nodes charged to {@code budget}. */
    int[] solvedGrid(Budget budget) {
        while (true) {
            int[] seeded = new int[CELLS];
            for (int placed = 0; placed < SEED_GIVENS; ) {
                int cell = GRID.cellOf(randomBelow.applyAsInt(DIGITS), randomBelow.applyAsInt(DIGITS));
                int digit = 1 + randomBelow.applyAsInt(DIGITS);
                if (!seesDigit(seeded, cell, digit)) {
                    seeded[cell] = digit;
                    placed++;
                }
            }
            // A stop (an interrupt, or the budget's limits) throws, so the loop cannot spin on the flag.
            int[] solution = budget.solve(GRID, seeded);
            if (solution != null) {
                return solution;
            }
        }
    }

    /** Whether a peer of {@code cell} holds {@code digit}: placing it there would clash. */
    private static boolean seesDigit(int[] grid, int cell, int digit) {
        for (int peer : GRID.peersOf(cell)) {
            if (grid[peer] == digit) {
                return true;
            }
        }
        return false;
    }

    /** Removes orbits of givens in random order while the puzzle stays unique: a minimal symmetric puzzle. */
    int[] reduce(int[] grid, Symmetry symmetry, Budget budget) {
        int[] order = LayoutGrids.shuffled(CELLS, randomBelow);
        int[] puzzle = grid.clone();
        for (int cell : order) {
            if (puzzle[cell] == 0) {
                continue;
            }
            int[] fewer = puzzle.clone();
            for (int image : symmetry.orbit(cell)) {
                fewer[image] = 0;
            }
            if (budget.countSolutions(GRID, fewer, 2) == 1) {
                puzzle = fewer;
            }
        }
        return puzzle;
    }

    /** Removes givens in random order while the puzzle stays unique and has more than {@code target}. */
    int[] reduce(int[] grid, int target, Budget budget) {
        int[] order = LayoutGrids.shuffled(CELLS, randomBelow);
        int[] puzzle = grid.clone();
        int givens = CELLS;
        for (int cell : order) {
            if (givens == target) {
                break;
            }
            int given = puzzle[cell];
            puzzle[cell] = 0;
            if (budget.countSolutions(GRID, puzzle, 2) == 1) {
                givens--;
            } else {
                puzzle[cell] = given;
            }
        }
        return puzzle;
    }

    static int givensOf(int[] grid) {
        int givens = 0;
        for (int digit : grid) {
            givens += digit != 0 ? 1 : 0;
        }
        return givens;
    }

    /** The classic board of a grid of cell indices. */
    static Board boardOf(int[] grid) {
        return Board.of(LayoutGrids.rowsOf(GRID, grid));
    }
}
