package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Choco-solver (BSD-4-Clause), a general constraint-programming library: 81 variables over 1..9, givens fixed, and
 * {@code allDifferent} over each of the 27 units; the model is built anew for every puzzle, as a user would.
 */
final class ChocoContender implements Contender {

    static final String NAME = "choco-solver";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Board solve(Board puzzle) {
        IntVar[][] cells = new IntVar[9][9];
        Model model = model(puzzle, cells);
        if (!model.getSolver().solve()) {
            return null;
        }
        int[][] grid = new int[9][9];
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                grid[row][col] = cells[row][col].getValue();
            }
        }
        return Board.of(grid);
    }

    @Override
    public long countUpToTwo(Board puzzle) {
        Model model = model(puzzle, new IntVar[9][9]);
        long count = 0;
        while (count < 2 && model.getSolver().solve()) {
            count++;
        }
        return count;
    }

    private static Model model(Board puzzle, IntVar[][] cells) {
        Model model = new Model("sudoku");
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int given = puzzle.get(row, col);
                cells[row][col] = given == 0 ? model.intVar("c" + row + col, 1, 9) : model.intVar(given);
            }
        }
        for (int i = 0; i < 9; i++) {
            IntVar[] row = new IntVar[9];
            IntVar[] col = new IntVar[9];
            IntVar[] box = new IntVar[9];
            for (int j = 0; j < 9; j++) {
                row[j] = cells[i][j];
                col[j] = cells[j][i];
                box[j] = cells[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3];
            }
            model.allDifferent(row).post();
            model.allDifferent(col).post();
            model.allDifferent(box).post();
        }
        return model;
    }
}
