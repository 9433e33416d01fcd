package io.github.sudokusolver.internal.search;

/**
 * What each of a few cells takes in some perfect matching of a digit set to them: the matching filter's outcome
 * ({@link AllDifferentFilter}) for three to five cells, each cell's domain lying in the set and the set holding as many
 * digits as there are cells. Three cells by their assignments (at most six; once the first two have taken distinct
 * digits the last has at most one left, so it is only checked); four and five by the subsets of the set each prefix
 * of the cells can cover ({@link #bySubsets}), which costs the same whatever the domains, where the assignments (up
 * to 24 and 120) cost twice and 2.5 times as much on Tarek's and the Mathemagic killers' cages.
 */
final class SetMatchings {

    /** The most cells matched here; more go through the filter. */
    static final int MOST = 5;

    /** Subsets lacking rank t: bit S set where bit t of S is clear. */
    private static final int WITHOUT_0 = 0x55555555;
    private static final int WITHOUT_1 = 0x33333333;
    private static final int WITHOUT_2 = 0x0F0F0F0F;
    private static final int WITHOUT_3 = 0x00FF00FF;
    private static final int WITHOUT_4 = 0x0000FFFF;
    /** Where four cells' missing fifth rank is read: bit 31, which no candidate mask holds. */
    private static final int NO_RANK = 31;

    private SetMatchings() {
    }

    /**
     * Fills {@code found[0..k-1]} with what each cell takes in some perfect matching, every entry 0 when there is none.
     *
     * @param k the cells, 3 to {@link #MOST}
     * @param domain each cell's digits within the set (bits), none empty
     */
    static void match(int k, int[] domain, int[] found) {
        if (k == 3) {
            three(domain, found);
        } else {
            bySubsets(k, domain, found);
        }
    }

    private static void three(int[] domain, int[] found) {
        int d1 = domain[1];
        int d2 = domain[2];
        int f0 = 0;
        int f1 = 0;
        int f2 = 0;
        for (int r0 = domain[0]; r0 != 0; r0 &= r0 - 1) {
            int a = r0 & -r0;
            for (int r1 = d1 & ~a; r1 != 0; r1 &= r1 - 1) {
                int b = r1 & -r1;
                int c = d2 & ~(a | b);
                if (c != 0) {
                    f0 |= a;
                    f1 |= b;
                    f2 |= c;
                }
            }
        }
        found[0] = f0;
        found[1] = f1;
        found[2] = f2;
    }

    /**
     * Four or five cells by the digit subsets their prefixes can cover, not by their assignments: the set's digits
     * ranked 0 to k - 1, a subset of ranks is bit {@code S} of an int ({@code S} read as k bits), and the subsets the
     * first i cells can take with distinct digits ({@code reach}) follow from those of the first {@code i - 1} by one
     * masked shift per digit of the cell; backwards likewise the subsets from which the cells after can complete the
     * set ({@code complete}). A cell keeps digit t where some subset it can be reached with lacks t and, with t, can
     * be completed. A fixed 40-odd word operations without a data-dependent branch, where the assignments (up to 120,
     * 21 on average on the Mathemagic killers) cost 2.5 times as much for five cells, twice for four (Tarek's). Four
     * cells have no rank 4: its bit {@code b4} is 0 and its place {@link #NO_RANK}, a bit no candidate has, so every
     * step of it adds nothing.
     */
    private static void bySubsets(int k, int[] domain, int[] found) {
        int d0 = domain[0];
        int d1 = domain[1];
        int d2 = domain[2];
        int d3 = domain[3];
        int d4 = k == 5 ? domain[4] : 0;
        int rest = d0 | d1 | d2 | d3 | d4;
        if (Integer.bitCount(rest) != k) {
            none(found, k); // the set holds k digits: the cells cannot take them all
            return;
        }
        int b0 = rest & -rest;
        rest ^= b0;
        int b1 = rest & -rest;
        rest ^= b1;
        int b2 = rest & -rest;
        rest ^= b2;
        int b3 = rest & -rest;
        int b4 = rest ^ b3;
        int s0 = Integer.numberOfTrailingZeros(b0);
        int s1 = Integer.numberOfTrailingZeros(b1);
        int s2 = Integer.numberOfTrailingZeros(b2);
        int s3 = Integer.numberOfTrailingZeros(b3);
        int s4 = Integer.numberOfTrailingZeros(b4 | 1 << NO_RANK);
        int reach1 = advance(1, d0, s0, s1, s2, s3, s4);
        int reach2 = advance(reach1, d1, s0, s1, s2, s3, s4);
        int reach3 = advance(reach2, d2, s0, s1, s2, s3, s4);
        // the last cell completes the whole set (subset 2^k - 1) from a subset lacking one of its digits
        int complete = 1 << (1 << k) - 1;
        if (k == 5) {
            int reach4 = advance(reach3, d3, s0, s1, s2, s3, s4);
            int kept4 = d4 & kept(reach4, complete, b0, b1, b2, b3, b4);
            if (kept4 == 0) {
                none(found, k);
                return;
            }
            found[4] = kept4;
            complete = retreat(complete, d4, s0, s1, s2, s3, s4);
        }
        int kept3 = d3 & kept(reach3, complete, b0, b1, b2, b3, b4);
        if (kept3 == 0) {
            none(found, k); // only with four cells: with five, a matching was found above
            return;
        }
        found[3] = kept3;
        complete = retreat(complete, d3, s0, s1, s2, s3, s4);
        found[2] = d2 & kept(reach2, complete, b0, b1, b2, b3, b4);
        complete = retreat(complete, d2, s0, s1, s2, s3, s4);
        found[1] = d1 & kept(reach1, complete, b0, b1, b2, b3, b4);
        complete = retreat(complete, d1, s0, s1, s2, s3, s4);
        found[0] = d0 & kept(1, complete, b0, b1, b2, b3, b4);
    }

    /** The subsets reached once a cell of digits {@code d} takes one not in a subset of {@code reach}. */
    private static int advance(int reach, int d, int s0, int s1, int s2, int s3, int s4) {
        return (reach & WITHOUT_0) << 1 & -(d >>> s0 & 1)
                | (reach & WITHOUT_1) << 2 & -(d >>> s1 & 1)
                | (reach & WITHOUT_2) << 4 & -(d >>> s2 & 1)
                | (reach & WITHOUT_3) << 8 & -(d >>> s3 & 1)
                | (reach & WITHOUT_4) << 16 & -(d >>> s4 & 1);
    }

    /** The subsets from which a cell of digits {@code d} can step into one of {@code complete}. */
    private static int retreat(int complete, int d, int s0, int s1, int s2, int s3, int s4) {
        return complete >>> 1 & WITHOUT_0 & -(d >>> s0 & 1)
                | complete >>> 2 & WITHOUT_1 & -(d >>> s1 & 1)
                | complete >>> 4 & WITHOUT_2 & -(d >>> s2 & 1)
                | complete >>> 8 & WITHOUT_3 & -(d >>> s3 & 1)
                | complete >>> 16 & WITHOUT_4 & -(d >>> s4 & 1);
    }

    /**
     * The digits (bits {@code b0..b4}, by rank) a cell takes between a subset of {@code reach} lacking it and one of
     * {@code complete} holding it.
     */
    private static int kept(int reach, int complete, int b0, int b1, int b2, int b3, int b4) {
        return nonZero(reach & complete >>> 1 & WITHOUT_0) & b0
                | nonZero(reach & complete >>> 2 & WITHOUT_1) & b1
                | nonZero(reach & complete >>> 4 & WITHOUT_2) & b2
                | nonZero(reach & complete >>> 8 & WITHOUT_3) & b3
                | nonZero(reach & complete >>> 16 & WITHOUT_4) & b4;
    }

    /** -1 for a value other than 0, else 0, without a branch. */
    private static int nonZero(int x) {
        return (x | -x) >> 31;
    }

    /** No perfect matching: every cell's entry 0. */
    private static void none(int[] found, int k) {
        for (int i = 0; i < k; i++) {
            found[i] = 0;
        }
    }
}
