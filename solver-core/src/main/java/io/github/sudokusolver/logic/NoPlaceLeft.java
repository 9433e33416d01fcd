package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.openDigits;

import io.github.sudokusolver.Cell;
import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link Technique#NO_PLACE_LEFT}: a candidate that would take every place of a digit in a house is false, where a
 * rule takes at least one of them. A digit x in cell A takes, besides A's other digits and x from the cells A sees,
 * each digit a pair rule ({@link PairFacts}) forbids beside x in a cell it relates to A: {@code 4 in r8c7 would take
 * every place of 1 in box 9: r8c8 and r9c7, by the negative XV rule, and r8c7 itself}. With x itself, this is
 * pointing through a rule: the places A sees by a knight's or king's move, a thermometer, a renban or a cage count
 * as the places of its houses do ({@code 4 in r2c3 would take every place of 4 in column 2: r3c2, which it
 * sees, and r4c2, by the anti-knight rule}). The forms a rule plays no part in are pointing, claiming and the hidden
 * singles, each its own technique; so is a pair rule read from one cell to one other ({@link PairFinders}).
 */
final class NoPlaceLeft {

    private static final int[] NO_RELATIONS = new int[0];

    private final Grid grid;
    private final int[] marks;
    private final PairFacts pairs;
    /** Per cell, the digits the candidate under study takes there by a rule, set for its reached cells. */
    private final int[] taken;
    /** {@code reachedBy[c] == cell + 1} when a rule relates c to the cell under study. */
    private final int[] reachedBy;
    /** The cells reached from the cell under study ({@link #reach}), the first ones of the array. */
    private final int[] reached;
    private final int[] houseSeen;
    private int generation;

    private NoPlaceLeft(Grid grid, int[] marks) {
        this.grid = grid;
        this.marks = marks;
        this.pairs = grid.rules.pairs;
        this.taken = new int[grid.cells];
        this.reachedBy = new int[grid.cells];
        this.reached = new int[grid.cells];
        this.houseSeen = new int[grid.houseCount()];
    }

    /** The first such candidate, cell by cell and digit by digit, with the first house it empties of a digit. */
    static Step find(Grid grid, int[] marks, Budget budget) {
        return grid.rules.isEmpty() ? null : new NoPlaceLeft(grid, marks).find();
    }

    private Step find() {
        for (int cell = 0; cell < grid.cells; cell++) {
            int open = openDigits(grid, marks, cell);
            if (open == 0) {
                continue;
            }
            int count = reach(cell);
            for (int bits = count == 0 ? 0 : open; bits != 0; bits &= bits - 1) {
                int x = Integer.numberOfTrailingZeros(bits);
                int takenAnywhere = 0;
                for (int i = 0; i < count; i++) {
                    taken[reached[i]] = takes(cell, x, reached[i]);
                    takenAnywhere |= taken[reached[i]];
                }
                if (takenAnywhere == 0) {
                    continue; // no rule takes anything: no house can lose a place by one
                }
                generation++;
                for (int i = 0; i < count; i++) {
                    int other = reached[i];
                    for (int house : grid.housesOf(other)) {
                        if (houseSeen[house] == generation) {
                            continue;
                        }
                        houseSeen[house] = generation;
                        Step step = house(cell, x, house);
                        if (step != null) {
                            return step;
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * Gathers in {@link #reached} the cells a rule relates to a cell (its pair rules' partners and its peers that
     * share no house with it), each once, marking them in {@link #reachedBy}; returns how many.
     */
    private int reach(int cell) {
        int count = 0;
        for (int relation : pairs.relationsAt(cell)) {
            int partner = pairs.partner(relation, cell);
            if (reachedBy[partner] != cell + 1) {
                reachedBy[partner] = cell + 1;
                reached[count++] = partner;
            }
        }
        for (int peer : grid.peersOf(cell)) {
            if (reachedBy[peer] != cell + 1 && !sharesHouse(cell, peer)) {
                reachedBy[peer] = cell + 1;
                reached[count++] = peer;
            }
        }
        return count;
    }

    private boolean sharesHouse(int a, int b) {
        return grid.sharedRegion(a, b) >= 0;
    }

    /**
     * The digit bits that digit {@code x} (0-based) in {@code cell} takes from a reached cell by a rule: what its pair
     * tables forbid beside x, and x itself from a peer that shares no house with the cell.
     */
    private int takes(int cell, int x, int other) {
        int allowed = grid.all;
        for (int relation : pairs.relationsAt(cell)) {
            if (pairs.partner(relation, cell) == other) {
                allowed &= pairs.tableFrom(relation, cell)[x];
            }
        }
        boolean housemate = sharesHouse(cell, other);
        if (grid.sees(cell, other) && !housemate) {
            allowed &= ~(1 << x);
        }
        // x itself in a cell of a common house is the house's to take (claiming, pointing), whatever rule also does
        return grid.all & ~allowed & (housemate ? ~(1 << x) : grid.all);
    }

    /** The step when digit x in the cell takes every place of some digit in the house, a rule taking one or more. */
    private Step house(int cell, int x, int house) {
        int[] cells = grid.cellsOf(house);
        int placed = 0;
        int byRule = 0;
        for (int c : cells) {
            if ((marks[c] & grid.placed) != 0) {
                placed |= marks[c] & grid.all;
            } else if (c != cell && reachedBy[c] == cell + 1) {
                byRule |= taken[c] & marks[c];
            }
        }
        for (int digits = byRule & grid.all & ~placed; digits != 0; digits &= digits - 1) {
            int bit = digits & -digits;
            boolean same = bit == 1 << x;
            boolean all = true;
            int count = 0;
            for (int c : cells) {
                if ((marks[c] & grid.placed) != 0 || (marks[c] & bit) == 0) {
                    continue;
                }
                count++;
                all &= c == cell ? !same
                        : same && grid.sees(cell, c) || reachedBy[c] == cell + 1 && (taken[c] & bit) != 0;
                if (!all) {
                    break; // a place the candidate leaves: not this digit
                }
            }
            if (all && count >= 2) {
                return step(cell, x, house, bit);
            }
        }
        return null;
    }

    private Step step(int cell, int x, int house, int bit) {
        int digit = Grid.digit(bit);
        StepBuilder step = new StepBuilder(Technique.NO_PLACE_LEFT, grid).cell(cell).house(house).digit(digit);
        step.eliminate(cell, x + 1);
        Map<String, List<Cell>> byReason = new LinkedHashMap<>();
        String itself = null;
        for (int c : grid.cellsOf(house)) {
            if ((marks[c] & grid.placed) != 0 || (marks[c] & bit) == 0) {
                continue;
            }
            step.cell(c);
            if (c == cell) {
                itself = grid.cell(cell).name() + " itself";
                continue;
            }
            String reason = bit == 1 << x && sharesHouse(cell, c) ? "which it sees" : null;
            for (int relation : reason != null ? NO_RELATIONS : pairs.relationsAt(cell)) {
                if (pairs.partner(relation, cell) == c && (pairs.tableFrom(relation, cell)[x] & bit) == 0) {
                    step.rule(pairs.ruleOf[relation]);
                    reason = "by " + PairFinders.ruleName(grid, pairs, relation);
                    break;
                }
            }
            if (reason == null) {
                int rule = grid.sees(cell, c) && !sharesHouse(cell, c) ? peerRule(cell, c) : -1;
                if (rule >= 0) {
                    step.rule(rule);
                    reason = "by " + RuleNames.of(grid.rules.rule(rule));
                } else {
                    reason = "which it sees";
                }
            }
            byReason.computeIfAbsent(reason, k -> new ArrayList<>()).add(grid.cell(c));
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<Cell>> entry : byReason.entrySet()) {
            parts.add(Notation.cells(entry.getValue()) + ", " + entry.getKey());
        }
        if (itself != null) {
            parts.add(itself);
        }
        return step.pattern((x + 1) + " in " + grid.cell(cell).name() + " would take every place of " + digit + " in "
                + grid.name(house) + ": " + (parts.size() == 1 ? parts.get(0)
                        : String.join(", ", parts.subList(0, parts.size() - 1)) + ", and " + parts.get(parts.size() - 1)))
                .build();
    }

    /**
     * The rule that makes two cells that share no house differ, as a player names it: a cage, a short extra region, a
     * thermometer or a renban holding both, or the knight's or king's move between them; -1 for none.
     */
    private int peerRule(int a, int b) {
        Cell one = grid.cell(a);
        Cell two = grid.cell(b);
        int rows = Math.abs(one.row() - two.row());
        int columns = Math.abs(one.col() - two.col());
        for (int r = 0; r < grid.layout.rules().size(); r++) {
            Rule rule = grid.rules.rule(r);
            if (rule == GlobalRule.ANTI_KNIGHT && rows * columns == 2
                    || rule == GlobalRule.ANTI_KING && rows <= 1 && columns <= 1) {
                return r;
            }
            List<Cell> cells = rule instanceof Cage cage ? cage.cells()
                    : rule instanceof ExtraRegion region ? region.cells()
                    : rule instanceof Line line && (line.kind() == Line.Kind.THERMOMETER
                            || line.kind() == Line.Kind.RENBAN) ? line.cells() : List.of();
            if (cells.contains(one) && cells.contains(two)) {
                return r;
            }
        }
        return -1;
    }
}
