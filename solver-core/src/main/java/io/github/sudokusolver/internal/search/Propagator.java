package io.github.sudokusolver.internal.search;

/**
 * A rule the general engine keeps beside the regions, over a few cells: a killer cage's or a derived {@link SumRule},
 * or a variant rule's shape ({@link PairRelation}, {@link LinearSum}, {@link EqualSums}, {@link BetweenRule},
 * {@link QuadrupleRule}, {@link SandwichRule}). The engine wakes it when one of its cells loses a candidate and runs
 * {@link #propagate}; a failure adds to its weight for dom/wdeg ({@link FailureWeights}). Immutable and shared by
 * every search on its geometry (the parallel search's too): the scratch of a run is the propagator's of the search
 * ({@link RegionPropagator}), sized at setup by {@link #cells} and {@link #scratchWords()}.
 */
abstract class Propagator {

    /** Compact cell indices of the cells it constrains: each wakes it. */
    final int[] cells;

    Propagator(int[] cells) {
        this.cells = cells;
    }

    /**
     * Prunes the candidates of this rule's cells to what its own reasoning allows; false on a contradiction, after
     * which the state is garbage. Removals go through the propagator, so that they wake the regions and the other
     * rules in turn; a placed cell whose digit the rule cannot take fails the rule (the propagator's removals skip
     * placed cells).
     *
     * @param state the search state: a candidate mask per cell first (bit {@code d - 1}, and
     *     {@link RegionPropagator#PLACED} once the digit is fixed)
     * @param index this rule's index, for its weight
     * @param p the propagator of the search, with its scratch
     * @return false if the rule cannot be met
     */
    abstract boolean propagate(int[] state, int index, RegionPropagator p);

    /** The {@code long} words of scratch a run needs ({@link RegionPropagator#wordScratch}); none by default. */
    int scratchWords() {
        return 0;
    }

    /**
     * The {@code long} slots of residues a run keeps across runs of one search ({@link RegionPropagator#residues}):
     * an assignment that met the rule, packed, per cell and digit it supported; none by default.
     */
    int residueSlots() {
        return 0;
    }

    /**
     * Keeps in each cell only the digits of its support ({@code support[i]} for {@code cells[i]}); a placed cell whose
     * digit lacks support fails the rule. The shared last step of the shapes that collect support.
     */
    final boolean keepSupported(int[] state, int index, RegionPropagator p, int[] support) {
        return keepSupported(state, index, p, support, -1);
    }

    /**
     * {@link #keepSupported(int[], int, RegionPropagator, int[])} for a rule whose support is exact (every digit kept
     * is in some assignment meeting the rule): run again on what it keeps, it would keep all of it, so its own
     * removals do not wake it again (a cell it leaves one digit, placed, still wakes it through the peers that lose
     * that digit). The same fixed point, without the rerun that finds nothing.
     */
    final boolean keepExactSupport(int[] state, int index, RegionPropagator p, int[] support) {
        return keepSupported(state, index, p, support, index);
    }

    private boolean keepSupported(int[] state, int index, RegionPropagator p, int[] support, int quiet) {
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            int mask = state[cell];
            if ((mask & RegionPropagator.PLACED) != 0) {
                if ((mask & support[i]) == 0) {
                    return p.weights.ruleFailed(state, index);
                }
                continue;
            }
            int lost = mask & p.all & ~support[i];
            if (lost != 0 && !p.exclude(state, cell, lost, quiet)) {
                return false;
            }
        }
        return true;
    }
}
