package io.github.sudokusolver.format;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.SearchAbortedException;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The Interactive Sudoku Solver's published collections (the shared dataset {@code variants/iss_collections.tsv}, test
 * and benchmark data only): which puzzles the reader takes, and whether {@link Solver#fastest()} solves each to the
 * listed solution (a puzzle listed with several solutions: to a grid that meets every rule) and counts it as the
 * collection's status says. A tool as well as the test's engine:
 * <pre>
 * java -cp solver-core/target/classes:solver-core/target/test-classes \
 *     io.github.sudokusolver.format.IssCollection ../shared/datasets/variants/iss_collections.tsv [seconds]
 * </pre>
 */
final class IssCollection {

    /** One puzzle of the file and what became of it. */
    record Outcome(int line, String collection, String name, String status, String result, boolean failed, long millis) {
    }

    private IssCollection() {
    }

    /** Every puzzle of the file: refused by the reader (with why), or solved and counted within {@code bound} each. */
    static List<Outcome> run(Path file, Duration bound) throws IOException {
        return run(file, line -> bound, outcome -> { });
    }

    /**
     * As {@link #run(Path, Duration)}, with a bound per puzzle by its line in the file, handing each outcome to {@code progress} as it
     * comes.
     */
    static List<Outcome> run(Path file, Function<Integer, Duration> bounds, Consumer<Outcome> progress)
            throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank()) {
                continue;
            }
            String[] fields = text.split("\t", -1);
            String collection = fields[0];
            String name = fields[1];
            String status = fields[4];
            String solution = fields[5];
            PuzzleEntry entry;
            try (PuzzleReader reader = PuzzleReader.of(new StringReader(fields[6] + "\n"))) {
                entry = reader.hasNext() ? reader.next() : null;
            }
            if (entry == null || entry.isMalformed()) {
                String why = entry == null ? "no entry" : entry.error().orElseThrow().problem();
                outcomes.add(new Outcome(line, collection, name, status, "refused: " + why, false, 0));
                progress.accept(outcomes.get(outcomes.size() - 1));
                continue;
            }
            outcomes.add(check(line, collection, name, status, solution, entry.boardOrThrow(),
                    bounds.apply(line)));
            progress.accept(outcomes.get(outcomes.size() - 1));
        }
        return outcomes;
    }

    private static Outcome check(int line, String collection, String name, String status, String listed,
            Board puzzle, Duration bound) {
        SolveLimits limits = SolveLimits.none().withTimeout(bound);
        long start = System.nanoTime();
        StringBuilder problems = new StringBuilder();
        try {
            SolveResult result = Solver.fastest().solve(puzzle, limits);
            if (!listed.equals("-")) {
                String expected = solution(listed, puzzle.layout().size());
                if (result.status() != SolveResult.Status.SOLVED) {
                    problems.append("solve: ").append(result.status()).append("; ");
                } else if (!result.solution().orElseThrow().toString().equals(expected)
                        && !(status.equals("multiple") && meetsEveryRule(puzzle, result.solution().orElseThrow(), limits))) {
                    problems.append(status.equals("multiple") ? "solved to a grid that breaks a rule; "
                            : "solved to another grid; ");
                }
            }
            long count = Solver.fastest().countSolutions(puzzle, 2, limits);
            if (status.equals("unique") && count != 1 || status.equals("multiple") && count != 2
                    || status.equals("none") && count != 0) {
                problems.append("count ").append(count).append(" for '").append(status).append("'; ");
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            return new Outcome(line, collection, name, status, problems.length() == 0 ? "ok, count " + count
                    : problems.toString(), problems.length() > 0, millis);
        } catch (SearchAbortedException e) {
            // an abort fails a puzzle whose answer is known; 'capped', 'timeout' and 'not run' are not
            boolean known = status.equals("unique") || status.equals("multiple") || status.equals("none");
            return new Outcome(line, collection, name, status, problems + "aborted after " + bound.toSeconds() + " s",
                    known || problems.length() > 0, (System.nanoTime() - start) / 1_000_000);
        }
    }

    /**
     * Whether a filled grid keeps the puzzle's givens and meets every rule of its layout (its count with every cell
     * given is one). A puzzle listed as having several solutions may be solved to any of them, not only to the one the
     * collection lists.
     */
    private static boolean meetsEveryRule(Board puzzle, Board filled, SolveLimits limits) {
        int size = puzzle.layout().size();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int given = puzzle.get(row, col);
                if (given != 0 && filled.get(row, col) != given) {
                    return false;
                }
            }
        }
        return filled.isComplete()
                && Solver.fastest().countSolutions(filled, 1, limits) == 1;
    }

    /** The listed solution as {@code Board.toString()} writes it: letters A=1.. on 16x16 and above 9, digits else. */
    static String solution(String listed, int size) {
        StringBuilder out = new StringBuilder(listed.length());
        for (char c : listed.toCharArray()) {
            int digit = c >= 'A' && c <= 'Z' ? c - 'A' + 1 : c - '0';
            out.append(digit == 0 ? '.' : digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10));
        }
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "../shared/datasets/variants/iss_collections.tsv");
        Duration bound = Duration.ofSeconds(args.length > 1 ? Long.parseLong(args[1]) : 60);
        List<Outcome> outcomes = run(file, line -> bound, outcome -> System.out.printf(
                "%4d %-22s %-44s %-9s %7d ms  %s%n", outcome.line(), outcome.collection(), outcome.name(),
                outcome.status(), outcome.millis(), outcome.result()));
        Map<String, Integer> refusals = new TreeMap<>();
        int supported = 0;
        int failed = 0;
        for (Outcome outcome : outcomes) {
            if (outcome.result().startsWith("refused: ")) {
                String why = outcome.result().substring("refused: ".length()).replaceAll(" \\(in the .*", "");
                refusals.merge(why.replaceAll("^found .*", "damaged or out of range"), 1, Integer::sum);
                continue;
            }
            supported++;
            failed += outcome.failed() ? 1 : 0;
        }
        System.out.println();
        System.out.println(outcomes.size() + " puzzles; " + supported + " with only supported rules; " + failed
                + " of them failed");
        refusals.forEach((why, n) -> System.out.println("  refused " + n + ": " + why));
    }
}
