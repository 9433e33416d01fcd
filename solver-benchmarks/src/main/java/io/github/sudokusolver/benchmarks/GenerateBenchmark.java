package io.github.sudokusolver.benchmarks;

// Run: java -jar solver-benchmarks/target/benchmarks.jar GenerateBenchmark -p layout=16x16,25x25
//      (-p layout=killer for classic killers from Generator.killer; -p level=HARD for a level, Difficulty's names)

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.logic.Difficulty;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
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
 * Milliseconds to generate a proper puzzle of a layout with {@link Generator#puzzle(Layout)}, one seed after another,
 * sampled: a 25x25 puzzle takes most of a second, and its time varies with the seed. {@code killer} is a classic
 * killer from {@link Generator#killer(Layout)}: cages over the whole grid, no givens. With {@code level} set to a
 * {@link Difficulty} name, the puzzle or killer is made at that level ({@code puzzle(layout, level)},
 * {@code killer(layout, level)}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class GenerateBenchmark {

    /**
     * {@code 16x16}, {@code 25x25}, {@code samurai}, {@code windoku} (the classic grid with windows), or
     * {@code killer} (a killer of the classic grid).
     */
    @Param({"16x16", "25x25", "samurai", "windoku", "killer"})
    public String layout;

    /** {@code any}, or a {@link Difficulty} name: the level the puzzle is made at. */
    @Param({"any"})
    public String level = "any";

    private Function<Generator, Board> make;
    private long seed;

    /** Makes the layout and chooses what is generated on it. */
    @Setup
    public void setUp() {
        Layout generated = layoutNamed(layout);
        boolean killer = layout.equals("killer");
        if (level.equals("any")) {
            make = killer ? generator -> generator.killer(generated) : generator -> generator.puzzle(generated);
        } else {
            Difficulty difficulty = Difficulty.valueOf(level);
            make = killer ? generator -> generator.killer(generated, difficulty)
                    : generator -> generator.puzzle(generated, difficulty);
        }
    }

    /** A proper puzzle of the layout, from the next seed. */
    @Benchmark
    public Board generate() {
        return make.apply(Generator.withSeed(++seed));
    }

    static Layout layoutNamed(String name) {
        return switch (name) {
            case "16x16" -> Layout.boxes(4, 4);
            case "25x25" -> Layout.boxes(5, 5);
            case "samurai" -> Layout.samurai();
            case "windoku" -> Layout.classic().withWindows();
            case "killer" -> Layout.classic();
            default -> throw new IllegalArgumentException("no layout " + name
                    + "; one of 16x16, 25x25, samurai, windoku, killer");
        };
    }
}
