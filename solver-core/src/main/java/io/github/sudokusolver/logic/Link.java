package io.github.sudokusolver.logic;

import io.github.sudokusolver.Cell;
import java.util.List;
import java.util.Objects;

/**
 * One inference of a chain, for a user interface to draw as an arrow between two candidates.
 *
 * <p>A strong link reads "if {@code from} is not true, {@code to} is" (the only other candidate of a cell, or the
 * only other place of a digit in a house, possibly as the grid stands under the chain's assumption); a weak link
 * reads "if {@code from} is true, {@code to} is not" (same cell, or same digit in one house).
 *
 * <p>In the branches of forcing chains a link may rest on a premise in either state, the state the branch reached it
 * in (its assumption is true; any other premise is the conclusion of an earlier link of the branch): there
 * {@code strong} says that {@code to} is true, and a weak link that it is not. A rule's implication reads so: under
 * an X, "9 in r5c5 needs 1 in r5c6" is a strong link from a true premise ({@code r5c5=9 => r5c6=1}) and its
 * contrapositive a weak link from a false one ({@code r5c6<>1 => r5c5<>9}). {@link #toString()} writes the
 * alternating reading.
 *
 * <p>A grouped link (of a grouped X-chain or AIC) has a group at one end or both: two or three cells of one box and
 * one line that hold the digit (off the classic grid, any places of the digit in a house: {@code r3c7} and {@code r7c3}
 * on an anti-diagonal), read as "the digit is in one of them". {@link #fromCells()} and {@link #toCells()}
 * hold the group; for a plain link they hold the one cell of {@code from} or {@code to}, and {@code from} and
 * {@code to} name the group's first cell.
 *
 * @param from      the premise (a group's first cell); not null
 * @param to        the conclusion (a group's first cell); not null
 * @param strong    whether the link is strong
 * @param fromCells the premise's cells, in reading order, {@code from}'s cell first; not null, not empty
 * @param toCells   the conclusion's cells, in reading order, {@code to}'s cell first; not null, not empty
 */
public record Link(Candidate from, Candidate to, boolean strong, List<Cell> fromCells, List<Cell> toCells) {

    /**
     * Checks the parts and copies the lists.
     *
     * @param from      the premise
     * @param to        the conclusion
     * @param strong    whether the link is strong
     * @param fromCells the premise's cells
     * @param toCells   the conclusion's cells
     * @throws NullPointerException     if an argument or an element is null
     * @throws IllegalArgumentException if a list of cells does not start with its candidate's cell
     */
    public Link {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        fromCells = List.copyOf(Objects.requireNonNull(fromCells, "fromCells"));
        toCells = List.copyOf(Objects.requireNonNull(toCells, "toCells"));
        if (fromCells.isEmpty() || !fromCells.get(0).equals(from.cell())) {
            throw new IllegalArgumentException("fromCells " + fromCells + " must start with " + from.cell());
        }
        if (toCells.isEmpty() || !toCells.get(0).equals(to.cell())) {
            throw new IllegalArgumentException("toCells " + toCells + " must start with " + to.cell());
        }
    }

    /**
     * A link between two single candidates.
     *
     * @param from   the premise; not null
     * @param to     the conclusion; not null
     * @param strong whether the link is strong
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public Link(Candidate from, Candidate to, boolean strong) {
        this(from, to, strong, List.of(Objects.requireNonNull(from, "from").cell()),
                List.of(Objects.requireNonNull(to, "to").cell()));
    }

    /**
     * {@code r1c2<>4 => r1c7=4} for a strong link, {@code r1c2=4 => r3c2<>4} for a weak one: the alternating reading,
     * which a forcing chain's link from a premise in the other state does not follow (see the class comment).
     */
    @Override
    public String toString() {
        return strong ? from.asElimination() + " => " + to.asPlacement()
                : from.asPlacement() + " => " + to.asElimination();
    }
}
