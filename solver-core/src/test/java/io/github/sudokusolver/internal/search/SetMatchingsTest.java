package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link SetMatchings} against every assignment of the cells: on seeded random sets of three to five digits of 9, 16
 * or 25 and random non-empty candidates within each set (sparse and dense), each cell keeps exactly the digits it
 * takes in some assignment of distinct digits covering the set, and every entry is 0 where there is none.
 */
final class SetMatchingsTest {

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void keepsExactlyTheDigitsOfSomePerfectMatching(int k) {
        int matched = 0;
        int none = 0;
        for (long seed = 1; seed <= 20_000; seed++) {
            Random random = new Random(seed * 31 + k);
            int size = new int[] {9, 16, 25}[random.nextInt(3)];
            int set = 0;
            while (Integer.bitCount(set) < k) {
                set |= 1 << random.nextInt(size);
            }
            int density = 1 + random.nextInt(4); // a digit of the set kept with chance density / 5
            int[] domain = new int[k];
            for (int i = 0; i < k; i++) {
                while (domain[i] == 0) {
                    for (int rest = set; rest != 0; rest &= rest - 1) {
                        domain[i] |= random.nextInt(5) < density ? rest & -rest : 0;
                    }
                }
            }
            int[] expected = new int[k];
            everyMatching(domain, 0, 0, new int[k], expected);
            boolean any = expected[0] != 0;
            if (!any) {
                Arrays.fill(expected, 0);
            }
            int[] found = new int[SetMatchings.MOST];
            Arrays.fill(found, -1);
            SetMatchings.match(k, domain.clone(), found);
            assertArrayEquals(expected, Arrays.copyOf(found, k),
                    "seed " + seed + ", k " + k + ", set " + Integer.toBinaryString(set) + ", domains "
                            + Arrays.toString(domain));
            if (any) {
                matched++;
            } else {
                none++;
            }
        }
        // both outcomes are met often, so neither side of the comparison goes untested
        assertTrue(matched > 2_000 && none > 2_000, "matched " + matched + ", none " + none);
    }

    /** Every assignment of distinct digits of the domains: each one's digits or-ed into {@code support}. */
    private static void everyMatching(int[] domain, int i, int taken, int[] choice, int[] support) {
        if (i == domain.length) {
            for (int j = 0; j < domain.length; j++) {
                support[j] |= choice[j];
            }
            return;
        }
        for (int rest = domain[i] & ~taken; rest != 0; rest &= rest - 1) {
            choice[i] = rest & -rest;
            everyMatching(domain, i + 1, taken | choice[i], choice, support);
        }
    }
}
