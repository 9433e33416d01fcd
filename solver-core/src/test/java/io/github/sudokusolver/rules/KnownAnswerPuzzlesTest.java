package io.github.sudokusolver.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SolveResult;
import io.github.sudokusolver.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The known-answer variant puzzles of {@code known-answer.txt} (written by {@link KnownAnswerPuzzles}: every rule
 * kind on 4x4, 6x6 and 9x9, each with one solution), read through the {@code RULES} reader with a reader of the
 * layout its comment names: each solves to the listed solution, counts one solution, and reads back equal from its
 * {@code RULES} text and its f-puzzles link. Needs nothing outside the test resources.
 */
final class KnownAnswerPuzzlesTest {

    private static final String RESOURCE = "known-answer.txt";
    private static final String SOLUTION = ", solution: ";
    /** The layouts a comment may name, by their names. */
    private static final List<Layout> LAYOUTS = List.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic());

    /** One puzzle of the file: its comment's kind, layout and solution, and its text (the comment, rules, givens). */
    record Puzzle(String kind, Layout layout, String solution, String text) {

        @Override
        public String toString() {
            return kind + " on " + layout;
        }
    }

    static List<Puzzle> puzzles() throws IOException {
        String file;
        try (InputStream in = KnownAnswerPuzzlesTest.class.getResourceAsStream(RESOURCE)) {
            assertNotNull(in, RESOURCE);
            file = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Puzzle> puzzles = new ArrayList<>();
        StringBuilder text = null;
        String comment = null;
        for (String line : file.split("\n")) {
            if (line.startsWith("#") && line.contains(SOLUTION)) {
                if (text != null) {
                    puzzles.add(puzzle(comment, text.toString()));
                }
                comment = line;
                text = new StringBuilder();
            }
            if (text != null) {
                text.append(line).append('\n');
            }
        }
        puzzles.add(puzzle(comment, text.toString()));
        return puzzles;
    }

    private static Puzzle puzzle(String comment, String text) {
        int on = comment.lastIndexOf(" on ");
        int solution = comment.indexOf(SOLUTION);
        String name = comment.substring(on + " on ".length(), solution);
        Layout layout = null;
        for (Layout candidate : LAYOUTS) {
            layout = candidate.toString().equals(name) ? candidate : layout;
        }
        assertNotNull(layout, "no layout is named '" + name + "': " + comment);
        return new Puzzle(comment.substring(2, on), layout, comment.substring(solution + SOLUTION.length()), text);
    }

    private static Board read(Layout layout, String text) {
        return RoundTrips.read(layout, text);
    }

    @Test
    void theFileHoldsEveryKindOnEveryLayout() throws IOException {
        List<Puzzle> puzzles = puzzles();
        assertEquals(156, puzzles.size());
        Set<String> kinds = new HashSet<>();
        for (Puzzle puzzle : puzzles) {
            kinds.add(puzzle.kind());
        }
        assertEquals(new HashSet<>(RandomRules.KINDS), kinds);
        for (Layout layout : LAYOUTS) {
            assertTrue(puzzles.stream().filter(p -> p.layout().equals(layout)).count() >= 33, layout.toString());
        }
    }

    static Stream<Puzzle> everyPuzzle() throws IOException {
        return puzzles().stream();
    }

    @ParameterizedTest
    @MethodSource("everyPuzzle")
    void solvesToTheListedSolutionAndIsUnique(Puzzle puzzle) throws IOException {
        Board board = read(puzzle.layout(), puzzle.text());
        assertFalse(board.layout().rules().isEmpty(), puzzle.text());
        String body = puzzle.text().substring(puzzle.text().indexOf('\n') + 1); // Board.parse takes no comment
        assertEquals(board, Board.parse(puzzle.layout(), body), puzzle.text());
        SolveResult result = Solver.fastest().solve(board);
        assertTrue(result.isSolved(), puzzle.text() + result);
        Board solution = result.solution().orElseThrow();
        int n = puzzle.layout().size();
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < n * n; i++) {
            digits.append(Character.forDigit(solution.get(i / n, i % n), 36));
        }
        assertEquals(puzzle.solution(), digits.toString(), puzzle.text());
        assertEquals(1, Solver.fastest().countSolutions(board, 2), puzzle.text());
    }

    @ParameterizedTest
    @MethodSource("everyPuzzle")
    void readsBackEqualFromItsRulesTextAndItsLink(Puzzle puzzle) {
        RoundTrips.check(read(puzzle.layout(), puzzle.text()), puzzle.layout(), puzzle.toString());
    }
}
