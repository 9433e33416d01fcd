package io.github.sudokusolver.format;

import static io.github.sudokusolver.TestPuzzles.SEED;
import static io.github.sudokusolver.TestPuzzles.SEED_SOLUTION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.FormatSamples;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.generate.Generator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class PuzzleReaderTest {

    private static final String S = SEED.toString();
    private static final String SOLUTION = SEED_SOLUTION.toString();
    private static final String ZEROS = S.replace('.', '0');

    @TempDir
    Path dir;

    private static List<PuzzleEntry> read(String text) {
        return read(text.getBytes(StandardCharsets.UTF_8));
    }

    private static List<PuzzleEntry> read(byte[] bytes) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new ByteArrayInputStream(bytes)).forEachRemaining(entries::add);
        return entries;
    }

    private static PuzzleEntry puzzle(int line, String label) {
        return PuzzleEntry.of(line, label, SEED, null);
    }

    private static PuzzleEntry error(int line, String label, String problem, int errorLine, int column) {
        return PuzzleEntry.malformed(line, label, new BoardFormatException(problem, errorLine, column));
    }

    private static String found(String what) {
        return "found " + what + ", expected a digit 1-9, or '.', '0' or '_' for an empty cell";
    }

    @Test
    void readsEveryFormatAndEveryDamagedVariantWithPositions() {
        List<PuzzleEntry> entries = read(FormatSamples.everyFormat());

        List<PuzzleEntry> expected = List.of(
                puzzle(1, "x"),
                puzzle(2, "ED=7.2/1.5/1.5"),
                puzzle(3, "12;elev"),
                error(4, "", found("'x'"), 4, 1),
                puzzle(6, "0042\n7.1"),
                PuzzleEntry.of(8, "quizzes,solutions", SEED, SEED_SOLUTION),
                error(9, "", "the solution breaks a rule: digit 8 twice in row 9: r9c6 and r9c9", 9, 163),
                puzzle(10, "7.2"),
                puzzle(13, "Grid 01"),
                error(25, "", found("'x'"), 25, 11),
                error(26, "", "found 80 cells, expected 81", 26, 0),
                puzzle(27, ""),
                puzzle(39, "# caf\uFFFD in Latin-1"));
        assertEquals(expected, entries);
    }

    @Test
    void damagedGridRowSpoilsOnlyItsGridAndNamesTheColumn() {
        String grid = SEED.toGrid().replaceFirst("6 8 \\.", "6 x .");
        List<PuzzleEntry> entries = read(grid + S + "\n");
        assertEquals(List.of(error(1, "", found("'x'"), 2, 3), puzzle(12, "")), entries);
    }

    @Test
    void shortGridRowIsNamedAtItsLine() {
        String grid = "1 2 3 4 5 6 7 8 9\n" + ". . . . . . . .\n" + ". . . . . . . . .\n".repeat(7);
        assertEquals(List.of(error(1, "", "found 8 cells, expected 9 in a grid row", 2, 0)), read(grid));
    }

    @Test
    void labelInsideAGridEndsItAsAnErrorAndLabelsTheNext() {
        String text = "003020600\n900305001\nGrid 02\n" + S;
        assertEquals(List.of(error(1, "", "found 2 rows of a grid, expected 9", 1, 0), puzzle(4, "Grid 02")),
                read(text));
    }

    @Test
    void tellsLabelsFromDamagedPuzzlesByTheShareOfCells() {
        List<PuzzleEntry> entries = read("Game 2024-11-22\nPuzzle 12345678\nRow 1: 123456789\n" + S + "\n");
        assertEquals(List.of(puzzle(4, "Game 2024-11-22\nPuzzle 12345678\nRow 1: 123456789")), entries);
        PuzzleEntry typo = read(S.substring(0, 40) + "ab" + S.substring(42)).get(0);
        assertEquals(41, typo.error().orElseThrow().column());
    }

    @Test
    void readsSpacedLinesOfEightyOneCells() {
        String spaced = String.join(" ", ZEROS.split(""));
        assertEquals(List.of(puzzle(1, "")), read(spaced));
    }

    @Test
    void readsNumbersSeparatedByCommasOnOneLineOrInRows() {
        String commas = String.join(",", ZEROS.split(""));
        assertEquals(List.of(puzzle(1, "")), read(commas));
        assertEquals(List.of(puzzle(1, "")), read(String.join(", ", ZEROS.split(""))));
        StringBuilder rows = new StringBuilder();
        for (int row = 0; row < 9; row++) {
            rows.append(String.join(",", ZEROS.substring(row * 9, row * 9 + 9).split(""))).append('\n');
        }
        assertEquals(List.of(puzzle(1, "")), read(rows.toString()));
        assertEquals(List.of(error(1, "", "found '12' between commas, expected one cell: a digit 1-9, or '.', '0'"
                + " or '_' for an empty cell", 1, 3)), read("0,12," + commas.substring(4)));
        assertEquals(List.of(error(1, "", "found 2 cells, expected 9 in a grid row", 1, 0)), read("1,2"));
    }

    @Test
    void aMinusPlusOrStarOnALineOfCellsIsAnErrorNamingItsColumn() {
        String rule = "found '-' on a line with cells, expected a digit 1-9, or '.', '0' or '_' for an empty cell"
                + " ('-', '+' and '*' belong on frame lines)";
        assertEquals(List.of(error(1, "", rule, 1, 1)), read("-" + S));
        assertEquals(List.of(error(1, "", rule.replace("'-' on", "'+' on"), 1, 41)),
                read(S.substring(0, 40) + "+" + S.substring(40)));
        assertEquals(List.of(error(1, "", rule, 1, 4)), read(String.join(",", ZEROS.split("")).replaceFirst(",", ",0-")
                .substring(0, 161)));
        String grid = SEED.toGrid().replaceFirst("6 8 \\. \\|", "6 8 . -");
        assertEquals(List.of(error(1, "", rule, 2, 7)), read(grid));
        assertEquals(List.of(puzzle(2, "")), read(BoardFormat.FRAMED.format(SEED)), "frame lines are still frames");
    }

    @Test
    void checksTheSolutionColumn() {
        String wrongGiven = ZEROS + "," + SOLUTION.replaceFirst("^4", "9").replaceFirst("3", "4");
        BoardFormatException e = read(wrongGiven).get(0).error().orElseThrow();
        assertEquals("the solution has 4 at r1c2 where the puzzle gives 3", e.problem());
        assertEquals(84, e.column());
        BoardFormatException empty = read(ZEROS + "," + SOLUTION.substring(0, 80) + ".").get(0)
                .error().orElseThrow();
        assertEquals("the solution has an empty cell at r9c9, expected a complete grid",
                empty.problem());
        assertEquals(163, empty.column());
    }

    @Test
    void namesInvisibleCharactersByCodePoint() {
        assertEquals(found("U+200B"), problemOf(S.substring(0, 10) + "\u200b" + S.substring(11)));
        assertEquals(found("U+0007"), problemOf(S.substring(0, 10) + "\u0007" + S.substring(11)));
        assertEquals(found("U+1F600"), problemOf(S.substring(0, 10) + "\uD83D\uDE00" + S.substring(11)));
        assertEquals(11, read(S.substring(0, 10) + "\uD83D\uDE00" + S.substring(11)).get(0).error()
                .orElseThrow().column());
        byte[] bad = (S.substring(0, 5) + "?" + S.substring(6)).getBytes(StandardCharsets.UTF_8);
        bad[5] = (byte) 0xFF;
        assertTrue(read(bad).get(0).error().orElseThrow().problem().startsWith("found U+FFFD (the replacement"));
    }

    private static String problemOf(String line) {
        return read(line).get(0).error().orElseThrow().problem();
    }

    @Test
    void readsEveryLineEnding() {
        assertEquals(List.of(puzzle(1, ""), puzzle(2, ""), puzzle(3, ""), puzzle(4, "")),
                read(S + "\r\n" + S + "\r" + S + "\n" + S));
    }

    @Test
    void reportsAnOverlongLineAfterABoundedReadAndGoesOn() {
        String text = "1".repeat(PuzzleReader.MAX_LINE_LENGTH * 3) + "\n" + S + "\n";
        List<PuzzleEntry> entries = read(text);
        String problem = "the line is 24576 characters long, more than the 8192 read of any line without an f-puzzles"
                + " or Interactive Sudoku Solver puzzle; the rest was skipped";
        assertEquals(List.of(error(1, "", problem, 1, 8193), puzzle(2, "")), entries);
    }

    @Test
    void reportsAnOverlongLineWithoutNewlineOnAStreamOfUnknownLength() {
        InputStream endless = new InputStream() {
            private long left = 50_000_000L;

            @Override
            public int read() {
                return left-- > 0 ? '5' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) '5');
                left -= n;
                return n;
            }
        };
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(endless).forEachRemaining(entries::add);
        assertEquals(1, entries.size());
        assertTrue(entries.get(0).error().orElseThrow().problem().startsWith("the line is 50000000 characters"));
    }

    @Test
    void capsLabels() {
        String text = ("# " + "c".repeat(500) + "\n").repeat(10) + S;
        assertEquals(1024, read(text).get(0).label().length());
    }

    @Test
    void ignoresTrailingLabelsAndFramesAndBlankLines() {
        assertEquals(List.of(), read("\n\n   \n*----*\n+---+---+\n# only comments\nGrid 01\n"));
    }

    @Test
    void readsFromAReaderAndAsAStreamThatClosesTheSource() {
        AtomicBoolean closed = new AtomicBoolean();
        Reader source = new StringReader(S + "\n" + S) {
            @Override
            public void close() {
                closed.set(true);
                super.close();
            }
        };
        try (Stream<PuzzleEntry> entries = PuzzleReader.of(source).stream()) {
            assertEquals(2, entries.filter(e -> e.board().isPresent()).count());
        }
        assertTrue(closed.get());
    }

    @Test
    void iteratorEndsWithNoSuchElement() {
        PuzzleReader reader = PuzzleReader.of(new StringReader(S));
        assertTrue(reader.hasNext());
        assertEquals(SEED, reader.next().boardOrThrow());
        assertFalse(reader.hasNext());
        NoSuchElementException e = assertThrows(NoSuchElementException.class, reader::next);
        assertEquals("no more puzzles after line 1", e.getMessage());
    }

    @Test
    void surfacesReadErrorsAsUnchecked() {
        Reader failing = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {
            }
        };
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> PuzzleReader.of(failing).hasNext());
        assertEquals("disk on fire", e.getCause().getMessage());
    }

    @Test
    void readBoardsReadsAFileAndFailsAtTheFirstMalformedPuzzle() throws IOException {
        Path good = Files.writeString(dir.resolve("good.txt"), "# two\n" + S + "\n" + SEED.toGrid());
        assertEquals(List.of(SEED, SEED), PuzzleReader.readBoards(good));
        Path bad = Files.writeString(dir.resolve("bad.txt"), S + "\n" + S.substring(1) + "\n");
        BoardFormatException e = assertThrows(BoardFormatException.class, () -> PuzzleReader.readBoards(bad));
        assertEquals("line 2: found 80 cells, expected 81", e.getMessage());
        IOException missing = assertThrows(IOException.class, () -> PuzzleReader.readBoards(dir.resolve("none")));
        assertTrue(missing.getMessage().contains("none"), missing.getMessage());
        IOException directory = assertThrows(IOException.class, () -> PuzzleReader.open(dir));
        assertTrue(directory.getMessage().endsWith("is a directory"), directory.getMessage());
    }

    @Test
    void rejectsNulls() {
        assertThrows(NullPointerException.class, () -> PuzzleReader.of((Reader) null));
        assertThrows(NullPointerException.class, () -> PuzzleReader.of((InputStream) null));
        assertThrows(NullPointerException.class, () -> PuzzleReader.open(null));
    }

    @ParameterizedTest
    // SUMOCUE writes no givens: KillerFormatsTest reads it back
    @EnumSource(value = BoardFormat.class, names = "SUMOCUE", mode = EnumSource.Mode.EXCLUDE)
    void everyWrittenFormatReadsBack(BoardFormat format) {
        Random random = new Random(format.ordinal());
        StringBuilder text = new StringBuilder();
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            Board board = TestPuzzles.randomPuzzle(random, TestPuzzles.randomSolvedGrid(random), random.nextInt(82));
            boards.add(board);
            text.append(format.format(board));
        }
        List<Board> back = new ArrayList<>();
        for (PuzzleEntry entry : read(text.toString())) {
            back.add(entry.boardOrThrow());
        }
        assertEquals(boards, back, "seed " + format.ordinal());
        if (format != BoardFormat.FPUZZLES && format != BoardFormat.SUDOKUPAD) {
            assertEquals(boards.get(0), Board.parse(format.format(boards.get(0))));
            return;
        }
        // a link is for the reader: Board.parse's error says so
        BoardFormatException e = assertThrows(BoardFormatException.class,
                () -> Board.parse(format.format(boards.get(0))));
        assertEquals("line 1, column 1: found " + (format == BoardFormat.FPUZZLES ? "an f-puzzles" : "a SudokuPad")
                + " link, which Board.parse does not read: PuzzleReader reads it (and the CLI)", e.getMessage());
    }

    @Test
    void writesTheFramedGrid() {
        assertEquals("""
                +-------+-------+-------+
                | . 3 . | 2 6 . | 7 . 1 |
                | 6 8 . | . 7 . | . 9 . |
                | 1 9 . | . . 4 | 5 . . |
                +-------+-------+-------+
                | 8 2 . | 1 . . | . 4 . |
                | . . 4 | 6 . 2 | 9 . . |
                | . 5 . | . . 3 | . 2 8 |
                +-------+-------+-------+
                | . . 9 | 3 . . | . 7 4 |
                | . 4 . | . 5 . | . 3 6 |
                | 7 . 3 | . 1 8 | . . . |
                +-------+-------+-------+
                """, BoardFormat.FRAMED.format(SEED));
        assertEquals(S + "\n", BoardFormat.LINE.format(SEED));
    }

    @Test
    void entryValueSemantics() {
        PuzzleEntry entry = puzzle(3, "x");
        assertEquals(entry, puzzle(3, "x"));
        assertEquals(entry.hashCode(), puzzle(3, "x").hashCode());
        assertFalse(entry.equals(puzzle(4, "x")));
        assertFalse(entry.equals(puzzle(3, "y")));
        PuzzleEntry bad = error(2, "", "oops", 2, 5);
        assertEquals(bad, error(2, "", "oops", 2, 5));
        assertEquals(bad.hashCode(), error(2, "", "oops", 2, 5).hashCode());
        assertFalse(bad.equals(error(2, "", "oops", 2, 6)));
        assertFalse(bad.equals(entry));
        assertFalse(error(3, "x", "oops", 3, 1).equals(entry), "an error is never a board");
        assertFalse(entry.equals(error(3, "x", "oops", 3, 1)), "a board is never an error");
        assertEquals("line 3: " + S + " [x]", entry.toString());
        assertEquals("line 2, column 5: oops", bad.toString());
        assertThrows(BoardFormatException.class, bad::boardOrThrow);
        assertTrue(bad.isMalformed());
        assertFalse(entry.isMalformed());
    }

    @Test
    void readsTheSameWhenTheSourceHandsOverOneCharacterAtATime() {
        String text = new String(FormatSamples.everyFormat(), StandardCharsets.UTF_8)
                + "\r\n" + S + "\r" + S + "\r";
        Reader trickle = new Reader() {
            private int next;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (next == text.length()) {
                    return -1;
                }
                buffer[offset] = text.charAt(next++);
                return 1;
            }

            @Override
            public void close() {
            }
        };
        List<PuzzleEntry> slow = new ArrayList<>();
        PuzzleReader.of(trickle).forEachRemaining(slow::add);
        List<PuzzleEntry> fast = new ArrayList<>();
        PuzzleReader.of(new StringReader(text)).forEachRemaining(fast::add);
        assertEquals(fast, slow);
        assertEquals(15, slow.size());
        assertEquals(List.of(), read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}), "a byte-order mark alone");
    }

    @Test
    void readsALineOfExactlyTheMaximumLengthWhole() {
        String longest = S + " " + "c".repeat(PuzzleReader.MAX_LINE_LENGTH - 82);
        assertEquals(PuzzleReader.MAX_LINE_LENGTH, longest.length());
        assertEquals(List.of(puzzle(1, "c".repeat(PuzzleReader.MAX_LINE_LENGTH - 82))), read(longest));
        assertTrue(read(longest + "c").get(0).isMalformed());
    }

    @Test
    void theLabelRuleTipsAtThreeCellsPerOtherCharacter() {
        assertEquals(List.of(puzzle(2, "ab123456")), read("ab123456\n" + S));
        assertEquals(List.of(error(1, "", found("'a'"), 1, 1)), read("ab1234567"));
    }

    @Test
    void aLineWithoutAWordIsNeverALabel() {
        assertEquals(List.of(error(1, "", found("'x'"), 1, 1)), read("x123"));
        assertEquals(List.of(error(1, "", found("'?'"), 1, 2)), read("1?2"));
        assertEquals(List.of(puzzle(2, "No. 5")), read("No. 5\n" + S));
    }

    @Test
    void aLineOfFortyCharactersIsAGridRowAndOfFortyOneAPuzzleLine() {
        String rows = "123456789\n".repeat(8);
        assertEquals(List.of(error(1, "", found("'x'"), 1, 1)), read("x" + "1".repeat(39) + "\n" + rows));
        assertEquals(2, read("x" + "1".repeat(40) + "\n" + rows).size());
        assertEquals(List.of(error(1, "", "found 40 cells, expected 9 in a grid row", 1, 0)), read("1".repeat(40)));
        assertEquals(List.of(error(1, "", "found 41 cells, expected 81", 1, 0)), read("1".repeat(41)));
    }

    @Test
    void aPuzzleRunStandsAloneOnlyBetweenSeparators() {
        assertEquals(List.of(puzzle(1, "Puzzle")), read("Puzzle:" + S));
        assertEquals(List.of(puzzle(1, "7")), read("7;" + S));
        assertEquals(List.of(puzzle(1, "0042")), read("0042, " + S));
        assertEquals(List.of(puzzle(1, "c")), read(S + "#c"));
        assertEquals(List.of(error(1, "", found("'a'"), 1, 1)), read("a" + S));
        assertEquals(List.of(puzzle(2, "Grid 01\n7.2")), read("Grid 01\n" + S + " 7.2"));
    }

    @Test
    void boxDrawingCharactersAreFrames() {
        String drawn = "\u250c\u2500\u2500\u2510\n" + SEED.toGrid().replace('|', '\u2502') + "\u2514\u257f\u2518\n";
        assertEquals(List.of(puzzle(2, "")), read(drawn));
        assertEquals(found("'\u2580'"), read(S.substring(0, 10) + "\u2580" + S.substring(11)).get(0).error()
                .orElseThrow().problem());
    }

    @Test
    void keepsTheSolutionOfTheCsvFormat() {
        PuzzleEntry entry = read(ZEROS + "," + SOLUTION).get(0);
        assertEquals(java.util.Optional.of(SEED_SOLUTION), entry.solution());
        assertEquals(java.util.Optional.empty(), read(S).get(0).solution());
    }

    private static List<PuzzleEntry> read(String text, Layout layout) {
        return PuzzleReader.of(new StringReader(text), layout).stream().toList();
    }

    @Test
    void readsPuzzlesOfALayoutInEveryTextForm() {
        Layout sixteen = Layout.boxes(4, 4);
        Board puzzle = Generator.withSeed(4).puzzle(sixteen);
        String numbers = puzzle.toString().chars()
                .mapToObj(c -> Integer.toString(c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10))
                .collect(Collectors.joining(","));
        String text = "# first\n" + puzzle + " # one line\n\n" + puzzle.toGrid() + "\n// third, as numbers\n"
                + numbers + "\n";
        List<PuzzleEntry> entries = read(text, sixteen);
        assertEquals(3, entries.size(), entries.toString());
        for (PuzzleEntry entry : entries) {
            assertEquals(Optional.of(puzzle), entry.board(), entry.toString());
        }
        assertEquals(List.of(2, 4, 25), entries.stream().map(PuzzleEntry::line).toList());
        assertEquals("first\none line", entries.get(0).label().replace("# ", ""));
        assertEquals("// third, as numbers", entries.get(2).label());
    }

    @Test
    void aLabelUnderALayoutLabelsTheOneLinePuzzlesAfterItInsteadOfStartingAGrid() {
        Layout sixteen = Layout.boxes(4, 4);
        Board first = Generator.withSeed(4).puzzle(sixteen);
        Board second = first.with(0, 0, 0).with(15, 15, 0);
        Board third = Board.empty(sixteen);
        String text = "Easy ones\n" + first + "\n" + second + "\n" + third + "\nHard ones\n" + first + "\n";
        assertEquals(List.of(PuzzleEntry.of(2, "Easy ones", first, null), PuzzleEntry.of(3, "", second, null),
                PuzzleEntry.of(4, "", third, null), PuzzleEntry.of(6, "Hard ones", first, null)),
                read(text, sixteen));
        Layout four = Layout.boxes(2, 2);
        Board small = Board.parse(four, "1....2.........4");
        assertEquals(List.of(error(1, "", "found 2 rows of a grid, expected 4", 1, 0),
                PuzzleEntry.of(3, "", small, null)), read("1...\n.2..\n" + small + "\n", four),
                "a whole puzzle on one line ends the grid in progress");
        assertTrue(read("12 34\n", four).get(0).isMalformed(), "a line of digits is never a label");
    }

    @Test
    void aOneLinePuzzleAfterWordsOnTheSameLineIsAnErrorNotALabel() {
        Layout four = Layout.boxes(2, 2);
        Board small = Board.parse(four, "1.3.....2..4....");
        List<PuzzleEntry> entries = read("Puzzle one: 1.3.....2..4....\nPuzzle 12 from 2011-01-01\n" + small + "\n",
                four);
        assertEquals(2, entries.size(), entries.toString());
        assertTrue(entries.get(0).isMalformed(), "the puzzle after the words is reported, not taken for a label");
        assertEquals(1, entries.get(0).line());
        assertEquals(PuzzleEntry.of(3, "Puzzle 12 from 2011-01-01", small, null), entries.get(1),
                "a label whose digits form no long run stays a label");
    }

    @Test
    void aWordWhoseLettersAreAllDigitsOfTheLayoutIsStillAWordWhenItMixesCase() {
        Layout large = Layout.boxes(5, 5); // digits 1-9 and A-P: every letter of "Game" and "Bad" is a cell there
        Board puzzle = Generator.withSeed(3).puzzle(large);
        String text = "Game 2024-11-22\n" + puzzle + "\nBad ones\n" + puzzle + "\n";
        assertEquals(List.of(PuzzleEntry.of(2, "Game 2024-11-22", puzzle, null),
                PuzzleEntry.of(4, "Bad ones", puzzle, null)), read(text, large));
        assertTrue(read("GAME 2024\n", large).get(0).isMalformed(), "one case: cells, a damaged row");
    }

    @Test
    void layoutErrorsNameTheFileLineAndColumnAndReadingGoesOn() {
        Layout four = Layout.boxes(2, 2);
        List<PuzzleEntry> entries = read("1...\n.2..\n..x.\n...4\n\n1.3.\n....\n", four);
        assertEquals(2, entries.size(), entries.toString());
        BoardFormatException bad = entries.get(0).error().orElseThrow();
        assertEquals(3, bad.line());
        assertEquals(3, bad.column());
        BoardFormatException cut = entries.get(1).error().orElseThrow();
        assertTrue(cut.getMessage().contains("found 2 rows of a grid, expected 4"), cut.getMessage());
        List<PuzzleEntry> samurai = read(".".repeat(9) + "7" + ".".repeat(431) + "\n", Layout.samurai());
        assertEquals("found 7 in a hole of the " + Layout.samurai() + " grid at r1c10, expected an empty cell",
                samurai.get(0).error().orElseThrow().problem());
        assertEquals(10, samurai.get(0).error().orElseThrow().column());
        assertThrows(NullPointerException.class, () -> PuzzleReader.of(new StringReader(""), null));
    }
}
