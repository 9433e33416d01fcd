/**
 * Sudoku solving: an immutable {@link io.github.sudokusolver.Board}, the pluggable
 * {@link io.github.sudokusolver.Solver} interface and its built-in strategies.
 */
module io.github.sudokusolver {
    requires org.slf4j;

    exports io.github.sudokusolver;

    uses io.github.sudokusolver.Solver;
}
