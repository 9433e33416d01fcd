package io.github.sudokusolver;

import java.util.function.Function;

/**
 * One technique search of the {@link LogicalSolver}: given the working pencil marks (which it must not change), it
 * returns its easiest step or null. {@code technique} is the easiest technique it can find, so its difficulty is the
 * least any of its steps can have; the solver asks finders in that order and stops once no later finder can beat the
 * best step found.
 */
record Finder(Technique technique, Function<short[], Step> search) {

    double minDifficulty() {
        return technique.difficulty();
    }

    Step find(short[] marks) {
        return search.apply(marks);
    }
}
