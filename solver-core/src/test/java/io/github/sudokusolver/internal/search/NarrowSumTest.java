package io.github.sudokusolver.internal.search;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link NarrowSum} through {@link LinearSum}: a little killer's diagonal (its cells grouped by boxes, one to three
 * a box, no two of different boxes seeing each other) is pruned exactly at any number of assignments, and a sum of
 * small groups whose cells of different groups do see each other keeps at least every supported digit. Held to every
 * assignment of the cells on random candidates, seeded.
 */
final class NarrowSumTest {

    /** 0: a diagonal, exact; 1: pairs and triples of cells anywhere, some of different groups seeing each other. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void keepsEverySupportedDigitAndOnlyThoseOnADiagonal(int placement) {
        for (long seed = 1; seed <= 400; seed++) {
            Random random = new Random(seed * 17 + placement);
            int[] positions = placement == 0 ? diagonal(random) : anyCells(random, 4 + random.nextInt(4));
            int k = positions.length;
            int[] masks = new int[k];
            int digits = 2 + random.nextInt(6);
            int total = 0;
            for (int i = 0; i < k; i++) {
                while (Integer.bitCount(masks[i]) < digits) {
                    masks[i] |= 1 << random.nextInt(9);
                }
                total += 1 + random.nextInt(9);
            }
            total = Math.max(k, Math.min(total + random.nextInt(5) - 2, 9 * k));
            int[] coefficients = new int[k];
            java.util.Arrays.fill(coefficients, 1);
            BruteForceSupport.holdsLinearSum(positions, coefficients, total, masks, placement == 0,
                    "seed " + seed + ", placement " + placement + ", total " + total);
        }
    }

    /** A diagonal of 4 to 9 cells, down and to the right or down and to the left, as a little killer's. */
    private static int[] diagonal(Random random) {
        int length = 4 + random.nextInt(6);
        boolean right = random.nextBoolean();
        int row = random.nextInt(10 - length);
        int column = right ? random.nextInt(10 - length) : 8 - random.nextInt(10 - length);
        int[] positions = new int[length];
        for (int i = 0; i < length; i++) {
            positions[i] = (row + i) * 9 + column + (right ? i : -i);
        }
        return positions;
    }

    /** Distinct random cells. */
    private static int[] anyCells(Random random, int k) {
        int[] positions = new int[k];
        java.util.BitSet used = new java.util.BitSet();
        for (int i = 0; i < k; i++) {
            int position;
            do {
                position = random.nextInt(81);
            } while (used.get(position));
            used.set(position);
            positions[i] = position;
        }
        return positions;
    }
}
