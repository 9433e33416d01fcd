package io.github.sudokusolver.benchmarks;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.Styler;

/**
 * Turns the JMH JSON results and the checked-pass outcomes of a {@link Compare} run into {@code benchmarks.md}
 * (one table per dataset: median microseconds per puzzle and the ratio to the fastest; the larger grids' and the
 * rating bands' tables after them) and two log-scale SVG charts.
 *
 * <p>Usage: {@code Report RESULTS_DIR DOCS_DIR}.
 */
public final class Report {

    /** The two measured operations, by benchmark method name, with their column titles. */
    private static final Map<String, String> OPERATIONS = new LinkedHashMap<>();

    static {
        OPERATIONS.put("solve", "first solution");
        OPERATIONS.put("countUpToTwo", "count up to 2 (is it proper?)");
    }

    private Report() {
    }

    /** One measured score: median of the measurement iterations, and their range, in µs per puzzle. */
    record Score(double median, double min, double max) {
    }

    /**
     * Writes the report.
     *
     * @param args results directory, docs directory
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        Path docs = Path.of(args[1]);
        Properties run = new Properties();
        try (Reader in = Files.newBufferedReader(results.resolve("run.properties"), StandardCharsets.UTF_8)) {
            run.load(in);
        }
        Map<String, Map<String, String>> excluded = new LinkedHashMap<>();
        Set<String> datasets = new LinkedHashSet<>();
        for (String line : Files.readAllLines(results.resolve("calibration.tsv"), StandardCharsets.UTF_8)) {
            String[] parts = line.split("\t", 3);
            datasets.add(parts[0]);
            if (!parts[2].startsWith("checked")) {
                excluded.computeIfAbsent(parts[0], k -> new LinkedHashMap<>()).put(parts[1], parts[2]);
            }
        }
        // dataset -> operation -> contender -> score
        Map<String, Map<String, Map<String, Score>>> scores = new LinkedHashMap<>();
        LayoutScores layouts = new LayoutScores();
        RatingBands ratings = new RatingBands();
        String jdk = "unknown";
        List<Path> jsonFiles;
        try (var files = Files.list(results)) {
            jsonFiles = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        for (Path file : jsonFiles) {
            JsonArray entries = JsonParser.parseString(Files.readString(file)).getAsJsonArray();
            for (JsonElement element : entries) {
                JsonObject entry = element.getAsJsonObject();
                jdk = entry.get("jdkVersion").getAsString() + " (" + entry.get("vmName").getAsString() + " "
                        + entry.get("vmVersion").getAsString() + ")";
                String benchmark = entry.get("benchmark").getAsString();
                String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
                JsonObject params = entry.getAsJsonObject("params");
                if (RatingBands.isRating(benchmark)) {
                    ratings.add(params, entry.getAsJsonObject("primaryMetric").getAsJsonObject("scorePercentiles"));
                    continue;
                }
                if (benchmark.contains("." + LayoutBenchmark.class.getSimpleName() + ".")) {
                    layouts.add(params.get("set").getAsString(), params.get("solver").getAsString(),
                            entry.getAsJsonObject("primaryMetric").getAsJsonObject("scorePercentiles"));
                    continue;
                }
                String dataset = params.get("dataset").getAsString();
                String contender = benchmark.contains(".ChocoBenchmark.") ? ChocoContender.NAME
                        : benchmark.contains(".SfuhrmBenchmark.") ? SfuhrmContender.NAME
                        : params.get("solver").getAsString();
                scores.computeIfAbsent(dataset, k -> new LinkedHashMap<>())
                        .computeIfAbsent(method, k -> new LinkedHashMap<>())
                        .put(contender, score(entry.getAsJsonObject("primaryMetric")));
            }
        }
        List<String> contenders = new ArrayList<>();
        for (String name : Contender.allNames()) {
            boolean seen = scores.values().stream().anyMatch(ops -> ops.values().stream()
                    .anyMatch(byContender -> byContender.containsKey(name)))
                    || excluded.values().stream().anyMatch(reasons -> reasons.containsKey(name));
            if (seen) {
                contenders.add(name);
            }
        }
        Files.createDirectories(docs);
        String markdown = markdown(run, jdk, datasets, contenders, scores, excluded) + layouts.markdown()
                + ratings.markdown();
        Files.writeString(docs.resolve("benchmarks.md"), markdown, StandardCharsets.UTF_8);
        System.out.println();
        System.out.print(markdown.substring(markdown.indexOf("\n## ") + 1)); // the tables, after the preamble
        for (Map.Entry<String, String> operation : OPERATIONS.entrySet()) {
            chart(docs.resolve("benchmarks-" + operation.getKey()), operation.getValue(), datasets, contenders,
                    scores, operation.getKey());
        }
        System.out.println("Wrote " + docs.resolve("benchmarks.md") + " and its charts.");
    }

    private static Score score(JsonObject metric) {
        List<Double> values = new ArrayList<>();
        for (JsonElement fork : metric.getAsJsonArray("rawData")) {
            for (JsonElement value : fork.getAsJsonArray()) {
                values.add(value.getAsDouble());
            }
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return new Score(median(sorted), sorted[0], sorted[n - 1]);
    }

    private static String markdown(Properties run, String jdk, Set<String> datasets, List<String> contenders,
            Map<String, Map<String, Map<String, Score>>> scores, Map<String, Map<String, String>> excluded) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmarks\n\n");
        md.append("Generated by `").append(Report.class.getSimpleName()).append("` from one run of\n\n```sh\n")
                .append(run.getProperty("command")).append("\n```\n\n");
        md.append("| | |\n|---|---|\n");
        md.append("| mode | ").append(run.getProperty("mode")).append(" |\n");
        md.append("| date | ").append(run.getProperty("date")).append(" |\n");
        md.append("| machine | ").append(run.getProperty("cpu")).append(", ").append(run.getProperty("cores"))
                .append(" cores, ").append(run.getProperty("os")).append(" |\n");
        md.append("| JDK | ").append(jdk).append(" |\n\n");
        md.append("Each cell is the median, over JMH's measurement iterations, of the mean time per puzzle in "
                + "microseconds (one thread; puzzles served round-robin in a fixed shuffled order), with the range of "
                + "the iterations; `x` is the ratio to the fastest contender on that dataset. Lower is better. "
                + "Before measuring, each contender makes one checked pass over the dataset (over its first 200 "
                + "puzzles for the large sets) in a child JVM: a wrong answer, more than "
                + String.format(Locale.ROOT, "%,d", Long.parseLong(run.getProperty("nodeBudget")))
                + " nodes on a puzzle (classic strategies), or running out of time leaves it out, with the reason "
                + "below its table.\n\n");
        md.append("![first solution](benchmarks-solve.svg)\n\n![count up to 2](benchmarks-countUpToTwo.svg)\n\n");
        for (String dataset : datasets) {
            Map<String, Map<String, Score>> byOperation = scores.getOrDefault(dataset, Map.of());
            md.append("## ").append(Datasets.displayName(dataset)).append("\n\n");
            md.append("| contender |");
            OPERATIONS.values().forEach(title -> md.append(' ').append(title).append(" (µs) | x |"));
            md.append("\n|---|");
            OPERATIONS.values().forEach(title -> md.append("---:|---:|"));
            md.append('\n');
            for (String contender : contenders) {
                if (byOperation.values().stream().noneMatch(m -> m.containsKey(contender))) {
                    continue;
                }
                md.append("| ").append(contender).append(" |");
                for (String operation : OPERATIONS.keySet()) {
                    Map<String, Score> row = byOperation.getOrDefault(operation, Map.of());
                    Score score = row.get(contender);
                    if (score == null) {
                        md.append(" – | – |");
                        continue;
                    }
                    double fastest = row.values().stream().mapToDouble(Score::median).min().orElse(score.median());
                    md.append(' ').append(number(score.median())).append(" (").append(number(score.min()))
                            .append("–").append(number(score.max())).append(") | ")
                            .append(String.format(Locale.ROOT, "%.1f", score.median() / fastest)).append(" |");
                }
                md.append('\n');
            }
            Map<String, String> reasons = excluded.getOrDefault(dataset, Map.of());
            if (!reasons.isEmpty()) {
                md.append("\nNot measured:\n\n");
                reasons.forEach((contender, reason) -> md.append("- ").append(contender).append(": ").append(reason)
                        .append('\n'));
            }
            md.append('\n');
        }
        return md.toString();
    }

    private static void chart(Path file, String title, Set<String> datasets, List<String> contenders,
            Map<String, Map<String, Map<String, Score>>> scores, String operation) throws IOException {
        CategoryChart chart = new CategoryChartBuilder().width(1100).height(550)
                .title(title + ": µs per puzzle, log scale (missing bar: not measured)")
                .xAxisTitle("dataset").yAxisTitle("µs per puzzle").build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setXAxisLabelRotation(15);
        List<String> names = datasets.stream().map(Datasets::displayName).toList();
        double low = Double.MAX_VALUE;
        double high = Double.MIN_VALUE;
        for (String contender : contenders) {
            List<Double> values = new ArrayList<>();
            boolean any = false;
            for (String dataset : datasets) {
                Score score = scores.getOrDefault(dataset, Map.of()).getOrDefault(operation, Map.of()).get(contender);
                values.add(score == null ? null : score.median()); // XChart leaves a gap for null
                if (score != null) {
                    any = true;
                    low = Math.min(low, score.median());
                    high = Math.max(high, score.median());
                }
            }
            if (any) {
                chart.addSeries(contender, names, values);
            }
        }
        // A log axis needs explicit decade bounds; left to itself it starts bars at zero.
        chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(low))));
        chart.getStyler().setYAxisMax(Math.pow(10, Math.ceil(Math.log10(high))));
        VectorGraphicsEncoder.saveVectorGraphic(chart, file.toString(),
                VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }

    /**
     * The {@link LayoutBenchmark} results: per layout set and solver, the median and the slowest puzzle. A set
     * measured whole gives its sampled median and slowest operation; a set measured one puzzle per benchmark
     * ({@code hard-16x16#3}) gives the median of the puzzles' medians and the largest of them, with its number.
     */
    static final class LayoutScores {
        /** set (without #N) -> solver -> puzzle label -> percentiles in ms. */
        private final Map<String, Map<String, Map<String, double[]>>> sets = new LinkedHashMap<>();

        void add(String set, String solver, JsonObject percentiles) {
            int hash = set.lastIndexOf('#');
            String group = hash > 0 ? set.substring(0, hash) : set;
            String puzzle = hash > 0 ? set.substring(hash) : "";
            sets.computeIfAbsent(group, k -> new LinkedHashMap<>()).computeIfAbsent(solver, k -> new LinkedHashMap<>())
                    .put(puzzle, new double[] {percentiles.get("50.0").getAsDouble(),
                            percentiles.get("100.0").getAsDouble()});
        }

        String markdown() {
            if (sets.isEmpty()) {
                return "";
            }
            StringBuilder md = new StringBuilder("## Larger grids: count up to 2, ms per puzzle\n\n");
            md.append("`LayoutBenchmark` in sample mode. A set measured whole: the median sampled operation and the"
                    + " slowest one. A hard set, measured one puzzle per benchmark: the median of the puzzles'"
                    + " medians and the slowest puzzle's median, with its number in the set.\n\n");
            List<String> solvers = new ArrayList<>();
            sets.values().forEach(bySolver -> bySolver.keySet().stream().filter(s -> !solvers.contains(s))
                    .forEach(solvers::add));
            if (solvers.remove("general")) {
                solvers.add(0, "general"); // the library first, then the peers
            }
            md.append("| set |");
            solvers.forEach(solver -> md.append(' ').append(solver).append(" median | slowest |"));
            md.append("\n|---|");
            solvers.forEach(solver -> md.append("---:|---:|"));
            md.append('\n');
            sets.forEach((set, bySolver) -> {
                md.append("| ").append(set).append(" |");
                for (String solver : solvers) {
                    Map<String, double[]> puzzles = bySolver.get(solver);
                    if (puzzles == null) {
                        md.append(" – | – |");
                    } else if (puzzles.containsKey("")) {
                        double[] whole = puzzles.get("");
                        md.append(' ').append(number(whole[0])).append(" | ").append(number(whole[1])).append(" |");
                    } else {
                        double[] medians = puzzles.values().stream().mapToDouble(p -> p[0]).sorted().toArray();
                        int n = medians.length;
                        double median = median(medians);
                        String slowest = puzzles.entrySet().stream().max((a, b) -> Double.compare(a.getValue()[0],
                                b.getValue()[0])).map(Map.Entry::getKey).orElseThrow();
                        md.append(' ').append(number(median)).append(" | ").append(number(medians[n - 1]))
                                .append(" (").append(slowest).append(") |");
                    }
                }
                md.append('\n');
            });
            return md.append('\n').toString();
        }
    }

    /** The median of values sorted ascending: the middle one, or the mean of the two middle ones. */
    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    static String number(double value) {
        if (value < 10) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        if (value < 100) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, "%,.0f", value);
    }

}
