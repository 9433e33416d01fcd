package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/**
 * Choco-solver (BSD-4-Clause), a general constraint-programming library: a variable over 1..size per cell, givens
 * fixed, and {@code allDifferent} over each region of the board's layout (27 on the classic grid); the model is built
 * anew for every puzzle, as a user would. On the classic grid it runs with Choco's defaults; on every other layout it
 * is configured as a constraint programmer would for hard puzzles: full all-different consistency by Régin's
 * matching ({@code "AC_REGIN"}) and conflict-directed branching ({@code domOverWDegSearch}).
 *
 * <p>A killer (a layout with cages) is modelled as a CP user writes one: all-different with arc consistency
 * ({@code "AC"}) over each region and each cage, a {@code sum} equal to the cage's total over each cage, and
 * dom/wdeg branching. Nothing killer-specific beyond that (no law of 45, no table of a cage's combinations): that
 * is the peer as a user would meet it.
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
        configureSearch(model, puzzle, cells);
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
        IntVar[][] cells = new IntVar[puzzle.layout().rows()][puzzle.layout().columns()];
        Model model = model(puzzle, cells);
        configureSearch(model, puzzle, cells);
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
        boolean killer = !layout.cages().isEmpty();
        for (List<Cell> region : layout.regions()) {
            IntVar[] vars = variables(region, cells);
            if (layout.equals(Layout.classic())) {
                model.allDifferent(vars).post();
            } else {
                model.allDifferent(vars, killer ? "AC" : "AC_REGIN").post();
            }
        }
        for (Cage cage : layout.cages()) {
            IntVar[] vars = variables(cage.cells(), cells);
            model.allDifferent(vars, "AC").post();
            model.sum(vars, "=", cage.sum()).post();
        }
        return model;
    }

    private static IntVar[] variables(List<Cell> of, IntVar[][] cells) {
        IntVar[] vars = new IntVar[of.size()];
        for (int i = 0; i < vars.length; i++) {
            vars[i] = cells[of.get(i).row()][of.get(i).col()];
        }
        return vars;
    }

    /** On layouts other than the classic one, dom/wdeg over the open cells; Choco's default search otherwise. */
    private static void configureSearch(Model model, Board puzzle, IntVar[][] cells) {
        if (puzzle.layout().equals(Layout.classic())) {
            return;
        }
        List<IntVar> open = new ArrayList<>();
        for (IntVar[] row : cells) {
            for (IntVar cell : row) {
                if (cell != null && !cell.isInstantiated()) {
                    open.add(cell);
                }
            }
        }
        if (!open.isEmpty()) {
            model.getSolver().setSearch(Search.domOverWDegSearch(open.toArray(new IntVar[0])));
        }
    }
}
