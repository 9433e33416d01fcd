package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar SolverBenchmark -p dataset=generated-easy
// Every solver Solver.available() finds, by name: -p solver=bitboard,bitmask (a third-party solver on the class path
// is benchmarked the same way). The comparison of everything is io.github.sudokusolver.benchmarks.Compare.

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** The library's strategies, by name. */
public class SolverBenchmark extends ContenderBenchmark {

    /** A name {@code Solver.named} accepts. */
    @Param({"bitboard", "bitmask", "boolean-array", "candidate-set"})
    public String solver;

    /** Finds the solver. */
    @Setup
    public void setUp() {
        contender = Contender.named(solver);
    }
}
