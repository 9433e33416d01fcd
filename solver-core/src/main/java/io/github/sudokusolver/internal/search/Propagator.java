package io.github.sudokusolver.internal.search;

/**
 * A rule the general engine keeps beside the regions, over a few cells: a killer cage's or a derived {@link SumRule},
 * or a variant rule's shape ({@link PairRelation}, {@link LinearSum}, {@link EqualSums}, {@link LineEndsRule},
 * {@link QuadrupleRule}, {@link SandwichRule}, {@link OutsideClueRule}, {@link IndexerRule}, {@link CountingCirclesRule},
 * {@link AutomatonRule}, {@link BoxPieces}). The engine wakes it when one of its cells loses a candidate and runs
 * {@link #propagate}; a failure adds to its weight for dom/wdeg ({@link FailureWeights}). Immutable and shared by
 * every search on its geometry (the parallel search's too): the scratch of a run is the propagator's of the search
 * ({@link RegionPropagator}), sized at setup by {@link #cells} and {@link #scratchWords()}.
 */
abstract class Propagator {

    /** {@link #kind} of a {@link SumRule}. */
    static final byte SUM = 0;
    /** {@link #kind} of a {@link LinearSum}. */
    static final byte LINEAR_SUM = 1;
    /** {@link #kind} of an {@link OffsetSum}. */
    static final byte OFFSET_SUM = 2;
    /** {@link #kind} of a {@link PairRelation}. */
    static final byte PAIR = 3;
    /** {@link #kind} of an {@link EqualSums}. */
    static final byte EQUAL_SUMS = 4;
    /** {@link #kind} of a {@link LineEndsRule}. */
    static final byte LINE_ENDS = 5;
    /** {@link #kind} of a {@link QuadrupleRule}. */
    static final byte QUADRUPLE = 6;
    /** {@link #kind} of a {@link SandwichRule}. */
    static final byte SANDWICH = 7;
    /** {@link #kind} of a {@link BoxPieces}. */
    static final byte BOX_PIECES = 8;
    /** {@link #kind} of an {@link OutsideClueRule}. */
    static final byte OUTSIDE_CLUE = 9;
    /** {@link #kind} of an {@link IndexerRule}. */
    static final byte INDEXER = 10;
    /** {@link #kind} of a {@link CountingCirclesRule}. */
    static final byte COUNTING_CIRCLES = 11;
    /** {@link #kind} of an {@link AutomatonRule}. */
    static final byte AUTOMATON = 12;
    /** How many kinds there are: every kind is below it. */
    static final int KINDS = 13;

    /** Compact cell indices of the cells it constrains: each wakes it. */
    final int[] cells;
    /**
     * Which shape it is ({@link #kindOf}): the engine calls {@link #propagate} through a switch on it, one call site
     * per shape ({@code RegionPropagator.run}), so that a JVM that has run every shape still inlines each site as a
     * JVM that ran one shape does (a single virtual call seeing eight classes is not inlined at all).
     */
    final byte kind;

    Propagator(int[] cells) {
        this.cells = cells;
        this.kind = kindOf(getClass());
    }

    /**
     * The {@link #kind} of a propagator's class.
     *
     * @throws IllegalStateException for a class without one: a new shape needs its kind here and its case in
     *     {@code RegionPropagator.run}
     */
    static byte kindOf(Class<?> type) {
        if (type == SumRule.class) {
            return SUM;
        } else if (type == LinearSum.class) {
            return LINEAR_SUM;
        } else if (type == OffsetSum.class) {
            return OFFSET_SUM;
        } else if (type == PairRelation.class) {
            return PAIR;
        } else if (type == EqualSums.class) {
            return EQUAL_SUMS;
        } else if (type == LineEndsRule.class) {
            return LINE_ENDS;
        } else if (type == QuadrupleRule.class) {
            return QUADRUPLE;
        } else if (type == SandwichRule.class) {
            return SANDWICH;
        } else if (type == BoxPieces.class) {
            return BOX_PIECES;
        } else if (type == OutsideClueRule.class) {
            return OUTSIDE_CLUE;
        } else if (type == IndexerRule.class) {
            return INDEXER;
        } else if (type == CountingCirclesRule.class) {
            return COUNTING_CIRCLES;
        } else if (type == AutomatonRule.class) {
            return AUTOMATON;
        }
        throw new IllegalStateException("no propagator kind for " + type.getName()
                + ": give it one in Propagator.kindOf and a case in RegionPropagator.run");
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
