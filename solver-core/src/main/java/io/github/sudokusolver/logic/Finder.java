package io.github.sudokusolver.logic;

import io.github.sudokusolver.internal.search.Budget;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One technique search of the {@link LogicalSolver}: given the working pencil marks (which it must not change) and the
 * call's {@link Budget}, it returns its easiest step or null. {@code technique} is the easiest technique it can find,
 * so its difficulty is the least any of its steps can have; the solver asks finders in that order and stops once no
 * later finder can beat the best step found. Searches that can run long (chains, the bounded search) charge their
 * work to the budget; the quick scans of a grid take no budget (see {@link #of}).
 */
record Finder(Technique technique, BiFunction<short[], Budget, Step> search) {

    /** A finder that scans the grid once, quickly enough that the solver's check between finders bounds it. */
    static Finder of(Technique technique, Function<short[], Step> scan) {
        return new Finder(technique, (marks, budget) -> scan.apply(marks));
    }

    double minDifficulty() {
        return technique.difficulty();
    }

    Step find(short[] marks, Budget budget) {
        return search.apply(marks, budget);
    }
}
