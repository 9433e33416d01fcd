package io.github.sudokusolver;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.sudokusolver.format.PuzzleReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The public benchmark sets in {@code ../shared/datasets}, for tests that skip, with a message, where it is absent. */
public final class SharedDatasets {

    private SharedDatasets() {
    }

    /** Each file with the number of solutions every one of its puzzles has, from the datasets' README. */
    public static Stream<Arguments> filesWithCounts() {
        return Stream.of(
                Arguments.of("puzzles2_17_clue.txt", 1L),
                Arguments.of("puzzles3_magictour_top1465.txt", 1L),
                Arguments.of("puzzles6_forum_hardest_1106.txt", 1L),
                Arguments.of("puzzles7_serg_benchmark.txt", 2L));
    }

    /** The puzzles of a dataset file, read as users read them; skips the calling test when the file is absent. */
    public static List<Board> read(String file) throws IOException {
        return PuzzleReader.readBoards(require(file));
    }

    /** The path of a dataset file; skips the calling test when it is absent. */
    public static Path require(String file) {
        String configured = System.getProperty("sudoku.datasets", "");
        Path folder = configured.isEmpty() || configured.contains("${")
                ? Path.of("..", "..", "shared", "datasets") : Path.of(configured);
        Path path = folder.resolve(file).toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(path), "dataset " + path + " is absent; skipping");
        return path;
    }
}
