package io.github.sudokusolver.benchmarks;

// Run from the repository root: java -jar solver-benchmarks/target/benchmarks.jar CallCostBenchmark -prof gc
// One solver: -p solver=bitboard (the default); others by the names Solver.named accepts.

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
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
 * The fixed cost of one call, apart from the search: the same board solved again and again, for boards that need
 * no search ({@code solved}: a complete grid; {@code singles}: a 17-clue puzzle that propagation alone settles), one
 * guess ({@code one-guess}: a 17-clue puzzle whose first guess is right) or a search with nothing to propagate
 * ({@code empty}). On the short puzzles of the serg set, this cost is a large part of the whole; read it with
 * {@code -prof gc} for the bytes each call allocates.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class CallCostBenchmark {

    /** Which board: see the class comment. */
    @Param({"solved", "singles", "one-guess", "empty"})
    public String board;

    /** A name {@code Solver.named} accepts. */
    @Param({"bitboard"})
    public String solver;

    private Board puzzle;
    private Solver strategy;

    /** Parses the board and finds the solver. */
    @Setup
    public void setUp() {
        String text = switch (board) {
            case "solved" -> "924871563753469821168523974812357649475986132396142785537218496649735218281694357";
            case "singles" -> ".................1....23..........4...5..6.3...61......3......6.4.7.....28..9...7";
            case "one-guess" -> ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
            case "empty" -> ".".repeat(81);
            default -> throw new IllegalArgumentException("unknown board " + board);
        };
        puzzle = Board.parse(text);
        strategy = Solver.named(solver);
    }

    /** The contract of the agreement tests and the speed targets: count up to two. */
    @Benchmark
    public long countTwo() {
        return strategy.countSolutions(puzzle, 2);
    }

    /** The first solution, as a new board. */
    @Benchmark
    public SolveResult solve() {
        return strategy.solve(puzzle);
    }
}
