/**
 * The search engines and their bookkeeping: not API. The module does not export this package, and nothing here is
 * kept compatible between releases; its classes are public only so that the library's own packages can share them.
 *
 * <p>Engines work on plain arrays (a digit per grid position) and a {@link
 * io.github.sudokusolver.internal.search.Geometry} derived once from a layout; they know nothing of boards or
 * results. A search reports its nodes, solutions and stop through a
 * {@link io.github.sudokusolver.internal.search.Search};
 * nothing on the search path throws. The step engine and the generator share a
 * {@link io.github.sudokusolver.internal.search.Budget} across the searches of one call.
 */
package io.github.sudokusolver.internal.search;
