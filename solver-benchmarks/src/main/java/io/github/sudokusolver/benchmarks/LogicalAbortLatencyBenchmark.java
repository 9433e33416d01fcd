package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar LogicalAbortLatencyBenchmark
// Briefly: ... LogicalAbortLatencyBenchmark -wi 1 -w 2 -i 2 -r 3 (the figures in docs/rating.md)

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.generate.Symmetry;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
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
 * How promptly a timeout stops the logical solver and generation by difficulty, whose single steps (forcing chains,
 * the bounded search) can each run for many milliseconds: each operation explains or rates a hard puzzle, or makes an
 * {@code EXTREME} puzzle with 90° symmetry, with a timeout of {@link #timeoutMicros}, and is stopped by it; the
 * sampled time less the timeout is how late the work noticed. Read the median and {@code p0.99}: the slowest samples
 * are the JVM's pauses (collections, compilation), which no search can avoid.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class LogicalAbortLatencyBenchmark {

    /** Rated 8.3 (cell forcing chains): about 0.1 s to explain, thousands of chain assumptions. */
    static final String MASTER =
            "...9..36..4.1..7...6..7...82.6....1..81...6.55......9.8...4.9.6..98.2...4.....2..";
    /** Golden Nugget, one of the hardest known: dynamic forcing chains (+) for seconds. */
    static final String GOLDEN_NUGGET =
            ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....";

    /** The puzzle explained and rated: {@code master} or {@code golden-nugget}. */
    @Param({"master", "golden-nugget"})
    public String puzzle;

    /** The timeout of each operation, in microseconds. */
    @Param({"1000", "5000"})
    public long timeoutMicros;

    private Board board;
    private SolveLimits limits;
    private long seed;

    /** Reads the puzzle and makes the limits. */
    @Setup
    public void setUp() {
        board = Board.parse(puzzle.equals("master") ? MASTER : GOLDEN_NUGGET);
        limits = SolveLimits.none().withTimeout(Duration.ofNanos(timeoutMicros * 1_000));
    }

    /** An explanation the timeout stops: the ordinal of the abort reason, or -1 if it finished first. */
    @Benchmark
    public int explainUntilTimeout() {
        try {
            return LogicalSolver.standard().explain(board, limits).steps().isEmpty() ? -2 : -1;
        } catch (SearchAbortedException stopped) {
            return stopped.reason().ordinal();
        }
    }

    /** A rating the timeout stops: the ordinal of the abort reason, or -1 if it finished first. */
    @Benchmark
    public int rateUntilTimeout() {
        try {
            return LogicalSolver.standard().rate(board, limits).difficulty() == null ? -2 : -1;
        } catch (SearchAbortedException stopped) {
            return stopped.reason().ordinal();
        }
    }

    /**
     * An {@code EXTREME} puzzle with 90° symmetry (the slowest level, about 1-17 s) that the timeout stops, from a
     * fresh seed each time: the ordinal of the abort reason, or -1 if it finished first. It ignores {@link #puzzle}.
     */
    @Benchmark
    public int generateExtremeUntilTimeout() {
        try {
            Generator.withSeed(seed++).puzzle(Difficulty.EXTREME, Symmetry.ROTATE_90, limits);
            return -1;
        } catch (SearchAbortedException stopped) {
            return stopped.reason().ordinal();
        }
    }
}
