package io.github.sudokusolver.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI in its own JVM with a 64 MB heap on 50 MB inputs: memory must not grow with the number of puzzles or with
 * the length of a line.
 */
@Tag("slow") // whole datasets or a forked JVM: left out of the mutation run (docs/testing.md)
final class LargeInputTest {

    private static final long FIFTY_MEGABYTES = 50L * 1000 * 1000;
    private static final String SEED_LINE =
            ".3.26.7.168..7..9.19...45..82.1...4...46.29...5...3.28..93...74.4..5..367.3.18...";

    @TempDir
    Path dir;

    @Test
    void solvesFiftyMegabytesOfPuzzlesInASixtyFourMegabyteHeap() throws Exception {
        Path file = dir.resolve("many.txt");
        long puzzles = 0;
        byte[] line = (SEED_LINE + "\n").getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            for (long written = 0; written < FIFTY_MEGABYTES; written += line.length) {
                out.write(line);
                puzzles++;
            }
        }
        String summary = runCli(file, SudokuCli.EXIT_OK);
        assertTrue(summary.startsWith("puzzles: " + puzzles + ", solved: " + puzzles + ", no solution: 0,"
                + " invalid: 0, aborted: 0, malformed: 0, unreadable: 0, time: "), summary);
    }

    @Test
    void reportsAFiftyMegabyteLineWithoutNewlineInASixtyFourMegabyteHeap() throws Exception {
        Path file = dir.resolve("one-line.txt");
        byte[] chunk = "123456789".repeat(1000).getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            for (long written = 0; written < FIFTY_MEGABYTES; written += chunk.length) {
                out.write(chunk);
            }
        }
        String summary = runCli(file, SudokuCli.EXIT_MALFORMED_INPUT);
        assertTrue(summary.startsWith("puzzles: 0, solved: 0, no solution: 0, invalid: 0, aborted: 0, malformed: 1,"),
                summary);
    }

    /** Runs the CLI on {@code file} with -Xmx64m and returns its summary line; fails on any other exit status. */
    private String runCli(Path file, int expectedStatus) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        Process process = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                SudokuCli.class.getName(), file.toString())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the CLI did not finish within 5 minutes on " + file);
        }
        String errors = Files.readString(stderr);
        assertTrue(!errors.contains("OutOfMemoryError"), errors);
        List<String> out = Files.readAllLines(stdout);
        assertEquals(expectedStatus, process.exitValue(), errors);
        return out.get(out.size() - 1);
    }
}
