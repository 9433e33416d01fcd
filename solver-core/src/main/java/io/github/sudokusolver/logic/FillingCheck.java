package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.AutomatonRule;
import java.util.Arrays;

/**
 * A rule whose open cells all lie among the cells {@link RulesInHouse} fills, checked once they all have a digit (a
 * line of digit sets also on its first cells, {@link DigitSubsets}): a
 * weighted sum (an arrow's, a little killer's), a line of digit sets (a renban, ...), or a line whose digits keep a
 * shape along it (a between or lockout line, an entropic or modular line, a region sum or zipper line, an automaton's
 * word). The pair rules
 * and the cages are read digit by digit instead, as the search goes.
 */
sealed interface FillingCheck
        permits FillingCheck.SumTotal, FillingCheck.DigitSets, FillingCheck.DigitSubsets, FillingCheck.LineShape {

    /** The positions of the rule's cells among the filled cells, -1 for its placed cells. */
    int[] positions();

    /** Whether the digits chosen at the positions (bits, one per position) keep the rule. */
    boolean holds(int[] chosen);

    /** A weighted sum and what its placed cells leave of its total. */
    record SumTotal(int[] positions, int[] weights, int total) implements FillingCheck {
        @Override
        public boolean holds(int[] chosen) {
            int sum = 0;
            for (int k = 0; k < positions.length; k++) {
                sum += positions[k] >= 0 ? weights[k] * Grid.digit(chosen[positions[k]]) : 0;
            }
            return sum == total;
        }
    }

    /** A line of digit sets: its digits, placed and chosen, are one of its sets. */
    record DigitSets(int[] positions, int placedDigits, int[] sets) implements FillingCheck {
        @Override
        public boolean holds(int[] chosen) {
            // the sets are in increasing order
            return Arrays.binarySearch(sets, digitsOf(positions, placedDigits, chosen)) >= 0;
        }
    }

    /** The digits of a line's placed cells and those chosen at its positions, as bits. */
    private static int digitsOf(int[] positions, int placedDigits, int[] chosen) {
        int digits = placedDigits;
        for (int at : positions) {
            digits |= at >= 0 ? chosen[at] : 0;
        }
        return digits;
    }

    /**
     * The first open cells of a line of digit sets, checked before its last one has a digit: their digits, placed and
     * chosen, lie within one of its sets (a nabner line's four cells take few sets of its nine digits: the search
     * leaves a wrong start at once).
     */
    record DigitSubsets(int[] positions, int placedDigits, int[] sets) implements FillingCheck {
        @Override
        public boolean holds(int[] chosen) {
            int digits = digitsOf(positions, placedDigits, chosen);
            for (int set : sets) {
                if ((digits & ~set) == 0) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * A line whose digits, in its order, keep a shape; {@code placed} holds the digits of its placed cells (0 at the
     * open ones). Not a record: it writes the line's digits into an array of its own before each test.
     */
    final class LineShape implements FillingCheck {
        private final int[] positions;
        private final int[] placed;
        private final Shape shape;
        private final int[] digits;

        LineShape(int[] positions, int[] placed, Shape shape) {
            this.positions = positions;
            this.placed = placed;
            this.shape = shape;
            this.digits = new int[positions.length];
        }

        @Override
        public int[] positions() {
            return positions;
        }

        @Override
        public boolean holds(int[] chosen) {
            for (int k = 0; k < positions.length; k++) {
                digits[k] = positions[k] >= 0 ? Grid.digit(chosen[positions[k]]) : placed[k];
            }
            return shape.keeps(digits);
        }
    }

    /** What a line's digits must keep, in its order. */
    @FunctionalInterface
    interface Shape {
        boolean keeps(int[] digits);

        /**
         * A between line ({@code lockout == 0}: every middle digit strictly between the ends') or a lockout line (the
         * ends at least {@code lockout} apart, every middle digit outside their range, theirs included).
         */
        static Shape between(int lockout) {
            return digits -> {
                int k = digits.length;
                int low = Math.min(digits[0], digits[k - 1]);
                int high = Math.max(digits[0], digits[k - 1]);
                if (lockout > 0 && high - low < lockout) {
                    return false;
                }
                for (int i = 1; i < k - 1; i++) {
                    boolean inside = digits[i] > low && digits[i] < high;
                    boolean outside = digits[i] < low || digits[i] > high;
                    if (lockout == 0 ? !inside : !outside) {
                        return false;
                    }
                }
                return true;
            };
        }

        /**
         * Every run of as many cells as there are groups (all of them, on a shorter line) holds digits of different
         * groups: an entropic line's thirds, a modular line's remainders.
         */
        static Shape runs(DigitGroupLines.Groups groups) {
            int run = groups.count;
            return digits -> {
                int windows = Math.max(1, digits.length - run + 1);
                for (int start = 0; start < windows; start++) {
                    int seen = 0;
                    for (int i = start; i < Math.min(digits.length, start + run); i++) {
                        int group = groups.of(1 << digits[i] - 1);
                        if ((seen & group) != 0) {
                            return false;
                        }
                        seen |= group;
                    }
                }
                return true;
            };
        }

        /** An automaton's walk over the line's cells accepts the digits as a word. */
        static Shape automaton(AutomatonRule walk) {
            int[] bits = new int[walk.cells().length]; // the line's digits as candidates, written at each test
            return digits -> {
                for (int i = 0; i < digits.length; i++) {
                    bits[i] = 1 << digits[i] - 1;
                }
                return walk.supports(bits) != null;
            };
        }

        /**
         * Groups of the line's cells (indices along it) that add up alike: a region sum line's pieces, a group per
         * box; a zipper line's mirrored pairs from the ends inwards, then its middle cell alone when its length is odd
         * (the pairs then add up to the middle digit).
         */
        static Shape equalSums(int[][] groups) {
            return digits -> {
                int expected = sum(digits, groups[0]);
                for (int g = 1; g < groups.length; g++) {
                    if (sum(digits, groups[g]) != expected) {
                        return false;
                    }
                }
                return true;
            };
        }

        private static int sum(int[] digits, int[] indices) {
            int sum = 0;
            for (int i : indices) {
                sum += digits[i];
            }
            return sum;
        }
    }
}
