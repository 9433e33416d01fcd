/**
 * Reading and writing puzzle files: {@link io.github.sudokusolver.format.PuzzleReader} reads the files people have
 * (one-line puzzles, grids, CSV with solutions, killers in cage lines or the one-line notations, variant puzzles in
 * rule lines, f-puzzles links or the Interactive Sudoku Solver's text), lazily and in
 * bounded memory, as {@link io.github.sudokusolver.format.PuzzleEntry} values;
 * {@link io.github.sudokusolver.format.BoardFormat} writes a board in each text form.
 *
 * <pre>{@code
 * try (Stream<PuzzleEntry> entries = PuzzleReader.open(Path.of("puzzles.txt")).stream()) {
 *     entries.forEach(entry -> entry.board().ifPresentOrElse(
 *             board -> System.out.println(Solver.fastest().solve(board).status()),
 *             () -> System.out.println(entry.error().orElseThrow().getMessage())));
 * }
 * BoardFormat.KILLER.write(board, System.out);
 * }</pre>
 *
 * <p>What each entry point does with bad input: the reader never throws for what a file holds; a puzzle it cannot
 * read is an entry whose {@code error()} is an {@link io.github.sudokusolver.BoardFormatException} naming the line
 * and column and what was expected, and the reading goes on with the next line (only an
 * {@link java.io.IOException} of the source, or {@code readBoards}, which throws at the first malformed puzzle, ends
 * it). {@code null} arguments throw {@link java.lang.NullPointerException}. A writer throws
 * {@link java.lang.IllegalArgumentException} for a board its form cannot hold (a {@code SUMOCUE} board with givens, an {@code FPUZZLES} board with an inequality sign),
 * naming why. The rules of each form: {@code docs/reading.md}.
 */
package io.github.sudokusolver.format;
