package io.github.sudokusolver.rules;

/**
 * A rule of a layout beyond its regions: one of the value types of this package. The set is closed, since the engines
 * must know how to reason about every rule they are given; a rule they do not know would be silently ignored or
 * checked only on full grids, and either is worse than a refusal.
 *
 * <p>Every rule's {@code toString()} is its line in the text form ({@code thermometer: r1c1 r1c2 r1c3}); equal rules
 * print alike.
 */
public sealed interface Rule
        permits Arrow, Cage, CellMark, Clone, Dot, ExtraRegion, GivenCandidates, GlobalRule,
        Line, LittleKiller, Quadruple, Sandwich {
}
