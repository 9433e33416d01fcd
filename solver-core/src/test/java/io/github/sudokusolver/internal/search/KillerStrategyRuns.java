package io.github.sudokusolver.internal.search;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SolveLimits;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The tool behind the per-strategy killer table of {@code docs/killer.md} (issue 43): each strategy solves each
 * killer of a file in the line format of {@code ../shared/datasets/killer/killer_hard.txt} (the cages spelled out as
 * {@code sum:cell,cell;...}, {@code D} for both diagonals, the solution, the id) under a timeout, checks the answer
 * against the file's solution, and prints how many it solved within the timeout, the nodes (median, largest, total;
 * a search stopped by the timeout counts with the nodes it had taken) and the milliseconds (median, 90th percentile,
 * largest). Not a test: run it from the repository root after {@code ./mvnw -B -q test-compile -pl solver-core},
 * with slf4j-api's jar in {@code cp.txt} as {@code LayoutSets} says:
 *
 * <pre>
 * java -cp solver-core/target/classes:solver-core/target/test-classes:$(cat cp.txt) \
 *     io.github.sudokusolver.internal.search.KillerStrategyRuns FILE FIRST LAST TIMEOUT_MS STRATEGY,... [-v]
 * </pre>
 *
 * FIRST and LAST number the killers of the file from 1; {@code -v} prints a line per killer too. Each strategy first
 * solves the file's first three killers for at most 200 ms each, untimed, to warm up.
 */
final class KillerStrategyRuns {

    private KillerStrategyRuns() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int first = Integer.parseInt(args[1]);
        int last = Integer.parseInt(args[2]);
        long timeoutMs = Long.parseLong(args[3]);
        List<String> strategies = List.of(args[4].split(","));
        boolean verbose = args.length > 5 && args[5].equals("-v");
        List<String[]> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                lines.add(line.trim().split("\\s+"));
            }
        }
        last = Math.min(last, lines.size());
        SolveLimits limits = SolveLimits.none().withTimeout(Duration.ofMillis(timeoutMs));
        for (String name : strategies) {
            Solver solver = Solver.named(name);
            for (int i = 0; i < Math.min(3, lines.size()); i++) {
                solver.solve(board(lines.get(i)), SolveLimits.none().withTimeout(Duration.ofMillis(200)));
            }
            long[] nodes = new long[last - first + 1];
            double[] millis = new double[nodes.length];
            int solved = 0;
            for (int i = first; i <= last; i++) {
                String[] fields = lines.get(i - 1);
                Board puzzle = board(fields);
                long start = System.nanoTime();
                SolveResult result = solver.solve(puzzle, limits);
                double ms = (System.nanoTime() - start) / 1e6;
                if (result.isSolved()) {
                    if (!result.solution().orElseThrow().equals(Board.parse(puzzle.layout(), fields[3]))) {
                        throw new AssertionError(name + " answers " + fields[4] + " wrongly");
                    }
                    solved++;
                }
                nodes[i - first] = result.statistics().nodes();
                millis[i - first] = ms;
                if (verbose) {
                    System.out.printf(Locale.ROOT, "%s %s %s nodes %d %.1f ms%n", name, fields[4], result.status(),
                            result.statistics().nodes(), ms);
                }
            }
            long total = Arrays.stream(nodes).sum();
            Arrays.sort(nodes);
            Arrays.sort(millis);
            System.out.printf(Locale.ROOT, "%-14s %s #%d-%d: solved %d/%d within %d ms; nodes median %d, largest %d,"
                    + " total %d; ms median %.1f, p90 %.1f, largest %.1f%n", name, file.getFileName(), first, last,
                    solved, nodes.length, timeoutMs, nodes[nodes.length / 2], nodes[nodes.length - 1], total,
                    millis[millis.length / 2], millis[(int) (millis.length * 0.9)], millis[millis.length - 1]);
        }
    }

    /** The killer of a line: the classic grid (with both diagonals after a {@code D}) and the spelled-out cages. */
    private static Board board(String[] fields) {
        Layout layout = fields[1].equals("D") ? Layout.classic().withDiagonals() : Layout.classic();
        List<Cage> cages = new ArrayList<>();
        for (String part : fields[2].split(";")) {
            String[] sumAndCells = part.split(":");
            List<Cell> cells = new ArrayList<>();
            for (String index : sumAndCells[1].split(",")) {
                int i = Integer.parseInt(index);
                cells.add(new Cell(i / 9, i % 9));
            }
            cages.add(Cage.of(Integer.parseInt(sumAndCells[0]), cells));
        }
        return Board.empty(layout.withCages(cages));
    }
}
