package io.github.sudokusolver;

import java.util.function.Function;

/**
 * One technique search of the {@link LogicalSolver}: given the working pencil marks (which it must not change), it
 * returns its easiest step or null. {@code minDifficulty} is the least difficulty any of its steps can have; the
 * solver asks finders in that order and stops once no later finder can beat the best step found.
 */
record Finder(Technique technique, double minDifficulty, Function<short[], Step> search) {

    Finder(Technique technique, Function<short[], Step> search) {
        this(technique, technique.difficulty(), search);
    }

    Step find(short[] marks) {
        return search.apply(marks);
    }
}
