package io.github.sudokusolver;

import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.ParallelSearch;
import io.github.sudokusolver.internal.search.Search;
import io.github.sudokusolver.logic.Difficulty;
import io.github.sudokusolver.logic.LogicalSolver;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;
import java.time.Duration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The tool that made the committed layout sets in {@code datasets/} and prints the node tables of
 * {@code docs/general-solver.md}. Not a test: run it from the repository root after
 * {@code ./mvnw -B -q test-compile -pl solver-core}, with
 * {@code java -cp solver-core/target/classes:solver-core/target/test-classes:$(cat cp.txt) io.github.sudokusolver.LayoutSets ...}
 * where {@code cp.txt} holds slf4j-api's jar ({@code ./mvnw -q -pl solver-core dependency:build-classpath
 * -Dmdep.outputFile=cp.txt}).
 *
 * <ul>
 *   <li>{@code generated N}: the ten puzzles {@code Generator.withSeed(1..10).puzzle(Layout.boxes(n, n))}, where N is
 *       the side of a box (4 for 16x16, 5 for 25x25), as in the other commands;</li>
 *   <li>{@code stress N FIRST_SEED LAST_SEED CHECK_NODES}: per seed, the generator's puzzle thinned further by a
 *       second removal pass whose uniqueness checks may use {@code CHECK_NODES} nodes, each printed after the nodes
 *       the general solver needs to count its solutions up to two;</li>
 *   <li>{@code killers N COUNT}: {@code Generator.withSeed(1..COUNT).killer(Layout.boxes(n, n))}, one line each in the
 *       format of {@code ../shared/datasets/killer/killer_hard.txt}: the SumoCue line (9x9 only, else {@code -}),
 *       {@code -} (no diagonals), the cages spelled out as {@code sum:cell,cell;...} with 0-based row-major cell
 *       indices, the solution, and {@code generated:SEED};</li>
 *   <li>{@code killer-making BOXES FIRST LAST [LEVEL]} (BOXES as {@code 3x3}, {@code 3x4}, {@code 4x4}):
 *       {@code Generator.withSeed(FIRST..LAST).killer(Layout.boxes(..))}, with {@code LEVEL} (a {@code Difficulty})
 *       {@code killer(layout, LEVEL)}, in one JVM: per seed the CPU and wall milliseconds of the making, the cages,
 *       the solutions counted up to two and the rating; then the medians (the tables of {@code docs/killer.md});</li>
 *   <li>{@code killer-nodes 3 FILE MAX_NODES [ID_PREFIX]}: for the killers of a file in that line format (9x9, the
 *       cages spelled out; the {@code D} of both diagonals honoured), whose id starts with the prefix, the general
 *       solver's nodes to count up to two (a {@code !} after those that hit MAX_NODES), then the total, the median
 *       and the largest: the node tables of {@code docs/killer.md};</li>
 *   <li>{@code nodes N FILE [MAX_NODES]}: nodes and milliseconds of the general solver's count up to two on each
 *       puzzle of a file, then the median and the largest;</li>
 *   <li>{@code killer-times 3 FILE ID_PREFIX PASSES}: for the killers of a file in the format of
 *       {@code killer-nodes} whose id starts with the prefix, warm-up passes over all of them (at least one, and
 *       for at least 3 s, so that the small sets are compiled too), then PASSES timed
 *       passes; per killer the median wall milliseconds of building its layout ({@code withCages} and
 *       {@code Board.empty}) and of the general solver's count up to two, then the median and total of each and of
 *       both together: the method of the Interactive Sudoku Solver's timing driver ({@code ../shared/anchors/iss}),
 *       for comparing the two per puzzle;</li>
 *   <li>{@code passes N FILE PASSES}: the wall time of the counts up to two of every puzzle of a file, pass after
 *       pass in one JVM, and their nodes (the same every pass; a count past 50,000,000 nodes throws): the lowest
 *       pass, for comparing two builds of the engine on the same nodes on a
 *       shared machine, where a single pass drifts with the other work (run the builds in alternating JVMs).</li>
 * </ul>
 */
final class LayoutSets {

    private LayoutSets() {
    }

    private static void killerTimes(Path file, String prefix, int passes) throws IOException {
        List<String[]> killers = new ArrayList<>();
        for (String line : java.nio.file.Files.readAllLines(file)) {
            String[] fields = line.trim().split("\\s+");
            if (!line.startsWith("#") && fields.length >= 5 && fields[4].startsWith(prefix)) {
                killers.add(fields);
            }
        }
        double[][] build = new double[killers.size()][passes];
        double[][] search = new double[killers.size()][passes];
        long warmUntil = System.nanoTime() + 3_000_000_000L; // warm-up passes: at least one, and 3 s
        for (int pass = -1; pass < passes; pass++) {
            if (pass == 0 && System.nanoTime() < warmUntil) {
                pass = -2; // another warm-up pass
                continue;
            }
            for (int k = 0; k < killers.size(); k++) {
                String[] fields = killers.get(k);
                long start = System.nanoTime();
                Layout killer = fields[1].equals("D") ? Layout.classic().withDiagonals() : Layout.classic();
                Board board = Board.empty(killer.withCages(Killers.cages(fields[2], 9)));
                long built = System.nanoTime();
                Search count = new Search(Search.Bounds.NONE, 2, false, GeneralEngine.INSTANCE);
                GeneralEngine.INSTANCE.search(board.layout().geometry(), board.digitsForSearch(), count);
                long end = System.nanoTime();
                if (count.solutions() != 1) {
                    throw new IllegalStateException(fields[4] + ": " + count.solutions() + " solutions");
                }
                if (pass >= 0) {
                    build[k][pass] = (built - start) / 1e6;
                    search[k][pass] = (end - built) / 1e6;
                }
            }
        }
        double[] builds = new double[killers.size()];
        double[] counts = new double[killers.size()];
        double[] both = new double[killers.size()];
        for (int k = 0; k < killers.size(); k++) {
            Arrays.sort(build[k]);
            Arrays.sort(search[k]);
            builds[k] = build[k][passes / 2];
            counts[k] = search[k][passes / 2];
            both[k] = builds[k] + counts[k];
            System.out.printf(Locale.ROOT, "%s\t%.3f\t%.3f\t%.3f%n", killers.get(k)[4], builds[k], counts[k], both[k]);
        }
        System.out.println(killers.size() + " killers, median / total ms: build " + medianAndTotal(builds)
                + ", count " + medianAndTotal(counts) + ", both " + medianAndTotal(both));
    }

    private static String medianAndTotal(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
        return String.format(Locale.ROOT, "%.3f / %.1f", median, Arrays.stream(values).sum());
    }

    /** A killer in the line format of the shared killer set, its solution found by the fast solver. */
    static String killerLine(Board killer, long seed) {
        Layout layout = killer.layout();
        int columns = layout.columns();
        int[] cageNumber = new int[layout.rows() * columns];
        StringBuilder cages = new StringBuilder();
        List<Cage> list = layout.cages();
        for (int c = 0; c < list.size(); c++) {
            cages.append(c == 0 ? "" : ";").append(list.get(c).sum()).append(':');
            List<Cell> cells = list.get(c).cells();
            for (int i = 0; i < cells.size(); i++) {
                int position = cells.get(i).row() * columns + cells.get(i).col();
                cageNumber[position] = c;
                cages.append(i == 0 ? "" : ",").append(position);
            }
        }
        String notation = "-";
        if (layout.size() == 9) {
            StringBuilder sumoCue = new StringBuilder("3x3::k");
            for (int position = 0; position < cageNumber.length; position++) {
                int c = cageNumber[position];
                sumoCue.append(':').append(list.get(c).sum() * 256 + c);
            }
            notation = sumoCue.toString();
        }
        Board solution = Solver.fastest().solve(killer).solution().orElseThrow();
        return notation + " - " + cages + " " + solution + " generated:" + seed;
    }

    /**
     * Makes the killers of the seeds in one JVM (at a level when {@code level} is not null) and prints, per seed, the
     * milliseconds of the making (CPU time of the whole JVM, its compiler and collector threads included, then
     * wall time), the cages (and one-cell cages), the
     * solutions counted up to two and, with a level, the rating of {@code LogicalSolver.standard()}; then the median
     * making times.
     */
    private static void killerMaking(Layout layout, long first, long last, Difficulty level) {
        List<Long> cpuTimes = new ArrayList<>();
        List<Long> wallTimes = new ArrayList<>();
        for (long seed = first; seed <= last; seed++) {
            long cpu = processCpuNanos();
            long start = System.nanoTime();
            Board killer = level == null ? Generator.withSeed(seed).killer(layout)
                    : Generator.withSeed(seed).killer(layout, level);
            long made = System.nanoTime();
            long cpuMs = (processCpuNanos() - cpu) / 1_000_000;
            long count = Solver.fastest().countSolutions(killer, 2);
            List<Cage> cages = killer.layout().cages();
            long single = cages.stream().filter(cage -> cage.cells().size() == 1).count();
            cpuTimes.add(cpuMs);
            wallTimes.add((made - start) / 1_000_000);
            String rated = level == null ? "" : String.format(Locale.ROOT, ", rated %.1f",
                    LogicalSolver.standard().rate(killer).score());
            System.out.printf("seed %d: made in %d ms CPU, %d ms wall, %d cages (%d of one cell), %d solution(s)%s%n",
                    seed, cpuMs, (made - start) / 1_000_000, cages.size(), single, count, rated);
        }
        Collections.sort(cpuTimes);
        Collections.sort(wallTimes);
        System.out.println(cpuTimes.size() + " killers: median " + cpuTimes.get(cpuTimes.size() / 2)
                + " ms CPU (range " + cpuTimes.get(0) + "-" + cpuTimes.get(cpuTimes.size() - 1) + "), median "
                + wallTimes.get(wallTimes.size() / 2) + " ms wall (range " + wallTimes.get(0) + "-"
                + wallTimes.get(wallTimes.size() - 1) + ")");
    }

    /** The CPU time of this JVM so far (every thread; {@code java.lang.management} is outside the module). */
    private static long processCpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }

    public static void main(String[] args) throws IOException {
        if (args[0].equals("killer-making")) { // killer-making BOXES FIRST LAST [LEVEL], BOXES as 3x3, 3x4, 4x4
            String[] box = args[1].split("x");
            killerMaking(Layout.boxes(Integer.parseInt(box[0]), Integer.parseInt(box[1])), Long.parseLong(args[2]),
                    Long.parseLong(args[3]), args.length > 4 ? Difficulty.valueOf(args[4]) : null);
            return;
        }
        int side = Integer.parseInt(args[1]);
        Layout layout = Layout.boxes(side, side);
        switch (args[0]) {
            case "generated" -> {
                for (long seed = 1; seed <= 10; seed++) {
                    System.out.println(Generator.withSeed(seed).puzzle(layout));
                }
            }
            case "killers" -> {
                for (long seed = 1; seed <= Long.parseLong(args[2]); seed++) {
                    System.out.println(killerLine(Generator.withSeed(seed).killer(layout), seed));
                }
            }
            case "killer-nodes" -> {
                String prefix = args.length > 4 ? args[4] : "";
                List<Long> nodes = new ArrayList<>();
                StringBuilder each = new StringBuilder();
                for (String line : java.nio.file.Files.readAllLines(Path.of(args[2]))) {
                    String[] fields = line.trim().split("\\s+");
                    if (line.startsWith("#") || fields.length < 5 || !fields[4].startsWith(prefix)) {
                        continue;
                    }
                    Layout killer = fields[1].equals("D") ? Layout.classic().withDiagonals() : Layout.classic();
                    killer = killer.withCages(Killers.cages(fields[2], 9));
                    Count count = count(Board.empty(killer), Long.parseLong(args[3]));
                    nodes.add(count.nodes);
                    each.append(fields[4]).append('=').append(count.nodes)
                            .append(count.outcome.equals("aborted") ? "! " : " ");
                }
                Collections.sort(nodes);
                System.out.println(each);
                System.out.println(nodes.size() + " puzzles: total " + nodes.stream().mapToLong(Long::longValue).sum()
                        + ", median " + nodes.get(nodes.size() / 2) + ", largest " + nodes.get(nodes.size() - 1));
            }
            case "killer-times" -> killerTimes(Path.of(args[2]), args[3], Integer.parseInt(args[4]));
            case "stress" -> {
                long first = Long.parseLong(args[2]);
                long last = Long.parseLong(args[3]);
                long checkNodes = Long.parseLong(args[4]);
                for (long seed = first; seed <= last; seed++) {
                    Board puzzle = thinned(Generator.withSeed(seed).puzzle(layout), seed, checkNodes);
                    Count count = count(puzzle, 3_000_000L);
                    System.out.println(count.nodes + " " + puzzle.filledCount() + " " + seed + " " + puzzle);
                    System.out.flush();
                }
            }
            case "nodes" -> {
                long maxNodes = args.length > 3 ? Long.parseLong(args[3]) : 50_000_000L;
                List<Long> nodes = new ArrayList<>();
                List<Double> millis = new ArrayList<>();
                int line = 0;
                for (Board puzzle : PuzzleReader.readBoards(Path.of(args[2]), layout)) {
                    line++;
                    Count count = count(puzzle, maxNodes);
                    nodes.add(count.nodes);
                    millis.add(count.millis);
                    System.out.printf(Locale.ROOT, "%d\t%s\t%d nodes\t%.1f ms%n", line, count.outcome, count.nodes,
                            count.millis);
                }
                nodes.sort(null);
                millis.sort(null);
                System.out.printf(Locale.ROOT, "median %d nodes, %.1f ms; largest %d nodes, %.1f ms%n",
                        nodes.get(nodes.size() / 2), millis.get(millis.size() / 2), nodes.get(nodes.size() - 1),
                        millis.get(millis.size() - 1));
            }
            case "passes" -> {
                List<Board> puzzles = PuzzleReader.readBoards(Path.of(args[2]), layout);
                double lowest = Double.MAX_VALUE;
                long nodes = 0;
                for (int pass = 0; pass < Integer.parseInt(args[3]); pass++) {
                    double millis = 0;
                    nodes = 0;
                    for (Board puzzle : puzzles) {
                        Count count = count(puzzle, 50_000_000L);
                        if (count.outcome.equals("aborted")) {
                            throw new IllegalStateException("a count passed 50,000,000 nodes: " + puzzle);
                        }
                        nodes += count.nodes;
                        millis += count.millis;
                    }
                    lowest = Math.min(lowest, millis);
                }
                System.out.printf(Locale.ROOT, "%d puzzles, %d nodes, lowest pass %.1f ms%n", puzzles.size(), nodes,
                        lowest);
            }
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }

    private static Board thinned(Board puzzle, long seed, long checkNodes) {
        Layout layout = puzzle.layout();
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < layout.cellCount(); cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, new Random(seed));
        SolveLimits limits = SolveLimits.none().withMaxNodes(checkNodes);
        for (int cell : order) {
            int position = layout.geometry().positionOf(cell);
            if (puzzle.digitAt(position) == 0) {
                continue;
            }
            Board fewer = puzzle.with(position / layout.columns(), position % layout.columns(), 0);
            try {
                if (Solver.named("general").countSolutions(fewer, 2, limits) == 1) {
                    puzzle = fewer;
                }
            } catch (SearchAbortedException overBudget) {
                // the given stays
            }
        }
        return puzzle;
    }

    private static int[] ints(byte[] bytes) {
        int[] ints = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            ints[i] = bytes[i];
        }
        return ints;
    }

    private record Count(String outcome, long nodes, double millis) {
    }

    /** The general solver's count up to two, with its nodes; with {@code -Dsets.split=true}, split as on threads. */
    static Count count(Board puzzle, long maxNodes) {
        long start = System.nanoTime();
        if (Boolean.getBoolean("sets.split")) { // the parallel search's split, searched on this one thread
            ParallelSearch.Outcome outcome = ParallelSearch.search(puzzle.layout().geometry(),
                    ints(puzzle.digitsForSearch()), Search.Bounds.of(maxNodes, null), 2, false, Runnable::run, 1);
            double millis = (System.nanoTime() - start) / 1e6;
            return new Count(outcome.stop() == null ? outcome.solutions() + " solution(s)" : "aborted",
                    outcome.nodes(), millis);
        }
        Search search = new Search(Search.Bounds.of(maxNodes, null), 2, false, GeneralEngine.INSTANCE);
        GeneralEngine.INSTANCE.search(puzzle.layout().geometry(), puzzle.digitsForSearch(), search);
        double millis = (System.nanoTime() - start) / 1e6;
        String outcome = search.stop() == null ? search.solutions() + " solution(s)" : "aborted";
        return new Count(outcome, search.nodes(), millis);
    }
}
