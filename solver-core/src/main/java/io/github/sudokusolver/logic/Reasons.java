package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.DIGITS;
import static io.github.sudokusolver.logic.House.GRID;
import static io.github.sudokusolver.logic.Nodes.candidate;
import static io.github.sudokusolver.logic.Nodes.candidateOf;
import static io.github.sudokusolver.logic.Nodes.cellOf;
import static io.github.sudokusolver.logic.Nodes.digitOf;
import static io.github.sudokusolver.logic.Nodes.isOn;
import static io.github.sudokusolver.logic.Nodes.offNode;

import java.util.Arrays;

/**
 * Why each node of a {@link Propagation} run holds, and what that makes of a chain: the reason codes a run records
 * for its nodes, the length of a chain (the nodes its conclusion rests on) and its links for a step. A reason is a
 * node (a weak or static link from it), or a code: the start of the run, a single in a cell or in a house (whose
 * premises are read back from the grid and the run), or a nested inference. It reads the record of the engine's last
 * run in place, so measuring allocates nothing; one instance per engine, not thread-safe.
 */
final class Reasons {

    /** The reason of the assumption itself. */
    static final int START = -1;
    /** Reasons below this are codes: {@code CELL - cell} or {@code HOUSE - (house * 9 + digit - 1)}. */
    private static final int CELL = -2;
    private static final int HOUSE = -1000;
    /** The reason of a nested inference: a nested run refuted the candidate (see {@link Propagation#nestedMode}). */
    static final int NESTED = Integer.MIN_VALUE;

    private final Propagation engine;
    /** Work space of {@link #ancestors}, kept so that measuring a chain allocates nothing. */
    private final int[] visited = new int[Propagation.NODES];
    private final int[] stack = new int[Propagation.NODES];
    private final int[] premiseBuffer = new int[DIGITS];
    private int visitGeneration;

    Reasons(Propagation engine) {
        this.engine = engine;
    }

    /** The reason of a single in a cell: the code of the cell. */
    static int cellReason(int cell) {
        return CELL - cell;
    }

    /** The reason of a single in a house: the code of the house and the digit index. */
    static int houseReason(int house, int d) {
        return HOUSE - (house * DIGITS + d);
    }

    /**
     * The number of distinct nodes the given nodes rest on, themselves and the assumption included. For an "on"
     * node reached by a cell or house single, its premises are every original candidate of that cell (or place of
     * that digit in that house) which the run turned off. A nested inference rests on every node set
     * before its round, and counts the nodes of its nested contradiction besides.
     */
    int ancestors(int... nodes) {
        return markPremises(Premises.MEASURED, nodes);
    }

    /** How a nested inference's premises are taken: all of them to measure it, its assumption alone to draw it. */
    private enum Premises { MEASURED, DRAWN }

    /** Marks the given nodes and what they rest on as visited; returns the length {@link #ancestors} defines. */
    private int markPremises(Premises kind, int... nodes) {
        visitGeneration++;
        int top = 0;
        int count = 0;
        for (int n : nodes) {
            if (n >= 0 && visited[n] != visitGeneration) {
                visited[n] = visitGeneration;
                stack[top++] = n;
            }
        }
        while (top > 0) {
            int n = stack[--top];
            count++;
            int why = engine.reason[n];
            if (why == START) {
                continue;
            }
            if (why == NESTED) {
                count += engine.nestedLength[n];
                int premises = kind == Premises.MEASURED ? engine.nestedFrom[n] : 1;
                for (int i = 0; i < premises; i++) {
                    int premise = engine.queue[i];
                    if (visited[premise] != visitGeneration) {
                        visited[premise] = visitGeneration;
                        stack[top++] = premise;
                    }
                }
                continue;
            }
            int found = 1;
            if (why >= 0) {
                premiseBuffer[0] = why;
            } else {
                found = premises(n, why, premiseBuffer);
            }
            for (int i = 0; i < found; i++) {
                int premise = premiseBuffer[i];
                if (visited[premise] != visitGeneration) {
                    visited[premise] = visitGeneration;
                    stack[top++] = premise;
                }
            }
        }
        return count;
    }

    /** Writes the "off" nodes a coded reason rests on into {@code out} (9 long at least); returns their number. */
    private int premises(int n, int why, int[] out) {
        int count = 0;
        int own = offNode(candidateOf(n)); // the single's own candidate, off, is none of its premises
        if (why > HOUSE) {
            int cell = CELL - why;
            for (int bits = engine.original[cell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                int off = offNode(candidate(cell, Integer.numberOfTrailingZeros(bits)));
                if (off != own && engine.seen[off] == engine.generation) {
                    out[count++] = off;
                }
            }
        } else {
            int code = HOUSE - why;
            int house = code / DIGITS;
            int d = code % DIGITS;
            short[] grid = engine.original;
            for (int cell : GRID.cellsOf(house)) {
                int off = offNode(candidate(cell, d));
                if ((grid[cell] & Candidates.PLACED) == 0 && (grid[cell] & 1 << d) != 0 && off != own
                        && engine.seen[off] == engine.generation) {
                    out[count++] = off;
                }
            }
        }
        return count;
    }

    /** The premises of a node as a new array, for building the step that is returned. */
    private int[] premisesOf(int n) {
        int why = engine.reason[n];
        if (why >= 0) {
            return new int[] {why};
        }
        if (why == NESTED) {
            // Drawn as one link from the branch's assumption: the nested contradiction read the whole grid.
            return new int[] {engine.queue[0]};
        }
        int[] out = new int[DIGITS];
        return Arrays.copyOf(out, premises(n, why, out));
    }

    /** The premises of the contradiction the last run found, as nodes. */
    int[] contradictionNodes() {
        if (engine.contradictionOn >= 0) {
            return new int[] {engine.contradictionOn, engine.contradictionOff};
        }
        short[] grid = engine.original;
        int[] out = new int[DIGITS];
        int count = 0;
        if (engine.emptiedCell >= 0) {
            for (int bits = grid[engine.emptiedCell] & Candidates.ALL; bits != 0; bits &= bits - 1) {
                out[count++] = offNode(candidate(engine.emptiedCell, Integer.numberOfTrailingZeros(bits)));
            }
        } else {
            int bit = engine.emptiedDigitBit;
            for (int cell : GRID.cellsOf(engine.emptiedHouse)) {
                if ((grid[cell] & Candidates.PLACED) == 0 && (grid[cell] & bit) != 0) {
                    out[count++] = offNode(candidate(cell, Integer.numberOfTrailingZeros(bit)));
                }
            }
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (engine.seen[out[i]] == engine.generation) {
                out[kept++] = out[i];
            }
        }
        return Arrays.copyOf(out, kept);
    }

    /**
     * Adds the links behind the given nodes to a step, in the order the propagation made them, and their cells. The
     * given nodes come last, so a branch ends with the links into its end (a clashing node has no order of its own).
     */
    void addLinks(StepBuilder step, int... ends) {
        markPremises(Premises.DRAWN, ends);
        int[] last = ends.clone();
        Arrays.sort(last);
        for (int i = 0; i < engine.tail; i++) {
            if (visited[engine.queue[i]] == visitGeneration && Arrays.binarySearch(last, engine.queue[i]) < 0) {
                addLinksInto(step, engine.queue[i]);
            }
        }
        for (int i = 0; i < last.length; i++) {
            if (last[i] >= 0 && (i == 0 || last[i] != last[i - 1])) {
                addLinksInto(step, last[i]);
            }
        }
    }

    private void addLinksInto(StepBuilder step, int n) {
        int candidate = candidateOf(n);
        step.cell(cellOf(candidate));
        if (engine.reason[n] != START) {
            for (int p : premisesOf(n)) {
                int pc = candidateOf(p);
                step.link(cellOf(pc), digitOf(pc), cellOf(candidate), digitOf(candidate), isOn(n));
            }
        }
    }
}
