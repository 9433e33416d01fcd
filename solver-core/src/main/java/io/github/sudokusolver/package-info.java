/**
 * Sudoku solving: an immutable {@link io.github.sudokusolver.Board} on any {@link io.github.sudokusolver.Layout}, the
 * pluggable {@link io.github.sudokusolver.Solver} interface with its built-in strategies, the streaming
 * {@link io.github.sudokusolver.format.PuzzleReader}, and the value types of a result. Human-style solving is in
 * {@code io.github.sudokusolver.logic}, puzzle generation in {@code io.github.sudokusolver.generate}, pictures of boards
 * and steps in {@code io.github.sudokusolver.picture}.
 *
 * <p>Quick start: parse a board (one line of 81 cells or nine lines of nine, {@code .} or {@code 0} for empty), solve
 * it, and act on the status.
 *
 * <pre>{@code
 * Board puzzle = Board.parse(text);
 * SolveResult result = Solver.fastest().solve(puzzle);
 * switch (result.status()) {
 *     case SOLVED -> System.out.println(result.solution().orElseThrow().toGrid());
 *     case INVALID -> System.out.println("clashing givens: " + result.conflicts());
 *     case NO_SOLUTION -> System.out.println("no solution");
 *     case ABORTED -> System.out.println("stopped: " + result.abortReason().orElseThrow());
 * }
 * long solutions = Solver.fastest().countSolutions(puzzle, 2); // 1: the puzzle is proper
 * }</pre>
 *
 * <p>Every entry point says what it does with bad input: {@code null} throws {@link java.lang.NullPointerException};
 * malformed text or arrays throw {@link io.github.sudokusolver.BoardFormatException} naming the position; clashing
 * givens, unsolvable puzzles and searches stopped by {@link io.github.sudokusolver.SolveLimits} or an interrupt come
 * back as a {@link io.github.sudokusolver.SolveResult.Status}.
 */
package io.github.sudokusolver;
