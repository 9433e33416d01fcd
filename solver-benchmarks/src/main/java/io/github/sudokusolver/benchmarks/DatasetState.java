package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The dataset of a benchmark, loaded once per trial and served one puzzle per operation, round-robin in a fixed
 * shuffled order (as the tdoku protocol does), so that a score is the mean time per puzzle over the whole set.
 */
@State(Scope.Thread)
public class DatasetState {

    /** A dataset spec understood by {@link Datasets}; a file path may be given with {@code -p dataset=PATH}. */
    @Param({Datasets.SEED, Datasets.GENERATED_EASY, Datasets.GENERATED_MEDIUM})
    public String dataset;

    private Board[] puzzles;
    private int next;
    private Board last;

    /** Loads and shuffles the puzzles. */
    @Setup(Level.Trial)
    public void load() {
        List<Board> shuffled = new ArrayList<>(Datasets.load(dataset));
        for (Board puzzle : shuffled) {
            // A layout compiles its geometry (a killer's: the law of 45's derived sums, 0.1-0.3 ms) on first use, not
            // when it is made. Checking each puzzle here has it done in setup, where it was when layouts compiled on
            // construction (before 6cf7fd8), so that an operation times the work on the puzzle and a dataset of a
            // layout per puzzle (the killer files) does not charge its first pass with each layout's one-time cost.
            puzzle.conflicts();
        }
        Collections.shuffle(shuffled, new Random(0x5eed));
        puzzles = shuffled.toArray(new Board[0]);
        next = 0;
    }

    /** The next puzzle, cycling through the set. */
    Board next() {
        Board puzzle = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        last = puzzle;
        return puzzle;
    }

    /** The puzzle {@link #next()} returned last, for the sanity tests. */
    Board last() {
        return last;
    }

    int size() {
        return puzzles.length;
    }
}
