package io.github.sudokusolver.benchmarks;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.rules.Cage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * OR-Tools CP-SAT (Apache-2.0), Google's constraint solver with clause learning, as a user would call it: a variable
 * over 1..size per open cell, a constant per given, {@code AddAllDifferent} over each region of the layout, one search
 * worker. To prove a puzzle proper it solves again with the first solution forbidden. Compiled only in a build with
 * {@code -Pcpsat}, since its native libraries weigh about 110 MB; {@link Contender#named} finds it by name.
 *
 * <p>A killer (a layout with cages) adds, per cage, {@code AddAllDifferent} over its cells and a linear equality of
 * their sum to the cage's total; as a user would write it, nothing more. Its count runs one search that enumerates
 * solutions and stops at the second.
 */
final class CpSatContender implements Contender {

    static {
        Loader.loadNativeLibraries();
    }

    @Override
    public String name() {
        return Contender.CP_SAT;
    }

    /**
     * Prints the size of CP-SAT's search on each puzzle of a set, for comparison with the general solver's nodes
     * ({@code docs/general-solver.md}): the conflicts (each one a learned clause) and branches of the count up to two as
     * {@link #countUpToTwo} runs it on a layout without cages (a solve, then a solve with that solution forbidden),
     * and the wall time of each half. Run from the repository root after a {@code -Pcpsat} build:
     * {@code java -cp solver-benchmarks/target/benchmarks.jar io.github.sudokusolver.benchmarks.CpSatContender SET...},
     * with the set names of {@link Datasets} (e.g. {@code minimal-25x25#4}).
     */
    public static void main(String[] sets) {
        for (String set : sets) {
            int index = 0;
            for (Board puzzle : Datasets.load(set)) {
                index++;
                Model model = new Model(puzzle);
                CpSolver first = new CpSolver();
                long start = System.nanoTime();
                int[] solution = model.solve(first);
                long found = System.nanoTime();
                String line = String.format(Locale.ROOT, "%s %d: first solution %d conflicts, %d branches, %.2f s",
                        set, index, first.numConflicts(), first.numBranches(), (found - start) / 1e9);
                if (solution != null) {
                    model.forbid(solution);
                    CpSolver proof = new CpSolver();
                    boolean second = model.solve(proof) != null;
                    line += String.format(Locale.ROOT, "; %s %d conflicts, %d branches, %.2f s",
                            second ? "second solution" : "proof of no second", proof.numConflicts(),
                            proof.numBranches(), (System.nanoTime() - found) / 1e9);
                }
                System.out.println(line);
            }
        }
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
        if (!puzzle.layout().cages().isEmpty()) {
            return model.countUpToTwo();
        }
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
                model.addAllDifferent(variables(region));
            }
            for (Cage cage : layout.cages()) {
                IntVar[] vars = variables(cage.cells());
                model.addAllDifferent(vars);
                model.addEquality(LinearExpr.sum(vars), cage.sum());
            }
        }

        private IntVar[] variables(List<Cell> of) {
            IntVar[] vars = new IntVar[of.size()];
            for (int i = 0; i < vars.length; i++) {
                vars[i] = cells[of.get(i).row()][of.get(i).col()];
            }
            return vars;
        }

        /** The values of the open cells in a solution, or null if there is none. */
        int[] solve() {
            return solve(new CpSolver());
        }

        /** {@link #solve()} with a given solver, whose statistics the caller reads after. */
        int[] solve(CpSolver solver) {
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

        /** Solutions counted up to two by one search that enumerates them and stops at the second. */
        long countUpToTwo() {
            CpSolver solver = new CpSolver();
            solver.getParameters().setNumWorkers(1).setEnumerateAllSolutions(true);
            SecondSolutionStop counter = new SecondSolutionStop();
            solver.solve(model, counter);
            return counter.found;
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

    /** Counts the solutions as the search reports them and stops it at the second. */
    private static final class SecondSolutionStop extends CpSolverSolutionCallback {
        private long found;

        @Override
        public void onSolutionCallback() {
            found++;
            if (found == 2) {
                stopSearch();
            }
        }
    }
}
