package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar SolverBenchmark -p dataset=generated-easy
// Every solver Solver.available() finds, by name: -p solver=bitboard,bitmask (a third-party solver on the class path
// is benchmarked the same way). The comparison of everything is io.github.sudokusolver.benchmarks.Compare.

import io.github.sudokusolver.Board;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** The library's strategies: microseconds per puzzle to find a first solution, and to count up to two. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SolverBenchmark {

    /** A name {@code Solver.named} accepts. */
    @Param({"bitboard", "bitmask", "boolean-array", "candidate-set"})
    public String solver;

    private Contender contender;

    /** Finds the solver. */
    @Setup
    public void setUp() {
        contender = Contender.named(solver);
    }

    /** First solution of the next puzzle. */
    @Benchmark
    public Board solve(DatasetState data) {
        return contender.solve(data.next());
    }

    /** Solution count, up to two, of the next puzzle: the "is it proper?" question. */
    @Benchmark
    public long countUpToTwo(DatasetState data) {
        return contender.countUpToTwo(data.next());
    }
}
