package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Conflict;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.rules.Cage;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Damaged killers, each an error entry (or a BoardFormatException from {@link Board#parse}) that names the line, the
 * column and what was found; and the lines around killers read as before.
 */
final class KillerErrorsTest {

    /** A classic killer with its cages covering the grid (seed 1), and its two one-line notations. */
    private static final Board KILLER = KillerFormatsTest.randomKiller(Layout.classic(), 1, 100, 0);
    private static final String SHORT = Killers.shortNotation(KILLER.layout());
    private static final String SUMOCUE = BoardFormat.SUMOCUE.format(KILLER).strip();
    /** A cage of two cells or more, with its fields in the SumoCue line. */
    private static final Cage PAIR = KILLER.layout().cages().stream().filter(c -> c.cells().size() >= 2)
            .findFirst().orElseThrow();

    private static List<PuzzleEntry> read(String text, Layout layout) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(entries::add);
        return entries;
    }

    /** The one entry of {@code text} read on the classic layout, which must be an error; its message. */
    private static String error(String text) {
        return error(text, Layout.classic());
    }

    private static String error(String text, Layout layout) {
        List<PuzzleEntry> entries = read(text, layout);
        assertEquals(1, entries.size(), entries.toString());
        return entries.get(0).error().orElseThrow(() -> new AssertionError(entries.get(0).toString())).getMessage();
    }

    private static String withChar(String line, int index, char c) {
        return line.substring(0, index) + c + line.substring(index + 1);
    }

    @Test
    void namesEachProblemOfTheShortNotation() {
        assertEquals("line 1, column 81: found 80 cells of a killer in the short notation, expected 81",
                error(SHORT.substring(0, 80)));
        assertEquals("line 1, column 82: found '<' after the 81st cell, expected the end of the killer (a blank"
                + " before any text that follows)", error(SHORT + "<"));
        assertEquals("line 1, column 13: found 'x' at r2c4, expected a cage sum (1-9, A-Z for 10-35, a-j for"
                + " 36-45) or an arrow (< > ^ v ` ' , .)", error(withChar(SHORT, 12, 'x')));
        assertEquals("line 1, column 1: found the arrow '^' at r1c1 pointing off the grid, expected an arrow to a"
                + " cell of its cage", error(withChar(SHORT, 0, '^')));
        assertEquals("line 1, column 1: found arrows that go round in a loop through r1c1 and reach no cage sum,"
                + " expected each arrow to lead to its cage's sum", error(withChar(withChar(SHORT, 0, '>'), 1, '<')));
        int head = PAIR.cells().get(0).index();
        assertEquals("line 2, column " + (head + 4) + ": cage 1: " + PAIR.toString().substring("cage ".length()
                        + String.valueOf(PAIR.sum()).length() + 2) + ": no " + PAIR.cells().size()
                        + " different digits 1-9 add up to 1 (they make " + minimum(PAIR.cells().size()) + " to "
                        + maximum(PAIR.cells().size()) + ")",
                error("# a sum too small\nid " + withChar(SHORT, head, '1')));
    }

    @Test
    void namesTheCellsOfACageWithoutASumLeftTooLittleByTheOtherSums() {
        // PAIR without its sum, another cage's sum raised so that PAIR's cells are left one less than they need
        int size = PAIR.cells().size();
        int raise = PAIR.sum() - size + 1;
        Cage other = KILLER.layout().cages().stream().filter(c -> !c.equals(PAIR) && c.sum() + raise
                <= Math.min(maximum(c.cells().size()), 35)).findFirst().orElseThrow();
        String line = withChar(withChar(SHORT, PAIR.cells().get(0).index(), '0'), other.cells().get(0).index(),
                shortSum(other.sum() + raise));
        Cell first = PAIR.cells().stream().min(java.util.Comparator.comparingInt(Cell::index)).orElseThrow();
        assertEquals("line 1, column " + (first.index() + 1) + ": found " + first.name() + " in a cage without a"
                + " sum, but the cages' sums add up to " + (405 - size + 1) + " of the grid's 405, which leaves "
                + (size - 1) + " for " + size + " cells in a cage without a sum, expected at least 1 each",
                error(line));
    }

    private static char shortSum(int sum) {
        return sum <= 9 ? (char) ('0' + sum) : (char) ('A' + sum - 10);
    }

    private static int minimum(int cells) {
        return cells * (cells + 1) / 2;
    }

    private static int maximum(int cells) {
        return cells * (19 - cells) / 2;
    }

    @Test
    void namesEachProblemOfTheSumoCueLine() {
        String[] fields = SUMOCUE.split(":");
        int first = PAIR.cells().get(0).index();
        int second = PAIR.cells().get(1).index();
        int number = Integer.parseInt(fields[3 + first]) % 256;
        assertEquals("line 1, column " + (SUMOCUE.lastIndexOf(':', SUMOCUE.length() - 2) + 2)
                + ": found 80 numbers after '3x3::k:', expected 81",
                error(SUMOCUE.substring(0, SUMOCUE.lastIndexOf(':', SUMOCUE.length() - 2) + 1)));
        assertEquals("line 1, column " + (SUMOCUE.length() + 1) + ": found more than 81 numbers, expected the end"
                + " of the killer after the 81st", error(SUMOCUE + "5:"));
        assertEquals("line 1, column 5: found the flags 'q', expected none (3x3::k:) or d for both diagonals"
                + " (3x3:d:k:)", error(SUMOCUE.replace("3x3::k:", "3x3:q:k:")));
        fields[3 + second] = String.valueOf((PAIR.sum() + 1) * 256 + number);
        String twoSums = String.join(":", fields) + ":";
        assertEquals("line 1, column " + (columnOfField(twoSums, second)) + ": found sum " + (PAIR.sum() + 1)
                + " for cage number " + number + " at " + PAIR.cells().get(1).name()
                + ", whose earlier cells have sum " + PAIR.sum(), error(twoSums));
        fields[3 + second] = "12x";
        String letter = String.join(":", fields) + ":";
        assertEquals("line 1, column " + (columnOfField(letter, second) + 2) + ": found 'x', expected a number"
                + " sum * 256 + cage number, or ':' between numbers", error(letter));
        fields[3 + second] = "";
        String empty = String.join(":", fields) + ":";
        assertEquals("line 1, column " + columnOfField(empty, second) + ": found an empty field, expected a number"
                + " sum * 256 + cage number", error(empty));
    }

    /** The 1-based column of the field of {@code cell} in a SumoCue line. */
    static int columnOfField(String line, int cell) {
        int index = "3x3::k:".length();
        for (int c = 0; c < cell; c++) {
            index = line.indexOf(':', index) + 1;
        }
        return index + 1;
    }

    @Test
    void readsKillerLinesOnlyOnNineByNineLayouts() {
        assertEquals("line 1, column 4: found a 9x9 killer line (the short notation) on the 16x16 grid; for other"
                + " grids write the cages as lines such as \"cage 10: r1c1 r1c2\" before the givens",
                error("id " + SHORT, Layout.boxes(4, 4)));
        assertEquals("line 1, column 1: found a 9x9 killer line (SumoCue) on the samurai grid; for other grids"
                + " write the cages as lines such as \"cage 10: r1c1 r1c2\" before the givens",
                error(SUMOCUE, Layout.samurai()));
    }

    @Test
    void namesEachProblemOfACageLine() {
        String grid4 = BoardFormat.GRID.format(Board.empty(Layout.boxes(2, 2)));
        assertEquals("line 2, column 16: found 'x' in a cage line, expected a cell such as r1c1 (row and column"
                + " from 1)", error("cage 3: r1c1 r2c1\ncage 3: r1c2 r1x3\n" + grid4, Layout.boxes(2, 2)));
        assertEquals("line 1, column 14: found r5c1, off the 4x4 grid (rows 1-4, columns 1-4)",
                error("cage 3: r1c1 r5c1\n" + grid4, Layout.boxes(2, 2)));
        assertEquals("line 1, column 8: found 'r' in a cage line, expected ':' after the cage's sum",
                error("cage 3 r1c1 r2c1\n" + grid4, Layout.boxes(2, 2)));
        assertEquals("line 1, column 8: found a cage with no cells, expected a cell such as r1c1 (row and column"
                + " from 1) after the ':'", error("cage 3:\n" + grid4, Layout.boxes(2, 2)));
        assertEquals("line 2, column 1: cage 4: r1c2 r2c2: r1c2 is also in cage 3: r1c1 r1c2; a cell may be in one"
                + " cage only", error("3: r1c1 r1c2\n4: r1c2 r2c2\n" + grid4, Layout.boxes(2, 2)));
        assertEquals("line 1, column 1: cage 3: r1c10 r1c11: r1c10 is a hole of the samurai grid",
                error("cage 3: r1c10 r1c11\n" + BoardFormat.GRID.format(Board.empty(Layout.samurai())),
                        Layout.samurai()));
        assertEquals("line 2: found 2 cage lines and then the end of the input, expected the killer's"
                + " givens after its cages (a line or a grid of cells, '.' for an empty cell)",
                error("# cages alone\ncage 3: r1c1 r1c2\ncage 7: r4c3 r4c4\n", Layout.boxes(2, 2)));
    }

    @Test
    void aCageLineEndsAGridInProgressAndWaitsForTheNextPuzzle() {
        Layout four = Layout.boxes(2, 2);
        List<PuzzleEntry> entries = read("1 2 | 3 4\n3 4 | 1 2\ncage 3: r1c1 r1c2\n" + ".".repeat(16) + "\n", four);
        Board caged = Board.empty(four.withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1)))));
        assertEquals(List.of(PuzzleEntry.malformed(1, "", new BoardFormatException(
                "found 2 rows of a grid, expected 4", 1, 0)), PuzzleEntry.of(3, "", caged, null)), entries);
    }

    @Test
    void boardParseNamesTheLineOfACageAndKeepsTheGivensLines() {
        Layout four = Layout.boxes(2, 2);
        assertEquals("line 2, column 1: cage 30: r1c3 r1c4: no 2 different digits 1-4 add up to 30 (they make 3 to"
                + " 7)", assertThrows(BoardFormatException.class, () -> Board.parse(four,
                        "cage 3: r1c1 r1c2\ncage 30: r1c3 r1c4\n....\n....\n....\n....\n")).getMessage());
        assertEquals("line 4, column 2: found 'x', expected a digit 1-4, '0' or '.' for an empty cell, whitespace or"
                + " grid decoration (| - +)", assertThrows(BoardFormatException.class, () -> Board.parse(four,
                        "cage 3: r1c1 r1c2\n\n....\n.x..\n....\n....\n")).getMessage());
        assertEquals("line 1: found no cells, expected 16".substring("line 1: ".length()),
                assertThrows(BoardFormatException.class, () -> Board.parse(four, "cage 3: r1c1 r1c2\n"))
                        .getMessage());
    }

    @Test
    void readsOtherLinesAsBefore() {
        Board seed = TestPuzzles.SEED;
        assertEquals(List.of(PuzzleEntry.of(2, "<<killers>> by Tarek\n12", seed, null)),
                read("<<killers>> by Tarek\n12: " + seed + "\n", Layout.classic()),
                "a label with arrows, and an id with a colon before the cells");
        assertEquals(List.of(PuzzleEntry.of(1, "cage 3 of 7", seed, null)), read(seed + " cage 3 of 7\n",
                Layout.classic()));
    }

    @Test
    void boardParseOfAOneLineKillerSaysThatThePuzzleReaderReadsIt() {
        assertEquals("line 1, column 1: found a 9x9 killer line (SumoCue), which Board.parse does not read:"
                + " PuzzleReader reads it (and the CLI), or write the cages as lines such as \"cage 10: r1c1 r1c2\""
                + " before the givens", assertThrows(BoardFormatException.class, () -> Board.parse(SUMOCUE))
                        .getMessage());
        assertEquals("line 1, column 1: found a 9x9 killer line (the short notation), which Board.parse does not"
                + " read: PuzzleReader reads it (and the CLI), or write the cages as lines such as \"cage 10: r1c1"
                + " r1c2\" before the givens", assertThrows(BoardFormatException.class,
                        () -> Board.parse(KillerFormatsTest.JIGSAW_9, SHORT)).getMessage());
    }

    @Test
    void aCsvSolutionThatBreaksACageNamesItsColumn() {
        Board solution = Solver.fastest().solve(KILLER).solution().orElseThrow();
        // 1 and 2 swapped: still a grid with every digit once a row, column and box, but cage sums change
        StringBuilder swapped = new StringBuilder();
        for (char c : solution.toString().toCharArray()) {
            swapped.append(c == '1' ? '2' : c == '2' ? '1' : c);
        }
        String text = BoardFormat.KILLER.format(KILLER).replaceAll("(?m)^[.0-9 |+-]+\n", "").strip() + "\n"
                + ".".repeat(81) + "," + swapped + "\n";
        int line = KILLER.layout().cages().size() + 1;
        List<PuzzleEntry> entries = read(text, Layout.classic());
        assertEquals(1, entries.size(), entries.toString());
        BoardFormatException e = entries.get(0).error().orElseThrow();
        Conflict conflict = Board.of(KILLER.layout(), Board.parse(swapped).toArray()).conflicts().get(0);
        assertEquals("line " + line + ", column " + (83 + conflict.second().index()) + ": the solution breaks a"
                + " rule: " + conflict, e.getMessage());
    }
}
