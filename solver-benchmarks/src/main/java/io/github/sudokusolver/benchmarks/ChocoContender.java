package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Choco-solver (BSD-4-Clause), a general constraint-programming library: a variable over 1..size per cell, givens
 * fixed, and {@code allDifferent} over each region of the board's layout (27 on the classic grid); the model is built
 * anew for every puzzle, as a user would.
 */
final class ChocoContender implements Contender {

    static final String NAME = "choco-solver";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Board solve(Board puzzle) {
        Layout layout = puzzle.layout();
        IntVar[][] cells = new IntVar[layout.rows()][layout.columns()];
        Model model = model(puzzle, cells);
        if (!model.getSolver().solve()) {
            return null;
        }
        int[][] grid = new int[layout.rows()][layout.columns()];
        for (int row = 0; row < grid.length; row++) {
            for (int col = 0; col < grid[row].length; col++) {
                grid[row][col] = cells[row][col] == null ? 0 : cells[row][col].getValue();
            }
        }
        return Board.of(layout, grid);
    }

    @Override
    public long countUpToTwo(Board puzzle) {
        Model model = model(puzzle, new IntVar[puzzle.layout().rows()][puzzle.layout().columns()]);
        long count = 0;
        while (count < 2 && model.getSolver().solve()) {
            count++;
        }
        return count;
    }

    /** The model of a puzzle; fills {@code cells} with the variable of each cell, null for a hole. */
    private static Model model(Board puzzle, IntVar[][] cells) {
        Layout layout = puzzle.layout();
        Model model = new Model("sudoku");
        for (int row = 0; row < layout.rows(); row++) {
            for (int col = 0; col < layout.columns(); col++) {
                if (layout.isCell(row, col)) {
                    int given = puzzle.get(row, col);
                    cells[row][col] = given == 0 ? model.intVar("r" + row + "c" + col, 1, layout.size())
                            : model.intVar(given);
                }
            }
        }
        for (List<Cell> region : layout.regions()) {
            IntVar[] vars = new IntVar[region.size()];
            for (int i = 0; i < vars.length; i++) {
                vars[i] = cells[region.get(i).row()][region.get(i).col()];
            }
            model.allDifferent(vars).post();
        }
        return model;
    }
}
