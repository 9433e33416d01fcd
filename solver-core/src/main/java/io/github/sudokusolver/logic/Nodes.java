package io.github.sudokusolver.logic;

import static io.github.sudokusolver.logic.House.CELLS;
import static io.github.sudokusolver.logic.House.DIGITS;

/**
 * How the chain engine numbers what it reasons about, so that its hot loops stay on ints: a candidate is
 * {@code cell * 9 + digit - 1}, and a node, one assumption or conclusion about a candidate, is
 * {@code candidate * 2 + 1} for "the candidate is true" (on) and {@code candidate * 2} for "it is false" (off). A
 * chain is a path of nodes; {@link Propagation} follows them, and {@link Chains} and {@link ForcingChains} turn them
 * into steps.
 */
final class Nodes {

    /** Candidates of the grid: every digit of every cell. */
    static final int CANDIDATES = CELLS * DIGITS;

    private Nodes() {
    }

    /** The candidate of a cell and a digit index 0..8 (the digit's bit position, digit - 1). */
    static int candidate(int cell, int digitIndex) {
        return cell * DIGITS + digitIndex;
    }

    static int cellOf(int candidate) {
        return candidate / DIGITS;
    }

    /** The digit's bit position, 0..8. */
    static int digitIndexOf(int candidate) {
        return candidate % DIGITS;
    }

    /** The digit, 1..9. */
    static int digitOf(int candidate) {
        return candidate % DIGITS + 1;
    }

    /** The node "candidate is true". */
    static int onNode(int candidate) {
        return candidate * 2 + 1;
    }

    /** The node "candidate is false". */
    static int offNode(int candidate) {
        return candidate * 2;
    }

    /** The node of a candidate that is on or off, for code that follows both. */
    static int node(int candidate, boolean on) {
        return on ? onNode(candidate) : offNode(candidate);
    }

    static int candidateOf(int node) {
        return node >> 1;
    }

    /** The opposite assumption: "c is false" for "c is true", and the other way round. */
    static int negation(int node) {
        return node ^ 1;
    }

    static boolean isOn(int node) {
        return (node & 1) == 1;
    }

    /** {@code r1c2=4} for an "on" node, {@code r1c2<>4} for an "off" one. */
    static String name(int node) {
        int candidate = candidateOf(node);
        return Candidate.name(cellOf(candidate)) + (isOn(node) ? "=" : "<>") + digitOf(candidate);
    }

    /** Adds a node as the conclusion of a step: a placement when it is "on", an elimination when it is "off". */
    static void conclude(StepBuilder step, int node) {
        int candidate = candidateOf(node);
        if (isOn(node)) {
            step.place(cellOf(candidate), digitOf(candidate));
        } else {
            step.eliminate(cellOf(candidate), digitOf(candidate));
        }
    }
}
