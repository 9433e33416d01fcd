/**
 * Human-style solving of puzzles of every layout without killer cages or variant rules: the
 * {@link io.github.sudokusolver.logic.LogicalSolver} finds the simplest next {@link io.github.sudokusolver.logic.Step}
 * (a hint), explains a whole puzzle as the steps a player would take
 * ({@link io.github.sudokusolver.logic.Explanation}), and rates it on Sudoku Explainer's scale
 * ({@link io.github.sudokusolver.logic.Rating}, {@link io.github.sudokusolver.logic.Difficulty}). Pencil marks are
 * {@link io.github.sudokusolver.logic.Candidates}; {@code io.github.sudokusolver.picture.StepPicture} draws them, and
 * a step over them, as SVG.
 *
 * <p>Bad input: {@code null} throws {@link java.lang.NullPointerException}; a board of a layout with killer cages or
 * variant rules throws {@link java.lang.IllegalArgumentException}; a puzzle that is not proper (clashing,
 * unsolvable, several solutions, already solved) throws {@link io.github.sudokusolver.logic.UnsuitablePuzzleException}
 * with its reason; a call stopped by its {@link io.github.sudokusolver.SolveLimits} or an interrupt throws
 * {@link io.github.sudokusolver.SearchAbortedException}.
 *
 * <pre>{@code
 * Board puzzle = Board.parse(text);
 * Optional<Step> hint = LogicalSolver.standard().nextStep(puzzle);
 * Rating rating = LogicalSolver.standard().rate(puzzle);   // its score, its Difficulty and its hardest Technique
 * }</pre>
 */
package io.github.sudokusolver.logic;
