package io.github.sudokusolver.internal.search;

/**
 * The assignments a {@link LinearSum}'s exact pass found, kept per candidate between runs (its residues): for each
 * cell and digit, the last {@link #RESIDUES} assignments that met the sum with that digit there, each packed in a
 * long, in the propagator's per-rule {@link RegionPropagator#residues}. A residue whose digits are all still
 * candidates supports them as a search would, so the pass searches only for the candidates no live residue covers;
 * read against the current candidates at every use, a residue stays sound after backtracking. Packed one-hot (bit
 * {@code j * size + d - 1} for digit d in cell j) where the cells' digits fit in a long, so that one {@code and}
 * checks it against the candidates packed the same way; else five bits a cell. A candidate's residues are a list,
 * the latest first and the empty slots (0) last, so a reading stops at the first empty one. One-hot residues are
 * also kept in a ring of the latest {@link #RING} used or found, which {@link #cover} reads first: a candidate's own
 * list only where the ring leaves it uncovered. One instance per rule, immutable; the residues themselves are the
 * caller's.
 */
final class SumResidues {

    /**
     * The residues kept per candidate, the latest first. On Tarek's killers the share of exact runs whose candidates
     * all have a live residue is 13% with one, 26% with two, 39% with four, 50% with eight, and the searches per run
     * go down by as much (1.35 million, 1.01, 0.75, 0.56); a one-hot residue costs one load and one and to check.
     */
    static final int RESIDUES = 8;
    /**
     * The latest one-hot assignments used or found, kept in a ring after the per-candidate lists: a first test
     * ({@link #cover}) ors those still inside the candidates, branch-free, and reads a candidate's own list only where
     * the ring leaves it uncovered (a power of two). On the Mathemagic killers it covers 11% more of the differences'
     * exact runs than the lists alone (553,000 against 497,000 of 968,000 at 10,000 nodes each) and halves
     * {@link #cover}'s share of the time; 64 or 128 cover 3% and 9% more runs than 32.
     */
    static final int RING = 32;
    /** The most cells whose assignment packs into a residue (five bits a digit). */
    private static final int MOST_CELLS = 12;

    private final int cellCount;
    private final int size;
    /** Whether a residue is one-hot rather than five bits a cell. */
    private final boolean oneHot;

    SumResidues(int cellCount, int size) {
        this.cellCount = cellCount;
        this.size = size;
        this.oneHot = cellCount * size <= 64;
    }

    /** Whether an assignment of {@code cellCount} cells of a grid of {@code size} digits packs into a residue. */
    static boolean packs(int cellCount, int size) {
        return cellCount <= MOST_CELLS && size <= 31;
    }

    /** The longs a rule's residues take. */
    int slots() {
        return RESIDUES * cellCount * size + (oneHot ? RING + 1 : 0);
    }

    /** Where the ring starts: its write position first, then {@link #RING} assignments. */
    private int ringAt() {
        return RESIDUES * cellCount * size;
    }

    /** Puts a one-hot assignment in the ring, over its oldest. */
    private void ring(long[] residues, long packed) {
        int at = ringAt();
        int next = (int) residues[at];
        residues[at + 1 + next] = packed;
        residues[at] = (next + 1) & (RING - 1);
    }

    /**
     * For {@link #supports}: the digits that are not candidates, packed one-hot ({@code 0} for five-bit residues,
     * which are read cell by cell).
     */
    long open(int[] domain) {
        return oneHot ? ~packed(domain) : 0;
    }

    /**
     * Whether a residue of cell {@code i}'s digit {@code bit} is an assignment still inside the candidates; if so its
     * digits are supported, as if the search had found it. {@code open}: from {@link #open}.
     */
    boolean supports(long[] residues, int i, int bit, int[] domain, int[] support, long open) {
        int slot = RESIDUES * (i * size + Integer.numberOfTrailingZeros(bit));
        if (oneHot) {
            for (int r = 0; r < RESIDUES; r++) {
                long packed = residues[slot + r];
                if (packed == 0) {
                    return false; // the rest are empty too: kept residues come first
                }
                if ((packed & open) == 0) {
                    supportAll(packed, support);
                    return true;
                }
            }
            return false;
        }
        long packed = 0;
        for (int r = 0; r < RESIDUES && packed == 0; r++) {
            packed = inside(residues[slot + r], domain) ? residues[slot + r] : 0;
        }
        if (packed == 0) {
            return false;
        }
        long digits = packed;
        for (int j = 0; j < cellCount; j++, digits >>>= 5) {
            support[j] |= 1 << ((int) digits & 31) - 1;
        }
        return true;
    }

    /** Keeps the assignment just found as the latest residue of each of its digits, the older ones moved down. */
    void keep(long[] residues, int[] choice) {
        long packed = 0;
        for (int j = cellCount - 1; j >= 0; j--) {
            packed = oneHot ? packed << size | choice[j] : packed << 5 | Integer.numberOfTrailingZeros(choice[j]) + 1;
        }
        if (oneHot) {
            ring(residues, packed);
        }
        for (int j = 0; j < cellCount; j++) {
            int slot = RESIDUES * (j * size + Integer.numberOfTrailingZeros(choice[j]));
            if (residues[slot] != packed) {
                System.arraycopy(residues, slot, residues, slot + 1, RESIDUES - 1);
                residues[slot] = packed;
            }
        }
    }

    /**
     * Supports each candidate whose residue is still inside the candidates ({@code support} starts empty); true when
     * that leaves no candidate unsupported.
     */
    boolean cover(long[] residues, int[] domain, int[] support) {
        if (oneHot) {
            return coverOneHot(residues, domain, support);
        }
        for (int i = 0; i < cellCount; i++) {
            support[i] = 0;
        }
        boolean covered = true;
        for (int i = 0; i < cellCount; i++) {
            covered &= domain[i] != 0;
            for (int rest = domain[i] & ~support[i]; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if ((support[i] & bit) == 0) {
                    covered &= supports(residues, i, bit, domain, support, 0);
                }
            }
        }
        return covered;
    }

    /** {@link #cover} with one-hot residues: the candidates and the support packed in a long each. */
    private boolean coverOneHot(long[] residues, int[] domain, int[] support) {
        long candidates = packed(domain);
        long open = ~candidates;
        long supported = 0;
        for (int r = ringAt() + 1, end = r + RING; r < end; r++) {
            long packed = residues[r];
            supported |= (packed & open) == 0 ? packed : 0; // an empty slot (0) adds nothing
        }
        boolean covered = true;
        if ((candidates & ~supported) == 0) {
            for (int i = 0; i < cellCount; i++) {
                covered &= domain[i] != 0;
            }
            if (covered) {
                for (int i = 0; i < cellCount; i++) {
                    support[i] = domain[i];
                }
                return true;
            }
        }
        for (int i = 0, at = 0; i < cellCount; i++, at += size) {
            covered &= domain[i] != 0;
            for (long rest = (long) domain[i] << at & ~supported; rest != 0; rest &= rest - 1) {
                long bit = rest & -rest;
                if ((supported & bit) != 0) {
                    continue;
                }
                int slot = RESIDUES * Long.numberOfTrailingZeros(bit);
                long live = 0;
                for (int r = 0; r < RESIDUES && live == 0; r++) {
                    long packed = residues[slot + r];
                    if (packed == 0) {
                        break; // the rest are empty too: kept residues come first
                    }
                    live = (packed & open) == 0 ? packed : 0;
                }
                supported |= live;
                covered &= live != 0;
                if (live != 0) {
                    ring(residues, live);
                }
            }
        }
        for (int i = 0; i < cellCount; i++) {
            support[i] = 0;
        }
        supportAll(supported, support);
        return covered;
    }

    /** The candidates as a one-hot residue packs its digits: cell j's mask at bit {@code j * size}. */
    private long packed(int[] domain) {
        long packed = 0;
        for (int j = cellCount - 1; j >= 0; j--) {
            packed = packed << size | domain[j];
        }
        return packed;
    }

    /** Supports every digit of a one-hot residue (or of several, or-ed). */
    private void supportAll(long packed, int[] support) {
        int mask = (1 << size) - 1;
        for (int j = 0; j < cellCount; j++, packed >>>= size) {
            support[j] |= (int) packed & mask;
        }
    }

    /** Whether a five-bit residue is an assignment (not 0) whose every digit is still a candidate of its cell. */
    private boolean inside(long packed, int[] domain) {
        if (packed == 0) {
            return false;
        }
        for (int j = 0; j < cellCount; j++, packed >>>= 5) {
            if ((domain[j] >>> ((int) packed & 31) - 1 & 1) == 0) {
                return false;
            }
        }
        return true;
    }
}
