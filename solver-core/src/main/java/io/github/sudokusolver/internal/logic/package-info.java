/**
 * What the generator reaches of the logical solver that the API does not offer: not API. The module does not export
 * this package, and nothing here is kept compatible between releases.
 *
 * <p>{@link io.github.sudokusolver.internal.logic.LogicAccess} gives the explanation of a puzzle the caller knows to
 * have a solution, without counting its solutions, charged to the caller's budget and stopped at the first step past
 * a difficulty: the checks of a generator's hill climbs, which prove uniqueness with the search engine first or, below
 * hard, let an explanation that reaches a full grid prove it, and only need to know whether a level's techniques
 * explain the puzzle ({@code docs/rating.md}, "Generation by difficulty").
 */
package io.github.sudokusolver.internal.logic;
