package io.github.sudokusolver.benchmarks;

// Run from the repository root (the hard killers are read from ../shared/datasets/killer/killer_hard.txt):
//   java -jar solver-benchmarks/target/benchmarks.jar KillerBenchmark -p set=tarek:1,tarek:2 \
//        -p solver=general,choco-solver
// One slow puzzle, one cold measurement each:
//   java -jar solver-benchmarks/target/benchmarks.jar KillerBenchmark.countUpToTwo -p set=mathemagic:3 \
//        -p solver=general -bm ss -wi 0 -i 1
// The generated killers (datasets/killer_generated_9x9.txt, packed into the jar), sampled:
//   java -jar solver-benchmarks/target/benchmarks.jar KillerBenchmark -p set=generated-killers
// End to end, the layout built from the cages inside the timed call (as the Interactive Sudoku Solver's build is):
//   java -jar solver-benchmarks/target/benchmarks.jar 'KillerBenchmark.buildAndCountUpToTwo$' -p set=generated-killers
// cp-sat is a solver here only in a build with -Pcpsat (./mvnw -B -q -Pcpsat package -DskipTests).

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import java.util.Arrays;
import java.util.List;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Killer sudoku, single thread: milliseconds to solve a killer and to prove it proper (count its solutions up to
 * two), sampled so that the report gives medians and maxima. Each hard killer is a set of its own, named by its id
 * in the file ({@code tarek:1}), so that its time shows apart and a slow one can be measured single-shot
 * ({@code -bm ss}); {@code generated-killers} is served one puzzle per operation, in turn.
 *
 * <p>Every answer is checked against the solution in the file at the end of each iteration (the last answer per
 * puzzle), so a wrong answer fails the benchmark without a second, untimed solve of a puzzle that may take minutes.
 * A set whose file is absent fails its setup with a message that names the file, and JMH goes on with the others.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class KillerBenchmark {

    /** A hard killer by its id in {@link KillerSets#HARD_FILE}, or a set of {@link KillerSets}. */
    @Param({"tarek:1", "tarek:2", "tarek:3", "tarek:4", "tarek:5", "tarek:6", "tarek:7", "tarek:8", "tarek:9",
            "tarek:10", "tarek:11", "tarek:12", "tarek:13", "tarek:14", "tarek:15", "tarek:16", "tarek:17",
            "tarek:18", "tarek:19", "tarek:20", "tarek:21", "tarek:27", "tarek:28", "tarek:29", "tarek:30",
            "tarek:31", "tarek:32", "tarek:33", "tarek:34", "tarek:35", "tarek:36", "tarek:37", "tarek:38",
            "tarek:39", "tarek:40", "tarek:41", "tarek:42",
            "mathemagic:1", "mathemagic:2", "mathemagic:3", "mathemagic:4", "mathemagic:5", "mathemagic:6",
            "mathemagic:7", "mathemagic:8", "mathemagic:9", "mathemagic:10", "mathemagic:11", "mathemagic:12",
            "mathemagic:13",
            "human-solvable-zero:1", "human-solvable-zero:2", "human-solvable-zero:3", "human-solvable-zero:4",
            "human-solvable-zero:5", "human-solvable-zero:6", "human-solvable-zero:7", "human-solvable-zero:8",
            "human-solvable-zero:9",
            KillerSets.GENERATED})
    public String set;

    /**
     * {@code general} (the library's engine that {@code Solver.fastest()}, named {@code bitboard}, hands every
     * killer to; {@code bitboard} measures the same through that router), {@code choco-solver}, or {@code cp-sat}
     * (in a build with {@code -Pcpsat}).
     */
    @Param({"general"})
    public String solver;

    private Contender contender;
    private List<KillerSets.Killer> killers;
    private int next;
    /** The last answers per puzzle since the iteration began: unasked where {@code solveAsked} is false, -1. */
    private Board[] solutions;
    private boolean[] solveAsked;
    private long[] counts;

    /** Loads the set and finds the contender; a missing file stops this set with a message. */
    @Setup
    public void setUp() {
        killers = KillerSets.load(set);
        contender = Contender.named(solver);
        if (!contender.supports(killers.get(0).puzzle().layout())) {
            throw new IllegalArgumentException(solver + " does not solve killers");
        }
        solutions = new Board[killers.size()];
        solveAsked = new boolean[killers.size()];
        counts = new long[killers.size()];
        Arrays.fill(counts, -1);
    }

    /** The first solution of the next killer of the set. */
    @Benchmark
    public Board solve() {
        int index = advance();
        Board solution = contender.solve(killers.get(index).puzzle());
        solutions[index] = solution;
        solveAsked[index] = true;
        return solution;
    }

    /** Solution count, up to two, of the next killer of the set: each is proper, so the answer is 1. */
    @Benchmark
    public long countUpToTwo() {
        int index = advance();
        long count = contender.countUpToTwo(killers.get(index).puzzle());
        counts[index] = count;
        return count;
    }

    /**
     * The same count, the killer's layout built first from its cages ({@code Layout.withCages} on the classic grid,
     * with its diagonals where it has them, and {@code Board.empty}): end to end, as the Interactive Sudoku Solver's
     * figures count its build.
     */
    @Benchmark
    public long buildAndCountUpToTwo() {
        int index = advance();
        Layout built = killers.get(index).puzzle().layout();
        Layout base = built.regions().size() > 27 ? Layout.classic().withDiagonals() : Layout.classic();
        long count = contender.countUpToTwo(Board.empty(base.withCages(built.cages())));
        counts[index] = count;
        return count;
    }

    private int advance() {
        int index = next;
        next = next + 1 == killers.size() ? 0 : next + 1;
        return index;
    }

    /** Fails the benchmark on any wrong answer of the iteration: a solution other than the file's, a count not 1. */
    @TearDown(Level.Iteration)
    public void checkAnswers() {
        String problem = wrongAnswer();
        Arrays.fill(solutions, null);
        Arrays.fill(solveAsked, false);
        Arrays.fill(counts, -1);
        if (problem != null) {
            throw new IllegalStateException(problem);
        }
    }

    /** The first wrong answer given since the last check, or null. */
    String wrongAnswer() {
        for (int i = 0; i < killers.size(); i++) {
            KillerSets.Killer killer = killers.get(i);
            if (counts[i] != -1 && counts[i] != 1) {
                return solver + " counts " + counts[i] + " solutions of " + killer.id() + ", which has exactly one";
            }
            if (solveAsked[i] && !killer.solution().equals(solutions[i])) {
                return solver + " solves " + killer.id() + " as " + solutions[i] + ", not as "
                        + killer.solution();
            }
        }
        return null;
    }

    /** The killers of the set, for the sanity tests. */
    List<KillerSets.Killer> killers() {
        return killers;
    }
}
