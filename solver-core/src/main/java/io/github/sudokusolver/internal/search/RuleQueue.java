package io.github.sudokusolver.internal.search;

/**
 * The rules beside the regions that are due to run ({@link RegionPropagator}): two stacks without duplicates, the last
 * woken first, and per rule its state (idle, due, or due only by its own exact pruning). The rules the puzzle states
 * (cages, the variant rules' shapes) go on the first stack; the rules implied by them ({@link #implied}: what the law
 * of 45 and the sums around houses derive) on the second, taken only once the first is empty, so that an implied rule
 * runs once on what the stated rules settled rather than after each of their steps (Tarek's killers: 1.24 million
 * rule runs instead of 1.89, a third less CPU, for 2.5% more nodes; {@code docs/killer.md}). The order is part of
 * the search: which rule runs first decides which failure is met first, and so the weights of dom/wdeg.
 */
final class RuleQueue {

    private static final byte IDLE = 0;
    private static final byte DUE = 1;
    /**
     * Queued only by its own exact pruning ({@link #quiet}): once its turn comes it is skipped, unless something else
     * woke it meanwhile (its support is exact, so a run would find nothing).
     */
    private static final byte SETTLED = 2;
    /** What {@link #next} returns for a rule that is skipped. */
    static final int SKIP = -1;

    /** Per rule, {@link #IDLE}, {@link #DUE} or {@link #SETTLED}. */
    private final byte[] state;
    /** The stated rules queued, the last woken on top. */
    private final int[] due;
    /** How many stated rules are queued. */
    int stated;
    /** The implied rules queued, the last woken on top. */
    private final int[] later;
    /** How many implied rules are queued. */
    private int impliedCount;
    /** Per rule, whether it is implied by the others (queued on the second stack). */
    private final boolean[] implied;
    /** How many rules are queued, on both stacks. */
    int count;
    /**
     * The rule whose own exact pruning is being applied, -1 for none: a removal it makes queues it as any removal does
     * (so that the rules run in the order they always did), but {@link #SETTLED}.
     */
    int quiet = -1;

    /** A queue of {@code rules} rules, all stated. */
    RuleQueue(int rules) {
        this(new boolean[rules]);
    }

    /** A queue of {@code implied.length} rules, those marked in {@code implied} taken after the others. */
    RuleQueue(boolean[] implied) {
        int rules = implied.length;
        this.state = new byte[rules];
        this.due = new int[rules];
        this.later = new int[rules];
        this.implied = implied;
    }

    /** Puts an idle rule on its stack. */
    private void push(int rule) {
        if (implied[rule]) {
            later[impliedCount++] = rule;
        } else {
            due[stated++] = rule;
        }
        count++;
    }

    /** Queues a rule (at the top, unless it is queued already) for a removal in one of its cells. */
    void wake(int rule) {
        byte was = state[rule];
        if (was == IDLE) {
            push(rule);
            state[rule] = rule == quiet ? SETTLED : DUE;
        } else if (rule != quiet) {
            state[rule] = DUE;
        }
    }

    /** {@link #wake} for each of {@code rules}, in order: the rules of a cell that lost a candidate. */
    void wakeAll(int[] rules) {
        if (quiet >= 0) {
            for (int rule : rules) {
                wake(rule);
            }
            return;
        }
        for (int rule : rules) {
            byte was = state[rule];
            if (was != DUE) {
                if (was == IDLE) {
                    push(rule);
                }
                state[rule] = DUE;
            }
        }
    }

    /**
     * Takes the top stated rule off the queue, or the top implied one when no stated rule is queued: the rule to run,
     * or {@link #SKIP} if it is {@link #SETTLED}.
     */
    int next() {
        count--;
        int rule = stated > 0 ? due[--stated] : later[--impliedCount];
        byte was = state[rule];
        state[rule] = IDLE;
        return was == SETTLED ? SKIP : rule;
    }

    /** Empties the queue. */
    void clear() {
        for (int i = 0; i < stated; i++) {
            state[due[i]] = IDLE;
        }
        for (int i = 0; i < impliedCount; i++) {
            state[later[i]] = IDLE;
        }
        count = 0;
        stated = 0;
        impliedCount = 0;
    }
}
