package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.Board;
import io.github.sudokusolver.Cell;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.SharedDatasets;
import io.github.sudokusolver.Solver;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.rules.Cage;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The killer text forms: the KILLER form written and read back on every layout (random cages over solved boards,
 * seeded, the seed in every message), the SumoCue and short one-line notations read and cross-checked against the
 * spelled-out cages of {@code ../shared/datasets/killer}, and the reader's killer errors with their positions.
 */
final class KillerFormatsTest {

    /** A 9x9 jigsaw whose regions are the broken diagonals. */
    static final Layout JIGSAW_9 = TestPuzzles.JIGSAW_9_BROKEN_DIAGONALS;

    static Stream<Arguments> layouts() {
        return Stream.of(Layout.boxes(2, 2), Layout.boxes(2, 3), Layout.classic(), Layout.boxes(4, 4), JIGSAW_9,
                Layout.jigsaw(TestPuzzles.JIGSAW_6),
                Layout.classic().withDiagonals(), Layout.classic().withWindows(), Layout.samurai())
                .map(Arguments::of);
    }

    /**
     * A killer of {@code layout} from {@code seed}: a solved board of the generator's puzzle, cages of up to four
     * connected cells with distinct digits over {@code coverPercent} of the cells, and {@code keepPercent} of the
     * solution's digits as givens.
     */
    static Board randomKiller(Layout layout, long seed, int coverPercent, int keepPercent) {
        Board solution = Solver.fastest().solve(Generator.withSeed(seed).puzzle(layout)).solution().orElseThrow();
        Random random = new Random(seed);
        Layout killer = layout.withCages(Killers.randomCages(solution, random, 4, coverPercent));
        return Killers.givens(solution, killer, random, keepPercent);
    }

    private static List<PuzzleEntry> read(String text, Layout layout) {
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(entries::add);
        return entries;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void everyKillerWritesOutAndReadsBackAsTheSameBoard(Layout layout) {
        List<Board> killers = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (long seed = 1; seed <= 4; seed++) {
            // full cover without givens, as killers are published; then partial cages with givens
            Board killer = seed % 2 == 1 ? randomKiller(layout, seed, 100, 0) : randomKiller(layout, seed, 40, 30);
            killers.add(killer);
            text.append(BoardFormat.KILLER.format(killer));
            assertEquals(killer, Board.parse(layout, BoardFormat.KILLER.format(killer)), "seed " + seed);
        }
        List<Board> back = new ArrayList<>();
        for (PuzzleEntry entry : read(text.toString(), layout)) {
            back.add(entry.boardOrThrow());
        }
        assertEquals(killers, back, "seeds 1-4 on " + layout);
    }

    @Test
    void writesCagesAsTheyPrintThenTheGivensAsAGrid() {
        Layout killer = Layout.boxes(2, 2).withCages(List.of(Cage.of(3, new Cell(0, 0), new Cell(0, 1)),
                Cage.of(7, new Cell(3, 2), new Cell(3, 3))));
        Board board = Board.empty(killer).with(1, 1, 4);
        String text = """
                cage 3: r1c1 r1c2
                cage 7: r4c3 r4c4
                . . | . .
                . 4 | . .
                ----+----
                . . | . .
                . . | . .
                """;
        assertEquals(text, BoardFormat.KILLER.format(board));
        assertEquals(board, Board.parse(Layout.boxes(2, 2), text));
        assertEquals(board, Board.parse(Layout.boxes(2, 2), text.replace("cage ", "").replace(" r", ", r")),
                "the word is optional, commas may stand between cells");
        assertEquals(List.of(PuzzleEntry.of(2, "# two cages", board, null)),
                read("# two cages\n" + text.replace("cage 7", "\n  cage 7"), Layout.boxes(2, 2)),
                "the entry starts at its first cage line; blank lines and indents are allowed");
        assertEquals(BoardFormat.GRID.format(Board.of(Layout.boxes(2, 2), board.toArray())),
                BoardFormat.KILLER.format(Board.of(Layout.boxes(2, 2), board.toArray())), "no cages: the grid alone");
    }

    @Test
    void readsTheHardestPublishedKillersAsTheirSpelledOutCages() throws IOException {
        checkAgainstSpelledOutCages(SharedDatasets.require("killer/killer_hard.txt"));
    }

    @Test
    void readsTheGeneratedKillersAsTheirSpelledOutCages() throws IOException {
        checkAgainstSpelledOutCages(Path.of("..", "datasets", "killer_generated_9x9.txt")); // from the module folder
    }

    /**
     * Reads a file of killers in the shared datasets' line format (a notation, {@code D} or {@code -}, the cages
     * spelled out, the solution, an id) and checks each board against the cages spelled out; then writes each back
     * in both one-line notations and reads it again.
     */
    private static void checkAgainstSpelledOutCages(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                lines.add(line);
            }
        }
        List<PuzzleEntry> entries;
        try (PuzzleReader reader = PuzzleReader.open(file)) {
            entries = reader.stream().toList();
        }
        assertEquals(lines.size(), entries.size());
        for (int i = 0; i < lines.size(); i++) {
            String[] fields = lines.get(i).trim().split("\\s+");
            Layout expected = fields[1].equals("D") ? Layout.classic().withDiagonals() : Layout.classic();
            expected = expected.withCages(Killers.cages(fields[2], 9));
            PuzzleEntry entry = entries.get(i);
            assertEquals(Board.empty(expected), entry.boardOrThrow(), fields[4]);
            String rest = String.join(" ", List.of(fields).subList(1, fields.length));
            assertTrue(entry.label().endsWith(rest), fields[4] + ": " + entry.label()); // the first has the header
            Board board = entry.boardOrThrow();
            assertEquals(board, read(BoardFormat.SUMOCUE.format(board), Layout.classic()).get(0).boardOrThrow());
            if (fields[1].equals("-") && board.layout().cages().stream().mapToInt(c -> c.cells().size()).sum() == 81) {
                assertEquals(board, read(Killers.shortNotation(board.layout()), Layout.classic()).get(0)
                        .boardOrThrow(), fields[4]);
            }
        }
    }

    @Test
    void readsRandomKillersInBothOneLineNotations() {
        for (long seed = 1; seed <= 30; seed++) {
            Board killer = randomKiller(Layout.classic(), seed, 100, 0);
            String shortLine = Killers.shortNotation(killer.layout());
            String sumoCue = BoardFormat.SUMOCUE.format(killer);
            List<PuzzleEntry> entries = read("id " + seed + " " + shortLine + " rated 5\n" + sumoCue,
                    Layout.classic());
            assertEquals(List.of(PuzzleEntry.of(1, "id " + seed + "\nrated 5", killer, null),
                    PuzzleEntry.of(2, "", killer, null)), entries, "seed " + seed);
            Board onJigsaw = Board.empty(JIGSAW_9.withCages(killer.layout().cages()));
            assertEquals(onJigsaw, read(shortLine, JIGSAW_9).get(0).boardOrThrow(), "seed " + seed);
        }
        Board diagonal = randomKiller(Layout.classic().withDiagonals(), 7, 100, 0);
        String line = BoardFormat.SUMOCUE.format(diagonal);
        assertEquals("3x3:d:k:", line.substring(0, 8));
        assertEquals(diagonal, read(line, Layout.classic()).get(0).boardOrThrow());
        Layout windoku = Layout.classic().withWindows();
        assertEquals(Board.empty(windoku.withDiagonals().withCages(diagonal.layout().cages())),
                read(line, windoku).get(0).boardOrThrow(), "the line's diagonals are added to the reader's layout");
    }

    @Test
    void readsAZeroHeadOfTheShortNotationAsACageWithoutASum() {
        for (long seed = 1; seed <= 10; seed++) {
            Board killer = randomKiller(Layout.classic(), seed, 100, 0);
            List<Cage> cages = new ArrayList<>(killer.layout().cages());
            int sumless = new Random(seed).nextInt(cages.size());
            cages.set(sumless, Cage.withoutSum(cages.get(sumless).cells()));
            Board expected = Board.empty(Layout.classic().withCages(cages));
            String line = Killers.shortNotation(expected.layout());
            assertEquals('0', line.charAt(cages.get(sumless).cells().get(0).index()), "seed " + seed);
            Board read = read("# Tarek's 22-26 have such a cage\n" + line, Layout.classic()).get(0).boardOrThrow();
            assertEquals(expected, read, "seed " + seed);
            assertEquals(java.util.Set.copyOf(cages), java.util.Set.copyOf(read.layout().cages()), "seed " + seed);
        }
    }

    @Test
    void readsTheSumoCueFieldZeroAsACellInNoCageBesideACageNumberedZero() {
        for (long seed = 1; seed <= 5; seed++) {
            Board killer = randomKiller(Layout.classic(), seed, 40, 0);
            String line = BoardFormat.SUMOCUE.format(killer).strip();
            int cages = killer.layout().cages().size();
            StringBuilder zeroBased = new StringBuilder(line.substring(0, "3x3::k:".length()));
            for (String field : line.substring("3x3::k:".length()).split(":")) {
                int value = Integer.parseInt(field);
                // cage 1 renumbered 0, every cell in no cage written 0
                zeroBased.append(value % 256 > cages ? 0 : value % 256 == 1 ? value - 1 : value).append(':');
            }
            assertTrue(zeroBased.indexOf(":0:") > 0, "seed " + seed);
            assertEquals(killer, read(zeroBased.toString(), Layout.classic()).get(0).boardOrThrow(), "seed " + seed);
        }
    }

    @Test
    void sumoCueWritesOnlyWhatItCanSay() {
        Board withGivens = randomKiller(Layout.classic(), 3, 100, 10);
        assertEquals("SUMOCUE has no place for givens; this board has " + withGivens.filledCount()
                + ": write it as KILLER", assertThrows(IllegalArgumentException.class,
                        () -> BoardFormat.SUMOCUE.format(withGivens)).getMessage());
        Board jigsaw = Board.empty(JIGSAW_9);
        assertEquals("SUMOCUE writes 9x9 killers, on the classic grid or with both diagonals; this board's layout is"
                + " jigsaw 9x9: write it as KILLER", assertThrows(IllegalArgumentException.class,
                        () -> BoardFormat.SUMOCUE.format(jigsaw)).getMessage());
        Board sumless = Board.empty(Layout.classic().withCages(List.of(Cage.withoutSum(new Cell(0, 0),
                new Cell(0, 1)))));
        assertEquals("SUMOCUE has no place for a cage without a sum (cage: r1c1 r1c2): its sum 0 means a cell in no"
                + " cage; write it as KILLER", assertThrows(IllegalArgumentException.class,
                        () -> BoardFormat.SUMOCUE.format(sumless)).getMessage());
        String empty = BoardFormat.SUMOCUE.format(Board.empty());
        assertEquals(Board.empty(), read(empty, Layout.classic()).get(0).boardOrThrow(), "no cages at all");
    }
}
