package io.github.sudokusolver.logic;

import java.util.Objects;

/**
 * One inference of a chain, for a user interface to draw as an arrow between two candidates.
 *
 * <p>A strong link reads "if {@code from} is not true, {@code to} is" (the only other candidate of a cell, or the
 * only other place of a digit in a house, possibly as the grid stands under the chain's assumption); a weak link
 * reads "if {@code from} is true, {@code to} is not" (same cell, or same digit in one house).
 *
 * @param from   the premise; not null
 * @param to     the conclusion; not null
 * @param strong whether the link is strong
 */
public record Link(Candidate from, Candidate to, boolean strong) {

    /**
     * Checks the parts.
     *
     * @param from the premise
     * @param to the conclusion
     * @param strong whether the link is strong
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public Link {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    @Override
    public String toString() {
        return strong ? from.asElimination() + " => " + to.asPlacement()
                : from.asPlacement() + " => " + to.asElimination();
    }
}
