package io.github.sudokusolver;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.GeneralEngine;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Nodes and time of the general engine's count to two on the Interactive Sudoku Solver's collections (the shared
 * {@code variants/iss_collections.tsv}), per puzzle and per collection; a measuring tool, not a test:
 * <pre>
 * java -cp ... io.github.sudokusolver.IssNodes ../shared/datasets/variants/iss_collections.tsv MAX_NODES SECONDS [COLLECTION]
 * java -cp ... io.github.sudokusolver.IssNodes ../shared/datasets/variants/iss_collections.tsv times REPEAT SECONDS [COLLECTION [LINES]]
 * </pre>
 * Puzzles the reader refuses are skipped. A stopped count is marked {@code !} and counted with its nodes so far. The
 * {@code times} form measures end to end, as the Interactive Sudoku Solver's driver does: reading the puzzle's text
 * (which builds its layout) and {@code Solver.fastest().countSolutions(board, 2)}, a warm-up pass over the puzzles
 * then the median of {@code REPEAT} runs each, in ms; {@code LINES} (comma-separated line numbers) picks puzzles.
 */
final class IssNodes {

    private IssNodes() {
    }

    public static void main(String[] args) throws IOException {
        if (args[1].equals("times")) {
            times(args);
            return;
        }
        long maxNodes = Long.parseLong(args[1]);
        Duration bound = Duration.ofSeconds(Long.parseLong(args[2]));
        String only = args.length > 3 ? args[3] : "";
        Map<String, List<Long>> nodesBy = new TreeMap<>();
        Map<String, Integer> stoppedBy = new TreeMap<>();
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank()) {
                continue;
            }
            String[] fields = text.split("\t", -1);
            if (!fields[0].startsWith(only)) {
                continue;
            }
            PuzzleEntry entry;
            try (PuzzleReader reader = PuzzleReader.of(new StringReader(fields[6] + "\n"))) {
                entry = reader.hasNext() ? reader.next() : null;
            }
            if (entry == null || entry.isMalformed()) {
                continue;
            }
            Board board = entry.boardOrThrow();
            long start = System.nanoTime();
            Search search = new Search(Search.Bounds.of(maxNodes, bound), 2, false, GeneralEngine.INSTANCE);
            GeneralEngine.INSTANCE.search(board.layout().geometry(), board.digitsForSearch(), search);
            double millis = (System.nanoTime() - start) / 1e6;
            boolean stopped = search.stop() != null;
            System.out.printf(Locale.ROOT, "%4d %-20s %-44s %-9s %s %9d%s %9.1f ms%n", line, fields[0], fields[1],
                    fields[4], stopped ? "stopped" : search.solutions() + " sol ", search.nodes(), stopped ? "!" : " ",
                    millis);
            System.out.flush();
            nodesBy.computeIfAbsent(fields[0], k -> new ArrayList<>()).add(search.nodes());
            stoppedBy.merge(fields[0], stopped ? 1 : 0, Integer::sum);
        }
        nodesBy.forEach((collection, nodes) -> {
            nodes.sort(null);
            System.out.printf(Locale.ROOT, "%-20s %3d puzzles, %d stopped: total %d, median %d, largest %d%n",
                    collection, nodes.size(), stoppedBy.get(collection),
                    nodes.stream().mapToLong(Long::longValue).sum(), nodes.get(nodes.size() / 2),
                    nodes.get(nodes.size() - 1));
        });
    }

    private static void times(String[] args) throws IOException {
        int repeat = Integer.parseInt(args[2]);
        SolveLimits limits = SolveLimits.none().withTimeout(Duration.ofSeconds(Long.parseLong(args[3])));
        String only = args.length > 4 ? args[4] : "";
        java.util.Set<Integer> picked = new java.util.HashSet<>();
        if (args.length > 5) {
            for (String line : args[5].split(",")) {
                picked.add(Integer.parseInt(line));
            }
        }
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        List<Integer> chosen = new ArrayList<>();
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank() || !text.split("\t", -1)[0].startsWith(only)
                    || !picked.isEmpty() && !picked.contains(line)) {
                continue;
            }
            if (endToEnd(text.split("\t", -1)[6], limits) >= 0) {
                chosen.add(line); // the warm-up pass, and the puzzles the reader takes
            }
        }
        Map<String, List<Double>> millisBy = new TreeMap<>();
        for (int line : chosen) {
            String[] fields = lines.get(line - 1).split("\t", -1);
            double[] runs = new double[repeat];
            for (int r = 0; r < repeat; r++) {
                runs[r] = endToEnd(fields[6], limits);
            }
            java.util.Arrays.sort(runs);
            double median = runs[repeat / 2];
            System.out.printf(Locale.ROOT, "%4d %-20s %-44s %9.2f ms%n", line, fields[0], fields[1], median);
            System.out.flush();
            millisBy.computeIfAbsent(fields[0], k -> new ArrayList<>()).add(median);
        }
        millisBy.forEach((collection, millis) -> {
            millis.sort(null);
            System.out.printf(Locale.ROOT, "%-20s %3d puzzles: median %.2f ms, total %.1f ms%n", collection,
                    millis.size(), millis.get(millis.size() / 2), millis.stream().mapToDouble(Double::doubleValue).sum());
        });
    }

    /** Reading the text and counting to two, in ms (a stopped count at its bound); -1 if the reader refuses it. */
    private static double endToEnd(String text, SolveLimits limits) throws IOException {
        long start = System.nanoTime();
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            entry = reader.hasNext() ? reader.next() : null;
        }
        if (entry == null || entry.isMalformed()) {
            return -1;
        }
        try {
            Solver.fastest().countSolutions(entry.boardOrThrow(), 2, limits);
        } catch (SearchAbortedException e) {
            // counted at the bound
        }
        return (System.nanoTime() - start) / 1e6;
    }
}
