package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link LinearSum}'s wide pass ({@link WideSum}) against every assignment of the rule's cells: on random long sums
 * over random candidates (more assignments than the exact search takes), it keeps every digit some assignment meeting
 * the sum uses (cells that see each other differing), and keeps exactly those where no two cells see each other.
 */
final class WideSumTest {

    private static final int[] COEFFICIENTS = {1, 1, 1, 1, -1, -1, 2, -3, 10, -10};

    /** Where the cells are: 0 no two seeing each other, 1 anywhere, 2 four to six of them in one box. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void keepsEverySupportedDigitAndOnlyThoseWhereNoCellsSee(int placement) {
        boolean anywhere = placement > 0;
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed * 31 + placement);
            int k = 6 + random.nextInt(3);
            int[] positions = placement == 0 ? cellsThatDoNotSee(random, k) : anyCells(random, k, placement == 2);
            int[] coefficients = new int[k];
            int[] masks = new int[k];
            int total = 0;
            for (int i = 0; i < k; i++) {
                coefficients[i] = COEFFICIENTS[random.nextInt(COEFFICIENTS.length)];
                while (Integer.bitCount(masks[i]) < 5) {
                    masks[i] |= 1 << random.nextInt(9);
                }
                int bits = masks[i];
                int pick = random.nextInt(Integer.bitCount(bits));
                for (int j = 0; j < pick; j++) {
                    bits &= bits - 1;
                }
                total += coefficients[i] * (Integer.numberOfTrailingZeros(bits) + 1);
            }
            total += random.nextInt(4) == 0 ? random.nextInt(7) - 3 : 0;
            BruteForceSupport.holdsLinearSum(positions, coefficients, total, masks, !anywhere,
                    "seed " + seed + ", placement " + placement + ", total " + total);
        }
    }

    /**
     * Six cells, two of column 2, two of column 1 and two alone, making 8: the least the columns' groups allow
     * (1 + 2 twice, 1 twice), so the pairs keep 1 and 2 and the lone cells 1. Grouped as first fit or as cliques
     * (a pair of box 4 and four cells alone) the least is 7 and the lone cells keep 2 as well.
     */
    @org.junit.jupiter.api.Test
    void aSumGroupedByItsColumnsReachesItsLeastTotalAndPlacesItsDigits() {
        int[] positions = {75, 47, 37, 4, 55, 11}; // r9c4, r6c3, r5c2, r1c5, r7c2, r2c3
        Constraints constraints = new Constraints(9);
        constraints.rule(0);
        constraints.linearSum(positions, new int[] {1, 1, 1, 1, 1, 1}, 8);
        Geometry geometry = TestGeometries.boxes(3, 3, constraints);
        int rule = geometry.rules.length - 1;
        assertTrue(geometry.rules[rule] instanceof LinearSum, geometry.rules[rule].toString());
        int[] cells = geometry.rules[rule].cells;
        int[] state = new int[geometry.cellCount()];
        java.util.Arrays.fill(state, (1 << 9) - 1);
        RegionPropagator p = new RegionPropagator(geometry, new FailureWeights(geometry));
        p.alone = true;
        assertTrue(p.runAlone(state, rule));
        int[] expected = {0b1, 0b11, 0b11, 0b1, 0b11, 0b11};
        for (int i = 0; i < cells.length; i++) {
            assertEquals(expected[i], state[cells[i]] & 511, "cell r" + (positions[i] / 9 + 1) + "c"
                    + (positions[i] % 9 + 1));
        }
    }

    /** Distinct random cells; with {@code boxFirst}, the first four to six in one box. */
    private static int[] anyCells(Random random, int k, boolean boxFirst) {
        int[] positions = new int[k];
        java.util.BitSet used = new java.util.BitSet();
        int box = random.nextInt(9);
        int inBox = boxFirst ? 4 + random.nextInt(3) : 0;
        for (int i = 0; i < k; i++) {
            int position;
            do {
                int j = random.nextInt(9);
                position = i < inBox ? (box / 3 * 3 + j / 3) * 9 + box % 3 * 3 + j % 3 : random.nextInt(81);
            } while (used.get(position));
            used.set(position);
            positions[i] = position;
        }
        return positions;
    }

    /** Cells of one digit of the pattern grid {@code (3r + r/3 + c) mod 9}: no two share a row, column or box. */
    private static int[] cellsThatDoNotSee(Random random, int k) {
        int digit = random.nextInt(9);
        int[] all = new int[9];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if ((3 * r + r / 3 + c) % 9 == digit) {
                    all[r] = r * 9 + c;
                }
            }
        }
        for (int i = 8; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        return java.util.Arrays.copyOf(all, k);
    }
}
