package io.github.sudokusolver.internal.format;

/**
 * An automaton as plain data, between the text forms that carry one ({@link IssMachineCode}, {@link RegexMachine}) and
 * {@code rules.Automaton.Machine}: states {@code 0..states-1}, its start and accepting states, and its moves as
 * triples {@code from, symbol, to}, flat (symbol 0 the break between two segments of cells, symbol d the digit d).
 *
 * @param states how many states
 * @param starts the start states
 * @param accepts the accepting states
 * @param moves {@code from, symbol, to} per move, flat
 */
public record MachineSpec(int states, int[] starts, int[] accepts, int[] moves) {
}
