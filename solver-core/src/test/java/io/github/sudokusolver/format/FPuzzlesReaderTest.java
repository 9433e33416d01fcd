package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.internal.format.LzString;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The f-puzzles form of the reader: every element it maps to a rule, every way the puzzle comes, and what it refuses. */
final class FPuzzlesReaderTest {

    static List<PuzzleEntry> read(String text) throws IOException {
        try (PuzzleReader reader = PuzzleReader.of(new StringReader(text))) {
            List<PuzzleEntry> entries = new ArrayList<>();
            reader.forEachRemaining(entries::add);
            return entries;
        }
    }

    private static PuzzleEntry only(String text) throws IOException {
        List<PuzzleEntry> entries = read(text);
        assertEquals(1, entries.size(), entries.toString());
        return entries.get(0);
    }

    @Test
    void readsEveryElementAsItsRuleWithTheTitleTheSolutionAndTheCosmetics() throws IOException {
        PuzzleEntry entry = only(VariantSamples.json() + "\n");
        Board expected = VariantSamples.board();
        assertEquals(expected, entry.boardOrThrow());
        assertEquals("Every rule", entry.label());
        Board solution = entry.solution().orElseThrow();
        assertEquals(VariantSamples.SOLUTION.toString(), solution.toString());
        assertEquals(expected.layout(), solution.layout());
        assertEquals(Map.of("line", 1, "text", 1, "cage", 1), entry.cosmetics());
        assertEquals(1, Solver.fastest().countSolutions(entry.boardOrThrow(), 2));
        assertEquals(solution, Solver.fastest().solve(entry.boardOrThrow()).solution().orElseThrow());
    }

    static Stream<Arguments> everyWayALinkIsWritten() {
        String lz = LzString.compressToBase64(VariantSamples.json());
        assertTrue(lz.contains("+") && lz.contains("/"), "the sample's lz-string exercises the escapes");
        return Stream.of(lz, "https://f-puzzles.com/?load=" + lz, "f-puzzles.com/?load=" + lz + "&x=1",
                "https://sudokupad.app/fpuzzles" + lz, "https://sudokupad.app/fpuz" + lz, "fpuzzles" + lz, "fpuz" + lz,
                "https://f-puzzles.com/?load=" + lz.replace("+", "%2B").replace("=", "%3D").replace("/", "%2F"),
                "https://f-puzzles.com/?load=" + lz.replace("+", " "))
                .map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("everyWayALinkIsWritten")
    void readsTheLzStringAloneOrInAnyLink(String line) throws IOException {
        PuzzleEntry entry = only("# from a forum post\n" + line + "\n");
        assertEquals(VariantSamples.board(), entry.boardOrThrow(), line);
        assertEquals("# from a forum post\nEvery rule", entry.label());
        assertEquals(2, entry.line());
    }

    @Test
    void textBeforeALinkIsPartOfTheLabelAndTheReadingGoesOn() throws IOException {
        String lz = LzString.compressToBase64(VariantSamples.json());
        List<PuzzleEntry> entries = read("Puzzle 7: https://f-puzzles.com/?load=" + lz + "\n"
                + TestPuzzles.SEED + "\n");
        assertEquals(2, entries.size());
        assertEquals("Puzzle 7:\nEvery rule", entries.get(0).label());
        assertEquals(TestPuzzles.SEED, entries.get(1).boardOrThrow());
    }

    private static String grid(int size, String cell) {
        StringBuilder grid = new StringBuilder("[");
        for (int row = 0; row < size; row++) {
            grid.append(row == 0 ? "[" : ",[");
            for (int col = 0; col < size; col++) {
                grid.append(col == 0 ? "" : ",").append(cell.replace("ROW", Integer.toString(row)));
            }
            grid.append(']');
        }
        return grid.append(']').toString();
    }

    private static Layout layoutOf(String json) throws IOException {
        return only(json + "\n").boardOrThrow().layout();
    }

    @Test
    void readsTheDiagonalsTheGlobalRulesAndTheNegativeOnes() throws IOException {
        String four = "{\"size\":4,\"grid\":" + grid(4, "{}");
        assertEquals(Layout.boxes(2, 2).withDiagonals(),
                layoutOf(four + ",\"diagonal+\":true,\"diagonal-\":true}"));
        assertEquals(Layout.boxes(2, 2).withRules(List.of(ExtraRegion.of(List.of(new Cell(3, 0), new Cell(2, 1),
                new Cell(1, 2), new Cell(0, 3))))), layoutOf(four + ",\"diagonal+\":true}"));
        assertEquals(Layout.boxes(2, 2).withRules(List.of(ExtraRegion.of(List.of(new Cell(0, 0), new Cell(1, 1),
                new Cell(2, 2), new Cell(3, 3))))), layoutOf(four + ",\"diagonal-\":true}"));
        assertEquals(Layout.boxes(2, 3).withRules(List.of(GlobalRule.ANTI_KNIGHT, GlobalRule.ANTI_KING,
                GlobalRule.NON_CONSECUTIVE, GlobalRule.DISJOINT_GROUPS, GlobalRule.NEGATIVE_WHITE_DOTS,
                GlobalRule.NEGATIVE_BLACK_DOTS, GlobalRule.NEGATIVE_XV)),
                layoutOf("{\"size\":6,\"grid\":" + grid(6, "{}") + ",\"antiknight\":true,\"antiking\":true,"
                        + "\"nonconsecutive\":true,\"disjointgroups\":true,\"negative\":[\"ratio\",\"difference\","
                        + "\"xv\"]}"));
    }

    @Test
    void readsIrregularRegionsAsAJigsaw() throws IOException {
        // 4x4: regions are the rows, each cell saying so
        Layout jigsaw = layoutOf("{\"size\":4,\"grid\":" + grid(4, "{\"region\":ROW}") + "}");
        assertEquals(Layout.jigsaw(new int[][] {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}), jigsaw);
        assertEquals(Layout.boxes(2, 2), layoutOf("{\"size\":4,\"grid\":" + grid(4, "{}") + "}"));
    }

    static Stream<Arguments> damagedPuzzles() {
        String good = VariantSamples.json();
        return Stream.of(
                Arguments.of(good.replace("\"antiknight\":false,\"xsum\":[]",
                        "\"xsum\":[{\"cell\":\"R0C1\",\"value\":\"5\"}]"), "f-puzzles 'xsum' is not supported"),
                Arguments.of(good.replace("\"R9C8\",\"R9C9\"", "\"R9C8\",\"R10C9\""),
                        "found the cell R10C9, off the 9x9 grid (rows and columns 1-9)"),
                Arguments.of(good.replace("{\"cells\":[\"R9C8\",\"R9C9\"]}", "{\"cells\":[\"R1C2\",\"R2C2\"]}"),
                        "overlapping killer cages are not supported: cage 7: r1c1 r1c2 and cage: r1c2 r2c2 share r1c2"
                                + " (a cell may be in one cage only)"),
                Arguments.of(good.replace("\"value\":\"7\"}", "\"value\":\"99\"}"),
                        "cage 99: r1c1 r1c2: no 2 different digits 1-9 add up to 99 (they make 3 to 17)"),
                Arguments.of(good.replace("\"value\":\"X\"", "\"value\":\"Y\""),
                        "found the f-puzzles xv value 'Y', expected X or V"),
                Arguments.of(good.replace("\"negative\"", "\"x\"").replace("\"antiknight\":false",
                        "\"negative\":[\"sum\"]"), "f-puzzles negative 'sum' is not supported"),
                Arguments.of(good.substring(0, good.length() - 40), "found f-puzzles text whose JSON is damaged"),
                Arguments.of("https://f-puzzles.com/?load=N4Ig$$$$$$$$$$$$$$$$$$$$$$$",
                        "found an f-puzzles text that is not lz-string base64"),
                Arguments.of("https://f-puzzles.com/?load=N4Ig%2", "found a '%' that is no escape"),
                Arguments.of("{\"size\":3,\"grid\":[]}", "found a grid of size 3, expected 4 to 16"));
    }

    @ParameterizedTest
    @MethodSource("damagedPuzzles")
    void aDamagedPuzzleIsAnErrorEntryNamingWhatIsWrongAndWhere(String line, String problem) throws IOException {
        List<PuzzleEntry> entries = read(TestPuzzles.SEED + "\n  " + line + "\n" + TestPuzzles.SEED + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals(TestPuzzles.SEED, entries.get(0).boardOrThrow());
        assertEquals(TestPuzzles.SEED, entries.get(2).boardOrThrow());
        BoardFormatException error = entries.get(1).error().orElseThrow();
        assertTrue(error.problem().startsWith(problem), error.problem());
        assertTrue(error.problem().endsWith("(in the f-puzzles puzzle)"), error.problem());
        assertEquals(2, error.line());
        int column = line.startsWith("{") ? 3 : line.indexOf("load=") + "load=".length() + 3;
        assertEquals(column, error.column(), error.getMessage());
    }

    @Test
    void aMistakenSolutionIsAnError() throws IOException {
        String json = VariantSamples.json().replace("\"solution\":[4,3,5", "\"solution\":[4,3,6");
        BoardFormatException error = only(json + "\n").error().orElseThrow();
        assertTrue(error.problem().startsWith("the solution breaks a rule"), error.problem());
    }
}
