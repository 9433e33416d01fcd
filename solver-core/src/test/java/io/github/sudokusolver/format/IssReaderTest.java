package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.rules.Arrow;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.CellMark;
import io.github.sudokusolver.rules.ExtraRegion;
import io.github.sudokusolver.rules.GivenCandidates;
import io.github.sudokusolver.rules.GlobalRule;
import io.github.sudokusolver.rules.Line;
import io.github.sudokusolver.rules.Relation;
import io.github.sudokusolver.rules.Rule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The Interactive Sudoku Solver's text form of the reader: the types it maps to rules, and what it refuses. */
final class IssReaderTest {

    private static PuzzleEntry only(String text) throws IOException {
        List<PuzzleEntry> entries = FPuzzlesReaderTest.read(text);
        assertEquals(1, entries.size(), entries.toString());
        return entries.get(0);
    }

    @Test
    void readsEveryTypeItHasARuleFor() throws IOException {
        PuzzleEntry entry = only("Every rule\t" + VariantSamples.iss() + "\n");
        Board expected = Board.of(VariantSamples.issLayout(), TestPuzzles.SEED.toArray());
        assertEquals(expected, entry.boardOrThrow());
        assertEquals("Every rule", entry.label());
        assertEquals(1, Solver.fastest().countSolutions(entry.boardOrThrow(), 2));
        assertEquals(VariantSamples.SOLUTION.toString(),
                Solver.fastest().solve(entry.boardOrThrow()).solution().orElseThrow().toString());
    }

    @Test
    void readsShapesLayoutsAndGlobalRules() throws IOException {
        assertEquals(Layout.boxes(2, 3).withRules(List.of(GlobalRule.ANTI_KNIGHT, GlobalRule.ANTI_KING,
                GlobalRule.NON_CONSECUTIVE, GlobalRule.DISJOINT_GROUPS, GlobalRule.NEGATIVE_WHITE_DOTS,
                GlobalRule.NEGATIVE_BLACK_DOTS, GlobalRule.NEGATIVE_XV)), only(".Shape~6x6.AntiKnight.AntiKing"
                + ".AntiConsecutive.DisjointSets.StrictKropki.StrictXV\n").boardOrThrow().layout());
        assertEquals(Layout.classic().withDiagonals().withWindows(),
                only(".Diagonal~1.Diagonal~-1.Windoku\n").boardOrThrow().layout());
        Layout jigsaw = Layout.jigsaw(new int[][] {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 3, 3, 3}, {2, 2, 2, 3}});
        assertEquals(jigsaw, only(".Shape~4x4.NoBoxes.Jigsaw~AABBAABBCDDDCCCD\n").boardOrThrow().layout());
        // without NoBoxes, that solver keeps the boxes beside the jigsaw's regions
        List<Rule> boxes = new ArrayList<>();
        for (int box = 0; box < 4; box++) {
            int top = box / 2 * 2;
            int left = box % 2 * 2;
            boxes.add(ExtraRegion.of(List.of(new Cell(top, left), new Cell(top, left + 1), new Cell(top + 1, left),
                    new Cell(top + 1, left + 1))));
        }
        assertEquals(jigsaw.withRules(boxes), only(".Shape~4x4.Jigsaw~AABBAABBCDDDCCCD\n").boardOrThrow().layout());
        assertEquals(Layout.jigsaw(new int[][] {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}),
                only(".Shape~4x4.NoBoxes\n").boardOrThrow().layout());
        int[][] rows = new int[7][7];
        for (int r = 0; r < 7; r++) {
            java.util.Arrays.fill(rows[r], r);
        }
        assertEquals(Layout.jigsaw(rows), only(".Shape~7x7\n").boardOrThrow().layout(), "no boxes on a prime size");
        assertEquals(Layout.jigsaw(rows), only(".Shape~7x7.DisjointSets\n").boardOrThrow().layout(),
                "disjoint groups on a prime size are its columns");
        assertEquals(Layout.classic(), only(".Shape~9x9.Shape~9\n").boardOrThrow().layout(), "one geometry twice");
        // without boxes, the groups are still the places in the 3x3 boxes
        List<Rule> groups = new ArrayList<>();
        for (int place = 0; place < 9; place++) {
            List<Cell> cells = new ArrayList<>();
            for (int box = 0; box < 9; box++) {
                cells.add(new Cell(box / 3 * 3 + place / 3, box % 3 * 3 + place % 3));
            }
            groups.add(ExtraRegion.of(cells));
        }
        int[][] nineRows = new int[9][9];
        for (int r = 0; r < 9; r++) {
            java.util.Arrays.fill(nineRows[r], r);
        }
        assertEquals(Layout.jigsaw(nineRows).withRules(groups),
                only(".Shape~9x9.NoBoxes.DisjointSets\n").boardOrThrow().layout());
        Board pill = only(".PillArrow~2~R1C1~R1C2~R2C3~R3C3.~R4C4_1_2.~R9C9_9\n").boardOrThrow();
        assertEquals(Layout.classic().withRules(List.of(Arrow.of(List.of(new Cell(0, 0), new Cell(0, 1)),
                List.of(new Cell(1, 2), new Cell(2, 2))), GivenCandidates.of(new Cell(3, 3), List.of(1, 2)))),
                pill.layout());
        assertEquals(9, pill.get(8, 8));
        assertEquals(Layout.classic().withRules(List.of(Line.whisper(List.of(new Cell(0, 0), new Cell(0, 1)), 4),
                ExtraRegion.of(List.of(new Cell(8, 0), new Cell(0, 8))))),
                only(" .Whisper~4~R1C1~R1C2 .AllDifferent~R9C1~R1C9\n").boardOrThrow().layout());
    }

    static Stream<Arguments> refusedPuzzles() {
        return Stream.of(
                Arguments.of(".Or.Cage~3~R1C1~R1C2.End", "ISS 'Or' is not supported"),
                Arguments.of(".thermo~R1C1~R1C2~R1C3", "found the ISS type 'thermo', expected 'Thermo': that"
                        + " solver's type names are case-sensitive"),
                Arguments.of(".antiknight", "found the ISS type 'antiknight', expected 'AntiKnight'"),
                Arguments.of(".Shape~6x6.Shape~9x9", "found two ISS shapes, Shape~6x6 and Shape~9x9"),
                Arguments.of(".Cage~~~R1C1~R1C2", "found an empty argument where a cell such as R1C1 belongs"),
                Arguments.of(".Thermo~R1C1~R1C2~", "found an empty argument where a cell such as R1C1 belongs"),
                Arguments.of(".Cage~3~R1C1~R1C2.HiddenSkyscraper~R2~8~", "ISS 'HiddenSkyscraper' is not supported"),
                Arguments.of(".Cage~3~R1C1~R10C1", "found the cell R10C1, off the 9x9 grid (rows and columns 1-9)"),
                Arguments.of(".Cage~3~R1C1~R1X1", "found 'R1X1', expected a cell such as R1C1"),
                Arguments.of(".Cage~x~R1C1~R1C2", "found 'x' as a cage's sum, expected a number"),
                Arguments.of(".Cage~30~R1C1~R1C2", "cage 30: r1c1 r1c2: no 2 different digits"),
                Arguments.of(".Shape~9x9~0-8", "found the ISS values 0-8: only the digits 1-9 are supported"),
                Arguments.of(".Shape~9x8", "found the ISS shape 9x8: grids that are not square are not supported"),
                Arguments.of(".~VA_1_3", "ISS var cells ('VA') are not supported"),
                Arguments.of(".~R1C1_10", "found 10 as a value of r1c1, expected a digit 1-9"),
                Arguments.of(".WhiteDot~R1C1~R3C3", "found an ISS dot on cells of which no two are neighbours"),
                Arguments.of(".LittleKiller~5~R5C5", "found an ISS little killer at r5c5"),
                Arguments.of(".Thermo~R1C1~R3C3", "ISS 'Thermo': thermometer: r1c1 r3c3: r1c1 and r3c3"),
                Arguments.of(".Cage~3~R1C1~R1C2.Cage~4~R1C2~R2C2", "overlapping killer cages are not supported:"
                        + " cage 3: r1c1 r1c2 and cage 4: r1c2 r2c2 share r1c2 (a cell may be in one cage only)"),
                Arguments.of(".Shape~16x16.~R1Ch_1", "found 'R1Ch', expected a cell such as R1C1"),
                Arguments.of(".Shape~16x16.~R1C0_1", "found 'R1C0', expected a cell such as R1C1"),
                Arguments.of("123456789".repeat(10) + "........." + "123456789".repeat(70), "found no pencil mark for"
                        + " r2c2 (characters 91-99 of the grid), expected at least one digit"),
                Arguments.of(".Shape~4x4" + manyRules(), "found more than 128 rules, more than any puzzle of the 4x4 grid"
                        + " has (8 a cell)"));
    }

    /** 4x4 rules, more than 128 different ones: a dot of four kinds, a thermometer and a renban on every pair. */
    private static String manyRules() {
        StringBuilder text = new StringBuilder();
        for (int row = 1; row <= 4; row++) {
            for (int col = 1; col <= 4; col++) {
                for (int[] next : new int[][] {{row, col + 1}, {row + 1, col}}) {
                    if (next[0] <= 4 && next[1] <= 4) {
                        String pair = "~R" + row + "C" + col + "~R" + next[0] + "C" + next[1];
                        for (String type : List.of("WhiteDot", "BlackDot", "X", "V", "Thermo", "Renban")) {
                            text.append('.').append(type).append(pair);
                        }
                    }
                }
            }
        }
        return text.toString();
    }

    /** Its modular lines: modulus 2 is a parity line, 3 and up a modular line, 1 no rule at all. */
    @Test
    void readsModularLinesOfEveryModulus() throws IOException {
        List<Cell> cells = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2));
        assertEquals(Layout.classic().withRules(List.of(Line.parity(cells), Line.modular(cells.subList(0, 2), 3),
                Line.modular(cells, 4))), only(".Modular~2~R1C1~R1C2~R1C3.Modular~3~R1C1~R1C2"
                + ".Modular~4~R1C1~R1C2~R1C3.Modular~1~R5C5~R5C6\n").boardOrThrow().layout());
        PuzzleEntry refused = only(".Modular~0~R1C1~R1C2\n");
        assertTrue(refused.error().orElseThrow().getMessage().contains("modulus"),
                refused.error().orElseThrow().getMessage());
        PuzzleEntry tooLarge = only(".Modular~10~R1C1~R1C2\n");
        assertTrue(tooLarge.error().orElseThrow().getMessage().contains("modular line 10"),
                tooLarge.error().orElseThrow().getMessage());
    }

    /** Its double arrows and lockout lines: a lockout's difference first, 4 when left empty. */
    @Test
    void readsDoubleArrowsAndLockoutLines() throws IOException {
        List<Cell> cells = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2), new Cell(1, 2));
        assertEquals(Layout.classic().withRules(List.of(Line.of(Line.Kind.DOUBLE_ARROW, cells),
                Line.lockout(cells, 5), Line.lockout(cells.subList(0, 3), 4))),
                only(".DoubleArrow~R1C1~R1C2~R1C3~R2C3.Lockout~5~R1C1~R1C2~R1C3~R2C3.Lockout~~R1C1~R1C2~R1C3\n")
                        .boardOrThrow().layout());
        String shortArrow = only(".DoubleArrow~R1C1~R1C2\n").error().orElseThrow().getMessage();
        assertTrue(shortArrow.contains("double arrow") && shortArrow.contains("at least 3 cells"), shortArrow);
        String noDifference = only(".Lockout~x~R1C1~R1C2\n").error().orElseThrow().getMessage();
        assertTrue(noDifference.contains("difference"), noDifference);
        String tooFar = only(".Lockout~9~R1C1~R1C2~R1C3\n").error().orElseThrow().getMessage();
        assertTrue(tooFar.contains("lockout line 9"), tooFar);
    }

    /** Its indexing: C for column indexers, R for row indexers, a mark per cell; another letter refused by name. */
    @Test
    void readsIndexingAsAnIndexerPerCell() throws IOException {
        assertEquals(Layout.classic().withRules(List.of(
                CellMark.of(CellMark.Kind.COLUMN_INDEXER, new Cell(0, 0)),
                CellMark.of(CellMark.Kind.COLUMN_INDEXER, new Cell(1, 0)),
                CellMark.of(CellMark.Kind.ROW_INDEXER, new Cell(4, 2)))),
                only(".Indexing~C~R1C1~R2C1.Indexing~R~R5C3\n").boardOrThrow().layout());
        String box = only(".Indexing~B~R1C1\n").error().orElseThrow().getMessage();
        assertTrue(box.contains("Indexing~B") && box.contains("expected C"), box);
    }

    /**
     * Its custom pairs as relations: the nabner key its collections use, the same table as {@code Pair}/{@code PairX}
     * (base64url) and as {@code Binary}/{@code BinaryX} (the legacy alphabet, '-' and '_' swapped); a group's name
     * from {@code _name}, the groups {@code ~~} apart.
     */
    @Test
    void readsCustomPairsAsRelationsNamedByTheirGroups() throws IOException {
        List<Cell> first = List.of(new Cell(3, 0), new Cell(4, 0), new Cell(5, 0));
        List<Cell> second = List.of(new Cell(3, 3), new Cell(4, 3));
        Layout expected = Layout.classic().withRules(List.of(
                Relation.of("Nabner", Relation.Pairs.EVERY_TWO, first, 9, (a, b) -> Math.abs(a - b) >= 2),
                Relation.of("Nabner", Relation.Pairs.EVERY_TWO, second, 9, (a, b) -> Math.abs(a - b) >= 2)));
        assertEquals(expected, only(".PairX~8H_xf8H_xf8H_B~_Nabner~R4C1~R5C1~R6C1~~R4C4~R5C4\n").boardOrThrow()
                .layout());
        assertEquals(expected, only(".BinaryX~8H-xf8H-xf8H-B~_Nabner~R4C1~R5C1~R6C1~~R4C4~R5C4\n").boardOrThrow()
                .layout());
        Layout neighbours = only(".Pair~8H_xf8H_xf8H_B~R1C1~R1C2~R1C3\n").boardOrThrow().layout();
        assertEquals(Relation.of("pairs", Relation.Pairs.NEIGHBOURS, List.of(new Cell(0, 0), new Cell(0, 1),
                new Cell(0, 2)), 9, (a, b) -> Math.abs(a - b) >= 2), neighbours.rules().get(0));
        String lone = only(".PairX~8H_xf8H_xf8H_B~R1C1~~R2C2~R2C3\n").error().orElseThrow().getMessage();
        assertTrue(lone.contains("a group of one cell, r1c1"), lone);
        String bad = only(".PairX~8H*x~R1C1~R1C2\n").error().orElseThrow().getMessage();
        assertTrue(bad.contains("in the pair key"), bad);
    }

    @Test
    void readsThatSolversCellNamesOf16x16InBase17() throws IOException {
        Board board = only(".Shape~16x16.~R1Cg_16~RgC1_1.Cage~~RaCa~RaCb.Cage~~R12C1~R12C2\n").boardOrThrow();
        assertEquals(16, board.get(0, 15));
        assertEquals(1, board.get(15, 0));
        assertEquals(Layout.boxes(4, 4).withRules(List.of(Cage.withoutSum(new Cell(9, 9), new Cell(9, 10)),
                Cage.withoutSum(new Cell(11, 0), new Cell(11, 1)))), board.layout());
    }

    @Test
    void readsThatSolversPlainJigsawLineOfGivensThenRegions() throws IOException {
        Layout four = Layout.jigsaw(new int[][] {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 3, 3, 3}, {2, 2, 2, 3}});
        int[][] givens = new int[4][4];
        givens[0][0] = 1;
        givens[3][3] = 4;
        for (String line : List.of("1..............4 AABBAABBCDDDCCCD", "1..............4AABBAABBCDDDCCCD",
                "1000000000000004 1122112234443334")) {
            assertEquals(Board.of(four, givens), only(line + "\n").boardOrThrow(), line);
        }
        // 16x16, letters for the digits as that solver writes them: the grid of the boxes as a jigsaw, no boxes
        int[][] boxes = new int[16][16];
        StringBuilder regions = new StringBuilder();
        for (int i = 0; i < 256; i++) {
            boxes[i / 16][i % 16] = i / 64 * 4 + i % 16 / 4;
            regions.append((char) ('A' + boxes[i / 16][i % 16]));
        }
        int[][] cells = new int[16][16];
        cells[0][0] = 1;
        cells[1][1] = 16;
        String grid = "A" + ".".repeat(16) + "P" + ".".repeat(238);
        PuzzleEntry entry = only(grid + " " + regions + "\n");
        assertEquals(Board.of(Layout.jigsaw(boxes), cells), entry.boardOrThrow());
        assertEquals("", entry.label());
        // 9x9 with regions of letters; with digits it is a puzzle and a text after it, as before
        int[][] diagonals = new int[9][9];
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            diagonals[i / 9][i % 9] = (i / 9 + i % 9) % 9;
            letters.append((char) ('A' + diagonals[i / 9][i % 9]));
        }
        int[][] nine = new int[9][9];
        nine[0][0] = 1;
        assertEquals(Board.of(Layout.jigsaw(diagonals), nine), only("1" + ".".repeat(80) + " " + letters + "\n")
                .boardOrThrow());
        String solution = VariantSamples.SOLUTION.toString();
        PuzzleEntry classic = only(TestPuzzles.SEED + " " + solution + "\n");
        assertEquals(TestPuzzles.SEED, classic.boardOrThrow());
        assertEquals(solution, classic.label());
    }

    @Test
    void readsThatSolversPencilMarkGridOfNineCharactersACell() throws IOException {
        // the seed's givens as one digit, r1c1 limited to 2 and 7, every other cell open
        StringBuilder grid = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            int given = TestPuzzles.SEED.get(i / 9, i % 9);
            grid.append(i == 0 ? ".2....7.." : given > 0 ? ".".repeat(given - 1) + given + ".".repeat(9 - given)
                    : "123456789");
        }
        Board expected = Board.of(Layout.classic().withRules(List.of(GivenCandidates.of(new Cell(0, 0),
                List.of(2, 7)))), TestPuzzles.SEED.toArray());
        PuzzleEntry entry = only("Pencilmark sudoku 2 " + grid + "\n");
        assertEquals(expected, entry.boardOrThrow());
        assertEquals("Pencilmark sudoku 2", entry.label());
        StringBuilder rows = new StringBuilder(); // blanks anywhere, as that solver drops them
        for (int row = 0; row < 9; row++) {
            rows.append(grid, row * 81, row * 81 + 81).append(row % 2 == 0 ? " " : "\t");
        }
        assertEquals(expected, only(rows + "\n").boardOrThrow());
        // 6x6: 216 characters, six a cell
        StringBuilder six = new StringBuilder("1.....").append("12.4..");
        six.append("123456".repeat(34));
        Board small = only(six + "\n").boardOrThrow();
        assertEquals(Layout.boxes(2, 3).withRules(List.of(GivenCandidates.of(new Cell(0, 1), List.of(1, 2, 4)))),
                small.layout());
        assertEquals(1, small.get(0, 0));
        assertEquals(0, small.get(0, 1));
    }

    @Test
    void digitsAndDotsOfThatLengthOutOfPlaceAreNoPencilMarkGrid() throws IOException {
        // nine classic puzzles side by side: the first, the others its label, as before that form was read
        String nine = (TestPuzzles.SEED + " ").repeat(9).strip();
        PuzzleEntry entry = FPuzzlesReaderTest.read(nine + "\n").get(0);
        assertEquals(TestPuzzles.SEED, entry.boardOrThrow());
        // a grid with one digit out of its place (a 2 first in r1c1's nine) is not read as one either
        String grid = "2........" + "123456789".repeat(80);
        assertTrue(FPuzzlesReaderTest.read(grid + "\n").stream().noneMatch(e -> e.board().isPresent()));
    }

    @ParameterizedTest
    @MethodSource("refusedPuzzles")
    void aTypeItDoesNotTakeOrADamagedOneIsAnErrorEntryNamingIt(String puzzle, String problem) throws IOException {
        List<PuzzleEntry> entries = FPuzzlesReaderTest.read(TestPuzzles.SEED + "\nhard " + puzzle + "\n"
                + TestPuzzles.SEED + "\n");
        assertEquals(3, entries.size(), entries.toString());
        assertEquals(TestPuzzles.SEED, entries.get(2).boardOrThrow());
        BoardFormatException error = entries.get(1).error().orElseThrow();
        assertTrue(error.problem().startsWith(problem), error.problem());
        assertTrue(error.problem().endsWith("(in the Interactive Sudoku Solver puzzle)"), error.problem());
        assertEquals(2, error.line());
        assertEquals(6, error.column());
        assertEquals("hard", entries.get(1).label());
    }

    @Test
    void aPuzzleLineOrALabelWithADotIsNoIssPuzzle() throws IOException {
        assertEquals(TestPuzzles.SEED, only(". . . see .Net\n" + TestPuzzles.SEED + "\n").boardOrThrow());
        PuzzleEntry labelled = only(".windoku puzzles follow\n" + TestPuzzles.SEED + "\n");
        assertEquals(".windoku puzzles follow", labelled.label(), "a type's name in a sentence stays a label");
    }
}
