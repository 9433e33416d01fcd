package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar ChocoBenchmark -p dataset=generated-easy

import io.github.sudokusolver.Board;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** The peer Choco-solver 5.0.0 (BSD-4-Clause), a constraint-programming model with allDifferent over the 27 units: the same two questions as {@link SolverBenchmark}. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ChocoBenchmark {

    private final Contender contender = new ChocoContender();

    /** First solution of the next puzzle. */
    @Benchmark
    public Board solve(DatasetState data) {
        return contender.solve(data.next());
    }

    /** Solution count, up to two, of the next puzzle. */
    @Benchmark
    public long countUpToTwo(DatasetState data) {
        return contender.countUpToTwo(data.next());
    }
}
