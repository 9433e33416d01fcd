package io.github.sudokusolver;

import io.github.sudokusolver.format.PuzzleEntry;
import io.github.sudokusolver.format.PuzzleReader;
import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How much a JVM that has run other rule kinds slows one kind down: times one collection of the shared
 * {@code variants/iss_collections.tsv} end to end (as {@link IssNodes}' {@code times} form does: reading the text and
 * counting to two), first in a JVM that has seen only it, then again after a pass over the other collections; a
 * measuring tool, not a test:
 * <pre>
 * java -cp ... io.github.sudokusolver.KindMix ../shared/datasets/variants/iss_collections.tsv \
 *     TARGET LINES REPEAT ROUNDS [WARM_S [PASSES [others-first]]]
 * </pre>
 * {@code TARGET} is a collection's name, {@code LINES} its puzzles' line numbers (comma-separated, "" for all);
 * puzzles the reader refuses are left out.
 * Each round is {@code PASSES} warm-up passes over the target (default 2), then the median of {@code REPEAT} runs
 * per puzzle; between rounds, one pass over every puzzle of the other collections, each capped at {@code WARM_S}
 * seconds (default 1), and before the first round too with {@code others-first} (a JVM whose profiles are mixed from
 * the start). It prints per round the median of the puzzles' medians and their total, in ms of the thread's CPU time
 * (which the machine's other load inflates far less than wall time) and of wall time, and the CPU time of every
 * thread of the process over the round's timed runs (the JIT's compilers and the collector's too; Linux only).
 */
final class KindMix {

    /**
     * {@code ThreadMXBean.getCurrentThreadCpuTime} reached by reflection: the module of the sources under test does
     * not read {@code java.management}, and this tool runs from the class path.
     */
    private static final Object THREADS;
    private static final Method CPU_TIME;

    static {
        try {
            THREADS = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                    .invoke(null);
            CPU_TIME = Class.forName("java.lang.management.ThreadMXBean").getMethod("getCurrentThreadCpuTime");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private KindMix() {
    }

    public static void main(String[] args) throws IOException {
        String target = args[1];
        Set<Integer> picked = new HashSet<>();
        if (!args[2].isEmpty()) {
            for (String line : args[2].split(",")) {
                picked.add(Integer.parseInt(line));
            }
        }
        int repeat = Integer.parseInt(args[3]);
        int rounds = Integer.parseInt(args[4]);
        SolveLimits warmLimits = SolveLimits.none()
                .withTimeout(Duration.ofSeconds(args.length > 5 ? Long.parseLong(args[5]) : 1));
        int warmPasses = args.length > 6 ? Integer.parseInt(args[6]) : 2;
        boolean othersFirst = args.length > 7 && args[7].equals("others-first");
        SolveLimits limits = SolveLimits.none().withTimeout(Duration.ofSeconds(5));
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        List<String> targets = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (int line = 1; line <= lines.size(); line++) {
            String text = lines.get(line - 1);
            if (text.startsWith("#") || text.isBlank()) {
                continue;
            }
            String[] fields = text.split("\t", -1);
            if (read(fields[6]) == null) {
                continue; // the reader refuses it
            }
            if (!fields[0].equals(target)) {
                others.add(fields[6]);
            } else if (picked.isEmpty() || picked.contains(line)) {
                targets.add(fields[6]);
            }
        }
        for (int round = 0; round < rounds; round++) {
            if (round > 0 || othersFirst) {
                long start = System.nanoTime();
                for (String text : others) {
                    endToEnd(text, warmLimits);
                }
                System.out.printf(Locale.ROOT, "  (the other collections: %d puzzles, %.1f s)%n", others.size(),
                        (System.nanoTime() - start) / 1e9);
            }
            for (int pass = 0; pass < warmPasses; pass++) {
                for (String text : targets) {
                    endToEnd(text, limits);
                }
            }
            long processBefore = processTicks();
            double[] medians = new double[targets.size()];
            double[] wallMedians = new double[targets.size()];
            for (int t = 0; t < targets.size(); t++) {
                double[] runs = new double[repeat];
                double[] walls = new double[repeat];
                for (int r = 0; r < repeat; r++) {
                    long cpu = cpuNanos();
                    walls[r] = endToEnd(targets.get(t), limits);
                    runs[r] = (cpuNanos() - cpu) / 1e6;
                }
                Arrays.sort(runs);
                Arrays.sort(walls);
                medians[t] = runs[repeat / 2];
                wallMedians[t] = walls[repeat / 2];
            }
            long processTicks = processTicks() - processBefore;
            System.out.printf(Locale.ROOT, "round %d %s (%s): cpu median %.2f ms, total %.1f ms; wall median %.2f ms,"
                    + " total %.1f ms; every thread's cpu over the %d runs each %d ms; cpu per puzzle %s%n", round,
                    round == 0 && !othersFirst ? "alone" : "after the others", target, median(medians),
                    Arrays.stream(medians).sum(),
                    median(wallMedians), Arrays.stream(wallMedians).sum(), repeat, processTicks * 10,
                    Arrays.toString(Arrays.stream(medians).mapToLong(Math::round).toArray()));
            System.out.flush();
        }
    }

    /** The process's user and system time so far in clock ticks (Linux' /proc/self/stat, 100 a second), or 0. */
    private static long processTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static long cpuNanos() {
        try {
            return (Long) CPU_TIME.invoke(THREADS);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The puzzle of a text, or null if the reader refuses it. */
    private static PuzzleEntry read(String text) throws IOException {
        PuzzleEntry entry;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            entry = reader.hasNext() ? reader.next() : null;
        }
        return entry == null || entry.isMalformed() ? null : entry;
    }

    /** Reading the text and counting to two, in ms (a stopped count at its bound). */
    private static double endToEnd(String text, SolveLimits limits) throws IOException {
        long start = System.nanoTime();
        PuzzleEntry entry = read(text);
        try {
            Solver.fastest().countSolutions(entry.boardOrThrow(), 2, limits);
        } catch (SearchAbortedException e) {
            // counted at the bound
        }
        return (System.nanoTime() - start) / 1e6;
    }
}
