package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;

/**
 * The search that naked subsets, hidden subsets and fish share: among up to nine members (the cells of a house, the
 * digits of a house, the rows or columns of a digit), each standing for one bit and covering a mask (the cell's
 * digits, the digit's places, the line's places), choose k whose masks together cover exactly k bits. Members are
 * tried in the order they were considered, and a choice is cut off as soon as its masks cover more bits than k members
 * can; the first choice whose {@link #conclude conclusion} changes the grid is the step. A subclass holds what its
 * conclusion needs (the grid, the house or the digit); one instance serves a whole finder call, so the search
 * allocates nothing until it finds a pattern.
 */
abstract class SubsetSearch {

    private final int[] memberBits = new int[io.github.sudokusolver.Layout.MAX_SIZE];
    private final int[] covers = new int[io.github.sudokusolver.Layout.MAX_SIZE];
    private int count;
    private int size;

    /** Starts a search for patterns of {@code size} members, forgetting those of the last house or line. */
    final void begin(int size) {
        this.size = size;
        count = 0;
    }

    /**
     * Adds a member, given its position 0..8 (the bit it stands for) and the mask it covers, if it can be in a
     * pattern: a member covering one bit is a single, which an easier technique finds, and one covering more bits
     * than the pattern has members cannot be in it.
     */
    final void consider(int position, int cover) {
        int bits = Integer.bitCount(cover);
        if (bits >= 2 && bits <= size) {
            memberBits[count] = 1 << position;
            covers[count++] = cover;
        }
    }

    /** The step of the first members that cover as many bits as they are and change the grid, or null. */
    final Step search() {
        return grow(0, size, 0, 0);
    }

    private Step grow(int start, int left, int chosen, int covered) {
        if (Integer.bitCount(covered) > Integer.bitCount(chosen) + left) {
            return null;
        }
        if (left == 0) {
            return Integer.bitCount(covered) == Integer.bitCount(chosen) ? conclude(chosen, covered) : null;
        }
        for (int m = start; m < count; m++) {
            Step step = grow(m + 1, left - 1, chosen | memberBits[m], covered | covers[m]);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /**
     * The step of a pattern found, or null when it changes nothing.
     *
     * @param chosen  the positions of the chosen members, as a mask
     * @param covered what they cover, as many bits as there are members
     */
    abstract Step conclude(int chosen, int covered);
}
