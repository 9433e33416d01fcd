/**
 * What the pictures of boards and of steps share: not API. The module does not export this package, and nothing here
 * is kept compatible between releases; its classes are public only so that the library's own packages can share them
 * ({@code BoardPicture} in the API package, {@code StepPicture} in {@code logic}).
 *
 * <p>{@link io.github.sudokusolver.internal.picture.GridFrame} writes the frame of a grid (document, {@code viewBox}
 * and margins, title, cell backgrounds, thin and thick borders, inset outlines, text, XML escaping) from plain
 * numbers; {@link io.github.sudokusolver.internal.picture.Strokes} merges line pieces into one SVG path. Like
 * {@code internal.search}, nothing here names a type of another package.
 */
package io.github.sudokusolver.internal.picture;
