package io.github.sudokusolver.benchmarks;

// Run from the repository root: java -jar solver-benchmarks/target/benchmarks.jar RatingBenchmark
// Briefly: ... RatingBenchmark -f 1 -wi 1 -w 2 -i 2 -r 3; one band: ... -p band=7
// The bands read ../shared/datasets/rated/se_rated_calibration.txt (java -Dsudoku.rated=PATH -jar ... for another).

import io.github.sudokusolver.Board;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Rating;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Milliseconds to rate one puzzle, per whole-number band of published Sudoku Explainer ratings: the target is a
 * median of at most 1 ms below 5.0 and at most 20 ms from 5.0 to 9.x. Sample mode, so that the report reads the
 * median and the 90th percentile of single calls: a band's hardest puzzles (forcing chains) cost many times its
 * median, and a mean would hide which of the two is slow.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class RatingBenchmark {

    /** Below this band the target median is {@link #EASY_TARGET_MS}, from it {@link #HARD_TARGET_MS}. */
    static final int FIRST_HARD_BAND = 5;
    static final double EASY_TARGET_MS = 1;
    static final double HARD_TARGET_MS = 20;

    /** The target median of a band, in milliseconds. */
    static double targetMillis(int band) {
        return band < FIRST_HARD_BAND ? EASY_TARGET_MS : HARD_TARGET_MS;
    }

    /**
     * The puzzles of one band, served one per operation round-robin in a fixed shuffled order. The serving is
     * {@link DatasetState}'s, held rather than inherited: inheriting would bring its {@code dataset} parameter into
     * every run of this benchmark.
     */
    @State(Scope.Thread)
    public static class BandState {

        /** The whole-number part of the published ratings: {@code 5} serves the puzzles rated 5.0 to 5.9. */
        @Param({"2", "3", "4", "5", "6", "7", "8", "9"})
        public String band;

        private final DatasetState puzzles = new DatasetState();

        /** Loads and shuffles the band's puzzles. */
        @Setup(Level.Trial)
        public void load() {
            puzzles.dataset = Datasets.seBand(Integer.parseInt(band));
            puzzles.load();
        }

        Board next() {
            return puzzles.next();
        }

        /** The puzzle {@link #next()} returned last, for the sanity tests. */
        Board last() {
            return puzzles.last();
        }

        int size() {
            return puzzles.size();
        }
    }

    /** The rating of the band's next puzzle. */
    @Benchmark
    public Rating rate(BandState puzzles) {
        return LogicalSolver.standard().rate(puzzles.next());
    }
}
