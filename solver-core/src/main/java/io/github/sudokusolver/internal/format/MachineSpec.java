package io.github.sudokusolver.internal.format;

/**
 * An automaton as plain data, between the text forms that carry one ({@link IssMachineCode}, {@link RegexMachine}) and
 * {@code rules.Automaton.Machine}: states {@code 0..states-1}, symbols {@code 0..symbols-1} (symbol 0 the break between
 * two segments of cells, symbol d the digit d), and its moves as triples {@code from, symbol, to}, flat.
 *
 * @param states how many states
 * @param symbols the digits of the grid plus one (the break)
 * @param starts the start states
 * @param accepts the accepting states
 * @param moves {@code from, symbol, to} per move, flat
 */
public record MachineSpec(int states, int symbols, int[] starts, int[] accepts, int[] moves) {
}
