package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The digit sets a line's cells hold, one digit each, where the rule names sets rather than an order: a renban's runs,
 * and the sets of digits every two of which a rule allows together (a nabner line's digits no two consecutive, an
 * app's relation over every two cells that is symmetric and never pairs a digit with itself). One place for both
 * the engine ({@link Constraints#oneOfSets}) and the step engine, which explains the same sets. (The sets of a
 * sum are {@code DigitSets}'.)
 */
public final class LineSets {

    /**
     * The most sets a line is given, as many as a cage's sum may list; past it, the engine keeps the pairs alone and
     * the step engine no sets.
     */
    public static final int MOST = DigitSets.MAX_COMBINATIONS;
    /** The most digits a grid may have for the sets of {@link #together}: past it, the pairs alone. */
    public static final int MOST_DIGITS = 16;

    /** Whether two digits (1-based) may stand together. */
    @FunctionalInterface
    public interface Together {
        boolean test(int x, int y);
    }

    private LineSets() {
    }

    /** The runs of {@code count} consecutive digits of {@code 1..size} as masks (bit {@code d - 1} for d), in increasing order. */
    public static int[] runs(int size, int count) {
        int[] runs = new int[Math.max(0, size - count + 1)];
        for (int start = 0; start < runs.length; start++) {
            runs[start] = ((1 << count) - 1) << start;
        }
        return runs;
    }

    /**
     * The sets of {@code count} digits of {@code 1..size} every two of which {@code together} allows (read as
     * symmetric: each pair is asked once, smaller digit first), as masks in increasing order; null past {@link #MOST}
     * sets.
     */
    public static int[] together(int size, int count, Together together) {
        List<Integer> sets = new ArrayList<>();
        if (!search(size, count, 1, 0, together, sets)) {
            return null;
        }
        return sets.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /**
     * Whether a relation over every two cells is a choice of sets: symmetric, and never allowing a digit with itself
     * (so that the cells' digits differ and their order does not matter).
     */
    public static boolean isSetRelation(int size, Together allows) {
        for (int x = 1; x <= size; x++) {
            if (allows.test(x, x)) {
                return false;
            }
            for (int y = x + 1; y <= size; y++) {
                if (allows.test(x, y) != allows.test(y, x)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean search(int size, int left, int from, int set, Together together, List<Integer> out) {
        if (left == 0) {
            out.add(set);
            return out.size() <= MOST;
        }
        for (int d = from; d <= size - left + 1; d++) {
            boolean fits = true;
            for (int bits = set; bits != 0 && fits; bits &= bits - 1) {
                fits = together.test(Integer.numberOfTrailingZeros(bits) + 1, d);
            }
            if (fits && !search(size, left - 1, d + 1, set | 1 << d - 1, together, out)) {
                return false;
            }
        }
        return true;
    }
}
