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
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Sandwich;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
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

    /**
     * Every flag key read the one way (FPuzzlesText.flag): {@code true}, {@code "true"} and {@code 1} are on,
     * {@code false}, {@code null} and no key off, anything else an error naming the key and the value, never read as
     * either: {@code "diagonal+":"true"} read as no diagonal, or {@code "antiknight":""} as no rule, is a wrong puzzle.
     */
    @ParameterizedTest
    @CsvSource({"diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups", "nonconsecutive"})
    void everyFlagIsOnForTrueTheStringTrueOrOneOffForFalseAndAnErrorForAnythingElse(String key) throws IOException {
        String six = "{\"size\":6,\"grid\":" + grid(6, "{}");
        Layout on = layoutOf(six + ",\"" + key + "\":true}");
        assertTrue(!on.equals(Layout.boxes(2, 3)), key);
        for (String value : List.of("\"true\"", "1")) {
            assertEquals(on, layoutOf(six + ",\"" + key + "\":" + value + "}"), key + " " + value);
        }
        for (String value : List.of("false", "null")) {
            assertEquals(Layout.boxes(2, 3), layoutOf(six + ",\"" + key + "\":" + value + "}"), key + " " + value);
        }
        for (String value : List.of("\"\"", "\"false\"", "0", "2", "\"yes\"", "[]", "{}", "1.0")) {
            BoardFormatException error = only(six + ",\"" + key + "\":" + value + "}\n").error()
                    .orElseThrow(() -> new AssertionError(key + " " + value + " read as a flag"));
            String shown = value.equals("[]") ? "a list" : value.equals("{}") ? "an object"
                    : value.replace('"', '\'');
            assertTrue(error.problem().startsWith("found " + shown + " as the f-puzzles flag '" + key + "', expected"
                    + " true or false (\"true\" and 1 read as true)"), error.problem());
        }
    }

    @Test
    void aGivenFlagIsReadAsEveryFlagIs() throws IOException {
        String empty = grid(4, "{}");
        int second = empty.indexOf("{}", empty.indexOf("{}") + 1); // r1c2
        for (String given : List.of("true", "\"true\"", "1")) {
            String grid = empty.substring(0, second) + "{\"value\":3,\"given\":" + given + "}"
                    + empty.substring(second + 2);
            assertEquals(3, only("{\"size\":4,\"grid\":" + grid + "}\n").boardOrThrow().get(0, 1), given);
        }
        String grid = empty.substring(0, second) + "{\"value\":3,\"given\":false}" + empty.substring(second + 2);
        assertEquals(0, only("{\"size\":4,\"grid\":" + grid + "}\n").boardOrThrow().get(0, 1));
    }

    @Test
    void anArrowCircleWithoutALineIsCountedAsCosmetic() throws IOException {
        String six = "{\"size\":6,\"grid\":" + grid(6, "{}");
        for (String arrow : List.of("{\"cells\":[\"R1C1\"],\"lines\":[]}", "{\"cells\":[\"R1C1\"]}")) {
            PuzzleEntry entry = only(six + ",\"arrow\":[" + arrow + "]}\n");
            assertEquals(Layout.boxes(2, 3), entry.boardOrThrow().layout(), arrow);
            assertEquals(Map.of("arrow without a line", 1), entry.cosmetics(), arrow);
        }
        // beside an arrow with its line, the circle alone is counted and the arrow read
        PuzzleEntry both = only(six + ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R1C2\"]]},"
                + "{\"cells\":[\"R3C3\"],\"lines\":[]}]}\n");
        assertEquals(1, both.boardOrThrow().layout().rules().size());
        assertEquals(Map.of("arrow without a line", 1), both.cosmetics());
    }

    /** f-puzzles' default regions: boxes of the largest height at most the size's root that divides it. */
    static Stream<Arguments> defaultRegionsOfEverySize() {
        return Stream.of(Arguments.of(4, 2, 2), Arguments.of(5, 1, 5), Arguments.of(6, 2, 3), Arguments.of(7, 1, 7),
                Arguments.of(8, 2, 4), Arguments.of(9, 3, 3), Arguments.of(10, 2, 5), Arguments.of(11, 1, 11),
                Arguments.of(12, 3, 4), Arguments.of(13, 1, 13), Arguments.of(14, 2, 7), Arguments.of(15, 3, 5),
                Arguments.of(16, 4, 4));
    }

    @ParameterizedTest
    @MethodSource("defaultRegionsOfEverySize")
    void readsTheDefaultRegionsOfEverySize(int size, int boxRows, int boxColumns) throws IOException {
        int[][] regions = new int[size][size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                regions[r][c] = r / boxRows * (size / boxColumns) + c / boxColumns;
            }
        }
        Layout expected = boxRows == 1 ? Layout.jigsaw(regions) : Layout.boxes(boxRows, boxColumns);
        assertEquals(expected, layoutOf("{\"size\":" + size + ",\"grid\":" + grid(size, "{}") + "}"));
        StringBuilder explicit = new StringBuilder("[");
        for (int r = 0; r < size; r++) {
            explicit.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < size; c++) {
                explicit.append(c == 0 ? "" : ",").append("{\"region\":").append(regions[r][c]).append('}');
            }
            explicit.append(']');
        }
        assertEquals(expected, layoutOf("{\"size\":" + size + ",\"grid\":" + explicit + "]}"),
                "every cell naming its default region");
    }

    @Test
    void readsAnIrregular7x7WhoseMovedCellsAloneGiveTheirRegion() throws IOException {
        // the default regions of 7x7 are its rows; r1c7 and r2c1 trade places, each cell but those two without a key
        String grid = grid(7, "{}");
        String[] rows = grid.substring(2, grid.length() - 2).split("\\],\\[");
        rows[0] = rows[0].substring(0, rows[0].lastIndexOf("{}")) + "{\"region\":1}";
        rows[1] = "{\"region\":0}" + rows[1].substring(2);
        Layout layout = layoutOf("{\"size\":7,\"grid\":[[" + String.join("],[", rows) + "]]}");
        int[][] regions = new int[7][7];
        for (int r = 0; r < 7; r++) {
            java.util.Arrays.fill(regions[r], r);
        }
        regions[0][6] = 1;
        regions[1][0] = 0;
        assertEquals(Layout.jigsaw(regions), layout);
    }

    @Test
    void readsOverlappingClonesAndSolvesWithThem() throws IOException {
        String nine = "{\"size\":9,\"grid\":" + grid(9, "{}");
        // r1c1 r1c2 = r1c2 r1c3: three equal digits in row 1, so no solution
        Board row = only(nine + ",\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R1C2\","
                + "\"R1C3\"]}]}\n").boardOrThrow();
        assertEquals(0, Solver.fastest().countSolutions(row, 2));
        // r1c1 r4c4 = r4c4 r7c7: one digit on three cells of the main diagonal, in three boxes
        Board slide = only(nine + ",\"clone\":[{\"cells\":[\"R1C1\",\"R4C4\"],\"cloneCells\":[\"R4C4\","
                + "\"R7C7\"]}]}\n").boardOrThrow();
        Board solved = Solver.fastest().solve(slide).solution().orElseThrow();
        assertEquals(solved.get(0, 0), solved.get(3, 3));
        assertEquals(solved.get(3, 3), solved.get(6, 6));
    }

    @Test
    void readsSandwichCluesOnEverySideAndALittleKillerOfZeroAsAClueWithoutASum() throws IOException {
        String six = "{\"size\":6,\"grid\":" + grid(6, "{}");
        Layout layout = layoutOf(six + ",\"sandwichsum\":[{\"cell\":\"R7C2\",\"value\":\"4\"},{\"cell\":"
                + "\"R3C7\",\"value\":\"0\"}]}");
        assertEquals(Layout.boxes(2, 3).withRules(List.of(Sandwich.column(1, 4), Sandwich.row(2, 0))), layout);
        for (String value : List.of("\"0\"", "0", "\"00\"")) {
            PuzzleEntry zero = only(six + ",\"littlekillersum\":[{\"cell\":\"R0C0\",\"direction\":\"DR\","
                    + "\"value\":" + value + "}]}\n");
            assertEquals(Layout.boxes(2, 3), zero.boardOrThrow().layout(), value);
            assertEquals(Map.of("littlekillersum without a value", 1), zero.cosmetics(), value);
        }
    }

    /**
     * Rangsk's extension's nabner lines, slow thermometers and double arrows, with the copies it adds for f-puzzles
     * without the extension (a drawn line and the circles, marked {@code fromConstraint}): one rule each, the copies
     * counted as drawings.
     */
    @Test
    void readsTheExtensionsNabnerSlowThermometerAndDoubleArrowOnceEach() throws IOException {
        String nine = "{\"size\":9,\"grid\":" + grid(9, "{}");
        PuzzleEntry entry = only(nine + ",\"nabner\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"]]}],"
                + "\"slowthermometer\":[{\"lines\":[[\"R5C5\",\"R5C6\"]]}],"
                + "\"doublearrow\":[{\"lines\":[[\"R9C1\",\"R9C2\",\"R9C3\"]]}],"
                + "\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"]],\"outlineC\":\"#C9C883\",\"width\":0.25,"
                + "\"fromConstraint\":\"Nabner\"}],\"circle\":[{\"cells\":[\"R9C1\"],\"fromConstraint\":"
                + "\"Double Arrow\"},{\"cells\":[\"R9C3\"],\"fromConstraint\":\"Double Arrow\"}]}\n");
        assertEquals(Layout.classic().withRules(List.of(
                Line.of(Line.Kind.NABNER, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 2))),
                Line.of(Line.Kind.SLOW_THERMOMETER, List.of(new Cell(4, 4), new Cell(4, 5))),
                Line.of(Line.Kind.DOUBLE_ARROW, List.of(new Cell(8, 0), new Cell(8, 1), new Cell(8, 2))))),
                entry.boardOrThrow().layout());
        assertEquals(Map.of("line", 1, "circle", 2), entry.cosmetics());
    }

    /**
     * Rangsk's extension's indexers: each element's {@code cells} an indexer each; a box indexer on a jigsaw, which has
     * no boxes to index, refused by name.
     */
    @Test
    void readsTheExtensionsIndexersACellEach() throws IOException {
        String nine = "{\"size\":9,\"grid\":" + grid(9, "{}");
        PuzzleEntry entry = only(nine + ",\"columnindexer\":[{\"cells\":[\"R1C1\",\"R2C1\"]}],"
                + "\"rowindexer\":[{\"cells\":[\"R5C5\"]}],\"boxindexer\":[{\"cells\":[\"R9C9\"]}]}\n");
        assertEquals(Layout.classic().withRules(List.of(
                CellMark.of(CellMark.Kind.COLUMN_INDEXER, new Cell(0, 0)),
                CellMark.of(CellMark.Kind.COLUMN_INDEXER, new Cell(1, 0)),
                CellMark.of(CellMark.Kind.ROW_INDEXER, new Cell(4, 4)),
                CellMark.of(CellMark.Kind.BOX_INDEXER, new Cell(8, 8)))), entry.boardOrThrow().layout());
        String jigsaw = only("{\"size\":4,\"grid\":" + grid(4, "{\"region\":ROW}")
                + ",\"boxindexer\":[{\"cells\":[\"R1C1\"]}]}\n").error().orElseThrow().getMessage();
        assertTrue(jigsaw.contains("box indexer: r1c1 needs a grid of boxes"), jigsaw);
    }

    @Test
    void readsDisjointGroupsOnAJigsawByThePlacesInTheDefaultBoxes() throws IOException {
        // 4x4 whose regions are the rows: f-puzzles' groups are still the places in its 2x2 boxes
        Layout layout = layoutOf("{\"size\":4,\"grid\":" + grid(4, "{\"region\":ROW}")
                + ",\"disjointgroups\":true}");
        Layout rows = Layout.jigsaw(new int[][] {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}});
        assertEquals(rows.withRules(List.of(
                ExtraRegion.of(List.of(new Cell(0, 0), new Cell(0, 2), new Cell(2, 0), new Cell(2, 2))),
                ExtraRegion.of(List.of(new Cell(0, 1), new Cell(0, 3), new Cell(2, 1), new Cell(2, 3))),
                ExtraRegion.of(List.of(new Cell(1, 0), new Cell(1, 2), new Cell(3, 0), new Cell(3, 2))),
                ExtraRegion.of(List.of(new Cell(1, 1), new Cell(1, 3), new Cell(3, 1), new Cell(3, 3))))), layout);
    }

    static Stream<Arguments> linksToPuzzlesKeptElsewhere() {
        return Stream.of(
                Arguments.of("https://sudokupad.app/scl", "a SudokuPad link in SudokuPad's own format (scl) without"
                        + " its puzzle"),
                Arguments.of("https://sudokupad.app/kb3d8x2q", "a SudokuPad short link, whose puzzle is kept on"
                        + " SudokuPad's server"),
                Arguments.of("https://app.crackingthecryptic.com/sudoku/abc123", "a SudokuPad short link"),
                Arguments.of("https://f-puzzles.com/?id=yxmqzk9u", "an f-puzzles link by id, whose puzzle is kept on"
                        + " f-puzzles' server"));
    }

    @ParameterizedTest
    @MethodSource("linksToPuzzlesKeptElsewhere")
    void aLinkToAPuzzleKeptElsewhereIsAnErrorEntryNamingIt(String link, String problem) throws IOException {
        BoardFormatException error = errorBetweenTwoPuzzles("Puzzle 4: " + link);
        assertTrue(error.problem().startsWith("found " + link + ": "), error.problem());
        assertTrue(error.problem().contains(problem), error.problem());
        assertTrue(!error.problem().contains("(in the"), "no puzzle of a form was read: " + error.problem());
        assertEquals(2, error.line());
        assertEquals("Puzzle 4: ".length() + 1, error.column());
    }

    @Test
    void aPuzzleWithALinkBesideItStaysAPuzzle() throws IOException {
        for (String line : List.of(TestPuzzles.SEED + " https://sudokupad.app/abc123",
                TestPuzzles.SEED + ",https://app.crackingthecryptic.com/sudoku/xyz",
                TestPuzzles.SEED + " f-puzzles.com/?id=yxmqzk9u")) {
            PuzzleEntry entry = only(line + "\n");
            assertEquals(TestPuzzles.SEED, entry.boardOrThrow(), line);
        }
    }

    @Test
    void aLabelThatNamesASiteStaysALabel() throws IOException {
        PuzzleEntry entry = only("From f-puzzles.com/ and sudokupad.app/\n" + TestPuzzles.SEED + "\n");
        assertEquals(TestPuzzles.SEED, entry.boardOrThrow());
        assertEquals("From f-puzzles.com/ and sudokupad.app/", entry.label());
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
                        "\"xsum\":[],\"sum\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"7\"}]"),
                        "f-puzzles 'sum' is not supported"),
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
                Arguments.of("{\"size\":3,\"grid\":[]}", "found a grid of size 3, expected 4 to 16"),
                Arguments.of("{\"size\":123,\"grid\":[]}", "found a grid of size 123, expected 4 to 16"),
                Arguments.of("{\"size\":1000000000,\"grid\":[]}", "found a grid of size 1000000000, expected"),
                Arguments.of(good.replaceFirst("\"given\":true", "\"given\":\"yes\""),
                        "found 'yes' as the given flag of R1C2, expected true or false (\"true\" and 1 read as true)"),
                Arguments.of(good.replaceFirst("\"given\":true", "\"given\":2"),
                        "found 2 as the given flag of R1C2, expected true or false (\"true\" and 1 read as true)"),
                Arguments.of(good.replace("\"solution\":[4,3,5,", "\"solution\":["),
                        "found an f-puzzles 'solution' of 78 values, expected 81"),
                Arguments.of(good.replaceFirst("\"solution\":\\[[^\\]]*\\]", "\"solution\":\"435\""),
                        "found '435' as the f-puzzles 'solution', expected a list"),
                Arguments.of(good.replace("\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\"",
                        "\"R1C3\",\"R1C4\",\"R1C5\",\"R1C6\"],\"values\""), "found an f-puzzles quadruple on 4"
                        + " cells R1C3 R1C4 R1C5 R1C6, expected the four cells of a 2x2 block"),
                Arguments.of(good.replace("\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\"",
                        "\"R1C1\",\"R5C5\",\"R9C9\",\"R2C2\"],\"values\""), "found an f-puzzles quadruple on"));
    }

    @ParameterizedTest
    @MethodSource("damagedPuzzles")
    void aDamagedPuzzleIsAnErrorEntryNamingWhatIsWrongAndWhere(String line, String problem) throws IOException {
        BoardFormatException error = errorBetweenTwoPuzzles("  " + line);
        assertTrue(error.problem().startsWith(problem), error.problem());
        assertTrue(error.problem().endsWith("(in the f-puzzles puzzle)"), error.problem());
        assertEquals(2, error.line());
        int column = line.startsWith("{") ? 3 : line.indexOf("load=") + "load=".length() + 3;
        assertEquals(column, error.column(), error.getMessage());
    }

    /**
     * The error of a line read between two plain puzzles, which stay whole around it, the second without a label:
     * the damaged line is an entry of its own, never a label or lost.
     */
    private static BoardFormatException errorBetweenTwoPuzzles(String line) throws IOException {
        List<PuzzleEntry> entries = read(TestPuzzles.SEED + "\n" + line + "\n" + TestPuzzles.SEED + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals(TestPuzzles.SEED, entries.get(0).boardOrThrow());
        assertEquals(TestPuzzles.SEED, entries.get(2).boardOrThrow());
        assertEquals("", entries.get(2).label(), "the line is no label of the next puzzle");
        return entries.get(1).error().orElseThrow();
    }

    @Test
    void aMistakenSolutionIsAnError() throws IOException {
        String json = VariantSamples.json().replace("\"solution\":[4,3,5", "\"solution\":[4,3,6");
        BoardFormatException error = only(json + "\n").error().orElseThrow();
        assertTrue(error.problem().startsWith("the solution breaks a rule"), error.problem());
    }
}
