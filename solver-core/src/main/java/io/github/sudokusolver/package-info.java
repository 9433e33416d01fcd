/**
 * Sudoku solving: an immutable {@link io.github.sudokusolver.Board}, the pluggable
 * {@link io.github.sudokusolver.Solver} interface with its built-in strategies, and the value types of a result.
 *
 * <pre>{@code
 * Board puzzle = Board.parse(text);
 * SolveResult result = Solver.bitmask().solve(puzzle, SolveLimits.none().withMaxNodes(10_000_000));
 * switch (result.status()) {
 *     case SOLVED -> System.out.println(result.solution().orElseThrow().toGrid());
 *     case INVALID -> System.out.println("clashing givens: " + result.conflicts());
 *     case NO_SOLUTION -> System.out.println("no solution");
 *     case ABORTED -> System.out.println("stopped: " + result.abortReason().orElseThrow());
 * }
 * }</pre>
 */
package io.github.sudokusolver;
