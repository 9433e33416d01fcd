/**
 * The machinery of the text formats: not API. The module does not export this package, and nothing here is kept
 * compatible between releases; its classes are public only so that the library's own readers can use them.
 *
 * <p>{@link io.github.sudokusolver.internal.format.LzString} is the lz-string compression that f-puzzles links carry
 * ({@code ?load=} followed by the compressed JSON of the puzzle), {@link io.github.sudokusolver.internal.format.Json}
 * a small strict JSON parser to plain Java values. Both refuse damaged or hostile input with a
 * {@link io.github.sudokusolver.internal.format.MalformedTextException} that names the character offset, within
 * bounded time, memory and stack. Like {@code internal.search}, nothing here names a type of another package.
 */
package io.github.sudokusolver.internal.format;
