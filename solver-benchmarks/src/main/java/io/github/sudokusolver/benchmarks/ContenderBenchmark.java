package io.github.sudokusolver.benchmarks;

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

/**
 * The two measured questions, asked of whatever {@link Contender} a subclass supplies: microseconds per puzzle to find
 * a first solution, and to count solutions up to two. JMH generates the benchmarks for each concrete subclass.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class ContenderBenchmark {

    /** What is measured; set by the subclass before the first invocation. */
    protected Contender contender;

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
