package io.github.sudokusolver.internal.search;

/**
 * An automaton read along cells ({@code rules.Automaton}): the digits on its steps, in order, must be a word its
 * machine accepts. Exact for the rule alone (the regular constraint's filtering, Pesant 2004): a forward walk gives
 * the states some reading of the candidates reaches before each step, a backward walk keeps those from which an
 * accepting state is still reachable, and a digit stays in a step's cell when it moves a kept state to a kept state.
 * (A cell at two steps, where segments meet, keeps the digits both allow: a bound there, not exact.)
 * The machine's moves are grouped by source and target, with the mask of symbols that make each (bit {@code d - 1}
 * for the digit d, bit {@code size} for the break between segments), as the Interactive Sudoku Solver packs them.
 * Shared by the engine and the step engine ({@link #supports}).
 */
public final class AutomatonRule extends Propagator {

    /** The states in {@code long} words. */
    private final int words;
    /** Per step, the index of its cell in {@link #cells}, or -1 for a break. */
    private final int[] steps;
    /** Whether a cell stands at two steps: then its support is the meet of both, and not exact. */
    private final boolean repeats;
    private final int breakBit;
    private final long[] starts;
    private final long[] accepts;
    /** Per state, where its moves start in {@link #masks} and {@link #targets}; one past the last at the end. */
    private final int[] first;
    private final int[] masks;
    private final int[] targets;

    private AutomatonRule(int[] cells, int[] steps, boolean repeats, int size, int states, int[] starts,
            int[] accepts, int[] moves) {
        super(cells);
        this.words = Math.max(1, (states + 63) >> 6);
        this.steps = steps;
        this.repeats = repeats;
        this.breakBit = 1 << size;
        this.starts = set(starts);
        this.accepts = set(accepts);
        // Group the moves by (from, to), the symbols of a group in one mask.
        long[] keyed = new long[moves.length / 3];
        for (int m = 0; m < moves.length; m += 3) {
            int bitIndex = moves[m + 1] == 0 ? size : moves[m + 1] - 1; // the symbol's bit in a mask
            keyed[m / 3] = (long) moves[m] << 40 | (long) moves[m + 2] << 20 | bitIndex;
        }
        java.util.Arrays.sort(keyed);
        int[] groupMasks = new int[keyed.length];
        int[] groupTargets = new int[keyed.length];
        int[] groupFrom = new int[keyed.length];
        int groups = 0;
        for (int k = 0; k < keyed.length; k++) {
            int from = (int) (keyed[k] >>> 40);
            int to = (int) (keyed[k] >>> 20 & 0xFFFFF);
            int bit = 1 << (int) (keyed[k] & 0xFFFFF);
            if (groups > 0 && groupFrom[groups - 1] == from && groupTargets[groups - 1] == to) {
                groupMasks[groups - 1] |= bit;
            } else {
                groupFrom[groups] = from;
                groupTargets[groups] = to;
                groupMasks[groups++] = bit;
            }
        }
        this.first = new int[states + 1];
        for (int g = 0; g < groups; g++) {
            first[groupFrom[g] + 1]++;
        }
        for (int s = 0; s < states; s++) {
            first[s + 1] += first[s];
        }
        this.masks = java.util.Arrays.copyOf(groupMasks, groups);
        this.targets = java.util.Arrays.copyOf(groupTargets, groups);
    }

    /**
     * The rule on a grid of {@code size} digits.
     *
     * @param cellsAtSteps per step, its cell (a compact index or a grid position, as the caller counts them), or
     *     -1 for the break between two segments
     * @param states the machine's states
     * @param starts its start states
     * @param accepts its accepting states
     * @param moves its moves as triples {@code from, symbol, to}, symbol 0 the break and d the digit d
     * @param cellOf maps a step's cell to the index the propagator keeps (the engine's compact index)
     */
    static AutomatonRule of(int[] cellsAtSteps, int size, int states, int[] starts, int[] accepts, int[] moves,
            java.util.function.IntUnaryOperator cellOf) {
        int[] distinct = new int[cellsAtSteps.length];
        int count = 0;
        int[] steps = new int[cellsAtSteps.length];
        boolean repeats = false;
        for (int i = 0; i < cellsAtSteps.length; i++) {
            if (cellsAtSteps[i] < 0) {
                steps[i] = -1;
                continue;
            }
            int cell = cellOf.applyAsInt(cellsAtSteps[i]);
            int at = 0;
            while (at < count && distinct[at] != cell) {
                at++;
            }
            repeats |= at < count;
            if (at == count) {
                distinct[count++] = cell;
            }
            steps[i] = at;
        }
        return new AutomatonRule(java.util.Arrays.copyOf(distinct, count), steps, repeats, size, states, starts,
                accepts, moves);
    }

    /**
     * The rule for the step engine: its cells are the distinct grid cells of the steps, in their order.
     *
     * @see #of
     */
    public static AutomatonRule forSteps(int[] cellsAtSteps, int size, int states, int[] starts, int[] accepts,
            int[] moves) {
        return of(cellsAtSteps, size, states, starts, accepts, moves, cell -> cell);
    }

    /** The cells the rule reads, each once, in the order of their first step. */
    public int[] cells() {
        return cells.clone();
    }

    private long[] set(int[] states) {
        long[] out = new long[words];
        for (int s : states) {
            out[s >> 6] |= 1L << s;
        }
        return out;
    }

    @Override
    int scratchWords() {
        return 2 * (steps.length + 1) * words;
    }

    @Override
    boolean propagate(int[] state, int index, RegionPropagator p) {
        int[] support = p.ruleSupport;
        if (!walk(state, cells, p.all, p.wordScratch, support)) {
            return p.weights.ruleFailed(state, index);
        }
        return repeats ? keepSupported(state, index, p, support) : keepExactSupport(state, index, p, support);
    }

    /**
     * Per cell of the rule ({@link #cells()}, in that order), the digits some accepted reading of these candidates
     * gives it; null when none is accepted.
     *
     * @param candidates per cell of {@link #cells()}, its candidates (bit {@code d - 1})
     */
    public int[] supports(int[] candidates) {
        int[] support = new int[cells.length];
        int[] identity = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            identity[i] = i;
        }
        return walk(candidates, identity, breakBit - 1, new long[scratchWords()], support) ? support : null;
    }

    /**
     * The two walks over the candidates {@code state[at[c]]} of each cell c; fills {@code support} per cell, false
     * when no reading is accepted.
     */
    private boolean walk(int[] state, int[] at, int all, long[] scratch, int[] support) {
        if (words == 1) {
            return walkInOneWord(state, at, all, scratch, support);
        }
        int n = steps.length;
        int back = (n + 1) * words; // where the backward sets start
        System.arraycopy(starts, 0, scratch, 0, words);
        for (int i = 0; i < n; i++) {
            int from = i * words;
            int to = from + words;
            java.util.Arrays.fill(scratch, to, to + words, 0L);
            int domain = steps[i] < 0 ? breakBit : state[at[steps[i]]] & all;
            boolean any = false;
            for (int w = 0; w < words; w++) {
                for (long bits = scratch[from + w]; bits != 0; bits &= bits - 1) {
                    int s = w << 6 | Long.numberOfTrailingZeros(bits);
                    for (int m = first[s]; m < first[s + 1]; m++) {
                        if ((masks[m] & domain) != 0) {
                            scratch[to + (targets[m] >> 6)] |= 1L << targets[m];
                            any = true;
                        }
                    }
                }
            }
            if (!any) {
                return false;
            }
        }
        boolean accepted = false;
        for (int w = 0; w < words; w++) {
            scratch[back + n * words + w] = scratch[n * words + w] & accepts[w];
            accepted |= scratch[back + n * words + w] != 0;
        }
        if (!accepted) {
            return false;
        }
        java.util.Arrays.fill(support, 0, cells.length, all);
        for (int i = n - 1; i >= 0; i--) {
            int here = back + i * words;
            int next = here + words;
            java.util.Arrays.fill(scratch, here, here + words, 0L);
            int domain = steps[i] < 0 ? breakBit : state[at[steps[i]]] & all;
            int kept = 0;
            for (int w = 0; w < words; w++) {
                for (long bits = scratch[i * words + w]; bits != 0; bits &= bits - 1) {
                    int s = w << 6 | Long.numberOfTrailingZeros(bits);
                    for (int m = first[s]; m < first[s + 1]; m++) {
                        int symbols = masks[m] & domain;
                        if (symbols != 0 && (scratch[next + (targets[m] >> 6)] & 1L << targets[m]) != 0) {
                            scratch[here + w] |= 1L << s;
                            kept |= symbols;
                        }
                    }
                }
            }
            if (steps[i] >= 0) {
                support[steps[i]] &= kept;
            }
        }
        return true;
    }

    /** {@link #walk} for a machine of at most 64 states, the common case: each set of states one {@code long}. */
    private boolean walkInOneWord(int[] state, int[] at, int all, long[] forward, int[] support) {
        int n = steps.length;
        forward[0] = starts[0];
        for (int i = 0; i < n; i++) {
            int domain = steps[i] < 0 ? breakBit : state[at[steps[i]]] & all;
            long next = 0;
            for (long bits = forward[i]; bits != 0; bits &= bits - 1) {
                int s = Long.numberOfTrailingZeros(bits);
                for (int m = first[s]; m < first[s + 1]; m++) {
                    if ((masks[m] & domain) != 0) {
                        next |= 1L << targets[m];
                    }
                }
            }
            if (next == 0) {
                return false;
            }
            forward[i + 1] = next;
        }
        long alive = forward[n] & accepts[0];
        if (alive == 0) {
            return false;
        }
        java.util.Arrays.fill(support, 0, cells.length, all);
        for (int i = n - 1; i >= 0; i--) {
            int domain = steps[i] < 0 ? breakBit : state[at[steps[i]]] & all;
            long here = 0;
            int kept = 0;
            for (long bits = forward[i]; bits != 0; bits &= bits - 1) {
                int s = Long.numberOfTrailingZeros(bits);
                for (int m = first[s]; m < first[s + 1]; m++) {
                    int symbols = masks[m] & domain;
                    if (symbols != 0 && (alive >>> targets[m] & 1) != 0) {
                        here |= 1L << s;
                        kept |= symbols;
                    }
                }
            }
            alive = here;
            if (steps[i] >= 0) {
                support[steps[i]] &= kept;
            }
        }
        return true;
    }
}
