package io.github.sudokusolver.logic;

import io.github.sudokusolver.rules.Rule;
import java.util.Arrays;

/**
 * What the nodes of a {@link DynamicChains} run rest on, and the steps written from them: the premises of each node
 * by its reason (a node, a cell's or a house's removals, a cage's, a sum's or a line's removals before it, a pair
 * table's end), how many distinct nodes a conclusion rests on (its length), the links a step draws, and the step of a
 * contradiction. It reads the last run's state and writes nothing into it; {@link DynamicChains} follows the runs.
 */
final class ChainPremises {

    private final DynamicChains run;
    private final Grid grid;
    private final int size;
    /** Work space of {@link #ancestors}. */
    private final int[] visited;
    private final int[] stack;
    private int visitGeneration;

    ChainPremises(DynamicChains run) {
        this.run = run;
        this.grid = run.grid;
        this.size = run.size;
        this.visited = new int[run.nodeCount];
        this.stack = new int[run.nodeCount];
    }

    /** The removals of the last run in a cage's cells at queue positions below {@code below}, but {@code own}. */
    private int[] cageRemovals(int cage, int below, int own) {
        return removals(grid.cageCells[cage], below, own);
    }

    /**
     * The premises of a node a relation forced from its end {@code source}: that end's true candidate, when one the
     * table forbids with the node's digit was set before it; else that end's removed candidates that go with it.
     */
    private int[] relationPremises(int relation, int source, int n) {
        int[] table = run.pairs.tableFrom(relation, source);
        int e = 1 << (n >> 1) % size;
        int[] out = new int[size];
        int count = 0;
        for (int bits = run.marks[source] & grid.all; bits != 0; bits &= bits - 1) {
            int x = Integer.numberOfTrailingZeros(bits);
            int on = (source * size + x) * 2 + 1;
            if ((table[x] & e) == 0 && run.seen[on] == run.generation && run.position[on] < run.position[n]) {
                return new int[] {on};
            }
            if ((table[x] & e) != 0 && run.seen[on ^ 1] == run.generation && run.position[on ^ 1] < run.position[n]) {
                out[count++] = on ^ 1;
            }
        }
        return Arrays.copyOf(out, count);
    }

    /** The removals of the last run in these cells at queue positions below {@code below}, but {@code own}. */
    private int[] removals(int[] cells, int below, int own) {
        int[] out = new int[cells.length * size];
        int count = 0;
        for (int cell : cells) {
            if ((run.marks[cell] & grid.placed) != 0) {
                continue;
            }
            for (int bits = run.marks[cell] & grid.all; bits != 0; bits &= bits - 1) {
                int off = (cell * size + Integer.numberOfTrailingZeros(bits)) * 2;
                if (off != own && run.seen[off] == run.generation && run.position[off] < below) {
                    out[count++] = off;
                }
            }
        }
        return Arrays.copyOf(out, count);
    }

    /** The nodes of the last run's contradiction: the two clashing, or the emptied cell's or house's removals. */
    int[] contradictionNodes() {
        if (run.clashOn >= 0) {
            return new int[] {run.clashOn, run.clashOff};
        }
        if (run.emptiedCage >= 0) {
            return cageRemovals(run.emptiedCage, run.emptiedLimit, -1);
        }
        if (run.emptiedSum >= 0) {
            return removals(run.sums.cells[run.emptiedSum], run.emptiedLimit, -1);
        }
        if (run.emptiedWay >= 0) {
            return removals(run.ways.cells[run.emptiedWay], run.emptiedLimit, -1);
        }
        int[] out = new int[size];
        int count = 0;
        if (run.emptiedCell >= 0) {
            for (int bits = run.marks[run.emptiedCell] & grid.all; bits != 0; bits &= bits - 1) {
                out[count++] = (run.emptiedCell * size + Integer.numberOfTrailingZeros(bits)) * 2;
            }
        } else {
            for (int cell : grid.cellsOf(run.emptiedHouse)) {
                if ((run.marks[cell] & grid.placed) == 0 && (run.marks[cell] & 1 << run.emptiedDigit) != 0) {
                    out[count++] = (cell * size + run.emptiedDigit) * 2;
                }
            }
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (run.seen[out[i]] == run.generation) {
                out[kept++] = out[i];
            }
        }
        return Arrays.copyOf(out, kept);
    }

    /** The premises of a node set by the last run. */
    private int[] premises(int n) {
        int why = run.reason[n];
        if (why >= 0) {
            return new int[] {why};
        }
        if (why == DynamicChains.START) {
            return new int[0];
        }
        if (why == DynamicChains.NESTED) {
            return new int[] {run.queue[0]}; // drawn as one link from the assumption: the nested run read every node
        }
        int own = n & ~1;
        int rule = run.ruleCode(why);
        if (rule >= 0) {
            if (rule < grid.cageCount()) {
                return cageRemovals(rule, run.limit[n], own);
            }
            rule -= grid.cageCount();
            if (rule < run.relationCodes) {
                int relation = rule >> 1;
                int source = (rule & 1) == 0 ? run.pairs.first[relation] : run.pairs.second[relation];
                return relationPremises(relation, source, n);
            }
            rule -= run.relationCodes;
            int[] cells = rule < run.sumCodes ? run.sums.cells[rule] : run.ways.cells[rule - run.sumCodes];
            return removals(cells, run.limit[n], own);
        }
        int[] out = new int[size];
        int count = 0;
        if (why > -2 - grid.cells) {
            int cell = -2 - why;
            for (int bits = run.marks[cell] & grid.all; bits != 0; bits &= bits - 1) {
                int off = (cell * size + Integer.numberOfTrailingZeros(bits)) * 2;
                if (off != own && run.seen[off] == run.generation) {
                    out[count++] = off;
                }
            }
        } else {
            int code = -2 - grid.cells - why;
            int house = code / size;
            int d = code % size;
            for (int cell : grid.cellsOf(house)) {
                int off = (cell * size + d) * 2;
                if ((run.marks[cell] & grid.placed) == 0 && (run.marks[cell] & 1 << d) != 0 && off != own
                        && run.seen[off] == run.generation) {
                    out[count++] = off;
                }
            }
        }
        return Arrays.copyOf(out, count);
    }

    /**
     * The number of distinct nodes the given nodes rest on, themselves and the assumption included; marks them. A
     * nested inference rests on every node set before its round, and counts the nodes of its nested contradiction.
     */
    int ancestors(int... nodes) {
        return markPremises(Premises.MEASURED, nodes);
    }

    /** How a nested inference's premises are taken: all of them to measure it, its assumption alone to draw it. */
    private enum Premises { MEASURED, DRAWN }

    private int markPremises(Premises kind, int... nodes) {
        visitGeneration++;
        int top = 0;
        int count = 0;
        for (int n : nodes) {
            if (visited[n] != visitGeneration) {
                visited[n] = visitGeneration;
                stack[top++] = n;
            }
        }
        while (top > 0) {
            int n = stack[--top];
            count++;
            if (run.reason[n] == DynamicChains.NESTED) {
                count += run.nestedLength[n];
                int premises = kind == Premises.MEASURED ? run.nestedFrom[n] : 1;
                for (int i = 0; i < premises; i++) {
                    if (visited[run.queue[i]] != visitGeneration) {
                        visited[run.queue[i]] = visitGeneration;
                        stack[top++] = run.queue[i];
                    }
                }
                continue;
            }
            for (int premise : premises(n)) {
                if (visited[premise] != visitGeneration) {
                    visited[premise] = visitGeneration;
                    stack[top++] = premise;
                }
            }
        }
        return count;
    }

    /** Adds the links behind the given nodes to a step, in the order the run made them, the given nodes last. */
    void addLinks(StepBuilder step, int... ends) {
        markPremises(Premises.DRAWN, ends);
        int[] last = ends.clone();
        Arrays.sort(last);
        for (int i = 0; i < run.tail; i++) {
            if (visited[run.queue[i]] == visitGeneration && Arrays.binarySearch(last, run.queue[i]) < 0) {
                addLinksInto(step, run.queue[i]);
            }
        }
        for (int i = 0; i < last.length; i++) {
            if (i == 0 || last[i] != last[i - 1]) {
                addLinksInto(step, last[i]);
            }
        }
    }

    private void addLinksInto(StepBuilder step, int n) {
        int code = run.reason[n] < 0 ? run.ruleCode(run.reason[n]) : -1;
        if (code >= 0 && code < grid.cageCount()) {
            step.cage(code);
        } else if (code >= grid.cageCount()) {
            code -= grid.cageCount();
            int sum = code - run.relationCodes;
            step.rule(sum < 0 ? run.pairs.ruleOf[code >> 1]
                    : sum < run.sumCodes ? run.sums.rules[sum] : run.ways.rule(sum - run.sumCodes));
        }
        int candidate = n >> 1;
        step.cell(candidate / size);
        for (int p : premises(n)) {
            int from = p >> 1;
            step.link(from / size, from % size + 1, candidate / size, candidate % size + 1, (n & 1) == 1);
        }
    }

    /** The step of an assumption that leads to a contradiction in the current mode: its negation holds. */
    Step contradictionStep(Technique technique, double difficulty, int assumption) {
        run.run(assumption, Integer.MAX_VALUE);
        StepBuilder step = new StepBuilder(technique, grid).difficulty(difficulty);
        conclude(step, assumption ^ 1);
        if (run.emptiedHouse >= 0 && run.clashOn < 0) {
            step.house(run.emptiedHouse);
        }
        if (run.emptiedCage >= 0) {
            step.cage(run.emptiedCage).house(grid.cageHouse(run.emptiedCage));
        }
        if (run.emptiedSum >= 0) {
            step.rule(run.sums.rules[run.emptiedSum]);
        }
        if (run.emptiedWay >= 0) {
            step.rule(run.ways.rule(run.emptiedWay));
        }
        for (int evidence : contradictionNodes()) {
            step.branch();
            addLinks(step, evidence);
        }
        if (run.emptiedSum < 0 && run.emptiedWay < 0) {
            return step.build();
        }
        // the clash is a rule's, which no typed part of the step says: its text names it, in its family's words
        int index = run.emptiedSum >= 0 ? run.sums.rules[run.emptiedSum] : run.ways.rule(run.emptiedWay);
        Rule emptied = grid.rules.rule(index);
        String failure = run.emptiedSum >= 0 ? "would have no way to add up" : run.ways.noWay(run.emptiedWay);
        return step.pattern(ChainText.forcingChains(step.build(), emptied, failure)).build();
    }

    void conclude(StepBuilder step, int node) {
        int candidate = node >> 1;
        if ((node & 1) == 1) {
            step.place(candidate / size, candidate % size + 1);
        } else {
            step.eliminate(candidate / size, candidate % size + 1);
        }
    }
}
