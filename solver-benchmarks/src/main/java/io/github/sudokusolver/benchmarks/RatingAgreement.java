package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * How closely {@link LogicalSolver#rate} agrees with the published Sudoku Explainer ratings of the rated file: the
 * table of {@code docs/rating.md}, printed as Markdown. Not a JMH benchmark: it measures agreement, not time.
 *
 * <p>Usage: {@code java -cp solver-benchmarks/target/benchmarks.jar
 * io.github.sudokusolver.benchmarks.RatingAgreement [EVERY_NTH]} (the file from {@code -Dsudoku.rated=PATH} or
 * {@code ../shared/datasets/rated/se_rated_calibration.txt}; every puzzle by default).
 */
public final class RatingAgreement {

    /** Ratings within this distance of the published one count as agreeing, as the target counts them. */
    private static final double CLOSE = 0.2 + 1e-9;

    private RatingAgreement() {
    }

    /** A puzzle's published rating and ours. */
    record Pair(double published, double ours) {
        double error() {
            return Math.abs(published - ours);
        }
    }

    /**
     * Prints the table.
     *
     * @param args optionally, rate only every n-th puzzle
     * @throws IOException if the rated file cannot be read
     */
    public static void main(String[] args) throws IOException {
        int every = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        List<Pair> pairs = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.open(Path.of(Datasets.RATED_FILE))) {
            int index = 0;
            for (PuzzleEntry entry : (Iterable<PuzzleEntry>) reader.stream()::iterator) {
                if (index++ % every == 0) {
                    double published = Datasets.publishedRating(entry);
                    pairs.add(new Pair(published, LogicalSolver.standard().rate(entry.boardOrThrow()).score()));
                }
            }
        }
        System.out.println("| SE band | puzzles | mean SE | our mean | mean abs. error | within ±0.2 |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (int band = 1; band <= 12; band++) {
            int whole = band;
            List<Pair> inBand = pairs.stream().filter(p -> (int) p.published() == whole).toList();
            if (!inBand.isEmpty()) {
                System.out.println(row(band + ".x", inBand));
            }
        }
        System.out.println(row("all", pairs));
        System.out.println();
        System.out.println("| our level | puzzles | mean SE rating |");
        System.out.println("|---|---:|---:|");
        for (Difficulty level : Difficulty.values()) {
            List<Pair> atLevel = pairs.stream().filter(p -> Difficulty.of(p.ours()) == level).toList();
            if (!atLevel.isEmpty()) {
                System.out.printf(Locale.ROOT, "| `%s` | %d | %.2f |%n", level, atLevel.size(),
                        atLevel.stream().mapToDouble(Pair::published).average().orElse(0));
            }
        }
        System.out.printf(Locale.ROOT, "%nSpearman rank correlation: %.3f over %d puzzles%n", spearman(pairs),
                pairs.size());
    }

    private static String row(String name, List<Pair> pairs) {
        double published = pairs.stream().mapToDouble(Pair::published).average().orElse(0);
        double ours = pairs.stream().mapToDouble(Pair::ours).average().orElse(0);
        double error = pairs.stream().mapToDouble(Pair::error).average().orElse(0);
        long close = pairs.stream().filter(p -> p.error() <= CLOSE).count();
        return String.format(Locale.ROOT, "| %s | %d | %.2f | %.2f | %.3f | %d (%.0f%%) |", name, pairs.size(),
                published, ours, error, close, 100.0 * close / pairs.size());
    }

    static double spearman(List<Pair> pairs) {
        double[] a = ranks(pairs.stream().mapToDouble(Pair::published).toArray());
        double[] b = ranks(pairs.stream().mapToDouble(Pair::ours).toArray());
        double meanA = Arrays.stream(a).average().orElse(0);
        double meanB = Arrays.stream(b).average().orElse(0);
        double ab = 0;
        double aa = 0;
        double bb = 0;
        for (int i = 0; i < a.length; i++) {
            ab += (a[i] - meanA) * (b[i] - meanB);
            aa += (a[i] - meanA) * (a[i] - meanA);
            bb += (b[i] - meanB) * (b[i] - meanB);
        }
        return ab / Math.sqrt(aa * bb);
    }

    /** Ranks from 0, ties sharing the mean of their ranks. */
    private static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double[] ranks = new double[values.length];
        for (int i = 0; i < order.length;) {
            int j = i;
            while (j + 1 < order.length && values[order[j + 1]] == values[order[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                ranks[order[k]] = (i + j) / 2.0;
            }
            i = j + 1;
        }
        return ranks;
    }
}
