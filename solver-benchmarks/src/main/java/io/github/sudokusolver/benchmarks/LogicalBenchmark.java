package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar LogicalBenchmark
//          -p dataset=../shared/datasets/rated/se_rated_calibration.txt
// Killers and other layouts (medians with -bm sample): -p dataset=../shared/datasets/killer/rated/krazydad.txt,
//          -p dataset=hard-16x16, -p dataset=iss-variants (variant puzzles; any spec of Datasets)

import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
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
 * Milliseconds per puzzle of the step engine: a whole explanation (every step, each the simplest available) and a
 * rating, over a dataset served one puzzle per operation (by default the generated tiers; the rated calibration set
 * of {@code ../shared/datasets/rated/} covers every level up to extreme). Any dataset of {@link Datasets} serves,
 * on any layout: killers (the rated files of {@code ../shared/datasets/killer/rated/}), 16x16 ({@code hard-16x16}),
 * 25x25, the variant puzzles of the ISS collections ({@code iss-variants}), and any file whose lines carry their
 * layout (killer and variant lines).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class LogicalBenchmark {

    private final LogicalSolver logic = LogicalSolver.standard();

    /** The steps of the next puzzle, from its givens to its solution. */
    @Benchmark
    public Explanation explain(DatasetState data) {
        return logic.explain(data.next());
    }

    /** The rating of the next puzzle. */
    @Benchmark
    public Rating rate(DatasetState data) {
        return logic.rate(data.next());
    }
}
