package io.github.sudokusolver.internal.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which variant rules the givens break on their own: a given outside a cell's allowed digits, two equal givens on
 * cells that must differ (or in one of the rules' regions), and a rule whose own propagation over the givens alone
 * (every other cell keeping every digit, no region and no other rule taking part) fails. That is the rule's own check,
 * without search: two equal digits on a thermometer, a full arrow that does not add up, a white dot between 3 and 7.
 * Anything else the givens do wrong is found by the search. {@link Geometry#brokenRules} is the entry.
 */
final class RuleGivens {

    /** The most passes of a rule's propagators over the givens before its fixed point is taken as reached. */
    private static final int MAX_PASSES = 64;

    private RuleGivens() {
    }

    /** See {@link Geometry#brokenRules}. */
    static int[] broken(Geometry geometry, byte[] digits) {
        Constraints constraints = geometry.constraints;
        List<int[]> found = new ArrayList<>();
        if (constraints == null) {
            return new int[0];
        }
        for (int[] cut : constraints.allowed) {
            int digit = digits[cut[0]];
            if (digit != 0 && (cut[1] & 1 << digit - 1) == 0) {
                found.add(new int[] {cut[2], cut[0], cut[0]});
            }
        }
        for (int[] pair : constraints.differs) {
            if (digits[pair[0]] != 0 && digits[pair[0]] == digits[pair[1]]) {
                found.add(new int[] {pair[2], Math.min(pair[0], pair[1]), Math.max(pair[0], pair[1])});
            }
        }
        for (int r = 0; r < constraints.regions.size(); r++) {
            int[] region = constraints.regions.get(r);
            for (int a = 0; a < region.length; a++) {
                for (int b = a + 1; b < region.length; b++) {
                    if (digits[region[a]] != 0 && digits[region[a]] == digits[region[b]]) {
                        found.add(new int[] {constraints.regionRules.get(r), region[a], region[b]});
                    }
                }
            }
        }
        propagated(geometry, digits, found);
        found.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        int[] flat = new int[found.size() * 3];
        int next = 0;
        int lastRule = -1;
        for (int[] entry : found) {
            if (entry[0] != lastRule) { // one entry per rule: its first
                System.arraycopy(entry, 0, flat, next, 3);
                next += 3;
                lastRule = entry[0];
            }
        }
        return Arrays.copyOf(flat, next);
    }

    /** Runs each rule's propagators on the givens alone to a fixed point, and adds the rules that fail. */
    private static void propagated(Geometry geometry, byte[] digits, List<int[]> found) {
        Propagator[] rules = geometry.rules;
        int[] ruleOf = new int[rules.length];
        for (int i = geometry.variantStart; i < rules.length; i++) {
            ruleOf[i] = geometry.constraints.shapeRules.get(i - geometry.variantStart);
        }
        int cells = geometry.cellCount();
        int all = (1 << geometry.size) - 1;
        RegionPropagator p = null;
        int[] state = new int[cells];
        int[] before = new int[cells];
        for (int start = geometry.variantStart; start < rules.length; ) {
            int end = start;
            boolean given = false;
            while (end < rules.length && ruleOf[end] == ruleOf[start]) {
                for (int cell : rules[end].cells) {
                    given |= digits[geometry.positions[cell]] != 0;
                }
                end++;
            }
            if (given && ruleOf[start] != Constraints.DERIVED) { // a derived sum names no rule of its own
                if (p == null) {
                    p = new RegionPropagator(geometry, new FailureWeights(geometry));
                    p.alone = true;
                }
                for (int cell = 0; cell < cells; cell++) {
                    int digit = digits[geometry.positions[cell]];
                    state[cell] = digit == 0 ? all : 1 << digit - 1 | RegionPropagator.PLACED;
                }
                int failed = failing(p, state, before, start, end);
                if (failed >= 0) {
                    found.add(entry(geometry, digits, ruleOf[start], rules[failed].cells, rules, start, end));
                }
            }
            start = end;
        }
    }

    /** The propagator among {@code start..end-1} that fails over the state, -1 if they reach a fixed point. */
    private static int failing(RegionPropagator p, int[] state, int[] before, int start, int end) {
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            System.arraycopy(state, 0, before, 0, state.length);
            for (int i = start; i < end; i++) {
                if (!p.runAlone(state, i)) {
                    return i;
                }
            }
            if (Arrays.equals(state, before)) {
                return -1;
            }
        }
        return -1;
    }

    /** The rule and the first and last given cells of the failed propagator (else of the rule's propagators). */
    private static int[] entry(Geometry geometry, byte[] digits, int rule, int[] failedCells, Propagator[] rules,
            int start, int end) {
        int first = Integer.MAX_VALUE;
        int last = -1;
        for (int cell : failedCells) {
            int position = geometry.positions[cell];
            if (digits[position] != 0) {
                first = Math.min(first, position);
                last = Math.max(last, position);
            }
        }
        for (int i = start; i < end && last < 0; i++) {
            for (int cell : rules[i].cells) {
                int position = geometry.positions[cell];
                if (digits[position] != 0) {
                    first = Math.min(first, position);
                    last = Math.max(last, position);
                }
            }
        }
        return new int[] {rule, first, last};
    }
}
