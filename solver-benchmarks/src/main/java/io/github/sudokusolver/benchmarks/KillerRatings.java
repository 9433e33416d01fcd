package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.logic.Candidate;
import io.github.sudokusolver.logic.Candidates;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * How the step engine does on published killers with their publishers' levels ({@code
 * ../shared/datasets/killer/rated/}): per level, how many are explained to the end without the bounded search of
 * last resort, the median and mean rating, and the median time of one {@code rate}; which technique is the hardest
 * step, per level; then Spearman's rank correlation of the rating with the level, over the development half, the
 * held-out half and both; and every step of every explanation checked against the file's solution (no step places
 * another digit or removes the solution's). Not a JMH benchmark: times are single-shot, after the first puzzles warm the JIT.
 *
 * <p>The halves: the puzzles of a file are numbered from 0 in file order (sorted by level, then source path); the
 * even ones are the development half, the odd ones the held-out half. Calibrate on the first, quote both.
 *
 * <p>Usage: {@code java -cp solver-core/target/classes:solver-benchmarks/target/classes
 * io.github.sudokusolver.benchmarks.KillerRatings [--half dev|held-out|both] [--dump FILE] [--scores FILE]
 * [EVERY_NTH [FILE...]]} (every puzzle of both files and both halves by default; {@code --scores} writes one line per
 * puzzle: file, index, level, rating, hardest technique; {@code --dump} writes one line per step of every puzzle:
 * file, index, level, technique, difficulty, cells, groups, houses, placements, eliminations, candidates before
 * the step (open cells only), description, for offline
 * calibration).
 */
public final class KillerRatings {

    private static final Path FOLDER = Path.of("..", "shared", "datasets", "killer", "rated");

    private KillerRatings() {
    }

    /** One killer: its index in its file, level, rating, hardest technique, last resort needed, time of the rating. */
    record Result(int index, int level, double rating, Technique hardest, boolean lastResort, double millis) {

        boolean development() {
            return index % 2 == 0;
        }
    }

    /**
     * Prints the tables.
     *
     * @param args {@code --half dev|held-out|both} (which puzzles to rate), {@code --dump FILE}, {@code --scores
     *             FILE}, then optionally
     *             rate only every n-th puzzle of the half, then the files (default: both of the shared folder)
     * @throws IOException if a file cannot be read or the dump cannot be written
     */
    public static void main(String[] args) throws IOException {
        String half = "both";
        Path dump = null;
        Path scores = null;
        int i = 0;
        for (; i + 1 < args.length && args[i].startsWith("--"); i += 2) {
            switch (args[i]) {
                case "--half" -> half = args[i + 1];
                case "--dump" -> dump = Path.of(args[i + 1]);
                case "--scores" -> scores = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        int every = args.length > i ? Integer.parseInt(args[i]) : 1;
        List<Path> files = new ArrayList<>();
        for (int f = i + 1; f < args.length; f++) {
            files.add(Path.of(args[f]));
        }
        if (files.isEmpty()) {
            if (!Files.isDirectory(FOLDER)) {
                System.out.println("skipped: " + FOLDER + " is absent");
                return;
            }
            files.add(FOLDER.resolve("dailykillersudoku.txt"));
            files.add(FOLDER.resolve("krazydad.txt"));
        }
        Predicate<Integer> wanted = switch (half) {
            case "dev" -> index -> index % 2 == 0;
            case "held-out" -> index -> index % 2 == 1;
            case "both" -> index -> true;
            default -> throw new IllegalArgumentException("--half must be dev, held-out or both, not " + half);
        };
        try (PrintWriter out = dump == null ? null : new PrintWriter(Files.newBufferedWriter(dump));
                PrintWriter scored = scores == null ? null : new PrintWriter(Files.newBufferedWriter(scores))) {
            for (Path file : files) {
                report(file, every, wanted, out, scored);
            }
        }
    }

    private static void report(Path file, int every, Predicate<Integer> wanted, PrintWriter dump, PrintWriter scores)
            throws IOException {
        List<Result> results = new ArrayList<>();
        long checked = 0;
        long wrong = 0;
        try (PuzzleReader reader = PuzzleReader.open(file)) {
            int index = -1;
            int taken = 0;
            for (PuzzleEntry entry : (Iterable<PuzzleEntry>) reader.stream()::iterator) {
                index++;
                if (!wanted.test(index) || taken++ % every != 0) {
                    continue;
                }
                Board board = entry.boardOrThrow();
                String[] label = entry.label().strip().split("\n");
                int level = Integer.parseInt(label[label.length - 2].strip());
                String solution = label[label.length - 1].strip().split(" ")[0];
                long start = System.nanoTime();
                Explanation explanation = LogicalSolver.standard().ratingPath().explain(board);
                double rating = explanation.rating().score();
                double millis = (System.nanoTime() - start) / 1e6;
                boolean lastResort = false;
                Candidates marks = explanation.start();
                for (Step step : explanation.steps()) {
                    lastResort |= step.technique() == Technique.BOUNDED_SEARCH;
                    checked++;
                    if (!keepsTheSolution(step, solution, board.layout().columns())) {
                        wrong++;
                        System.out.println("WRONG STEP in " + file.getFileName() + " #" + index + ": " + step);
                    }
                    if (dump != null) {
                        dump.printf(Locale.ROOT, "%s\t%d\t%d\t%s\t%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t%s%n",
                                file.getFileName(), index, level, step.technique().name(), step.difficulty(),
                                step.cells().size(), step.groups().size(), step.houses().size(),
                                step.placements().size(), step.eliminations().size(), candidateCount(marks),
                                step.description().replace('\t', ' '));
                        marks = marks.apply(step);
                    }
                }
                results.add(new Result(index, level, rating, explanation.rating().hardest(), lastResort, millis));
                if (scores != null) {
                    scores.printf(Locale.ROOT, "%s\t%d\t%d\t%.6f\t%s%n", file.getFileName(), index, level, rating,
                            explanation.rating().hardest().name());
                }
            }
        }
        System.out.println("## " + file.getFileName());
        System.out.printf(Locale.ROOT, "every step checked against the solution: %d steps, %d wrong%n%n", checked,
                wrong);
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
        System.out.println();
        hardest(byLevel);
        System.out.println();
        spearman("development half", results.stream().filter(Result::development).toList());
        spearman("held-out half", results.stream().filter(r -> !r.development()).toList());
        spearman("both", results);
        System.out.println();
    }

    /** How many candidates the open cells of the marks hold (the placed cells not counted). */
    private static int candidateCount(Candidates marks) {
        int count = 0;
        Layout layout = marks.layout();
        for (int row = 0; row < layout.rows(); row++) {
            for (int col = 0; col < layout.columns(); col++) {
                Cell cell = new Cell(row, col);
                count += marks.isPlaced(cell) ? 0 : marks.digits(cell).size();
            }
        }
        return count;
    }

    /** Whether a step places only the solution's digits and removes none of them (the file's solution, row-major). */
    static boolean keepsTheSolution(Step step, String solution, int columns) {
        for (Candidate placement : step.placements()) {
            if (digitAt(solution, placement, columns) != placement.digit()) {
                return false;
            }
        }
        for (Candidate elimination : step.eliminations()) {
            if (digitAt(solution, elimination, columns) == elimination.digit()) {
                return false;
            }
        }
        return true;
    }

    /** The solution's digit of a cell: 1-9 as digits, letters as A=1 (how the variant files write 16x16 grids). */
    private static int digitAt(String solution, Candidate candidate, int columns) {
        char c = solution.charAt(candidate.cell().row() * columns + candidate.cell().col());
        return c >= 'A' && c <= 'Z' ? c - 'A' + 1 : c - '0';
    }

    /** Per level, how many puzzles each technique is the hardest step of. */
    private static void hardest(Map<Integer, List<Result>> byLevel) {
        Map<Technique, int[]> counts = new TreeMap<>();
        List<Integer> levels = new ArrayList<>(byLevel.keySet());
        for (int l = 0; l < levels.size(); l++) {
            for (Result result : byLevel.get(levels.get(l))) {
                counts.computeIfAbsent(result.hardest(), t -> new int[levels.size()])[l]++;
            }
        }
        StringBuilder head = new StringBuilder("| hardest step (difficulty) |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int level : levels) {
            head.append(' ').append(level).append(" |");
            rule.append("---:|");
        }
        System.out.println(head);
        System.out.println(rule);
        for (Map.Entry<Technique, int[]> entry : counts.entrySet()) {
            StringBuilder row = new StringBuilder("| " + entry.getKey().displayName() + " ("
                    + entry.getKey().difficulty() + ") |");
            for (int count : entry.getValue()) {
                row.append(' ').append(count).append(" |");
            }
            System.out.println(row);
        }
    }

    private static void spearman(String name, List<Result> results) {
        if (results.isEmpty()) {
            return;
        }
        List<RatingAgreement.Pair> pairs = new ArrayList<>();
        for (Result result : results) {
            pairs.add(new RatingAgreement.Pair(result.level(), result.rating()));
        }
        long clean = results.stream().filter(r -> !r.lastResort()).count();
        System.out.printf(Locale.ROOT, "%s: Spearman (rating against level) %.3f over %d killers, %.1f%% without"
                + " the last resort%n", name, RatingAgreement.spearman(pairs), results.size(),
                100.0 * clean / results.size());
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
