package io.github.sudokusolver.internal.search;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sets of distinct digits of one size that add up to one sum: the tables behind a cage's exact pruning
 * ({@link SumRule}), listed once per grid size, size and sum and shared by every geometry.
 */
final class DigitSets {

    /** Digit sets of one size and sum above which a rule reasons on bounds instead of listing them. */
    static final int MAX_COMBINATIONS = 4096;

    private DigitSets() {
    }

    /**
     * Every set of {@code count} distinct digits of {@code 1..size} adding up to {@code sum}, as masks (bit d-1 for
     * digit d) in ascending order; null when there are more than {@link #MAX_COMBINATIONS}.
     */
    static int[] combinations(int size, int count, int sum) {
        if (sum < 0 || sum > MAX_SUM) {
            return new int[0];
        }
        int[] sets = TABLES.computeIfAbsent((size * 32 + count) * (MAX_SUM + 1) + sum,
                key -> listSets(size, count, sum));
        return sets == TOO_MANY ? null : sets;
    }

    /** The largest sum a rule can ask for: every digit of the largest grid once. */
    private static final int MAX_SUM = 25 * 26 / 2;
    /** What {@link #TABLES} holds for a size and sum with more sets than {@link #MAX_COMBINATIONS}. */
    private static final int[] TOO_MANY = new int[0];
    /**
     * The digit sets of each size and sum, by grid size: shared by every geometry (a layout with cages derives its
     * rules when it is made, so reading a file of killers would list the same sets again for each).
     */
    private static final ConcurrentHashMap<Integer, int[]> TABLES =
            new ConcurrentHashMap<>();

    private static int[] listSets(int size, int count, int sum) {
        long ways = countSets(size, count, sum);
        if (ways > MAX_COMBINATIONS) {
            return TOO_MANY;
        }
        int[] sets = new int[(int) ways];
        int[] next = {0};
        collect(size, 1, count, sum, 0, sets, next);
        Arrays.sort(sets);
        return sets;
    }

    private static void collect(int size, int from, int count, int sum, int chosen, int[] sets, int[] next) {
        if (count == 0) {
            if (sum == 0) {
                sets[next[0]++] = chosen;
            }
            return;
        }
        for (int digit = from; digit <= size && digit <= sum; digit++) {
            // the smallest sum of the count - 1 digits above this one must still fit
            int rest = count - 1;
            if (digit + rest * digit + rest * (rest + 1) / 2 > sum) {
                return;
            }
            collect(size, digit + 1, rest, sum - digit, chosen | 1 << digit - 1, sets, next);
        }
    }

    /** How many sets of {@code count} distinct digits of {@code 1..size} add up to {@code sum}. */
    static long countSets(int size, int count, int sum) {
        if (count < 0 || sum < 0) {
            return 0;
        }
        long[][] ways = new long[count + 1][sum + 1];
        ways[0][0] = 1;
        for (int digit = 1; digit <= size; digit++) {
            for (int k = Math.min(count, digit); k >= 1; k--) {
                for (int s = sum; s >= digit; s--) {
                    ways[k][s] += ways[k - 1][s - digit];
                }
            }
        }
        return ways[count][sum];
    }
}
