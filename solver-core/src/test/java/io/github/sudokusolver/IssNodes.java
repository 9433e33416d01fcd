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
 * </pre>
 * Puzzles the reader refuses are skipped. A stopped count is marked {@code !} and counted with its nodes so far.
 */
final class IssNodes {

    private IssNodes() {
    }

    public static void main(String[] args) throws IOException {
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
}
