package io.github.sudokusolver.benchmarks;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.logic.Explanation;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.logic.Step;
import io.github.sudokusolver.logic.Technique;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How the step engine does on published variant puzzles (the shared {@code variants/iss_collections.tsv}, the
 * Interactive Sudoku Solver's collections): of the puzzles the reader takes and the solvers prove unique within a
 * bound, how many {@code explain} finishes within 30 s, every step checked against the file's solution; how many
 * need the bounded search of last resort, and how many any trial-like technique (Nishio, the dynamic and nested
 * forcing chains, the bounded search); the median time of one {@code explain}; the same per rule kind (the file's
 * third column); and per technique how many explanations use it. Not a JMH benchmark: times are single-shot, after
 * the first puzzles warm the JIT. These are issue 58's targets ({@code docs/rule-steps.md}).
 *
 * <p>Usage: {@code java -cp solver-core/target/classes:solver-benchmarks/target/classes
 * io.github.sudokusolver.benchmarks.VariantRatings [--each] [FILE]} ({@code --each} prints one line per puzzle).
 */
public final class VariantRatings {

    private static final Path FILE = Path.of("..", "shared", "datasets", "variants", "iss_collections.tsv");
    private static final Duration PROOF_BOUND = Duration.ofSeconds(10);
    private static final Duration EXPLAIN_BOUND = Duration.ofSeconds(30);
    /** The techniques that try a candidate and follow it, rather than read the rules. */
    static final Set<Technique> TRIAL_LIKE = EnumSet.of(Technique.NISHIO_FORCING_CHAIN,
            Technique.DYNAMIC_CONTRADICTION_CHAINS, Technique.DYNAMIC_DOUBLE_CHAINS,
            Technique.DYNAMIC_CELL_FORCING_CHAINS, Technique.DYNAMIC_UNIT_FORCING_CHAINS,
            Technique.DYNAMIC_FORCING_CHAINS_PLUS, Technique.NESTED_FORCING_CHAINS, Technique.BOUNDED_SEARCH);

    private VariantRatings() {
    }

    /** One puzzle: its rule kinds, what became of its explanation, and the techniques it used. */
    record Result(int line, String name, String kinds, String outcome, int wrong, boolean lastResort,
            boolean trial, double rating, double millis, Set<Technique> used) {

        boolean explained() {
            return outcome.equals("explained");
        }
    }

    /**
     * Prints the tables.
     *
     * @param args {@code --each} to print a line per puzzle, then the file (default: the shared dataset)
     * @throws IOException if the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        boolean each = args.length > 0 && args[0].equals("--each");
        Path file = args.length > (each ? 1 : 0) ? Path.of(args[each ? 1 : 0]) : FILE;
        if (!Files.isRegularFile(file)) {
            System.out.println("skipped: " + file + " is absent");
            return;
        }
        List<Result> results = new ArrayList<>();
        int refused = 0;
        int notUnique = 0;
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank()) {
                continue;
            }
            Board board = board(text);
            if (board == null) {
                refused++;
                continue;
            }
            if (!provenUnique(board)) {
                notUnique++;
                continue;
            }
            String[] fields = text.split("\t", -1);
            Result result = explain(line, fields[1], fields[2], solution(fields[5], board), board);
            results.add(result);
            if (each) {
                System.out.printf(Locale.ROOT, "%d\t%s\t%s\t%s\t%.1f\t%.0f ms%s%s%n", line, result.name(),
                        result.kinds(), result.outcome(), result.rating(), result.millis(),
                        result.lastResort() ? "\tlast resort" : result.trial() ? "\ttrial" : "",
                        result.wrong() > 0 ? "\t" + result.wrong() + " WRONG" : "");
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d puzzles refused by the reader, %d not proven unique within %s, "
                + "%d explained here%n%n", file.getFileName(), refused, notUnique, PROOF_BOUND, results.size());
        System.out.println("| kind | puzzles | explained | wrong steps | without last resort | without trial | "
                + "median ms | median rating |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        Map<String, List<Result>> byKind = new TreeMap<>();
        for (Result result : results) {
            for (String kind : result.kinds().split(",")) {
                byKind.computeIfAbsent(kind.strip(), k -> new ArrayList<>()).add(result);
            }
        }
        for (Map.Entry<String, List<Result>> kind : byKind.entrySet()) {
            System.out.println(row(kind.getKey(), kind.getValue()));
        }
        System.out.println(row("**all**", results));
        System.out.println();
        System.out.println("| technique | explanations using it |");
        System.out.println("|---|---:|");
        Map<Technique, Integer> uses = new TreeMap<>();
        for (Result result : results) {
            for (Technique technique : result.used()) {
                uses.merge(technique, 1, Integer::sum);
            }
        }
        uses.forEach((technique, count) -> System.out.println("| " + technique.displayName() + " | " + count + " |"));
    }

    /** The puzzle of a line of the file (its seventh field), or null when the reader refuses it. */
    static Board board(String line) throws IOException {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(line.split("\t", -1)[6] + "\n"))) {
            PuzzleEntry entry = reader.hasNext() ? reader.next() : null;
            return entry == null || entry.isMalformed() ? null : entry.boardOrThrow();
        }
    }

    /**
     * The solution the steps are checked against: the file's, or where it gives none ({@code -}) the one the solvers
     * proved unique, written as the files write it (1-9, or on grids of more digits letters from A for 1).
     */
    static String solution(String given, Board board) {
        int rows = board.layout().rows();
        int columns = board.layout().columns();
        if (given.length() == rows * columns) {
            return given;
        }
        Board solved = Solver.fastest().solve(board).solution().orElseThrow();
        StringBuilder text = new StringBuilder(rows * columns);
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < columns; col++) {
                int digit = board.layout().isCell(row, col) ? solved.get(row, col) : 0;
                text.append(board.layout().size() < 10 || digit == 0 ? (char) ('0' + digit)
                        : (char) ('A' + digit - 1));
            }
        }
        return text.toString();
    }

    /** Whether the fastest solver proves one solution within the bound. */
    static boolean provenUnique(Board board) {
        try {
            return Solver.fastest().countSolutions(board, 2, SolveLimits.none().withTimeout(PROOF_BOUND)) == 1;
        } catch (SearchAbortedException e) {
            return false;
        }
    }

    static Result explain(int line, String name, String kinds, String solution, Board board) {
        long start = System.nanoTime();
        Explanation explanation;
        try {
            explanation = LogicalSolver.standard().explain(board, SolveLimits.none().withTimeout(EXPLAIN_BOUND));
        } catch (SearchAbortedException e) {
            return new Result(line, name, kinds, "stopped", 0, false, false, 0, millisSince(start),
                    EnumSet.noneOf(Technique.class));
        } catch (RuntimeException e) {
            return new Result(line, name, kinds, "refused: " + e.getMessage(), 0, false, false, 0,
                    millisSince(start), EnumSet.noneOf(Technique.class));
        }
        double millis = millisSince(start);
        int wrong = 0;
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        for (Step step : explanation.steps()) {
            used.add(step.technique());
            if (!KillerRatings.keepsTheSolution(step, solution, board.layout().columns())) {
                wrong++;
                System.out.println("WRONG STEP in line " + line + " (" + name + "): " + step);
            }
        }
        boolean lastResort = used.contains(Technique.BOUNDED_SEARCH);
        boolean trial = used.stream().anyMatch(TRIAL_LIKE::contains);
        String outcome = explanation.isSolved() ? "explained" : "stuck";
        return new Result(line, name, kinds, outcome, wrong, lastResort, trial,
                explanation.isSolved() ? explanation.rating().score() : 0, millis, used);
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    private static String row(String kind, List<Result> results) {
        long explained = results.stream().filter(Result::explained).count();
        long wrong = results.stream().mapToLong(Result::wrong).sum();
        long noLastResort = results.stream().filter(r -> r.explained() && !r.lastResort()).count();
        long noTrial = results.stream().filter(r -> r.explained() && !r.trial()).count();
        double[] millis = results.stream().mapToDouble(Result::millis).sorted().toArray();
        double[] ratings = results.stream().filter(Result::explained).mapToDouble(Result::rating).sorted().toArray();
        return String.format(Locale.ROOT, "| %s | %d | %d | %d | %d (%.0f%%) | %d (%.0f%%) | %.0f | %.1f |", kind,
                results.size(), explained, wrong, noLastResort, 100.0 * noLastResort / Math.max(1, results.size()),
                noTrial, 100.0 * noTrial / Math.max(1, results.size()), median(millis), median(ratings));
    }

    private static double median(double[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length / 2];
    }
}
