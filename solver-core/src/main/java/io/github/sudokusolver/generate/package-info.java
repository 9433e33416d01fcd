/**
 * Puzzle generation: the {@link io.github.sudokusolver.generate.Generator} makes random complete grids and proper
 * puzzles (exactly one solution) from a seed, minimal or with a number of givens, on any layout, with a
 * {@link io.github.sudokusolver.generate.Symmetry} of the givens, or at a difficulty of the step engine in
 * {@code io.github.sudokusolver.logic}.
 *
 * <pre>{@code
 * Generator generator = Generator.withSeed(2026);
 * Board puzzle = generator.puzzle(Difficulty.HARD, Symmetry.ROTATE_180);
 * }</pre>
 */
package io.github.sudokusolver.generate;
