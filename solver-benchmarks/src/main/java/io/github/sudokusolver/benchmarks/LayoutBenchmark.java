package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar LayoutBenchmark
//      (-p set=hard-16x16#3 for one puzzle; -p solver=general,choco-solver for the peer, which does not finish the
//      stress-25x25 set in minutes; cp-sat too in a build with -Pcpsat)
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
 * The larger grids: milliseconds to prove a 16x16 or 25x25 puzzle proper (count its solutions up to two), sampled
 * so that the report gives medians and maxima. Each operation is one puzzle, the sets' puzzles in turn; the hard
 * puzzles are one set each ({@code hard-16x16#1} ...), so that each one's time shows apart and the slowest is
 * named. The targets are in {@code docs/general-solver.md}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class LayoutBenchmark {

    /** A layout dataset of {@link Datasets}. */
    @Param({Datasets.GENERATED_16, Datasets.GENERATED_25, Datasets.STRESS_16, Datasets.STRESS_25,
            "hard-16x16#1", "hard-16x16#2", "hard-16x16#3", "hard-16x16#4", "hard-16x16#5", "hard-16x16#6",
            "hard-16x16#7", "hard-16x16#8", "hard-16x16#9", "hard-16x16#10", "hard-16x16#11", "hard-16x16#12",
            "hard-16x16#13", "hard-16x16#14", "hard-16x16#15", "hard-25x25#1", "hard-25x25#2"})
    public String set;

    /** A library solver's name, {@code choco-solver}, or {@code cp-sat} (in a build with {@code -Pcpsat}). */
    @Param({"general"})
    public String solver;

    private Contender contender;
    private List<Board> puzzles;
    private int next;

    /**
     * Loads the set, finds the contender, and checks it once on every puzzle: each is proper, so a count other than
     * one fails the benchmark instead of timing a wrong answer.
     */
    @Setup
    public void setUp() {
        contender = Contender.named(solver);
        puzzles = Datasets.load(set);
        for (int i = 0; i < puzzles.size(); i++) {
            long count = contender.countUpToTwo(puzzles.get(i));
            if (count != 1) {
                throw new IllegalStateException(solver + " counts " + count + " solutions of puzzle " + (i + 1)
                        + " of " + set + ", which has exactly one");
            }
        }
    }

    /** Solution count, up to two, of the next puzzle of the set. */
    @Benchmark
    public long countUpToTwo() {
        Board puzzle = puzzles.get(next);
        next = next + 1 == puzzles.size() ? 0 : next + 1;
        return contender.countUpToTwo(puzzle);
    }
}
