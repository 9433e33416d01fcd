package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar LayoutBenchmark
//      -p set=generated-16x16,generated-25x25 -p solver=general,dancing-links,choco-solver
// The hard sets read ../shared/datasets/sizes/sizes_sample.txt; run from the repository root.
// Generation is GenerateBenchmark.

import io.github.sudokusolver.Board;
import java.util.List;
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
 * The larger grids: milliseconds to prove a 16x16 or 25x25 puzzle proper (count its solutions up to two), per
 * puzzle, sampled so that the report gives the median the targets of {@code docs/layouts.md} are set on. Hard puzzles
 * take seconds each, so every operation is one puzzle and sample mode keeps each operation's time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class LayoutBenchmark {

    /** A layout dataset of {@link Datasets}. */
    @Param({Datasets.GENERATED_16, Datasets.GENERATED_25, Datasets.HARD_16, Datasets.HARD_25})
    public String set;

    /** A library solver's name, or {@code choco-solver}. */
    @Param({"general", "dancing-links", ChocoContender.NAME})
    public String solver;

    private Contender contender;
    private List<Board> puzzles;
    private int next;

    /** Loads the set and finds the contender. */
    @Setup
    public void setUp() {
        contender = Contender.named(solver);
        puzzles = Datasets.load(set);
    }

    /** Solution count, up to two, of the next puzzle of the set. */
    @Benchmark
    public long countUpToTwo() {
        Board puzzle = puzzles.get(next);
        next = next + 1 == puzzles.size() ? 0 : next + 1;
        return contender.countUpToTwo(puzzle);
    }
}
