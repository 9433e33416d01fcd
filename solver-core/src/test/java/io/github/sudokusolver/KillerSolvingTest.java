package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Killer sudoku solved, counted and cross-checked: the published hardest killers of {@code ../shared}. */
final class KillerSolvingTest {

    static Stream<Arguments> hardestKillers() throws IOException {
        List<Arguments> puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(SharedDatasets.require("killer/killer_hard.txt"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            Layout layout = Layout.classic();
            if (fields[1].equals("D")) {
                layout = layout.withDiagonals();
            }
            layout = layout.withCages(Killers.cages(fields[2], 9));
            puzzles.add(Arguments.of(fields[4], Board.empty(layout), Board.parse(layout, fields[3])));
        }
        return puzzles.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hardestKillers")
    @Tag("slow")
    void fastestSolvesTheHardestPublishedKillersAndProvesThemProper(String id, Board puzzle, Board published) {
        SolveResult result = Solver.fastest().solve(puzzle);
        assertEquals(published, result.solution().orElseThrow(() -> new AssertionError(id + ": " + result)), id);
        assertEquals(1, Solver.fastest().countSolutions(puzzle, 2), id);
    }
}
