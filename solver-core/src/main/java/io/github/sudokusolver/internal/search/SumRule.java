package io.github.sudokusolver.internal.search;

import java.util.Arrays;

/**
 * A rule that some cells add up to a sum, beside the regions: a killer cage (digits distinct), or what the law of 45
 * derives from the cages at setup (a house's innies or outies; {@link SumRules}); or, without a sum, a renban line's
 * cells, whose digit set must be a window of consecutive digits. The general engine wakes a rule when one of its
 * cells loses a candidate and runs {@link #propagate}; the design and what each part prunes are in {@code docs/killer.md}.
 * Immutable and shared by every search on its geometry; the scratch of a run is the propagator's.
 */
final class SumRule extends Propagator {

    final int sum;
    /** Whether the digits must differ: a cage, or derived cells that all see each other. */
    final boolean distinct;
    /**
     * For a distinct rule whose table is small: every set of {@code cells.length} distinct digits (bit {@code d - 1}
     * for digit d) adding up to {@link #sum}. Null where the rule reasons on bounds.
     */
    final int[] combinations;
    /** Whether this rule is a cage (false: derived by the law of 45). */
    final boolean cage;
    /**
     * For a short rule whose cells do not all see each other: the same sum with coefficients 1, which prunes it
     * exactly by enumerating its assignments (cells that see each other differ); null for the others.
     */
    private final LinearSum enumerated;

    SumRule(int[] cells, int sum, boolean distinct, Geometry geometry, boolean cage) {
        super(cells);
        this.sum = sum;
        this.distinct = distinct;
        this.combinations = distinct ? DigitSets.combinations(geometry.size, cells.length, sum) : null;
        this.cage = cage;
        if (!distinct && cells.length <= SumRules.MAX_DERIVED_CELLS) {
            int[] ones = new int[cells.length];
            Arrays.fill(ones, 1);
            enumerated = new LinearSum(cells, ones, sum, geometry);
        } else {
            enumerated = null;
        }
    }

    /**
     * A rule whose distinct digits must form one of the given sets, with no sum: a renban line's windows of consecutive
     * digits. Pruned as a cage's exact combinations are.
     *
     * @param cells compact cell indices, ascending, all seeing each other
     * @param sets the digit sets allowed (bit {@code d - 1} for digit d), each of {@code cells.length} digits
     */
    SumRule(int[] cells, int[] sets) {
        super(cells);
        this.sum = -1;
        this.distinct = true;
        this.combinations = sets;
        this.cage = false;
        this.enumerated = null;
    }

    @Override
    int residueSlots() {
        return enumerated == null ? 0 : enumerated.residueSlots();
    }

    /**
     * Prunes the candidates of this rule's cells to what some way of meeting it allows; false on a contradiction,
     * after which the state is garbage. Removals go through the propagator, so they wake the regions and the other
     * rules in turn.
     *
     * @param state the search state: a candidate mask per cell first (bit {@code d - 1}, and
     *     {@link RegionPropagator#PLACED} once the digit is fixed)
     * @param index this rule's index, for its weight
     * @param p the propagator of the search, with its scratch
     */
    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int k = cells.length;
        int[] domain = p.ruleDomain;
        int union = 0;
        int placed = 0;
        for (int i = 0; i < k; i++) {
            int mask = state[cells[i]];
            domain[i] = mask & p.all;
            union |= domain[i];
            placed |= (mask & RegionPropagator.PLACED) != 0 ? domain[i] : 0;
        }
        if (combinations != null) {
            return byCombinations(state, index, p, domain, union, placed);
        }
        if (enumerated != null) {
            return enumerated.exactly(state, index, p, domain);
        }
        return byBounds(state, index, p, domain, union);
    }

    /**
     * Exact pruning over the digit sets that add up to the sum: a set is kept if the cells can take its digits one
     * each, and a cell keeps what it can take in some such assignment. Then each digit every kept set holds is
     * placed where it has one cell left, or leaves the cells outside that see all of its cells.
     *
     * <p>Only the open cells are matched: a set must hold every placed digit, and its other digits go to the open
     * cells (a cage of five with one cell placed is matched as four), the same assignments as matching every cell,
     * since a placed cell can take only its digit. A set whose digits the cells can take are all supported already by
     * the sets before it is matched only if it could narrow the digits every kept set holds among those not placed
     * when the run began ({@code placed}; placed digits are not placed again): otherwise its matching could change
     * nothing. The same removals and placements as matching every set, with 23% fewer matchings (Tarek's killers).
     */
    private boolean byCombinations(int[] state, int index, RegionPropagator p, int[] domain, int union, int placed) {
        int k = cells.length;
        int[] support = p.ruleSupport;
        int[] open = p.ruleChoice;
        int m = 0;
        for (int i = 0; i < k; i++) {
            support[i] = 0;
            if ((state[cells[i]] & RegionPropagator.PLACED) == 0) {
                open[m++] = i;
            }
        }
        if (Integer.bitCount(placed) != k - m) {
            return p.weights.ruleFailed(state, index); // two placed cells hold one digit: no set has it twice
        }
        AllDifferentFilter filter = p.filter;
        int[] options = filter.slotDomain;
        int[] found = p.ruleCandidates;
        int must = p.all;
        boolean any = false;
        for (int set : combinations) {
            if ((set & ~union) != 0 || (placed & ~set) != 0) {
                continue; // a digit of the set that no cell can take, or a placed digit it lacks
            }
            int rest = set & ~placed;
            boolean fits = true;
            boolean everywhere = true; // every open cell can still take every digit left: nothing to match
            int unsupported = 0; // the set's candidates that no earlier set supports
            for (int j = 0; j < m && fits; j++) {
                int i = open[j];
                int digits = domain[i] & rest;
                filter.slotKey[j] = j;
                options[j] = digits;
                fits = digits != 0;
                everywhere &= digits == rest;
                unsupported |= digits & ~support[i];
            }
            if (!fits || any && unsupported == 0 && (must & ~placed & ~set) == 0) {
                continue; // cannot be met, or a match would add no support and narrow no digit that matters
            }
            if (everywhere) {
                for (int j = 0; j < m; j++) {
                    support[open[j]] |= rest;
                }
            } else if (m == 2) {
                // two cells: each digit goes where the other cell can take the other digit
                int a = rest & -rest;
                int b = rest ^ a;
                int firstKeeps = ((options[0] & a) != 0 && (options[1] & b) != 0 ? a : 0)
                        | ((options[0] & b) != 0 && (options[1] & a) != 0 ? b : 0);
                if (firstKeeps == 0) {
                    continue;
                }
                support[open[0]] |= firstKeeps;
                support[open[1]] |= rest ^ firstKeeps | (firstKeeps == rest ? rest : 0);
            } else if (m <= SetMatchings.MOST) {
                // three to five cells (one cell that fits can always take the one digit left)
                SetMatchings.match(m, options, found);
                if (found[0] == 0) {
                    continue;
                }
                for (int j = 0; j < m; j++) {
                    support[open[j]] |= found[j];
                }
            } else if (filter.filter(m, p.ruleMatching)) {
                for (int j = 0; j < m; j++) {
                    support[open[j]] |= filter.pruned ? filter.allowed[j] : options[j];
                }
            } else {
                continue;
            }
            must &= set;
            any = true;
        }
        if (!any) {
            return p.weights.ruleFailed(state, index);
        }
        for (int i = 0; i < k; i++) {
            if ((state[cells[i]] & RegionPropagator.PLACED) != 0) {
                support[i] = domain[i]; // in every kept set
            }
        }
        if (!keepExactSupport(state, index, p, support)) {
            return false;
        }
        return k < 2 || placeMustDigits(state, index, p, must & ~placedDigits(state, p));
    }

    /** The digits already placed in this rule's cells. */
    private int placedDigits(int[] state, RegionPropagator p) {
        int placed = 0;
        for (int cell : cells) {
            if ((state[cell] & RegionPropagator.PLACED) != 0) {
                placed |= state[cell] & p.all;
            }
        }
        return placed;
    }

    /**
     * Each digit the rule must hold (in every kept set) and has not placed yet: with one cell left that can take it,
     * it goes there; with more, it leaves every cell that sees all of them.
     */
    private boolean placeMustDigits(int[] state, int index, RegionPropagator p, int must) {
        long[] common = p.commonPeers;
        long[][] peerBits = p.peerBits;
        for (int rest = must; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int holders = 0;
            int holder = -1;
            Arrays.fill(common, -1L);
            for (int cell : cells) {
                if ((state[cell] & bit) != 0) {
                    holders++;
                    holder = cell;
                    long[] peers = peerBits[cell];
                    for (int w = 0; w < common.length; w++) {
                        common[w] &= peers[w];
                    }
                }
            }
            if (holders == 0) {
                // pruned away since the sets were read: the rule cannot be met
                return p.weights.ruleFailed(state, index);
            }
            if (holders == 1) {
                if ((state[holder] & RegionPropagator.PLACED) == 0 && !p.place(state, holder, bit)) {
                    return false;
                }
                continue;
            }
            for (int w = 0; w < common.length; w++) {
                for (long word = common[w]; word != 0; word &= word - 1) {
                    int cell = w << 6 | Long.numberOfTrailingZeros(word);
                    if ((state[cell] & bit) != 0 && !p.exclude(state, cell, bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Bounds: each cell's digit lies between the sum less the most the other cells can add and the sum less the
     * least; for distinct digits, the others add at least the smallest {@code k - 1} digits any of the cells still
     * has, and at most the largest.
     */
    private boolean byBounds(int[] state, int index, RegionPropagator p, int[] domain, int union) {
        int k = cells.length;
        int sumLow = 0;
        int sumHigh = 0;
        for (int i = 0; i < k; i++) {
            sumLow += Integer.numberOfTrailingZeros(domain[i]) + 1;
            sumHigh += 32 - Integer.numberOfLeadingZeros(domain[i]);
        }
        int othersLeast = 0;
        int othersMost = 0;
        if (distinct) {
            if (Integer.bitCount(union) < k) {
                return p.weights.ruleFailed(state, index); // fewer digits than cells
            }
            othersLeast = lowestDigitsSum(union, k - 1);
            othersMost = highestDigitsSum(union, k - 1);
            if (othersLeast + Integer.numberOfTrailingZeros(union) + 1 > sum
                    || othersMost + 32 - Integer.numberOfLeadingZeros(union) < sum) {
                return p.weights.ruleFailed(state, index);
            }
        }
        if (sumLow > sum || sumHigh < sum) {
            return p.weights.ruleFailed(state, index);
        }
        for (int i = 0; i < k; i++) {
            int low = Integer.numberOfTrailingZeros(domain[i]) + 1;
            int high = 32 - Integer.numberOfLeadingZeros(domain[i]);
            int most = sum - Math.max(sumLow - low, othersLeast);
            int least = sum - Math.min(sumHigh - high, distinct ? othersMost : Integer.MAX_VALUE);
            // the current mask, not domain[i]: an earlier removal of this pass may have placed this cell already
            int lost = state[cells[i]] & p.all & ~digitsBetween(least, most);
            if (lost != 0) {
                if ((state[cells[i]] & RegionPropagator.PLACED) != 0) {
                    return p.weights.ruleFailed(state, index);
                }
                if (!p.exclude(state, cells[i], lost)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The digits {@code least..most} as a mask, bit {@code d - 1} for digit d; 0 when the range is empty. */
    private static int digitsBetween(int least, int most) {
        int from = Math.max(least, 1);
        int to = Math.min(most, 31);
        if (from > to) {
            return 0;
        }
        int upTo = to == 31 ? -1 : (1 << to) - 1;
        return upTo & ~((1 << from - 1) - 1);
    }

    /** The sum of the {@code count} smallest digits of a mask (bit {@code d - 1} for digit d). */
    static int lowestDigitsSum(int digits, int count) {
        int total = 0;
        for (int rest = digits, i = 0; i < count && rest != 0; i++, rest &= rest - 1) {
            total += Integer.numberOfTrailingZeros(rest) + 1;
        }
        return total;
    }

    /** The sum of the {@code count} largest digits of a mask. */
    static int highestDigitsSum(int digits, int count) {
        int total = 0;
        for (int rest = digits, i = 0; i < count && rest != 0; i++) {
            int top = 31 - Integer.numberOfLeadingZeros(rest);
            total += top + 1;
            rest &= ~(1 << top);
        }
        return total;
    }
}
