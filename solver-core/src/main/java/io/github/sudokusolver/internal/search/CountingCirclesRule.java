package io.github.sudokusolver.internal.search;

/**
 * One set of counting circles ({@link #cells}): a digit in a circle is the number of circles that hold it, so the
 * circles hold a set of digits, each as often as its value, adding up to the number of circles. The circles are split at setup into groups that see each other ({@link SumGroups#firstFit}, in row-major order), each
 * holding a digit at most once (the Interactive Sudoku Solver's exclusion groups). Per run:
 * <ul>
 *   <li>per digit, the groups with a circle that can hold it and the circles held to it: a digit in fewer such groups
 *   than its value, or held in more circles than its value, is in no such set; a digit held somewhere is in every one;
 *   <li>the sets that add up to the number of circles (a reachable-sums walk over the digits, both ways): a digit in
 *   none leaves every circle; a digit in every one with exactly as many circles as its value takes them all;
 *   <li>a digit already held in as many circles as its value leaves the others; a digit of every set in exactly its
 *   value of groups is in each of them, so a group with one circle that can hold it places it there, and a cell that
 *   sees every circle of a group that can hold it loses it (the exclusion complements).
 * </ul>
 */
final class CountingCirclesRule extends Propagator {

    private final int size;
    /** The {@code long} words of a set of sums 0 to the number of circles. */
    private final int words;
    /** Groups of circles that see each other (indices into {@link #cells}). */
    private final int[][] groups;
    /** The geometry's peers, to find the cells that see a whole group's places for a digit. */
    private final Geometry geometry;

    CountingCirclesRule(int[] cells, int size, Geometry geometry) {
        super(cells);
        this.geometry = geometry;
        this.size = size;
        this.words = (cells.length >> 6) + 1;
        int[] ones = new int[cells.length];
        java.util.Arrays.fill(ones, 1);
        this.groups = SumGroups.firstFit(cells, ones, geometry); // the others cost more setup than they save here
    }

    @Override
    int scratchWords() {
        return 2 * (size + 1) * words + 3 * size; // the sums walk, then per digit three counts
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length;
        int possible = 0; // digits with at least their value of circles that can hold them
        int required = 0; // digits some circle is held to
        int complete = 0; // digits held in exactly their value of circles
        int exact = 0; // digits exactly their value of circles can hold
        int exactGroups = 0; // digits exactly their value of groups can hold
        long[] counts = p.wordScratch; // per digit: circles that can hold it, held to it, groups that can
        int canAt = 2 * (size + 1) * words;
        int heldAt = canAt + size;
        int groupsAt = heldAt + size;
        java.util.Arrays.fill(counts, canAt, groupsAt + size, 0L);
        for (int[] group : groups) {
            int union = 0;
            for (int i : group) {
                int domain = state[cells[i]] & p.all;
                union |= domain;
                for (int rest = domain; rest != 0; rest &= rest - 1) {
                    counts[canAt + Integer.numberOfTrailingZeros(rest)]++;
                }
                if ((domain & domain - 1) == 0 && domain != 0) {
                    counts[heldAt + Integer.numberOfTrailingZeros(domain)]++;
                }
            }
            for (int rest = union; rest != 0; rest &= rest - 1) {
                counts[groupsAt + Integer.numberOfTrailingZeros(rest)]++;
            }
        }
        for (int d = 0; d < size; d++) {
            long can = counts[canAt + d];
            long held = counts[heldAt + d];
            long inGroups = counts[groupsAt + d];
            int bit = 1 << d;
            if (held > d + 1) {
                return p.weights.ruleFailed(state, index);
            }
            possible |= inGroups > d ? bit : 0;
            required |= held > 0 ? bit : 0;
            complete |= held == d + 1 ? bit : 0;
            exact |= can == d + 1 ? bit : 0;
            exactGroups |= inGroups == d + 1 ? bit : 0;
        }
        if ((required & ~possible) != 0) {
            return p.weights.ruleFailed(state, index);
        }
        int target = k;
        for (int rest = required; rest != 0; rest &= rest - 1) {
            target -= Integer.numberOfTrailingZeros(rest) + 1;
        }
        if (target < 0) {
            return p.weights.ruleFailed(state, index);
        }
        int optional = possible & ~required;
        long sets = optional == 0 || target == 0 ? (target == 0 ? 0L : -1L)
                : optionalDigits(optional, target, p.wordScratch);
        if (sets < 0) {
            return p.weights.ruleFailed(state, index);
        }
        int keep = required | (int) sets;
        int mandatory = required | (int) (sets >>> 32);
        int[] support = p.ruleSupport;
        for (int i = 0; i < k; i++) {
            int domain = state[cells[i]] & p.all;
            int kept = keep;
            // a complete digit stays only in the circles held to it
            for (int rest = complete & domain; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                if (domain != bit) {
                    kept &= ~bit;
                }
            }
            // a digit every set uses, with exactly its value of places, takes them all
            for (int rest = mandatory & exact & domain; rest != 0; rest &= rest - 1) {
                kept &= rest & -rest;
            }
            support[i] = kept;
        }
        // a digit of every set in exactly its value of groups: a group with one circle that can hold it places it
        int inEveryGroup = mandatory & exactGroups & ~exact;
        for (int rest = inEveryGroup; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            for (int[] group : groups) {
                int only = -1;
                int count = 0;
                for (int i : group) {
                    if ((state[cells[i]] & bit) != 0) {
                        only = i;
                        count++;
                    }
                }
                if (count == 1) {
                    support[only] &= bit;
                }
            }
        }
        if (!keepSupported(state, index, p, support)) {
            return false;
        }
        return inEveryGroup == 0 || complements(state, p, inEveryGroup);
    }

    /** Each digit of {@code digits} is in every group: a cell seeing all of a group's places for it loses it. */
    private boolean complements(int[] state, RegionPropagator p, int digits) {
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            for (int[] group : groups) {
                int first = -1;
                int count = 0;
                for (int i : group) {
                    if ((state[cells[i]] & bit) != 0) {
                        first = first < 0 ? cells[i] : first;
                        count++;
                    }
                }
                if (count < 2) {
                    continue; // none: a contradiction found on the next run; one: placed above
                }
                for (int peer : geometry.peers[first]) {
                    if ((state[peer] & bit) == 0 || (state[peer] & RegionPropagator.PLACED) != 0
                            || !seesGroupPlaces(state, group, bit, peer)) {
                        continue;
                    }
                    if (!p.exclude(state, peer, bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether {@code cell} is none of the group's places for the digit and sees every one of them. */
    private boolean seesGroupPlaces(int[] state, int[] group, int bit, int cell) {
        for (int i : group) {
            int place = cells[i];
            if ((state[place] & bit) != 0 && (place == cell || !geometry.sees(cell, place))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Of the optional digits, those some set adding up to {@code target} uses (the low 32 bits) and those every such
     * set uses (the high 32 bits); -1 when no set adds up to it.
     */
    private long optionalDigits(int optional, int target, long[] scratch) {
        // forward[j]: sums of the optional digits below j; backward[j]: of those from j on (words each)
        int stages = size + 1;
        int backwardAt = stages * words;
        java.util.Arrays.fill(scratch, 0, 2 * stages * words, 0L);
        scratch[0] = 1L; // forward[0] = {0}
        for (int d = 0; d < size; d++) {
            int from = d * words;
            int to = from + words;
            System.arraycopy(scratch, from, scratch, to, words);
            if ((optional >> d & 1) != 0) {
                orShifted(scratch, from, scratch, to, d + 1);
            }
        }
        scratch[backwardAt + size * words] = 1L; // backward[size] = {0}
        for (int d = size - 1; d >= 0; d--) {
            int from = backwardAt + (d + 1) * words;
            int to = backwardAt + d * words;
            System.arraycopy(scratch, from, scratch, to, words);
            if ((optional >> d & 1) != 0) {
                orShifted(scratch, from, scratch, to, d + 1);
            }
        }
        if (!has(scratch, size * words, target)) {
            return -1L;
        }
        long used = 0;
        long mandatory = 0;
        for (int d = 0; d < size; d++) {
            if ((optional >> d & 1) == 0) {
                continue;
            }
            boolean with = false;
            boolean without = false;
            int after = backwardAt + (d + 1) * words;
            for (int s = 0; s <= target && !(with && without); s++) {
                if (has(scratch, d * words, s)) {
                    with |= target - s - d - 1 >= 0 && has(scratch, after, target - s - d - 1);
                    without |= has(scratch, after, target - s);
                }
            }
            used |= with ? 1L << d : 0L;
            mandatory |= with && !without ? 1L << d : 0L;
        }
        return mandatory << 32 | used;
    }

    /** {@code to |= from << shift}, over {@link #words} words; sums past the circles' count fall off. */
    private void orShifted(long[] fromWords, int from, long[] toWords, int to, int shift) {
        int wordShift = shift >> 6;
        int bitShift = shift & 63;
        for (int w = words - 1; w >= wordShift; w--) {
            long low = fromWords[from + w - wordShift] << bitShift;
            long carry = bitShift == 0 || w - wordShift - 1 < 0 ? 0L
                    : fromWords[from + w - wordShift - 1] >>> (64 - bitShift);
            toWords[to + w] |= low | carry;
        }
    }

    private static boolean has(long[] scratch, int at, int sum) {
        return (scratch[at + (sum >> 6)] >>> (sum & 63) & 1L) != 0;
    }
}
