package example.consumer;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Solver;

/** Solves the seed board and says whether it ran as a named module (module path) or not (class path). */
public final class SolveSeed {

    private SolveSeed() {
    }

    public static void main(String[] args) {
        Board puzzle = Board.parse(
                ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...");
        Board solution = Solver.fastest().solve(puzzle).solution().orElseThrow();
        String path = SolveSeed.class.getModule().isNamed() ? "module path" : "class path";
        System.out.println(path + " " + solution);
    }
}
