/**
 * The machinery of the text formats: not API. The module does not export this package, and nothing here is kept
 * compatible between releases; its classes are public only so that the library's own readers can use them.
 *
 * <p>The text machinery that {@code Board.parse}, {@code Layout.jigsaw}, {@code Rule.parse} and the reader of the
 * {@code format} package share: {@link io.github.sudokusolver.internal.format.PuzzleText}, the one scanner of puzzle
 * text; {@link io.github.sudokusolver.internal.format.BoardParser} and
 * {@link io.github.sudokusolver.internal.format.JigsawPicture}, a board's and a jigsaw's shape;
 * {@link io.github.sudokusolver.internal.format.KillerText} and
 * {@link io.github.sudokusolver.internal.format.KillerLines}, the killer forms;
 * {@link io.github.sudokusolver.internal.format.RuleText}, the rule lines of the RULES form;
 * {@link io.github.sudokusolver.internal.format.GridText}, the grid writer. Everything here takes plain data (a
 * {@link io.github.sudokusolver.internal.format.GridShape} or a
 * {@link io.github.sudokusolver.internal.format.GridBounds}, the cells, the box sides), returns plain data (digits, a
 * {@link io.github.sudokusolver.internal.format.CageSpec}, a {@link io.github.sudokusolver.internal.format.RuleSpec})
 * and throws {@link io.github.sudokusolver.internal.format.TextException}, which the API turns into its
 * {@code BoardFormatException}: this package names no API type, so no package cycle passes through it. The rule
 * types are made from their specs in the {@code rules} package; the words of the text form (the rules' names, the
 * directions) are written here as text.
 *
 * <p>{@link io.github.sudokusolver.internal.format.LzString} is the lz-string compression that f-puzzles links carry
 * ({@code ?load=} followed by the compressed JSON of the puzzle), {@link io.github.sudokusolver.internal.format.Json}
 * a small strict JSON parser to plain Java values. Both refuse damaged or hostile input with a
 * {@link io.github.sudokusolver.internal.format.MalformedTextException} that names the character offset, within
 * bounded time, memory and stack; these two name no type of another package.
 */
package io.github.sudokusolver.internal.format;
