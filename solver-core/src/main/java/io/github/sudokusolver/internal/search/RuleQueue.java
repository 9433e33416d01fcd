package io.github.sudokusolver.internal.search;

/**
 * The rules beside the regions that are due to run ({@link RegionPropagator}): a stack without duplicates, the last
 * woken first, and per rule its state (idle, due, or due only by its own exact pruning). The order is part of the
 * search: which rule runs first decides which failure is met first, and so the weights of dom/wdeg; every change here
 * keeps it.
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
    private final int[] due;
    /** How many rules are queued. */
    int count;
    /**
     * The rule whose own exact pruning is being applied, -1 for none: a removal it makes queues it as any removal does
     * (so that the rules run in the order they always did), but {@link #SETTLED}.
     */
    int quiet = -1;

    RuleQueue(int rules) {
        this.state = new byte[rules];
        this.due = new int[rules];
    }

    /** Queues a rule (at the top, unless it is queued already) for a removal in one of its cells. */
    void wake(int rule) {
        byte was = state[rule];
        if (was == IDLE) {
            due[count++] = rule;
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
                    due[count++] = rule;
                }
                state[rule] = DUE;
            }
        }
    }

    /** Takes the top rule off the queue: the rule to run, or {@link #SKIP} if it is {@link #SETTLED}. */
    int next() {
        int rule = due[--count];
        byte was = state[rule];
        state[rule] = IDLE;
        return was == SETTLED ? SKIP : rule;
    }

    /** Empties the queue. */
    void clear() {
        for (int i = 0; i < count; i++) {
            state[due[i]] = IDLE;
        }
        count = 0;
    }
}
