package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar VariantGeneratorBenchmark -p kinds=thermometer,arrow \
//        -p level=MEDIUM,HARD
//      (the pairs: -p kinds=thermometer+kropki,arrow+killer-cage,german-whisper+renban,xv+kropki
//       -p level=EXPERT; -p layout=6x6 or 4x4 for the small grids)

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.rules.RuleKind;
import java.util.EnumSet;
import java.util.Set;
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
 * Milliseconds to make one variant puzzle with {@link Generator#variant(Layout, Set, Difficulty)}: rules of the kinds
 * placed by the generator, proper, minimal, rated at the level; one puzzle per operation, a new seed per operation.
 * Sampled, so that the report gives the median the targets are set on (9x9: 2 s for a single kind at
 * {@code MEDIUM} and {@code HARD}, 10 s for a pair at {@code EXPERT}) and the slowest seed. A request the kinds cannot
 * carry at the level ends in the generator's {@code IllegalArgumentException}, which fails the run: what is measured
 * lands.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 2, time = 30)
public class VariantGeneratorBenchmark {

    /** Kinds as {@link RuleKind#named} reads them, several joined by {@code +} ({@code thermometer+kropki}). */
    @Param({"thermometer", "arrow", "kropki", "german-whisper", "renban", "killer-cage"})
    public String kinds;

    /** A {@link Difficulty} name: the level the puzzle is made at. */
    @Param({"MEDIUM"})
    public String level;

    /** {@code 9x9}, {@code 6x6} or {@code 4x4}. */
    @Param({"9x9"})
    public String layout = "9x9";

    private Layout grid;
    private Set<RuleKind> placed;
    private Difficulty difficulty;
    private long seed;

    /** Reads the parameters; an unknown kind, level or layout stops this combination with a message. */
    @Setup
    public void setUp() {
        placed = kindsNamed(kinds);
        difficulty = Difficulty.valueOf(level);
        grid = switch (layout) {
            case "9x9" -> Layout.classic();
            case "6x6" -> Layout.boxes(2, 3);
            case "4x4" -> Layout.boxes(2, 2);
            default -> throw new IllegalArgumentException("no layout " + layout + "; one of 9x9, 6x6, 4x4");
        };
    }

    /** A variant puzzle of the kinds at the level, from the next seed. */
    @Benchmark
    public Board generate() {
        return Generator.withSeed(++seed).variant(grid, placed, difficulty);
    }

    /** The seed of the last puzzle made, for the sanity test's messages. */
    long seed() {
        return seed;
    }

    static Set<RuleKind> kindsNamed(String names) {
        Set<RuleKind> set = EnumSet.noneOf(RuleKind.class);
        for (String name : names.split("\\+")) {
            set.add(RuleKind.named(name));
        }
        return set;
    }
}
