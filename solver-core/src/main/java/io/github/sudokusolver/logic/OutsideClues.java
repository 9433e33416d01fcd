package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.rules.OutsideClue;
import java.util.ArrayList;
import java.util.List;

/**
 * The clues outside a row or column, read from their side ({@link LineFacts#clueLines}): x-sums
 * ({@link Technique#X_SUM}), skyscrapers ({@link Technique#SKYSCRAPER_CLUE}) and numbered rooms
 * ({@link Technique#NUMBERED_ROOM}). An x-sum and a skyscraper in their filling form: every way of meeting the clue that
 * the marks allow (a first digit and a set of digits adding up to the clue; the tallest digit and the count so far,
 * cell by cell) is tried, and a candidate none gives its cell leaves. A numbered room: a first digit X whose X-th cell
 * cannot hold the clue leaves the first cell; with the first digit known, the clue goes X-th. The first clue of the
 * technique that changes the marks is returned.
 */
final class OutsideClues {

    private OutsideClues() {
    }

    static Step find(Grid grid, int[] marks, Budget budget, Technique technique) {
        LineFacts facts = grid.rules.lines;
        for (int clue = 0; clue < facts.clueLines.length; clue++) {
            if (technique(facts.clueKinds[clue]) != technique) {
                continue;
            }
            Step step = technique == Technique.NUMBERED_ROOM ? numberedRoom(grid, marks, clue)
                    : filling(grid, marks, clue);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** The technique that explains a kind of clue. */
    static Technique technique(OutsideClue.Kind kind) {
        return switch (kind) {
            case X_SUM -> Technique.X_SUM;
            case SKYSCRAPER -> Technique.SKYSCRAPER_CLUE;
            case NUMBERED_ROOM -> Technique.NUMBERED_ROOM;
        };
    }

    /**
     * Per cell of the clue's line (from the clue inwards), the digits some way of meeting it gives the cell, a placed
     * cell's digit included: for the dynamic chains and the filling form alike.
     */
    static int[] support(Grid grid, int[] marks, int clue) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.clueLines[clue];
        int[] domain = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            domain[i] = marks[cells[i]] & grid.all;
        }
        int value = facts.clueValues[clue];
        return switch (facts.clueKinds[clue]) {
            case X_SUM -> xSum(domain, value);
            case SKYSCRAPER -> skyscraper(domain, value);
            case NUMBERED_ROOM -> numberedRoomSupport(domain, value);
        };
    }

    /** For each first digit x, the sets of x distinct digits holding x and adding up to the clue that the cells fit. */
    private static int[] xSum(int[] domain, int value) {
        int n = domain.length;
        int[] support = new int[n];
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Grid.digit(bit);
            for (int set : sets(n, x, value - x, bit)) {
                int rest = set & ~bit;
                int[] head = java.util.Arrays.copyOfRange(domain, 1, x);
                if (!DigitMatching.matches(head, head.length, rest, -1)) {
                    continue;
                }
                support[0] |= bit;
                for (int m = 1; m < x; m++) {
                    support[m] |= DigitMatching.support(head, head.length, rest, m - 1);
                }
                for (int m = x; m < n; m++) {
                    support[m] |= domain[m] & ~set;
                }
            }
        }
        return support;
    }

    /** The sets of {@code count} digits of 1..n, {@code bit} among them, whose others add up to {@code sum}. */
    private static List<Integer> sets(int n, int count, int sum, int bit) {
        List<Integer> sets = new ArrayList<>();
        collect(n, 1, count - 1, sum, bit, bit, sets);
        return sets;
    }

    private static void collect(int n, int from, int left, int sum, int avoid, int chosen, List<Integer> out) {
        if (left == 0) {
            if (sum == 0) {
                out.add(chosen);
            }
            return;
        }
        for (int d = from; d <= n && d <= sum; d++) {
            if ((avoid >> d - 1 & 1) == 0) {
                collect(n, d + 1, left - 1, sum - d, avoid, chosen | 1 << d - 1, out);
            }
        }
    }

    /**
     * The states (tallest digit so far, digits seen) reachable from the clue, and those from which the far end still
     * reaches the clue's count: a digit is kept where it links one of each. The cells' digits differing is the row's
     * reasoning, not this one's.
     */
    private static int[] skyscraper(int[] domain, int value) {
        int n = domain.length;
        long[][] reach = new long[n + 1][n + 2];
        long[][] finish = new long[n + 1][n + 2];
        reach[0][0] = 1;
        for (int i = 0; i < n; i++) {
            for (int c = 0; c <= i; c++) {
                for (long t = reach[i][c]; t != 0; t &= t - 1) {
                    int top = Long.numberOfTrailingZeros(t);
                    for (int bits = domain[i]; bits != 0; bits &= bits - 1) {
                        int d = Grid.digit(bits & -bits);
                        if (d > top) {
                            reach[i + 1][c + 1] |= 1L << d;
                        } else {
                            reach[i + 1][c] |= 1L << top;
                        }
                    }
                }
            }
        }
        int[] support = new int[n];
        if (value > n) {
            return support;
        }
        finish[n][value] = -1L;
        for (int i = n - 1; i >= 0; i--) {
            for (int c = 0; c <= i; c++) {
                for (long t = reach[i][c]; t != 0; t &= t - 1) {
                    int top = Long.numberOfTrailingZeros(t);
                    for (int bits = domain[i]; bits != 0; bits &= bits - 1) {
                        int bit = bits & -bits;
                        int d = Grid.digit(bit);
                        boolean on = d > top ? (finish[i + 1][c + 1] >> d & 1) != 0
                                : (finish[i + 1][c] >> top & 1) != 0;
                        if (on) {
                            finish[i][c] |= 1L << top;
                            support[i] |= bit;
                        }
                    }
                }
            }
        }
        return support;
    }

    /** Per first digit x whose x-th cell can hold the clue: the first cell x, the x-th cell the clue, the others all. */
    private static int[] numberedRoomSupport(int[] domain, int value) {
        int n = domain.length;
        int clue = 1 << value - 1;
        int[] support = new int[n];
        for (int bits = firstDigits(domain, value); bits != 0; bits &= bits - 1) {
            int x = Grid.digit(bits & -bits);
            support[0] |= bits & -bits;
            for (int m = 1; m < n; m++) {
                support[m] |= m == x - 1 ? clue : domain[m];
            }
        }
        return support;
    }

    /** The first digits x whose x-th cell (the first one itself for 1) can hold the clue. */
    private static int firstDigits(int[] domain, int value) {
        int clue = 1 << value - 1;
        int kept = 0;
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Grid.digit(bit);
            if (x == 1 ? bit == clue : x <= domain.length && (domain[x - 1] & clue) != 0) {
                kept |= bit;
            }
        }
        return kept;
    }

    /** An x-sum's or a skyscraper's filling form: the candidates no way of meeting the clue gives their cell. */
    private static Step filling(Grid grid, int[] marks, int clue) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.clueLines[clue];
        int[] support = support(grid, marks, clue);
        Technique technique = technique(facts.clueKinds[clue]);
        StepBuilder step = new StepBuilder(technique, grid).rule(facts.clueRules[clue]);
        List<String> unused = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            int cut = isOpen(grid, marks, cells[i]) ? marks[cells[i]] & grid.all & ~support[i] : 0;
            for (int bits = cut; bits != 0; bits &= bits - 1) {
                step.eliminate(cells[i], Grid.digit(bits & -bits));
            }
            if (cut != 0) {
                unused.add(LineText.name(grid, cells[i]) + " " + Notation.orDigits(KillerFinders.digitList(cut)));
            }
            step.cell(cells[i]);
        }
        if (step.changesNothing()) {
            return null;
        }
        String what = technique == Technique.X_SUM
                ? "the first X digits from the clue add up to " + facts.clueValues[clue] + ", X being the first"
                : "it sees " + facts.clueValues[clue] + " digits, each larger than every digit before it";
        return step.pattern(RuleNames.of(grid.rules.rule(facts.clueRules[clue])) + ": " + what
                + "; no way of meeting it gives " + String.join(", or ", unused)).build();
    }

    /** A numbered room: the first digits whose cell cannot hold the clue leave; a known first digit places the clue. */
    private static Step numberedRoom(Grid grid, int[] marks, int clue) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.clueLines[clue];
        int value = facts.clueValues[clue];
        int[] domain = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            domain[i] = marks[cells[i]] & grid.all;
        }
        String name = RuleNames.of(grid.rules.rule(facts.clueRules[clue]));
        StepBuilder step = new StepBuilder(Technique.NUMBERED_ROOM, grid).rule(facts.clueRules[clue])
                .cell(cells[0]);
        int kept = firstDigits(domain, value);
        int gone = domain[0] & ~kept;
        if (isOpen(grid, marks, cells[0]) && gone != 0) {
            for (int bits = gone; bits != 0; bits &= bits - 1) {
                step.eliminate(cells[0], Grid.digit(bits & -bits));
            }
            return step.pattern(name + ": the first digit X puts " + value + " X-th, and "
                    + LineText.name(grid, cells[0]) + " " + Notation.orDigits(KillerFinders.digitList(gone))
                    + " would put it where it cannot go").build();
        }
        if (Integer.bitCount(kept) == 1) {
            int x = Grid.digit(kept);
            int target = cells[x - 1];
            if (isOpen(grid, marks, target) && (marks[target] & grid.all) != 1 << value - 1) {
                return step.cell(target).place(target, value).digit(value)
                        .pattern(name + ": the first digit, " + LineText.name(grid, cells[0]) + ", is " + x
                                + ", so the " + LineText.ordinal(x) + " digit from the clue is " + value)
                        .build();
            }
        }
        return null;
    }
}
