package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar AbortLatencyBenchmark
// The hard sets read ../shared/datasets/sizes/sizes_sample.txt; run from the repository root.

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.Solver;
import java.time.Duration;
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

/**
 * How promptly a timeout stops the general solver, whose nodes cost tens of microseconds on the large grids: each
 * operation counts the solutions of a hard puzzle with a timeout of {@link #timeoutMicros} and is stopped by it, so
 * the sampled time less the timeout is how late the search noticed. It reads the clock (and the interrupt flag, on the
 * same path) every few nodes. Read the high percentiles ({@code p0.99}): the very slowest samples are the JVM's
 * pauses (collections, compilation), which no search can avoid.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class AbortLatencyBenchmark {

    /** A hard puzzle that no solver here finishes within the timeout. */
    @Param({"hard-16x16#2", "hard-25x25#1", "stress-25x25#3"})
    public String set;

    /** The timeout of each count, in microseconds. */
    @Param({"1000"})
    public long timeoutMicros;

    private Board puzzle;
    private SolveLimits limits;

    /** Loads the puzzle. */
    @Setup
    public void setUp() {
        puzzle = Datasets.load(set).get(0);
        limits = SolveLimits.none().withTimeout(Duration.ofNanos(timeoutMicros * 1_000));
    }

    /** A count that the timeout stops: the ordinal of the abort reason, or -1 if it finished first. */
    @Benchmark
    public int countUntilTimeout() {
        try {
            Solver.fastest().countSolutions(puzzle, 2, limits);
            return -1;
        } catch (SearchAbortedException stopped) {
            return stopped.reason().ordinal();
        }
    }
}
