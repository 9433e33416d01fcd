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

/**
 * SudokuPad links with their published solutions (the shared dataset {@code variants/sudokupad_samples.tsv}: name,
 * author, rows, columns, solution, link; test and benchmark data only): what the reader makes of each, judged against
 * the published solution. A tool as well as the test's engine:
 * <pre>
 * java -cp solver-core/target/classes:solver-core/target/test-classes \
 *     io.github.sudokusolver.format.SudokuPadSamples ../shared/datasets/variants/sudokupad_samples.tsv [seconds]
 * </pre>
 */
final class SudokuPadSamples {

    /** What became of a link. */
    enum Verdict {
        /** Read to a board whose only solution is the published one. */
        EXACT,
        /** Refused, with the reader's reason. */
        REFUSED,
        /** Read to a board with two solutions or more: a rule lost. */
        RULE_LOST,
        /** Read to a wrong board: another size, no solution, or a unique solution that is not the published one. */
        WRONG,
        /** The count did not finish within the bound. */
        ABORTED
    }

    /** One link of the file and what became of it. */
    record Outcome(int line, String name, Verdict verdict, String detail, long readMicros) {
    }

    private SudokuPadSamples() {
    }

    static List<Outcome> run(Path file, Duration bound, Consumer<Outcome> progress) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank()) {
                continue;
            }
            String[] fields = text.split("\t", -1);
            Outcome outcome = judge(line, fields[0], Integer.parseInt(fields[2]), Integer.parseInt(fields[3]),
                    fields[4], fields[5], bound);
            outcomes.add(outcome);
            progress.accept(outcome);
        }
        return outcomes;
    }

    static Outcome judge(int line, String name, int rows, int columns, String published, String link,
            Duration bound) throws IOException {
        long start = System.nanoTime();
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(link + "\n"))) {
            entry = reader.hasNext() ? reader.next() : null;
        }
        long micros = (System.nanoTime() - start) / 1000;
        if (entry == null) {
            return new Outcome(line, name, Verdict.WRONG, "no entry", micros);
        }
        if (entry.isMalformed()) {
            return new Outcome(line, name, Verdict.REFUSED, entry.error().orElseThrow().problem(), micros);
        }
        Board board = entry.boardOrThrow();
        if (board.layout().rows() != rows || board.layout().columns() != columns) {
            return new Outcome(line, name, Verdict.WRONG, "read as " + board.layout().rows() + "x"
                    + board.layout().columns(), micros);
        }
        SolveLimits limits = SolveLimits.none().withTimeout(bound);
        try {
            long count = Solver.fastest().countSolutions(board, 2, limits);
            if (count == 0) {
                return new Outcome(line, name, Verdict.WRONG, "no solution", micros);
            }
            if (count > 1) {
                return new Outcome(line, name, Verdict.RULE_LOST, "two solutions or more", micros);
            }
            SolveResult result = Solver.fastest().solve(board, limits);
            String expected = IssCollection.solution(published, rows);
            String found = result.solution().orElseThrow().toString();
            return found.equals(expected) ? new Outcome(line, name, Verdict.EXACT, "", micros)
                    : new Outcome(line, name, Verdict.WRONG, "solved to another grid: " + found, micros);
        } catch (SearchAbortedException e) {
            return new Outcome(line, name, Verdict.ABORTED, "not counted within " + bound.toSeconds() + " s",
                    micros);
        }
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "../shared/datasets/variants/sudokupad_samples.tsv");
        Duration bound = Duration.ofSeconds(args.length > 1 ? Long.parseLong(args[1]) : 20);
        List<Outcome> outcomes = run(file, bound, o -> System.out.printf("%4d %-9s %6d us  %-40.40s %s%n",
                o.line(), o.verdict(), o.readMicros(), o.name(), o.detail()));
        Map<Verdict, Integer> counts = new TreeMap<>();
        for (Outcome outcome : outcomes) {
            counts.merge(outcome.verdict(), 1, Integer::sum);
        }
        System.out.println();
        System.out.println(outcomes.size() + " links: " + counts);
    }
}
