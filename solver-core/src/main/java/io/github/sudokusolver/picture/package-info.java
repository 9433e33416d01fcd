/**
 * Pictures of puzzles as standalone SVG documents: {@link io.github.sudokusolver.picture.BoardPicture} draws a
 * {@link io.github.sudokusolver.Board} of any layout with its killer cages and variant rules, and
 * {@link io.github.sudokusolver.picture.StepPicture} draws the pencil marks of the
 * {@link io.github.sudokusolver.logic.LogicalSolver} ({@link io.github.sudokusolver.logic.Candidates}) and a
 * {@link io.github.sudokusolver.logic.Step} over them. Both draw the grid one way (the frame, the borders, the cages),
 * and meaning never rests on colour alone, so a black-and-white print reads the same.
 *
 * <pre>{@code
 * Files.writeString(Path.of("puzzle.svg"), BoardPicture.svg(puzzle));
 * Candidates marks = Candidates.of(puzzle);
 * Step hint = LogicalSolver.standard().nextStep(marks).orElseThrow();
 * Files.writeString(Path.of("hint.svg"), StepPicture.svg(marks, hint));
 * }</pre>
 *
 * <p>The pictures read boards, layouts, rules and steps through their public API only, as an app drawing them its
 * own way would: nothing in {@code io.github.sudokusolver} or {@code io.github.sudokusolver.logic} names this
 * package. Design notes: {@code docs/pictures.md}.
 */
package io.github.sudokusolver.picture;
