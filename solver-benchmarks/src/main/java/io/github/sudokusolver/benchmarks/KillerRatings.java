package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the step engine does on published killers with their publishers' levels ({@code
 * ../shared/datasets/killer/rated/}): per level, how many are explained to the end without the bounded search of
 * last resort, the median and mean rating, and the median time of one {@code rate}; then Spearman's rank correlation
 * of the rating with the level. Not a JMH benchmark: times are single-shot, after the first puzzles warm the JIT.
 *
 * <p>Usage: {@code java -cp solver-core/target/classes:solver-benchmarks/target/classes
 * io.github.sudokusolver.benchmarks.KillerRatings [EVERY_NTH [FILE...]]} (every puzzle of both files by default).
 */
public final class KillerRatings {

    private static final Path FOLDER = Path.of("..", "shared", "datasets", "killer", "rated");

    private KillerRatings() {
    }

    /** One killer: its level, rating, whether the last resort was needed, the time of {@code rate}. */
    record Result(int level, double rating, boolean lastResort, double millis) {
    }

    /**
     * Prints the tables.
     *
     * @param args optionally, rate only every n-th puzzle, then the files (default: both of the shared folder)
     * @throws IOException if a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        int every = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        List<Path> files = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            files.add(Path.of(args[i]));
        }
        if (files.isEmpty()) {
            if (!Files.isDirectory(FOLDER)) {
                System.out.println("skipped: " + FOLDER + " is absent");
                return;
            }
            files.add(FOLDER.resolve("dailykillersudoku.txt"));
            files.add(FOLDER.resolve("krazydad.txt"));
        }
        for (Path file : files) {
            report(file, every);
        }
    }

    private static void report(Path file, int every) throws IOException {
        List<Result> results = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.open(file)) {
            int index = 0;
            for (PuzzleEntry entry : (Iterable<PuzzleEntry>) reader.stream()::iterator) {
                if (index++ % every != 0) {
                    continue;
                }
                Board board = entry.boardOrThrow();
                String[] label = entry.label().strip().split("\n");
                int level = Integer.parseInt(label[label.length - 2].strip());
                long start = System.nanoTime();
                Explanation explanation = LogicalSolver.standard().ratingPath().explain(board);
                double rating = explanation.rating().score();
                double millis = (System.nanoTime() - start) / 1e6;
                boolean lastResort = false;
                for (Step step : explanation.steps()) {
                    lastResort |= step.technique() == Technique.BOUNDED_SEARCH;
                }
                results.add(new Result(level, rating, lastResort, millis));
            }
        }
        System.out.println("## " + file.getFileName());
        System.out.println("| level | puzzles | without the last resort | median rating | mean rating | median ms |");
        System.out.println("|---:|---:|---:|---:|---:|---:|");
        Map<Integer, List<Result>> byLevel = new TreeMap<>();
        for (Result result : results) {
            byLevel.computeIfAbsent(result.level(), l -> new ArrayList<>()).add(result);
        }
        for (Map.Entry<Integer, List<Result>> level : byLevel.entrySet()) {
            System.out.println(row(String.valueOf(level.getKey()), level.getValue()));
        }
        System.out.println(row("all", results));
        List<RatingAgreement.Pair> pairs = new ArrayList<>();
        for (Result result : results) {
            pairs.add(new RatingAgreement.Pair(result.level(), result.rating()));
        }
        System.out.printf(Locale.ROOT, "%nSpearman (rating against level): %.3f over %d killers%n%n",
                RatingAgreement.spearman(pairs), results.size());
    }

    private static String row(String name, List<Result> results) {
        long clean = results.stream().filter(r -> !r.lastResort()).count();
        double[] ratings = results.stream().mapToDouble(Result::rating).sorted().toArray();
        double[] millis = results.stream().mapToDouble(Result::millis).sorted().toArray();
        return String.format(Locale.ROOT, "| %s | %d | %d (%.0f%%) | %.1f | %.2f | %.0f |", name, results.size(),
                clean, 100.0 * clean / results.size(), ratings[ratings.length / 2],
                Arrays.stream(ratings).average().orElse(0), millis[millis.length / 2]);
    }
}
