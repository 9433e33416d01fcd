package io.github.sudokusolver.internal.search;

/**
 * What each of a few cells takes in some perfect matching of a digit set to them, by going through their assignments
 * in loops unrolled per cell count: the matching filter's outcome ({@link AllDifferentFilter}) for three to five
 * cells, each cell's domain lying in the set and the set holding as many digits as there are cells. Once all cells
 * but the last have taken distinct digits, the last has at most one digit left, so it is only checked; the cell with
 * the most digits goes last. At most 5! = 120 assignments, most cut early by the domains: on the Mathemagic killers
 * (cages of five cells) 13% less CPU than the filter, which repairs a matching kept for another set at every call.
 */
final class SetMatchings {

    /** The most cells matched here; more go through the filter. */
    static final int MOST = 5;

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
        } else if (k == 4) {
            four(domain, found);
        } else {
            five(domain, found);
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

    private static void four(int[] domain, int[] found) {
        int d1 = domain[1];
        int d2 = domain[2];
        int d3 = domain[3];
        int f0 = 0;
        int f1 = 0;
        int f2 = 0;
        int f3 = 0;
        for (int r0 = domain[0]; r0 != 0; r0 &= r0 - 1) {
            int a = r0 & -r0;
            for (int r1 = d1 & ~a; r1 != 0; r1 &= r1 - 1) {
                int b = r1 & -r1;
                for (int r2 = d2 & ~(a | b); r2 != 0; r2 &= r2 - 1) {
                    int c = r2 & -r2;
                    int x = d3 & ~(a | b | c);
                    if (x != 0) {
                        f0 |= a;
                        f1 |= b;
                        f2 |= c;
                        f3 |= x;
                    }
                }
            }
        }
        found[0] = f0;
        found[1] = f1;
        found[2] = f2;
        found[3] = f3;
    }

    private static void five(int[] domain, int[] found) {
        int last = 0;
        int most = Integer.bitCount(domain[0]);
        for (int i = 1; i < 5; i++) {
            int count = Integer.bitCount(domain[i]);
            if (count > most) {
                most = count;
                last = i;
            }
        }
        // the other four in order, the last one's place taken by cell 4
        int i0 = last == 0 ? 4 : 0;
        int i1 = last == 1 ? 4 : 1;
        int i2 = last == 2 ? 4 : 2;
        int i3 = last == 3 ? 4 : 3;
        int d1 = domain[i1];
        int d2 = domain[i2];
        int d3 = domain[i3];
        int d4 = domain[last];
        int f0 = 0;
        int f1 = 0;
        int f2 = 0;
        int f3 = 0;
        int f4 = 0;
        for (int r0 = domain[i0]; r0 != 0; r0 &= r0 - 1) {
            int a = r0 & -r0;
            for (int r1 = d1 & ~a; r1 != 0; r1 &= r1 - 1) {
                int b = r1 & -r1;
                int ab = a | b;
                for (int r2 = d2 & ~ab; r2 != 0; r2 &= r2 - 1) {
                    int c = r2 & -r2;
                    int abc = ab | c;
                    for (int r3 = d3 & ~abc; r3 != 0; r3 &= r3 - 1) {
                        int d = r3 & -r3;
                        int x = d4 & ~(abc | d);
                        if (x != 0) {
                            f0 |= a;
                            f1 |= b;
                            f2 |= c;
                            f3 |= d;
                            f4 |= x;
                        }
                    }
                }
            }
        }
        found[i0] = f0;
        found[i1] = f1;
        found[i2] = f2;
        found[i3] = f3;
        found[last] = f4;
    }
}
