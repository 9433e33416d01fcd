/**
 * Sudoku solving: an immutable {@link io.github.sudokusolver.Board} on any {@link io.github.sudokusolver.Layout}, the
 * pluggable {@link io.github.sudokusolver.Solver} interface and its built-in strategies; the variant rules in
 * {@code io.github.sudokusolver.rules}; reading and writing puzzle files in {@code io.github.sudokusolver.format};
 * human-style solving in {@code io.github.sudokusolver.logic}; puzzle generation in
 * {@code io.github.sudokusolver.generate}; SVG pictures of boards and of steps in
 * {@code io.github.sudokusolver.picture}. The search engines ({@code io.github.sudokusolver.internal.search}), the
 * text formats' machinery ({@code io.github.sudokusolver.internal.format}) and the command-line tool
 * ({@code io.github.sudokusolver.cli}) are not exported.
 */
module io.github.sudokusolver {
    requires org.slf4j;

    exports io.github.sudokusolver;
    exports io.github.sudokusolver.logic;
    exports io.github.sudokusolver.generate;
    exports io.github.sudokusolver.rules;
    exports io.github.sudokusolver.format;
    exports io.github.sudokusolver.picture;

    uses io.github.sudokusolver.Solver;
}
