package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.format.PuzzleReader;
import io.github.sudokusolver.internal.search.Search;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Killer cages beside other rules (issue 56): a stand-in for the published mixes, made by {@code MixStandIns}
 * (seed 57, minimal form) from the shared dataset's killer "human-solvable-zero:3" ({@code killer/killer_hard.txt},
 * skipped when absent): 13 of its cages (named here by their first cell), white dots and little killers read off its
 * solution, nothing else. Its houses hold a cage or two each, so a house's other six to eight cells have one sum and no
 * other: the hidden cages ({@code SumRules}) take it from 2,668 nodes to 752.
 */
final class MixedRulesTest {

    /** The first cell (row-major) of each cage kept, 0-based row and column. */
    private static final Set<Integer> CAGES = Set.of(0 * 9 + 2, 0 * 9 + 5, 1 * 9 + 1, 1 * 9 + 6, 2 * 9 + 0, 3 * 9 + 1,
            3 * 9 + 7, 4 * 9 + 4, 5 * 9 + 0, 6 * 9 + 1, 6 * 9 + 6, 7 * 9 + 8, 8 * 9 + 5);
    /** White dots, pairs of cells. */
    private static final int[][] WHITE = {{5, 14}, {25, 26}, {40, 49}, {66, 67}};
    /** Little killers by their first cell: R4C1 down to the right, R1C8 and R1C5 down to the left. */
    private static final int[] LITTLE = {27, 7, 4};

    @Test
    void countsTheKillerWithDotsAndLittleKillersWithinTheBound() throws IOException {
        Path file = SharedDatasets.require("killer/killer_hard.txt");
        String line = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .filter(l -> l.endsWith(" human-solvable-zero:3")).findFirst().orElseThrow();
        String[] fields = line.split(" ");
        String solution = fields[3];
        StringBuilder text = new StringBuilder();
        int kept = 0;
        for (String cage : fields[2].split(";")) {
            String[] parts = cage.split(":");
            List<Integer> cells = java.util.Arrays.stream(parts[1].split(",")).map(Integer::valueOf).sorted().toList();
            if (CAGES.contains(cells.get(0))) {
                kept++;
                text.append(".Cage~").append(parts[0]);
                cells.forEach(c -> text.append('~').append(name(c)));
            }
        }
        assertEquals(CAGES.size(), kept, "cages found by their first cell");
        for (int[] dot : WHITE) {
            assertEquals(1, Math.abs(solution.charAt(dot[0]) - solution.charAt(dot[1])), "a white dot's digits");
            text.append(".WhiteDot~").append(name(dot[0])).append('~').append(name(dot[1]));
        }
        for (int first : LITTLE) {
            int step = first % 9 == 0 ? 10 : 8; // from the left column down to the right, else from the top row left
            int sum = 0;
            for (int cell = first, col = first % 9; cell < 81 && col >= 0 && col < 9; cell += step,
                    col += step == 10 ? 1 : -1) {
                sum += solution.charAt(cell) - '0';
            }
            text.append(".LittleKiller~").append(sum).append('~').append(name(first));
        }
        Board puzzle;
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text + "\n"))) {
            puzzle = reader.next().boardOrThrow();
        }
        Search count = GeneralSolverTest.countToTwo(puzzle);
        assertNull(count.stop());
        assertEquals(1, count.solutions(), text.toString());
        assertTrue(count.nodes() <= 1_200, "took " + count.nodes() + " nodes, more than 1,200 (2,668 without the"
                + " hidden cages)");
        Board solved = Solver.named("general").solve(puzzle).solution().orElse(null);
        assertNotNull(solved);
        assertEquals(solution, solved.toString());
    }

    private static String name(int cell) {
        return "R" + (cell / 9 + 1) + "C" + (cell % 9 + 1);
    }
}
