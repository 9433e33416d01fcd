package io.github.sudokusolver.benchmarks;

import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The {@link RatingBenchmark} part of a {@link Compare} run: measuring it, and its table in the report. Kept apart
 * from both so that they stay about the solvers and the peers.
 */
final class RatingBands {

    /** Every band of the rated file, 2.x to 9.x (it holds no 1.x puzzles). */
    static final List<String> ALL = List.of("2", "3", "4", "5", "6", "7", "8", "9");
    /** The name of the results file in the results directory. */
    static final String RESULT_FILE = "rating.json";

    /** band -> {median, p0.90} in ms. */
    private final Map<Integer, double[]> bands = new TreeMap<>();

    /** Runs {@link RatingBenchmark} on the bands into {@code results/rating.json}, unless the rated file is absent. */
    static void measure(List<String> bands, boolean quick, Path results) throws RunnerException {
        if (bands.isEmpty()) {
            return;
        }
        if (!Files.isRegularFile(Path.of(Datasets.RATED_FILE))) {
            System.out.println("No rated file at " + Datasets.RATED_FILE + "; the rating bands are not measured.");
            return;
        }
        System.out.println("== rating bands " + bands);
        // Sample mode times every call, so a short run still gives a median; the full one reaches the slow tail of
        // the hard bands, whose puzzles are served in turn.
        new Runner(new OptionsBuilder()
                .include("\\." + RatingBenchmark.class.getSimpleName() + "\\.")
                .param("band", bands.toArray(new String[0]))
                .forks(1)
                .jvmArgsAppend("-Xms1g", "-Xmx1g")
                .warmupIterations(quick ? 1 : 2)
                .warmupTime(quick ? TimeValue.seconds(1) : TimeValue.seconds(3))
                .measurementIterations(quick ? 1 : 3)
                .measurementTime(quick ? TimeValue.seconds(2) : TimeValue.seconds(5))
                .resultFormat(ResultFormatType.JSON)
                .result(results.resolve(RESULT_FILE).toString())
                .build()).run();
    }

    /** True for a result entry of {@link RatingBenchmark}. */
    static boolean isRating(String benchmark) {
        return benchmark.contains("." + RatingBenchmark.class.getSimpleName() + ".");
    }

    /** Keeps a {@link RatingBenchmark} result: its band's median and 90th percentile. */
    void add(JsonObject params, JsonObject percentiles) {
        bands.put(Integer.parseInt(params.get("band").getAsString()), new double[] {
            percentiles.get("50.0").getAsDouble(), percentiles.get("90.0").getAsDouble()});
    }

    /** The table, or nothing when the run did not measure the bands. */
    String markdown() {
        if (bands.isEmpty()) {
            return "";
        }
        boolean rated = Files.isRegularFile(Path.of(Datasets.RATED_FILE));
        StringBuilder md = new StringBuilder("## Rating speed per Sudoku Explainer band\n\n");
        md.append("`RatingBenchmark` in sample mode: `LogicalSolver.standard().rate` on one puzzle per call, the"
                + " puzzles of `" + Path.of(Datasets.RATED_FILE).getFileName() + "` whose published rating is in"
                + " the band served in turn (fixed shuffled order); the median and the 90th percentile of the"
                + " sampled calls, in ms. The target is on the median.\n\n");
        md.append("| band | puzzles | median (ms) | p0.90 (ms) | target | met |\n");
        md.append("|---|---:|---:|---:|---:|---|\n");
        bands.forEach((band, times) -> {
            double target = RatingBenchmark.targetMillis(band);
            // Counted again from the file: JMH's results keep the parameters, not the size of the set.
            String puzzles = rated ? Integer.toString(Datasets.load(Datasets.seBand(band)).size()) : "–";
            md.append("| ").append(band).append(".x | ").append(puzzles).append(" | ")
                    .append(millis(times[0])).append(" | ").append(millis(times[1])).append(" | ≤ ")
                    .append(String.format(Locale.ROOT, "%.0f", target)).append(" ms | ")
                    .append(times[0] <= target ? "yes" : "no").append(" |\n");
        });
        return md.append('\n').toString();
    }

    /** Three decimals below 1 ms, where the easy bands are and two would round them to nothing. */
    private static String millis(double value) {
        return value < 1 ? String.format(Locale.ROOT, "%.3f", value) : Report.number(value);
    }
}
