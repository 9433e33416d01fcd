package io.github.sudokusolver.logic;

/**
 * Sets of implication nodes ({@code candidate * 2 + 1} true, {@code candidate * 2} false) as bit sets of
 * {@code long} words, for the dynamic forcing chains of every layout ({@link DynamicChains}): what one
 * assumption implied, and what every branch of a cell or a house implies. Apart from the chains' propagation, which
 * only fills the queue these sets are read from.
 */
final class NodeSets {

    private NodeSets() {
    }

    /** The set of the first {@code count} nodes of a propagation's queue, over {@code nodeCount} nodes. */
    static long[] of(int[] queue, int count, int nodeCount) {
        long[] bits = new long[(nodeCount + Long.SIZE - 1) / Long.SIZE];
        for (int i = 0; i < count; i++) {
            bits[queue[i] >> 6] |= 1L << queue[i];
        }
        return bits;
    }

    /** The nodes in both sets, as a new set. */
    static long[] common(long[] a, long[] b) {
        long[] both = a.clone();
        for (int word = 0; word < both.length; word++) {
            both[word] &= b[word];
        }
        return both;
    }

    /**
     * The nodes every gathered branch implies: the sets of the candidates {@code gathered[0..count)} (nodes, their
     * candidate read as {@code node >> 1}) in {@code onSets}, intersected; null if a branch has no set (it led to a
     * contradiction).
     */
    static long[] impliedByAll(long[][] onSets, int[] gathered, int count) {
        long[] common = null;
        for (int i = 0; i < count; i++) {
            long[] implied = onSets[gathered[i] >> 1];
            if (implied == null) {
                return null;
            }
            common = common == null ? implied.clone() : common(common, implied);
        }
        return common;
    }
}
