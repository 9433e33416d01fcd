package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar SfuhrmBenchmark -p dataset=generated-easy

/** The peer de.sfuhrm:sudoku 3.1.1 (LGPL-3.0): its own backtracking solver. */
public class SfuhrmBenchmark extends ContenderBenchmark {

    /** Measures {@link SfuhrmContender}. */
    public SfuhrmBenchmark() {
        contender = new SfuhrmContender();
    }
}
