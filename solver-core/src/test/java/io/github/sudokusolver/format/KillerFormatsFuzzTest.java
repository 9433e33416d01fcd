package io.github.sudokusolver.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.sudokusolver.Board;
import io.github.sudokusolver.BoardFormatException;
import io.github.sudokusolver.FormatSamples;
import io.github.sudokusolver.Killers;
import io.github.sudokusolver.Layout;
import io.github.sudokusolver.TestPuzzles;
import io.github.sudokusolver.generate.Generator;
import io.github.sudokusolver.internal.format.KillerText;
import io.github.sudokusolver.internal.format.PuzzleText;
import io.github.sudokusolver.rules.Cage;
import io.github.sudokusolver.rules.Rule;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz tests of the killer text forms (the SumoCue and short one-line notations, cage lines before the givens), as
 * {@link ParsingFuzzTest} fuzzes the others: any text gives boards or {@link BoardFormatException}s with sane
 * positions, never another exception or a hang, and every killer read writes out and reads back as itself. In a
 * normal build they run once over the seeds in {@code KillerFormatsFuzzTestInputs/}; with {@code JAZZER_FUZZ=1}
 * Jazzer fuzzes them (docs/testing.md).
 */
final class KillerFormatsFuzzTest {

    /** The layouts the one-line notations are read onto, and one they are refused on. */
    private static final List<Layout> READER_LAYOUTS = List.of(Layout.classic(),
            Layout.classic().withDiagonals().withWindows(), KillerFormatsTest.JIGSAW_9, Layout.boxes(2, 3));

    /** Layouts for cage lines: the classic grid, a small one, and the samurai grid with its holes. */
    private static final List<Layout> PARSE_LAYOUTS = List.of(Layout.classic(), Layout.boxes(2, 3),
            Layout.samurai());

    @FuzzTest
    void readerGivesKillersOrErrorsWithSanePositions(byte[] bytes) {
        String text = FormatSamples.textOf(bytes);
        if (text == null) {
            return;
        }
        for (Layout layout : READER_LAYOUTS) {
            checkReader(text, layout);
        }
    }

    /**
     * Each entry a board or an error within the text; a board's layout is the reader's (with both diagonals after
     * {@code 3x3:d:k:}) with or without cages; and each killer read back from its KILLER text, and from its SumoCue
     * line where it has one.
     */
    private static void checkReader(String text, Layout layout) {
        long lines = text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(entries::add);
        for (PuzzleEntry entry : entries) {
            assertTrue(entry.line() >= 1 && entry.line() <= lines, entry.toString());
            assertTrue(entry.board().isPresent() != entry.error().isPresent(), entry.toString());
            entry.error().ifPresent(e -> assertTrue(e.line() >= 1 && e.line() <= lines && e.column() >= 0,
                    e.getMessage()));
            if (entry.board().isEmpty()) {
                continue;
            }
            Board board = entry.board().get();
            Layout plain = plainOf(board.layout(), layout, layout.withDiagonals());
            assertTrue(plain != null, entry.toString());
            assertEquals(board, readOne(BoardFormat.KILLER.format(board), plain), entry.toString());
            // SumoCue has no cage without a sum (a 0 head of the short notation makes one): KILLER only
            if (board.filledCount() == 0 && plain.withDiagonals().equals(Layout.classic().withDiagonals())
                    && board.layout().cages().stream().allMatch(io.github.sudokusolver.rules.Cage::hasSum)) {
                assertEquals(board, readOne(BoardFormat.SUMOCUE.format(board), Layout.classic()), entry.toString());
            }
        }
    }

    /** The one of {@code plains} that is {@code caged} without its cages, or null. */
    private static Layout plainOf(Layout caged, Layout... plains) {
        for (Layout plain : plains) {
            if (plain.withCages(caged.cages()).equals(caged)) {
                return plain;
            }
        }
        return null;
    }

    private static Board readOne(String text, Layout layout) {
        List<PuzzleEntry> back = new ArrayList<>();
        PuzzleReader.of(new StringReader(text), layout).forEachRemaining(back::add);
        assertEquals(1, back.size(), text);
        return back.get(0).boardOrThrow();
    }

    @FuzzTest
    void boardParseReadsCageLinesOrThrowsFormatErrors(byte[] bytes) {
        String text = FormatSamples.textOf(bytes);
        if (text == null) {
            return;
        }
        for (Layout layout : PARSE_LAYOUTS) {
            Board board;
            try {
                board = Board.parse(layout, text);
            } catch (BoardFormatException e) {
                assertTrue(e.line() >= 0 && e.column() >= 0, e.getMessage());
                continue;
            }
            assertEquals(layout, plainOf(board.layout(), layout), text);
            assertEquals(board, Board.parse(layout, BoardFormat.KILLER.format(board)), text);
        }
    }

    /** Generated classic killers (no givens), seeds 1 and 2, and the plain puzzle written before and after them. */
    private static final List<Board> KILLERS = List.of(Generator.withSeed(1).killer(Layout.classic()),
            Generator.withSeed(2).killer(Layout.classic()));
    private static final String PLAIN = TestPuzzles.SEED.toString();
    /** What a mutation writes, besides any character: the marks of the killer forms and their usual damage. */
    private static final String MARKS = "cagekCGr0123456789:, <>^v.x\u2190\u2191";

    /**
     * A killer in one of its three text forms (cage lines before a line of givens, the SumoCue line, the short line)
     * with up to four characters changed, added or removed (never a line break or a comment's {@code #} or
     * {@code /}, in a cage line for the KILLER form, anywhere in the line for the others), between two plain
     * puzzles. Every line is accounted for: the file gives three entries, the plain ones as written; a line before
     * the killer's entry is a label that no rule takes for a cage line; and when the killer is a board, every cage
     * line of it reads as one of its cages (a damaged one would have made the entry an error) and every other line
     * but the givens is in its label.
     */
    @FuzzTest
    void everyLineOfAMutatedKillerIsAccountedFor(FuzzedDataProvider data) {
        Board killer = KILLERS.get(data.consumeInt(0, KILLERS.size() - 1));
        int form = data.consumeInt(0, 2);
        String text = form == 0 ? BoardFormat.KILLER.format(killer).replaceAll("(?m)^[. |+-]+\\n", "")
                + BoardFormat.LINE.format(killer)
                : form == 1 ? BoardFormat.SUMOCUE.format(killer) : Killers.shortNotation(killer.layout()) + "\n";
        int mutable = form == 0 ? text.lastIndexOf('\n', text.length() - 2) : text.length() - 1;
        StringBuilder mutated = new StringBuilder(text);
        for (int k = data.consumeInt(1, 4); k > 0; k--) {
            int at = data.consumeInt(0, mutable - 1);
            if (mutated.charAt(at) == '\n') {
                continue;
            }
            char c = data.consumeBoolean() ? MARKS.charAt(data.consumeInt(0, MARKS.length() - 1)) : data.consumeChar();
            c = c == '\n' || c == '\r' || c == '#' || c == '/' || Character.isSurrogate(c) ? 'x' : c;
            switch (data.consumeInt(0, 2)) {
                case 0 -> mutated.setCharAt(at, c);
                case 1 -> mutated.insert(at, c);
                default -> mutated.deleteCharAt(at);
            }
            mutable = form == 0 ? mutated.lastIndexOf("\n", mutated.length() - 2) : mutated.length() - 1;
        }
        checkAccounted(mutated.toString());
    }

    private static void checkAccounted(String killerText) {
        String file = PLAIN + "\n" + killerText + PLAIN + "\n";
        List<String> lines = file.lines().toList();
        List<PuzzleEntry> entries = new ArrayList<>();
        PuzzleReader.of(new StringReader(file)).forEachRemaining(entries::add);
        assertEquals(3, entries.size(), file + "\n" + entries);
        assertEquals(PuzzleEntry.of(1, "", TestPuzzles.SEED, null), entries.get(0), file);
        assertEquals(PuzzleEntry.of(lines.size(), "", TestPuzzles.SEED, null), entries.get(2), file);
        PuzzleEntry killer = entries.get(1);
        assertTrue(killer.line() >= 2 && killer.line() < lines.size(), file + "\n" + killer);
        killer.error().ifPresent(e -> assertTrue(e.line() >= killer.line() && e.line() < lines.size()
                && e.column() >= 0, file + "\n" + e.getMessage()));
        for (int l = 2; l < lines.size(); l++) {
            String line = lines.get(l - 1);
            String stripped = PuzzleText.strip(line);
            if (stripped.isEmpty()) {
                continue;
            }
            if (l < killer.line()) {
                assertTrue(!KillerText.isCageLine(line) && killer.label().contains(stripped), file + "\n" + line);
                continue;
            }
            if (killer.board().isEmpty()) {
                continue;
            }
            Layout layout = killer.board().get().layout();
            if (KillerText.isCageLine(line)) {
                Cage cage = (Cage) Rule.parse(line, Layout.classic());
                assertTrue(layout.cages().contains(cage), file + "\n" + line);
            } else if (l < lines.size() - 1) {
                assertTrue(killer.label().contains(stripped), file + "\n" + line);
            }
        }
    }
}
