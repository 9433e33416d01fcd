package io.github.sudokusolver.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * One command that compares every contender (the library's solvers and the peers) on every dataset, then writes the
 * report. For each dataset it first runs a checked pass of each contender in a child JVM, killed at a time limit:
 * a contender that gives a wrong answer, needs more than the node budget (classic strategies) or cannot finish the
 * pass in time is left out of the measurement and listed in the report with the reason. Then one JMH run per
 * dataset measures the rest, each benchmark in its own fork, and {@link Report} turns the JSON into Markdown and
 * charts.
 *
 * <pre>
 * java -cp solver-benchmarks/target/benchmarks.jar io.github.sudokusolver.benchmarks.Compare --quick
 * java -cp solver-benchmarks/target/benchmarks.jar io.github.sudokusolver.benchmarks.Compare
 * </pre>
 * The larger grids are measured apart, by {@link LayoutBenchmark} in sample mode, and reported as the median and the
 * slowest puzzle of each set for the general solver, Choco (not on the stress 25x25 set, which it does not finish in
 * minutes) and, in a build with {@code -Pcpsat}, CP-SAT; each hard
 * puzzle is its own benchmark, and {@link LayoutBenchmark} checks every answer before it measures. Last,
 * {@link RatingBenchmark} times the step engine's rating per band of published Sudoku Explainer ratings, when the
 * rated file ({@link Datasets#RATED_FILE}) is there.
 *
 * Options: {@code --quick} (short iterations, datasets cut to their first 200 puzzles), {@code --datasets A,B}
 * (specs as {@link Datasets} reads them), {@code --layout-sets A,B} (default: every layout set, {@code none} for
 * none), {@code --contenders A,B}, {@code --bands A,B} (rating bands, default {@code 2} to {@code 9}, {@code none}
 * for none), {@code --shared DIR} (default
 * {@code ../shared/datasets}), {@code --results DIR} (default {@code target/benchmark-results}), {@code --docs DIR}
 * (default {@code docs}).
 */
public final class Compare {

    /** Node budget per puzzle for the classic strategies' checked pass. */
    static final long NODE_BUDGET = 200_000;
    private static final int QUICK_PUZZLES = 200;
    private static final int CALIBRATION_PUZZLES = 200;

    private Compare() {
    }

    /**
     * Runs the comparison.
     *
     * @param args see the class comment
     * @throws Exception if a run fails outright
     */
    public static void main(String[] args) throws Exception {
        boolean quick = false;
        List<String> datasets = null;
        List<String> layoutSets = null;
        List<String> contenders = Contender.allNames();
        List<String> bands = RatingBands.ALL;
        Path shared = Path.of("..", "shared", "datasets");
        Path results = Path.of("target", "benchmark-results");
        Path docs = Path.of("docs");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--datasets" -> datasets = List.of(args[++i].split(","));
                case "--layout-sets" -> {
                    String value = args[++i];
                    layoutSets = value.equals("none") ? List.of() : List.of(value.split(","));
                }
                case "--contenders" -> contenders = List.of(args[++i].split(","));
                case "--bands" -> {
                    String value = args[++i];
                    bands = value.equals("none") ? List.of() : List.of(value.split(","));
                }
                case "--shared" -> shared = Path.of(args[++i]);
                case "--results" -> results = Path.of(args[++i]);
                case "--docs" -> docs = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; options: --quick, --datasets A,B, --layout-sets A,B, --contenders A,B, --bands A,B,"
                        + " --shared DIR, --results DIR, --docs DIR");
            }
        }
        if (datasets == null) {
            datasets = defaultDatasets(shared, quick);
        }
        Files.createDirectories(results);
        try (var old = Files.list(results)) {
            for (Path file : old.toList()) {
                Files.delete(file);
            }
        }
        writeRunInfo(results, args, quick);

        List<String> calibration = new ArrayList<>();
        for (int d = 0; d < datasets.size(); d++) {
            String dataset = datasets.get(d);
            System.out.println("== " + dataset);
            List<String> library = new ArrayList<>();
            List<String> peers = new ArrayList<>();
            for (String contender : contenders) {
                String outcome = calibrate(contender, dataset, quick);
                System.out.println("   " + contender + ": " + outcome);
                calibration.add(String.join("\t", dataset, contender, outcome));
                if (outcome.startsWith("checked")) {
                    (Contender.PEERS.contains(contender) ? peers : library).add(contender);
                }
            }
            Files.write(results.resolve("calibration.tsv"), calibration, StandardCharsets.UTF_8);
            measure(dataset, library, peers, quick, results.resolve(String.format(Locale.ROOT, "%02d.json", d)));
        }
        if (layoutSets == null) {
            layoutSets = defaultLayoutSets();
        }
        measureLayouts(layoutSets, quick, results);
        RatingBands.measure(bands, quick, results);
        Report.main(new String[] {results.toString(), docs.toString()});
    }

    private static List<String> defaultDatasets(Path shared, boolean quick) throws IOException {
        List<String> datasets = new ArrayList<>(List.of(Datasets.SEED, Datasets.GENERATED_EASY,
                Datasets.GENERATED_MEDIUM));
        if (Files.isDirectory(shared)) {
            try (var files = Files.list(shared)) {
                files.filter(f -> f.toString().endsWith(".txt")).sorted()
                        .forEach(f -> datasets.add(quick ? f + "@" + QUICK_PUZZLES : f.toString()));
            }
        } else {
            System.out.println("No shared datasets at " + shared.toAbsolutePath() + "; generated ones only.");
        }
        return datasets;
    }

    /** Every layout set, the hard ones one puzzle each, when the sizes sample is there. */
    private static List<String> defaultLayoutSets() {
        List<String> sets = new ArrayList<>(List.of(Datasets.GENERATED_16, Datasets.GENERATED_25, Datasets.STRESS_16,
                Datasets.STRESS_25));
        if (Files.isRegularFile(Path.of(Datasets.SIZES_FILE))) {
            for (String hard : List.of(Datasets.HARD_16, Datasets.HARD_25)) {
                int count = Datasets.load(hard).size();
                for (int n = 1; n <= count; n++) {
                    sets.add(hard + "#" + n);
                }
            }
        } else {
            System.out.println("No sizes sample at " + Datasets.SIZES_FILE + "; the hard layout sets are left out.");
        }
        return sets;
    }

    /**
     * {@link LayoutBenchmark} over the layout sets: the general solver and, in a build with {@code -Pcpsat}, CP-SAT
     * on all of them; Choco in a second run without the stress 25x25 set, whose setup checks it did not finish in
     * eleven minutes.
     */
    private static void measureLayouts(List<String> sets, boolean quick, Path results) throws RunnerException {
        if (sets.isEmpty()) {
            return;
        }
        List<String> solvers = new ArrayList<>(List.of("general"));
        if (Contender.hasCpSat()) {
            solvers.add(Contender.CP_SAT);
        }
        runLayouts(sets, solvers, quick, results.resolve("layouts.json"));
        List<String> forChoco = sets.stream().filter(set -> !set.startsWith(Datasets.STRESS_25)).toList();
        runLayouts(forChoco, List.of(ChocoContender.NAME), quick, results.resolve("layouts-choco.json"));
    }

    private static void runLayouts(List<String> sets, List<String> solvers, boolean quick, Path json)
            throws RunnerException {
        if (sets.isEmpty()) {
            return;
        }
        System.out.println("== layout sets " + sets + " with " + solvers);
        new Runner(new OptionsBuilder()
                .include("\\." + LayoutBenchmark.class.getSimpleName() + "\\.")
                .param("set", sets.toArray(new String[0]))
                .param("solver", solvers.toArray(new String[0]))
                .forks(1)
                .jvmArgsAppend("-Xms2g", "-Xmx2g")
                .warmupIterations(1)
                .warmupTime(quick ? TimeValue.seconds(1) : TimeValue.seconds(3))
                .measurementIterations(quick ? 1 : 2)
                .measurementTime(quick ? TimeValue.seconds(2) : TimeValue.seconds(5))
                .resultFormat(ResultFormatType.JSON)
                .result(json.toString())
                .build()).run();
    }

    /** The checked pass in a child JVM: "checked ..." when it passed, else the reason it did not. */
    private static String calibrate(String contender, String dataset, boolean quick) throws IOException {
        String sample = Datasets.isLimited(dataset) || dataset.equals(Datasets.SEED) || dataset.startsWith("generated-")
                ? dataset : dataset + "@" + CALIBRATION_PUZZLES;
        long limitSeconds = quick ? 20 : 60;
        Process process = new ProcessBuilder(javaCommand(), "-cp", System.getProperty("java.class.path"),
                Calibrate.class.getName(), contender, sample, Long.toString(NODE_BUDGET))
                .redirectErrorStream(true).start();
        try {
            if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return "did not finish a checked pass over " + Datasets.displayName(sample) + " within "
                        + limitSeconds + " s";
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        List<String> lines = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines()
                .toList();
        String last = lines.isEmpty() ? "no output" : lines.get(lines.size() - 1);
        return process.exitValue() == Calibrate.PASSED ? last : last + " (exit " + process.exitValue() + ")";
    }

    private static void measure(String dataset, List<String> library, List<String> peers, boolean quick, Path json)
            throws RunnerException {
        if (library.isEmpty() && peers.isEmpty()) {
            return;
        }
        ChainedOptionsBuilder options = new OptionsBuilder()
                .param("dataset", dataset)
                .forks(1)
                .jvmArgsAppend("-Xms1g", "-Xmx1g")
                .warmupIterations(quick ? 1 : 3)
                .warmupTime(quick ? TimeValue.milliseconds(500) : TimeValue.seconds(1))
                .measurementIterations(quick ? 3 : 5)
                .measurementTime(quick ? TimeValue.milliseconds(500) : TimeValue.seconds(1))
                .resultFormat(ResultFormatType.JSON)
                .result(json.toString());
        if (!library.isEmpty()) {
            options.include("\\." + SolverBenchmark.class.getSimpleName() + "\\.")
                    .param("solver", library.toArray(new String[0]));
        }
        if (peers.contains(ChocoContender.NAME)) {
            options.include("\\." + ChocoBenchmark.class.getSimpleName() + "\\.");
        }
        if (peers.contains(SfuhrmContender.NAME)) {
            options.include("\\." + SfuhrmBenchmark.class.getSimpleName() + "\\.");
        }
        new Runner(options.build()).run();
    }

    private static void writeRunInfo(Path results, String[] args, boolean quick) {
        Properties info = new Properties();
        info.setProperty("command", "java -cp solver-benchmarks/target/benchmarks.jar "
                + Compare.class.getName() + (args.length == 0 ? "" : " " + String.join(" ", args)));
        info.setProperty("mode", quick ? "quick" : "full");
        info.setProperty("date", Instant.now().toString());
        info.setProperty("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        info.setProperty("cpu", cpuModel());
        info.setProperty("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        info.setProperty("nodeBudget", Long.toString(NODE_BUDGET));
        try (var out = Files.newBufferedWriter(results.resolve("run.properties"), StandardCharsets.UTF_8)) {
            info.store(out, "benchmark run");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).strip())
                    .findFirst().orElse("unknown");
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
