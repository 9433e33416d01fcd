package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link RuleQueue} against a plain model (two stacks without duplicates, the stated rules' taken first, a flag for
 * "due", a flag for "settled"): random wakes, quiet wakes, takes and clears give the same rules in the same order.
 */
final class RuleQueueTest {

    @Test
    void runsTheStatedRulesBeforeTheImpliedOnesEachAsAStackSkippingThoseOnlyTheirOwnPruningWoke() {
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            int rules = 1 + random.nextInt(12);
            boolean[] implied = new boolean[rules];
            if (seed > 100) { // the first hundred seeds all stated, as the queue was before implied rules came last
                for (int rule = 0; rule < rules; rule++) {
                    implied[rule] = random.nextBoolean();
                }
            }
            RuleQueue queue = seed > 100 ? new RuleQueue(implied.clone()) : new RuleQueue(rules);
            boolean[] due = new boolean[rules];
            boolean[] settled = new boolean[rules];
            List<Integer> stack = new ArrayList<>();
            List<Integer> later = new ArrayList<>();
            for (int step = 0; step < 300; step++) {
                int action = random.nextInt(10);
                String where = "seed " + seed + ", step " + step;
                if (action < 5) {
                    int quiet = random.nextInt(3) == 0 ? random.nextInt(rules) : -1;
                    int[] woken = new int[1 + random.nextInt(4)];
                    for (int i = 0; i < woken.length; i++) {
                        woken[i] = random.nextInt(rules);
                    }
                    queue.quiet = quiet;
                    if (random.nextBoolean()) {
                        queue.wakeAll(woken);
                    } else {
                        for (int rule : woken) {
                            queue.wake(rule);
                        }
                    }
                    queue.quiet = -1;
                    for (int rule : woken) {
                        if (!due[rule]) {
                            due[rule] = true;
                            (implied[rule] ? later : stack).add(rule);
                            settled[rule] = rule == quiet;
                        } else if (rule != quiet) {
                            settled[rule] = false;
                        }
                    }
                } else if (action < 9 && stack.size() + later.size() > 0) {
                    List<Integer> from = stack.isEmpty() ? later : stack;
                    int rule = from.remove(from.size() - 1);
                    due[rule] = false;
                    assertEquals(settled[rule] ? RuleQueue.SKIP : rule, queue.next(), where);
                } else if (action == 9) {
                    queue.clear();
                    for (int rule : stack) {
                        due[rule] = false;
                    }
                    for (int rule : later) {
                        due[rule] = false;
                    }
                    stack.clear();
                    later.clear();
                }
                assertEquals(stack.size() + later.size(), queue.count, where + ": rules queued");
                assertEquals(stack.size(), queue.stated, where + ": stated rules queued");
            }
        }
    }
}
