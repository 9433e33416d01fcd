/**
 * The rules a layout can carry beyond its regions: killer cages and the variant rules setters use (arrows,
 * thermometers, kropki dots, whispers, renban, XV, little killers, sandwiches, ...). Each rule is an immutable value,
 * made by a validating factory that checks what it can without a grid (a line is a chain of neighbouring cells, a dot
 * joins two cells that touch, a count is in range) and refuses anything else with an
 * {@link java.lang.IllegalArgumentException} naming the rule and what is wrong; {@code null} is a
 * {@link java.lang.NullPointerException} naming the argument. What depends on the grid (a cell on it and not in a
 * samurai hole, a sum that its digits can make, a little killer's clue outside the grid) is checked when the rule is
 * added to a layout with {@link io.github.sudokusolver.Layout#withRules}.
 *
 * <pre>{@code
 * Layout thermo = Layout.classic().withRules(List.of(
 *         Line.thermometer(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)),   // r1c1 < r1c2 < r1c3
 *         Dot.white(new Cell(4, 4), new Cell(4, 5)),                         // consecutive
 *         GlobalRule.ANTI_KNIGHT));
 * SolveResult result = Solver.fastest().solve(Board.empty(thermo));
 * }</pre>
 *
 * <p>Every rule's {@code toString()} is its line in the text form the library reads and writes ({@code thermometer:
 * r1c1 r1c2 r1c3}); what each rule means, as f-puzzles and SudokuPad mean it, is in {@code docs/variants.md}.
 */
package io.github.sudokusolver.rules;
