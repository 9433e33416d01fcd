package io.github.sudokusolver.benchmarks;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * OR-Tools CP-SAT (Apache-2.0), Google's constraint solver with clause learning, as a user would call it: a variable
 * over 1..size per open cell, a constant per given, {@code AddAllDifferent} over each region of the layout, one search
 * worker. To prove a puzzle proper it solves again with the first solution forbidden. Compiled only in a build with
 * {@code -Pcpsat}, since its native libraries weigh about 110 MB; {@link Contender#named} finds it by name.
 */
final class CpSatContender implements Contender {

    static {
        Loader.loadNativeLibraries();
    }

    @Override
    public String name() {
        return Contender.CP_SAT;
    }

    @Override
    public Board solve(Board puzzle) {
        Model model = new Model(puzzle);
        int[] solution = model.solve();
        return solution == null ? null : model.board(solution);
    }

    @Override
    public long countUpToTwo(Board puzzle) {
        Model model = new Model(puzzle);
        int[] first = model.solve();
        if (first == null) {
            return 0;
        }
        model.forbid(first);
        return model.solve() == null ? 1 : 2;
    }

    /** The model of one puzzle. */
    private static final class Model {
        private final Board puzzle;
        private final Layout layout;
        private final CpModel model = new CpModel();
        private final IntVar[][] cells;
        private final List<IntVar> open = new ArrayList<>();

        Model(Board puzzle) {
            this.puzzle = puzzle;
            layout = puzzle.layout();
            cells = new IntVar[layout.rows()][layout.columns()];
            for (int row = 0; row < layout.rows(); row++) {
                for (int col = 0; col < layout.columns(); col++) {
                    if (!layout.isCell(row, col)) {
                        continue;
                    }
                    int given = puzzle.get(row, col);
                    if (given == 0) {
                        cells[row][col] = model.newIntVar(1, layout.size(), "r" + row + "c" + col);
                        open.add(cells[row][col]);
                    } else {
                        cells[row][col] = model.newConstant(given);
                    }
                }
            }
            for (List<Cell> region : layout.regions()) {
                IntVar[] vars = new IntVar[region.size()];
                for (int i = 0; i < vars.length; i++) {
                    vars[i] = cells[region.get(i).row()][region.get(i).col()];
                }
                model.addAllDifferent(vars);
            }
        }

        /** The values of the open cells in a solution, or null if there is none. */
        int[] solve() {
            CpSolver solver = new CpSolver();
            solver.getParameters().setNumWorkers(1);
            CpSolverStatus status = solver.solve(model);
            if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
                return null;
            }
            int[] values = new int[open.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = (int) solver.value(open.get(i));
            }
            return values;
        }

        void forbid(int[] values) {
            if (!open.isEmpty()) {
                model.addForbiddenAssignments(open.toArray(new IntVar[0])).addTuple(values);
            }
        }

        /** The puzzle completed with the values of its open cells, which were created in row-major order. */
        Board board(int[] values) {
            int[][] grid = puzzle.toArray();
            int next = 0;
            for (int row = 0; row < layout.rows(); row++) {
                for (int col = 0; col < layout.columns(); col++) {
                    if (layout.isCell(row, col) && grid[row][col] == 0) {
                        grid[row][col] = values[next++];
                    }
                }
            }
            return Board.of(layout, grid);
        }
    }
}
