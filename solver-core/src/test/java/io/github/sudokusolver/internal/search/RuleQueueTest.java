package io.github.sudokusolver.internal.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link RuleQueue} against a plain model of the queue it replaced (a stack without duplicates, a flag for "due", a
 * flag for "settled"): random wakes, quiet wakes, takes and clears give the same rules in the same order.
 */
final class RuleQueueTest {

    @Test
    void runsTheRulesInTheOrderOfAStackWithoutDuplicatesSkippingThoseOnlyTheirOwnPruningWoke() {
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            int rules = 1 + random.nextInt(12);
            RuleQueue queue = new RuleQueue(rules);
            boolean[] due = new boolean[rules];
            boolean[] settled = new boolean[rules];
            List<Integer> stack = new ArrayList<>();
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
                            stack.add(rule);
                            settled[rule] = rule == quiet;
                        } else if (rule != quiet) {
                            settled[rule] = false;
                        }
                    }
                } else if (action < 9 && !stack.isEmpty()) {
                    int rule = stack.remove(stack.size() - 1);
                    due[rule] = false;
                    assertEquals(settled[rule] ? RuleQueue.SKIP : rule, queue.next(), where);
                } else if (action == 9) {
                    queue.clear();
                    for (int rule : stack) {
                        due[rule] = false;
                    }
                    stack.clear();
                }
                assertEquals(stack.size(), queue.count, where + ": rules queued");
            }
        }
    }
}
