package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar ChocoBenchmark -p dataset=generated-easy

/** The peer Choco-solver 5.0.0 (BSD-4-Clause): a constraint model with allDifferent over the 27 units. */
public class ChocoBenchmark extends ContenderBenchmark {

    /** Measures {@link ChocoContender}. */
    public ChocoBenchmark() {
        contender = new ChocoContender();
    }
}
