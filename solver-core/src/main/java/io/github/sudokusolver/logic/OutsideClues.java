package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.SinglesAndIntersections.isOpen;

import io.github.sudokusolver.internal.search.Budget;
import io.github.sudokusolver.internal.search.LineSets;
import io.github.sudokusolver.internal.search.Skyscrapers;
import io.github.sudokusolver.rules.OutsideClue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The clues outside a row or column, read from their side ({@link LineFacts#clueLines}): x-sums
 * ({@link Technique#X_SUM}), skyscrapers ({@link Technique#SKYSCRAPER_CLUE}) and numbered rooms
 * ({@link Technique#NUMBERED_ROOM}). A numbered room first by its own forms: a first digit X whose X-th cell cannot
 * hold the clue leaves the first cell; with the first digit known, the clue goes X-th. Then every clue in its filling
 * form: the row's or column's fillings with distinct digits that meet every clue on it are searched (up to
 * {@link #MOST_NODES} nodes), and a candidate none gives its cell leaves; past that, each kind's own bound (an x-sum's
 * first digits and sets, read with the x-sum facing it; a skyscraper's tallest digit and count so far, cell by cell;
 * a numbered room's first digits). The first clue of the technique that changes the marks is returned.
 */
final class OutsideClues {

    /** The most nodes of the search of a row's fillings under its clues ({@link #fillings}). */
    private static final int MOST_NODES = 30_000;
    /** The most choices of an x-sum's head and the facing one's read together over the row. */
    private static final int MOST_PAIRS = 20_000;

    private OutsideClues() {
    }

    static Step find(Grid grid, int[] marks, Budget budget, Technique technique) {
        LineFacts facts = grid.rules.lines;
        for (int clue = 0; clue < facts.clueLines.length; clue++) {
            if (technique(facts.clueKinds[clue]) != technique) {
                continue;
            }
            Step step = technique == Technique.NUMBERED_ROOM ? numberedRoom(grid, marks, clue) : null;
            step = step != null ? step : filling(grid, marks, clue);
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
     * cell's digit included (a bound: a superset of what the solutions give): for the dynamic chains
     * ({@link LineWays}) and the filling form alike.
     */
    static int[] support(Grid grid, int[] marks, int clue) {
        return support(grid, marks, clue, true);
    }

    /**
     * As {@link #support(Grid, int[], int)}; without {@code search}, each kind's bound alone: what the dynamic chains
     * ask at every removal of a run, where a search per call would cost more than the chains gain.
     */
    static int[] support(Grid grid, int[] marks, int clue, boolean search) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.clueLines[clue];
        int[] domain = grid.values(marks, cells);
        int value = facts.clueValues[clue];
        int[] exact = search ? fillings(grid, clue, domain) : null;
        if (exact != null) {
            return exact;
        }
        return switch (facts.clueKinds[clue]) {
            case X_SUM -> xSums(domain, value, facing(facts, clue));
            case SKYSCRAPER -> skyscraper(domain, value);
            case NUMBERED_ROOM -> numberedRoomSupport(domain, value);
        };
    }

    /**
     * Every filling of the clue's row or column with distinct digits of the marks that meets every clue on it (from
     * either end), found by a depth-first search over the cells from this clue inwards; per cell, the digits some
     * filling gives it. Null past {@link #MOST_NODES} nodes (early on, when the marks leave most digits everywhere):
     * then each kind's own bound.
     */
    private static int[] fillings(Grid grid, int clue, int[] domain) {
        Memo memo = MEMO.get(last -> last.grid == grid, () -> new Memo(grid));
        if (Arrays.equals(memo.domains[clue], domain)) {
            return memo.answers[clue];
        }
        int[] answer = search(grid.rules.lines, clue, domain);
        memo.domains[clue] = domain.clone();
        memo.answers[clue] = answer;
        return answer;
    }

    /** {@link #fillings} searched. */
    private static int[] search(LineFacts facts, int clue, int[] domain) {
        int n = domain.length;
        int[] cells = facts.clueLines[clue];
        List<Integer> near = new ArrayList<>();
        List<Integer> far = new ArrayList<>();
        for (int other = 0; other < facts.clueLines.length; other++) {
            int[] line = facts.clueLines[other];
            if (line[0] == cells[0] && line[n - 1] == cells[n - 1]) {
                near.add(other);
            } else if (line[0] == cells[n - 1] && line[n - 1] == cells[0]) {
                far.add(other);
            }
        }
        int[] support = new int[n];
        int[] digits = new int[n];
        long[] nodes = {0};
        return fill(facts, near, far, domain, digits, 0, 0, support, nodes) ? support : null;
    }

    /** The search of {@link #fillings} from cell {@code i}, {@code used} the digits so far; false once past the cap. */
    private static boolean fill(LineFacts facts, List<Integer> near, List<Integer> far, int[] domain, int[] digits,
            int i, int used, int[] support, long[] nodes) {
        if (++nodes[0] > MOST_NODES) {
            return false;
        }
        int n = domain.length;
        if (i == n) {
            boolean meets = true;
            for (int c = 0; c < near.size() && meets; c++) {
                meets = meets(facts.clueKinds[near.get(c)], facts.clueValues[near.get(c)], digits, false);
            }
            for (int c = 0; c < far.size() && meets; c++) {
                meets = meets(facts.clueKinds[far.get(c)], facts.clueValues[far.get(c)], digits, true);
            }
            if (meets) {
                for (int k = 0; k < n; k++) {
                    support[k] |= 1 << digits[k] - 1;
                }
            }
            return true;
        }
        for (int bits = domain[i] & ~used; bits != 0; bits &= bits - 1) {
            digits[i] = Grid.digit(bits & -bits);
            boolean possible = true;
            for (int c = 0; c < near.size() && possible; c++) {
                possible = mayMeet(facts.clueKinds[near.get(c)], facts.clueValues[near.get(c)], digits, i);
            }
            if (possible && !fill(facts, near, far, domain, digits, i + 1, used | bits & -bits, support, nodes)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the first {@code i + 1} digits from a clue's end may still meet it: what they already say of it. */
    private static boolean mayMeet(OutsideClue.Kind kind, int value, int[] digits, int i) {
        int first = digits[0];
        switch (kind) {
            case X_SUM -> {
                int total = 0;
                for (int k = 0; k <= i && k < first; k++) {
                    total += digits[k];
                }
                return i + 1 < first ? total < value : total == value;
            }
            case SKYSCRAPER -> {
                int seen = 0;
                int tallest = 0;
                for (int k = 0; k <= i; k++) {
                    seen += digits[k] > tallest ? 1 : 0;
                    tallest = Math.max(tallest, digits[k]);
                }
                return seen <= value;
            }
            default -> {
                return i + 1 != first || digits[i] == value;
            }
        }
    }

    /** This thread's last answers of {@link #fillings} per clue, with the marks of its line they were searched on. */
    private static final PerThread<Memo> MEMO = new PerThread<>();

    private static final class Memo {
        final Grid grid;
        final int[][] domains;
        final int[][] answers;

        Memo(Grid grid) {
            this.grid = grid;
            this.domains = new int[grid.rules.lines.clueLines.length][];
            this.answers = new int[domains.length][];
        }
    }

    /** Whether a row's digits, read from the clue's end ({@code reversed}: from the other end), meet the clue. */
    private static boolean meets(OutsideClue.Kind kind, int value, int[] digits, boolean reversed) {
        int n = digits.length;
        int first = digits[reversed ? n - 1 : 0];
        switch (kind) {
            case X_SUM -> {
                int total = 0;
                for (int k = 0; k < first; k++) {
                    total += digits[reversed ? n - 1 - k : k];
                }
                return total == value;
            }
            case SKYSCRAPER -> {
                int seen = 0;
                int tallest = 0;
                for (int k = 0; k < n; k++) {
                    int d = digits[reversed ? n - 1 - k : k];
                    seen += d > tallest ? 1 : 0;
                    tallest = Math.max(tallest, d);
                }
                return seen == value;
            }
            default -> {
                return digits[reversed ? n - first : first - 1] == value;
            }
        }
    }

    /** The value of the x-sum facing {@code clue} from the other end of its line; 0 for none. */
    private static int facing(LineFacts facts, int clue) {
        int[] cells = facts.clueLines[clue];
        for (int other = 0; other < facts.clueLines.length; other++) {
            int[] line = facts.clueLines[other];
            if (other != clue && facts.clueKinds[other] == OutsideClue.Kind.X_SUM
                    && line[0] == cells[cells.length - 1] && line[line.length - 1] == cells[0]) {
                return facts.clueValues[other];
            }
        }
        return 0;
    }

    /**
     * An x-sum read with the one facing it ({@code other}, 0 for none) over the whole row or column: for each first
     * digit and set from this end and from the other, the cells of each head hold its set's digits and the others
     * none of them, and the row's cells take every digit once (a matching); a cell keeps what some such filling gives
     * it. Past {@link #MOST_PAIRS} choices of the two ends, the first digits' sets from this end alone ({@link #xSum}).
     */
    private static int[] xSums(int[] domain, int value, int other) {
        int n = domain.length;
        int[] reversed = new int[n];
        for (int i = 0; i < n; i++) {
            reversed[i] = domain[n - 1 - i];
        }
        int all = (1 << n) - 1;
        List<int[]> near = heads(domain, value);
        List<int[]> far = other == 0 ? List.<int[]>of(new int[] {all, all, n}) : heads(reversed, other);
        if (near == null || far == null || (long) near.size() * far.size() > MOST_PAIRS) {
            return xSum(domain, value);
        }
        int[] support = new int[n];
        int[] allowed = new int[n];
        for (int[] a : near) {
            for (int[] b : far) {
                for (int i = 0; i < n; i++) {
                    int j = n - 1 - i;
                    allowed[i] = domain[i] & (i == 0 ? a[0] : i < a[2] ? a[1] : ~a[1])
                            & (j == 0 ? b[0] : j < b[2] ? b[1] : ~b[1]);
                }
                if (DigitMatching.matches(allowed, n, all, -1)) {
                    for (int i = 0; i < n; i++) {
                        support[i] |= DigitMatching.support(allowed, n, all, i);
                    }
                }
            }
        }
        return support;
    }

    /**
     * The heads an x-sum allows from its end: {first digit's bit, the set, x} for each first digit x and set of x
     * digits holding it that adds up to the clue; null past {@link LineSets#MOST} sets for one first digit.
     */
    private static List<int[]> heads(int[] domain, int value) {
        List<int[]> heads = new ArrayList<>();
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Grid.digit(bit);
            List<Integer> sets = new ArrayList<>();
            if (!collect(domain.length, 1, x - 1, value - x, bit, bit, sets)) {
                return null;
            }
            for (int set : sets) {
                heads.add(new int[] {bit, set, x});
            }
        }
        return heads;
    }

    /**
     * For each first digit x, the sets of x distinct digits holding x and adding up to the clue that the cells fit; a
     * first digit with more sets than {@link LineSets#MOST} keeps its cells' candidates (a bound, as the engine's).
     */
    private static int[] xSum(int[] domain, int value) {
        int n = domain.length;
        int[] support = new int[n];
        for (int bits = domain[0]; bits != 0; bits &= bits - 1) {
            int bit = bits & -bits;
            int x = Grid.digit(bit);
            List<Integer> sets = new ArrayList<>();
            if (!collect(n, 1, x - 1, value - x, bit, bit, sets)) {
                support[0] |= bit;
                for (int m = 1; m < n; m++) {
                    support[m] |= domain[m] & ~bit;
                }
                continue;
            }
            int[] head = Arrays.copyOfRange(domain, 1, x);
            for (int set : sets) {
                int rest = set & ~bit;
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

    /**
     * The sets of {@code left} more digits of 1..n beside {@code chosen}, none of {@code avoid}, adding up to
     * {@code sum}, each with {@code chosen}'s digits; false once past {@link LineSets#MOST} of them.
     */
    private static boolean collect(int n, int from, int left, int sum, int avoid, int chosen, List<Integer> out) {
        if (left == 0) {
            if (sum == 0) {
                out.add(chosen);
            }
            return out.size() <= LineSets.MOST;
        }
        for (int d = from; d <= n && d <= sum; d++) {
            if ((avoid >> d - 1 & 1) == 0
                    && !collect(n, d + 1, left - 1, sum - d, avoid, chosen | 1 << d - 1, out)) {
                return false;
            }
        }
        return true;
    }

    /** A skyscraper's bound: {@link Skyscrapers}' reachable states from the clue and to the far end. */
    private static int[] skyscraper(int[] domain, int value) {
        int[] support = new int[domain.length];
        Skyscrapers.support(domain, domain.length, value, new long[Skyscrapers.words(domain.length)], support);
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

    /**
     * The filling form of a clue (a numbered room's after its own forms): the candidates no way of meeting it, and the
     * other clues of its row or column, gives their cell.
     */
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
        int value = facts.clueValues[clue];
        String what = switch (facts.clueKinds[clue]) {
            case X_SUM -> "the first X digits from the clue add up to " + value + ", X being the first";
            case SKYSCRAPER -> "it sees " + value + " digits, each larger than every digit before it";
            case NUMBERED_ROOM -> "the first digit X puts " + value + " X-th";
        };
        return step.pattern(RuleNames.of(grid.rules.rule(facts.clueRules[clue])) + ": " + what
                + "; no way of meeting it gives " + String.join(", or ", unused)).build();
    }

    /** A numbered room: the first digits whose cell cannot hold the clue leave; a known first digit places the clue. */
    private static Step numberedRoom(Grid grid, int[] marks, int clue) {
        LineFacts facts = grid.rules.lines;
        int[] cells = facts.clueLines[clue];
        int value = facts.clueValues[clue];
        int[] domain = grid.values(marks, cells);
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
