package io.github.sudokusolver.benchmarks;

import de.sfuhrm.sudoku.GameMatrix;
import de.sfuhrm.sudoku.GameMatrixFactory;
import de.sfuhrm.sudoku.Solver;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import java.util.List;

/** The {@code de.sfuhrm:sudoku} library (LGPL-3.0), version 3.1.1: its backtracking solver with a solution limit. */
final class SfuhrmContender implements Contender {

    static final String NAME = "sfuhrm-sudoku";

    private final GameMatrixFactory factory = new GameMatrixFactory();

    @Override
    public String name() {
        return NAME;
    }

    /** The library knows the 9x9 grid only. */
    @Override
    public boolean supports(Layout layout) {
        return layout.equals(Layout.classic());
    }

    @Override
    public Board solve(Board puzzle) {
        List<GameMatrix> solutions = solutions(puzzle, 1);
        if (solutions.isEmpty()) {
            return null;
        }
        byte[][] array = solutions.get(0).getArray();
        int[][] grid = new int[9][9];
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                grid[row][col] = array[row][col];
            }
        }
        return Board.of(grid);
    }

    @Override
    public long countUpToTwo(Board puzzle) {
        return solutions(puzzle, 2).size();
    }

    private List<GameMatrix> solutions(Board puzzle, int limit) {
        GameMatrix matrix = factory.newGameMatrix();
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                matrix.set(row, col, (byte) puzzle.get(row, col));
            }
        }
        Solver solver = new Solver(matrix);
        solver.setLimit(limit);
        return solver.solve();
    }
}
