package io.github.sudokusolver.logic;

/**
 * The fillings of a killer cage on a grid's marks: ways to give each open cell of the cage a distinct candidate, none
 * of the digits placed in the cage, so that the cage adds up to its sum. One search per cage gives what the killer
 * finders and the bounded search need: whether a filling exists, the digits each open cell takes in some filling
 * ({@link #support}), and the combinations (digit sets, placed digits included) that fit ({@link #combos}).
 *
 * <p>A depth-first search over the open cells in the cage's order, memoised on the set of digits used so far: that
 * set fixes both the cell reached (its size) and the sum left, so each state is searched once, at most
 * {@code 2^size} states per cage. Exact up to {@link #MAX_SIZE} digits; past that (25x25) the memo would not fit, and
 * a cage is checked only once full. One instance per search: it holds scratch arrays and is not thread-safe.
 *
 * <p>The fillings of a cage depend only on its cells' marks and the digits required, so each search is remembered per
 * cage with those marks, whatever digits it required: the killer finders ask again at every step of an explanation
 * (the blocked combinations one search per combination kept, a confined digit one with that digit), and most cages
 * have not changed since. {@link #of(Grid)} gives each thread one instance per grid for that. Behind it, the answers
 * by the marks alone ({@link FillingsMemo}) carry over from grid to grid.
 */
final class CageFillings {

    /** Digits up to which fillings are searched exactly. */
    static final int MAX_SIZE = 16;
    /** Combinations kept for a description; past it {@link #combosComplete} is false. */
    private static final int MAX_COMBOS = 256;

    private final Grid grid;
    /** The memo: {@code stamp[used] == epoch} when the state was searched in this call, {@code memo[used]} its answer. */
    private final int[] stamp;
    private final boolean[] memo;
    private int epoch;
    private int required;
    /** The searches this instance has made, answers given from memory not counted. */
    private long searches;

    /** The open cells of the cage last searched, in the cage's order, and their candidates less the cage's placed digits. */
    final int[] open;
    int openCount;
    /** Which of the cage's cells (bit i for its i-th) are open. */
    int openMask;
    final int[] candidates;
    /** Per open cell, the digits some filling gives it; all zero when there is no filling. */
    int[] support;
    /**
     * What a search writes {@link #support} and {@link #combos} into; a remembered answer is given by pointing them
     * at its own arrays instead, which nobody writes (callers only read them, within {@link #openCount} and
     * {@link #comboCount}).
     */
    private final int[] scratchSupport;
    private final int[] scratchCombos = new int[MAX_COMBOS];
    /** The digits placed in the cage, and their sum. */
    int placedDigits;
    int placedSum;
    /** The combinations that fit (digit masks of the whole cage), as many as {@link #MAX_COMBOS}. */
    int[] combos;
    int comboCount;
    boolean combosComplete;

    /**
     * Per cage, the marks of its cells when its answers were searched, null before; then its answers on those marks,
     * one per set of required digits asked, in the order asked ({@link FillingsMemo.Answer}).
     */
    private final int[][] seenMarks;
    private final FillingsMemo.Answer[][] answers;
    /** This thread's answers by the cages' marks, shared by the grids; null when not remembering. */
    private final FillingsMemo byMarks;
    private final int[] answerCount;
    private final boolean remembering;
    /** Per cage, {@link #seeingAllOpen} and the open cells it was listed for. */
    private final int[][] seeingAll;
    private final int[] seeingAllMask;

    /** The most answers a cage keeps on one set of marks; past it a search is not remembered. */
    private static final int MOST_ANSWERS = 64;

    private static final PerThread<CageFillings> LAST = new PerThread<>();

    /** Drops this thread's instance and answers, and with them what it remembers: for tests that compare with a fresh search. */
    static void forget() {
        LAST.remove();
        FillingsMemo.forget();
    }

    /** This thread's instance for the grid, whose remembered cages carry over from call to call. */
    static CageFillings of(Grid grid) {
        return LAST.get(last -> last.grid == grid, () -> new CageFillings(grid));
    }

    CageFillings(Grid grid) {
        this(grid, true);
    }

    /**
     * An instance that remembers each cage's last answer ({@code remembering}), or one that searches afresh every time:
     * for callers whose marks rarely come back, where remembering would only copy. (The economical forcing chains
     * remember: their runs bring a cage back to the same marks again and again.)
     */
    CageFillings(Grid grid, boolean remembering) {
        this.grid = grid;
        this.remembering = remembering;
        boolean exact = grid.size <= MAX_SIZE;
        this.stamp = exact ? new int[1 << grid.size] : null;
        this.memo = exact ? new boolean[1 << grid.size] : null;
        this.open = new int[grid.size];
        this.candidates = new int[grid.size];
        this.scratchSupport = new int[grid.size];
        this.support = scratchSupport;
        this.combos = scratchCombos;
        int cages = grid.cageCount();
        this.seenMarks = new int[cages][];
        this.answers = new FillingsMemo.Answer[cages][];
        this.byMarks = remembering ? FillingsMemo.ofThisThread() : null;
        this.answerCount = new int[cages];
        this.seeingAll = new int[cages][];
        this.seeingAllMask = new int[cages];
    }

    /** The searches this instance has made; an answer it remembered is not one. */
    long searches() {
        return searches;
    }

    /** Whether fillings are searched exactly on this grid; if not, {@link #fill} checks only full cages. */
    boolean exact() {
        return stamp != null;
    }

    /**
     * Searches the fillings of a cage whose combination must hold every digit of {@code requiredDigits}.
     *
     * @return whether one exists (on a grid past {@link #MAX_SIZE}, whether the cage is open or adds up)
     */
    boolean fill(int[] marks, int cage, int requiredDigits) {
        int[] cells = grid.cageCells[cage];
        placedDigits = 0;
        placedSum = 0;
        openCount = 0;
        openMask = 0;
        for (int c = 0; c < cells.length; c++) {
            int mark = marks[cells[c]];
            if ((mark & grid.placed) != 0) {
                placedDigits |= mark & grid.all;
                placedSum += Grid.digit(mark & grid.all);
            } else {
                open[openCount++] = cells[c];
                openMask |= 1 << c;
            }
        }
        support = scratchSupport;
        combos = scratchCombos;
        for (int i = 0; i < openCount; i++) {
            candidates[i] = marks[open[i]] & grid.all & ~placedDigits;
            support[i] = 0;
        }
        comboCount = 0;
        combosComplete = true;
        int left = grid.cageSums[cage] - placedSum;
        if (!exact()) {
            System.arraycopy(candidates, 0, support, 0, openCount);
            combosComplete = false;
            return openCount > 0 || left == 0;
        }
        if (remembering) {
            FillingsMemo.Answer answer = remembered(marks, cage, requiredDigits);
            boolean known = answer != null;
            if (!known) {
                answer = byMarks.get(grid, marks, cage, requiredDigits);
            }
            if (answer != null) {
                if (!known) {
                    keep(cage, answer);
                }
                support = answer.support;
                combos = answer.combos;
                comboCount = combos.length;
                combosComplete = answer.complete;
                return answer.found;
            }
        }
        required = requiredDigits;
        searches++;
        if (++epoch == 0) {
            java.util.Arrays.fill(stamp, 0);
            epoch = 1;
        }
        boolean found = left >= 0 && search(0, placedDigits, left);
        sortCombos();
        if (remembering) {
            FillingsMemo.Answer answer = new FillingsMemo.Answer(requiredDigits, found,
                    java.util.Arrays.copyOf(combos, comboCount), java.util.Arrays.copyOf(support, openCount),
                    combosComplete);
            byMarks.put(answer);
            keep(cage, answer);
        }
        return found;
    }

    /** Keeps an answer among the cage's on its present marks, up to {@link #MOST_ANSWERS}. */
    private void keep(int cage, FillingsMemo.Answer answer) {
        if (answerCount[cage] < MOST_ANSWERS) {
            answers[cage][answerCount[cage]++] = answer;
        }
    }

    /**
     * The answer searched for these required digits on the cage's present marks, or null; when the marks of the cage's
     * cells are not those of its answers, the answers are dropped and the marks taken as the new ones.
     */
    private FillingsMemo.Answer remembered(int[] marks, int cage, int requiredDigits) {
        int[] cells = grid.cageCells[cage];
        int[] seen = seenMarks[cage];
        boolean same = seen != null;
        for (int i = 0; same && i < cells.length; i++) {
            same = marks[cells[i]] == seen[i];
        }
        if (same) {
            FillingsMemo.Answer[] known = answers[cage];
            for (int i = 0; i < answerCount[cage]; i++) {
                if (known[i].required == requiredDigits) {
                    return known[i];
                }
            }
            return null;
        }
        if (seen == null) {
            seen = new int[cells.length];
            seenMarks[cage] = seen;
            answers[cage] = new FillingsMemo.Answer[MOST_ANSWERS];
        }
        for (int i = 0; i < cells.length; i++) {
            seen[i] = marks[cells[i]];
        }
        java.util.Arrays.fill(answers[cage], 0, answerCount[cage], null);
        answerCount[cage] = 0;
        return null;
    }

    /**
     * The cells outside the cage last filled that see each of its open cells, in the order of the first open cell's
     * peers: the cells a combination can block. Listed once per cage and set of open cells.
     */
    int[] seeingAllOpen(int cage) {
        if (seeingAll[cage] != null && seeingAllMask[cage] == openMask) {
            return seeingAll[cage];
        }
        int[] peers = grid.peersOf(open[0]);
        int[] cells = new int[peers.length];
        int count = 0;
        for (int cell : peers) {
            boolean all = grid.cageOf[cell] != cage;
            for (int i = 1; i < openCount && all; i++) {
                all = grid.sees(cell, open[i]);
            }
            if (all) {
                cells[count++] = cell;
            }
        }
        seeingAll[cage] = java.util.Arrays.copyOf(cells, count);
        seeingAllMask[cage] = openMask;
        return seeingAll[cage];
    }

    /** Orders the combinations as a player lists them: {1,2,8} before {1,3,7} before {2,3,6}. */
    private void sortCombos() {
        for (int i = 1; i < comboCount; i++) {
            int combo = combos[i];
            int j = i - 1;
            for (; j >= 0 && before(combo, combos[j]); j--) {
                combos[j + 1] = combos[j];
            }
            combos[j + 1] = combo;
        }
    }

    /** Whether {@code a} lists before {@code b}: the lower digit where they first differ is in {@code a}. */
    private static boolean before(int a, int b) {
        int differ = a ^ b;
        return (a & differ & -differ) != 0;
    }

    private boolean search(int i, int used, int left) {
        if (stamp[used] == epoch) {
            return memo[used];
        }
        boolean ok;
        if (i == openCount) {
            ok = left == 0 && (used & required) == required;
            if (ok) {
                if (comboCount < MAX_COMBOS) {
                    combos[comboCount++] = used;
                } else {
                    combosComplete = false;
                }
            }
        } else {
            ok = false;
            int rest = openCount - i - 1;
            int least = rest * (rest + 1) / 2;
            int most = rest * (2 * grid.size - rest + 1) / 2;
            for (int bits = candidates[i] & ~used; bits != 0; bits &= bits - 1) {
                int bit = bits & -bits;
                int after = left - Grid.digit(bit);
                if (after < least) {
                    break; // digits ascend, so the sum left only falls
                }
                // every required digit still missing needs a cell of its own: without one left, no filling
                if (after <= most && Integer.bitCount(required & ~(used | bit)) <= rest
                        && search(i + 1, used | bit, after)) {
                    support[i] |= bit;
                    ok = true;
                }
            }
        }
        stamp[used] = epoch;
        memo[used] = ok;
        return ok;
    }

    /** The digits of every combination that fits (their union). */
    int unionOfCombos() {
        int union = 0;
        for (int i = 0; i < openCount; i++) {
            union |= support[i];
        }
        return union | placedDigits;
    }

    /** The digits every combination that fits holds; 0 when none fits. */
    int commonDigits() {
        if (comboCount == 0) {
            return 0;
        }
        int common = grid.all;
        for (int i = 0; i < comboCount; i++) {
            common &= combos[i];
        }
        return combosComplete ? common : 0;
    }
}
