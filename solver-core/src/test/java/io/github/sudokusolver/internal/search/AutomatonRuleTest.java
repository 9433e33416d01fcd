package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link AutomatonRule}'s walk against every reading of the candidates: a digit is kept exactly where some accepted
 * word puts it, over random machines (a break between segments among the symbols) and random candidates.
 */
final class AutomatonRuleTest {

    private static final int DIGITS = 4;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void supportIsExactlyWhatTheAcceptedWordsGive(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            int states = 1 + random.nextInt(5);
            int[] moves = new int[0];
            for (int from = 0; from < states; from++) {
                for (int symbol = 0; symbol <= DIGITS; symbol++) {
                    if (random.nextInt(3) == 0) {
                        moves = Arrays.copyOf(moves, moves.length + 3);
                        moves[moves.length - 3] = from;
                        moves[moves.length - 2] = symbol;
                        moves[moves.length - 1] = random.nextInt(states);
                    }
                }
            }
            int[] accepts = {random.nextInt(states)};
            int length = 1 + random.nextInt(5);
            int[] steps = new int[length];
            int cell = 0;
            for (int i = 0; i < length; i++) {
                steps[i] = i > 0 && i < length - 1 && random.nextInt(4) == 0 ? -1 : cell++;
            }
            AutomatonRule rule = AutomatonRule.forSteps(steps, DIGITS, states, new int[] {0}, accepts, moves);
            int[] candidates = new int[cell];
            for (int c = 0; c < cell; c++) {
                candidates[c] = 1 + random.nextInt((1 << DIGITS) - 1);
            }
            assertArrayEquals(bruteForce(steps, candidates, states, accepts, moves), rule.supports(candidates),
                    "seed " + seed + ", round " + round + ": steps " + Arrays.toString(steps) + ", moves "
                            + Arrays.toString(moves));
        }
    }

    /** Every word over the candidates, run through the machine: the digits of the accepted ones, or null if none. */
    private static int[] bruteForce(int[] steps, int[] candidates, int states, int[] accepts, int[] moves) {
        int cells = candidates.length;
        int[] support = new int[cells];
        boolean any = false;
        int[] word = new int[cells];
        int total = 1;
        for (int c = 0; c < cells; c++) {
            total *= DIGITS;
        }
        for (int code = 0; code < total; code++) {
            boolean fits = true;
            for (int c = 0, rest = code; c < cells; c++, rest /= DIGITS) {
                word[c] = rest % DIGITS + 1;
                fits &= (candidates[c] & 1 << word[c] - 1) != 0;
            }
            if (!fits) {
                continue;
            }
            boolean[] now = new boolean[states];
            now[0] = true;
            for (int step : steps) {
                int symbol = step < 0 ? 0 : word[step];
                boolean[] after = new boolean[states];
                for (int m = 0; m < moves.length; m += 3) {
                    if (now[moves[m]] && moves[m + 1] == symbol) {
                        after[moves[m + 2]] = true;
                    }
                }
                now = after;
            }
            if (now[accepts[0]]) {
                any = true;
                for (int c = 0; c < cells; c++) {
                    support[c] |= 1 << word[c] - 1;
                }
            }
        }
        return any ? support : null;
    }
}
